//! Fidchell's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::GameScreens;
use crate::engine::{Effect, Seat};
use crate::games::fidchell::board::{self as grid, OUTER, RING_START};
use crate::games::fidchell::{Colour, End, Fidchell};
use crate::ui::i18n::{result_text, t, tf, Lang};
use crate::ui::kit::step::{History, Step};
use crate::ui::kit::words::Words;
use texts::FidchellT;

/// Fidchell's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = Fidchell;

    fn title(lang: Lang) -> &'static str {
        t(lang, FidchellT::Name)
    }
    fn blurb(lang: Lang) -> &'static str {
        t(lang, FidchellT::Blurb)
    }
    #[cfg(target_arch = "wasm32")]
    fn art() -> yew::Html {
        yew::html! {
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
    #[cfg(target_arch = "wasm32")]
    fn setup(args: &crate::ui::kit::setup::SetupArgs) -> yew::Html {
        yew::html! { <setup::FidchellSetup ..args.clone() /> }
    }
    fn key_help(lang: Lang) -> &'static str {
        t(lang, FidchellT::KeyHelp)
    }
    fn seat_label(_: &Fidchell, seat: Seat, lang: Lang) -> String {
        view::seat_label(seat, lang)
    }
    /// White's stones are drawn grey, to show on the chart's light ground.
    fn seat_colour(_: &Fidchell, seat: Seat) -> Option<&'static str> {
        Some(if seat == 0 { "#8d877b" } else { "#26231f" })
    }
    fn describe(_: &Fidchell, step: &Step, lang: Lang) -> String {
        view::describe(step, lang)
    }
    /// The result line of a finished game: who won (if anybody) and how.
    fn end(game: &Fidchell, lang: Lang) -> Option<String> {
        let how = view::end_text(game, lang)?;
        let winners: Vec<String> = game
            .end()
            .and_then(End::winner)
            .map(|c| view::colour_label(c, lang))
            .into_iter()
            .collect();
        Some(match winners.is_empty() {
            true => how,
            false => format!("{} {how}", result_text(lang, &winners)),
        })
    }
    #[cfg(feature = "site")]
    fn about(game: &Fidchell, lang: Lang) -> Vec<String> {
        vec![view::preset_label(game, lang)]
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    /// The position in words: the centre, then one row per circle from the inside out, each hole
    /// named with its stone, then the stones each side still has to place.
    fn in_words(game: &Fidchell, lang: Lang) -> Words {
        let mut rows = vec![(
            grid::name(grid::CENTRE),
            vec![view::king_text(game, lang).to_string()],
        )];
        for r in 1..=OUTER {
            let holes = RING_START[r as usize]..RING_START[r as usize + 1];
            rows.push((
                r.to_string(),
                holes.map(|p| view::hole_words(game, p, lang)).collect(),
            ));
        }
        for c in [Colour::White, Colour::Black] {
            let n = game.in_hand(c);
            if n > 0 {
                rows.push((
                    view::colour_label(c, lang),
                    vec![tf(lang, FidchellT::InHand, &[&n.to_string()])],
                ));
            }
        }
        Words {
            cols: Vec::new(),
            rows,
        }
    }
    /// The board, the last move that changed it marked.
    #[cfg(target_arch = "wasm32")]
    fn board(game: &Fidchell, args: &super::contract::BoardArgs) -> yew::Html {
        let game = std::rc::Rc::new(game.clone());
        let last_index = last_board_change(args.history);
        let last = last_index.map(|i| std::rc::Rc::new(args.history[i].clone()));
        let own = board::FidchellOwn {
            last_ply: last_index.map_or(0, |i| i + 1),
        };
        yew::html! { <board::FidchellBoard {game} {last} {own} frame={args.frame.clone()} /> }
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
