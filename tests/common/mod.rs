//! What the per-game test files share: reading positions and moves, playing a sequence, the
//! "refused and unchanged" check, mangled position strings, and (in [`invariants`]) each game's checks for random games.
//!
//! Each test file takes this in with `mod common;` and uses a part of it.
#![allow(dead_code)]

pub mod invariants;

use mahai::engine::rng::Rng;
use mahai::engine::{Effects, Game, Options, Seat, ToMove};

/// Reads a position string; a refusal fails the test with the string and the reason.
pub fn pos<G: Game>(text: &str) -> G {
    G::from_position(text).unwrap_or_else(|e| panic!("position refused: {e}\n{text}"))
}

/// Reads a move string in the context of `g`.
pub fn mv<G: Game>(g: &G, text: &str) -> G::Move {
    g.parse_move(text)
        .unwrap_or_else(|e| panic!("move {text} does not parse: {e}"))
}

/// Plays the moves of `moves` (separated by white space) in turn and returns all their effects;
/// the first refusal fails the test with the reason and the position.
pub fn play<G: Game>(g: &mut G, moves: &str) -> Effects {
    let mut all = Effects::new();
    for m in moves.split_whitespace() {
        let parsed = mv(g, m);
        match g.play(&parsed) {
            Ok(fx) => all.extend(fx),
            Err(e) => panic!("{m} refused: {e}\nposition: {}", g.to_position()),
        }
    }
    all
}

/// The position after `moves`, leaving `g` as it is.
pub fn after<G: Game>(g: &G, moves: &str) -> G {
    let mut next = g.clone();
    play(&mut next, moves);
    next
}

/// Checks that the move is refused, with a reason, and leaves the position as it was; returns
/// the refusal's code.
pub fn refused<G: Game>(g: &G, m: &str) -> String {
    let mut copy = g.clone();
    let e = copy
        .play(&mv(g, m))
        .expect_err(&format!("{m} should be refused"));
    assert_eq!(&copy, g, "the refused move {m} changed the position");
    assert!(!e.reason_text().is_empty(), "{m}: refused without a reason");
    e.code().to_string()
}

/// Each of `bad` fails to parse as a move in `g`; each of `good` parses and prints back as it
/// was written.
pub fn move_strings<G: Game>(g: &G, bad: &[&str], good: &[&str]) {
    for text in bad {
        assert!(g.parse_move(text).is_err(), "parsed: {text:?}");
    }
    for text in good {
        assert_eq!(mv(g, text).to_string(), *text);
    }
}

/// The legal move strings, sorted.
pub fn moves<G: Game>(g: &G) -> Vec<String> {
    let mut v: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// The legal move strings in the engine's own order.
pub fn moves_in_order<G: Game>(g: &G) -> Vec<String> {
    g.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Owned, sorted strings (to compare with [`moves`]).
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The seat whose decision it is; fails the test at a chance turn or at the end.
pub fn seat_to_move<G: Game>(g: &G) -> Seat {
    match g.to_move() {
        ToMove::Seat(s) => s,
        other => panic!("no seat to move: {other:?}\n{}", g.to_position()),
    }
}

/// Options from `key=value` words, any of `variant=NAME players=N balls=N first=N`.
pub fn options(text: &str) -> Options {
    let mut o = Options::default();
    for word in text.split_whitespace() {
        let (key, value) = word
            .split_once('=')
            .unwrap_or_else(|| panic!("{word}: not key=value"));
        let n = || {
            value
                .parse::<u8>()
                .unwrap_or_else(|e| panic!("{word}: {e}"))
        };
        match key {
            "variant" => o.variant = Some(value.to_string()),
            "players" => o.players = Some(n()),
            "balls" => o.balls = Some(n()),
            "first" => o.first = Some(n()),
            _ => panic!("{word}: unknown option"),
        }
    }
    o
}

/// Each of the options (as for [`options`]) is refused by the game, with a reason.
pub fn refuses_options<G: Game>(bad: &[&str]) {
    for text in bad {
        match G::new(&options(text)) {
            Ok(_) => panic!("{} accepts the options {text}", G::NAME),
            Err(e) => assert!(!e.0.is_empty(), "{text}: refused without a reason"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Random games and damaged input

/// `tries` damaged copies of the samples (taken in turn), each with one to three random edits
/// (a character replaced by one of `alphabet`, removed, or one inserted). Nothing may panic;
/// each copy that still reads must print back to a string that reads to the same position and
/// accept every move it lists. Returns those copies with their positions.
pub fn mangled<G: Game>(
    samples: &[String],
    alphabet: &str,
    seed: u64,
    tries: usize,
) -> Vec<(String, G)> {
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut rng = Rng::new(seed);
    let mut read = Vec::new();
    for i in 0..tries {
        let mut chars: Vec<char> = samples[i % samples.len()].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let k = rng.below(chars.len());
            match rng.below(3) {
                0 => chars[k] = *rng.choose(&alphabet),
                1 => {
                    chars.remove(k);
                }
                _ => chars.insert(k, *rng.choose(&alphabet)),
            }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(g) = G::from_position(&text) {
            assert_eq!(pos::<G>(&g.to_position()), g, "{text}");
            for m in g.legal_moves() {
                g.clone()
                    .play(&m)
                    .unwrap_or_else(|e| panic!("{text}: {m}: {e}"));
            }
            read.push((text, g));
        }
    }
    read
}
