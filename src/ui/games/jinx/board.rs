//! The Jinx board: an SVG of the 9×9 grid with its green and red lines, the pieces, and the
//! controls for the decisions that are not piece moves (jinx calls, ending a turn, draws).
//!
//! Input is two-stage: a click (or Enter) on a point is an intent; the legal moves from the
//! engine decide what is highlighted and what is played. The board never decides legality.

mod grid;
mod pieces;
mod side;

use super::texts::JinxT;
use super::view::{self, point_xy, SIZE, STEP};
use crate::engine::Game;
use crate::games::jinx::board::{self, Point};
use crate::games::jinx::{Jinx, Move, Phase};
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::anim::{busy_style, reduced_motion, use_frames_by};
use crate::ui::kit::board::{focus_said, sketch, status_box, svg_class, Ids};
use crate::ui::kit::effects::captures;
use crate::ui::kit::input::{
    live_selection, pick_or_select, tapped_spot, targets, use_focus_keys, use_selection, Spot,
};
use crate::ui::kit::num::num;
use crate::ui::kit::step::Step;
use crate::ui::kit::svgtext::attr;
use crate::ui::kit::words::cell;
use std::rc::Rc;
use yew::prelude::*;

/// The board's properties.
pub type JinxBoardProps = crate::ui::kit::board::BoardProps<Jinx>;

/// How long the board is busy after a move: the moved piece slides (the stylesheet's transition),
/// captured pieces fade out.
const SLIDE_MS: u32 = 260;
const FADE_MS: u32 = 700;

/// What one render draws from.
pub struct Ctx<'a> {
    pub game: &'a Jinx,
    pub last: Option<&'a Step>,
    pub lang: Lang,
    pub legal: Vec<Move>,
    /// The legal piece moves as (from, to).
    pub goes: Vec<(Point, Point)>,
    pub can_act: bool,
    pub sel: Option<Point>,
    pub targets: Vec<Point>,
    /// The pieces a jinx call left to move.
    pub designated: Vec<u8>,
    /// The enemy pieces a jinx call on offer would name (§5.4): marked until the call is made
    /// or let go.
    pub threatened: Vec<u8>,
    pub ids: Ids<'a>,
}

/// The lock after the last piece move: as long as its slide or its captures' fading.
#[hook]
fn use_move_lock(last: Option<Rc<Step>>, on_busy: Callback<bool>) -> bool {
    let ms = match &last {
        Some(s) if !captures(&s.effects).is_empty() => FADE_MS,
        _ => SLIDE_MS,
    };
    let frames = usize::from(last.is_some());
    use_frames_by(
        last,
        |old, new| old != new,
        frames,
        ms,
        !reduced_motion(),
        on_busy,
    )
    .busy()
}

/// The activation of a point: a piece move under the select → target rule.
/// A click that plays nothing says why: the refusal of the move from the selected piece to
/// there, or why the piece clicked cannot move.
fn activate(
    cx: &Ctx,
    game: &Rc<Jinx>,
    selected: &UseStateHandle<Option<Point>>,
    props: &JinxBoardProps,
) -> Callback<Point> {
    let selected = selected.clone();
    let (on_move, on_refuse) = (props.frame.on_move.clone(), props.frame.on_refuse.clone());
    let game = game.clone();
    let goes = cx.goes.clone();
    let (can_act, sel) = (cx.can_act, cx.sel);
    Callback::from(move |p: Point| {
        if can_act
            && !pick_or_select(&goes, sel, p, &selected, |from, to| {
                on_move.emit(Move::Go { from, to }.into())
            })
        {
            let why = match sel {
                Some(from) => Jinx::clone(&game).play(&Move::Go { from, to: p }).err(),
                None => game.why_not_from(p),
            };
            if let Some(why) = why {
                on_refuse.emit(why);
            }
        }
    })
}

/// The radius of a piece as drawn (`pieces`).
const PIECE_R: f32 = 3.6;

/// What the two colours of line mean, under the board (HTML text: it has no handlers).
fn legend(lang: Lang) -> Html {
    let mut out = String::from("<p class=\"legend\">");
    cell(
        &mut out,
        "span class=\"legend-red\"",
        t(lang, JinxT::LegendRed),
    );
    cell(
        &mut out,
        "span class=\"legend-green\"",
        t(lang, JinxT::LegendGreen),
    );
    out.push_str("</p>");
    Html::from_html_unchecked(out.into())
}

/// Invisible hit areas over every point.
fn hits(ids: Ids) -> String {
    let mut out = String::new();
    for p in 0..81u8 {
        let (x, y) = point_xy(p);
        out.push_str("<circle class=\"hit\" ");
        attr(
            &mut out,
            "id",
            &ids.id(format_args!("pt-{}", board::name(p))),
        );
        attr(&mut out, "data-at", &p.to_string());
        attr(&mut out, "cx", &num(x));
        attr(&mut out, "cy", &num(y));
        attr(&mut out, "r", &num(STEP / 2.0));
        out.push_str("/>");
    }
    out
}

/// The board's one click handler: a click or tap anywhere on it is routed ([`route`]) to the
/// nearest point that does something now within 20 CSS px, so a finger a little off (or in the
/// corner between four points' circles) still reaches it; the focus moves there and the point
/// is activated.
fn on_click(
    cx: &Ctx,
    focus: &UseStateHandle<Point>,
    activate: &Callback<Point>,
) -> Callback<MouseEvent> {
    let mut legal: Vec<Point> = Vec::new();
    if cx.can_act {
        legal.extend(cx.goes.iter().map(|(f, _)| *f));
        legal.extend(&cx.targets);
    }
    let occupied: Vec<Point> = cx.game.pieces().iter().filter_map(|pc| pc.at).collect();
    let (focus, activate) = (focus.clone(), activate.clone());
    Callback::from(move |e: MouseEvent| {
        let spots = (0..81u8).map(|p| -> Spot<Point> {
            let (x, y) = point_xy(p);
            (p, x, y, STEP / 2.0)
        });
        let piece = |p| if occupied.contains(&p) { PIECE_R } else { 0.0 };
        if let Some(p) = tapped_spot(&e, (SIZE, SIZE), spots, |p| legal.contains(&p), piece) {
            focus.set(p);
            activate.emit(p);
        }
    })
}

#[function_component(JinxBoard)]
pub fn jinx_board(props: &JinxBoardProps) -> Html {
    let game = &*props.game;
    let lang = props.frame.lang;
    let selected = use_selection::<Point, _>(props.game.clone());
    let busy = use_move_lock(props.last.clone(), props.frame.on_busy.clone());
    // The grid and the hit circles never change: written once (the hits once per id prefix).
    let drawing = use_memo((), |_| AttrValue::from(grid::drawing()));
    let hit_layer = use_memo(props.frame.ids.clone(), |ids| {
        AttrValue::from(hits(Ids(ids)))
    });
    let legal = game.legal_moves();
    let goes: Vec<(Point, Point)> = legal.iter().filter_map(Move::go).collect();
    let sel = live_selection(&goes, *selected);
    let designated = match game.phase() {
        Phase::Move | Phase::SecondMove { .. } => game.designated(),
        _ => Vec::new(),
    };
    let threatened = game
        .call_targets()
        .into_iter()
        .flat_map(|target| game.threatened(game.current(), target))
        .collect();
    let cx = Ctx {
        game,
        last: props.last.as_deref(),
        lang,
        targets: targets(&goes, sel),
        legal,
        goes,
        can_act: props.frame.interactive && !busy,
        sel,
        designated,
        threatened,
        ids: Ids(&props.frame.ids),
    };
    let activate = activate(&cx, &props.game, &selected, props);
    let cancel = Callback::from(move |_| selected.set(None));
    let (focus, onkeydown) = use_focus_keys(
        board::point(4, 4),
        view::move_focus,
        activate.clone(),
        cancel,
    );
    let (fx, fy) = point_xy(*focus);
    let onclick = on_click(&cx, &focus, &activate);
    let view_box = format!("0 0 {0} {0}", num(SIZE));
    let svg = if props.frame.sketch {
        sketch(classes!("board", "jinx-board"), view_box)
    } else {
        html! {
            <svg id={cx.ids.id("board")} class={svg_class(classes!("board", "jinx-board"), busy)} viewBox={view_box} tabindex="0" role="application"
                 aria-label={t(lang, JinxT::Name)} aria-busy={busy.to_string()} style={busy_style(busy)} {onkeydown} {onclick}>
              <g aria-hidden="true">
                {Html::from_html_unchecked((*drawing).clone())}
                {Html::from_html_unchecked(pieces::marks(&cx).into())}
                {pieces::captured(&cx)}
                {pieces::pieces(&cx)}
                <rect class="focus" x={num(fx - 4.6)} y={num(fy - 4.6)}
                      width="9.2" height="9.2" rx="1.5" />
                {Html::from_html_unchecked((*hit_layer).clone())}
              </g>
            </svg>
        }
    };
    html! {
        <div class="play jinx">
            <div class="board-wrap">
                {svg}
                {focus_said(cx.ids, view::point_words(game, *focus, lang))}
                {legend(lang)}
            </div>
            <aside class="side">
                {side::players(&cx, &props.frame.seats)}
                {status_box(cx.ids, &view::status(game, lang, props.frame.interactive, cx.sel.is_some()), &props.frame.refusal)}
                <div class="controls">{side::buttons(&cx, &props.frame.on_move)}</div>
                { props.frame.side.clone() }
            </aside>
        </div>
    }
}
