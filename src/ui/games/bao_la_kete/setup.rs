//! The new-game dialog for Bao la Kete: a match (best of three) or one game, a person or the
//! computer at each seat, and who begins.

use super::texts::BaoT;
use crate::engine::Options;
use crate::ui::i18n::{t, T};
use crate::ui::kit::setup::{
    first_row, players_fieldset, radio, remembered, use_dialog, SetupArgs,
};
use yew::prelude::*;

#[function_component(BaoSetup)]
pub fn bao_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    // The dialog opens with the choices of the last game started from it.
    let last = use_memo((), |_| remembered("bao-la-kete"));
    let variant = use_state(|| last.variant(&["match", "single"]).unwrap_or("match"));
    let first = use_state(|| last.options.first.filter(|f| *f < 2).unwrap_or(0));
    let seats = use_state(|| last.seats(2));

    let labels: Vec<Html> = [BaoT::South, BaoT::North]
        .iter()
        .map(|k| html! { {t(lang, *k)} })
        .collect();
    let choices = [(0, t(lang, BaoT::South)), (1, t(lang, BaoT::North))];

    let start = {
        let (variant, first, seats, args) = (*variant, *first, seats.clone(), props.clone());
        Callback::from(move |()| {
            let options = Options {
                variant: Some(variant.to_string()),
                first: Some(first),
                ..Options::default()
            };
            args.start("bao-la-kete", options, (*seats).clone());
        })
    };

    let variant_radio = |name: &'static str, key: BaoT| {
        let onchange = {
            let variant = variant.clone();
            Callback::from(move |_: Event| variant.set(name))
        };
        let label = html! { {t(lang, key)} };
        radio("radio", "variant", name, *variant == name, label, onchange)
    };

    let body = html! {
        <>
            <fieldset>
                <legend>{t(lang, T::Variant)}</legend>
                {variant_radio("match", BaoT::VariantMatch)}
                {variant_radio("single", BaoT::VariantSingle)}
            </fieldset>
            {players_fieldset(lang, labels, &seats, first_row(lang, &choices, &first))}
        </>
    };
    use_dialog(props, t(lang, BaoT::Name), None, start, body)
}
