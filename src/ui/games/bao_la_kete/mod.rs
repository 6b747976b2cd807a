//! Bao la Kete's screens: the board, its view helpers, its new-game dialog and its texts.

use crate::ui::i18n::{t, T};

super::contract::game_screens! {
    name: "bao-la-kete",
    keys: BaoT,
    key_help: |lang| t(lang, T::KeyboardHelp),
    seat_label: |_, seat, lang| view::seat_label(seat, lang),
    describe: |_, step, lang| view::describe(step, lang),
    fold: |_, _, _, _| None,
    part: |lang, n| crate::ui::i18n::tf(lang, texts::BaoT::PartLabel, &[&n.to_string()]),
    // North's seeds are dark, South's light (drawn darker to show on the chart).
    seat_colour: |_, seat| Some(if seat == crate::games::bao_la_kete::board::SOUTH { "#a0783a" } else { "#4a2c14" }),
    roller: |_| None,
    end: |game, lang| view::end_text(&crate::ui::games::contract::own::<crate::games::bao_la_kete::BaoLaKete>(game), lang),
    about: |game, lang| view::about(&crate::ui::games::contract::own::<crate::games::bao_la_kete::BaoLaKete>(game), lang),
    captured: view::captures,
    in_words: |game, lang| view::in_words(&crate::ui::games::contract::own::<crate::games::bao_la_kete::BaoLaKete>(game), lang),
    setup: BaoSetup,
}

#[cfg(target_arch = "wasm32")]
mod web {
    use crate::games::bao_la_kete::BaoLaKete;
    use crate::ui::games::bao_la_kete::board::BaoBoard;
    use crate::ui::games::contract::{own_rc, BoardArgs};
    use crate::ui::kit::num::num;
    use std::rc::Rc;
    use yew::prelude::*;

    pub fn board(a: &BoardArgs) -> Html {
        let game = own_rc::<BaoLaKete>(a.game);
        let last = a.history.last().cloned().map(Rc::new);
        crate::ui::kit::board::board_html!(BaoBoard, a, game={game} last={last})
    }

    pub fn art() -> Html {
        html! {
            <svg class="card-art bao-art" viewBox="0 0 40 40" aria-hidden="true">
                <rect x="1" y="6" width="38" height="28" rx="3" class="bao-wood" />
                { for (0..4).flat_map(|r| (0..4).map(move |c| (r, c))).map(|(r, c)| {
                    let (x, y) = (6.5 + 9.0 * c as f32, 11.0 + 6.0 * r as f32 + if r >= 2 { 1.0 } else { 0.0 });
                    if r == 2 && c == 2 {
                        html! { <rect x={num(x - 2.6)} y={num(y - 2.6)} width="5.2" height="5.2" rx="0.8" class="bao-hole" /> }
                    } else {
                        html! { <circle cx={num(x)} cy={num(y)} r="2.6" class="bao-hole" /> }
                    }
                }) }
                <circle cx="23.6" cy="23" r="1" class="bao-seed" />
                <circle cx="25.3" cy="24.4" r="1" class="bao-seed" />
                <circle cx="24.4" cy="25.2" r="1" class="bao-seed" />
                <circle cx="32.5" cy="24" r="1" class="bao-seed" />
                <circle cx="6.5" cy="17" r="1" class="bao-seed" />
            </svg>
        }
    }
}
