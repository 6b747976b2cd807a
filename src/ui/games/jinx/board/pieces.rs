//! What stands on the grid: the last move's path, the targets of the selected piece, the pieces,
//! and the pieces the last move captured (fading out).

use super::super::texts::JinxT;
use super::super::view::{colour_class, point_xy, seat_label};
use super::Ctx;
use crate::games::jinx::board::{self, Colour, Point};
use crate::ui::i18n::t;
use crate::ui::kit::effects::{captures, moved_path};
use crate::ui::kit::num::num;
use crate::ui::kit::svgtext::{attr, circle};
use yew::prelude::*;

/// The five-pointed star drawn on starred pieces, centred on 0,0.
const STAR: &str = "M0,-2.2 L0.52,-0.72 L2.09,-0.68 L0.84,0.27 L1.29,1.78 L0,0.88 L-1.29,1.78 \
                    L-0.84,0.27 L-2.09,-0.68 L-0.52,-0.72 Z";

/// The last move's path, from a mark on its start, and the targets of the selected piece, with
/// the point a two-step move passes: SVG text (`kit::svgtext`; the board takes the clicks).
pub fn marks(cx: &Ctx) -> String {
    let mut out = String::new();
    let path: Vec<Point> = cx
        .last
        .map(|s| moved_path(&s.effects))
        .unwrap_or_default()
        .into_iter()
        .map(|p| p as Point)
        .collect();
    if path.len() >= 2 {
        let pts: Vec<String> = path
            .iter()
            .map(|p| {
                let (x, y) = point_xy(*p);
                format!("{},{}", num(x), num(y))
            })
            .collect();
        out.push_str("<g class=\"last-move\">");
        circle(&mut out, "last-from", point_xy(path[0]), 2.2);
        out.push_str("<polyline ");
        attr(&mut out, "points", &pts.join(" "));
        out.push_str("/></g>");
    }
    for p in &cx.targets {
        let capture = cx.game.piece_at(*p).is_some();
        let path = cx.sel.and_then(|s| cx.game.path(s, *p)).unwrap_or_default();
        out.push_str("<g>");
        if path.len() == 3 {
            circle(&mut out, "via", point_xy(path[1]), 1.0);
        }
        let class = if capture { "target capture" } else { "target" };
        circle(&mut out, class, point_xy(*p), 2.6);
        out.push_str("</g>");
    }
    out
}

/// Every piece on the board.
pub fn pieces(cx: &Ctx) -> Html {
    let game = cx.game;
    game.pieces()
        .iter()
        .filter_map(|pc| {
            let at = pc.at?;
            let (x, y) = point_xy(at);
            let mut class = classes!("piece", colour_class(pc.colour));
            if cx.sel == Some(at) {
                class.push("selected");
            }
            if cx.designated.contains(&pc.id) {
                class.push("designated");
            }
            let threatened = cx.threatened.contains(&pc.id);
            if threatened {
                class.push("threatened");
            }
            if cx.can_act && cx.goes.iter().any(|(f, _)| *f == at) {
                class.push("movable");
            }
            let star = if pc.starred {
                html! { <path class="star" d={STAR} /> }
            } else {
                html! {}
            };
            let ring = if pc.colour == Colour::Green {
                html! { <circle class="ring" r="2.3" /> }
            } else {
                html! {}
            };
            let mut title = format!(
                "{} {}",
                seat_label(game, pc.owner, cx.lang),
                board::name(at)
            );
            if threatened {
                title = format!("{title} · {}", t(cx.lang, JinxT::Threatened));
            }
            Some(html! {
                <g key={format!("p{}", pc.id)} {class}
                   style={format!("transform:translate({}px,{}px)", num(x), num(y))}
                   data-point={board::name(at)}>
                    <title>{title}</title>
                    if threatened {
                        <circle class="threat" r="4.5" />
                    }
                    <circle class="body" r="3.6" />
                    {ring}
                    {star}
                </g>
            })
        })
        .collect()
}

/// The pieces the last move captured, fading out where they stood (SVG text: a new move draws
/// them anew, and their fade starts as they are drawn).
pub fn captured(cx: &Ctx) -> Html {
    let mut out = String::new();
    for (_, at, owner) in cx.last.map(|s| captures(&s.effects)).unwrap_or_default() {
        let (x, y) = point_xy(at as Point);
        let colour = cx.game.seat_colour(owner);
        out.push_str("<g ");
        attr(
            &mut out,
            "class",
            &format!("piece captured {}", colour_class(colour)),
        );
        let at = format!("transform:translate({}px,{}px)", num(x), num(y));
        attr(&mut out, "style", &at);
        out.push_str("><circle class=\"body\" r=\"3.6\"/></g>");
    }
    Html::from_html_unchecked(out.into())
}
