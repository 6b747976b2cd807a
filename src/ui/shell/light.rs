//! The light start page of a first visit (`mahai-home`): the site's frame, the game cards with
//! their new-game dialogs, the saved games and the import button, and nothing else: no engine,
//! board or rules page is reachable from here, so the linker leaves them out of this bundle.
//! Whatever opens a game or a rules page hands over to the full app ([`hand_over`]), and so does a
//! visit with a game in play or saved games ([`start`]): the full app opens the game at once, and
//! replays every saved game as it lists them, so a damaged one is shown as such.

use super::frame::Frame;
use super::home::{Home, HomeEvent};
use super::launch::Launch;
use super::routes::{use_route, Route};
use super::settings;
use crate::ui::i18n::Lang;
use crate::ui::kit::notice::Notice;
use crate::ui::kit::storage;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// The light page's state: the language, the notices, and the saved games' epoch.
#[derive(Clone, Debug, PartialEq)]
pub struct LightState {
    lang: Lang,
    notices: Vec<Notice>,
    saves_epoch: u32,
}

pub enum LightAction {
    SetLang(Lang),
    Notify(Notice),
    Dismiss(usize),
    SavesChanged,
}

impl Reducible for LightState {
    type Action = LightAction;

    fn reduce(self: Rc<Self>, action: LightAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LightAction::SetLang(lang) => next.lang = lang,
            LightAction::Notify(n) => {
                if next.notices.last() != Some(&n) {
                    next.notices.push(n);
                }
            }
            LightAction::Dismiss(i) => {
                if i < next.notices.len() {
                    next.notices.remove(i);
                }
            }
            LightAction::SavesChanged => next.saves_epoch += 1,
        }
        Rc::new(next)
    }
}

fn initial_state() -> LightState {
    let (lang, notices) = settings::read();
    LightState {
        lang,
        notices,
        saves_epoch: 0,
    }
}

#[function_component(LightApp)]
pub fn light_app() -> Html {
    let state = use_reducer_eq(initial_state);
    let lang = state.lang;
    use_effect_with(lang, |lang| settings::apply(*lang));
    let route = use_route();
    let dispatch = state.dispatcher();
    let on_event = {
        let dispatch = dispatch.clone();
        Callback::from(move |event| match event {
            HomeEvent::Launch(l) => hand_over(&l),
            HomeEvent::Notify(n) => dispatch.dispatch(LightAction::Notify(n)),
            HomeEvent::SavesChanged => dispatch.dispatch(LightAction::SavesChanged),
            HomeEvent::Close => {}
        })
    };
    let body = match &*route {
        // The full app shows the rules pages and opens links.
        Route::Rules(..) | Route::Link(_) | Route::Play(_) => {
            hand_over(&Launch::App);
            html! {}
        }
        Route::New(game) => html! {
            <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} open={Some(game.clone())} />
        },
        Route::Home | Route::Game => {
            html! { <Home lang={lang} epoch={state.saves_epoch} on_event={on_event} /> }
        }
    };
    html! {
        <Frame lang={lang} notices={state.notices.clone()}
            on_lang={{ let d = dispatch.clone(); Callback::from(move |l| d.dispatch(LightAction::SetLang(l))) }}
            on_dismiss={{ let d = dispatch.clone(); Callback::from(move |i| d.dispatch(LightAction::Dismiss(i))) }}
            on_home={Callback::from(|_| super::routes::set_route(""))}>
            {body}
        </Frame>
    }
}

/// Whether the full app is needed from the start: a link to open, a game in play (it opens the game, and the
/// first paint is the loading screen, never the start page), or saved games (the full app
/// replays each one when it lists them, so a damaged one is shown as such before it is opened).
fn full_app_needed() -> bool {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    crate::share::link::packed_part(&hash).is_some()
        || crate::share::corr::packed_part(&hash).is_some()
        || matches!(storage::get(storage::CURRENT), Ok(Some(_)))
        || !storage::keys_with_prefix(storage::GAME_PREFIX).is_empty()
}

/// Starts the light start page on the body, or hands over to the full app at once (the body
/// keeps index.html's loading screen until it starts).
pub fn start() {
    crate::ui::register_service_worker();
    if full_app_needed() {
        hand_over(&Launch::App);
        return;
    }
    let app = yew::Renderer::<LightApp>::new().render();
    LIGHT_APP.with(|a| *a.borrow_mut() = Some(app));
}

// The paths are resolved against the page (this snippet lives in a folder of its own).
#[wasm_bindgen(inline_js = "export function load_app(js, wasm) { \
    const at = (p) => new URL(p, document.baseURI).href; \
    return import(at(js)).then((m) => m.default({ module_or_path: at(wasm) })); }")]
extern "C" {
    fn load_app(js: &str, wasm: &str) -> js_sys::Promise;
}

thread_local! {
    /// The light start page's Yew app, removed before the full app starts.
    pub static LIGHT_APP: std::cell::RefCell<Option<yew::AppHandle<LightApp>>> =
        const { std::cell::RefCell::new(None) };
    /// Set once the full app is on its way (a second request changes nothing).
    static HANDED_OVER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Leaves the light start page for the full app, handing `launch` over.
pub fn hand_over(launch: &Launch) {
    if HANDED_OVER.with(|h| h.replace(true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(json) = serde_json::to_string(launch) {
        let _ = js_sys::Reflect::set(
            &window,
            &JsValue::from_str(super::launch::HANDOVER),
            &JsValue::from_str(&json),
        );
    }
    // Take the start page down after this event is handled, then start the full app.
    gloo::timers::callback::Timeout::new(0, move || {
        if let Some(app) = LIGHT_APP.with(|a| a.borrow_mut().take()) {
            app.destroy();
        }
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            // index.html's loading screen (kept in a <template> in its head) until the app starts.
            let screen = document
                .get_element_by_id("mahai-loading-screen")
                .map(|t| t.inner_html())
                .unwrap_or_else(|| "<p id=\"mahai-loading\">…</p>".into());
            if let Some(body) = document.body() {
                body.set_inner_html(&screen);
            }
        }
        let failed = Closure::<dyn FnMut(JsValue)>::new(|e: JsValue| {
            if let Some(p) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("mahai-loading"))
            {
                p.set_text_content(Some(&format!(
                    "Mahai could not be loaded ({}). Reload the page to try again.",
                    crate::ui::play::computer::js_text(&e)
                )));
            }
        });
        let _ = load_app("./mahai.js", "./mahai_bg.wasm").catch(&failed);
        failed.forget();
    })
    .forget();
}
