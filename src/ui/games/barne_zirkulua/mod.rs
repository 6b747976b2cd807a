//! Barne-zirkulua's screens: the board and its dice, its view helpers, its new-game dialog and
//! its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
pub mod describe;
pub mod dice;
pub mod geom;
pub mod picks;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::GameScreens;
use crate::engine::{Effect, Game, Seat};
use crate::games::barne_zirkulua::{BarneZirkulua, Move};
use crate::games::Member;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::effects::mover_seat;
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;
use texts::BarneT;

/// Barne-zirkulua's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = BarneZirkulua;

    fn title(lang: Lang) -> &'static str {
        t(lang, BarneT::Name)
    }
    fn blurb(lang: Lang) -> &'static str {
        t(lang, BarneT::Blurb)
    }
    #[cfg(target_arch = "wasm32")]
    fn art() -> yew::Html {
        yew::html! {
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
    #[cfg(target_arch = "wasm32")]
    fn setup(args: &crate::ui::kit::setup::SetupArgs) -> yew::Html {
        yew::html! { <setup::BarneSetup ..args.clone() /> }
    }
    fn seat_label(game: &BarneZirkulua, seat: Seat, lang: Lang) -> String {
        view::seat_label(game, seat, lang)
    }
    fn describe(game: &BarneZirkulua, step: &Step, lang: Lang) -> String {
        describe::describe(game, step, lang)
    }
    /// Whether `step` belongs to the move list's entry of the step before it, in one turn: a
    /// player's roll, then what they did with it (its words there are its description). A turn ends where a step passes or
    /// ends a round; a throw of the dice after a player's moves begins the next turn, but the tries
    /// of one entry roll, and the main roll after a ball came out, stay in their turn.
    fn folds(_: &BarneZirkulua, before: &Step, step: &Step) -> bool {
        let ends = before.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Passed { .. } | Effect::RoundOver { .. } | Effect::GameOver
            )
        });
        let earlier = BarneZirkulua::move_of(&before.mv);
        let same_turn = match (mover_seat(&before.mover), mover_seat(&step.mover)) {
            (Some(a), Some(b)) => a == b,
            (None, Some(_)) => true,
            (None, None) => matches!(earlier, Some(Move::EntryRoll(_))),
            (Some(_), None) => matches!(earlier, Some(Move::Roll)),
        };
        same_turn && !ends
    }
    fn part(lang: Lang, n: usize) -> String {
        tf(lang, BarneT::PartLabel, &[&n.to_string()])
    }
    fn seat_colour(game: &BarneZirkulua, seat: Seat) -> Option<&'static str> {
        Some(geom::corner_colour(game.seat_corner(seat)))
    }
    /// The player whose turn it is throws the dice.
    fn roller(game: &BarneZirkulua) -> Option<Seat> {
        Some(game.turn())
    }
    fn end(game: &BarneZirkulua, lang: Lang) -> Option<String> {
        view::match_won(game, lang)
    }
    #[cfg(feature = "site")]
    /// What a saved game's line says of a match: its variant (when not the basic game) and, while
    /// it is played, the rounds each seat has won ("Rounds won: II–0").
    fn about(game: &BarneZirkulua, lang: Lang) -> Vec<String> {
        let c = game.config();
        let variant = match (c.memory, c.goal16) {
            (true, true) => Some(BarneT::MemoryGoal16),
            (true, false) => Some(BarneT::Memory),
            (false, true) => Some(BarneT::Goal16),
            (false, false) => None,
        };
        let mut out: Vec<String> = variant
            .map(|k| t(lang, k).to_string())
            .into_iter()
            .collect();
        let marks: Vec<u8> = (0..game.seats() as u8).map(|s| game.marker(s)).collect();
        if !game.is_over() && marks.iter().any(|m| *m > 0) {
            let marks: Vec<String> = marks
                .iter()
                .map(|m| if *m == 0 { "0".into() } else { view::roman(*m) })
                .collect();
            out.push(format!("{}: {}", t(lang, BarneT::Rounds), marks.join("–")));
        }
        out
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    /// The position in words: one row per player, each ball with the field it is on.
    fn in_words(game: &BarneZirkulua, lang: Lang) -> Words {
        let rows = (0..game.seats() as Seat)
            .map(|s| {
                let balls = game.balls(s).iter().enumerate().map(|(i, loc)| {
                    let code = geom::loc_code(game.ball_ref(s, i as u8), *loc);
                    format!("{}: {}", i + 1, view::code_name(code, lang))
                });
                (view::seat_label(game, s, lang), balls.collect())
            })
            .collect();
        Words {
            cols: Vec::new(),
            rows,
        }
    }
    /// The board, with the dice as the last throw left them.
    #[cfg(target_arch = "wasm32")]
    fn board(game: &BarneZirkulua, args: &super::contract::BoardArgs) -> yew::Html {
        let own = board::BarneOwn {
            moves_played: args.history.len(),
            dice: dice::dice_show(game, args.history),
            roll_move: args.roll.clone(),
        };
        let game = std::rc::Rc::new(game.clone());
        let last = args.history.last().cloned().map(std::rc::Rc::new);
        yew::html! { <board::BarneBoard {game} {last} {own} frame={args.frame.clone()} /> }
    }
}
