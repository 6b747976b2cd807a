//! The side panel (players, the buttons of the decisions that are not stone moves) and the strip
//! under the board (whose turn, stage, king, challenge countdown, extra turn).

use super::super::texts::FidchellT;
use super::super::view::{self, colour_class, seat_label};
use super::Ctx;
use crate::engine::Game;
use crate::games::fidchell::{Colour, Move, Phase, CHALLENGE_TURNS};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf};
use crate::ui::kit::board::{play_click, seat_kind};
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
    [Colour::White, Colour::Black]
        .iter()
        .map(|&c| {
            let s = c.seat();
            let mut class = classes!("player", colour_class(c));
            if cx.to_move == Some(s) {
                class.push("current");
            }
            html! {
                <li {class} id={cx.ids.id(format_args!("player-{}", colour_class(c)))}>
                    <span class="swatch" aria-hidden="true"></span>
                    <span class="name">{seat_label(s, lang)}</span>
                    <span class="kind">{seat_kind(lang, seats, s)}</span>
                    <span class="counts">
                        <span class="hand">{tf(lang, FidchellT::InHand, &[&game.in_hand(c).to_string()])}</span>
                        <span class="lost">{tf(lang, FidchellT::Lost, &[&game.lost(c).to_string()])}</span>
                    </span>
                </li>
            }
        })
        .collect()
}

/// The challenge countdown: a pip per turn left.
fn challenge_chip(cx: &Ctx) -> Html {
    let Some(n) = view::challenge_left(cx.game) else {
        return html! {};
    };
    let pips: Html = (0..CHALLENGE_TURNS)
        .map(|i| html! { <span class={classes!("pip", (i < n).then_some("on"))}></span> })
        .collect();
    html! {
        <span class="chip challenge-chip" id={cx.ids.id("challenge")} data-left={n.to_string()}
              title={tf(cx.lang, FidchellT::ChallengeLeft, &[&n.to_string()])}>
            {t(cx.lang, FidchellT::ChallengeChip)}{" "}<span class="pips">{pips}</span>
            <strong class="left">{n.to_string()}</strong>
        </span>
    }
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
