//! The start page: the games, the new-game dialog, the saved games, and importing a record.

use super::launch::Launch;
use crate::ui::games::{self, CARDS};
use crate::ui::i18n::{detail, split_detail, t, tf, with_detail, Lang, SavesT, SiteT, T};
use crate::ui::kit::backups::{self, BackupKind};
use crate::ui::kit::download::download;
use crate::ui::kit::notice::{message_html, Notice};
use crate::ui::kit::setup::{NewGame, SetupArgs};
use crate::ui::kit::storage;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub lang: Lang,
    /// Changes when the saved games may have changed.
    pub epoch: u32,
    /// What the start page asks of the app around it.
    pub on_event: Callback<HomeEvent>,
    /// A game whose new-game dialog opens at once (the `#new/<game>` route).
    #[prop_or_default]
    pub open: Option<AttrValue>,
    /// Asks whether a saved game opens (`None`) or why not, when the list is built. The full
    /// app gives it (it replays the record); without it, only unreadable text counts as damaged.
    #[prop_or_default]
    pub check: Option<Callback<String, Option<String>>>,
}

/// What the start page asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum HomeEvent {
    /// Open a game (new, saved or imported), or the full app.
    Launch(Launch),
    Notify(Notice),
    /// A saved game was deleted.
    SavesChanged,
    /// Leave the game in play (a `#new/<game>` address opens a dialog instead).
    Close,
}

/// A saved game as the list shows it.
#[derive(Clone, PartialEq)]
struct SavedEntry {
    key: String,
    id: String,
    game: String,
    moves: usize,
    players: usize,
    /// The line the full app wrote with the save, in every language (`Lang::ALL` order); empty
    /// for saves made before it did.
    summary: Vec<String>,
    updated: f64,
    /// Why it cannot be opened (a text for [`message_html`]), if it cannot.
    damaged: Option<String>,
    raw: String,
}

/// What the list shows of a save: read without the rest of it (the full check is `check`'s),
/// so that the light start page does not carry the whole save format's reader.
#[derive(serde::Deserialize)]
struct Summary {
    record: RecordSummary,
    seats: Vec<serde::de::IgnoredAny>,
    updated: f64,
    #[serde(default)]
    summary: Vec<String>,
}

#[derive(serde::Deserialize)]
struct RecordSummary {
    game: String,
    moves: Vec<serde::de::IgnoredAny>,
}

fn read_saves(check: Option<&Callback<String, Option<String>>>) -> Vec<SavedEntry> {
    let mut list: Vec<SavedEntry> = storage::keys_with_prefix(storage::GAME_PREFIX)
        .into_iter()
        .filter_map(|key| {
            let raw = storage::get(&key).ok().flatten()?;
            let id = key.trim_start_matches(storage::GAME_PREFIX).to_string();
            let parsed = serde_json::from_str::<Summary>(&raw);
            // Refused on replay, or not even readable: why, in the player's language when the
            // rules can say it, else the parser's own words (folded away as a detail).
            let damaged = match (&parsed, check) {
                (_, Some(check)) => check.emit(raw.clone()),
                (Ok(_), None) => None,
                (Err(e), None) => Some(detail(&e.to_string())),
            };
            Some(match parsed {
                Ok(s) => SavedEntry {
                    key,
                    id,
                    game: s.record.game.clone(),
                    moves: s.record.moves.len(),
                    players: s.seats.len(),
                    summary: s.summary,
                    updated: s.updated,
                    damaged,
                    raw,
                },
                Err(e) => SavedEntry {
                    key,
                    id,
                    game: String::new(),
                    moves: 0,
                    players: 0,
                    summary: Vec::new(),
                    updated: 0.0,
                    damaged: damaged.or_else(|| Some(detail(&e.to_string()))),
                    raw,
                },
            })
        })
        .collect();
    crate::engine::short_sort::sort_by(&mut list, |a, b| b.updated.total_cmp(&a.updated));
    list
}

/// What the list says of a save: the game, then the line the app wrote with it (variant,
/// players, result, moves), or for an older save the number of players and of plies.
fn saved_line(s: &SavedEntry, lang: Lang) -> String {
    let title = games::title(&s.game, lang);
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    match s.summary.get(i) {
        Some(line) => format!("{title} · {line}"),
        None => format!(
            "{title} · {} · {}",
            tf(lang, SiteT::PlayersCount, &[&s.players.to_string()]),
            crate::ui::i18n::moves_count(lang, s.moves)
        ),
    }
}

fn format_time(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let lang = props.lang;
    let dialog = use_state(|| None::<&'static str>);
    // --- `#new/<game>`: open that game's dialog, then go back to the plain address.
    {
        let dialog = dialog.clone();
        let on_event = props.on_event.clone();
        use_effect_with(props.open.clone(), move |open| {
            if let Some(game) = open {
                if let Some(card) = games::card(game) {
                    on_event.emit(HomeEvent::Close);
                    dialog.set(Some(card.name));
                }
                super::routes::set_route("");
            }
        });
    }
    // ---
    let saves = {
        let check = props.check.clone();
        use_memo((props.epoch, props.lang), move |_| {
            read_saves(check.as_ref())
        })
    };
    let backups = use_memo(props.epoch, |_| storage::list_backups());
    let in_use = use_memo(props.epoch, |_| storage::chars_in_use());
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);

    let open_dialog = |game: &'static str| {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| dialog.set(Some(game)))
    };

    let on_import = {
        let on_event = props.on_event.clone();
        let reader = reader.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let on_event = on_event.clone();
            let file = gloo::file::File::from(file);
            let task = gloo::file::callbacks::read_as_text(&file, move |result| match result {
                Ok(text) => on_event.emit(HomeEvent::Launch(Launch::Import { text })),
                Err(e) => on_event.emit(HomeEvent::Notify(Notice {
                    error: true,
                    text: tf(
                        lang,
                        SiteT::ImportProblem,
                        &[&with_detail(t(lang, SiteT::FileUnreadable), &e.to_string())],
                    ),
                })),
            });
            *reader.borrow_mut() = Some(task);
        })
    };

    let saved_html: Html = if saves.is_empty() {
        html! { <p class="muted">{t(lang, SiteT::NoSavedGames)}</p> }
    } else {
        saves
            .iter()
            .map(|s| {
                let resume = {
                    let on_event = props.on_event.clone();
                    let raw = s.raw.clone();
                    let key = s.key.clone();
                    Callback::from(move |_: MouseEvent| {
                        let launch = Launch::Resume {
                            key: key.clone(),
                            raw: raw.clone(),
                        };
                        on_event.emit(HomeEvent::Launch(launch))
                    })
                };
                let delete = {
                    let on_event = props.on_event.clone();
                    let key = s.key.clone();
                    Callback::from(move |_: MouseEvent| {
                        let ok = web_sys::window()
                            .and_then(|w| w.confirm_with_message(t(lang, SiteT::ConfirmDelete)).ok())
                            .unwrap_or(true);
                        if ok {
                            storage::remove(&key);
                            // The review's estimates of the game go with it.
                            if let Some(id) = key.strip_prefix(storage::GAME_PREFIX) {
                                storage::remove(&format!("{}{id}", storage::ANALYSIS_PREFIX));
                            }
                            on_event.emit(HomeEvent::SavesChanged);
                        }
                    })
                };
                match &s.damaged {
                    Some(why) => {
                        let download = {
                            let raw = s.raw.clone();
                            let name = format!("mahai-damaged-{}.json", s.id);
                            let on_event = props.on_event.clone();
                            Callback::from(move |_: MouseEvent| {
                                if download(&name, &raw).is_err() {
                                    on_event.emit(HomeEvent::Notify(Notice {
                                        error: true,
                                        text: t(lang, T::DownloadFailed).into(),
                                    }));
                                }
                            })
                        };
                        let what = if s.game.is_empty() {
                            s.id.clone()
                        } else {
                            games::title(&s.game, lang).to_string()
                        };
                        html! {
                            <li class="saved damaged" key={s.key.clone()} data-id={s.id.clone()}>
                                <span class="what">{format!("{what} ({})", t(lang, SiteT::Damaged))}</span>
                                <span class="muted">{t(lang, SiteT::DamagedSave)}{" "}
                                    <span class="reason">{reason_html(lang, why)}</span>
                                </span>
                                <button class="btn small download" onclick={download}>{t(lang, SiteT::Download)}</button>
                                <button class="btn small delete" onclick={delete}>{t(lang, SiteT::Delete)}</button>
                            </li>
                        }
                    }
                    None => html! {
                        <li class="saved" key={s.key.clone()} data-id={s.id.clone()}>
                            <span class="what">{saved_line(s, lang)}</span>
                            <span class="muted">{format!("{}: {}", t(lang, SiteT::Updated), format_time(s.updated))}</span>
                            <button class="btn small primary resume" onclick={resume}>{t(lang, SiteT::Resume)}</button>
                            <button class="btn small delete" onclick={delete}>{t(lang, SiteT::Delete)}</button>
                        </li>
                    },
                }
            })
            .collect::<Html>()
    };

    let dialog_html = match (*dialog).and_then(games::card) {
        Some(card) => {
            let on_close = {
                let dialog = dialog.clone();
                Callback::from(move |_| dialog.set(None))
            };
            let on_start = props.on_event.reform(|g: NewGame| {
                HomeEvent::Launch(Launch::New {
                    game: g.game,
                    options: g.options,
                    seats: g.seats,
                })
            });
            (card.setup)(&SetupArgs {
                lang,
                on_start,
                on_close,
            })
        }
        None => html! {},
    };

    let cards: Html = CARDS
        .iter()
        .map(|card| {
            let name = card.name;
            html! {
                <article class="card" id={format!("game-{name}")}>
                    {(card.art)()}
                    <h3>{(card.title)(lang)}</h3>
                    <p>{(card.blurb)(lang)}</p>
                    <button class="btn primary" id={format!("new-{name}")} onclick={open_dialog(name)}>{t(lang, T::NewGame)}</button>
                    {rules_link(name, lang)}
                </article>
            }
        })
        .collect();

    html! {
        <section class="home">
            <p class="tagline">{t(lang, SiteT::Tagline)}</p>
            <h2>{t(lang, SiteT::Games)}</h2>
            <div class="cards">{cards}</div>
            <h2>{t(lang, SiteT::SavedGames)}</h2>
            <ul class="saved-list">{saved_html}</ul>
            {storage_use_html(lang, *in_use)}
            {backups_html(lang, &backups, &props.on_event)}
            <label class="btn import">
                {t(lang, SiteT::Import)}
                <input id="import" type="file" accept=".json,application/json" onchange={on_import} />
            </label>
            {dialog_html}
        </section>
    }
}

/// Why a saved game is damaged: "Reason: …." (or only the technical detail, when that is all
/// there is).
fn reason_html(lang: Lang, why: &str) -> Html {
    if split_detail(why).0.trim().is_empty() {
        message_html(lang, why)
    } else {
        message_html(lang, &tf(lang, SavesT::Reason, &[why]))
    }
}

/// The storage in use, when it runs short.
fn storage_use_html(lang: Lang, in_use: usize) -> Html {
    if in_use < backups::STORAGE_SHORT_CHARS {
        return html! {};
    }
    let text = tf(
        lang,
        SavesT::StorageUse,
        &[
            &backups::size_text(in_use, lang),
            &backups::size_text(backups::STORAGE_QUOTA_CHARS, lang),
        ],
    );
    html! { <p class="storage-use" role="status">{text}</p> }
}

/// The backups of damaged data, each to download or delete.
fn backups_html(lang: Lang, list: &[backups::Backup], on_event: &Callback<HomeEvent>) -> Html {
    if list.is_empty() {
        return html! {};
    }
    let items: Html = list
        .iter()
        .rev()
        .map(|b| {
            let what = match b.kind {
                BackupKind::Settings => t(lang, SavesT::BackupSettings),
                BackupKind::Save => t(lang, SavesT::BackupSave),
                BackupKind::Import => t(lang, SavesT::BackupImport),
                BackupKind::Other => t(lang, SavesT::BackupOther),
            };
            let mut label = what.to_string();
            if let Some(ms) = b.made {
                label.push_str(" · ");
                label.push_str(&format_time(ms));
            }
            label.push_str(" · ");
            label.push_str(&backups::size_text(b.chars, lang));
            let download = {
                let key = b.key.clone();
                let name = b.file_name();
                let on_event = on_event.clone();
                Callback::from(move |_: MouseEvent| {
                    let raw = storage::get(&key).ok().flatten().unwrap_or_default();
                    if download(&name, &raw).is_err() {
                        on_event.emit(HomeEvent::Notify(Notice {
                            error: true,
                            text: t(lang, T::DownloadFailed).into(),
                        }));
                    }
                })
            };
            let delete = {
                let key = b.key.clone();
                let on_event = on_event.clone();
                Callback::from(move |_: MouseEvent| {
                    let ok = web_sys::window()
                        .and_then(|w| {
                            w.confirm_with_message(t(lang, SavesT::ConfirmDeleteBackup))
                                .ok()
                        })
                        .unwrap_or(true);
                    if ok {
                        storage::remove(&key);
                        on_event.emit(HomeEvent::SavesChanged);
                    }
                })
            };
            html! {
                <li class="backup" key={b.key.clone()}>
                    <span class="what">{label}</span>
                    <button class="btn small download" onclick={download}>{t(lang, SiteT::Download)}</button>
                    <button class="btn small delete" onclick={delete}>{t(lang, SiteT::Delete)}</button>
                </li>
            }
        })
        .collect();
    html! {
        <section class="backups" id="backups">
            <h2>{t(lang, SavesT::Backups)}</h2>
            <p class="muted">{t(lang, SavesT::BackupsHelp)}</p>
            <ul class="backup-list">{items}</ul>
        </section>
    }
}

/// A card's "Rules" link, when the game has a finished rules page.
fn rules_link(game: &str, lang: Lang) -> Html {
    if !crate::ui::rules::has_page(game) {
        return html! {};
    }
    html! {
        <a class="btn rules-link" id={format!("rules-link-{game}")} href={format!("#rules/{game}")}>
            {t(lang, T::Rules)}
        </a>
    }
}
