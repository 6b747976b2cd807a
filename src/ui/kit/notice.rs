//! Messages shown to the player at the top of the page until dismissed.

use crate::ui::i18n::{split_detail, t, tf, Lang, T};
use crate::ui::kit::storage::StorageError;
use yew::prelude::*;

/// A message shown at the top of the page until dismissed.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub error: bool,
    pub text: String,
}

/// A message as the reader sees it: its technical details (if any) folded away under a
/// `<details>` that says so in the reader's language.
pub fn message_html(lang: Lang, text: &str) -> Html {
    let (message, details) = split_detail(text);
    let details: Html = details
        .into_iter()
        .map(|d| {
            html! {
                <details class="tech-detail">
                    <summary>{t(lang, T::Details)}</summary>
                    <code>{d}</code>
                </details>
            }
        })
        .collect();
    html! { <>{message}{details}</> }
}

pub fn storage_notice(lang: Lang, e: &StorageError) -> Notice {
    let why = match e {
        StorageError::Full => t(lang, T::StorageQuota),
        StorageError::Unavailable => t(lang, T::StorageUnavailable),
    };
    Notice {
        error: true,
        text: tf(lang, T::StorageProblem, &[why]),
    }
}
