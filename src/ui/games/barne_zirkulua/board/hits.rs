//! The invisible hit areas over every field and start area, where a click or tap goes, and the
//! keyboard focus ring.
//!
//! Outer fields are about 12 CSS px apart on a phone, so a field's own circle cannot be the
//! 40 px a finger needs. The board takes every click and tap and routes it
//! ([`crate::ui::kit::input::route`]): a tap on a ball that cannot move now is about that ball
//! (so the refusal shows), else it goes to the nearest code that does something now (the
//! board's focusables: movable balls, the selected ball's targets, the start area when it can
//! be entered or left) within 20 CSS px, else to the field under the finger. A click dispatched
//! on a field's circle away from it (assistive technology, a script) is for that field.

use super::super::view::{code_id, code_xy, BALL_R, SIZE, START_RADIUS};
use super::rings::{all_codes, field_r};
use super::state::{Ctx, Ui};
use super::{fmt, hover_handlers};
use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::Loc;
use crate::ui::kit::input::{route, tapped, Spot};
use yew::prelude::*;

/// Hit areas as large as the spacing of the fields allows (fingers).
fn hit_r(code: u16, goal16: bool) -> f32 {
    if code >= START_CODE {
        START_RADIUS
    } else if code < board::OUTER_FIELDS as u16 {
        3.9
    } else if code < GOAL_CODE {
        5.4
    } else {
        field_r(code, goal16) + 1.4
    }
}

fn codes(goal16: bool) -> impl Iterator<Item = u16> {
    all_codes(goal16)
        .into_iter()
        .chain((0..4u16).map(|c| START_CODE + c))
}

/// A hit area per code; pointing at a target previews its move.
pub fn hits(cx: &Ctx, ui: &Ui) -> Html {
    codes(cx.goal16)
        .map(|code| {
            let (x, y) = code_xy(code, cx.goal16);
            let target_move = cx.targets.iter().find(|(c, _)| *c == code).map(|(_, m)| *m);
            let (onmouseenter, onmouseleave) = match target_move {
                Some(mv) => {
                    let (enter, leave) = hover_handlers(&ui.hover, mv);
                    (Some(enter.reform(|_: MouseEvent| ())), Some(leave.reform(|_: MouseEvent| ())))
                }
                None => (None, None),
            };
            html! {
                <circle key={format!("h{code}")} class="hit" id={cx.ids.id(code_id(code))} data-code={code.to_string()}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(hit_r(code, cx.goal16))} {onmouseenter} {onmouseleave} />
            }
        })
        .collect()
}

/// The board's one click handler: the code a click or tap is for (see the module docs) gets
/// the focus and is activated.
pub fn on_click(cx: &Ctx, ui: &Ui, activate: &Callback<u16>, legal: Vec<u16>) -> Callback<MouseEvent> {
    let goal16 = cx.goal16;
    let balls: Vec<u16> = cx
        .balls
        .iter()
        .filter(|(_, l, _)| !matches!(l, Loc::Start))
        .map(|(b, l, _)| super::super::view::loc_code(*b, *l))
        .collect();
    let (focus, activate) = (ui.focus.clone(), activate.clone());
    Callback::from(move |e: MouseEvent| {
        let spots: Vec<Spot<u16>> = codes(goal16)
            .map(|c| {
                let (x, y) = code_xy(c, goal16);
                (c, x, y, hit_r(c, goal16))
            })
            .collect();
        let ball = |c| if balls.contains(&c) { BALL_R } else { 0.0 };
        let routed = tapped(&e, (SIZE, SIZE), "data-code", |s| s.parse().ok(), |own, at, scale| {
            route(&spots, at, scale, own, |c| legal.contains(&c), ball)
        });
        if let Some(code) = routed {
            focus.set(Some(code));
            activate.emit(code);
        }
    })
}

/// The focus ring, when the focus is on a code that can be acted on.
pub fn focus_ring(cx: &Ctx, focus: Option<u16>, focusables: &[u16]) -> Html {
    match focus {
        Some(c) if focusables.contains(&c) => {
            let (x, y) = code_xy(c, cx.goal16);
            let r = if c >= START_CODE {
                START_RADIUS + 1.5
            } else {
                field_r(c, cx.goal16) + 2.6
            };
            html! { <circle class="focus" cx={fmt(x)} cy={fmt(y)} r={fmt(r)} /> }
        }
        _ => html! {},
    }
}
