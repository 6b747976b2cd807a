//! The Barne-zirkulua board as data: the two rings, the goal ring, the arrows, the start corners.
//!
//! Field codes (also the point numbers used in [`crate::engine::Effect`] paths):
//!
//! | code | field |
//! |---|---|
//! | 0 ..= 63 | outer ring `O0` … `O63` (`Ok` at `k × 5.625°`) |
//! | 64 ..= 95 | inner ring `I0` … `I31` (`Ik` = code `64 + k`, at `k × 11.25°`) |
//! | 96 ..= 111 | goal ring `G0` … `G15` (`Gj` = code `96 + j`; 8 or 16 fields) |
//! | 112 ..= 115 | the start area of corner 0 (NE) … 3 (NW) |
//!
//! Angles are clockwise from 12 o'clock; clockwise (CW) = increasing index.

/// A field of the outer or the inner ring: `0..64` outer, `64..96` inner.
pub type Field = u8;

/// Number of outer-ring fields.
pub const OUTER_FIELDS: u8 = 64;
/// Number of inner-ring fields.
pub const INNER_FIELDS: u8 = 32;
/// First code of the goal ring in effect paths.
pub const GOAL_CODE: u16 = 96;
/// First code of the start areas in effect paths.
pub const START_CODE: u16 = 112;

/// Suggested radii for drawing, relative to the outer ring (= 1.0).
pub const RADIUS_OUTER: f64 = 1.0;
pub const RADIUS_INNER: f64 = 0.74;
pub const RADIUS_GOAL: f64 = 0.46;
/// Start areas sit in the corners at this distance from the centre (relative to the outer ring).
pub const RADIUS_START: f64 = 1.3;

/// Seat colours by corner: NE yellow, SE white, SW black, NW red (the seed's captions).
pub const CORNER_NAMES: [&str; 4] = ["yellow", "white", "black", "red"];
/// One-letter form of the corner colours, used for balls in move and position strings.
pub const CORNER_LETTERS: [char; 4] = ['y', 'w', 'b', 'r'];

/// Which ring a field lies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ring {
    Outer,
    Inner,
    Goal,
}

/// The outer field `Ok`.
pub const fn outer(k: u8) -> Field {
    k % OUTER_FIELDS
}

/// The inner field `Ik`.
pub const fn inner(k: u8) -> Field {
    OUTER_FIELDS + k % INNER_FIELDS
}

/// Whether the field is on the outer ring.
pub const fn is_outer(f: Field) -> bool {
    f < OUTER_FIELDS
}

/// The index of the field on its own ring.
pub const fn index(f: Field) -> u8 {
    if is_outer(f) {
        f
    } else {
        f - OUTER_FIELDS
    }
}

/// `O12`, `I4`.
pub fn name(f: Field) -> String {
    if is_outer(f) {
        format!("O{f}")
    } else {
        format!("I{}", index(f))
    }
}

/// `G3`.
pub fn goal_name(j: u8) -> String {
    format!("G{j}")
}

/// Parses `O12` / `I4` (case-insensitive).
pub fn parse_field(s: &str) -> Option<Field> {
    let (ring, digits) = s.split_at_checked(1)?;
    let k = parse_index(digits)?;
    match ring {
        "O" | "o" if k < OUTER_FIELDS => Some(outer(k)),
        "I" | "i" if k < INNER_FIELDS => Some(inner(k)),
        _ => None,
    }
}

/// Parses `G3` (case-insensitive) to the goal index (not checked against the ring size).
pub fn parse_goal(s: &str) -> Option<u8> {
    let (ring, digits) = s.split_at_checked(1)?;
    let j = parse_index(digits)?;
    (matches!(ring, "G" | "g") && j < 16).then_some(j)
}

fn parse_index(digits: &str) -> Option<u8> {
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.len() == 2 && digits.starts_with('0') {
        return None;
    }
    digits.parse().ok()
}

/// The field `v` steps from `f` along its ring, clockwise or anticlockwise.
pub fn step(f: Field, v: u8, acw: bool) -> Field {
    let n = if is_outer(f) {
        OUTER_FIELDS
    } else {
        INNER_FIELDS
    } as u16;
    let k = index(f) as u16;
    let v = v as u16 % n;
    let t = if acw { (k + n - v) % n } else { (k + v) % n } as u8;
    if is_outer(f) {
        outer(t)
    } else {
        inner(t)
    }
}

/// Every field from `f` to the end of a move of `v` fields, both ends included.
pub fn path(f: Field, v: u8, acw: bool) -> Vec<Field> {
    (0..=v).map(|i| step(f, i, acw)).collect()
}

/// One of the 8 fields in front of a ring-change arrow: O0, O16, O32, O48, I0, I8, I16, I24.
pub const fn is_ring_change(f: Field) -> bool {
    if is_outer(f) {
        f.is_multiple_of(16)
    } else {
        index(f).is_multiple_of(8)
    }
}

/// The goal arrow (0 NE, 1 SE, 2 SW, 3 NW) whose field this is: I4, I12, I20, I28.
pub const fn goal_arrow(f: Field) -> Option<u8> {
    if !is_outer(f) && index(f) % 8 == 4 {
        Some(index(f) / 8)
    } else {
        None
    }
}

/// The goal fields behind goal arrow `arrow`: two of eight, or four of sixteen (§2.6, §13).
pub fn goals_behind(arrow: u8, goal16: bool) -> std::ops::Range<u8> {
    if goal16 {
        4 * arrow..4 * arrow + 4
    } else {
        2 * arrow..2 * arrow + 2
    }
}

/// The field on the other ring a ball changes to. `Ik` ⇄ `O(2k)`; an odd outer field
/// `O(2k+1)` goes diagonally forward: to `I(k+1)` when moving CW, to `Ik` when moving ACW.
pub const fn facing(f: Field, acw: bool) -> Field {
    if is_outer(f) {
        let k = f / 2;
        if f.is_multiple_of(2) || acw {
            inner(k)
        } else {
            inner(k + 1)
        }
    } else {
        outer(2 * index(f))
    }
}

/// The start position of a corner: O8, O24, O40, O56.
pub const fn start_field(corner: u8) -> Field {
    outer(8 + 16 * corner)
}

/// Angle of a ring field in degrees, clockwise from 12 o'clock.
pub fn angle(f: Field) -> f64 {
    if is_outer(f) {
        f as f64 * 5.625
    } else {
        index(f) as f64 * 11.25
    }
}

/// Angle of goal field `Gj` in degrees.
pub fn goal_angle(j: u8, goal16: bool) -> f64 {
    if goal16 {
        11.25 + j as f64 * 22.5
    } else {
        22.5 + j as f64 * 45.0
    }
}

/// The code of a ring field, a goal field or a start area in effect paths.
pub fn code_of_field(f: Field) -> u16 {
    f as u16
}

pub fn code_of_goal(j: u8) -> u16 {
    GOAL_CODE + j as u16
}

pub fn code_of_start(corner: u8) -> u16 {
    START_CODE + corner as u16
}

/// One drawable field.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldGeom {
    /// The code (see the module docs).
    pub code: u16,
    /// `O12`, `I4`, `G3`.
    pub name: String,
    pub ring: Ring,
    /// Index on its ring.
    pub index: u8,
    /// Degrees clockwise from 12 o'clock.
    pub angle: f64,
}

/// What an arrow does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// Between the rings: exact landing on either end changes ring.
    RingChange,
    /// From an inner field into the goal ring.
    Goal,
    /// In front of a start area, pointing to the start position.
    Start,
}

/// One arrow of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrow {
    pub kind: ArrowKind,
    pub angle: f64,
    /// The field(s) in front of the arrow (codes): ring change = the outer and the inner field;
    /// goal = the inner field; start = the start position.
    pub fields: Vec<u16>,
    /// For goal arrows: the goal fields behind it (codes); empty otherwise.
    pub goals: Vec<u16>,
    /// For start arrows: the corner.
    pub corner: Option<u8>,
}

/// A start area in a corner.
#[derive(Clone, Debug, PartialEq)]
pub struct StartArea {
    pub corner: u8,
    /// `yellow`, `white`, `black`, `red`.
    pub colour: &'static str,
    /// Code of the area in effect paths.
    pub code: u16,
    pub angle: f64,
    /// The start position the arrow points to (a field code).
    pub start_field: u16,
}

/// The whole board as plain data, for drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    pub outer: Vec<FieldGeom>,
    pub inner: Vec<FieldGeom>,
    pub goals: Vec<FieldGeom>,
    pub arrows: Vec<Arrow>,
    pub start_areas: Vec<StartArea>,
}

/// The board with an 8- or a 16-field goal ring.
pub fn geometry(goal16: bool) -> Geometry {
    let outer_fields = (0..OUTER_FIELDS)
        .map(|k| FieldGeom {
            code: k as u16,
            name: name(outer(k)),
            ring: Ring::Outer,
            index: k,
            angle: angle(outer(k)),
        })
        .collect();
    let inner_fields = (0..INNER_FIELDS)
        .map(|k| FieldGeom {
            code: inner(k) as u16,
            name: name(inner(k)),
            ring: Ring::Inner,
            index: k,
            angle: angle(inner(k)),
        })
        .collect();
    let n_goals = if goal16 { 16 } else { 8 };
    let goals = (0..n_goals)
        .map(|j| FieldGeom {
            code: code_of_goal(j),
            name: goal_name(j),
            ring: Ring::Goal,
            index: j,
            angle: goal_angle(j, goal16),
        })
        .collect();
    let mut arrows = Vec::new();
    for q in 0..4u8 {
        arrows.push(Arrow {
            kind: ArrowKind::RingChange,
            angle: q as f64 * 90.0,
            fields: vec![outer(16 * q) as u16, inner(8 * q) as u16],
            goals: vec![],
            corner: None,
        });
    }
    for q in 0..4u8 {
        arrows.push(Arrow {
            kind: ArrowKind::Goal,
            angle: 45.0 + q as f64 * 90.0,
            fields: vec![inner(4 + 8 * q) as u16],
            goals: goals_behind(q, goal16).map(code_of_goal).collect(),
            corner: None,
        });
    }
    for c in 0..4u8 {
        arrows.push(Arrow {
            kind: ArrowKind::Start,
            angle: 45.0 + c as f64 * 90.0,
            fields: vec![start_field(c) as u16],
            goals: vec![],
            corner: Some(c),
        });
    }
    let start_areas = (0..4u8)
        .map(|c| StartArea {
            corner: c,
            colour: CORNER_NAMES[c as usize],
            code: code_of_start(c),
            angle: 45.0 + c as f64 * 90.0,
            start_field: start_field(c) as u16,
        })
        .collect();
    Geometry {
        outer: outer_fields,
        inner: inner_fields,
        goals,
        arrows,
        start_areas,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_and_diagonal() {
        assert_eq!(facing(outer(16), false), inner(8));
        assert_eq!(facing(inner(8), false), outer(16));
        assert_eq!(facing(outer(13), false), inner(7));
        assert_eq!(facing(outer(13), true), inner(6));
        assert_eq!(facing(outer(63), false), inner(0));
        assert_eq!(facing(outer(8), false), inner(4));
    }

    #[test]
    fn steps_wrap() {
        assert_eq!(step(outer(60), 4, false), outer(0));
        assert_eq!(step(outer(2), 4, true), outer(62));
        assert_eq!(step(inner(30), 4, false), inner(2));
        assert_eq!(path(outer(62), 4, false), vec![62, 63, 0, 1, 2]);
    }

    #[test]
    fn arrows() {
        let rc: Vec<Field> = (0..96).filter(|&f| is_ring_change(f)).collect();
        assert_eq!(rc, vec![0, 16, 32, 48, 64, 72, 80, 88]);
        let ga: Vec<Field> = (0..96).filter(|&f| goal_arrow(f).is_some()).collect();
        assert_eq!(ga, vec![68, 76, 84, 92]);
        assert_eq!(goals_behind(1, false), 2..4);
        assert_eq!(goals_behind(1, true), 4..8);
        assert_eq!(parse_field("O63"), Some(63));
        assert_eq!(parse_field("I32"), None);
        assert_eq!(parse_field("O08"), None);
        assert_eq!(parse_goal("G15"), Some(15));
    }
}
