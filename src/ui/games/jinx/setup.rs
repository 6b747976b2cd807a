//! The new-game dialog for Jinx: number of players, who begins, and a person or the computer at
//! every seat.

use super::texts::JinxT;
use crate::engine::Options;
use crate::ui::i18n::{t, T};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::setup::{seat_rows, SetupArgs};
use yew::prelude::*;

/// The new-game dialog for Jinx: number of players, who begins, and a person or the computer
/// at every seat.
#[function_component(JinxSetup)]
pub fn jinx_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    let players = use_state(|| 2u8);
    let first = use_state(|| 0u8);
    let seats = use_state(|| vec![SeatKind::Person; 4]);

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
        let args = props.clone();
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
            args.start("jinx", options, kinds);
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
                <div class="dialog-buttons">
                    <button type="button" class="btn" onclick={cancel}>{t(lang, T::Cancel)}</button>
                    <button type="submit" class="btn primary" id="start">{t(lang, T::Start)}</button>
                </div>
            </form>
        </div>
    }
}
