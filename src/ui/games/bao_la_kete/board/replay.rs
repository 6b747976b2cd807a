//! The replay of a move seed by seed: the position shown before, the frames of the last step, one
//! timer per frame at the chosen speed, the skip button, and the busy lock meanwhile.

use super::super::view::{self, Frame, FrameKind, Speed};
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
    idx: usize,
    serial: u32,
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
    /// Where the seeds in hand go next (drawn as a path while captured seeds are carried over).
    pub next_hand: Option<u16>,
    pub animating: bool,
    pub speed: UseStateHandle<Speed>,
    /// Ends the replay at once.
    pub skip: Callback<MouseEvent>,
}

/// A new position starts the replay of the last step if the step leads here from the position
/// shown before.
fn restart(
    seen: &mut Option<BaoLaKete>,
    anim: &AnimCell,
    serial: &mut u32,
    game: &BaoLaKete,
    last: Option<&Step>,
) {
    if seen.as_ref() == Some(game) {
        return;
    }
    let frames = match (seen.as_ref(), last) {
        (Some(prev), Some(step)) if !reduced_motion() => view::frames_if_follows(prev, step, game),
        _ => None,
    };
    *serial += 1;
    let n = *serial;
    *anim.borrow_mut() = frames.map(|fr| Anim {
        frames: Rc::new(fr),
        idx: 0,
        serial: n,
    });
    *seen = Some(game.clone());
}

/// The timer of frame `idx` of replay `serial`: it shows the next frame, or ends the replay.
fn tick(
    anim: AnimCell,
    force: UseForceUpdateHandle,
    serial: u32,
    idx: usize,
    speed: Speed,
) -> Timeout {
    let kind = anim
        .borrow()
        .as_ref()
        .map(|a| a.frames[idx].kind)
        .unwrap_or(FrameKind::End);
    let delay = speed.delay(if kind == FrameKind::End {
        FrameKind::Place
    } else {
        kind
    });
    Timeout::new(delay, move || {
        {
            let mut a = anim.borrow_mut();
            let done = match a.as_mut() {
                Some(x) if x.serial == serial => {
                    let more = x.idx + 1 < x.frames.len();
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
    let seen = use_mut_ref(|| None::<BaoLaKete>);
    let anim: AnimCell = use_mut_ref(|| None::<Anim>);
    let serial = use_mut_ref(|| 0u32);
    let force = use_force_update();
    restart(
        &mut seen.borrow_mut(),
        &anim,
        &mut serial.borrow_mut(),
        &game,
        last.as_deref(),
    );

    let key = anim.borrow().as_ref().map(|a| (a.serial, a.idx));
    {
        let anim = anim.clone();
        let force = force.clone();
        use_effect_with((key, *speed), move |&(key, speed)| {
            let timer = key.map(|(serial, idx)| tick(anim, force, serial, idx, speed));
            move || drop(timer)
        });
    }
    let animating = key.is_some();
    use_busy(animating, on_busy);

    let (frame, next_hand) = match anim.borrow().as_ref() {
        Some(a) => (
            a.frames[a.idx].clone(),
            a.frames.get(a.idx + 1).and_then(|f| f.hand_at),
        ),
        None => (Frame::of(&game), None),
    };
    let skip = Callback::from(move |_: MouseEvent| {
        *anim.borrow_mut() = None;
        force.force_update();
    });
    Replay {
        frame,
        next_hand,
        animating,
        speed,
        skip,
    }
}
