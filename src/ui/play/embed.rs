//! Boards embedded in other pages.
//!
//! - Script embed: a page loads `mahai-embed.js` and writes `<div data-mahai-game="jinx"
//!   data-variant="…" data-players="…" data-lang="…" data-id="…"></div>`; every such element
//!   becomes a board. `data-record="…"` (a link's packed text, or its whole address) shows
//!   that game instead of a new one.
//! - Frame embed: `embed.html?game=…&variant=…&players=…&lang=…&id=…` in an `<iframe>`.
//!
//! Options are read from the element's dataset (or the query string), by name; a wrong option is written into the element as a clear message instead of a board. Each embed
//! saves its game under a key of its own (page path, game, variant, players, and the element's
//! `id` option or its position on the page), so two embeds never share a save.
//!
//! A script embed is a guest on its page: it draws inside a shadow root of its element, with
//! Mahai's stylesheet linked inside that shadow root only. The page's rules do not reach the
//! board and the board's rules (`:root` colours, `main`, `.btn`…) do not reach the page; the
//! board's root element resets what would otherwise be inherited from the page (font, colour,
//! line height…). Its "New game" asks before it drops a game in progress.

use super::screen::PlayView;
use super::session::{SeatKind, Session};
use super::state::{
    fresh_id, fresh_seed, use_auto_moves, use_autosave, Action, AppState, SaveSlot,
};
use crate::engine::record::{Record, RecordError};
use crate::engine::{Options, ToMove};
use crate::games::{AnyGame, NAMES};
use crate::share::link;
use crate::ui::i18n::{split_detail, t, tf, with_detail, Lang, T};
use crate::ui::kit::notice::{message_html, Notice};
use crate::ui::kit::storage;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The options an embed accepts (data attributes or query parameters).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EmbedOptions {
    /// `data-mahai-game` (script embed) or `game` (frame embed).
    pub mahai_game: Option<String>,
    pub variant: Option<String>,
    pub players: Option<String>,
    pub lang: Option<String>,
    /// Tells two embeds of the same game on one page apart.
    pub id: Option<String>,
    /// A game to show, packed as a link packs it (`data-record="…"`: the part after `#g/`, or
    /// the whole address of a link).
    pub record: Option<String>,
}

impl EmbedOptions {
    /// Sets the option a dataset (camelCase) or query name stands for to `value`; `false` for
    /// a name that is no option (which a page may well have for its own use: ignored).
    pub fn set(&mut self, name: &str, value: String) -> bool {
        let slot = match name {
            "mahaiGame" | "game" => &mut self.mahai_game,
            "variant" => &mut self.variant,
            "players" => &mut self.players,
            "lang" => &mut self.lang,
            "id" => &mut self.id,
            "record" => &mut self.record,
            _ => return false,
        };
        *slot = Some(value);
        true
    }
}

/// A checked embed: what to start and where to save.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSpec {
    pub game: String,
    pub options: Options,
    pub lang: Lang,
    pub save_key: String,
    /// The game the embed shows (and starts again on "New game"), if a record was given.
    pub record: Option<Record>,
}

impl EmbedOptions {
    /// Checks the options; `place` names the page and the element for the save key. A wrong
    /// option is explained in the board's language if that is known, else in Basque.
    pub fn check(&self, place: &str) -> Result<EmbedSpec, EmbedError> {
        let say = self
            .lang
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(Lang::Eu);
        let names: Vec<&str> = NAMES.to_vec();
        let game = self
            .mahai_game
            .clone()
            .filter(|g| !g.is_empty())
            .ok_or_else(|| (say, tf(say, T::EmbedNoGame, &[&names.join(", ")])))?;
        if !names.contains(&game.as_str()) {
            return Err((
                say,
                tf(say, T::EmbedUnknownGame, &[&game, &names.join(", ")]),
            ));
        }
        let lang = match &self.lang {
            None => Lang::Eu,
            Some(code) => Lang::from_code(code).ok_or_else(|| {
                let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                (
                    say,
                    tf(say, T::EmbedUnknownLang, &[code, &codes.join(", ")]),
                )
            })?,
        };
        let players = match &self.players {
            None => None,
            Some(p) => Some(
                p.parse::<u8>()
                    .map_err(|_| (say, tf(say, T::EmbedPlayers, &[p])))?,
            ),
        };
        let record = match &self.record {
            None => None,
            Some(text) => Some(read_record(say, text, &game, &self.variant, players)?),
        };
        let options = match &record {
            Some(r) => r.options.clone(),
            None => Options {
                variant: self.variant.clone(),
                players,
                balls: None,
                first: None,
            },
        };
        // Let the game itself judge the variant and the player count.
        AnyGame::new(&game, &options).map_err(|e| {
            let given: Vec<String> = [
                ("variant", options.variant.clone()),
                ("players", self.players.clone()),
            ]
            .into_iter()
            .filter_map(|(k, v)| v.map(|v| format!("data-{k}=\"{v}\"")))
            .collect();
            (
                say,
                with_detail(&tf(say, T::EmbedOptions, &[&given.join(" ")]), &e.0),
            )
        })?;
        let mut save_key = format!(
            "{}embed.{}|{}|{}|{}|{}",
            storage::PREFIX,
            place,
            game,
            options.variant.as_deref().unwrap_or("-"),
            players.map(|p| p.to_string()).unwrap_or_else(|| "-".into()),
            self.id.as_deref().unwrap_or("-"),
        );
        // Another record on the same element is another game, saved apart.
        if let Some(text) = &self.record {
            save_key.push_str(&format!("|r{:016x}", fnv1a(text.trim().as_bytes())));
        }
        Ok(EmbedSpec {
            game,
            options,
            lang,
            save_key,
            record,
        })
    }
}

/// Reads an embed's `record` option: a link's packed text (or its whole address), replayed
/// through the rules, of the embed's game and of the options it names, if it names any.
fn read_record(
    say: Lang,
    text: &str,
    game: &str,
    variant: &Option<String>,
    players: Option<u8>,
) -> Result<Record, EmbedError> {
    let text = text.trim();
    let hash = text.rsplit_once('#').map_or(text, |(_, hash)| hash);
    let packed = link::packed_part(hash).unwrap_or(hash);
    let differs = |theirs: &str| {
        let attribute = format!("data-mahai-game=\"{game}\" ({theirs})");
        (say, tf(say, T::EmbedRecordDiffers, &[&attribute]))
    };
    let record = link::unpack(packed, crate::games::RULES).map_err(|e| match e {
        // A game this bundle does not have: another game than the element's.
        RecordError::UnknownGame(theirs) if theirs != game => differs(&theirs),
        e => {
            let why = crate::ui::games::record_error_text(say, &e);
            (say, tf(say, T::EmbedRecord, &[&why]))
        }
    })?;
    let mut differ = Vec::new();
    if record.game != game {
        return Err(differs(&record.game));
    }
    if let Some(v) = variant
        .as_ref()
        .filter(|v| record.options.variant.as_ref() != Some(*v))
    {
        let theirs = record.options.variant.as_deref().unwrap_or("-");
        differ.push(format!("data-variant=\"{v}\" ({theirs})"));
    }
    if let Some(p) = players.filter(|p| record.options.players != Some(*p)) {
        let theirs = record
            .options
            .players
            .map_or("-".to_string(), |n| n.to_string());
        differ.push(format!("data-players=\"{p}\" ({theirs})"));
    }
    if !differ.is_empty() {
        return Err((say, tf(say, T::EmbedRecordDiffers, &[&differ.join(", ")])));
    }
    Ok(record)
}

/// FNV-1a, 64 bits: a short fingerprint of a record for a save key.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Marks an element whose board a bundle has mounted.
const MOUNTED: &str = "data-mahai-mounted";

/// Whether this build mounts a board of `game`: one of its games, or, in a build that has every
/// game, anything (an unknown name is reported there).
fn mounts_here(game: &str) -> bool {
    NAMES.len() == crate::games::WIRE_IDS.len() || NAMES.contains(&game)
}

/// Starts a one-game embed bundle (`mahai-<game>`): mounts the boards of its game.
pub fn start() {
    mount_all();
}

/// Mounts a board in every `[data-mahai-game]` element of the page (and, on `embed.html`, one
/// board from the query string). Returns how many elements were handled.
pub fn mount_all() -> usize {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return 0;
    };
    let page = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    let mut count = 0;
    if let Some(body) = document.body() {
        if body.has_attribute("data-mahai-frame") {
            let search = web_sys::window()
                .and_then(|w| w.location().search().ok())
                .unwrap_or_default();
            // The embedding page (when the browser tells) keeps frames of different pages apart.
            let parent = document.referrer();
            let place = format!("frame:{parent}");
            mount_one(&body, options_from_query(&search), &place);
            return 1;
        }
    }
    let Ok(nodes) = document.query_selector_all("[data-mahai-game]") else {
        return 0;
    };
    for i in 0..nodes.length() {
        let Some(el) = nodes
            .get(i)
            .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            continue;
        };
        // Every bundle on the page sees every element: each mounts the boards of its own games
        // (the full app also the unknown names, to report them), once.
        if el.has_attribute(MOUNTED)
            || !mounts_here(&el.get_attribute("data-mahai-game").unwrap_or_default())
        {
            continue;
        }
        el.set_attribute(MOUNTED, "").ok();
        let options = options_from_dataset(&el);
        // An explicit id names the board wherever it stands on the page; else its position does.
        let has_id = options.as_ref().is_ok_and(|o| o.id.is_some());
        let place = if has_id {
            format!("{page}#")
        } else {
            format!("{page}#{i}")
        };
        mount_one(&el, options, &place);
        count += 1;
    }
    count
}

/// A wrong embed option: the language it is explained in, and the explanation.
pub type EmbedError = (Lang, String);

/// Options that cannot be read at all (their language unknown): said in Basque.
fn unreadable(detail: &str) -> EmbedError {
    let lang = Lang::Eu;
    (lang, with_detail(t(lang, T::EmbedUnreadable), detail))
}

/// Reads an element's data attributes: each option by its name; a value that is not text
/// (which a dataset never holds, but a script may have set) makes the options unreadable.
fn options_from_dataset(el: &web_sys::HtmlElement) -> Result<EmbedOptions, EmbedError> {
    let plain = js_sys::Object::assign(&js_sys::Object::new(), &el.dataset());
    let mut options = EmbedOptions::default();
    for entry in js_sys::Object::entries(&plain).iter() {
        let pair: js_sys::Array = entry.unchecked_into();
        let Some(name) = pair.get(0).as_string() else {
            continue;
        };
        match pair.get(1).as_string() {
            Some(value) => {
                options.set(&name, value);
            }
            None => return Err(unreadable(&format!("data-{name}: not a text"))),
        }
    }
    Ok(options)
}

/// Reads `?game=…&variant=…`: each option by its name (later ones win).
fn options_from_query(search: &str) -> Result<EmbedOptions, EmbedError> {
    let mut options = EmbedOptions::default();
    for pair in search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let decode = |s: &str| {
            js_sys::decode_uri_component(&s.replace('+', " "))
                .map(String::from)
                .unwrap_or_else(|_| s.to_string())
        };
        options.set(&decode(k), decode(v));
    }
    Ok(options)
}

fn mount_one(el: &web_sys::HtmlElement, options: Result<EmbedOptions, EmbedError>, place: &str) {
    let spec = options.and_then(|o| o.check(place));
    // A frame embed has its page to itself; a script embed is a guest in a shadow root.
    let framed = el.has_attribute("data-mahai-frame");
    let root: web_sys::Element = if framed {
        el.clone().into()
    } else {
        match guest_root(el) {
            Some(root) => root,
            None => el.clone().into(),
        }
    };
    match spec {
        Ok(spec) => {
            root.class_list().add_1("mahai-embed").ok();
            yew::Renderer::<Embed>::with_root_and_props(
                root,
                EmbedProps {
                    spec: Rc::new(spec),
                    ids: AttrValue::default(),
                },
            )
            .render();
        }
        Err((lang, msg)) => {
            root.class_list().add_1("mahai-embed-error").ok();
            root.set_attribute("lang", lang.code()).ok();
            let (message, details) = split_detail(&msg);
            root.set_text_content(Some(&format!("Mahai: {message}")));
            // A technical detail (the engine's or the parser's own words) folds away.
            if let Some(document) = web_sys::window().and_then(|w| w.document()) {
                for d in details {
                    let (Ok(folded), Ok(summary), Ok(code)) = (
                        document.create_element("details"),
                        document.create_element("summary"),
                        document.create_element("code"),
                    ) else {
                        continue;
                    };
                    summary.set_text_content(Some(t(lang, T::Details)));
                    code.set_text_content(Some(&d));
                    let _ = folded.append_child(&summary);
                    let _ = folded.append_child(&code);
                    let _ = root.append_child(&folded);
                }
            }
            root.set_attribute("role", "alert").ok();
        }
    }
}

/// Where Mahai's files are: beside `mahai-embed.js` (it sets `mahaiBase`), else beside the page.
fn files_base() -> String {
    let Some(window) = web_sys::window() else {
        return "./".into();
    };
    let page = window.location().href().unwrap_or_default();
    let base = js_sys::Reflect::get(&window, &"mahaiBase".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "./".into());
    web_sys::Url::new_with_base(&base, &page)
        .map(|u| u.href())
        .unwrap_or(base)
}

/// The stylesheet a board links: a bundle of one game links that game's own (the shared rules
/// and its board's, cut from `style.css` by `.ci/dist-hook.mjs`), the full app the whole one.
fn style_sheet() -> String {
    match crate::games::NAMES {
        [only] => format!("mahai-{only}.css"),
        _ => "style.css".into(),
    }
}

/// Gives `el` an open shadow root holding a link to Mahai's stylesheet and an empty `<div>`, and
/// returns that `<div>` to draw into. The `<div>` stays hidden until the stylesheet has loaded
/// (or failed), so the board never shows unstyled. Elements that cannot have a shadow root
/// (`attachShadow` refuses e.g. `<figure>`) get one on a `<div>` put inside them. `None` only
/// where shadow roots do not exist at all.
fn guest_root(el: &web_sys::HtmlElement) -> Option<web_sys::Element> {
    let document = el.owner_document()?;
    let attach = |host: &web_sys::Element| -> Option<web_sys::Node> {
        let existing = js_sys::Reflect::get(host, &"shadowRoot".into()).ok()?;
        if existing.is_object() {
            let shadow: web_sys::Node = existing.unchecked_into();
            shadow.set_text_content(None);
            return Some(shadow);
        }
        let attach: js_sys::Function = js_sys::Reflect::get(host, &"attachShadow".into())
            .ok()?
            .dyn_into()
            .ok()?;
        let init = js_sys::Object::new();
        js_sys::Reflect::set(&init, &"mode".into(), &"open".into()).ok()?;
        attach
            .call1(host, &init)
            .ok()
            .map(|shadow| shadow.unchecked_into())
    };
    let shadow = match attach(el) {
        Some(shadow) => shadow,
        None => {
            let inner = document.create_element("div").ok()?;
            el.append_child(&inner).ok()?;
            attach(&inner)?
        }
    };
    let link = document.create_element("link").ok()?;
    link.set_attribute("rel", "stylesheet").ok()?;
    link.set_attribute("href", &format!("{}{}", files_base(), style_sheet()))
        .ok()?;
    let root: web_sys::HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
    root.style().set_property("visibility", "hidden").ok()?;
    let shown = root.clone();
    let show = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        let _ = shown.style().remove_property("visibility");
    });
    link.add_event_listener_with_callback("load", show.as_ref().unchecked_ref())
        .ok()?;
    link.add_event_listener_with_callback("error", show.as_ref().unchecked_ref())
        .ok()?;
    show.forget();
    shadow.append_child(&link).ok()?;
    shadow.append_child(&root).ok()?;
    Some(root.into())
}

#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    pub spec: Rc<EmbedSpec>,
    /// The prefix of the board's element ids (`BoardArgs::ids`): empty in a script or frame
    /// embed (its ids are its own there), set where the board shares a page with others.
    #[prop_or_default]
    pub ids: AttrValue,
}

fn new_session(spec: &EmbedSpec) -> Option<Session> {
    if let Some(record) = &spec.record {
        return Session::from_record(fresh_id(), record.clone(), storage::now()).ok();
    }
    let seats = AnyGame::new(&spec.game, &spec.options)
        .ok()?
        .as_dyn()
        .seats();
    Session::new(
        fresh_id(),
        &spec.game,
        spec.options.clone(),
        vec![SeatKind::Person; seats],
        fresh_seed(),
        storage::now(),
    )
    .ok()
}

/// One embedded board with its own saved game.
#[function_component(Embed)]
pub fn embed(props: &EmbedProps) -> Html {
    let spec = props.spec.clone();
    let state = {
        let spec = spec.clone();
        use_reducer_eq(move || {
            let mut notices = Vec::new();
            let saved = match storage::get(&spec.save_key) {
                Ok(Some(raw)) => match Session::from_json(&raw) {
                    Ok(s) => Some(s),
                    Err(e) => {
                        let kept = storage::keep_as_backup(&spec.save_key, &raw, storage::now());
                        // The backup's key is a technical detail, folded away.
                        notices.push(Notice {
                            error: true,
                            text: crate::ui::i18n::with_detail(
                                &crate::ui::games::load_error_text(spec.lang, &e),
                                &kept,
                            ),
                        });
                        None
                    }
                },
                _ => None,
            };
            let session = saved.or_else(|| new_session(&spec)).map(Rc::new);
            AppState {
                lang: spec.lang,
                session,
                notices,
                saves_epoch: 0,
                busy: false,
            }
        })
    };
    use_autosave(&state, SaveSlot::Embed(spec.save_key.clone()), spec.lang);
    use_auto_moves(&state);

    // "New game" drops the game only once it is confirmed, when there is a game to lose.
    let confirming = use_state_eq(|| false);
    let start_new = {
        let dispatch = state.dispatcher();
        let spec = spec.clone();
        let confirming = confirming.clone();
        Callback::from(move |_: ()| {
            confirming.set(false);
            if let Some(s) = new_session(&spec) {
                dispatch.dispatch(Action::Open(Box::new(s)));
            }
        })
    };
    let on_new_game = {
        let in_progress = state.session.as_deref().is_some_and(in_progress);
        let confirming = confirming.clone();
        let start_new = start_new.clone();
        Callback::from(move |_: ()| {
            if in_progress {
                confirming.set(true);
            } else {
                start_new.emit(());
            }
        })
    };
    let keep_ref = use_node_ref();
    {
        // The question takes the focus (on "keep playing": Enter never drops a game by surprise).
        let keep_ref = keep_ref.clone();
        use_effect_with(*confirming, move |shown| {
            if *shown {
                if let Some(button) = keep_ref.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    let confirm = if *confirming && state.session.as_deref().is_some_and(in_progress) {
        let (question, yes, no) = confirm_texts(spec.lang);
        let keep = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(false))
        };
        html! {
            <div class="embed-confirm" role="alertdialog" aria-label={question}>
                <p>{question}</p>
                <div class="embed-confirm-buttons">
                    <button id="confirm-new-game" class="btn primary"
                        onclick={start_new.reform(|_: MouseEvent| ())}>{yes}</button>
                    <button id="keep-game" class="btn" ref={keep_ref} onclick={keep}>{no}</button>
                </div>
            </div>
        }
    } else {
        html! {}
    };
    let notices: Html = state
        .notices
        .iter()
        .map(|n| html! { <div class="notice error" role="alert">{message_html(spec.lang, &n.text)}</div> })
        .collect();
    match &state.session {
        Some(session) => html! {
            <div class="embed-root" lang={spec.lang.code()}>
                {notices}
                {confirm}
                <PlayView session={session.clone()} lang={spec.lang} dispatch={state.dispatcher()} busy={state.busy}
                    on_new_game={Some(on_new_game)} ids={props.ids.clone()} />
            </div>
        },
        None => html! {
            <div class="embed-root">
                {notices}
                <button class="btn primary" onclick={start_new.reform(|_: MouseEvent| ())}>
                    {crate::ui::i18n::t(spec.lang, crate::ui::i18n::T::NewGame)}
                </button>
            </div>
        },
    }
}

/// A game that "New game" would lose: moves played and not over.
fn in_progress(session: &Session) -> bool {
    !session.history.is_empty() && !matches!(session.to_move(), ToMove::Over(_))
}

/// The question before a new game, and its two answers.
fn confirm_texts(lang: Lang) -> (&'static str, &'static str, &'static str) {
    match lang {
        Lang::Eu => (
            "Partida hau galduko da. Partida berria hasi?",
            "Bai, partida berria",
            "Jarraitu jokatzen",
        ),
        Lang::En => (
            "This game will be lost. Start a new game?",
            "Yes, new game",
            "Keep playing",
        ),
        Lang::Es => (
            "Esta partida se perderá. ¿Empezar una partida nueva?",
            "Sí, partida nueva",
            "Seguir jugando",
        ),
        Lang::Fr => (
            "Cette partie sera perdue. Commencer une nouvelle partie ?",
            "Oui, nouvelle partie",
            "Continuer la partie",
        ),
    }
}
