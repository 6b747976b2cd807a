//! The new-game dialog for Bao la Kete: a match (best of three) or one game, a person or the
//! computer at each seat, and who begins.

use super::texts::BaoT;
use crate::engine::Options;
use crate::ui::i18n::{t, T};
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::setup::{seat_rows, SetupArgs};
use yew::prelude::*;

#[function_component(BaoSetup)]
pub fn bao_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    let variant = use_state(|| "match");
    let first = use_state(|| 0u8);
    let seats = use_state(|| vec![SeatKind::Person; 2]);

    let labels: Vec<Html> = [BaoT::South, BaoT::North]
        .iter()
        .map(|k| html! { {t(lang, *k)} })
        .collect();
    let seat_rows = seat_rows(lang, labels, &seats);

    let on_first = {
        let first = first.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse().ok())
                .unwrap_or(0);
            first.set(v);
        })
    };

    let start = {
        let variant = variant.clone();
        let first = first.clone();
        let seats = seats.clone();
        let args = props.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let options = Options {
                variant: Some((*variant).to_string()),
                players: None,
                balls: None,
                first: Some(*first),
            };
            args.start("bao-la-kete", options, (*seats).clone());
        })
    };
    let cancel = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };

    let radio = |name: &'static str, key: BaoT| {
        let onchange = {
            let variant = variant.clone();
            Callback::from(move |_: Event| variant.set(name))
        };
        html! {
            <label class="radio">
                <input type="radio" name="variant" id={format!("variant-{name}")} value={name}
                    checked={*variant == name} {onchange} />
                {t(lang, key)}
            </label>
        }
    };

    html! {
        <div class="dialog-backdrop">
            <form class="dialog" id="new-game" onsubmit={start} role="dialog" aria-modal="true">
                <h2>{format!("{} — {}", t(lang, BaoT::Name), t(lang, T::NewGame))}</h2>
                <fieldset>
                    <legend>{t(lang, T::Variant)}</legend>
                    {radio("match", BaoT::VariantMatch)}
                    {radio("single", BaoT::VariantSingle)}
                </fieldset>
                <fieldset>
                    <legend>{t(lang, T::Players)}</legend>
                    {seat_rows}
                    <label class="seat-row">
                        <span>{t(lang, T::FirstPlayer)}</span>
                        <select id="first" onchange={on_first}>
                            <option value="0" selected={*first == 0}>{t(lang, BaoT::South)}</option>
                            <option value="1" selected={*first == 1}>{t(lang, BaoT::North)}</option>
                        </select>
                    </label>
                </fieldset>
                <div class="dialog-buttons">
                    <button type="button" class="btn" onclick={cancel}>{t(lang, T::Cancel)}</button>
                    <button type="submit" class="btn primary" id="start">{t(lang, T::Start)}</button>
                </div>
            </form>
        </div>
    }
}
