//! The board's drawing: the seven circles, the spokes, the holes, the circle numbers, the hole
//! numbers on the spokes, the king.

use super::super::view::{self, ring_radius, MID};
use super::{translate, xy, Ctx};
use crate::games::fidchell::board::{self, OUTER, RING_SIZES};
use crate::games::fidchell::King;
use crate::ui::kit::num::num;
use yew::prelude::*;

/// A small crown, centred on 0,0.
const CROWN: &str = "M-3.2,1.9 L-3.6,-2.2 L-1.7,-0.4 L0,-2.9 L1.7,-0.4 L3.6,-2.2 L3.2,1.9 Z";

/// The circles and the spokes.
pub fn lines(cx: &Ctx) -> Html {
    let circles: Html = (1..=OUTER)
        .map(|r| {
            html! { <circle class="circle" cx={num(MID)} cy={num(MID)} r={num(ring_radius(r))} /> }
        })
        .collect();
    let spokes: Html = cx
        .game
        .board()
        .lines()
        .iter()
        .filter(|l| !l.is_circle())
        .map(|l| {
            let (x1, y1) = xy(l.points[0]);
            let (x2, y2) = xy(*l.points.last().expect("a spoke has points"));
            html! { <line class="spoke" {x1} {y1} {x2} {y2} /> }
        })
        .collect();
    html! { <g class="lines">{circles}{spokes}</g> }
}

/// A dot per hole.
pub fn holes() -> Html {
    view::holes()
        .map(|p| {
            let (cx, cy) = xy(p);
            html! { <circle class="hole" {cx} {cy} r="1.05" /> }
        })
        .collect()
}

/// Circle numbers on each circle, halfway between its last hole and its hole 0 (north).
pub fn ring_numbers() -> Html {
    let numbers: Html = (1..=OUTER)
        .map(|r| {
            let a = (-180.0 / RING_SIZES[r as usize] as f32).to_radians();
            let rr = ring_radius(r);
            let (s, c) = crate::engine::math::sin_cos(a.into());
            let (x, y) = (MID + rr * s as f32, MID - rr * c as f32 + 0.95);
            html! { <text class="ring-no" x={num(x)} y={num(y)}>{r.to_string()}</text> }
        })
        .collect();
    html! { <g class="ring-nos">{numbers}</g> }
}

/// The hole numbers of the holes on the spokes (off the north spoke, where all are 0), so that
/// a name `r:k` can be found by counting from the nearest spoke.
pub fn spoke_numbers() -> Html {
    let numbers: Html = view::spoke_labels()
        .map(|(p, x, y)| {
            html! { <text class="hole-no" x={num(x)} y={num(y)}>{board::hole(p).to_string()}</text> }
        })
        .collect();
    html! { <g class="hole-nos" aria-hidden="true">{numbers}</g> }
}

/// The king in the centre: dead, White's ally, or ally of both (half white).
pub fn king(cx: &Ctx) -> Html {
    let (cls, half) = match cx.game.king() {
        King::Dead => ("dead", false),
        King::White => ("white-ally", false),
        King::Both => ("both", true),
    };
    let half_html = if half {
        html! { <path class="half" d="M0,-4.6 A4.6,4.6 0 0 1 0,4.6 Z" /> }
    } else {
        html! {}
    };
    html! {
        <g class={classes!("king", cls)} style={format!("transform:{}", translate(MID, MID))} id={cx.ids.id("king")}>
            <title>{view::king_text(cx.game, cx.lang)}</title>
            <circle class="base" r="4.6" />
            {half_html}
            <path class="crown" d={CROWN} />
        </g>
    }
}
