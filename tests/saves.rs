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
use mahai::ui::i18n::Lang;
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

/// The record was refused at move `index` (0-based), `mv`, with a code of the game (`prefix`)
/// and a reason.
fn refused_move(e: &RecordError, index: usize, mv: &str, prefix: &str) {
    let RecordError::Move {
        index: i,
        mv: m,
        code,
        reason,
    } = e
    else {
        panic!("{e:?}")
    };
    assert_eq!((*i, m.as_str()), (index, mv), "{e}");
    assert!(code.starts_with(prefix), "{code}");
    assert!(!reason.is_empty());
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
    let LoadError::Record(r) = &e else {
        panic!("{e:?}")
    };
    refused_move(r, 10, "E1-E5", "jinx.");
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
    refused_move(&e, 12, "a5xR", "bao.");
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
// Saves and exports written by the app as it was when these files were made (see the README):
// each must go on loading to the same ply, position and result.

/// One stored game of the fixture set, with what loading it must give.
struct Fixture {
    file: &'static str,
    game: &'static str,
    variant: &'static str,
    seats: &'static [&'static str],
    plies: usize,
    /// The first line of `mahai show`: who is to move, or the result.
    status: &'static str,
    position: &'static str,
}

const FIXTURES: &[Fixture] = &[
    Fixture {
        file: "save-mid-barne-zirkulua.json",
        variant: "memory",
        game: "barne-zirkulua",
        seats: &["person", "computer", "computer:beginner"],
        plies: 60,
        status: "to-move: black",
        position: "bz-memory players=3 balls=3 first=y turn=b y=G7,O62,O8 r=G4,G5,I0 b=G6,G0,O44 marks=0,0,0 mem=half,half,half+dir phase=act dice=2:ring option=unused pool=- used=1 dir=cw fresh=- pending=-",
    },
    Fixture {
        file: "save-finished-barne-zirkulua.json",
        variant: "basic",
        game: "barne-zirkulua",
        seats: &["computer:strong", "computer:beginner"],
        plies: 303,
        status: "over: winner=black",
        position: "bz-basic players=2 balls=4 first=y turn=b y=G5,O30,G1,S b=G3,G0,G2,G4 marks=2,3 mem=-,- phase=over",
    },
    Fixture {
        file: "save-midturn-barne-zirkulua.json",
        variant: "goal16",
        game: "barne-zirkulua",
        seats: &["person", "computer"],
        plies: 54,
        status: "to-move: yellow",
        position: "bz-goal16 players=2 balls=4 first=y turn=y y=G4,G5,O20,S b=G8,O6,O40,S marks=0,0 mem=-,- phase=act dice=12:swap option=used pool=12 used=0 dir=cw fresh=- pending=-",
    },
    Fixture {
        file: "save-mid-jinx.json",
        variant: "three-player",
        game: "jinx",
        seats: &["person", "computer:strong", "computer"],
        plies: 41,
        status: "to-move: plain",
        position: "jinx3 G1,G3,F2,F3,D3/A6,D9,F9/I9,H6,I6 lone plain move - - 31 11 20/200",
    },
    Fixture {
        file: "save-finished-jinx.json",
        variant: "four-player",
        game: "jinx",
        seats: &["computer", "computer:beginner", "computer:strong", "person"],
        plies: 765,
        status: "over: winner=south",
        position: "jinx4 F5,H2,G8/-/-/- south south over:south - - 0 0 20/200",
    },
    Fixture {
        file: "save-mid-fidchell.json",
        variant: "game-two",
        game: "fidchell",
        seats: &["person", "computer:strong"],
        plies: 8,
        status: "to-move: black",
        position: "fidchell:game-two b WWWW/............/........B.../..B...BB..B...B./................/........W....W..W......./B..W.BBW.W..B..W..B..W.. hand=15,16 lost=0,0 king=white challenge=2 extra=0 passes=0 end=- history=-",
    },
    Fixture {
        file: "save-finished-fidchell.json",
        variant: "game-three",
        game: "fidchell",
        seats: &["computer:beginner", "computer"],
        plies: 26,
        status: "over: winner=black",
        position: "fidchell:game-three b W.B./...B..B..B../B..W.WB.W.../W.......BBB.W.../.......W..B.WW../............B.WB......../W...........W..B...W.... hand=14,14 lost=0,0 king=dead challenge=- extra=0 passes=0 end=black-connected history=-",
    },
    Fixture {
        file: "save-mid-bao-la-kete.json",
        variant: "match",
        game: "bao-la-kete",
        seats: &["computer:strong", "person"],
        plies: 45,
        status: "to-move: north",
        position: "bao:match game=2 score=1-0 first=N turn=N res=15/15 kuu=D/D pits=0,0,0,0,0,0,0,0/0,5,5,0,0,3,0,0/1,2,1,0,1,1,4,0/2,2,2,2,1,0,1,1",
    },
    Fixture {
        file: "save-finished-bao-la-kete.json",
        variant: "single",
        game: "bao-la-kete",
        seats: &["computer", "computer:beginner"],
        plies: 45,
        status: "over: winner=south",
        position: "bao:single game=1 score=1-0 first=S result=S res=0/0 kuu=D/D pits=2,0,2,1,0,0,0,1/0,0,0,0,0,0,0,0/6,6,8,2,0,1,10,4/0,1,2,0,2,1,7,6 hand=2",
    },
];

fn status_line(s: &Session) -> String {
    s.game
        .as_dyn()
        .show()
        .lines()
        .next()
        .unwrap_or("")
        .to_string()
}

fn open_fixture(f: &Fixture) -> Session {
    let (text, r) = load_save(f.file);
    let s = r.unwrap_or_else(|e| panic!("{}: {e}", f.file));
    assert_eq!(s.game_name(), f.game, "{}", f.file);
    assert_eq!(
        s.saved.record.options.variant.as_deref(),
        Some(f.variant),
        "{}",
        f.file
    );
    let seats: Vec<&str> = s.saved.seats.iter().map(|k| k.code()).collect();
    assert_eq!(seats, f.seats, "{}", f.file);
    assert_eq!(s.saved.record.moves.len(), f.plies, "{}", f.file);
    assert_eq!(s.history.len(), f.plies, "{}", f.file);
    assert_eq!(status_line(&s), f.status, "{}", f.file);
    assert_eq!(s.game.as_dyn().position(), f.position, "{}", f.file);
    // Saving again writes the same value, and that value opens to the same game.
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&text).unwrap(),
        serde_json::from_str::<serde_json::Value>(&s.to_json()).unwrap(),
        "{}: saving again writes the same value",
        f.file
    );
    let again = Session::from_json(&s.to_json()).unwrap();
    assert_eq!(again.game, s.game, "{}", f.file);
    // The engine's own replay of the record reaches the same position.
    let engine = s.saved.record.replay(GAMES).unwrap();
    assert_eq!(engine.position(), f.position, "{}", f.file);
    s
}

#[test]
fn fixtures_load_to_their_ply_position_and_result() {
    for f in FIXTURES {
        let s = open_fixture(f);
        let over = s.game.as_dyn().is_over_dyn();
        assert_eq!(over, f.file.starts_with("save-finished-"), "{}", f.file);
        assert_eq!(over, f.status.starts_with("over: "), "{}", f.file);
        // Whoever is to move in a game in progress has moves to choose from.
        if !over {
            assert!(
                !s.game.as_dyn().legal_move_strings().is_empty(),
                "{}",
                f.file
            );
        }
    }
}

#[test]
fn fixtures_cover_every_game_and_every_computer_level() {
    for g in GAME_FILES {
        for kind in ["mid", "finished"] {
            let name = format!("save-{kind}-{g}.json");
            assert!(FIXTURES.iter().any(|f| f.file == name), "{name}");
        }
    }
    for level in ["computer", "computer:beginner", "computer:strong"] {
        assert!(FIXTURES.iter().any(|f| f.seats.contains(&level)), "{level}");
    }
}

/// Saved in the middle of a Barne-zirkulua turn: the dice are rolled, part of the roll is
/// played, and the same seat still has to finish it.
#[test]
fn fixture_saved_in_the_middle_of_a_turn() {
    let f = FIXTURES
        .iter()
        .find(|f| f.file == "save-midturn-barne-zirkulua.json")
        .unwrap();
    let s = open_fixture(f);
    let h = &s.history;
    assert_eq!(h[h.len() - 2].mover, ToMove::Chance, "the roll");
    assert!(matches!(h[h.len() - 1].mover, ToMove::Seat(_)));
    assert_eq!(s.to_move(), h[h.len() - 1].mover, "the same seat goes on");
    assert_eq!(s.saved.record.moves[h.len() - 2], "roll:12:swap");
    assert!(
        f.position.contains("option=used pool=12"),
        "the swap played, the 12 not yet"
    );
    assert_eq!(s.person_to_move(), Some(0), "a person saved it, yellow");
}

/// The exported records (what the Export button writes) import to the same games as the saves.
#[test]
fn exported_fixtures_import_to_the_same_game() {
    for g in GAME_FILES {
        let name = format!("record-finished-{g}.json");
        let (text, r) = load_record(&name);
        let s = r.unwrap_or_else(|e| panic!("{name}: {e}"));
        let f = FIXTURES
            .iter()
            .find(|f| f.file == format!("save-finished-{g}.json"))
            .unwrap();
        let saved = open_fixture(f);
        assert_eq!(s.game, saved.game, "{name}");
        assert_eq!(s.saved.record, saved.saved.record, "{name}");
        assert_eq!(s.game.as_dyn().position(), f.position, "{name}");
        assert!(s.saved.seats.iter().all(|k| *k == SeatKind::Person));
        // Byte for byte what `Record::to_json` writes.
        assert_eq!(text, saved.saved.record.to_json(), "{name}");
    }
}

/// The settings value as the app stores it under `mahai.v1.settings` (the app's `Settings`
/// struct is private to the browser build; this mirrors its one field).
#[test]
fn settings_fixture_reads() {
    #[derive(serde::Deserialize, serde::Serialize)]
    struct Settings {
        lang: Lang,
    }
    let text = read("settings.json");
    let s: Settings = serde_json::from_str(&text).unwrap();
    assert_eq!(s.lang, Lang::Fr);
    assert_eq!(serde_json::to_string(&s).unwrap(), text.trim_end());
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
