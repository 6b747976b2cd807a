#![cfg(not(target_arch = "wasm32"))]
//! Long seeded simulations: at least [`PLIES_PER_GAME`] random plies per game in every run of
//! `cargo test --release`, split evenly over every variant (and player count) of the game, each
//! game played to its end. At every ply [`check_random_game_sampled`] checks: the position string
//! round-trips, every legal move string round-trips, a sample of listed moves is accepted, moves
//! that are not listed are refused with a reason and leave the state unchanged, chance outcomes
//! match the legal moves, and the game's own invariants (conservation of balls, pieces,
//! stones or seeds) hold; at the end, replaying the move strings gives the same position, and
//! every game must have ended (termination).
//!
//! `MAHAI_SIM_PLIES=N` changes the number of plies per game (e.g. more for a nightly run). In the
//! debug profile the budget is cut to a hundredth so that a plain `cargo test` stays quick.

mod common;

use common::invariants::{self, Invariants};
use mahai::engine::playout::{check_random_game_sampled, CheckLevel};
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
            let stats = check_random_game_sampled(start, seed, LEVEL, &*inv);
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
        check_random_game_sampled(&start, seed, LEVEL, &bad);
    }
}
