//! The web app. The parts that are plain Rust (texts, the game session, board geometry) compile
//! everywhere and are tested natively; the Yew components compile only for the browser.

pub mod bao_view;
pub mod barne_view;
pub mod fidchell_view;
pub mod i18n;
pub mod jinx_view;
pub mod rules;
pub mod session;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod boards;
#[cfg(target_arch = "wasm32")]
pub mod computer;
#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
pub mod launch;
#[cfg(target_arch = "wasm32")]
mod setup_bao;
#[cfg(target_arch = "wasm32")]
mod setup_barne;
#[cfg(target_arch = "wasm32")]
mod setup_fidchell;
#[cfg(target_arch = "wasm32")]
pub mod storage;

#[cfg(target_arch = "wasm32")]
pub use app::App;

/// Starts the web app. On a page with embedded boards (`[data-mahai-game]` elements, or
/// `embed.html`) it mounts those boards; otherwise it mounts the whole site on the body and
/// registers the service worker (offline play). The light start page (feature `light`) mounts
/// the site too, and hands over to the full app when a game is opened (see [`launch`]).
#[cfg(target_arch = "wasm32")]
pub fn start() {
    #[cfg(not(feature = "light"))]
    {
        if embed::mount_all() > 0 {
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
        yew::Renderer::<App>::new().render();
    }
    #[cfg(feature = "light")]
    {
        register_service_worker();
        let app = yew::Renderer::<App>::new().render();
        launch::LIGHT_APP.with(|a| *a.borrow_mut() = Some(app));
    }
}

/// Registers `sw.js` (beside the page) so the site works offline after one visit. Failure (an
/// old browser, a `file://` page, storage refused) only means no offline play, so it is ignored.
#[cfg(target_arch = "wasm32")]
fn register_service_worker() {
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
