//! Game records: the options, the dice seed and the moves. A record is loaded by replaying its
//! moves through the rules, so a tampered or outdated record is refused by the rules themselves,
//! with the number of the move that fails and the reason. The dice are drawn from the record's
//! seed, so a roll that is not the seed's is refused too, unless the record says its dice were
//! given by hand.

use super::shared::Shared;
use super::{HoldsGame, Options, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A record's moves: their texts, shared between the copies of a record (see [`Shared`]).
pub type Moves = Shared<String>;

/// What is wrong with a JSON text, as a technical detail of an error message: serde_json's own
/// words ("missing field `seats` at line 1 column 80") on the site and natively; in a game's
/// embed, only the kind of fault and its place ("not JSON at line 1 column 5"). Its words are
/// formatted by code that also links the texts of every kind of I/O error into the bundle:
/// measured on the Barne-zirkulua embed, 2 935 bytes (1 092 gzipped) for a detail an embed shows
/// folded away.
pub fn json_error(e: &serde_json::Error) -> String {
    #[cfg(any(feature = "site", not(target_arch = "wasm32")))]
    {
        e.to_string()
    }
    #[cfg(not(any(feature = "site", not(target_arch = "wasm32"))))]
    {
        let what = match e.classify() {
            serde_json::error::Category::Io => "unreadable",
            serde_json::error::Category::Syntax => "not JSON",
            serde_json::error::Category::Data => "not the expected fields",
            serde_json::error::Category::Eof => "cut short",
        };
        format!("{what} at line {} column {}", e.line(), e.column())
    }
}

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
    pub moves: Moves,
    /// The dice were given by hand (a scenario, a study) rather than drawn from `seed`: their
    /// outcomes are then taken as written. Otherwise every chance outcome must be the one the
    /// seed draws at its ply ([`seeded_outcome`]), and a roll that is not is refused.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dice_by_hand: bool,
    /// Who played each seat, as the app names them (`person`, `computer:strong` …), written
    /// into an exported file so that an import seats the same players; empty when not known.
    /// Not part of the game: the replay never reads it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
}

/// The refusal code of a chance outcome that is not the one the record's seed draws.
pub const DICE_CODE: &str = "record.dice";

/// The outcome the dice give at ply `ply` of a game seeded with `seed`, among `outcomes` (the
/// position's chance outcomes with their probabilities): what the app rolls, and what a seeded
/// record must hold there.
pub fn seeded_outcome(seed: u64, ply: usize, outcomes: &[(String, f64)]) -> Option<&str> {
    if outcomes.is_empty() {
        return None;
    }
    let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
    let i = super::rng::Rng::for_event(seed, ply as u64).weighted(&weights);
    Some(outcomes[i].0.as_str())
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
            moves: Moves::new(),
            dice_by_hand: false,
            players: Vec::new(),
        }
    }

    /// Checks move `index` of the record when it is a chance outcome (`outcomes`: the
    /// position's outcomes there, empty at a player's turn): unless the dice were given by hand,
    /// it must be the outcome the seed draws.
    pub fn check_dice(&self, index: usize, outcomes: &[(String, f64)]) -> Result<(), RecordError> {
        if self.dice_by_hand {
            return Ok(());
        }
        let mv = &self.moves[index];
        match seeded_outcome(self.seed, index, outcomes) {
            Some(drawn) if drawn != mv => Err(RecordError::Move {
                index,
                mv: mv.clone(),
                code: DICE_CODE.to_string(),
                reason: format!("the dice of this game's seed give {drawn} here"),
            }),
            _ => Ok(()),
        }
    }

    /// The record as a file: indented on the site and the command line; on one line in an
    /// embed's bundle, which then needs one JSON writer only (the saves use the compact one).
    pub fn to_json(&self) -> String {
        #[cfg(feature = "site")]
        let text = serde_json::to_string_pretty(self);
        #[cfg(not(feature = "site"))]
        let text = serde_json::to_string(self);
        // It cannot fail (strings, numbers and lists only).
        text.unwrap_or_default()
    }

    /// Reads a record from JSON, checking the format version (not the moves: see [`Record::replay`]).
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<u32>,
        }
        let head: Head =
            serde_json::from_str(text).map_err(|e| RecordError::Malformed(json_error(&e)))?;
        match head.format {
            Some(RECORD_FORMAT) => {}
            Some(v) => return Err(RecordError::Version(v)),
            None => return Err(RecordError::Malformed("no \"format\" field".into())),
        }
        serde_json::from_str(text).map_err(|e| RecordError::Malformed(json_error(&e)))
    }

    /// Builds the start position and replays every move. Returns the position after the last
    /// move, or the first problem met.
    pub fn replay<R: Rules>(&self, games: &[R]) -> Result<R::Game, RecordError> {
        let (_, mut game) = self.start(games)?;
        for (index, mv) in self.moves.iter().enumerate() {
            self.check_dice(index, &game.game().chance_outcome_strings())?;
            play_at(&mut game, index, mv)?;
        }
        Ok(game)
    }

    /// The record's game in the registry and its start position with the record's options.
    pub fn start<'a, R: Rules>(&self, games: &'a [R]) -> Result<(&'a R, R::Game), RecordError> {
        let entry = games
            .iter()
            .find(|g| g.name() == self.game)
            .ok_or_else(|| RecordError::UnknownGame(self.game.clone()))?;
        let game = entry
            .start(&self.options)
            .map_err(|e| RecordError::Options(e.0))?;
        Ok((entry, game))
    }

    /// A random game of `entry` with dice drawn from `seed`, as the app records it; the moves
    /// are chosen by a generator seeded with `choices`.
    #[cfg(test)]
    pub(crate) fn random<R: Rules>(
        entry: &R,
        options: Options,
        seed: u64,
        choices: u64,
        plies: usize,
    ) -> Record {
        let mut game = entry.start(&options).unwrap();
        let mut record = Record::new(entry.name(), options, seed);
        let mut rng = super::rng::Rng::new(choices);
        while record.moves.len() < plies {
            let outcomes = game.game().chance_outcome_strings();
            let mv = match seeded_outcome(record.seed, record.moves.len(), &outcomes) {
                Some(drawn) => drawn.to_string(),
                None => match game.game().legal_move_strings() {
                    moves if moves.is_empty() => break,
                    moves => rng.choose(&moves).clone(),
                },
            };
            game.game_mut().play_str(&mv).unwrap();
            record.moves.push(mv);
        }
        record
    }
}

/// Plays move `index` of a record, or says why the rules refuse it.
pub fn play_at<G: HoldsGame>(game: &mut G, index: usize, mv: &str) -> Result<(), RecordError> {
    game.game_mut()
        .play_str(mv)
        .map(|_| ())
        .map_err(|e| RecordError::Move {
            index,
            mv: mv.to_string(),
            code: e.code().to_string(),
            reason: e.reason_text(),
        })
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::games::GAMES;

    /// The index, refusal code and move of a refused move; a panic for any other error.
    pub(crate) fn refused_move(e: &RecordError) -> (usize, &str, &str) {
        match e {
            RecordError::Move {
                index, code, mv, ..
            } => (*index, code.as_str(), mv.as_str()),
            e => panic!("{e:?}"),
        }
    }

    const TAMPERED: &str = include_str!("../../tests/data/saves/record-tampered.json");

    #[test]
    fn a_roll_that_is_not_the_seeds_is_refused_with_its_move_number() {
        let record = Record::from_json(TAMPERED).unwrap();
        let e = record.replay(GAMES).map(|_| ()).unwrap_err();
        assert_eq!(refused_move(&e), (7, DICE_CODE, "roll:2:ring"));
        assert!(e.to_string().starts_with("move 8 (roll:2:ring)"), "{e}");
    }

    #[test]
    fn dice_given_by_hand_are_taken_as_written() {
        let mut record = Record::from_json(TAMPERED).unwrap();
        record.dice_by_hand = true;
        // The changed roll is played; the move that no longer fits it is refused instead.
        let e = record.replay(GAMES).map(|_| ()).unwrap_err();
        assert!(matches!(e, RecordError::Move { index: 9, .. }), "{e:?}");
        let shorter = Record {
            moves: record.moves.truncated(9),
            ..record.clone()
        };
        assert!(shorter.replay(GAMES).is_ok());
        // The flag is written only when set, and read back.
        let text = shorter.to_json();
        assert!(text.contains("\"dice_by_hand\": true"), "{text}");
        assert_eq!(Record::from_json(&text).unwrap(), shorter);
        assert!(!Record::new("jinx", Options::default(), 1)
            .to_json()
            .contains("dice_by_hand"));
    }

    #[test]
    fn rolls_drawn_from_the_seed_are_accepted() {
        for entry in GAMES {
            let record = Record::random(entry, Options::default(), 42, 7, 200);
            assert!(record.replay(GAMES).is_ok(), "{}", entry.name);
        }
    }
}
