//! The app shell: the reducer over engine moves, saving, the computer's turns, and the two
//! screens (the start page and a game).
//!
//! The reducer only computes the next state. Storage writes, timers, clock reads and random
//! draws happen in effects and callbacks.

use super::bao_view;
use super::barne_view;
use super::boards::bao::BaoBoard;
use super::boards::barne::BarneBoard;
use super::boards::fidchell::FidchellBoard;
use super::boards::jinx::JinxBoard;
use super::computer;
use super::fidchell_view;
use super::home::Home;
use super::i18n::{
    detail, split_detail, t, tf, with_detail, BaoT, BarneT, FidchellT, JinxT, Lang, T,
};
use super::jinx_view;
#[cfg(not(feature = "light"))]
use super::rules::page::RulesPage;
use super::session::{SeatKind, Session};
use super::storage::{self, StorageError};
use crate::engine::search::Level;
use crate::engine::{SeatResult, ToMove};
use crate::games::AnyGame;
use gloo::timers::callback::Timeout;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long a computer seat waits before moving, so people can follow.
const COMPUTER_DELAY_MS: u32 = 600;
/// Pause before the dice of a computer seat (or of a seat that does not throw by hand) roll.
const DICE_DELAY_MS: u32 = 250;

/// A message shown at the top of the page until dismissed.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub error: bool,
    pub text: String,
}

/// Settings kept in storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    lang: Lang,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub lang: Lang,
    pub session: Option<Rc<Session>>,
    pub notices: Vec<Notice>,
    /// Changes whenever the list of saved games may have changed.
    pub saves_epoch: u32,
    /// A board is animating a move: the computer and the dice wait.
    pub busy: bool,
}

pub enum Action {
    SetLang(Lang),
    Open(Box<Session>),
    Close,
    Play {
        mv: String,
        now: f64,
    },
    Undo {
        now: f64,
    },
    Redo {
        now: f64,
    },
    Notify(Notice),
    Dismiss(usize),
    SavesChanged,
    /// The board starts or finishes an animation.
    Busy(bool),
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetLang(lang) => next.lang = lang,
            Action::Open(session) => {
                next.session = Some(Rc::new(*session));
                next.saves_epoch += 1;
                next.busy = false;
            }
            Action::Close => {
                next.session = None;
                next.saves_epoch += 1;
                next.busy = false;
            }
            #[cfg(feature = "light")]
            Action::Play { .. } => return self,
            #[cfg(not(feature = "light"))]
            Action::Play { mv, now } => {
                let Some(session) = &self.session else {
                    return self;
                };
                let mut s = (**session).clone();
                match s.play(&mv, now) {
                    Ok(_) => next.session = Some(Rc::new(s)),
                    Err(e) => next.notices.push(Notice {
                        error: true,
                        text: super::i18n::illegal_move_text(next.lang, &e),
                    }),
                }
            }
            #[cfg(feature = "light")]
            Action::Undo { .. } => return self,
            #[cfg(not(feature = "light"))]
            Action::Undo { now } => {
                let Some(session) = &self.session else {
                    return self;
                };
                let mut s = (**session).clone();
                if !s.undo(now) {
                    return self;
                }
                next.session = Some(Rc::new(s));
            }
            #[cfg(feature = "light")]
            Action::Redo { .. } => return self,
            #[cfg(not(feature = "light"))]
            Action::Redo { now } => {
                let Some(session) = &self.session else {
                    return self;
                };
                let mut s = (**session).clone();
                if !s.redo(now) {
                    return self;
                }
                next.session = Some(Rc::new(s));
            }
            Action::Notify(n) => {
                if next.notices.last() != Some(&n) {
                    next.notices.push(n);
                }
            }
            Action::Dismiss(i) => {
                if i < next.notices.len() {
                    next.notices.remove(i);
                }
            }
            Action::SavesChanged => next.saves_epoch += 1,
            Action::Busy(busy) => {
                if self.busy == busy {
                    return self;
                }
                next.busy = busy;
            }
        }
        Rc::new(next)
    }
}

/// Reads settings and the game in progress. Anything unreadable is reported and kept aside.
fn initial_state() -> AppState {
    let mut notices = Vec::new();
    let now = storage::now();
    // A first visit is in Basque whatever the browser's language: the boards live in Basque rules
    // pages, and most Basque speakers run Spanish or French browsers. The menu in the header
    // changes it, and the choice is remembered in the settings.
    let mut lang = Lang::Eu;
    match storage::get(storage::SETTINGS) {
        Ok(Some(raw)) => match serde_json::from_str::<Settings>(&raw) {
            Ok(s) => lang = s.lang,
            Err(e) => {
                let key = storage::keep_as_backup(storage::SETTINGS, &raw, now);
                notices.push(Notice {
                    error: true,
                    text: format!(
                        "{} {}",
                        with_detail(t(lang, T::SettingsDamaged), &e.to_string()),
                        tf(lang, T::BackupKept, &[&key])
                    ),
                });
            }
        },
        Ok(None) => {}
        Err(e) => notices.push(storage_notice(lang, &e)),
    }
    let mut session = None;
    // The light start page opens no game itself: a game in play means the full app.
    #[cfg(feature = "light")]
    if let Ok(Some(_)) = storage::get(storage::CURRENT) {
        super::launch::hand_over(&super::launch::Launch::App);
    }
    #[cfg(not(feature = "light"))]
    if let Ok(Some(id)) = storage::get(storage::CURRENT) {
        let key = format!("{}{id}", storage::GAME_PREFIX);
        match storage::get(&key) {
            Ok(Some(raw)) => match Session::from_json(&raw) {
                Ok(s) => session = Some(Rc::new(s)),
                Err(e) => {
                    let backup = storage::keep_as_backup(&key, &raw, now);
                    storage::remove(storage::CURRENT);
                    notices.push(Notice {
                        error: true,
                        text: format!(
                            "{} {}",
                            tf(
                                lang,
                                T::LoadProblem,
                                &[&super::i18n::load_error_text(lang, &e)]
                            ),
                            tf(lang, T::BackupKept, &[&backup])
                        ),
                    });
                }
            },
            _ => storage::remove(storage::CURRENT),
        }
    }
    // What the light start page handed over when it loaded this app.
    #[cfg(not(feature = "light"))]
    if let Some(launch) = super::launch::take_handed_over() {
        let done = super::launch::perform(lang, launch);
        notices.extend(done.notices);
        if let Some(s) = done.session {
            session = Some(Rc::new(s));
        }
    }
    AppState {
        lang,
        session,
        notices,
        saves_epoch: 0,
        busy: false,
    }
}

pub fn storage_notice(lang: Lang, e: &StorageError) -> Notice {
    let why = match e {
        StorageError::Full => t(lang, T::StorageQuota),
        StorageError::Unavailable => t(lang, T::StorageUnavailable),
    };
    Notice {
        error: true,
        text: tf(lang, T::StorageProblem, &[why]),
    }
}

/// Whether the dice due now belong to a person who rolls them with a click (Barne-zirkulua);
/// computer seats' dice are rolled by the timer.
pub fn dice_wait_for_click(session: &Session) -> bool {
    match &session.game {
        AnyGame::BarneZirkulua(g) => {
            session.to_move() == ToMove::Chance && session.seat_kind(g.turn()) == SeatKind::Person
        }
        _ => false,
    }
}

/// A fresh random seed for the dice and the computer, from the browser's entropy.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Entropy refused: fall back to the clock (only affects dice, never legality).
        return storage::now().to_bits();
    }
    u64::from_le_bytes(bytes)
}

/// A short unique id for a saved game.
pub fn fresh_id() -> String {
    format!(
        "{:x}{:06x}",
        storage::now() as u64,
        fresh_seed() & 0xff_ffff
    )
}

/// Where a game in play is saved.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveSlot {
    /// The site: `mahai.v1.game.<id>`, and `mahai.v1.current` names the game in play.
    Site,
    /// An embedded board: one key of its own per page and element.
    Embed(String),
}

/// The light start page has no game in play, and must not clear the name of the one the full
/// app is about to open.
#[cfg(feature = "light")]
#[hook]
pub fn use_autosave(_state: &UseReducerHandle<AppState>, _slot: SaveSlot, _lang: Lang) {}

#[cfg(not(feature = "light"))]
/// Saves the game in play after every change (a move, a takeback, a new game).
#[hook]
pub fn use_autosave(state: &UseReducerHandle<AppState>, slot: SaveSlot, lang: Lang) {
    let dispatch = state.dispatcher();
    let session = state.session.clone();
    let key = session.as_ref().map(|s| {
        (
            s.saved.id.clone(),
            s.saved.record.moves.len(),
            s.saved.redo.len(),
            s.saved.updated.to_bits(),
        )
    });
    use_effect_with(key, move |_| {
        let result = match (&session, &slot) {
            (Some(s), SaveSlot::Site) => storage::set(
                &format!("{}{}", storage::GAME_PREFIX, s.saved.id),
                &s.to_json(),
            )
            .and_then(|_| storage::set(storage::CURRENT, &s.saved.id)),
            (Some(s), SaveSlot::Embed(key)) => storage::set(key, &s.to_json()),
            (None, SaveSlot::Site) => {
                storage::remove(storage::CURRENT);
                Ok(())
            }
            (None, SaveSlot::Embed(_)) => Ok(()),
        };
        if let Err(e) = result {
            dispatch.dispatch(Action::Notify(storage_notice(lang, &e)));
        }
    });
}

/// The light start page plays no games.
#[cfg(feature = "light")]
#[hook]
pub fn use_auto_moves(_state: &UseReducerHandle<AppState>) {}

/// Plays the dice after a short pause, and the computer's turns: the search runs in the Web
/// Worker while the board stays live, and its move is played no sooner than a short pause after
/// the turn began. Any change (undo, new game, leaving the game) drops the pending timer and
/// cancels the search, so a stale move is never played.
#[cfg(not(feature = "light"))]
#[hook]
pub fn use_auto_moves(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    let session = state.session.clone();
    let lang = state.lang;
    // While the board animates a move (`busy`), nothing is played.
    let busy = state.busy;
    let key = session.as_ref().map(|s| {
        (
            s.saved.id.clone(),
            s.saved.record.moves.len(),
            s.saved.redo.len(),
            busy,
        )
    });
    let has_computer = session
        .as_ref()
        .is_some_and(|s| s.saved.seats.iter().any(|k| k.is_computer()));
    use_effect_with(has_computer, |has_computer| {
        if *has_computer {
            computer::warm_up();
        }
    });
    use_effect_with(key, move |_| {
        let play = {
            let dispatch = dispatch.clone();
            move |mv: String| {
                dispatch.dispatch(Action::Play {
                    mv,
                    now: storage::now(),
                })
            }
        };
        // Whatever the effect started; dropped together on cleanup.
        let timer: Rc<RefCell<Option<Timeout>>> = Rc::default();
        let mut thinking = None;
        if let Some(s) = session.as_ref().filter(|_| !busy) {
            if let Some(mv) = s.chance_move().filter(|_| !dice_wait_for_click(s)) {
                *timer.borrow_mut() = Some(Timeout::new(DICE_DELAY_MS, move || play(mv)));
            } else if let Some(request) = s.computer_request() {
                let started = storage::now();
                let fallback = s.random_move();
                let timer_slot = timer.clone();
                thinking = Some(computer::think(&request, move |answer| {
                    let mv = match answer {
                        Ok(mv) => Some(mv),
                        Err(why) => {
                            dispatch.dispatch(Action::Notify(Notice {
                                error: true,
                                text: if why == computer::TIMED_OUT {
                                    t(lang, T::ComputerTimeout).to_string()
                                } else {
                                    tf(lang, T::ComputerUnavailable, &[&detail(&why)])
                                },
                            }));
                            fallback
                        }
                    };
                    if let Some(mv) = mv {
                        let waited = (storage::now() - started).max(0.0) as u32;
                        let rest = COMPUTER_DELAY_MS.saturating_sub(waited);
                        *timer_slot.borrow_mut() = Some(Timeout::new(rest, move || play(mv)));
                    }
                }));
            }
        }
        move || {
            drop(thinking);
            timer.borrow_mut().take();
        }
    });
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(initial_state);
    let lang = state.lang;

    // <html lang> follows the UI language; the choice is remembered.
    use_effect_with(lang, move |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.code());
        }
        if let Ok(json) = serde_json::to_string(&Settings { lang: *lang }) {
            let _ = storage::set(storage::SETTINGS, &json);
        }
    });

    use_autosave(&state, SaveSlot::Site, lang);
    use_auto_moves(&state);

    // --- Route (rules pages, "play the full game" links): the part of the address after `#`.
    let route = use_route();
    // ---

    let on_lang = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            if let Some(l) = Lang::from_code(&value) {
                dispatch.dispatch(Action::SetLang(l));
            }
        })
    };

    let notices: Html = state
        .notices
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let dismiss = {
                let dispatch = state.dispatcher();
                Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Dismiss(i)))
            };
            html! {
                <div class={classes!("notice", n.error.then_some("error"))} role="alert">
                    <span>{message_html(lang, &n.text)}</span>
                    <button class="btn small" onclick={dismiss} aria-label={t(lang, T::Close)}>{"×"}</button>
                </div>
            }
        })
        .collect();

    let go_home = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            set_route("");
            dispatch.dispatch(Action::Close)
        })
    };

    let body = match (&*route, &state.session) {
        #[cfg(not(feature = "light"))]
        (Route::Rules(game), _) => {
            html! { <RulesPage game={game.clone()} lang={lang} /> }
        }
        // The light start page has no rules pages: the full app shows them.
        #[cfg(feature = "light")]
        (Route::Rules(_), _) => {
            super::launch::hand_over(&super::launch::Launch::App);
            html! {}
        }
        (Route::New(game), _) => {
            html! { <Home lang={lang} epoch={state.saves_epoch} dispatch={state.dispatcher()}
            open={Some(game.clone())} /> }
        }
        (Route::Home, None) => {
            html! { <Home lang={lang} epoch={state.saves_epoch} dispatch={state.dispatcher()} /> }
        }
        #[cfg(not(feature = "light"))]
        (Route::Home, Some(session)) => {
            html! { <PlayView session={session.clone()} lang={lang} dispatch={state.dispatcher()} /> }
        }
        #[cfg(feature = "light")]
        (Route::Home, Some(_)) => html! {},
    };

    html! {
        <>
            <header class="topbar">
                <a class="brand" href="#" onclick={go_home.reform(|e: MouseEvent| { e.prevent_default(); e })}>
                    {"Mahai"}
                </a>
                <label class="lang-pick">
                    <span class="sr-only">{t(lang, T::Language)}</span>
                    <select id="lang" onchange={on_lang} aria-label={t(lang, T::Language)}>
                        { for Lang::ALL.iter().map(|l| html! {
                            <option value={l.code()} selected={*l == lang}>{l.native_name()}</option>
                        }) }
                    </select>
                </label>
            </header>
            <div class="notices">{notices}</div>
            <main>{body}</main>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// Set for an embedded board: no way back to the site's start page; instead a "new game"
    /// button that calls this.
    #[prop_or_default]
    pub on_new_game: Option<Callback<()>>,
}

/// A game in play: the board, the players, the move list, takeback, export, the result.
#[function_component(PlayView)]
pub fn play_view(props: &PlayProps) -> Html {
    let lang = props.lang;
    let session = &props.session;
    let dispatch = props.dispatch.clone();

    let on_move = {
        let dispatch = dispatch.clone();
        Callback::from(move |mv: String| {
            dispatch.dispatch(Action::Play {
                mv,
                now: storage::now(),
            })
        })
    };
    let undo = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Undo {
                now: storage::now(),
            })
        })
    };
    let redo = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Redo {
                now: storage::now(),
            })
        })
    };
    let export = {
        let session = session.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let name = format!("mahai-{}-{}.json", session.game_name(), session.saved.id);
            if let Err(e) = download(&name, &session.saved.record.to_json()) {
                dispatch.dispatch(Action::Notify(Notice {
                    error: true,
                    text: with_detail(t(lang, T::DownloadFailed), &e),
                }));
            }
        })
    };
    let home = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Close))
    };
    // The way out of a game: back to the start page, or (embedded) a new game.
    let (leave, leave_label) = match &props.on_new_game {
        Some(new_game) => (
            new_game.reform(|_: MouseEvent| ()),
            t(lang, T::NewGame).to_string(),
        ),
        None => (home, format!("← {}", t(lang, T::Home))),
    };

    let interactive = session.person_to_move().is_some();
    // The last piece move stays marked while calls and other decisions follow it.
    let last = session
        .history
        .iter()
        .rev()
        .find(|s| {
            s.effects
                .iter()
                .any(|e| matches!(e, crate::engine::Effect::Moved { .. }))
        })
        .cloned()
        .map(Rc::new);

    let moves_html = {
        let items: Vec<Html> = session
            .history
            .iter()
            .enumerate()
            .map(|(i, step)| {
                let text = describe(&session.game, step, lang);
                html! { <li key={i}>{text}</li> }
            })
            .collect();
        if items.is_empty() {
            html! { <p class="muted">{t(lang, T::NoMovesYet)}</p> }
        } else {
            html! { <ol id="movelist" class="movelist" reversed=true>{ for items.into_iter().rev() }</ol> }
        }
    };

    let thinking = match session.to_move() {
        ToMove::Seat(s) if session.seat_kind(s).is_computer() => {
            let name = seat_label(&session.game, s, lang);
            html! { <p class="thinking">{tf(lang, T::Thinking, &[&name])}</p> }
        }
        _ => html! {},
    };

    let banner = match session.to_move() {
        ToMove::Over(outcome) => {
            let text = if outcome.is_draw() {
                t(lang, T::Draw).to_string()
            } else {
                let names: Vec<String> = outcome
                    .0
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| **r == SeatResult::Win)
                    .map(|(s, _)| seat_label(&session.game, s as u8, lang))
                    .collect();
                tf(lang, T::Wins, &[&names.join(", ")])
            };
            html! {
                <div id="result" class="banner" role="status">
                    <strong>{t(lang, T::GameOver)}</strong>
                    <span>{text}</span>
                    <button class="btn" onclick={leave.clone()}>{leave_label.trim_start_matches("← ").to_string()}</button>
                </div>
            }
        }
        _ => html! {},
    };

    let keyboard_help = match &session.game {
        AnyGame::Fidchell(_) => t(lang, FidchellT::KeyHelp),
        _ => t(lang, T::KeyboardHelp),
    };
    let side = html! {
        <>
            {thinking}
            <HintBox session={session.clone()} lang={lang} on_move={on_move.clone()} />
            <div class="takeback">
                <button id="undo" class="btn" onclick={undo} disabled={!session.can_undo()}>{"↶ "}{t(lang, T::Undo)}</button>
                <button id="redo" class="btn" onclick={redo} disabled={!session.can_redo()}>{"↷ "}{t(lang, T::Redo)}</button>
                <button id="export" class="btn" onclick={export}>{t(lang, T::Export)}</button>
            </div>
            <h2 class="small-title">{t(lang, T::Moves)}</h2>
            {moves_html}
            <p class="help muted">{keyboard_help}</p>
        </>
    };

    let on_busy = {
        let dispatch = dispatch.clone();
        Callback::from(move |busy: bool| dispatch.dispatch(Action::Busy(busy)))
    };

    let board = match &session.game {
        AnyGame::Fidchell(g) => {
            // The last move that changed the board (a challenge declared after it keeps it).
            let last_index = session.history.iter().rposition(|s| {
                s.effects.iter().any(|e| {
                    matches!(
                        e,
                        crate::engine::Effect::Moved { .. }
                            | crate::engine::Effect::Placed { .. }
                            | crate::engine::Effect::Captured { .. }
                    )
                })
            });
            let last = last_index.map(|i| Rc::new(session.history[i].clone()));
            let last_ply = last_index.map_or(0, |i| i + 1);
            html! {
                <FidchellBoard game={Rc::new(g.clone())} last={last} last_ply={last_ply}
                    interactive={interactive} seats={session.saved.seats.clone()} lang={lang}
                    on_move={on_move}>
                    {side}
                </FidchellBoard>
            }
        }
        AnyGame::BaoLaKete(g) => html! {
            <BaoBoard game={Rc::new(g.clone())} last={session.history.last().cloned().map(Rc::new)}
                interactive={interactive} seats={session.saved.seats.clone()} lang={lang}
                on_move={on_move} on_busy={on_busy}>
                {side}
            </BaoBoard>
        },
        AnyGame::BarneZirkulua(g) => {
            let roll_move = if dice_wait_for_click(session) {
                session.chance_move()
            } else {
                None
            };
            html! {
                <BarneBoard game={Rc::new(g.clone())} last={session.history.last().cloned().map(Rc::new)}
                    moves_played={session.history.len()} dice={barne_view::dice_show(g, &session.history)}
                    roll_move={roll_move} interactive={interactive}
                    seats={session.saved.seats.clone()} lang={lang} on_move={on_move}>
                    {side}
                </BarneBoard>
            }
        }
        AnyGame::Jinx(g) => html! {
            <JinxBoard game={Rc::new(g.clone())} last={last} interactive={interactive}
                seats={session.saved.seats.clone()} lang={lang} on_move={on_move}>
                {side}
            </JinxBoard>
        },
    };

    html! {
        <section class="game-screen">
            <div class="game-head">
                <button class="btn small leave" onclick={leave}>{leave_label}</button>
                <h1>{game_title(&session.game, lang)}</h1>
                { rules_link(session.game_name(), props.on_new_game.is_none(), lang) }
            </div>
            {banner}
            {board}
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct HintProps {
    session: Rc<Session>,
    lang: Lang,
    on_move: Callback<String>,
}

/// What the hint box shows.
#[derive(Clone, PartialEq)]
enum HintState {
    Idle,
    Thinking,
    Ready(String),
}

/// "Hint": asks the strong level what it would play for the person to move, shows the move in
/// words and offers to play it. A move, an undo or a new game forgets the hint (and cancels the
/// search if it is still running).
#[function_component(HintBox)]
fn hint_box(props: &HintProps) -> Html {
    let lang = props.lang;
    let session = &props.session;
    let state = use_state_eq(|| HintState::Idle);
    let search = use_mut_ref(|| None::<computer::Thinking>);
    let key = (
        session.saved.id.clone(),
        session.saved.record.moves.len(),
        session.saved.redo.len(),
    );
    {
        let state = state.clone();
        let search = search.clone();
        use_effect_with(key, move |_| {
            state.set(HintState::Idle);
            search.borrow_mut().take();
        });
    }
    // Only for a person's own decision (not the dice, not the computer, not a finished game).
    let person_turn =
        matches!(session.to_move(), ToMove::Seat(s) if !session.seat_kind(s).is_computer());
    if !person_turn {
        return html! {};
    }
    let ask = {
        let state = state.clone();
        let search = search.clone();
        let session = session.clone();
        Callback::from(move |_: MouseEvent| {
            state.set(HintState::Thinking);
            let request = session.search_request(Level::Strong);
            let state = state.clone();
            *search.borrow_mut() = Some(computer::think(&request, move |answer| {
                state.set(match answer {
                    Ok(mv) => HintState::Ready(mv),
                    Err(_) => HintState::Idle,
                })
            }));
        })
    };
    match &*state {
        HintState::Idle => html! {
            <div class="hint">
                <button id="hint" class="btn small" onclick={ask}>{t(lang, T::Hint)}</button>
            </div>
        },
        HintState::Thinking => html! {
            <div class="hint"><p id="hint-text" class="muted">{t(lang, T::HintThinking)}</p></div>
        },
        HintState::Ready(mv) => {
            let text = session
                .preview(mv)
                .map(|step| describe(&session.game, &step, lang))
                .unwrap_or_else(|| mv.clone());
            let play = {
                let on_move = props.on_move.clone();
                let mv = mv.clone();
                Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
            };
            html! {
                <div class="hint">
                    <p id="hint-text">{tf(lang, T::HintIs, &[&text])}</p>
                    <button id="play-hint" class="btn small" onclick={play}>{t(lang, T::PlayHint)}</button>
                </div>
            }
        }
    }
}

// --- Routes -------------------------------------------------------------------------------

/// What the address after `#` asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// The start page, or the game in play.
    Home,
    /// `#rules/<game>`: the game's rules page.
    Rules(AttrValue),
    /// `#new/<game>`: the start page with the game's new-game dialog open.
    New(AttrValue),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let hash = hash.trim_start_matches('#');
        if let Some(game) = hash.strip_prefix("rules/") {
            return Route::Rules(AttrValue::from(game.to_string()));
        }
        if let Some(game) = hash.strip_prefix("new/") {
            return Route::New(AttrValue::from(game.to_string()));
        }
        Route::Home
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Goes to a route (`""` = home); the `hashchange` listener of [`use_route`] follows.
pub fn set_route(hash: &str) {
    if let Some(w) = web_sys::window() {
        if current_hash().trim_start_matches('#') != hash {
            let _ = w.location().set_hash(hash);
        }
    }
}

/// The current route, following the address's `#` part.
#[hook]
fn use_route() -> UseStateHandle<Route> {
    let route = use_state(|| Route::from_hash(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "hashchange", move |_| {
                    route.set(Route::from_hash(&current_hash()));
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    route
}

/// The "Rules" link of the game screen, when the game has a finished page (not in embeds).
fn rules_link(game: &str, site: bool, lang: Lang) -> Html {
    if !site || !super::rules::has_page(game) {
        return html! {};
    }
    html! {
        <a class="btn small rules-link" href={format!("#rules/{game}")}>{t(lang, T::Rules)}</a>
    }
}

// ------------------------------------------------------------------------------------------

/// A seat's name for people.
fn seat_label(game: &AnyGame, seat: u8, lang: Lang) -> String {
    match game {
        AnyGame::BarneZirkulua(g) => barne_view::seat_label(g, seat, lang),
        AnyGame::Jinx(g) => jinx_view::seat_label(g, seat, lang),
        AnyGame::Fidchell(_) => fidchell_view::seat_label(seat, lang),
        AnyGame::BaoLaKete(_) => bao_view::seat_label(seat, lang),
    }
}

/// One move of the move list in plain words.
fn describe(game: &AnyGame, step: &super::session::Step, lang: Lang) -> String {
    match game {
        AnyGame::BarneZirkulua(g) => barne_view::describe(g, step, lang),
        AnyGame::Jinx(g) => jinx_view::describe(g, step, lang),
        AnyGame::Fidchell(g) => fidchell_view::describe(g, step, lang),
        AnyGame::BaoLaKete(_) => bao_view::describe(step, lang),
    }
}

/// The game's name for people.
fn game_title(game: &AnyGame, lang: Lang) -> String {
    match game {
        AnyGame::BarneZirkulua(_) => t(lang, BarneT::Name).to_string(),
        AnyGame::Jinx(_) => t(lang, JinxT::Name).to_string(),
        AnyGame::Fidchell(_) => t(lang, FidchellT::Name).to_string(),
        AnyGame::BaoLaKete(_) => t(lang, BaoT::Name).to_string(),
    }
}

/// A message as the reader sees it: its technical details (if any) folded away under a
/// `<details>` that says so in the reader's language.
pub fn message_html(lang: Lang, text: &str) -> Html {
    let (message, details) = split_detail(text);
    let details: Html = details
        .into_iter()
        .map(|d| {
            html! {
                <details class="tech-detail">
                    <summary>{t(lang, T::Details)}</summary>
                    <code>{d}</code>
                </details>
            }
        })
        .collect();
    html! { <>{message}{details}</> }
}

/// Offers `text` as a file download.
pub fn download(name: &str, text: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts)
        .map_err(|_| "the file could not be made".to_string())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| "no object URL".to_string())?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "no anchor")?
        .dyn_into()
        .map_err(|_| "no anchor")?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}
