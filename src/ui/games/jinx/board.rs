//! The Jinx board: an SVG of the 9×9 grid with its green and red lines, the pieces, and the
//! controls for the decisions that are not piece moves (jinx calls, ending a turn, draws).
//!
//! Input is two-stage: a click (or Enter) on a point is an intent; the legal moves from the
//! engine decide what is highlighted and what is played. The board never decides legality.

use super::texts::JinxT;
use super::view::{self, colour_class, point_xy, seat_label, MARGIN, SIZE, STEP};
use crate::engine::{Effect, Game, ToMove};
use crate::games::jinx::board::{self, Colour, Point};
use crate::games::jinx::{Jinx, Move, Phase};
use crate::games::AnyMove;
use crate::ui::i18n::{t, Lang};
use crate::ui::kit::input::{live_selection, pick, targets, use_focus_keys, use_selection, Pick};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::step::Step;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct JinxBoardProps {
    pub game: Rc<Jinx>,
    /// The last move played (marked on the board, its captures animated).
    pub last: Option<Rc<Step>>,
    /// Whether a person may act now (a person's turn, no animation or dialog in the way).
    pub interactive: bool,
    pub seats: Vec<SeatKind>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Shown at the end of the side panel (move list, takeback ...).
    #[prop_or_default]
    pub children: Html,
}

/// The five-pointed star drawn on starred pieces, centred on 0,0.
const STAR: &str = "M0,-2.2 L0.52,-0.72 L2.09,-0.68 L0.84,0.27 L1.29,1.78 L0,0.88 L-1.29,1.78 \
                    L-0.84,0.27 L-2.09,-0.68 L-0.52,-0.72 Z";

#[function_component(JinxBoard)]
pub fn jinx_board(props: &JinxBoardProps) -> Html {
    let game = &props.game;
    let lang = props.lang;
    let selected = use_selection::<Point, _>(props.game.clone());

    let legal = game.legal_moves();
    let goes: Vec<(Point, Point)> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Go { from, to } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    let can_act = props.interactive;
    let sel = live_selection(&goes, *selected);
    let targets = targets(&goes, sel);

    // What a click or Enter on a point does.
    let activate = {
        let selected = selected.clone();
        let on_move = props.on_move.clone();
        let goes = goes.clone();
        Callback::from(move |p: Point| {
            if !can_act {
                return;
            }
            match pick(&goes, sel, p) {
                Pick::Play(from, to) => {
                    selected.set(None);
                    on_move.emit(Move::Go { from, to }.into());
                }
                Pick::Select(s) => selected.set(s),
            }
        })
    };
    let cancel = {
        let selected = selected.clone();
        Callback::from(move |_| selected.set(None))
    };
    let (focus, onkeydown) = use_focus_keys(
        board::point(4, 4),
        view::move_focus,
        activate.clone(),
        cancel,
    );

    // The last move: its path, and the pieces it captured (drawn fading out).
    let mut last_path: Vec<Point> = Vec::new();
    let mut captured: Vec<(u16, Point, u8)> = Vec::new();
    if let Some(step) = &props.last {
        for e in &step.effects {
            match e {
                Effect::Moved { path, .. } => {
                    last_path = path.iter().map(|p| *p as Point).collect()
                }
                Effect::Captured { piece, at, owner } => {
                    captured.push((*piece, *at as Point, *owner))
                }
                _ => {}
            }
        }
    }
    let designated = match game.phase() {
        Phase::Move | Phase::SecondMove { .. } => game.designated(),
        _ => Vec::new(),
    };

    let segments = board_segments();
    let labels = coordinate_labels();

    let last_html = if last_path.len() >= 2 {
        let pts: Vec<String> = last_path
            .iter()
            .map(|p| {
                let (x, y) = point_xy(*p);
                format!("{x},{y}")
            })
            .collect();
        let (fx, fy) = point_xy(last_path[0]);
        html! {
            <g class="last-move">
                <circle class="last-from" cx={fx.to_string()} cy={fy.to_string()} r="2.2" />
                <polyline points={pts.join(" ")} />
            </g>
        }
    } else {
        html! {}
    };

    let target_html: Html = targets
        .iter()
        .map(|p| {
            let (x, y) = point_xy(*p);
            let capture = game.piece_at(*p).is_some();
            let class = if capture { "target capture" } else { "target" };
            let path = sel.and_then(|s| game.path(s, *p)).unwrap_or_default();
            let via = if path.len() == 3 {
                let (vx, vy) = point_xy(path[1]);
                html! { <circle class="via" cx={vx.to_string()} cy={vy.to_string()} r="1" /> }
            } else {
                html! {}
            };
            html! {
                <g key={format!("t{p}")}>
                    {via}
                    <circle {class} cx={x.to_string()} cy={y.to_string()} r="2.6" />
                </g>
            }
        })
        .collect();

    let pieces_html: Html = game
        .pieces()
        .iter()
        .filter_map(|pc| {
            let at = pc.at?;
            let (x, y) = point_xy(at);
            let mut class = classes!("piece", colour_class(pc.colour));
            if sel == Some(at) {
                class.push("selected");
            }
            if designated.contains(&pc.id) {
                class.push("designated");
            }
            if can_act && goes.iter().any(|(f, _)| *f == at) {
                class.push("movable");
            }
            let star = if pc.starred {
                html! { <path class="star" d={STAR} /> }
            } else {
                html! {}
            };
            let ring = if pc.colour == Colour::Green {
                html! { <circle class="ring" r="2.3" /> }
            } else {
                html! {}
            };
            let title = format!("{} {}", seat_label(game, pc.owner, lang), board::name(at));
            Some(html! {
                <g key={format!("p{}", pc.id)} {class}
                   style={format!("transform:translate({x}px,{y}px)")}
                   data-point={board::name(at)}>
                    <title>{title}</title>
                    <circle class="body" r="3.6" />
                    {ring}
                    {star}
                </g>
            })
        })
        .collect();

    let captured_html: Html = captured
        .iter()
        .map(|(id, at, owner)| {
            let (x, y) = point_xy(*at);
            let colour = game.seat_colour(*owner);
            html! {
                <g key={format!("c{id}")} class={classes!("piece", "captured", colour_class(colour))}
                   style={format!("transform:translate({x}px,{y}px)")}>
                    <circle class="body" r="3.6" />
                </g>
            }
        })
        .collect();

    // Invisible hit areas over every point, for clicks and taps.
    let hits: Html = (0..81u8)
        .map(|p| {
            let (x, y) = point_xy(p);
            let onclick = {
                let activate = activate.clone();
                let focus = focus.clone();
                Callback::from(move |_: MouseEvent| {
                    focus.set(p);
                    activate.emit(p);
                })
            };
            html! {
                <circle key={format!("h{p}")} class="hit" id={format!("pt-{}", board::name(p))}
                    cx={x.to_string()} cy={y.to_string()} r={(STEP / 2.0).to_string()} {onclick} />
            }
        })
        .collect();

    let (fx, fy) = point_xy(*focus);
    let view_box = format!("0 0 {SIZE} {SIZE}");

    // Controls for the decisions that are not piece moves.
    let buttons: Html = if can_act {
        legal
            .iter()
            .filter_map(|mv| {
                let label = view::button_label(game, mv, lang)?;
                let text = game.move_text(mv);
                let onclick = {
                    let on_move = props.on_move.clone();
                    let typed = *mv;
                    Callback::from(move |_: MouseEvent| on_move.emit(typed.into()))
                };
                let class = match mv {
                    Move::Call(_) => "btn jinx-call",
                    Move::Pass | Move::NoCall | Move::EndTurn => "btn primary",
                    _ => "btn",
                };
                Some(html! {
                    <button {class} data-move={text} {onclick}>{label}</button>
                })
            })
            .collect()
    } else {
        html! {}
    };

    let status = view::status(game, lang, can_act, sel.is_some());
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    };
    let players: Html = game
        .turn_order()
        .iter()
        .map(|&s| {
            let count = game.pieces().iter().filter(|p| p.owner == s && p.at.is_some()).count();
            let kind = crate::ui::kit::seats::seat_kind_text(
                lang,
                props.seats.get(s as usize).copied().unwrap_or(SeatKind::Person),
            );
            let mut class = classes!("player", colour_class(game.seat_colour(s)));
            if to_move == Some(s) {
                class.push("current");
            }
            if game.is_eliminated(s) {
                class.push("out");
            }
            let star = if game.seat_starred(s) { "★" } else { "●" };
            html! {
                <li {class}>
                    <span class="swatch" aria-hidden="true">{star}</span>
                    <span class="name">{seat_label(game, s, lang)}</span>
                    <span class="kind">{kind}</span>
                    <span class="count">{
                        if game.is_eliminated(s) { t(lang, JinxT::Eliminated).to_string() } else { format!("{count}") }
                    }</span>
                </li>
            }
        })
        .collect();

    html! {
        <div class="play jinx">
            <div class="board-wrap">
                <svg id="board" class="board jinx-board" viewBox={view_box} tabindex="0" role="application"
                     aria-label={t(lang, JinxT::Name)} {onkeydown}>
                    <rect class="board-bg" x="1" y="1" width={(SIZE - 2.0).to_string()}
                          height={(SIZE - 2.0).to_string()} rx="2" />
                    {segments}
                    {labels}
                    {last_html}
                    {target_html}
                    {captured_html}
                    {pieces_html}
                    <rect class="focus" x={(fx - 4.6).to_string()} y={(fy - 4.6).to_string()}
                          width="9.2" height="9.2" rx="1.5" />
                    {hits}
                </svg>
                <p class="legend">
                    <span class="legend-red">{t(lang, JinxT::LegendRed)}</span>
                    <span class="legend-green">{t(lang, JinxT::LegendGreen)}</span>
                </p>
            </div>
            <aside class="side">
                <ul class="players">{players}</ul>
                <div id="status" class="status" aria-live="polite">
                    { for status.iter().map(|l| html! { <p>{l}</p> }) }
                </div>
                <div class="controls">{buttons}</div>
                { props.children.clone() }
            </aside>
        </div>
    }
}

/// The 144 coloured segments and the 81 points.
fn board_segments() -> Html {
    let mut lines = Vec::with_capacity(144);
    for y in 0..9u8 {
        for x in 0..9u8 {
            let a = board::point(x, y);
            for b in [
                (x < 8).then(|| board::point(x + 1, y)),
                (y < 8).then(|| board::point(x, y + 1)),
            ]
            .into_iter()
            .flatten()
            {
                let Some(colour) = board::segment_colour(a, b) else {
                    continue;
                };
                let (x1, y1) = point_xy(a);
                let (x2, y2) = point_xy(b);
                lines.push(html! {
                    <line class={classes!("seg", colour_class(colour))}
                          x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
                });
            }
        }
    }
    let dots: Html = (0..81u8)
        .map(|p| {
            let (x, y) = point_xy(p);
            html! { <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="0.9" /> }
        })
        .collect();
    html! { <g class="grid">{ for lines }{dots}</g> }
}

/// Column letters under the board and row numbers beside it.
fn coordinate_labels() -> Html {
    let cols: Html = (0..9u8)
        .map(|x| {
            let (px, _) = point_xy(board::point(x, 0));
            let letter = ((b'A' + x) as char).to_string();
            html! { <text class="coord" x={px.to_string()} y={(SIZE - 2.2).to_string()}>{letter}</text> }
        })
        .collect();
    let rows: Html = (0..9u8)
        .map(|y| {
            let (_, py) = point_xy(board::point(0, y));
            html! { <text class="coord" x={(MARGIN / 2.6).to_string()} y={(py + 1.2).to_string()}>{(y + 1).to_string()}</text> }
        })
        .collect();
    html! { <g class="coords">{cols}{rows}</g> }
}
