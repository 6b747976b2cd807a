//! The settings kept in storage (the language), read at start with their problems reported.

use crate::ui::i18n::{tf, Lang, T};
use crate::ui::kit::notice::{storage_notice, Notice};
use crate::ui::kit::storage;
use serde::{Deserialize, Serialize};

/// Settings kept in storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    lang: Lang,
}

/// The browser's preferred language if we have it, else Basque.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::Eu)
}

/// The language to show, and what to tell the player about unreadable settings (kept aside).
pub fn read() -> (Lang, Vec<Notice>) {
    let mut notices = Vec::new();
    let mut lang = browser_lang();
    match storage::get(storage::SETTINGS) {
        Ok(Some(raw)) => match serde_json::from_str::<Settings>(&raw) {
            Ok(s) => lang = s.lang,
            Err(e) => {
                let key = storage::keep_as_backup(storage::SETTINGS, &raw, storage::now());
                notices.push(Notice {
                    error: true,
                    text: format!(
                        "{} {}",
                        tf(lang, T::LoadProblem, &[&e.to_string()]),
                        tf(lang, T::BackupKept, &[&key])
                    ),
                });
            }
        },
        Ok(None) => {}
        Err(e) => notices.push(storage_notice(lang, &e)),
    }
    (lang, notices)
}

/// Shows the page in `lang` (`<html lang>`) and remembers the choice.
pub fn apply(lang: Lang) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
    if let Ok(json) = serde_json::to_string(&Settings { lang }) {
        let _ = storage::set(storage::SETTINGS, &json);
    }
}
