//! The start page: the games, the new-game dialog, the saved games, and importing a record.

use super::app::{Action, AppState, Notice};
use super::i18n::{seat_kind_text, t, tf, with_detail, BaoT, BarneT, FidchellT, JinxT, Lang, T};
use super::launch::{self, Launch};
use super::session::SeatKind;
use super::setup_bao::BaoSetup;
use super::setup_barne::BarneSetup;
use super::setup_fidchell::FidchellSetup;
use super::storage;
use crate::engine::Options;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub lang: Lang,
    /// Changes when the saved games may have changed.
    pub epoch: u32,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// A game whose new-game dialog opens at once (the `#new/<game>` route).
    #[prop_or_default]
    pub open: Option<AttrValue>,
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
                match serde_json::from_str::<super::session::SavedGame>(&raw) {
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

fn game_title(lang: Lang, game: &str) -> String {
    match game {
        "barne-zirkulua" => t(lang, BarneT::Name).to_string(),
        "jinx" => t(lang, JinxT::Name).to_string(),
        "fidchell" => t(lang, FidchellT::Name).to_string(),
        "bao-la-kete" => t(lang, BaoT::Name).to_string(),
        other => other.to_string(),
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
        let dispatch = props.dispatch.clone();
        use_effect_with(props.open.clone(), move |open| {
            if let Some(game) = open {
                let known = crate::games::NAMES.iter().find(|&&g| g == game.as_str());
                if let Some(&name) = known {
                    dispatch.dispatch(Action::Close);
                    dialog.set(Some(name));
                }
                super::app::set_route("");
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
        let dispatch = props.dispatch.clone();
        let reader = reader.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let dispatch = dispatch.clone();
            let file = gloo::file::File::from(file);
            let task = gloo::file::callbacks::read_as_text(&file, move |result| match result {
                Ok(text) => launch::go(lang, &dispatch, Launch::Import { text }),
                Err(e) => dispatch.dispatch(Action::Notify(Notice {
                    error: true,
                    text: tf(
                        lang,
                        T::ImportProblem,
                        &[&with_detail(t(lang, T::FileUnreadable), &e.to_string())],
                    ),
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
                    let dispatch = props.dispatch.clone();
                    let raw = s.raw.clone();
                    let key = s.key.clone();
                    Callback::from(move |_: MouseEvent| {
                        let launch = Launch::Resume {
                            key: key.clone(),
                            raw: raw.clone(),
                        };
                        launch::go(lang, &dispatch, launch)
                    })
                };
                let delete = {
                    let dispatch = props.dispatch.clone();
                    let key = s.key.clone();
                    Callback::from(move |_: MouseEvent| {
                        let ok = web_sys::window()
                            .and_then(|w| w.confirm_with_message(t(lang, T::ConfirmDelete)).ok())
                            .unwrap_or(true);
                        if ok {
                            storage::remove(&key);
                            dispatch.dispatch(Action::SavesChanged);
                        }
                    })
                };
                match &s.damaged {
                    Some(err) => {
                        let download = {
                            let raw = s.raw.clone();
                            let name = format!("mahai-damaged-{}.json", s.id);
                            Callback::from(move |_: MouseEvent| {
                                let _ = super::app::download(&name, &raw);
                            })
                        };
                        html! {
                            <li class="saved damaged" key={s.key.clone()}>
                                <span class="what">{format!("{} ({})", s.id, t(lang, T::Damaged))}</span>
                                <span class="muted">{t(lang, T::DamagedSave)}
                                    <details class="tech-detail"><summary>{t(lang, T::Details)}</summary><code>{err}</code></details>
                                </span>
                                <button class="btn small" onclick={download}>{t(lang, T::Download)}</button>
                                <button class="btn small" onclick={delete}>{t(lang, T::Delete)}</button>
                            </li>
                        }
                    }
                    None => html! {
                        <li class="saved" key={s.key.clone()} data-id={s.id.clone()}>
                            <span class="what">{format!("{} · {} · {}", game_title(lang, &s.game),
                                tf(lang, T::PlayersCount, &[&s.players.to_string()]),
                                tf(lang, T::MovesCount, &[&s.moves.to_string()]))}</span>
                            <span class="muted">{format!("{}: {}", t(lang, T::Updated), format_time(s.updated))}</span>
                            <button class="btn small primary resume" onclick={resume}>{t(lang, T::Resume)}</button>
                            <button class="btn small" onclick={delete}>{t(lang, T::Delete)}</button>
                        </li>
                    },
                }
            })
            .collect::<Html>()
    };

    let dialog_html = match *dialog {
        Some("barne-zirkulua") => {
            let close = {
                let dialog = dialog.clone();
                Callback::from(move |_| dialog.set(None))
            };
            html! { <BarneSetup lang={lang} dispatch={props.dispatch.clone()} on_close={close} /> }
        }
        Some("jinx") => {
            let close = {
                let dialog = dialog.clone();
                Callback::from(move |_| dialog.set(None))
            };
            html! { <JinxSetup lang={lang} dispatch={props.dispatch.clone()} on_close={close} /> }
        }
        Some("fidchell") => {
            let close = {
                let dialog = dialog.clone();
                Callback::from(move |_| dialog.set(None))
            };
            html! { <FidchellSetup lang={lang} dispatch={props.dispatch.clone()} on_close={close} /> }
        }
        Some("bao-la-kete") => {
            let close = {
                let dialog = dialog.clone();
                Callback::from(move |_| dialog.set(None))
            };
            html! { <BaoSetup lang={lang} dispatch={props.dispatch.clone()} on_close={close} /> }
        }
        _ => html! {},
    };

    html! {
        <section class="home">
            <p class="tagline">{t(lang, T::Tagline)}</p>
            <h2>{t(lang, T::Games)}</h2>
            <div class="cards">
                <article class="card" id="game-barne-zirkulua">
                    <svg class="card-art barne-art" viewBox="0 0 40 40" aria-hidden="true">
                        <circle cx="20" cy="20" r="17" class="bz-outer" />
                        <circle cx="20" cy="20" r="12" class="bz-inner" />
                        <circle cx="20" cy="20" r="7" class="bz-goal" />
                        <circle cx="32" cy="8" r="3.2" class="bz-ball yellow" />
                        <circle cx="8" cy="32" r="3.2" class="bz-ball black" />
                        <circle cx="20" cy="8" r="3.2" class="bz-ball red" />
                        <circle cx="26" cy="20" r="2.6" class="bz-ball yellow" />
                    </svg>
                    <h3>{t(lang, BarneT::Name)}</h3>
                    <p>{t(lang, BarneT::Blurb)}</p>
                    <button class="btn primary" id="new-barne-zirkulua" onclick={open_dialog("barne-zirkulua")}>{t(lang, T::NewGame)}</button>
                    {rules_link("barne-zirkulua", lang)}
                </article>
                <article class="card" id="game-jinx">
                    <svg class="card-art" viewBox="0 0 40 40" aria-hidden="true">
                        <path d="M5 5 H35 M5 20 H35 M5 35 H35" class="seg red" />
                        <path d="M5 5 V35 M20 5 V35 M35 5 V35" class="seg green" />
                        <circle cx="20" cy="20" r="5" class="piece-icon red" />
                        <circle cx="35" cy="5" r="5" class="piece-icon green" />
                    </svg>
                    <h3>{t(lang, JinxT::Name)}</h3>
                    <p>{t(lang, JinxT::Blurb)}</p>
                    <button class="btn primary" id="new-jinx" onclick={open_dialog("jinx")}>{t(lang, T::NewGame)}</button>
                    {rules_link("jinx", lang)}
                </article>
                <article class="card" id="game-fidchell">
                    <svg class="card-art fidchell-art" viewBox="0 0 40 40" aria-hidden="true">
                        <circle cx="20" cy="20" r="18" class="ring" />
                        <circle cx="20" cy="20" r="12" class="ring" />
                        <circle cx="20" cy="20" r="6" class="ring" />
                        <path d="M20 2 V38 M2 20 H38 M7.3 7.3 L11.5 11.5 M32.7 7.3 L28.5 11.5 M7.3 32.7 L11.5 28.5 M32.7 32.7 L28.5 28.5" class="ring" />
                        <circle cx="20" cy="20" r="3.6" class="king-icon" />
                        <circle cx="20" cy="8" r="3.6" class="stone-icon white" />
                        <circle cx="28.5" cy="11.5" r="3.6" class="stone-icon white" />
                        <circle cx="8" cy="20" r="3.6" class="stone-icon black" />
                        <circle cx="26" cy="20" r="3.6" class="stone-icon black" />
                    </svg>
                    <h3>{t(lang, FidchellT::Name)}</h3>
                    <p>{t(lang, FidchellT::Blurb)}</p>
                    <button class="btn primary" id="new-fidchell" onclick={open_dialog("fidchell")}>{t(lang, T::NewGame)}</button>
                    {rules_link("fidchell", lang)}
                </article>
                <article class="card" id="game-bao-la-kete">
                    <svg class="card-art bao-art" viewBox="0 0 40 40" aria-hidden="true">
                        <rect x="1" y="6" width="38" height="28" rx="3" class="bao-wood" />
                        { for (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).map(|(r, c)| {
                            let (x, y) = (6.5 + 9.0 * c as f32, 11.0 + 6.0 * r as f32 + if r >= 2 { 1.0 } else { 0.0 });
                            if r == 2 && c == 2 {
                                html! { <rect x={(x - 2.6).to_string()} y={(y - 2.6).to_string()} width="5.2" height="5.2" rx="0.8" class="bao-hole" /> }
                            } else {
                                html! { <circle cx={x.to_string()} cy={y.to_string()} r="2.6" class="bao-hole" /> }
                            }
                        }) }
                        <circle cx="23.6" cy="23" r="1" class="bao-seed" />
                        <circle cx="25.3" cy="24.4" r="1" class="bao-seed" />
                        <circle cx="24.4" cy="25.2" r="1" class="bao-seed" />
                        <circle cx="32.5" cy="24" r="1" class="bao-seed" />
                        <circle cx="6.5" cy="17" r="1" class="bao-seed" />
                    </svg>
                    <h3>{t(lang, BaoT::Name)}</h3>
                    <p>{t(lang, BaoT::Blurb)}</p>
                    <button class="btn primary" id="new-bao-la-kete" onclick={open_dialog("bao-la-kete")}>{t(lang, T::NewGame)}</button>
                    {rules_link("bao-la-kete", lang)}
                </article>
            </div>
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
    if !super::rules::has_page(game) {
        return html! {};
    }
    html! {
        <a class="btn rules-link" id={format!("rules-link-{game}")} href={format!("#rules/{game}")}>
            {t(lang, T::Rules)}
        </a>
    }
}

/// Starts a new game from a new-game dialog: makes the session, saves it (a storage problem is
/// reported, the game starts anyway) and opens it. Refused options come back as the message.
pub(super) fn start_game(
    lang: Lang,
    dispatch: &UseReducerDispatcher<AppState>,
    game: &str,
    options: Options,
    seats: Vec<SeatKind>,
) -> Result<(), String> {
    #[cfg(feature = "light")]
    {
        let launch = Launch::New {
            game: game.to_string(),
            options,
            seats,
        };
        launch::go(lang, dispatch, launch);
        Ok(())
    }
    #[cfg(not(feature = "light"))]
    {
        use super::app::{fresh_id, fresh_seed, storage_notice};
        use super::session::Session;
        let session = Session::new(
            fresh_id(),
            game,
            options,
            seats,
            fresh_seed(),
            storage::now(),
        )?;
        if let Err(e) = storage::set(
            &format!("{}{}", storage::GAME_PREFIX, session.saved.id),
            &session.to_json(),
        ) {
            dispatch.dispatch(Action::Notify(storage_notice(lang, &e)));
        }
        dispatch.dispatch(Action::Open(Box::new(session)));
        Ok(())
    }
}

/// The rows of a new-game dialog that choose a person or the computer for every seat; `labels`
/// names the seats in order. The choice lands in `seats` (ids `seat-0`, `seat-1`, ...).
pub(super) fn seat_rows(
    lang: Lang,
    labels: Vec<Html>,
    seats: &UseStateHandle<Vec<SeatKind>>,
) -> Html {
    labels
        .into_iter()
        .enumerate()
        .map(|(i, label)| {
            let onchange = {
                let seats = seats.clone();
                Callback::from(move |e: Event| {
                    let value = e
                        .target_dyn_into::<web_sys::HtmlSelectElement>()
                        .map(|s| s.value())
                        .unwrap_or_default();
                    let mut v = (*seats).clone();
                    v[i] = SeatKind::from_code(&value).unwrap_or(SeatKind::Person);
                    seats.set(v);
                })
            };
            let current = seats.get(i).copied().unwrap_or(SeatKind::Person);
            let options: Html = SeatKind::CHOICES
                .iter()
                .map(|&k| {
                    html! {
                        <option value={k.code()} selected={k == current}>
                            {seat_kind_text(lang, k)}
                        </option>
                    }
                })
                .collect();
            html! {
                <label class="seat-row">
                    <span>{label}</span>
                    <select id={format!("seat-{i}")} {onchange}>{options}</select>
                </label>
            }
        })
        .collect()
}

#[derive(Properties, PartialEq)]
struct SetupProps {
    lang: Lang,
    dispatch: UseReducerDispatcher<AppState>,
    on_close: Callback<()>,
}

/// The new-game dialog for Jinx: number of players, who begins, and a person or the computer
/// at every seat.
#[function_component(JinxSetup)]
fn jinx_setup(props: &SetupProps) -> Html {
    let lang = props.lang;
    let players = use_state(|| 2u8);
    let first = use_state(|| 0u8);
    let seats = use_state(|| vec![SeatKind::Person; 4]);
    let error = use_state(|| None::<String>);

    let seat_names: Vec<JinxT> = match *players {
        2 => vec![JinxT::Red, JinxT::Green],
        3 => vec![JinxT::Lone, JinxT::Plain, JinxT::Starred],
        _ => vec![JinxT::South, JinxT::North, JinxT::East, JinxT::West],
    };

    let set_players = |n: u8| {
        let players = players.clone();
        let first = first.clone();
        Callback::from(move |_: Event| {
            players.set(n);
            first.set(0);
        })
    };

    let labels: Vec<Html> = seat_names.iter().map(|k| html! { {t(lang, *k)} }).collect();
    let seat_rows = seat_rows(lang, labels, &seats);

    let first_choice = match *players {
        2 => vec![(0u8, JinxT::Red), (1, JinxT::Green)],
        4 => vec![(0u8, JinxT::RedTeam), (1, JinxT::GreenTeam)],
        _ => Vec::new(),
    };
    let first_html = if first_choice.is_empty() {
        html! {}
    } else {
        let onchange = {
            let first = first.clone();
            Callback::from(move |e: Event| {
                let v = e
                    .target_dyn_into::<web_sys::HtmlSelectElement>()
                    .and_then(|s| s.value().parse().ok())
                    .unwrap_or(0);
                first.set(v);
            })
        };
        html! {
            <label class="seat-row">
                <span>{t(lang, T::FirstPlayer)}</span>
                <select id="first" {onchange}>
                    { for first_choice.iter().map(|(v, k)| html! {
                        <option value={v.to_string()} selected={*v == *first}>{t(lang, *k)}</option>
                    }) }
                </select>
            </label>
        }
    };

    let start = {
        let players = players.clone();
        let first = first.clone();
        let seats = seats.clone();
        let dispatch = props.dispatch.clone();
        let on_close = props.on_close.clone();
        let error = error.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n = *players;
            let options = Options {
                variant: None,
                players: Some(n),
                balls: None,
                first: if n == 3 { None } else { Some(*first) },
            };
            let kinds = seats[..n as usize].to_vec();
            match start_game(lang, &dispatch, "jinx", options, kinds) {
                Ok(()) => on_close.emit(()),
                Err(msg) => error.set(Some(msg)),
            }
        })
    };
    let cancel = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };

    let radio = |n: u8, key: JinxT| {
        html! {
            <label class="radio">
                <input type="radio" name="players" id={format!("players-{n}")} value={n.to_string()}
                    checked={*players == n} onchange={set_players(n)} />
                {t(lang, key)}
            </label>
        }
    };

    html! {
        <div class="dialog-backdrop">
            <form class="dialog" id="new-game" onsubmit={start} role="dialog" aria-modal="true">
                <h2>{format!("{} — {}", t(lang, JinxT::Name), t(lang, T::NewGame))}</h2>
                <fieldset>
                    <legend>{t(lang, T::Variant)}</legend>
                    {radio(2, JinxT::Two)}
                    {radio(3, JinxT::Three)}
                    {radio(4, JinxT::Four)}
                </fieldset>
                <fieldset>
                    <legend>{t(lang, T::Players)}</legend>
                    {seat_rows}
                    {first_html}
                </fieldset>
                { for error.as_ref().map(|e| html! { <p class="error">{e}</p> }) }
                <div class="dialog-buttons">
                    <button type="button" class="btn" onclick={cancel}>{t(lang, T::Cancel)}</button>
                    <button type="submit" class="btn primary" id="start">{t(lang, T::Start)}</button>
                </div>
            </form>
        </div>
    }
}
