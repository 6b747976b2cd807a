#![cfg(not(target_arch = "wasm32"))]
//! The corpus of damaged and valid saves in `tests/data/saves/`, each loaded the way the app
//! loads it:
//!
//! - `save-*`: a value as the app stores it under `mahai.v1.game.<id>` (a `SavedGame` as JSON),
//!   opened with [`Session::from_json`];
//! - `record-*`: an exported game file as a player imports it (a `Record` as JSON), opened with
//!   [`Session::from_record_json`].
//!
//! Each damaged file must be refused with the expected kind of error and a readable message,
//! nothing panics, and loading neither consumes nor alters the text (the app then copies that
//! same text to a `mahai.v1.backup.*` key; that copy is browser code, checked by the end-to-end
//! tests, not here). Valid files of every game load, and save back to a value that loads to the
//! same position.
//!
//! The valid files are written by `cargo test --test saves -- --ignored write_valid_saves`; the
//! damaged ones are hand-edited copies of them (see `tests/data/saves/README.md`).

use mahai::engine::record::{Record, RecordError};
use mahai::engine::rng::Rng;
use mahai::engine::{Options, ToMove};
use mahai::games::GAMES;
use mahai::ui::session::{LoadError, SeatKind, Session};
use std::path::PathBuf;
use std::time::Instant;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/saves")
}

fn read(name: &str) -> String {
    let path = dir().join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // Kept as bytes so that a file that is not UTF-8 is still tested (lossily, as a browser would).
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Loads a stored value and checks the text is left as it was.
fn load_save(name: &str) -> (String, Result<Session, LoadError>) {
    let text = read(name);
    let copy = text.clone();
    let clock = Instant::now();
    let r = Session::from_json(&text);
    assert!(
        clock.elapsed().as_secs_f64() < 10.0,
        "{name}: loading took {:?}",
        clock.elapsed()
    );
    assert_eq!(text, copy, "{name}: the text changed");
    (text, r)
}

fn load_record(name: &str) -> (String, Result<Session, RecordError>) {
    let text = read(name);
    let copy = text.clone();
    let clock = Instant::now();
    let r = Session::from_record_json("imported".into(), &text, 5.0);
    assert!(
        clock.elapsed().as_secs_f64() < 10.0,
        "{name}: loading took {:?}",
        clock.elapsed()
    );
    assert_eq!(text, copy, "{name}: the text changed");
    (text, r)
}

fn save_error(name: &str) -> LoadError {
    match load_save(name).1 {
        Ok(s) => panic!("{name}: loaded ({} moves)", s.saved.record.moves.len()),
        Err(e) => {
            let msg = e.to_string();
            assert!(
                msg.len() > 10 && !msg.contains('\n'),
                "{name}: message {msg:?}"
            );
            eprintln!("{name}: {msg}");
            e
        }
    }
}

fn record_error(name: &str) -> RecordError {
    match load_record(name).1 {
        Ok(s) => panic!("{name}: loaded ({} moves)", s.saved.record.moves.len()),
        Err(e) => {
            let msg = e.to_string();
            assert!(
                msg.len() > 10 && !msg.contains('\n'),
                "{name}: message {msg:?}"
            );
            // The same text goes through the engine's own reader with the same verdict.
            let engine = Record::from_json(&read(name)).and_then(|r| r.replay(GAMES).map(|_| ()));
            assert!(engine.is_err(), "{name}: the engine loads it");
            eprintln!("{name}: {msg}");
            e
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Valid saves of every game

const GAME_FILES: [&str; 4] = ["barne-zirkulua", "jinx", "fidchell", "bao-la-kete"];

#[test]
fn valid_saves_of_every_game_load_and_save_back() {
    for g in GAME_FILES {
        let name = format!("save-valid-{g}.json");
        let (text, r) = load_save(&name);
        let s = r.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.game_name(), g);
        assert!(
            s.saved.record.moves.len() >= 20,
            "{name}: a game in progress"
        );
        assert_eq!(s.history.len(), s.saved.record.moves.len());
        assert!(!s.game.as_dyn().is_over_dyn(), "{name}: still in play");
        let again = Session::from_json(&s.to_json()).unwrap();
        assert_eq!(again.game, s.game);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&text).unwrap(),
            serde_json::from_str::<serde_json::Value>(&s.to_json()).unwrap(),
            "{name}: saving again writes the same value"
        );
    }
}

#[test]
fn valid_records_of_every_game_import() {
    for g in GAME_FILES {
        let name = format!("record-valid-{g}.json");
        let (_, r) = load_record(&name);
        let s = r.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.game_name(), g);
        assert!(s.saved.seats.iter().all(|k| *k == SeatKind::Person));
        // The same game as the save it was exported from.
        let saved = load_save(&format!("save-valid-{g}.json")).1.unwrap();
        assert_eq!(s.game, saved.game, "{name}");
        assert_eq!(s.saved.record, saved.saved.record);
    }
}

/// Small helper trait so the test reads well: whether a dynamic game is over.
trait OverDyn {
    fn is_over_dyn(&self) -> bool;
}

impl OverDyn for dyn mahai::engine::DynGame + '_ {
    fn is_over_dyn(&self) -> bool {
        matches!(self.to_move(), ToMove::Over(_))
    }
}

// ---------------------------------------------------------------------------------------------
// Damaged stored values

#[test]
fn save_truncated() {
    let e = save_error("save-truncated.json");
    assert!(matches!(e, LoadError::Json(_)), "{e:?}");
    assert!(e.to_string().starts_with("not a saved game"), "{e}");
}

#[test]
fn save_wrong_version() {
    let e = save_error("save-wrong-version.json");
    assert_eq!(e, LoadError::Version(2));
    assert_eq!(e.to_string(), "saved by another version (format 2)");
}

#[test]
fn save_record_of_another_version() {
    let e = save_error("save-record-wrong-version.json");
    assert_eq!(e, LoadError::Record(RecordError::Version(7)));
    assert!(e.to_string().contains("format 7"), "{e}");
}

#[test]
fn save_wrong_game() {
    let e = save_error("save-wrong-game.json");
    assert_eq!(
        e,
        LoadError::Record(RecordError::UnknownGame("chess".into()))
    );
    assert_eq!(e.to_string(), "unknown game \"chess\"");
}

#[test]
fn save_options_refused() {
    let e = save_error("save-bad-options.json");
    assert!(
        matches!(e, LoadError::Record(RecordError::Options(_))),
        "{e:?}"
    );
    assert!(
        e.to_string().starts_with("the game options are refused"),
        "{e}"
    );
}

#[test]
fn save_illegal_move_in_the_middle() {
    let e = save_error("save-illegal-move.json");
    match &e {
        LoadError::Record(RecordError::Move {
            index,
            mv,
            code,
            reason,
        }) => {
            assert_eq!((*index, mv.as_str()), (10, "E1-E5"), "{e}");
            assert!(code.starts_with("jinx."), "{code}");
            assert!(!reason.is_empty());
        }
        _ => panic!("{e:?}"),
    }
    assert!(
        e.to_string().starts_with("move 11 (E1-E5) is refused: "),
        "{e}"
    );
}

#[test]
fn save_malformed_move() {
    let e = save_error("save-malformed-move.json");
    assert!(
        matches!(&e, LoadError::Record(RecordError::Move { index: 3, mv, code, .. })
            if mv == "??" && code == "move.malformed"),
        "{e:?}"
    );
}

/// A tampered game: the moves were edited so that a stone is sown out of a pit that the
/// recorded play has emptied.
#[test]
fn save_tampered_position() {
    let e = save_error("save-tampered.json");
    assert!(
        matches!(e, LoadError::Record(RecordError::Move { .. })),
        "{e:?}"
    );
}

#[test]
fn save_with_the_wrong_number_of_seats() {
    let e = save_error("save-seats.json");
    assert_eq!(
        e,
        LoadError::Seats {
            expected: 2,
            found: 3
        }
    );
    assert_eq!(e.to_string(), "the game has 2 seats but the save names 3");
}

#[test]
fn save_huge() {
    let (text, _) = load_save("save-huge.json");
    assert!(text.len() > 500_000, "the file is large");
    let e = save_error("save-huge.json");
    // The moves run on far beyond the end of the game.
    assert!(
        matches!(e, LoadError::Record(RecordError::Move { .. })),
        "{e:?}"
    );
}

#[test]
fn save_not_json() {
    for name in ["save-not-json.txt", "save-empty.txt", "save-binary.bin"] {
        let e = save_error(name);
        assert!(matches!(e, LoadError::Json(_)), "{name}: {e:?}");
    }
}

#[test]
fn save_wrong_shape() {
    // JSON, but not a saved game: an array, and an exported record (a file, not a stored value).
    for name in ["save-array.json", "record-valid-jinx.json"] {
        let e = save_error(name);
        assert!(matches!(e, LoadError::Json(_)), "{name}: {e:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Damaged imported files

#[test]
fn record_truncated() {
    let e = record_error("record-truncated.json");
    assert!(matches!(e, RecordError::Malformed(_)), "{e:?}");
    assert!(
        e.to_string().starts_with("not a Mahai game record: "),
        "{e}"
    );
}

#[test]
fn record_wrong_version() {
    let e = record_error("record-wrong-version.json");
    assert_eq!(e, RecordError::Version(2));
    assert_eq!(
        e.to_string(),
        "record format 2 is not supported (this version reads 1)"
    );
}

#[test]
fn record_without_version() {
    let e = record_error("record-no-format.json");
    assert_eq!(e, RecordError::Malformed("no \"format\" field".into()));
}

#[test]
fn record_wrong_game() {
    let e = record_error("record-wrong-game.json");
    assert_eq!(e, RecordError::UnknownGame("chess".into()));
}

#[test]
fn record_options_refused() {
    let e = record_error("record-bad-options.json");
    assert!(matches!(e, RecordError::Options(_)), "{e:?}");
}

#[test]
fn record_illegal_move_in_the_middle() {
    let e = record_error("record-illegal-move.json");
    match &e {
        RecordError::Move {
            index,
            mv,
            code,
            reason,
        } => {
            assert_eq!((*index, mv.as_str()), (12, "a5xR"), "{e}");
            assert!(code.starts_with("bao."), "{code}");
            assert!(!reason.is_empty());
        }
        _ => panic!("{e:?}"),
    }
    assert!(
        e.to_string().starts_with("move 13 (a5xR) is refused: "),
        "{e}"
    );
}

#[test]
fn record_tampered_position() {
    let e = record_error("record-tampered.json");
    assert!(matches!(e, RecordError::Move { .. }), "{e:?}");
}

#[test]
fn record_huge() {
    let (text, _) = load_record("record-huge.json");
    assert!(text.len() > 500_000, "the file is large");
    let e = record_error("record-huge.json");
    assert!(matches!(e, RecordError::Move { .. }), "{e:?}");
}

#[test]
fn record_not_json() {
    for name in [
        "save-not-json.txt",
        "save-empty.txt",
        "save-binary.bin",
        "save-array.json",
    ] {
        let e = record_error(name);
        assert!(matches!(e, RecordError::Malformed(_)), "{name}: {e:?}");
    }
}

/// A stored value imported as a file: it has a format but no game, options, seed nor moves.
#[test]
fn record_that_is_a_save() {
    let e = record_error("save-valid-fidchell.json");
    assert!(matches!(e, RecordError::Malformed(_)), "{e:?}");
}

/// Every file of the corpus is named in a test above (a new file cannot be forgotten).
#[test]
fn every_corpus_file_is_tested() {
    let me = include_str!("saves.rs");
    for entry in std::fs::read_dir(dir()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name == "README.md" {
            continue;
        }
        let stem = name
            .replace("-barne-zirkulua", "-{g}")
            .replace("-jinx", "-{g}");
        let stem = stem
            .replace("-fidchell", "-{g}")
            .replace("-bao-la-kete", "-{g}");
        assert!(
            me.contains(&format!("\"{name}\"")) || me.contains(&stem),
            "{name} is not tested"
        );
    }
}

// ---------------------------------------------------------------------------------------------

/// Writes the valid saves and records of every game (about 30 plies of a seeded random game).
#[test]
#[ignore = "writes tests/data/saves/*-valid-*; run by hand"]
fn write_valid_saves() {
    for (i, g) in GAMES.iter().enumerate() {
        let start = (g.new)(&Options::default()).unwrap();
        let seats = vec![SeatKind::Person; start.seats()];
        let mut s = Session::new(
            format!("g{i}"),
            g.name,
            Options::default(),
            seats,
            1000 + i as u64,
            1_700_000_000_000.0,
        )
        .unwrap();
        let mut rng = Rng::new(i as u64);
        let mut t = 1_700_000_000_000.0;
        while s.saved.record.moves.len() < 30 {
            let mv = match s.chance_move() {
                Some(m) => m,
                None => {
                    let moves = s.game.legal_moves();
                    rng.choose(&moves).clone()
                }
            };
            t += 1000.0;
            s.play_move(&mv, t).unwrap();
            assert!(!matches!(s.to_move(), ToMove::Over(_)));
        }
        std::fs::write(
            dir().join(format!("save-valid-{}.json", g.name)),
            s.to_json(),
        )
        .unwrap();
        std::fs::write(
            dir().join(format!("record-valid-{}.json", g.name)),
            s.saved.record.to_json(),
        )
        .unwrap();
    }
}
