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

pub mod inline;
pub mod mask;
pub mod math;
pub mod playout;
pub mod record;
pub mod rng;
pub mod shared;
pub mod short_sort;

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

/// Whose turn it is, without the outcome: cheap to ask at every ply ([`Game::mover`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Seat(Seat),
    Chance,
    Over,
}

impl From<&ToMove> for Mover {
    fn from(t: &ToMove) -> Mover {
        match t {
            ToMove::Seat(s) => Mover::Seat(*s),
            ToMove::Chance => Mover::Chance,
            ToMove::Over(_) => Mover::Over,
        }
    }
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

/// Where a game writes the effects of a move while it plays it: a list for the app
/// ([`Recorder::recording`]), or nowhere for search, playouts and perft ([`Recorder::quiet`]).
/// Games build effects that own memory (paths) only when [`Recorder::on`] says so.
#[derive(Debug, Default)]
pub struct Recorder {
    on: bool,
    list: Effects,
}

impl Recorder {
    /// Keeps every effect.
    pub fn recording() -> Recorder {
        Recorder {
            on: true,
            list: Effects::new(),
        }
    }

    /// Drops every effect (and never allocates).
    pub fn quiet() -> Recorder {
        Recorder::default()
    }

    /// An empty recorder of the same kind (to collect effects that are added later in order).
    pub fn fresh(&self) -> Recorder {
        Recorder {
            on: self.on,
            list: Effects::new(),
        }
    }

    /// Whether effects are kept.
    #[inline]
    pub fn on(&self) -> bool {
        self.on
    }

    #[inline]
    pub fn push(&mut self, e: Effect) {
        if self.on {
            self.list.push(e);
        }
    }

    /// Adds the effect `make` builds, building it only when effects are kept.
    #[inline]
    pub fn push_with(&mut self, make: impl FnOnce() -> Effect) {
        if self.on {
            self.list.push(make());
        }
    }

    /// Adds what another recorder collected.
    #[inline]
    pub fn append(&mut self, other: Recorder) {
        if self.on {
            self.list.extend(other.list);
        }
    }

    /// The effects kept, in order.
    pub fn into_effects(self) -> Effects {
        self.list
    }
}

/// Why a game refused a move: a small typed value per game (see [`refusals!`]), turned into
/// words only when it is shown. `code` is stable (saved records and the translations key their
/// texts by it); `Display` is the reason in plain English.
///
/// Not `Debug`: an `IllegalMove` shows its refusal by code and text, so the bundles carry no
/// `Debug` of every game's refusal enum (its vtable would link it).
pub trait Refusal: fmt::Display + Send + Sync + 'static {
    fn code(&self) -> &'static str;
}

/// A move refused by the rules. The state it was played on is unchanged.
#[derive(Clone)]
pub struct IllegalMove {
    /// The move as written.
    pub mv: String,
    /// Why: its stable key ([`IllegalMove::code`]) and its English text (`Display`).
    pub reason: std::sync::Arc<dyn Refusal>,
}

impl IllegalMove {
    pub fn new(mv: impl fmt::Display, reason: impl Refusal) -> Self {
        IllegalMove {
            mv: mv.to_string(),
            reason: std::sync::Arc::new(reason),
        }
    }

    /// A stable key for translations, e.g. `jinx.must-move-designated`.
    pub fn code(&self) -> &'static str {
        self.reason.code()
    }

    /// The reason in plain English, for the command line and as a fallback.
    pub fn reason_text(&self) -> String {
        self.reason.to_string()
    }
}

impl fmt::Debug for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IllegalMove")
            .field("mv", &self.mv)
            .field("code", &self.code())
            .field("reason", &self.reason_text())
            .finish()
    }
}

impl PartialEq for IllegalMove {
    fn eq(&self, other: &Self) -> bool {
        self.mv == other.mv
            && self.code() == other.code()
            && self.reason_text() == other.reason_text()
    }
}

impl Eq for IllegalMove {}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

/// Rules that first check a move, saying why it is refused, and then apply it. Such a game's
/// [`Game::play_with`] is [`CheckThenApply::play_checked`] and its [`Game::play_legal`] is
/// [`CheckThenApply::play_listed`]: one way, written once, for every game built like this.
pub trait CheckThenApply: Game {
    /// Why a move is refused.
    type Why: Refusal;

    /// Whether `mv` is legal here, and why not; changes nothing.
    fn check(&self, mv: &Self::Move) -> Result<(), Self::Why>;

    /// Plays a move that passed [`CheckThenApply::check`], writing its effects to `fx`.
    fn apply(&mut self, mv: &Self::Move, fx: &mut Recorder);

    /// [`Game::play_with`]: the move checked, then applied; refused, the position is unchanged.
    fn play_checked(&mut self, mv: &Self::Move, fx: &mut Recorder) -> Result<(), IllegalMove> {
        self.check(mv).map_err(|why| IllegalMove::new(mv, why))?;
        self.apply(mv, fx);
        Ok(())
    }

    /// [`Game::play_legal`]: a listed move applied without its check (checked in debug builds).
    fn play_listed(&mut self, mv: &Self::Move) {
        debug_assert!(self.check(mv).is_ok(), "play_legal: {mv} is not legal");
        self.apply(mv, &mut Recorder::quiet());
    }
}

/// Declares a game's refusal enum: each variant with its stable code, its fields (the details
/// the reason names) and its English text. Generates the enum, `code()`, `Display`, the
/// [`Refusal`] impl and `examples()`: one value of every variant (fields at their default), so
/// that tests can check every code (translations, uniqueness) without reading source text.
///
/// ```ignore
/// refusals! {
///     pub enum Why {
///         NoPiece { at: u8 } = "demo.no-piece" => "there is no piece on {}", at;
///         Over = "demo.over" => "the game is over";
///     }
/// }
/// ```
#[macro_export]
macro_rules! refusals {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $var:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $code:literal
                    => $fmt:literal $(, $arg:expr)* ;
            )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        $vis enum $name {
            $( $(#[$vmeta])* $var $({ $($field: $ty),* })? ),*
        }

        impl $name {
            /// The stable key of this refusal (records and translations use it).
            pub const fn code(&self) -> &'static str {
                match self {
                    $( $name::$var { .. } => $code ),*
                }
            }

            /// One value of every variant, fields at their default.
            #[allow(dead_code)]
            pub fn examples() -> Vec<$name> {
                vec![ $( $name::$var $({ $($field: Default::default()),* })? ),* ]
            }
        }

        impl ::std::fmt::Display for $name {
            #[allow(unused_variables)]
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                match self {
                    $( $name::$var $({ $($field),* })? => write!(f, $fmt $(, $arg)*) ),*
                }
            }
        }

        impl $crate::engine::Refusal for $name {
            fn code(&self) -> &'static str {
                $name::code(self)
            }
        }
    };
}

refusals! {
    /// Refusals made before a game sees the move.
    pub enum MoveRefusal {
        /// The move string does not parse.
        Malformed { detail: String } = "move.malformed" => "{}", detail;
    }
}

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

/// The next game of the same players ("play again"), as each game's rules say who begins it:
/// its options, and whether the two players change seats (colours, sides).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rematch {
    pub options: Options,
    /// The seats are taken in the reverse order (two players: each takes the other's side).
    pub swap: bool,
}

/// A named preset of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Short name used on the command line and in records, e.g. `two-player`.
    pub name: &'static str,
    /// Its id in links: the byte a link names it with. Never changed and never reused, whatever
    /// the order of the list: a new variant takes the game's next free id.
    pub wire: u8,
    /// One line in English.
    pub summary: &'static str,
    /// Player counts this preset allows.
    pub players: &'static [u8],
}

/// The text forms of a game's positions, written in the game's `notation.rs`: the one-line
/// position string, its reader and the diagram. [`Game::to_position`], [`Game::from_position`]
/// and [`Game::diagram`] use them.
pub trait PositionText<G> {
    /// The one-line position string of `g`.
    fn write(g: &G) -> String;

    /// Parses a position string; refuses anything malformed or impossible.
    fn read(text: &str) -> Result<G, ParseError>;

    /// A readable multi-line diagram of `g` (without the `to-move` line).
    fn diagram(g: &G) -> String;
}

/// The contract of a game. A value is a complete position: everything needed to continue.
pub trait Game: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// A move, chance outcome included. Text form: `Display` / `FromStr`, one line, no spaces.
    type Move: Clone + PartialEq + Eq + fmt::Debug + fmt::Display + FromStr<Err = ParseError>;

    /// The text forms of its positions.
    type Text: PositionText<Self>;

    /// Name on the command line and in records (`jinx`, `bao-la-kete`, ...).
    const NAME: &'static str;

    /// Its id in links: the byte a link names its game with (see `games::WIRE_IDS`, the list of
    /// every game's). Never changed and never reused: a new game takes the next free id.
    const WIRE_ID: u8;

    /// The presets; the first is the default.
    fn variants() -> &'static [Variant];

    /// The start position for these options, or the reason they are refused.
    fn new(options: &Options) -> Result<Self, ParseError>;

    /// The next game after this finished one, started with `options` ([`Rematch`]). Default:
    /// the same options in the same seats.
    fn rematch(&self, options: &Options) -> Rematch {
        Rematch {
            options: options.clone(),
            swap: false,
        }
    }

    /// Number of seats in this game.
    fn seats(&self) -> usize;

    /// Name of a seat for people and for text forms (`red`, `green`, `south`, ...).
    fn seat_name(&self, seat: Seat) -> String;

    fn to_move(&self) -> ToMove;

    /// Whether the game has dice at all (chance events).
    const HAS_DICE: bool = false;

    /// The seat whose turn it is, also while its dice are due (`None` once the game is over,
    /// or at a roll that belongs to no seat). Games with dice say whose roll it is.
    fn turn(&self) -> Option<Seat> {
        match self.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// [`Game::to_move`] without the outcome (no allocation): what search and playouts ask.
    fn mover(&self) -> Mover {
        Mover::from(&self.to_move())
    }

    /// Every legal move, in a stable order (at a chance turn: the outcomes). Empty when over.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// [`Game::legal_moves`] into a buffer the caller reuses (cleared first); same moves, same
    /// order.
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>) {
        out.clear();
        out.extend(self.legal_moves());
    }

    /// The legal move at the index `pick(n)` chooses, `n` being the number of legal moves
    /// (`pick` is called once, with `n > 0`); `None` when there is none. The same move as
    /// `legal_moves()[pick(n)]`: random playouts draw their moves this way, and a game may count
    /// its moves and find the chosen one without listing them all. `buffer` is scratch space.
    fn pick_legal(
        &self,
        buffer: &mut Vec<Self::Move>,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<Self::Move> {
        self.legal_moves_into(buffer);
        if buffer.is_empty() {
            return None;
        }
        let i = pick(buffer.len());
        Some(buffer[i].clone())
    }

    /// At a chance turn: every outcome with its probability (they sum to 1). Empty otherwise.
    fn chance_outcomes(&self) -> Vec<(Self::Move, f64)> {
        Vec::new()
    }

    /// [`Game::chance_outcomes`] into a buffer the caller reuses (cleared first).
    fn chance_outcomes_into(&self, out: &mut Vec<(Self::Move, f64)>) {
        out.clear();
        out.extend(self.chance_outcomes());
    }

    /// Checks and plays a move, writing its effects to `fx` (which keeps them or not, see
    /// [`Recorder`]). On error the position is unchanged and the error says why. A game
    /// implements this or [`Game::play`] (or both; the others follow).
    fn play_with(&mut self, mv: &Self::Move, fx: &mut Recorder) -> Result<(), IllegalMove> {
        self.play(mv)?.into_iter().for_each(|e| fx.push(e));
        Ok(())
    }

    /// Plays a move. On error the position is unchanged and the error says why.
    fn play(&mut self, mv: &Self::Move) -> Result<Effects, IllegalMove> {
        let mut fx = Recorder::recording();
        self.play_with(mv, &mut fx)?;
        Ok(fx.into_effects())
    }

    /// The quiet path: [`Game::play`] checked the same way but without building effects. Same
    /// position afterwards, same refusals.
    fn play_quiet(&mut self, mv: &Self::Move) -> Result<(), IllegalMove> {
        self.play_with(mv, &mut Recorder::quiet())
    }

    /// Plays a move the caller took from this position's [`Game::legal_moves`] (or
    /// [`Game::chance_outcomes`]), without effects: the path of playouts, perft and search, which
    /// play only moves they were just given. A game may skip here the checks that the listing
    /// already made; the position afterwards is the one [`Game::play`] gives (the random-game
    /// checks compare them). Anything else may leave a position the rules never reach.
    fn play_legal(&mut self, mv: &Self::Move) {
        self.play_quiet(mv)
            .expect("play_legal takes only a listed legal move");
    }

    /// The one-line position string.
    fn to_position(&self) -> String {
        Self::Text::write(self)
    }

    /// Parses a position string; refuses anything malformed or impossible.
    fn from_position(text: &str) -> Result<Self, ParseError> {
        Self::Text::read(text)
    }

    /// A readable multi-line diagram of the position (without the `to-move` line).
    fn diagram(&self) -> String {
        Self::Text::diagram(self)
    }

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
        self.mover() == Mover::Over
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
    /// See [`Game::rematch`].
    fn rematch(&self, options: &Options) -> Rematch;
    fn seats(&self) -> usize;
    fn seat_name(&self, seat: Seat) -> String;
    fn to_move(&self) -> ToMove;
    /// See [`Game::turn`].
    fn turn(&self) -> Option<Seat>;
    /// See [`Game::HAS_DICE`].
    fn has_dice(&self) -> bool;
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
    fn rematch(&self, options: &Options) -> Rematch {
        Game::rematch(self, options)
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
    fn turn(&self) -> Option<Seat> {
        Game::turn(self)
    }
    fn has_dice(&self) -> bool {
        G::HAS_DICE
    }
    fn legal_move_strings(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .legal_moves()
            .iter()
            .map(|m| self.move_text(m))
            .collect();
        short_sort::sort(&mut v);
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
            .map_err(|e| IllegalMove::new(mv, MoveRefusal::Malformed { detail: e.0 }))?;
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

/// Something that holds a game seen through [`DynGame`] (a boxed game, the registry's
/// `AnyGame`): it replays records through that game.
pub trait HoldsGame {
    fn game(&self) -> &dyn DynGame;
    fn game_mut(&mut self) -> &mut dyn DynGame;
}

impl HoldsGame for Box<dyn DynGame> {
    fn game(&self) -> &dyn DynGame {
        self.as_ref()
    }
    fn game_mut(&mut self) -> &mut dyn DynGame {
        self.as_mut()
    }
}

/// What records and links need of a game: its name, its variants and its start position. The
/// registry's `games::GameEntry` is one (its games are trait objects); `games::RULES` holds others,
/// whose games are `games::AnyGame` values, for the app's page: a one-game build then calls
/// the game's own functions directly, and links no trait object with every method of
/// [`DynGame`] (playouts, perft…) that the page never runs.
pub trait Rules {
    type Game: HoldsGame;
    fn name(&self) -> &'static str;
    /// [`Game::WIRE_ID`].
    fn wire_id(&self) -> u8;
    fn variants(&self) -> &'static [Variant];
    fn start(&self, options: &Options) -> Result<Self::Game, ParseError>;
}
