//! The clipboard and the page's address: what "Share" and a game by link copy, and the
//! address of the site's page they copy.

use crate::ui::i18n::{t, Lang, LinkT};
use yew::prelude::*;

/// The address of the site's page with `fragment` after `#`.
pub fn site_address(fragment: &str) -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}#{fragment}")
}

/// Copies `text` to the clipboard; `done` hears whether it was.
pub fn copy_text(text: &str, done: Callback<bool>) {
    let clipboard = gloo::utils::window().navigator().clipboard();
    let promise = clipboard.write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        done.emit(copied);
    });
}

/// What became of a "Copy": copied, or to be copied by hand (nothing before a copy).
pub fn copy_status(lang: Lang, copied: Option<bool>) -> Html {
    let key = match copied {
        Some(true) => LinkT::LinkCopied,
        Some(false) => LinkT::LinkCopyByHand,
        None => return html! {},
    };
    html! { <p class="share-status" role="status">{t(lang, key)}</p> }
}
