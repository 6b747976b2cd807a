//! The web app. The parts that are plain Rust (texts, the game session, board geometry) compile
//! everywhere and are tested natively; the Yew components compile only for the browser.

pub mod games;
pub mod i18n;
pub mod kit;
pub mod play;
pub mod rules;
#[cfg(target_arch = "wasm32")]
pub mod shell;

/// The session's older path (tests and tools written before the per-game folders).
pub use play::session;

#[cfg(target_arch = "wasm32")]
pub use shell::app::App;

/// Starts the web app. On a page with embedded boards (`[data-mahai-game]` elements, or
/// `embed.html`) it mounts those boards; otherwise it mounts the whole site on the body and
/// registers the service worker (offline play). The light start page has a start of its own
/// ([`shell::light::start`]).
#[cfg(target_arch = "wasm32")]
pub fn start() {
    if play::embed::mount_all() > 0 {
        return;
    }
    // Started by the light start page: its "loading" line goes.
    if let Some(loading) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("mahai-loading"))
    {
        loading.remove();
    }
    register_service_worker();
    // The game in play is read and replayed in this task, and drawn in the next: a long game's
    // replay and its screen's first render would otherwise be one long task.
    shell::app::prepare();
    gloo::timers::callback::Timeout::new(0, || {
        yew::Renderer::<App>::new().render();
    })
    .forget();
}

/// Registers `sw.js` (beside the page) so the site works offline after one visit. Failure (an
/// old browser, a `file://` page, storage refused) only means no offline play, so it is ignored.
#[cfg(target_arch = "wasm32")]
pub(crate) fn register_service_worker() {
    use wasm_bindgen::prelude::*;
    let Some(window) = web_sys::window() else {
        return;
    };
    let container = window.navigator().service_worker();
    if container.is_undefined() {
        return;
    }
    let ignore = Closure::<dyn FnMut(JsValue)>::new(|_| {});
    let _ = container.register("./sw.js").catch(&ignore);
    ignore.forget();
}
