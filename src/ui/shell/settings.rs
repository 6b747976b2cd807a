//! The settings kept in storage (the language), read at start with their problems reported.

use crate::ui::i18n::{t, tf, with_detail, Lang, SavesT, SiteT};
use crate::ui::kit::notice::{storage_notice, Notice};
use crate::ui::kit::storage;
use serde::{Deserialize, Serialize};

/// Settings kept in storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Settings {
    lang: Lang,
}

/// The language to show, and what to tell the player about unreadable settings (kept aside).
pub fn read() -> (Lang, Vec<Notice>) {
    let mut notices = Vec::new();
    // A first visit is in Basque whatever the browser's language: the boards live in Basque rules
    // pages, and most Basque speakers run Spanish or French browsers. The menu in the header
    // changes it, and the choice is remembered in the settings.
    let mut lang = Lang::Eu;
    match storage::get(storage::SETTINGS) {
        Ok(Some(raw)) => match serde_json::from_str::<Settings>(&raw) {
            Ok(s) => lang = s.lang,
            Err(e) => {
                // Kept whole as a backup (listed on the start page), then out of the way.
                let kept = storage::keep_backup("settings", &raw, storage::now());
                let mut text = with_detail(t(lang, SiteT::SettingsDamaged), &e.to_string());
                text.push(' ');
                if kept.key.is_some() {
                    storage::remove(storage::SETTINGS);
                    text.push_str(t(lang, SavesT::BackupKept));
                } else {
                    text.push_str(t(lang, SavesT::BackupNotKept));
                }
                if kept.pruned > 0 {
                    text.push(' ');
                    text.push_str(&tf(
                        lang,
                        SavesT::BackupsPruned,
                        &[&kept.pruned.to_string()],
                    ));
                }
                notices.push(Notice { error: true, text });
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
