//! The four corners: the start areas, the round tracks with their markers, and the memory fields
//! (memory expansion).

use super::super::view::{self, corner_class, polar, roman, R_START, START_RADIUS};
use super::state::Ctx;
use super::{fmt, icon};
use crate::games::barne_zirkulua::MemOpt;
use crate::ui::i18n::Lang;
use yew::prelude::*;

/// Every corner.
pub fn corners(cx: &Ctx, lang: Lang) -> Html {
    (0..4u8).map(|c| corner(cx, c, lang)).collect()
}

fn corner(cx: &Ctx, c: u8, lang: Lang) -> Html {
    let (x, y) = polar(view::corner_angle(c), R_START);
    let seat = cx.game.corner_seat(c);
    let used = seat.is_some();
    let mut area_class = classes!("start-area", corner_class(c));
    if !used {
        area_class.push("unused");
    }
    if cx.can_act && cx.start_move.is_some() && c == cx.mover_corner {
        area_class.push("can-enter");
    }
    let memory = if cx.game.config().memory {
        memory_fields(cx, c, seat, lang)
    } else {
        html! {}
    };
    html! {
        <g class={classes!("corner", (!used).then_some("unused"))}>
            <circle class={area_class} cx={fmt(x)} cy={fmt(y)} r={fmt(START_RADIUS)} />
            {track(cx, c, seat)}
            {memory}
        </g>
    }
}

/// Every corner has its round track; a seat in play has its marker on it.
fn track(cx: &Ctx, c: u8, seat: Option<u8>) -> Html {
    (0..4u8)
        .map(|p| {
            let (tx, ty) = view::track_xy(c, p);
            let here = seat.is_some_and(|s| cx.game.marker(s) == p);
            html! {
                <g class="track-place">
                    <circle class="hole" cx={fmt(tx)} cy={fmt(ty)} r="3.1" />
                    { if here {
                        html! { <circle class={classes!("marker", corner_class(c))} cx={fmt(tx)} cy={fmt(ty)} r="2.6" /> }
                    } else {
                        html! { <text class="track-label" x={fmt(tx)} y={fmt(ty + 1.1)}>{ if p == 0 { "0".to_string() } else { roman(p) } }</text> }
                    } }
                </g>
            }
        })
        .collect()
}

/// The memory fields of a corner, the stored options filled.
fn memory_fields(cx: &Ctx, c: u8, seat: Option<u8>, lang: Lang) -> Html {
    let stored = seat.map(|s| cx.game.memory(s)).unwrap_or_default();
    MemOpt::ALL
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let (mx, my) = view::memory_xy(c, i);
            let on = stored.contains(m);
            let name = view::mem_name(*m, lang);
            html! {
                <g class={classes!("memory-field", on.then_some("stored"))} data-opt={m.name()}>
                    <title>{name}</title>
                    <circle class="mem-hole" cx={fmt(mx)} cy={fmt(my)} r="3.9" />
                    {icon(*m, mx, my, 0.42)}
                </g>
            }
        })
        .collect()
}
