//! The Fidchell board: an SVG of the seven circles and their spokes, the holes, the stones, the
//! king in the centre (dead, White's ally or ally of both), and the controls for the decisions
//! that are not stone moves (game two's challenge and White's removal choice, passing).
//!
//! Input is two-stage: a click (or Enter) on a hole is an intent; the legal moves from the
//! engine decide what is highlighted and what is played. The board never decides legality.
//! One hit layer takes every click and tap and gives it to the nearest hole that does something
//! now ([`view::route`]), and names holes on hover, focus and long-press ([`pointer`]).
//!
//! Finding a hole: the circle numbers stand by the north spoke (where every hole is number 0),
//! the hole numbers beside the holes of the other seven spokes, so a name `r:k` of the move list
//! is found by counting round circle `r` from the nearest spoke.
//!
//! A capture leaves a trace until the next move that changes the board (the same rule as the
//! last move's marks, so a pass or a challenge keeps it): a dashed red line along the line from
//! the arriving stone through the taken stone's hole to the other enclosing stone (or the king),
//! a mark on the emptied hole, and a red ring round the two enclosing stones. Review and the
//! rules page's figures draw with this board, so they show it too.

mod lines;
mod pointer;
mod side;
mod stones;

use super::texts::FidchellT;
use super::view::{self as view, point_xy, SIZE};
use crate::engine::{Effect, Game, ToMove};
use crate::games::fidchell::board::{self, Point, OUTER};
use crate::games::fidchell::{Colour, Fidchell, Move, Phase};
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::anim::{busy_style, reduced_motion, use_frames};
use crate::ui::kit::board::{focus_said, sketch, status_box, svg_class, Ids};
use crate::ui::kit::effects::{captures, moved_path};
use crate::ui::kit::input::{
    live_selection, pick_or_select, targets, use_focus_keys, use_selection,
};
use crate::ui::kit::num::num;
use crate::ui::kit::step::Step;
use crate::ui::kit::words::cell;
use std::rc::Rc;
use yew::prelude::*;

/// The board's properties.
pub type FidchellBoardProps = crate::ui::kit::board::BoardProps<Fidchell, FidchellOwn>;

/// What Fidchell's board takes besides what every board does.
#[derive(Clone, PartialEq)]
pub struct FidchellOwn {
    /// The number of moves played up to and including `last` (keys its animations).
    pub last_ply: usize,
}

/// How long captured stones take to fade out (the stylesheet's `fid-vanish`).
const FADE_MS: u32 = 800;

/// How long a stone takes to slide along a path of `len` holes.
fn slide_ms(len: usize) -> u32 {
    180 + 70 * len.min(8) as u32
}

fn xy(p: Point) -> (String, String) {
    let (x, y) = point_xy(p);
    (num(x), num(y))
}

fn translate(x: f32, y: f32) -> String {
    format!("translate({}px,{}px)", num(x), num(y))
}

/// What one render draws from.
pub struct Ctx<'a> {
    pub game: &'a Fidchell,
    pub lang: Lang,
    pub ply: usize,
    pub can_act: bool,
    pub legal: Vec<Move>,
    /// The legal stone moves as (from, to), and the holes a stone may be placed in.
    pub goes: Vec<(Point, Point)>,
    pub places: Vec<Point>,
    pub movable: Vec<Point>,
    /// The black stones White may mark for removal, and the marked ones.
    pub removable: Vec<Point>,
    pub marks: Vec<Point>,
    pub sel: Option<Point>,
    pub targets: Vec<Point>,
    pub to_move: Option<u8>,
    pub winning: Vec<Point>,
    /// The last move: where it went, what it placed, what it took, whether it won an extra turn.
    pub last_path: Vec<Point>,
    pub placed: Option<Point>,
    pub captured: Vec<(Point, Colour)>,
    /// Each capture by enclosure of the last move: arriving hole, taken hole, far stone's hole.
    pub traces: Vec<[Point; 3]>,
    pub extra_now: bool,
    /// The holes a click does something on now (see [`view::route`]).
    pub hot: Vec<Point>,
    pub ids: Ids<'a>,
}

/// The lock after a move that slides a stone or takes stones, as long as that animation.
#[hook]
fn use_move_lock(last: Option<Rc<Step>>, ply: usize, on_busy: Callback<bool>) -> bool {
    let effects = last
        .as_ref()
        .map(|s| s.effects.as_slice())
        .unwrap_or_default();
    let path = moved_path(effects).len();
    let mut ms = if path >= 2 { slide_ms(path) } else { 0 };
    if !captures(effects).is_empty() {
        ms = ms.max(FADE_MS);
    }
    use_frames(ply, usize::from(ms > 0), ms, !reduced_motion(), on_busy).busy()
}

impl<'a> Ctx<'a> {
    fn new(
        props: &'a FidchellBoardProps,
        can_act: bool,
        selected: Option<Point>,
        marked: &[Point],
    ) -> Ctx<'a> {
        let game = &*props.game;
        let legal = if can_act {
            game.legal_moves()
        } else {
            Vec::new()
        };
        let goes: Vec<(Point, Point)> = legal.iter().filter_map(Move::go).collect();
        let places = legal.iter().filter_map(|m| match m {
            Move::Place(p) => Some(*p),
            _ => None,
        });
        let removable = if game.phase() == Phase::Removal && can_act {
            game.stones(Colour::Black)
        } else {
            Vec::new()
        };
        let sel = live_selection(&goes, selected);
        let effects = props
            .last
            .as_ref()
            .map(|s| s.effects.as_slice())
            .unwrap_or_default();
        let last_path: Vec<Point> = moved_path(effects)
            .into_iter()
            .map(|p| p as Point)
            .collect();
        let placed = effects.iter().rev().find_map(|e| match e {
            Effect::Placed { at, .. } => Some(*at as Point),
            _ => None,
        });
        let captured: Vec<(Point, Colour)> = captures(effects)
            .into_iter()
            .map(|(_, at, owner)| (at as Point, Colour::from_seat(owner)))
            .collect();
        let taken: Vec<Point> = captured.iter().map(|c| c.0).collect();
        let places: Vec<Point> = places.collect();
        let movable: Vec<Point> = goes.iter().map(|(f, _)| *f).collect();
        let targets = targets(&goes, sel);
        let hot = [&places, &movable, &targets, &removable]
            .into_iter()
            .flatten()
            .copied()
            .collect();
        Ctx {
            game,
            ids: Ids(&props.frame.ids),
            lang: props.frame.lang,
            ply: props.own.last_ply,
            can_act,
            traces: view::capture_traces(game, last_path.last().copied().or(placed), &taken),
            hot,
            places,
            movable,
            marks: marked
                .iter()
                .copied()
                .filter(|p| removable.contains(p))
                .collect(),
            removable,
            targets,
            sel,
            goes,
            to_move: match game.to_move() {
                ToMove::Seat(s) => Some(s),
                _ => None,
            },
            winning: game.winning_path().unwrap_or_default(),
            last_path,
            placed,
            captured,
            extra_now: effects
                .iter()
                .any(|e| matches!(e, Effect::ExtraTurn { .. })),
            legal,
        }
    }
}

/// What a click or Enter on a hole does: place a stone, mark (or unmark) a stone for removal
/// (two at most, the oldest mark goes), or a stone move under the select → target rule.
/// A click that does nothing says why, from the rules.
fn activate(
    cx: &Ctx,
    selected: &UseStateHandle<Option<Point>>,
    marked: &UseStateHandle<Vec<Point>>,
    props: &FidchellBoardProps,
) -> Callback<Point> {
    let (selected, marked, on_move) = (
        selected.clone(),
        marked.clone(),
        props.frame.on_move.clone(),
    );
    let (game, on_refuse) = (props.game.clone(), props.frame.on_refuse.clone());
    let (goes, places, removable, marks) = (
        cx.goes.clone(),
        cx.places.clone(),
        cx.removable.clone(),
        cx.marks.clone(),
    );
    let (can_act, sel) = (cx.can_act, cx.sel);
    Callback::from(move |p: Point| {
        if !can_act {
            return;
        }
        if places.contains(&p) {
            on_move.emit(Move::Place(p).into());
        } else if removable.contains(&p) {
            let mut m = marks.clone();
            if let Some(i) = m.iter().position(|q| *q == p) {
                m.remove(i);
            } else {
                m.push(p);
                if m.len() > 2 {
                    m.remove(0);
                }
            }
            marked.set(m);
        } else if !pick_or_select(&goes, sel, p, &selected, |from, to| {
            on_move.emit(Move::Go { from, to }.into())
        }) {
            if let Some(why) = view::why_not(&game, sel, p) {
                on_refuse.emit(why);
            }
        }
    })
}

/// The board's `viewBox`.
fn view_box() -> String {
    format!("0 0 {0} {0}", num(SIZE))
}

/// The SVG board.
fn board_svg(
    cx: &Ctx,
    busy: bool,
    focus: Point,
    named: Option<Point>,
    onkeydown: Callback<KeyboardEvent>,
    hits: Html,
    drawing: AttrValue,
) -> Html {
    let (fx, fy) = xy(focus);
    let focus_tag = if named == Some(focus) {
        html! {}
    } else {
        pointer::name_tag(focus, "at-focus")
    };
    let named_tag = named
        .map(|p| pointer::name_tag(p, "named"))
        .unwrap_or_default();
    let (stones, slide_css) = stones::stones(cx);
    html! {
        <svg id={cx.ids.id("board")} class={svg_class(classes!("board", "fidchell-board"), busy)} viewBox={view_box()} tabindex="0" role="application"
             aria-label={t(cx.lang, FidchellT::Name)} aria-busy={busy.to_string()} style={busy_style(busy)} {onkeydown}>
          <g aria-hidden="true">
            <style>{slide_css}</style>
            {Html::from_html_unchecked(drawing)}
            {Html::from_html_unchecked(stones::marks(cx).into())}
            {stones::ghosts(cx)}
            {stones}
            {Html::from_html_unchecked(format!("{}{}", lines::king(cx), stones::hands(cx)).into())}
            <circle class="focus" cx={fx} cy={fy} r="5" />
            {hits}
            {focus_tag}
            {named_tag}
          </g>
        </svg>
    }
}

#[function_component(FidchellBoard)]
pub fn fidchell_board(props: &FidchellBoardProps) -> Html {
    let lang = props.frame.lang;
    let selected = use_selection::<Point, _>(props.game.clone());
    let marked = use_state(Vec::<Point>::new);
    let named = use_state_eq(|| None::<Point>);
    let press = use_mut_ref(pointer::Press::default);
    // The fixed drawing, written once per board shape.
    let drawing = use_memo(props.game.config().radials, |radials| {
        AttrValue::from(lines::drawing(*radials))
    });
    // A new position clears the marks.
    {
        let marked = marked.clone();
        use_effect_with(props.game.clone(), move |_| marked.set(Vec::new()));
    }
    let busy = use_move_lock(
        props.last.clone(),
        props.own.last_ply,
        props.frame.on_busy.clone(),
    );
    let cx = Ctx::new(props, props.frame.interactive && !busy, *selected, &marked);
    let activate = activate(&cx, &selected, &marked, props);
    let cancel = Callback::from(move |_| {
        selected.set(None);
        marked.set(Vec::new());
    });
    let (focus, onkeydown) = use_focus_keys(
        board::point(OUTER, 0),
        view::move_focus,
        activate.clone(),
        cancel,
    );
    html! {
        <div class="play fidchell">
            <div class="board-wrap">
                if props.frame.sketch {
                    {sketch(classes!("board", "fidchell-board"), view_box())}
                } else {
                    {board_svg(&cx, busy, *focus, *named, onkeydown, pointer::hits(&cx, &named, &press, &focus, &activate), (*drawing).clone())}
                }
                {focus_said(cx.ids, view::point_words(cx.game, *focus, lang))}
                {side::board_bar(&cx, &props.frame.on_move)}
            </div>
            <aside class="side">
                {side::players(&cx, &props.frame.seats)}
                {Html::from_html_unchecked({
                    let mut out = String::new();
                    cell(&mut out, "p class=\"muted variant-name\"", &view::preset_label(cx.game, lang));
                    out.into()
                })}
                {status_box(cx.ids, &view::status(cx.game, lang, props.frame.interactive, cx.sel.is_some()), &props.frame.refusal)}
                <div class="controls">{ for side::buttons(&cx, &props.frame.on_move) }</div>
                { props.frame.side.clone() }
            </aside>
        </div>
    }
}
