//! Bao la Kete's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::{GameCard, GameScreens};
use crate::engine::{Game, Seat};
use crate::games::bao_la_kete::board::SOUTH;
use crate::games::bao_la_kete::BaoLaKete;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;

/// Bao la Kete's start-page entry.
pub const CARD: GameCard = GameCard {
    name: <BaoLaKete as Game>::NAME,
    title: |lang| t(lang, texts::BaoT::Name),
    blurb: |lang| t(lang, texts::BaoT::Blurb),
    #[cfg(target_arch = "wasm32")]
    art: web::art,
    #[cfg(target_arch = "wasm32")]
    setup: |args| yew::html! { <setup::BaoSetup ..args.clone() /> },
};

/// Bao la Kete's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = BaoLaKete;
    const CARD: GameCard = CARD;

    fn seat_label(_: &BaoLaKete, seat: Seat, lang: Lang) -> String {
        view::seat_label(seat, lang)
    }
    fn describe(_: &BaoLaKete, step: &Step, lang: Lang) -> String {
        view::describe(step, lang)
    }
    fn part(lang: Lang, n: usize) -> String {
        tf(lang, texts::BaoT::PartLabel, &[&n.to_string()])
    }
    /// North's seeds are dark, South's light (drawn darker to show on the chart).
    fn seat_colour(_: &BaoLaKete, seat: Seat) -> Option<&'static str> {
        Some(if seat == SOUTH { "#a0783a" } else { "#4a2c14" })
    }
    fn end(game: &BaoLaKete, lang: Lang) -> Option<String> {
        view::end_text(game, lang)
    }
    #[cfg(feature = "site")]
    fn about(game: &BaoLaKete, lang: Lang) -> Vec<String> {
        view::about(game, lang)
    }
    fn captured(step: &Step) -> bool {
        view::captures(step)
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    fn in_words(game: &BaoLaKete, lang: Lang) -> Words {
        view::in_words(game, lang)
    }
    #[cfg(target_arch = "wasm32")]
    fn board(game: &BaoLaKete, args: &super::contract::BoardArgs) -> yew::Html {
        web::board(game, args)
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::bao_la_kete::BaoLaKete;
    use crate::ui::games::bao_la_kete::board::BaoBoard;
    use crate::ui::games::contract::BoardArgs;
    use crate::ui::kit::num::num;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(game: &BaoLaKete, a: &BoardArgs) -> Html {
        let game = Rc::new(game.clone());
        let last = a.history.last().cloned().map(Rc::new);
        html! { <BaoBoard {game} {last} own={()} frame={a.frame.clone()} /> }
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art bao-art" viewBox="0 0 40 40" aria-hidden="true">
                <rect x="1" y="6" width="38" height="28" rx="3" class="bao-wood" />
                { for (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).map(|(r, c)| {
                    let (x, y) = (6.5 + 9.0 * c as f32, 11.0 + 6.0 * r as f32 + if r >= 2 { 1.0 } else { 0.0 });
                    if r == 2 && c == 2 {
                        html! { <rect x={num(x - 2.6)} y={num(y - 2.6)} width="5.2" height="5.2" rx="0.8" class="bao-hole" /> }
                    } else {
                        html! { <circle cx={num(x)} cy={num(y)} r="2.6" class="bao-hole" /> }
                    }
                }) }
                <circle cx="23.6" cy="23" r="1" class="bao-seed" />
                <circle cx="25.3" cy="24.4" r="1" class="bao-seed" />
                <circle cx="24.4" cy="25.2" r="1" class="bao-seed" />
                <circle cx="32.5" cy="24" r="1" class="bao-seed" />
                <circle cx="6.5" cy="17" r="1" class="bao-seed" />
            </svg>
        }
    }
}
