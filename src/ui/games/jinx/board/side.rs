//! The side panel: the players and the buttons of the decisions that are not piece moves.

use super::super::texts::JinxT;
use super::super::view::{self, colour_class, seat_label};
use super::Ctx;
use crate::engine::{Game, ToMove};
use crate::games::jinx::Move;
use crate::games::AnyMove;
use crate::ui::i18n::t;
use crate::ui::kit::board::{play_click, seat_kind};
use crate::ui::kit::seats::SeatKind;
use yew::prelude::*;

/// Jinx calls, passing, ending a turn, draws.
pub fn buttons(cx: &Ctx, on_move: &Callback<AnyMove>) -> Html {
    if !cx.can_act {
        return html! {};
    }
    cx.legal
        .iter()
        .filter_map(|mv| {
            let label = view::button_label(cx.game, mv, cx.lang)?;
            let class = match mv {
                Move::Call(_) => "btn jinx-call",
                Move::Pass | Move::NoCall | Move::EndTurn => "btn primary",
                _ => "btn",
            };
            let onclick = play_click(on_move, *mv, || ());
            Some(html! {
                <button {class} data-move={cx.game.move_text(mv)} {onclick}>{label}</button>
            })
        })
        .collect()
}

/// One line per seat in turn order: colour (a star for a starred side), name, kind, pieces left.
pub fn players(cx: &Ctx, seats: &[SeatKind]) -> Html {
    let (game, lang) = (cx.game, cx.lang);
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    };
    game.turn_order()
        .iter()
        .map(|&s| {
            let count = game.pieces().iter().filter(|p| p.owner == s && p.at.is_some()).count();
            let mut class = classes!("player", colour_class(game.seat_colour(s)));
            if to_move == Some(s) {
                class.push("current");
            }
            if game.is_eliminated(s) {
                class.push("out");
            }
            let star = if game.seat_starred(s) { "★" } else { "●" };
            html! {
                <li {class}>
                    <span class="swatch" aria-hidden="true">{star}</span>
                    <span class="name">{seat_label(game, s, lang)}</span>
                    <span class="kind">{seat_kind(lang, seats, s)}</span>
                    <span class="count">{
                        if game.is_eliminated(s) { t(lang, JinxT::Eliminated).to_string() } else { format!("{count}") }
                    }</span>
                </li>
            }
        })
        .collect()
}
