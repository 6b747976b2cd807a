//! Parts shared by the games' new-game dialogs: what a dialog is given and what it asks for, and
//! the person/computer choice of every seat.

use crate::engine::Options;
use crate::ui::i18n::Lang;
use crate::ui::kit::seats::{seat_kind_text, SeatKind};
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
    /// Asks for the game and closes the dialog.
    pub fn start(&self, game: &str, options: Options, seats: Vec<SeatKind>) {
        self.on_start.emit(NewGame {
            game: game.to_string(),
            options,
            seats,
        });
        self.on_close.emit(());
    }
}

/// The rows of a new-game dialog that choose a person or the computer for every seat; `labels`
/// names the seats in order. The choice lands in `seats` (ids `seat-0`, `seat-1`, ...).
pub fn seat_rows(lang: Lang, labels: Vec<Html>, seats: &UseStateHandle<Vec<SeatKind>>) -> Html {
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
