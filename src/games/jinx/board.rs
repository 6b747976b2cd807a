//! The Jinx board: 81 points, 144 coloured segments. SKELETON.

/// A point: `x + 9 * y`, x = column A..I (0..8), y = row 1..9 (0..8).
pub type Point = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Red,
    Green,
}

pub fn point(x: u8, y: u8) -> Point {
    x + 9 * y
}

pub fn xy(p: Point) -> (u8, u8) {
    (p % 9, p / 9)
}

/// The colour of the segment joining two adjacent points; `None` if they are not adjacent.
pub fn segment_colour(_a: Point, _b: Point) -> Option<Colour> {
    todo!()
}

/// `E5` and so on.
pub fn name(p: Point) -> String {
    let (x, y) = xy(p);
    format!("{}{}", (b'A' + x) as char, y + 1)
}

pub fn parse_point(_s: &str) -> Option<Point> {
    todo!()
}
