//! The computer players of the games: each game's [`Ai`](crate::engine::search::Ai) policy and
//! the registry the command line and the web worker use to find them by game name.
//!
//! Every game has a policy of its own in a file here ([`barne_zirkulua`], [`jinx`],
//! [`fidchell`], [`bao_la_kete`]). Adding a game: `impl Ai for TheGame { type Policy = Uniform; }`
//! (the generic policy) or a file here, and one line in [`AI`].

pub mod bao_la_kete;
pub mod barne_zirkulua;
pub mod fidchell;
pub mod jinx;

use crate::engine::search::AiEntry;

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
