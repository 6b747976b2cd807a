//! The per-game UI contract and its registry: the one place under `src/ui` that names every game.
//!
//! Each game's screens live in one folder of the same shape: `mod.rs` (its entries below),
//! `board.rs` (the board component, browser only), `view.rs` (plain-Rust view helpers: geometry,
//! seat names, move descriptions; tested natively), `setup.rs` (its new-game dialog) and
//! `texts.rs` (its texts in every language).
//!
//! The contract is in [`contract`]; this file is the registry. The shell reaches a game through
//! two entries, looked up by the game's name:
//! - [`GameCard`]: what the start page shows and asks (title, blurb, card picture, new-game
//!   dialog). The light start page uses these alone, so it links no engine and no board.
//! - [`GameUi`]: what a game screen needs (title, seat names, move descriptions, the board):
//!   each game's [`GameScreens`], in its own game type, through the one adapter [`Ui`].

#[cfg(feature = "bao-la-kete")]
pub mod bao_la_kete;
#[cfg(feature = "barne-zirkulua")]
pub mod barne_zirkulua;
#[cfg(feature = "fidchell")]
pub mod fidchell;
#[cfg(feature = "jinx")]
pub mod jinx;

pub mod contract;

#[cfg(target_arch = "wasm32")]
pub use contract::BoardArgs;
pub use contract::{GameCard, GameScreens, GameUi, Ui};

use crate::engine::record::{LoadError, RecordError};
use crate::engine::IllegalMove;
use crate::games::AnyGame;
use crate::ui::i18n::{errors, Lang};

/// The start-page entry of every game this build has, in the site's order.
pub static CARDS: &[GameCard] = &[
    #[cfg(feature = "barne-zirkulua")]
    barne_zirkulua::Screens::CARD,
    #[cfg(feature = "jinx")]
    jinx::Screens::CARD,
    #[cfg(feature = "fidchell")]
    fidchell::Screens::CARD,
    #[cfg(feature = "bao-la-kete")]
    bao_la_kete::Screens::CARD,
];

/// The game-screen entry of every game this build has, in the site's order.
pub static UIS: &[&dyn GameUi] = &[
    #[cfg(feature = "barne-zirkulua")]
    &Ui::<barne_zirkulua::Screens>::ENTRY,
    #[cfg(feature = "jinx")]
    &Ui::<jinx::Screens>::ENTRY,
    #[cfg(feature = "fidchell")]
    &Ui::<fidchell::Screens>::ENTRY,
    #[cfg(feature = "bao-la-kete")]
    &Ui::<bao_la_kete::Screens>::ENTRY,
];

/// A game's start-page entry by name.
pub fn card(name: &str) -> Option<&'static GameCard> {
    CARDS.iter().find(|c| c.name == name)
}

/// A game's screen entry by name.
pub fn ui(name: &str) -> Option<&'static dyn GameUi> {
    UIS.iter().copied().find(|u| u.name() == name)
}

/// The screen entry of the game `game` holds (every game in [`AnyGame`] is registered).
pub fn ui_of(game: &AnyGame) -> &'static dyn GameUi {
    ui(game.name()).unwrap_or(UIS[0])
}

/// A game's name for people, or its registry name when this build does not have it.
pub fn title(name: &str, lang: Lang) -> String {
    card(name).map_or_else(|| name.to_string(), |c| (c.title)(lang).to_string())
}

/// The text in `lang` of a game's refusal code, from the game whose code it is.
pub fn refusal_text(lang: Lang, code: &str) -> Option<&'static str> {
    UIS.iter().find_map(|u| u.refusal(lang, code))
}

/// A refused move as a notice, in the player's language.
pub fn illegal_move_text(lang: Lang, e: &IllegalMove) -> String {
    errors::illegal_move_text(lang, e, refusal_text)
}

/// Why a move was refused, alone, as a sentence in the player's language (what a board says
/// for a click that plays nothing).
pub fn refusal_sentence(lang: Lang, e: &IllegalMove) -> String {
    let mut out = errors::reason_text(lang, e.code(), &e.reason_text(), refusal_text);
    // The engine's English reasons begin in lower case (ASCII: no case tables are needed).
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// Why a game record could not be opened, in the player's language.
pub fn record_error_text(lang: Lang, e: &RecordError) -> String {
    errors::record_error_text(lang, e, refusal_text)
}

/// Why a saved game could not be opened, in the player's language.
pub fn load_error_text(lang: Lang, e: &LoadError) -> String {
    errors::load_error_text(lang, e, refusal_text)
}

/// A board that is only looked at (a reviewed position, a rules figure): no input, no
/// animation lock, no refusals, no dice to roll.
#[cfg(target_arch = "wasm32")]
pub fn read_only_board(
    game: &AnyGame,
    history: &crate::ui::kit::step::History,
    seats: &[crate::ui::kit::seats::SeatKind],
    lang: Lang,
    side: yew::Html,
    ids: &str,
) -> yew::Html {
    ui_of(game).board(&BoardArgs {
        game,
        history,
        roll: None,
        frame: crate::ui::kit::board::BoardFrame {
            interactive: false,
            seats: seats.to_vec(),
            lang,
            on_move: yew::Callback::noop(),
            on_busy: yew::Callback::noop(),
            on_refuse: yew::Callback::noop(),
            refusal: None,
            side,
            sketch: false,
            ids: ids.to_string().into(),
        },
    })
}
