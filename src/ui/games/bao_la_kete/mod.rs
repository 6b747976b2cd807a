//! Bao la Kete's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
pub mod geom;
pub mod picks;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod sowing;
pub mod texts;
pub mod view;

use super::contract::GameScreens;
#[cfg(feature = "site")]
use crate::engine::Game;
use crate::engine::{Effect, Seat};
use crate::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use crate::games::bao_la_kete::BaoLaKete;
#[cfg(feature = "site")]
use crate::games::bao_la_kete::Mode;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;
use texts::BaoT;

/// Bao la Kete's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = BaoLaKete;

    fn title(lang: Lang) -> &'static str {
        t(lang, BaoT::Name)
    }
    fn blurb(lang: Lang) -> &'static str {
        t(lang, BaoT::Blurb)
    }
    /// The board, sixteen pits a row (the kuu square), a few seeds.
    #[cfg(target_arch = "wasm32")]
    fn art() -> yew::Html {
        yew::html! {
            <svg class="card-art bao-art" viewBox="0 0 40 40" aria-hidden="true">
                <rect x="1" y="6" width="38" height="28" rx="3" class="bao-wood" />
                { for (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).map(|(r, c)| {
                    let (x, y) = (6.5 + 9.0 * c as f32, 11.0 + 6.0 * r as f32 + if r >= 2 { 1.0 } else { 0.0 });
                    if r == 2 && c == 2 {
                        yew::html! { <rect x={crate::ui::kit::num::num(x - 2.6)} y={crate::ui::kit::num::num(y - 2.6)} width="5.2" height="5.2" rx="0.8" class="bao-hole" /> }
                    } else {
                        yew::html! { <circle cx={crate::ui::kit::num::num(x)} cy={crate::ui::kit::num::num(y)} r="2.6" class="bao-hole" /> }
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
    #[cfg(target_arch = "wasm32")]
    fn setup(args: &crate::ui::kit::setup::SetupArgs) -> yew::Html {
        yew::html! { <setup::BaoSetup ..args.clone() /> }
    }
    fn seat_label(_: &BaoLaKete, seat: Seat, lang: Lang) -> String {
        view::seat_label(seat, lang)
    }
    fn part(lang: Lang, n: usize) -> String {
        tf(lang, BaoT::PartLabel, &[&n.to_string()])
    }
    fn describe(_: &BaoLaKete, step: &Step, lang: Lang) -> String {
        view::describe(step, lang)
    }
    /// North's seeds are dark, South's light (drawn darker to show on the chart).
    fn seat_colour(_: &BaoLaKete, seat: Seat) -> Option<&'static str> {
        Some(if seat == SOUTH { "#a0783a" } else { "#4a2c14" })
    }
    fn end(game: &BaoLaKete, lang: Lang) -> Option<String> {
        view::end_text(game, lang)
    }
    #[cfg(feature = "site")]
    /// What a saved game's line says of it: one game or a match, and a match's score while it is
    /// played.
    fn about(game: &BaoLaKete, lang: Lang) -> Vec<String> {
        let tally = view::tally(game);
        let mut out = vec![view::match_line(game, tally, lang)];
        if game.mode() == Mode::Match && !game.is_over() {
            out.push(view::score_line(tally, lang));
        }
        out
    }
    /// Whether a move captured: it lifted seeds from a pit of the other side.
    fn captured(step: &Step) -> bool {
        let mover = crate::ui::kit::effects::mover_seat(&step.mover);
        step.effects.iter().any(|e| match e {
            Effect::Lifted { at, .. } => Pit::from_id(*at).is_some_and(|p| Some(p.owner) != mover),
            _ => false,
        })
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    /// The position in words: the four rows as drawn (North's back row first), each pit with its
    /// seeds, then each side's reserve.
    fn in_words(game: &BaoLaKete, lang: Lang) -> Words {
        let mut rows: Vec<(String, Vec<String>)> = (0..4u8)
            .map(|r| {
                let cells: Vec<String> = (0..8)
                    .filter_map(|c| Pit::at_cell(r, c))
                    .map(|p| view::pit_words(game, p))
                    .collect();
                (
                    view::seat_label(if r < 2 { NORTH } else { SOUTH }, lang),
                    cells,
                )
            })
            .collect();
        rows.push((
            t(lang, BaoT::Reserve).to_string(),
            [SOUTH, NORTH]
                .map(|s| format!("{}: {}", view::seat_label(s, lang), game.reserve(s)))
                .to_vec(),
        ));
        Words {
            cols: Vec::new(),
            rows,
        }
    }
    #[cfg(target_arch = "wasm32")]
    fn board(game: &BaoLaKete, args: &super::contract::BoardArgs) -> yew::Html {
        let game = std::rc::Rc::new(game.clone());
        let last = args.history.last().cloned().map(std::rc::Rc::new);
        yew::html! { <board::BaoBoard {game} {last} own={()} frame={args.frame.clone()} /> }
    }
}
