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
//! without storing the history; the watch begins at lap [`WATCH_FROM_LAP`], since most moves end
//! sooner and a cycle, once entered, goes on for ever. As a safety net, a move still running after [`MAX_LAPS`] laps is
//! also treated as never-ending; with the exact detection this cap is never the deciding test in
//! practice (every cycle is found within about twice its start plus length, plus those first
//! laps).

use super::board::{Dir, Kichwa, Pit, KUU, LEFT_KICHWA, RIGHT_KICHWA};
use super::{Action, Move};
use crate::engine::inline::Inline;
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
    /// No seeds anywhere.
    pub const EMPTY: Board = Board {
        pits: [[0; 16]; 2],
        kuu: [false; 2],
    };

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

/// A move that ended (on the board [`simulate`] was given).
#[derive(Clone, Debug)]
pub struct Finished {
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

/// One seed in each byte of a `u64`.
const EVERY_PIT: u64 = u64::MAX / 0xff;

/// The bytes of a `u64` that stand for the bits of `bits`: byte `i` is 1 where bit `i` is set.
#[inline]
fn bytes_of(bits: u8) -> u64 {
    // Byte i keeps bit i of its copy of `bits` (0 or 2^i); adding 0x7f carries into its top bit
    // exactly when that bit was set, and never out of the byte.
    let picked = (bits as u64 * EVERY_PIT) & 0x8040_2010_0804_0201;
    (picked + 0x7f7f_7f7f_7f7f_7f7f) >> 7 & EVERY_PIT
}

/// A side's pits after `n` seeds are sown into them, the first into `first`, onwards in `dir`:
/// every pit gets `n / 16` seeds (whole rounds), and the `n % 16` pits from `first` on one
/// more. The 16 pits are the bytes of two `u64` words (pits 0–7 and 8–15), added to at once;
/// no pit ever holds more than the game's 64 seeds, so no byte carries into the next. (Not as
/// one `u128`: WebAssembly has no 128-bit integers and calls helpers for a 128-bit product and
/// shifts by a variable amount.)
#[inline]
fn add_seeds(pits: [u8; 16], first: usize, n: u8, dir: Dir) -> [u8; 16] {
    let rest = (n % 16) as u32;
    let lowest = match dir {
        Dir::Cw => first as u32,
        Dir::Acw => (first as u32 + 17 - rest) % 16,
    };
    // The `rest` pits from `lowest` on, round the 16, as one bit per pit.
    let run = ((1u32 << rest) - 1) << lowest;
    let run = (run | run >> 16) as u16;
    let whole = (n / 16) as u64 * EVERY_PIT;
    let pits = u128::from_le_bytes(pits);
    let low = pits as u64 + whole + bytes_of(run as u8);
    let high = (pits >> 64) as u64 + whole + bytes_of((run >> 8) as u8);
    ((high as u128) << 64 | low as u128).to_le_bytes()
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
            b.pits[me] = add_seeds(b.pits[me], first, n, dir);
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
#[inline]
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
#[inline]
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

/// The lap from which [`simulate`] watches for a cycle (93 % of the moves simulated in random
/// play end before it).
const WATCH_FROM_LAP: u32 = 8;

/// Simulates one move on `b`, which it leaves as the move does if it ends (and in some
/// state between otherwise). See the module docs for the never-ending test.
pub fn simulate(b: &mut Board, start: Start, ctx: &Ctx) -> SimResult {
    let me = ctx.mover as usize;
    let op = 1 - me;
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
            let (n, _) = lift_all(b, me, p, rec.then_some(&mut fx));
            q = lap(b, me, p, n, d, rec.then_some(&mut fx));
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
            q = lap(b, me, KUU, lift, d, rec.then_some(&mut fx));
            capture_move = false;
            dir = d;
        }
        Start::Mtaji { p, dir: d } => {
            let (n, ended_kuu) = lift_all(b, me, p, rec.then_some(&mut fx));
            from_kuu = ended_kuu;
            q = lap(b, me, p, n, d, rec.then_some(&mut fx));
            capture_move =
                (2..=15).contains(&n) && q < 8 && b.pits[me][q] >= 2 && b.pits[op][7 - q] > 0;
            dir = d;
        }
    }

    let mut first_lap = true;
    let mut decision = false;
    let mut first_capture = None;
    let mut laps: u32 = 0;
    // Brent's cycle detection: the lap-end state last saved (`saved_q` is no pit until the
    // first save), compared with each new one landing pit and direction first, so that the
    // board is compared only when they agree.
    let mut saved_board = Board::EMPTY;
    let mut saved_q = usize::MAX;
    let mut saved_dir = dir;
    let mut power: u32 = 1;
    let mut lam: u32 = 0;
    loop {
        if capture_move && q < 8 && b.pits[me][q] >= 2 && b.pits[op][7 - q] > 0 {
            // CAPTURE(q)
            let target = 7 - q;
            let (n, _) = lift_all(b, op, target, rec.then_some(&mut fx));
            first_capture.get_or_insert(target);
            if b.front_empty(op) {
                return SimResult::Ended(Finished {
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
                q = sow_from(b, me, kichwa.index(), n, dir, Some(&mut path));
                fx.push(Effect::Sowed {
                    from: pid(op, target),
                    path,
                });
            } else {
                q = sow_from(b, me, kichwa.index(), n, dir, None);
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
            let (n, _) = lift_all(b, me, q, rec.then_some(&mut fx));
            q = lap(b, me, q, n, dir, rec.then_some(&mut fx));
        }
        first_lap = false;
        laps += 1;
        if laps > MAX_LAPS {
            return SimResult::NeverEnds;
        }
        // Most moves end within a few laps: the cycle watch starts later, so that they save no
        // state. It finds a cycle all the same (the states repeat for ever once they do), only
        // a few laps later.
        if laps < WATCH_FROM_LAP {
            continue;
        }
        if q == saved_q && dir == saved_dir && *b == saved_board {
            return SimResult::NeverEnds;
        }
        lam += 1;
        if lam == power {
            (saved_board, saved_q, saved_dir) = (*b, q, dir);
            power = power.saturating_mul(2);
            lam = 0;
        }
    }
    SimResult::Ended(Finished {
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
pub fn groups(b: &Board, t: &Turn) -> Vec<(Group, Vec<Move>)> {
    let mut out = Vec::new();
    for i in 0.. {
        let mut cands = Moves::new(NO_MOVE);
        match group(b, t, i, &mut cands) {
            Some(g) => out.push((g, cands.to_vec())),
            None => break,
        }
    }
    out
}

/// How a candidate move of `group` starts (the pit, the direction and the stage say it all,
/// but for the lone kuu's takata).
pub fn start_of(mv: &Move, group: Group, nemo: bool) -> Start {
    let p = mv.pit.loop_index();
    match mv.action {
        Action::Capture(kichwa) => Start::NemoCapture { q: p, kichwa },
        Action::Sow(dir) if !nemo => Start::Mtaji { p, dir },
        Action::Sow(dir) if group == Group::LoneKuu => Start::KuuTakata { dir },
        Action::Sow(dir) => Start::NemoTakata { p, dir },
    }
}

/// The `i`-th candidate group in priority order (its candidates added to `out`), or `None` past
/// the last group. Lets [`legal`] stop at the first group that has a move.
fn group(b: &Board, t: &Turn, i: usize, out: &mut Moves) -> Option<Group> {
    let me = t.mover as usize;
    let op = 1 - me;
    let mine = &b.pits[me];
    if t.nemo {
        let takata = |pred: &dyn Fn(usize) -> bool, out: &mut Moves| {
            for p in 0..8 {
                if b.pits[me][p] > 0 && pred(p) {
                    for d in Dir::BOTH {
                        if !outward_from_lone_kichwa(b, me, p, d) {
                            out.push(mk(t.mover, p, Some(d), None));
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
                                out.push(mk(t.mover, q, None, Some(k)));
                            }
                        } else {
                            out.push(mk(t.mover, q, None, None));
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
                for d in Dir::BOTH {
                    out.push(mk(t.mover, KUU, Some(d), None));
                }
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
        let takata =
            |range: std::ops::Range<usize>, pred: &dyn Fn(usize) -> bool, out: &mut Moves| {
                for p in range {
                    if mine[p] >= 2 && pred(p) {
                        for d in Dir::BOTH {
                            if first_lap_capture(b, me, p, d).is_none()
                                && !(p < 8 && outward_from_lone_kichwa(b, me, p, d))
                            {
                                out.push(mk(t.mover, p, Some(d), None));
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
                            out.push(mk(t.mover, p, Some(d), None));
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

/// Simulates a candidate move of `group` and calls `ok` with each of its playable forms (one,
/// or stop and safari) and the opponent pit of its first capture.
fn expand(b: &Board, t: &Turn, mv: &Move, group: Group, mut ok: impl FnMut(Move, Option<usize>)) {
    let start = start_of(mv, group, t.nemo);
    let ctx = Ctx {
        mover: t.mover,
        nemo: t.nemo,
        reserved: t.reserved,
        safari: None,
        record: false,
    };
    match simulate(&mut b.clone(), start, &ctx) {
        SimResult::Ended(f) => ok(*mv, f.first_capture),
        SimResult::NeverEnds => {}
        SimResult::NeedsDecision => {
            for s in [false, true] {
                let ctx = Ctx {
                    safari: Some(s),
                    ..ctx
                };
                if let SimResult::Ended(f) = simulate(&mut b.clone(), start, &ctx) {
                    ok(
                        Move {
                            safari: Some(s),
                            ..*mv
                        },
                        f.first_capture,
                    );
                }
            }
        }
    }
}

/// The most candidates or legal moves a position has: 32 (16 pits, two directions, in the
/// mtaji stage); in the nemo stage at most 12 captures (each maybe with stop and safari) or 16
/// takata moves.
pub const MOST_MOVES: usize = 32;

type Moves = Inline<Move, MOST_MOVES>;

const NO_MOVE: Move = Move {
    pit: Pit {
        owner: 0,
        row: super::board::Row::Front,
        col: 1,
    },
    action: Action::Sow(Dir::Cw),
    safari: None,
};

/// The legal moves of a position, in their stable order, and the rule group they come from
/// (`None` when there is none). Kept inline: a position carries its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legal {
    pub group: Option<Group>,
    pub moves: Moves,
}

impl Legal {
    pub const NONE: Legal = Legal {
        group: None,
        moves: Moves::new(NO_MOVE),
    };

    /// How the listed move `mv` starts.
    pub fn start(&self, mv: &Move, nemo: bool) -> Start {
        start_of(mv, self.group.unwrap_or(Group::Capture), nemo)
    }
}

/// No capture (in the first captures of [`legal`]).
const NO_CAPTURE: u8 = u8::MAX;

/// The legal moves into `legal`: the first group (in priority order) that has a move that
/// ends, after the hizi zetu obligation filter.
pub fn legal_into(b: &Board, t: &Turn, legal: &mut Legal) {
    let mut cands = Moves::new(NO_MOVE);
    legal.group = None;
    legal.moves.clear();
    // The opponent pit each legal move captures first, by the move's place in the list.
    let mut first = [NO_CAPTURE; MOST_MOVES];
    for i in 0.. {
        cands.clear();
        let Some(group) = group(b, t, i, &mut cands) else {
            break;
        };
        for mv in &cands {
            expand(b, t, mv, group, |mv, fc| {
                first[legal.moves.len()] = fc.map_or(NO_CAPTURE, |x| x as u8);
                legal.moves.push(mv);
            });
        }
        if legal.moves.is_empty() {
            continue;
        }
        legal.group = Some(group);
        if let (Group::Capture, Some(x)) = (group, t.oblige) {
            let x = x as u8;
            if first[..legal.moves.len()].contains(&x) {
                let mut k = 0;
                legal.moves.retain(|_| {
                    k += 1;
                    first[k - 1] == x
                });
            }
        }
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;

    /// Sowing all at once puts every seed where sowing them one by one does.
    #[test]
    fn sowing_at_once_matches_seed_by_seed() {
        let mut rng = Rng::new(3);
        for _ in 0..2000 {
            let mut pits = [0u8; 16];
            pits.iter_mut().for_each(|p| *p = rng.below(4) as u8);
            let (first, n) = (rng.below(16), 1 + rng.below(40) as u8);
            for dir in Dir::BOTH {
                let mut slow = pits;
                let mut pos = first;
                for _ in 0..n {
                    slow[pos] += 1;
                    pos = dir.advance(pos, 1);
                }
                assert_eq!(
                    add_seeds(pits, first, n, dir),
                    slow,
                    "{pits:?} {first} {n} {dir}"
                );
            }
        }
    }
}
