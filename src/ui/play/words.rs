//! The board in words: the text alternative of every board, for screen readers (and for a
//! keyboard, which finds it by tabbing: it shows itself while it holds the focus).
//!
//! Under a heading, the position as a table (each game's `GameScreens::in_words`: one row per row of
//! the board, or per player, each cell one point with what is on it), then, on a person's turn,
//! a button that lists the moves that can be played now, each described as the move list would
//! describe it and played by a click. The list is built only when asked for: describing every
//! legal move plays each one on a copy of the game.

use super::session::Session;
use crate::games::{AnyGame, AnyMove};
use crate::ui::games;
use crate::ui::i18n::{t, tf, Lang, T};
use crate::ui::kit::board::Ids;
use crate::ui::kit::words::cell;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the board in words is drawn from.
pub struct InWords<'a> {
    pub session: &'a Session,
    pub lang: Lang,
    /// A person may move now.
    pub interactive: bool,
    pub on_move: &'a Callback<AnyMove>,
    /// The position the board shows in place of the game's (a move under review): described
    /// without moves to play.
    pub shown: Option<&'a AnyGame>,
    /// Whether the list of legal moves is open.
    pub open: &'a UseStateHandle<bool>,
    /// The prefix of the element ids (`kit::board::Ids`).
    pub ids: Ids<'a>,
}

/// The board in words. One listener on the section takes the clicks of its buttons (the
/// list's are written as HTML text, like the table).
pub fn in_words(a: InWords) -> Html {
    let (session, lang) = (a.session, a.lang);
    let ui = games::ui_of(&session.game);
    let words = ui.in_words(a.shown.unwrap_or(&session.game), lang);
    let legal = if a.interactive && a.shown.is_none() {
        session.game.legal_moves()
    } else {
        Vec::new()
    };
    let list_id = a.ids.id("legal-moves");
    // The list is there, empty, while closed: the button names it.
    let mut list = format!("<ul id=\"{list_id}\">");
    if **a.open {
        for (i, mv) in legal.iter().enumerate() {
            if let Some(step) = session.preview(mv) {
                list.push_str("<li>");
                let tag = format!("button class=\"btn small\" data-i=\"{i}\"");
                cell(&mut list, &tag, &ui.describe(&session.game, &step, lang));
                list.push_str("</li>");
            }
        }
    }
    list.push_str("</ul>");
    let n = legal.len();
    let onclick = {
        let (open, on_move) = (a.open.clone(), a.on_move.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            if el.id().ends_with("legal-toggle") {
                open.set(!*open);
            } else if let Some(mv) = el
                .get_attribute("data-i")
                .and_then(|i| legal.get(i.parse::<usize>().ok()?))
            {
                on_move.emit(mv.clone());
            }
        })
    };
    html! {
        <section id={a.ids.id("in-words")} class="in-words" aria-labelledby={a.ids.id("in-words-h")} {onclick}>
            <h2 id={a.ids.id("in-words-h")}>{t(lang, T::InWords)}</h2>
            {Html::from_html_unchecked(words.to_html().into())}
            if n > 0 {
                <button id={a.ids.id("legal-toggle")} class="btn small" aria-expanded={a.open.to_string()}
                    aria-controls={list_id}>{tf(lang, T::LegalMoves, &[&n.to_string()])}</button>
                {Html::from_html_unchecked(list.into())}
            }
        </section>
    }
}
