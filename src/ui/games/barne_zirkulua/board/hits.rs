//! The invisible hit areas over every field and start area, and the keyboard focus ring.

use super::super::view::{code_id, code_xy, START_RADIUS};
use super::rings::{all_codes, field_r};
use super::state::{Ctx, Ui};
use super::{fmt, hover_handlers};
use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
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

/// A hit area per code; a click focuses and activates it, pointing at a target previews its move.
pub fn hits(cx: &Ctx, ui: &Ui, activate: &Callback<u16>) -> Html {
    all_codes(cx.goal16)
        .into_iter()
        .chain((0..4u16).map(|c| START_CODE + c))
        .map(|code| {
            let (x, y) = code_xy(code, cx.goal16);
            let onclick = {
                let activate = activate.clone();
                let focus = ui.focus.clone();
                Callback::from(move |_: MouseEvent| {
                    focus.set(Some(code));
                    activate.emit(code);
                })
            };
            let target_move = cx.targets.iter().find(|(c, _)| *c == code).map(|(_, m)| *m);
            let (onmouseenter, onmouseleave) = match target_move {
                Some(mv) => {
                    let (enter, leave) = hover_handlers(&ui.hover, mv);
                    (Some(enter.reform(|_: MouseEvent| ())), Some(leave.reform(|_: MouseEvent| ())))
                }
                None => (None, None),
            };
            html! {
                <circle key={format!("h{code}")} class="hit" id={cx.ids.id(code_id(code))}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(hit_r(code, cx.goal16))} {onclick} {onmouseenter} {onmouseleave} />
            }
        })
        .collect()
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
