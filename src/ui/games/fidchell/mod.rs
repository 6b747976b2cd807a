//! Fidchell's screens: the board, its view helpers, its new-game dialog and its texts.

use crate::engine::Effect;
use crate::ui::i18n::t;
use crate::ui::kit::step::History;
use texts::FidchellT;

super::contract::game_screens! {
    name: "fidchell",
    keys: FidchellT,
    key_help: |lang| t(lang, FidchellT::KeyHelp),
    seat_label: |_, seat, lang| view::seat_label(seat, lang),
    describe: |_, step, lang| view::describe(step, lang),
    fold: |_, _, _, _| None,
    part: |_, n| n.to_string(),
    // White's stones are drawn grey, to show on the chart's light ground.
    seat_colour: |_, seat| Some(if seat == 0 { "#8d877b" } else { "#26231f" }),
    roller: |_| None,
    end: |game, lang| view::result(&crate::ui::games::contract::own::<crate::games::fidchell::Fidchell>(game), lang),
    about: |game, lang| vec![view::preset_label(&crate::ui::games::contract::own::<crate::games::fidchell::Fidchell>(game), lang)],
    captured: crate::ui::kit::sound::takes_a_piece,
    in_words: |game, lang| view::in_words(&crate::ui::games::contract::own::<crate::games::fidchell::Fidchell>(game), lang),
    setup: FidchellSetup,
}

/// The index of the last move that changed the board (a challenge declared after it keeps it).
pub fn last_board_change(history: &History) -> Option<usize> {
    history.iter().rposition(|s| {
        s.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Moved { .. } | Effect::Placed { .. } | Effect::Captured { .. }
            )
        })
    })
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::fidchell::Fidchell;
    use crate::ui::games::contract::{own_rc, BoardArgs};
    use crate::ui::games::fidchell::board::FidchellBoard;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(a: &BoardArgs) -> Html {
        let game = own_rc::<Fidchell>(a.game);
        let last_index = crate::ui::games::fidchell::last_board_change(a.history);
        let last = last_index.map(|i| Rc::new(a.history[i].clone()));
        let last_ply = last_index.map_or(0, |i| i + 1);
        crate::ui::kit::board::board_html!(FidchellBoard, a, game={game} last={last} last_ply={last_ply})
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art fidchell-art" viewBox="0 0 40 40" aria-hidden="true">
                <circle cx="20" cy="20" r="18" class="ring" />
                <circle cx="20" cy="20" r="12" class="ring" />
                <circle cx="20" cy="20" r="6" class="ring" />
                <path d="M20 2 V38 M2 20 H38 M7.3 7.3 L11.5 11.5 M32.7 7.3 L28.5 11.5 M7.3 32.7 L11.5 28.5 M32.7 32.7 L28.5 28.5" class="ring" />
                <circle cx="20" cy="20" r="3.6" class="king-icon" />
                <circle cx="20" cy="8" r="3.6" class="stone-icon white" />
                <circle cx="28.5" cy="11.5" r="3.6" class="stone-icon white" />
                <circle cx="8" cy="20" r="3.6" class="stone-icon black" />
                <circle cx="26" cy="20" r="3.6" class="stone-icon black" />
            </svg>
        }
    }
}
