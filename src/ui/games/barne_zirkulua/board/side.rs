//! The side panel: the players, the status, the parts of the number, the buttons of the moves
//! that concern no single ball, the selected ball's moves, the memory list and the "fast" switch.

use super::super::dice::DiceShow;
use super::super::geom::corner_class;
use super::super::picks;
use super::super::texts::BarneT;
use super::super::view::{self, ball_label, roman, seat_label};
use super::state::{Ctx, Ui, FAST_KEY};
use super::{hover_handlers, icon_inline, icon_inline_text};
use crate::engine::{Effect, Game, ToMove};
use crate::games::barne_zirkulua::{Loc, Move, Phase};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::board::{escape, play_click, player_line, players_list, seat_kind, span, Ids};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::storage;
use crate::ui::kit::words::cell;
use yew::prelude::*;

/// One line per player: colour, name, kind, round marker, balls home.
pub fn players(cx: &Ctx, seats: &[SeatKind], lang: Lang) -> Html {
    let game = cx.game;
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        ToMove::Chance => Some(game.turn()),
        ToMove::Over(_) => None,
    };
    let mut out = String::new();
    for s in 0..game.seats() as u8 {
        let home = game
            .balls(s)
            .iter()
            .filter(|l| matches!(l, Loc::Goal(_)))
            .count();
        let mut class = format!("player {}", corner_class(game.seat_corner(s)));
        if to_move == Some(s) {
            class.push_str(" current");
        }
        let mark = game.marker(s);
        let rounds = if mark == 0 {
            "0".to_string()
        } else {
            roman(mark)
        };
        let mut parts = String::new();
        span(
            &mut parts,
            "count",
            &[("title", t(lang, BarneT::Rounds))],
            &rounds,
        );
        let home = format!("{home}/{}", game.config().balls);
        span(&mut parts, "home-count", &[("aria-hidden", "true")], &home);
        let seat = (seat_label(game, s, lang), seat_kind(lang, seats, s));
        player_line(&mut out, (&class, ""), ("●", &seat.0, seat.1), &parts);
    }
    players_list(out)
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

/// The parts of the number left, and what the previewed move would leave ("8 → 4"), as HTML
/// text.
pub fn parts(cx: &Ctx, lang: Lang) -> Html {
    let pool = cx.game.pool();
    if pool.is_empty() || cx.tumbling {
        return Html::default();
    }
    let parts: Vec<String> = pool.iter().map(|p| p.to_string()).collect();
    let mut out = String::new();
    escape(
        &mut out,
        &tf(lang, BarneT::PartsLabel, &[&parts.join(" + ")]),
    );
    if let Some(g2) = cx
        .preview
        .as_ref()
        .filter(|g2| g2.pool() != pool && matches!(g2.phase(), Phase::Action(_)))
    {
        let p2 = joined(g2.pool().iter().map(|p| p.to_string()).collect());
        span(&mut out, "preview-parts", &[], &format!(" → {p2}"));
    }
    paragraph(&cx.ids.id("parts"), "parts", &out)
}

/// A `<p>` of `id` (none if empty) and `class` holding `inner`, HTML text.
fn paragraph(id: &str, class: &str, inner: &str) -> Html {
    let mut out = String::from("<p ");
    if !id.is_empty() {
        out.push_str(&format!("id=\"{id}\" "));
    }
    out.push_str(&format!("class=\"{class}\">{inner}</p>"));
    Html::from_html_unchecked(out.into())
}

/// The entry tries left, in words.
pub fn tries_line(cx: &Ctx, dice: &DiceShow, lang: Lang) -> Html {
    if super::dice::shows_tries(dice)
        && !dice.stale
        && !cx.tumbling
        && matches!(cx.game.phase(), Phase::Entry { .. } | Phase::Roll)
    {
        let mut out = String::new();
        escape(
            &mut out,
            &tf(lang, BarneT::Tries, &[&dice.tries.to_string()]),
        );
        paragraph("", "tries-line", &out)
    } else {
        Html::default()
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

/// The die drawn on the "Roll" button, as SVG text.
const DIE_ICON: &str = "<svg class=\"die-icon\" viewBox=\"0 0 16 16\" aria-hidden=\"true\">\
    <rect x=\"1.5\" y=\"1.5\" width=\"13\" height=\"13\" rx=\"3\"/><circle cx=\"5\" cy=\"5\" r=\"1.3\"/>\
    <circle cx=\"11\" cy=\"11\" r=\"1.3\"/><circle cx=\"8\" cy=\"8\" r=\"1.3\"/></svg>";

/// The "Roll" button of a person's own roll.
fn roll_button(ids: Ids, mv: &AnyMove, on_move: &Callback<AnyMove>, lang: Lang) -> Html {
    let onclick = {
        let on_move = on_move.clone();
        let mv = mv.clone();
        Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
    };
    html! {
        <button id={ids.id("roll")} class="btn primary roll" {onclick}>
            {Html::from_html_unchecked(AttrValue::Static(DIE_ICON))}
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
        // A button that waits for the rules has no handler: HTML text, with why beside it.
        let mut why = String::from("<button class=\"btn end-turn\" disabled data-move=\"end\" ");
        why.push_str("aria-describedby=\"");
        escape(&mut why, &cx.ids.id("end-why"));
        why.push_str("\">");
        escape(&mut why, t(lang, BarneT::EndTurn));
        why.push_str("</button>");
        span(
            &mut why,
            "why",
            &[("id", &cx.ids.id("end-why"))],
            &view::owed_text(game, lang),
        );
        buttons.push(Html::from_html_unchecked(why.into()));
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
            {Html::from_html_unchecked({
                let mut title = String::new();
                cell(&mut title, "h3 class=\"small-title\"", &ball_label(b, lang));
                title.into()
            })}
            <ul>{ for items }</ul>
        </div>
    }
}

/// The options each player has stored (memory expansion), as HTML text.
pub fn memory_list(cx: &Ctx, lang: Lang) -> Html {
    let game = cx.game;
    if !game.config().memory {
        return Html::default();
    }
    let mut out = String::from("<div class=\"memory-list\">");
    cell(
        &mut out,
        "h3 class=\"small-title\"",
        t(lang, BarneT::MemoryLabel),
    );
    out.push_str("<ul>");
    for s in 0..game.seats() as u8 {
        out.push_str(&format!(
            "<li class=\"{}\">",
            corner_class(game.seat_corner(s))
        ));
        span(&mut out, "name", &[], &seat_label(game, s, lang));
        for m in game.memory(s) {
            out.push_str("<span class=\"mem-chip\" title=\"");
            escape(&mut out, view::mem_name(m, lang));
            out.push_str("\">");
            icon_inline_text(&mut out, m);
            out.push_str("</span>");
        }
        out.push_str("</li>");
    }
    out.push_str("</ul></div>");
    Html::from_html_unchecked(out.into())
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
