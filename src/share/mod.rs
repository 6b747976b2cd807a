//! Games that travel in an address, above the games: a record packed into a link ([`link`]),
//! and a game played with a friend by link, with its fair dice ([`corr`]). Both read and write
//! records through the registry's [`crate::engine::Rules`], and name games by their wire ids
//! ([`crate::games::WIRE_IDS`]).

pub mod corr;
pub mod link;
