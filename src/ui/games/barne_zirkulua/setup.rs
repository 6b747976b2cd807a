//! The new-game dialog for Barne-zirkulua: the engine's presets (basic, memory expansion, the
//! 16-field goal ring, both), 2 to 4 players, balls per player up to the limit the goal ring
//! allows, the turn order, who begins, and a person or the computer at every seat.

use super::geom::corner_class;
use super::texts::BarneT;
use crate::engine::Options;
use crate::games::barne_zirkulua::Config;
use crate::ui::i18n::{t, T};
use crate::ui::kit::setup::{
    checked, first_row, radio, remembered, seat_rows, select_value, use_dialog, SetupArgs,
};
use yew::prelude::*;

const PRESETS: [(&str, BarneT); 4] = [
    ("basic", BarneT::Basic),
    ("memory", BarneT::Memory),
    ("goal16", BarneT::Goal16),
    ("memory-goal16", BarneT::MemoryGoal16),
];

fn corner_key(corner: u8) -> BarneT {
    match corner {
        0 => BarneT::Yellow,
        1 => BarneT::White,
        2 => BarneT::Black,
        _ => BarneT::Red,
    }
}

#[function_component(BarneSetup)]
pub fn barne_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    // The dialog opens with the choices of the last game started from it.
    let last = use_memo((), |_| remembered("barne-zirkulua"));
    let kept = last.options.variant.as_deref().unwrap_or_default();
    let kept_preset = PRESETS
        .iter()
        .position(|p| p.0 == kept.trim_end_matches("-cw"));
    let preset = use_state(|| kept_preset.unwrap_or(0));
    let players = use_state(|| {
        last.options
            .players
            .filter(|p| (2..=4).contains(p))
            .unwrap_or(2)
    });
    let balls = use_state(|| last.options.balls.filter(|b| *b > 0));
    let cw = use_state(|| kept_preset.is_some() && kept.ends_with("-cw"));
    let first = use_state(|| last.options.first.filter(|f| *f < *players).unwrap_or(0));
    let seats = use_state(|| last.seats(4));

    let (name, _) = PRESETS[*preset];
    let (memory, goal16, _) = Config::parse_variant(name).unwrap_or((false, false, false));
    let max = Config::max_balls(*players, goal16);
    let chosen_balls = balls.unwrap_or(max).min(max);
    let config = Config {
        players: *players,
        balls: chosen_balls,
        memory,
        goal16,
        cw_order: *cw,
    };
    let corners = config.corners();

    let preset_radios: Html = PRESETS
        .iter()
        .enumerate()
        .map(|(i, (id, key))| {
            let onchange = {
                let preset = preset.clone();
                Callback::from(move |_: Event| preset.set(i))
            };
            let label = html! { {t(lang, *key)} };
            radio("radio", "variant", id, *preset == i, label, onchange)
        })
        .collect();

    let player_radios: Html = (2..=4u8)
        .map(|n| {
            let onchange = {
                let (players, first) = (players.clone(), first.clone());
                Callback::from(move |_: Event| {
                    players.set(n);
                    first.set(0);
                })
            };
            let label = html! { {n.to_string()} };
            radio(
                "radio inline",
                "players",
                &n.to_string(),
                *players == n,
                label,
                onchange,
            )
        })
        .collect();

    let on_balls = {
        let balls = balls.clone();
        Callback::from(move |e: Event| balls.set(select_value(&e).parse().ok()))
    };
    let on_cw = {
        let cw = cw.clone();
        Callback::from(move |e: Event| cw.set(checked(&e)))
    };

    let labels: Vec<Html> = corners.iter().map(|&corner| html! { <><span class={classes!("seat-dot", corner_class(corner))} aria-hidden="true">{"●"}</span>{t(lang, corner_key(corner))}</> }).collect();
    let first_choices: Vec<(u8, &'static str)> = corners
        .iter()
        .enumerate()
        .map(|(i, &c)| (i as u8, t(lang, corner_key(c))))
        .collect();

    let start = {
        let players = *players;
        let first = *first;
        let cw = *cw;
        let seats = seats.clone();
        let args = props.clone();
        Callback::from(move |()| {
            let variant = if cw {
                format!("{name}-cw")
            } else {
                name.to_string()
            };
            let options = Options {
                variant: Some(variant),
                players: Some(players),
                balls: Some(chosen_balls),
                first: Some(first.min(players - 1)),
            };
            let kinds = seats[..players as usize].to_vec();
            args.start("barne-zirkulua", options, kinds);
        })
    };
    let body = html! {
        <>
            <fieldset>
                <legend>{t(lang, T::Variant)}</legend>
                {preset_radios}
            </fieldset>
            <fieldset>
                <legend>{t(lang, T::Players)}</legend>
                <div class="radio-row">{player_radios}</div>
                <label class="seat-row">
                    <span>{t(lang, BarneT::BallsLabel)}</span>
                    <select id="balls" onchange={on_balls}>
                        { for (1..=max).map(|n| html! {
                            <option value={n.to_string()} selected={n == chosen_balls}>{n.to_string()}</option>
                        }) }
                    </select>
                </label>
                <label class="seat-row">
                    <span>{t(lang, BarneT::OrderCw)}</span>
                    <input type="checkbox" id="order-cw" checked={*cw} onchange={on_cw} />
                </label>
                {seat_rows(lang, labels, &seats)}
                {first_row(lang, &first_choices, &first)}
            </fieldset>
        </>
    };
    use_dialog(props, t(lang, BarneT::Name), None, start, body)
}
