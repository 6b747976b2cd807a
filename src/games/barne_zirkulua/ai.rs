//! Barne-zirkulua knowledge for the search.
//!
//! - Progress: every ball is worth what its place is worth in the race, the same for every
//!   seat since all balls share the rings and the goal: nothing in the start area, a little on
//!   the outer ring (more on a field from which a ring-change field is an exact throw away), about
//!   half on the inner ring (more when a goal-arrow field is in reach), everything in the goal.
//! - Prior and rollouts: each move is tried on a copy and valued by the progress it brings the
//!   mover minus the progress it brings the strongest rival (so `home`, `goal`, reaching a
//!   ring-change or goal-arrow field exactly and knocking out balls stand out, and `swap` is
//!   used to trade a back ball for the leader's front ball); forced ring changes back to the
//!   outer ring fall out of the same sum.
//! - Evaluation (rollouts stop after a few turns): rounds won plus the mean progress of each
//!   seat's balls, turned into win chances by a soft maximum.
//! - No variant has teams: every seat plays for itself.

use crate::ai::level::Level;
use crate::ai::search::{Ai, Policy, SearchConfig};
use crate::engine::{Game, Seat, ToMove};
use crate::games::barne_zirkulua::board::{self, Field};
use crate::games::barne_zirkulua::{BarneZirkulua, Loc, Move};

impl Ai for BarneZirkulua {
    type Policy = BarnePolicy;
}

#[derive(Clone, Copy, Debug, Default)]
pub struct BarnePolicy;

/// Whether one throw (a number die face, or half of it) can cover exactly `d` fields.
fn one_throw(d: u8) -> bool {
    (d <= 12 && d.is_multiple_of(2)) || (1..=6).contains(&d)
}

/// What a ball on ring field `f` is worth in the race (0 = start area, 1 = home).
fn field_value(f: Field) -> f64 {
    if board::is_outer(f) {
        // Distance clockwise to the next ring-change field of the outer ring.
        let k = board::index(f);
        let d = (16 - k % 16) % 16;
        let near = d > 0 && one_throw(d);
        0.2 + if near { 0.06 } else { 0.0 }
    } else {
        let k = board::index(f);
        if board::goal_arrow(f).is_some() {
            return 0.58;
        }
        // Distance clockwise to the next goal-arrow field.
        let d = (36 - k % 8) % 8;
        let d = if d == 0 { 8 } else { d };
        0.5 + if one_throw(d) { 0.06 } else { 0.0 }
    }
}

fn loc_value(l: Loc) -> f64 {
    match l {
        Loc::Start => 0.0,
        Loc::Track(f) => field_value(f),
        Loc::Goal(_) => 1.0,
    }
}

/// The summed progress of a seat's balls.
fn progress(game: &BarneZirkulua, seat: Seat) -> f64 {
    game.balls(seat).iter().map(|&l| loc_value(l)).sum()
}

/// A seat's standing: rounds won plus the mean progress of its balls in this round.
fn standing(game: &BarneZirkulua, seat: Seat) -> f64 {
    game.marker(seat) as f64 + progress(game, seat) / game.config().balls as f64
}

/// How much a move helps the mover: its progress gained minus the most any rival gains (a rival
/// losing a ball counts as a gain for the mover), round wins counted in full.
fn move_gain(game: &BarneZirkulua, mv: &Move) -> Option<f64> {
    let ToMove::Seat(me) = game.to_move() else {
        return None;
    };
    let mut next = game.clone();
    next.play(mv).ok()?;
    let seats = game.seats() as Seat;
    let balls = game.config().balls as f64;
    // A won round resets the balls: count it by the markers.
    let value = |g: &BarneZirkulua, s: Seat| g.marker(s) as f64 * balls + progress(g, s);
    let mine = value(&next, me) - value(game, me);
    // The rival that matters most is the leader among the others.
    let leader = (0..seats)
        .filter(|&s| s != me)
        .max_by(|&a, &b| standing(game, a).total_cmp(&standing(game, b)))?;
    // Rivals' losses (captures, swaps) all help the mover.
    let lost: f64 = (0..seats)
        .filter(|&s| s != me)
        .map(|s| {
            let d = value(&next, s) - value(game, s);
            let w = if s == leader { 1.0 } else { 0.5 };
            (w * d).min(0.0)
        })
        .sum();
    let gained = (0..seats)
        .filter(|&s| s != me)
        .map(|s| value(&next, s) - value(game, s))
        .fold(0.0f64, f64::max);
    Some(mine - gained - lost)
}

impl Policy<BarneZirkulua> for BarnePolicy {
    fn rollout_weight(&self, game: &BarneZirkulua, mv: &Move) -> f64 {
        match move_gain(game, mv) {
            Some(g) => crate::engine::math::exp(5.0 * g.clamp(-1.0, 1.5)),
            None => 1.0,
        }
    }

    fn prior(&self, game: &BarneZirkulua, mv: &Move) -> f64 {
        match move_gain(game, mv) {
            Some(g) => (0.4 + 0.6 * g).clamp(0.0, 1.0),
            None => 0.0,
        }
    }

    fn evaluate(&self, game: &BarneZirkulua) -> Option<Vec<f64>> {
        let seats = game.seats() as Seat;
        let k = 3.0;
        let scores: Vec<f64> = (0..seats)
            .map(|s| crate::engine::math::exp(k * standing(game, s)))
            .collect();
        let total: f64 = scores.iter().sum();
        Some(scores.iter().map(|x| x / total).collect())
    }

    fn config(&self, _game: &BarneZirkulua, level: Level) -> SearchConfig {
        SearchConfig::tuned(level, 30, [40, 400, 4_000, 40_000], 0.1)
    }
}
