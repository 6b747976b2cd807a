//! Jinx knowledge for the search.
//!
//! - Prior: captures (a double capture more), and moves that leave the moved piece or another
//!   own piece en prise are marked down; calls are tried before not calling.
//! - Rollouts: capturing moves are played far more often than quiet ones.
//! - Evaluation (rollouts stop after 16 plies): material by team, the seat to move counted half
//!   a piece up when it threatens something, the team ahead up to 0.4 piece up for being close
//!   to enemy pieces (so it hunts instead of drifting into the no-capture draw), turned into a
//!   win chance per team.
//! - Reward: in the team games a seat scores mostly its team's result (the alliance ends once one
//!   team is gone, and the winner of that last duel scores a little more).

use crate::ai::level::Level;
use crate::ai::search::{Ai, Policy, SearchConfig};
use crate::engine::{Game, Outcome, Seat};
use crate::games::jinx::{board, Jinx, Mode, Move, Phase};

impl Ai for Jinx {
    type Policy = JinxPolicy;
}

#[derive(Clone, Copy, Debug, Default)]
pub struct JinxPolicy;

/// Whether `a` and `b` are enemies now (team-mates are friends while the other team lives).
fn enemies(game: &Jinx, a: Seat, b: Seat) -> bool {
    if a == b {
        return false;
    }
    if game.seat_team(a) != game.seat_team(b) {
        return true;
    }
    let team = game.seat_team(a);
    !(0..game.seats() as Seat).any(|s| game.seat_team(s) != team && game.piece_count(s) > 0)
}

/// Pieces captured by a `Go` move: (destination captured, middle point captured).
fn captures(game: &Jinx, me: Seat, from: u8, to: u8) -> u32 {
    let mut n = 0;
    if game
        .piece_at(to)
        .is_some_and(|p| enemies(game, me, p.owner))
    {
        n += 1;
        if let Some(path) = game.path(from, to) {
            if path.len() == 3 && game.piece_at(path[1]).is_some() {
                n += 1;
            }
        }
    }
    n
}

/// Own pieces of `me` that some enemy threatens.
fn hanging(game: &Jinx, me: Seat) -> usize {
    (0..game.seats() as Seat)
        .filter(|&s| enemies(game, s, me) && game.piece_count(s) > 0)
        .map(|s| game.threatened(s, me).len())
        .sum()
}

/// Mean over the pieces of `team` of the distance (steps along the lines) to the nearest piece
/// of another team; 16 when there is none.
fn mean_distance(game: &Jinx, team: u8) -> f64 {
    let (mut sum, mut n) = (0.0, 0);
    let pieces = game.pieces();
    for p in pieces.iter().filter(|p| game.seat_team(p.owner) == team) {
        let Some(at) = p.at else { continue };
        let (x, y) = board::xy(at);
        let nearest = pieces
            .iter()
            .filter(|q| game.seat_team(q.owner) != team)
            .filter_map(|q| q.at)
            .map(|b| {
                let (bx, by) = board::xy(b);
                (x.abs_diff(bx) + y.abs_diff(by)) as f64
            })
            .fold(16.0, f64::min);
        sum += nearest;
        n += 1;
    }
    if n == 0 {
        16.0
    } else {
        sum / n as f64
    }
}

impl Policy<Jinx> for JinxPolicy {
    fn rollout_weight(&self, game: &Jinx, mv: &Move) -> f64 {
        match *mv {
            Move::Go { to, .. }
                if game
                    .piece_at(to)
                    .is_some_and(|p| enemies(game, game.current(), p.owner)) =>
            {
                12.0
            }
            Move::ProposeDraw => 0.2,
            _ => 1.0,
        }
    }

    fn prior(&self, game: &Jinx, mv: &Move) -> f64 {
        let me = game.current();
        match *mv {
            Move::Go { from, to } => {
                let won = captures(game, me, from, to);
                let before = hanging(game, me);
                let mut next = game.clone();
                if next.play(mv).is_err() {
                    return 0.0;
                }
                let after = hanging(&next, me);
                let value = 0.45 + 0.35 * won as f64 - 0.2 * (after as f64 - before as f64);
                value.clamp(0.0, 1.0)
            }
            Move::Call(_) => 0.55,
            Move::NoCall => 0.45,
            Move::ProposeDraw => 0.2,
            _ => 0.4,
        }
    }

    fn evaluate(&self, game: &Jinx) -> Option<Vec<f64>> {
        let seats = game.seats() as Seat;
        // Material per team (team ids are small).
        let mut team_material = [0.0f64; 4];
        for s in 0..seats {
            team_material[game.seat_team(s) as usize] += game.piece_count(s) as f64;
        }
        // The team ahead wants contact: closeness to enemy pieces is worth up to 0.4 piece.
        let lead = (0..4).max_by(|a, b| team_material[*a].total_cmp(&team_material[*b]));
        if let Some(lead) = lead {
            if (0..4).all(|t| t == lead || team_material[t] < team_material[lead]) {
                team_material[lead] += 0.4 * (1.0 - mean_distance(game, lead as u8) / 16.0);
            }
        }
        if matches!(game.phase(), Phase::Move | Phase::SecondMove { .. }) {
            let me = game.current();
            if (0..seats).any(|s| enemies(game, me, s) && !game.threatened(me, s).is_empty()) {
                team_material[game.seat_team(me) as usize] += 0.5;
            }
        }
        let teams: Vec<u8> = (0..seats).map(|s| game.seat_team(s)).collect();
        let k = 0.7;
        let total: f64 = (0..4)
            .filter(|t| teams.contains(&(*t as u8)))
            .map(|t| crate::engine::math::exp(k * team_material[t]))
            .sum();
        Some(
            teams
                .iter()
                .map(|&t| crate::engine::math::exp(k * team_material[t as usize]) / total)
                .collect(),
        )
    }

    fn reward(&self, game: &Jinx, outcome: &Outcome) -> Vec<f64> {
        let own: Vec<f64> = outcome.0.iter().map(|r| r.score()).collect();
        if game.mode() == Mode::Two {
            return own;
        }
        (0..own.len())
            .map(|s| {
                let team = game.seat_team(s as Seat);
                let team_best = (0..own.len())
                    .filter(|&o| game.seat_team(o as Seat) == team)
                    .map(|o| own[o])
                    .fold(0.0, f64::max);
                0.8 * team_best + 0.2 * own[s]
            })
            .collect()
    }

    fn config(&self, _game: &Jinx, level: Level) -> SearchConfig {
        SearchConfig::tuned(level, 16, [300, 800, 5_000, 60_000], 0.05)
    }
}
