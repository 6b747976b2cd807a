//! The games, and the one registry and one enum over all of them.
//!
//! Each game lives in one folder of the same shape: `mod.rs` (its rules' documentation, the state
//! and its moves), `board.rs` (the board as data), its rules, `notation.rs` (position and move
//! strings), its refusal codes and `ai.rs` (its computer player's knowledge).
//!
//! - [`GAMES`]: the one registry: how to make and read each game by name (command line,
//!   records, links) and its computer player ([`GameEntry::ai`]).
//! - [`AnyGame`]: one value holding any game, for the UI and the computer players, which need the
//!   concrete type to draw boards but want one type to store; [`Member`] gets a game's own type
//!   back out of it.
//!
//! Each game is a cargo feature of its own (all four by default); a build with one feature has
//! that game alone, and every list below follows.

#[cfg(feature = "bao-la-kete")]
pub mod bao_la_kete;
#[cfg(feature = "barne-zirkulua")]
pub mod barne_zirkulua;
#[cfg(feature = "fidchell")]
pub mod fidchell;
#[cfg(feature = "jinx")]
pub mod jinx;

use crate::ai::AiEntry;
use crate::engine::{
    DynGame, Effects, Game, HoldsGame, IllegalMove, MoveRefusal, Options, ParseError, Rules,
    Variant,
};
use std::any::Any;
use std::fmt;

/// Every game this build has, in the order the site lists them.
pub static GAMES: &[GameEntry] = &[
    #[cfg(feature = "barne-zirkulua")]
    GameEntry::of::<barne_zirkulua::BarneZirkulua>(),
    #[cfg(feature = "jinx")]
    GameEntry::of::<jinx::Jinx>(),
    #[cfg(feature = "fidchell")]
    GameEntry::of::<fidchell::Fidchell>(),
    #[cfg(feature = "bao-la-kete")]
    GameEntry::of::<bao_la_kete::BaoLaKete>(),
];

/// Every game's rules without its computer player, in the order of [`GAMES`]: what the app's
/// page reads records and links with (the search runs in its worker).
pub static RULES: &[RulesEntry] = &[
    #[cfg(feature = "barne-zirkulua")]
    RulesEntry::of::<barne_zirkulua::BarneZirkulua>(),
    #[cfg(feature = "jinx")]
    RulesEntry::of::<jinx::Jinx>(),
    #[cfg(feature = "fidchell")]
    RulesEntry::of::<fidchell::Fidchell>(),
    #[cfg(feature = "bao-la-kete")]
    RulesEntry::of::<bao_la_kete::BaoLaKete>(),
];

/// The games' names in the order of [`GAMES`], for code that must not pull the engines in (the
/// light start page).
pub const NAMES: &[&str] = &[
    #[cfg(feature = "barne-zirkulua")]
    <barne_zirkulua::BarneZirkulua as Game>::NAME,
    #[cfg(feature = "jinx")]
    <jinx::Jinx as Game>::NAME,
    #[cfg(feature = "fidchell")]
    <fidchell::Fidchell as Game>::NAME,
    #[cfg(feature = "bao-la-kete")]
    <bao_la_kete::BaoLaKete as Game>::NAME,
];

/// Any game, by value. Its two matches ([`AnyGame::held`], [`AnyGame::held_mut`]) hand the game
/// out as a [`Held`], whose methods are written once for every game; [`Member::from_any`] gives
/// the game's own type back.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    #[cfg(feature = "barne-zirkulua")]
    BarneZirkulua(barne_zirkulua::BarneZirkulua),
    #[cfg(feature = "jinx")]
    Jinx(jinx::Jinx),
    #[cfg(feature = "fidchell")]
    Fidchell(fidchell::Fidchell),
    #[cfg(feature = "bao-la-kete")]
    BaoLaKete(bao_la_kete::BaoLaKete),
}

/// A move of any game: the app passes typed moves around and turns them into text only at its
/// edges (storage, links, the worker). A game's move becomes one with `From` (`mv.into()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMove {
    #[cfg(feature = "barne-zirkulua")]
    BarneZirkulua(barne_zirkulua::Move),
    #[cfg(feature = "jinx")]
    Jinx(jinx::Move),
    #[cfg(feature = "fidchell")]
    Fidchell(fidchell::Move),
    #[cfg(feature = "bao-la-kete")]
    BaoLaKete(bao_la_kete::Move),
}

impl AnyGame {
    /// The game, as the methods every game shares.
    fn held(&self) -> &dyn Held {
        match self {
            #[cfg(feature = "barne-zirkulua")]
            AnyGame::BarneZirkulua(game) => game,
            #[cfg(feature = "jinx")]
            AnyGame::Jinx(game) => game,
            #[cfg(feature = "fidchell")]
            AnyGame::Fidchell(game) => game,
            #[cfg(feature = "bao-la-kete")]
            AnyGame::BaoLaKete(game) => game,
        }
    }

    fn held_mut(&mut self) -> &mut dyn Held {
        match self {
            #[cfg(feature = "barne-zirkulua")]
            AnyGame::BarneZirkulua(game) => game,
            #[cfg(feature = "jinx")]
            AnyGame::Jinx(game) => game,
            #[cfg(feature = "fidchell")]
            AnyGame::Fidchell(game) => game,
            #[cfg(feature = "bao-la-kete")]
            AnyGame::BaoLaKete(game) => game,
        }
    }

    /// The named game, made the way `how` says.
    fn start(game: &str, how: Start) -> Result<AnyGame, ParseError> {
        #[cfg(feature = "barne-zirkulua")]
        if game == <barne_zirkulua::BarneZirkulua as Game>::NAME {
            return how.make().map(AnyGame::BarneZirkulua);
        }
        #[cfg(feature = "jinx")]
        if game == <jinx::Jinx as Game>::NAME {
            return how.make().map(AnyGame::Jinx);
        }
        #[cfg(feature = "fidchell")]
        if game == <fidchell::Fidchell as Game>::NAME {
            return how.make().map(AnyGame::Fidchell);
        }
        #[cfg(feature = "bao-la-kete")]
        if game == <bao_la_kete::BaoLaKete as Game>::NAME {
            return how.make().map(AnyGame::BaoLaKete);
        }
        let _ = how;
        Err(ParseError::new(format!("unknown game \"{game}\"")))
    }
}

impl AnyMove {
    /// The move, as a value of its own type.
    fn held(&self) -> &dyn HeldMove {
        match self {
            #[cfg(feature = "barne-zirkulua")]
            AnyMove::BarneZirkulua(mv) => mv,
            #[cfg(feature = "jinx")]
            AnyMove::Jinx(mv) => mv,
            #[cfg(feature = "fidchell")]
            AnyMove::Fidchell(mv) => mv,
            #[cfg(feature = "bao-la-kete")]
            AnyMove::BaoLaKete(mv) => mv,
        }
    }
}

#[cfg(feature = "barne-zirkulua")]
impl From<barne_zirkulua::Move> for AnyMove {
    fn from(mv: barne_zirkulua::Move) -> AnyMove {
        AnyMove::BarneZirkulua(mv)
    }
}

#[cfg(feature = "jinx")]
impl From<jinx::Move> for AnyMove {
    fn from(mv: jinx::Move) -> AnyMove {
        AnyMove::Jinx(mv)
    }
}

#[cfg(feature = "fidchell")]
impl From<fidchell::Move> for AnyMove {
    fn from(mv: fidchell::Move) -> AnyMove {
        AnyMove::Fidchell(mv)
    }
}

#[cfg(feature = "bao-la-kete")]
impl From<bao_la_kete::Move> for AnyMove {
    fn from(mv: bao_la_kete::Move) -> AnyMove {
        AnyMove::BaoLaKete(mv)
    }
}

/// How [`AnyGame::start`] makes a game: from options, or from a position string.
#[derive(Clone, Copy)]
enum Start<'a> {
    New(&'a Options),
    Position(&'a str),
}

impl Start<'_> {
    fn make<G: Game>(self) -> Result<G, ParseError> {
        match self {
            Start::New(options) => G::new(options),
            Start::Position(position) => G::from_position(position),
        }
    }
}

/// What [`AnyGame`] does with the game it holds, written once for every game.
trait Held: DynGame + Any {
    fn legal_any(&self) -> Vec<AnyMove>;
    fn play_any(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove>;
    fn parse_any(&self, text: &str) -> Result<AnyMove, ParseError>;
    fn text_any(&self, mv: &AnyMove) -> String;
}

impl<G: Member> Held for G {
    fn legal_any(&self) -> Vec<AnyMove> {
        self.legal_moves().into_iter().map(G::wrap).collect()
    }

    fn play_any(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove> {
        match G::move_of(mv) {
            Some(m) => self.play(m),
            None => Err(IllegalMove::new(
                mv,
                MoveRefusal::Malformed {
                    detail: format!("not a move of {}", G::NAME),
                },
            )),
        }
    }

    fn parse_any(&self, text: &str) -> Result<AnyMove, ParseError> {
        self.parse_move(text).map(G::wrap)
    }

    fn text_any(&self, mv: &AnyMove) -> String {
        match G::move_of(mv) {
            Some(m) => self.move_text(m),
            None => mv.to_string(),
        }
    }
}

/// A move held by [`AnyMove`]: its text, and its own type for [`Member::move_of`].
trait HeldMove: fmt::Display + Any {}

impl<M: fmt::Display + Any> HeldMove for M {}

impl AnyGame {
    /// The start position of the named game with these options.
    pub fn new(game: &str, options: &Options) -> Result<AnyGame, ParseError> {
        AnyGame::start(game, Start::New(options))
    }

    /// The named game's position read from its position string.
    pub fn from_position(game: &str, position: &str) -> Result<AnyGame, ParseError> {
        AnyGame::start(game, Start::Position(position))
    }

    /// The game behind the string-level contract.
    pub fn as_dyn(&self) -> &dyn DynGame {
        self.held()
    }

    pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
        self.held_mut()
    }

    /// Every legal move, in the game's order.
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        self.held().legal_any()
    }

    /// Plays a move; a move of another game is refused like any illegal move.
    pub fn play(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove> {
        self.held_mut().play_any(mv)
    }

    /// Reads a move string in this position.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseError> {
        self.held().parse_any(text)
    }

    /// The move's text as records and the command line write it.
    pub fn move_text(&self, mv: &AnyMove) -> String {
        self.held().text_any(mv)
    }

    /// The game's registry name (`jinx`, `bao-la-kete` …).
    pub fn name(&self) -> &'static str {
        self.held().game_name()
    }
}

impl fmt::Display for AnyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.held().fmt(f)
    }
}

/// A game that [`AnyGame`] can hold: every game whose moves [`AnyMove`] holds.
pub trait Member: Game {
    /// This game, if `any` holds it.
    fn from_any(any: &AnyGame) -> Option<&Self>;
    /// This game's move, if `mv` is one.
    fn move_of(mv: &AnyMove) -> Option<&Self::Move>;
    /// The move as a move of any game.
    fn wrap(mv: Self::Move) -> AnyMove;
}

impl<G: Game> Member for G
where
    AnyMove: From<G::Move>,
    G::Move: 'static,
{
    fn from_any(any: &AnyGame) -> Option<&G> {
        (any.held() as &dyn Any).downcast_ref()
    }

    fn move_of(mv: &AnyMove) -> Option<&G::Move> {
        (mv.held() as &dyn Any).downcast_ref()
    }

    fn wrap(mv: G::Move) -> AnyMove {
        mv.into()
    }
}

/// Every game there is, whether this build has it or not, by its id in links
/// ([`Game::WIRE_ID`](crate::engine::Game::WIRE_ID)): a one-game build names the game of a link
/// it cannot open. Ids are never changed or reused, whatever the order the site lists the games
/// in; a new game takes the next free one (and adds its links to `tests/data/links/golden.json`).
pub const WIRE_IDS: &[(u8, &str)] = &[
    (0, "barne-zirkulua"),
    (1, "jinx"),
    (2, "fidchell"),
    (3, "bao-la-kete"),
];

/// How to make and read one game, and its computer player: where the rules and the search
/// meet, for the registry [`GAMES`].
pub struct GameEntry {
    pub name: &'static str,
    /// [`Game::WIRE_ID`](crate::engine::Game::WIRE_ID).
    pub wire_id: u8,
    pub variants: fn() -> &'static [Variant],
    pub new: fn(&Options) -> Result<Box<dyn DynGame>, ParseError>,
    pub parse: fn(&str) -> Result<Box<dyn DynGame>, ParseError>,
    /// The game's computer player.
    pub ai: crate::ai::AiEntry,
}

impl GameEntry {
    pub const fn of<G: crate::ai::search::Ai>() -> GameEntry {
        GameEntry {
            ai: crate::ai::AiEntry::of::<G>(),
            name: G::NAME,
            wire_id: G::WIRE_ID,
            variants: G::variants,
            new: |o| G::new(o).map(|g| Box::new(g) as Box<dyn DynGame>),
            parse: |s| G::from_position(s).map(|g| Box::new(g) as Box<dyn DynGame>),
        }
    }
}

impl Rules for GameEntry {
    type Game = Box<dyn DynGame>;
    fn name(&self) -> &'static str {
        self.name
    }
    fn wire_id(&self) -> u8 {
        self.wire_id
    }
    fn variants(&self) -> &'static [Variant] {
        (self.variants)()
    }
    fn start(&self, options: &Options) -> Result<Box<dyn DynGame>, ParseError> {
        (self.new)(options)
    }
}

/// Finds a game's entry by its name.
pub fn entry(name: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.name == name)
}

/// Finds a game's computer player by the game's name.
pub fn ai(name: &str) -> Option<&'static AiEntry> {
    entry(name).map(|g| &g.ai)
}

/// A game's rules without its computer player, for records and links read by the app's page
/// (see [`crate::engine::Rules`]).
pub struct RulesEntry {
    pub name: &'static str,
    pub wire_id: u8,
    pub variants: fn() -> &'static [Variant],
}

impl RulesEntry {
    pub const fn of<G: Game>() -> RulesEntry {
        RulesEntry {
            name: G::NAME,
            wire_id: G::WIRE_ID,
            variants: G::variants,
        }
    }
}

impl Rules for RulesEntry {
    type Game = AnyGame;
    fn name(&self) -> &'static str {
        self.name
    }
    fn wire_id(&self) -> u8 {
        self.wire_id
    }
    fn variants(&self) -> &'static [Variant] {
        (self.variants)()
    }
    fn start(&self, options: &Options) -> Result<AnyGame, ParseError> {
        AnyGame::new(self.name, options)
    }
}

impl HoldsGame for AnyGame {
    fn game(&self) -> &dyn DynGame {
        self.as_dyn()
    }
    fn game_mut(&mut self) -> &mut dyn DynGame {
        self.as_dyn_mut()
    }
}
