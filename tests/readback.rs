//! Every position a game reaches reads back: `from_position(to_position(g)) == g` after every
//! move of many seeded random games, every game, variant and player count, with the final
//! positions of games that end in every way the game can end.
//!
//! Plain random play seldom reaches some endings (a Fidchell connection during placement, say),
//! so the players here are biased: each move is drawn with the weight the game's own computer
//! player gives it in its rollouts, raised to a power that changes from game to game (0 is
//! uniform play, larger powers play more like the computer). The endings met are counted and
//! the test fails if one that should be met is not.

use mahai::ai::search::{Ai, Policy};
use mahai::engine::rng::Rng;
use mahai::engine::{Game, Options, ToMove};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::BarneZirkulua;
use mahai::games::fidchell::{Colour, End, Fidchell};
use mahai::games::jinx::Jinx;
use std::collections::BTreeMap;

/// Plies after which a game is left unfinished (its positions were still checked).
const MAX_PLIES: usize = 3000;

/// Checks that `g` reads back as itself.
fn reads_back<G: Game>(g: &G, what: &str) {
    let text = g.to_position();
    match G::from_position(&text) {
        Ok(back) => assert!(back == *g, "{what}: reads back as another position\n{text}"),
        Err(e) => panic!("{what}: own position refused: {e}\n{text}"),
    }
}

/// One seeded game by the biased player, every position read back; returns the final position
/// (`None` if it did not finish within [`MAX_PLIES`]).
fn play_one<G: Ai>(start: &G, seed: u64, power: i32, what: &str) -> Option<G> {
    let policy = G::Policy::default();
    let mut rng = Rng::new(seed);
    let mut g = start.clone();
    for ply in 0..MAX_PLIES {
        reads_back(&g, &format!("{what}, seed {seed}, ply {ply}"));
        let moves = g.legal_moves();
        let weights: Vec<f64> = match g.to_move() {
            ToMove::Over(_) => return Some(g),
            ToMove::Chance => g.chance_outcomes().iter().map(|(_, p)| *p).collect(),
            ToMove::Seat(_) => moves
                .iter()
                .map(|m| policy.rollout_weight(&g, m).max(1e-9).powi(power))
                .collect(),
        };
        let mv = match g.to_move() {
            ToMove::Chance => g.chance_outcomes()[rng.weighted(&weights)].0.clone(),
            _ => moves[rng.weighted(&weights)].clone(),
        };
        g.play(&mv)
            .unwrap_or_else(|e| panic!("{what}, seed {seed}, ply {ply}: listed move refused: {e}"));
    }
    None
}

/// Every variant and player count of `G`, `games` seeded games each; `ending` names how a
/// finished game ended. Returns how often each ending was met, per variant.
fn run<G: Ai>(
    games: u64,
    ending: impl Fn(&G) -> String,
) -> BTreeMap<String, BTreeMap<String, u32>> {
    let mut met: BTreeMap<String, BTreeMap<String, u32>> = BTreeMap::new();
    for variant in G::variants() {
        for &players in variant.players {
            let options = Options {
                variant: Some(variant.name.to_string()),
                players: (variant.players.len() > 1).then_some(players),
                ..Options::default()
            };
            let start = G::new(&options).unwrap_or_else(|e| {
                panic!("{} {} ({players} players): {e}", G::NAME, variant.name)
            });
            let what = format!("{} {} ({players} players)", G::NAME, variant.name);
            for seed in 0..games {
                let power = (seed % 4) as i32;
                if let Some(end) = play_one(&start, 0x5EED_0000 + seed, power, &what) {
                    *met.entry(variant.name.to_string())
                        .or_default()
                        .entry(ending(&end))
                        .or_default() += 1;
                }
            }
        }
    }
    met
}

/// How a finished game ended, from the outcome: who won, or a draw.
fn outcome_word<G: Game>(g: &G) -> String {
    match g.to_move() {
        ToMove::Over(o) if o.is_draw() => "draw".into(),
        ToMove::Over(o) => format!("won by {:?}", o.winners()),
        _ => "unfinished".into(),
    }
}

/// Every variant has finished games won by the first seat and by the second.
fn first_two_seats_win(met: &BTreeMap<String, BTreeMap<String, u32>>) {
    assert!(!met.is_empty(), "no game finished");
    for (variant, endings) in met {
        for seat in ["won by [0]", "won by [1]"] {
            assert!(
                endings.contains_key(seat),
                "{variant}: none {seat}: {endings:?}"
            );
        }
    }
}

#[test]
fn fidchell_positions_read_back_after_every_ending() {
    let met = run::<Fidchell>(60, |g| {
        let phase = if g.in_hand(Colour::White) + g.in_hand(Colour::Black) > 0 {
            "placing"
        } else {
            "moving"
        };
        format!("{:?} while {phase}", g.end().expect("finished"))
    });
    println!("{met:#?}");
    // Connections during placement: in the game-three family (where the side to move stays on
    // the winner, one stone fewer in hand) and in others.
    let placing_wins = |family: &str| -> u32 {
        met.iter()
            .filter(|(v, _)| v.starts_with(family))
            .flat_map(|(_, e)| e.iter())
            .filter(|(k, _)| k.starts_with("Connected") && k.ends_with("placing"))
            .map(|(_, n)| n)
            .sum()
    };
    assert!(
        placing_wins("game-three") >= 3,
        "too few placement wins in game three: {met:?}"
    );
    assert!(
        placing_wins("game-one") >= 1,
        "no placement win in game one: {met:?}"
    );
    // Every ending of Fidchell is met in some variant.
    let all: Vec<&String> = met.values().flat_map(|e| e.keys()).collect();
    for end in [
        End::Connected(Colour::White),
        End::Connected(Colour::Black),
        End::ChallengeFailed,
        End::TooFewWhite,
        End::DrawByRepetition,
        End::DrawByNoProgress,
    ] {
        let word = format!("{end:?}");
        assert!(
            all.iter().any(|k| k.starts_with(&word)),
            "no game ended by {word}: {met:?}"
        );
    }
}

#[test]
fn jinx_positions_read_back_after_every_ending() {
    let met = run::<Jinx>(24, outcome_word);
    println!("{met:#?}");
    first_two_seats_win(&met);
}

#[test]
fn bao_positions_read_back_after_every_ending() {
    let met = run::<BaoLaKete>(24, outcome_word);
    println!("{met:#?}");
    first_two_seats_win(&met);
}

#[test]
fn barne_zirkulua_positions_read_back_after_every_ending() {
    let met = run::<BarneZirkulua>(6, outcome_word);
    println!("{met:#?}");
    first_two_seats_win(&met);
}

#[test]
fn positions_claiming_impossible_passes_are_refused() {
    // At the start both sides hold every stone: nobody can have passed.
    let start = Fidchell::new(&Options::default()).unwrap().to_position();
    for claim in ["passes=1", "passes=2"] {
        let text = start.replace("passes=0", claim);
        let err = Fidchell::from_position(&text).expect_err(claim);
        assert!(err.to_string().contains("pass"), "{claim}: {err}");
    }
    // A placement win in game three reads back (the winner stays the side to move).
    let won = "fidchell:game-three-v1 w W..W/WBBB.BB..W../W.....B.WW../W.......B......./W....BBBBB....../WWW...W..B...WWWWW....../W.....W......B....B..... hand=1,2 lost=6,10 king=dead challenge=- extra=0 passes=0 end=white-connected history=-";
    let g = Fidchell::from_position(won).expect("a placement win reads back");
    assert_eq!(g.to_position(), won);
    // ... but not when the game is still running.
    let running = won.replace("end=white-connected", "end=-");
    assert!(Fidchell::from_position(&running).is_err());
}
