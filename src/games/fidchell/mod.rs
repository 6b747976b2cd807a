//! Fidchell on the seven-circle board: three games sharing one board
//! (rules: `/work/shared/rules/fidchell.md`, seed: Nigel Suckling's two games and Ludendo
//! Docere's rules, as translated in `seeds-en/fidchell.md`).
//!
//! # The games
//! - **Game one** (Suckling's simplified game): each side places its 27 stones one at a time,
//!   then slides stones along lines. A stone flanked on one line by two enemy stones is taken
//!   when the second of them arrives; a capturing move earns exactly one extra turn. The king on
//!   the centre is dead (just an obstacle) until the first slide of the game, then it serves
//!   either side as a flanking piece. The first to join the centre to the outer circle with a
//!   chain of adjacent own stones wins.
//! - **Game two** (Suckling's "fidchell proper"): 8 + 8 stones start on the board (19 in hand
//!   each). White tries to connect; Black tries to make White concede. The king is White's until
//!   Black's first slide, then both sides'. Black wins when White has fewer than 7 stones left
//!   (board plus hand) or when a challenge fails: Black may declare, at the start of any of his
//!   turns, that White must connect or capture within White's next five turns. A White capture
//!   that ends a challenge lets White remove two black stones (or decline) before the extra turn.
//! - **Game three** (Ludendo Docere): strict alternation of placements (no capture at all in the
//!   basic rules), then one step along a line per turn with capture by enclosure and the king
//!   friendly to both; no extra turns. Variant 1 captures during placement too (without the
//!   king); variant 2 also lets the king help during placement.
//!
//! Blocked players pass; two passes in a row draw (in game two only while no challenge runs);
//! the third occurrence of a position draws.
//!
//! # Variants (presets)
//! `game-one` (default), `game-two`, `game-three`, `game-three-v1`, `game-three-v2`, and the same
//! five on the optional "all radial links" board with the suffix `-all-radials`
//! (`game-one-all-radials`, ...). [`Options::first`] picks the first player in games one and
//! three (0 = White, the default; 1 = Black); game two always starts with White.
//!
//! # Notation
//! Seats: 0 = `white`, 1 = `black`. Points `r:k` (ring from the centre, hole clockwise from
//! north; see [`board`]). Moves: `5:3` place, `5:5-5:6` slide (games one and two) or step (game
//! three), `pass`, `challenge` (game two, Black), `remove:4:2+4:6` / `remove:4:2` / `decline`
//! (White's choice after defeating a challenge). Position strings: see [`notation`] and
//! `docs/notation.md`.
//!
//! # API for the UI
//! - Geometry: [`Fidchell::board`] → [`board::Board`]: `points()` (ring, hole, angle, x, y),
//!   `edges()`, `lines()`, `neighbours(p)`; helpers [`board::name`], [`board::parse_point`].
//! - Stones: [`Fidchell::stone`], [`Fidchell::stones`], [`Fidchell::in_hand`],
//!   [`Fidchell::lost`] (captured or removed), [`Fidchell::on_board`].
//! - State: [`Fidchell::side`], [`Fidchell::phase`] ([`Phase`]), [`Fidchell::king`]
//!   ([`King`]: dead / White's / both), [`Fidchell::challenge`] ([`Challenge`]: none, White's
//!   turns left, removal pending), [`Fidchell::is_extra_turn`], [`Fidchell::passes`],
//!   [`Fidchell::end`] ([`End`]), [`Fidchell::config`].
//! - Input helpers: [`Fidchell::moves_from`] (slides/steps from a point),
//!   [`Fidchell::can_place`], [`Fidchell::path`] (the points a slide passes through),
//!   [`Fidchell::winning_path`] (centre first, then the chain out to the outer circle).
//! - Effects: `Placed`/`Moved`/`Captured` use `piece` = colour (0 White, 1 Black) since stones
//!   have no identity; `Called` for a challenge, `Passed`, `ExtraTurn`, `GameOver`.
//!
//! # Repetition
//! The position string carries the hashes of the earlier positions since the last irreversible
//! change (a placement, a capture or removal, a change of the king's status or of the challenge
//! state); none of those positions can ever come back after such a change. A position is the
//! board, the hands, the side to move, the king's status and the challenge state; its hash is
//! [`Fidchell::position_hash`]. When a new position already occurs twice among them, the game is
//! drawn.
//!
//! # Rulings made here
//! - R1. Black's challenge is a separate move (`challenge`) before his action; White's removal
//!   choice is a separate move right after the capturing action (spec §8 lists both as their own
//!   moves). When no black stone is left on the board, there is no removal choice at all.
//! - R2. A removal of one or two stones is one move `remove:A+B` (stones sorted by index); with
//!   only one black stone on the board the removal is `remove:A`.
//! - R3. Slides and steps share one move form `from-to`; the game decides which it is. The path
//!   of a slide round a circle reachable both ways is the shorter way (clockwise on a tie).
//! - R4. Game three alternates placements strictly, so the side to move holds as many stones as
//!   the other side or one more; other hands (e.g. an empty hand facing stones still to place)
//!   cannot arise and such position strings are refused.
//! - R5. A position string with a finished game keeps the board as it ended; no move is legal.
//! - R6. Giving up is the move `resign` ([`Move::Resign`], [`End::Resigned`]): never among the
//!   legal moves (spec §8 offers resignation outside move generation), so no search, perft or
//!   random game plays it, but accepted from the side to move at any point of its turn (the
//!   removal choice included), in every game; the other side wins. In game two White's
//!   `resign` is the voluntary concession of 6.3 item 5. Only the side to move may give up (a
//!   move belongs to a turn); a save records it like any move, so a replay ends the same way.
//! - R7. Double-pass draws: a pass counts for the pair only when it follows the opponent's pass
//!   directly; a challenge declaration is not an action and leaves the count alone.
//! - R8. Not in the spec: after 200 plies in a row without an irreversible change (placement,
//!   capture, removal, the king waking, a challenge declared) the game is drawn. Random and
//!   computer games would otherwise run for tens of thousands of plies; the same 200 positions
//!   are what the repetition rule has to remember, so the position string stays bounded.
//! - R9. The spec's rulings F1 to F24 are applied as written. The session rules of F22 (who
//!   starts the next game, colour swaps) are [`Game::rematch`]: games one and three keep the
//!   colours and let the loser begin ([`Options::first`]), or after a draw the side that began;
//!   game two swaps the players' colours and White begins. A resignation counts as a loss.
//!
//! # Sources
//! The normative text is the project's specification (sections 1 to 9 and rulings F1 to F24);
//! it rests on Nigel Suckling's "Fidchell" pages (games one and two), fidchell.quiznat.com,
//! Ludii's concentric-circle board generator (geometry only) and the Basque seed text.

pub mod ai;
pub mod board;
pub mod notation;
pub mod refusal;
mod rules;

pub use refusal::Refusal;

use crate::engine::{
    CheckThenApply, Game, IllegalMove, Mover, Options, Outcome, ParseError, Recorder, Rematch,
    Seat, ToMove, Variant,
};
use board::{bits, Board, Point, Radials, CENTRE, OUTER};
use std::fmt;
use std::str::FromStr;

/// Stones per side.
pub const STONES: u8 = 27;
/// Game two: White needs at least this many stones (board + hand) to go on.
pub const WHITE_MINIMUM: u8 = 7;
/// Plies in a row without an irreversible change after which the game is drawn (ruling R8).
pub const NO_PROGRESS_PLIES: usize = 200;
/// Game two: White turns a challenge gives.
pub const CHALLENGE_TURNS: u8 = 5;

/// A side. White is seat 0, Black seat 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn seat(self) -> Seat {
        self as Seat
    }
    pub fn from_seat(s: Seat) -> Colour {
        if s == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
    fn idx(self) -> usize {
        self as usize
    }
}

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Suckling's simplified game.
    One,
    /// Suckling's fidchell proper.
    Two,
    /// Ludendo Docere's rules: basic.
    Three,
    /// Game three, variant 1 of rule 3 (captures in placement, never with the king).
    ThreeV1,
    /// Game three, variant 2 of rule 3 (captures in placement, the king helps too).
    ThreeV2,
}

impl Rules {
    pub fn is_three(self) -> bool {
        matches!(self, Rules::Three | Rules::ThreeV1 | Rules::ThreeV2)
    }
}

/// The validated options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    pub rules: Rules,
    pub radials: Radials,
}

const PRESETS: [(&str, Rules, Radials); 10] = [
    ("game-one", Rules::One, Radials::Ruled),
    ("game-two", Rules::Two, Radials::Ruled),
    ("game-three", Rules::Three, Radials::Ruled),
    ("game-three-v1", Rules::ThreeV1, Radials::Ruled),
    ("game-three-v2", Rules::ThreeV2, Radials::Ruled),
    ("game-one-all-radials", Rules::One, Radials::All),
    ("game-two-all-radials", Rules::Two, Radials::All),
    ("game-three-all-radials", Rules::Three, Radials::All),
    ("game-three-v1-all-radials", Rules::ThreeV1, Radials::All),
    ("game-three-v2-all-radials", Rules::ThreeV2, Radials::All),
];

static VARIANTS: [Variant; 10] = [
    Variant {
        wire: 0,
        name: "game-one",
        summary: "Suckling's game one: place 27, then slide; both race to connect",
        players: &[2],
    },
    Variant {
        wire: 1,
        name: "game-two",
        summary: "Suckling's fidchell proper: White connects, Black forces a concession",
        players: &[2],
    },
    Variant {
        wire: 2,
        name: "game-three",
        summary: "Ludendo Docere: place without capture, then step one point",
        players: &[2],
    },
    Variant {
        wire: 3,
        name: "game-three-v1",
        summary: "Game three, captures in placement too (king never helps then)",
        players: &[2],
    },
    Variant {
        wire: 4,
        name: "game-three-v2",
        summary: "Game three, captures and the king's help in placement too",
        players: &[2],
    },
    Variant {
        wire: 5,
        name: "game-one-all-radials",
        summary: "Game one on the board with all radial links",
        players: &[2],
    },
    Variant {
        wire: 6,
        name: "game-two-all-radials",
        summary: "Game two on the board with all radial links",
        players: &[2],
    },
    Variant {
        wire: 7,
        name: "game-three-all-radials",
        summary: "Game three on the board with all radial links",
        players: &[2],
    },
    Variant {
        wire: 8,
        name: "game-three-v1-all-radials",
        summary: "Game three variant 1 on the board with all radial links",
        players: &[2],
    },
    Variant {
        wire: 9,
        name: "game-three-v2-all-radials",
        summary: "Game three variant 2 on the board with all radial links",
        players: &[2],
    },
];

impl Config {
    /// The preset name (`game-two`, `game-one-all-radials`, ...).
    pub fn name(self) -> &'static str {
        PRESETS
            .iter()
            .find(|(_, r, b)| *r == self.rules && *b == self.radials)
            .map(|p| p.0)
            .unwrap_or("game-one")
    }
    pub fn from_name(name: &str) -> Option<Config> {
        PRESETS
            .iter()
            .find(|p| p.0 == name)
            .map(|&(_, rules, radials)| Config { rules, radials })
    }
}

/// To whom the king is friendly (may serve as the second flanking piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum King {
    /// Nobody: the king is only an occupied point.
    Dead,
    /// White only (game two before Black's first slide).
    White,
    /// Both sides.
    Both,
}

impl King {
    pub fn friendly_to(self, c: Colour) -> bool {
        match self {
            King::Dead => false,
            King::White => c == Colour::White,
            King::Both => true,
        }
    }
}

/// Game two's challenge state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Challenge {
    None,
    /// A challenge runs: White has this many turns left (5 down to 1) to connect or capture.
    Running(u8),
    /// White has just defeated a challenge by a capture and chooses which black stones to remove.
    Removal,
}

/// What the side to move is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Placing a stone from the hand.
    Placing,
    /// Sliding (games one and two) or stepping (game three) a stone on the board.
    Moving,
    /// Game two: White chooses the black stones to remove (or declines).
    Removal,
    /// The game is over.
    Over,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// This side joined the centre to the outer circle.
    Connected(Colour),
    /// Game two: White failed a challenge (concession); Black wins.
    ChallengeFailed,
    /// Game two: White has fewer than 7 stones left; Black wins.
    TooFewWhite,
    /// Both sides passed in a row.
    DrawByPasses,
    /// The same position occurred a third time.
    DrawByRepetition,
    /// [`NO_PROGRESS_PLIES`] plies in a row without a placement, capture or other irreversible
    /// change (ruling R8).
    DrawByNoProgress,
    /// This side gave the game up ([`Move::Resign`]; in game two, White's concession).
    Resigned(Colour),
}

impl End {
    pub fn winner(self) -> Option<Colour> {
        match self {
            End::Connected(c) => Some(c),
            End::Resigned(c) => Some(c.other()),
            End::ChallengeFailed | End::TooFewWhite => Some(Colour::Black),
            End::DrawByPasses | End::DrawByRepetition | End::DrawByNoProgress => None,
        }
    }
}

/// A move. Text forms: `5:3`, `5:5-5:6`, `pass`, `challenge`, `remove:4:2+4:6`, `remove:4:2`,
/// `decline`, `resign`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Put a stone from the hand on this point.
    Place(Point),
    /// Move a stone: a slide along one line (games one, two) or a step (game three).
    Go { from: Point, to: Point },
    /// Nothing else is legal.
    Pass,
    /// Game two, Black, start of his turn: declare a challenge.
    Challenge,
    /// Game two, White after defeating a challenge: remove these black stones (the second is
    /// `None` only when a single black stone is on the board). Stored with `a < b`.
    Remove(Point, Option<Point>),
    /// Game two: White declines the removal.
    Decline,
    /// The side to move gives the game up; the other wins. Never listed among the legal moves
    /// (section 8: resignation is offered outside move generation), so no search plays it.
    Resign,
}

impl Move {
    /// The `(from, to)` of a stone move; `None` for the other moves.
    pub fn go(&self) -> Option<(Point, Point)> {
        match *self {
            Move::Go { from, to } => Some((from, to)),
            _ => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Place(p) => f.write_str(&board::name(p)),
            Move::Go { from, to } => write!(f, "{}-{}", board::name(from), board::name(to)),
            Move::Pass => f.write_str("pass"),
            Move::Challenge => f.write_str("challenge"),
            Move::Remove(a, None) => write!(f, "remove:{}", board::name(a)),
            Move::Remove(a, Some(b)) => write!(f, "remove:{}+{}", board::name(a), board::name(b)),
            Move::Decline => f.write_str("decline"),
            Move::Resign => f.write_str("resign"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let pt = |t: &str| {
            board::parse_point(t)
                .ok_or_else(|| ParseError::new(format!("\"{t}\" is not a point r:k of the board")))
        };
        match s {
            "pass" => return Ok(Move::Pass),
            "challenge" => return Ok(Move::Challenge),
            "decline" => return Ok(Move::Decline),
            "resign" => return Ok(Move::Resign),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix("remove:") {
            return match rest.split_once('+') {
                None => Ok(Move::Remove(pt(rest)?, None)),
                Some((a, b)) => {
                    let (a, b) = (pt(a)?, pt(b)?);
                    if a == b {
                        return Err(ParseError::new("remove: the two stones must be different"));
                    }
                    Ok(Move::Remove(a.min(b), Some(a.max(b))))
                }
            };
        }
        if let Some((a, b)) = s.split_once('-') {
            return Ok(Move::Go {
                from: pt(a)?,
                to: pt(b)?,
            });
        }
        if s.contains(':') {
            return Ok(Move::Place(pt(s)?));
        }
        Err(ParseError::new(format!(
            "\"{s}\" is not a Fidchell move (r:k, r:k-r:k, pass, challenge, remove:r:k+r:k, decline)"
        )))
    }
}

/// A Fidchell position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fidchell {
    config: Config,
    /// Bit masks of the stones, by colour.
    stones: [u128; 2],
    hand: [u8; 2],
    lost: [u8; 2],
    side: Colour,
    extra: bool,
    king: King,
    challenge: Challenge,
    passes: u8,
    /// Hashes of the earlier positions since the last irreversible change (oldest first).
    history: Vec<u64>,
    end: Option<End>,
}

const fn mask(p: Point) -> u128 {
    1u128 << p
}

impl Fidchell {
    /// The start position of a preset.
    pub fn start(config: Config, first: Colour) -> Fidchell {
        let mut g = Fidchell {
            config,
            stones: [0, 0],
            hand: [STONES, STONES],
            lost: [0, 0],
            side: first,
            extra: false,
            king: King::Dead,
            challenge: Challenge::None,
            passes: 0,
            history: Vec::new(),
            end: None,
        };
        match config.rules {
            Rules::Two => {
                g.king = King::White;
                let p = board::point;
                for k in 0..4 {
                    g.stones[0] |= mask(p(1, k)) | mask(p(7, 6 * k + 3));
                    g.stones[1] |= mask(p(4, 4 * k + 2)) | mask(p(7, 6 * k));
                }
                g.hand = [STONES - 8, STONES - 8];
            }
            Rules::ThreeV2 => g.king = King::Both,
            _ => {}
        }
        g
    }

    pub fn config(&self) -> Config {
        self.config
    }
    /// The board graph and drawing data.
    pub fn board(&self) -> &'static Board {
        board::board(self.config.radials)
    }
    /// The stone on a point, if any (the centre holds the king, never a stone).
    pub fn stone(&self, p: Point) -> Option<Colour> {
        if (p as usize) >= board::POINTS {
            None
        } else if self.stones[0] & mask(p) != 0 {
            Some(Colour::White)
        } else if self.stones[1] & mask(p) != 0 {
            Some(Colour::Black)
        } else {
            None
        }
    }
    /// The points holding this colour's stones, ascending.
    pub fn stones(&self, c: Colour) -> Vec<Point> {
        bits(self.stones[c.idx()]).collect()
    }
    /// The stones of this colour as a bit mask (bit i = point i).
    pub fn stone_mask(&self, c: Colour) -> u128 {
        self.stones[c.idx()]
    }
    pub fn on_board(&self, c: Colour) -> u8 {
        self.stones[c.idx()].count_ones() as u8
    }
    /// Stones still to place.
    pub fn in_hand(&self, c: Colour) -> u8 {
        self.hand[c.idx()]
    }
    /// Stones of this colour captured or removed so far.
    pub fn lost(&self, c: Colour) -> u8 {
        self.lost[c.idx()]
    }
    /// The side to move (after the end: the side that would have moved).
    pub fn side(&self) -> Colour {
        self.side
    }
    pub fn king(&self) -> King {
        self.king
    }
    pub fn challenge(&self) -> Challenge {
        self.challenge
    }
    /// Whether the side to move is playing an extra turn earned by a capture.
    pub fn is_extra_turn(&self) -> bool {
        self.extra
    }
    /// Passes in a row just before this position (0 or 1 while the game runs).
    pub fn passes(&self) -> u8 {
        self.passes
    }
    pub fn end(&self) -> Option<End> {
        self.end
    }
    /// Hashes of the earlier positions kept for the repetition rule.
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    pub fn phase(&self) -> Phase {
        if self.end.is_some() {
            Phase::Over
        } else if self.challenge == Challenge::Removal {
            Phase::Removal
        } else if self.hand[self.side.idx()] > 0 {
            Phase::Placing
        } else {
            Phase::Moving
        }
    }

    /// Whether the side to move may place a stone on `p` now.
    pub fn can_place(&self, p: Point) -> bool {
        self.phase() == Phase::Placing
            && p != CENTRE
            && (p as usize) < board::POINTS
            && self.empty() & mask(p) != 0
    }

    /// The legal slides or steps starting at `p` (empty unless a stone of the side to move that
    /// may move stands there).
    pub fn moves_from(&self, p: Point) -> Vec<Move> {
        if self.phase() != Phase::Moving || self.stone(p) != Some(self.side) {
            return Vec::new();
        }
        bits(self.destinations(p))
            .map(|to| Move::Go { from: p, to })
            .collect()
    }

    /// The points a legal `from-to` move passes through, `from` and `to` included.
    pub fn path(&self, from: Point, to: Point) -> Option<Vec<Point>> {
        if self.stone(from).is_none()
            || (to as usize) >= board::POINTS
            || self.destinations(from) & mask(to) == 0
        {
            return None;
        }
        if self.config.rules.is_three() {
            return Some(vec![from, to]);
        }
        let empty = self.empty();
        let mut best: Option<Vec<Point>> = None;
        for ray in self.board().rays(from) {
            let mut path = vec![from];
            for &q in ray {
                if empty & mask(q) == 0 {
                    break;
                }
                path.push(q);
                if q == to {
                    if best.as_ref().is_none_or(|b| path.len() < b.len()) {
                        best = Some(path.clone());
                    }
                    break;
                }
            }
        }
        best
    }

    /// The chain of the winner's stones from the centre (first element `0:0`) out to the outer
    /// circle, when the game was won by connection.
    pub fn winning_path(&self) -> Option<Vec<Point>> {
        match self.end {
            Some(End::Connected(c)) => self.chain(c).map(|mut v| {
                v.insert(0, CENTRE);
                v
            }),
            _ => None,
        }
    }

    /// A shortest chain of this colour's stones from ring 1 to ring 7, if it exists.
    pub fn chain(&self, c: Colour) -> Option<Vec<Point>> {
        let b = self.board();
        let own = self.stones[c.idx()];
        let mut parent = [u8::MAX; board::POINTS];
        let mut queue: std::collections::VecDeque<Point> = bits(own & b.ring_mask(1)).collect();
        for &p in &queue {
            parent[p as usize] = p;
        }
        while let Some(p) = queue.pop_front() {
            if board::ring(p) == OUTER {
                let mut path = vec![p];
                let mut q = p;
                while parent[q as usize] != q {
                    q = parent[q as usize];
                    path.push(q);
                }
                path.reverse();
                return Some(path);
            }
            for q in bits(b.neighbour_mask(p) & own) {
                if parent[q as usize] == u8::MAX {
                    parent[q as usize] = p;
                    queue.push_back(q);
                }
            }
        }
        None
    }

    /// The hash of the position for the repetition rule: board, hands, side to move, king's
    /// status and challenge state (a multiply-xorshift mix of five 64-bit words).
    pub fn position_hash(&self) -> u64 {
        let challenge = match self.challenge {
            Challenge::None => 0,
            Challenge::Running(n) => n as u64,
            Challenge::Removal => 9,
        };
        let small = self.hand[0] as u64
            | (self.hand[1] as u64) << 8
            | (self.side as u64) << 16
            | (self.king as u64) << 24
            | challenge << 32;
        let words = [
            self.stones[0] as u64,
            (self.stones[0] >> 64) as u64,
            self.stones[1] as u64,
            (self.stones[1] >> 64) as u64,
            small,
        ];
        let mut h: u64 = 0x243f_6a88_85a3_08d3;
        for w in words {
            h = (h ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            h ^= h >> 29;
        }
        h
    }
}

fn seat_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

impl Game for Fidchell {
    type Move = Move;
    type Text = notation::Text;
    const NAME: &'static str = "fidchell";
    const WIRE_ID: u8 = 2;

    fn variants() -> &'static [Variant] {
        &VARIANTS
    }

    fn new(options: &Options) -> Result<Self, ParseError> {
        let name = options.variant.as_deref().unwrap_or("game-one");
        let config = Config::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = PRESETS.iter().map(|p| p.0).collect();
            ParseError::new(format!(
                "unknown Fidchell variant \"{name}\" (variants: {})",
                names.join(", ")
            ))
        })?;
        if options.players.is_some_and(|p| p != 2) {
            return Err(ParseError::new("Fidchell is a game for two players"));
        }
        if options.balls.is_some() {
            return Err(ParseError::new("Fidchell has no balls option"));
        }
        let first = match options.first {
            None | Some(0) => Colour::White,
            Some(1) if config.rules != Rules::Two => Colour::Black,
            Some(1) => return Err(ParseError::new("in game two White always moves first")),
            Some(n) => {
                return Err(ParseError::new(format!(
                    "first player must be 0 (White) or 1 (Black), not {n}"
                )))
            }
        };
        Ok(Fidchell::start(config, first))
    }

    /// Games one and three: the loser begins the next game, the colours stay; after a draw
    /// the same side begins again. Game two: the players change colours and White begins
    /// (sections 6.2, 6.3, 6.5; ruling F22).
    fn rematch(&self, options: &Options) -> Rematch {
        let mut options = options.clone();
        let swap = self.config.rules == Rules::Two;
        if let (false, Some(w)) = (swap, self.end.and_then(End::winner)) {
            options.first = Some(w.other().seat());
        }
        Rematch { options, swap }
    }

    fn seats(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        seat_word(Colour::from_seat(seat)).to_string()
    }

    fn to_move(&self) -> ToMove {
        match self.end {
            None => ToMove::Seat(self.side.seat()),
            Some(e) => ToMove::Over(match e.winner() {
                Some(c) => Outcome::winner(2, c.seat()),
                None => Outcome::draw(2),
            }),
        }
    }

    fn mover(&self) -> Mover {
        match self.end {
            None => Mover::Seat(self.side.seat()),
            Some(_) => Mover::Over,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(128);
        self.legal_moves_into(&mut out);
        out
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.legal_into(out);
    }

    fn pick_legal(
        &self,
        buffer: &mut Vec<Move>,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<Move> {
        self.pick_into(buffer, pick)
    }

    fn play_with(&mut self, mv: &Move, fx: &mut Recorder) -> Result<(), IllegalMove> {
        self.play_checked(mv, fx)
    }

    fn play_legal(&mut self, mv: &Move) {
        self.play_listed(mv)
    }
}
