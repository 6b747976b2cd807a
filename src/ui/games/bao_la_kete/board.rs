//! The Bao la Kete board: an SVG of the four rows of pits with the square kuu, the seeds drawn as
//! stones with their count beside them, the reserve trays, and the choices of a move asked on the
//! board (direction arrows at the pit, the kichwa at the row's ends, stop or safari at the kuu).
//!
//! Input is two-stage: a click (or Enter) on a pit is an intent; the engine's legal moves from
//! that pit decide what is asked next, and a move is played only when exactly one legal move fits.
//! The board never decides legality.
//!
//! A move the board sees being played (the new position is the old one with the last step played
//! on it) is replayed seed by seed from the engine's effects, at the speed the player chose (kept
//! under [`SPEED_KEY`]), with a skip button. While it runs the board takes no input and tells the
//! shell through `on_busy`, so that the computer waits. With `prefers-reduced-motion` the final
//! position is shown at once; "Show the last move again" still replays it, asked for.
//!
//! Design choices for play on a phone and for following a move:
//! - **Timing is computed, not measured.** `sowing::beats` says how long each frame is shown at a
//!   speed, so `sowing::replay_ms` gives a move's whole time natively: a 3-seed nemo move takes
//!   1.29 s at normal speed; normal and fast never take longer than 6 s and 3 s (a long move shows
//!   several seeds per beat then), slow shows every seed at its own pace.
//! - **The path stays readable**: the pits the current lap has sown keep a mark (`.sown`) until
//!   the next lift, so a fast or shortened lap still shows where every seed went, and the hand
//!   glides within its beat.
//! - **The result waits for the picture**: while a move is replayed, the match line shows the
//!   tally before it (`view::tally_before`), the seeds left in hand and the announcement wait,
//!   and the stylesheet keeps the game screen's end banner hidden (`:has(.bao-board.animating)`),
//!   so "Game over" comes when the last seed has landed.
//! - **Taps go to the nearest target**: one click handler on the `<svg>` turns the tap into
//!   `viewBox` units and asks `Geom::tap` (plain Rust, tested natively): an answer asked on the
//!   board within `ANSWER_REACH` (a pit's width: 42 CSS px on a 390 px phone, where the board
//!   is drawn at 2 px per unit and an arrow 22 px wide), else a movable pit within `PIT_REACH`
//!   (60 px across), else the pit under the finger (its 40 px cell). The answers take the tap
//!   first because they are what is asked; the chosen pit's centre stays outside their reach,
//!   so a tap on it still lets the choice go. The arrows sit a little off the line between two
//!   pits, clear of the count badges.
//! - **Showing the last move again** replays its frames from the position before it (kept from
//!   the live move, else worked back from the effects), under the same busy lock as a new move.
//!   It is offered with reduced motion too: the player asks for that motion.
//! - `data-animating` and `data-frame` on the `<svg>` say what the replay shows (for tests).

mod input;
mod marks;
mod pits;
mod replay;
mod side;

use super::geom::{Geom, Layout, Tap};
use super::picks::Question;
use super::texts::BaoT;
use super::view;
use crate::engine::{Effect, Game, ToMove};
use crate::games::bao_la_kete::board::{Dir, Kichwa, Pit};
use crate::games::bao_la_kete::BaoLaKete;
use crate::games::Member;
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::board::{focus_said, num as f, sketch, status_box, svg_class, Ids};
use crate::ui::kit::input::{svg_point, target_element};
use crate::ui::kit::step::Step;
use input::{use_input, Input};
use replay::{use_replay, Replay};
use yew::prelude::*;

pub use replay::SPEED_KEY;

/// The board's properties.
pub type BaoBoardProps = crate::ui::kit::board::BoardProps<BaoLaKete>;

/// Narrow screens get the tall layout (trays above and below the board); the layout follows the
/// width of the window.
#[hook]
fn use_layout() -> Layout {
    let force = use_force_update();
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .map(|w| gloo::events::EventListener::new(&w, "resize", move |_| force.force_update()));
        move || drop(listener)
    });
    let narrow = web_sys::window()
        .and_then(|w| w.match_media("(max-width: 640px)").ok().flatten())
        .is_some_and(|m| m.matches());
    if narrow {
        Layout::Tall
    } else {
        Layout::Wide
    }
}

/// What one render draws from: the position, the replay, the answers so far.
pub struct Ctx<'a> {
    pub game: &'a BaoLaKete,
    pub last: Option<&'a Step>,
    pub lang: Lang,
    pub ids: Ids<'a>,
    pub g: Geom,
    pub replay: Replay,
    pub input: Input,
    pub can_act: bool,
    /// The pits that start a legal move.
    pub movable: Vec<Pit>,
    /// The seat whose move is shown: the mover of the move being replayed, else the one to move.
    pub shown_mover: Option<u8>,
    /// The last move's start pit, marked once its replay is over.
    pub last_from: Option<u16>,
    /// The opponent pit a capture from the chosen pit would take (shown while asking the kichwa).
    pub target: Option<Pit>,
    /// The answers asked on the board and where they are drawn.
    pub answers: Vec<(Tap, (f32, f32))>,
    /// The game and score shown (before the move while it is replayed).
    pub tally: view::Tally,
}

fn seat_of(to_move: ToMove) -> Option<u8> {
    match to_move {
        ToMove::Seat(s) => Some(s),
        _ => None,
    }
}

/// The start pit of the last step, unless it ended a game of the match (the board is new).
fn last_from(last: Option<&Step>) -> Option<u16> {
    let step = last.filter(|s| {
        !s.effects
            .iter()
            .any(|e| matches!(e, Effect::RoundOver { .. }))
    })?;
    BaoLaKete::move_of(&step.mv).map(|m| m.pit.id())
}

fn movable_pits(legal: &[crate::games::bao_la_kete::Move]) -> Vec<Pit> {
    let mut movable: Vec<Pit> = Vec::new();
    for m in legal {
        if !movable.contains(&m.pit) {
            movable.push(m.pit);
        }
    }
    movable
}

/// What a click without a place (a script's or an assistive technology's, `detail` 0) was on:
/// the pit or the answer drawn there (`data-pit`, `data-choice`).
fn tap_on(e: &MouseEvent) -> Option<Tap> {
    let el = target_element(e)?
        .closest("[data-pit],[data-choice]")
        .ok()??;
    if let Some(p) = el.get_attribute("data-pit") {
        return p.parse().ok().map(Tap::Pit);
    }
    Some(match el.get_attribute("data-choice")?.as_str() {
        "cw" => Tap::Dir(Dir::Cw),
        "acw" => Tap::Dir(Dir::Acw),
        "L" => Tap::Kichwa(Kichwa::Left),
        "R" => Tap::Kichwa(Kichwa::Right),
        c => Tap::Safari(c == "safari"),
    })
}

/// The board's one click handler: the tap in `viewBox` units, routed by [`Geom::tap`].
fn on_tap(cx: &Ctx, svg: &NodeRef) -> Callback<MouseEvent> {
    let (g, svg, tap) = (cx.g, svg.clone(), cx.input.tap.clone());
    let answers = cx.answers.clone();
    let movable = if cx.can_act {
        cx.movable.clone()
    } else {
        Vec::new()
    };
    Callback::from(move |e: MouseEvent| {
        if e.detail() == 0 {
            if let Some(t) = tap_on(&e) {
                tap.emit(t);
            }
            return;
        }
        let Some(el) = svg.cast::<web_sys::Element>() else {
            return;
        };
        let Some((x, y, _)) = svg_point(&el, &e, (g.width, g.height)) else {
            return;
        };
        if let Some(t) = g.tap((x, y), &answers, &movable) {
            tap.emit(t);
        }
    })
}

/// The SVG board.
/// The pit under the keyboard focus, with its seeds.
fn focus_words(cx: &Ctx) -> String {
    let (r, c) = *cx.input.focus;
    Pit::at_cell(r, c)
        .map(|p| view::pit_words(cx.game, p))
        .unwrap_or_default()
}

/// The board's `viewBox`.
fn view_box(cx: &Ctx) -> String {
    format!("0 0 {} {}", f(cx.g.width), f(cx.g.height))
}

fn board_svg(cx: &Ctx, svg: &NodeRef) -> Html {
    let mut class = svg_class(classes!("board", "bao-board"), cx.replay.animating);
    if cx.can_act {
        class.push("live");
    }
    if cx.input.cur.pit.is_some() {
        class.push("asking");
    }
    html! {
        <svg id={cx.ids.id("board")} {class} viewBox={view_box(cx)} tabindex="0" role="application"
             aria-label={t(cx.lang, BaoT::Name)} aria-busy={cx.replay.animating.to_string()} onkeydown={cx.input.onkeydown.clone()}
             ref={svg.clone()} onclick={on_tap(cx, svg)} data-animating={cx.replay.animating.to_string()}
             data-frame={cx.replay.frame_no.map(|n| n.to_string())}>
          <g aria-hidden="true">
            {Html::from_html_unchecked(pits::drawing(&cx.g).into())}
            {Html::from_html_unchecked(pits::trays_and_pits(cx).into())}
            {marks::focus(cx)}
            {marks::hits(cx)}
            {marks::choices(cx)}
            {marks::carry(cx)}
            {marks::hand(cx)}
          </g>
        </svg>
    }
}

#[function_component(BaoBoard)]
pub fn bao_board(props: &BaoBoardProps) -> Html {
    let game = &*props.game;
    let lang = props.frame.lang;
    let g = Geom::new(use_layout());
    let replay = use_replay(
        props.game.clone(),
        props.last.clone(),
        props.frame.on_busy.clone(),
    );
    let animating = replay.animating;
    let can_act = props.frame.interactive && !animating && !game.is_over();
    let legal = if game.is_over() || animating {
        Vec::new()
    } else {
        game.legal_moves()
    };
    let movable = movable_pits(&legal);
    let input = use_input(
        props.game.clone(),
        legal,
        can_act,
        props.frame.on_move.clone(),
    );
    let last = props.last.as_deref();
    let target = match (&input.question, input.cur.pit) {
        (Question::Kichwa(_), Some(p)) => p.facing(),
        _ => None,
    };
    let answers = g.answers(&input.question, input.cur.pit);
    let svg = use_node_ref();
    let cx = Ctx {
        game,
        last,
        lang,
        g,
        shown_mover: if animating {
            last.and_then(|s| seat_of(s.mover.clone()))
        } else {
            seat_of(game.to_move())
        },
        last_from: if animating { None } else { last_from(last) },
        replay,
        input,
        can_act,
        movable,
        target,
        answers,
        tally: match last {
            Some(step) if animating => view::tally_before(game, step),
            _ => view::tally(game),
        },
        ids: Ids(&props.frame.ids),
    };
    let status = view::status(game, lang, can_act, &cx.input.question, animating);
    html! {
        <div class="play bao">
            <div class="board-wrap bao-wrap">
                {side::announcement(&cx)}
                if props.frame.sketch {
                    {sketch(classes!("board", "bao-board"), view_box(&cx))}
                } else {
                    {board_svg(&cx, &svg)}
                }
                {focus_said(cx.ids, focus_words(&cx))}
                {side::speed_bar(&cx)}
            </div>
            <aside class="side">
                <p id={cx.ids.id("bao-match")} class="bao-match">
                    <strong>{view::match_line(game, cx.tally, lang)}</strong>
                    <span>{view::score_line(cx.tally, lang)}</span>
                </p>
                {side::players(&cx, &props.frame.seats)}
                {side::hand_note(&cx)}
                {status_box(cx.ids, &status, &props.frame.refusal)}
                {side::choice_buttons(&cx)}
                { props.frame.side.clone() }
            </aside>
        </div>
    }
}
