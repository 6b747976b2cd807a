//! Legality and effects of every move.

use super::board::{self, Field};
use super::refusal::Refusal;
use super::{BarneZirkulua, Loc, Move, Opt, OptState, Pending, Phase, Source, Turn, EXIT_BIT};
use crate::engine::{CheckThenApply, Effect, Recorder, Seat};

/// Why a move is refused.
pub(super) type Why = Refusal;

/// `Ok` if the turn still has a part `part`; otherwise the refusal, which says what the part was
/// wanted for (`purpose`: "left to use", "to halve" or "to double").
fn part_left(t: &Turn, part: u8, purpose: &'static str) -> Result<(), Why> {
    if t.has_part(part) {
        Ok(())
    } else {
        Err(Refusal::NoSuchPart { part, purpose })
    }
}

fn is_chance(mv: &Move) -> bool {
    matches!(mv, Move::EntryRoll(_) | Move::MainRoll(..))
}

fn valid_number(v: u8) -> bool {
    v.is_multiple_of(2) && (2..=12).contains(&v)
}

impl BarneZirkulua {
    // ----- small queries -------------------------------------------------------------------

    fn corner(&self, s: Seat) -> u8 {
        self.seat_corner(s)
    }

    fn seat_at(&self, f: Field) -> Option<(Seat, u8)> {
        self.find(Loc::Track(f))
    }

    fn own_at(&self, s: Seat, f: Field) -> bool {
        matches!(self.seat_at(f), Some((o, _)) if o == s)
    }

    pub(super) fn has_on_track(&self, s: Seat) -> bool {
        self.balls(s).iter().any(|l| matches!(l, Loc::Track(_)))
    }

    fn has_in_start(&self, s: Seat) -> bool {
        self.balls(s).contains(&Loc::Start)
    }

    /// A ball could enter now (a ball in the start area, no own ball on the start position).
    pub(super) fn can_enter(&self, s: Seat) -> bool {
        self.has_in_start(s) && !self.own_at(s, board::start_field(self.corner(s)))
    }

    fn goal_free(&self, j: u8) -> bool {
        j < self.cfg.goal_fields() && self.find(Loc::Goal(j)).is_none()
    }

    fn free_goal_behind(&self, f: Field) -> bool {
        match board::goal_arrow(f) {
            Some(a) => board::goals_behind(a, self.cfg.goal16).any(|j| self.goal_free(j)),
            None => false,
        }
    }

    fn track_field(&self, s: Seat, i: u8) -> Option<Field> {
        match self.balls[s as usize][i as usize] {
            Loc::Track(f) => Some(f),
            _ => None,
        }
    }

    /// The phase a seat's turn starts in (§6 TURN_START).
    pub(super) fn turn_start_phase(&self, s: Seat) -> Phase {
        if self.cfg.memory && self.memory[s as usize] & EXIT_BIT != 0 && self.can_enter(s) {
            Phase::Start
        } else {
            self.dice_phase(s)
        }
    }

    fn dice_phase(&self, s: Seat) -> Phase {
        if !self.has_on_track(s) && self.has_in_start(s) {
            Phase::Entry {
                rolls: [0; 3],
                n: 0,
            }
        } else {
            Phase::Roll
        }
    }

    /// §10: may the turn end now?
    pub(super) fn can_end(&self, t: &Turn) -> bool {
        if t.pending.is_some() {
            return false;
        }
        let s = self.turn;
        if !self.has_on_track(s) || t.pool_len == 0 {
            return true;
        }
        if self.check_enter(t).is_ok() {
            return false;
        }
        for i in 0..self.cfg.balls {
            if self.track_field(s, i).is_none() {
                continue;
            }
            for &v in t.parts() {
                if self.check_part(t, s, i, v).is_ok() {
                    return false;
                }
            }
        }
        true
    }

    // ----- candidates ----------------------------------------------------------------------

    /// Every move worth checking here, in a stable order, handed to `keep` one by one;
    /// [`Self::legal_moves`] keeps those that pass the check. Allocates nothing.
    pub(super) fn each_candidate(&self, mut keep: impl FnMut(Move)) {
        match &self.phase {
            Phase::Over { .. } => {}
            Phase::Entry { .. } => (1..=6).for_each(|i| keep(Move::EntryRoll(2 * i))),
            Phase::Roll => {
                for i in 1..=6 {
                    for o in Opt::ALL {
                        keep(Move::MainRoll(2 * i, o));
                    }
                }
            }
            Phase::Start => {
                keep(Move::Exit);
                keep(Move::Roll);
            }
            Phase::Action(t) => {
                if let Some(p) = t.pending {
                    match p {
                        Pending::Ring { .. } => {
                            keep(Move::Change);
                            keep(Move::Stay);
                        }
                        Pending::Home { .. } => {
                            (0..self.cfg.goal_fields()).for_each(|j| keep(Move::Goal(j)));
                            keep(Move::NoGoal);
                        }
                    }
                    return;
                }
                let s = self.turn;
                let none = self.ball_ref(s, 0);
                let (mut own, mut n_own) = ([none; 4], 0);
                for i in 0..self.cfg.balls {
                    if self.track_field(s, i).is_some() {
                        own[n_own] = self.ball_ref(s, i);
                        n_own += 1;
                    }
                }
                let own = &own[..n_own];
                let (mut others, mut n_others) = ([none; 12], 0);
                for o in 0..self.cfg.players {
                    if o != s {
                        for i in 0..self.cfg.balls {
                            if self.track_field(o, i).is_some() {
                                others[n_others] = self.ball_ref(o, i);
                                n_others += 1;
                            }
                        }
                    }
                }
                let others = &others[..n_others];
                // The distinct parts, largest first (the pool is sorted).
                let (mut parts, mut n_parts) = ([0u8; 4], 0);
                for &v in t.parts() {
                    if n_parts == 0 || parts[n_parts - 1] != v {
                        parts[n_parts] = v;
                        n_parts += 1;
                    }
                }
                let parts = &parts[..n_parts];
                for &b in own {
                    for &v in parts {
                        keep(Move::Part { ball: b, value: v });
                    }
                }
                keep(Move::Enter);
                keep(Move::StoreExit);
                keep(Move::Exit);
                for src in [Source::Rolled, Source::Memory] {
                    let avail = |o: Opt| self.check_source(t, src, o).is_ok();
                    if avail(Opt::Half) {
                        parts
                            .iter()
                            .for_each(|&v| keep(Move::Half { src, part: v }));
                    }
                    if avail(Opt::Double) {
                        parts
                            .iter()
                            .for_each(|&v| keep(Move::Double { src, part: v }));
                    }
                    if avail(Opt::Swap) {
                        for &b in own {
                            for &c in others {
                                keep(Move::Swap {
                                    src,
                                    own: b,
                                    other: c,
                                });
                            }
                        }
                    }
                    if avail(Opt::Ring) {
                        own.iter().for_each(|&b| keep(Move::Ring { src, ball: b }));
                    }
                    if avail(Opt::Dir) {
                        keep(Move::Dir { src });
                    }
                    if avail(Opt::Home) {
                        for &b in own {
                            for j in 0..self.cfg.goal_fields() {
                                keep(Move::Home {
                                    src,
                                    ball: b,
                                    goal: j,
                                });
                            }
                        }
                    }
                }
                keep(Move::Quad);
                keep(Move::Store);
                keep(Move::EndTurn);
            }
        }
    }

    // ----- checks --------------------------------------------------------------------------

    fn check_part(&self, t: &Turn, s: Seat, i: u8, v: u8) -> Result<(), Why> {
        let Some(f) = self.track_field(s, i) else {
            return Err(Refusal::NotOnTrack {
                ball: self.ball_ref(s, i),
            });
        };
        part_left(t, v, "left to use")?;
        let to = board::step(f, v, t.acw);
        if self.own_at(s, to) {
            return Err(Refusal::OwnBall { at: to });
        }
        if t.pool_len == 1 && board::is_ring_change(to) {
            let u = board::facing(to, t.acw);
            if self.own_at(s, u) {
                return Err(Refusal::ChangeBlocked {
                    from: Some(to),
                    onto: u,
                });
            }
        }
        Ok(())
    }

    fn check_enter(&self, t: &Turn) -> Result<(), Why> {
        if !t.intact() || !(t.number == 6 || t.number == 12) {
            return Err(Refusal::NoEntryNumber);
        }
        self.check_can_enter()
    }

    fn check_can_enter(&self) -> Result<(), Why> {
        let s = self.turn;
        if !self.has_in_start(s) {
            return Err(Refusal::StartEmpty);
        }
        if !self.can_enter(s) {
            return Err(Refusal::StartBlocked);
        }
        Ok(())
    }

    fn check_source(&self, t: &Turn, src: Source, opt: Opt) -> Result<(), Why> {
        match src {
            Source::Rolled => {
                if t.option != opt {
                    return Err(Refusal::NotRolled {
                        rolled: t.option.name(),
                        wanted: opt.name(),
                    });
                }
                match t.option_state {
                    OptState::Unused => Ok(()),
                    OptState::Used => Err(Refusal::OptionUsed { storing: false }),
                    OptState::Stored => Err(Refusal::OptionStored),
                }
            }
            Source::Memory => {
                if !self.cfg.memory {
                    return Err(Refusal::NoMemory);
                }
                if self.memory[self.turn as usize] & opt.bit() == 0 {
                    return Err(Refusal::NotInMemory { opt: opt.name() });
                }
                if t.fresh & opt.bit() != 0 {
                    return Err(Refusal::StoredThisTurn { opt: opt.name() });
                }
                Ok(())
            }
        }
    }

    fn check_own_on_track(&self, b: super::BallRef) -> Result<(Seat, u8, Field), Why> {
        let Some((s, i)) = self.resolve(b) else {
            return Err(Refusal::NoSuchBall { ball: b });
        };
        if s != self.turn {
            return Err(Refusal::NotYourBall { ball: b });
        }
        match self.track_field(s, i) {
            Some(f) => Ok((s, i, f)),
            None => Err(Refusal::NotOnTrack { ball: b }),
        }
    }

    fn check_action(&self, t: &Turn, mv: &Move) -> Result<(), Why> {
        if is_chance(mv) {
            return Err(Refusal::NoDiceDue);
        }
        if let Some(p) = t.pending {
            return match (p, *mv) {
                (Pending::Ring { seat, idx }, Move::Change) => {
                    let f = self.track_field(seat, idx).unwrap_or(0);
                    let u = board::facing(f, t.acw);
                    if self.own_at(seat, u) {
                        Err(Refusal::ChangeBlocked {
                            from: None,
                            onto: u,
                        })
                    } else {
                        Ok(())
                    }
                }
                (Pending::Ring { .. }, Move::Stay) => Ok(()),
                (Pending::Ring { .. }, _) => Err(Refusal::RingDecision),
                (Pending::Home { seat, idx }, Move::Goal(j)) => {
                    let f = self.track_field(seat, idx).unwrap_or(0);
                    let behind =
                        board::goal_arrow(f).map(|a| board::goals_behind(a, self.cfg.goal16));
                    if !behind.is_some_and(|r| r.contains(&j)) {
                        Err(Refusal::GoalNotBehind { goal: j })
                    } else if !self.goal_free(j) {
                        Err(Refusal::GoalTaken { goal: j })
                    } else {
                        Ok(())
                    }
                }
                (Pending::Home { .. }, Move::NoGoal) => Ok(()),
                (Pending::Home { .. }, _) => Err(Refusal::HomeDecision),
            };
        }
        let s = self.turn;
        match *mv {
            Move::EntryRoll(_) | Move::MainRoll(..) => unreachable!("handled above"),
            Move::Change | Move::Stay | Move::Goal(_) | Move::NoGoal => Err(Refusal::NoDecision),
            Move::Roll => Err(Refusal::Rolled),
            Move::Part { ball, value } => {
                let (_, i, _) = self.check_own_on_track(ball)?;
                self.check_part(t, s, i, value)
            }
            Move::Enter => self.check_enter(t),
            Move::Exit => {
                if !self.cfg.memory || self.memory[s as usize] & EXIT_BIT == 0 {
                    return Err(Refusal::NoExit);
                }
                if t.fresh & EXIT_BIT != 0 {
                    return Err(Refusal::StoredThisTurn { opt: "^" });
                }
                self.check_can_enter()
            }
            Move::StoreExit => {
                if !self.cfg.memory {
                    return Err(Refusal::NoMemory);
                }
                if !t.intact() || !(t.number == 6 || t.number == 12) {
                    return Err(Refusal::NoExitNumber);
                }
                if self.memory[s as usize] & EXIT_BIT != 0 {
                    return Err(Refusal::ExitStored);
                }
                Ok(())
            }
            Move::Half { src, part } => {
                self.check_source(t, src, Opt::Half)?;
                part_left(t, part, "to halve")?;
                if !part.is_multiple_of(2) {
                    return Err(Refusal::Odd { part });
                }
                Ok(())
            }
            Move::Double { src, part } => {
                self.check_source(t, src, Opt::Double)?;
                part_left(t, part, "to double")?;
                if t.pool_len >= 4 {
                    return Err(Refusal::TooManyParts);
                }
                Ok(())
            }
            Move::Quad => {
                self.check_source(t, Source::Rolled, Opt::Double)?;
                self.check_source(t, Source::Memory, Opt::Double)?;
                if t.pool_len != 1 || t.used {
                    return Err(Refusal::NoQuad);
                }
                Ok(())
            }
            Move::Swap { src, own, other } => {
                self.check_source(t, src, Opt::Swap)?;
                self.check_own_on_track(own)?;
                let Some((o, j)) = self.resolve(other) else {
                    return Err(Refusal::NoSuchBall { ball: other });
                };
                if o == s {
                    return Err(Refusal::SwapOwn);
                }
                if self.track_field(o, j).is_none() {
                    return Err(Refusal::NotOnTrack { ball: other });
                }
                Ok(())
            }
            Move::Ring { src, ball } => {
                self.check_source(t, src, Opt::Ring)?;
                let (_, _, f) = self.check_own_on_track(ball)?;
                let u = board::facing(f, t.acw);
                if self.own_at(s, u) {
                    return Err(Refusal::ChangeBlocked {
                        from: None,
                        onto: u,
                    });
                }
                Ok(())
            }
            Move::Dir { src } => {
                self.check_source(t, src, Opt::Dir)?;
                if t.acw {
                    return Err(Refusal::AlreadyAcw);
                }
                let ring_left = self.check_source(t, Source::Rolled, Opt::Ring).is_ok()
                    || self.check_source(t, Source::Memory, Opt::Ring).is_ok();
                if t.pool_len == 0 && !ring_left {
                    return Err(Refusal::DirPointless);
                }
                Ok(())
            }
            Move::Home { src, ball, goal } => {
                self.check_source(t, src, Opt::Home)?;
                self.check_own_on_track(ball)?;
                if goal >= self.cfg.goal_fields() {
                    return Err(Refusal::NoSuchGoal { goal });
                }
                if !self.goal_free(goal) {
                    return Err(Refusal::GoalTaken { goal });
                }
                Ok(())
            }
            Move::Store => {
                if !self.cfg.memory {
                    return Err(Refusal::NoMemory);
                }
                if t.option_state != OptState::Unused {
                    return Err(Refusal::OptionUsed { storing: true });
                }
                if self.memory[s as usize] & t.option.bit() != 0 {
                    return Err(Refusal::MemoryFull {
                        opt: t.option.name(),
                    });
                }
                Ok(())
            }
            Move::EndTurn => {
                if self.can_end(t) {
                    Ok(())
                } else {
                    Err(Refusal::MustUse {
                        parts: t.pool,
                        len: t.pool_len,
                    })
                }
            }
        }
    }

    // ----- effects -------------------------------------------------------------------------

    /// Sends an opponent ball on `f` home to its start area.
    fn capture(&mut self, f: Field, fx: &mut Recorder) {
        if let Some((o, j)) = self.seat_at(f) {
            if o != self.turn {
                self.balls[o as usize][j as usize] = Loc::Start;
                fx.push(Effect::Captured {
                    piece: self.ball_ref(o, j).piece(),
                    at: f as u16,
                    owner: o,
                });
            }
        }
    }

    fn enter_ball(&mut self, fx: &mut Recorder) {
        let s = self.turn;
        let Some(i) = self.balls(s).iter().position(|l| *l == Loc::Start) else {
            return;
        };
        let f = board::start_field(self.corner(s));
        let mut caps = fx.fresh();
        self.capture(f, &mut caps);
        self.balls[s as usize][i] = Loc::Track(f);
        fx.push(Effect::Placed {
            piece: self.ball_ref(s, i as u8).piece(),
            at: f as u16,
            owner: s,
        });
        fx.append(caps);
    }

    fn end_turn(&mut self, fx: &mut Recorder) {
        let _ = fx;
        self.turn = (self.turn + 1) % self.cfg.players;
        self.phase = self.turn_start_phase(self.turn);
    }

    /// After a ball went home: scores the round if the seat has all balls home.
    fn round_check(&mut self, fx: &mut Recorder) -> bool {
        let s = self.turn;
        if !self.balls(s).iter().all(|l| matches!(l, Loc::Goal(_))) {
            return false;
        }
        self.marks[s as usize] += 1;
        fx.push(Effect::RoundOver { winner: Some(s) });
        if self.marks[s as usize] >= 3 {
            self.phase = Phase::Over { winner: s };
            fx.push(Effect::GameOver);
            return true;
        }
        self.balls = [[Loc::Start; 4]; 4];
        self.first = (self.first + 1) % self.cfg.players;
        self.turn = self.first;
        self.phase = self.turn_start_phase(self.turn);
        true
    }

    fn consume(&mut self, t: &mut Turn, src: Source, opt: Opt) {
        match src {
            Source::Rolled => t.option_state = OptState::Used,
            Source::Memory => self.memory[self.turn as usize] &= !opt.bit(),
        }
    }

    /// Offers going home if ball `i` of the seat to move now stands on a goal arrow with room.
    fn offer_home(&self, t: &mut Turn, i: u8) {
        let s = self.turn;
        if let Some(f) = self.track_field(s, i) {
            if self.free_goal_behind(f) {
                t.pending = Some(Pending::Home { seat: s, idx: i });
            }
        }
    }

    /// Ends the turn by itself when `end` is the only legal move.
    fn auto_end(&mut self, fx: &mut Recorder) {
        if let Phase::Action(t) = self.phase {
            if !self.can_end(&t) {
                return;
            }
            let mut other = false;
            self.each_candidate(|m| {
                other = other || (m != Move::EndTurn && self.check(&m).is_ok());
            });
            if !other {
                self.end_turn(fx);
            }
        }
    }

    /// Returns whether the turn goes on (false when it or the round ended).
    fn apply_action(&mut self, mut t: Turn, mv: &Move, fx: &mut Recorder) -> bool {
        let s = self.turn;
        match *mv {
            Move::Part { ball, value } => {
                let i = ball.idx;
                let f = self.track_field(s, i).unwrap_or(0);
                t.remove_part(value);
                t.used = true;
                let last = t.pool_len == 0;
                let mut path: Vec<u16> = if fx.on() {
                    board::path(f, value, t.acw)
                        .into_iter()
                        .map(u16::from)
                        .collect()
                } else {
                    Vec::new()
                };
                let to = board::step(f, value, t.acw);
                let mut caps = fx.fresh();
                self.capture(to, &mut caps);
                self.balls[s as usize][i as usize] = Loc::Track(to);
                if board::is_ring_change(to) {
                    let u = board::facing(to, t.acw);
                    if last {
                        self.capture(u, &mut caps);
                        self.balls[s as usize][i as usize] = Loc::Track(u);
                        if fx.on() {
                            path.push(u as u16);
                        }
                    } else if !self.own_at(s, u) {
                        t.pending = Some(Pending::Ring { seat: s, idx: i });
                    }
                } else {
                    self.offer_home(&mut t, i);
                }
                fx.push(Effect::Moved {
                    piece: ball.piece(),
                    path,
                });
                fx.append(caps);
            }
            Move::Enter => {
                t.clear_pool();
                t.used = true;
                self.enter_ball(fx);
            }
            Move::Exit => {
                self.memory[s as usize] &= !EXIT_BIT;
                self.enter_ball(fx);
            }
            Move::StoreExit => {
                self.memory[s as usize] |= EXIT_BIT;
                t.fresh |= EXIT_BIT;
                t.clear_pool();
                t.used = true;
            }
            Move::Half { src, part } => {
                self.consume(&mut t, src, Opt::Half);
                t.remove_part(part);
                t.add_part(part / 2);
            }
            Move::Double { src, part } => {
                self.consume(&mut t, src, Opt::Double);
                t.add_part(part);
            }
            Move::Quad => {
                self.consume(&mut t, Source::Rolled, Opt::Double);
                self.consume(&mut t, Source::Memory, Opt::Double);
                let v = t.pool[0];
                t.pool = [v; 4];
                t.pool_len = 4;
            }
            Move::Swap { src, own, other } => {
                self.consume(&mut t, src, Opt::Swap);
                let (o, j) = self.resolve(other).unwrap_or((s, own.idx));
                let a = self.balls[s as usize][own.idx as usize];
                let b = self.balls[o as usize][j as usize];
                self.balls[s as usize][own.idx as usize] = b;
                self.balls[o as usize][j as usize] = a;
                if let (Loc::Track(fa), Loc::Track(fb)) = (a, b) {
                    fx.push_with(|| Effect::Moved {
                        piece: own.piece(),
                        path: vec![fa as u16, fb as u16],
                    });
                    fx.push_with(|| Effect::Moved {
                        piece: other.piece(),
                        path: vec![fb as u16, fa as u16],
                    });
                }
                self.offer_home(&mut t, own.idx);
            }
            Move::Ring { src, ball } => {
                self.consume(&mut t, src, Opt::Ring);
                let f = self.track_field(s, ball.idx).unwrap_or(0);
                let u = board::facing(f, t.acw);
                let mut caps = fx.fresh();
                self.capture(u, &mut caps);
                self.balls[s as usize][ball.idx as usize] = Loc::Track(u);
                fx.push_with(|| Effect::Moved {
                    piece: ball.piece(),
                    path: vec![f as u16, u as u16],
                });
                fx.append(caps);
                self.offer_home(&mut t, ball.idx);
            }
            Move::Dir { src } => {
                self.consume(&mut t, src, Opt::Dir);
                t.acw = true;
            }
            Move::Home { src, ball, goal } => {
                self.consume(&mut t, src, Opt::Home);
                let f = self.track_field(s, ball.idx).unwrap_or(0);
                self.balls[s as usize][ball.idx as usize] = Loc::Goal(goal);
                fx.push_with(|| Effect::Moved {
                    piece: ball.piece(),
                    path: vec![f as u16, board::code_of_goal(goal)],
                });
                self.phase = Phase::Action(t);
                return !self.round_check(fx);
            }
            Move::Store => {
                let bit = t.option.bit();
                self.memory[s as usize] |= bit;
                t.fresh |= bit;
                t.option_state = OptState::Stored;
            }
            Move::Change => {
                if let Some(Pending::Ring { idx, .. }) = t.pending {
                    t.pending = None;
                    let f = self.track_field(s, idx).unwrap_or(0);
                    let u = board::facing(f, t.acw);
                    let mut caps = fx.fresh();
                    self.capture(u, &mut caps);
                    self.balls[s as usize][idx as usize] = Loc::Track(u);
                    fx.push_with(|| Effect::Moved {
                        piece: self.ball_ref(s, idx).piece(),
                        path: vec![f as u16, u as u16],
                    });
                    fx.append(caps);
                }
            }
            Move::Stay | Move::NoGoal => t.pending = None,
            Move::Goal(j) => {
                if let Some(Pending::Home { idx, .. }) = t.pending {
                    t.pending = None;
                    let f = self.track_field(s, idx).unwrap_or(0);
                    self.balls[s as usize][idx as usize] = Loc::Goal(j);
                    fx.push_with(|| Effect::Moved {
                        piece: self.ball_ref(s, idx).piece(),
                        path: vec![f as u16, board::code_of_goal(j)],
                    });
                    self.phase = Phase::Action(t);
                    return !self.round_check(fx);
                }
            }
            Move::EndTurn => {
                self.end_turn(fx);
                return false;
            }
            Move::EntryRoll(_) | Move::MainRoll(..) | Move::Roll => {}
        }
        self.phase = Phase::Action(t);
        true
    }
}

impl CheckThenApply for BarneZirkulua {
    type Why = Refusal;

    /// Whether `mv` is legal here, and why not.
    fn check(&self, mv: &Move) -> Result<(), Why> {
        match &self.phase {
            Phase::Over { .. } => Err(Refusal::Over),
            Phase::Entry { .. } => match *mv {
                Move::EntryRoll(v) if valid_number(v) => Ok(()),
                Move::EntryRoll(_) => Err(Refusal::BadDie),
                _ => Err(Refusal::EntryRollDue),
            },
            Phase::Roll => match *mv {
                Move::MainRoll(v, _) if valid_number(v) => Ok(()),
                Move::MainRoll(..) => Err(Refusal::BadDie),
                _ => Err(Refusal::RollDue),
            },
            Phase::Start => match *mv {
                Move::Roll => Ok(()),
                Move::Exit => self.check_can_enter(),
                _ => Err(Refusal::TurnStart),
            },
            Phase::Action(t) => self.check_action(t, mv),
        }
    }

    /// Plays a move that passed [`Self::check`].
    fn apply(&mut self, mv: &Move, fx: &mut Recorder) {
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Entry { mut rolls, mut n } => {
                let Move::EntryRoll(v) = *mv else { return };
                fx.push(Effect::Rolled { die: 0, face: v });
                rolls[n as usize] = v;
                n += 1;
                let triple = n == 3 && rolls[0] == rolls[1] && rolls[1] == rolls[2];
                if v == 6 || v == 12 || triple {
                    self.enter_ball(fx);
                    self.phase = Phase::Roll;
                } else if n < 3 {
                    self.phase = Phase::Entry { rolls, n };
                } else {
                    fx.push(Effect::Passed { seat: self.turn });
                    self.end_turn(fx);
                }
            }
            Phase::Roll => {
                let Move::MainRoll(v, o) = *mv else { return };
                fx.push(Effect::Rolled { die: 0, face: v });
                fx.push(Effect::Rolled {
                    die: 1,
                    face: o.face(),
                });
                self.phase = Phase::Action(Turn::new(v, o));
                self.auto_end(fx);
            }
            Phase::Start => match *mv {
                Move::Exit => {
                    self.memory[self.turn as usize] &= !EXIT_BIT;
                    self.enter_ball(fx);
                    self.phase = Phase::Roll;
                }
                _ => self.phase = self.dice_phase(self.turn),
            },
            Phase::Action(t) => {
                if self.apply_action(t, mv, fx) {
                    self.auto_end(fx);
                }
            }
        }
    }
}
