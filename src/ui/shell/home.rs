//! The start page: the games, the new-game dialog, the saved games, and importing a record.

use super::launch::Launch;
use crate::ui::games::{self, CARDS};
use crate::ui::i18n::{t, tf, Lang, T};
use crate::ui::kit::download::download;
use crate::ui::kit::notice::Notice;
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
    updated: f64,
    /// The stored text when it cannot be read.
    damaged: Option<String>,
    raw: String,
}

fn read_saves() -> Vec<SavedEntry> {
    let mut list: Vec<SavedEntry> = storage::keys_with_prefix(storage::GAME_PREFIX)
        .into_iter()
        .filter_map(|key| {
            let raw = storage::get(&key).ok().flatten()?;
            let id = key.trim_start_matches(storage::GAME_PREFIX).to_string();
            Some(
                match serde_json::from_str::<crate::ui::play::session::SavedGame>(&raw) {
                    Ok(s) => SavedEntry {
                        key,
                        id,
                        game: s.record.game.clone(),
                        moves: s.record.moves.len(),
                        players: s.seats.len(),
                        updated: s.updated,
                        damaged: None,
                        raw,
                    },
                    Err(e) => SavedEntry {
                        key,
                        id,
                        game: String::new(),
                        moves: 0,
                        players: 0,
                        updated: 0.0,
                        damaged: Some(e.to_string()),
                        raw,
                    },
                },
            )
        })
        .collect();
    list.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    list
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
    let saves = use_memo(props.epoch, |_| read_saves());
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
                    text: tf(lang, T::ImportProblem, &[&e.to_string()]),
                })),
            });
            *reader.borrow_mut() = Some(task);
        })
    };

    let saved_html: Html = if saves.is_empty() {
        html! { <p class="muted">{t(lang, T::NoSavedGames)}</p> }
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
                            .and_then(|w| w.confirm_with_message(t(lang, T::ConfirmDelete)).ok())
                            .unwrap_or(true);
                        if ok {
                            storage::remove(&key);
                            on_event.emit(HomeEvent::SavesChanged);
                        }
                    })
                };
                match &s.damaged {
                    Some(err) => {
                        let download = {
                            let raw = s.raw.clone();
                            let name = format!("mahai-damaged-{}.json", s.id);
                            Callback::from(move |_: MouseEvent| {
                                let _ = download(&name, &raw);
                            })
                        };
                        html! {
                            <li class="saved damaged" key={s.key.clone()}>
                                <span class="what">{format!("{} ({})", s.id, t(lang, T::Damaged))}</span>
                                <span class="muted">{err}</span>
                                <button class="btn small" onclick={download}>{t(lang, T::Download)}</button>
                                <button class="btn small" onclick={delete}>{t(lang, T::Delete)}</button>
                            </li>
                        }
                    }
                    None => html! {
                        <li class="saved" key={s.key.clone()} data-id={s.id.clone()}>
                            <span class="what">{format!("{} · {} {} · {} {}", games::title(&s.game, lang), s.players,
                                t(lang, T::Players).to_lowercase(), s.moves, t(lang, T::Moves).to_lowercase())}</span>
                            <span class="muted">{format!("{}: {}", t(lang, T::Updated), format_time(s.updated))}</span>
                            <button class="btn small primary resume" onclick={resume}>{t(lang, T::Resume)}</button>
                            <button class="btn small" onclick={delete}>{t(lang, T::Delete)}</button>
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
            <p class="tagline">{t(lang, T::Tagline)}</p>
            <h2>{t(lang, T::Games)}</h2>
            <div class="cards">{cards}</div>
            <h2>{t(lang, T::SavedGames)}</h2>
            <ul class="saved-list">{saved_html}</ul>
            <label class="btn import">
                {t(lang, T::Import)}
                <input id="import" type="file" accept=".json,application/json" onchange={on_import} />
            </label>
            {dialog_html}
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
