//! The new-game dialog for Fidchell: the engine's presets (games one, two and three, and game
//! three's two variants), the board with all radial links as an option, a person or the computer
//! for White and Black, and who begins where the rules allow it (not in game two).

use super::texts::FidchellT;
use super::view::{preset_name, PRESETS};
use crate::engine::Options;
use crate::ui::i18n::t;
use crate::ui::kit::setup::{
    checked, first_row, players_fieldset, radio, remembered, use_dialog, SetupArgs,
};
use yew::prelude::*;

#[function_component(FidchellSetup)]
pub fn fidchell_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    // The dialog opens with the choices of the last game started from it.
    let last = use_memo((), |_| remembered("fidchell"));
    let kept = last.options.variant.as_deref().unwrap_or_default();
    let base = kept.trim_end_matches("-all-radials");
    let kept_preset = PRESETS.iter().map(|p| p.0).find(|p| *p == base);
    let preset = use_state(|| kept_preset.unwrap_or("game-one"));
    let all_radials = use_state(|| kept_preset.is_some() && base != kept);
    let first = use_state(|| last.options.first.filter(|f| *f < 2).unwrap_or(0));
    let seats = use_state(|| last.seats(2));
    let game_two = *preset == "game-two";

    let presets: Html = PRESETS
        .iter()
        .map(|&(name, label, help)| {
            let onchange = {
                let preset = preset.clone();
                Callback::from(move |_: Event| preset.set(name))
            };
            let label = html! {
                <span>
                    <strong>{t(lang, label)}</strong>
                    <small class="muted">{t(lang, help)}</small>
                </span>
            };
            radio(
                "radio preset",
                "preset",
                name,
                *preset == name,
                label,
                onchange,
            )
        })
        .collect();

    let on_radials = {
        let all_radials = all_radials.clone();
        Callback::from(move |e: Event| all_radials.set(checked(&e)))
    };

    let labels: Vec<Html> = [FidchellT::White, FidchellT::Black]
        .iter()
        .map(|k| html! { {t(lang, *k)} })
        .collect();

    let first_html = if game_two {
        html! { <p class="muted note">{t(lang, FidchellT::WhiteAlwaysBegins)}</p> }
    } else {
        let choices = [
            (0, t(lang, FidchellT::White)),
            (1, t(lang, FidchellT::Black)),
        ];
        first_row(lang, &choices, &first)
    };

    let start = {
        let (preset, all_radials, first) = (*preset, *all_radials, *first);
        let (seats, args) = (seats.clone(), props.clone());
        Callback::from(move |()| {
            let options = Options {
                variant: Some(preset_name(preset, all_radials)),
                first: (preset != "game-two").then_some(first),
                ..Options::default()
            };
            args.start("fidchell", options, (*seats).clone());
        })
    };

    let body = html! {
        <>
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
            {players_fieldset(lang, labels, &seats, first_html)}
        </>
    };
    use_dialog(
        props,
        t(lang, FidchellT::Name),
        Some("fidchell-setup"),
        start,
        body,
    )
}
