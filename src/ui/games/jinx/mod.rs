//! Jinx's screens: the board, its view helpers, its new-game dialog and its texts.

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod setup;
pub mod texts;
pub mod view;

use super::contract::GameScreens;
use crate::engine::{Effect, Seat};
use crate::games::jinx::board::{self as grid, Point};
use crate::games::jinx::{DrawReason, Jinx, Mode, Move};
use crate::games::Member;
use crate::ui::i18n::{join_list, t, tf, Lang};
use crate::ui::kit::effects::{captures, mover_seat};
use crate::ui::kit::step::{History, Step};
use crate::ui::kit::words::Words;
use texts::JinxT;

/// Jinx's screens.
pub struct Screens;

impl GameScreens for Screens {
    type Game = Jinx;

    fn title(lang: Lang) -> &'static str {
        t(lang, JinxT::Name)
    }
    fn blurb(lang: Lang) -> &'static str {
        t(lang, JinxT::Blurb)
    }
    #[cfg(target_arch = "wasm32")]
    fn art() -> yew::Html {
        yew::html! {
            <svg class="card-art" viewBox="0 0 40 40" aria-hidden="true">
                <path d="M5 5 H35 M5 20 H35 M5 35 H35" class="seg red" />
                <path d="M5 5 V35 M20 5 V35 M35 5 V35" class="seg green" />
                <circle cx="20" cy="20" r="5" class="piece-icon red" />
                <circle cx="35" cy="5" r="5" class="piece-icon green" />
            </svg>
        }
    }
    #[cfg(target_arch = "wasm32")]
    fn setup(args: &crate::ui::kit::setup::SetupArgs) -> yew::Html {
        yew::html! { <setup::JinxSetup ..args.clone() /> }
    }
    fn seat_label(game: &Jinx, seat: Seat, lang: Lang) -> String {
        view::seat_label(game, seat, lang)
    }
    /// One move of the move list in plain words.
    fn describe(game: &Jinx, step: &Step, lang: Lang) -> String {
        let who = mover_seat(&step.mover)
            .map(|s| view::seat_label(game, s, lang))
            .unwrap_or_default();
        let Some(mv) = Jinx::move_of(&step.mv).cloned() else {
            return step.mv.to_string();
        };
        match mv {
            Move::Go { from, to } => {
                let mut text = tf(
                    lang,
                    JinxT::MoveText,
                    &[&who, &grid::name(from), &grid::name(to)],
                );
                let captured: Vec<String> = captures(&step.effects)
                    .iter()
                    .map(|(_, at, _)| grid::name(*at as Point))
                    .collect();
                if !captured.is_empty() {
                    text.push_str(", ");
                    text.push_str(&tf(lang, JinxT::Captures, &[&join_list(lang, &captured)]));
                }
                text
            }
            Move::Call(target) => tf(
                lang,
                JinxT::Called,
                &[&who, &view::seat_label(game, target, lang)],
            ),
            Move::NoCall => tf(lang, JinxT::NoCallText, &[&who]),
            Move::EndTurn => tf(lang, JinxT::EndText, &[&who]),
            Move::Pass => tf(lang, JinxT::PassText, &[&who]),
            Move::ProposeDraw => tf(lang, JinxT::ProposeText, &[&who]),
            Move::AcceptDraw => tf(lang, JinxT::AcceptText, &[&who]),
            Move::DeclineDraw => tf(lang, JinxT::DeclineText, &[&who]),
        }
    }
    /// A player's "no call" belongs to the move list's entry of the move it follows.
    fn folds(_: &Jinx, _: &Step, step: &Step) -> bool {
        matches!(Jinx::move_of(&step.mv), Some(Move::NoCall))
    }
    /// A folded "no call", in the entry of its move.
    fn folded(_: &Jinx, _: &Step, lang: Lang) -> String {
        t(lang, JinxT::NoCallFolded).to_string()
    }
    /// A seat's colour in the two-player game (red, green); the others have no colour of their own.
    fn seat_colour(game: &Jinx, seat: Seat) -> Option<&'static str> {
        match (game.mode(), seat) {
            (Mode::Two, 0) => Some("#c8262b"),
            (Mode::Two, _) => Some("#1f7a3d"),
            _ => None,
        }
    }
    /// Why a drawn game was drawn, in words.
    fn end(game: &Jinx, lang: Lang) -> Option<String> {
        Some(match game.draw_reason()? {
            DrawReason::Agreement => t(lang, JinxT::DrawAgreed).to_string(),
            DrawReason::NoCapture(n) => tf(lang, JinxT::DrawQuiet, &[&n.to_string()]),
            DrawReason::OnePieceEach(n) => tf(lang, JinxT::DrawSingles, &[&n.to_string()]),
        })
    }
    fn refusal(lang: Lang, code: &str) -> Option<&'static str> {
        texts::refusal_text(lang, code)
    }
    /// The position in words: the grid as a table, row 9 first as drawn, each cell the owner of
    /// the piece on that point.
    fn in_words(game: &Jinx, lang: Lang) -> Words {
        Words {
            cols: (b'A'..=b'I').map(|c| (c as char).to_string()).collect(),
            rows: (0..9u8)
                .rev()
                .map(|y| {
                    let cells = (0..9)
                        .map(|x| view::on_point(game, grid::point(x, y), lang))
                        .collect();
                    ((y + 1).to_string(), cells)
                })
                .collect(),
        }
    }
    /// The board, its last piece move marked.
    #[cfg(target_arch = "wasm32")]
    fn board(game: &Jinx, args: &super::contract::BoardArgs) -> yew::Html {
        let game = std::rc::Rc::new(game.clone());
        let last = last_piece_move(args.history).cloned().map(std::rc::Rc::new);
        yew::html! { <board::JinxBoard {game} {last} own={()} frame={args.frame.clone()} /> }
    }
}

/// The last move that moved a piece: it stays marked while calls and other decisions follow.
pub fn last_piece_move(history: &History) -> Option<&Step> {
    history
        .iter()
        .rev()
        .find(|s| s.effects.iter().any(|e| matches!(e, Effect::Moved { .. })))
}
