//! Sounds of play: which sound a move makes, and (in the browser) playing it. The sounds
//! themselves are made by `static/mahai-sound.js` with the Web Audio API, loaded the first time
//! one is played; this side only says which, and only when the player has sounds on.

use crate::engine::Effect;
use crate::ui::kit::step::Step;

/// The sound of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    Move,
    Capture,
    Roll,
    End,
}

impl Sound {
    /// The name `mahaiSound` takes.
    pub fn name(self) -> &'static str {
        match self {
            Sound::Move => "move",
            Sound::Capture => "capture",
            Sound::Roll => "roll",
            Sound::End => "end",
        }
    }
}

/// The sound of `step`: the end of the game when it ended it (`over`), a roll of the dice, a
/// capture when `captured` (the game's own test, its screens' `captured`), else
/// a move.
pub fn of_step(step: &Step, over: bool, captured: bool) -> Sound {
    if over {
        Sound::End
    } else if step
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Rolled { .. }))
    {
        Sound::Roll
    } else if captured {
        Sound::Capture
    } else {
        Sound::Move
    }
}

/// The usual test of a capture: a piece was taken off.
pub fn takes_a_piece(step: &Step) -> bool {
    step.effects
        .iter()
        .any(|e| matches!(e, Effect::Captured { .. }))
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Sound;
    use crate::ui::kit::storage;
    use wasm_bindgen::{JsCast, JsValue};

    /// Where the sound setting is kept: `on` or `off`.
    pub const SOUND_KEY: &str = "mahai.v1.settings.sound";

    /// Whether sounds are on: the player's setting, else on for the site and off in an
    /// embedded board (a guest on somebody's page stays quiet until asked).
    pub fn sound_on(embedded: bool) -> bool {
        match storage::get(SOUND_KEY).ok().flatten().as_deref() {
            Some("on") => true,
            Some("off") => false,
            _ => !embedded,
        }
    }

    pub fn set_sound_on(on: bool) -> Result<(), storage::StorageError> {
        storage::set(SOUND_KEY, if on { "on" } else { "off" })
    }

    /// Plays `sound` through the page's `mahaiSound` (index.html and mahai-embed.js define it);
    /// a page without it, or without audio, stays silent.
    pub fn play(sound: Sound) {
        let global = js_sys::global();
        if let Ok(f) = js_sys::Reflect::get(&global, &JsValue::from_str("mahaiSound")) {
            if let Some(f) = f.dyn_ref::<js_sys::Function>() {
                let _ = f.call1(&global, &JsValue::from_str(sound.name()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ToMove;
    use crate::games::AnyMove;

    fn step(effects: Vec<Effect>) -> Step {
        let game = crate::games::jinx::Jinx::start(crate::games::jinx::Mode::Two, 0);
        let mv = crate::engine::Game::legal_moves(&game)[0];
        Step {
            mover: ToMove::Seat(0),
            mv: AnyMove::Jinx(mv),
            effects,
        }
    }

    #[test]
    fn a_move_sounds_as_what_it_did() {
        let moved = step(vec![Effect::Moved {
            piece: 1,
            path: vec![1, 2],
        }]);
        let took = step(vec![Effect::Captured {
            piece: 2,
            at: 2,
            owner: 1,
        }]);
        let rolled = step(vec![Effect::Rolled { die: 0, face: 6 }]);
        assert_eq!(of_step(&moved, false, takes_a_piece(&moved)), Sound::Move);
        assert_eq!(of_step(&took, false, takes_a_piece(&took)), Sound::Capture);
        assert_eq!(of_step(&rolled, false, false), Sound::Roll);
        // The end of the game sounds over anything else the move did.
        assert_eq!(of_step(&took, true, true), Sound::End);
        assert_eq!(Sound::End.name(), "end");
    }
}
