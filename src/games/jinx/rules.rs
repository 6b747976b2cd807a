//! Legality and effects of every move: move generation, threats and calls, captures and
//! eliminations, the end of a turn and of the game.

use super::board::{self, Colour, Point};
use super::refusal::Refusal;
use super::{Enemies, Jinx, Mode, Move, Obligation, Phase, Piece, LONE};
use crate::engine::{Effect, Game, Outcome, Recorder, Seat, SeatResult};

/// The points of one seat's friends and enemies, as bit masks.
struct Sides {
    friend: u128,
    enemy: u128,
}

/// "No middle point" (a one-step move) in [`Dests`].
const NO_MID: Point = 255;

/// The destinations of one piece: at most 4 steps and 12 two-step moves.
struct Dests {
    items: [(Point, Point); Dests::MOST],
    len: usize,
}

impl Dests {
    /// The most candidates a piece has: 4 steps and 12 two-step moves.
    const MOST: usize = 16;

    const NONE: Dests = Dests {
        items: [(0, NO_MID); Dests::MOST],
        len: 0,
    };

    /// Writes a candidate in the next slot, and keeps it if `ok`.
    #[inline(always)]
    fn offer(&mut self, to: Point, mid: Point, ok: bool) {
        self.items[self.len] = (to, mid);
        self.len += ok as usize;
    }
    fn as_slice(&self) -> &[(Point, Point)] {
        &self.items[..self.len]
    }
}

/// Every destination of a piece of colour `colour` on `from`, with the middle point of
/// two-step moves, in the order of [`each_dest`].
#[inline(always)]
fn dests(from: Point, colour: Colour, cells: &Cells) -> Dests {
    let mut out = Dests::NONE;
    each_dest(from, colour, cells, |to, mid, ok| out.offer(to, mid, ok));
    out
}

/// Two steps along one colour from a point: `(middle, end)` pairs (at most 12, the second step
/// never back to the start), in the order the links are listed.
type TwoSteps = [([(Point, Point); 12], u8); board::POINTS];

/// The two-step table of a colour, built at compile time from the board's links.
const fn two_step_table(colour: Colour) -> TwoSteps {
    let links = &board::LINKS;
    let mut table: TwoSteps = [([(0, 0); 12], 0); board::POINTS];
    let mut from = 0;
    while from < board::POINTS {
        let mut i = 0;
        while i < links.len[from] as usize {
            let (m, c) = links.links[from][i];
            if c as u8 == colour as u8 {
                let mut j = 0;
                while j < links.len[m as usize] as usize {
                    let (t, c2) = links.links[m as usize][j];
                    if c2 as u8 == colour as u8 && t as usize != from {
                        let n = table[from].1 as usize;
                        table[from].0[n] = (m, t);
                        table[from].1 += 1;
                    }
                    j += 1;
                }
            }
            i += 1;
        }
        from += 1;
    }
    table
}

static TWO_STEPS: [TwoSteps; 2] = [two_step_table(Colour::Red), two_step_table(Colour::Green)];

/// The two-step table of a colour.
#[inline]
fn two_steps(colour: Colour) -> &'static TwoSteps {
    match colour {
        Colour::Red => &TWO_STEPS[0],
        Colour::Green => &TWO_STEPS[1],
    }
}

/// The piece ids in a mask, ascending.
pub(super) fn ids(mask: u16) -> Vec<u8> {
    (0..16).filter(|id| mask & (1 << id) != 0).collect()
}

/// All 81 points as a mask.
const ALL: u128 = (1 << board::POINTS) - 1;

/// Where the segments are, as masks of their lower-left ends: `[right, up]` for red segments,
/// green segments and all segments (a point `p` is in `right` when a segment joins it to
/// `p + 1`, in `up` when one joins it to `p + 9`).
struct Segments {
    red: [u128; 2],
    green: [u128; 2],
    any: [u128; 2],
}

const fn segment_masks() -> Segments {
    let mut m = Segments {
        red: [0; 2],
        green: [0; 2],
        any: [0; 2],
    };
    let mut p = 0;
    while p < board::POINTS {
        let (x, y) = ((p % 9) as u8, (p / 9) as u8);
        let bit = 1u128 << p;
        if x < 8 {
            m.any[0] |= bit;
            match board::h_colour(x, y) {
                Colour::Red => m.red[0] |= bit,
                Colour::Green => m.green[0] |= bit,
            }
        }
        if y < 8 {
            m.any[1] |= bit;
            match board::v_colour(x, y) {
                Colour::Red => m.red[1] |= bit,
                Colour::Green => m.green[1] |= bit,
            }
        }
        p += 1;
    }
    m
}

static SEGMENTS: Segments = segment_masks();

/// The points joined to a point of `set` by one of the segments `[right, up]`.
#[inline]
fn spread(set: u128, [right, up]: [u128; 2]) -> u128 {
    (set & right) << 1 | (set >> 1) & right | (set & up) << 9 | (set >> 9) & up
}

/// The points joined to a point of `set` by a segment of `colour`.
#[inline]
fn spread_along(set: u128, colour: Colour) -> u128 {
    match colour {
        Colour::Red => spread(set, SEGMENTS.red),
        Colour::Green => spread(set, SEGMENTS.green),
    }
}

/// Whether bit `p` is set.
#[inline]
fn has(mask: u128, p: u32) -> bool {
    (mask >> p) & 1 != 0
}

/// The points of `theirs` (pieces of enemies of the mover) that the mover's pieces of colour
/// `colour` (on `mine`) attack (§5.2, §5.4): the end point of a step or of a two-step move, and
/// the middle point of a two-step move over an enemy onto another enemy. A two-step move turns
/// on a point that is not a friend's: the end point of a move through an empty point is not a
/// friend's, a move over an enemy must end on an enemy.
#[inline]
fn attacked(mine: u128, colour: Colour, sides: &Sides, theirs: u128) -> u128 {
    let first = spread_along(mine, colour);
    let steps = spread(mine, SEGMENTS.any);
    let ends = spread_along(first & !sides.friend & ALL, colour);
    let middles = first & spread_along(sides.enemy, colour);
    theirs & (steps | ends | middles)
}

/// Whether a piece on `from` has any move (§5.1, §5.2): a two-step move passes over a point that
/// is not a friend's, so it exists only where a step does.
#[inline]
fn can_move(from: Point, sides: &Sides) -> bool {
    spread(1 << from, SEGMENTS.any) & !sides.friend & ALL != 0
}

/// What stands on each point as one seat sees it (one byte a point: [`EMPTY`], [`FRIEND`] or
/// [`ENEMY`]), for the move generator's many one-point tests, cheaper on bytes than on bits of
/// a 128-bit mask.
struct Cells([u8; board::POINTS]);

const EMPTY: u8 = 0;
const FRIEND: u8 = 1;
const ENEMY: u8 = 2;

impl Cells {
    #[inline(always)]
    fn of(sides: &Sides) -> Cells {
        let mut cells = [EMPTY; board::POINTS];
        for (mut set, kind) in [(sides.friend, FRIEND), (sides.enemy, ENEMY)] {
            while set != 0 {
                cells[set.trailing_zeros() as usize] = kind;
                set &= set - 1;
            }
        }
        Cells(cells)
    }

    #[inline(always)]
    fn at(&self, p: Point) -> u8 {
        self.0[p as usize]
    }
}

/// Calls `f(to, middle, ok)` for every candidate destination of a piece of colour `colour` on
/// `from` (§5.1, §5.2), `ok` saying whether it is a destination and `middle` being [`NO_MID`]
/// for a step: first the steps in link order, then the two-step moves in the order of
/// [`two_steps`]. The callers write every candidate and keep it only when `ok`, which spares
/// the processor a hard-to-guess branch per candidate.
#[inline(always)]
fn each_dest(from: Point, colour: Colour, cells: &Cells, mut f: impl FnMut(Point, Point, bool)) {
    for (q, _) in board::links(from) {
        f(q, NO_MID, cells.at(q) != FRIEND);
    }
    let (pairs, n) = &two_steps(colour)[from as usize];
    for &(m, t) in &pairs[..*n as usize] {
        // Over an enemy only onto another enemy; over an empty point onto any but a friend.
        let (over, onto) = (cells.at(m), cells.at(t));
        f(
            t,
            m,
            (over == ENEMY && onto == ENEMY) | (over == EMPTY && onto != FRIEND),
        );
    }
}

impl Jinx {
    /// [`Self::designated`] as a mask of piece ids (bit `id`), without allocating.
    pub(super) fn designated_mask(&self) -> u16 {
        match self.phase {
            Phase::Move => {
                let m = self.movable_designated_mask(self.current, &self.enemies());
                if m.count_ones() == 1 && self.two_moves_this_turn() {
                    0
                } else {
                    m
                }
            }
            Phase::SecondMove { moved } => {
                self.movable_designated_mask(self.current, &self.enemies()) & !(1 << moved)
            }
            _ => 0,
        }
    }

    /// Every legal move of the position into `v` (cleared first), in a stable order.
    pub(super) fn legal_into(&self, v: &mut Vec<Move>) {
        v.clear();
        let e = self.enemies();
        let me = self.current;
        match self.phase {
            Phase::Over(_) => {}
            Phase::Move => {
                let d = self.designated_mask();
                self.go_moves(me, None, &e, d, v);
                if v.is_empty() {
                    v.push(Move::Pass);
                } else if self.can_propose_draw() {
                    v.push(Move::ProposeDraw);
                }
            }
            Phase::SecondMove { moved } => {
                let d = self.designated_mask();
                self.go_moves(me, Some(moved), &e, d, v);
                if d == 0 {
                    v.push(Move::EndTurn);
                }
            }
            Phase::Jinx => {
                let mask = self.target_mask(me);
                v.extend((0..4).filter(|t| mask & (1 << t) != 0).map(Move::Call));
                v.push(Move::NoCall);
            }
            Phase::DrawAnswer { .. } => v.extend([Move::AcceptDraw, Move::DeclineDraw]),
        }
    }

    pub(super) fn alive_mask(&self) -> u8 {
        self.alive
    }

    pub(super) fn enemies(&self) -> Enemies {
        self.enemy
    }

    /// The points of `mine`'s friends (his own pieces included) and enemies.
    fn sides(&self, mine: Seat, e: &Enemies) -> Sides {
        let mut s = Sides {
            friend: 0,
            enemy: 0,
        };
        for (seat, &occ) in self.occ.iter().enumerate() {
            if e[mine as usize][seat] {
                s.enemy |= occ;
            } else {
                s.friend |= occ;
            }
        }
        s
    }

    /// Every destination of `piece` (§5.1, §5.2), with the middle point of two-step moves.
    fn piece_moves(&self, piece: &Piece, e: &Enemies) -> Dests {
        self.piece_moves_among(piece, &self.sides(piece.owner, e))
    }

    /// [`Self::piece_moves`] with the sides of the piece's owner already known.
    fn piece_moves_among(&self, piece: &Piece, sides: &Sides) -> Dests {
        match piece.at {
            Some(from) => dests(from, piece.colour, &Cells::of(sides)),
            None => Dests::NONE,
        }
    }

    /// The middle point of the legal move of `piece` to `to`: `Some(None)` for a step,
    /// `Some(Some(m))` for two steps, `None` if it is not a legal move.
    pub(super) fn route(&self, piece: &Piece, to: Point, e: &Enemies) -> Option<Option<Point>> {
        let d = self.piece_moves(piece, e);
        d.as_slice()
            .iter()
            .find(|(t, _)| *t == to)
            .map(|(_, m)| (*m != NO_MID).then_some(*m))
    }

    fn has_moves(&self, piece: &Piece, e: &Enemies) -> bool {
        piece
            .at
            .is_some_and(|at| can_move(at, &self.sides(piece.owner, e)))
    }

    pub(super) fn has_any_move(&self, seat: Seat, e: &Enemies) -> bool {
        let sides = self.sides(seat, e);
        spread(self.occ[seat as usize], SEGMENTS.any) & !sides.friend & ALL != 0
    }

    /// All `Go` moves of `seat`, obligations ignored, skipping piece `skip`, added to `out`.
    fn go_moves(&self, seat: Seat, skip: Option<u8>, e: &Enemies, only: u16, out: &mut Vec<Move>) {
        let cells = Cells::of(&self.sides(seat, e));
        for p in &self.pieces {
            if p.owner != seat || Some(p.id) == skip {
                continue;
            }
            let Some(from) = p.at else { continue };
            if only != 0 && only & (1 << p.id) == 0 {
                continue;
            }
            // Room for every candidate, each written and kept only if it is a destination.
            let base = out.len();
            out.resize(base + Dests::MOST, Move::Pass);
            let mut n = base;
            each_dest(from, p.colour, &cells, |to, _, ok| {
                out[n] = Move::Go { from, to };
                n += ok as usize;
            });
            out.truncate(n);
        }
    }

    /// Pieces of `target` that `by` threatens (§5.4).
    pub(super) fn threats(&self, by: Seat, target: Seat, e: &Enemies) -> Vec<u8> {
        if by == target || !e[by as usize][target as usize] {
            return Vec::new();
        }
        let sides = self.sides(by, e);
        let theirs = self.occ[target as usize];
        let hit = attacked(self.occ[by as usize], self.seat_colour(by), &sides, theirs);
        self.pieces
            .iter()
            .filter(|p| p.owner == target && p.at.is_some_and(|at| has(hit, at as u32)))
            .map(|p| p.id)
            .collect()
    }

    /// The designated pieces of all obligations against `seat` that can move, in id order.
    fn movable_designated(&self, seat: Seat, e: &Enemies) -> Vec<u8> {
        ids(self.movable_designated_mask(seat, e))
    }

    /// [`Self::movable_designated`] as a mask of piece ids.
    fn movable_designated_mask(&self, seat: Seat, e: &Enemies) -> u16 {
        let mut all = 0u16;
        for o in self.obligations.iter().filter(|o| o.target == seat) {
            for &id in &o.pieces {
                all |= 1 << id;
            }
        }
        let mut movable = 0;
        while all != 0 {
            let id = all.trailing_zeros();
            all &= all - 1;
            let p = &self.pieces[id as usize];
            if p.at.is_some() && self.has_moves(p, e) {
                movable |= 1 << id;
            }
        }
        movable
    }

    /// The lone player is to move and may move two pieces this turn (from his second turn on).
    fn two_moves_this_turn(&self) -> bool {
        self.mode == Mode::Three && self.current == LONE && self.lone_turns >= 1
    }

    fn next_alive(&self, seat: Seat) -> Seat {
        let alive = self.alive_mask();
        let i = self.order.iter().position(|s| *s == seat).unwrap_or(0);
        let n = self.order.len();
        (1..n)
            .map(|k| self.order[(i + k) % n])
            .find(|s| alive & (1 << s) != 0)
            .unwrap_or(seat)
    }

    /// The seats `by` may call jinx on now (§7.1).
    pub(super) fn targets(&self, by: Seat) -> Vec<Seat> {
        let mask = self.target_mask(by);
        (0..4).filter(|t| mask & (1 << t) != 0).collect()
    }

    /// [`Self::targets`] as a bit mask (bit `t` for seat `t`), without allocating.
    fn target_mask(&self, by: Seat) -> u8 {
        if self.cooldown(by) {
            return 0;
        }
        let e = self.enemies();
        let candidates = match self.mode {
            Mode::Four => 1u8 << self.next_alive(by),
            _ => (1u8 << self.seats()) - 1,
        };
        let mine = self.piece_count(by);
        let sides = self.sides(by, &e);
        let mut mask = 0;
        for t in 0..self.seats() as Seat {
            if candidates & (1 << t) == 0 || t == by || !e[by as usize][t as usize] {
                continue;
            }
            let theirs = self.piece_count(t);
            if theirs <= 1 || (mine == 1 && theirs == 2) || (mine == 2 && theirs == 1) {
                continue;
            }
            if self.threatens(by, t, &sides) {
                mask |= 1 << t;
            }
        }
        mask
    }

    /// Whether `by` threatens any piece of its enemy `target` ([`Self::threats`] is not empty),
    /// with the sides of `by` already known.
    fn threatens(&self, by: Seat, target: Seat, sides: &Sides) -> bool {
        let theirs = self.occ[target as usize];
        attacked(self.occ[by as usize], self.seat_colour(by), sides, theirs) != 0
    }

    // ----- playing -----

    /// Checks a `Go` move of the seat to move; returns the moving piece and the middle point.
    fn check_go(
        &self,
        from: Point,
        to: Point,
        skip: Option<u8>,
        e: &Enemies,
    ) -> Result<(u8, Option<Point>), Refusal> {
        if from as usize >= board::POINTS || to as usize >= board::POINTS {
            return Err(Refusal::NoSuchPoint);
        }
        let Some(piece) = self.piece_at(from) else {
            return Err(Refusal::NoPiece { at: from });
        };
        if piece.owner != self.current {
            return Err(Refusal::NotYourPiece {
                at: from,
                owner: self.seat_label(piece.owner),
                mover: self.seat_label(self.current),
            });
        }
        if Some(piece.id) == skip {
            return Err(Refusal::SamePiece);
        }
        let Some(mid) = self.route(piece, to, e) else {
            return Err(Refusal::BadPath { from, to });
        };
        let d = self.designated_mask();
        if d != 0 && d & (1 << piece.id) == 0 {
            let at = ids(d)
                .iter()
                .filter_map(|id| self.pieces[*id as usize].at)
                .collect();
            return Err(Refusal::MustMoveDesignated { at });
        }
        Ok((piece.id, mid))
    }

    /// Moves a piece, captures, eliminations, game end. Returns whether the game ended.
    fn execute(
        &mut self,
        id: u8,
        from: Point,
        mid: Option<Point>,
        to: Point,
        fx: &mut Recorder,
    ) -> bool {
        if fx.on() {
            let mut path = vec![from as u16];
            path.extend(mid.map(|m| m as u16));
            path.push(to as u16);
            fx.push(Effect::Moved {
                piece: id as u16,
                path,
            });
        }
        let alive_before = self.alive_mask();
        for q in mid.into_iter().chain(std::iter::once(to)) {
            if let Some(victim) = self.piece_at(q).map(|p| p.id) {
                let owner = self.pieces[victim as usize].owner;
                self.pieces[victim as usize].at = None;
                self.occ[owner as usize] &= !(1u128 << q);
                fx.push(Effect::Captured {
                    piece: victim as u16,
                    at: q as u16,
                    owner,
                });
                self.captured = true;
                self.quiet = 0;
            }
        }
        self.pieces[id as usize].at = Some(to);
        let owner = self.pieces[id as usize].owner as usize;
        self.occ[owner] = self.occ[owner] & !(1u128 << from) | 1u128 << to;
        if self.captured {
            self.refresh();
        }
        let alive = self.alive_mask();
        for s in 0..self.seats() as Seat {
            if alive_before & (1 << s) != 0 && alive & (1 << s) == 0 {
                fx.push(Effect::Eliminated { seat: s });
            }
        }
        self.tidy_obligations();
        if alive.count_ones() == 1 {
            let winner = alive.trailing_zeros() as Seat;
            self.phase = Phase::Over(Outcome::winner(self.seats(), winner));
            self.current = winner;
            self.captured = false;
            fx.push(Effect::GameOver);
            return true;
        }
        false
    }

    /// Drops captured designated pieces, and obligations left empty or whose caller or target
    /// is eliminated.
    fn tidy_obligations(&mut self) {
        let alive = self.alive_mask();
        let pieces = &self.pieces;
        for o in &mut self.obligations {
            o.pieces.retain(|id| pieces[*id as usize].at.is_some());
        }
        self.obligations.retain(|o| {
            !o.pieces.is_empty() && alive & (1 << o.caller) != 0 && alive & (1 << o.target) != 0
        });
    }

    /// After the last move of a turn: clear the mover's obligations, then the call or the end.
    fn finish_moves(&mut self, fx: &mut Recorder) {
        let me = self.current;
        self.obligations.retain(|o| o.target != me);
        if self.target_mask(me) == 0 {
            self.end_turn(false, fx);
        } else {
            self.phase = Phase::Jinx;
        }
    }

    fn end_turn(&mut self, called: bool, fx: &mut Recorder) {
        let me = self.current;
        self.cooldown[me as usize] = called;
        if !self.captured {
            self.quiet = self.quiet.saturating_add(1);
        }
        if self.mode == Mode::Three && me == LONE {
            self.lone_turns = self.lone_turns.saturating_add(1);
        }
        self.captured = false;
        self.declined = false;
        let (one, total) = self.limits;
        let all_single = (0..self.seats() as Seat).all(|s| self.piece_count(s) <= 1);
        if (total > 0 && self.quiet >= total) || (one > 0 && all_single && self.quiet >= one) {
            self.phase = Phase::Over(self.draw_outcome());
            fx.push(Effect::GameOver);
            return;
        }
        self.current = self.next_alive(me);
        self.phase = Phase::Move;
    }

    pub(super) fn draw_outcome(&self) -> Outcome {
        Outcome(
            (0..self.seats() as Seat)
                .map(|s| {
                    if self.is_eliminated(s) {
                        SeatResult::Loss
                    } else {
                        SeatResult::Draw
                    }
                })
                .collect(),
        )
    }

    /// The piece and the middle point of a legal `Go` move, found without checking it.
    fn legal_go(&self, from: Point, to: Point, e: &Enemies) -> (u8, Option<Point>) {
        let piece = self.piece_at(from).expect("a legal move starts at a piece");
        let id = piece.id;
        if spread(1 << from, SEGMENTS.any) & 1 << to != 0 {
            return (id, None);
        }
        let friend = self.sides(piece.owner, e).friend;
        let between = spread_along(1 << from, piece.colour) & spread_along(1 << to, piece.colour);
        let open = between & !friend;
        if open.count_ones() == 1 {
            (id, Some(open.trailing_zeros() as Point))
        } else {
            (id, self.route(piece, to, e).flatten())
        }
    }

    fn play_go(
        &mut self,
        from: Point,
        to: Point,
        fx: &mut Recorder,
        checked: bool,
    ) -> Result<(), Refusal> {
        let e = self.enemies();
        let skip = match self.phase {
            Phase::SecondMove { moved } => Some(moved),
            _ => None,
        };
        let (id, mid) = if checked {
            self.check_go(from, to, skip, &e)?
        } else {
            self.legal_go(from, to, &e)
        };
        self.declined = false;
        let first_of_two = self.phase == Phase::Move && self.two_moves_this_turn();
        // the lone player's designations as they stand at the start of his turn.
        let start_movable = if first_of_two {
            self.movable_designated(self.current, &e)
        } else {
            Vec::new()
        };
        if self.execute(id, from, mid, to, fx) {
            return Ok(());
        }
        if first_of_two {
            let me = self.current;
            let keep: Vec<u8> = match start_movable.len() {
                0 => Vec::new(),
                1 if start_movable[0] == id => Vec::new(),
                1 => start_movable.clone(),
                _ => self
                    .obligations
                    .iter()
                    .filter(|o| o.target == me)
                    .flat_map(|o| o.pieces.iter().copied())
                    .filter(|p| *p != id)
                    .collect(),
            };
            for o in &mut self.obligations {
                if o.target == me {
                    o.pieces.retain(|p| keep.contains(p));
                }
            }
            self.tidy_obligations();
            let e = self.enemies();
            let other = self
                .pieces
                .iter()
                .any(|p| p.owner == me && p.id != id && p.at.is_some() && self.has_moves(p, &e));
            if other {
                self.phase = Phase::SecondMove { moved: id };
                return Ok(());
            }
        }
        self.finish_moves(fx);
        Ok(())
    }

    /// Plays a move, writing its effects to `fx`; on a refusal nothing has changed. Unless
    /// `checked`, the move is one of the legal moves and the checks that only refuse are skipped.
    pub(super) fn play_into(
        &mut self,
        mv: &Move,
        fx: &mut Recorder,
        checked: bool,
    ) -> Result<(), Refusal> {
        let wrong = |what: &'static str| Err(Refusal::WrongPhase { what });
        match (&self.phase, *mv) {
            (Phase::Over(_), _) => Err(Refusal::GameOver),
            (Phase::Move | Phase::SecondMove { .. }, Move::Go { from, to }) => {
                self.play_go(from, to, fx, checked)
            }
            (Phase::Move, Move::Pass) => {
                let e = self.enemies();
                if checked && self.has_any_move(self.current, &e) {
                    return Err(Refusal::CannotPass);
                }
                fx.push(Effect::Passed { seat: self.current });
                let me = self.current;
                self.obligations.retain(|o| o.target != me);
                self.end_turn(false, fx);
                Ok(())
            }
            (Phase::Move, Move::ProposeDraw) => {
                if checked && !self.can_propose_draw() {
                    return Err(Refusal::NoDraw {
                        declined: self.declined,
                    });
                }
                let proposer = self.current;
                self.phase = Phase::DrawAnswer { proposer };
                self.current = self.next_alive(proposer);
                Ok(())
            }
            (Phase::SecondMove { .. }, Move::EndTurn) => {
                if checked && self.designated_mask() != 0 {
                    return Err(Refusal::SecondMoveRequired);
                }
                self.finish_moves(fx);
                Ok(())
            }
            (Phase::Jinx, Move::Call(t)) => {
                let me = self.current;
                if checked && (t >= 4 || self.target_mask(me) & (1 << t) == 0) {
                    return Err(Refusal::BadTarget {
                        target: self.seat_label(t),
                    });
                }
                let pieces = self.threatened(me, t);
                self.obligations.push(Obligation {
                    caller: me,
                    target: t,
                    pieces,
                });
                fx.push(Effect::Called { by: me, target: t });
                self.end_turn(true, fx);
                Ok(())
            }
            (Phase::Jinx, Move::NoCall) => {
                self.end_turn(false, fx);
                Ok(())
            }
            (&Phase::DrawAnswer { proposer }, Move::AcceptDraw) => {
                let next = self.next_alive(self.current);
                if next == proposer {
                    self.phase = Phase::Over(self.draw_outcome());
                    fx.push(Effect::GameOver);
                } else {
                    self.current = next;
                }
                Ok(())
            }
            (&Phase::DrawAnswer { proposer }, Move::DeclineDraw) => {
                self.current = proposer;
                self.phase = Phase::Move;
                self.declined = true;
                Ok(())
            }
            (Phase::Move, Move::EndTurn) => {
                wrong("ending the turn before a move (you must move a piece)")
            }
            (Phase::Jinx, _) => Err(Refusal::CallPending),
            (Phase::DrawAnswer { .. }, _) => Err(Refusal::AnswerPending),
            (_, Move::Call(_) | Move::NoCall) => wrong("a jinx call"),
            (_, Move::AcceptDraw | Move::DeclineDraw) => {
                wrong("answering a draw proposal (none was made)")
            }
            (_, Move::Pass) => wrong("passing"),
            (_, Move::ProposeDraw) => wrong("a draw proposal after a move"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;

    /// The threatened pieces as the destinations of every piece show them, one piece at a time.
    fn threats_by_walking(g: &Jinx, by: Seat, target: Seat) -> Vec<u8> {
        let e = g.enemies();
        if by == target || !e[by as usize][target as usize] {
            return Vec::new();
        }
        let sides = g.sides(by, &e);
        let mut hit = Vec::new();
        for p in g.pieces.iter().filter(|p| p.owner == by) {
            for &(to, mid) in g.piece_moves_among(p, &sides).as_slice() {
                for q in [to, mid] {
                    let Some(victim) = g.piece_at(q) else {
                        continue;
                    };
                    if victim.owner == target && !hit.contains(&victim.id) {
                        hit.push(victim.id);
                    }
                }
            }
        }
        hit.sort_unstable();
        hit
    }

    /// The mask forms of threats and of "has a move" agree with walking each piece's moves, on
    /// random boards of every mode.
    #[test]
    fn masks_agree_with_the_walk() {
        let mut rng = Rng::new(11);
        for mode in [Mode::Two, Mode::Three, Mode::Four] {
            for _ in 0..400 {
                let mut g = Jinx::start(mode, 0);
                let mut free: Vec<Point> = (0..board::POINTS as Point).collect();
                for k in 0..g.pieces.len() {
                    g.pieces[k].at = if rng.below(5) == 0 {
                        None
                    } else {
                        Some(free.swap_remove(rng.below(free.len())))
                    };
                }
                g.refresh();
                let e = g.enemies();
                let seats = g.seats() as Seat;
                for by in 0..seats {
                    for target in 0..seats {
                        let walked = threats_by_walking(&g, by, target);
                        assert_eq!(g.threats(by, target, &e), walked, "{}", g.to_position());
                        if by != target && e[by as usize][target as usize] {
                            let sides = g.sides(by, &e);
                            assert_eq!(g.threatens(by, target, &sides), !walked.is_empty());
                        }
                    }
                    for p in g.pieces.iter().filter(|p| p.owner == by && p.at.is_some()) {
                        let walked = g.piece_moves_among(p, &g.sides(by, &e)).len > 0;
                        assert_eq!(g.has_moves(p, &e), walked, "{}", g.to_position());
                    }
                    let any = g.pieces.iter().any(|p| {
                        p.owner == by
                            && p.at.is_some()
                            && g.piece_moves_among(p, &g.sides(by, &e)).len > 0
                    });
                    assert_eq!(g.has_any_move(by, &e), any);
                }
            }
        }
    }
}
