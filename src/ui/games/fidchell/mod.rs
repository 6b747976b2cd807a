//! Fidchell's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::{GameCard, GameScreens};
use crate::engine::{Effect, Game, Seat};
use crate::games::fidchell::Fidchell;
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::step::{History, Step};
use crate::ui::kit::words::Words;
use texts::FidchellT;

/// Fidchell's start-page entry.
pub const CARD: GameCard = GameCard {
    name: <Fidchell as Game>::NAME,
    title: |lang| t(lang, texts::FidchellT::Name),
    blurb: |lang| t(lang, texts::FidchellT::Blurb),
    #[cfg(target_arch = "wasm32")]
    art: web::art,
    #[cfg(target_arch = "wasm32")]
    setup: |args| yew::html! { <setup::FidchellSetup ..args.clone() /> },
};

/// Fidchell's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = Fidchell;
    const CARD: GameCard = CARD;

    fn key_help(lang: Lang) -> &'static str {
        t(lang, FidchellT::KeyHelp)
    }
    fn seat_label(_: &Fidchell, seat: Seat, lang: Lang) -> String {
        view::seat_label(seat, lang)
    }
    fn describe(_: &Fidchell, step: &Step, lang: Lang) -> String {
        view::describe(step, lang)
    }
    /// White's stones are drawn grey, to show on the chart's light ground.
    fn seat_colour(_: &Fidchell, seat: Seat) -> Option<&'static str> {
        Some(if seat == 0 { "#8d877b" } else { "#26231f" })
    }
    fn end(game: &Fidchell, lang: Lang) -> Option<String> {
        view::result(game, lang)
    }
    #[cfg(feature = "site")]
    fn about(game: &Fidchell, lang: Lang) -> Vec<String> {
        vec![view::preset_label(game, lang)]
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    fn in_words(game: &Fidchell, lang: Lang) -> Words {
        view::in_words(game, lang)
    }
    #[cfg(target_arch = "wasm32")]
    fn board(game: &Fidchell, args: &super::contract::BoardArgs) -> yew::Html {
        web::board(game, args)
    }
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
    use crate::ui::games::contract::BoardArgs;
    use crate::ui::games::fidchell::board::{FidchellBoard, FidchellOwn};
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(game: &Fidchell, a: &BoardArgs) -> Html {
        let game = Rc::new(game.clone());
        let last_index = crate::ui::games::fidchell::last_board_change(a.history);
        let last = last_index.map(|i| Rc::new(a.history[i].clone()));
        let last_ply = last_index.map_or(0, |i| i + 1);
        let own = FidchellOwn { last_ply };
        html! { <FidchellBoard {game} {last} {own} frame={a.frame.clone()} /> }
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
