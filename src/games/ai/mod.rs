//! The computer players of the games: each game's [`Ai`](crate::engine::search::Ai) policy and
//! the registry the command line and the web worker use to find them by game name.
//!
//! Adding a game: `impl Ai for TheGame { type Policy = Uniform; }` (or a policy of its own in a
//! file here, see [`jinx`]) and one line in [`AI`].

pub mod jinx;

use crate::engine::search::{Ai, AiEntry, Uniform};

// The other games search with the generic policy until they get knowledge of their own.
impl Ai for super::barne_zirkulua::BarneZirkulua {
    type Policy = Uniform;
}
impl Ai for super::fidchell::Fidchell {
    type Policy = Uniform;
}
impl Ai for super::bao_la_kete::BaoLaKete {
    type Policy = Uniform;
}

/// The computer player of every game, by game name.
pub static AI: &[AiEntry] = &[
    AiEntry::of::<super::barne_zirkulua::BarneZirkulua>(),
    AiEntry::of::<super::jinx::Jinx>(),
    AiEntry::of::<super::fidchell::Fidchell>(),
    AiEntry::of::<super::bao_la_kete::BaoLaKete>(),
];

/// Finds a game's computer player by the game's name.
pub fn entry(name: &str) -> Option<&'static AiEntry> {
    AI.iter().find(|e| e.name == name)
}
