//! The games, and the one registry and one enum over all of them.
//!
//! Each game lives in one folder of the same shape: `mod.rs` (its rules' documentation, the state
//! and its moves), `board.rs` (the board as data), its rules, `notation.rs` (position and move
//! strings), its refusal codes and `ai.rs` (its computer player's knowledge).
//!
//! - [`GAMES`]: the one registry: how to make and read each game by name (command line,
//!   records, links) and its computer player ([`GameEntry::ai`]).
//! - [`AnyGame`]: one value holding any game, for the UI and the computer players, which need the
//!   concrete type to draw boards but want one type to store; [`Member`] gets a game's own type
//!   back out of it.
//!
//! Each game is a cargo feature of its own (all four by default); a build with one feature has
//! that game alone, and every list below follows.

#[cfg(feature = "bao-la-kete")]
pub mod bao_la_kete;
#[cfg(feature = "barne-zirkulua")]
pub mod barne_zirkulua;
#[cfg(feature = "fidchell")]
pub mod fidchell;
#[cfg(feature = "jinx")]
pub mod jinx;

use crate::ai::search::AiEntry;
use crate::engine::{
    DynGame, Effects, Game, HoldsGame, IllegalMove, Options, ParseError, Rules, Variant,
};

/// Lists every game once: its feature, its variant of [`AnyGame`] and its type. Everything that
/// must name every game is generated from this list.
macro_rules! every_game {
    ($( $feature:literal, $variant:ident, $ty:path; )*) => {
        /// Every game this build has, in the order the site lists them.
        pub static GAMES: &[GameEntry] = &[
            $( #[cfg(feature = $feature)] GameEntry::of::<$ty>(), )*
        ];

        /// Every game's rules without its computer player, in the order of [`GAMES`]: what the
        /// app's page reads records and links with (the search runs in its worker).
        pub static RULES: &[RulesEntry] = &[
            $( #[cfg(feature = $feature)] RulesEntry {
                name: <$ty as Game>::NAME,
                wire_id: <$ty as Game>::WIRE_ID,
                variants: <$ty as Game>::variants,
            }, )*
        ];

        /// The games' names in the order of [`GAMES`], for code that must not pull the engines
        /// in (the light start page).
        pub const NAMES: &[&str] = &[ $( #[cfg(feature = $feature)] <$ty as Game>::NAME, )* ];

        /// Any game, by value.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyGame {
            $( #[cfg(feature = $feature)] $variant($ty), )*
        }

        impl AnyGame {
            /// The start position of the named game with these options.
            pub fn new(game: &str, options: &Options) -> Result<AnyGame, ParseError> {
                $(
                    #[cfg(feature = $feature)]
                    if game == <$ty as Game>::NAME {
                        return <$ty as Game>::new(options).map(AnyGame::$variant);
                    }
                )*
                let _ = options;
                Err(ParseError::new(format!("unknown game \"{game}\"")))
            }

            /// The named game's position read from its position string.
            pub fn from_position(game: &str, position: &str) -> Result<AnyGame, ParseError> {
                $(
                    #[cfg(feature = $feature)]
                    if game == <$ty as Game>::NAME {
                        return <$ty as Game>::from_position(position).map(AnyGame::$variant);
                    }
                )*
                let _ = position;
                Err(ParseError::new(format!("unknown game \"{game}\"")))
            }

            /// The game behind the string-level contract.
            pub fn as_dyn(&self) -> &dyn DynGame {
                match self { $( #[cfg(feature = $feature)] AnyGame::$variant(g) => g, )* }
            }

            pub fn as_dyn_mut(&mut self) -> &mut dyn DynGame {
                match self { $( #[cfg(feature = $feature)] AnyGame::$variant(g) => g, )* }
            }
        }

        /// A move of any game: the app passes typed moves around and turns them into text only
        /// at its edges (storage, links, the worker).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyMove {
            $( #[cfg(feature = $feature)] $variant(<$ty as Game>::Move), )*
        }

        impl AnyGame {
            /// Every legal move, in the game's order.
            pub fn legal_moves(&self) -> Vec<AnyMove> {
                match self {
                    $( #[cfg(feature = $feature)]
                    AnyGame::$variant(g) => g.legal_moves().into_iter().map(AnyMove::$variant).collect(), )*
                }
            }

            /// Plays a move; a move of another game is refused like any illegal move.
            pub fn play(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove> {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $( #[cfg(feature = $feature)]
                    (AnyGame::$variant(g), AnyMove::$variant(m)) => g.play(m), )*
                    (g, m) => Err(IllegalMove::new(
                        &m.to_string(),
                        $crate::engine::MoveRefusal::Malformed {
                            detail: format!("not a move of {}", g.name()),
                        },
                    )),
                }
            }

            /// Reads a move string in this position.
            pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseError> {
                match self {
                    $( #[cfg(feature = $feature)]
                    AnyGame::$variant(g) => g.parse_move(text).map(AnyMove::$variant), )*
                }
            }

            /// The move's text as records and the command line write it.
            pub fn move_text(&self, mv: &AnyMove) -> String {
                #[allow(unreachable_patterns)]
                match (self, mv) {
                    $( #[cfg(feature = $feature)]
                    (AnyGame::$variant(g), AnyMove::$variant(m)) => g.move_text(m), )*
                    (_, m) => m.to_string(),
                }
            }
        }

        impl std::fmt::Display for AnyMove {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self { $( #[cfg(feature = $feature)] AnyMove::$variant(m) => m.fmt(f), )* }
            }
        }

        $(
            #[cfg(feature = $feature)]
            impl Member for $ty {
                #[allow(irrefutable_let_patterns, unreachable_patterns)]
                fn from_any(any: &AnyGame) -> Option<&Self> {
                    match any {
                        AnyGame::$variant(g) => Some(g),
                        _ => None,
                    }
                }

                #[allow(irrefutable_let_patterns, unreachable_patterns)]
                fn move_of(mv: &AnyMove) -> Option<&Self::Move> {
                    match mv {
                        AnyMove::$variant(m) => Some(m),
                        _ => None,
                    }
                }

                fn wrap(mv: Self::Move) -> AnyMove {
                    AnyMove::$variant(mv)
                }
            }

            #[cfg(feature = $feature)]
            impl From<<$ty as Game>::Move> for AnyMove {
                fn from(mv: <$ty as Game>::Move) -> AnyMove {
                    AnyMove::$variant(mv)
                }
            }
        )*
    };
}

every_game! {
    "barne-zirkulua", BarneZirkulua, barne_zirkulua::BarneZirkulua;
    "jinx", Jinx, jinx::Jinx;
    "fidchell", Fidchell, fidchell::Fidchell;
    "bao-la-kete", BaoLaKete, bao_la_kete::BaoLaKete;
}

/// Every game there is, whether this build has it or not, by its id in links
/// ([`Game::WIRE_ID`](crate::engine::Game::WIRE_ID)): a one-game build names the game of a link
/// it cannot open. Ids are never changed or reused, whatever the order the site lists the games
/// in; a new game takes the next free one (and adds its links to `tests/data/links/golden.json`).
pub const WIRE_IDS: &[(u8, &str)] = &[
    (0, "barne-zirkulua"),
    (1, "jinx"),
    (2, "fidchell"),
    (3, "bao-la-kete"),
];

/// A game that [`AnyGame`] can hold.
pub trait Member: Game {
    /// This game, if `any` holds it.
    fn from_any(any: &AnyGame) -> Option<&Self>;
    /// This game's move, if `mv` is one.
    fn move_of(mv: &AnyMove) -> Option<&Self::Move>;
    /// The move as a move of any game.
    fn wrap(mv: Self::Move) -> AnyMove;
}

impl AnyGame {
    /// The game's registry name (`jinx`, `bao-la-kete` …).
    pub fn name(&self) -> &'static str {
        self.as_dyn().game_name()
    }
}

/// How to make and read one game, and its computer player: where the rules and the search
/// meet, for the registry [`GAMES`].
pub struct GameEntry {
    pub name: &'static str,
    /// [`Game::WIRE_ID`](crate::engine::Game::WIRE_ID).
    pub wire_id: u8,
    pub variants: fn() -> &'static [Variant],
    pub new: fn(&Options) -> Result<Box<dyn DynGame>, ParseError>,
    pub parse: fn(&str) -> Result<Box<dyn DynGame>, ParseError>,
    /// The game's computer player.
    pub ai: crate::ai::search::AiEntry,
}

impl GameEntry {
    pub const fn of<G: crate::ai::search::Ai>() -> GameEntry {
        GameEntry {
            ai: crate::ai::search::AiEntry::of::<G>(),
            name: G::NAME,
            wire_id: G::WIRE_ID,
            variants: G::variants,
            new: |o| G::new(o).map(|g| Box::new(g) as Box<dyn DynGame>),
            parse: |s| G::from_position(s).map(|g| Box::new(g) as Box<dyn DynGame>),
        }
    }
}

impl Rules for GameEntry {
    type Game = Box<dyn DynGame>;
    fn name(&self) -> &'static str {
        self.name
    }
    fn wire_id(&self) -> u8 {
        self.wire_id
    }
    fn variants(&self) -> &'static [Variant] {
        (self.variants)()
    }
    fn start(&self, options: &Options) -> Result<Box<dyn DynGame>, ParseError> {
        (self.new)(options)
    }
}

/// Finds a game's entry by its name.
pub fn entry(name: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|g| g.name == name)
}

/// Finds a game's computer player by the game's name.
pub fn ai(name: &str) -> Option<&'static AiEntry> {
    entry(name).map(|g| &g.ai)
}

/// A game's rules without its computer player, for records and links read by the app's page
/// (see [`crate::engine::Rules`]).
pub struct RulesEntry {
    pub name: &'static str,
    pub wire_id: u8,
    pub variants: fn() -> &'static [Variant],
}

impl Rules for RulesEntry {
    type Game = AnyGame;
    fn name(&self) -> &'static str {
        self.name
    }
    fn wire_id(&self) -> u8 {
        self.wire_id
    }
    fn variants(&self) -> &'static [Variant] {
        (self.variants)()
    }
    fn start(&self, options: &Options) -> Result<AnyGame, ParseError> {
        AnyGame::new(self.name, options)
    }
}

impl HoldsGame for AnyGame {
    fn game(&self) -> &dyn DynGame {
        self.as_dyn()
    }
    fn game_mut(&mut self) -> &mut dyn DynGame {
        self.as_dyn_mut()
    }
}
