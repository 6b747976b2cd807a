//! Jinx's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::{GameCard, GameScreens};
use crate::engine::{Effect, Game, Seat};
use crate::games::jinx::Jinx;
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::step::{History, Step};
use crate::ui::kit::words::Words;

/// Jinx's start-page entry.
pub const CARD: GameCard = GameCard {
    name: <Jinx as Game>::NAME,
    title: |lang| t(lang, texts::JinxT::Name),
    blurb: |lang| t(lang, texts::JinxT::Blurb),
    #[cfg(target_arch = "wasm32")]
    art: web::art,
    #[cfg(target_arch = "wasm32")]
    setup: |args| yew::html! { <setup::JinxSetup ..args.clone() /> },
};

/// Jinx's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = Jinx;
    const CARD: GameCard = CARD;

    fn seat_label(game: &Jinx, seat: Seat, lang: Lang) -> String {
        view::seat_label(game, seat, lang)
    }
    fn describe(game: &Jinx, step: &Step, lang: Lang) -> String {
        view::describe(game, step, lang)
    }
    fn fold(_: &Jinx, _: &Step, step: &Step, lang: Lang) -> Option<String> {
        view::folded(step, lang)
    }
    fn seat_colour(game: &Jinx, seat: Seat) -> Option<&'static str> {
        view::seat_colour(game, seat)
    }
    fn end(game: &Jinx, lang: Lang) -> Option<String> {
        view::draw_text(game, lang)
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    fn in_words(game: &Jinx, lang: Lang) -> Words {
        view::in_words(game, lang)
    }
    #[cfg(target_arch = "wasm32")]
    fn board(game: &Jinx, args: &super::contract::BoardArgs) -> yew::Html {
        web::board(game, args)
    }
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
    use crate::ui::games::contract::BoardArgs;
    use crate::ui::games::jinx::board::JinxBoard;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(game: &Jinx, a: &BoardArgs) -> Html {
        let game = Rc::new(game.clone());
        let last = crate::ui::games::jinx::last_piece_move(a.history)
            .cloned()
            .map(Rc::new);
        html! { <JinxBoard {game} {last} own={()} frame={a.frame.clone()} /> }
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
