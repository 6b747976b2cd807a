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

use super::super::geom::{code_xy, loc_code, BALL_R, SIZE, START_RADIUS};
use super::super::view::code_id;
use super::fmt;
use super::rings::field_r;
use super::state::{Ctx, Ui};
use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::Loc;
use crate::ui::kit::input::{tapped_spot, target_element, Spot};
use crate::ui::kit::svgtext::{attr, circle};
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

/// A hit area per code, written as SVG text (see `kit::svgtext`): a hundred-odd circles with no
/// handlers of their own, so a screen's first render stays short. Clicks are the board's
/// ([`on_click`]); pointing at a target previews its move, heard by their group (the pointer
/// coming over a circle and leaving it, which bubble).
pub fn hits(cx: &Ctx, ui: &Ui) -> Html {
    let mut out = String::new();
    for code in codes(cx.goal16) {
        let (_, x, y, r) = spot(code, cx.goal16);
        out.push_str("<circle class=\"hit\" ");
        attr(&mut out, "id", &cx.ids.id(code_id(code)));
        attr(&mut out, "data-at", &code.to_string());
        attr(&mut out, "cx", &fmt(x));
        attr(&mut out, "cy", &fmt(y));
        attr(&mut out, "r", &fmt(r));
        out.push_str("/>");
    }
    // The move of the target under the pointer, if the event's circle is one.
    let target = {
        let targets = cx.targets.clone();
        move |e: &MouseEvent| {
            let code = pointed(e)?;
            targets.iter().find(|(c, _)| *c == code).map(|(_, m)| *m)
        }
    };
    let onmouseover = {
        let (hover, target) = (ui.hover.clone(), target.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some(mv) = target(&e) {
                hover.set(Some(mv));
            }
        })
    };
    let onmouseout = {
        let hover = ui.hover.clone();
        Callback::from(move |e: MouseEvent| {
            if target(&e).is_some() {
                hover.set(None);
            }
        })
    };
    html! {
        <g class="hits" {onmouseover} {onmouseout}>{Html::from_html_unchecked(out.into())}</g>
    }
}

/// The code of the hit circle an event is on (its `data-at`).
fn pointed(e: &MouseEvent) -> Option<u16> {
    target_element(e)?.get_attribute("data-at")?.parse().ok()
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
        if let Some(code) = tapped_spot(&e, (SIZE, SIZE), spots, |c| legal.contains(&c), ball) {
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
            let mut out = String::new();
            circle(&mut out, "focus", (x, y), r);
            Html::from_html_unchecked(out.into())
        }
        _ => Html::default(),
    }
}
