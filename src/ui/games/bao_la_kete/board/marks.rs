//! What is drawn over the pits: the seeds in hand and where captured seeds are carried, the
//! choices asked on the board, the hit areas and the keyboard focus.
//!
//! The hit areas are drawn but take no click of their own: the board's one click handler routes
//! a tap to the nearest answer or pit (`Geom::tap`). An answer's area (`.reach`, a circle of
//! `ANSWER_REACH`) is drawn, invisible, so that its size can be seen and measured.

use super::super::geom::{kichwa_pit, Tap, ANSWER_REACH, PITCH};
use super::super::picks::Question;
use super::super::sowing::FrameKind;
use super::super::texts::BaoT;
use super::super::view;
use super::pits::all_pits;
use super::Ctx;
use crate::games::bao_la_kete::board::Kichwa;
use crate::ui::i18n::t;
use crate::ui::kit::board::num as f;
use yew::prelude::*;

/// The seeds in hand while a move is replayed (and those left in hand by the game's end).
pub fn hand(cx: &Ctx) -> Html {
    let frame = &cx.replay.frame;
    match frame.hand_at {
        Some(at) if frame.hand > 0 => {
            let (x, y) = cx.g.id_xy(at);
            let capture = frame.kind == FrameKind::Capture;
            // The hand glides to the next pit within the beat, however short it is.
            let glide = (cx.replay.beat_ms * 3 / 4).min(140);
            html! {
                <g key="hand" class={classes!("hand", capture.then_some("capture"))}
                   style={format!("transform:translate({}px,{}px);transition-duration:{glide}ms", f(x), f(y - 9.5))}>
                    <rect x="-5.2" y="-3.4" width="10.4" height="6.8" rx="3.4" />
                    <text y="1.35">{frame.hand.to_string()}</text>
                </g>
            }
        }
        _ => html! {},
    }
}

/// Captured seeds are carried across to the kichwa they are sown from.
pub fn carry(cx: &Ctx) -> Html {
    match (
        cx.replay.frame.kind,
        cx.replay.frame.hand_at,
        cx.replay.next_hand,
    ) {
        (FrameKind::Capture, Some(from), Some(to)) => {
            let (x0, y0) = cx.g.id_xy(from);
            let (x1, y1) = cx.g.id_xy(to);
            let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0 - 8.0);
            html! {
                <path class="carry" d={format!("M{} {} Q{} {} {} {}", f(x0), f(y0), f(mx), f(my), f(x1), f(y1))} />
            }
        }
        _ => html! {},
    }
}

/// A round choice on the board with an arrow head turned to `angle`.
/// `shape` is the circle's radius and the arrow head's path.
fn arrow_choice(
    class: &'static str,
    (id, choice): (AttrValue, &'static str),
    (x, y): (f32, f32),
    (r, head): (&'static str, &'static str),
    angle: f32,
    title: String,
) -> Html {
    html! {
        <g class={classes!("choice", class)} {id} data-choice={choice}
           transform={format!("translate({} {})", f(x), f(y))}>
            <title>{title}</title>
            <circle {r} />
            <path d={head} transform={format!("rotate({})", f(angle))} />
        </g>
    }
}

/// The stop and safari pills beside the kuu.
fn safari_pills(cx: &Ctx, owner: u8) -> Html {
    let pill = |id: &'static str, label: &str, go: bool| {
        let (x, y) = cx.g.pill_xy(owner, go);
        html! {
            <g class={classes!("choice", "pill", go.then_some("go"))} id={cx.ids.id(id)} data-choice={id.trim_start_matches("bao-")}
               transform={format!("translate({} {})", f(x), f(y))}>
                <rect x="-10" y="-4" width="20" height="8" rx="4" />
                <text y="1.3">{label.to_string()}</text>
            </g>
        }
    };
    html! {
        <>
            {pill("bao-stop", t(cx.lang, BaoT::Stop), false)}
            {pill("bao-safari", t(cx.lang, BaoT::Safari), true)}
        </>
    }
}

/// The choices asked on the board: direction arrows at the pit, the kichwa at the row's ends,
/// stop or safari at the kuu; each with its (invisible) reach.
pub fn choices(cx: &Ctx) -> Html {
    let lang = cx.lang;
    let drawn = match (&cx.input.question, cx.input.cur.pit) {
        (Question::Dir(dirs), Some(p)) => dirs
            .iter()
            .map(|&d| {
                let (x, y, angle) = cx.g.arrow_at(p, d);
                let head = "M-2.4,-2.8 L2.9,0 L-2.4,2.8 Z";
                arrow_choice(
                    "arrow",
                    (cx.ids.id(format_args!("bao-dir-{}", d.name())), d.name()),
                    (x, y),
                    ("5.4", head),
                    angle,
                    view::dir_label(p, d, lang),
                )
            })
            .collect(),
        (Question::Kichwa(ends), Some(p)) => ends
            .iter()
            .map(|&k| {
                let kp = kichwa_pit(p.owner, k);
                let (_, _, angle) = cx.g.arrow_at(kp, k.dir());
                let head = "M-2.6,-2.8 L2.8,0 L-2.6,2.8 Z";
                arrow_choice(
                    "kichwa",
                    (
                        cx.ids.id(format_args!("bao-kichwa-{}", k.letter())),
                        if k == Kichwa::Left { "L" } else { "R" },
                    ),
                    cx.g.pit_xy(kp),
                    ("6.2", head),
                    angle,
                    view::kichwa_label(p.owner, k, lang),
                )
            })
            .collect(),
        (Question::Safari, Some(p)) => safari_pills(cx, p.owner),
        _ => html! {},
    };
    let reach: Html = cx
        .answers
        .iter()
        .map(|(tap, (x, y))| {
            let name = match tap {
                Tap::Dir(d) => d.name(),
                Tap::Kichwa(Kichwa::Left) => "L",
                Tap::Kichwa(Kichwa::Right) => "R",
                Tap::Safari(go) => {
                    if *go {
                        "safari"
                    } else {
                        "stop"
                    }
                }
                Tap::Pit(_) => "pit",
            };
            html! { <circle class="reach" data-for={name} cx={f(*x)} cy={f(*y)} r={f(ANSWER_REACH)} /> }
        })
        .collect();
    html! { <>{reach}{drawn}</> }
}

/// Invisible hit areas over every pit (a pit's cell; a tap on it reaches the board's handler).
pub fn hits(cx: &Ctx) -> Html {
    all_pits()
        .map(|(_, _, p)| {
            let (x, y) = cx.g.pit_xy(p);
            html! {
                <rect key={format!("h{}", p.id())} class="hit" id={cx.ids.id(format_args!("pit-{p}"))} data-pit={p.to_string()}
                    x={f(x - PITCH / 2.0)} y={f(y - PITCH / 2.0)} width={f(PITCH)} height={f(PITCH)} />
            }
        })
        .collect()
}

/// The keyboard focus.
pub fn focus(cx: &Ctx) -> Html {
    let (fx, fy) = cx.g.cell_xy(cx.input.focus.0, cx.input.focus.1);
    html! {
        <rect class="focus" x={f(fx - PITCH / 2.0 + 0.6)} y={f(fy - PITCH / 2.0 + 0.6)}
              width={f(PITCH - 1.2)} height={f(PITCH - 1.2)} rx="2" />
    }
}
