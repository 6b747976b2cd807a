//! A Bao la Kete move's animation: the frames of its sowing, replayed from the engine's effects
//! (or worked back from the position they led to, `frame_before`), and when each is shown
//! (`beats`) at each speed.
use super::texts::BaoT;
use crate::engine::{Effect, Game, Seat, ToMove};
use crate::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use crate::games::bao_la_kete::BaoLaKete;
use crate::ui::kit::step::Step;

/// What one animation frame shows happening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    /// The position before the move.
    Start,
    /// A reserve seed put into a pit.
    Place,
    /// The mover lifted a pit of his own.
    Lift,
    /// Seeds taken from the opponent's pit.
    Capture,
    /// One seed dropped.
    Sow,
    /// The move is over (the engine's counts).
    End,
}

/// One picture of a move being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Seeds per pit id.
    pub pits: [u8; 32],
    pub reserve: [u8; 2],
    /// Seeds in the mover's hand and the pit the hand is over.
    pub hand: u8,
    pub hand_at: Option<u16>,
    pub kind: FrameKind,
    /// The pit the frame changed.
    pub active: Option<u16>,
    /// The pits the current lap has sown so far (bit `id` for pit `id`): the seeds' path stays
    /// on the board however fast the seeds go, and a beat that stands for several frames
    /// (see [`beats`]) still shows every pit sown.
    pub trail: u32,
}

impl Frame {
    /// The position as the engine holds it, nothing in hand.
    pub fn of(game: &BaoLaKete) -> Frame {
        let mut pits = [0u8; 32];
        for p in Pit::all() {
            pits[p.id() as usize] = game.seeds(p);
        }
        Frame {
            pits,
            reserve: [game.reserve(SOUTH), game.reserve(NORTH)],
            hand: 0,
            hand_at: None,
            kind: FrameKind::Start,
            active: None,
            trail: 0,
        }
    }
}

/// The frames of a move played on `before` with these effects: the start, then one frame per
/// seed placed, pit lifted or seed sown, then the end.
pub fn frames(before: &BaoLaKete, effects: &[Effect]) -> Vec<Frame> {
    frames_from(Frame::of(before), before.turn(), effects)
}

/// The frames of a move by `mover` from the picture `start` (see [`frames`]).
pub fn frames_from(start: Frame, mover: Seat, effects: &[Effect]) -> Vec<Frame> {
    let mover = mover as usize & 1;
    let mut cur = start;
    let mut out = vec![cur.clone()];
    for e in effects {
        match e {
            Effect::Placed { at, .. } => {
                cur.reserve[mover] = cur.reserve[mover].saturating_sub(1);
                if let Some(n) = cur.pits.get_mut(*at as usize) {
                    *n += 1;
                }
                cur.kind = FrameKind::Place;
                cur.active = Some(*at);
                out.push(cur.clone());
            }
            Effect::Lifted { at, count } => {
                if let Some(n) = cur.pits.get_mut(*at as usize) {
                    *n = n.saturating_sub(*count as u8);
                }
                cur.hand = cur.hand.saturating_add(*count as u8);
                cur.hand_at = Some(*at);
                cur.kind = if (*at / 16) as usize == mover {
                    FrameKind::Lift
                } else {
                    FrameKind::Capture
                };
                cur.active = Some(*at);
                cur.trail = 0;
                out.push(cur.clone());
            }
            Effect::Sowed { path, .. } => {
                for p in path {
                    if let Some(n) = cur.pits.get_mut(*p as usize) {
                        *n += 1;
                    }
                    cur.hand = cur.hand.saturating_sub(1);
                    cur.hand_at = Some(*p);
                    cur.kind = FrameKind::Sow;
                    cur.active = Some(*p);
                    cur.trail |= 1u32.checked_shl(*p as u32).unwrap_or(0);
                    out.push(cur.clone());
                }
            }
            _ => {}
        }
    }
    cur.kind = FrameKind::End;
    cur.active = None;
    cur.trail = 0;
    if cur.hand == 0 {
        cur.hand_at = None;
    }
    out.push(cur);
    out
}

/// The picture before `step`, worked back from `now`, the position it led to: every seed sown
/// taken back into the hand, every lift put back, the reserve seed returned. `None` when the
/// step ended a game of the match (the board is the next game's; the one it was played on is
/// gone) or does not lead to `now`. So the last move can be shown again after a reload too.
pub fn frame_before(now: &BaoLaKete, step: &Step) -> Option<Frame> {
    let ToMove::Seat(mover) = step.mover else {
        return None;
    };
    let mut f = Frame::of(now);
    let mut hand = now.hand() as u32;
    for e in step.effects.iter().rev() {
        match e {
            Effect::RoundOver { .. } => return None,
            Effect::Placed { at, .. } => {
                let n = f.pits.get_mut(*at as usize)?;
                *n = n.checked_sub(1)?;
                let r = &mut f.reserve[mover as usize & 1];
                *r = r.checked_add(1)?;
            }
            Effect::Lifted { at, count } => {
                let n = f.pits.get_mut(*at as usize)?;
                *n = n.checked_add(u8::try_from(*count).ok()?)?;
                hand = hand.checked_sub(*count as u32)?;
            }
            Effect::Sowed { path, .. } => {
                for p in path.iter().rev() {
                    let n = f.pits.get_mut(*p as usize)?;
                    *n = n.checked_sub(1)?;
                    hand += 1;
                }
            }
            _ => {}
        }
    }
    (hand == 0).then_some(f)
}

/// The frames of `step` shown again on `now`, the position it led to, from the picture before
/// it (see [`frame_before`]).
pub fn frames_back(now: &BaoLaKete, step: &Step) -> Option<Vec<Frame>> {
    let ToMove::Seat(mover) = step.mover else {
        return None;
    };
    let start = frame_before(now, step)?;
    Some(frames_from(start, mover, &step.effects))
}

/// The frames of `step` if it is the move that leads from `before` to `now` (so that the board
/// only animates a move it saw being played), else `None`. Nothing is replayed: the step's
/// mover must be the seat to move on `before`, and its effects, sown on `before`, must leave the
/// seeds that `now` shows (a step that ended a game of the match leads to the next game instead).
pub fn frames_if_follows(before: &BaoLaKete, step: &Step, now: &BaoLaKete) -> Option<Vec<Frame>> {
    if before.is_over() || step.mover != ToMove::Seat(before.turn()) {
        return None;
    }
    let fr = frames(before, &step.effects);
    let end = fr.last()?;
    let follows = if step
        .effects
        .iter()
        .any(|e| matches!(e, Effect::RoundOver { .. }))
    {
        now.game_number() == before.game_number() + 1
    } else {
        let shown = Frame::of(now);
        end.pits == shown.pits && end.reserve == shown.reserve && end.hand == now.hand()
    };
    follows.then_some(fr)
}

/// Animation speed, chosen by the player and kept in storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    pub fn code(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    pub fn from_code(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|x| x.code() == s.trim())
    }

    pub fn label(self) -> BaoT {
        match self {
            Speed::Slow => BaoT::Slow,
            Speed::Normal => BaoT::Normal,
            Speed::Fast => BaoT::Fast,
        }
    }

    /// How long a frame of this kind stays before the next one, in milliseconds, before any
    /// shortening of a long move (see [`beats`]). The end frame is the pause on the final
    /// position before the board takes input again.
    pub fn ms(self, kind: FrameKind) -> u32 {
        let base: u32 = match kind {
            FrameKind::Start => 120,
            FrameKind::Place => 220,
            FrameKind::Lift => 240,
            FrameKind::Capture => 420,
            FrameKind::Sow => 170,
            FrameKind::End => 200,
        };
        match self {
            Speed::Slow => base * 2,
            Speed::Normal => base,
            Speed::Fast => base / 2,
        }
    }

    /// The longest a move is shown at this speed, in milliseconds (slow shows every seed at
    /// its own pace, however long the move).
    pub fn cap(self) -> Option<u32> {
        match self {
            Speed::Slow => None,
            Speed::Normal => Some(6000),
            Speed::Fast => Some(3000),
        }
    }
}

/// The shortest time one sowing beat is shown: below it the hand would jump before the eye
/// finds it, so a long move shows several seeds per beat instead (the trail marks them all).
pub const MIN_SOW_MS: u32 = 40;

/// One beat of a replay: frame `frame` is shown for `ms` milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beat {
    pub frame: usize,
    pub ms: u32,
}

/// When each frame of a move is shown at `speed`. Each frame gets its kind's time
/// ([`Speed::ms`]); a move that would take longer than the speed's cap is shortened so that it
/// takes at most the cap: the lifts, captures and pauses get at most half of it (in proportion),
/// the seeds sown share the rest, and when a seed would get less than [`MIN_SOW_MS`] the seeds
/// of a lap are shown a few at a time (the last seed of every lap always gets its own beat).
pub fn beats(frames: &[Frame], speed: Speed) -> Vec<Beat> {
    let kind_ms = |f: &Frame| speed.ms(f.kind);
    let total: u32 = frames.iter().map(kind_ms).sum();
    let plain = || {
        frames
            .iter()
            .enumerate()
            .map(|(frame, f)| Beat {
                frame,
                ms: kind_ms(f),
            })
            .collect()
    };
    let Some(cap) = speed.cap().filter(|&c| total > c) else {
        return plain();
    };
    let is_sow = |f: &Frame| f.kind == FrameKind::Sow;
    let sows = frames.iter().filter(|f| is_sow(f)).count() as u32;
    let fixed: u32 = frames.iter().filter(|f| !is_sow(f)).map(kind_ms).sum();
    let fixed_room = fixed.min(cap / 2);
    let scale = |ms: u32| (ms as u64 * fixed_room as u64 / fixed.max(1) as u64) as u32;
    let sow_ms = ((cap - fixed_room) / sows.max(1)).min(speed.ms(FrameKind::Sow));
    let per_beat = MIN_SOW_MS.div_ceil(sow_ms.max(1)).max(1);
    let mut out = Vec::with_capacity(frames.len());
    let mut pending = 0;
    for (i, f) in frames.iter().enumerate() {
        if !is_sow(f) {
            out.push(Beat {
                frame: i,
                ms: scale(kind_ms(f)),
            });
            continue;
        }
        pending += 1;
        let lap_ends = frames.get(i + 1).is_none_or(|n| !is_sow(n));
        if pending == per_beat || lap_ends {
            out.push(Beat {
                frame: i,
                ms: sow_ms * pending,
            });
            pending = 0;
        }
    }
    out
}

/// How long a move takes to show at `speed`, in milliseconds: the sum of its beats.
pub fn replay_ms(frames: &[Frame], speed: Speed) -> u32 {
    beats(frames, speed).iter().map(|b| b.ms).sum()
}
