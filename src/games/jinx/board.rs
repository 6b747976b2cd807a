//! The Jinx board: a 9×9 grid of points joined by 144 orthogonal segments, each red or green.
//!
//! A point is the number `x + 9 * y`: `x` is the column A..I (0..8) from left to right and `y` the
//! row 1..9 (0..8) from bottom (South, red's side) to top. `E5` is 40, the centre.
//!
//! The colour of every segment follows the formula of the rules specification (§2.3): a horizontal
//! segment `h(x, y)` joins `(x, y)` and `(x + 1, y)`, a vertical segment `v(x, y)` joins `(x, y)`
//! and `(x, y + 1)`. Drawing data for the UI: [`segments`] lists all 144 segments with their
//! colours, [`xy`] turns a point into grid coordinates, [`neighbours`] gives the adjacent points.

/// A point: `x + 9 * y`, x = column A..I (0..8), y = row 1..9 (0..8).
pub type Point = u8;

/// Number of points.
pub const POINTS: usize = 81;

/// The colour of a segment, and of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Red,
    Green,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Red => Colour::Green,
            Colour::Green => Colour::Red,
        }
    }

    /// `r` or `g`, as in the diagrams.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Green => 'g',
        }
    }
}

/// The point at column `x`, row index `y` (both 0..8).
pub fn point(x: u8, y: u8) -> Point {
    x + 9 * y
}

/// Column and row index of a point.
pub fn xy(p: Point) -> (u8, u8) {
    (p % 9, p / 9)
}

/// Colour of the horizontal segment joining `(x, y)` and `(x + 1, y)` (x = 0..7, y = 0..8).
pub const fn h_colour(x: u8, y: u8) -> Colour {
    line_colour(y, x, true)
}

/// Colour of the vertical segment joining `(x, y)` and `(x, y + 1)` (x = 0..8, y = 0..7).
pub const fn v_colour(x: u8, y: u8) -> Colour {
    line_colour(x, y, false)
}

/// Colour of the segment `along` steps into the line `line` (a row for a horizontal segment, a
/// column for a vertical one). On an odd line red and green alternate, red first; on an even
/// line they come in pairs, red where `line / 2 + along / 2` is odd (`odd_pairs_red`) or even.
const fn line_colour(line: u8, along: u8, odd_pairs_red: bool) -> Colour {
    // Odd and even are tested on the lowest bit.
    let red = if line & 1 == 1 {
        along & 1 == 0
    } else {
        ((line / 2 + along / 2) & 1 == 1) == odd_pairs_red
    };
    if red {
        Colour::Red
    } else {
        Colour::Green
    }
}

/// For every point: its neighbours (left, right, down, up; the first `len` entries are used)
/// with the colour of the segment to each.
pub(super) struct Tables {
    pub(super) links: [[(Point, Colour); 4]; POINTS],
    pub(super) len: [u8; POINTS],
}

const fn build() -> Tables {
    let mut links = [[(0, Colour::Red); 4]; POINTS];
    let mut len = [0u8; POINTS];
    let mut p = 0;
    while p < POINTS {
        let x = (p % 9) as u8;
        let y = (p / 9) as u8;
        let mut n = 0;
        if x > 0 {
            links[p][n] = (p as u8 - 1, h_colour(x - 1, y));
            n += 1;
        }
        if x < 8 {
            links[p][n] = (p as u8 + 1, h_colour(x, y));
            n += 1;
        }
        if y > 0 {
            links[p][n] = (p as u8 - 9, v_colour(x, y - 1));
            n += 1;
        }
        if y < 8 {
            links[p][n] = (p as u8 + 9, v_colour(x, y));
            n += 1;
        }
        len[p] = n as u8;
        p += 1;
    }
    Tables { links, len }
}

/// The links of every point, for tables built at compile time.
pub(super) const LINKS: Tables = build();

static TABLES: Tables = LINKS;

/// The points adjacent to `p` with the colour of the joining segment, in the fixed order left,
/// right, down, up (fewer at the edges). `p` must be a point (< 81).
pub fn links(p: Point) -> impl Iterator<Item = (Point, Colour)> {
    let i = p as usize;
    TABLES.links[i][..TABLES.len[i] as usize].iter().copied()
}

/// The points adjacent to `p`, in the order left, right, down, up.
pub fn neighbours(p: Point) -> impl Iterator<Item = Point> {
    links(p).map(|(q, _)| q)
}

/// Whether two points are adjacent (joined by a segment).
pub fn adjacent(a: Point, b: Point) -> bool {
    (a as usize) < POINTS && neighbours(a).any(|q| q == b)
}

/// The colour of the segment joining two adjacent points; `None` if they are not adjacent.
pub fn segment_colour(a: Point, b: Point) -> Option<Colour> {
    if (a as usize) >= POINTS {
        return None;
    }
    links(a).find(|(q, _)| *q == b).map(|(_, c)| c)
}

/// All 144 segments as `(a, b, colour)` with `a < b`: first the 72 horizontal ones row by row
/// from row 1, then the 72 vertical ones.
pub fn segments() -> Vec<(Point, Point, Colour)> {
    let mut out = Vec::with_capacity(144);
    for y in 0..9 {
        for x in 0..8 {
            out.push((point(x, y), point(x + 1, y), h_colour(x, y)));
        }
    }
    for y in 0..8 {
        for x in 0..9 {
            out.push((point(x, y), point(x, y + 1), v_colour(x, y)));
        }
    }
    out
}

/// For an interior point with three lines of one colour (a "strong position"), that colour.
pub fn strong_colour(p: Point) -> Option<Colour> {
    let (x, y) = xy(p);
    if !(1..=7).contains(&x) || !(1..=7).contains(&y) {
        return None;
    }
    let reds = links(p).filter(|(_, c)| *c == Colour::Red).count();
    match reds {
        3 => Some(Colour::Red),
        1 => Some(Colour::Green),
        _ => None,
    }
}

/// `E5` and so on.
pub fn name(p: Point) -> String {
    let (x, y) = xy(p);
    format!("{}{}", (b'A' + x) as char, y + 1)
}

/// Reads `E5` (the letter in either case); `None` for anything else.
pub fn parse_point(s: &str) -> Option<Point> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let col = b[0].to_ascii_uppercase();
    if !(b'A'..=b'I').contains(&col) || !(b'1'..=b'9').contains(&b[1]) {
        return None;
    }
    Some(point(col - b'A', b[1] - b'1'))
}
