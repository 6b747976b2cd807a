//! Bao la Kete knowledge for the search.
//!
//! - Material: the seeds a player holds (his 16 pits and his reserve); captures move seeds from
//!   one side to the other, so this is what a game turns on. An empty front row loses at once.
//! - Prior: every move is played on a copy and scored by the seeds it wins, the front-row seeds
//!   it keeps, and whether it keeps the kuu (house) standing.
//! - Rollouts: among the (compulsory) captures, the ones that take more seeds are played more
//!   often; among takata moves, the ones that keep the kuu and stay off a lone kichwa.
//! - Evaluation (rollouts stop after a dozen plies): material and front-row seeds turned into a
//!   win chance for the game, combined with the match score in a best-of-three match.

use crate::ai::level::Level;
use crate::ai::search::{Ai, Policy, SearchConfig};
use crate::engine::{Game, Seat};
use crate::games::bao_la_kete::board::{Row, KUU};
use crate::games::bao_la_kete::{Action, BaoLaKete, Mode, Move, Stage};

impl Ai for BaoLaKete {
    type Policy = BaoPolicy;
}

#[derive(Clone, Copy, Debug, Default)]
pub struct BaoPolicy;

/// Seeds `seat` holds: pits and reserve.
fn material(game: &BaoLaKete, seat: Seat) -> i32 {
    game.seeds_of(seat).iter().map(|&n| n as i32).sum::<i32>() + game.reserve(seat) as i32
}

/// Seeds in `seat`'s front row.
fn front(game: &BaoLaKete, seat: Seat) -> i32 {
    game.seeds_of(seat)[..8].iter().map(|&n| n as i32).sum()
}

/// Seeds the move takes from the opponent's pit on its first capture, estimated from the board
/// without playing it (0 for a takata).
fn first_capture(game: &BaoLaKete, mv: &Move) -> i32 {
    let me = game.turn();
    let mine = game.seeds_of(me);
    let theirs = game.seeds_of(1 - me);
    let i = mv.pit.loop_index();
    match mv.action {
        Action::Capture(_) => {
            if i < 8 {
                theirs[7 - i] as i32
            } else {
                0
            }
        }
        Action::Sow(dir) => {
            if game.stage(me) == Stage::Nemo {
                return 0;
            }
            let n = mine[i] as usize;
            if !(2..=15).contains(&n) {
                return 0;
            }
            let q = dir.advance(i, n);
            if q < 8 && mine[q] >= 1 {
                theirs[7 - q] as i32
            } else {
                0
            }
        }
    }
}

/// Chance that `seat` wins the game now being played, from the board alone.
fn game_chance(game: &BaoLaKete, seat: Seat) -> f64 {
    let other = 1 - seat;
    let diff = (material(game, seat) - material(game, other)) as f64;
    let fronts = (front(game, seat) - front(game, other)) as f64;
    let kuu = game.kuu_functional(seat) as i32 - game.kuu_functional(other) as i32;
    let x = 0.12 * diff + 0.03 * fronts + 0.15 * kuu as f64;
    1.0 / (1.0 + crate::engine::math::exp(-x))
}

/// Chance of winning a best-of-three match from games won `a` : `b`, each game an even chance.
fn match_from(a: u8, b: u8) -> f64 {
    match (a, b) {
        (2.., _) => 1.0,
        (_, 2..) => 0.0,
        (1, 1) | (0, 0) => 0.5,
        (1, 0) => 0.75,
        _ => 0.25,
    }
}

impl Policy<BaoLaKete> for BaoPolicy {
    fn rollout_weight(&self, game: &BaoLaKete, mv: &Move) -> f64 {
        let taken = first_capture(game, mv);
        if taken > 0 {
            return 2.0 + 2.0 * taken as f64;
        }
        let me = game.turn();
        // Takata: keep the kuu, and keep seeds in the front row.
        let mut w = 1.0;
        if mv.pit.loop_index() == KUU && game.kuu_functional(me) {
            w *= 0.4;
        }
        if mv.pit.row == Row::Back {
            w *= 1.5;
        }
        if mv.safari == Some(true) {
            w *= 1.2;
        }
        w
    }

    fn prior(&self, game: &BaoLaKete, mv: &Move) -> f64 {
        let me = game.turn();
        let before = material(game, me);
        let kuu_before = game.kuu_functional(me);
        let mut next = game.clone();
        if next.play(mv).is_err() {
            return 0.0;
        }
        if next.game_number() != game.game_number() || next.to_move() != game.to_move() {
            // The game (or the match) ended: a win for the mover unless it lost.
            let won = next.score()[me as usize] > game.score()[me as usize]
                || matches!(next.to_move(), crate::engine::ToMove::Over(ref o)
                    if o.0[me as usize] == crate::engine::SeatResult::Win);
            if won {
                return 1.0;
            }
        }
        let gained = (material(&next, me) - before) as f64;
        let mut value = 0.4 + 0.04 * gained;
        if kuu_before && !next.kuu_functional(me) {
            value -= 0.1;
        }
        // Seeds left in the own front row guard against Bao hamna.
        value += 0.005 * front(&next, me) as f64;
        value.clamp(0.0, 1.0)
    }

    fn evaluate(&self, game: &BaoLaKete) -> Option<Vec<f64>> {
        let seat: Seat = 0;
        let p = game_chance(game, seat);
        let v = match game.mode() {
            Mode::Single => p,
            Mode::Match => {
                let [a, b] = game.score();
                p * match_from(a + 1, b) + (1.0 - p) * match_from(a, b + 1)
            }
        };
        Some(vec![v, 1.0 - v])
    }

    fn config(&self, _game: &BaoLaKete, level: Level) -> SearchConfig {
        SearchConfig::tuned(level, 12, [120, 500, 3_000, 60_000], 0.05)
    }
}
