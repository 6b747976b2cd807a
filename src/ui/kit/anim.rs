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
    let anim_for = use_state(|| moves_played);
    let frame = use_state(|| usize::MAX);
    {
        let anim_for = anim_for.clone();
        let frame = frame.clone();
        use_effect_with(moves_played, move |&n| {
            if n > *anim_for && motion && frames > 0 {
                frame.set(0);
            } else {
                frame.set(usize::MAX);
            }
            anim_for.set(n);
        });
    }
    {
        let frame_h = frame.clone();
        use_effect_with((*frame, moves_played), move |&(f, _)| {
            let timer = (f < frames).then(|| {
                gloo::timers::callback::Timeout::new(frame_ms, move || frame_h.set(f + 1))
            });
            move || drop(timer)
        });
    }
    // The render that sees a new move comes before the effect above: it already shows frame 0.
    let pending_start = moves_played > *anim_for && motion && frames > 0;
    let f = if pending_start { 0 } else { *frame };
    let current = (f < frames).then_some(f);
    {
        let busy = current.is_some();
        use_effect_with(busy, move |&busy| {
            on_busy.emit(busy);
            // A board that goes away mid-animation leaves nothing locked.
            let on_busy = on_busy.clone();
            move || {
                if busy {
                    on_busy.emit(false)
                }
            }
        });
    }
    Frames { current }
}
