//! The animation of a move's effects, frame by frame, and the busy lock that goes with it: while
//! a board animates, it takes no input and tells the screen (`on_busy`), so the dice and the
//! computer wait for the picture to catch up.

use yew::prelude::*;

/// The frame being shown, or `None` once the animation has ended (or never started).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frames {
    pub current: Option<usize>,
}

impl Frames {
    /// The frame to draw: the current one, or "after the last" when done.
    pub fn index(self) -> usize {
        self.current.unwrap_or(usize::MAX)
    }

    pub fn busy(self) -> bool {
        self.current.is_some()
    }
}

/// Whether the player asked the system for less motion.
pub fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// The inline style of a busy board: pointers pass through it until the animation is over.
pub fn busy_style(busy: bool) -> Option<&'static str> {
    busy.then_some("pointer-events:none")
}

/// Tells `on_busy` when `busy` changes; a board that goes away mid-animation leaves nothing
/// locked.
#[hook]
pub fn use_busy(busy: bool, on_busy: Callback<bool>) {
    use_effect_with(busy, move |&busy| {
        on_busy.emit(busy);
        let on_busy = on_busy.clone();
        move || {
            if busy {
                on_busy.emit(false)
            }
        }
    });
}

/// Plays `frames` frames of `frame_ms` each when `moves_played` grows (a new move), and none
/// after an undo or a reload (`moves_played` shrinks or is where it started) or when `motion` is
/// off. Reports the busy state through `on_busy` as it changes.
#[hook]
pub fn use_frames(
    moves_played: usize,
    frames: usize,
    frame_ms: u32,
    motion: bool,
    on_busy: Callback<bool>,
) -> Frames {
    use_frames_by(
        moves_played,
        |old, new| new > old,
        frames,
        frame_ms,
        motion,
        on_busy,
    )
}

/// The clock under [`use_frames`], for boards that key their animation otherwise (e.g. by the
/// last move itself): plays `frames` frames when `starts(old key, new key)` after the first
/// render, never on the first one.
#[hook]
pub fn use_frames_by<K: PartialEq + Clone + 'static>(
    key: K,
    starts: fn(&K, &K) -> bool,
    frames: usize,
    frame_ms: u32,
    motion: bool,
    on_busy: Callback<bool>,
) -> Frames {
    let anim_for = use_state(|| key.clone());
    let frame = use_state(|| usize::MAX);
    {
        let anim_for = anim_for.clone();
        let frame = frame.clone();
        use_effect_with(key.clone(), move |k| {
            if starts(&anim_for, k) && motion && frames > 0 {
                frame.set(0);
            } else {
                frame.set(usize::MAX);
            }
            anim_for.set(k.clone());
        });
    }
    {
        let frame_h = frame.clone();
        use_effect_with((*frame, key.clone()), move |&(f, _)| {
            let timer = (f < frames).then(|| {
                gloo::timers::callback::Timeout::new(frame_ms, move || frame_h.set(f + 1))
            });
            move || drop(timer)
        });
    }
    // The render that sees a new move comes before the effect above: it already shows frame 0.
    let pending_start = starts(&anim_for, &key) && motion && frames > 0;
    let f = if pending_start { 0 } else { *frame };
    let current = (f < frames).then_some(f);
    use_busy(current.is_some(), on_busy);
    Frames { current }
}
