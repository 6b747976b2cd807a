//! Small parts every board draws the same way: numbers in SVG attributes, element ids, the status
//! lines, the kind of player of a seat, and a button or click that plays a move.

use crate::engine::IllegalMove;
use crate::games::AnyMove;
use crate::ui::i18n::Lang;
use crate::ui::kit::seats::{seat_kind_text, SeatKind};
use crate::ui::kit::step::Step;
use std::rc::Rc;
use yew::prelude::*;

pub use super::num::num;
pub use super::svgtext::escape;

/// The element ids of one board. Several boards can share a document (the diagrams and the
/// "try it" board of a rules page), so each board puts its own prefix before every id it gives
/// and every id it refers to (`url(#…)`, `for`, `aria-*`): `fig3-board`, `url(#fig3-bz-head)`.
/// The game screen and the embeds (alone in their shadow roots) have the empty prefix: `board`,
/// `status`, `pt-E1`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Ids<'a>(pub &'a str);

impl Ids<'_> {
    /// The id of the board's element `name`.
    pub fn id(self, name: impl std::fmt::Display) -> AttrValue {
        AttrValue::from(format!("{}{name}", self.0))
    }

    /// A reference to the board's element `name` in an SVG paint or marker: `url(#…)`.
    pub fn url(self, name: impl std::fmt::Display) -> AttrValue {
        AttrValue::from(format!("url(#{}{name})", self.0))
    }
}

/// "Person", "Computer" … for a seat (a seat the list does not name is a person's).
pub fn seat_kind(lang: Lang, seats: &[SeatKind], seat: u8) -> &'static str {
    seat_kind_text(
        lang,
        seats
            .get(seat as usize)
            .copied()
            .unwrap_or(SeatKind::Person),
    )
}

/// The status lines under `#status` (with the board's prefix), read out as they change, and
/// under them why the last click or tap did nothing (`#refusal`, until the next move).
pub fn status_box(ids: Ids, lines: &[String], refusal: &Option<yew::AttrValue>) -> Html {
    // The region stays one element (a screen reader follows it); its lines are HTML text.
    let mut inner = String::new();
    for l in lines {
        crate::ui::kit::words::cell(&mut inner, "p", l);
    }
    if let Some(why) = refusal {
        inner.push_str("<p id=\"");
        escape(&mut inner, &ids.id("refusal"));
        inner.push_str("\" class=\"refusal\" role=\"alert\">");
        escape(&mut inner, why);
        inner.push_str("</p>");
    }
    html! {
        <div id={ids.id("status")} class="status" aria-live="polite">
            {Html::from_html_unchecked(inner.into())}
        </div>
    }
}

/// What the keyboard focus of a board is on, in words: a screen reader says it as the focus
/// moves. The board's drawing itself is hidden from screen readers (its text is noise there);
/// the position is told in words under the board (`play::words`).
pub fn focus_said(ids: Ids, words: String) -> Html {
    html! { <p id={ids.id("focus-said")} class="sr-only" aria-live="polite">{words}</p> }
}

/// A click that plays `mv`, after `before` (e.g. letting a selection go).
pub fn play_click<M: Into<AnyMove> + Copy + 'static>(
    on_move: &Callback<AnyMove>,
    mv: M,
    before: impl Fn() + 'static,
) -> Callback<MouseEvent> {
    let on_move = on_move.clone();
    Callback::from(move |_: MouseEvent| {
        before();
        on_move.emit(mv.into())
    })
}

/// A board's frame before its drawing: an empty `<svg>` with the board's classes and size but
/// not its id, which marks a board as drawn. The game screen's first render (on the site and in
/// an embed) draws this, and the board a task later, so that a game opens without one long task
/// (the board's drawing and the side panel together are too much for one).
pub fn sketch(class: Classes, view_box: String) -> Html {
    html! { <svg {class} viewBox={view_box} aria-hidden="true" /> }
}

/// The `class` of a board's `<svg>`, with `animating` while a move is being animated.
pub fn svg_class(base: Classes, animating: bool) -> Classes {
    let mut c = base;
    if animating {
        c.push("animating");
    }
    c
}

/// What every board takes from the game screen: whether a person may act, the seats, the
/// language, where moves go, the busy lock, the id prefix and the side panel's content.
#[derive(Clone, PartialEq)]
pub struct BoardFrame {
    /// Whether a person may act now (a person's turn, no animation or dialog in the way).
    pub interactive: bool,
    pub seats: Vec<SeatKind>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Told why a click or tap on the board played nothing (the rules' refusal).
    pub on_refuse: Callback<IllegalMove>,
    /// What the screen shows of the last refusal (see [`status_box`]).
    pub refusal: Option<AttrValue>,
    /// Told `true` while a move is being animated and `false` when it is done, so that the
    /// computer waits for it.
    pub on_busy: Callback<bool>,
    /// The prefix of every element id of the board ([`Ids`]).
    pub ids: AttrValue,
    /// Shown at the end of the side panel (move list, takeback …).
    pub side: Html,
    /// Only the board's frame is drawn this time ([`sketch`]), the side panel in full.
    pub sketch: bool,
}

/// A board's properties: the position, the last move played (marked on the board, its effects
/// animated), the board's own fields (`Own`: `()` for most games) and what every board takes
/// from the screen.
#[derive(Properties, PartialEq)]
pub struct BoardProps<G: PartialEq + 'static, Own: PartialEq + 'static = ()> {
    pub game: Rc<G>,
    pub last: Option<Rc<Step>>,
    pub own: Own,
    pub frame: BoardFrame,
}

/// A board's players list, `<ul class="players">`, from its lines as HTML text ([`player_line`]):
/// the list has no handlers, so it is handed to Yew whole (as `kit::svgtext` does for drawings),
/// far less code than the same elements as Yew nodes.
pub fn players_list(lines: String) -> Html {
    html! { <ul class="players">{Html::from_html_unchecked(lines.into())}</ul> }
}

/// One seat's line of a players list at the end of `out`: `<li>` of `class` (and `id`, unless
/// empty) with the seat's swatch, name and kind of player, then `parts`, the game's own spans as
/// HTML text ([`span`]).
pub fn player_line(
    out: &mut String,
    (class, id): (&str, &str),
    (swatch, name, kind): (&str, &str, &str),
    parts: &str,
) {
    out.push_str("<li class=\"");
    escape(out, class);
    if !id.is_empty() {
        out.push_str("\" id=\"");
        escape(out, id);
    }
    out.push_str("\">");
    span(out, "swatch", &[("aria-hidden", "true")], swatch);
    span(out, "name", &[], name);
    span(out, "kind", &[], kind);
    out.push_str(parts);
    out.push_str("</li>");
}

/// `<span>` of `class` and `attrs` holding `text`, at the end of `out` (everything escaped).
pub fn span(out: &mut String, class: &str, attrs: &[(&str, &str)], text: &str) {
    out.push_str("<span class=\"");
    escape(out, class);
    out.push('"');
    for (name, value) in attrs {
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        escape(out, value);
        out.push('"');
    }
    out.push('>');
    escape(out, text);
    out.push_str("</span>");
}
