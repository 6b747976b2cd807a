//! Small parts every board draws the same way: numbers in SVG attributes, element ids, the status
//! lines, the kind of player of a seat, and a button or click that plays a move.

use crate::games::AnyMove;
use crate::ui::i18n::Lang;
use crate::ui::kit::seats::{seat_kind_text, SeatKind};
use yew::prelude::*;

pub use super::num::num;

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
    html! {
        <div id={ids.id("status")} class="status" aria-live="polite">
            { for lines.iter().map(|l| html! { <p>{l}</p> }) }
            if let Some(why) = refusal {
                <p id={ids.id("refusal")} class="refusal" role="alert">{why.clone()}</p>
            }
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
/// not its id, which marks a board as drawn. The game screen's first render on the site draws
/// this, and the board a task later, so that a game opens without one long task (the board's
/// drawing and the side panel together are too much for one).
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

/// A board's properties: `game`, `last` and the game's own fields, then what every board takes
/// from the screen (whether a person may act, the seats, the language, where moves go, the busy
/// lock, the id prefix and the side panel's content).
macro_rules! board_properties {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            game: $game:ty,
            $($(#[$field_meta:meta])* pub $field:ident: $ty:ty,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(yew::Properties, PartialEq)]
        pub struct $name {
            pub game: std::rc::Rc<$game>,
            /// The last move played (marked on the board, its effects animated).
            pub last: Option<std::rc::Rc<$crate::ui::kit::step::Step>>,
            $($(#[$field_meta])* pub $field: $ty,)*
            /// Whether a person may act now (a person's turn, no animation or dialog in the way).
            pub interactive: bool,
            pub seats: Vec<$crate::ui::kit::seats::SeatKind>,
            pub lang: $crate::ui::i18n::Lang,
            pub on_move: yew::Callback<$crate::games::AnyMove>,
            /// Told why a click or tap on the board played nothing (the rules' refusal).
            #[prop_or_default]
            pub on_refuse: yew::Callback<$crate::engine::IllegalMove>,
            /// What the screen shows of the last refusal (see [`status_box`]).
            #[prop_or_default]
            pub refusal: Option<yew::AttrValue>,
            /// Told `true` while a move is being animated and `false` when it is done, so that
            /// the computer waits for it.
            #[prop_or_default]
            pub on_busy: yew::Callback<bool>,
            /// The prefix of every element id of the board ([`Ids`](crate::ui::kit::board::Ids)).
            #[prop_or_default]
            pub ids: yew::AttrValue,
            /// Shown at the end of the side panel (move list, takeback …).
            #[prop_or_default]
            pub children: yew::Html,
            /// Only the board's frame is drawn this time ([`sketch`](crate::ui::kit::board::sketch)),
            /// the side panel in full.
            #[prop_or_default]
            pub sketch: bool,
        }
    };
}
pub(crate) use board_properties;

/// A board drawn from the screen's board arguments (`BoardArgs` of the games' contract): the
/// component `$board` with its own properties (`$own`, written as in `html!`), what every board
/// takes from the screen (see [`board_properties!`]), and the side panel as its children.
macro_rules! board_html {
    ($board:ident, $args:expr, $($own:tt)*) => {{
        let a = $args;
        yew::html! {
            <$board $($own)* interactive={a.interactive} seats={a.seats.to_vec()} lang={a.lang}
                on_move={a.on_move.clone()} on_busy={a.on_busy.clone()} ids={a.ids.to_string()}
                on_refuse={a.on_refuse.clone()} refusal={a.refusal.clone()} sketch={a.sketch}>
                {a.side.clone()}
            </$board>
        }
    }};
}
pub(crate) use board_html;
