//! The seven-circle Fidchell board as a graph, built by a small generator.
//!
//! Points are numbered ring by ring from the centre: index 0 is the centre `0:0` (the king's
//! hole), then ring 1 (`1:0`..`1:3`), ring 2 (`2:0`..`2:11`) and so on out to ring 7. Within a
//! ring the hole index `k` runs clockwise from north. A [`Point`] is that index (0..109); its
//! text form is `r:k` ([`name`], [`parse_point`]).
//!
//! Angles are kept exact in 48ths of a turn (48 is the least common multiple of the ring sizes
//! 4, 12, 16 and 24), so "two holes at the same angle" is an integer comparison.
//!
//! Two boards exist ([`Radials`]):
//! - [`Radials::Ruled`] (the rules' board, ruling F1): besides the seven circles, only the two
//!   diameters (four long spokes from the centre to the outer circle) and the four short radii
//!   at 45° (from ring 4 to ring 7). Generated as "consecutive rings are joined where both have
//!   a hole at the same angle and that angle is a multiple of 45°".
//! - [`Radials::All`] (the optional "all radial links" board): consecutive rings are joined
//!   wherever both have a hole at the same angle, whatever the angle; this adds 32 one-segment
//!   spokes (8 between rings 2 and 3, 8 between rings 4 and 5, 16 between rings 6 and 7).
//!
//! In both boards the centre is joined to the four ring-1 holes, and a line is either a circle
//! or a maximal chain of radial segments at one angle.

use std::sync::OnceLock;

/// A point: its index, `0` = centre, then ring by ring (see the module docs).
pub type Point = u8;

/// Holes per ring, ring 0 (the centre) to ring 7 (the outer circle).
pub const RING_SIZES: [u8; 8] = [1, 4, 12, 12, 16, 16, 24, 24];
/// Index of the first point of each ring; the last entry is the number of points.
pub const RING_START: [u8; 9] = [0, 1, 5, 17, 29, 45, 61, 85, 109];
/// Number of points, the centre included.
pub const POINTS: usize = 109;
/// The centre, where the king stands.
pub const CENTRE: Point = 0;
/// The outermost ring.
pub const OUTER: u8 = 7;

/// Which radial lines the board has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Radials {
    /// The two diameters and the four short radii only (the rules' board).
    Ruled,
    /// Every pair of holes on consecutive rings at the same angle is joined.
    All,
}

/// The empty points a stone reaches along `rays` (each ray's points in order, as one-bit masks),
/// each ray up to the first point not in `empty`.
pub fn along_rays(rays: &[Vec<u128>], empty: u128) -> u128 {
    let mut out = 0u128;
    for ray in rays {
        for &m in ray {
            if empty & m == 0 {
                break;
            }
            out |= m;
        }
    }
    out
}

/// The point `r:k`. Panics if out of range (use [`try_point`] for untrusted input).
pub fn point(r: u8, k: u8) -> Point {
    try_point(r, k).expect("point out of range")
}

/// The point `r:k`, if it exists.
pub fn try_point(r: u8, k: u8) -> Option<Point> {
    if (r as usize) < RING_SIZES.len() && k < RING_SIZES[r as usize] {
        Some(RING_START[r as usize] + k)
    } else {
        None
    }
}

/// The ring of a point (0 = centre, 7 = outer circle).
/// The points a stone on `p` reaches sliding both ways round its circle over empty points
/// (`occupied`: the points it cannot cross or stop on), as a mask. The centre has no circle.
pub fn circle_slides(p: Point, occupied: u128) -> u128 {
    let r = ring(p) as usize;
    if r == 0 {
        return 0;
    }
    let (start, n) = (RING_START[r] as u32, RING_SIZES[r] as u32);
    let k = p as u32 - start;
    let full = (1u32 << n) - 1;
    let on_ring = (occupied >> start) as u32 & full;
    // Bit i of `rel` is hole k + i (mod n); bit 0 is the stone itself.
    let rel = ((on_ring >> k) | (on_ring << (n - k))) & full | 1;
    let above = rel & !1;
    // Clockwise: holes 1 .. first occupied; anticlockwise: last occupied .. n - 1.
    let cw_stop = if above == 0 {
        n
    } else {
        above.trailing_zeros()
    };
    let acw_stop = if above == 0 {
        0
    } else {
        31 - above.leading_zeros()
    };
    let cw = ((1u32 << cw_stop) - 1) & !1;
    let acw = full & !((2u32 << acw_stop) - 1);
    let reach = (cw | acw) & full;
    // Back to hole numbers, then to points.
    let holes = ((reach << k) | (reach >> (n - k))) & full;
    (holes as u128) << start
}

pub fn ring(p: Point) -> u8 {
    match RING_OF.get(p as usize) {
        Some(&r) => r,
        None => OUTER,
    }
}

/// The ring of every point.
const RING_OF: [u8; POINTS] = {
    let mut rings = [0u8; POINTS];
    let mut r = 1;
    while r < 8 {
        let mut p = RING_START[r] as usize;
        while p < RING_START[r + 1] as usize {
            rings[p] = r as u8;
            p += 1;
        }
        r += 1;
    }
    rings
};

/// The hole index of a point on its ring (clockwise from north).
pub fn hole(p: Point) -> u8 {
    p - RING_START[ring(p) as usize]
}

/// The angle of a point in 48ths of a turn, clockwise from north.
pub fn angle48(p: Point) -> u8 {
    let r = ring(p) as usize;
    if r == 0 {
        0
    } else {
        hole(p) * (48 / RING_SIZES[r])
    }
}

/// The text form `r:k`.
pub fn name(p: Point) -> String {
    format!("{}:{}", ring(p), hole(p))
}

/// Parses `r:k` (decimal numbers, no spaces); `None` if malformed or off the board.
pub fn parse_point(s: &str) -> Option<Point> {
    let (r, k) = s.split_once(':')?;
    let digits = |t: &str| !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit());
    if !digits(r) || !digits(k) {
        return None;
    }
    try_point(r.parse().ok()?, k.parse().ok()?)
}

/// Where to draw a point: ring radius index, angle and unit coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointInfo {
    pub point: Point,
    /// Ring index = radius in ring spacings (0 = centre).
    pub ring: u8,
    /// Hole index on the ring, clockwise from north.
    pub hole: u8,
    /// Angle in degrees, clockwise from north.
    pub angle_deg: f64,
    /// `ring · sin(angle)`: rightwards, in ring spacings.
    pub x: f64,
    /// `ring · cos(angle)`: upwards (SVG wants `-y`).
    pub y: f64,
}

/// What kind of line a [`Line`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The circle of this ring (a closed loop).
    Circle(u8),
    /// A radial line at this angle (48ths of a turn); its points run from inside to outside.
    Spoke { angle48: u8 },
}

/// One line of the board: stones slide along lines and are flanked along them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub kind: LineKind,
    /// The points in order (clockwise for circles, outwards for spokes).
    pub points: Vec<Point>,
}

impl Line {
    pub fn is_circle(&self) -> bool {
        matches!(self.kind, LineKind::Circle(_))
    }
}

/// The board graph with the tables the rules use.
#[derive(Debug)]
pub struct Board {
    radials: Radials,
    points: Vec<PointInfo>,
    edges: Vec<(Point, Point)>,
    lines: Vec<Line>,
    adj: Vec<u128>,
    neighbours: Vec<Vec<Point>>,
    rays: Vec<Vec<Vec<Point>>>,
    ray_masks: Vec<Vec<Vec<u128>>>,
    /// The rays along spokes only (circle rays are found with [`circle_slides`]): each as the
    /// mask of its points and whether it runs outward. A spoke's points go up in number from
    /// the centre out, so the first point a ray meets is its lowest (outward) or highest
    /// (inward).
    spokes: Vec<Vec<(u128, bool)>>,
    pairs: Vec<Vec<(Point, Point)>>,
    ring_mask: [u128; 8],
}

/// The board with these radial lines (built once, then shared).
pub fn board(radials: Radials) -> &'static Board {
    static RULED: OnceLock<Board> = OnceLock::new();
    static ALL: OnceLock<Board> = OnceLock::new();
    match radials {
        Radials::Ruled => RULED.get_or_init(|| Board::generate(Radials::Ruled)),
        Radials::All => ALL.get_or_init(|| Board::generate(Radials::All)),
    }
}

impl Board {
    fn generate(radials: Radials) -> Board {
        let points: Vec<PointInfo> = (0..POINTS as u8)
            .map(|p| {
                let r = ring(p);
                let angle_deg = 7.5 * angle48(p) as f64;
                let t = angle_deg.to_radians();
                PointInfo {
                    point: p,
                    ring: r,
                    hole: hole(p),
                    angle_deg,
                    x: r as f64 * crate::engine::math::sin_cos(t).0,
                    y: r as f64 * crate::engine::math::sin_cos(t).1,
                }
            })
            .collect();
        let mut lines = Vec::new();
        let mut edges = Vec::new();
        // The circles.
        for r in 1..=OUTER {
            let pts: Vec<Point> = (0..RING_SIZES[r as usize]).map(|k| point(r, k)).collect();
            for i in 0..pts.len() {
                edges.push((pts[i], pts[(i + 1) % pts.len()]));
            }
            lines.push(Line {
                kind: LineKind::Circle(r),
                points: pts,
            });
        }
        // The radial lines: at each angle, maximal runs of joined holes on consecutive rings.
        let joined_angle = |a: u8| radials == Radials::All || a.is_multiple_of(6);
        for a in 0..48u8 {
            let hole_at = |r: u8| -> Option<Point> {
                if r == 0 {
                    return Some(CENTRE);
                }
                let step = 48 / RING_SIZES[r as usize];
                a.is_multiple_of(step).then(|| point(r, a / step))
            };
            let mut run: Vec<Point> = Vec::new();
            let flush = |run: &mut Vec<Point>, lines: &mut Vec<Line>, edges: &mut Vec<_>| {
                if run.len() >= 2 {
                    for w in run.windows(2) {
                        edges.push((w[0], w[1]));
                    }
                    lines.push(Line {
                        kind: LineKind::Spoke { angle48: a },
                        points: run.clone(),
                    });
                }
                run.clear();
            };
            for r in 0..=OUTER {
                match hole_at(r) {
                    Some(p) => {
                        let joins_previous = match run.last() {
                            None => true,
                            // The centre joins every ring-1 hole; farther rings only at the
                            // angles this board joins.
                            Some(&q) => q == CENTRE || joined_angle(a),
                        };
                        if !joins_previous {
                            flush(&mut run, &mut lines, &mut edges);
                        }
                        run.push(p);
                    }
                    None => flush(&mut run, &mut lines, &mut edges),
                }
            }
            flush(&mut run, &mut lines, &mut edges);
        }
        let mut adj = vec![0u128; POINTS];
        for &(a, b) in &edges {
            adj[a as usize] |= 1 << b;
            adj[b as usize] |= 1 << a;
        }
        let neighbours = adj.iter().map(|m| bits(*m).collect()).collect();
        let mut rays: Vec<Vec<Vec<Point>>> = vec![Vec::new(); POINTS];
        for line in &lines {
            let n = line.points.len();
            for (i, &p) in line.points.iter().enumerate() {
                if line.is_circle() {
                    rays[p as usize].push((1..n).map(|d| line.points[(i + d) % n]).collect());
                    rays[p as usize].push((1..n).map(|d| line.points[(i + n - d) % n]).collect());
                } else {
                    if i + 1 < n {
                        rays[p as usize].push(line.points[i + 1..].to_vec());
                    }
                    if i > 0 {
                        rays[p as usize].push(line.points[..i].iter().rev().copied().collect());
                    }
                }
            }
        }
        let ray_masks = rays
            .iter()
            .map(|rs| {
                rs.iter()
                    .map(|r| r.iter().map(|&q| 1u128 << q).collect())
                    .collect()
            })
            .collect();
        let mut spokes: Vec<Vec<(u128, bool)>> = vec![Vec::new(); POINTS];
        for line in lines.iter().filter(|l| !l.is_circle()) {
            debug_assert!(
                line.points.windows(2).all(|w| w[0] < w[1]),
                "a spoke goes outward"
            );
            let masks: Vec<u128> = line.points.iter().map(|&q| 1u128 << q).collect();
            for i in 0..masks.len() {
                let p = line.points[i] as usize;
                if i + 1 < masks.len() {
                    spokes[p].push((masks[i + 1..].iter().fold(0, |a, m| a | m), true));
                }
                if i > 0 {
                    spokes[p].push((masks[..i].iter().fold(0, |a, m| a | m), false));
                }
            }
        }
        let pairs = rays
            .iter()
            .map(|rs| {
                rs.iter()
                    .filter(|r| r.len() >= 2)
                    .map(|r| (r[0], r[1]))
                    .collect()
            })
            .collect();
        let mut ring_mask = [0u128; 8];
        for p in 0..POINTS as u8 {
            ring_mask[ring(p) as usize] |= 1 << p;
        }
        Board {
            radials,
            points,
            edges,
            lines,
            adj,
            neighbours,
            rays,
            ray_masks,
            spokes,
            pairs,
            ring_mask,
        }
    }

    pub fn radials(&self) -> Radials {
        self.radials
    }

    /// Every point with its drawing data, by index.
    pub fn points(&self) -> &[PointInfo] {
        &self.points
    }

    /// Every edge (two points consecutive on a line), arcs first.
    pub fn edges(&self) -> &[(Point, Point)] {
        &self.edges
    }

    /// Every line: the seven circles first, then the spokes by angle.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The points adjacent to `p`, ascending.
    pub fn neighbours(&self, p: Point) -> &[Point] {
        &self.neighbours[p as usize]
    }

    /// The neighbours of `p` as a bit mask (bit i = point i).
    pub fn neighbour_mask(&self, p: Point) -> u128 {
        self.adj[p as usize]
    }

    pub fn adjacent(&self, a: Point, b: Point) -> bool {
        (a as usize) < POINTS && (b as usize) < POINTS && self.adj[a as usize] >> b & 1 == 1
    }

    /// The rays of `p`: for each line through it, the points met walking away from `p` in one
    /// direction (a circle ray goes all the way round and stops before `p`).
    pub fn rays(&self, p: Point) -> &[Vec<Point>] {
        &self.rays[p as usize]
    }

    /// The rays of `p` as one-bit masks (the same order as [`Board::rays`]).
    pub fn ray_masks(&self, p: Point) -> &[Vec<u128>] {
        &self.ray_masks[p as usize]
    }

    /// The empty points a stone on `p` reaches sliding along its lines, over `empty` points
    /// only: what [`along_rays`] finds on [`Board::ray_masks`], without walking point by point.
    pub fn slides(&self, p: Point, empty: u128) -> u128 {
        let mut out = circle_slides(p, !empty);
        for &(ray, outward) in &self.spokes[p as usize] {
            let blocked = ray & !empty;
            out |= if blocked == 0 {
                ray
            } else if outward {
                // The points before the lowest blocked one.
                ray & ((blocked & blocked.wrapping_neg()) - 1)
            } else {
                // The points after the highest blocked one.
                ray & (u128::MAX << (127 - blocked.leading_zeros()) << 1)
            };
        }
        out
    }

    /// The flanking pairs seen from `p`: `(a, b)` = first and second point of a ray of `p`.
    /// A stone arriving on `p` takes an enemy on `a` when `b` is its own (or the friendly king).
    pub fn pairs(&self, p: Point) -> &[(Point, Point)] {
        &self.pairs[p as usize]
    }

    /// The other stone of the pair that took `taken` when a stone arrived on `arrived`: the
    /// point beyond `taken` on the line from `arrived` (the centre when the king helped), or
    /// `None` if `taken` is not a neighbour of `arrived`. For drawing a capture's trace.
    pub fn far_side(&self, arrived: Point, taken: Point) -> Option<Point> {
        self.pairs(arrived)
            .iter()
            .find(|(a, _)| *a == taken)
            .map(|(_, b)| *b)
    }

    /// The points of ring `r` as a bit mask.
    pub fn ring_mask(&self, r: u8) -> u128 {
        self.ring_mask[r as usize]
    }

    /// The stones of `own` joined to ring `r` through stones of `own`.
    pub fn joined(&self, own: u128, r: u8) -> u128 {
        let mut reach = own & self.ring_mask(r);
        let mut frontier = reach;
        while frontier != 0 {
            let mut next = 0u128;
            for p in bits(frontier) {
                next |= self.neighbour_mask(p);
            }
            next &= own & !reach;
            reach |= next;
            frontier = next;
        }
        reach
    }
}

/// The set bits of a mask, ascending, as points.
pub fn bits(m: u128) -> Bits {
    Bits {
        low: m as u64,
        high: (m >> 64) as u64,
    }
}

/// The point of the `i`-th set bit of `m`, counted from the lowest (`i` below the number of
/// set bits): halves, quarters and eighths of a word are skipped by their counts, the last
/// byte walked bit by bit.
pub fn nth_point(m: u128, i: usize) -> Point {
    let mut i = i as u32;
    let low = m as u64;
    let (mut word, mut base) = if i < low.count_ones() {
        (low, 0)
    } else {
        i -= low.count_ones();
        ((m >> 64) as u64, 64)
    };
    for width in [32, 16, 8] {
        let part = word & ((1u64 << width) - 1);
        let n = part.count_ones();
        if i < n {
            word = part;
        } else {
            i -= n;
            word >>= width;
            base += width;
        }
    }
    for _ in 0..i {
        word &= word - 1;
    }
    (base + word.trailing_zeros()) as Point
}

/// The iterator of [`bits`]: the two 64-bit halves in turn (cheaper than 128-bit steps), with an
/// exact length so that collecting reserves once.
#[derive(Clone, Debug)]
pub struct Bits {
    low: u64,
    high: u64,
}

impl Iterator for Bits {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.low != 0 {
            let p = self.low.trailing_zeros() as Point;
            self.low &= self.low - 1;
            Some(p)
        } else if self.high != 0 {
            let p = 64 + self.high.trailing_zeros() as Point;
            self.high &= self.high - 1;
            Some(p)
        } else {
            None
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.low.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}
