//! The side panel: the players, the status, the parts of the number, the buttons of the moves
//! that concern no single ball, the selected ball's moves, the memory list and the "fast" switch.

use super::super::dice::DiceShow;
use super::super::geom::corner_class;
use super::super::picks;
use super::super::texts::BarneT;
use super::super::view::{self, ball_label, roman, seat_label};
use super::state::{Ctx, Ui, FAST_KEY};
use super::{hover_handlers, icon_inline};
use crate::engine::{Effect, Game, ToMove};
use crate::games::barne_zirkulua::{Loc, Move, Phase};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::board::{play_click, seat_kind, Ids};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::storage;
use yew::prelude::*;

/// One line per player: colour, name, kind, round marker, balls home.
pub fn players(cx: &Ctx, seats: &[SeatKind], lang: Lang) -> Html {
    let game = cx.game;
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        ToMove::Chance => Some(game.turn()),
        ToMove::Over(_) => None,
    };
    (0..game.seats() as u8)
        .map(|s| {
            let home = game.balls(s).iter().filter(|l| matches!(l, Loc::Goal(_))).count();
            let mut class = classes!("player", corner_class(game.seat_corner(s)));
            if to_move == Some(s) {
                class.push("current");
            }
            let mark = game.marker(s);
            html! {
                <li {class}>
                    <span class="swatch" aria-hidden="true">{"●"}</span>
                    <span class="name">{seat_label(game, s, lang)}</span>
                    <span class="kind">{seat_kind(lang, seats, s)}</span>
                    <span class="count" title={t(lang, BarneT::Rounds)}>
                        { if mark == 0 { "0".to_string() } else { roman(mark) } }
                    </span>
                    <span class="home-count" aria-hidden="true">{format!("{home}/{}", game.config().balls)}</span>
                </li>
            }
        })
        .collect()
}

/// The status lines, a won round first.
pub fn status(cx: &Ctx, lang: Lang) -> Vec<String> {
    // What a roll brings is told when its dice settle.
    if cx.tumbling {
        return vec![t(lang, BarneT::Rolling).to_string()];
    }
    let mut status = view::status(cx.game, lang, cx.can_act, cx.sel);
    for e in cx.last.iter().flat_map(|s| &s.effects) {
        if let Effect::RoundOver { winner: Some(w) } = e {
            status.insert(
                0,
                tf(lang, BarneT::RoundWon, &[&seat_label(cx.game, *w, lang)]),
            );
        }
    }
    status
}

fn joined(parts: Vec<String>) -> String {
    if parts.is_empty() {
        "–".to_string()
    } else {
        parts.join(" + ")
    }
}

/// The parts of the number left, and what the previewed move would leave ("8 → 4").
pub fn parts(cx: &Ctx, lang: Lang) -> Html {
    let pool = cx.game.pool();
    if pool.is_empty() || cx.tumbling {
        return html! {};
    }
    let parts: Vec<String> = pool.iter().map(|p| p.to_string()).collect();
    let after = match &cx.preview {
        Some(g2) if g2.pool() != pool && matches!(g2.phase(), Phase::Action(_)) => {
            let p2 = joined(g2.pool().iter().map(|p| p.to_string()).collect());
            html! { <span class="preview-parts">{format!(" → {p2}")}</span> }
        }
        _ => html! {},
    };
    html! { <p id={cx.ids.id("parts")} class="parts">{tf(lang, BarneT::PartsLabel, &[&parts.join(" + ")])}{after}</p> }
}

/// The entry tries left, in words.
pub fn tries_line(cx: &Ctx, dice: &DiceShow, lang: Lang) -> Html {
    if super::dice::shows_tries(dice)
        && !dice.stale
        && !cx.tumbling
        && matches!(cx.game.phase(), Phase::Entry { .. } | Phase::Roll)
    {
        html! { <p class="tries-line">{tf(lang, BarneT::Tries, &[&dice.tries.to_string()])}</p> }
    } else {
        html! {}
    }
}

/// A button that plays `mv` (and lets the selection go); pointing at it or focusing it previews
/// the move.
fn move_button(
    ui: &Ui,
    on_move: &Callback<AnyMove>,
    class: &'static str,
    mv: Move,
    label: String,
) -> Html {
    let selected = ui.selected.clone();
    let onclick = play_click(on_move, mv, move || selected.set(None));
    let ic = picks::move_option(&mv).map(icon_inline).unwrap_or_default();
    let (enter, leave) = hover_handlers(&ui.hover, mv);
    html! {
        <button {class} data-move={mv.to_string()} {onclick} onmouseenter={enter.reform(|_: MouseEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
            onmouseleave={leave.reform(|_: MouseEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>{ic}{label}</button>
    }
}

/// The "Roll" button of a person's own roll.
fn roll_button(ids: Ids, mv: &AnyMove, on_move: &Callback<AnyMove>, lang: Lang) -> Html {
    let onclick = {
        let on_move = on_move.clone();
        let mv = mv.clone();
        Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
    };
    html! {
        <button id={ids.id("roll")} class="btn primary roll" {onclick}>
            <svg class="die-icon" viewBox="0 0 16 16" aria-hidden="true">
                <rect x="1.5" y="1.5" width="13" height="13" rx="3" />
                <circle cx="5" cy="5" r="1.3" /><circle cx="11" cy="11" r="1.3" /><circle cx="8" cy="8" r="1.3" />
            </svg>
            {t(lang, BarneT::Roll)}
        </button>
    }
}

/// The controls: "End turn" (disabled until the rules allow it), "Roll", and a button per move
/// that concerns no single ball.
pub fn buttons(
    cx: &Ctx,
    ui: &Ui,
    roll: Option<&AnyMove>,
    on_move: &Callback<AnyMove>,
    lang: Lang,
) -> Vec<Html> {
    let game = cx.game;
    let mut buttons: Vec<Html> = Vec::new();
    if cx.can_act
        && matches!(game.phase(), Phase::Action(_))
        && game.pending().is_none()
        && !cx.legal.contains(&Move::EndTurn)
    {
        buttons.push(html! {
            <button class="btn end-turn" disabled=true data-move="end" aria-describedby={cx.ids.id("end-why")}>
                {t(lang, BarneT::EndTurn)}
            </button>
        });
        buttons.push(html! { <span id={cx.ids.id("end-why")} class="why">{view::owed_text(game, lang)}</span> });
    }
    if let Some(mv) = roll.filter(|_| !cx.animating) {
        buttons.push(roll_button(cx.ids, mv, on_move, lang));
    }
    for mv in &cx.legal {
        let Some(label) = view::button_label(game, mv, lang) else {
            continue;
        };
        let class = match mv {
            Move::EndTurn | Move::Roll | Move::Change | Move::Goal(_) => "btn primary",
            _ => "btn",
        };
        buttons.push(move_button(ui, on_move, class, *mv, label));
    }
    buttons
}

/// The moves of the selected ball, as buttons.
pub fn ball_moves(cx: &Ctx, ui: &Ui, on_move: &Callback<AnyMove>, lang: Lang) -> Html {
    let (Some(b), None) = (cx.sel, cx.pending) else {
        return html! {};
    };
    let items: Vec<Html> = cx
        .game
        .moves_for_ball(b)
        .iter()
        .filter(|m| picks::move_ball(m) == Some(b))
        .filter_map(|mv| {
            let label = view::ball_move_label(cx.game, mv, lang)?;
            Some(html! { <li>{move_button(ui, on_move, "btn small", *mv, label)}</li> })
        })
        .collect();
    html! {
        <div class="ball-moves">
            <h3 class="small-title">{ball_label(b, lang)}</h3>
            <ul>{ for items }</ul>
        </div>
    }
}

/// The options each player has stored (memory expansion).
pub fn memory_list(cx: &Ctx, lang: Lang) -> Html {
    let game = cx.game;
    if !game.config().memory {
        return html! {};
    }
    let items: Vec<Html> = (0..game.seats() as u8)
        .map(|s| {
            html! {
                <li class={corner_class(game.seat_corner(s))}>
                    <span class="name">{seat_label(game, s, lang)}</span>
                    { for game.memory(s).iter().map(|m| html! { <span class="mem-chip" title={view::mem_name(*m, lang)}>{icon_inline(*m)}</span> }) }
                </li>
            }
        })
        .collect();
    html! {
        <div class="memory-list">
            <h3 class="small-title">{t(lang, BarneT::MemoryLabel)}</h3>
            <ul>{ for items }</ul>
        </div>
    }
}

/// The "fast dice and moves" switch, kept in storage.
pub fn fast_toggle(ids: Ids, ui: &Ui, lang: Lang) -> Html {
    let onchange = {
        let fast = ui.fast.clone();
        Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.checked())
                .unwrap_or(false);
            let _ = storage::set(FAST_KEY, if on { "1" } else { "0" });
            fast.set(on);
        })
    };
    html! {
        <label class="fast-toggle">
            <input type="checkbox" id={ids.id("fast")} checked={*ui.fast} {onchange} />
            {t(lang, BarneT::Fast)}
        </label>
    }
}
