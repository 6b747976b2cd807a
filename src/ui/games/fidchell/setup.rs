//! The new-game dialog for Fidchell: the engine's presets (games one, two and three, and game
//! three's two variants), the board with all radial links as an option, a person or the computer
//! for White and Black, and who begins where the rules allow it (not in game two).

use super::texts::FidchellT;
use super::view::{preset_name, PRESETS};
use crate::engine::Options;
use crate::ui::i18n::{t, T};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::setup::{seat_rows, SetupArgs};
use yew::prelude::*;

#[function_component(FidchellSetup)]
pub fn fidchell_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    let preset = use_state(|| "game-one");
    let all_radials = use_state(|| false);
    let first = use_state(|| 0u8);
    let seats = use_state(|| vec![SeatKind::Person; 2]);
    let game_two = *preset == "game-two";

    let presets: Html = PRESETS
        .iter()
        .map(|&(name, label, help)| {
            let onchange = {
                let preset = preset.clone();
                Callback::from(move |_: Event| preset.set(name))
            };
            html! {
                <label class="radio preset">
                    <input type="radio" name="preset" id={format!("preset-{name}")} value={name}
                        checked={*preset == name} {onchange} />
                    <span>
                        <strong>{t(lang, label)}</strong>
                        <small class="muted">{t(lang, help)}</small>
                    </span>
                </label>
            }
        })
        .collect();

    let on_radials = {
        let all_radials = all_radials.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                all_radials.set(input.checked());
            }
        })
    };

    let labels: Vec<Html> = [FidchellT::White, FidchellT::Black]
        .iter()
        .map(|k| html! { {t(lang, *k)} })
        .collect();
    let seat_rows = seat_rows(lang, labels, &seats);

    let first_html = if game_two {
        html! { <p class="muted note">{t(lang, FidchellT::WhiteAlwaysBegins)}</p> }
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
                    <option value="0" selected={*first == 0}>{t(lang, FidchellT::White)}</option>
                    <option value="1" selected={*first == 1}>{t(lang, FidchellT::Black)}</option>
                </select>
            </label>
        }
    };

    let start = {
        let preset = preset.clone();
        let all_radials = all_radials.clone();
        let first = first.clone();
        let seats = seats.clone();
        let args = props.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let options = Options {
                variant: Some(preset_name(*preset, *all_radials)),
                players: None,
                balls: None,
                first: if *preset == "game-two" {
                    None
                } else {
                    Some(*first)
                },
            };
            args.start("fidchell", options, (*seats).clone());
        })
    };
    let cancel = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };

    html! {
        <div class="dialog-backdrop">
            <form class="dialog fidchell-setup" id="new-game" onsubmit={start} role="dialog" aria-modal="true">
                <h2>{format!("{} — {}", t(lang, FidchellT::Name), t(lang, T::NewGame))}</h2>
                <fieldset>
                    <legend>{t(lang, FidchellT::Game)}</legend>
                    {presets}
                </fieldset>
                <fieldset>
                    <legend>{t(lang, FidchellT::Board)}</legend>
                    <label class="radio preset">
                        <input type="checkbox" id="all-radials" checked={*all_radials} onchange={on_radials} />
                        <span>
                            <strong>{t(lang, FidchellT::AllRadials)}</strong>
                            <small class="muted">{t(lang, FidchellT::AllRadialsHelp)}</small>
                        </span>
                    </label>
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
