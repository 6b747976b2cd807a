#![cfg(not(target_arch = "wasm32"))]
//! Long seeded simulations: at least [`PLIES_PER_GAME`] random plies per game in every run of
//! `cargo test --release`, split evenly over every variant (and player count) of the game, each
//! game played to its end. At every ply [`check_random_game`] checks: the position string
//! round-trips, every legal move string round-trips, a sample of listed moves is accepted, moves
//! that are not listed are refused with a reason and leave the state unchanged, chance outcomes
//! match the legal moves, and the game's own invariants (conservation of balls, pieces,
//! stones or seeds) hold; at the end, replaying the move strings gives the same position, and
//! every game must have ended (termination).
//!
//! Then the thorough games: fewer and shorter, from the starts each game's rules make special
//! (ball counts, draw limits, positions deep in a game, the other side first), with every
//! listed move checked at every ply ([`CheckLevel::every`]) and the games' full invariants.
//!
//! `MAHAI_SIM_PLIES=N` changes the number of plies per game (e.g. more for a nightly run). In the
//! debug profile the budget is cut to a hundredth so that a plain `cargo test` stays quick.

mod common;

use common::invariants::{self, Invariants};
use mahai::engine::playout::random_playout;
use mahai::engine::playout::{check_random_game, CheckLevel, PlayoutStats};
use mahai::engine::rng::Rng;
use mahai::engine::{Game, Options};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::BarneZirkulua;
use mahai::games::fidchell::Fidchell;
use mahai::games::jinx::Jinx;
use std::time::Instant;

/// Plies per game in a release run.
const PLIES_PER_GAME: u64 = 1_000_000;

/// No random game of any of the four may be longer than this: it must have ended by then.
const LONGEST_GAME: u64 = 50_000;

const LEVEL: CheckLevel = CheckLevel {
    max_plies: LONGEST_GAME,
    legal_tries: 2,
    illegal_tries: 2,
    text_tries: 4,
};

fn budget() -> u64 {
    if let Some(n) = std::env::var("MAHAI_SIM_PLIES")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        PLIES_PER_GAME / 100
    } else {
        PLIES_PER_GAME
    }
}

/// Every (variant, players) start of a game, with both first seats where the game allows it.
fn starts<G: Game>() -> Vec<(String, G)> {
    let mut out = Vec::new();
    for v in G::variants() {
        for &players in v.players {
            for first in [None, Some(1)] {
                let o = Options {
                    variant: Some(v.name.to_string()),
                    players: Some(players),
                    first,
                    ..Options::default()
                };
                if let Ok(g) = G::new(&o) {
                    let label = format!(
                        "{} {}p{}",
                        v.name,
                        players,
                        if first.is_some() { " first=1" } else { "" }
                    );
                    out.push((label, g));
                }
            }
        }
    }
    out
}

/// Plays random games of every start until the budget is spent; returns the plies played.
fn simulate<G: Game>(invariants: &dyn Fn() -> Invariants<G>) -> u64 {
    let budget = budget();
    let starts = starts::<G>();
    assert!(!starts.is_empty());
    let per_start = budget.div_ceil(starts.len() as u64);
    let clock = Instant::now();
    let mut total = 0;
    for (k, (label, start)) in starts.iter().enumerate() {
        let mut plies = 0;
        let mut games = 0u64;
        while plies < per_start {
            let seed = (k as u64) << 32 | games;
            let inv = invariants();
            let stats = check_random_game(start, seed, LEVEL, &*inv);
            assert!(
                stats.finished,
                "{} {label}: seed {seed} did not end within {LONGEST_GAME} plies",
                G::NAME
            );
            plies += stats.plies;
            games += 1;
        }
        eprintln!(
            "simulation {} {label}: {plies} plies in {games} games",
            G::NAME
        );
        total += plies;
    }
    eprintln!(
        "simulation {}: {total} plies checked in {:.1} s",
        G::NAME,
        clock.elapsed().as_secs_f64()
    );
    total
}

// ---------------------------------------------------------------------------------------------

// The cheap checks of every game (tests/common/invariants.rs): what is conserved.

#[test]
fn simulate_barne_zirkulua() {
    simulate::<BarneZirkulua>(&|| Box::new(invariants::barne_conserved));
}

#[test]
fn simulate_jinx() {
    simulate::<Jinx>(&invariants::jinx_conserved);
}

#[test]
fn simulate_fidchell() {
    simulate::<Fidchell>(&|| Box::new(invariants::fidchell_conserved));
}

#[test]
fn simulate_bao_la_kete() {
    simulate::<BaoLaKete>(&|| Box::new(invariants::bao_conserved));
}

// ---------------------------------------------------------------------------------------------

// The thorough games: every listed move checked at every ply, the full invariants
// (tests/common/invariants.rs).

/// One thoroughly checked random game from `start` for each seed, with a fresh set of the
/// game's invariants each.
fn thorough<G: Game>(
    start: &G,
    seeds: impl IntoIterator<Item = u64>,
    max_plies: u64,
    invariants: &dyn Fn() -> Invariants<G>,
) -> Vec<PlayoutStats> {
    let level = CheckLevel::every(max_plies);
    seeds
        .into_iter()
        .map(|seed| check_random_game(start, seed, level, &*invariants()))
        .collect()
}

fn options(
    variant: Option<&str>,
    players: Option<u8>,
    balls: Option<u8>,
    first: Option<u8>,
) -> Options {
    Options {
        variant: variant.map(str::to_string),
        players,
        balls,
        first,
    }
}

/// Barne-zirkulua: 200 games of ten setups; the small ones (one ball each) played to the end
/// of the match, the large ones checked over their first few hundred plies.
#[test]
fn thorough_barne_zirkulua() {
    let setups: &[(&str, u8, Option<u8>, u64)] = &[
        ("basic", 2, None, 250),
        ("basic", 3, None, 250),
        ("basic", 4, None, 250),
        ("memory", 2, None, 250),
        ("memory", 4, None, 250),
        ("goal16", 4, Some(4), 200),
        ("memory-goal16", 3, Some(4), 200),
        ("memory-cw", 3, Some(1), 5000),
        ("basic-cw", 4, Some(1), 5000),
        ("memory", 2, Some(1), 5000),
    ];
    let inv = || -> Invariants<BarneZirkulua> { Box::new(invariants::barne) };
    for (k, &(variant, players, balls, cap)) in setups.iter().enumerate() {
        let start =
            BarneZirkulua::new(&options(Some(variant), Some(players), balls, None)).unwrap();
        let seeds = (0..20).map(|seed| 1000 * k as u64 + seed);
        for (seed, game) in thorough(&start, seeds, cap, &inv).iter().enumerate() {
            if cap == 5000 {
                assert!(
                    game.finished,
                    "{variant} {players}: seed {seed} did not end"
                );
            } else {
                assert!(
                    game.finished || game.plies == cap,
                    "{variant} {players}: seed {seed}"
                );
            }
        }
    }
}

/// Jinx: for each number of players, 200 games with short draw limits (6 turns with one piece
/// each, 30 in all; the other seat first in every other game but in the three-player game,
/// whose first seat is fixed), of which at least 190 end within 400 plies; and four games with
/// the rules' own limits (R-11: 20 and 200), which must all end, however long.
#[test]
fn thorough_jinx() {
    let start = |players: u8, first: Option<u8>, limits: (u32, u32)| {
        let first = first.filter(|_| players != 3);
        Jinx::new(&options(None, Some(players), None, first))
            .unwrap()
            .with_draw_limits(limits.0, limits.1)
    };
    for players in [2u8, 3, 4] {
        let mut ended = 0;
        for seed in 0..200u64 {
            let first = (seed % 2 == 1).then_some(1);
            let seeds = [seed * 7919 + players as u64];
            let games = thorough(
                &start(players, first, (6, 30)),
                seeds,
                400,
                &invariants::jinx,
            );
            ended += games[0].finished as u32;
        }
        assert!(
            ended >= 190,
            "{players} players: {ended} of 200 games ended"
        );
        let long = thorough(
            &start(players, None, (20, 200)),
            0..4,
            3000,
            &invariants::jinx,
        );
        assert!(
            long.iter().all(|g| g.finished),
            "{players} players: {long:?}"
        );
        let plies: u64 = long.iter().map(|g| g.plies).sum();
        assert!(plies > 4 * 300, "{players} players: {plies} plies in all");
    }
}

/// Fidchell: 200 games, 20 for each of its ten variants, each from a position an unchecked random prefix of 0 to
/// 190 plies reached (so sliding, stepping, challenges and removals are met), checked for 60
/// plies; three whole games checked to their end; Black first for 120 plies in three presets.
#[test]
fn thorough_fidchell() {
    let inv = || -> Invariants<Fidchell> { Box::new(invariants::fidchell) };
    let mut finished = 0;
    for (i, v) in Fidchell::variants().iter().enumerate() {
        let new = Fidchell::new(&options(Some(v.name), None, None, None)).unwrap();
        for seed in 0..20u64 {
            let mut rng = Rng::new(seed * 31 + i as u64);
            let (start, _) = random_playout(new.clone(), &mut rng, (seed * 10) % 200);
            let games = thorough(&start, [1000 * i as u64 + seed], 60, &inv);
            finished += games[0].finished as u32;
        }
    }
    assert!(
        finished > 0,
        "some of the 200 games end within their 60 plies"
    );
    for (i, v) in ["game-one", "game-two", "game-three-v1"].iter().enumerate() {
        let start = Fidchell::new(&options(Some(v), None, None, None)).unwrap();
        let games = thorough(&start, [77 + i as u64], 5_000, &inv);
        assert!(games[0].finished, "{v}: {:?}", games[0]);
    }
    for v in ["game-one", "game-three", "game-three-v2"] {
        let start = Fidchell::new(&options(Some(v), None, None, Some(1))).unwrap();
        assert_eq!(start.side(), mahai::games::fidchell::Colour::Black);
        let games = thorough(&start, [5], 120, &inv);
        assert_eq!(games[0].plies, 120, "{v}: {:?}", games[0]);
    }
}

/// Bao la Kete: 200 games, the match and the single game in turn, every one of which ends
/// within 3000 plies.
#[test]
fn thorough_bao_la_kete() {
    let inv = || -> Invariants<BaoLaKete> { Box::new(invariants::bao) };
    let starts = [
        BaoLaKete::new(&Options::default()).unwrap(),
        BaoLaKete::new(&options(Some("single"), None, None, None)).unwrap(),
    ];
    for seed in 0..200u64 {
        let games = thorough(&starts[seed as usize % 2], [seed], 3000, &inv);
        assert!(games[0].finished, "seed {seed}: {:?}", games[0]);
    }
}

/// The sampled check does find a broken invariant (the harness is not vacuous).
#[test]
#[should_panic(expected = "invariant: planted")]
fn simulation_reports_a_broken_invariant() {
    let start = Jinx::new(&Options::default()).unwrap();
    let bad = |g: &Jinx| {
        if g.pieces().iter().filter(|p| p.at.is_some()).count() < 32 {
            Err("planted".to_string())
        } else {
            Ok(())
        }
    };
    for seed in 0..50 {
        check_random_game(&start, seed, LEVEL, &bad);
    }
}
