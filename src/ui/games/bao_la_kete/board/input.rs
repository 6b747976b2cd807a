//! The board's questions and their answers: a click on a pit is an intent, the engine's legal
//! moves from it decide what is asked next (direction, kichwa, stop or safari), and a move is
//! played only when exactly one legal move fits.
//!
//! A click or tap anywhere on the board comes here as a [`Tap`]: the board routes it to the
//! nearest answer asked or pit that starts a move (`Geom::tap`), so a finger need not hit the
//! drawing itself.

use super::super::geom::{self, Tap};
use super::super::picks::{self, Picks, Question};
use crate::games::bao_la_kete::board::Pit;
use crate::games::bao_la_kete::Move;
use crate::games::AnyMove;
use crate::ui::kit::input::use_focus_keys;
use yew::prelude::*;

/// The answers given so far and the callbacks that give more.
pub struct Input {
    /// The answers that count now (none when a person may not act).
    pub cur: Picks,
    pub question: Question,
    pub focus: UseStateHandle<(u8, u8)>,
    pub onkeydown: Callback<KeyboardEvent>,
    /// A click or Enter on a pit.
    pub activate: Callback<Pit>,
    /// A tap on the board, routed to what it chose.
    pub tap: Callback<Tap>,
    picks: UseStateHandle<Picks>,
}

/// The answers to the board's questions; a new position clears them.
#[hook]
pub fn use_input<G: PartialEq + 'static>(
    position: G,
    legal: Vec<Move>,
    can_act: bool,
    on_move: Callback<AnyMove>,
) -> Input {
    let picks = use_state(Picks::default);
    {
        let picks = picks.clone();
        use_effect_with(position, move |_| picks.set(Picks::default()));
    }
    let cur = if can_act { *picks } else { Picks::default() };
    let question = if cur.pit.is_some() {
        picks::question(&legal, &cur)
    } else {
        Question::Pit
    };
    let answer = answer(&picks, &on_move, &legal, can_act);
    let activate = activate(&picks, &answer, &legal, cur, can_act);
    let on_pit_key = {
        let activate = activate.clone();
        Callback::from(move |(r, c): (u8, u8)| {
            if let Some(p) = Pit::at_cell(r, c) {
                activate.emit(p);
            }
        })
    };
    let cancel_key = clear(&picks);
    let (focus, onkeydown) = use_focus_keys((2u8, 4u8), geom::move_focus, on_pit_key, cancel_key);
    let tap = {
        let (activate, focus, picks) = (activate.clone(), focus.clone(), picks.clone());
        Callback::from(move |t: Tap| match t {
            Tap::Pit(p) => {
                focus.set(p.display_cell());
                activate.emit(p);
            }
            Tap::Dir(d) => answer.emit(Picks {
                dir: Some(d),
                ..cur
            }),
            Tap::Kichwa(k) => answer.emit(Picks {
                kichwa: Some(k),
                ..cur
            }),
            // Stop in the kuu or go on: the last answer, it plays the move.
            Tap::Safari(go) => {
                if let Some(m) = picks::with_safari(&legal, &cur, go) {
                    picks.set(Picks::default());
                    on_move.emit(m.into());
                }
            }
        })
    };
    Input {
        cur,
        question,
        focus,
        onkeydown,
        activate,
        tap,
        picks,
    }
}

fn clear<T: 'static>(picks: &UseStateHandle<Picks>) -> Callback<T> {
    let picks = picks.clone();
    Callback::from(move |_| picks.set(Picks::default()))
}

/// Takes the answers so far: plays the move they single out, starts again when none fits, or
/// keeps them and asks the next question.
fn answer(
    picks: &UseStateHandle<Picks>,
    on_move: &Callback<AnyMove>,
    legal: &[Move],
    can_act: bool,
) -> Callback<Picks> {
    let picks = picks.clone();
    let on_move = on_move.clone();
    let legal = legal.to_vec();
    Callback::from(move |next: Picks| {
        if !can_act {
            return;
        }
        match picks::question(&legal, &next) {
            Question::Play(m) => {
                picks.set(Picks::default());
                on_move.emit(m.into());
            }
            Question::Pit => picks.set(Picks::default()),
            _ => picks.set(next),
        }
    })
}

/// A click on a pit: a pit that starts a move is the first answer; the chosen pit again, or any
/// other pit, lets the choice go.
fn activate(
    picks: &UseStateHandle<Picks>,
    answer: &Callback<Picks>,
    legal: &[Move],
    cur: Picks,
    can_act: bool,
) -> Callback<Pit> {
    let picks = picks.clone();
    let answer = answer.clone();
    let movable: Vec<Pit> = legal.iter().map(|m| m.pit).collect();
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
}

impl Input {
    /// A button (beside the board) that gives the answer `t`.
    pub fn give(&self, t: Tap) -> Callback<MouseEvent> {
        self.tap.reform(move |_: MouseEvent| t)
    }

    pub fn cancel(&self) -> Callback<MouseEvent> {
        clear(&self.picks)
    }
}
