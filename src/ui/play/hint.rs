//! The hint: what the master (the top level) would play for the person to move.

use super::computer;
use super::session::Session;
use crate::ai::level::Level;
use crate::engine::ToMove;
use crate::games::AnyMove;
use crate::ui::games;
use crate::ui::i18n::{t, tf, Lang, T};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HintProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// Show the hinted move on the board (played and marked, as the boards mark the last move),
    /// or (`None`) the position again.
    pub on_show: Callback<Option<AnyMove>>,
    /// The board shows the hinted move now.
    pub showing: bool,
}

/// What the hint box shows.
#[derive(Clone, PartialEq)]
enum HintState {
    Idle,
    Thinking,
    Ready(AnyMove),
}

/// "Hint": asks the master level what it would play for the person to move, shows the move in
/// words and, on request, on the board, and offers to play it. A move, an undo or a new game forgets the hint (and cancels the
/// search if it is still running).
#[function_component(HintBox)]
pub fn hint_box(props: &HintProps) -> Html {
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
            let request = session.search_request(Level::Master);
            let state = state.clone();
            let reader = session.clone();
            *search.borrow_mut() = Some(computer::think(&request, move |answer| {
                state.set(match answer.map(|text| reader.parse(&text)) {
                    Ok(Ok(mv)) => HintState::Ready(mv),
                    _ => HintState::Idle,
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
                .map(|step| games::ui_of(&session.game).describe(&session.game, &step, lang))
                .unwrap_or_else(|| mv.to_string());
            let play = {
                let on_move = props.on_move.clone();
                let mv = mv.clone();
                Callback::from(move |_: MouseEvent| on_move.emit(mv.clone()))
            };
            let toggle = {
                let on_show = props.on_show.clone();
                let showing = props.showing;
                let mv = mv.clone();
                Callback::from(move |_: MouseEvent| on_show.emit((!showing).then(|| mv.clone())))
            };
            let label = if props.showing {
                T::HintHide
            } else {
                T::HintShow
            };
            html! {
                <div class="hint">
                    <p id="hint-text">{tf(lang, T::HintIs, &[&text])}</p>
                    <button id="play-hint" class="btn small" onclick={play}>{t(lang, T::PlayHint)}</button>
                    <button id="show-hint" class="btn small" aria-pressed={props.showing.to_string()}
                        onclick={toggle}>{t(lang, label)}</button>
                    if props.showing {
                        <p class="muted" role="status">{t(lang, T::HintShown)}</p>
                    }
                </div>
            }
        }
    }
}
