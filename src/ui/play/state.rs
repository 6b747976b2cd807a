//! The state of a screen that plays a game (the site's game screen and every embedded board):
//! the reducer over engine moves, and the hooks that save the game and play the dice and the
//! computer's turns.
//!
//! The reducer only computes the next state. Storage writes, timers, clock reads and random
//! draws happen in effects and callbacks.

use super::computer;
use super::session::{SavedGame, SeatKind, Session};
use super::sync;
use crate::engine::ToMove;
use crate::games::AnyMove;
use crate::ui::games;
use crate::ui::i18n::{detail, t, tf, Lang, SavesT, T};
use crate::ui::kit::notice::{storage_notice, Notice};
use crate::ui::kit::storage;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long a computer seat waits before moving, so people can follow.
const COMPUTER_DELAY_MS: u32 = 600;
/// Pause before the dice of a computer seat (or of a seat that does not throw by hand) roll.
const DICE_DELAY_MS: u32 = 250;

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
    /// Play `mv`, chosen when `ply` moves had been played: a move chosen in a position that
    /// has since changed (a second click on the dice before the first roll showed, a late
    /// answer) is dropped.
    Play {
        mv: AnyMove,
        ply: usize,
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
    /// The screen changed: its notices no longer apply.
    ClearNotices,
    /// The game in play was saved: a notice that it could not be no longer applies.
    Saved,
    /// Another tab saved the game in play further (or took a move back): show its state.
    Follow(Box<Session>),
    /// The game in play is now saved under this id (its line was kept beside another tab's).
    Renamed(String),
    SavesChanged,
    /// The board starts or finishes an animation.
    Busy(bool),
    /// Who plays each seat of the game in play from now on (the site's "Change players").
    #[cfg(feature = "site")]
    Seats {
        seats: Vec<crate::ui::kit::seats::SeatKind>,
        now: f64,
    },
    /// A game by link: this side's part changed (it wrote its message) at `now`.
    ByLink {
        part: Box<crate::share::corr::ByLink>,
        now: f64,
    },
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetLang(lang) => next.lang = lang,
            Action::Open(session) => {
                next.notices.clear();
                next.session = Some(Rc::new(*session));
                next.saves_epoch += 1;
                next.busy = false;
            }
            Action::Close => {
                next.notices.clear();
                next.session = None;
                next.saves_epoch += 1;
                next.busy = false;
            }
            Action::Play { mv, ply, now } => {
                // A game opened from a link is only looked at, until it is continued; while the
                // board shows a move, nothing else is played (a hint's button, a key).
                let Some(session) = self
                    .session
                    .as_ref()
                    .filter(|s| s.history.len() == ply && !s.linked && !self.busy)
                else {
                    return self;
                };
                let mut s = (**session).clone();
                match s.play_move(&mv, now) {
                    Ok(_) => next.session = Some(Rc::new(s)),
                    Err(e) => next.notices.push(Notice {
                        error: true,
                        text: crate::ui::games::illegal_move_text(next.lang, &e),
                    }),
                }
            }
            Action::Undo { now } | Action::Redo { now } => {
                let Some(session) = self.session.as_ref().filter(|s| !s.linked) else {
                    return self;
                };
                let mut s = (**session).clone();
                let done = if matches!(action, Action::Undo { .. }) {
                    s.undo(now)
                } else {
                    s.redo(now)
                };
                if !done {
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
            Action::ClearNotices => {
                if self.notices.is_empty() {
                    return self;
                }
                next.notices.clear();
            }
            Action::Saved => {
                let lang = self.lang;
                let stale = [
                    storage_notice(lang, &storage::StorageError::Full),
                    storage_notice(lang, &storage::StorageError::Unavailable),
                ];
                if !self.notices.iter().any(|n| stale.contains(n)) {
                    return self;
                }
                next.notices.retain(|n| !stale.contains(n));
            }
            Action::Follow(session) => {
                if self.session.as_ref().map(|s| &s.saved.id) != Some(&session.saved.id) {
                    return self;
                }
                next.session = Some(Rc::new(*session));
                next.saves_epoch += 1;
                next.busy = false;
            }
            Action::Renamed(id) => {
                let Some(session) = &self.session else {
                    return self;
                };
                let mut s = (**session).clone();
                s.saved.id = id;
                next.session = Some(Rc::new(s));
                next.saves_epoch += 1;
            }
            Action::SavesChanged => next.saves_epoch += 1,
            Action::ByLink { part, now } => {
                let Some(session) = self.session.as_ref().filter(|s| s.saved.by_link.is_some())
                else {
                    return self;
                };
                let mut s = (**session).clone();
                s.saved.by_link = Some(*part);
                s.saved.updated = now;
                next.session = Some(Rc::new(s));
                next.saves_epoch += 1;
            }
            Action::Busy(busy) => {
                if self.busy == busy {
                    return self;
                }
                next.busy = busy;
            }
            #[cfg(feature = "site")]
            Action::Seats { seats, now } => {
                let Some(session) = self.session.as_ref().filter(|s| !s.linked) else {
                    return self;
                };
                let mut s = (**session).clone();
                if !s.set_seats(seats, now) {
                    return self;
                }
                next.session = Some(Rc::new(s));
            }
        }
        Rc::new(next)
    }
}

/// Whether the dice due now belong to a person who rolls them with a click (the games whose
/// UI says who throws, [`GameUi::roller`]); other dice, and computer seats' dice, are rolled by
/// the timer.
pub fn rolls_by_click(session: &Session) -> bool {
    session.to_move() == ToMove::Chance
        && games::ui_of(&session.game)
            .roller(&session.game)
            .is_some_and(|seat| {
                session.seat_kind(seat) == SeatKind::Person && session.plays_here(seat)
            })
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

fn game_key(id: &str) -> String {
    format!("{}{id}", storage::GAME_PREFIX)
}

/// The save stored under `key`, if it is one (whether the rules accept it is not asked).
fn stored_save(key: &str) -> Option<SavedGame> {
    let raw = storage::get(key).ok().flatten()?;
    serde_json::from_str(&raw).ok()
}

/// Keeps this tab's line of the game beside another tab's: saves it as a new game, makes it the
/// game in play and says so.
fn keep_both(session: &Session, lang: Lang, dispatch: &UseReducerDispatcher<AppState>) {
    let mut mine = session.saved.clone();
    mine.id = fresh_id();
    let written = serde_json::to_string(&mine)
        .map_err(|_| storage::StorageError::Unavailable)
        .and_then(|json| storage::set(&game_key(&mine.id), &json))
        .and_then(|_| storage::set(storage::CURRENT, &mine.id));
    match written {
        Ok(()) => {
            dispatch.dispatch(Action::Renamed(mine.id));
            dispatch.dispatch(Action::Notify(Notice {
                error: false,
                text: t(lang, SavesT::Forked).to_string(),
            }));
        }
        Err(e) => dispatch.dispatch(Action::Notify(storage_notice(lang, &e))),
    }
}

/// Saves the game in play after every change (a move, a takeback, a new game). The site's save
/// is written over only when this tab has seen every move in it (see [`sync`]): a stale tab
/// keeps its own line as a new game instead.
///
/// The stored game is read back as text, and parsed and compared only when it is not the text
/// this tab wrote last: at the first save of a game it opened (its list of saves may be older
/// than another tab's last move), or after another tab wrote (whose storage event may come late
/// or not at all). A move played on in one tab costs a read and a comparison of text, not a
/// parse of the whole game.
#[hook]
pub fn use_autosave(state: &UseReducerHandle<AppState>, slot: SaveSlot, lang: Lang) {
    let dispatch = state.dispatcher();
    let session = state.session.clone();
    let key = saved_version(&session);
    // What this tab wrote last: the key and the text.
    let written_last = use_mut_ref(|| None::<(String, String)>);
    use_effect_with(key, move |_| {
        let result = match (&session, &slot) {
            // A game from a link is not saved (and the game in play before it stays so).
            (Some(s), _) if s.linked => Ok(()),
            (Some(s), SaveSlot::Site) => {
                let key = game_key(&s.saved.id);
                let raw = storage::get(&key).ok().flatten();
                let ours = matches!((&*written_last.borrow(), &raw),
                    (Some((k, text)), Some(raw)) if *k == key && text == raw);
                let stored = raw
                    .filter(|_| !ours)
                    .map(|raw| serde_json::from_str::<SavedGame>(&raw).ok());
                match stored {
                    // Nothing there yet, this tab's own last text, or only moves this tab has
                    // seen: written over.
                    None => {}
                    Some(Some(stored)) if sync::may_overwrite(&s.saved, &stored) => {}
                    // Further on the same line (opened from a list read before another tab
                    // moved): shown, not written over.
                    Some(Some(stored)) if sync::follows(&s.saved, &stored) => {
                        match Session::from_saved(stored) {
                            Ok(next) => dispatch.dispatch(Action::Follow(Box::new(next))),
                            Err(_) => keep_both(s, lang, &dispatch),
                        }
                        return;
                    }
                    // Another line, or unreadable: both are kept.
                    Some(_) => {
                        keep_both(s, lang, &dispatch);
                        return;
                    }
                }
                let text = s.to_json();
                let written = storage::set(&key, &text)
                    .and_then(|_| storage::set(storage::CURRENT, &s.saved.id));
                *written_last.borrow_mut() = written.is_ok().then_some((key, text));
                written
            }
            (Some(s), SaveSlot::Embed(key)) => storage::set(key, &s.to_json()),
            (None, SaveSlot::Site) => {
                storage::remove(storage::CURRENT);
                Ok(())
            }
            (None, SaveSlot::Embed(_)) => Ok(()),
        };
        match result {
            Ok(()) => dispatch.dispatch(Action::Saved),
            Err(e) => dispatch.dispatch(Action::Notify(storage_notice(lang, &e))),
        }
    });
}

/// What changes when the game in play is saved anew: its id, its moves and takebacks, its time.
fn saved_version(session: &Option<Rc<Session>>) -> Option<(String, usize, usize, u64)> {
    session.as_ref().map(|s| {
        (
            s.saved.id.clone(),
            s.saved.record.moves.len(),
            s.saved.redo.len(),
            s.saved.updated.to_bits(),
        )
    })
}

/// Follows the other tabs of the site: when one saves the game in play, this tab shows what it
/// saved (or keeps both lines, if neither continues the other); when one changes the saved games,
/// the start page lists them again.
#[hook]
pub fn use_other_tabs(state: &UseReducerHandle<AppState>, lang: Lang) {
    let dispatch = state.dispatcher();
    let session = state.session.clone();
    let key = saved_version(&session);
    use_effect_with(key, move |_| {
        let listener = web_sys::window().map(|w| {
            gloo::events::EventListener::new(&w, "storage", move |event| {
                let changed = js_sys::Reflect::get(event, &"key".into())
                    .ok()
                    .and_then(|k| k.as_string());
                // `None`: the whole storage was cleared.
                let Some(changed) = changed else {
                    dispatch.dispatch(Action::SavesChanged);
                    return;
                };
                if !changed.starts_with(storage::GAME_PREFIX) {
                    return;
                }
                dispatch.dispatch(Action::SavesChanged);
                let Some(s) = session
                    .as_ref()
                    .filter(|s| game_key(&s.saved.id) == changed)
                else {
                    return;
                };
                let Some(stored) = stored_save(&changed) else {
                    return;
                };
                if stored == s.saved {
                    return;
                }
                if !sync::follows(&s.saved, &stored) {
                    keep_both(s, lang, &dispatch);
                    return;
                }
                match Session::from_saved(stored) {
                    Ok(next) => dispatch.dispatch(Action::Follow(Box::new(next))),
                    // What the other tab saved is refused on replay: this tab's line is kept.
                    Err(_) => keep_both(s, lang, &dispatch),
                }
            })
        });
        move || drop(listener)
    });
}

/// Plays the dice after a short pause, and the computer's turns: the search runs in the Web
/// Worker while the board stays live, and its move is played no sooner than a short pause after
/// the turn began. Any change (undo, new game, leaving the game) drops the pending timer and
/// cancels the search, so a stale move is never played.
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
        let ply = session.as_ref().map_or(0, |s| s.history.len());
        let play = {
            let dispatch = dispatch.clone();
            move |mv: AnyMove| {
                dispatch.dispatch(Action::Play {
                    mv,
                    ply,
                    now: storage::now(),
                })
            }
        };
        // Whatever the effect started; dropped together on cleanup.
        let timer: Rc<RefCell<Option<Timeout>>> = Rc::default();
        let mut thinking = None;
        if let Some(s) = session.as_ref().filter(|s| !busy && !s.linked) {
            if let Some(mv) = s.chance_move().filter(|_| !rolls_by_click(s)) {
                *timer.borrow_mut() = Some(Timeout::new(DICE_DELAY_MS, move || play(mv)));
            } else if let Some(request) = s.computer_request() {
                let started = storage::now();
                let fallback = s.random_move();
                let timer_slot = timer.clone();
                let reader = s.clone();
                thinking = Some(computer::think(&request, move |answer| {
                    // The worker answers in text; a move this position cannot read counts as
                    // no answer.
                    let answer = answer.and_then(|text| {
                        reader
                            .parse(&text)
                            .map_err(|e| format!("{}: {}", e.mv, e.reason))
                    });
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
