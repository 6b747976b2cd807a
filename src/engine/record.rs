//! Game records: the options, the dice seed and the moves. A record is loaded by replaying its
//! moves through the rules, so a tampered or outdated record is refused by the rules themselves,
//! with the number of the move that fails and the reason.

use super::{DynGame, GameEntry, Options};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version written into every record; records of other versions are refused.
pub const RECORD_FORMAT: u32 = 1;

/// A game as it is saved and exported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Always [`RECORD_FORMAT`] when written by this version.
    pub format: u32,
    /// Game name as in the registry (`jinx`, ...).
    pub game: String,
    pub options: Options,
    /// Seeds the dice: the outcome drawn at ply `n` comes from `Rng::for_event(seed, n)`.
    pub seed: u64,
    /// Move strings from the start position, chance outcomes included.
    pub moves: Vec<String>,
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON, or not a record.
    Malformed(String),
    /// Written by another version of the format.
    Version(u32),
    /// Names a game this build does not have.
    UnknownGame(String),
    /// The options are refused by the game.
    Options(String),
    /// Move `index` (0-based) is malformed or illegal. `code` is the refusal's stable key (see
    /// [`super::IllegalMove::code`]; `move.malformed` when the string does not parse), `reason`
    /// the English text.
    Move {
        index: usize,
        mv: String,
        code: String,
        reason: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Malformed(e) => write!(f, "not a Mahai game record: {e}"),
            RecordError::Version(v) => {
                write!(
                    f,
                    "record format {v} is not supported (this version reads {RECORD_FORMAT})"
                )
            }
            RecordError::UnknownGame(g) => write!(f, "unknown game \"{g}\""),
            RecordError::Options(e) => write!(f, "the game options are refused: {e}"),
            RecordError::Move {
                index, mv, reason, ..
            } => {
                write!(f, "move {} ({mv}) is refused: {reason}", index + 1)
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    pub fn new(game: &str, options: Options, seed: u64) -> Record {
        Record {
            format: RECORD_FORMAT,
            game: game.to_string(),
            options,
            seed,
            moves: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Reads a record from JSON, checking the format version (not the moves: see [`Record::replay`]).
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<u32>,
        }
        let head: Head =
            serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))?;
        match head.format {
            Some(RECORD_FORMAT) => {}
            Some(v) => return Err(RecordError::Version(v)),
            None => return Err(RecordError::Malformed("no \"format\" field".into())),
        }
        serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))
    }

    /// Builds the start position and replays every move. Returns the position after the last
    /// move, or the first problem met.
    pub fn replay(&self, games: &[GameEntry]) -> Result<Box<dyn DynGame>, RecordError> {
        let entry = games
            .iter()
            .find(|g| g.name == self.game)
            .ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let mut game = (entry.new)(&self.options).map_err(|e| RecordError::Options(e.0))?;
        for (index, mv) in self.moves.iter().enumerate() {
            game.play_str(mv).map_err(|e| RecordError::Move {
                index,
                mv: mv.clone(),
                code: e.code().to_string(),
                reason: e.reason_text(),
            })?;
        }
        Ok(game)
    }
}

/// Why a saved game could not be opened.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    Json(String),
    Version(u32),
    Record(RecordError),
    Seats { expected: usize, found: usize },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Json(e) => write!(f, "not a saved game ({e})"),
            LoadError::Version(v) => write!(f, "saved by another version (format {v})"),
            LoadError::Record(e) => e.fmt(f),
            LoadError::Seats { expected, found } => {
                write!(
                    f,
                    "the game has {expected} seats but the save names {found}"
                )
            }
        }
    }
}
