//! Legality and effects of every move: placements, slides and steps, captures, the challenge
//! of game two, wins by connection and the draws.

use super::board::{self, bits, Board, Point, CENTRE, OUTER};
use super::refusal::Refusal;
use super::{
    mask, seat_word, Challenge, Colour, End, Fidchell, King, Move, Rules, CHALLENGE_TURNS,
    NO_PROGRESS_PLIES, STONES, WHITE_MINIMUM,
};
use crate::engine::{CheckThenApply, Effect, Recorder, Seat};

impl Fidchell {
    /// Whether this colour's stones join ring 1 to the outer circle.
    pub fn connected(&self, c: Colour) -> bool {
        let b = self.board();
        let own = self.stones[c.idx()];
        b.joined(own, 1) & b.ring_mask(OUTER) != 0
    }

    /// Every legal move of the position into `out` (cleared first), in a stable order.
    pub(super) fn legal_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        if self.challenge == Challenge::Removal {
            out.push(Move::Decline);
            let black = self.stones[1];
            if black.count_ones() == 1 {
                out.extend(bits(black).map(|a| Move::Remove(a, None)));
            }
            for a in bits(black) {
                for b in bits(black & !(mask(a) | (mask(a) - 1))) {
                    out.push(Move::Remove(a, Some(b)));
                }
            }
            return;
        }
        if self.may_challenge() {
            out.push(Move::Challenge);
        }
        let n = out.len();
        self.actions(out);
        if out.len() == n {
            out.push(Move::Pass);
        }
    }

    pub(super) fn empty(&self) -> u128 {
        let all = (1u128 << board::POINTS) - 1;
        all & !(self.stones[0] | self.stones[1]) & !mask(CENTRE)
    }

    /// Where the stone on `from` may go (as a mask), ignoring whose turn it is.
    pub(super) fn destinations(&self, from: Point) -> u128 {
        self.destinations_among(from, self.empty(), self.board())
    }

    /// [`Self::destinations`] with the empty points and the board already found.
    #[inline]
    fn destinations_among(&self, from: Point, empty: u128, b: &Board) -> u128 {
        if self.config.rules.is_three() {
            b.neighbour_mask(from) & empty
        } else {
            b.slides(from, empty)
        }
    }

    /// [`Self::destinations`] walking every ray point by point (kept to check the fast one).
    #[cfg(test)]
    fn destinations_by_rays(&self, from: Point) -> u128 {
        let empty = self.empty();
        let b = self.board();
        if self.config.rules.is_three() {
            return b.neighbour_mask(from) & empty;
        }
        board::along_rays(b.ray_masks(from), empty)
    }

    /// Whether the side to move has an action (placement, slide or step).
    pub(super) fn has_action(&self) -> bool {
        if self.hand[self.side.idx()] > 0 {
            return true;
        }
        let empty = self.empty();
        let b = self.board();
        // A slide exists iff some stone has an empty neighbour along a line, as does a step.
        bits(self.stones[self.side.idx()]).any(|p| b.neighbour_mask(p) & empty != 0)
    }

    /// [`Game::pick_legal`](crate::engine::Game::pick_legal) without listing the moves: the
    /// placements and slides are counted from their masks and the chosen one found in them (the
    /// removals of game two are listed).
    pub(super) fn pick_into(
        &self,
        buffer: &mut Vec<Move>,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<Move> {
        if self.end.is_some() || self.challenge == Challenge::Removal {
            self.legal_into(buffer);
            return (!buffer.is_empty()).then(|| buffer[pick(buffer.len())]);
        }
        // The listing: the challenge when Black may call it, then the actions, or else a pass.
        let first = self.may_challenge() as usize;
        let nth = |m: u128, i: usize| board::nth_point(m, i);
        if self.hand[self.side.idx()] > 0 {
            let empty = self.empty();
            let count = empty.count_ones() as usize;
            let i = pick(first + count.max(1));
            return Some(match i.checked_sub(first) {
                None => Move::Challenge,
                Some(_) if count == 0 => Move::Pass,
                Some(k) => Move::Place(nth(empty, k)),
            });
        }
        let mut reach = [(0 as Point, 0u128); STONES as usize];
        let mut stones = 0;
        let mut count = 0;
        let (empty, b) = (self.empty(), self.board());
        for from in bits(self.stones[self.side.idx()]) {
            let d = self.destinations_among(from, empty, b);
            reach[stones] = (from, d);
            stones += 1;
            count += d.count_ones() as usize;
        }
        let i = pick(first + count.max(1));
        let Some(mut k) = i.checked_sub(first) else {
            return Some(Move::Challenge);
        };
        if count == 0 {
            return Some(Move::Pass);
        }
        for &(from, d) in &reach[..stones] {
            let n = d.count_ones() as usize;
            if k < n {
                return Some(Move::Go {
                    from,
                    to: nth(d, k),
                });
            }
            k -= n;
        }
        unreachable!("the index is below the count")
    }

    fn actions(&self, out: &mut Vec<Move>) {
        if self.hand[self.side.idx()] > 0 {
            out.extend(bits(self.empty()).map(Move::Place));
            return;
        }
        let (empty, b) = (self.empty(), self.board());
        for from in bits(self.stones[self.side.idx()]) {
            out.extend(
                bits(self.destinations_among(from, empty, b)).map(|to| Move::Go { from, to }),
            );
        }
    }

    fn may_challenge(&self) -> bool {
        self.config.rules == Rules::Two
            && self.side == Colour::Black
            && self.challenge == Challenge::None
    }

    fn removal_count(&self) -> usize {
        self.stones[1].count_ones().min(2) as usize
    }

    /// Captures made by a stone of the side to move arriving on `p`; returns how many.
    fn capture_at(&mut self, p: Point, fx: &mut Recorder) -> u8 {
        let me = self.side;
        let (own, enemy) = (self.stones[me.idx()], self.stones[me.other().idx()]);
        let king = self.king.friendly_to(me);
        let mut taken = 0u128;
        for &(a, b) in self.board().pairs(p) {
            if enemy & mask(a) != 0 && (own & mask(b) != 0 || (b == CENTRE && king)) {
                taken |= mask(a);
            }
        }
        let enemy_idx = me.other().idx();
        for q in bits(taken) {
            fx.push(Effect::Captured {
                piece: enemy_idx as u16,
                at: q as u16,
                owner: enemy_idx as Seat,
            });
        }
        self.stones[enemy_idx] &= !taken;
        let n = taken.count_ones() as u8;
        self.lost[enemy_idx] += n;
        n
    }
}

impl CheckThenApply for Fidchell {
    type Why = Refusal;

    /// Checks a move against the rules without changing anything.
    fn check(&self, mv: &Move) -> Result<(), Refusal> {
        if self.end.is_some() {
            return Err(Refusal::GameOver);
        }
        let off_board = |q: Point| (q as usize) >= board::POINTS;
        let bad_point = match *mv {
            Move::Place(q) => off_board(q),
            Move::Go { from, to } => off_board(from) || off_board(to),
            Move::Remove(q, r) => off_board(q) || r.is_some_and(off_board),
            _ => false,
        };
        if bad_point {
            return Err(Refusal::NoSuchPoint);
        }
        let side = self.side;
        if self.challenge == Challenge::Removal {
            return match *mv {
                // Giving up is allowed at any point of one's own turn.
                Move::Decline | Move::Resign => Ok(()),
                Move::Remove(a, b) => {
                    if b == Some(a) {
                        return Err(Refusal::RemovalTwice);
                    }
                    let black = self.stones[1];
                    let n = 1 + b.is_some() as usize;
                    if n != self.removal_count() {
                        return Err(Refusal::RemovalCount {
                            count: self.removal_count(),
                        });
                    }
                    for p in [Some(a), b].into_iter().flatten() {
                        if black & mask(p) == 0 {
                            return Err(Refusal::RemovalNotBlack { at: p });
                        }
                    }
                    Ok(())
                }
                _ => Err(Refusal::RemovalPending),
            };
        }
        match *mv {
            Move::Resign => Ok(()),
            Move::Remove(..) | Move::Decline => Err(Refusal::NoRemoval),
            Move::Challenge => {
                if self.config.rules != Rules::Two {
                    Err(Refusal::NoChallenge)
                } else if side != Colour::Black {
                    Err(Refusal::ChallengeByBlack)
                } else if self.challenge != Challenge::None {
                    Err(Refusal::ChallengeRunning)
                } else {
                    Ok(())
                }
            }
            Move::Pass => {
                if self.has_action() {
                    Err(Refusal::PassNotAllowed)
                } else {
                    Ok(())
                }
            }
            Move::Place(p) => {
                if self.hand[side.idx()] == 0 {
                    Err(Refusal::HandEmpty)
                } else if p == CENTRE {
                    Err(Refusal::Centre)
                } else if self.stone(p).is_some() {
                    Err(Refusal::Occupied { at: p })
                } else {
                    Ok(())
                }
            }
            Move::Go { from, to } => {
                if self.hand[side.idx()] > 0 {
                    return Err(Refusal::MustPlace);
                }
                if self.stone(from) != Some(side) {
                    return Err(Refusal::NotYourStone {
                        colour: seat_word(side),
                        at: from,
                    });
                }
                if self.destinations(from) & mask(to) == 0 {
                    return Err(Refusal::Unreachable {
                        from,
                        to,
                        steps: self.config.rules.is_three(),
                    });
                }
                Ok(())
            }
        }
    }

    /// Applies a checked move.
    fn apply(&mut self, mv: &Move, fx: &mut Recorder) {
        let side = self.side;
        let before = self.position_hash();
        let king_before = self.king;
        let challenge_before = self.challenge;
        let mut irreversible = false;
        match *mv {
            Move::Resign => {
                self.end = Some(End::Resigned(side));
                fx.push(Effect::GameOver);
                return;
            }
            Move::Challenge => {
                self.challenge = Challenge::Running(CHALLENGE_TURNS);
                fx.push(Effect::Called {
                    by: Colour::Black.seat(),
                    target: Colour::White.seat(),
                });
                self.history.clear();
                return;
            }
            Move::Decline | Move::Remove(..) => {
                if let Move::Remove(a, b) = *mv {
                    for p in [Some(a), b].into_iter().flatten() {
                        self.stones[1] &= !mask(p);
                        self.lost[1] += 1;
                        fx.push(Effect::Captured {
                            piece: 1,
                            at: p as u16,
                            owner: 1,
                        });
                    }
                }
                // The extra turn earned by the capture follows.
                self.challenge = Challenge::None;
                self.extra = true;
                self.history.clear();
                fx.push(Effect::ExtraTurn { seat: side.seat() });
                return;
            }
            _ => {}
        }
        let mut captured = 0u8;
        match *mv {
            Move::Pass => {
                self.passes += 1;
                fx.push(Effect::Passed { seat: side.seat() });
            }
            Move::Place(p) => {
                self.passes = 0;
                irreversible = true;
                self.hand[side.idx()] -= 1;
                self.stones[side.idx()] |= mask(p);
                fx.push(Effect::Placed {
                    piece: side.seat() as u16,
                    at: p as u16,
                    owner: side.seat(),
                });
                if self.config.rules != Rules::Three {
                    captured = self.capture_at(p, fx);
                }
            }
            Move::Go { from, to } => {
                self.passes = 0;
                if fx.on() {
                    let path = self.path(from, to).unwrap_or_else(|| vec![from, to]);
                    fx.push(Effect::Moved {
                        piece: side.seat() as u16,
                        path: path.iter().map(|&p| p as u16).collect(),
                    });
                }
                self.stones[side.idx()] &= !mask(from);
                self.stones[side.idx()] |= mask(to);
                // The first qualifying slide wakes the king before its own captures (F24).
                match self.config.rules {
                    Rules::One => self.king = King::Both,
                    Rules::Two if side == Colour::Black => self.king = King::Both,
                    _ => {}
                }
                captured = self.capture_at(to, fx);
            }
            _ => unreachable!("handled above"),
        }
        if captured > 0 {
            irreversible = true;
        }
        // Game three: the movement phase starts when both hands are empty.
        if self.config.rules.is_three() && self.hand == [0, 0] {
            self.king = King::Both;
        }
        // Wins.
        let can_connect = self.config.rules != Rules::Two || side == Colour::White;
        if !matches!(mv, Move::Pass) && can_connect && self.connected(side) {
            self.end = Some(End::Connected(side));
        } else if self.config.rules == Rules::Two
            && self.hand[0] + self.on_board(Colour::White) < WHITE_MINIMUM
        {
            self.end = Some(End::TooFewWhite);
        }
        // Challenge bookkeeping (game two, White's turns).
        let mut removal = false;
        if self.end.is_none() && side == Colour::White {
            if let Challenge::Running(n) = self.challenge {
                if captured > 0 {
                    if self.stones[1] != 0 {
                        self.challenge = Challenge::Removal;
                        removal = true;
                    } else {
                        self.challenge = Challenge::None;
                    }
                } else if n <= 1 {
                    self.challenge = Challenge::None;
                    self.end = Some(End::ChallengeFailed);
                } else {
                    self.challenge = Challenge::Running(n - 1);
                }
            }
        }
        if self.end.is_some() {
            fx.push(Effect::GameOver);
            return;
        }
        // Turn order.
        let extra_turns = !self.config.rules.is_three();
        if removal {
            // White chooses the removal first; the extra turn follows it.
            self.extra = false;
        } else if captured > 0 && extra_turns {
            self.extra = true;
            fx.push(Effect::ExtraTurn { seat: side.seat() });
        } else {
            self.extra = false;
            self.side = side.other();
        }
        // Draws.
        if self.passes >= 2 && self.challenge == Challenge::None {
            self.end = Some(End::DrawByPasses);
            fx.push(Effect::GameOver);
            return;
        }
        if irreversible || self.king != king_before || self.challenge != challenge_before {
            self.history.clear();
        } else {
            self.history.push(before);
            let now = self.position_hash();
            if self.history.iter().filter(|&&h| h == now).count() >= 2 {
                self.end = Some(End::DrawByRepetition);
                fx.push(Effect::GameOver);
            } else if self.history.len() >= NO_PROGRESS_PLIES {
                self.end = Some(End::DrawByNoProgress);
                fx.push(Effect::GameOver);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::games::fidchell::{Config, PRESETS};

    /// `nth_point` finds the points `bits` lists, in the same order.
    #[test]
    fn nth_point_counts_like_the_bits() {
        let mut rng = Rng::new(9);
        for _ in 0..500 {
            let mut m = 0u128;
            for p in 0..board::POINTS {
                if rng.below(3) == 0 {
                    m |= 1 << p;
                }
            }
            for (i, p) in bits(m).enumerate() {
                assert_eq!(board::nth_point(m, i), p, "{m:x} {i}");
            }
        }
    }

    /// The circle shortcut finds what walking the rays finds, on random boards of every preset.
    #[test]
    fn fast_destinations_match_the_ray_walk() {
        let mut rng = Rng::new(5);
        for (name, _) in PRESETS.iter().map(|p| (p.0, ())) {
            let config = Config::from_name(name).expect("preset");
            for _ in 0..300 {
                let mut g = Fidchell::start(config, Colour::White);
                g.stones = [0, 0];
                for p in 1..board::POINTS as Point {
                    match rng.below(4) {
                        0 => g.stones[0] |= mask(p),
                        1 => g.stones[1] |= mask(p),
                        _ => {}
                    }
                }
                for p in 0..board::POINTS as Point {
                    assert_eq!(
                        g.destinations(p),
                        g.destinations_by_rays(p),
                        "{name}, {}",
                        board::name(p)
                    );
                }
            }
        }
    }
}
