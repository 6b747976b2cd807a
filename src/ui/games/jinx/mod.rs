//! Jinx's screens: the board, its view helpers, its new-game dialog and its texts.

use super::contract::own;
use crate::engine::{Effect, Seat};
use crate::games::jinx::Jinx;
use crate::games::AnyGame;
use crate::ui::i18n::{t, Lang, T};
use crate::ui::kit::step::{History, Step};

super::contract::game_screens! {
    name: "jinx",
    keys: JinxT,
    key_help: |lang| t(lang, T::KeyboardHelp),
    seat_label: |game, seat, lang| seat_label(game, seat, lang),
    describe: |game, step, lang| view::describe(&own::<Jinx>(game), step, lang),
    fold: |_, _, step, lang| view::folded(step, lang),
    part: |_, n| n.to_string(),
    seat_colour: |game, seat| view::seat_colour(&own::<Jinx>(game), seat),
    roller: |_| None,
    end: |game, lang| view::draw_text(&own::<Jinx>(game), lang),
    about: |_, _| Vec::new(),
    captured: crate::ui::kit::sound::takes_a_piece,
    in_words: |game, lang| view::in_words(&own::<Jinx>(game), lang),
    setup: JinxSetup,
}

fn seat_label(game: &AnyGame, seat: Seat, lang: Lang) -> String {
    view::seat_label(&own::<Jinx>(game), seat, lang)
}

/// The last move that moved a piece: it stays marked while calls and other decisions follow.
pub fn last_piece_move(history: &History) -> Option<&Step> {
    history
        .iter()
        .rev()
        .find(|s| s.effects.iter().any(|e| matches!(e, Effect::Moved { .. })))
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::jinx::Jinx;
    use crate::ui::games::contract::{own_rc, BoardArgs};
    use crate::ui::games::jinx::board::JinxBoard;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(a: &BoardArgs) -> Html {
        let game = own_rc::<Jinx>(a.game);
        let last = crate::ui::games::jinx::last_piece_move(a.history)
            .cloned()
            .map(Rc::new);
        crate::ui::kit::board::board_html!(JinxBoard, a, game={game} last={last})
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art" viewBox="0 0 40 40" aria-hidden="true">
                <path d="M5 5 H35 M5 20 H35 M5 35 H35" class="seg red" />
                <path d="M5 5 V35 M20 5 V35 M35 5 V35" class="seg green" />
                <circle cx="20" cy="20" r="5" class="piece-icon red" />
                <circle cx="35" cy="5" r="5" class="piece-icon green" />
            </svg>
        }
    }
}
