//! The games, and one registry and one enum over all of them.
//!
//! - [`GAMES`]: how to make and read each game by name (command line, records).
//! - [`AnyGame`]: one value holding any game, for the UI and the computer players, which need the
//!   concrete type to draw boards but want one type to store.

pub mod bao_la_kete;
pub mod jinx;

use crate::engine::{DynGame, GameEntry, Options, ParseError};

/// Every game this build has, in the order the site lists them.
pub static GAMES: &[GameEntry] = &[
    GameEntry::of::<jinx::Jinx>(),
    GameEntry::of::<bao_la_kete::BaoLaKete>(),
];

/// Finds a game's entry by its name.
pub fn entry(name: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.name == name)
}

/// Any game, by value.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    Jinx(jinx::Jinx),
    BaoLaKete(bao_la_kete::BaoLaKete),
}

impl AnyGame {
    /// The start position of the named game with these options.
    pub fn new(game: &str, options: &Options) -> Result<AnyGame, ParseError> {
        use crate::engine::Game;
        match game {
            jinx::Jinx::NAME => jinx::Jinx::new(options).map(AnyGame::Jinx),
            bao_la_kete::BaoLaKete::NAME => {
                bao_la_kete::BaoLaKete::new(options).map(AnyGame::BaoLaKete)
            }
            _ => Err(ParseError::new(format!("unknown game \"{game}\""))),
        }
    }

    /// The game behind the string-level contract.
    pub fn as_dyn(&self) -> &dyn DynGame {
        match self {
            AnyGame::Jinx(g) => g,
            AnyGame::BaoLaKete(g) => g,
        }
    }

    pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
        match self {
            AnyGame::Jinx(g) => g,
            AnyGame::BaoLaKete(g) => g,
        }
    }
}
