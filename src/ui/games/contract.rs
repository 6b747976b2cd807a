//! The per-game UI contract: what the shell and the game screen need of every game. Each game's
//! folder implements [`GameScreens`] once, for its own game type; the registry beside this file
//! lists them twice: as [`GameCard`]s for the start page ([`card`], which links no engine) and
//! as [`Ui`] entries for the game screen.

use crate::engine::{Game, Seat};
use crate::games::{AnyGame, Member};
use crate::ui::i18n::Lang;
#[cfg(target_arch = "wasm32")]
use crate::ui::kit::step::History;
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;
use std::marker::PhantomData;

#[cfg(target_arch = "wasm32")]
use crate::games::AnyMove;
#[cfg(target_arch = "wasm32")]
use crate::ui::kit::board::BoardFrame;
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

/// The start-page entry of the game whose screens are `S`: the four functions the start page
/// calls, and nothing that reaches an engine.
pub const fn card<S: GameScreens + ?Sized>() -> GameCard {
    GameCard {
        name: <S::Game as Game>::NAME,
        title: S::title,
        blurb: S::blurb,
        #[cfg(target_arch = "wasm32")]
        art: S::art,
        #[cfg(target_arch = "wasm32")]
        setup: S::setup,
    }
}

/// What a game screen needs of one game, in the game's own type: each game's folder implements
/// it once (`Screens` in its `mod.rs`). The registry reaches it through [`GameUi`] ([`Ui`] is
/// the one adapter), so a game's screens are only ever handed their own game: a function of
/// Jinx's given a Fidchell position does not compile.
pub trait GameScreens: 'static {
    /// The game these screens draw.
    type Game: Member;

    /// The game's start-page entry: [`card`] of these screens.
    const CARD: GameCard = card::<Self>();

    /// The game's name for people.
    fn title(lang: Lang) -> &'static str;
    /// One line on the game's card on the start page.
    fn blurb(lang: Lang) -> &'static str;
    /// The small picture on the game's card.
    #[cfg(target_arch = "wasm32")]
    fn art() -> Html;
    /// The new-game dialog.
    #[cfg(target_arch = "wasm32")]
    fn setup(args: &SetupArgs) -> Html;
    /// The keyboard help line under the move list (default: the boards' common one).
    fn key_help(lang: Lang) -> &'static str {
        crate::ui::i18n::t(lang, crate::ui::i18n::T::KeyboardHelp)
    }
    /// A seat's name for people ("Red", "Yellow", "South" …).
    fn seat_label(game: &Self::Game, seat: Seat, lang: Lang) -> String;
    /// One move of the move list in plain words.
    fn describe(game: &Self::Game, step: &Step, lang: Lang) -> String;
    /// Whether a step belongs to the move list's entry of the step before it (the same turn);
    /// the default: never, each step starts an entry of its own.
    fn folds(_game: &Self::Game, _before: &Step, _step: &Step) -> bool {
        false
    }
    /// The words of a step inside the entry it [`folds`](GameScreens::folds) into; the default:
    /// its own description.
    fn folded(game: &Self::Game, step: &Step, lang: Lang) -> String {
        Self::describe(game, step, lang)
    }
    /// The heading of part `n` (1 = the first) of a game played in rounds or games, shown in
    /// the move list where a part begins. Default: the number alone.
    fn part(_lang: Lang, n: usize) -> String {
        n.to_string()
    }
    /// A seat's colour on a light background, as CSS (the review's chart); `None` (the
    /// default): the chart's own colour for that seat.
    fn seat_colour(_game: &Self::Game, _seat: Seat) -> Option<&'static str> {
        None
    }
    /// Whose dice are due, in a game whose players throw them with a click; `None` (the
    /// default) when the dice roll by themselves.
    fn roller(_game: &Self::Game) -> Option<Seat> {
        None
    }
    /// How a finished game ended, in words, where the game says more than "X wins!" or
    /// "Draw" (`i18n::result_text`): a won match and its score, why a game was drawn, a
    /// concession. The whole line: it names the winner too. Default: nothing more to say.
    fn end(_game: &Self::Game, _lang: Lang) -> Option<String> {
        None
    }
    /// What a saved game's line says of the game besides its players, result and length: the
    /// variant where the game has several, the score of a match in play. (The site's: an
    /// embed has no list of saves.) Default: nothing.
    #[cfg(feature = "site")]
    fn about(_game: &Self::Game, _lang: Lang) -> Vec<String> {
        Vec::new()
    }
    /// Whether a move captured, as the game counts it (the sound it makes). Default: it took a
    /// piece off the board.
    fn captured(step: &Step) -> bool {
        crate::ui::kit::sound::takes_a_piece(step)
    }
    /// The text in a language of one of the game's refusal codes (`None` for another code).
    fn refusal(lang: Lang, code: &str) -> Option<&'static str>;
    /// The position in words: the board's text alternative (`play::words`).
    fn in_words(game: &Self::Game, lang: Lang) -> Words;
    /// The board of `game`, with `args.side` (players, move list, buttons) in its side panel.
    #[cfg(target_arch = "wasm32")]
    fn board(game: &Self::Game, args: &BoardArgs) -> Html;
}

/// What the game screen needs of any game: the registry's entries, each a game's
/// [`GameScreens`] seen through [`Ui`].
pub trait GameUi: Sync {
    /// The game's registry name.
    fn name(&self) -> &'static str;
    fn title(&self, lang: Lang) -> &'static str;
    fn key_help(&self, lang: Lang) -> &'static str;
    fn seat_label(&self, game: &AnyGame, seat: Seat, lang: Lang) -> String;
    fn describe(&self, game: &AnyGame, step: &Step, lang: Lang) -> String;
    fn folds(&self, game: &AnyGame, before: &Step, step: &Step) -> bool;
    fn folded(&self, game: &AnyGame, step: &Step, lang: Lang) -> String;
    fn part(&self, lang: Lang, n: usize) -> String;
    fn seat_colour(&self, game: &AnyGame, seat: Seat) -> Option<&'static str>;
    fn roller(&self, game: &AnyGame) -> Option<Seat>;
    fn end(&self, game: &AnyGame, lang: Lang) -> Option<String>;
    #[cfg(feature = "site")]
    fn about(&self, game: &AnyGame, lang: Lang) -> Vec<String>;
    fn captured(&self, step: &Step) -> bool;
    fn refusal(&self, lang: Lang, code: &str) -> Option<&'static str>;
    fn in_words(&self, game: &AnyGame, lang: Lang) -> Words;
    #[cfg(target_arch = "wasm32")]
    fn board(&self, args: &BoardArgs) -> Html;
}

/// The one adapter from a game's [`GameScreens`] to the registry's [`GameUi`]: it takes the
/// game's own type out of the [`AnyGame`] once, here.
pub struct Ui<S>(PhantomData<fn() -> S>);

impl<S: GameScreens> Ui<S> {
    /// The registry's entry for the screens `S`.
    pub const ENTRY: Ui<S> = Ui(PhantomData);

    /// `f` of the game's own type in `any`. The registry hands an entry only the games of its
    /// name ([`super::ui_of`]); another game gets what `otherwise` gives, never another game's
    /// screens (made only then: a move list calls `describe` once per step).
    fn with<T>(any: &AnyGame, otherwise: impl FnOnce() -> T, f: impl FnOnce(&S::Game) -> T) -> T {
        match S::Game::from_any(any) {
            Some(game) => f(game),
            None => {
                debug_assert!(false, "{} screens given {}", S::Game::NAME, any.name());
                otherwise()
            }
        }
    }
}

impl<S: GameScreens> GameUi for Ui<S> {
    fn name(&self) -> &'static str {
        S::Game::NAME
    }
    fn title(&self, lang: Lang) -> &'static str {
        S::title(lang)
    }
    fn key_help(&self, lang: Lang) -> &'static str {
        S::key_help(lang)
    }
    fn seat_label(&self, game: &AnyGame, seat: Seat, lang: Lang) -> String {
        Self::with(game, String::new, |g| S::seat_label(g, seat, lang))
    }
    fn describe(&self, game: &AnyGame, step: &Step, lang: Lang) -> String {
        Self::with(game, || step.mv.to_string(), |g| S::describe(g, step, lang))
    }
    fn folds(&self, game: &AnyGame, before: &Step, step: &Step) -> bool {
        Self::with(game, || false, |g| S::folds(g, before, step))
    }
    fn folded(&self, game: &AnyGame, step: &Step, lang: Lang) -> String {
        Self::with(game, || step.mv.to_string(), |g| S::folded(g, step, lang))
    }
    fn part(&self, lang: Lang, n: usize) -> String {
        S::part(lang, n)
    }
    fn seat_colour(&self, game: &AnyGame, seat: Seat) -> Option<&'static str> {
        Self::with(game, || None, |g| S::seat_colour(g, seat))
    }
    fn roller(&self, game: &AnyGame) -> Option<Seat> {
        Self::with(game, || None, |g| S::roller(g))
    }
    fn end(&self, game: &AnyGame, lang: Lang) -> Option<String> {
        Self::with(game, || None, |g| S::end(g, lang))
    }
    #[cfg(feature = "site")]
    fn about(&self, game: &AnyGame, lang: Lang) -> Vec<String> {
        Self::with(game, Vec::new, |g| S::about(g, lang))
    }
    fn captured(&self, step: &Step) -> bool {
        S::captured(step)
    }
    fn refusal(&self, lang: Lang, code: &str) -> Option<&'static str> {
        S::refusal(lang, code)
    }
    fn in_words(&self, game: &AnyGame, lang: Lang) -> Words {
        Self::with(game, Words::default, |g| S::in_words(g, lang))
    }
    #[cfg(target_arch = "wasm32")]
    fn board(&self, args: &BoardArgs) -> Html {
        Self::with(args.game, Html::default, |g| S::board(g, args))
    }
}

/// What a board is drawn from.
#[cfg(target_arch = "wasm32")]
pub struct BoardArgs<'a> {
    pub game: &'a AnyGame,
    /// Every move played so far, oldest first.
    pub history: &'a History,
    /// The dice move a click on the dice plays now (a person's own roll).
    pub roll: Option<AnyMove>,
    /// What every board takes from the screen.
    pub frame: BoardFrame,
}
