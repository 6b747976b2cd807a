//! The full site's root: the start page, a game, a rules page, chosen by the address; the game in
//! play is opened again after a reload, and a request handed over by the light start page is
//! carried out as the app starts.

use super::frame::Frame;
use super::home::{Home, HomeEvent};
use super::launch::{self, Launch};
use super::routes::{set_route, use_route, Route};
use super::settings;
use crate::ui::i18n::{tf, T};
use crate::ui::kit::notice::Notice;
use crate::ui::kit::storage;
use crate::ui::play::screen::PlayView;
use crate::ui::play::session::Session;
use crate::ui::play::state::{use_auto_moves, use_autosave, Action, AppState, SaveSlot};
use crate::ui::rules::page::RulesPage;
use std::rc::Rc;
use yew::prelude::*;

/// Reads settings and the game in progress. Anything unreadable is reported and kept aside.
fn initial_state() -> AppState {
    let (lang, mut notices) = settings::read();
    let now = storage::now();
    let mut session = None;
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
                                &[&crate::ui::games::load_error_text(lang, &e)]
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
    if let Some(launch) = launch::take_handed_over() {
        let done = launch::perform(lang, launch);
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

/// Carries out what the start page asks for.
fn on_home_event(
    dispatch: &UseReducerDispatcher<AppState>,
    lang: crate::ui::i18n::Lang,
) -> Callback<HomeEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |event| match event {
        HomeEvent::Launch(l) => perform(&dispatch, lang, l),
        HomeEvent::Notify(n) => dispatch.dispatch(Action::Notify(n)),
        HomeEvent::SavesChanged => dispatch.dispatch(Action::SavesChanged),
        HomeEvent::Close => dispatch.dispatch(Action::Close),
    })
}

fn perform(dispatch: &UseReducerDispatcher<AppState>, lang: crate::ui::i18n::Lang, l: Launch) {
    let done = launch::perform(lang, l);
    for n in done.notices {
        dispatch.dispatch(Action::Notify(n));
    }
    if done.saves_changed {
        dispatch.dispatch(Action::SavesChanged);
    }
    if let Some(session) = done.session {
        dispatch.dispatch(Action::Open(Box::new(session)));
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(initial_state);
    let lang = state.lang;
    use_effect_with(lang, |lang| settings::apply(*lang));
    use_autosave(&state, SaveSlot::Site, lang);
    use_auto_moves(&state);
    let route = use_route();

    let dispatch = state.dispatcher();
    let on_event = on_home_event(&dispatch, lang);
    let body = match (&*route, &state.session) {
        (Route::Rules(game), _) => html! { <RulesPage game={game.clone()} lang={lang} /> },
        (Route::New(game), _) => html! {
            <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} open={Some(game.clone())} />
        },
        (Route::Home, None) => html! {
            <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} />
        },
        (Route::Home, Some(session)) => html! {
            <PlayView session={session.clone()} lang={lang} dispatch={dispatch.clone()}
                rules={crate::ui::rules::has_page(session.game_name())} />
        },
    };
    let on_home = {
        let dispatch = dispatch.clone();
        Callback::from(move |_| {
            set_route("");
            dispatch.dispatch(Action::Close)
        })
    };
    html! {
        <Frame lang={lang} notices={state.notices.clone()}
            on_lang={{ let d = dispatch.clone(); Callback::from(move |l| d.dispatch(Action::SetLang(l))) }} on_dismiss={{ let d = dispatch.clone(); Callback::from(move |i| d.dispatch(Action::Dismiss(i))) }}
            on_home={on_home}>
            {body}
        </Frame>
    }
}
