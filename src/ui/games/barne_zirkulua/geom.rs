//! Where the Barne-zirkulua board draws things, as plain Rust: every field, goal field, start
//! area, ball, round track and memory field in the SVG `viewBox`, the code a ball or a field is
//! clicked by, the corners' colours and the options' icons. Tested natively.

use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{BallRef, BarneZirkulua, Loc, MemOpt, Opt};

/// The `viewBox` is `0 0 SIZE SIZE`; the board's centre is in the middle.
pub const SIZE: f32 = 240.0;
pub const CENTRE: f32 = SIZE / 2.0;
/// Radii of the rings in the `viewBox`.
pub const R_OUTER: f32 = 80.0;
pub const R_INNER: f32 = R_OUTER * board::RADIUS_INNER as f32;
pub const R_GOAL: f32 = R_OUTER * board::RADIUS_GOAL as f32;
/// Distance of a start area's centre from the board's centre, and its radius.
pub const R_START: f32 = 106.0;
pub const START_RADIUS: f32 = 13.0;
/// Radius of a ball.
pub const BALL_R: f32 = 3.3;
/// Distance of the round tracks and the memory fields from the centre.
pub const R_TRACK: f32 = 107.0;
pub const R_MEMORY: f32 = 109.0;

/// A point at `angle` degrees clockwise from 12 o'clock, `r` from the centre.
pub fn polar(angle: f64, r: f32) -> (f32, f32) {
    let a = angle.to_radians();
    let (s, c) = crate::engine::math::sin_cos(a);
    (CENTRE + r * s as f32, CENTRE - r * c as f32)
}

/// Angle of a corner's start area (NE 45°, SE 135°, SW 225°, NW 315°).
pub fn corner_angle(corner: u8) -> f64 {
    45.0 + 90.0 * corner as f64
}

/// Centre of a field, goal field or start area code (see the engine's `board` docs).
pub fn code_xy(code: u16, goal16: bool) -> (f32, f32) {
    if code < GOAL_CODE {
        let f = code as u8;
        let r = if board::is_outer(f) { R_OUTER } else { R_INNER };
        polar(board::angle(f), r)
    } else if code < START_CODE {
        polar(board::goal_angle((code - GOAL_CODE) as u8, goal16), R_GOAL)
    } else {
        polar(corner_angle((code - START_CODE) as u8), R_START)
    }
}

/// Where ball `idx` rests in its corner's start area (a 2 × 2 cluster).
pub fn start_slot_xy(corner: u8, idx: u8) -> (f32, f32) {
    let (cx, cy) = polar(corner_angle(corner), R_START);
    let dx = if idx.is_multiple_of(2) { -4.0 } else { 4.0 };
    let dy = if idx < 2 { -4.0 } else { 4.0 };
    (cx + dx, cy + dy)
}

/// Where a ball is drawn.
pub fn ball_xy(game: &BarneZirkulua, b: BallRef, loc: Loc) -> (f32, f32) {
    let goal16 = game.config().goal16;
    match loc {
        Loc::Start => start_slot_xy(b.corner, b.idx),
        Loc::Track(f) => code_xy(f as u16, goal16),
        Loc::Goal(j) => code_xy(GOAL_CODE + j as u16, goal16),
    }
}

/// Place `k` (0, I, II, III) of a corner's round track, on the clockwise side of the start area.
pub fn track_xy(corner: u8, place: u8) -> (f32, f32) {
    polar(corner_angle(corner) + 31.0 - 6.0 * place as f64, R_TRACK)
}

/// Memory field `i` (0..7, in [`MemOpt::ALL`] order) of a corner, on the anticlockwise side.
pub fn memory_xy(corner: u8, i: usize) -> (f32, f32) {
    polar(corner_angle(corner) - 13.0 - 5.0 * i as f64, R_MEMORY)
}

/// A ball from its piece number in effects.
pub fn ball_of_piece(piece: u16) -> BallRef {
    BallRef {
        corner: (piece / 4) as u8,
        idx: (piece % 4) as u8,
    }
}

/// The code where a ball is, for clicking (its field, goal field or start area).
pub fn loc_code(b: BallRef, loc: Loc) -> u16 {
    match loc {
        Loc::Start => START_CODE + b.corner as u16,
        Loc::Track(f) => f as u16,
        Loc::Goal(j) => GOAL_CODE + j as u16,
    }
}

/// CSS class of a corner colour.
pub fn corner_class(corner: u8) -> &'static str {
    board::CORNER_NAMES[corner as usize % 4]
}

/// A corner's colour as drawn on a light ground (yellow and white darkened to show).
pub fn corner_colour(corner: u8) -> &'static str {
    match corner % 4 {
        0 => "#c99a00",
        1 => "#8d877b",
        2 => "#26231f",
        _ => "#c8262b",
    }
}

/// SVG drawing of an option's icon, centred on 0,0 and about 14 units wide: a list of
/// (element, attributes) the component turns into elements. Paths use `stroke`; `filled` parts
/// use `fill`.
pub fn icon_parts(m: MemOpt) -> Vec<IconPart> {
    use IconPart::*;
    match m {
        MemOpt::Opt(Opt::Half) => vec![
            Circle(0.0, 0.0, 6.0, false),
            Path("M0,-6 A6,6 0 0,0 0,6 Z", true),
        ],
        MemOpt::Opt(Opt::Double) => vec![Circle(-3.4, 0.0, 3.0, true), Circle(3.4, 0.0, 3.0, true)],
        MemOpt::Opt(Opt::Swap) => vec![Path(
            "M-6,-2.5 H5 M2,-5.5 L5,-2.5 L2,0.5 M6,2.5 H-5 M-2,-0.5 L-5,2.5 L-2,5.5",
            false,
        )],
        MemOpt::Opt(Opt::Ring) => vec![
            Circle(0.0, 0.0, 6.5, false),
            Circle(0.0, 0.0, 2.6, false),
            Path("M0,-6.5 V-2.6 M-1.6,-4.4 L0,-2.6 L1.6,-4.4", false),
        ],
        MemOpt::Opt(Opt::Dir) => vec![Path(
            "M4.6,-3.8 A6,6 0 1,0 4.6,3.8 M1.4,4.6 L4.6,3.8 L4.2,0.6",
            false,
        )],
        MemOpt::Opt(Opt::Home) => vec![
            Path("M-6.2,0.5 A6.2,5.5 0 0,0 6.2,0.5", false),
            Circle(0.0, -3.2, 2.6, true),
        ],
        MemOpt::Exit => vec![Path("M-5,3.5 L0,-3.5 L5,3.5", false)],
    }
}

/// One element of an option icon.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IconPart {
    /// cx, cy, r, filled
    Circle(f32, f32, f32, bool),
    /// d, filled
    Path(&'static str, bool),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_sit_on_their_rings_and_inner_faces_outer() {
        let (x, y) = code_xy(0, false);
        assert!((x - CENTRE).abs() < 1e-3 && (y - (CENTRE - R_OUTER)).abs() < 1e-3);
        // I8 faces O16 (90°): same angle, smaller radius.
        let (ox, oy) = code_xy(16, false);
        let (ix, iy) = code_xy(64 + 8, false);
        assert!((oy - CENTRE).abs() < 1e-3 && (iy - CENTRE).abs() < 1e-3);
        assert!(ox > ix && ix > CENTRE);
        // Everything drawn stays inside the viewBox.
        for c in 0..4u8 {
            for p in [
                track_xy(c, 0),
                track_xy(c, 3),
                memory_xy(c, 6),
                start_slot_xy(c, 3),
            ] {
                assert!(
                    p.0 > 4.0 && p.0 < SIZE - 4.0 && p.1 > 4.0 && p.1 < SIZE - 4.0,
                    "{p:?}"
                );
            }
        }
    }
}
