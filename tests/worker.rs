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
            carried: 0,
        },
        Response::Move {
            id: 4,
            mv: "E1-E3".into(),
            iterations: 1234,
            carried: 56_789,
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
    // A search begun afresh says nothing of visits carried over (as before the tree was kept).
    assert_eq!(
        Response::Move {
            id: 1,
            mv: "E1-E2".into(),
            iterations: 7,
            carried: 0
        }
        .to_json(),
        r#"{"type":"move","id":1,"mv":"E1-E2","iterations":7}"#
    );
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

fn analyse(id: u32, game: &str, position: &str, played: Option<&str>) -> Request {
    Request::Analyse {
        id,
        game: game.into(),
        position: position.into(),
        seed: 7,
        played: played.map(str::to_string),
        iterations: Some(300),
    }
}

/// A random game of `name` from its start, `plies` long or to its end: (position, moves).
fn random_line(name: &str, plies: usize, seed: u64) -> (Vec<String>, Vec<String>) {
    let mut game = AnyGame::new(name, &Default::default()).unwrap();
    let mut rng = mahai::engine::rng::Rng::new(seed);
    let (mut positions, mut moves) = (vec![game.as_dyn().position()], Vec::new());
    for _ in 0..plies {
        let mut options = game.as_dyn().legal_move_strings();
        if options.is_empty() {
            options = game
                .as_dyn()
                .chance_outcome_strings()
                .into_iter()
                .map(|(m, _)| m)
                .collect();
        }
        let Some(mv) = (!options.is_empty()).then(|| rng.choose(&options).clone()) else {
            break;
        };
        game.as_dyn_mut().play_str(&mv).unwrap();
        moves.push(mv);
        positions.push(game.as_dyn().position());
    }
    (positions, moves)
}

#[test]
fn estimates_round_trip_through_json() {
    let messages = [
        analyse(3, "fidchell", "x", Some("1:2")),
        analyse(4, "jinx", "y", None),
    ];
    for r in messages {
        assert_eq!(Request::from_json(&r.to_json()), Ok(r.clone()));
    }
    let answer = Response::Estimate {
        id: 3,
        values: vec![0.25, 0.75],
        best: Some("B1-A1".into()),
        turn: Some(1),
        after: Some(vec![0.5, 0.5]),
        iterations: 300,
    };
    assert_eq!(Response::from_json(&answer.to_json()), Ok(answer));
    // Without its optional fields, a request takes the game's budget.
    let text = r#"{"type":"analyse","id":1,"game":"jinx","position":"p","seed":2}"#;
    assert!(matches!(
        Request::from_json(text),
        Ok(Request::Analyse {
            played: None,
            iterations: None,
            ..
        })
    ));
}

#[test]
fn every_game_is_estimated_with_its_preferred_move_and_the_ply_played() {
    for entry in GAMES {
        let (positions, moves) = random_line(entry.name, 12, 3);
        let mut core = WorkerCore::new();
        for (i, position) in positions.iter().enumerate() {
            let played = moves.get(i).map(String::as_str);
            core.handle(analyse(i as u32 + 1, entry.name, position, played));
            let Some(Response::Estimate {
                id,
                values,
                best,
                turn,
                after,
                iterations,
            }) = core.finish()
            else {
                panic!("{}: no estimate of position {i}", entry.name);
            };
            assert_eq!(id, i as u32 + 1);
            let game = AnyGame::from_position(entry.name, position).unwrap();
            assert_eq!(values.len(), game.as_dyn().seats(), "{}", entry.name);
            assert!(values.iter().all(|v| (0.0..=1.0).contains(v)), "{values:?}");
            assert_eq!(turn, game.as_dyn().turn());
            match game.as_dyn().to_move() {
                ToMove::Seat(_) => {
                    assert_eq!(iterations, 300);
                    let best = best.expect("a decision has a preferred move");
                    assert!(game.as_dyn().legal_move_strings().contains(&best), "{best}");
                }
                ToMove::Chance => {
                    assert_eq!(iterations, 300, "the dice are searched too");
                    assert_eq!(best, None);
                }
                ToMove::Over(_) => assert_eq!(best, None),
            }
            assert_eq!(after.is_some(), played.is_some(), "{} ply {i}", entry.name);
        }
    }
}

#[test]
fn an_estimate_never_holds_up_the_computers_move_and_can_be_cancelled() {
    let position = start_position("jinx");
    let mut core = WorkerCore::new();
    core.handle(analyse(1, "jinx", &position, None));
    core.handle(search(2, "jinx", &position, "intermediate", 1));
    // The move first, then the estimate, which was not dropped by the search.
    assert!(matches!(core.finish(), Some(Response::Move { id: 2, .. })));
    assert!(matches!(
        core.finish(),
        Some(Response::Estimate { id: 1, .. })
    ));
    // A cancelled estimate never answers; a newer one replaces an older one.
    core.handle(analyse(3, "jinx", &position, None));
    core.handle(Request::Cancel { id: 3 });
    assert_eq!(core.finish(), None);
    core.handle(analyse(4, "jinx", &position, None));
    core.handle(analyse(5, "jinx", &position, None));
    assert!(matches!(
        core.finish(),
        Some(Response::Estimate { id: 5, .. })
    ));
    assert_eq!(core.finish(), None);
    // The same request gives the same estimate.
    let once = |core: &mut WorkerCore| {
        core.handle(analyse(6, "jinx", &position, Some("B1-B2")));
        core.finish()
    };
    assert_eq!(once(&mut core), once(&mut WorkerCore::new()));
    // A bad request is answered at once.
    assert!(matches!(
        core.handle(analyse(7, "chess", &position, None)),
        Some(Response::Error { id: 7, .. })
    ));
    assert!(matches!(
        core.handle(analyse(8, "jinx", "nonsense", None)),
        Some(Response::Error { id: 8, .. })
    ));
}

#[test]
fn a_win_in_one_is_seen_and_a_move_that_throws_the_game_away_is_a_blunder() {
    use mahai::ai::analysis::{self, Estimate, Mark, PlyNote};
    let wins_for = |game: &AnyGame, m: &str, seat: u8| {
        let mut g = game.clone();
        g.as_dyn_mut().play_str(m).is_ok()
            && matches!(g.as_dyn().to_move(), ToMove::Over(ref o) if o.winners() == vec![seat])
    };
    // Random games until one reaches a position where the mover can win at once, and has
    // another move after which the opponent wins at once: that move is injected as played.
    let mut found = None;
    'games: for seed in 0..300 {
        for name in ["fidchell", "bao-la-kete", "jinx"] {
            let (positions, _) = random_line(name, 400, seed);
            for position in &positions {
                let game = AnyGame::from_position(name, position).unwrap();
                let ToMove::Seat(me) = game.as_dyn().to_move() else {
                    continue;
                };
                let legal = game.as_dyn().legal_move_strings();
                if !legal.iter().any(|m| wins_for(&game, m, me)) {
                    continue;
                }
                let throws_away = legal.iter().find(|m| {
                    let mut g = game.clone();
                    g.as_dyn_mut().play_str(m).unwrap();
                    let ToMove::Seat(them) = g.as_dyn().to_move() else {
                        return false;
                    };
                    them != me
                        && g.as_dyn()
                            .legal_move_strings()
                            .iter()
                            .any(|r| wins_for(&g, r, them))
                });
                let Some(bad) = throws_away else {
                    continue;
                };
                let mut core = WorkerCore::new();
                core.handle(Request::Analyse {
                    id: 1,
                    game: name.into(),
                    position: position.clone(),
                    seed: 1,
                    played: Some(bad.clone()),
                    iterations: None,
                });
                let Some(Response::Estimate {
                    values,
                    best,
                    turn,
                    after,
                    ..
                }) = core.finish()
                else {
                    panic!("no estimate");
                };
                assert!(values[me as usize] > 0.9, "a win in one: {values:?}");
                assert!(
                    wins_for(&game, best.as_ref().unwrap(), me),
                    "the win is preferred"
                );
                let mut before = Estimate::from_values(&values, best, turn);
                before.after = after.as_deref().map(analysis::thousandths);
                match analysis::note(&before, None, bad, false) {
                    Some(PlyNote::Choice { mark, better, .. }) => {
                        assert_eq!(mark, Some(Mark::Blunder), "{before:?}");
                        assert!(wins_for(&game, &better.unwrap(), me));
                    }
                    other => panic!("{other:?}"),
                }
                found = Some((name, seed));
                break 'games;
            }
        }
    }
    eprintln!("found: {found:?}");
    assert!(
        found.is_some(),
        "no position with a win in one and a losing move"
    );
}

#[test]
fn the_app_reads_each_answer_by_its_header_then_as_its_kind() {
    use mahai::worker::{ErrorReply, Header, MoveReply};
    let header = |r: &Response| serde_json::from_str::<Header>(&r.to_json()).unwrap();
    let mv = Response::Move {
        id: 4,
        mv: "E1-E3".into(),
        iterations: 9,
        carried: 0,
    };
    assert_eq!(
        header(&mv),
        Header {
            kind: "move".into(),
            id: 4
        }
    );
    assert_eq!(
        serde_json::from_str::<MoveReply>(&mv.to_json()).unwrap(),
        MoveReply { mv: "E1-E3".into() }
    );
    let error = Response::Error {
        id: 5,
        message: "no".into(),
    };
    assert_eq!(
        header(&error),
        Header {
            kind: "error".into(),
            id: 5
        }
    );
    assert_eq!(
        serde_json::from_str::<ErrorReply>(&error.to_json()).unwrap(),
        ErrorReply {
            message: "no".into()
        }
    );
    let estimate = Response::Estimate {
        id: 6,
        values: vec![0.5, 0.5],
        best: None,
        turn: None,
        after: None,
        iterations: 1,
    };
    assert_eq!(
        header(&estimate),
        Header {
            kind: "estimate".into(),
            id: 6
        }
    );
    // An estimate is not a move: the app's reader of moves refuses it.
    assert!(serde_json::from_str::<MoveReply>(&estimate.to_json()).is_err());
    assert_eq!(
        header(&Response::Ready),
        Header {
            kind: "ready".into(),
            id: 0
        }
    );
}

/// A Jinx position some plies in, where the master's search is not decided early.
fn jinx_midgame() -> String {
    let mut game = AnyGame::new("jinx", &Default::default()).unwrap();
    for ply in 0..6 {
        let moves = game.as_dyn().legal_move_strings();
        let mv = moves[(ply * 7) % moves.len()].clone();
        game.as_dyn_mut().play_str(&mv).unwrap();
    }
    game.as_dyn().position()
}

#[test]
fn the_master_searches_its_cap_without_a_clock_and_stops_when_time_is_up() {
    use mahai::ai::level::Level;
    use mahai::worker::{SLICE, THINKING_MS};
    let position = jinx_midgame();
    let cap = mahai::games::ai("jinx").unwrap().search;
    let cap = cap(&position, Level::Master, 3).unwrap().budget() as u64;
    // No clock: the whole cap (less only if the move is decided early), the same every time.
    let untimed = || {
        let mut core = WorkerCore::new();
        core.handle(search(1, "jinx", &position, "master", 3));
        core.finish()
    };
    let Some(Response::Move { iterations, .. }) = untimed() else {
        panic!("no move");
    };
    assert!(
        iterations > cap / 2 && iterations <= cap,
        "{iterations} of {cap}"
    );
    assert_eq!(untimed(), untimed());
    // With a clock: the time starts at the first slice and ends the search once it is up.
    let mut core = WorkerCore::new();
    core.handle(search(2, "jinx", &position, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(10_000.0)), None);
    assert_eq!(
        core.step_at(SLICE, Some(10_000.0 + THINKING_MS - 1.0)),
        None
    );
    match core.step_at(SLICE, Some(10_000.0 + THINKING_MS)) {
        Some(Response::Move {
            id: 2,
            mv,
            iterations,
            ..
        }) => {
            assert_eq!(
                iterations,
                2 * SLICE as u64,
                "no slice after the time is up"
            );
            let game = mahai::games::entry("jinx").unwrap();
            let legal = (game.parse)(&position).unwrap().legal_move_strings();
            assert!(legal.contains(&mv), "{mv}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(core.current(), None);
    // The cap still holds when time never runs out.
    let mut core = WorkerCore::new();
    core.handle(search(3, "jinx", &position, "master", 3));
    let answer = loop {
        if let Some(r) = core.step_at(SLICE, Some(0.0)) {
            break r;
        }
    };
    assert!(
        matches!(answer, Response::Move { iterations: n, .. } if n == iterations),
        "{answer:?}"
    );
    // A level that does not think by time ignores the clock: the strong search is the same.
    let strong = |clock: bool| {
        let mut core = WorkerCore::new();
        core.handle(search(4, "jinx", &position, "strong", 3));
        let mut t = 0.0;
        loop {
            t += 1e6;
            if let Some(r) = core.step_at(SLICE, clock.then_some(t)) {
                break r;
            }
        }
    };
    assert_eq!(strong(true), strong(false));
    // And a cancel stops the master within a slice, as any search.
    let mut core = WorkerCore::new();
    core.handle(search(5, "jinx", &position, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(0.0)), None);
    core.handle(Request::Cancel { id: 5 });
    assert_eq!(core.step_at(SLICE, Some(THINKING_MS * 2.0)), None);
    assert_eq!(core.current(), None);
}

// ---------------------------------------------------------------------------------------------
// The master's tree, kept between requests.

/// Hands `request` (a master search) to `core` and answers it after two slices, when the clock
/// says its time is up (or at once, when the search needs none).
fn quickly(core: &mut WorkerCore, request: Request) -> Response {
    use mahai::worker::{SLICE, THINKING_MS};
    assert_eq!(core.handle(request), None);
    if let Some(answer) = core.step_at(SLICE, Some(0.0)) {
        return answer;
    }
    core.step_at(SLICE, Some(THINKING_MS))
        .expect("the master answers when its time is up")
}

/// The visits a master search `request` carried over ([`quickly`] answers it).
fn carried_by(core: &mut WorkerCore, request: Request) -> u64 {
    moved(quickly(core, request)).2
}

/// `(move, iterations, carried)` of a move answered.
fn moved(answer: Response) -> (String, u64, u64) {
    match answer {
        Response::Move {
            mv,
            iterations,
            carried,
            ..
        } => (mv, iterations, carried),
        other => panic!("{other:?}"),
    }
}

/// `position` of `game` after `moves`.
fn after(game: &str, position: &str, moves: &[&str]) -> String {
    let mut g = (mahai::games::entry(game).unwrap().parse)(position).unwrap();
    for mv in moves {
        g.play_str(mv).unwrap();
    }
    g.position()
}

#[test]
fn the_master_carries_its_tree_over_to_a_following_position_only() {
    let p0 = jinx_midgame();
    let mut core = WorkerCore::new();
    assert_eq!(core.kept_tree(), None);
    let (mv, iterations, carried) = moved(quickly(&mut core, search(1, "jinx", &p0, "master", 3)));
    assert_eq!(carried, 0, "the first search begins afresh");
    assert!(core.kept_tree().is_some());
    // The hint after the computer's move: that move's node goes on, with its visits.
    let p1 = after("jinx", &p0, &[&mv]);
    let (hint, _, carried) = moved(quickly(&mut core, search(2, "jinx", &p1, "master", 4)));
    assert!(
        carried > 0 && carried < iterations,
        "{carried} of {iterations}"
    );
    // A strong search neither uses the kept tree nor drops it.
    let p2 = after("jinx", &p1, &[&hint]);
    core.handle(search(3, "jinx", &p2, "strong", 5));
    assert_eq!(moved(core.finish().unwrap()).2, 0);
    let (_, _, carried) = moved(quickly(&mut core, search(4, "jinx", &p2, "master", 6)));
    assert!(carried > 0, "the master after the hint's move");
    // A position that does not follow from it (another game's start): afresh.
    let start = start_position("jinx");
    let (_, iterations, carried) =
        moved(quickly(&mut core, search(5, "jinx", &start, "master", 7)));
    assert_eq!(carried, 0);
    // The same position again: its root, with every visit.
    let (_, _, carried) = moved(quickly(&mut core, search(6, "jinx", &start, "master", 7)));
    assert_eq!(carried, iterations);
    // Another game begins afresh, and the other game's tree is gone.
    let bao = start_position("bao-la-kete");
    assert_eq!(
        carried_by(&mut core, search(7, "bao-la-kete", &bao, "master", 1)),
        0
    );
    assert_eq!(
        carried_by(&mut core, search(8, "jinx", &start, "master", 7)),
        0
    );
}

#[test]
fn the_master_keeps_the_same_game_the_same_way_every_time() {
    // No clock: the whole cap each time; the same requests give the same answers.
    let p0 = jinx_midgame();
    let run = || {
        let mut core = WorkerCore::new();
        core.handle(search(1, "jinx", &p0, "master", 3));
        let first = core.finish().unwrap();
        let p1 = after("jinx", &p0, &[&moved(first.clone()).0]);
        core.handle(search(2, "jinx", &p1, "master", 4));
        (first, core.finish().unwrap())
    };
    let (first, second) = run();
    assert!(moved(second.clone()).2 > 0);
    assert_eq!((first, second), run());
}

#[test]
fn a_cancelled_or_replaced_master_search_is_kept_for_its_own_game_only() {
    use mahai::worker::SLICE;
    let p0 = jinx_midgame();
    let mut core = WorkerCore::new();
    core.handle(search(1, "jinx", &p0, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(0.0)), None);
    // A cancel of another request, or an estimate, leaves it; its own cancel keeps its tree.
    core.handle(analyse(2, "jinx", &p0, None));
    core.handle(Request::Cancel { id: 2 });
    core.handle(Request::Cancel { id: 1 });
    assert_eq!(core.current(), None);
    assert!(core.kept_tree().is_some(), "the cancelled master's tree");
    assert_eq!(core.finish(), None, "a cancelled search never answers");
    let (_, _, carried) = moved(quickly(&mut core, search(3, "jinx", &p0, "master", 3)));
    assert_eq!(
        carried, SLICE as u64,
        "the same position goes on from its slice"
    );
    // Cancelled, then another game's master: afresh.
    core.handle(search(4, "jinx", &p0, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(0.0)), None);
    core.handle(Request::Cancel { id: 4 });
    let fidchell = start_position("fidchell");
    assert_eq!(
        carried_by(&mut core, search(5, "fidchell", &fidchell, "master", 3)),
        0
    );
    // Replaced in progress by another game's master: afresh; by a following request of its
    // own game: carried over, and the replaced search never answers.
    core.handle(search(6, "jinx", &p0, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(0.0)), None);
    let bao = start_position("bao-la-kete");
    let (_, _, carried) = moved(quickly(
        &mut core,
        search(7, "bao-la-kete", &bao, "master", 3),
    ));
    assert_eq!(carried, 0);
    core.handle(search(8, "bao-la-kete", &bao, "master", 3));
    assert_eq!(core.step_at(SLICE, Some(0.0)), None);
    match quickly(&mut core, search(9, "bao-la-kete", &bao, "master", 3)) {
        Response::Move { id: 9, carried, .. } => assert!(carried > 0),
        other => panic!("{other:?}"),
    }
    assert_eq!(core.finish(), None);
}

#[test]
fn the_master_follows_its_turn_and_the_dice_in_barne_zirkulua() {
    // Along a game of masters (two slices a move), each request follows the last one's tree
    // where the position is in it: always for the next decision of the same turn.
    let mut game = AnyGame::new("barne-zirkulua", &Default::default()).unwrap();
    let mut core = WorkerCore::new();
    let mut rng = mahai::engine::rng::Rng::new(5);
    let (mut again, mut followed, mut asked) = (0, 0, 0);
    let mut last: Option<u8> = None;
    for id in 1..120 {
        let g = game.as_dyn();
        let mv = match g.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                let outcomes = g.chance_outcome_strings();
                outcomes[rng.below(outcomes.len())].0.clone()
            }
            ToMove::Seat(seat) => {
                let position = g.position();
                let (mv, _, carried) = moved(quickly(
                    &mut core,
                    search(id, "barne-zirkulua", &position, "master", id as u64),
                ));
                asked += 1;
                followed += (carried > 0) as u32;
                if last == Some(seat) {
                    again += 1;
                    assert!(carried > 0, "the same turn goes on in the tree");
                }
                last = Some(seat);
                mv
            }
        };
        if !matches!(g.to_move(), ToMove::Seat(_)) {
            last = None;
        }
        game.as_dyn_mut().play_str(&mv).unwrap();
    }
    assert!(again > 5, "{again} decisions after one of the same turn");
    assert!(
        followed > again,
        "{followed} of {asked} followed, through the dice too"
    );
}

#[test]
fn unreadable_or_finished_positions_never_break_the_kept_tree() {
    let p0 = jinx_midgame();
    let mut core = WorkerCore::new();
    moved(quickly(&mut core, search(1, "jinx", &p0, "master", 3)));
    for (id, position) in ["", "jinx2", "garbage ]", &start_position("fidchell")]
        .into_iter()
        .enumerate()
    {
        let id = id as u32 + 2;
        match core.handle(search(id, "jinx", position, "master", 1)) {
            Some(Response::Error { id: e, message }) => {
                assert_eq!(e, id);
                assert!(message.contains("bad position"), "{message}");
            }
            other => panic!("{position}: {other:?}"),
        }
    }
    // A finished game: no move, and the worker goes on.
    let (positions, _) = random_line("jinx", 2_000, 3);
    let over = positions.last().unwrap();
    core.handle(search(20, "jinx", over, "master", 1));
    assert!(matches!(
        core.finish(),
        Some(Response::Error { id: 20, .. })
    ));
    core.handle(search(21, "jinx", &p0, "master", 1));
    assert!(matches!(core.finish(), Some(Response::Move { id: 21, .. })));
}
