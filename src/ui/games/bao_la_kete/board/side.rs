//! The side panel and the bar under the board: the match and the players, the status and the
//! announcement of the last move, the choices as buttons, and the replay speed.

use super::super::geom::Tap;
use super::super::picks::Question;
use super::super::sowing::Speed;
use super::super::texts::BaoT;
use super::super::view::{self, seat_label};
use super::replay::SPEED_KEY;
use super::Ctx;
use crate::engine::{Game, ToMove};
use crate::games::bao_la_kete::board::{NORTH, SOUTH};
use crate::ui::i18n::{t, tf};
use crate::ui::kit::board::{player_line, players_list, seat_kind, span};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::storage;
use yew::prelude::*;

/// The choices asked on the board, as buttons (keyboard and screen readers), and "Cancel".
pub fn choice_buttons(cx: &Ctx) -> Html {
    let (lang, input) = (cx.lang, &cx.input);
    let buttons = match (&input.question, input.cur.pit) {
        (Question::Dir(dirs), Some(p)) => dirs
            .iter()
            .map(|&d| html! {
                <button class="btn" data-choice={d.name()} onclick={input.give(Tap::Dir(d))}>{view::dir_label(p, d, lang)}</button>
            })
            .collect(),
        (Question::Kichwa(ends), Some(p)) => ends
            .iter()
            .map(|&k| html! {
                <button class="btn" data-choice={k.letter().to_string()} onclick={input.give(Tap::Kichwa(k))}>{view::kichwa_label(p.owner, k, lang)}</button>
            })
            .collect(),
        (Question::Safari, Some(_)) => html! {
            <>
                <button class="btn" data-choice="stop" onclick={input.give(Tap::Safari(false))}>{t(lang, BaoT::Stop)}</button>
                <button class="btn primary" data-choice="safari" onclick={input.give(Tap::Safari(true))}>{t(lang, BaoT::Safari)}</button>
            </>
        },
        _ => html! {},
    };
    let cancel = if input.cur.pit.is_some() {
        html! { <button class="btn" id={cx.ids.id("bao-cancel")} onclick={input.cancel()}>{t(lang, BaoT::Cancel)}</button> }
    } else {
        html! {}
    };
    html! { <div class="controls">{buttons}{cancel}</div> }
}

/// What the last move did (a capture, a kuu destroyed …), once its replay is over.
pub fn announcement(cx: &Ctx) -> Html {
    let text = if cx.replay.animating {
        None
    } else {
        cx.last
            .and_then(|s| view::announcement(cx.game, s, cx.lang))
    };
    match text {
        Some(text) => {
            html! { <p id={cx.ids.id("bao-announce")} class="bao-announce" role="status">{text}</p> }
        }
        None => html! {},
    }
}

/// One line per player: name, kind, reserve, stage and kuu (the reserve and the stage as the
/// replay shows them).
pub fn players(cx: &Ctx, seats: &[SeatKind]) -> Html {
    let (game, lang) = (cx.game, cx.lang);
    let mut out = String::new();
    for s in [NORTH, SOUTH] {
        let mut class = String::from(if s == SOUTH {
            "player south"
        } else {
            "player north"
        });
        if cx.shown_mover == Some(s) {
            class.push_str(" current");
        }
        let reserve = cx.replay.frame.reserve[s as usize & 1];
        let stage = if reserve > 0 {
            BaoT::StageNemo
        } else {
            BaoT::StageMtaji
        };
        let kuu = if game.kuu_functional(s) {
            t(lang, BaoT::KuuStanding)
        } else {
            t(lang, BaoT::KuuGone)
        };
        let detail = format!(
            "{} {} · {} · {}",
            t(lang, BaoT::Reserve),
            reserve,
            t(lang, stage),
            kuu
        );
        let mut parts = String::new();
        span(&mut parts, "detail", &[], &detail);
        let seat = (seat_label(s, lang), seat_kind(lang, seats, s));
        player_line(&mut out, (&class, ""), ("●", &seat.0, seat.1), &parts);
    }
    players_list(out)
}

/// The seeds the game-ending capture left in the winner's hand.
pub fn hand_note(cx: &Ctx) -> Html {
    let winner = match cx.game.to_move() {
        ToMove::Over(o) => o.winners().first().copied(),
        _ => None,
    };
    match winner {
        Some(w) if cx.game.hand() > 0 && !cx.replay.animating => html! {
            <p class="muted">{tf(cx.lang, BaoT::InHand, &[&seat_label(w, cx.lang), &cx.game.hand().to_string()])}</p>
        },
        _ => html! {},
    }
}

/// The replay speeds and the skip button.
pub fn speed_bar(cx: &Ctx) -> Html {
    let lang = cx.lang;
    let speed = &cx.replay.speed;
    let set_speed = |s: Speed| {
        let speed = speed.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = storage::set(SPEED_KEY, s.code());
            speed.set(s);
        })
    };
    html! {
        <div class="bao-anim" role="group" aria-label={t(lang, BaoT::Speed)}>
            <span class="muted">{t(lang, BaoT::Speed)}</span>
            { for Speed::ALL.iter().map(|&s| html! {
                <button id={cx.ids.id(format_args!("bao-speed-{}", s.code()))}
                    class={classes!("btn", "small", (s == **speed).then_some("on"))}
                    aria-pressed={(s == **speed).to_string()} onclick={set_speed(s)}>{t(lang, s.label())}</button>
            }) }
            <button id={cx.ids.id("bao-skip")} class="btn small" disabled={!cx.replay.animating} onclick={cx.replay.skip.clone()}>{t(lang, BaoT::Skip)}{" »"}</button>
            {again_button(cx)}
        </div>
    }
}

/// "Show the last move again": the last move's replay from the position before it, with the
/// board locked meanwhile. Off while a move is shown and when there is no move to show (none
/// played yet, or the last one started the next game of the match after a reload).
fn again_button(cx: &Ctx) -> Html {
    let again = cx.replay.again.clone().filter(|_| !cx.replay.animating);
    let disabled = again.is_none();
    let cancel = cx.input.cancel();
    let onclick = Callback::from(move |e: MouseEvent| {
        if let Some(again) = &again {
            cancel.emit(e);
            again.emit(());
        }
    });
    html! {
        <button id={cx.ids.id("bao-again")} class="btn small" {disabled} {onclick}>{"↺ "}{t(cx.lang, BaoT::Again)}</button>
    }
}
