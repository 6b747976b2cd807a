//! The sowing machine and legal-move generation of Bao la Kete.
//!
//! A move is simulated lap by lap on a copy of the board ([`simulate`]). The same routine serves
//! move generation (no effects recorded) and `BaoLaKete::play` (effects recorded), so the
//! listed moves and the played moves can never disagree.
//!
//! Never-ending moves: after its first lap a move is a deterministic function of
//! `(board, landing pit, direction)` (the kichwa choice and the first-lap exception of hizi zetu
//! are used up by then, and the stop/safari decision is fixed by the move string). The lap-end
//! states are therefore watched with Brent's cycle detection, which finds any repetition exactly
//! without storing the history. As a safety net, a move still running after [`MAX_LAPS`] laps is
//! also treated as never-ending; with the exact detection this cap is never the deciding test in
//! practice (every cycle is found within about twice its start plus length).

use super::board::{Dir, Kichwa, Pit, KUU, LEFT_KICHWA, RIGHT_KICHWA};
use super::Move;
use crate::engine::{Effect, Seat};

/// Laps after which a move still running is declared never-ending (see the module docs).
pub const MAX_LAPS: u32 = 100_000;

/// The seeds of both players' pits (by owner, then loop index) and the kuu states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub pits: [[u8; 16]; 2],
    /// `kuu[seat]`: the seat's kuu is still functional.
    pub kuu: [bool; 2],
}

impl Board {
    /// The start layout: 6 in each kuu and 2, 2 in the two pits to its right.
    pub fn initial() -> Board {
        let mut pits = [[0u8; 16]; 2];
        for side in pits.iter_mut() {
            side[KUU] = 6;
            side[KUU + 1] = 2;
            side[KUU + 2] = 2;
        }
        Board {
            pits,
            kuu: [true, true],
        }
    }

    pub fn front_empty(&self, seat: usize) -> bool {
        self.pits[seat][..8].iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.pits.iter().flatten().map(|&n| n as u32).sum()
    }
}

/// How a move begins; everything after that follows the lap-end procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Nemo: the reserve seed goes into front pit `q`, which then captures at once.
    NemoCapture { q: usize, kichwa: Option<Kichwa> },
    /// Nemo: the reserve seed goes into `p`, whose seeds are all lifted and sown.
    NemoTakata { p: usize, dir: Dir },
    /// Nemo, the kuu as the only occupied front pit: lift two (or all seven of a six-seed kuu).
    KuuTakata { dir: Dir },
    /// Mtaji: lift pit `p` and sow; a capture move if the first lap captures.
    Mtaji { p: usize, dir: Dir },
}

/// The fixed facts of the turn a move is simulated in.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub mover: Seat,
    pub nemo: bool,
    /// Front loop index of the mover's pit reserved against him (hizi zetu), if any.
    pub reserved: Option<usize>,
    /// The stop (`false`) / safari (`true`) decision, if the move string carries one.
    pub safari: Option<bool>,
    pub record: bool,
}

/// A move that ended.
#[derive(Clone, Debug)]
pub struct Finished {
    pub board: Board,
    pub capture_move: bool,
    /// The opponent's front row was emptied by a capture (Bao hamna); the move stopped there.
    pub hamna: bool,
    /// Seeds captured by the last capture and left unsown (only with `hamna`).
    pub hand: u8,
    /// The stop/safari decision was reached.
    pub decision: bool,
    /// Opponent front loop index of the first capture.
    pub first_capture: Option<usize>,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug)]
pub enum SimResult {
    Ended(Finished),
    /// A nemo capture lap ended in the mover's functional kuu and no decision was given.
    NeedsDecision,
    NeverEnds,
}

fn pid(owner: usize, index: usize) -> u16 {
    (owner * 16 + index) as u16
}

/// Drops `n` seeds one by one, the first into `first`, onwards in `dir`; returns the last pit.
fn sow_from(
    b: &mut Board,
    me: usize,
    first: usize,
    n: u8,
    dir: Dir,
    path: Option<&mut Vec<u16>>,
) -> usize {
    let mut pos = first;
    match path {
        None if n > 0 => {
            // Every pit gets a seed per full round, the first `n % 16` one more.
            let rounds = n / 16;
            if rounds > 0 {
                b.pits[me].iter_mut().for_each(|p| *p += rounds);
            }
            for _ in 0..n % 16 {
                b.pits[me][pos] += 1;
                pos = dir.advance(pos, 1);
            }
            pos = dir.advance(first, n as usize - 1);
        }
        None => {}
        Some(path) => {
            for i in 0..n {
                b.pits[me][pos] += 1;
                path.push(pid(me, pos));
                if i + 1 < n {
                    pos = dir.advance(pos, 1);
                }
            }
        }
    }
    pos
}

/// Lifts every seed of pit `p` of `side` (a kuu left empty is no longer a kuu), recording the
/// lift in `fx` if given. Returns the seeds lifted and whether the lift ended a kuu.
fn lift_all(b: &mut Board, side: usize, p: usize, fx: Option<&mut Vec<Effect>>) -> (u8, bool) {
    let n = b.pits[side][p];
    b.pits[side][p] = 0;
    let ended_kuu = p == KUU && b.kuu[side];
    if ended_kuu {
        b.kuu[side] = false;
    }
    if let Some(fx) = fx {
        fx.push(lifted(side, p, n));
    }
    (n, ended_kuu)
}

/// The effect of lifting `n` seeds from pit `p` of `side`.
fn lifted(side: usize, p: usize, n: u8) -> Effect {
    Effect::Lifted {
        at: pid(side, p),
        count: n as u16,
    }
}

/// The effect of `mover` placing a seed from the store in pit `p` of his side.
fn placed(mover: Seat, p: usize) -> Effect {
    Effect::Placed {
        piece: 0,
        at: pid(mover as usize, p),
        owner: mover,
    }
}

/// An ordinary lap from `from` (which was just lifted): returns the landing pit.
fn lap(
    b: &mut Board,
    me: usize,
    from: usize,
    n: u8,
    dir: Dir,
    fx: Option<&mut Vec<Effect>>,
) -> usize {
    match fx {
        None => sow_from(b, me, dir.advance(from, 1), n, dir, None),
        Some(fx) => {
            let mut path = Vec::with_capacity(n as usize);
            let q = sow_from(b, me, dir.advance(from, 1), n, dir, Some(&mut path));
            fx.push(Effect::Sowed {
                from: pid(me, from),
                path,
            });
            q
        }
    }
}

/// Whether lifting `p` and sowing in `dir` would be a mtaji capture move (7.1, first-lap
/// condition only, 16-seed rule included). Returns the landing pit if so.
pub fn first_lap_capture(b: &Board, me: usize, p: usize, dir: Dir) -> Option<usize> {
    let n = b.pits[me][p] as usize;
    if !(2..=15).contains(&n) {
        return None;
    }
    let q = dir.advance(p, n);
    // Fewer than 16 seeds: every pit gets at most one, and the start pit none.
    (q < 8 && b.pits[me][q] >= 1 && b.pits[1 - me][7 - q] > 0).then_some(q)
}

/// Whether lifting `p` and sowing in `dir` starts a mtaji capture move: the first-lap condition
/// of 7.1, and not a lone kichwa sown outward.
pub fn capture_start(b: &Board, me: usize, p: usize, dir: Dir) -> bool {
    first_lap_capture(b, me, p, dir).is_some()
        && !(p < 8 && outward_from_lone_kichwa(b, me, p, dir))
}

/// Simulates one move from `board`. See the module docs for the never-ending test.
pub fn simulate(board: &Board, start: Start, ctx: &Ctx) -> SimResult {
    let me = ctx.mover as usize;
    let op = 1 - me;
    let mut b = *board;
    let mut fx: Vec<Effect> = Vec::new();
    let rec = ctx.record;
    let mut from_kuu = false;
    let mut pending_choice: Option<Option<Kichwa>> = None;
    let capture_move;
    let mut q;
    let mut dir;
    match start {
        Start::NemoCapture { q: q0, kichwa } => {
            b.pits[me][q0] += 1;
            if rec {
                fx.push(placed(ctx.mover, q0));
            }
            capture_move = true;
            q = q0;
            dir = Dir::Cw;
            pending_choice = Some(kichwa);
        }
        Start::NemoTakata { p, dir: d } => {
            b.pits[me][p] += 1;
            if rec {
                fx.push(placed(ctx.mover, p));
            }
            let (n, _) = lift_all(&mut b, me, p, rec.then_some(&mut fx));
            q = lap(&mut b, me, p, n, d, rec.then_some(&mut fx));
            capture_move = false;
            dir = d;
        }
        Start::KuuTakata { dir: d } => {
            let before = b.pits[me][KUU];
            b.pits[me][KUU] += 1;
            let lift = if before >= 7 { 2 } else { before + 1 };
            b.pits[me][KUU] -= lift;
            if b.pits[me][KUU] == 0 {
                b.kuu[me] = false;
            }
            if rec {
                fx.push(placed(ctx.mover, KUU));
                fx.push(lifted(me, KUU, lift));
            }
            from_kuu = true;
            q = lap(&mut b, me, KUU, lift, d, rec.then_some(&mut fx));
            capture_move = false;
            dir = d;
        }
        Start::Mtaji { p, dir: d } => {
            let (n, ended_kuu) = lift_all(&mut b, me, p, rec.then_some(&mut fx));
            from_kuu = ended_kuu;
            q = lap(&mut b, me, p, n, d, rec.then_some(&mut fx));
            capture_move =
                (2..=15).contains(&n) && q < 8 && b.pits[me][q] >= 2 && b.pits[op][7 - q] > 0;
            dir = d;
        }
    }

    let mut first_lap = true;
    let mut decision = false;
    let mut first_capture = None;
    let mut laps: u32 = 0;
    let mut saved: Option<(Board, usize, Dir)> = None;
    let mut power: u32 = 1;
    let mut lam: u32 = 0;
    loop {
        if capture_move && q < 8 && b.pits[me][q] >= 2 && b.pits[op][7 - q] > 0 {
            // CAPTURE(q)
            let target = 7 - q;
            let (n, _) = lift_all(&mut b, op, target, rec.then_some(&mut fx));
            first_capture.get_or_insert(target);
            if b.front_empty(op) {
                return SimResult::Ended(Finished {
                    board: b,
                    capture_move,
                    hamna: true,
                    hand: n,
                    decision,
                    first_capture,
                    effects: fx,
                });
            }
            let kichwa = if q <= 1 {
                Kichwa::Left
            } else if q >= 6 {
                Kichwa::Right
            } else if let Some(choice) = pending_choice {
                debug_assert!(choice.is_some(), "a central nemo capture needs its kichwa");
                choice.unwrap_or(Kichwa::Left)
            } else {
                match dir {
                    Dir::Cw => Kichwa::Left,
                    Dir::Acw => Kichwa::Right,
                }
            };
            pending_choice = None;
            dir = kichwa.dir();
            if rec {
                let mut path = Vec::with_capacity(n as usize);
                q = sow_from(&mut b, me, kichwa.index(), n, dir, Some(&mut path));
                fx.push(Effect::Sowed {
                    from: pid(op, target),
                    path,
                });
            } else {
                q = sow_from(&mut b, me, kichwa.index(), n, dir, None);
            }
        } else {
            if b.pits[me][q] <= 1 {
                break;
            }
            if q == KUU && b.kuu[me] && ctx.nemo {
                if !capture_move {
                    break;
                }
                match ctx.safari {
                    None => return SimResult::NeedsDecision,
                    Some(false) => {
                        decision = true;
                        break;
                    }
                    Some(true) => decision = true,
                }
            }
            if !capture_move && ctx.reserved == Some(q) && !(first_lap && from_kuu) {
                break;
            }
            // Relay (or safari from the kuu, which destroys it).
            let (n, _) = lift_all(&mut b, me, q, rec.then_some(&mut fx));
            q = lap(&mut b, me, q, n, dir, rec.then_some(&mut fx));
        }
        first_lap = false;
        laps += 1;
        if laps > MAX_LAPS {
            return SimResult::NeverEnds;
        }
        let cur = (b, q, dir);
        if saved == Some(cur) {
            return SimResult::NeverEnds;
        }
        lam += 1;
        if lam == power {
            saved = Some(cur);
            power = power.saturating_mul(2);
            lam = 0;
        }
    }
    SimResult::Ended(Finished {
        board: b,
        capture_move,
        hamna: false,
        hand: 0,
        decision,
        first_capture,
        effects: fx,
    })
}

/// The facts of the turn that move generation needs.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    pub mover: Seat,
    pub nemo: bool,
    pub reserved: Option<usize>,
    /// The mover's hizi zetu obligation: opponent front loop index to capture first.
    pub oblige: Option<usize>,
}

/// A legal move with how it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub mv: Move,
    pub start: Start,
}

/// Which rule group a candidate belongs to, in priority order (used for explanations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Capture,
    /// Nemo takata from ordinary pits (pits with two or more seeds when there is no kuu).
    NemoPits,
    /// Nemo takata from singletons when there is no kuu (fallback).
    NemoSingletons,
    /// The lone kuu (6.3).
    LoneKuu,
    /// Mtaji: the kuu first.
    KuuFirst,
    Front,
    Back,
}

fn mk(mover: Seat, index: usize, dir: Option<Dir>, kichwa: Option<Kichwa>) -> Move {
    let pit = Pit::from_loop(mover, index);
    match dir {
        Some(d) => Move::sow(pit, d),
        None => Move::capture(pit, kichwa),
    }
}

/// Whether `p` is a front kichwa that is the only occupied front pit and `dir` leads away from
/// the centre (forbidden: the front row is never emptied, not even for a moment).
pub fn outward_from_lone_kichwa(b: &Board, me: usize, p: usize, dir: Dir) -> bool {
    let lone = (0..8).all(|i| i == p || b.pits[me][i] == 0);
    lone && ((p == LEFT_KICHWA && dir == Dir::Acw) || (p == RIGHT_KICHWA && dir == Dir::Cw))
}

/// The candidate groups before the never-ending test, in priority order.
pub fn groups(b: &Board, t: &Turn) -> Vec<(Group, Vec<Candidate>)> {
    let mut out = Vec::new();
    for i in 0.. {
        let mut cands = Vec::new();
        match group(b, t, i, &mut cands) {
            Some(g) => out.push((g, cands)),
            None => break,
        }
    }
    out
}

/// The `i`-th candidate group in priority order (its candidates added to `out`), or `None` past
/// the last group. Lets [`legal`] stop at the first group that has a move.
fn group(b: &Board, t: &Turn, i: usize, out: &mut Vec<Candidate>) -> Option<Group> {
    let me = t.mover as usize;
    let op = 1 - me;
    let mine = &b.pits[me];
    if t.nemo {
        let takata = |pred: &dyn Fn(usize) -> bool, out: &mut Vec<Candidate>| {
            for p in 0..8 {
                if b.pits[me][p] > 0 && pred(p) {
                    for d in Dir::BOTH {
                        if !outward_from_lone_kichwa(b, me, p, d) {
                            out.push(Candidate {
                                mv: mk(t.mover, p, Some(d), None),
                                start: Start::NemoTakata { p, dir: d },
                            });
                        }
                    }
                }
            }
        };
        match (i, b.kuu[me]) {
            (0, _) => {
                for q in 0..8 {
                    if b.pits[me][q] > 0 && b.pits[op][7 - q] > 0 {
                        if (2..=5).contains(&q) {
                            for k in [Kichwa::Left, Kichwa::Right] {
                                out.push(Candidate {
                                    mv: mk(t.mover, q, None, Some(k)),
                                    start: Start::NemoCapture { q, kichwa: Some(k) },
                                });
                            }
                        } else {
                            out.push(Candidate {
                                mv: mk(t.mover, q, None, None),
                                start: Start::NemoCapture { q, kichwa: None },
                            });
                        }
                    }
                }
                Some(Group::Capture)
            }
            (1, true) => {
                takata(&|p| p != KUU, out);
                Some(Group::NemoPits)
            }
            (2, true) => {
                out.extend(Dir::BOTH.iter().map(|&d| Candidate {
                    mv: mk(t.mover, KUU, Some(d), None),
                    start: Start::KuuTakata { dir: d },
                }));
                Some(Group::LoneKuu)
            }
            (1, false) => {
                takata(&|p| mine[p] >= 2, out);
                Some(Group::NemoPits)
            }
            (2, false) => {
                takata(&|p| mine[p] == 1, out);
                Some(Group::NemoSingletons)
            }
            _ => None,
        }
    } else {
        let takata = |range: std::ops::Range<usize>,
                      pred: &dyn Fn(usize) -> bool,
                      out: &mut Vec<Candidate>| {
            for p in range {
                if mine[p] >= 2 && pred(p) {
                    for d in Dir::BOTH {
                        if first_lap_capture(b, me, p, d).is_none()
                            && !(p < 8 && outward_from_lone_kichwa(b, me, p, d))
                        {
                            out.push(Candidate {
                                mv: mk(t.mover, p, Some(d), None),
                                start: Start::Mtaji { p, dir: d },
                            });
                        }
                    }
                }
            }
        };
        // Without a kuu the KuuFirst group is left out.
        let i = if b.kuu[me] || i == 0 { i } else { i + 1 };
        match i {
            0 => {
                for p in 0..16 {
                    for d in Dir::BOTH {
                        if capture_start(b, me, p, d) {
                            out.push(Candidate {
                                mv: mk(t.mover, p, Some(d), None),
                                start: Start::Mtaji { p, dir: d },
                            });
                        }
                    }
                }
                Some(Group::Capture)
            }
            1 => {
                takata(KUU..KUU + 1, &|_| true, out);
                Some(Group::KuuFirst)
            }
            2 => {
                takata(
                    0..8,
                    &|p| Some(p) != t.reserved && !(p == KUU && b.kuu[me]),
                    out,
                );
                Some(Group::Front)
            }
            3 => {
                takata(8..16, &|_| true, out);
                Some(Group::Back)
            }
            _ => None,
        }
    }
}

/// Simulates a candidate and pushes its playable forms (one, or stop and safari) onto `out`.
fn expand(b: &Board, t: &Turn, c: &Candidate, out: &mut Vec<(Candidate, Option<usize>)>) {
    let ctx = Ctx {
        mover: t.mover,
        nemo: t.nemo,
        reserved: t.reserved,
        safari: None,
        record: false,
    };
    match simulate(b, c.start, &ctx) {
        SimResult::Ended(f) => out.push((*c, f.first_capture)),
        SimResult::NeverEnds => {}
        SimResult::NeedsDecision => {
            for s in [false, true] {
                if let SimResult::Ended(f) = simulate(
                    b,
                    c.start,
                    &Ctx {
                        safari: Some(s),
                        ..ctx
                    },
                ) {
                    let mut c2 = *c;
                    c2.mv.safari = Some(s);
                    out.push((c2, f.first_capture));
                }
            }
        }
    }
}

/// The legal moves: the first group (in priority order) that has a move that ends, after the
/// hizi zetu obligation filter. With `first_only`, stops at the first legal move found.
pub fn legal(b: &Board, t: &Turn, first_only: bool) -> (Option<Group>, Vec<Candidate>) {
    let mut cands = Vec::with_capacity(32);
    let mut ok: Vec<(Candidate, Option<usize>)> = Vec::with_capacity(32);
    for i in 0.. {
        cands.clear();
        let Some(group) = group(b, t, i, &mut cands) else {
            break;
        };
        ok.clear();
        for c in &cands {
            expand(b, t, c, &mut ok);
            if first_only && !ok.is_empty() && !(group == Group::Capture && t.oblige.is_some()) {
                return (Some(group), ok.iter().map(|(c, _)| *c).collect());
            }
        }
        if ok.is_empty() {
            continue;
        }
        if group == Group::Capture {
            if let Some(x) = t.oblige {
                if ok.iter().any(|(_, fc)| *fc == Some(x)) {
                    ok.retain(|(_, fc)| *fc == Some(x));
                }
            }
        }
        return (Some(group), ok.iter().map(|(c, _)| *c).collect());
    }
    (None, Vec::new())
}
