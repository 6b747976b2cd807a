//! The sounds of the game screen: each new move's sound, and the switch that turns them on and
//! off (remembered; off until asked in an embedded board).

use super::session::Session;
use crate::engine::ToMove;
use crate::ui::games;
use crate::ui::i18n::{t, Lang, T};
use crate::ui::kit::sound;
use std::rc::Rc;
use yew::prelude::*;

/// Plays the sound of each new move of the game in play while `on`; an undo, a redo, a reload,
/// another game or a game opened from a link make none.
#[hook]
pub fn use_move_sounds(session: &Rc<Session>, on: bool) {
    let seen = use_mut_ref(|| (session.saved.id.clone(), session.history.len()));
    let key = (session.saved.id.clone(), session.history.len());
    let session = session.clone();
    use_effect_with(key, move |(id, len)| {
        let mut seen = seen.borrow_mut();
        let one_more = seen.0 == *id && *len == seen.1 + 1;
        if on && one_more && !session.linked {
            if let Some(step) = session.history.get(len - 1) {
                let over = matches!(session.to_move(), ToMove::Over(_));
                let captured = games::ui_of(&session.game).captured(step);
                sound::play(sound::of_step(step, over, captured));
            }
        }
        *seen = (id.clone(), *len);
    });
}

/// The sound switch: whether sounds are on, and the button that turns them over.
#[hook]
pub fn use_sound_switch(embedded: bool, lang: Lang) -> (bool, Html) {
    let on = use_state(|| sound::sound_on(embedded));
    let toggle = {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| {
            let next = !*on;
            // A setting that cannot be stored still holds for this page.
            let _ = sound::set_sound_on(next);
            on.set(next);
        })
    };
    let button = html! {
        <button id="sound" class="btn" aria-pressed={on.to_string()} onclick={toggle}>
            // A loudspeaker, with sound waves when on and a cross when off (drawn, not an
            // emoji: not every system has a font with one).
            <svg class="sound-icon" viewBox="0 0 16 16" aria-hidden="true">
                <path class="speaker" d="M2 6h3l4-3v10l-4-3H2z" />
                <path class="waves" d={if *on { "M11 5.5q1.5 2.5 0 5M13 3.5q3 4.5 0 9" } else { "M11 6l4 4M15 6l-4 4" }} />
            </svg>
            <span class="label">{" "}{t(lang, T::Sounds)}</span>
        </button>
    };
    (*on, button)
}
