//! The app's game session (plain Rust): takeback, saves, records, the computer's moves.
#![cfg(not(target_arch = "wasm32"))]

use mahai::engine::record::{Record, RecordError};
use mahai::engine::{Options, ToMove};
use mahai::games::GAMES;
use mahai::ui::session::{LoadError, SeatKind, Session};

/// A new game of Jinx with default options, started at time 0.
fn jinx(id: &str, seats: Vec<SeatKind>, seed: u64) -> Session {
    Session::new(id.into(), "jinx", Options::default(), seats, seed, 0.0).unwrap()
}

fn two_people() -> Session {
    jinx("t1", vec![SeatKind::Person; 2], 7)
}

#[test]
fn undo_takes_back_one_turn_and_redo_plays_it_again() {
    let mut s = two_people();
    assert!(!s.can_undo());
    s.play("E1-E2", 1.0).unwrap();
    s.play("C9-C8", 2.0).unwrap();
    assert!(s.undo(3.0));
    assert_eq!(s.saved.record.moves.to_vec(), vec!["E1-E2"]);
    assert_eq!(s.to_move(), ToMove::Seat(1));
    assert!(s.can_redo());
    assert!(s.redo(4.0));
    assert_eq!(s.saved.record.moves.to_vec(), vec!["E1-E2", "C9-C8"]);
    assert_eq!(s.history.len(), 2);
    // A new move clears what could be redone.
    s.undo(5.0);
    s.play("D9-D8", 6.0).unwrap();
    assert!(!s.can_redo());
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_turn() {
    let mut s = jinx("t2", vec![SeatKind::Person, SeatKind::COMPUTER], 11);
    assert_eq!(s.computer_request(), None, "red is a person");
    s.play("E1-E2", 1.0).unwrap();
    assert!(s.computer_request().is_some(), "green is the computer");
    let reply = s.random_move().expect("green has moves");
    assert_eq!(
        Some(reply.clone()),
        s.random_move(),
        "the same seed gives the same move"
    );
    s.play_move(&reply, 2.0).unwrap();
    assert!(s.undo(3.0));
    assert!(s.saved.record.moves.is_empty(), "both turns taken back");
    assert_eq!(s.to_move(), ToMove::Seat(0));
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut s = two_people();
    s.play("E1-E2", 1.0).unwrap();
    let before = s.clone();
    let err = s.play("E2-E9", 2.0).unwrap_err();
    assert!(!err.reason_text().is_empty());
    assert_eq!(s, before);
    assert!(s.play("nonsense", 2.0).is_err());
    assert_eq!(s, before);
}

#[test]
fn a_save_round_trips_and_replays() {
    let mut s = two_people();
    for mv in ["E1-E3", "E9-E7", "E3-E4"] {
        s.play(mv, 1.0).unwrap();
    }
    s.undo(2.0);
    let back = Session::from_json(&s.to_json()).unwrap();
    assert_eq!(back, s);
}

#[test]
fn damaged_saves_are_refused_with_a_reason() {
    let mut s = two_people();
    s.play("E1-E2", 1.0).unwrap();
    let good = s.to_json();
    assert!(matches!(
        Session::from_json("not json"),
        Err(LoadError::Json(_))
    ));
    assert!(matches!(
        Session::from_json(&good[..good.len() / 2]),
        Err(LoadError::Json(_))
    ));
    let wrong_version = good.replacen("\"format\":1", "\"format\":99", 1);
    assert_eq!(
        Session::from_json(&wrong_version),
        Err(LoadError::Version(99))
    );
    let tampered = good.replace("\"E1-E2\"", "\"E1-E9\"");
    match Session::from_json(&tampered) {
        Err(LoadError::Record(RecordError::Move { index: 0, mv, .. })) => assert_eq!(mv, "E1-E9"),
        other => panic!("{other:?}"),
    }
    let wrong_seats = good.replace(
        "\"seats\":[\"person\",\"person\"]",
        "\"seats\":[\"person\"]",
    );
    assert!(matches!(
        Session::from_json(&wrong_seats),
        Err(LoadError::Seats { .. })
    ));
    let unknown_game = good.replace("\"game\":\"jinx\"", "\"game\":\"chess\"");
    assert!(matches!(
        Session::from_json(&unknown_game),
        Err(LoadError::Record(RecordError::UnknownGame(_)))
    ));
}

#[test]
fn exported_records_import_and_bad_ones_name_the_move() {
    let mut s = two_people();
    s.play("E1-E2", 1.0).unwrap();
    let exported = s.saved.record.to_json();
    let imported = Session::from_record_json("t9".into(), &exported, 5.0).unwrap();
    assert_eq!(imported.game, s.game);
    assert_eq!(imported.saved.seats, vec![SeatKind::Person; 2]);

    let mut record = Record::new("jinx", Options::default(), 1);
    record.moves = vec!["E1-E2".into(), "E2-E9".into()].into();
    let err = Session::from_record_json("t".into(), &record.to_json(), 0.0).unwrap_err();
    assert!(
        matches!(&err, RecordError::Move { index: 1, .. }),
        "{err:?}"
    );
    assert!(
        err.to_string().starts_with("move 2 (E2-E9) is refused"),
        "{err}"
    );
    // The registry-level replay agrees.
    assert!(matches!(
        record.replay(GAMES),
        Err(RecordError::Move { index: 1, .. })
    ));
    assert!(matches!(
        Record::from_json("{\"format\":2}"),
        Err(RecordError::Version(2))
    ));
    assert!(matches!(
        Record::from_json("[]"),
        Err(RecordError::Malformed(_))
    ));
}

#[test]
fn seat_kinds_are_saved_as_short_codes_and_old_saves_still_read() {
    use mahai::ai::level::Level;
    let all = [
        (SeatKind::Person, "person"),
        (SeatKind::Computer(Level::Random), "computer:random"),
        (SeatKind::Computer(Level::Beginner), "computer:beginner"),
        (SeatKind::Computer(Level::Intermediate), "computer"),
        (SeatKind::Computer(Level::Strong), "computer:strong"),
    ];
    for (kind, code) in all {
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(json, format!("\"{code}\""));
        assert_eq!(serde_json::from_str::<SeatKind>(&json).unwrap(), kind);
    }
    // A save from before the levels: "computer" plays at the intermediate level.
    assert_eq!(SeatKind::COMPUTER, SeatKind::Computer(Level::Intermediate));
    let err = serde_json::from_str::<SeatKind>("\"computer:genius\"").unwrap_err();
    assert!(err.to_string().contains("unknown seat"), "{err}");
}

#[test]
fn the_computer_is_asked_only_at_its_own_turn_with_a_reproducible_seed() {
    use mahai::ai::level::Level;
    let seats = vec![SeatKind::Person, SeatKind::Computer(Level::Strong)];
    let mut s = jinx("g", seats, 9);
    assert_eq!(s.computer_request(), None, "red is a person");
    s.play("E1-E2", 1.0).unwrap();
    let request = s.computer_request().expect("green is the computer");
    assert_eq!(request.level, Level::Strong);
    assert_eq!(request.game, "jinx");
    assert_eq!(request.position, s.game.as_dyn().position());
    assert_eq!(
        s.computer_request(),
        Some(request.clone()),
        "same position, same request"
    );
    // A hint for the person uses the same position at the asked level.
    assert_eq!(s.search_request(Level::Beginner).position, request.position);
    let preview = s.preview(&s.parse("E9-E8").unwrap()).expect("a legal move");
    assert_eq!(preview.mv.to_string(), "E9-E8");
    assert!(s.preview(&s.parse("E9-E1").unwrap()).is_none());
    assert_eq!(s.history.len(), 1, "previews play nothing");
}
