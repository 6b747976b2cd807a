//! Barne-zirkulua's screens: the board and its dice, its view helpers, its new-game dialog and
//! its texts.

use super::contract::own;
use crate::games::barne_zirkulua::BarneZirkulua;
use crate::ui::i18n::{t, T};

super::contract::game_screens! {
    name: "barne-zirkulua",
    keys: BarneT,
    key_help: |lang| t(lang, T::KeyboardHelp),
    seat_label: |game, seat, lang| view::seat_label(&own::<BarneZirkulua>(game), seat, lang),
    describe: |game, step, lang| view::describe(&own::<BarneZirkulua>(game), step, lang),
    fold: |game, before, step, lang| view::folded(&own::<BarneZirkulua>(game), before, step, lang),
    part: |lang, n| crate::ui::i18n::tf(lang, texts::BarneT::PartLabel, &[&n.to_string()]),
    seat_colour: |game, seat| Some(view::corner_colour(own::<BarneZirkulua>(game).seat_corner(seat))),
    // The player whose turn it is throws the dice.
    roller: |game| Some(own::<BarneZirkulua>(game).turn()),
    end: |game, lang| view::match_won(&own::<BarneZirkulua>(game), lang),
    about: |game, lang| view::about(&own::<BarneZirkulua>(game), lang),
    captured: crate::ui::kit::sound::takes_a_piece,
    in_words: |game, lang| view::in_words(&crate::ui::games::contract::own::<crate::games::barne_zirkulua::BarneZirkulua>(game), lang),
    setup: BarneSetup,
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::barne_zirkulua::BarneZirkulua;
    use crate::ui::games::barne_zirkulua::board::BarneBoard;
    use crate::ui::games::contract::{own, BoardArgs};
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(a: &BoardArgs) -> Html {
        let game = own::<BarneZirkulua>(a.game);
        let dice = crate::ui::games::barne_zirkulua::view::dice_show(&game, a.history);
        let last = a.history.last().cloned().map(Rc::new);
        crate::ui::kit::board::board_html!(BarneBoard, a,
            game={Rc::new(game.into_owned())} last={last} moves_played={a.history.len()}
            dice={dice} roll_move={a.roll.clone()})
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art barne-art" viewBox="0 0 40 40" aria-hidden="true">
                <circle cx="20" cy="20" r="17" class="bz-outer" />
                <circle cx="20" cy="20" r="12" class="bz-inner" />
                <circle cx="20" cy="20" r="7" class="bz-goal" />
                <circle cx="32" cy="8" r="3.2" class="bz-ball yellow" />
                <circle cx="8" cy="32" r="3.2" class="bz-ball black" />
                <circle cx="20" cy="8" r="3.2" class="bz-ball red" />
                <circle cx="26" cy="20" r="2.6" class="bz-ball yellow" />
            </svg>
        }
    }
}
