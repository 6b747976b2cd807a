//! The web app. The parts that are plain Rust (texts, the game session, board geometry) compile
//! everywhere and are tested natively; the Yew components compile only for the browser.

pub mod barne_view;
pub mod i18n;
pub mod jinx_view;
pub mod session;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod boards;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod setup_barne;
#[cfg(target_arch = "wasm32")]
pub mod storage;

#[cfg(target_arch = "wasm32")]
pub use app::App;

/// Mounts the app on the page's body.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    yew::Renderer::<App>::new().render();
}
