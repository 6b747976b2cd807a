//! The per-game UI contract: what the shell and the game screen need of every game. Each game's
//! folder fills in a [`GameCard`] and a [`GameUi`]; the registry beside this file lists them.

use crate::engine::Seat;
use crate::games::{AnyGame, Member};
use crate::ui::i18n::Lang;
#[cfg(target_arch = "wasm32")]
use crate::ui::kit::step::History;
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;

#[cfg(target_arch = "wasm32")]
use crate::games::AnyMove;
#[cfg(target_arch = "wasm32")]
use crate::ui::kit::seats::SeatKind;
#[cfg(target_arch = "wasm32")]
use crate::ui::kit::setup::SetupArgs;
#[cfg(target_arch = "wasm32")]
use yew::prelude::*;

/// What the start page needs of a game.
pub struct GameCard {
    pub name: &'static str,
    pub title: fn(Lang) -> &'static str,
    pub blurb: fn(Lang) -> &'static str,
    /// The small picture on the game's card.
    #[cfg(target_arch = "wasm32")]
    pub art: fn() -> Html,
    /// The new-game dialog.
    #[cfg(target_arch = "wasm32")]
    pub setup: fn(&SetupArgs) -> Html,
}

/// What a game screen needs of a game.
pub struct GameUi {
    pub name: &'static str,
    pub title: fn(Lang) -> &'static str,
    /// The keyboard help line under the move list.
    pub key_help: fn(Lang) -> &'static str,
    /// A seat's name for people ("Red", "Yellow", "South" …).
    pub seat_label: fn(&AnyGame, Seat, Lang) -> String,
    /// One move of the move list in plain words.
    pub describe: fn(&AnyGame, &Step, Lang) -> String,
    /// A step that belongs to the entry of the step before it in the move list (the same turn),
    /// and its words there; `None`: the step starts an entry of its own.
    pub fold: fn(&AnyGame, &Step, &Step, Lang) -> Option<String>,
    /// The heading of part `n` (1 = the first) of a game played in rounds or games, shown in
    /// the move list where a part begins.
    pub part: fn(Lang, usize) -> String,
    /// A seat's colour on a light background, as CSS (the review's chart); `None`: the chart's
    /// own colour for that seat.
    pub seat_colour: fn(&AnyGame, Seat) -> Option<&'static str>,
    /// Whose dice are due, in a game whose players throw them with a click; `None` when the
    /// dice roll by themselves.
    pub roller: fn(&AnyGame) -> Option<Seat>,
    /// How a finished game ended, in words, where the game says more than "X wins!" or
    /// "Draw" (`i18n::result_text`): a won match and its score, why a game was drawn, a
    /// concession. The whole line: it names the winner too.
    pub end: fn(&AnyGame, Lang) -> Option<String>,
    /// What a saved game's line says of the game besides its players, result and length: the
    /// variant where the game has several, the score of a match in play. (The site's: an
    /// embed has no list of saves.)
    #[cfg(feature = "site")]
    pub about: fn(&AnyGame, Lang) -> Vec<String>,
    /// Whether a move captured, as the game counts it (the sound it makes).
    pub captured: fn(&Step) -> bool,
    /// The text in a language of one of the game's refusal codes (`None` for another code).
    pub refusal: fn(Lang, &str) -> Option<&'static str>,
    /// The position in words: the board's text alternative (`play::words`).
    pub in_words: fn(&AnyGame, Lang) -> Words,
    /// The board, with `args.side` (players, move list, buttons) in its side panel.
    #[cfg(target_arch = "wasm32")]
    pub board: fn(&BoardArgs) -> Html,
}

/// What a board is drawn from.
#[cfg(target_arch = "wasm32")]
pub struct BoardArgs<'a> {
    pub game: &'a AnyGame,
    /// Every move played so far, oldest first.
    pub history: &'a History,
    pub seats: &'a [SeatKind],
    /// A person may move now.
    pub interactive: bool,
    pub lang: Lang,
    pub on_move: Callback<AnyMove>,
    /// The board starts (`true`) or ends an animation; moves wait meanwhile.
    pub on_busy: Callback<bool>,
    /// Why a click or tap played nothing, from the rules.
    pub on_refuse: Callback<crate::engine::IllegalMove>,
    /// The last refusal, in words, shown under the status until the next move.
    pub refusal: Option<AttrValue>,
    /// The dice move a click on the dice plays now (a person's own roll).
    pub roll: Option<AnyMove>,
    /// The side panel's content.
    pub side: Html,
    /// Only the board's frame is drawn this time (`kit::board::sketch`).
    pub sketch: bool,
    /// The prefix of the board's element ids (`kit::board::Ids`): empty on the game screen and
    /// in embeds, one per board where several share a page (`fig3-`, `try-`).
    pub ids: &'a str,
}

/// The game's own type inside an [`AnyGame`], as a board takes it (see [`own`]).
pub fn own_rc<G: Member + Clone>(any: &AnyGame) -> std::rc::Rc<G> {
    std::rc::Rc::new(own::<G>(any).into_owned())
}

/// The game's own type inside an [`AnyGame`]. The registry only hands a game's entries the
/// games of its own name, so the other case cannot arise; it still yields a fresh start
/// position rather than a panic.
pub fn own<G: Member>(any: &AnyGame) -> std::borrow::Cow<'_, G> {
    match G::from_any(any) {
        Some(g) => std::borrow::Cow::Borrowed(g),
        None => std::borrow::Cow::Owned(
            G::new(&crate::engine::Options::default()).expect("default options are valid"),
        ),
    }
}

/// The modules of a game's screens (the board and the new-game dialog in the browser only; the
/// texts; the plain-Rust view helpers) and its two registry entries, `CARD` ([`GameCard`]) and
/// `UI` ([`GameUi`]). The game's folder supplies `texts::<keys>` with the keys `Name` and
/// `Blurb` and `texts::refusal_text`, and a browser-only `web` module with `art`, `setup` and
/// `board`.
macro_rules! game_screens {
    (
        name: $name:literal,
        keys: $keys:ident,
        key_help: $key_help:expr,
        seat_label: $seat_label:expr,
        describe: $describe:expr,
        fold: $fold:expr,
        part: $part:expr,
        seat_colour: $seat_colour:expr,
        roller: $roller:expr,
        end: $end:expr,
        about: $about:expr,
        captured: $captured:expr,
        in_words: $in_words:expr,
        setup: $setup:ident $(,)?
    ) => {
        #[cfg(target_arch = "wasm32")]
        pub mod board;
        #[cfg(target_arch = "wasm32")]
        pub mod setup;
        pub mod texts;
        pub mod view;

        /// The new-game dialog, as the start page opens it.
        #[cfg(target_arch = "wasm32")]
        fn setup_dialog(args: &$crate::ui::kit::setup::SetupArgs) -> yew::Html {
            yew::html! { <setup::$setup ..args.clone() /> }
        }

        pub const CARD: $crate::ui::games::contract::GameCard =
            $crate::ui::games::contract::GameCard {
                name: $name,
                title: |lang| $crate::ui::i18n::t(lang, texts::$keys::Name),
                blurb: |lang| $crate::ui::i18n::t(lang, texts::$keys::Blurb),
                #[cfg(target_arch = "wasm32")]
                art: web::art,
                #[cfg(target_arch = "wasm32")]
                setup: setup_dialog,
            };

        pub const UI: $crate::ui::games::contract::GameUi = $crate::ui::games::contract::GameUi {
            name: $name,
            title: |lang| $crate::ui::i18n::t(lang, texts::$keys::Name),
            key_help: $key_help,
            seat_label: $seat_label,
            describe: $describe,
            fold: $fold,
            part: $part,
            seat_colour: $seat_colour,
            roller: $roller,
            end: $end,
            #[cfg(feature = "site")]
            about: $about,
            captured: $captured,
            refusal: texts::refusal_text,
            in_words: $in_words,
            #[cfg(target_arch = "wasm32")]
            board: web::board,
        };
    };
}
pub(crate) use game_screens;
