//! The review's analysis: every seat's chance to win after each ply, drawn as a chart below the
//! board, the marks of the moves that gave a chance away with the move the computer preferred,
//! and the luck of the dice. The estimates come from the worker ([`computer::estimate`]), one
//! position at a time in the background, and are kept beside the saved game
//! (`mahai.v1.analysis.<id>`), so a game is not analysed twice. See
//! [`crate::ai::analysis`] for what is estimated and how the marks are set.

use super::computer;
use super::review;
use super::screen::AnalysisArgs;
use super::session::Session;
use crate::ai::analysis::{self, Estimate, Kept, Mark, PlyNote};
use crate::engine::ToMove;
use crate::ui::games;
use crate::ui::i18n::{t, tf, AnalysisT, Lang};
use crate::ui::kit::storage;
use crate::worker::Response;
use std::rc::Rc;
use yew::prelude::*;

/// Where a game's estimates are kept.
fn kept_key(id: &str) -> String {
    format!("{}{id}", storage::ANALYSIS_PREFIX)
}

fn load(id: &str) -> Kept {
    storage::get(&kept_key(id))
        .ok()
        .flatten()
        .and_then(|raw| serde_json::from_str(&raw).ok())
        .unwrap_or_default()
}

/// Keeps the estimates (a game from a link is not saved, nor are its estimates). A full storage
/// loses only this cache: the estimates are computed again next time.
fn store(session: &Session, kept: &Kept) {
    if session.linked {
        return;
    }
    if let Ok(json) = serde_json::to_string(kept) {
        let _ = storage::set(&kept_key(&session.saved.id), &json);
    }
}

/// Which plies are rolls of the dice.
fn rolls(session: &Session) -> Vec<bool> {
    session
        .history
        .iter()
        .map(|step| step.mover == ToMove::Chance)
        .collect()
}

/// The estimates of a game so far.
#[derive(Clone, PartialEq)]
struct State {
    id: String,
    kept: Rc<Kept>,
    /// The worker could not estimate (no worker, a refused position): why.
    failed: Option<String>,
}

/// Every position's estimate, as far as it is known, filled in one position at a time: the
/// first position without one is sent to the worker, and its answer starts the next.
#[hook]
fn use_estimates(session: &Rc<Session>) -> (Vec<Option<Estimate>>, Option<String>) {
    let state = use_state(|| State {
        id: session.saved.id.clone(),
        kept: Rc::new(load(&session.saved.id)),
        failed: None,
    });
    // Another game opened on this screen: its own estimates.
    if state.id != session.saved.id {
        state.set(State {
            id: session.saved.id.clone(),
            kept: Rc::new(load(&session.saved.id)),
            failed: None,
        });
    }
    let moves = &session.saved.record.moves;
    let list = state.kept.for_line(moves, state.kept.budget);
    let plies = moves.len();
    let next = (0..=plies).find(|&i| analysis::needs_search(&list, i, plies));
    let hashes = analysis::line_hashes(moves);
    let key = (
        session.saved.id.clone(),
        hashes.last().copied(),
        next,
        state.failed.is_some(),
        state.id == session.saved.id,
    );
    {
        let state = state.clone();
        let session = session.clone();
        use_effect_with(key, move |(_, _, next, failed, current)| {
            let mut thinking = None;
            if let (Some(i), false, true) = (*next, *failed, *current) {
                let record = &session.saved.record;
                let position = session.game_at(i).map(|g| g.as_dyn().position());
                if let Some(position) = position {
                    let played = record.moves.get(i).cloned();
                    let seed = analysis::seed_for(record.seed, i);
                    let answer_to = session.clone();
                    thinking = Some(computer::estimate(
                        record.game.clone(),
                        position,
                        seed,
                        played,
                        move |answer| {
                            let mut next = (*state).clone();
                            match answer {
                                Ok(Response::Estimate {
                                    values,
                                    best,
                                    turn,
                                    after,
                                    iterations,
                                    ..
                                }) => {
                                    let mut kept = (*next.kept).clone();
                                    let moves = &answer_to.saved.record.moves;
                                    let mut list = kept.for_line(moves, kept.budget);
                                    // Another budget (a newer version): start again.
                                    if iterations > 0 && iterations as u32 != kept.budget {
                                        kept.budget = iterations as u32;
                                        list = vec![None; moves.len() + 1];
                                    }
                                    let mut e = Estimate::from_values(&values, best, turn);
                                    e.after = after.as_deref().map(analysis::thousandths);
                                    if let Some(slot) = list.get_mut(i) {
                                        *slot = Some(e);
                                    }
                                    let budget = kept.budget;
                                    kept = Kept::of_line(&list, moves, budget);
                                    // Written now and then, and once the game is filled in.
                                    let done = !(0..=moves.len())
                                        .any(|j| analysis::needs_search(&list, j, moves.len()));
                                    if i % 16 == 0 || done {
                                        store(&answer_to, &kept);
                                    }
                                    next.kept = Rc::new(kept);
                                }
                                Ok(_) => next.failed = Some("unexpected answer".into()),
                                Err(why) => next.failed = Some(why),
                            }
                            state.set(next);
                        },
                    ));
                }
            }
            move || drop(thinking)
        });
    }
    (list, state.failed.clone())
}

/// The chart's size in its own units.
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 120.0;

/// The chance in thousandths as a percentage for people.
fn percent(thousandths: i32) -> String {
    format!("{}%", (thousandths as f64 / 10.0).round())
}

/// A change of chance with its sign.
fn signed_percent(thousandths: i32) -> String {
    let p = (thousandths as f64 / 10.0).round() as i32;
    if p > 0 {
        format!("+{p}%")
    } else if p < 0 {
        format!("−{}%", -p)
    } else {
        "0%".into()
    }
}

/// The text of a mark in a language.
pub fn mark_text(lang: Lang, mark: Mark) -> &'static str {
    t(
        lang,
        match mark {
            Mark::Inaccuracy => AnalysisT::Inaccuracy,
            Mark::Mistake => AnalysisT::Mistake,
            Mark::Blunder => AnalysisT::Blunder,
        },
    )
}

/// The chart, the note of the reviewed ply, and the luck of the dice.
#[function_component(AnalysisPanel)]
pub fn analysis_panel(p: &AnalysisArgs) -> Html {
    let lang = p.lang;
    let session = &p.session;
    let (estimates, failed) = use_estimates(session);
    let moves = &session.saved.record.moves;
    let plies = moves.len();
    let seats = session.game.as_dyn().seats();
    let ui = games::ui_of(&session.game);
    let roll_plies = rolls(session);
    let notes = analysis::notes(&estimates, moves, &roll_plies);

    // The marks of the move list, whenever they change.
    let marks: Vec<Option<(Mark, &'static str)>> = notes
        .iter()
        .map(|n| match n {
            Some(PlyNote::Choice { mark: Some(m), .. }) => Some((*m, mark_text(lang, *m))),
            _ => None,
        })
        .collect();
    {
        let on_marks = p.on_marks.clone();
        use_effect_with(marks, move |marks| on_marks.emit(Rc::new(marks.clone())));
    }

    let points: Vec<Option<Vec<u16>>> = (0..=plies)
        .map(|k| analysis::chart_point(&estimates, k))
        .collect();
    let known = estimates.iter().filter(|e| e.is_some()).count();
    let now = p.at.unwrap_or(plies);
    let x = |k: usize| {
        if plies == 0 {
            0.0
        } else {
            k as f64 * WIDTH / plies as f64
        }
    };
    let y = |v: u16| HEIGHT - f64::from(v) * HEIGHT / 1000.0;
    let colour = |s: usize| ui.seat_colour(&session.game, s as u8);
    let lines: Html = (0..seats)
        .map(|s| {
            let pts: Vec<String> = points
                .iter()
                .enumerate()
                .filter_map(|(k, pt)| {
                    let v = *pt.as_ref()?.get(s)?;
                    Some(format!("{:.1},{:.1}", x(k), y(v)))
                })
                .collect();
            let count = pts.len();
            let style = colour(s).map(|c| format!("stroke: {c}"));
            html! {
                <polyline class={format!("chart-line seat-{s}")} data-seat={s.to_string()}
                    data-points={count.to_string()} points={pts.join(" ")} {style} />
            }
        })
        .collect();
    let mark_dots: Html = notes
        .iter()
        .enumerate()
        .filter_map(|(k, n)| {
            let Some(PlyNote::Choice {
                mark: Some(m),
                seat,
                ..
            }) = n
            else {
                return None;
            };
            let v = points.get(k + 1)?.as_ref()?.get(*seat as usize).copied()?;
            // A dot: a line of no length with round ends keeps its shape in the stretched chart.
            let (cx, cy) = (format!("{:.1}", x(k + 1)), format!("{:.1}", y(v)));
            Some(html! {
                <line class={format!("chart-mark {}", m.name())} x1={cx.clone()} x2={cx}
                    y1={cy.clone()} y2={cy} data-ply={(k + 1).to_string()} />
            })
        })
        .collect();
    // (Yew hands events on from the app's root, so the chart's box is read from its node.)
    let chart = use_node_ref();
    let on_click = {
        let on_go = p.on_go.clone();
        let chart = chart.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(el) = chart.cast::<web_sys::Element>() else {
                return;
            };
            let rect = el.get_bounding_client_rect();
            if rect.width() <= 0.0 || plies == 0 {
                return;
            }
            let share = ((e.client_x() as f64 - rect.left()) / rect.width()).clamp(0.0, 1.0);
            let ply = (share * plies as f64).round() as usize;
            on_go.emit(review::live_or(ply, plies));
        })
    };
    let legend: Html = (0..seats)
        .map(|s| {
            let name = ui.seat_label(&session.game, s as u8, lang);
            let value = points
                .get(now)
                .and_then(|pt| pt.as_ref()?.get(s).copied())
                .map_or("…".to_string(), |v| percent(i32::from(v)));
            let style = colour(s).map(|c| format!("background: {c}"));
            html! {
                <li class={format!("seat-{s}")}>
                    <span class="swatch" aria-hidden="true" {style}></span>
                    {tf(lang, AnalysisT::Legend, &[&name, &value])}
                </li>
            }
        })
        .collect();
    let progress = if let Some(why) = &failed {
        html! { <p class="muted" id="analysis-status">{tf(lang, AnalysisT::Failed, &[why])}</p> }
    } else if known < plies + 1 {
        let text = tf(
            lang,
            AnalysisT::Filling,
            &[&known.to_string(), &(plies + 1).to_string()],
        );
        html! { <p class="muted" id="analysis-status" aria-busy="true">{text}</p> }
    } else {
        let text = tf(lang, AnalysisT::Done, &[&(plies + 1).to_string()]);
        html! { <p class="muted" id="analysis-status" aria-busy="false">{text}</p> }
    };

    // The note of the reviewed ply (the last one when the game is live).
    let note = now.checked_sub(1).map(|k| {
        let name = |seat: u8| ui.seat_label(&session.game, seat, lang);
        match notes.get(k).cloned().flatten() {
            None => html! { <p id="ply-note" class="muted">{t(lang, AnalysisT::NoEstimate)}</p> },
            Some(PlyNote::Roll { seat, luck }) => html! {
                <p id="ply-note" class="luck">
                    {tf(lang, AnalysisT::RollLuck, &[&now.to_string(), &name(seat), &signed_percent(luck)])}
                </p>
            },
            Some(PlyNote::Choice { seat, drop, mark, better }) => {
                let forced = estimates
                    .get(k)
                    .and_then(|e| e.as_ref())
                    .is_some_and(|e| e.best.is_none());
                let text = match mark {
                    Some(m) => tf(
                        lang,
                        AnalysisT::MoveGave,
                        &[&now.to_string(), &name(seat), mark_text(lang, m), &percent(drop)],
                    ),
                    None if forced => tf(lang, AnalysisT::MoveForced, &[&now.to_string(), &name(seat)]),
                    None => tf(lang, AnalysisT::MoveGood, &[&now.to_string(), &name(seat)]),
                };
                let better = better.filter(|_| mark.is_some()).and_then(|mv| {
                    let (game, step, _) = session.step_at(k, &mv)?;
                    let words = ui.describe(&game, &step, lang);
                    let toggle = {
                        let on_show = p.on_show.clone();
                        let showing = p.showing;
                        let mv = step.mv.clone();
                        Callback::from(move |_: MouseEvent| {
                            on_show.emit((!showing).then(|| (k + 1, mv.clone())))
                        })
                    };
                    let label = if p.showing {
                        AnalysisT::ShowPlayed
                    } else {
                        AnalysisT::ShowBetter
                    };
                    Some(html! {
                        <>
                            <p id="better-move">{tf(lang, AnalysisT::Preferred, &[&words])}</p>
                            <button type="button" id="show-better" class="btn small"
                                aria-pressed={p.showing.to_string()} onclick={toggle}>
                                {t(lang, label)}
                            </button>
                            if p.showing {
                                <p class="muted" role="status">{t(lang, AnalysisT::ShowingBetter)}</p>
                            }
                        </>
                    })
                });
                html! {
                    <div id="ply-note" class={classes!("ply-note", mark.map(|m| m.name()))}>
                        <p>{text}</p>
                        {better}
                    </div>
                }
            }
        }
    });

    // The luck of the dice in all, for a game with dice.
    let luck = session.game.as_dyn().has_dice().then(|| {
        let sums = analysis::luck_by_seat(&notes, seats);
        let items: Html = sums
            .iter()
            .enumerate()
            .map(|(s, l)| {
                let name = ui.seat_label(&session.game, s as u8, lang);
                html! { <li class={format!("seat-{s}")} data-luck={l.to_string()}>{format!("{name}: {}", signed_percent(*l))}</li> }
            })
            .collect();
        html! {
            <div class="luck-total" id="luck-total">
                <span>{t(lang, AnalysisT::LuckTotal)}</span>
                <ul class="inline-list">{items}</ul>
            </div>
        }
    });

    let at_x = format!("{:.1}", x(now));
    html! {
        <section class="analysis" id="analysis" aria-labelledby="analysis-title">
            <h2 class="small-title" id="analysis-title">{t(lang, AnalysisT::Title)}</h2>
            <svg id="win-chart" class="win-chart" viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
                preserveAspectRatio="none" role="img" aria-label={t(lang, AnalysisT::ChartLabel)}
                data-plies={plies.to_string()} data-known={known.to_string()} onclick={on_click}
                ref={chart}>
                <line class="chart-half" x1="0" x2={WIDTH.to_string()}
                    y1={(HEIGHT / 2.0).to_string()} y2={(HEIGHT / 2.0).to_string()} />
                <line class="chart-at" x1={at_x.clone()} x2={at_x} y1="0" y2={HEIGHT.to_string()} />
                {lines}
                {mark_dots}
            </svg>
            <ul class="chart-legend inline-list">{legend}</ul>
            {progress}
            {note}
            {luck}
            <p class="help muted">{t(lang, AnalysisT::ChartHelp)}</p>
        </section>
    }
}
