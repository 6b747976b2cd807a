//! The computer players, above the game contract: the tree search every game's computer plays
//! with ([`search`]: the levels in [`level`], games and matches between two of them in
//! [`matches`]) and the review's estimate of every position of a game ([`analysis`]). They know
//! games only through [`crate::engine::Game`]; each game's own knowledge (its policy) sits in its
//! folder (`games/<game>/ai.rs`), and `games::GameEntry` joins the two through [`AiEntry`].

pub mod analysis;
pub mod level;
pub mod matches;
pub mod search;

use level::{Level, Player};
use matches::{match_game, MatchResult, PlayedGame};
use search::{Ai, DynSearch, Policy, Search};

/// Opens a search over a position string: see [`AiEntry::search`].
pub type OpenSearch = fn(&str, Level, u64) -> Result<Box<dyn DynSearch>, crate::engine::ParseError>;

/// Opens an estimate of a position string: see [`AiEntry::analyse`].
pub type OpenAnalysis = fn(&str, u32, u64) -> Result<Box<dyn DynSearch>, crate::engine::ParseError>;

/// Plays one game of a match: see [`AiEntry::match_game`].
pub type MatchGame = fn(
    &crate::engine::Options,
    u64,
    Player,
    Player,
    u64,
) -> Result<(MatchResult, PlayedGame), crate::engine::ParseError>;

/// How to run the computer player of one game by name, for the registry in `crate::games`.
pub struct AiEntry {
    pub name: &'static str,
    /// A search at this level over a position string (position, level, seed).
    pub search: OpenSearch,
    /// An estimate of a position string ([`Search::analyse`]: position, iterations, seed).
    pub analyse: OpenAnalysis,
    /// The iterations the review's chart spends on each position.
    pub analysis_budget: u32,
    /// One game of a match (see [`match_game`]) from the start position of these options
    /// (options, game index, level a, level b, seed).
    pub match_game: MatchGame,
}

impl AiEntry {
    pub const fn of<G: Ai>() -> AiEntry {
        AiEntry {
            name: G::NAME,
            search: |pos, level, seed| {
                let game = G::from_position(pos)?;
                Ok(Box::new(Search::for_level(game, level, seed)) as Box<dyn DynSearch>)
            },
            analyse: |pos, iterations, seed| {
                let game = G::from_position(pos)?;
                Ok(Box::new(Search::analyse(game, iterations, seed)) as Box<dyn DynSearch>)
            },
            analysis_budget: G::Policy::ANALYSIS_BUDGET,
            match_game: |options, index, a, b, seed| {
                let start = G::new(options)?;
                Ok(match_game(&start, index, a, b, seed))
            },
        }
    }
}
