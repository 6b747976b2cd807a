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
//! position is shown at once.

use super::texts::BaoT;
use super::view::{
    self, kichwa_pit, kuu_pit, seat_label, stone_offset, stone_shade, Frame, FrameKind, Geom,
    Layout, Picks, Question, Speed, FRAME_H, FRAME_W, FRAME_X, GAP, MAX_STONES, MAX_TRAY_STONES,
    PAD, PITCH, PIT_R, STONE_R,
};
use crate::engine::{Game, ToMove};
use crate::games::bao_la_kete::board::{Dir, Kichwa, Pit, NORTH, SOUTH};
use crate::games::bao_la_kete::BaoLaKete;
use crate::games::AnyMove;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kit::input::use_focus_keys;
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::step::Step;
use crate::ui::kit::storage;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// Where the animation speed is kept.
pub const SPEED_KEY: &str = "mahai.v1.settings.bao-speed";

#[derive(Properties, PartialEq)]
pub struct BaoBoardProps {
    pub game: Rc<BaoLaKete>,
    /// The last move played (animated when the board saw the position before it).
    pub last: Option<Rc<Step>>,
    /// Whether a person may act now.
    pub interactive: bool,
    pub seats: Vec<SeatKind>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Told `true` while a move is being animated and `false` when it is done.
    #[prop_or_default]
    pub on_busy: Callback<bool>,
    /// Shown at the end of the side panel (move list, takeback ...).
    #[prop_or_default]
    pub children: Html,
}

/// A move being replayed.
struct Anim {
    frames: Rc<Vec<Frame>>,
    idx: usize,
    serial: u32,
}

fn load_speed() -> Speed {
    storage::get(SPEED_KEY)
        .ok()
        .flatten()
        .and_then(|s| Speed::from_code(&s))
        .unwrap_or(Speed::Normal)
}

/// Narrow screens get the tall layout (trays above and below the board).
fn narrow() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(max-width: 640px)").ok().flatten())
        .is_some_and(|m| m.matches())
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

fn f(x: f32) -> String {
    format!("{x:.2}")
}

#[function_component(BaoBoard)]
pub fn bao_board(props: &BaoBoardProps) -> Html {
    let game = &props.game;
    let lang = props.lang;
    let picks = use_state(Picks::default);
    let speed = use_state(load_speed);
    let seen = use_mut_ref(|| None::<BaoLaKete>);
    let anim = use_mut_ref(|| None::<Anim>);
    let serial = use_mut_ref(|| 0u32);
    let force = use_force_update();

    // The layout follows the width of the window.
    {
        let force = force.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "resize", move |_| force.force_update())
            });
            move || drop(listener)
        });
    }
    let layout = if narrow() { Layout::Tall } else { Layout::Wide };
    let g = Geom::new(layout);

    // A new position: animate the last move if it leads here from the position shown before.
    {
        let mut seen = seen.borrow_mut();
        if seen.as_ref() != Some(&**game) {
            let frames = match (seen.as_ref(), props.last.as_deref()) {
                (Some(prev), Some(step)) if !reduced_motion() => {
                    view::frames_if_follows(prev, step, game)
                }
                _ => None,
            };
            *serial.borrow_mut() += 1;
            let n = *serial.borrow();
            *anim.borrow_mut() = frames.map(|fr| Anim {
                frames: Rc::new(fr),
                idx: 0,
                serial: n,
            });
            *seen = Some((**game).clone());
        }
    }
    // A new position clears the choices.
    {
        let picks = picks.clone();
        use_effect_with(props.game.clone(), move |_| picks.set(Picks::default()));
    }

    let anim_key = anim.borrow().as_ref().map(|a| (a.serial, a.idx));
    let animating = anim_key.is_some();
    let frame: Frame = match anim.borrow().as_ref() {
        Some(a) => a.frames[a.idx].clone(),
        None => Frame::of(game),
    };
    // Where the seeds in hand go next (drawn as a path while captured seeds are carried over).
    let next_hand: Option<u16> = anim
        .borrow()
        .as_ref()
        .and_then(|a| a.frames.get(a.idx + 1))
        .and_then(|f| f.hand_at);

    // The animation clock: one timer per frame.
    {
        let anim = anim.clone();
        let force = force.clone();
        use_effect_with((anim_key, *speed), move |(key, speed)| {
            let timer = key.map(|(serial, idx)| {
                let kind = anim
                    .borrow()
                    .as_ref()
                    .map(|a| a.frames[idx].kind)
                    .unwrap_or(FrameKind::End);
                let delay = if kind == FrameKind::End {
                    speed.delay(FrameKind::Place)
                } else {
                    speed.delay(kind)
                };
                Timeout::new(delay, move || {
                    {
                        let mut a = anim.borrow_mut();
                        let done = match a.as_mut() {
                            Some(x) if x.serial == serial => {
                                if x.idx + 1 < x.frames.len() {
                                    x.idx += 1;
                                    false
                                } else {
                                    true
                                }
                            }
                            _ => false,
                        };
                        if done {
                            *a = None;
                        }
                    }
                    force.force_update();
                })
            });
            move || drop(timer)
        });
    }
    // Tell the shell while the board is busy.
    {
        let on_busy = props.on_busy.clone();
        use_effect_with(animating, move |&busy| {
            on_busy.emit(busy);
            let on_busy = on_busy.clone();
            move || {
                if busy {
                    on_busy.emit(false)
                }
            }
        });
    }

    let skip = {
        let anim = anim.clone();
        let force = force.clone();
        Callback::from(move |_: MouseEvent| {
            *anim.borrow_mut() = None;
            force.force_update();
        })
    };
    let set_speed = |s: Speed| {
        let speed = speed.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = storage::set(SPEED_KEY, s.code());
            speed.set(s);
        })
    };

    let over = game.is_over();
    let can_act = props.interactive && !animating && !over;
    let legal = if over || animating {
        Vec::new()
    } else {
        game.legal_moves()
    };
    let mut movable: Vec<Pit> = Vec::new();
    for m in &legal {
        if !movable.contains(&m.pit) {
            movable.push(m.pit);
        }
    }
    let cur = if can_act { *picks } else { Picks::default() };
    let q = if cur.pit.is_some() {
        view::question(&legal, &cur)
    } else {
        Question::Pit
    };
    let mover = match game.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    };

    // Answers to the board's questions.
    let answer = {
        let picks = picks.clone();
        let on_move = props.on_move.clone();
        let legal = legal.clone();
        Callback::from(move |next: Picks| {
            if !can_act {
                return;
            }
            match view::question(&legal, &next) {
                Question::Play(m) => {
                    picks.set(Picks::default());
                    on_move.emit(m.into());
                }
                Question::Pit => picks.set(Picks::default()),
                _ => picks.set(next),
            }
        })
    };
    let activate = {
        let answer = answer.clone();
        let picks = picks.clone();
        let movable = movable.clone();
        Callback::from(move |p: Pit| {
            if !can_act {
                return;
            }
            if cur.pit == Some(p) || !movable.contains(&p) {
                picks.set(Picks::default());
                return;
            }
            answer.emit(Picks {
                pit: Some(p),
                ..Picks::default()
            });
        })
    };
    let choose_dir = |d: Dir| {
        let answer = answer.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            answer.emit(Picks {
                dir: Some(d),
                ..cur
            })
        })
    };
    let choose_kichwa = |k: Kichwa| {
        let answer = answer.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            answer.emit(Picks {
                kichwa: Some(k),
                ..cur
            })
        })
    };
    let choose_safari = |go: bool| {
        let on_move = props.on_move.clone();
        let picks = picks.clone();
        let legal = legal.clone();
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            if let Some(m) = view::with_safari(&legal, &cur, go) {
                picks.set(Picks::default());
                on_move.emit(m.into());
            }
        })
    };
    let cancel = {
        let picks = picks.clone();
        Callback::from(move |_: MouseEvent| picks.set(Picks::default()))
    };

    let on_pit_key = {
        let activate = activate.clone();
        Callback::from(move |(r, c): (u8, u8)| {
            if let Some(p) = Pit::at_cell(r, c) {
                activate.emit(p);
            }
        })
    };
    let cancel_key = {
        let picks = picks.clone();
        Callback::from(move |_| picks.set(Picks::default()))
    };
    let (focus, onkeydown) = use_focus_keys((2u8, 4u8), view::move_focus, on_pit_key, cancel_key);

    // The seat whose move is shown: the mover of the move being replayed, else the one to move.
    let shown_mover = if animating {
        props.last.as_ref().and_then(|s| match s.mover {
            ToMove::Seat(m) => Some(m),
            _ => None,
        })
    } else {
        mover
    };
    // The last move's start pit, marked once its animation is over.
    let last_from: Option<u16> = if animating {
        None
    } else {
        props
            .last
            .as_ref()
            .filter(|s| {
                !s.effects
                    .iter()
                    .any(|e| matches!(e, crate::engine::Effect::RoundOver { .. }))
            })
            .and_then(|s| s.mv.to_string().get(..2)?.parse::<Pit>().ok())
            .map(|p| p.id())
    };
    // The opponent pit a capture from the chosen pit would take (shown while asking the kichwa).
    let target = match (&q, cur.pit) {
        (Question::Kichwa(_), Some(p)) => p.facing(),
        _ => None,
    };

    // The wooden board, the line between the halves, and the coordinates.
    let mid_y = g.frame_y + PAD + 2.0 * PITCH + GAP / 2.0;
    let frame_html = html! {
        <g class="frame">
            <rect class="board-bg" x={f(FRAME_X)} y={f(g.frame_y)} width={f(FRAME_W)} height={f(FRAME_H)} rx="4" />
            <line class="midline" x1={f(FRAME_X + 2.0)} x2={f(FRAME_X + FRAME_W - 2.0)} y1={f(mid_y)} y2={f(mid_y)} />
        </g>
    };
    let coords: Html = {
        let rows = ["b", "a", "A", "B"];
        let letters: Html = (0..4u8)
            .map(|r| {
                let (_, y) = g.cell_xy(r, 0);
                html! { <text class="coord" x={f(FRAME_X / 2.0)} y={f(y + 1.1)}>{rows[r as usize]}</text> }
            })
            .collect();
        let numbers: Html = (0..8u8)
            .map(|c| {
                let (x, _) = g.cell_xy(0, c);
                html! {
                    <>
                        <text class="coord" x={f(x)} y={f(g.frame_y - 2.4)}>{(8 - c).to_string()}</text>
                        <text class="coord" x={f(x)} y={f(g.frame_y + FRAME_H + 5.6)}>{(c + 1).to_string()}</text>
                    </>
                }
            })
            .collect();
        html! { <g class="coords">{letters}{numbers}</g> }
    };

    let pits_html: Html = (0..4u8)
        .flat_map(|r| (0..8u8).map(move |c| (r, c)))
        .filter_map(|(r, c)| Pit::at_cell(r, c))
        .map(|p| {
            let id = p.id();
            let n = frame.pits[id as usize];
            let (x, y) = g.pit_xy(p);
            let mut class = classes!("pit", if p.owner == SOUTH { "south" } else { "north" });
            let kuu = p.is_kuu();
            if kuu {
                class.push("kuu");
                class.push(if game.kuu_functional(p.owner) { "standing" } else { "gone" });
            }
            if can_act && movable.contains(&p) {
                class.push("movable");
            }
            if cur.pit == Some(p) {
                class.push("selected");
            }
            if frame.active == Some(id) {
                class.push("active");
            }
            if last_from == Some(id) {
                class.push("last-from");
            }
            if game.reserved_pit() == Some(p) && !animating {
                class.push("reserved");
            }
            if target == Some(p) {
                class.push("target");
            }
            let hole = if kuu {
                let inner = PIT_R - 1.3;
                html! {
                    <>
                        <rect class="hole" x={f(x - PIT_R)} y={f(y - PIT_R)} width={f(2.0 * PIT_R)} height={f(2.0 * PIT_R)} rx="1.6" />
                        <rect class="kuu-mark" x={f(x - inner)} y={f(y - inner)} width={f(2.0 * inner)} height={f(2.0 * inner)} rx="1" />
                    </>
                }
            } else {
                html! { <circle class="hole" cx={f(x)} cy={f(y)} r={f(PIT_R)} /> }
            };
            let stones: Html = (0..(n as usize).min(MAX_STONES))
                .map(|i| {
                    let (dx, dy) = stone_offset(i);
                    html! { <circle class={format!("stone s{}", stone_shade(id, i))} cx={f(x + dx)} cy={f(y + dy)} r={f(STONE_R)} /> }
                })
                .collect();
            let badge = if n > 0 {
                let (bx, by) = g.badge_xy(p);
                html! {
                    <g class="badge">
                        <circle cx={f(bx)} cy={f(by)} r="3.8" />
                        <text x={f(bx)} y={f(by + 1.55)}>{n.to_string()}</text>
                    </g>
                }
            } else {
                html! {}
            };
            html! {
                <g key={format!("p{id}")} {class} data-pit={p.to_string()} data-seeds={n.to_string()}>
                    <title>{format!("{p}: {n}")}</title>
                    {hole}
                    {stones}
                    {badge}
                </g>
            }
        })
        .collect();

    // The reserve trays beside the board.
    let trays: Html = [NORTH, SOUTH]
        .iter()
        .map(|&s| {
            let (x, y, w, h) = g.tray_rect(s);
            let ((cx, cy), (lx, ly)) = g.tray_text(s);
            let end = (layout == Layout::Tall).then_some("end");
            let n = frame.reserve[s as usize];
            let stones: Html = (0..(n as usize).min(MAX_TRAY_STONES))
                .map(|i| {
                    let (sx, sy) = g.tray_stone_xy(s, i);
                    html! { <circle class={format!("stone s{}", stone_shade(40 + s as u16, i))} cx={f(sx)} cy={f(sy)} r="1.5" /> }
                })
                .collect();
            let mut class = classes!("tray", if s == SOUTH { "south" } else { "north" });
            if shown_mover == Some(s) {
                class.push("current");
            }
            html! {
                <g {class} id={format!("tray-{}", if s == SOUTH { "south" } else { "north" })} data-reserve={n.to_string()}>
                    <rect x={f(x)} y={f(y)} width={f(w)} height={f(h)} rx="3" />
                    {stones}
                    <text class={classes!("tray-count", end)} x={f(cx)} y={f(cy)}>{n.to_string()}</text>
                    <text class={classes!("tray-label", end)} x={f(lx)} y={f(ly)}>{seat_label(s, lang)}</text>
                </g>
            }
        })
        .collect();

    // The seeds in hand while a move is replayed (and those left in hand by the game's end).
    let hand_html = match frame.hand_at {
        Some(at) if frame.hand > 0 => {
            let (x, y) = g.id_xy(at);
            let capture = frame.kind == FrameKind::Capture;
            html! {
                <g key="hand" class={classes!("hand", capture.then_some("capture"))}
                   style={format!("transform:translate({}px,{}px)", f(x), f(y - 9.5))}>
                    <rect x="-5.2" y="-3.4" width="10.4" height="6.8" rx="3.4" />
                    <text y="1.35">{frame.hand.to_string()}</text>
                </g>
            }
        }
        _ => html! {},
    };

    // Captured seeds are carried across to the kichwa they are sown from.
    let carry_html = match (frame.kind, frame.hand_at, next_hand) {
        (FrameKind::Capture, Some(from), Some(to)) => {
            let (x0, y0) = g.id_xy(from);
            let (x1, y1) = g.id_xy(to);
            let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0 - 8.0);
            html! {
                <path class="carry" d={format!("M{} {} Q{} {} {} {}", f(x0), f(y0), f(mx), f(my), f(x1), f(y1))} />
            }
        }
        _ => html! {},
    };

    // Choices asked on the board.
    let choices: Html = match (&q, cur.pit) {
        (Question::Dir(dirs), Some(p)) => dirs
            .iter()
            .map(|&d| {
                let (x, y, angle) = g.arrow_at(p, d);
                html! {
                    <g class="choice arrow" id={format!("bao-dir-{}", d.name())}
                       transform={format!("translate({} {})", f(x), f(y))} onclick={choose_dir(d)}>
                        <title>{view::dir_label(p, d, lang)}</title>
                        <circle r="5.4" />
                        <path d="M-2.4,-2.8 L2.9,0 L-2.4,2.8 Z" transform={format!("rotate({})", f(angle))} />
                    </g>
                }
            })
            .collect(),
        (Question::Kichwa(ends), Some(p)) => ends
            .iter()
            .map(|&k| {
                let kp = kichwa_pit(p.owner, k);
                let (x, y) = g.pit_xy(kp);
                let (_, _, angle) = g.arrow_at(kp, k.dir());
                html! {
                    <g class="choice kichwa" id={format!("bao-kichwa-{}", k.letter())}
                       transform={format!("translate({} {})", f(x), f(y))} onclick={choose_kichwa(k)}>
                        <title>{view::kichwa_label(p.owner, k, lang)}</title>
                        <circle r="6.2" />
                        <path d="M-2.6,-2.8 L2.8,0 L-2.6,2.8 Z" transform={format!("rotate({})", f(angle))} />
                    </g>
                }
            })
            .collect(),
        (Question::Safari, Some(p)) => {
            let (x, y) = g.pit_xy(kuu_pit(p.owner));
            let dy = if p.owner == SOUTH { -PITCH / 2.0 - 1.0 } else { PITCH / 2.0 + 1.0 };
            let pill = |id: &str, label: &str, dx: f32, go: bool| {
                html! {
                    <g class={classes!("choice", "pill", go.then_some("go"))} id={id.to_string()}
                       transform={format!("translate({} {})", f(x + dx), f(y + dy))} onclick={choose_safari(go)}>
                        <rect x="-10" y="-4" width="20" height="8" rx="4" />
                        <text y="1.3">{label.to_string()}</text>
                    </g>
                }
            };
            html! {
                <>
                    {pill("bao-stop", t(lang, BaoT::Stop), -10.8, false)}
                    {pill("bao-safari", t(lang, BaoT::Safari), 10.8, true)}
                </>
            }
        }
        _ => html! {},
    };

    // Invisible hit areas over every pit.
    let hits: Html = (0..4u8)
        .flat_map(|r| (0..8u8).map(move |c| (r, c)))
        .filter_map(|(r, c)| Pit::at_cell(r, c).map(|p| (r, c, p)))
        .map(|(r, c, p)| {
            let (x, y) = g.pit_xy(p);
            let onclick = {
                let activate = activate.clone();
                let focus = focus.clone();
                Callback::from(move |_: MouseEvent| {
                    focus.set((r, c));
                    activate.emit(p);
                })
            };
            html! {
                <rect key={format!("h{}", p.id())} class="hit" id={format!("pit-{p}")}
                    x={f(x - PITCH / 2.0)} y={f(y - PITCH / 2.0)} width={f(PITCH)} height={f(PITCH)} {onclick} />
            }
        })
        .collect();

    let (fx, fy) = g.cell_xy(focus.0, focus.1);
    let view_box = format!("0 0 {} {}", f(g.width), f(g.height));

    // The same choices as buttons in the side panel (keyboard and screen readers).
    let buttons: Html = match (&q, cur.pit) {
        (Question::Dir(dirs), Some(p)) => dirs
            .iter()
            .map(|&d| html! {
                <button class="btn" data-choice={d.name()} onclick={choose_dir(d)}>{view::dir_label(p, d, lang)}</button>
            })
            .collect(),
        (Question::Kichwa(ends), Some(p)) => ends
            .iter()
            .map(|&k| html! {
                <button class="btn" data-choice={k.letter().to_string()} onclick={choose_kichwa(k)}>{view::kichwa_label(p.owner, k, lang)}</button>
            })
            .collect(),
        (Question::Safari, Some(_)) => html! {
            <>
                <button class="btn" data-choice="stop" onclick={choose_safari(false)}>{t(lang, BaoT::Stop)}</button>
                <button class="btn primary" data-choice="safari" onclick={choose_safari(true)}>{t(lang, BaoT::Safari)}</button>
            </>
        },
        _ => html! {},
    };
    let cancel_html = if cur.pit.is_some() {
        html! { <button class="btn" id="bao-cancel" onclick={cancel}>{t(lang, BaoT::Cancel)}</button> }
    } else {
        html! {}
    };

    let status = view::status(game, lang, can_act, &q, animating);
    let announce = if animating {
        None
    } else {
        props
            .last
            .as_ref()
            .and_then(|s| view::announcement(game, s, lang))
    };
    let announce_html = match announce {
        Some(text) => html! { <p id="bao-announce" class="bao-announce" role="status">{text}</p> },
        None => html! {},
    };

    let players: Html = [NORTH, SOUTH]
        .iter()
        .map(|&s| {
            let kind = crate::ui::kit::seats::seat_kind_text(
                lang,
                props.seats.get(s as usize).copied().unwrap_or(SeatKind::Person),
            );
            let mut class = classes!("player", if s == SOUTH { "south" } else { "north" });
            if shown_mover == Some(s) {
                class.push("current");
            }
            let kuu = if game.kuu_functional(s) {
                t(lang, BaoT::KuuStanding)
            } else {
                t(lang, BaoT::KuuGone)
            };
            html! {
                <li {class}>
                    <span class="swatch" aria-hidden="true">{"●"}</span>
                    <span class="name">{seat_label(s, lang)}</span>
                    <span class="kind">{kind}</span>
                    <span class="detail">{format!("{} {} · {} · {}", t(lang, BaoT::Reserve), game.reserve(s),
                        view::stage_label(game, s, lang), kuu)}</span>
                </li>
            }
        })
        .collect();

    let winner = match game.to_move() {
        ToMove::Over(o) => o.winners().first().copied(),
        _ => None,
    };
    let hand_note = if let (Some(w), true) = (winner, game.hand() > 0) {
        html! { <p class="muted">{tf(lang, BaoT::InHand, &[&seat_label(w, lang), &game.hand().to_string()])}</p> }
    } else {
        html! {}
    };

    let speed_bar = html! {
        <div class="bao-anim" role="group" aria-label={t(lang, BaoT::Speed)}>
            <span class="muted">{t(lang, BaoT::Speed)}</span>
            { for Speed::ALL.iter().map(|&s| html! {
                <button id={format!("bao-speed-{}", s.code())}
                    class={classes!("btn", "small", (s == *speed).then_some("on"))}
                    aria-pressed={(s == *speed).to_string()} onclick={set_speed(s)}>{t(lang, s.label())}</button>
            }) }
            <button id="bao-skip" class="btn small" disabled={!animating} onclick={skip}>{t(lang, BaoT::Skip)}{" »"}</button>
        </div>
    };

    let mut svg_class = classes!("board", "bao-board");
    if animating {
        svg_class.push("animating");
    }
    if can_act {
        svg_class.push("live");
    }
    if cur.pit.is_some() {
        svg_class.push("asking");
    }

    html! {
        <div class="play bao">
            <div class="board-wrap bao-wrap">
                {announce_html}
                <svg id="board" class={svg_class} viewBox={view_box} tabindex="0" role="application"
                     aria-label={t(lang, BaoT::Name)} aria-busy={animating.to_string()} {onkeydown}>
                    {frame_html}
                    {coords}
                    {trays}
                    {pits_html}
                    <rect class="focus" x={f(fx - PITCH / 2.0 + 0.6)} y={f(fy - PITCH / 2.0 + 0.6)}
                          width={f(PITCH - 1.2)} height={f(PITCH - 1.2)} rx="2" />
                    {hits}
                    {choices}
                    {carry_html}
                    {hand_html}
                </svg>
                {speed_bar}
            </div>
            <aside class="side">
                <p id="bao-match" class="bao-match">
                    <strong>{view::match_line(game, lang)}</strong>
                    <span>{view::score_line(game, lang)}</span>
                </p>
                <ul class="players">{players}</ul>
                {hand_note}
                <div id="status" class="status" aria-live="polite">
                    { for status.iter().map(|l| html! { <p>{l}</p> }) }
                </div>
                <div class="controls">{buttons}{cancel_html}</div>
                { props.children.clone() }
            </aside>
        </div>
    }
}
