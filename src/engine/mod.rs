//! The contract every game implements, and the machinery shared by all games.
//!
//! Everything under `engine` and `games` is pure Rust: no clock, no storage, no randomness drawn
//! behind the caller's back, no web dependencies. Dice are chance turns: when they are due,
//! [`Game::to_move`] says [`ToMove::Chance`] and the legal moves are the die outcomes, weighted by
//! [`Game::chance_outcomes`]. Whoever drives the game (the UI, a test, a random playout) picks one.
//!
//! - [`Game`]: the typed contract (moves are small enums with a text form).
//! - [`DynGame`]: the same contract over strings, implemented for every `Game`, used by the
//!   command line, saved records and anything that must treat all games alike.
//! - [`record`]: game records (options + seed + moves) and their replay.
//! - [`rng`]: the small seeded generator used for dice and random playouts.
//! - [`playout`]: random playouts, perft and the invariant checks shared by every game's tests.

pub mod playout;
pub mod record;
pub mod rng;
pub mod search;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A seat at the table: 0-based index in the game's own seat order.
pub type Seat = u8;

/// How one seat ended a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatResult {
    Win,
    Draw,
    Loss,
}

impl SeatResult {
    /// Score used by search and statistics: 1 for a win, ½ for a draw, 0 for a loss.
    pub fn score(self) -> f64 {
        match self {
            SeatResult::Win => 1.0,
            SeatResult::Draw => 0.5,
            SeatResult::Loss => 0.0,
        }
    }
}

/// The result of a finished game for every seat (index = seat).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome(pub Vec<SeatResult>);

impl Outcome {
    /// One winner, everybody else lost.
    pub fn winner(seats: usize, winner: Seat) -> Outcome {
        Outcome(
            (0..seats)
                .map(|s| {
                    if s == winner as usize {
                        SeatResult::Win
                    } else {
                        SeatResult::Loss
                    }
                })
                .collect(),
        )
    }

    /// Every seat drew.
    pub fn draw(seats: usize) -> Outcome {
        Outcome(vec![SeatResult::Draw; seats])
    }

    /// The seats that won.
    pub fn winners(&self) -> Vec<Seat> {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, r)| **r == SeatResult::Win)
            .map(|(s, _)| s as Seat)
            .collect()
    }

    pub fn is_draw(&self) -> bool {
        self.0.iter().all(|r| *r == SeatResult::Draw)
    }

    /// Text form using the game's seat names: `draw`, `winner=red` or `winners=red,blue`.
    pub fn describe(&self, seat_name: impl Fn(Seat) -> String) -> String {
        let winners = self.winners();
        match winners.len() {
            0 => "draw".to_string(),
            1 => format!("winner={}", seat_name(winners[0])),
            _ => format!(
                "winners={}",
                winners
                    .iter()
                    .map(|s| seat_name(*s))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        }
    }
}

/// Whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// A player decides.
    Seat(Seat),
    /// Dice are due: the legal moves are the outcomes of [`Game::chance_outcomes`].
    Chance,
    /// The game is over.
    Over(Outcome),
}

/// What a move did, in the order it happened, for the UI to animate. Points are the game's own
/// point indices (documented in each game's `board` module); seats are [`Seat`]s.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// A piece went from `path[0]` to the last point of `path`, through the points between.
    Moved { piece: u16, path: Vec<u16> },
    /// A piece was removed from the board.
    Captured { piece: u16, at: u16, owner: Seat },
    /// A piece was put onto the board (placement, entry).
    Placed { piece: u16, at: u16, owner: Seat },
    /// Seeds were sown one by one into these pits (a seed count may repeat a pit).
    Sowed { from: u16, path: Vec<u16> },
    /// Seeds were lifted from a pit.
    Lifted { at: u16, count: u16 },
    /// A die came to rest on this face (`die` is the game's die index).
    Rolled { die: u8, face: u8 },
    /// A call was made against another seat (Jinx's call, Fidchell's challenge).
    Called { by: Seat, target: Seat },
    /// A seat had no legal move and passed.
    Passed { seat: Seat },
    /// A seat left the game (lost all its pieces).
    Eliminated { seat: Seat },
    /// The same seat moves again.
    ExtraTurn { seat: Seat },
    /// A round or a game of a match ended and a new one starts.
    RoundOver { winner: Option<Seat> },
    /// The game is over.
    GameOver,
}

/// What [`Game::play`] returns on success.
pub type Effects = Vec<Effect>;

/// A move refused by the rules. The state it was played on is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move as written.
    pub mv: String,
    /// A stable key for translations, e.g. `jinx.must-move-designated`.
    pub code: &'static str,
    /// The reason in plain English, for the command line and as a fallback.
    pub reason: String,
}

impl IllegalMove {
    pub fn new(mv: impl fmt::Display, code: &'static str, reason: impl Into<String>) -> Self {
        IllegalMove {
            mv: mv.to_string(),
            code,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

/// A malformed position string, move string, option or record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl ParseError {
    pub fn new(msg: impl Into<String>) -> Self {
        ParseError(msg.into())
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

/// The options a player chooses when starting a game. Every game validates them into its own
/// configuration; unknown or out-of-range values are refused with a reason.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// A preset name from [`Game::variants`]; `None` = the game's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub balls: Option<u8>,
    /// The seat (or team, where the game says so) that begins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<u8>,
}

/// A named preset of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Short name used on the command line and in records, e.g. `two-player`.
    pub name: &'static str,
    /// One line in English.
    pub summary: &'static str,
    /// Player counts this preset allows.
    pub players: &'static [u8],
}

/// The contract of a game. A value is a complete position: everything needed to continue.
pub trait Game: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// A move, chance outcome included. Text form: `Display` / `FromStr`, one line, no spaces.
    type Move: Clone + PartialEq + Eq + fmt::Debug + fmt::Display + FromStr<Err = ParseError>;

    /// Name on the command line and in records (`jinx`, `bao-la-kete`, ...).
    const NAME: &'static str;

    /// The presets; the first is the default.
    fn variants() -> &'static [Variant];

    /// The start position for these options, or the reason they are refused.
    fn new(options: &Options) -> Result<Self, ParseError>;

    /// Number of seats in this game.
    fn seats(&self) -> usize;

    /// Name of a seat for people and for text forms (`red`, `green`, `south`, ...).
    fn seat_name(&self, seat: Seat) -> String;

    fn to_move(&self) -> ToMove;

    /// Every legal move, in a stable order (at a chance turn: the outcomes). Empty when over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// At a chance turn: every outcome with its probability (they sum to 1). Empty otherwise.
    fn chance_outcomes(&self) -> Vec<(Self::Move, f64)> {
        Vec::new()
    }

    /// Plays a move. On error the position is unchanged and the error says why.
    fn play(&mut self, mv: &Self::Move) -> Result<Effects, IllegalMove>;

    /// The one-line position string.
    fn to_position(&self) -> String;

    /// Parses a position string; refuses anything malformed or impossible.
    fn from_position(text: &str) -> Result<Self, ParseError>;

    /// A readable multi-line diagram of the position (without the `to-move` line).
    fn diagram(&self) -> String;

    /// The move string as printed for people and tools (`mahai moves`, records). It must parse
    /// back to the same move in this position. Default: the move's `Display`.
    fn move_text(&self, mv: &Self::Move) -> String {
        mv.to_string()
    }

    /// Parses a move string in the context of this position.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseError> {
        text.trim().parse()
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        matches!(self.to_move(), ToMove::Over(_))
    }

    /// The first line of `mahai show`: `to-move: SEAT`, `to-move: chance` or `over: RESULT`.
    fn status_line(&self) -> String {
        match self.to_move() {
            ToMove::Seat(s) => format!("to-move: {}", self.seat_name(s)),
            ToMove::Chance => "to-move: chance".to_string(),
            ToMove::Over(o) => format!("over: {}", o.describe(|s| self.seat_name(s))),
        }
    }
}

/// The game contract over strings, for code that handles every game alike (command line, records).
/// Implemented for every [`Game`].
pub trait DynGame {
    fn game_name(&self) -> &'static str;
    fn seats(&self) -> usize;
    fn seat_name(&self, seat: Seat) -> String;
    fn to_move(&self) -> ToMove;
    fn legal_move_strings(&self) -> Vec<String>;
    /// At a chance turn: each outcome's move string and probability (empty otherwise).
    fn chance_outcome_strings(&self) -> Vec<(String, f64)>;
    fn play_str(&mut self, mv: &str) -> Result<Effects, IllegalMove>;
    fn position(&self) -> String;
    fn show(&self) -> String;
    fn perft(&self, depth: u32) -> u64;
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// Plays one random game from this position (on a copy); returns the number of plies.
    fn random_playout(&self, rng: &mut rng::Rng) -> u64;
}

impl<G: Game> DynGame for G {
    fn game_name(&self) -> &'static str {
        G::NAME
    }
    fn seats(&self) -> usize {
        Game::seats(self)
    }
    fn seat_name(&self, seat: Seat) -> String {
        Game::seat_name(self, seat)
    }
    fn to_move(&self) -> ToMove {
        Game::to_move(self)
    }
    fn legal_move_strings(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .legal_moves()
            .iter()
            .map(|m| self.move_text(m))
            .collect();
        v.sort();
        v
    }
    fn chance_outcome_strings(&self) -> Vec<(String, f64)> {
        self.chance_outcomes()
            .into_iter()
            .map(|(m, p)| (m.to_string(), p))
            .collect()
    }
    fn play_str(&mut self, mv: &str) -> Result<Effects, IllegalMove> {
        let parsed = self
            .parse_move(mv)
            .map_err(|e| IllegalMove::new(mv, "move.malformed", e.0))?;
        self.play(&parsed)
    }
    fn position(&self) -> String {
        self.to_position()
    }
    fn show(&self) -> String {
        format!("{}\n{}", self.status_line(), self.diagram())
    }
    fn perft(&self, depth: u32) -> u64 {
        playout::perft(self, depth)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn random_playout(&self, rng: &mut rng::Rng) -> u64 {
        playout::random_playout(self.clone(), rng, playout::MAX_PLIES).1
    }
}

/// How to make and read one game, for the registry in [`crate::games`].
pub struct GameEntry {
    pub name: &'static str,
    pub variants: fn() -> &'static [Variant],
    pub new: fn(&Options) -> Result<Box<dyn DynGame>, ParseError>,
    pub parse: fn(&str) -> Result<Box<dyn DynGame>, ParseError>,
    /// The game's computer player.
    pub ai: search::AiEntry,
}

impl GameEntry {
    pub const fn of<G: search::Ai>() -> GameEntry {
        GameEntry {
            ai: search::AiEntry::of::<G>(),
            name: G::NAME,
            variants: G::variants,
            new: |o| G::new(o).map(|g| Box::new(g) as Box<dyn DynGame>),
            parse: |s| G::from_position(s).map(|g| Box::new(g) as Box<dyn DynGame>),
        }
    }
}
