//! The new-game dialog for Jinx: number of players, who begins, and a person or the computer at
//! every seat.

use super::texts::JinxT;
use crate::engine::Options;
use crate::ui::i18n::{t, T};
use crate::ui::kit::setup::{
    first_row, players_fieldset, radio, remembered, use_dialog, SetupArgs,
};
use yew::prelude::*;

/// The new-game dialog for Jinx: number of players, who begins, and a person or the computer
/// at every seat.
#[function_component(JinxSetup)]
pub fn jinx_setup(props: &SetupArgs) -> Html {
    let lang = props.lang;
    // The dialog opens with the choices of the last game started from it.
    let last = use_memo((), |_| remembered("jinx"));
    let players = use_state(|| {
        last.options
            .players
            .filter(|p| (2..=4).contains(p))
            .unwrap_or(2)
    });
    let first = use_state(|| last.options.first.filter(|f| *f < 2).unwrap_or(0));
    let seats = use_state(|| last.seats(4));

    let seat_names: Vec<JinxT> = match *players {
        2 => vec![JinxT::Red, JinxT::Green],
        3 => vec![JinxT::Lone, JinxT::Plain, JinxT::Starred],
        _ => vec![JinxT::South, JinxT::North, JinxT::East, JinxT::West],
    };
    let labels: Vec<Html> = seat_names.iter().map(|k| html! { {t(lang, *k)} }).collect();

    // The lone player of three always begins.
    let first_choice = match *players {
        2 => vec![(0u8, t(lang, JinxT::Red)), (1, t(lang, JinxT::Green))],
        4 => vec![
            (0u8, t(lang, JinxT::RedTeam)),
            (1, t(lang, JinxT::GreenTeam)),
        ],
        _ => Vec::new(),
    };
    let first_html = if first_choice.is_empty() {
        html! {}
    } else {
        first_row(lang, &first_choice, &first)
    };

    let start = {
        let (players, first, seats, args) = (*players, *first, seats.clone(), props.clone());
        Callback::from(move |()| {
            let options = Options {
                players: Some(players),
                first: if players == 3 { None } else { Some(first) },
                ..Options::default()
            };
            args.start("jinx", options, seats[..players as usize].to_vec());
        })
    };

    let player_radio = |n: u8, key: JinxT| {
        let onchange = {
            let (players, first) = (players.clone(), first.clone());
            Callback::from(move |_: Event| {
                players.set(n);
                first.set(0);
            })
        };
        let label = html! { {t(lang, key)} };
        radio(
            "radio",
            "players",
            &n.to_string(),
            *players == n,
            label,
            onchange,
        )
    };

    let body = html! {
        <>
            <fieldset>
                <legend>{t(lang, T::Variant)}</legend>
                {player_radio(2, JinxT::Two)}
                {player_radio(3, JinxT::Three)}
                {player_radio(4, JinxT::Four)}
            </fieldset>
            {players_fieldset(lang, labels, &seats, first_html)}
        </>
    };
    use_dialog(props, t(lang, JinxT::Name), None, start, body)
}
