//! A game as it is stored: the saved game (the record, the seats, the moves taken back), how a
//! session is opened from it (replaying the record through the rules) and written back, and
//! the exported file.

use super::Session;
use crate::engine::record::{LoadError, Record, RecordError};
use crate::games::AnyGame;
use crate::share::corr::{self, ByLink};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::step::{History, Step};
use serde::{Deserialize, Serialize};

/// Version of the saved-game format (the storage keys carry it too).
pub const SAVE_FORMAT: u32 = 1;

/// What is written to storage for one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub id: String,
    pub record: Record,
    pub seats: Vec<SeatKind>,
    /// Moves taken back, newest last; each entry is one whole turn.
    #[serde(default)]
    pub redo: Vec<Vec<String>>,
    /// Milliseconds since 1970 (from the browser clock).
    pub created: f64,
    pub updated: f64,
    /// A game played with friends by link: this side's part (see [`crate::share::corr`]).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "corr::saved_text"
    )]
    pub by_link: Option<ByLink>,
}

impl SavedGame {
    /// A game just begun (or imported) at `now`, with nothing to redo.
    pub fn new(id: String, record: Record, seats: Vec<SeatKind>, now: f64) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            id,
            record,
            seats,
            redo: Vec::new(),
            created: now,
            updated: now,
            by_link: None,
        }
    }
}

#[cfg(feature = "site")]
/// The seats of a record's `players` (every seat a person's when it names none), or `None`
/// when they do not fit a game of `count` seats.
fn seats_named(players: &[String], count: usize) -> Option<Vec<SeatKind>> {
    if players.is_empty() {
        return Some(vec![SeatKind::Person; count]);
    }
    if players.len() != count {
        return None;
    }
    players
        .iter()
        .map(|code| match SeatKind::from_code(code)? {
            SeatKind::Friend => Some(SeatKind::Person),
            kind => Some(kind),
        })
        .collect()
}

/// Replays a record with typed access to the result, collecting the history.
pub fn replay(record: &Record) -> Result<(AnyGame, History), RecordError> {
    if record.format != crate::engine::record::RECORD_FORMAT {
        return Err(RecordError::Version(record.format));
    }
    let mut game = AnyGame::new(&record.game, &record.options).map_err(|e| {
        // By name, not through the registry, whose computer players the app need not link.
        if !crate::games::NAMES.contains(&record.game.as_str()) {
            RecordError::UnknownGame(record.game.clone())
        } else {
            RecordError::Options(e.0)
        }
    })?;
    let mut history = History::new();
    for (index, mv) in record.moves.iter().enumerate() {
        let mover = game.as_dyn().to_move();
        record.check_dice(index, &game.as_dyn().chance_outcome_strings())?;
        let refused = |code: &str, reason: String| RecordError::Move {
            index,
            mv: mv.clone(),
            code: code.to_string(),
            reason,
        };
        let parsed = game
            .parse_move(mv)
            .map_err(|e| refused("move.malformed", e.0))?;
        let effects = game
            .play(&parsed)
            .map_err(|e| refused(e.code(), e.reason_text()))?;
        history.push(Step {
            mover,
            mv: parsed,
            effects,
        });
    }
    Ok((game, history))
}

impl Session {
    /// Opens a saved game by replaying its record.
    pub fn from_saved(saved: SavedGame) -> Result<Session, LoadError> {
        if saved.format != SAVE_FORMAT {
            return Err(LoadError::Version(saved.format));
        }
        let (game, history) = replay(&saved.record).map_err(LoadError::Record)?;
        let expected = game.as_dyn().seats();
        if saved.seats.len() != expected {
            return Err(LoadError::Seats {
                expected,
                found: saved.seats.len(),
            });
        }
        Ok(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// Parses and opens a saved game from its stored JSON.
    pub fn from_json(text: &str) -> Result<Session, LoadError> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<u32>,
        }
        let head: Head = serde_json::from_str(text)
            .map_err(|e| LoadError::Json(crate::engine::record::json_error(&e)))?;
        if let Some(v) = head.format {
            if v != SAVE_FORMAT {
                return Err(LoadError::Version(v));
            }
        }
        let saved: SavedGame = serde_json::from_str(text)
            .map_err(|e| LoadError::Json(crate::engine::record::json_error(&e)))?;
        Session::from_saved(saved)
    }

    /// Opens an exported record (from a file) as a new game with every seat a person.
    pub fn from_record_json(id: String, text: &str, now: f64) -> Result<Session, RecordError> {
        Session::from_record(id, Record::from_json(text)?, now)
    }

    /// Opens a record as a new game. The players it names (an exported file's) take their
    /// seats again; a friend by link comes back as a person, since the game is now played
    /// here. Without names every seat is a person's.
    pub fn from_record(id: String, mut record: Record, now: f64) -> Result<Session, RecordError> {
        let (game, history) = replay(&record)?;
        let players = std::mem::take(&mut record.players);
        // An embed seats its players itself (its page says who plays).
        #[cfg(not(feature = "site"))]
        let seats = {
            drop(players);
            vec![SeatKind::Person; game.as_dyn().seats()]
        };
        #[cfg(feature = "site")]
        let seats = seats_named(&players, game.as_dyn().seats()).ok_or_else(|| {
            RecordError::Malformed(format!(
                "the players ({}) do not fit the game's {} seats",
                players.join(", "),
                game.as_dyn().seats()
            ))
        })?;
        let saved = SavedGame::new(id, record, seats, now);
        Ok(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// The save as stored. The site's saves also carry [`Session::summaries`], the line the
    /// start page shows (which reads saves without the rules).
    pub fn to_json(&self) -> String {
        #[cfg(feature = "site")]
        {
            #[derive(Serialize)]
            struct Stored<'a> {
                #[serde(flatten)]
                saved: &'a SavedGame,
                summary: Vec<String>,
            }
            let stored = Stored {
                saved: &self.saved,
                summary: self.summaries(),
            };
            serde_json::to_string(&stored).expect("a saved game always serialises")
        }
        // It cannot fail (strings, numbers and lists only); no error text is carried for it.
        #[cfg(not(feature = "site"))]
        serde_json::to_string(&self.saved).unwrap_or_default()
    }

    /// The game as an exported file: its record, with who plays each seat.
    pub fn export_json(&self) -> String {
        let mut record = self.saved.record.clone();
        record.players = self
            .saved
            .seats
            .iter()
            .map(|k| k.code().to_string())
            .collect();
        record.to_json()
    }
}
