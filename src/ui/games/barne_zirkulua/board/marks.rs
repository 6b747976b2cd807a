//! What is drawn on the fields: the selected ball's paths and targets, the last move's trail,
//! the ghosts of a previewed move, and the balls (where the animation has them).

use super::super::dice::TUMBLE_FRAMES;
use super::super::geom::{self, code_xy, corner_class, BALL_R};
use super::super::view::{self, ball_label};
use super::fmt;
use super::rings::field_r;
use super::state::Ctx;
use crate::engine::{Effect, Game};
use crate::games::barne_zirkulua::board::{GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{Loc, Move, Phase};
use crate::ui::i18n::Lang;
use crate::ui::kit::svgtext::{attr, circle};
use yew::prelude::*;

/// A polyline through the fields of `path`, as SVG text.
fn polyline(out: &mut String, class: &str, path: &[u16], goal16: bool) {
    out.push_str("<polyline ");
    attr(out, "class", class);
    out.push_str("points=\"");
    for c in path {
        let (x, y) = code_xy(*c, goal16);
        out.push_str(&fmt(x));
        out.push(',');
        out.push_str(&fmt(y));
        out.push(' ');
    }
    out.push_str("\"/>");
}

/// What is drawn under the dice, as SVG text (`kit::svgtext`) at the end of `out`: the last move's trail, kept
/// visible after the animation; the paths the selected ball's parts take; the fields its moves
/// reach.
pub fn under(out: &mut String, cx: &Ctx) {
    for e in cx.last.map(|s| &s.effects[..]).unwrap_or_default() {
        if let Effect::Moved { path, .. } = e {
            if path.len() >= 2 && path.iter().all(|c| *c < START_CODE) {
                polyline(out, "trail", path, cx.goal16);
            }
        }
    }
    if let Some(b) = cx.sel {
        for (_, mv) in &cx.targets {
            if let Some(path) = match mv {
                Move::Part { value, .. } => cx.game.part_path(b, *value),
                _ => None,
            } {
                polyline(out, "preview", &path, cx.goal16);
            }
        }
    }
    for (code, mv) in &cx.targets {
        let capture = *code < GOAL_CODE
            && cx
                .game
                .ball_at(*code as u8)
                .is_some_and(|b| b.corner != cx.mover_corner)
            && !matches!(mv, Move::Swap { .. });
        let kind = match mv {
            Move::Part { .. } | Move::Change => "part",
            Move::Swap { .. } => "swap",
            Move::Home { .. } | Move::Goal(_) => "home",
            _ => "option",
        };
        let class = format!("target {kind}{}", if capture { " capture" } else { "" });
        // The move's text on the circle itself (`.target[data-move="y1+4"]`).
        let with_move = format!("{class}\" data-move=\"{mv}");
        circle(
            out,
            &with_move,
            code_xy(*code, cx.goal16),
            field_r(*code, cx.goal16) + 1.6,
        );
    }
}

/// Ghost balls where the previewed move would put balls, as SVG text.
pub fn ghosts(cx: &Ctx) -> Html {
    let mut out = String::new();
    if let Some(g2) = cx
        .preview
        .as_ref()
        .filter(|g2| g2.seats() == cx.game.seats())
    {
        for (b, loc, _) in &cx.balls {
            let Some(after) = g2.loc(*b) else { continue };
            if after == *loc || matches!(g2.phase(), Phase::Over { .. }) {
                continue;
            }
            let class = format!("ghost {}", corner_class(b.corner));
            circle(&mut out, &class, geom::ball_xy(g2, *b, after), BALL_R);
        }
    }
    Html::from_html_unchecked(out.into())
}

/// Where the last step's effects put balls during the animation: movers step along their path,
/// captured balls wait on their field until the mover arrives, entered balls wait in the start
/// area while the dice tumble.
fn overrides(cx: &Ctx, last_frames: usize) -> Vec<(u16, (f32, f32))> {
    let mut out = Vec::new();
    let (true, Some(step)) = (cx.animating, cx.last) else {
        return out;
    };
    let f = cx.f;
    let rolled = step
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Rolled { .. }));
    for e in &step.effects {
        match e {
            Effect::Moved { piece, path } if !path.is_empty() => {
                let code = path[f.min(path.len() - 1)];
                let b = geom::ball_of_piece(*piece);
                let xy = if code >= START_CODE {
                    geom::start_slot_xy(b.corner, b.idx)
                } else {
                    code_xy(code, cx.goal16)
                };
                out.push((*piece, xy));
            }
            Effect::Captured { piece, at, .. } if f + 1 < last_frames => {
                out.push((*piece, code_xy(*at, cx.goal16)));
            }
            Effect::Placed { piece, .. } if rolled && f < TUMBLE_FRAMES => {
                let b = geom::ball_of_piece(*piece);
                out.push((*piece, geom::start_slot_xy(b.corner, b.idx)));
            }
            _ => {}
        }
    }
    out
}

/// Every ball.
pub fn balls(cx: &Ctx, last_frames: usize, lang: Lang) -> Html {
    let overrides = overrides(cx, last_frames);
    cx.balls
        .iter()
        .map(|(b, loc, _)| {
            let (x, y) = overrides
                .iter()
                .rev()
                .find(|(p, _)| *p == b.piece())
                .map(|(_, xy)| *xy)
                .unwrap_or_else(|| geom::ball_xy(cx.game, *b, *loc));
            let mut class = classes!("ball", corner_class(b.corner));
            if cx.can_act && cx.movable.contains(b) {
                class.push("movable");
            }
            if cx.sel == Some(*b) {
                class.push("selected");
            }
            if matches!(loc, Loc::Goal(_)) {
                class.push("home");
            }
            let code = geom::loc_code(*b, *loc);
            html! {
                <g key={format!("b{}", b.piece())} {class} data-ball={b.to_string()}
                   data-at={code.to_string()}
                   style={format!("transform:translate({}px,{}px)", fmt(x), fmt(y))}>
                    <title>{format!("{} — {}", ball_label(*b, lang), view::code_name(code, lang))}</title>
                    <circle class="body" r={fmt(BALL_R)} />
                    <text class="num" y="1.15">{(b.idx + 1).to_string()}</text>
                </g>
            }
        })
        .collect()
}
