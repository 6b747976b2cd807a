//! The invisible hit areas over every field and start area, where a click or tap goes, and the
//! keyboard focus ring.
//!
//! Outer fields are about 12 CSS px apart on a phone, so a field's own circle cannot be the
//! 40 px a finger needs. The board takes every click and tap and routes it
//! ([`crate::ui::kit::input::route`]): a tap on a ball that cannot move now is about that ball
//! (so the refusal shows), else it goes to the nearest code that does something now (the
//! board's focusables: movable balls, the selected ball's targets, the start area when it can
//! be entered or left) within 20 CSS px, else to the field under the finger. A click dispatched
//! on a field's circle away from it (assistive technology activating the element, a script) is
//! for that field: each circle names its code in `data-at`.

use super::super::view::{code_id, code_xy, loc_code, BALL_R, SIZE, START_RADIUS};
use super::rings::field_r;
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

/// A code's hit circle: its centre and radius. Not inlined: the board draws with it and routes
/// taps with it, and one copy for both keeps the bundle small.
#[inline(never)]
fn spot(code: u16, goal16: bool) -> Spot<u16> {
    let (x, y) = code_xy(code, goal16);
    (code, x, y, hit_r(code, goal16))
}

/// Every field's code (outer and inner rings, then the goal fields) and the start areas'.
fn codes(goal16: bool) -> impl Iterator<Item = u16> + Clone {
    let goals = GOAL_CODE + if goal16 { 16 } else { 8 };
    (0..goals).chain(START_CODE..START_CODE + 4)
}

/// A hit area per code; pointing at a target previews its move. Clicks are the board's
/// ([`on_click`]).
pub fn hits(cx: &Ctx, ui: &Ui) -> Html {
    codes(cx.goal16)
        .map(|code| {
            let (_, x, y, r) = spot(code, cx.goal16);
            let target_move = cx.targets.iter().find(|(c, _)| *c == code).map(|(_, m)| *m);
            let (onmouseenter, onmouseleave) = match target_move {
                Some(mv) => {
                    let (enter, leave) = hover_handlers(&ui.hover, mv);
                    (Some(enter.reform(|_: MouseEvent| ())), Some(leave.reform(|_: MouseEvent| ())))
                }
                None => (None, None),
            };
            html! {
                <circle class="hit" id={cx.ids.id(code_id(code))} data-at={code.to_string()}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(r)} {onmouseenter} {onmouseleave} />
            }
        })
        .collect()
}

/// The board's click handler: the code a click or tap is for (see the module docs) gets the
/// focus and is activated.
pub fn on_click(
    cx: &Ctx,
    ui: &Ui,
    activate: &Callback<u16>,
    legal: Vec<u16>,
) -> Callback<MouseEvent> {
    let goal16 = cx.goal16;
    let balls = cx.balls.clone();
    let (focus, activate) = (ui.focus.clone(), activate.clone());
    Callback::from(move |e: MouseEvent| {
        let spots = codes(goal16).map(|c| spot(c, goal16));
        let on_track = |c| {
            balls
                .iter()
                .any(|(b, l, _)| !matches!(l, Loc::Start) && loc_code(*b, *l) == c)
        };
        let ball = |c| if on_track(c) { BALL_R } else { 0.0 };
        let routed = tapped(&e, (SIZE, SIZE), "data-at", |s| s.parse().ok(), |own, at, scale| {
            route(spots, at, scale, own, |c| legal.contains(&c), ball)
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
