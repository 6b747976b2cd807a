//! The wooden board with its coordinates, the pits with their seeds, and the reserve trays.

use super::super::geom::{
    stone_offset, stone_shade, Geom, Layout, FRAME_H, FRAME_W, FRAME_X, GAP, MAX_STONES,
    MAX_TRAY_STONES, PAD, PITCH, PIT_R, STONE_R,
};
use super::super::view::seat_label;
use super::Ctx;
use crate::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use crate::ui::kit::board::num as f;
use crate::ui::kit::svgtext::{attr, circle, rect, text};
use crate::ui::kit::words::cell;

/// The wooden board and the line between the halves, the row letters beside it and the column
/// numbers above (North's) and below (South's): SVG text (`kit::svgtext`: no handlers, and far
/// less code than the same elements as Yew nodes).
pub fn drawing(g: &Geom) -> String {
    let mid_y = g.frame_y + PAD + 2.0 * PITCH + GAP / 2.0;
    let mut out = String::from("<g class=\"frame\"><rect class=\"board-bg\" ");
    attr(&mut out, "x", &f(FRAME_X));
    attr(&mut out, "y", &f(g.frame_y));
    attr(&mut out, "width", &f(FRAME_W));
    attr(&mut out, "height", &f(FRAME_H));
    out.push_str("rx=\"4\"/><line class=\"midline\" ");
    attr(&mut out, "x1", &f(FRAME_X + 2.0));
    attr(&mut out, "x2", &f(FRAME_X + FRAME_W - 2.0));
    attr(&mut out, "y1", &f(mid_y));
    attr(&mut out, "y2", &f(mid_y));
    out.push_str("/></g><g class=\"coords\">");
    for (r, letter) in ["b", "a", "A", "B"].into_iter().enumerate() {
        let (_, y) = g.cell_xy(r as u8, 0);
        text(&mut out, "coord", (FRAME_X / 2.0, y + 1.1), letter);
    }
    for c in 0..8u8 {
        let (x, _) = g.cell_xy(0, c);
        text(
            &mut out,
            "coord",
            (x, g.frame_y - 2.4),
            &(8 - c).to_string(),
        );
        text(
            &mut out,
            "coord",
            (x, g.frame_y + FRAME_H + 5.6),
            &(c + 1).to_string(),
        );
    }
    out.push_str("</g>");
    out
}

/// Every pit in display order.
pub fn all_pits() -> impl Iterator<Item = (u8, u8, Pit)> {
    (0..4u8)
        .flat_map(|r| (0..8u8).map(move |c| (r, c)))
        .filter_map(|(r, c)| Pit::at_cell(r, c).map(|p| (r, c, p)))
}

fn side_class(seat: u8) -> &'static str {
    if seat == SOUTH {
        "south"
    } else {
        "north"
    }
}

fn pit_class(cx: &Ctx, p: Pit) -> String {
    let id = p.id();
    let mut class = format!("pit {}", side_class(p.owner));
    if p.is_kuu() {
        class.push_str(if cx.game.kuu_functional(p.owner) {
            " kuu standing"
        } else {
            " kuu gone"
        });
    }
    let marks = [
        (cx.can_act && cx.movable.contains(&p), "movable"),
        (cx.input.cur.pit == Some(p), "selected"),
        (cx.replay.frame.active == Some(id), "active"),
        ((cx.replay.frame.trail >> id) & 1 == 1, "sown"),
        (cx.last_from == Some(id), "last-from"),
        (
            cx.game.reserved_pit() == Some(p) && !cx.replay.animating,
            "reserved",
        ),
        (cx.target == Some(p), "target"),
    ];
    for (on, name) in marks {
        if on {
            class.push(' ');
            class.push_str(name);
        }
    }
    class
}

/// One pit with its seeds: the hole (round, or square for the kuu), a stone per seed (as many
/// as fit) and a badge with the count.
fn pit(out: &mut String, cx: &Ctx, p: Pit) {
    let id = p.id();
    let n = cx.replay.frame.pits[id as usize];
    let (x, y) = cx.g.pit_xy(p);
    out.push_str("<g ");
    attr(out, "class", &pit_class(cx, p));
    attr(out, "data-pit", &p.to_string());
    attr(out, "data-seeds", &n.to_string());
    out.push('>');
    cell(out, "title", &format!("{p}: {n}"));
    if p.is_kuu() {
        let inner = PIT_R - 1.3;
        let side = 2.0 * PIT_R;
        rect(out, "hole", (x - PIT_R, y - PIT_R, side, side), 1.6);
        rect(
            out,
            "kuu-mark",
            (x - inner, y - inner, 2.0 * inner, 2.0 * inner),
            1.0,
        );
    } else {
        circle(out, "hole", (x, y), PIT_R);
    }
    for i in 0..(n as usize).min(MAX_STONES) {
        let (dx, dy) = stone_offset(i);
        let class = format!("stone s{}", stone_shade(id, i));
        circle(out, &class, (x + dx, y + dy), STONE_R);
    }
    if n > 0 {
        let (bx, by) = cx.g.badge_xy(p);
        out.push_str("<g class=\"badge\">");
        circle(out, "", (bx, by), 3.8);
        text(out, "", (bx, by + 1.55), &n.to_string());
        out.push_str("</g>");
    }
    out.push_str("</g>");
}

/// The reserve trays beside the board, then every pit with its seeds (as the replay has them):
/// SVG text (`kit::svgtext`; the board's one handler takes the taps).
pub fn trays_and_pits(cx: &Ctx) -> String {
    let g = &cx.g;
    let mut out = String::new();
    for s in [NORTH, SOUTH] {
        let (x, y, w, h) = g.tray_rect(s);
        let ((tx, ty), (lx, ly)) = g.tray_text(s);
        let end = if g.layout == Layout::Tall { " end" } else { "" };
        let n = cx.replay.frame.reserve[s as usize];
        let current = if cx.shown_mover == Some(s) {
            " current"
        } else {
            ""
        };
        out.push_str("<g ");
        attr(
            &mut out,
            "class",
            &format!("tray {}{current}", side_class(s)),
        );
        attr(
            &mut out,
            "id",
            &cx.ids.id(format_args!("tray-{}", side_class(s))),
        );
        attr(&mut out, "data-reserve", &n.to_string());
        out.push('>');
        rect(&mut out, "", (x, y, w, h), 3.0);
        for i in 0..(n as usize).min(MAX_TRAY_STONES) {
            let class = format!("stone s{}", stone_shade(40 + s as u16, i));
            circle(&mut out, &class, g.tray_stone_xy(s, i), 1.5);
        }
        let count = format!("tray-count{end}");
        text(&mut out, &count, (tx, ty), &n.to_string());
        let label = format!("tray-label{end}");
        let seat = seat_label(s, cx.lang);
        text(&mut out, &label, (lx, ly), &seat);
        out.push_str("</g>");
    }
    for (_, _, p) in all_pits() {
        pit(&mut out, cx, p);
    }
    out
}
