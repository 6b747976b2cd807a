//! Opening a game from the start page: a new game, a saved one, or an imported record.
//!
//! The site's first page is the light start page (`mahai-home`, [`super::light`]: no engines,
//! boards or rules pages, so a first visit loads little). When a game or a rules page is opened
//! there, it hands the request over in `window.mahaiLaunch`, removes itself and loads the full
//! app (`mahai.js`), which carries the request out as it starts ([`take_handed_over`]). In the
//! full app the start page carries requests out at once ([`perform`]).

use crate::engine::Options;
use crate::ui::i18n::{t, tf, Lang, SavesT, SiteT};
use crate::ui::kit::notice::{storage_notice, Notice};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::storage;
use crate::ui::play::session::Session;
use crate::ui::play::state::{fresh_id, fresh_seed};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

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
    pub session: Option<Session>,
    pub notices: Vec<Notice>,
    pub saves_changed: bool,
}

/// Carries out a request (the full app).
pub fn perform(lang: Lang, launch: Launch) -> Launched {
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
        // A save the rules refuse stays where it is: the start page lists it as damaged, with
        // the reason, to download or delete.
        Launch::Resume { raw, .. } => match Session::from_json(&raw) {
            Ok(session) => done.session = Some(session),
            Err(e) => {
                done.notices.push(error(damaged_text(lang, &e)));
                done.saves_changed = true;
            }
        },
        // A refused file is only reported: the player still has it, nothing is copied.
        Launch::Import { text } => match Session::from_record_json(fresh_id(), &text, now) {
            Ok(session) => {
                done.notices.push(Notice {
                    error: false,
                    text: t(lang, SiteT::Imported).into(),
                });
                done.session = Some(session);
            }
            Err(err) => done.notices.push(error(sentence(tf(
                lang,
                SiteT::ImportProblem,
                &[&crate::ui::games::record_error_text(lang, &err)],
            )))),
        },
    }
    done
}

/// Ends a message with a full stop (after its folded details, if any) unless it has one.
pub(super) fn sentence(mut text: String) -> String {
    let (message, _) = crate::ui::i18n::split_detail(&text);
    if !message.trim_end().ends_with(['.', '!', '?', '…']) {
        text.push('.');
    }
    text
}

/// What the player reads when a saved game cannot be opened: why, and that it stays listed.
pub(super) fn damaged_text(lang: Lang, e: &crate::ui::play::session::LoadError) -> String {
    let why = tf(
        lang,
        SiteT::LoadProblem,
        &[&crate::ui::games::load_error_text(lang, e)],
    );
    format!("{} {}", sentence(why), t(lang, SavesT::DamagedListed))
}

pub(super) const HANDOVER: &str = "mahaiLaunch";

/// The request the light start page handed over, if any (taken: it is carried out once).
pub fn take_handed_over() -> Option<Launch> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(HANDOVER);
    let value = js_sys::Reflect::get(&window, &key).ok()?.as_string()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    serde_json::from_str(&value).ok()
}
