//! The side panel: the players and the buttons of the decisions that are not piece moves.

use super::super::texts::JinxT;
use super::super::view::{self, colour_class, seat_label};
use super::Ctx;
use crate::engine::{Game, ToMove};
use crate::games::jinx::Move;
use crate::games::AnyMove;
use crate::ui::i18n::t;
use crate::ui::kit::board::{play_click, player_line, players_list, seat_kind, span};
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
    let mut out = String::new();
    for &s in game.turn_order() {
        let count = game
            .pieces()
            .iter()
            .filter(|p| p.owner == s && p.at.is_some())
            .count();
        let mut class = format!("player {}", colour_class(game.seat_colour(s)));
        if to_move == Some(s) {
            class.push_str(" current");
        }
        if game.is_eliminated(s) {
            class.push_str(" out");
        }
        let star = if game.seat_starred(s) { "★" } else { "●" };
        let mut parts = String::new();
        let left = if game.is_eliminated(s) {
            t(lang, JinxT::Eliminated).to_string()
        } else {
            count.to_string()
        };
        span(&mut parts, "count", &[], &left);
        let seat = (star, seat_label(game, s, lang), seat_kind(lang, seats, s));
        player_line(&mut out, (&class, ""), (seat.0, &seat.1, seat.2), &parts);
    }
    players_list(out)
}
