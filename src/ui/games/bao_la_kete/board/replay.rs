//! The replay of a move seed by seed: the position shown before, the frames of the last step
//! shown beat by beat at the chosen speed (`sowing::beats`: one timer per beat, a long move
//! shortened to the speed's cap), the skip button, "show the last move again", and the busy lock
//! meanwhile.
//!
//! The frames of the last step are kept (`kept`): those of a move the board saw being played,
//! else those worked back from the position it led to (`sowing::frames_back`, so after a reload or
//! in a review too). Showing them again is the same replay, with the same lock: the board takes
//! no input and `on_busy` holds the computer and the dice until it is over.

use super::super::sowing::{self, Beat, Frame, Speed};
use crate::games::bao_la_kete::BaoLaKete;
use crate::ui::kit::anim::{reduced_motion, use_busy};
use crate::ui::kit::step::Step;
use crate::ui::kit::storage;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Where the animation speed is kept.
pub const SPEED_KEY: &str = "mahai.v1.settings.bao-speed";

/// A move being replayed.
struct Anim {
    frames: Rc<Vec<Frame>>,
    /// When each frame is shown, at `speed`.
    beats: Vec<Beat>,
    speed: Speed,
    /// The beat being shown.
    idx: usize,
    serial: u32,
}

impl Anim {
    fn new(frames: Rc<Vec<Frame>>, speed: Speed, serial: u32) -> Anim {
        Anim {
            beats: sowing::beats(&frames, speed),
            frames,
            speed,
            idx: 0,
            serial,
        }
    }

    /// The beats at another speed, going on from the frame shown.
    fn set_speed(&mut self, speed: Speed) {
        if self.speed == speed {
            return;
        }
        let shown = self.beats.get(self.idx).map_or(0, |b| b.frame);
        self.beats = sowing::beats(&self.frames, speed);
        self.idx = self
            .beats
            .iter()
            .position(|b| b.frame >= shown)
            .unwrap_or(self.beats.len().saturating_sub(1));
        self.speed = speed;
    }
}

type AnimCell = Rc<RefCell<Option<Anim>>>;

fn load_speed() -> Speed {
    storage::get(SPEED_KEY)
        .ok()
        .flatten()
        .and_then(|s| Speed::from_code(&s))
        .unwrap_or(Speed::Normal)
}

/// What the board draws of the replay.
pub struct Replay {
    /// The picture: the frame being replayed, or the position.
    pub frame: Frame,
    /// The index of the frame shown while replaying.
    pub frame_no: Option<usize>,
    /// How long the frame shown stays, in milliseconds (0 when not replaying).
    pub beat_ms: u32,
    /// Where the seeds in hand go next (drawn as a path while captured seeds are carried over).
    pub next_hand: Option<u16>,
    pub animating: bool,
    pub speed: UseStateHandle<Speed>,
    /// Ends the replay at once.
    pub skip: Callback<MouseEvent>,
    /// Shows the last move again from the position before it (`None`: there is none to show).
    pub again: Option<Callback<()>>,
}

/// The memory of the replay between renders.
#[derive(Default)]
struct Seen {
    /// The position last drawn.
    game: Option<BaoLaKete>,
    /// The frames of the step that led to it, if known.
    kept: Option<Rc<Vec<Frame>>>,
    serial: u32,
}

/// A new position starts the replay of the last step if the step leads here from the position
/// shown before; either way the frames of the last step are kept for "show again".
fn restart(seen: &mut Seen, anim: &AnimCell, speed: Speed, game: &BaoLaKete, last: Option<&Step>) {
    if seen.game.as_ref() == Some(game) {
        return;
    }
    let followed = match (seen.game.as_ref(), last) {
        (Some(prev), Some(step)) => sowing::frames_if_follows(prev, step, game),
        _ => None,
    };
    let live = followed.is_some() && !reduced_motion();
    let frames = followed
        .or_else(|| last.and_then(|s| sowing::frames_back(game, s)))
        .map(Rc::new);
    seen.serial += 1;
    *anim.borrow_mut() = frames
        .clone()
        .filter(|_| live)
        .map(|fr| Anim::new(fr, speed, seen.serial));
    seen.kept = frames;
    seen.game = Some(game.clone());
}

/// The timer of beat `idx` of replay `serial`: it shows the next beat, or ends the replay.
fn tick(anim: AnimCell, force: UseForceUpdateHandle, serial: u32, idx: usize, ms: u32) -> Timeout {
    Timeout::new(ms, move || {
        {
            let mut a = anim.borrow_mut();
            let done = match a.as_mut() {
                Some(x) if x.serial == serial && x.idx == idx => {
                    let more = x.idx + 1 < x.beats.len();
                    if more {
                        x.idx += 1;
                    }
                    !more
                }
                _ => false,
            };
            if done {
                *a = None;
            }
        }
        force.force_update();
    })
}

/// The replay of the last step on `game`; tells `on_busy` while it runs.
#[hook]
pub fn use_replay(game: Rc<BaoLaKete>, last: Option<Rc<Step>>, on_busy: Callback<bool>) -> Replay {
    let speed = use_state(load_speed);
    let seen = use_mut_ref(Seen::default);
    let anim: AnimCell = use_mut_ref(|| None::<Anim>);
    let force = use_force_update();
    restart(
        &mut seen.borrow_mut(),
        &anim,
        *speed,
        &game,
        last.as_deref(),
    );
    if let Some(a) = anim.borrow_mut().as_mut() {
        a.set_speed(*speed);
    }

    let key = anim
        .borrow()
        .as_ref()
        .and_then(|a| Some((a.serial, a.idx, a.beats.get(a.idx)?.ms)));
    {
        let anim = anim.clone();
        let force = force.clone();
        use_effect_with(key, move |&key| {
            let timer = key.map(|(serial, idx, ms)| tick(anim, force, serial, idx, ms));
            move || drop(timer)
        });
    }
    let animating = key.is_some();
    use_busy(animating, on_busy);

    let (frame, frame_no, next_hand) = match anim.borrow().as_ref() {
        Some(a) => {
            let i = a.beats[a.idx].frame;
            let next = a.frames.get(i + 1).and_then(|f| f.hand_at);
            (a.frames[i].clone(), Some(i), next)
        }
        None => (Frame::of(&game), None, None),
    };
    let again = seen.borrow().kept.clone().map(|fr| {
        let (anim, seen, force, speed) = (anim.clone(), seen.clone(), force.clone(), *speed);
        Callback::from(move |_: ()| {
            let serial = {
                let mut s = seen.borrow_mut();
                s.serial += 1;
                s.serial
            };
            *anim.borrow_mut() = Some(Anim::new(fr.clone(), speed, serial));
            force.force_update();
        })
    });
    let skip = Callback::from(move |_: MouseEvent| {
        *anim.borrow_mut() = None;
        force.force_update();
    });
    Replay {
        frame,
        frame_no,
        beat_ms: key.map_or(0, |k| k.2),
        next_hand,
        animating,
        speed,
        skip,
        again,
    }
}
