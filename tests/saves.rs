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
//! nothing panics, and loading neither consumes nor alters the text (the app then leaves a
//! damaged save where it is, listed as damaged, and copies a refused import nowhere; that is
//! browser code, checked by the end-to-end tests in `e2e/saves.test.mjs`, not here). Valid files of every game load, and save back to a value that loads to the
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

/// Opens the file `name` with `open` and checks that this takes less than ten seconds and leaves
/// the text as it was; returns the text and what `open` gave.
fn load<T, E>(name: &str, open: impl Fn(&str) -> Result<T, E>) -> (String, Result<T, E>) {
    let text = read(name);
    let copy = text.clone();
    let clock = Instant::now();
    let r = open(&text);
    let took = clock.elapsed();
    assert!(took.as_secs_f64() < 10.0, "{name}: loading took {took:?}");
    assert_eq!(text, copy, "{name}: the text changed");
    (text, r)
}

/// Loads a stored value, as the app opens `mahai.v1.game.<id>`.
fn load_save(name: &str) -> (String, Result<Session, LoadError>) {
    load(name, Session::from_json)
}

/// Loads an exported record, as the app imports a file.
fn load_record(name: &str) -> (String, Result<Session, RecordError>) {
    load(name, |text| {
        Session::from_record_json("imported".into(), text, 5.0)
    })
}

/// A stored value that must load: its text and its session.
fn opened(name: &str) -> (String, Session) {
    let (text, r) = load_save(name);
    (text, r.unwrap_or_else(|e| panic!("{name}: {e}")))
}

/// An exported record that must import: its text and its session.
fn imported(name: &str) -> (String, Session) {
    let (text, r) = load_record(name);
    (text, r.unwrap_or_else(|e| panic!("{name}: {e}")))
}

/// Saving `s` (opened from `text`) again writes the same value, and that value opens to the same
/// game. The save gains the start page's line in the four languages (written by this version,
/// not read back), which is checked apart.
fn saves_back(name: &str, text: &str, s: &Session) {
    let json = s.to_json();
    let mut saved = serde_json::from_str::<serde_json::Value>(&json).unwrap();
    let summary = saved
        .as_object_mut()
        .and_then(|o| o.remove("summary"))
        .unwrap_or_else(|| panic!("{name}: no summary"));
    assert_eq!(
        summary.as_array().map(Vec::len),
        Some(4),
        "{name}: {summary}"
    );
    let mut before = serde_json::from_str::<serde_json::Value>(text).unwrap();
    before.as_object_mut().map(|o| o.remove("summary"));
    assert_eq!(before, saved, "{name}: saving again writes the same value");
    assert_eq!(Session::from_json(&json).unwrap().game, s.game, "{name}");
}

/// The error of a file that must be refused, after checking its message is one readable line.
fn refusal<E: std::fmt::Display>(name: &str, r: Result<Session, E>) -> E {
    let e = r.err().unwrap_or_else(|| panic!("{name}: loaded"));
    let msg = e.to_string();
    assert!(
        msg.len() > 10 && !msg.contains('\n'),
        "{name}: message {msg:?}"
    );
    eprintln!("{name}: {msg}");
    e
}

fn save_error(name: &str) -> LoadError {
    refusal(name, load_save(name).1)
}

fn record_error(name: &str) -> RecordError {
    let e = refusal(name, load_record(name).1);
    // The same text goes through the engine's own reader with the same verdict.
    let engine = Record::from_json(&read(name)).and_then(|r| r.replay(GAMES).map(|_| ()));
    assert!(engine.is_err(), "{name}: the engine loads it");
    e
}

/// What a refusal's message must say: `Starts("…")`, `Is("…")`, `Has("…")` or `Any` (only
/// that it is one readable line).
enum Says {
    Starts(&'static str),
    Is(&'static str),
    Has(&'static str),
    Any,
}

impl Says {
    fn check(&self, name: &str, message: &str) {
        let ok = match self {
            Says::Starts(text) => message.starts_with(text),
            Says::Is(text) => message == *text,
            Says::Has(text) => message.contains(text),
            Says::Any => true,
        };
        assert!(ok, "{name}: {message}");
    }
}

/// One test a line: `test_name: loader(files…) => pattern of the error, what its message says;`.
/// Each file is loaded with the loader (`save_error` or `record_error`), which checks it is
/// refused with a readable message; its error must match the pattern.
macro_rules! refused {
    ($($test:ident: $loader:ident($($file:literal),+) => $error:pat $(if $guard:expr)?, $says:expr;)*) => {
        $(
            #[test]
            fn $test() {
                for name in [$($file),+] {
                    let e = $loader(name);
                    #[allow(unused_imports)]
                    use Says::*;
                    assert!(matches!(&e, $error $(if $guard)?), "{name}: {e:?}");
                    $says.check(name, &e.to_string());
                }
            }
        )*
    };
}

// ---------------------------------------------------------------------------------------------
// Valid saves of every game

const GAME_FILES: [&str; 4] = ["barne-zirkulua", "jinx", "fidchell", "bao-la-kete"];

#[test]
fn valid_saves_of_every_game_load_and_save_back() {
    for g in GAME_FILES {
        let name = format!("save-valid-{g}.json");
        let (text, s) = opened(&name);
        assert_eq!(s.game_name(), g);
        assert!(
            s.saved.record.moves.len() >= 20,
            "{name}: a game in progress"
        );
        assert_eq!(s.history.len(), s.saved.record.moves.len());
        assert!(!s.game.as_dyn().is_over_dyn(), "{name}: still in play");
        saves_back(&name, &text, &s);
    }
}

#[test]
fn valid_records_of_every_game_import() {
    for g in GAME_FILES {
        let name = format!("record-valid-{g}.json");
        let s = imported(&name).1;
        assert_eq!(s.game_name(), g);
        assert!(s.saved.seats.iter().all(|k| *k == SeatKind::Person));
        // The same game as the save it was exported from.
        let saved = opened(&format!("save-valid-{g}.json")).1;
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
// Damaged stored values and imported files
//
// `save-array.json` and `record-valid-jinx.json` are JSON, but not a saved game (an array, and an
// exported record: a file, not a stored value); `save-tampered.json` and `record-tampered.json`
// had their moves edited so that seeds are sown out of a pit that the recorded play has emptied;
// the moves of the huge files run on far beyond the end of the game; `save-valid-fidchell.json`
// imported as a file has a format but no game, options, seed nor moves.

refused! {
    save_truncated: save_error("save-truncated.json") => LoadError::Json(_), Starts("not a saved game");
    save_wrong_version: save_error("save-wrong-version.json") => LoadError::Version(2), Is("saved by another version (format 2)");
    save_record_of_another_version: save_error("save-record-wrong-version.json") => LoadError::Record(RecordError::Version(7)), Has("format 7");
    save_wrong_game: save_error("save-wrong-game.json") => LoadError::Record(RecordError::UnknownGame(g)) if g == "chess", Is("unknown game \"chess\"");
    save_options_refused: save_error("save-bad-options.json") => LoadError::Record(RecordError::Options(_)), Starts("the game options are refused");
    save_illegal_move_in_the_middle: save_error("save-illegal-move.json") => LoadError::Record(RecordError::Move { index: 10, mv, code, reason }) if mv == "E1-E5" && code.starts_with("jinx.") && !reason.is_empty(), Starts("move 11 (E1-E5) is refused: ");
    save_malformed_move: save_error("save-malformed-move.json") => LoadError::Record(RecordError::Move { index: 3, mv, code, .. }) if mv == "??" && code == "move.malformed", Any;
    save_tampered_position: save_error("save-tampered.json") => LoadError::Record(RecordError::Move { .. }), Any;
    save_with_the_wrong_number_of_seats: save_error("save-seats.json") => LoadError::Seats { expected: 2, found: 3 }, Is("the game has 2 seats but the save names 3");
    save_huge: save_error("save-huge.json") => LoadError::Record(RecordError::Move { .. }), Any;
    save_not_json: save_error("save-not-json.txt", "save-empty.txt", "save-binary.bin") => LoadError::Json(_), Any;
    save_wrong_shape: save_error("save-array.json", "record-valid-jinx.json") => LoadError::Json(_), Any;

    record_truncated: record_error("record-truncated.json") => RecordError::Malformed(_), Starts("not a Mahai game record: ");
    record_wrong_version: record_error("record-wrong-version.json") => RecordError::Version(2), Is("record format 2 is not supported (this version reads 1)");
    record_without_version: record_error("record-no-format.json") => RecordError::Malformed(m) if m == "no \"format\" field", Any;
    record_wrong_game: record_error("record-wrong-game.json") => RecordError::UnknownGame(g) if g == "chess", Any;
    record_options_refused: record_error("record-bad-options.json") => RecordError::Options(_), Any;
    record_illegal_move_in_the_middle: record_error("record-illegal-move.json") => RecordError::Move { index: 12, mv, code, reason } if mv == "a5xR" && code.starts_with("bao.") && !reason.is_empty(), Starts("move 13 (a5xR) is refused: ");
    record_tampered_position: record_error("record-tampered.json") => RecordError::Move { .. }, Any;
    record_huge: record_error("record-huge.json") => RecordError::Move { .. }, Any;
    record_not_json: record_error("save-not-json.txt", "save-empty.txt", "save-binary.bin", "save-array.json") => RecordError::Malformed(_), Any;
    record_that_is_a_save: record_error("save-valid-fidchell.json") => RecordError::Malformed(_), Any;
}

/// The huge files of the corpus are large indeed (more than 500 kB).
#[test]
fn the_huge_files_are_large() {
    for name in ["save-huge.json", "record-huge.json"] {
        assert!(read(name).len() > 500_000, "{name} is large");
    }
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
    let (text, s) = opened(f.file);
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
    saves_back(f.file, &text, &s);
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
        let (text, s) = imported(&name);
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

/// Every seat a save can hold reads back, the master's too; the codes saved before the master
/// existed read as before; an unknown one is refused with the known ones named.
#[test]
fn seat_codes_round_trip_with_the_master_level() {
    use mahai::ai::level::Level;
    for level in Level::ALL {
        let kind = SeatKind::Computer(level);
        let text = serde_json::to_string(&kind).unwrap();
        assert_eq!(serde_json::from_str::<SeatKind>(&text).unwrap(), kind);
    }
    assert_eq!(
        serde_json::to_string(&SeatKind::Computer(Level::Master)).unwrap(),
        r#""computer:master""#
    );
    assert_eq!(
        SeatKind::CHOICES.last(),
        Some(&SeatKind::Computer(Level::Master)),
        "the new-game dialog offers the master, last"
    );
    for (code, level) in [
        ("computer", Level::Intermediate),
        ("computer:beginner", Level::Beginner),
        ("computer:strong", Level::Strong),
        ("computer:random", Level::Random),
    ] {
        assert_eq!(SeatKind::from_code(code), Some(SeatKind::Computer(level)));
    }
    let err = serde_json::from_str::<SeatKind>(r#""computer:wizard""#)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("computer:wizard") && err.contains("computer:master"),
        "{err}"
    );
}
