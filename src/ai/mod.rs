//! The computer players, above the game contract: the tree search every game's computer plays
//! with ([`search`]) and the review's estimate of every position of a game ([`analysis`]). They
//! know games only through [`crate::engine::Game`]; each game's own knowledge (its policy) sits
//! in its folder (`games/<game>/ai.rs`), and `games::GameEntry` joins the two.

pub mod analysis;
pub mod search;
