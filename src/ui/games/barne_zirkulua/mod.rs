//! Barne-zirkulua's screens: the board and its dice, its view helpers, its new-game dialog and
//! its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::{GameCard, GameScreens};
use crate::engine::{Game, Seat};
use crate::games::barne_zirkulua::BarneZirkulua;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;

/// Barne-zirkulua's start-page entry.
pub const CARD: GameCard = GameCard {
    name: <BarneZirkulua as Game>::NAME,
    title: |lang| t(lang, texts::BarneT::Name),
    blurb: |lang| t(lang, texts::BarneT::Blurb),
    #[cfg(target_arch = "wasm32")]
    art: web::art,
    #[cfg(target_arch = "wasm32")]
    setup: |args| yew::html! { <setup::BarneSetup ..args.clone() /> },
};

/// Barne-zirkulua's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = BarneZirkulua;
    const CARD: GameCard = CARD;

    fn seat_label(game: &BarneZirkulua, seat: Seat, lang: Lang) -> String {
        view::seat_label(game, seat, lang)
    }
    fn describe(game: &BarneZirkulua, step: &Step, lang: Lang) -> String {
        view::describe(game, step, lang)
    }
    fn fold(game: &BarneZirkulua, before: &Step, step: &Step, lang: Lang) -> Option<String> {
        view::folded(game, before, step, lang)
    }
    fn part(lang: Lang, n: usize) -> String {
        tf(lang, texts::BarneT::PartLabel, &[&n.to_string()])
    }
    fn seat_colour(game: &BarneZirkulua, seat: Seat) -> Option<&'static str> {
        Some(view::corner_colour(game.seat_corner(seat)))
    }
    /// The player whose turn it is throws the dice.
    fn roller(game: &BarneZirkulua) -> Option<Seat> {
        Some(game.turn())
    }
    fn end(game: &BarneZirkulua, lang: Lang) -> Option<String> {
        view::match_won(game, lang)
    }
    #[cfg(feature = "site")]
    fn about(game: &BarneZirkulua, lang: Lang) -> Vec<String> {
        view::about(game, lang)
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    fn in_words(game: &BarneZirkulua, lang: Lang) -> Words {
        view::in_words(game, lang)
    }
    #[cfg(target_arch = "wasm32")]
    fn board(game: &BarneZirkulua, args: &super::contract::BoardArgs) -> yew::Html {
        web::board(game, args)
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::barne_zirkulua::BarneZirkulua;
    use crate::ui::games::barne_zirkulua::board::{BarneBoard, BarneOwn};
    use crate::ui::games::contract::BoardArgs;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(game: &BarneZirkulua, a: &BoardArgs) -> Html {
        let dice = crate::ui::games::barne_zirkulua::view::dice_show(game, a.history);
        let last = a.history.last().cloned().map(Rc::new);
        let own = BarneOwn {
            moves_played: a.history.len(),
            dice,
            roll_move: a.roll.clone(),
        };
        html! { <BarneBoard game={Rc::new(game.clone())} {last} {own} frame={a.frame.clone()} /> }
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art barne-art" viewBox="0 0 40 40" aria-hidden="true">
                <circle cx="20" cy="20" r="17" class="bz-outer" />
                <circle cx="20" cy="20" r="12" class="bz-inner" />
                <circle cx="20" cy="20" r="7" class="bz-goal" />
                <circle cx="32" cy="8" r="3.2" class="bz-ball yellow" />
                <circle cx="8" cy="32" r="3.2" class="bz-ball black" />
                <circle cx="20" cy="8" r="3.2" class="bz-ball red" />
                <circle cx="26" cy="20" r="2.6" class="bz-ball yellow" />
            </svg>
        }
    }
}
