//! The four corners: the start areas, the round tracks with their markers, and the memory fields
//! (memory expansion).

use super::super::geom::{self, corner_class, polar, R_START, START_RADIUS};
use super::super::view::{self, roman};
use super::state::Ctx;
use super::{fmt, icon_text};
use crate::games::barne_zirkulua::MemOpt;
use crate::ui::i18n::Lang;
use crate::ui::kit::svgtext::{attr, circle};
use crate::ui::kit::words::cell;

/// Every corner, as SVG text (see `kit::svgtext`) at the end of `out`.
pub fn corners(out: &mut String, cx: &Ctx, lang: Lang) {
    for c in 0..4u8 {
        corner(out, cx, c, lang);
    }
}

fn corner(out: &mut String, cx: &Ctx, c: u8, lang: Lang) {
    let seat = cx.game.corner_seat(c);
    let used = seat.is_some();
    out.push_str(if used {
        "<g class=\"corner\">"
    } else {
        "<g class=\"corner unused\">"
    });
    let mut area = format!("start-area {}", corner_class(c));
    if !used {
        area.push_str(" unused");
    }
    if cx.can_act && cx.start_move.is_some() && c == cx.mover_corner {
        area.push_str(" can-enter");
    }
    circle(
        out,
        &area,
        polar(geom::corner_angle(c), R_START),
        START_RADIUS,
    );
    // Every corner has its round track; a seat in play has its marker on it.
    for p in 0..4u8 {
        let (tx, ty) = geom::track_xy(c, p);
        out.push_str("<g class=\"track-place\">");
        circle(out, "hole", (tx, ty), 3.1);
        if seat.is_some_and(|s| cx.game.marker(s) == p) {
            circle(out, &format!("marker {}", corner_class(c)), (tx, ty), 2.6);
        } else {
            let label = if p == 0 { "0".to_string() } else { roman(p) };
            let tag = format!(
                "text class=\"track-label\" x=\"{}\" y=\"{}\"",
                fmt(tx),
                fmt(ty + 1.1)
            );
            cell(out, &tag, &label);
        }
        out.push_str("</g>");
    }
    if cx.game.config().memory {
        // The memory fields, the stored options filled.
        let stored = seat.map(|s| cx.game.memory(s)).unwrap_or_default();
        for (i, m) in MemOpt::ALL.iter().enumerate() {
            let (mx, my) = geom::memory_xy(c, i);
            out.push_str("<g ");
            attr(
                out,
                "class",
                if stored.contains(m) {
                    "memory-field stored"
                } else {
                    "memory-field"
                },
            );
            attr(out, "data-opt", m.name());
            out.push('>');
            cell(out, "title", view::mem_name(*m, lang));
            circle(out, "mem-hole", (mx, my), 3.9);
            icon_text(out, *m, mx, my, 0.42);
            out.push_str("</g>");
        }
    }
    out.push_str("</g>");
}
