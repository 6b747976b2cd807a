//! Jinx (Brax), for two, three or four players, after `shared/rules/jinx.md`.
//!
//! # The game
//! Pieces stand on the 81 points of a 9×9 grid whose 144 segments are red or green
//! ([`board`]). A piece steps one segment of any colour, or makes two steps along segments of
//! its own colour (turning allowed, never back to where it started). It captures by ending on an
//! enemy piece; a two-step move over an enemy piece onto another enemy piece takes both. After
//! his move a player may call *jinx* on a player whose piece he threatens: that player must then
//! move one of the threatened pieces on his next turn. A player who called may not call on his
//! next own turn. The last player with pieces wins.
//!
//! - Two players: red (South, row 1) against green (North, row 9), seven pieces each.
//! - Four players: teams red (south plain + east starred) and green (north plain + west
//!   starred), three pieces each; a call may only target the next player.
//! - Three players: the lone player (five red, South) against the team of `plain` (three green,
//!   North) and `starred` (three green starred, East). From his second turn on the lone player
//!   may move two different pieces per turn.
//!
//! # Seats, options, variants
//! Seats are indices in the player list: 2p `red`=0, `green`=1; 3p `lone`=0, `plain`=1,
//! `starred`=2; 4p `south`=0, `north`=1, `east`=2, `west`=3. Variants: `two-player` (default),
//! `three-player`, `four-player`; `players` must agree with the variant. `first`: 2p the seat
//! that begins (0 red, 1 green); 4p the team that begins (0 red, 1 green: turn order south,
//! north, east, west or north, south, west, east); 3p only 0 (the lone player always begins).
//!
//! # State machine of a turn
//! [`Phase::Move`] (a seat with no move at all must play [`Move::Pass`]; when every remaining
//! player has one piece the seat may first [`Move::ProposeDraw`], answered by every other
//! remaining seat in [`Phase::DrawAnswer`]) → for the lone player from his second turn on,
//! [`Phase::SecondMove`] (another piece, or [`Move::EndTurn`] when the second move is not
//! compulsory) → [`Phase::Jinx`] only when a call is possible ([`Move::Call`] or
//! [`Move::NoCall`]) → next seat. The automatic draws are checked at the end of every turn.
//!
//! # Accessors for the UI
//! [`Jinx::pieces`], [`Jinx::piece_at`], [`Jinx::phase`], [`Jinx::current`] (the seat whose
//! turn or answer it is), [`Jinx::turn_order`], [`Jinx::is_eliminated`], [`Jinx::piece_count`],
//! [`Jinx::seat_colour`], [`Jinx::seat_starred`], [`Jinx::seat_side`], [`Jinx::seat_letter`],
//! [`Jinx::designated`] (pieces the seat must choose from now), [`Jinx::obligations`] (all
//! pending calls), [`Jinx::cooldown`], [`Jinx::call_targets`], [`Jinx::moves_from`] (legal
//! destinations from a point), [`Jinx::path`] (the points a move passes through),
//! [`Jinx::threatened`], [`Jinx::can_propose_draw`], [`Jinx::turns_without_capture`],
//! [`Jinx::lone_turns`], [`Jinx::draw_limits`], [`Jinx::move_text`] (a move with seat names).
//! Board geometry: [`board::segments`] (all 144 as `(a, b, colour)`), [`board::xy`],
//! [`board::links`], [`board::neighbours`], [`board::segment_colour`], [`board::strong_colour`].
//! Seats: [`Mode::seat_names`]; a start position for tests: [`Jinx::start`]; other draw limits:
//! [`Jinx::with_draw_limits`]. Seat accessors take a seat `< seats()`.
//!
//! # Diagram
//! [`Game::diagram`] draws the board as in the spec (`o` an empty point, `-r-`/`-g-` and lone
//! `r`/`g` the segments) with pieces as capital letters: `R`/`G` (2 players), `L`/`P`/`T` (lone,
//! plain, starred), `S`/`N`/`E`/`W` (4 players), followed by lines for the seats, turn order,
//! phase, obligations, cooldowns and counters.
//!
//! # Effects
//! A move of a piece gives `Moved { piece, path }` (path = 2 or 3 points), then `Captured` for
//! the middle and the end piece in that order, `Eliminated` for every seat left without pieces
//! and `GameOver` when the game ends. A call gives `Called { by, target }`, a pass `Passed`; an
//! automatic or agreed draw ends with `GameOver`. Draw proposals and answers give no effect.
//!
//! # Notation
//! Moves: `E5-C5` (from-to; the path is unique; `E5-D5-C5` and `E5xC5` are also read),
//! `end`, `jinx:1` (the target's seat number; reading also takes the seat name, `jinx:green`),
//! `nojinx`, `draw`, `accept`, `decline`, `pass`. Position strings: see `docs/notation.md`
//! (section Jinx) and [`Jinx::to_position`].
//!
//! # Sources
//! `shared/rules/jinx.md` (normative, rulings R-1 … R-15 applied as written) and its scenarios
//! `shared/rules/scenarios/jinx.md` (tests named after each example).
//!
//! # Rulings made here (where the spec is silent)
//! - A call is printed `jinx:<seat number>`: `Display` of a move has no access to the mode, so it
//!   cannot print the seat name; seat names are accepted when reading.
//! - The designated set of a call is fixed when the call is made (every piece of the target the
//!   caller threatens then); later changes of the threats do not change it.
//! - An obligation lapses when its caller is eliminated before the target's turn (the threat
//!   it stood for is gone with him). Designated pieces that are captured are dropped at once.
//! - A draw (by agreement or by the automatic limits) is a draw for every remaining player and
//!   a loss for the players already eliminated.
//! - A draw limit of 0 switches that safeguard off. The counter is compared with `>=`, so a
//!   position whose counter already exceeds a limit ends at the next turn end.
//! - A pass counts as a turn for the lone player's turn count (his first turn is his first turn,
//!   played or passed).
//! - A draw proposal is possible only in [`Phase::Move`] at the start of the turn (for the lone
//!   player: before his first move), only when the proposer has a legal move, and at most once
//!   per turn; answers are given in turn order after the proposer.
//! - The jinx decision is a phase of its own only when a call is possible (§7.1); otherwise the
//!   turn ends with the last move and no `NoCall` is asked for.
//! - Seat numbers of the 2- and 4-player games follow the brief: in the 2-player game the
//!   option `first = 1` makes green begin (turn order green, red); in the 4-player game it makes
//!   the green team begin (north, south, west, east).
//! - When the lone player's obligation has one movable designated piece (k = 1, R-10) his first
//!   move is free: [`Jinx::designated`] is then empty and the designation applies to the second
//!   move (which becomes compulsory) unless the first move was that piece.

pub mod ai;
pub mod board;
mod notation;

use crate::engine::{
    Effect, Effects, Game, IllegalMove, Options, Outcome, ParseError, Seat, SeatResult, ToMove,
    Variant,
};
use board::{Colour, Point};
use std::fmt;
use std::str::FromStr;

/// Which game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    Two,
    Three,
    Four,
}

/// A board side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    South,
    North,
    East,
    West,
}

/// One piece; `at` is `None` once captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub id: u8,
    pub owner: Seat,
    pub colour: Colour,
    pub starred: bool,
    pub at: Option<Point>,
}

/// A pending obligation: on `target`'s next turn one of `pieces` must move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Obligation {
    pub caller: Seat,
    pub target: Seat,
    pub pieces: Vec<u8>,
}

/// Where the turn of the seat to move stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat must move a piece (or pass when it has none to move).
    Move,
    /// The lone player (3-player game) has moved `moved` and may move a second, other piece.
    SecondMove {
        moved: u8,
    },
    /// The move part is done; the seat may call jinx (only entered when a call is possible).
    Jinx,
    /// `proposer` proposed a draw; the seat to move answers.
    DrawAnswer {
        proposer: Seat,
    },
    Over(Outcome),
}

/// A move. Text forms: `E5-C5`, `end`, `jinx:1`, `nojinx`, `draw`, `accept`, `decline`, `pass`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Go { from: Point, to: Point },
    EndTurn,
    Call(Seat),
    NoCall,
    ProposeDraw,
    AcceptDraw,
    DeclineDraw,
    Pass,
}

/// Default draw limits: turns without capture when everybody has one piece, and always.
pub const DEFAULT_LIMITS: (u32, u32) = (20, 200);

const EMPTY: u8 = 255;

/// Fixed facts of a mode.
struct Layout {
    names: &'static [&'static str],
    letters: &'static [char],
    colours: &'static [Colour],
    starred: &'static [bool],
    sides: &'static [Side],
    teams: &'static [u8],
    starts: &'static [&'static [&'static str]],
}

const TWO: Layout = Layout {
    names: &["red", "green"],
    letters: &['R', 'G'],
    colours: &[Colour::Red, Colour::Green],
    starred: &[false, false],
    sides: &[Side::South, Side::North],
    teams: &[0, 1],
    starts: &[
        &["B1", "C1", "D1", "E1", "F1", "G1", "H1"],
        &["B9", "C9", "D9", "E9", "F9", "G9", "H9"],
    ],
};

const THREE: Layout = Layout {
    names: &["lone", "plain", "starred"],
    letters: &['L', 'P', 'T'],
    colours: &[Colour::Red, Colour::Green, Colour::Green],
    starred: &[false, false, true],
    sides: &[Side::South, Side::North, Side::East],
    teams: &[0, 1, 1],
    starts: &[
        &["H1", "G1", "F1", "E1", "D1"],
        &["B9", "C9", "D9"],
        &["I8", "I7", "I6"],
    ],
};

const FOUR: Layout = Layout {
    names: &["south", "north", "east", "west"],
    letters: &['S', 'N', 'E', 'W'],
    colours: &[Colour::Red, Colour::Green, Colour::Red, Colour::Green],
    starred: &[false, false, true, true],
    sides: &[Side::South, Side::North, Side::East, Side::West],
    teams: &[0, 1, 0, 1],
    starts: &[
        &["H1", "G1", "F1"],
        &["B9", "C9", "D9"],
        &["I8", "I7", "I6"],
        &["A2", "A3", "A4"],
    ],
};

/// The lone player's seat in the three-player game.
pub const LONE: Seat = 0;

/// What stands on a point, seen from one seat.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Occ {
    Empty,
    Friend,
    Enemy,
}

/// "No middle point" (a one-step move) in [`Dests`].
const NO_MID: Point = 255;

/// The destinations of one piece: at most 4 steps and 12 two-step moves.
struct Dests {
    items: [(Point, Point); 16],
    len: usize,
}

impl Dests {
    fn push(&mut self, to: Point, mid: Point) {
        self.items[self.len] = (to, mid);
        self.len += 1;
    }
    fn as_slice(&self) -> &[(Point, Point)] {
        &self.items[..self.len]
    }
}

/// Which seats are enemies of which (indexed `[a][b]`).
type Enemies = [[bool; 4]; 4];

/// A Jinx position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Jinx {
    mode: Mode,
    pieces: Vec<Piece>,
    /// Piece id on every point, `EMPTY` where there is none.
    board: [u8; board::POINTS],
    order: Vec<Seat>,
    /// The seat whose turn it is, or who answers a draw proposal.
    current: Seat,
    phase: Phase,
    obligations: Vec<Obligation>,
    /// Per seat: called jinx on his previous own turn.
    cooldown: Vec<bool>,
    quiet: u32,
    /// A capture was made in the turn under way.
    captured: bool,
    /// A draw proposal was declined in the turn under way.
    declined: bool,
    lone_turns: u32,
    limits: (u32, u32),
    /// Derived from `pieces` (kept in step by `refresh`): pieces per seat, the seats with
    /// pieces (bit mask) and who is whose enemy.
    counts: [u8; 4],
    alive: u8,
    enemy: Enemies,
}

impl Mode {
    fn layout(self) -> &'static Layout {
        match self {
            Mode::Two => &TWO,
            Mode::Three => &THREE,
            Mode::Four => &FOUR,
        }
    }

    /// Number of seats.
    pub fn seats(self) -> usize {
        self.layout().names.len()
    }

    /// The seat names, by seat number.
    pub fn seat_names(self) -> &'static [&'static str] {
        self.layout().names
    }

    /// The turn order for a first player (2p) or first team (4p).
    fn order(self, first: u8) -> Vec<Seat> {
        match (self, first) {
            (Mode::Two, 1) => vec![1, 0],
            (Mode::Two, _) => vec![0, 1],
            (Mode::Three, _) => vec![0, 1, 2],
            (Mode::Four, 1) => vec![1, 0, 3, 2],
            (Mode::Four, _) => vec![0, 1, 2, 3],
        }
    }

    fn tag(self) -> &'static str {
        match self {
            Mode::Two => "jinx2",
            Mode::Three => "jinx3",
            Mode::Four => "jinx4",
        }
    }
}

/// Finds a seat number by name in any mode (the names differ between modes).
fn seat_by_any_name(name: &str) -> Option<Seat> {
    [&TWO, &THREE, &FOUR]
        .iter()
        .find_map(|l| l.names.iter().position(|n| *n == name))
        .map(|i| i as Seat)
}

impl Jinx {
    /// The start position of a mode. `first`: 2p the seat, 4p the team that begins.
    pub fn start(mode: Mode, first: u8) -> Jinx {
        let layout = mode.layout();
        let mut pieces = Vec::new();
        for (seat, starts) in layout.starts.iter().enumerate() {
            for name in starts.iter() {
                pieces.push(Piece {
                    id: pieces.len() as u8,
                    owner: seat as Seat,
                    colour: layout.colours[seat],
                    starred: layout.starred[seat],
                    at: board::parse_point(name),
                });
            }
        }
        let order = mode.order(first);
        let mut g = Jinx {
            mode,
            pieces,
            board: [EMPTY; board::POINTS],
            current: order[0],
            order,
            phase: Phase::Move,
            obligations: Vec::new(),
            cooldown: vec![false; mode.seats()],
            quiet: 0,
            captured: false,
            declined: false,
            lone_turns: 0,
            limits: DEFAULT_LIMITS,
            counts: [0; 4],
            alive: 0,
            enemy: [[false; 4]; 4],
        };
        g.rebuild_board();
        g
    }

    /// The same position with other draw limits: `one_piece` turns without capture when
    /// every remaining player has one piece, `total` turns without capture in any case; 0
    /// switches a limit off.
    pub fn with_draw_limits(mut self, one_piece: u32, total: u32) -> Jinx {
        self.limits = (one_piece, total);
        self
    }

    fn rebuild_board(&mut self) {
        self.board = [EMPTY; board::POINTS];
        for p in &self.pieces {
            if let Some(at) = p.at {
                self.board[at as usize] = p.id;
            }
        }
        self.refresh();
    }

    /// Recomputes the derived counts, the alive mask and the enemy table.
    fn refresh(&mut self) {
        self.counts = [0; 4];
        self.alive = 0;
        for p in &self.pieces {
            if p.at.is_some() {
                self.counts[p.owner as usize] += 1;
                self.alive |= 1 << p.owner;
            }
        }
        let teams = self.layout().teams;
        let n = teams.len();
        let mut e = [[false; 4]; 4];
        for a in 0..n {
            // The alliance holds while somebody of another team still has pieces.
            let alliance = (0..n).any(|s| self.alive & (1 << s) != 0 && teams[s] != teams[a]);
            for b in 0..n {
                e[a][b] = a != b && !(teams[a] == teams[b] && alliance);
            }
        }
        self.enemy = e;
    }

    fn layout(&self) -> &'static Layout {
        self.mode.layout()
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }
    /// All pieces, captured ones included (with `at == None`); the index is the id.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }
    pub fn piece_at(&self, p: Point) -> Option<&Piece> {
        match self.board.get(p as usize) {
            Some(&id) if id != EMPTY => Some(&self.pieces[id as usize]),
            _ => None,
        }
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The seat whose turn it is (in [`Phase::DrawAnswer`]: the seat that answers).
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn seat_colour(&self, seat: Seat) -> Colour {
        self.layout().colours[seat as usize]
    }
    pub fn seat_starred(&self, seat: Seat) -> bool {
        self.layout().starred[seat as usize]
    }
    pub fn seat_side(&self, seat: Seat) -> Side {
        self.layout().sides[seat as usize]
    }
    /// The letter that shows the seat's pieces in [`Game::diagram`].
    pub fn seat_letter(&self, seat: Seat) -> char {
        self.layout().letters[seat as usize]
    }
    /// The team of a seat (2p: every seat its own team; 3p: lone 0, the others 1; 4p: red 0,
    /// green 1).
    pub fn seat_team(&self, seat: Seat) -> u8 {
        self.layout().teams[seat as usize]
    }
    /// Number of pieces of `seat` on the board.
    pub fn piece_count(&self, seat: Seat) -> usize {
        self.counts.get(seat as usize).copied().unwrap_or(0) as usize
    }
    pub fn is_eliminated(&self, seat: Seat) -> bool {
        self.piece_count(seat) == 0
    }
    /// Seats in turn order (eliminated seats are skipped in play).
    pub fn turn_order(&self) -> &[Seat] {
        &self.order
    }
    /// All pending obligations (calls not yet answered), in the order they were made.
    pub fn obligations(&self) -> &[Obligation] {
        &self.obligations
    }
    /// Whether `seat` called jinx on his previous own turn (and so may not call on this one).
    pub fn cooldown(&self, seat: Seat) -> bool {
        self.cooldown.get(seat as usize).copied().unwrap_or(false)
    }
    /// Turns the lone player has played (3-player game; 0 otherwise).
    pub fn lone_turns(&self) -> u32 {
        self.lone_turns
    }
    /// The draw limits `(one piece each, total)`; 0 = off.
    pub fn draw_limits(&self) -> (u32, u32) {
        self.limits
    }
    pub fn turns_without_capture(&self) -> u32 {
        self.quiet
    }

    /// The pieces the seat to move must choose from this turn (empty = free choice).
    pub fn designated(&self) -> Vec<u8> {
        match self.phase {
            Phase::Move => {
                let e = self.enemies();
                let m = self.movable_designated(self.current, &e);
                if m.len() == 1 && self.two_moves_this_turn() {
                    Vec::new()
                } else {
                    m
                }
            }
            Phase::SecondMove { moved } => {
                let e = self.enemies();
                let mut m = self.movable_designated(self.current, &e);
                m.retain(|id| *id != moved);
                m
            }
            _ => Vec::new(),
        }
    }

    /// The points a `Go` move passes through, start and end included; `None` if it is not a
    /// legal path for the piece standing on `from` (whoever's turn it is, obligations ignored).
    pub fn path(&self, from: Point, to: Point) -> Option<Vec<Point>> {
        let e = self.enemies();
        let piece = self.piece_at(from)?;
        match self.route(piece, to, &e)? {
            None => Some(vec![from, to]),
            Some(mid) => Some(vec![from, mid, to]),
        }
    }

    /// The pieces of `target` that `by` threatens now (§5.4), in id order.
    pub fn threatened(&self, by: Seat, target: Seat) -> Vec<u8> {
        let e = self.enemies();
        self.threats(by, target, &e)
    }

    /// The legal destinations of a `Go` move from `from` in the current legal moves.
    pub fn moves_from(&self, from: Point) -> Vec<Point> {
        self.legal_moves()
            .into_iter()
            .filter_map(|m| match m {
                Move::Go { from: f, to } if f == from => Some(to),
                _ => None,
            })
            .collect()
    }

    /// The seats the seat to move could call jinx on now (only in [`Phase::Jinx`]).
    pub fn call_targets(&self) -> Vec<Seat> {
        if self.phase != Phase::Jinx {
            return Vec::new();
        }
        self.targets(self.current)
    }

    /// Whether the seat to move may propose a draw now.
    pub fn can_propose_draw(&self) -> bool {
        if self.phase != Phase::Move || self.declined {
            return false;
        }
        let all_single = (0..self.seats() as Seat).all(|s| matches!(self.piece_count(s), 0 | 1));
        all_single && self.has_any_move(self.current, &self.enemies())
    }

    /// A move as text with the seat name for calls (`jinx:green`), for people.
    pub fn move_text(&self, mv: &Move) -> String {
        match mv {
            Move::Call(s) if (*s as usize) < self.seats() => {
                format!("jinx:{}", self.layout().names[*s as usize])
            }
            _ => mv.to_string(),
        }
    }

    // ----- relations -----

    fn alive_mask(&self) -> u8 {
        self.alive
    }

    fn enemies(&self) -> Enemies {
        self.enemy
    }

    /// What stands on a point, seen from `mine`.
    #[inline]
    fn occupant(&self, p: Point, mine: usize, e: &Enemies) -> Occ {
        let id = self.board[p as usize];
        if id == EMPTY {
            Occ::Empty
        } else if e[mine][self.pieces[id as usize].owner as usize] {
            Occ::Enemy
        } else {
            Occ::Friend
        }
    }

    /// Every destination of `piece` (§5.1, §5.2), with the middle point of two-step moves.
    fn piece_moves(&self, piece: &Piece, e: &Enemies) -> Dests {
        let mut out = Dests {
            items: [(0, NO_MID); 16],
            len: 0,
        };
        let Some(from) = piece.at else { return out };
        let mine = piece.owner as usize;
        for (q, _) in board::links(from) {
            if self.occupant(q, mine, e) != Occ::Friend {
                out.push(q, NO_MID);
            }
        }
        for (m, c) in board::links(from) {
            if c != piece.colour {
                continue;
            }
            let mid = self.occupant(m, mine, e);
            if mid == Occ::Friend {
                continue;
            }
            for (t, c2) in board::links(m) {
                if c2 != piece.colour || t == from {
                    continue;
                }
                let dest = self.occupant(t, mine, e);
                let ok = match mid {
                    Occ::Empty => dest != Occ::Friend,
                    _ => dest == Occ::Enemy,
                };
                if ok {
                    out.push(t, m);
                }
            }
        }
        out
    }

    /// The middle point of the legal move of `piece` to `to`: `Some(None)` for a step,
    /// `Some(Some(m))` for two steps, `None` if it is not a legal move.
    fn route(&self, piece: &Piece, to: Point, e: &Enemies) -> Option<Option<Point>> {
        let d = self.piece_moves(piece, e);
        d.as_slice()
            .iter()
            .find(|(t, _)| *t == to)
            .map(|(_, m)| (*m != NO_MID).then_some(*m))
    }

    fn has_moves(&self, piece: &Piece, e: &Enemies) -> bool {
        self.piece_moves(piece, e).len > 0
    }

    fn has_any_move(&self, seat: Seat, e: &Enemies) -> bool {
        self.pieces
            .iter()
            .any(|p| p.owner == seat && p.at.is_some() && self.has_moves(p, e))
    }

    /// All `Go` moves of `seat`, obligations ignored, skipping piece `skip`.
    fn go_moves(&self, seat: Seat, skip: Option<u8>, e: &Enemies, only: &[u8]) -> Vec<Move> {
        let mut out = Vec::with_capacity(32);
        for p in &self.pieces {
            if p.owner != seat || Some(p.id) == skip {
                continue;
            }
            let Some(from) = p.at else { continue };
            if !only.is_empty() && !only.contains(&p.id) {
                continue;
            }
            let d = self.piece_moves(p, e);
            out.extend(
                d.as_slice()
                    .iter()
                    .map(|(to, _)| Move::Go { from, to: *to }),
            );
        }
        out
    }

    /// Pieces of `target` that `by` threatens (§5.4).
    fn threats(&self, by: Seat, target: Seat, e: &Enemies) -> Vec<u8> {
        let mut hit = Vec::new();
        if by == target || !e[by as usize][target as usize] {
            return hit;
        }
        for p in &self.pieces {
            if p.owner != by || p.at.is_none() {
                continue;
            }
            let d = self.piece_moves(p, e);
            for (to, mid) in d.as_slice() {
                for q in [*to, *mid] {
                    if q == NO_MID {
                        continue;
                    }
                    let id = self.board[q as usize];
                    if id != EMPTY && self.pieces[id as usize].owner == target && !hit.contains(&id)
                    {
                        hit.push(id);
                    }
                }
            }
        }
        hit.sort_unstable();
        hit
    }

    /// The designated pieces of all obligations against `seat` that can move, in id order.
    fn movable_designated(&self, seat: Seat, e: &Enemies) -> Vec<u8> {
        let mut ids: Vec<u8> = self
            .obligations
            .iter()
            .filter(|o| o.target == seat)
            .flat_map(|o| o.pieces.iter().copied())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.retain(|id| {
            let p = &self.pieces[*id as usize];
            p.at.is_some() && self.has_moves(p, e)
        });
        ids
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
    fn targets(&self, by: Seat) -> Vec<Seat> {
        if self.cooldown(by) {
            return Vec::new();
        }
        let e = self.enemies();
        let candidates: Vec<Seat> = match self.mode {
            Mode::Four => vec![self.next_alive(by)],
            _ => (0..self.seats() as Seat).collect(),
        };
        let mine = self.piece_count(by);
        candidates
            .into_iter()
            .filter(|&t| {
                if t == by || !e[by as usize][t as usize] {
                    return false;
                }
                let theirs = self.piece_count(t);
                if theirs <= 1 || (mine == 1 && theirs == 2) || (mine == 2 && theirs == 1) {
                    return false;
                }
                !self.threats(by, t, &e).is_empty()
            })
            .collect()
    }

    // ----- playing -----

    fn err(&self, mv: &Move, code: &'static str, reason: impl Into<String>) -> IllegalMove {
        IllegalMove::new(self.move_text(mv), code, reason)
    }

    fn seat_label(&self, seat: Seat) -> &'static str {
        self.layout()
            .names
            .get(seat as usize)
            .copied()
            .unwrap_or("?")
    }

    /// Checks a `Go` move of the seat to move; returns the moving piece and the middle point.
    fn check_go(
        &self,
        mv: &Move,
        from: Point,
        to: Point,
        skip: Option<u8>,
        e: &Enemies,
    ) -> Result<(u8, Option<Point>), IllegalMove> {
        if from as usize >= board::POINTS || to as usize >= board::POINTS {
            return Err(self.err(mv, "jinx.no-such-point", "that point is not on the board"));
        }
        let Some(piece) = self.piece_at(from) else {
            return Err(self.err(
                mv,
                "jinx.no-piece",
                format!("there is no piece on {}", board::name(from)),
            ));
        };
        if piece.owner != self.current {
            return Err(self.err(
                mv,
                "jinx.not-your-piece",
                format!(
                    "the piece on {} belongs to {}, not to {}",
                    board::name(from),
                    self.seat_label(piece.owner),
                    self.seat_label(self.current)
                ),
            ));
        }
        if Some(piece.id) == skip {
            return Err(self.err(
                mv,
                "jinx.same-piece",
                "the second move of a turn must be made with another piece",
            ));
        }
        let Some(mid) = self.route(piece, to, e) else {
            return Err(self.err(
                mv,
                "jinx.bad-path",
                format!(
                    "the piece on {} cannot go to {}: one step on any line, or two steps along \
                     its own colour, to an empty point or an enemy piece",
                    board::name(from),
                    board::name(to)
                ),
            ));
        };
        let d = self.designated();
        if !d.is_empty() && !d.contains(&piece.id) {
            let names: Vec<String> = d
                .iter()
                .filter_map(|id| self.pieces[*id as usize].at)
                .map(board::name)
                .collect();
            return Err(self.err(
                mv,
                "jinx.must-move-designated",
                format!("a jinx obliges you to move one of: {}", names.join(", ")),
            ));
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
        fx: &mut Effects,
    ) -> bool {
        let mut path = vec![from as u16];
        path.extend(mid.map(|m| m as u16));
        path.push(to as u16);
        fx.push(Effect::Moved {
            piece: id as u16,
            path,
        });
        let alive_before = self.alive_mask();
        for q in mid.into_iter().chain(std::iter::once(to)) {
            let victim = self.board[q as usize];
            if victim != EMPTY {
                let owner = self.pieces[victim as usize].owner;
                self.pieces[victim as usize].at = None;
                self.board[q as usize] = EMPTY;
                fx.push(Effect::Captured {
                    piece: victim as u16,
                    at: q as u16,
                    owner,
                });
                self.captured = true;
                self.quiet = 0;
            }
        }
        self.board[from as usize] = EMPTY;
        self.board[to as usize] = id;
        self.pieces[id as usize].at = Some(to);
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
    fn finish_moves(&mut self, fx: &mut Effects) {
        let me = self.current;
        self.obligations.retain(|o| o.target != me);
        if self.targets(me).is_empty() {
            self.end_turn(false, fx);
        } else {
            self.phase = Phase::Jinx;
        }
    }

    fn end_turn(&mut self, called: bool, fx: &mut Effects) {
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

    fn draw_outcome(&self) -> Outcome {
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

    fn play_go(&mut self, mv: &Move, from: Point, to: Point) -> Result<Effects, IllegalMove> {
        let e = self.enemies();
        let skip = match self.phase {
            Phase::SecondMove { moved } => Some(moved),
            _ => None,
        };
        let (id, mid) = self.check_go(mv, from, to, skip, &e)?;
        let mut fx = Effects::new();
        self.declined = false;
        let first_of_two = self.phase == Phase::Move && self.two_moves_this_turn();
        // the lone player's designations as they stand at the start of his turn.
        let start_movable = if first_of_two {
            self.movable_designated(self.current, &e)
        } else {
            Vec::new()
        };
        if self.execute(id, from, mid, to, &mut fx) {
            return Ok(fx);
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
                return Ok(fx);
            }
        }
        self.finish_moves(&mut fx);
        Ok(fx)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Go { from, to } => {
                if (*from as usize) < board::POINTS && (*to as usize) < board::POINTS {
                    write!(f, "{}-{}", board::name(*from), board::name(*to))
                } else {
                    write!(f, "?{from}-{to}")
                }
            }
            Move::EndTurn => f.write_str("end"),
            Move::Call(s) => write!(f, "jinx:{s}"),
            Move::NoCall => f.write_str("nojinx"),
            Move::ProposeDraw => f.write_str("draw"),
            Move::AcceptDraw => f.write_str("accept"),
            Move::DeclineDraw => f.write_str("decline"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        let simple = match t.as_str() {
            "end" => Some(Move::EndTurn),
            "nojinx" => Some(Move::NoCall),
            "draw" => Some(Move::ProposeDraw),
            "accept" => Some(Move::AcceptDraw),
            "decline" => Some(Move::DeclineDraw),
            "pass" => Some(Move::Pass),
            _ => None,
        };
        if let Some(m) = simple {
            return Ok(m);
        }
        if let Some(target) = t.strip_prefix("jinx:") {
            if let Ok(n) = target.parse::<u8>() {
                if n < 4 {
                    return Ok(Move::Call(n));
                }
            }
            return seat_by_any_name(target)
                .map(Move::Call)
                .ok_or_else(|| ParseError::new(format!("\"{target}\" is not a seat")));
        }
        let parts: Vec<&str> = t.split(['-', 'x']).collect();
        let points: Option<Vec<Point>> = parts.iter().map(|p| board::parse_point(p)).collect();
        let bad = || {
            ParseError::new(format!(
                "\"{}\" is not a Jinx move (E5-C5, end, jinx:SEAT, nojinx, draw, accept, \
                 decline, pass)",
                s.trim()
            ))
        };
        let points = points.ok_or_else(bad)?;
        match points[..] {
            [from, to] if from != to => Ok(Move::Go { from, to }),
            [from, mid, to]
                if board::adjacent(from, mid) && board::adjacent(mid, to) && from != to =>
            {
                Ok(Move::Go { from, to })
            }
            _ => Err(bad()),
        }
    }
}

impl Game for Jinx {
    type Move = Move;
    const NAME: &'static str = "jinx";

    fn move_text(&self, mv: &Move) -> String {
        Jinx::move_text(self, mv)
    }

    fn variants() -> &'static [Variant] {
        &[
            Variant {
                name: "two-player",
                summary: "red against green, seven pieces each",
                players: &[2],
            },
            Variant {
                name: "three-player",
                summary:
                    "a lone player with five pieces and two moves a turn against a team of two",
                players: &[3],
            },
            Variant {
                name: "four-player",
                summary: "two teams of two, three pieces each; a jinx targets the next player",
                players: &[4],
            },
        ]
    }

    fn new(options: &Options) -> Result<Self, ParseError> {
        if options.balls.is_some() {
            return Err(ParseError::new("Jinx has no balls option"));
        }
        let by_variant = match options.variant.as_deref() {
            None => None,
            Some("two-player") => Some(Mode::Two),
            Some("three-player") => Some(Mode::Three),
            Some("four-player") => Some(Mode::Four),
            Some(other) => {
                return Err(ParseError::new(format!(
                    "unknown Jinx variant \"{other}\" (two-player, three-player, four-player)"
                )))
            }
        };
        let by_players = match options.players {
            None => None,
            Some(2) => Some(Mode::Two),
            Some(3) => Some(Mode::Three),
            Some(4) => Some(Mode::Four),
            Some(n) => {
                return Err(ParseError::new(format!(
                    "Jinx is played by 2, 3 or 4 players, not {n}"
                )))
            }
        };
        let mode = match (by_variant, by_players) {
            (Some(v), Some(p)) if v != p => {
                return Err(ParseError::new(format!(
                    "the variant {} is for {} players, not {}",
                    options.variant.as_deref().unwrap_or(""),
                    v.seats(),
                    p.seats()
                )))
            }
            (Some(v), _) => v,
            (None, Some(p)) => p,
            (None, None) => Mode::Two,
        };
        let first = options.first.unwrap_or(0);
        match (mode, first) {
            (Mode::Three, 0) | (Mode::Two | Mode::Four, 0 | 1) => {}
            (Mode::Three, _) => {
                return Err(ParseError::new(
                    "in the three-player game the lone player begins",
                ))
            }
            _ => {
                return Err(ParseError::new(
                    "first must be 0 (red) or 1 (green) in the two- and four-player games",
                ))
            }
        }
        Ok(Jinx::start(mode, first))
    }

    fn seats(&self) -> usize {
        self.mode.seats()
    }

    fn seat_name(&self, seat: Seat) -> String {
        self.seat_label(seat).to_string()
    }

    fn to_move(&self) -> ToMove {
        match &self.phase {
            Phase::Over(o) => ToMove::Over(o.clone()),
            _ => ToMove::Seat(self.current),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let e = self.enemies();
        let me = self.current;
        match self.phase {
            Phase::Over(_) => Vec::new(),
            Phase::Move => {
                let d = self.designated();
                let mut v = self.go_moves(me, None, &e, &d);
                if v.is_empty() {
                    return vec![Move::Pass];
                }
                if self.can_propose_draw() {
                    v.push(Move::ProposeDraw);
                }
                v
            }
            Phase::SecondMove { moved } => {
                let d = self.designated();
                let mut v = self.go_moves(me, Some(moved), &e, &d);
                if d.is_empty() {
                    v.push(Move::EndTurn);
                }
                v
            }
            Phase::Jinx => {
                let mut v: Vec<Move> = self.targets(me).into_iter().map(Move::Call).collect();
                v.push(Move::NoCall);
                v
            }
            Phase::DrawAnswer { .. } => vec![Move::AcceptDraw, Move::DeclineDraw],
        }
    }

    fn play(&mut self, mv: &Move) -> Result<Effects, IllegalMove> {
        let phase = self.phase.clone();
        let wrong = |g: &Jinx, what: &str| {
            Err(g.err(
                mv,
                "jinx.wrong-phase",
                format!("{what} is not possible now"),
            ))
        };
        match (phase, *mv) {
            (Phase::Over(_), _) => Err(self.err(mv, "jinx.game-over", "the game is over")),
            (Phase::Move | Phase::SecondMove { .. }, Move::Go { from, to }) => {
                self.play_go(mv, from, to)
            }
            (Phase::Move, Move::Pass) => {
                let e = self.enemies();
                if self.has_any_move(self.current, &e) {
                    return Err(self.err(
                        mv,
                        "jinx.cannot-pass",
                        "you may not pass while you have a legal move",
                    ));
                }
                let mut fx = vec![Effect::Passed { seat: self.current }];
                let me = self.current;
                self.obligations.retain(|o| o.target != me);
                self.end_turn(false, &mut fx);
                Ok(fx)
            }
            (Phase::Move, Move::ProposeDraw) => {
                if !self.can_propose_draw() {
                    let reason = if self.declined {
                        "a draw was already proposed this turn"
                    } else {
                        "a draw may be proposed only when every remaining player has one piece"
                    };
                    return Err(self.err(mv, "jinx.no-draw", reason));
                }
                let proposer = self.current;
                self.phase = Phase::DrawAnswer { proposer };
                self.current = self.next_alive(proposer);
                Ok(Effects::new())
            }
            (Phase::SecondMove { .. }, Move::EndTurn) => {
                if !self.designated().is_empty() {
                    return Err(self.err(
                        mv,
                        "jinx.second-move-required",
                        "a jinx obliges you to move a second designated piece",
                    ));
                }
                let mut fx = Effects::new();
                self.finish_moves(&mut fx);
                Ok(fx)
            }
            (Phase::Jinx, Move::Call(t)) => {
                let me = self.current;
                if !self.targets(me).contains(&t) {
                    return Err(self.err(
                        mv,
                        "jinx.bad-target",
                        format!("you cannot call jinx on {} now", self.seat_label(t)),
                    ));
                }
                let pieces = self.threatened(me, t);
                self.obligations.push(Obligation {
                    caller: me,
                    target: t,
                    pieces,
                });
                let mut fx = vec![Effect::Called { by: me, target: t }];
                self.end_turn(true, &mut fx);
                Ok(fx)
            }
            (Phase::Jinx, Move::NoCall) => {
                let mut fx = Effects::new();
                self.end_turn(false, &mut fx);
                Ok(fx)
            }
            (Phase::DrawAnswer { proposer }, Move::AcceptDraw) => {
                let next = self.next_alive(self.current);
                if next == proposer {
                    self.phase = Phase::Over(self.draw_outcome());
                    Ok(vec![Effect::GameOver])
                } else {
                    self.current = next;
                    Ok(Effects::new())
                }
            }
            (Phase::DrawAnswer { proposer }, Move::DeclineDraw) => {
                self.current = proposer;
                self.phase = Phase::Move;
                self.declined = true;
                Ok(Effects::new())
            }
            (Phase::Move, Move::EndTurn) => wrong(
                self,
                "ending the turn before a move (you must move a piece)",
            ),
            (Phase::Jinx, _) => Err(self.err(
                mv,
                "jinx.call-pending",
                "your move is done: call jinx (jinx:SEAT) or not (nojinx)",
            )),
            (Phase::DrawAnswer { .. }, _) => Err(self.err(
                mv,
                "jinx.answer-pending",
                "a draw was proposed: answer accept or decline",
            )),
            (_, Move::Call(_) | Move::NoCall) => wrong(self, "a jinx call"),
            (_, Move::AcceptDraw | Move::DeclineDraw) => {
                wrong(self, "answering a draw proposal (none was made)")
            }
            (_, Move::Pass) => wrong(self, "passing"),
            (_, Move::ProposeDraw) => wrong(self, "a draw proposal after a move"),
        }
    }

    fn to_position(&self) -> String {
        notation::write_position(self)
    }

    fn from_position(text: &str) -> Result<Self, ParseError> {
        notation::read_position(text)
    }

    fn diagram(&self) -> String {
        notation::diagram(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseError> {
        let mv: Move = text.trim().parse()?;
        let t = text.trim().to_ascii_lowercase();
        if let Some(target) = t.strip_prefix("jinx:") {
            let known = target
                .parse::<u8>()
                .is_ok_and(|n| (n as usize) < self.seats())
                || self.layout().names.contains(&target);
            if !known {
                return Err(ParseError::new(format!(
                    "there is no seat \"{target}\" in this game (seats: {})",
                    self.layout().names.join(", ")
                )));
            }
        }
        // The path form E5-D5-C5 must name the real middle point.
        let parts: Vec<&str> = t.split(['-', 'x']).collect();
        if let (Move::Go { from, to }, [_, mid, _]) = (mv, &parts[..]) {
            let mid = board::parse_point(mid);
            if let Some(path) = self.path(from, to) {
                if path.len() != 3 || Some(path[1]) != mid {
                    return Err(ParseError::new(format!(
                        "{} does not go from {} to {} that way",
                        text.trim(),
                        board::name(from),
                        board::name(to)
                    )));
                }
            }
        }
        Ok(mv)
    }
}
