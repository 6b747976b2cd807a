//! The three rings of fields with their arrows.

use super::super::view::{
    code_xy, corner_class, polar, CENTRE, R_GOAL, R_INNER, R_OUTER, R_START, START_RADIUS,
};
use super::fmt;
use crate::games::barne_zirkulua::board::{self, ArrowKind, GOAL_CODE};
use crate::ui::kit::board::Ids;
use yew::prelude::*;

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

/// The ring bands and the centre.
pub fn rings() -> Html {
    html! {
        <g class="rings">
            <circle class="ring-band outer" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_OUTER)} />
            <circle class="ring-band inner" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_INNER)} />
            <circle class="ring-band goal" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_GOAL)} />
            <circle class="centre" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_GOAL - 6.5)} />
        </g>
    }
}

/// The ring-change, goal and start arrows.
pub fn arrows(ids: Ids, goal16: bool) -> Html {
    board::geometry(goal16)
        .arrows
        .iter()
        .map(|a| {
            let (r1, r2, class) = match a.kind {
                ArrowKind::RingChange => (R_INNER + 4.6, R_OUTER - 3.6, "arrow ring-change"),
                ArrowKind::Goal => (R_INNER - 5.0, R_GOAL + 5.6, "arrow goal"),
                ArrowKind::Start => (R_START - START_RADIUS - 1.0, R_OUTER + 3.4, "arrow start"),
            };
            let (x1, y1) = polar(a.angle, r1);
            let (x2, y2) = polar(a.angle, r2);
            let colour = a.corner.map(corner_class).unwrap_or("");
            let both = a.kind == ArrowKind::RingChange;
            html! {
                <line class={classes!("arrow-line", class, colour)} x1={fmt(x1)} y1={fmt(y1)} x2={fmt(x2)} y2={fmt(y2)}
                    marker-end={ids.url("bz-head")} marker-start={both.then(|| ids.url("bz-head-back"))} />
            }
        })
        .collect()
}

fn field_class(code: u16) -> Classes {
    let mut c = classes!("field");
    if code < GOAL_CODE {
        let f = code as u8;
        if board::is_ring_change(f) {
            c.push("ring-change");
        }
        if board::goal_arrow(f).is_some() {
            c.push("goal-arrow");
        }
        if let Some(corner) = (0..4u8).find(|&k| board::start_field(k) == f) {
            c.push("start-field");
            c.push(corner_class(corner));
        }
    } else {
        c.push("goal-field");
    }
    c
}

/// Every field as a circle.
pub fn fields(goal16: bool) -> Html {
    all_codes(goal16)
        .iter()
        .map(|&code| {
            let (x, y) = code_xy(code, goal16);
            html! { <circle class={field_class(code)} cx={fmt(x)} cy={fmt(y)} r={fmt(field_r(code, goal16))} /> }
        })
        .collect()
}
