//! Fidchell knowledge for the search (all three games and their variants).
//!
//! - The race: a side's *gap* is the fewest empty points it still has to fill to join ring 1 to
//!   the outer circle through its own stones (enemy stones block), found by a 0-1 breadth-first
//!   search over the bit masks of the board.
//! - Prior: a connecting move first, then captures, shrinking the own gap, growing the enemy's
//!   gap (most of all when it was one stone), and not putting the moved stone where the enemy can
//!   flank it at once. Game two: Black's challenge looks good when
//!   White is still far from connecting.
//! - Rollouts: a move onto a point that completes the own chain is nearly always played, one
//!   that fills the enemy's completing point very often, captures often, and moves next to own
//!   stones a little more often than loose ones (the completing points of a position are worked
//!   out once and cached for all its moves).
//! - Evaluation (rollouts stop after a dozen plies): the difference of the gaps, the stones left
//!   (board and hand), a big bonus when the side to move can complete its chain at once, and in
//!   game two White's stones against the minimum and the turns left in a running challenge,
//!   turned into a win chance for White.

use crate::ai::level::Level;
use crate::ai::search::{Ai, Policy, SearchConfig};
use crate::engine::mask::{bit, has};
use crate::games::fidchell::board::{bits, Board, Point, CENTRE, OUTER, POINTS};
use crate::games::fidchell::{Challenge, Colour, Fidchell, Move, Phase, Rules, WHITE_MINIMUM};
use std::cell::Cell;

impl Ai for Fidchell {
    type Policy = FidchellPolicy;
}

/// The search asks for the rollout weights of every move of one position in a row: the
/// position's threat points are worked out once and kept here (keyed by the position hash).
#[derive(Clone, Debug, Default)]
pub struct FidchellPolicy {
    threats: Cell<Option<(u64, Threats)>>,
}

/// Where each side would join ring 1 to the outer circle with one more stone.
#[derive(Clone, Copy, Debug, Default)]
struct Threats {
    /// Empty points that complete a chain of the side to move.
    win: u128,
    /// Empty points that complete a chain of the other side.
    lose: u128,
}

/// The empty points where one more stone of `own` joins ring 1 to the outer ring.
fn completing(board: &Board, own: u128, empty: u128) -> u128 {
    let (inner, outer) = (board.joined(own, 1), board.joined(own, OUTER));
    let mut near_inner = board.ring_mask(1);
    for p in bits(inner) {
        near_inner |= board.neighbour_mask(p);
    }
    let mut near_outer = board.ring_mask(OUTER);
    for p in bits(outer) {
        near_outer |= board.neighbour_mask(p);
    }
    near_inner & near_outer & empty
}

fn empty_points(game: &Fidchell) -> u128 {
    !(game.stone_mask(Colour::White) | game.stone_mask(Colour::Black))
        & !(1u128 << CENTRE)
        & ((1u128 << POINTS) - 1)
}

impl FidchellPolicy {
    /// The threats of `game`'s position. The search asks for them for every move of a position
    /// in a row: the look at the kept ones is inlined into the caller, and only the work for a
    /// new position is a call.
    #[inline]
    fn threats(&self, game: &Fidchell) -> Threats {
        let key = game.position_hash();
        match self.threats.get() {
            Some((k, t)) if k == key => t,
            _ => self.new_threats(game, key),
        }
    }

    #[inline(never)]
    fn new_threats(&self, game: &Fidchell, key: u64) -> Threats {
        let me = game.side();
        let b = game.board();
        let empty = empty_points(game);
        let side = |c: Colour| {
            if can_connect(game, c) {
                completing(b, game.stone_mask(c), empty)
            } else {
                0
            }
        };
        let t = Threats {
            win: side(me),
            lose: side(me.other()),
        };
        self.threats.set(Some((key, t)));
        t
    }
}

/// A gap larger than any real one: the side is cut off from the outer circle.
const CUT_OFF: u32 = 12;

/// The fewest empty points `own` must still fill to join ring 1 to the outer ring, avoiding
/// `enemy` (capped at [`CUT_OFF`]).
pub fn gap(board: &Board, own: u128, enemy: u128) -> u32 {
    let mut dist = [u8::MAX; POINTS];
    let mut queue = std::collections::VecDeque::with_capacity(POINTS);
    let open = !enemy & !(1u128 << CENTRE);
    for p in bits(board.ring_mask(1) & open) {
        let d = if has(own, p as u32) { 0 } else { 1 };
        dist[p as usize] = d;
        if d == 0 {
            queue.push_front(p);
        } else {
            queue.push_back(p);
        }
    }
    let outer = board.ring_mask(OUTER);
    while let Some(p) = queue.pop_front() {
        let d = dist[p as usize];
        if has(outer, p as u32) {
            return (d as u32).min(CUT_OFF);
        }
        for q in bits(board.neighbour_mask(p) & open) {
            let step = if has(own, q as u32) { 0 } else { 1 };
            let nd = d + step;
            if nd < dist[q as usize] {
                dist[q as usize] = nd;
                if step == 0 {
                    queue.push_front(q);
                } else {
                    queue.push_back(q);
                }
            }
        }
    }
    CUT_OFF
}

/// Enemy stones a stone of `me` arriving on `to` would take (the stone leaving `from` no longer
/// counts as a flanker).
fn captures(game: &Fidchell, me: Colour, from: Option<Point>, to: Point) -> u128 {
    if game.config().rules == Rules::Three && game.phase() == Phase::Placing {
        return 0;
    }
    let mut own = game.stone_mask(me);
    if let Some(f) = from {
        own &= !bit(f as u32);
    }
    let enemy = game.stone_mask(me.other());
    let king = game.king().friendly_to(me);
    let mut taken = 0u128;
    for &(a, b) in game.board().pairs(to) {
        if has(enemy, a as u32) && (has(own, b as u32) || (b == CENTRE && king)) {
            taken |= bit(a as u32);
        }
    }
    taken
}

/// The points the stones in `stones` can reach in one move (slides, or steps in game three).
fn reach(board: &Board, stones: u128, empty: u128, steps: bool) -> u128 {
    let mut out = 0u128;
    for p in bits(stones) {
        if steps {
            out |= board.neighbour_mask(p) & empty;
        } else {
            out |= board.slides(p, empty);
        }
    }
    out
}

/// Whether the enemy of `me` could flank the stone on `at` on its next action.
fn exposed(
    board: &Board,
    at: Point,
    own: u128,
    enemy: u128,
    enemy_places: bool,
    enemy_king: bool,
    steps: bool,
) -> bool {
    let empty = !(own | enemy) & !(1u128 << CENTRE) & ((1u128 << POINTS) - 1);
    let mut targets = 0u128;
    for p in bits(board.neighbour_mask(at) & empty) {
        if board
            .pairs(p)
            .iter()
            .any(|&(a, b)| a == at && (has(enemy, b as u32) || (b == CENTRE && enemy_king)))
        {
            targets |= bit(p as u32);
        }
    }
    if targets == 0 {
        return false;
    }
    enemy_places || reach(board, enemy, empty, steps) & targets != 0
}

/// Whether the side to move after `me` places stones next turn (so it can reach any point).
fn enemy_places(game: &Fidchell, me: Colour) -> bool {
    game.in_hand(me.other()) > 0
}

fn can_connect(game: &Fidchell, c: Colour) -> bool {
    game.config().rules != Rules::Two || c == Colour::White
}

impl Policy<Fidchell> for FidchellPolicy {
    fn rollout_weight(&self, game: &Fidchell, mv: &Move) -> f64 {
        let me = game.side();
        let (from, to) = match *mv {
            Move::Place(p) => (None, p),
            Move::Go { from, to } => (Some(from), to),
            Move::Challenge => return 2.0,
            _ => return 1.0,
        };
        let threats = self.threats(game);
        if has(threats.win, to as u32) {
            // Most likely connects (a slide may break its own chain behind it).
            return 500.0;
        }
        if has(threats.lose, to as u32) {
            return 40.0;
        }
        let taken = captures(game, me, from, to).count_ones();
        if taken > 0 {
            return 12.0 * taken as f64;
        }
        let b = game.board();
        let mut own = game.stone_mask(me);
        if let Some(f) = from {
            own &= !bit(f as u32);
        }
        if can_connect(game, me) && b.neighbour_mask(to) & own != 0 {
            3.0
        } else {
            1.0
        }
    }

    fn prior(&self, game: &Fidchell, mv: &Move) -> f64 {
        let me = game.side();
        let b = game.board();
        let rules = game.config().rules;
        let steps = rules.is_three();
        let white_gap = || {
            gap(
                b,
                game.stone_mask(Colour::White),
                game.stone_mask(Colour::Black),
            )
        };
        let (from, to) = match *mv {
            Move::Place(p) => (None, p),
            Move::Go { from, to } => (Some(from), to),
            Move::Challenge => {
                // A challenge pays when White is far from connecting.
                return (0.2 + 0.1 * white_gap() as f64).min(0.9);
            }
            Move::Remove(..) => return 0.7,
            Move::Decline => return 0.1,
            Move::Pass => return 0.5,
            Move::Resign => return 0.0,
        };
        let taken = captures(game, me, from, to);
        let mut own = game.stone_mask(me);
        let mut enemy = game.stone_mask(me.other());
        let (gap_me, gap_them) = (gap(b, own, enemy), gap(b, enemy, own));
        if let Some(f) = from {
            own &= !bit(f as u32);
        }
        own |= bit(to as u32);
        enemy &= !taken;
        let (new_me, new_them) = (gap(b, own, enemy), gap(b, enemy, own));
        if can_connect(game, me) && new_me == 0 {
            // Connects: the game is won.
            return 1.0;
        }
        let mut value = 0.35 + 0.2 * taken.count_ones() as f64;
        if can_connect(game, me) {
            value += 0.12 * (gap_me as f64 - new_me as f64);
        }
        if can_connect(game, me.other()) {
            value += 0.08 * (new_them as f64 - gap_them as f64);
            if gap_them <= 1 && new_them > gap_them {
                // Stops a connection threatened for the next move.
                value += 0.3;
            }
        }
        let enemy_king = game.king().friendly_to(me.other());
        if exposed(b, to, own, enemy, enemy_places(game, me), enemy_king, steps) {
            value -= 0.15;
        }
        value.clamp(0.0, 1.0)
    }

    fn evaluate(&self, game: &Fidchell) -> Option<Vec<f64>> {
        let b = game.board();
        let (w, k) = (
            game.stone_mask(Colour::White),
            game.stone_mask(Colour::Black),
        );
        let stones = |c: Colour| game.on_board(c) as f64 + game.in_hand(c) as f64;
        let gap_w = gap(b, w, k) as f64;
        let mut x;
        if game.config().rules == Rules::Two {
            // White connects; Black wears White down or makes a challenge fail.
            x = 0.45 * (5.0 - gap_w);
            x += 0.35 * (stones(Colour::White) - WHITE_MINIMUM as f64 - 8.0);
            x -= 0.1 * (stones(Colour::Black) - 19.0);
            if let Challenge::Running(n) = game.challenge() {
                if gap_w > n as f64 {
                    x -= 1.2;
                }
            }
        } else {
            let gap_k = gap(b, k, w) as f64;
            x = 0.55 * (gap_k - gap_w) + 0.25 * (stones(Colour::White) - stones(Colour::Black));
            // The side to move is a tempo ahead in the race.
            let tempo = if game.side() == Colour::White {
                0.3
            } else {
                -0.3
            };
            x += tempo;
        }
        // The side to move connects next if a stone of it can get to a completing point.
        let threats = self.threats(game);
        if threats.win != 0 {
            let me = game.side();
            let reachable = if game.in_hand(me) > 0 {
                threats.win
            } else {
                let empty = empty_points(game);
                reach(
                    b,
                    game.stone_mask(me),
                    empty,
                    game.config().rules.is_three(),
                ) & threats.win
            };
            if reachable != 0 {
                x += if me == Colour::White { 3.0 } else { -3.0 };
            }
        }
        let p = 1.0 / (1.0 + crate::engine::math::exp(-x));
        Some(vec![p, 1.0 - p])
    }

    fn config(&self, game: &Fidchell, level: Level) -> SearchConfig {
        // Game two is short (about 40 plies) and one-sided in aim: the intermediate needs twice
        // the budget there to stay clear of the beginner (docs/ai.md, "Re-spacing the lower
        // steps").
        let rules = game.config().rules;
        let intermediate = if rules == Rules::Two { 600 } else { 300 };
        // In game one many slides score alike to a short search, and a beginner choosing among
        // all within 0.05 of the best rarely completes a connection: against the random player
        // most of its games ended drawn by repetition. A narrower choice finishes them.
        let margin = if rules == Rules::One { 0.02 } else { 0.05 };
        SearchConfig::tuned(level, 10, [150, intermediate, 4_000, 30_000], margin)
    }
}
