//! The full site's root: the start page, a game, a rules page, chosen by the address; the game in
//! play is opened again after a reload, and a request handed over by the light start page is
//! carried out as the app starts. A link (`#g/…`) opens the game it carries, to be looked
//! through, without touching the saved games.

use super::frame::Frame;
use super::home::{Home, HomeEvent};
use super::launch::{self, Launch};
use super::routes::{replace_route, set_route, use_route, Route, GAME};
use super::settings;
use crate::ui::i18n::{tf, LinkT};
use crate::ui::kit::notice::Notice;
use crate::ui::kit::storage;
use crate::ui::play::bylink;
use crate::ui::play::screen::PlayView;
use crate::ui::play::session::Session;
use crate::ui::play::site_tools;
use crate::ui::play::state::{
    fresh_id, use_auto_moves, use_autosave, use_other_tabs, Action, AppState, SaveSlot,
};
use crate::ui::rules::page::RulesPage;
use std::rc::Rc;
use yew::prelude::*;

/// How long a game opened from a link of a game by link is shown as it was before the friend's
/// last moves, before they are played on the board.
const BEFORE_MS: u32 = 120;

/// Reads settings and the game in progress. Anything unreadable is reported and kept aside.
fn initial_state() -> AppState {
    let (lang, mut notices) = settings::read();
    let mut session = None;
    if let Ok(Some(id)) = storage::get(storage::CURRENT) {
        let key = format!("{}{id}", storage::GAME_PREFIX);
        match storage::get(&key) {
            // A save the rules refuse stays where it is, listed as damaged on the start page.
            Ok(Some(raw)) => match Session::from_json(&raw) {
                Ok(s) => session = Some(Rc::new(s)),
                Err(e) => {
                    storage::remove(storage::CURRENT);
                    notices.push(Notice {
                        error: true,
                        text: launch::damaged_text(lang, &e),
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

thread_local! {
    /// The state [`prepare`] read, for the app's first render.
    static PREPARED: std::cell::RefCell<Option<AppState>> = const { std::cell::RefCell::new(None) };
}

/// Reads the app's state ([`initial_state`]) ahead of its first render, which takes it.
pub fn prepare() {
    let state = initial_state();
    PREPARED.with(|p| *p.borrow_mut() = Some(state));
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
    // The game opens first (a new screen, without the last one's notices), then what was said.
    if let Some(session) = done.session {
        dispatch.dispatch(Action::Open(Box::new(session)));
    }
    if done.saves_changed {
        dispatch.dispatch(Action::SavesChanged);
    }
    for n in done.notices {
        dispatch.dispatch(Action::Notify(n));
    }
}

/// Whether a saved game opens: `None` if it does, else why not, in the player's language. The
/// start page asks it of every saved game when it lists them (the light start page cannot: it
/// has no rules, and hands over to this app when any game is saved).
fn check_save(lang: crate::ui::i18n::Lang, raw: &str) -> Option<String> {
    Session::from_json(raw)
        .err()
        .map(|e| crate::ui::games::load_error_text(lang, &e))
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(|| {
        PREPARED
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(initial_state)
    });
    let lang = state.lang;
    use_effect_with(lang, |lang| settings::apply(*lang));
    use_autosave(&state, SaveSlot::Site, lang);
    use_auto_moves(&state);
    use_other_tabs(&state, lang);
    bylink::use_by_link(&state);
    let route = use_route();
    // A new screen: the last one's notices no longer apply (those of the first screen stay, and
    // so do those said on leaving a link: it was left by continuing its game).
    {
        let dispatch = state.dispatcher();
        let last = use_mut_ref(|| None::<Route>);
        use_effect_with((*route).clone(), move |route| {
            let before = last.borrow_mut().replace(route.clone());
            // (A game shown at the plain address that takes its own is the same screen.)
            let same = before == Some(Route::Home) && *route == Route::Game;
            if !same && before.is_some_and(|r| !matches!(r, Route::Link(_) | Route::Play(_))) {
                dispatch.dispatch(Action::ClearNotices);
            }
        });
    }
    // The game screen is an entry of its own in the browser's history: a game shown at the
    // plain address gets the address `#game`, and Back from there (to the plain address) goes to
    // the start page. Once the game is left by the page's own buttons, its address goes.
    {
        let dispatch = state.dispatcher();
        let last = use_mut_ref(|| None::<Route>);
        let playing = state.session.is_some();
        use_effect_with(((*route).clone(), playing), move |(route, playing)| {
            let before = last.borrow_mut().replace(route.clone());
            match (route, playing) {
                (Route::Home, true) if before == Some(Route::Game) => {
                    dispatch.dispatch(Action::Close)
                }
                (Route::Home, true) => set_route(GAME),
                (Route::Game, false) => replace_route(""),
                _ => {}
            }
        });
    }
    // The id of the game a link opened, while it is the one shown.
    let link_id = use_mut_ref(|| None::<String>);
    {
        // Once the link's game is left (continued as a saved game, or closed), the address no
        // longer names the link: a reload opens what is in play.
        // (Before the link is read below: it compares with the game shown when this screen
        // was drawn, not with the one the link is about to open.)
        let link_id = link_id.clone();
        let id = state.session.as_ref().map(|s| s.saved.id.clone());
        let on_link = matches!(*route, Route::Link(_));
        use_effect_with((id, on_link), move |(id, on_link)| {
            let mut shown = link_id.borrow_mut();
            if *on_link && shown.is_some() && *shown != *id {
                *shown = None;
                set_route("");
            }
        });
    }
    {
        // A link opens its game, not saved, in place of the game in play (which stays saved);
        // a link the rules refuse is reported, and the address keeps it.
        let dispatch = state.dispatcher();
        let link_id = link_id.clone();
        use_effect_with((*route).clone(), move |route| {
            if let Route::Link(packed) = route {
                match Session::from_link(fresh_id(), packed, storage::now()) {
                    Ok(session) => {
                        *link_id.borrow_mut() = Some(session.saved.id.clone());
                        dispatch.dispatch(Action::Open(Box::new(session)));
                    }
                    Err(e) => dispatch.dispatch(Action::Notify(Notice {
                        error: true,
                        text: tf(
                            lang,
                            LinkT::LinkProblem,
                            &[&crate::ui::games::record_error_text(lang, &e)],
                        ),
                    })),
                }
            }
        });
    }
    {
        // A turn of a game by link: the game saved under its id is taken on (or joined, or
        // kept apart, see `bylink::open`); the address then goes back to the site's, since the
        // game is saved. A link that cannot be read is reported and stays in the address.
        let dispatch = state.dispatcher();
        let d0 = state.dispatcher();
        use_effect_with((*route).clone(), move |route| {
            if let Route::Play(packed) = route {
                match bylink::open(lang, packed) {
                    Ok(opened) => {
                        // The address goes back to the site's once the game is in place.
                        let show = move || {
                            dispatch.dispatch(Action::Open(Box::new(opened.session)));
                            if let Some(n) = opened.notice {
                                dispatch.dispatch(Action::Notify(n));
                            }
                            set_route("");
                        };
                        match opened.before {
                            // The board draws the game before the friend's last moves, then
                            // sees them come.
                            Some(before) => {
                                d0.dispatch(Action::Open(Box::new(before)));
                                gloo::timers::callback::Timeout::new(BEFORE_MS, show).forget();
                            }
                            None => show(),
                        }
                    }
                    Err(text) => dispatch.dispatch(Action::Notify(Notice { error: true, text })),
                }
            }
        });
    }
    let check = use_memo(lang, |lang| {
        let lang = *lang;
        Callback::from(move |raw: String| check_save(lang, &raw))
    });

    let dispatch = state.dispatcher();
    let on_event = on_home_event(&dispatch, lang);
    let body = match (&*route, &state.session) {
        (Route::Rules(game, figure), _) => html! {
            <RulesPage game={game.clone()} lang={lang} figure={*figure} />
        },
        (Route::New(game), _) => html! {
            <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} open={Some(game.clone())}
                check={Some((*check).clone())} />
        },
        (Route::Home | Route::Game | Route::Link(_) | Route::Play(_), None) => html! {
            <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} check={Some((*check).clone())} />
        },
        (Route::Home | Route::Game | Route::Link(_) | Route::Play(_), Some(session)) => html! {
            <PlayView session={session.clone()} lang={lang} dispatch={dispatch.clone()} busy={state.busy}
                rules={crate::ui::rules::has_page(session.game_name())}
                links={Some(site_tools::TOOLS)} />
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
