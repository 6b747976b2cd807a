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
//! - Why a game was drawn ([`Jinx::draw_reason`]) follows from the counter of turns without a
//!   capture, which stays as the game ended: a limit reached, else an agreement (an agreement is
//!   only possible below both limits, since reaching one ends the game at once).
//! - The next game of the same players ([`Game::rematch`], "play again"; R-1 leaves the first
//!   player to the setup): the other colour (team) begins it, seats unchanged; in the
//!   three-player game the lone player always begins (§3.3), so nothing changes.
//! - The rules know no resignation, so none is offered.

pub mod ai;
pub mod board;
mod notation;
pub mod refusal;
mod rules;

use crate::engine::inline::Inline;
use crate::engine::{
    Game, IllegalMove, Mover, Options, Outcome, ParseError, Recorder, Rematch, Seat, ToMove,
    Variant,
};
use board::{Colour, Point};
pub use refusal::Refusal;
use rules::ids;
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

/// Why a game of Jinx was drawn (section 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// Every remaining player accepted a proposed draw (9.2).
    Agreement,
    /// This many turns in a row without a capture (9.3).
    NoCapture(u32),
    /// Every remaining player had one piece, and this many turns passed without a capture
    /// (9.3).
    OnePieceEach(u32),
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

impl Move {
    /// The `(from, to)` of a piece move; `None` for the other moves.
    pub fn go(&self) -> Option<(Point, Point)> {
        match *self {
            Move::Go { from, to } => Some((from, to)),
            _ => None,
        }
    }
}

/// Default draw limits: turns without capture when everybody has one piece, and always.
pub const DEFAULT_LIMITS: (u32, u32) = (20, 200);

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

/// The most pieces a mode has (seven each in the two-player game).
const MAX_PIECES: usize = 14;

/// A piece slot not in use.
const NO_PIECE: Piece = Piece {
    id: 0,
    owner: 0,
    colour: Colour::Red,
    starred: false,
    at: None,
};

/// Which seats are enemies of which (indexed `[a][b]`).
type Enemies = [[bool; 4]; 4];

/// A Jinx position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Jinx {
    mode: Mode,
    pieces: Inline<Piece, MAX_PIECES>,
    order: Inline<Seat, 4>,
    /// The seat whose turn it is, or who answers a draw proposal.
    current: Seat,
    phase: Phase,
    obligations: Vec<Obligation>,
    /// Per seat: called jinx on his previous own turn.
    cooldown: [bool; 4],
    quiet: u32,
    /// A capture was made in the turn under way.
    captured: bool,
    /// A draw proposal was declined in the turn under way.
    declined: bool,
    lone_turns: u32,
    limits: (u32, u32),
    /// Derived from `pieces` (kept in step by `refresh`): pieces per seat, the seats with
    /// pieces (bit mask), where each seat's pieces stand and who is whose enemy.
    counts: [u8; 4],
    alive: u8,
    /// The points of each seat's pieces, as bit masks.
    occ: [u128; 4],
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
    fn order(self, first: u8) -> Inline<Seat, 4> {
        let seats: &[Seat] = match (self, first) {
            (Mode::Two, 1) => &[1, 0],
            (Mode::Two, _) => &[0, 1],
            (Mode::Three, _) => &[0, 1, 2],
            (Mode::Four, 1) => &[1, 0, 3, 2],
            (Mode::Four, _) => &[0, 1, 2, 3],
        };
        Inline::from_slice(0, seats)
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
        let mut pieces = Inline::new(NO_PIECE);
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
            current: order[0],
            order,
            phase: Phase::Move,
            obligations: Vec::new(),
            cooldown: [false; 4],
            quiet: 0,
            captured: false,
            declined: false,
            lone_turns: 0,
            limits: DEFAULT_LIMITS,
            counts: [0; 4],
            alive: 0,
            occ: [0; 4],
            enemy: [[false; 4]; 4],
        };
        g.refresh();
        g
    }

    /// The same position with other draw limits: `one_piece` turns without capture when
    /// every remaining player has one piece, `total` turns without capture in any case; 0
    /// switches a limit off.
    pub fn with_draw_limits(mut self, one_piece: u32, total: u32) -> Jinx {
        self.limits = (one_piece, total);
        self
    }

    /// Recomputes the derived counts, the alive mask and the enemy table.
    fn refresh(&mut self) {
        self.counts = [0; 4];
        self.alive = 0;
        self.occ = [0; 4];
        for p in &self.pieces {
            if let Some(at) = p.at {
                self.counts[p.owner as usize] += 1;
                self.alive |= 1 << p.owner;
                self.occ[p.owner as usize] |= 1 << at;
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

    pub(super) fn seat_label(&self, seat: Seat) -> &'static str {
        self.layout()
            .names
            .get(seat as usize)
            .copied()
            .unwrap_or("?")
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }
    /// All pieces, captured ones included (with `at == None`); the index is the id.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }
    pub fn piece_at(&self, p: Point) -> Option<&Piece> {
        let all = self.occ.iter().fold(0, |all, &o| all | o);
        let occupied = (p as usize) < board::POINTS && all >> p & 1 == 1;
        occupied
            .then(|| self.pieces.iter().find(|q| q.at == Some(p)))
            .flatten()
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
    /// Why a drawn game was drawn (`None` while it runs or when somebody won). The counter of
    /// turns without a capture stays as the game ended, so the reason follows from it: a
    /// limit reached, or else an agreement (made while below both limits).
    pub fn draw_reason(&self) -> Option<DrawReason> {
        let Phase::Over(o) = &self.phase else {
            return None;
        };
        if !o.winners().is_empty() {
            return None;
        }
        let (one, total) = self.limits;
        Some(if total > 0 && self.quiet >= total {
            DrawReason::NoCapture(total)
        } else if one > 0 && self.quiet >= one {
            DrawReason::OnePieceEach(one)
        } else {
            DrawReason::Agreement
        })
    }
    pub fn draw_limits(&self) -> (u32, u32) {
        self.limits
    }
    pub fn turns_without_capture(&self) -> u32 {
        self.quiet
    }

    /// The pieces the seat to move must choose from this turn (empty = free choice).
    pub fn designated(&self) -> Vec<u8> {
        ids(self.designated_mask())
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

    /// Why the piece on `at` cannot be moved now, as the rules refuse it (another seat's piece,
    /// a jinx obliging another piece, the wrong moment of the turn, or nowhere to go); `None`
    /// when it has a legal move or no piece stands there. A board shows it for a click on the
    /// piece.
    pub fn why_not_from(&self, at: Point) -> Option<IllegalMove> {
        self.piece_at(at)?;
        let mut found = None;
        for to in 0..board::POINTS as Point {
            let mv = Move::Go { from: at, to };
            match self.clone().play(&mv) {
                Ok(_) => return None,
                Err(e) if e.code() == Refusal::BadPath { from: at, to }.code() => {}
                Err(e) => found = found.or(Some(e)),
            }
        }
        Some(found.unwrap_or_else(|| IllegalMove::new(board::name(at), Refusal::Stuck { at })))
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
    type Text = notation::Text;
    const NAME: &'static str = "jinx";
    const WIRE_ID: u8 = 1;

    fn move_text(&self, mv: &Move) -> String {
        Jinx::move_text(self, mv)
    }

    fn variants() -> &'static [Variant] {
        &[
            Variant {
                wire: 0,
                name: "two-player",
                summary: "red against green, seven pieces each",
                players: &[2],
            },
            Variant {
                wire: 1,
                name: "three-player",
                summary:
                    "a lone player with five pieces and two moves a turn against a team of two",
                players: &[3],
            },
            Variant {
                wire: 2,
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

    /// The other colour (team) begins the next game; in the three-player game the lone
    /// player always begins, so nothing changes.
    fn rematch(&self, options: &Options) -> Rematch {
        let mut options = options.clone();
        if self.mode != Mode::Three {
            options.first = Some(1 - options.first.unwrap_or(0).min(1));
        }
        Rematch {
            options,
            swap: false,
        }
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

    fn mover(&self) -> Mover {
        match self.phase {
            Phase::Over(_) => Mover::Over,
            _ => Mover::Seat(self.current),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::with_capacity(32);
        self.legal_moves_into(&mut v);
        v
    }

    fn legal_moves_into(&self, v: &mut Vec<Move>) {
        self.legal_into(v);
    }

    fn play_with(&mut self, mv: &Move, fx: &mut Recorder) -> Result<(), IllegalMove> {
        self.play_into(mv, fx, true)
            .map_err(|why| IllegalMove::new(self.move_text(mv), why))
    }

    fn play_legal(&mut self, mv: &Move) {
        let played = self.play_into(mv, &mut Recorder::quiet(), false);
        debug_assert!(played.is_ok(), "play_legal: {mv} is not legal");
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
