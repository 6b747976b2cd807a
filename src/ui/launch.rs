//! Opening a game from the start page: a new game, a saved one, or an imported record.
//!
//! The site's first page is the light start page (`mahai-home`, built with the `light` feature:
//! no engines, boards or rules pages, so a first visit loads little). When a game or a rules page
//! is opened there, it hands the request over in `window.mahaiLaunch`, removes itself and loads
//! the full app (`mahai.js`), which carries the request out as it starts ([`take_handed_over`]).
//! In the full app the start page carries requests out at once.

#[cfg(not(feature = "light"))]
use super::app::{fresh_id, fresh_seed, storage_notice, Action};
use super::app::{AppState, Notice};
use super::i18n::Lang;
#[cfg(not(feature = "light"))]
use super::i18n::{t, tf, T};
use super::session::SeatKind;
#[cfg(not(feature = "light"))]
use super::storage;
use crate::engine::Options;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// What the start page asks for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Launch {
    /// A new game from a new-game dialog.
    New {
        game: String,
        options: Options,
        seats: Vec<SeatKind>,
    },
    /// A saved game: its storage key and stored text.
    Resume { key: String, raw: String },
    /// The text of an imported file.
    Import { text: String },
    /// Nothing to open: just the full app (for a rules page).
    App,
}

/// What carrying out a request gives: the game to open (if any) and what to tell the player.
#[derive(Default)]
pub struct Launched {
    #[cfg(not(feature = "light"))]
    pub session: Option<super::session::Session>,
    pub notices: Vec<Notice>,
    pub saves_changed: bool,
}

/// Carries out a request and updates the app. In the light start page this hands the request to
/// the full app instead.
pub fn go(lang: Lang, dispatch: &UseReducerDispatcher<AppState>, launch: Launch) {
    #[cfg(feature = "light")]
    {
        let _ = (lang, dispatch);
        hand_over(&launch);
    }
    #[cfg(not(feature = "light"))]
    {
        let done = perform(lang, launch);
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
}

/// Carries out a request (full app only).
#[cfg(not(feature = "light"))]
pub fn perform(lang: Lang, launch: Launch) -> Launched {
    use super::session::Session;
    let now = storage::now();
    let mut done = Launched::default();
    let error = |text: String| Notice { error: true, text };
    match launch {
        Launch::App => {}
        Launch::New {
            game,
            options,
            seats,
        } => match Session::new(fresh_id(), &game, options, seats, fresh_seed(), now) {
            Ok(session) => {
                if let Err(e) = storage::set(
                    &format!("{}{}", storage::GAME_PREFIX, session.saved.id),
                    &session.to_json(),
                ) {
                    done.notices.push(storage_notice(lang, &e));
                }
                done.session = Some(session);
            }
            Err(why) => done.notices.push(error(why)),
        },
        Launch::Resume { key, raw } => match Session::from_json(&raw) {
            Ok(session) => done.session = Some(session),
            Err(e) => {
                let kept = storage::keep_as_backup(&key, &raw, now);
                done.notices.push(error(format!(
                    "{} {}",
                    tf(
                        lang,
                        T::LoadProblem,
                        &[&super::i18n::load_error_text(lang, &e)]
                    ),
                    tf(lang, T::BackupKept, &[&kept])
                )));
                done.saves_changed = true;
            }
        },
        Launch::Import { text } => match Session::from_record_json(fresh_id(), &text, now) {
            Ok(session) => {
                done.notices.push(Notice {
                    error: false,
                    text: t(lang, T::Imported).into(),
                });
                done.session = Some(session);
            }
            Err(err) => {
                // Keep what was given, whole, so nothing is lost.
                let key = format!("{}import", storage::PREFIX);
                let kept = storage::keep_as_backup(&key, &text, now);
                let mut msg = tf(
                    lang,
                    T::ImportProblem,
                    &[&super::i18n::record_error_text(lang, &err)],
                );
                if kept != key {
                    msg.push(' ');
                    msg.push_str(&tf(lang, T::BackupKept, &[&kept]));
                }
                done.notices.push(error(msg));
            }
        },
    }
    done
}

const HANDOVER: &str = "mahaiLaunch";

/// The request the light start page handed over, if any (taken: it is carried out once).
pub fn take_handed_over() -> Option<Launch> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(HANDOVER);
    let value = js_sys::Reflect::get(&window, &key).ok()?.as_string()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    serde_json::from_str(&value).ok()
}

#[cfg(feature = "light")]
// The paths are resolved against the page (this snippet lives in a folder of its own).
#[wasm_bindgen(inline_js = "export function load_app(js, wasm) { \
    const at = (p) => new URL(p, document.baseURI).href; \
    return import(at(js)).then((m) => m.default({ module_or_path: at(wasm) })); }")]
extern "C" {
    fn load_app(js: &str, wasm: &str) -> js_sys::Promise;
}

#[cfg(feature = "light")]
thread_local! {
    /// The light start page's Yew app, removed before the full app starts.
    pub static LIGHT_APP: std::cell::RefCell<Option<yew::AppHandle<super::App>>> =
        const { std::cell::RefCell::new(None) };
    /// Set once the full app is on its way (a second request changes nothing).
    static HANDED_OVER: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Leaves the light start page for the full app, handing `launch` over (light build only).
#[cfg(feature = "light")]
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
            &JsValue::from_str(HANDOVER),
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
                    super::computer::js_text(&e)
                )));
            }
        });
        let _ = load_app("./mahai.js", "./mahai_bg.wasm").catch(&failed);
        failed.forget();
    })
    .forget();
}
