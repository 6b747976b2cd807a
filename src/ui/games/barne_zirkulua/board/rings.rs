//! The three rings of fields with their arrows.

use super::super::geom::{
    code_xy, corner_class, polar, CENTRE, R_GOAL, R_INNER, R_OUTER, R_START, START_RADIUS,
};
use super::fmt;
use crate::games::barne_zirkulua::board::{self, ArrowKind, GOAL_CODE};
use crate::ui::kit::board::Ids;
use crate::ui::kit::svgtext::{attr, circle};

/// The radius of the field with this code.
pub fn field_r(code: u16, goal16: bool) -> f32 {
    if code < board::OUTER_FIELDS as u16 {
        2.6
    } else if code < GOAL_CODE {
        3.2
    } else if goal16 {
        4.0
    } else {
        4.6
    }
}

/// The codes of every field: outer ring, inner ring, goal ring.
pub fn all_codes(goal16: bool) -> Vec<u16> {
    let geometry = board::geometry(goal16);
    geometry
        .outer
        .iter()
        .chain(geometry.inner.iter())
        .chain(geometry.goals.iter())
        .map(|g| g.code)
        .collect()
}

/// What never changes in a game: the ring bands and the centre, the ring-change, goal and start
/// arrows, and every field. Written as SVG text, not as Yew nodes: it is drawn once and never
/// reconciled, and the bundle is smaller for it.
pub fn drawing(ids: Ids, goal16: bool) -> String {
    let mut out = String::new();
    let c = (CENTRE, CENTRE);
    circle(&mut out, "ring-band outer", c, R_OUTER);
    circle(&mut out, "ring-band inner", c, R_INNER);
    circle(&mut out, "ring-band goal", c, R_GOAL);
    circle(&mut out, "centre", c, R_GOAL - 6.5);
    for a in &board::geometry(goal16).arrows {
        let (r1, r2, class) = match a.kind {
            ArrowKind::RingChange => (R_INNER + 4.6, R_OUTER - 3.6, "arrow ring-change"),
            ArrowKind::Goal => (R_INNER - 5.0, R_GOAL + 5.6, "arrow goal"),
            ArrowKind::Start => (R_START - START_RADIUS - 1.0, R_OUTER + 3.4, "arrow start"),
        };
        let (x1, y1) = polar(a.angle, r1);
        let (x2, y2) = polar(a.angle, r2);
        out.push_str("<line ");
        let colour = a.corner.map(corner_class).unwrap_or("");
        attr(&mut out, "class", &format!("arrow-line {class} {colour}"));
        attr(&mut out, "x1", &fmt(x1));
        attr(&mut out, "y1", &fmt(y1));
        attr(&mut out, "x2", &fmt(x2));
        attr(&mut out, "y2", &fmt(y2));
        attr(&mut out, "marker-end", &ids.url("bz-head"));
        if a.kind == ArrowKind::RingChange {
            attr(&mut out, "marker-start", &ids.url("bz-head-back"));
        }
        out.push_str("/>");
    }
    for code in all_codes(goal16) {
        circle(
            &mut out,
            &field_class(code),
            code_xy(code, goal16),
            field_r(code, goal16),
        );
    }
    out
}

/// The classes of a field: `field`, and what marks it.
fn field_class(code: u16) -> String {
    let mut c = String::from("field");
    let mut add = |name: &str| {
        c.push(' ');
        c.push_str(name);
    };
    if code < GOAL_CODE {
        let f = code as u8;
        if board::is_ring_change(f) {
            add("ring-change");
        }
        if board::goal_arrow(f).is_some() {
            add("goal-arrow");
        }
        if let Some(corner) = (0..4u8).find(|&k| board::start_field(k) == f) {
            add("start-field");
            add(corner_class(corner));
        }
    } else {
        add("goal-field");
    }
    c
}
