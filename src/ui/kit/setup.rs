//! Parts shared by the games' new-game dialogs: what a dialog is given and what it asks for, and
//! the person/computer choice of every seat.

use crate::engine::Options;
use crate::ui::i18n::{t, Lang, T};
use crate::ui::kit::remember::{self, Choices};
use crate::ui::kit::seats::{seat_kind_text, SeatKind};
use crate::ui::kit::storage;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a new-game dialog asks for: this game, with these options and seats.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub game: String,
    pub options: Options,
    pub seats: Vec<SeatKind>,
}

/// What every new-game dialog is given.
#[derive(Clone, Properties, PartialEq)]
pub struct SetupArgs {
    pub lang: Lang,
    /// Start the game (the dialog closes itself after).
    pub on_start: Callback<NewGame>,
    pub on_close: Callback<()>,
}

impl SetupArgs {
    /// Asks for the game and closes the dialog. The choices are kept for the game's next
    /// dialog (if storage fails, the next one opens with the defaults: nothing is lost).
    pub fn start(&self, game: &str, options: Options, seats: Vec<SeatKind>) {
        let kept = Choices {
            options: options.clone(),
            seats: seats.clone(),
        };
        let _ = storage::set(&remember::key(game), &kept.write());
        self.on_start.emit(NewGame {
            game: game.to_string(),
            options,
            seats,
        });
        self.on_close.emit(());
    }
}

/// The choices of `game`'s last new-game dialog, if they were kept and read back whole.
pub fn remembered(game: &str) -> Choices {
    storage::get(&remember::key(game))
        .ok()
        .flatten()
        .and_then(|text| Choices::read(&text))
        .unwrap_or_default()
}

/// The "Players" fieldset: a row per seat to choose who plays it, then `first` (who begins).
pub fn players_fieldset(
    lang: Lang,
    labels: Vec<Html>,
    seats: &UseStateHandle<Vec<SeatKind>>,
    first: Html,
) -> Html {
    html! {
        <fieldset>
            <legend>{t(lang, T::Players)}</legend>
            {seat_rows(lang, labels, seats)}
            {first}
        </fieldset>
    }
}

/// The rows of a new-game dialog that choose a person or the computer for every seat; `labels`
/// names the seats in order. The choice lands in `seats` (ids `seat-0`, `seat-1`, ...).
pub fn seat_rows(lang: Lang, labels: Vec<Html>, seats: &UseStateHandle<Vec<SeatKind>>) -> Html {
    seat_rows_with("", lang, labels, seats)
}

/// [`seat_rows`] with ids `{prefix}seat-0` …, for rows outside the new-game dialog.
pub fn seat_rows_with(
    prefix: &str,
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
                    let value = select_value(&e);
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
                    <select id={format!("{prefix}seat-{i}")} {onchange}>{options}</select>
                </label>
            }
        })
        .collect()
}

/// The value of the `<select>` an event came from.
pub fn select_value(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// Whether the checkbox an event came from is checked.
pub fn checked(e: &Event) -> bool {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .is_some_and(|i| i.checked())
}

/// One radio button of the group `group`, with the id `{group}-{value}`; `class` is the label's.
pub fn radio(
    class: &'static str,
    group: &'static str,
    value: &str,
    checked: bool,
    label: Html,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <label class={class}>
            <input type="radio" name={group} id={format!("{group}-{value}")} value={value.to_string()}
                {checked} {onchange} />
            {label}
        </label>
    }
}

/// The "who begins" row: one option per `(seat, label)`; the choice lands in `first` (id
/// `first`).
pub fn first_row(lang: Lang, choices: &[(u8, &'static str)], first: &UseStateHandle<u8>) -> Html {
    let onchange = {
        let first = first.clone();
        Callback::from(move |e: Event| first.set(select_value(&e).parse().unwrap_or(0)))
    };
    html! {
        <label class="seat-row">
            <span>{t(lang, T::FirstPlayer)}</span>
            <select id="first" {onchange}>
                { for choices.iter().map(|(v, label)| html! {
                    <option value={v.to_string()} selected={*v == **first}>{*label}</option>
                }) }
            </select>
        </label>
    }
}

/// A new-game dialog around its fieldsets: the title ("<game> — New game"), then `body`, then
/// Cancel and Start; Start (the form's submit) calls `start`. `class` is added to the form's.
///
/// It behaves as a modal: the focus goes into it when it opens and stays in it (Tab and
/// Shift+Tab go round), Escape closes it, and the focus goes back where it was when it closes.
/// (A hook of the dialog's own component, not a component of its own: one more component type
/// costs every bundle that has a dialog far more code.)
#[hook]
pub fn use_dialog(
    args: &SetupArgs,
    game_title: &str,
    class: Option<&'static str>,
    start: Callback<()>,
    body: Html,
) -> Html {
    let lang = args.lang;
    let form = use_node_ref();
    {
        let form = form.clone();
        use_effect_with((), move |_| {
            let before = gloo::utils::document()
                .active_element()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            let first = form
                .cast::<web_sys::Element>()
                .and_then(|f| f.query_selector(FOCUSABLE).ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(first) = first {
                let _ = first.focus();
            }
            move || {
                if let Some(before) = before.filter(|b| b.is_connected()) {
                    let _ = before.focus();
                }
            }
        });
    }
    let onkeydown = {
        let form = form.clone();
        let on_close = args.on_close.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                on_close.emit(());
            }
            "Tab" => keep_focus_in(&form, &e),
            _ => {}
        })
    };
    let onsubmit = Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        start.emit(());
    });
    let cancel = {
        let on_close = args.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    html! {
        <div class="dialog-backdrop" {onkeydown}>
            <form class={classes!("dialog", class)} id="new-game" {onsubmit} role="dialog"
                aria-modal="true" aria-labelledby="new-game-title" ref={form}>
                <h2 id="new-game-title">{format!("{game_title} — {}", t(lang, T::NewGame))}</h2>
                {body}
                <div class="dialog-buttons">
                    <button type="button" class="btn" onclick={cancel}>{t(lang, T::Cancel)}</button>
                    <button type="submit" class="btn primary" id="start">{t(lang, T::Start)}</button>
                </div>
            </form>
        </div>
    }
}

/// What can take the focus inside the dialog, in the order Tab goes.
const FOCUSABLE: &str = "input:not([disabled]), select:not([disabled]), button:not([disabled])";

/// Tab on the dialog's last control goes to its first, Shift+Tab on its first to its last (and
/// either, from outside the dialog, into it).
fn keep_focus_in(form: &NodeRef, e: &KeyboardEvent) {
    let Some(f) = form.cast::<web_sys::Element>() else {
        return;
    };
    let Ok(all) = f.query_selector_all(FOCUSABLE) else {
        return;
    };
    let n = all.length();
    let at = |i: u32| {
        all.item(i)
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    };
    let (Some(first), Some(last)) = (at(0), n.checked_sub(1).and_then(at)) else {
        return;
    };
    // The key's target is what has the focus (also inside an embed's shadow root,
    // where the document's active element is the embed's host).
    let active = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let on = |el: &web_sys::HtmlElement| active.as_ref() == Some(el.as_ref());
    let inside = active.as_ref().is_some_and(|a| f.contains(Some(a)));
    let wrap_to = if e.shift_key() {
        (on(&first) || !inside).then_some(last)
    } else {
        (on(&last) || !inside).then_some(first)
    };
    if let Some(target) = wrap_to {
        e.prevent_default();
        let _ = target.focus();
    }
}
