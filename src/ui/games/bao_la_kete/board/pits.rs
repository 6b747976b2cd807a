//! The wooden board with its coordinates, the pits with their seeds, and the reserve trays.

use super::super::geom::{
    stone_offset, stone_shade, Layout, FRAME_H, FRAME_W, FRAME_X, GAP, MAX_STONES, MAX_TRAY_STONES,
    PAD, PITCH, PIT_R, STONE_R,
};
use super::super::view::seat_label;
use super::Ctx;
use crate::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use crate::ui::kit::board::num as f;
use yew::prelude::*;

/// The wooden board and the line between the halves.
pub fn frame(cx: &Ctx) -> Html {
    let g = &cx.g;
    let mid_y = g.frame_y + PAD + 2.0 * PITCH + GAP / 2.0;
    html! {
        <g class="frame">
            <rect class="board-bg" x={f(FRAME_X)} y={f(g.frame_y)} width={f(FRAME_W)} height={f(FRAME_H)} rx="4" />
            <line class="midline" x1={f(FRAME_X + 2.0)} x2={f(FRAME_X + FRAME_W - 2.0)} y1={f(mid_y)} y2={f(mid_y)} />
        </g>
    }
}

/// Row letters beside the board, column numbers above (North's) and below (South's).
pub fn coords(cx: &Ctx) -> Html {
    let g = &cx.g;
    let rows = ["b", "a", "A", "B"];
    let letters: Html = (0..4u8)
        .map(|r| {
            let (_, y) = g.cell_xy(r, 0);
            html! { <text class="coord" x={f(FRAME_X / 2.0)} y={f(y + 1.1)}>{rows[r as usize]}</text> }
        })
        .collect();
    let numbers: Html = (0..8u8)
        .map(|c| {
            let (x, _) = g.cell_xy(0, c);
            html! {
                <>
                    <text class="coord" x={f(x)} y={f(g.frame_y - 2.4)}>{(8 - c).to_string()}</text>
                    <text class="coord" x={f(x)} y={f(g.frame_y + FRAME_H + 5.6)}>{(c + 1).to_string()}</text>
                </>
            }
        })
        .collect();
    html! { <g class="coords">{letters}{numbers}</g> }
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

fn pit_class(cx: &Ctx, p: Pit) -> Classes {
    let id = p.id();
    let mut class = classes!("pit", side_class(p.owner));
    if p.is_kuu() {
        class.push("kuu");
        class.push(if cx.game.kuu_functional(p.owner) {
            "standing"
        } else {
            "gone"
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
            class.push(name);
        }
    }
    class
}

/// The hole of a pit: round, or square for the kuu.
fn hole(x: f32, y: f32, kuu: bool) -> Html {
    if kuu {
        let inner = PIT_R - 1.3;
        html! {
            <>
                <rect class="hole" x={f(x - PIT_R)} y={f(y - PIT_R)} width={f(2.0 * PIT_R)} height={f(2.0 * PIT_R)} rx="1.6" />
                <rect class="kuu-mark" x={f(x - inner)} y={f(y - inner)} width={f(2.0 * inner)} height={f(2.0 * inner)} rx="1" />
            </>
        }
    } else {
        html! { <circle class="hole" cx={f(x)} cy={f(y)} r={f(PIT_R)} /> }
    }
}

fn pit(cx: &Ctx, p: Pit) -> Html {
    let id = p.id();
    let n = cx.replay.frame.pits[id as usize];
    let (x, y) = cx.g.pit_xy(p);
    let stones: Html = (0..(n as usize).min(MAX_STONES))
        .map(|i| {
            let (dx, dy) = stone_offset(i);
            html! { <circle class={format!("stone s{}", stone_shade(id, i))} cx={f(x + dx)} cy={f(y + dy)} r={f(STONE_R)} /> }
        })
        .collect();
    let badge = if n > 0 {
        let (bx, by) = cx.g.badge_xy(p);
        html! {
            <g class="badge">
                <circle cx={f(bx)} cy={f(by)} r="3.8" />
                <text x={f(bx)} y={f(by + 1.55)}>{n.to_string()}</text>
            </g>
        }
    } else {
        html! {}
    };
    html! {
        <g key={format!("p{id}")} class={pit_class(cx, p)} data-pit={p.to_string()} data-seeds={n.to_string()}>
            <title>{format!("{p}: {n}")}</title>
            {hole(x, y, p.is_kuu())}
            {stones}
            {badge}
        </g>
    }
}

/// Every pit with its seeds (as the replay has them).
pub fn pits(cx: &Ctx) -> Html {
    all_pits().map(|(_, _, p)| pit(cx, p)).collect()
}

/// The reserve trays beside the board.
pub fn trays(cx: &Ctx) -> Html {
    let g = &cx.g;
    [NORTH, SOUTH]
        .iter()
        .map(|&s| {
            let (x, y, w, h) = g.tray_rect(s);
            let ((tx, ty), (lx, ly)) = g.tray_text(s);
            let end = (g.layout == Layout::Tall).then_some("end");
            let n = cx.replay.frame.reserve[s as usize];
            let stones: Html = (0..(n as usize).min(MAX_TRAY_STONES))
                .map(|i| {
                    let (sx, sy) = g.tray_stone_xy(s, i);
                    html! { <circle class={format!("stone s{}", stone_shade(40 + s as u16, i))} cx={f(sx)} cy={f(sy)} r="1.5" /> }
                })
                .collect();
            let class = classes!("tray", side_class(s), (cx.shown_mover == Some(s)).then_some("current"));
            html! {
                <g {class} id={cx.ids.id(format_args!("tray-{}", side_class(s)))} data-reserve={n.to_string()}>
                    <rect x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="3" />
                    {stones}
                    <text class={classes!("tray-count", end)} x={f(tx)} y={f(ty)}>{n.to_string()}</text>
                    <text class={classes!("tray-label", end)} x={f(lx)} y={f(ly)}>{seat_label(s, cx.lang)}</text>
                </g>
            }
        })
        .collect()
}
