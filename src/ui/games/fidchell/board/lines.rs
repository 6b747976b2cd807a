//! The board's drawing: the seven circles, the spokes, the holes, the circle numbers, the hole
//! numbers on the spokes, the king.

use super::super::view::{self, point_xy, ring_radius, MID};
use super::{translate, Ctx};
use crate::games::fidchell::board::{self, Radials, OUTER, RING_SIZES};
use crate::games::fidchell::King;
use crate::ui::kit::num::num;
use crate::ui::kit::svgtext::{attr, circle, text};
use crate::ui::kit::words::cell;

/// A small crown, centred on 0,0.
const CROWN: &str = "M-3.2,1.9 L-3.6,-2.2 L-1.7,-0.4 L0,-2.9 L1.7,-0.4 L3.6,-2.2 L3.2,1.9 Z";

/// The board's fixed drawing, as SVG text (`kit::svgtext`: no handlers, and far less code than
/// the same elements as Yew nodes): the background disc, the seven circles and the spokes of
/// `radials`, a dot per hole, the circle numbers on each circle halfway between its last hole
/// and its hole 0 (north), and the hole numbers of the holes on the spokes (off the north spoke,
/// where all are 0), so that a name `r:k` can be found by counting from the nearest spoke.
pub fn drawing(radials: Radials) -> String {
    let mut out = String::new();
    circle(&mut out, "board-bg", (MID, MID), ring_radius(OUTER) + 6.0);
    out.push_str("<g class=\"lines\">");
    for r in 1..=OUTER {
        circle(&mut out, "circle", (MID, MID), ring_radius(r));
    }
    for l in board::board(radials)
        .lines()
        .iter()
        .filter(|l| !l.is_circle())
    {
        let (x1, y1) = point_xy(l.points[0]);
        let (x2, y2) = point_xy(*l.points.last().expect("a spoke has points"));
        out.push_str("<line ");
        attr(&mut out, "class", "spoke");
        for (name, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
            attr(&mut out, name, &num(v));
        }
        out.push_str("/>");
    }
    out.push_str("</g>");
    for p in view::holes() {
        circle(&mut out, "hole", point_xy(p), 1.05);
    }
    out.push_str("<g class=\"ring-nos\">");
    for r in 1..=OUTER {
        let a = (-180.0 / RING_SIZES[r as usize] as f32).to_radians();
        let rr = ring_radius(r);
        let (s, c) = crate::engine::math::sin_cos(a.into());
        let at = (MID + rr * s as f32, MID - rr * c as f32 + 0.95);
        text(&mut out, "ring-no", at, &r.to_string());
    }
    out.push_str("</g><g class=\"hole-nos\" aria-hidden=\"true\">");
    for (p, x, y) in view::spoke_labels() {
        text(&mut out, "hole-no", (x, y), &board::hole(p).to_string());
    }
    out.push_str("</g>");
    out
}

/// The king in the centre, as SVG text: dead, White's ally, or ally of both (half white).
pub fn king(cx: &Ctx) -> String {
    let (cls, half) = match cx.game.king() {
        King::Dead => ("dead", false),
        King::White => ("white-ally", false),
        King::Both => ("both", true),
    };
    let mut out = String::from("<g ");
    attr(&mut out, "class", &format!("king {cls}"));
    attr(
        &mut out,
        "style",
        &format!("transform:{}", translate(MID, MID)),
    );
    attr(&mut out, "id", &cx.ids.id("king"));
    out.push('>');
    cell(&mut out, "title", view::king_text(cx.game, cx.lang));
    out.push_str("<circle class=\"base\" r=\"4.6\"/>");
    if half {
        out.push_str("<path class=\"half\" d=\"M0,-4.6 A4.6,4.6 0 0 1 0,4.6 Z\"/>");
    }
    out.push_str("<path class=\"crown\" ");
    attr(&mut out, "d", CROWN);
    out.push_str("/></g>");
    out
}
