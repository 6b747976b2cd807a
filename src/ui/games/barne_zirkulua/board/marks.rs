//! What is drawn on the fields: the selected ball's paths and targets, the last move's trail,
//! the ghosts of a previewed move, and the balls (where the animation has them).

use super::super::view::{self, ball_label, code_xy, corner_class, BALL_R, TUMBLE_FRAMES};
use super::fmt;
use super::rings::field_r;
use super::state::Ctx;
use crate::engine::{Effect, Game};
use crate::games::barne_zirkulua::board::{GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{Loc, Move, Phase};
use crate::ui::i18n::Lang;
use yew::prelude::*;

/// A polyline through the fields of `path`.
fn polyline(class: &'static str, path: &[u16], goal16: bool) -> Html {
    let pts: Vec<String> = path
        .iter()
        .map(|c| {
            let (x, y) = code_xy(*c, goal16);
            format!("{},{}", fmt(x), fmt(y))
        })
        .collect();
    html! { <polyline {class} points={pts.join(" ")} /> }
}

/// The paths the selected ball's parts take.
pub fn previews(cx: &Ctx) -> Html {
    let Some(b) = cx.sel else {
        return html! {};
    };
    cx.targets
        .iter()
        .filter_map(|(_, mv)| match mv {
            Move::Part { value, .. } => cx.game.part_path(b, *value),
            _ => None,
        })
        .map(|path| polyline("preview", &path, cx.goal16))
        .collect()
}

/// The fields the selected ball's moves reach.
pub fn targets(cx: &Ctx) -> Html {
    cx.targets
        .iter()
        .map(|(code, mv)| {
            let (x, y) = code_xy(*code, cx.goal16);
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
            html! {
                <circle class={classes!("target", kind, capture.then_some("capture"))}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(field_r(*code, cx.goal16) + 1.6)} data-move={mv.to_string()} />
            }
        })
        .collect()
}

/// The last move's trail, kept visible after the animation.
pub fn trail(cx: &Ctx) -> Html {
    let Some(step) = cx.last else {
        return html! {};
    };
    step.effects
        .iter()
        .filter_map(|e| match e {
            Effect::Moved { path, .. }
                if path.len() >= 2 && path.iter().all(|c| *c < START_CODE) =>
            {
                Some(polyline("trail", path, cx.goal16))
            }
            _ => None,
        })
        .collect()
}

/// Ghost balls where the previewed move would put balls.
pub fn ghosts(cx: &Ctx) -> Html {
    match &cx.preview {
        Some(g2) if g2.seats() == cx.game.seats() => cx
            .balls
            .iter()
            .filter_map(|(b, loc, _)| {
                let after = g2.loc(*b)?;
                if after == *loc || matches!(g2.phase(), Phase::Over { .. }) {
                    return None;
                }
                let (x, y) = view::ball_xy(g2, *b, after);
                Some(html! {
                    <circle class={classes!("ghost", corner_class(b.corner))} cx={fmt(x)} cy={fmt(y)} r={fmt(BALL_R)} />
                })
            })
            .collect(),
        _ => html! {},
    }
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
                let b = view::ball_of_piece(*piece);
                let xy = if code >= START_CODE {
                    view::start_slot_xy(b.corner, b.idx)
                } else {
                    code_xy(code, cx.goal16)
                };
                out.push((*piece, xy));
            }
            Effect::Captured { piece, at, .. } if f + 1 < last_frames => {
                out.push((*piece, code_xy(*at, cx.goal16)));
            }
            Effect::Placed { piece, .. } if rolled && f < TUMBLE_FRAMES => {
                let b = view::ball_of_piece(*piece);
                out.push((*piece, view::start_slot_xy(b.corner, b.idx)));
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
                .unwrap_or_else(|| view::ball_xy(cx.game, *b, *loc));
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
            let code = view::loc_code(*b, *loc);
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
