//! The Barne-zirkulua board: an SVG of the outer, inner and goal rings with their arrows, the four
//! start areas with their balls, the round tracks with their markers, the memory corners (memory
//! expansion), and the two dice in the centre; beside it the turn builder.
//!
//! Input is two-stage: a click (or Enter) on a ball selects it and highlights every field its
//! moves reach (each part of the number, with the path it takes, and the option moves: ring
//! change, bring home, swap partners); a click on a highlighted field plays that move. Moves that
//! concern no single ball (halve, double, direction change, entry, storing, answers, end of turn)
//! are buttons. The engine decides everything; the board only shows its legal moves. Pointing at
//! (or focusing) a button or a highlighted field previews its effect before it is played: ghost
//! balls where the move would put balls, and the parts of the number it would leave ("8 → 4").
//!
//! Animation follows the effects of the last step: the dice tumble through faces for a moment and
//! settle, balls step along their path field by field, captured balls wait on their field until
//! the mover arrives and then roll home. With `prefers-reduced-motion` or the "fast" setting
//! (`mahai.v1.settings.fast` in localStorage) everything is shown at its end state at once.

mod corners;
mod dice;
mod hits;
mod marks;
mod rings;
mod side;
mod state;

use super::dice::DiceShow;
use super::geom::{self, IconPart, SIZE};
use super::texts::BarneT;
use super::view;
use crate::games::barne_zirkulua::{BarneZirkulua, MemOpt, Move};
use crate::games::AnyMove;
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::board::{focus_said, num as fmt, sketch, status_box, svg_class, Ids};
use crate::ui::kit::svgtext::{attr, circle};
use crate::ui::kit::words::cell;
use state::{Ctx, Ui};
use yew::prelude::*;

pub use state::FAST_KEY;

/// The board's properties.
pub type BarneBoardProps = crate::ui::kit::board::BoardProps<BarneZirkulua, BarneOwn>;

/// What BarneZirkulua's board takes besides what every board does.
#[derive(Clone, PartialEq)]
pub struct BarneOwn {
    /// Number of moves played so far (a new move starts the animation; an undo does not).
    pub moves_played: usize,
    /// The dice showing in the centre.
    pub dice: DiceShow,
    /// When the dice are due on a person's turn: the outcome a click on "Roll" plays.
    pub roll_move: Option<AnyMove>,
}

/// An option icon centred on `(x, y)`, scaled, as SVG text.
pub fn icon_text(out: &mut String, m: MemOpt, x: f32, y: f32, scale: f32) {
    out.push_str("<g class=\"icon\" ");
    attr(
        out,
        "transform",
        &format!("translate({} {}) scale({})", fmt(x), fmt(y), fmt(scale)),
    );
    out.push('>');
    for p in geom::icon_parts(m) {
        let class = |filled| if filled { "ic-fill" } else { "ic-line" };
        match p {
            IconPart::Circle(cx, cy, r, filled) => circle(out, class(filled), (cx, cy), r),
            IconPart::Path(d, filled) => {
                out.push_str("<path ");
                attr(out, "class", class(filled));
                attr(out, "d", d);
                out.push_str("/>");
            }
        }
    }
    out.push_str("</g>");
}

/// An option icon centred on `(x, y)`, scaled.
pub fn icon(m: MemOpt, x: f32, y: f32, scale: f32) -> Html {
    let mut out = String::new();
    icon_text(&mut out, m, x, y, scale);
    Html::from_html_unchecked(out.into())
}

/// Enter / leave callbacks (pointer or focus) that set and clear the previewed move.
fn hover_handlers(hover: &UseStateHandle<Option<Move>>, mv: Move) -> (Callback<()>, Callback<()>) {
    let on = hover.clone();
    let off = hover.clone();
    (
        Callback::from(move |_| on.set(Some(mv))),
        Callback::from(move |_| off.set(None)),
    )
}

/// A small inline SVG icon for buttons and lists, as SVG text at the end of `out`.
fn icon_inline_text(out: &mut String, m: MemOpt) {
    out.push_str("<svg class=\"opt-icon\" viewBox=\"-8 -8 16 16\" aria-hidden=\"true\">");
    icon_text(out, m, 0.0, 0.0, 1.0);
    out.push_str("</svg>");
}

/// A small inline SVG icon for buttons and lists.
fn icon_inline(m: MemOpt) -> Html {
    let mut out = String::new();
    icon_inline_text(&mut out, m);
    Html::from_html_unchecked(out.into())
}

/// The arrow heads of the ring-change, goal and start arrows, and the board's background: the
/// start of the drawing under the dice, as SVG text.
fn arrow_heads(ids: Ids) -> String {
    let mut out = String::from("<defs>");
    for (name, orient) in [("bz-head", "auto"), ("bz-head-back", "auto-start-reverse")] {
        out.push_str("<marker ");
        attr(&mut out, "id", &ids.id(name));
        out.push_str(
            "viewBox=\"0 0 6 6\" refX=\"3\" refY=\"3\" markerWidth=\"3.2\" markerHeight=\"3.2\" ",
        );
        attr(&mut out, "orient", orient);
        out.push_str("><path d=\"M0,0 L6,3 L0,6 Z\" class=\"arrow-head\"/></marker>");
    }
    out.push_str("</defs><rect class=\"board-bg\" x=\"1\" y=\"1\" ");
    attr(&mut out, "width", &fmt(SIZE - 2.0));
    attr(&mut out, "height", &fmt(SIZE - 2.0));
    out.push_str("rx=\"10\"/>");
    out
}

/// What the board's marks mean, under it (HTML text: it has no handlers).
fn legend(lang: Lang) -> Html {
    let mut out = String::new();
    cell(&mut out, "p class=\"legend\"", t(lang, BarneT::Legend));
    Html::from_html_unchecked(out.into())
}

/// The SVG board.
fn board_svg(props: &BarneBoardProps, cx: &Ctx, ui: &Ui) -> Html {
    let lang = props.frame.lang;
    let view_box = format!("0 0 {0} {0}", fmt(SIZE));
    if props.frame.sketch {
        return sketch(classes!("board", "barne-board"), view_box);
    }
    let activate = state::activate(cx, ui, props);
    let focusables = cx.focusables();
    let focus = hits::focus_ring(cx, *ui.focus, &focusables);
    let onclick = hits::on_click(cx, ui, &activate, focusables.clone());
    let onkeydown = state::keydown(ui, &activate, focusables);
    let mut under = arrow_heads(cx.ids);
    corners::corners(&mut under, cx, lang);
    under.push_str(&rings::drawing(cx.ids, cx.goal16));
    marks::under(&mut under, cx);
    let mut class = svg_class(classes!("board", "barne-board"), cx.animating);
    if !ui.motion {
        class.push("fast");
    }
    html! {
        <svg id={cx.ids.id("board")} {class} viewBox={view_box} tabindex="0" role="application" aria-busy={cx.animating.to_string()}
             aria-label={t(lang, BarneT::Name)} {onkeydown} {onclick}>
          <g aria-hidden="true">
            {Html::from_html_unchecked(under.into())}
          </g>
          // The dice stay readable (each is a named image, and focusable).
            {dice::dice(cx, &props.own.dice, props.own.moves_played, lang)}
          <g aria-hidden="true">
            {marks::ghosts(cx)}
            {marks::balls(cx, ui.last_frames, lang)}
            {focus}
            {hits::hits(cx, ui)}
          </g>
        </svg>
    }
}

#[function_component(BarneBoard)]
pub fn barne_board(props: &BarneBoardProps) -> Html {
    let lang = props.frame.lang;
    let ui = state::use_ui(props);
    let cx = Ctx::new(props, &ui);
    html! {
        // While the dice tumble the roll is not listed yet (the stylesheet hides it).
        <div class={classes!("play", "barne", cx.tumbling.then_some("rolling"))}>
            <div class="board-wrap">
                {board_svg(props, &cx, &ui)}
                {focus_said(cx.ids, (*ui.focus).map(|c| view::code_words(cx.game, c, lang)).unwrap_or_default())}
                {legend(lang)}
            </div>
            <aside class="side">
                {side::players(&cx, &props.frame.seats, lang)}
                {status_box(cx.ids, &side::status(&cx, lang), &props.frame.refusal)}
                {side::parts(&cx, lang)}
                {side::tries_line(&cx, &props.own.dice, lang)}
                <div id={cx.ids.id("controls")} class="controls">{ for side::buttons(&cx, &ui, props.own.roll_move.as_ref(), &props.frame.on_move, lang) }</div>
                {side::ball_moves(&cx, &ui, &props.frame.on_move, lang)}
                {side::memory_list(&cx, lang)}
                {side::fast_toggle(cx.ids, &ui, lang)}
                { props.frame.side.clone() }
            </aside>
        </div>
    }
}
