//! The computer players of the games: each game's [`Ai`](crate::engine::search::Ai) policy and
//! the registry the command line and the web worker use to find them by game name.
//!
//! Adding a game: `impl Ai for TheGame { type Policy = Uniform; }` (or a policy of its own in a
//! file here, see [`jinx`]) and one line in [`AI`].

pub mod jinx;

use crate::engine::search::AiEntry;

/// The computer player of every game that has one, by game name.
pub static AI: &[AiEntry] = &[AiEntry::of::<super::jinx::Jinx>()];

/// Finds a game's computer player by the game's name.
pub fn entry(name: &str) -> Option<&'static AiEntry> {
    AI.iter().find(|e| e.name == name)
}
