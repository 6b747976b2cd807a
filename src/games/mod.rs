//! The games, and one registry and one enum over all of them.
//!
//! Each game lives in one folder of the same shape (`mod.rs` with its rules' documentation,
//! `board.rs`, the state and moves, the rules, `notation.rs`, its refusal codes and `ai.rs`, its
//! computer player).
//!
//! - [`GAMES`]: the one registry: how to make and read each game by name (command line,
//!   records) and its computer player ([`GameEntry::ai`](crate::engine::GameEntry)).
//! - [`AnyGame`]: one value holding any game, for the UI and the computer players, which need the
//!   concrete type to draw boards but want one type to store.

pub mod bao_la_kete;
pub mod barne_zirkulua;
pub mod fidchell;
pub mod jinx;

use crate::engine::{DynGame, GameEntry, Options, ParseError};

/// Every game this build has, in the order the site lists them.
/// The games' names in the order of [`GAMES`], for code that must not pull the engines in (the
/// light start page).
pub const NAMES: [&str; 4] = ["barne-zirkulua", "jinx", "fidchell", "bao-la-kete"];

pub static GAMES: &[GameEntry] = &[
    GameEntry::of::<barne_zirkulua::BarneZirkulua>(),
    GameEntry::of::<jinx::Jinx>(),
    GameEntry::of::<fidchell::Fidchell>(),
    GameEntry::of::<bao_la_kete::BaoLaKete>(),
];

/// Finds a game's entry by its name.
pub fn entry(name: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.name == name)
}

/// Finds a game's computer player by the game's name.
pub fn ai(name: &str) -> Option<&'static crate::engine::search::AiEntry> {
    entry(name).map(|g| &g.ai)
}

/// Any game, by value.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    BarneZirkulua(barne_zirkulua::BarneZirkulua),
    Jinx(jinx::Jinx),
    Fidchell(fidchell::Fidchell),
    BaoLaKete(bao_la_kete::BaoLaKete),
}

impl AnyGame {
    /// The start position of the named game with these options.
    pub fn new(game: &str, options: &Options) -> Result<AnyGame, ParseError> {
        use crate::engine::Game;
        match game {
            barne_zirkulua::BarneZirkulua::NAME => {
                barne_zirkulua::BarneZirkulua::new(options).map(AnyGame::BarneZirkulua)
            }
            jinx::Jinx::NAME => jinx::Jinx::new(options).map(AnyGame::Jinx),
            fidchell::Fidchell::NAME => fidchell::Fidchell::new(options).map(AnyGame::Fidchell),
            bao_la_kete::BaoLaKete::NAME => {
                bao_la_kete::BaoLaKete::new(options).map(AnyGame::BaoLaKete)
            }
            _ => Err(ParseError::new(format!("unknown game \"{game}\""))),
        }
    }

    /// The game behind the string-level contract.
    pub fn as_dyn(&self) -> &dyn DynGame {
        match self {
            AnyGame::BarneZirkulua(g) => g,
            AnyGame::Jinx(g) => g,
            AnyGame::Fidchell(g) => g,
            AnyGame::BaoLaKete(g) => g,
        }
    }

    pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
        match self {
            AnyGame::BarneZirkulua(g) => g,
            AnyGame::Jinx(g) => g,
            AnyGame::Fidchell(g) => g,
            AnyGame::BaoLaKete(g) => g,
        }
    }
}
