//! The computer player's worker: its messages round-trip through JSON, it answers with legal
//! moves, reproducibly, and a cancelled or replaced search never answers.
#![cfg(not(target_arch = "wasm32"))]

use mahai::engine::ToMove;
use mahai::games::{AnyGame, GAMES};
use mahai::worker::{Request, Response, WorkerCore};

fn start_position(game: &str) -> String {
    AnyGame::new(game, &Default::default())
        .expect("default options")
        .as_dyn()
        .position()
}

fn search(id: u32, game: &str, position: &str, level: &str, seed: u64) -> Request {
    Request::Search {
        id,
        game: game.into(),
        position: position.into(),
        level: level.into(),
        seed,
    }
}

#[test]
fn messages_round_trip_through_json() {
    let requests = [
        search(1, "jinx", &start_position("jinx"), "strong", u64::MAX),
        Request::Cancel { id: 4_000_000_000 },
    ];
    for r in requests {
        let text = r.to_json();
        assert_eq!(Request::from_json(&text), Ok(r), "{text}");
    }
    let responses = [
        Response::Move {
            id: 3,
            mv: "E1-E2".into(),
            iterations: 1234,
        },
        Response::Error {
            id: 9,
            message: "bad \"position\"".into(),
        },
        Response::Ready,
    ];
    for r in responses {
        let text = r.to_json();
        assert_eq!(Response::from_json(&text), Ok(r), "{text}");
    }
    // The wire format is stable: the app and the worker may come from different builds.
    assert_eq!(
        Request::Cancel { id: 5 }.to_json(),
        r#"{"type":"cancel","id":5}"#
    );
    assert_eq!(Response::Ready.to_json(), r#"{"type":"ready"}"#);
    assert!(Request::from_json(r#"{"type":"search","id":1}"#).is_err());
}

#[test]
fn every_game_gets_a_legal_move_at_every_level() {
    for entry in GAMES {
        let game = AnyGame::new(entry.name, &Default::default()).unwrap();
        // Barne-zirkulua starts with the dice: the computer is asked only at a seat's turn.
        let mut game = game;
        while game.as_dyn().to_move() == ToMove::Chance {
            let roll = game.as_dyn().chance_outcome_strings()[0].0.clone();
            game.as_dyn_mut().play_str(&roll).unwrap();
        }
        assert!(matches!(game.as_dyn().to_move(), ToMove::Seat(_)));
        let legal = game.as_dyn().legal_move_strings();
        let position = game.as_dyn().position();
        for (i, level) in ["random", "beginner", "intermediate"].iter().enumerate() {
            let mut core = WorkerCore::new();
            assert_eq!(
                core.handle(search(i as u32 + 1, entry.name, &position, level, 7)),
                None
            );
            match core.finish() {
                Some(Response::Move { id, mv, .. }) => {
                    assert_eq!(id, i as u32 + 1);
                    assert!(
                        legal.contains(&mv),
                        "{} {level}: {mv} not in {legal:?}",
                        entry.name
                    );
                }
                other => panic!("{} {level}: {other:?}", entry.name),
            }
            assert_eq!(core.current(), None);
        }
    }
}

#[test]
fn the_same_request_gives_the_same_move() {
    let position = start_position("jinx");
    let answer = || {
        let mut core = WorkerCore::new();
        core.handle(search(1, "jinx", &position, "intermediate", 42));
        core.finish()
    };
    let first = answer();
    assert!(matches!(first, Some(Response::Move { .. })));
    assert_eq!(first, answer());
}

#[test]
fn a_cancelled_search_never_answers_and_the_worker_goes_on() {
    let position = start_position("jinx");
    let mut core = WorkerCore::new();
    core.handle(search(1, "jinx", &position, "strong", 1));
    assert_eq!(
        core.step(10),
        None,
        "the strong level needs more than ten iterations"
    );
    // A cancel for another id changes nothing.
    assert_eq!(core.handle(Request::Cancel { id: 99 }), None);
    assert_eq!(core.current(), Some(1));
    assert_eq!(core.handle(Request::Cancel { id: 1 }), None);
    assert_eq!(core.current(), None);
    assert_eq!(core.step(1000), None);
    assert_eq!(core.finish(), None);
    // The next search runs normally.
    core.handle(search(2, "jinx", &position, "beginner", 1));
    assert!(matches!(core.finish(), Some(Response::Move { id: 2, .. })));
}

#[test]
fn a_new_search_replaces_the_one_in_progress() {
    let position = start_position("jinx");
    let mut core = WorkerCore::new();
    core.handle(search(1, "jinx", &position, "strong", 1));
    core.step(5);
    core.handle(search(2, "jinx", &position, "beginner", 1));
    assert_eq!(core.current(), Some(2));
    assert!(matches!(core.finish(), Some(Response::Move { id: 2, .. })));
    assert_eq!(core.finish(), None, "the replaced search never answers");
}

#[test]
fn bad_requests_get_a_clear_error_with_their_id() {
    let position = start_position("jinx");
    let mut core = WorkerCore::new();
    let error = |r: Option<Response>| match r {
        Some(Response::Error { id, message }) => (id, message),
        other => panic!("expected an error, got {other:?}"),
    };
    let (id, message) = error(core.handle(search(3, "chess", &position, "strong", 1)));
    assert_eq!(id, 3);
    assert!(message.contains("unknown game"), "{message}");
    let (id, message) = error(core.handle(search(4, "jinx", &position, "genius", 1)));
    assert_eq!(id, 4);
    assert!(message.contains("unknown level"), "{message}");
    let (id, message) = error(core.handle(search(5, "jinx", "jinx2 nonsense", "strong", 1)));
    assert_eq!(id, 5);
    assert!(message.starts_with("bad position"), "{message}");
    let (id, message) = error(core.handle_text("{not json"));
    assert_eq!(id, 0);
    assert!(message.contains("unreadable request"), "{message}");
    assert_eq!(core.current(), None);
}

#[test]
fn a_finished_game_has_no_move_to_search() {
    // A Jinx position where green has no pieces left: the game is over.
    let mut game = AnyGame::new("jinx", &Default::default()).unwrap();
    let mut finished = None;
    let mut rng = mahai::engine::rng::Rng::new(5);
    for _ in 0..5000 {
        let moves = game.as_dyn().legal_move_strings();
        if moves.is_empty() {
            finished = Some(game.as_dyn().position());
            break;
        }
        let mv = rng.choose(&moves).clone();
        game.as_dyn_mut().play_str(&mv).unwrap();
    }
    let position = finished.expect("a random Jinx game ends");
    let mut core = WorkerCore::new();
    core.handle(search(8, "jinx", &position, "strong", 1));
    match core.finish() {
        Some(Response::Error { id: 8, message }) => {
            assert!(message.contains("no move"), "{message}")
        }
        other => panic!("{other:?}"),
    }
}
