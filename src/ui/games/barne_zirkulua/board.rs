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

use super::texts::BarneT;
use super::view::{
    self as view, ball_label, code_id, code_xy, corner_class, polar, roman, seat_label, DiceShow,
    IconPart, BALL_R, CENTRE, FRAME_MS, R_GOAL, R_INNER, R_OUTER, R_START, SIZE, START_RADIUS,
    TUMBLE_FRAMES,
};
use crate::engine::{Effect, Game, ToMove};
use crate::games::barne_zirkulua::board::{self, ArrowKind, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{BallRef, BarneZirkulua, Loc, MemOpt, Move, Opt, Phase};
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::step::Step;
use std::rc::Rc;
use yew::prelude::*;

/// The localStorage key of the "fast dice and moves" setting.
pub const FAST_KEY: &str = "mahai.v1.settings.fast";

#[derive(Properties, PartialEq)]
pub struct BarneBoardProps {
    pub game: Rc<BarneZirkulua>,
    /// The last step played: its effects are animated.
    pub last: Option<Rc<Step>>,
    /// Number of moves played so far (a new move starts the animation; an undo does not).
    pub moves_played: usize,
    /// The dice showing in the centre.
    pub dice: DiceShow,
    /// When the dice are due on a person's turn: the outcome a click on "Roll" plays.
    #[prop_or_default]
    pub roll_move: Option<AnyMove>,
    /// Whether a person may act now.
    pub interactive: bool,
    pub seats: Vec<SeatKind>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Shown at the end of the side panel (move list, takeback ...).
    #[prop_or_default]
    pub children: Html,
}

fn read_fast() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(FAST_KEY).ok().flatten())
        .is_some_and(|v| v == "1" || v == "true")
}

fn write_fast(on: bool) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(FAST_KEY, if on { "1" } else { "0" });
    }
}

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// How many frames the effects of a step take to play.
fn frames_of(step: &Step) -> usize {
    let mut n = 0;
    for e in &step.effects {
        match e {
            Effect::Moved { path, .. } => n = n.max(path.len()),
            Effect::Rolled { .. } => n = n.max(TUMBLE_FRAMES),
            _ => {}
        }
    }
    n
}

fn fmt(v: f32) -> String {
    format!("{v:.2}")
}

/// An option icon centred on `(x, y)`, scaled.
pub fn icon(m: MemOpt, x: f32, y: f32, scale: f32) -> Html {
    let parts: Html = view::icon_parts(m)
        .into_iter()
        .map(|p| match p {
            IconPart::Circle(cx, cy, r, filled) => html! {
                <circle class={if filled { "ic-fill" } else { "ic-line" }}
                    cx={fmt(cx)} cy={fmt(cy)} r={fmt(r)} />
            },
            IconPart::Path(d, filled) => html! {
                <path class={if filled { "ic-fill" } else { "ic-line" }} d={d} />
            },
        })
        .collect();
    html! {
        <g class="icon" transform={format!("translate({} {}) scale({})", fmt(x), fmt(y), scale)}>
            {parts}
        </g>
    }
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

/// A small inline SVG icon for buttons and lists.
fn icon_inline(m: MemOpt) -> Html {
    html! {
        <svg class="opt-icon" viewBox="-8 -8 16 16" aria-hidden="true">{icon(m, 0.0, 0.0, 1.0)}</svg>
    }
}

#[function_component(BarneBoard)]
pub fn barne_board(props: &BarneBoardProps) -> Html {
    let game = &props.game;
    let lang = props.lang;
    let goal16 = game.config().goal16;
    let selected = use_state(|| None::<BallRef>);
    // The move under the pointer or the keyboard focus: its effect is previewed.
    let hover = use_state(|| None::<Move>);
    let focus = use_state(|| None::<u16>);
    let fast = use_state(read_fast);
    let anim_for = use_state(|| props.moves_played);
    let frame = use_state(|| usize::MAX);

    // A new position clears the selection.
    {
        let selected = selected.clone();
        let hover = hover.clone();
        use_effect_with(props.game.clone(), move |_| {
            selected.set(None);
            hover.set(None);
        });
    }

    let motion = !*fast && !reduced_motion();
    let last_frames = props.last.as_deref().map(frames_of).unwrap_or(0);

    // A new move starts the animation of its effects; an undo or a reload shows the end state.
    {
        let anim_for = anim_for.clone();
        let frame = frame.clone();
        use_effect_with(props.moves_played, move |&n| {
            if n > *anim_for && motion && last_frames > 0 {
                frame.set(0);
            } else {
                frame.set(usize::MAX);
            }
            anim_for.set(n);
        });
    }
    // One frame after another until the effects have played.
    {
        let frame_h = frame.clone();
        use_effect_with((*frame, props.moves_played), move |&(f, _)| {
            let timer = (f < last_frames).then(|| {
                gloo::timers::callback::Timeout::new(FRAME_MS, move || frame_h.set(f + 1))
            });
            move || drop(timer)
        });
    }
    let pending_start = props.moves_played > *anim_for && motion && last_frames > 0;
    let f = if pending_start { 0 } else { *frame };
    let animating = f < last_frames;

    // Where the last step's effects put balls during the animation.
    let mut overrides: Vec<(u16, (f32, f32))> = Vec::new();
    let mut tumbling = false;
    if let (true, Some(step)) = (animating, props.last.as_deref()) {
        let rolled = step
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Rolled { .. }));
        tumbling = rolled && f < TUMBLE_FRAMES;
        for e in &step.effects {
            match e {
                Effect::Moved { piece, path } if !path.is_empty() => {
                    let code = path[f.min(path.len() - 1)];
                    let b = view::ball_of_piece(*piece);
                    let xy = if code >= START_CODE {
                        view::start_slot_xy(b.corner, b.idx)
                    } else {
                        code_xy(code, goal16)
                    };
                    overrides.push((*piece, xy));
                }
                Effect::Captured { piece, at, .. } if f + 1 < last_frames => {
                    overrides.push((*piece, code_xy(*at, goal16)));
                }
                Effect::Placed { piece, .. } if rolled && f < TUMBLE_FRAMES => {
                    let b = view::ball_of_piece(*piece);
                    overrides.push((*piece, view::start_slot_xy(b.corner, b.idx)));
                }
                _ => {}
            }
        }
    }

    let can_act = props.interactive && !matches!(game.phase(), Phase::Over { .. });
    let legal = if can_act {
        game.legal_moves()
    } else {
        Vec::new()
    };
    let movable = if can_act {
        view::movable_balls(game)
    } else {
        Vec::new()
    };
    let pending = view::pending_ball(game);
    let sel: Option<BallRef> = if !can_act {
        None
    } else if pending.is_some() {
        pending
    } else if let Some(s) = (*selected).filter(|s| movable.contains(s)) {
        Some(s)
    } else if movable.len() == 1 {
        Some(movable[0])
    } else {
        None
    };
    // Targets appear once the dice have settled.
    let targets: Vec<(u16, Move)> = sel
        .filter(|_| !tumbling)
        .map(|b| view::targets_of_ball(game, b))
        .unwrap_or_default();
    let start_move: Option<Move> = legal
        .iter()
        .find(|m| matches!(m, Move::Enter))
        .or_else(|| legal.iter().find(|m| matches!(m, Move::Exit)))
        .copied();
    let mover_corner = game.seat_corner(game.turn());

    // Every ball with where it is.
    let mut balls: Vec<(BallRef, Loc, u8)> = Vec::new();
    for s in 0..game.seats() as u8 {
        for (i, loc) in game.balls(s).iter().enumerate() {
            balls.push((game.ball_ref(s, i as u8), *loc, s));
        }
    }
    let ball_code_of = |b: BallRef| {
        balls
            .iter()
            .find(|(r, _, _)| *r == b)
            .map(|(r, l, _)| view::loc_code(*r, *l))
    };

    // What a click or Enter on a code does.
    let activate = {
        let selected = selected.clone();
        let on_move = props.on_move.clone();
        let targets = targets.clone();
        let movable = movable.clone();
        let balls = balls.clone();
        Callback::from(move |code: u16| {
            if !can_act {
                return;
            }
            if let Some((_, mv)) = targets.iter().find(|(c, _)| *c == code) {
                selected.set(None);
                on_move.emit((*mv).into());
                return;
            }
            let here = balls
                .iter()
                .find(|(b, l, _)| view::loc_code(*b, *l) == code && !matches!(l, Loc::Start));
            if let Some((b, _, _)) = here {
                if movable.contains(b) {
                    selected.set(if sel == Some(*b) { None } else { Some(*b) });
                    return;
                }
            }
            if code == START_CODE + mover_corner as u16 {
                if let Some(mv) = start_move {
                    on_move.emit(mv.into());
                    return;
                }
            }
            selected.set(None);
        })
    };

    // Keyboard: the focus walks through the codes that can be acted on.
    let mut focusables: Vec<u16> = movable.iter().filter_map(|b| ball_code_of(*b)).collect();
    focusables.extend(targets.iter().map(|(c, _)| *c));
    if start_move.is_some() {
        focusables.push(START_CODE + mover_corner as u16);
    }
    focusables.sort_unstable();
    focusables.dedup();
    let onkeydown = {
        let focus = focus.clone();
        let selected = selected.clone();
        let activate = activate.clone();
        let focusables = focusables.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            let n = focusables.len();
            let pos = (*focus).and_then(|c| focusables.iter().position(|x| *x == c));
            match key.as_str() {
                "ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" if n > 0 => {
                    e.prevent_default();
                    let fwd = key == "ArrowRight" || key == "ArrowDown";
                    let next = match (pos, fwd) {
                        (None, _) => 0,
                        (Some(p), true) => (p + 1) % n,
                        (Some(p), false) => (p + n - 1) % n,
                    };
                    focus.set(Some(focusables[next]));
                }
                "Enter" | " " => {
                    e.prevent_default();
                    if let Some(c) = *focus {
                        activate.emit(c);
                    }
                }
                "Escape" => selected.set(None),
                _ => {}
            }
        })
    };

    // ----- drawing -----
    let rings = html! {
        <g class="rings">
            <circle class="ring-band outer" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_OUTER)} />
            <circle class="ring-band inner" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_INNER)} />
            <circle class="ring-band goal" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_GOAL)} />
            <circle class="centre" cx={fmt(CENTRE)} cy={fmt(CENTRE)} r={fmt(R_GOAL - 6.5)} />
        </g>
    };
    let geometry = board::geometry(goal16);
    let arrows: Html = geometry
        .arrows
        .iter()
        .map(|a| {
            let (r1, r2, class) = match a.kind {
                ArrowKind::RingChange => (R_INNER + 4.6, R_OUTER - 3.6, "arrow ring-change"),
                ArrowKind::Goal => (R_INNER - 5.0, R_GOAL + 5.6, "arrow goal"),
                ArrowKind::Start => (R_START - START_RADIUS - 1.0, R_OUTER + 3.4, "arrow start"),
            };
            let (x1, y1) = polar(a.angle, r1);
            let (x2, y2) = polar(a.angle, r2);
            let colour = a.corner.map(corner_class).unwrap_or("");
            let both = a.kind == ArrowKind::RingChange;
            html! {
                <line class={classes!("arrow-line", class, colour)} x1={fmt(x1)} y1={fmt(y1)} x2={fmt(x2)} y2={fmt(y2)}
                    marker-end="url(#bz-head)" marker-start={if both { "url(#bz-head-back)" } else { "" }} />
            }
        })
        .collect();

    let field_class = |code: u16| -> Classes {
        let mut c = classes!("field");
        if code < GOAL_CODE {
            let f = code as u8;
            if board::is_ring_change(f) {
                c.push("ring-change");
            }
            if board::goal_arrow(f).is_some() {
                c.push("goal-arrow");
            }
            if let Some(corner) = (0..4u8).find(|&k| board::start_field(k) == f) {
                c.push("start-field");
                c.push(corner_class(corner));
            }
        } else {
            c.push("goal-field");
        }
        c
    };
    let field_r = |code: u16| -> f32 {
        if code < board::OUTER_FIELDS as u16 {
            2.6
        } else if code < GOAL_CODE {
            3.2
        } else if goal16 {
            4.0
        } else {
            4.6
        }
    };
    let all_codes: Vec<u16> = geometry
        .outer
        .iter()
        .chain(geometry.inner.iter())
        .chain(geometry.goals.iter())
        .map(|g| g.code)
        .collect();
    let fields: Html = all_codes
        .iter()
        .map(|&code| {
            let (x, y) = code_xy(code, goal16);
            html! { <circle class={field_class(code)} cx={fmt(x)} cy={fmt(y)} r={fmt(field_r(code))} /> }
        })
        .collect();

    // Start areas, round tracks, memory corners.
    let seat_of_corner = |c: u8| game.corner_seat(c);
    let corners: Html = (0..4u8)
        .map(|c| {
            let (x, y) = polar(view::corner_angle(c), R_START);
            let seat = seat_of_corner(c);
            let used = seat.is_some();
            let mut area_class = classes!("start-area", corner_class(c));
            if !used {
                area_class.push("unused");
            }
            if can_act && start_move.is_some() && c == mover_corner {
                area_class.push("can-enter");
            }
            // Every corner has its round track; a seat in play has its marker on it.
            let track: Html = (0..4u8)
                .map(|p| {
                    let (tx, ty) = view::track_xy(c, p);
                    let here = seat.is_some_and(|s| game.marker(s) == p);
                    html! {
                        <g class="track-place">
                            <circle class="hole" cx={fmt(tx)} cy={fmt(ty)} r="3.1" />
                            { if here {
                                html! { <circle class={classes!("marker", corner_class(c))} cx={fmt(tx)} cy={fmt(ty)} r="2.6" /> }
                            } else {
                                html! { <text class="track-label" x={fmt(tx)} y={fmt(ty + 1.1)}>{ if p == 0 { "0".to_string() } else { roman(p) } }</text> }
                            } }
                        </g>
                    }
                })
                .collect();
            let memory: Html = match (seat, game.config().memory) {
                (_, true) => {
                    let stored = seat.map(|s| game.memory(s)).unwrap_or_default();
                    MemOpt::ALL
                        .iter()
                        .enumerate()
                        .map(|(i, m)| {
                            let (mx, my) = view::memory_xy(c, i);
                            let on = stored.contains(m);
                            let name = view::mem_name(*m, lang);
                            html! {
                                <g class={classes!("memory-field", on.then_some("stored"))} data-opt={m.name()}>
                                    <title>{name}</title>
                                    <circle class="mem-hole" cx={fmt(mx)} cy={fmt(my)} r="3.9" />
                                    {icon(*m, mx, my, 0.42)}
                                </g>
                            }
                        })
                        .collect()
                }
                _ => html! {},
            };
            html! {
                <g class={classes!("corner", (!used).then_some("unused"))}>
                    <circle class={area_class} cx={fmt(x)} cy={fmt(y)} r={fmt(START_RADIUS)} />
                    {track}
                    {memory}
                </g>
            }
        })
        .collect();

    // Path previews and targets for the selected ball.
    let previews: Html = match sel {
        Some(b) => targets
            .iter()
            .filter_map(|(_, mv)| match mv {
                Move::Part { value, .. } => game.part_path(b, *value),
                _ => None,
            })
            .map(|path| {
                let pts: Vec<String> = path
                    .iter()
                    .map(|c| {
                        let (x, y) = code_xy(*c, goal16);
                        format!("{},{}", fmt(x), fmt(y))
                    })
                    .collect();
                html! { <polyline class="preview" points={pts.join(" ")} /> }
            })
            .collect(),
        None => html! {},
    };
    let target_html: Html = targets
        .iter()
        .map(|(code, mv)| {
            let (x, y) = code_xy(*code, goal16);
            let capture = *code < GOAL_CODE
                && game
                    .ball_at(*code as u8)
                    .is_some_and(|b| b.corner != mover_corner)
                && !matches!(mv, Move::Swap { .. });
            let kind = match mv {
                Move::Part { .. } | Move::Change => "part",
                Move::Swap { .. } => "swap",
                Move::Home { .. } | Move::Goal(_) => "home",
                _ => "option",
            };
            html! {
                <circle class={classes!("target", kind, capture.then_some("capture"))}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(field_r(*code) + 1.6)} data-move={mv.to_string()} />
            }
        })
        .collect();

    // The last move's trail, kept visible after the animation.
    let trail: Html = match props.last.as_deref() {
        Some(step) => step
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Moved { path, .. }
                    if path.len() >= 2 && path.iter().all(|c| *c < START_CODE) =>
                {
                    let pts: Vec<String> = path
                        .iter()
                        .map(|c| {
                            let (x, y) = code_xy(*c, goal16);
                            format!("{},{}", fmt(x), fmt(y))
                        })
                        .collect();
                    Some(html! { <polyline class="trail" points={pts.join(" ")} /> })
                }
                _ => None,
            })
            .collect(),
        None => html! {},
    };

    // The position after the hovered move, and ghost balls where it would put balls.
    let preview: Option<BarneZirkulua> = (*hover).filter(|_| can_act).and_then(|mv| {
        let mut g2 = (**game).clone();
        g2.play(&mv).ok().map(|_| g2)
    });
    let ghosts: Html = match &preview {
        Some(g2) if g2.seats() == game.seats() => balls
            .iter()
            .filter_map(|(b, loc, _)| {
                let after = g2.loc(*b)?;
                if after == *loc || matches!(g2.phase(), Phase::Over { .. }) {
                    return None;
                }
                let (x, y) = view::ball_xy(g2, *b, after);
                Some(html! {
                    <circle class={classes!("ghost", corner_class(b.corner))} cx={fmt(x)} cy={fmt(y)} r={fmt(BALL_R)} />
                })
            })
            .collect(),
        _ => html! {},
    };
    let balls_html: Html = balls
        .iter()
        .map(|(b, loc, _)| {
            let (x, y) = overrides
                .iter()
                .rev()
                .find(|(p, _)| *p == b.piece())
                .map(|(_, xy)| *xy)
                .unwrap_or_else(|| view::ball_xy(game, *b, *loc));
            let mut class = classes!("ball", corner_class(b.corner));
            if can_act && movable.contains(b) {
                class.push("movable");
            }
            if sel == Some(*b) {
                class.push("selected");
            }
            if matches!(loc, Loc::Goal(_)) {
                class.push("home");
            }
            let where_ = view::code_name(view::loc_code(*b, *loc), lang);
            html! {
                <g key={format!("b{}", b.piece())} {class} data-ball={b.to_string()}
                   data-at={view::loc_code(*b, *loc).to_string()}
                   style={format!("transform:translate({}px,{}px)", fmt(x), fmt(y))}>
                    <title>{format!("{} — {}", ball_label(*b, lang), where_)}</title>
                    <circle class="body" r={fmt(BALL_R)} />
                    <text class="num" y="1.15">{(b.idx + 1).to_string()}</text>
                </g>
            }
        })
        .collect();

    // The dice in the centre.
    let dice = &props.dice;
    let tumble_here = tumbling && dice.step == Some(props.moves_played.saturating_sub(1));
    let number_face = if tumble_here {
        Some([2u8, 4, 6, 8, 10, 12][(f * 5 + 3) % 6])
    } else {
        dice.number
    };
    let option_face = if tumble_here && dice.option.is_some() {
        Some(Opt::ALL[(f * 7 + 1) % 6])
    } else {
        dice.option
    };
    let die_class = |extra: &'static str| {
        let mut c = classes!("die", extra);
        if tumble_here {
            c.push("tumbling");
        }
        if dice.stale {
            c.push("stale");
        }
        c
    };
    let number_name = number_face.map(roman).unwrap_or_else(|| "–".into());
    let (nx, ny) = (CENTRE - 12.5, CENTRE - 2.0);
    let (ox, oy) = (CENTRE + 12.5, CENTRE - 2.0);
    let number_die = html! {
        <g class={die_class("number-die")} tabindex="0" role="img"
           aria-label={tf(lang, BarneT::NumberDie, &[&number_name])} data-face={number_face.map(|n| n.to_string()).unwrap_or_default()}>
            <title>{tf(lang, BarneT::NumberDie, &[&number_name])}</title>
            <g class="die-body" style={format!("transform-origin:{}px {}px", fmt(nx), fmt(ny))}>
                <rect x={fmt(nx - 10.0)} y={fmt(ny - 10.0)} width="20" height="20" rx="3.5" />
                <text class="roman" x={fmt(nx)} y={fmt(ny + 2.6)}
                      style={if number_name.len() > 3 { "font-size:6.2px" } else { "" }}>{number_name.clone()}</text>
            </g>
            <text class="die-name" x={fmt(nx)} y={fmt(ny - 12.5)}>{number_name.clone()}</text>
        </g>
    };
    let option_name = option_face.map(|o| view::opt_name(o, lang)).unwrap_or("–");
    let spent = dice.option_spent && !tumble_here;
    let option_die = html! {
        <g class={classes!(die_class("option-die"), spent.then_some("spent"), option_face.is_none().then_some("blank"))}
           tabindex="0" role="img" aria-label={tf(lang, BarneT::OptionDie, &[option_name])}
           data-face={option_face.map(|o| o.name()).unwrap_or("")}>
            <title>{tf(lang, BarneT::OptionDie, &[option_name])}</title>
            <g class="die-body" style={format!("transform-origin:{}px {}px", fmt(ox), fmt(oy))}>
                <rect x={fmt(ox - 10.0)} y={fmt(oy - 10.0)} width="20" height="20" rx="3.5" />
                { option_face.map(|o| icon(MemOpt::Opt(o), ox, oy, 1.05)).unwrap_or_default() }
            </g>
            <text class="die-name" x={fmt(ox)} y={fmt(oy - 12.5)}>{option_name}</text>
        </g>
    };
    let show_tries = dice.entry || dice.tries > 0;
    let tries_html = if show_tries && !dice.stale {
        let used = if tumble_here && dice.entry {
            dice.tries.saturating_sub(1)
        } else {
            dice.tries
        };
        html! {
            <g class="tries" aria-label={tf(lang, BarneT::Tries, &[&dice.tries.to_string()])}>
                { for (0..3u8).map(|i| html! {
                    <circle class={classes!("try", (i < used).then_some("used"))}
                        cx={fmt(CENTRE - 6.0 + 6.0 * i as f32)} cy={fmt(CENTRE + 13.5)} r="1.8" />
                }) }
            </g>
        }
    } else {
        html! {}
    };
    let dir_html = if game.direction_acw() {
        html! {
            <g class="dir-mark" aria-label={t(lang, BarneT::Anticlockwise)}>
                {icon(MemOpt::Opt(Opt::Dir), CENTRE, CENTRE + 14.5, 0.5)}
            </g>
        }
    } else {
        html! {}
    };

    let hits: Html = all_codes
        .iter()
        .copied()
        .chain((0..4u16).map(|c| START_CODE + c))
        .map(|code| {
            let (x, y) = code_xy(code, goal16);
            // Hit areas as large as the spacing of the fields allows (fingers).
            let r = if code >= START_CODE {
                START_RADIUS
            } else if code < board::OUTER_FIELDS as u16 {
                3.9
            } else if code < GOAL_CODE {
                5.4
            } else {
                field_r(code) + 1.4
            };
            let onclick = {
                let activate = activate.clone();
                let focus = focus.clone();
                Callback::from(move |_: MouseEvent| {
                    focus.set(Some(code));
                    activate.emit(code);
                })
            };
            // Pointing at a highlighted field previews its move.
            let target_move = targets.iter().find(|(c, _)| *c == code).map(|(_, m)| *m);
            let (onmouseenter, onmouseleave) = match target_move {
                Some(mv) => {
                    let (enter, leave) = hover_handlers(&hover, mv);
                    (
                        Some(enter.reform(|_: MouseEvent| ())),
                        Some(leave.reform(|_: MouseEvent| ())),
                    )
                }
                None => (None, None),
            };
            html! {
                <circle key={format!("h{code}")} class="hit" id={code_id(code)}
                    cx={fmt(x)} cy={fmt(y)} r={fmt(r)} {onclick} {onmouseenter} {onmouseleave} />
            }
        })
        .collect();
    let focus_html = match *focus {
        Some(c) if focusables.contains(&c) => {
            let (x, y) = code_xy(c, goal16);
            let r = if c >= START_CODE {
                START_RADIUS + 1.5
            } else {
                field_r(c) + 2.6
            };
            html! { <circle class="focus" cx={fmt(x)} cy={fmt(y)} r={fmt(r)} /> }
        }
        _ => html! {},
    };

    // ----- the side panel -----
    let to_move = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        ToMove::Chance => Some(game.turn()),
        ToMove::Over(_) => None,
    };
    let players: Html = (0..game.seats() as u8)
        .map(|s| {
            let corner = game.seat_corner(s);
            let kind = crate::ui::kit::seats::seat_kind_text(
                lang,
                props.seats.get(s as usize).copied().unwrap_or(SeatKind::Person),
            );
            let home = game
                .balls(s)
                .iter()
                .filter(|l| matches!(l, Loc::Goal(_)))
                .count();
            let mut class = classes!("player", corner_class(corner));
            if to_move == Some(s) {
                class.push("current");
            }
            let mark = game.marker(s);
            html! {
                <li {class}>
                    <span class="swatch" aria-hidden="true">{"●"}</span>
                    <span class="name">{seat_label(game, s, lang)}</span>
                    <span class="kind">{kind}</span>
                    <span class="count" title={t(lang, BarneT::Rounds)}>
                        { if mark == 0 { "0".to_string() } else { roman(mark) } }
                    </span>
                    <span class="home-count" aria-hidden="true">{format!("{home}/{}", game.config().balls)}</span>
                </li>
            }
        })
        .collect();

    let mut status = view::status(game, lang, can_act, sel);
    if let Some(step) = props.last.as_deref() {
        for e in &step.effects {
            if let Effect::RoundOver { winner: Some(w) } = e {
                status.insert(
                    0,
                    tf(lang, BarneT::RoundWon, &[&seat_label(game, *w, lang)]),
                );
            }
        }
    }
    let parts_html = if game.pool().is_empty() {
        html! {}
    } else {
        let parts: Vec<String> = game.pool().iter().map(|p| p.to_string()).collect();
        let after = match &preview {
            Some(g2) if g2.pool() != game.pool() && matches!(g2.phase(), Phase::Action(_)) => {
                let p2: Vec<String> = g2.pool().iter().map(|p| p.to_string()).collect();
                let p2 = if p2.is_empty() {
                    "–".to_string()
                } else {
                    p2.join(" + ")
                };
                html! { <span class="preview-parts">{format!(" → {p2}")}</span> }
            }
            _ => html! {},
        };
        html! { <p id="parts" class="parts">{tf(lang, BarneT::PartsLabel, &[&parts.join(" + ")])}{after}</p> }
    };
    let tries_line = if show_tries
        && !dice.stale
        && matches!(game.phase(), Phase::Entry { .. } | Phase::Roll)
    {
        html! { <p class="tries-line">{tf(lang, BarneT::Tries, &[&dice.tries.to_string()])}</p> }
    } else {
        html! {}
    };

    let mut buttons: Vec<Html> = Vec::new();
    // "End turn" stays in view during a person's turn, enabled exactly when the rules allow it.
    if can_act
        && matches!(game.phase(), Phase::Action(_))
        && game.pending().is_none()
        && !legal.contains(&Move::EndTurn)
    {
        buttons.push(html! {
            <button class="btn end-turn" disabled=true data-move="end" title={view::owed_text(game, lang)}>
                {t(lang, BarneT::EndTurn)}
            </button>
        });
    }
    if let Some(mv) = &props.roll_move {
        let onclick = {
            let on_move = props.on_move.clone();
            let mv = mv.clone();
            Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
        };
        buttons.push(html! {
            <button id="roll" class="btn primary roll" {onclick}>
                <svg class="die-icon" viewBox="0 0 16 16" aria-hidden="true">
                    <rect x="1.5" y="1.5" width="13" height="13" rx="3" />
                    <circle cx="5" cy="5" r="1.3" /><circle cx="11" cy="11" r="1.3" /><circle cx="8" cy="8" r="1.3" />
                </svg>
                {t(lang, BarneT::Roll)}
            </button>
        });
    }
    for mv in &legal {
        let Some(label) = view::button_label(game, mv, lang) else {
            continue;
        };
        let text = mv.to_string();
        let onclick = {
            let on_move = props.on_move.clone();
            let typed = *mv;
            let selected = selected.clone();
            Callback::from(move |_: MouseEvent| {
                selected.set(None);
                on_move.emit(typed.into())
            })
        };
        let class = match mv {
            Move::EndTurn | Move::Roll => "btn primary",
            Move::Change | Move::Goal(_) => "btn primary",
            _ => "btn",
        };
        let ic = view::move_option(mv).map(icon_inline).unwrap_or_default();
        let (enter, leave) = hover_handlers(&hover, *mv);
        buttons.push(html! {
            <button {class} data-move={text} {onclick} onmouseenter={enter.reform(|_: MouseEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
                onmouseleave={leave.reform(|_: MouseEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>{ic}{label}</button>
        });
    }
    let ball_moves: Html = match sel {
        Some(b) if pending.is_none() => {
            let items: Vec<Html> = game
                .moves_for_ball(b)
                .iter()
                .filter(|m| view::move_ball(m) == Some(b))
                .filter_map(|mv| {
                    let label = view::ball_move_label(game, mv, lang)?;
                    let text = mv.to_string();
                    let onclick = {
                        let on_move = props.on_move.clone();
                        let typed = *mv;
                        let selected = selected.clone();
                        Callback::from(move |_: MouseEvent| {
                            selected.set(None);
                            on_move.emit(typed.into())
                        })
                    };
                    let ic = view::move_option(mv).map(icon_inline).unwrap_or_default();
                    let (enter, leave) = hover_handlers(&hover, *mv);
                    Some(html! { <li><button class="btn small" data-move={text} {onclick}
                        onmouseenter={enter.reform(|_: MouseEvent| ())} onfocus={enter.reform(|_: FocusEvent| ())}
                        onmouseleave={leave.reform(|_: MouseEvent| ())} onblur={leave.reform(|_: FocusEvent| ())}>{ic}{label}</button></li> })
                })
                .collect();
            html! {
                <div class="ball-moves">
                    <h3 class="small-title">{ball_label(b, lang)}</h3>
                    <ul>{ for items }</ul>
                </div>
            }
        }
        _ => html! {},
    };
    let memory_line = if game.config().memory {
        let items: Vec<Html> = (0..game.seats() as u8)
            .map(|s| {
                let stored = game.memory(s);
                html! {
                    <li class={corner_class(game.seat_corner(s))}>
                        <span class="name">{seat_label(game, s, lang)}</span>
                        { for stored.iter().map(|m| html! { <span class="mem-chip" title={view::mem_name(*m, lang)}>{icon_inline(*m)}</span> }) }
                    </li>
                }
            })
            .collect();
        html! {
            <div class="memory-list">
                <h3 class="small-title">{t(lang, BarneT::MemoryLabel)}</h3>
                <ul>{ for items }</ul>
            </div>
        }
    } else {
        html! {}
    };
    let on_fast = {
        let fast = fast.clone();
        Callback::from(move |e: Event| {
            let on = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.checked())
                .unwrap_or(false);
            write_fast(on);
            fast.set(on);
        })
    };

    let view_box = format!("0 0 {SIZE} {SIZE}");
    let mut board_class = classes!("board", "barne-board");
    if animating {
        board_class.push("animating");
    }
    if !motion {
        board_class.push("fast");
    }

    html! {
        <div class="play barne">
            <div class="board-wrap">
                <svg id="board" class={board_class} viewBox={view_box} tabindex="0" role="application"
                     aria-label={t(lang, BarneT::Name)} {onkeydown}>
                    <defs>
                        <marker id="bz-head" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="3.2" markerHeight="3.2" orient="auto">
                            <path d="M0,0 L6,3 L0,6 Z" class="arrow-head" />
                        </marker>
                        <marker id="bz-head-back" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
                            <path d="M0,0 L6,3 L0,6 Z" class="arrow-head" />
                        </marker>
                    </defs>
                    <rect class="board-bg" x="1" y="1" width={fmt(SIZE - 2.0)} height={fmt(SIZE - 2.0)} rx="10" />
                    {corners}
                    {rings}
                    {arrows}
                    {fields}
                    {trail}
                    {previews}
                    {target_html}
                    <g class="dice">{number_die}{option_die}{tries_html}{dir_html}</g>
                    {ghosts}
                    {balls_html}
                    {focus_html}
                    {hits}
                </svg>
                <p class="legend">{t(lang, BarneT::Legend)}</p>
            </div>
            <aside class="side">
                <ul class="players">{players}</ul>
                <div id="status" class="status" aria-live="polite">
                    { for status.iter().map(|l| html! { <p>{l}</p> }) }
                </div>
                {parts_html}
                {tries_line}
                <div id="controls" class="controls">{ for buttons }</div>
                {ball_moves}
                {memory_line}
                <label class="fast-toggle">
                    <input type="checkbox" id="fast" checked={*fast} onchange={on_fast} />
                    {t(lang, BarneT::Fast)}
                </label>
                { props.children.clone() }
            </aside>
        </div>
    }
}
