//! Where the Bao la Kete board draws things, as plain Rust: pits, stones and reserve trays in the
//! SVG `viewBox` of either layout, where a tap lands (`Geom::tap`) and the keyboard focus.
use super::picks::Question;
use crate::engine::Seat;
use crate::games::bao_la_kete::board::{Dir, Kichwa, Pit, Row, NORTH, SOUTH};
use crate::ui::kit::input::nearest;

/// Distance between the centres of two neighbouring pits.
pub const PITCH: f32 = 20.0;

/// Radius of a round pit (the kuu is a square of the same half-width).
pub const PIT_R: f32 = 8.4;

/// Left edge of the wooden board (room for the row letters on its left).
pub const FRAME_X: f32 = 8.0;

/// Space between the board's edge and the pits.
pub const PAD: f32 = 4.0;

/// Extra space between North's half and South's half.
pub const GAP: f32 = 4.0;

/// Width of the wooden board.
pub const FRAME_W: f32 = 8.0 * PITCH + 2.0 * PAD;

/// Height of the wooden board.
pub const FRAME_H: f32 = 4.0 * PITCH + 2.0 * PAD + GAP;

/// Width of a reserve tray beside the board (wide layout) or height of one above or below it
/// (tall layout).
pub const TRAY_W: f32 = 30.0;

pub const TRAY_H: f32 = 10.0;

/// Radius of a stone.
pub const STONE_R: f32 = 1.9;

/// Stones drawn in one pit at most (the number beside them is always the true count).
pub const MAX_STONES: usize = 12;

/// Stones drawn in a reserve tray at most.
pub const MAX_TRAY_STONES: usize = 22;

/// How the board and the reserve trays are arranged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The trays stand to the right of the board, each beside its owner's half.
    Wide,
    /// Narrow screens: North's tray above the board, South's below, so the pits get the width.
    Tall,
}

/// Where everything is drawn in one layout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geom {
    pub layout: Layout,
    /// Top edge of the wooden board.
    pub frame_y: f32,
    /// The `viewBox` is `0 0 width height`.
    pub width: f32,
    pub height: f32,
}

impl Geom {
    pub fn new(layout: Layout) -> Geom {
        match layout {
            Layout::Wide => Geom {
                layout,
                frame_y: 9.0,
                width: FRAME_X + FRAME_W + 5.0 + TRAY_W + 3.0,
                height: 9.0 + FRAME_H + 9.0,
            },
            Layout::Tall => {
                let frame_y = 1.0 + TRAY_H + 9.0;
                Geom {
                    layout,
                    frame_y,
                    width: FRAME_X + FRAME_W + 3.0,
                    height: frame_y + FRAME_H + 9.0 + TRAY_H + 1.0,
                }
            }
        }
    }

    /// Centre of the display cell `(row, col)`: row 0 = North's back row at the top, 3 =
    /// South's back row at the bottom; col 0–7 from left to right as South sees the board.
    pub fn cell_xy(&self, row: u8, col: u8) -> (f32, f32) {
        let gap = if row >= 2 { GAP } else { 0.0 };
        (
            FRAME_X + PAD + PITCH / 2.0 + PITCH * col as f32,
            self.frame_y + PAD + PITCH / 2.0 + PITCH * row as f32 + gap,
        )
    }

    /// Centre of a pit.
    pub fn pit_xy(&self, p: Pit) -> (f32, f32) {
        let (r, c) = p.display_cell();
        self.cell_xy(r, c)
    }

    /// Centre of a pit given by its effect id.
    pub fn id_xy(&self, id: u16) -> (f32, f32) {
        Pit::from_id(id)
            .map(|p| self.pit_xy(p))
            .unwrap_or((0.0, 0.0))
    }

    /// The reserve tray of a seat: `(x, y, width, height)`, beside its owner's half.
    pub fn tray_rect(&self, seat: Seat) -> (f32, f32, f32, f32) {
        match self.layout {
            Layout::Wide => {
                let h = 2.0 * PITCH + PAD;
                let x = FRAME_X + FRAME_W + 5.0;
                let y = if seat == NORTH {
                    self.frame_y
                } else {
                    self.frame_y + FRAME_H - h
                };
                (x, y, TRAY_W, h)
            }
            Layout::Tall => {
                let y = if seat == NORTH {
                    1.0
                } else {
                    self.height - 1.0 - TRAY_H
                };
                (FRAME_X, y, FRAME_W, TRAY_H)
            }
        }
    }

    /// Position of the `i`-th reserve stone in a tray.
    pub fn tray_stone_xy(&self, seat: Seat, i: usize) -> (f32, f32) {
        let (x, y, _, h) = self.tray_rect(seat);
        match self.layout {
            Layout::Wide => {
                let (col, row) = (i % 5, i / 5);
                (x + 6.2 + 4.4 * col as f32, y + 5.0 + 4.4 * row as f32)
            }
            Layout::Tall => (x + 4.5 + 3.9 * i as f32, y + h / 2.0),
        }
    }

    /// Where a tray's count and its owner's name are written: `(count, label)` positions.
    pub fn tray_text(&self, seat: Seat) -> ((f32, f32), (f32, f32)) {
        let (x, y, w, h) = self.tray_rect(seat);
        match self.layout {
            Layout::Wide => ((x + w / 2.0, y + h - 7.2), (x + w / 2.0, y + h - 2.4)),
            Layout::Tall => (
                (x + w - 4.0, y + h / 2.0 + 1.8),
                (x + w - 15.0, y + h / 2.0 + 1.1),
            ),
        }
    }

    /// Where the count badge of a pit is drawn: beside the stones, at the pit's lower right.
    pub fn badge_xy(&self, p: Pit) -> (f32, f32) {
        let (x, y) = self.pit_xy(p);
        (x + 6.3, y + 6.3)
    }

    /// Where the arrow for sowing `p` in direction `d` is drawn and the angle it points at, in
    /// degrees (0 = to the right, 90 = down): halfway to the next pit, moved [`ARROW_SHIFT`]
    /// up (along a row) or left (between the rows) so that it leaves the count badges, at the
    /// pits' lower right, uncovered.
    pub fn arrow_at(&self, p: Pit, d: Dir) -> (f32, f32, f32) {
        let (x0, y0) = self.pit_xy(p);
        let (x1, y1) = self.pit_xy(next_pit(p, d));
        let angle = (y1 - y0).atan2(x1 - x0).to_degrees();
        let (sx, sy) = if y0 == y1 {
            (0.0, -ARROW_SHIFT)
        } else {
            (-ARROW_SHIFT, 0.0)
        };
        ((x0 + x1) / 2.0 + sx, (y0 + y1) / 2.0 + sy, angle)
    }

    /// Where the stop (`go == false`) or safari pill of a seat's kuu is drawn: beside the kuu,
    /// on the side of the middle line.
    pub fn pill_xy(&self, owner: Seat, go: bool) -> (f32, f32) {
        let (x, y) = self.pit_xy(kuu_pit(owner));
        let dy = PITCH / 2.0 + 1.0;
        (
            if go { x + 10.8 } else { x - 10.8 },
            if owner == SOUTH { y - dy } else { y + dy },
        )
    }

    /// The answers asked on the board for `question` about pit `p`, where each is drawn.
    pub fn answers(&self, question: &Question, p: Option<Pit>) -> Vec<(Tap, (f32, f32))> {
        let Some(p) = p else {
            return Vec::new();
        };
        match question {
            Question::Dir(dirs) => dirs
                .iter()
                .map(|&d| {
                    let (x, y, _) = self.arrow_at(p, d);
                    (Tap::Dir(d), (x, y))
                })
                .collect(),
            Question::Kichwa(ends) => ends
                .iter()
                .map(|&k| (Tap::Kichwa(k), self.pit_xy(kichwa_pit(p.owner, k))))
                .collect(),
            Question::Safari => [false, true]
                .iter()
                .map(|&go| (Tap::Safari(go), self.pill_xy(p.owner, go)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// What a tap at `(x, y)` (in `viewBox` units) means: the nearest answer asked within
    /// [`ANSWER_REACH`] of where it is drawn; else the nearest pit that starts a move within
    /// [`PIT_REACH`]; else the pit whose cell holds the tap (which lets a choice go); else
    /// nothing. So a finger a little off still reaches what it aimed at, and a small drawing
    /// (an arrow) has a hit area of a pit's size.
    pub fn tap(
        &self,
        (x, y): (f32, f32),
        answers: &[(Tap, (f32, f32))],
        movable: &[Pit],
    ) -> Option<Tap> {
        let asked = answers
            .iter()
            .map(|&(t, (ax, ay))| (t, ax, ay, ANSWER_REACH));
        let pits = movable.iter().map(|&p| {
            let (px, py) = self.pit_xy(p);
            (Tap::Pit(p), px, py, PIT_REACH)
        });
        nearest(asked, x, y, |r| r)
            .or_else(|| nearest(pits, x, y, |r| r))
            .or_else(|| {
                Pit::all()
                    .find(|&p| {
                        let (px, py) = self.pit_xy(p);
                        (px - x).abs() <= PITCH / 2.0 && (py - y).abs() <= PITCH / 2.0
                    })
                    .map(Tap::Pit)
            })
    }
}

/// How far the direction arrows are moved off the line between two pits (see
/// [`Geom::arrow_at`]).
pub const ARROW_SHIFT: f32 = 3.0;

/// How far from where it is drawn a tap still gives an answer asked on the board (an arrow, a
/// kichwa, stop or safari): a circle as wide as a pit's cell, so about 40 CSS px on a phone
/// although an arrow is drawn 22 px wide.
pub const ANSWER_REACH: f32 = 10.5;

/// How far from its centre a tap still chooses a pit that starts a move: further than its cell
/// (a neighbour that cannot move gives way), not as far as the next pit's centre.
pub const PIT_REACH: f32 = 15.0;

// An answer's reach is at least as wide as a pit's cell.
const _: () = assert!(2.0 * ANSWER_REACH >= PITCH);

/// What a tap on the board chose (see [`Geom::tap`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    Pit(Pit),
    Dir(Dir),
    Kichwa(Kichwa),
    /// Stop in the kuu (`false`) or go on (`true`).
    Safari(bool),
}

/// Offset of the `i`-th stone in a pit from the pit's centre: a sunflower spiral, so that one
/// more seed adds one more stone without moving the others.
pub fn stone_offset(i: usize) -> (f32, f32) {
    if i == 0 {
        return (-0.6, -0.4);
    }
    let r = 1.85 * (i as f32 + 0.3).sqrt();
    let a = i as f32 * 2.399_963;
    let (s, c) = crate::engine::math::sin_cos(a.into());
    (r * c as f32, r * s as f32)
}

/// One of four stone shades, fixed per pit and stone so that the board does not flicker.
pub fn stone_shade(pit: u16, i: usize) -> u8 {
    let h = (pit as usize * 31 + i * 17 + (i * i) % 7) % 4;
    h as u8
}

/// The keyboard focus cell after an arrow key; `None` for other keys.
pub fn move_focus(cell: (u8, u8), key: &str) -> Option<(u8, u8)> {
    let (r, c) = cell;
    Some(match key {
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(7)),
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(3), c),
        _ => return None,
    })
}

/// The pit the first seed of a lap from `p` in direction `d` falls into.
pub fn next_pit(p: Pit, d: Dir) -> Pit {
    Pit::from_loop(p.owner, d.advance(p.loop_index(), 1))
}

/// The two ends of a seat's front row, where captured seeds start.
pub fn kichwa_pit(seat: Seat, k: Kichwa) -> Pit {
    Pit::from_loop(seat, k.index())
}

/// The kuu pit of a seat.
pub fn kuu_pit(seat: Seat) -> Pit {
    Pit {
        owner: seat,
        row: Row::Front,
        col: 5,
    }
}
