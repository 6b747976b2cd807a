#![cfg(not(target_arch = "wasm32"))]
//! Long seeded simulations: at least [`PLIES_PER_GAME`] random plies per game in every run of
//! `cargo test --release`, split evenly over every variant (and player count) of the game, each
//! game played to its end. At every ply [`check_random_game_sampled`] checks: the position string
//! round-trips, every legal move string round-trips, a sample of listed moves is accepted, moves
//! that are not listed are refused with a reason and leave the state unchanged, chance outcomes
//! match the legal moves, and the game's own invariants below (conservation of balls, pieces,
//! stones or seeds) hold; at the end, replaying the move strings gives the same position, and
//! every game must have ended (termination).
//!
//! `MAHAI_SIM_PLIES=N` changes the number of plies per game (e.g. more for a nightly run). In the
//! debug profile the budget is cut to a hundredth so that a plain `cargo test` stays quick.

use mahai::engine::playout::{check_random_game_sampled, CheckLevel};
use mahai::engine::{Game, Options};
use mahai::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::{BarneZirkulua, Loc};
use mahai::games::fidchell::{Colour, Fidchell, STONES};
use mahai::games::jinx::Jinx;
use std::cell::Cell;
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

/// A game's own checks (a fresh one per random game: some remember the previous ply).
type Invariants<G> = Box<dyn Fn(&G) -> Result<(), String>>;

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
    assert!(total >= budget, "{}: only {total} plies", G::NAME);
    total
}

// ---------------------------------------------------------------------------------------------

/// Barne-zirkulua: every seat keeps its balls, no two balls share a place, the goal ring never
/// overflows, markers stay within I..III.
fn barne_invariants() -> Invariants<BarneZirkulua> {
    Box::new(|g: &BarneZirkulua| {
        let cfg = *g.config();
        let mut taken: Vec<Loc> = Vec::new();
        let mut home = 0;
        for s in 0..cfg.players {
            let balls = g.balls(s);
            if balls.len() != cfg.balls as usize {
                return Err(format!("seat {s} has {} balls", balls.len()));
            }
            for &l in balls {
                match l {
                    Loc::Start => continue,
                    Loc::Goal(j) if j >= cfg.goal_fields() => {
                        return Err(format!("goal field {j} does not exist"))
                    }
                    Loc::Goal(_) => home += 1,
                    Loc::Track(f) if f >= 96 => return Err(format!("field {f} does not exist")),
                    Loc::Track(_) => {}
                }
                if taken.contains(&l) {
                    return Err(format!("two balls on {l:?}"));
                }
                taken.push(l);
            }
            if g.marker(s) > 3 {
                return Err("marker beyond III".into());
            }
        }
        if home > cfg.goal_fields() {
            return Err("goal ring overfull".into());
        }
        Ok(())
    })
}

/// Jinx: the pieces are never more than before, one piece per point, `piece_at` agrees with the
/// piece list, eliminated exactly when a seat has no piece.
fn jinx_invariants() -> Invariants<Jinx> {
    let last = Cell::new(usize::MAX);
    Box::new(move |g: &Jinx| {
        let mut seen = [false; 81];
        let mut total = 0;
        for p in g.pieces() {
            if let Some(at) = p.at {
                total += 1;
                if seen[at as usize] {
                    return Err(format!("two pieces on point {at}"));
                }
                seen[at as usize] = true;
                if g.piece_at(at).map(|q| q.id) != Some(p.id) {
                    return Err("piece_at disagrees with the piece list".into());
                }
            }
        }
        if total > last.get() {
            return Err("the number of pieces grew".into());
        }
        last.set(total);
        for s in 0..Game::seats(g) as u8 {
            if g.is_eliminated(s) != (g.piece_count(s) == 0) {
                return Err(format!(
                    "seat {s}: eliminated flag and piece count disagree"
                ));
            }
        }
        Ok(())
    })
}

/// Fidchell: board + hand + lost = the stones of each colour, one stone per point, none on the
/// king's point.
fn fidchell_invariants() -> Invariants<Fidchell> {
    Box::new(|g: &Fidchell| {
        for c in [Colour::White, Colour::Black] {
            let total = g.on_board(c) + g.in_hand(c) + g.lost(c);
            if total != STONES {
                return Err(format!("{c:?}: board + hand + lost = {total}"));
            }
        }
        if g.stone_mask(Colour::White) & g.stone_mask(Colour::Black) != 0 {
            return Err("two stones on one point".into());
        }
        if g.stone(0).is_some() {
            return Err("a stone on the king's point".into());
        }
        Ok(())
    })
}

/// Bao la Kete: 64 seeds in pits, reserves and hand.
fn bao_invariants() -> Invariants<BaoLaKete> {
    Box::new(|g: &BaoLaKete| {
        let t = Pit::all().map(|p| g.seeds(p) as u32).sum::<u32>()
            + g.reserve(SOUTH) as u32
            + g.reserve(NORTH) as u32
            + g.hand() as u32;
        if t != 64 {
            return Err(format!("{t} seeds instead of 64"));
        }
        Ok(())
    })
}

#[test]
fn simulate_barne_zirkulua() {
    simulate::<BarneZirkulua>(&barne_invariants);
}

#[test]
fn simulate_jinx() {
    simulate::<Jinx>(&jinx_invariants);
}

#[test]
fn simulate_fidchell() {
    simulate::<Fidchell>(&fidchell_invariants);
}

#[test]
fn simulate_bao_la_kete() {
    simulate::<BaoLaKete>(&bao_invariants);
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
