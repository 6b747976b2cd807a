//! Playing a friend by link, without a server: each side plays its turn on its own device and
//! sends the other a link that carries the whole game. The link is a record (see
//! [`super::link`], with every roll written out) followed by the game's id and its *messages*:
//! one per link sent, saying which seat sent it, to which seat, and how many moves the game had.
//!
//! # Fair dice
//!
//! A local game draws its dice from the record's seed, which a link would hand to both sides:
//! the next player could read every future roll. A game played by link instead rolls with a
//! commit–reveal scheme carried in the messages. In a game with dice, each message also holds:
//!
//! - `commit`: the hash of a secret the sender has just drawn and keeps to itself;
//! - `value`: a fresh random value, in the clear;
//! - `reveal`: the secret the sender's rolls of this message used (committed earlier).
//!
//! The rolls a seat makes in a message's moves are drawn from the seed
//! `hash(secret ‖ value)` (the first 8 bytes of SHA-256, little-endian), as a local game draws from
//! its seed ([`crate::engine::record::seeded_outcome`], by move number), where `secret` is the one the
//! seat committed in its latest message before, and `value` the one of the latest message of
//! another seat before. That value must be newer than the commitment: the seat fixed its secret
//! before it saw the value, so it cannot pick a secret that rolls well; the other side chose the
//! value without knowing the secret, so it cannot pick one either. Whoever opens a link checks
//! every roll: a reveal that is not the committed secret, or a roll that does not follow from the
//! two, is refused with its move number.
//!
//! A seat whose dice are due but whose commitment is not older than the latest value (its first
//! turn, before the other side has answered) cannot roll yet: it sends a message without moves,
//! and the other side answers with a new value. A seat's rolls in one message all come from one
//! seed, so a roller knows the rest of its turn's rolls once it has made the first; it cannot
//! change them, since the moves that lie between them do not enter the seed. The one choice made
//! before a roll in Barne-zirkulua, using the stored option at the start of a turn, is therefore
//! made by a player who could work the roll out: the scheme keeps either side from steering or
//! foreseeing the other's dice, not a player from knowing its own roll at the moment it is due.
//!
//! Secrets and values are 8 random bytes, commitments the first 8 bytes of SHA-256: a game of
//! dice between friends, not a bank.

mod dice;
mod side;
#[cfg(test)]
mod tests;
mod wire;

pub use dice::{commit, roll_seed, seed_now, verify};
pub use side::{ByLink, Compared, Next};
pub use wire::{packed_part, read, saved_text, write};

use crate::engine::record::Record;
use crate::engine::Seat;

/// What comes before a game played by link in an address: `#p/<packed>`.
pub const PLAY_PREFIX: &str = "p/";
/// The version written first in every link of a game played by link.
pub const PLAY_FORMAT: u8 = 1;
/// The longest link text read (the packed part).
pub const MAX_PLAY_CHARS: usize = 40_000;
/// The most messages a link may hold.
pub const MAX_MESSAGES: usize = 4_000;

/// A move made by another seat than the one that sent it.
pub const TURN_CODE: &str = "link.turn";
/// A revealed secret that is not the one committed.
pub const REVEAL_CODE: &str = "link.reveal";
/// A roll that does not follow from the secret and the value, or that came too early.
pub const ROLL_CODE: &str = "link.roll";

/// A secret, a value or a commitment: 8 bytes.
pub type Word = [u8; 8];

/// The dice part of a message (games with dice only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice {
    pub commit: Word,
    pub value: Word,
    pub reveal: Option<Word>,
}

/// One link sent: by whom, to whom, when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    pub from: Seat,
    pub to: Seat,
    /// The number of moves of the game when it was sent.
    pub upto: usize,
    pub dice: Option<Dice>,
}

/// A game played by link, as a link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayLink {
    /// The same on every side: the game's name among the saved games.
    pub id: u64,
    pub record: Record,
    pub messages: Vec<Message>,
}
