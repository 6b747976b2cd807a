//! "Change players": who plays each seat of the game in play, changed between moves — a person
//! taking over from the computer, a stronger computer, an imported game's seats. The site's
//! game screen offers it (see [`super::screen::LinkTools::players`]); a game by link keeps its
//! seats, and an embed has its own new-game start instead.

use super::session::Session;
use super::state::{Action, AppState};
use crate::ui::games;
use crate::ui::i18n::{t, Lang, SiteT};
use crate::ui::kit::setup::seat_rows_with;
use crate::ui::kit::storage;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayersProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<AppState>,
}

/// A folded panel: a row per seat (as in the new-game dialog) and a button that plays on with
/// the players chosen.
#[function_component(PlayersPanel)]
pub fn players_panel(props: &PlayersProps) -> Html {
    let lang = props.lang;
    let session = &props.session;
    let seats = use_state(|| session.saved.seats.clone());
    {
        // Another game, or the seats changed: the rows show what is played now.
        let seats = seats.clone();
        use_effect_with(
            (session.saved.id.clone(), session.saved.seats.clone()),
            move |(_, now)| seats.set(now.clone()),
        );
    }
    if session.linked || session.saved.by_link.is_some() {
        return html! {};
    }
    let ui = games::ui_of(&session.game);
    let labels = (0..session.saved.seats.len() as u8)
        .map(|s| html! { {ui.seat_label(&session.game, s, lang)} })
        .collect();
    let apply = {
        let (seats, dispatch) = (seats.clone(), props.dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Seats {
                seats: (*seats).clone(),
                now: storage::now(),
            })
        })
    };
    let changed = *seats != session.saved.seats;
    html! {
        <details id="players-edit" class="players-edit">
            <summary>{t(lang, SiteT::ChangePlayers)}</summary>
            {seat_rows_with("players-", lang, labels, &seats)}
            <button id="players-apply" class="btn small primary" disabled={!changed} onclick={apply}>
                {t(lang, SiteT::ApplyPlayers)}
            </button>
        </details>
    }
}

/// The panel, as [`super::screen::LinkTools`] draws it.
pub fn panel(session: &Rc<Session>, lang: Lang, dispatch: UseReducerDispatcher<AppState>) -> Html {
    html! { <PlayersPanel session={session.clone()} lang={lang} dispatch={dispatch} /> }
}
