//! The Fidchell board: an SVG of the seven circles and their spokes, the holes, the stones, the
//! king in the centre (dead, White's ally or ally of both), and the controls for the decisions
//! that are not stone moves (game two's challenge and White's removal choice, passing).
//!
//! Input is two-stage: a click (or Enter) on a hole is an intent; the legal moves from the
//! engine decide what is highlighted and what is played. The board never decides legality.

use super::texts::FidchellT;
use super::view::{self as view, colour_class, point_xy, ring_radius, seat_label, MID, SIZE};
use crate::engine::{Effect, Game, ToMove};
use crate::games::fidchell::board::{self, Point, OUTER, RING_SIZES};
use crate::games::fidchell::{Colour, Fidchell, King, Move, Phase, CHALLENGE_TURNS};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::input::{live_selection, pick, targets, use_focus_keys, use_selection, Pick};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::step::Step;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FidchellBoardProps {
    pub game: Rc<Fidchell>,
    /// The last move that changed the board (marked, its captures animated).
    pub last: Option<Rc<Step>>,
    /// The number of moves played up to and including `last` (keys its animations).
    #[prop_or_default]
    pub last_ply: usize,
    /// Whether a person may act now (a person's turn, no animation or dialog in the way).
    pub interactive: bool,
    pub seats: Vec<SeatKind>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Shown at the end of the side panel (move list, takeback ...).
    #[prop_or_default]
    pub children: Html,
}

/// Radius of a stone.
const STONE: f32 = 3.7;
/// A small crown, centred on 0,0.
const CROWN: &str = "M-3.2,1.9 L-3.6,-2.2 L-1.7,-0.4 L0,-2.9 L1.7,-0.4 L3.6,-2.2 L3.2,1.9 Z";

fn xy(p: Point) -> (String, String) {
    let (x, y) = point_xy(p);
    (format!("{x:.2}"), format!("{y:.2}"))
}

fn translate(x: f32, y: f32) -> String {
    format!("translate({x:.2}px,{y:.2}px)")
}

#[function_component(FidchellBoard)]
pub fn fidchell_board(props: &FidchellBoardProps) -> Html {
    let game = &props.game;
    let lang = props.lang;
    let selected = use_selection::<Point, _>(props.game.clone());
    let marked = use_state(Vec::<Point>::new);

    // A new position clears the marks.
    {
        let marked = marked.clone();
        use_effect_with(props.game.clone(), move |_| marked.set(Vec::new()));
    }

    let can_act = props.interactive;
    let phase = game.phase();
    let legal = if can_act {
        game.legal_moves()
    } else {
        Vec::new()
    };
    let goes: Vec<(Point, Point)> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Go { from, to } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    let places: Vec<Point> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Place(p) => Some(*p),
            _ => None,
        })
        .collect();
    let removable: Vec<Point> = if phase == Phase::Removal && can_act {
        game.stones(Colour::Black)
    } else {
        Vec::new()
    };
    let sel = live_selection(&goes, *selected);
    let targets = targets(&goes, sel);
    let marks: Vec<Point> = marked
        .iter()
        .copied()
        .filter(|p| removable.contains(p))
        .collect();

    // What a click or Enter on a hole does.
    let activate = {
        let selected = selected.clone();
        let marked = marked.clone();
        let on_move = props.on_move.clone();
        let goes = goes.clone();
        let places = places.clone();
        let removable = removable.clone();
        let marks = marks.clone();
        Callback::from(move |p: Point| {
            if !can_act {
                return;
            }
            if places.contains(&p) {
                on_move.emit(Move::Place(p).into());
                return;
            }
            if removable.contains(&p) {
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
        let marked = marked.clone();
        Callback::from(move |_| {
            selected.set(None);
            marked.set(Vec::new());
        })
    };
    let (focus, onkeydown) = use_focus_keys(
        board::point(OUTER, 0),
        view::move_focus,
        activate.clone(),
        cancel,
    );

    // The last move: where it went, what it placed, what it took.
    let mut last_path: Vec<Point> = Vec::new();
    let mut placed: Option<Point> = None;
    let mut captured: Vec<(Point, Colour)> = Vec::new();
    let mut extra_now = false;
    if let Some(step) = &props.last {
        for e in &step.effects {
            match e {
                Effect::Moved { path, .. } => {
                    last_path = path.iter().map(|p| *p as Point).collect()
                }
                Effect::Placed { at, .. } => placed = Some(*at as Point),
                Effect::Captured { at, owner, .. } => {
                    captured.push((*at as Point, Colour::from_seat(*owner)))
                }
                Effect::ExtraTurn { .. } => extra_now = true,
                _ => {}
            }
        }
    }
    let ply = props.last_ply;
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    };
    let arrived = last_path.last().copied();
    let winning = game.winning_path().unwrap_or_default();

    // The board: a disc, the seven circles, the spokes, the holes.
    let circles: Html = (1..=OUTER)
        .map(|r| {
            html! { <circle class="circle" cx={MID.to_string()} cy={MID.to_string()} r={ring_radius(r).to_string()} /> }
        })
        .collect();
    let spokes: Html = game
        .board()
        .lines()
        .iter()
        .filter(|l| !l.is_circle())
        .map(|l| {
            let (x1, y1) = xy(l.points[0]);
            let (x2, y2) = xy(*l.points.last().expect("a spoke has points"));
            html! { <line class="spoke" {x1} {y1} {x2} {y2} /> }
        })
        .collect();
    let dots: Html = view::holes()
        .map(|p| {
            let (cx, cy) = xy(p);
            html! { <circle class="hole" {cx} {cy} r="1.05" /> }
        })
        .collect();
    // Circle numbers on each circle, halfway between its last hole and its hole 0 (north).
    let ring_numbers: Html = (1..=OUTER)
        .map(|r| {
            let a = (-180.0 / RING_SIZES[r as usize] as f32).to_radians();
            let rr = ring_radius(r);
            let (x, y) = (MID + rr * a.sin(), MID - rr * a.cos() + 0.95);
            html! { <text class="ring-no" x={format!("{x:.2}")} y={format!("{y:.2}")}>{r.to_string()}</text> }
        })
        .collect();
    let last_html = if last_path.len() >= 2 {
        let (fx, fy) = xy(last_path[0]);
        html! {
            <g class="last-move">
                <path d={view::path_d(&last_path)} />
                <circle class="last-from" cx={fx} cy={fy} r="2.1" />
            </g>
        }
    } else if let Some(p) = placed {
        let (cx, cy) = xy(p);
        html! { <g class="last-move"><circle class="last-place" {cx} {cy} r="5.4" /></g> }
    } else {
        html! {}
    };

    let win_html = if winning.len() >= 2 {
        html! { <path class="win-path" d={view::path_d(&winning)} pathLength="1" /> }
    } else {
        html! {}
    };

    // Targets of the selected stone, with the way along the line to each.
    let target_html: Html = targets
        .iter()
        .map(|p| {
            let (cx, cy) = xy(*p);
            let way = sel
                .and_then(|s| game.path(s, *p))
                .map(|path| html! { <path class="way" d={view::path_d(&path)} /> })
                .unwrap_or_default();
            html! {
                <g key={format!("t{p}")}>
                    {way}
                    <circle class="target" {cx} {cy} r="2.6" />
                </g>
            }
        })
        .collect();

    let movable: Vec<Point> = goes.iter().map(|(f, _)| *f).collect();
    let mut slide_css = String::new();
    let stones_html: Html = view::holes()
        .filter_map(|p| {
            let c = game.stone(p)?;
            let (x, y) = point_xy(p);
            let mut class = classes!("stone", colour_class(c));
            if sel == Some(p) {
                class.push("selected");
            }
            if movable.contains(&p) {
                class.push("movable");
            }
            if removable.contains(&p) {
                class.push("removable");
            }
            if marks.contains(&p) {
                class.push("marked");
            }
            if winning.contains(&p) {
                class.push("win");
            }
            if placed == Some(p) {
                class.push("dropped");
            }
            let mut style = format!("transform:{}", translate(x, y));
            if arrived == Some(p) {
                let frames = view::motion_points(&last_path);
                let n = frames.len().saturating_sub(1).max(1);
                let name = format!("fid-slide-{ply}");
                slide_css.push_str(&format!("@keyframes {name} {{"));
                for (i, (fx, fy)) in frames.iter().enumerate() {
                    let pct = 100.0 * i as f32 / n as f32;
                    slide_css.push_str(&format!(
                        "{pct:.1}% {{ transform: {} }} ",
                        translate(*fx, *fy)
                    ));
                }
                slide_css.push('}');
                let ms = 180 + 70 * last_path.len().min(8);
                style.push_str(&format!(";animation:{name} {ms}ms ease-in-out"));
                class.push("arrived");
            }
            let cross = if marks.contains(&p) {
                html! { <path class="cross" d="M-2.2,-2.2 L2.2,2.2 M2.2,-2.2 L-2.2,2.2" /> }
            } else {
                html! {}
            };
            let title = format!("{} {}", seat_label(c.seat(), lang), board::name(p));
            Some(html! {
                <g key={format!("s{p}")} {class} {style} data-point={board::name(p)}>
                    <title>{title}</title>
                    <circle class="body" r={STONE.to_string()} />
                    <circle class="shine" cx="-1.1" cy="-1.2" r="1.1" />
                    {cross}
                </g>
            })
        })
        .collect();

    let ghosts_html: Html = captured
        .iter()
        .map(|(p, c)| {
            let (x, y) = point_xy(*p);
            html! {
                <g key={format!("c{p}-{ply}")} class={classes!("stone", "ghost", colour_class(*c))}
                   style={format!("transform:{}", translate(x, y))}>
                    <circle class="body" r={STONE.to_string()} />
                </g>
            }
        })
        .collect();

    let king_html = {
        let (cls, half) = match game.king() {
            King::Dead => ("dead", false),
            King::White => ("white-ally", false),
            King::Both => ("both", true),
        };
        let half_html = if half {
            html! { <path class="half" d="M0,-4.6 A4.6,4.6 0 0 1 0,4.6 Z" /> }
        } else {
            html! {}
        };
        html! {
            <g class={classes!("king", cls)} style={format!("transform:{}", translate(MID, MID))} id="king">
                <title>{view::king_text(game, lang)}</title>
                <circle class="base" r="4.6" />
                {half_html}
                <path class="crown" d={CROWN} />
            </g>
        }
    };

    // Stones still to place, as small piles in the top corners (white left, black right).
    let hands_html: Html = if game.in_hand(Colour::White) + game.in_hand(Colour::Black) > 0 {
        [Colour::White, Colour::Black]
            .iter()
            .map(|&c| {
                let n = game.in_hand(c);
                let left = c == Colour::White;
                let (x, tx, anchor) = if left {
                    (6.0, 11.2, "start")
                } else {
                    (SIZE - 6.0, SIZE - 11.2, "end")
                };
                let class = classes!(
                    "hand",
                    colour_class(c),
                    (to_move == Some(c.seat()) && game.phase() == Phase::Placing)
                        .then_some("current")
                );
                html! {
                    <g {class} id={format!("hand-{}", colour_class(c))}>
                        <title>{format!("{}: {}", seat_label(c.seat(), lang), tf(lang, FidchellT::InHand, &[&n.to_string()]))}</title>
                        <circle class="body" cx={x.to_string()} cy="6.5" r="3.3" />
                        <text x={tx.to_string()} y="8.4" text-anchor={anchor}>{n.to_string()}</text>
                    </g>
                }
            })
            .collect()
    } else {
        html! {}
    };

    // Invisible hit areas over every hole, for clicks and taps.
    let hits: Html = view::holes()
        .map(|p| {
            let (cx, cy) = xy(p);
            let onclick = {
                let activate = activate.clone();
                let focus = focus.clone();
                Callback::from(move |_: MouseEvent| {
                    focus.set(p);
                    activate.emit(p);
                })
            };
            let class = classes!(
                "hit",
                places.contains(&p).then_some("placeable"),
                (movable.contains(&p) || targets.contains(&p) || removable.contains(&p))
                    .then_some("active")
            );
            html! {
                <circle key={format!("h{p}")} {class} id={format!("pt-{}", board::name(p).replace(':', "-"))}
                    data-point={board::name(p)} {cx} {cy} r="4.8" {onclick}>
                    <title>{board::name(p)}</title>
                </circle>
            }
        })
        .collect();

    let (fx, fy) = xy(*focus);
    let view_box = format!("0 0 {SIZE} {SIZE}");

    // Controls for the decisions that are not stone moves.
    let button = |mv: &Move, label: String, class: &'static str, disabled: bool| {
        let text = game.move_text(mv);
        let onclick = {
            let on_move = props.on_move.clone();
            let typed = *mv;
            Callback::from(move |_: MouseEvent| on_move.emit(typed.into()))
        };
        html! { <button {class} id={format!("mv-{}", text.split(':').next().unwrap_or(""))}
        data-move={text} {onclick} {disabled}>{label}</button> }
    };
    let mut buttons: Vec<Html> = Vec::new();
    if legal.contains(&Move::Challenge) {
        buttons.push(button(
            &Move::Challenge,
            t(lang, FidchellT::Challenge).to_string(),
            "btn challenge",
            false,
        ));
    }
    if phase == Phase::Removal && can_act {
        match view::removal_move(game, &marks) {
            Some(mv) => buttons.push(button(
                &mv,
                t(lang, FidchellT::Remove).to_string(),
                "btn primary",
                false,
            )),
            None => buttons.push(html! {
                <button class="btn primary" id="mv-remove" disabled=true>{t(lang, FidchellT::Remove)}</button>
            }),
        }
        buttons.push(button(
            &Move::Decline,
            t(lang, FidchellT::Decline).to_string(),
            "btn",
            false,
        ));
    }
    if legal.contains(&Move::Pass) {
        buttons.push(button(
            &Move::Pass,
            t(lang, FidchellT::Pass).to_string(),
            "btn primary",
            false,
        ));
    }

    let status = view::status(game, lang, can_act, sel.is_some());
    let players: Html = [Colour::White, Colour::Black]
        .iter()
        .map(|&c| {
            let s = c.seat();
            let kind = crate::ui::kit::seats::seat_kind_text(
                lang,
                props.seats.get(s as usize).copied().unwrap_or(SeatKind::Person),
            );
            let mut class = classes!("player", colour_class(c));
            if to_move == Some(s) {
                class.push("current");
            }
            html! {
                <li {class} id={format!("player-{}", colour_class(c))}>
                    <span class="swatch" aria-hidden="true"></span>
                    <span class="name">{seat_label(s, lang)}</span>
                    <span class="kind">{kind}</span>
                    <span class="counts">
                        <span class="hand">{tf(lang, FidchellT::InHand, &[&game.in_hand(c).to_string()])}</span>
                        <span class="lost">{tf(lang, FidchellT::Lost, &[&game.lost(c).to_string()])}</span>
                    </span>
                </li>
            }
        })
        .collect();

    // The strip under the board: stage, king, challenge countdown, extra turn.
    let challenge_html = match view::challenge_left(game) {
        Some(n) => {
            let pips: Html = (0..CHALLENGE_TURNS)
                .map(|i| {
                    let class = classes!("pip", (i < n).then_some("on"));
                    html! { <span {class}></span> }
                })
                .collect();
            html! {
                <span class="chip challenge-chip" id="challenge" data-left={n.to_string()}
                      title={tf(lang, FidchellT::ChallengeLeft, &[&n.to_string()])}>
                    {t(lang, FidchellT::ChallengeChip)}{" "}<span class="pips">{pips}</span>
                    <strong class="left">{n.to_string()}</strong>
                </span>
            }
        }
        None => html! {},
    };
    let extra_html = if game.is_extra_turn() && game.end().is_none() {
        html! {
            <span key={format!("x{ply}")} class={classes!("chip", "extra-chip", extra_now.then_some("fresh"))} id="extra-turn">
                {t(lang, FidchellT::ExtraTurnBadge)}
            </span>
        }
    } else {
        html! {}
    };
    // Whose turn, repeated under the board for small screens where the side panel is below.
    let turn_chip = match to_move {
        Some(s) => html! {
            <span class={classes!("chip", "turn-chip", colour_class(Colour::from_seat(s)))}>
                <span class="swatch" aria-hidden="true"></span>
                {tf(lang, FidchellT::ToMove, &[&seat_label(s, lang)])}
            </span>
        },
        None => html! {},
    };
    let stage = view::stage_text(game, lang)
        .map(|s| html! { <span class="chip" id="stage">{s}</span> })
        .unwrap_or_default();

    html! {
        <div class="play fidchell">
            <div class="board-wrap">
                <svg id="board" class="board fidchell-board" viewBox={view_box} tabindex="0" role="application"
                     aria-label={t(lang, FidchellT::Name)} {onkeydown}>
                    <style>{slide_css}</style>
                    <circle class="board-bg" cx={MID.to_string()} cy={MID.to_string()}
                            r={(ring_radius(OUTER) + 6.0).to_string()} />
                    <g class="lines">{circles}{spokes}</g>
                    {dots}
                    <g class="ring-nos">{ring_numbers}</g>
                    {last_html}
                    {win_html}
                    {target_html}
                    {ghosts_html}
                    {stones_html}
                    {king_html}
                    {hands_html}
                    <circle class="focus" cx={fx} cy={fy} r="5" />
                    {hits}
                </svg>
                <p class="board-bar">
                    {turn_chip}
                    {stage}
                    <span class={classes!("chip", "king-chip", view::king_class(game))} id="king-status">
                        {view::king_text(game, lang)}
                    </span>
                    {challenge_html}
                    {extra_html}
                </p>
            </div>
            <aside class="side">
                <ul class="players">{players}</ul>
                <p class="muted variant-name">{view::preset_label(game, lang)}</p>
                <div id="status" class="status" aria-live="polite">
                    { for status.iter().map(|l| html! { <p>{l}</p> }) }
                </div>
                <div class="controls">{ for buttons }</div>
                { props.children.clone() }
            </aside>
        </div>
    }
}
