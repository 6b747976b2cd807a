//! The side panel (players, the buttons of the decisions that are not stone moves) and the strip
//! under the board (whose turn, stage, king, challenge countdown, extra turn).

use super::super::texts::FidchellT;
use super::super::view::{self, colour_class, seat_label};
use super::Ctx;
use crate::engine::Game;
use crate::games::fidchell::{Colour, Move, Phase, CHALLENGE_TURNS};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf};
use crate::ui::kit::board::{escape, play_click, player_line, players_list, seat_kind, span};
use crate::ui::kit::seats::SeatKind;
use yew::prelude::*;

/// A button that plays `mv`; its id is `mv-` and the move's name.
fn button(
    cx: &Ctx,
    on_move: &Callback<AnyMove>,
    mv: Move,
    label: FidchellT,
    class: &'static str,
) -> Html {
    let text = cx.game.move_text(&mv);
    let onclick = play_click(on_move, mv, || ());
    html! { <button {class} id={cx.ids.id(format_args!("mv-{}", text.split(':').next().unwrap_or("")))}
    data-move={text} {onclick}>{t(cx.lang, label)}</button> }
}

/// Game two's challenge, White's removal choice (remove the marked stones, or decline), passing.
/// (Conceding is in the strip under the board, [`board_bar`].)
pub fn buttons(cx: &Ctx, on_move: &Callback<AnyMove>) -> Vec<Html> {
    let mut buttons: Vec<Html> = Vec::new();
    if cx.legal.contains(&Move::Challenge) {
        buttons.push(button(
            cx,
            on_move,
            Move::Challenge,
            FidchellT::Challenge,
            "btn challenge",
        ));
    }
    if cx.game.phase() == Phase::Removal && cx.can_act {
        match view::removal_move(cx.game, &cx.marks) {
            Some(mv) => buttons.push(button(cx, on_move, mv, FidchellT::Remove, "btn primary")),
            None => buttons.push(html! {
                <button class="btn primary" id={cx.ids.id("mv-remove")} disabled=true>{t(cx.lang, FidchellT::Remove)}</button>
            }),
        }
        buttons.push(button(
            cx,
            on_move,
            Move::Decline,
            FidchellT::Decline,
            "btn",
        ));
    }
    if cx.legal.contains(&Move::Pass) {
        buttons.push(button(
            cx,
            on_move,
            Move::Pass,
            FidchellT::Pass,
            "btn primary",
        ));
    }
    buttons
}

/// One line per side: name, kind, stones in hand and lost.
pub fn players(cx: &Ctx, seats: &[SeatKind]) -> Html {
    let (game, lang) = (cx.game, cx.lang);
    let mut out = String::new();
    for c in [Colour::White, Colour::Black] {
        let s = c.seat();
        let mut class = format!("player {}", colour_class(c));
        if cx.to_move == Some(s) {
            class.push_str(" current");
        }
        let mut parts = String::from("<span class=\"counts\">");
        let hand = tf(lang, FidchellT::InHand, &[&game.in_hand(c).to_string()]);
        span(&mut parts, "hand", &[], &hand);
        let lost = tf(lang, FidchellT::Lost, &[&game.lost(c).to_string()]);
        span(&mut parts, "lost", &[], &lost);
        parts.push_str("</span>");
        let id = cx.ids.id(format_args!("player-{}", colour_class(c)));
        let seat = (seat_label(s, lang), seat_kind(lang, seats, s));
        player_line(&mut out, (&class, &id), ("", &seat.0, seat.1), &parts);
    }
    players_list(out)
}

/// The challenge countdown: a pip per turn left.
fn challenge_chip(cx: &Ctx) -> Html {
    let Some(n) = view::challenge_left(cx.game) else {
        return html! {};
    };
    // HTML text: the chip has no handlers.
    let mut out = String::from("<span class=\"chip challenge-chip\" id=\"");
    escape(&mut out, &cx.ids.id("challenge"));
    out.push_str(&format!("\" data-left=\"{n}\" title=\""));
    escape(
        &mut out,
        &tf(cx.lang, FidchellT::ChallengeLeft, &[&n.to_string()]),
    );
    out.push_str("\">");
    escape(&mut out, t(cx.lang, FidchellT::ChallengeChip));
    out.push_str(" <span class=\"pips\">");
    for i in 0..CHALLENGE_TURNS {
        out.push_str(if i < n {
            "<span class=\"pip on\"></span>"
        } else {
            "<span class=\"pip\"></span>"
        });
    }
    out.push_str(&format!(
        "</span><strong class=\"left\">{n}</strong></span>"
    ));
    Html::from_html_unchecked(out.into())
}

/// The strip under the board: whose turn (repeated for small screens where the side panel is
/// below), stage, king, challenge countdown, extra turn, and a person's "Concede".
pub fn board_bar(cx: &Ctx, on_move: &Callback<AnyMove>) -> Html {
    let (game, lang) = (cx.game, cx.lang);
    let extra = if game.is_extra_turn() && game.end().is_none() {
        html! {
            <span key={format!("x{}", cx.ply)} class={classes!("chip", "extra-chip", cx.extra_now.then_some("fresh"))} id={cx.ids.id("extra-turn")}>
                {t(lang, FidchellT::ExtraTurnBadge)}
            </span>
        }
    } else {
        html! {}
    };
    let turn_chip = match cx.to_move {
        Some(s) => html! {
            <span class={classes!("chip", "turn-chip", colour_class(Colour::from_seat(s)))}>
                <span class="swatch" aria-hidden="true"></span>
                {tf(lang, FidchellT::ToMove, &[&seat_label(s, lang)])}
            </span>
        },
        None => html! {},
    };
    let stage = view::stage_text(game, lang)
        .map(|s| html! { <span class="chip" id={cx.ids.id("stage")}>{s}</span> })
        .unwrap_or_default();
    html! {
        <p class="board-bar">
            {turn_chip}
            {stage}
            <span class={classes!("chip", "king-chip", view::king_class(game))} id={cx.ids.id("king-status")}>
                {view::king_text(game, lang)}
            </span>
            {challenge_chip(cx)}
            {extra}
            // Giving up is never a listed move: offered to a person on his turn, small, in the
            // strip (where it takes no row of its own on a phone).
            if cx.can_act && game.phase() != Phase::Over {
                {button(cx, on_move, Move::Resign, FidchellT::Resign, "btn small resign")}
            }
        </p>
    }
}
