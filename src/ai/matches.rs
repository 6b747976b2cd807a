//! Games and matches between computer players: what `mahai selfplay` and `mahai ladder` play,
//! and the strength tests.

use super::level::{Level, Player};
use super::search::{best_move_of, search_of, Ai, Search, KEEP_NODES};
use crate::engine::rng::Rng;
use crate::engine::{Outcome, ToMove};

/// How a game of computer players ended.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    /// `None` when the ply cap stopped the game.
    pub outcome: Option<Outcome>,
    pub plies: u64,
    /// The seed its dice were drawn from, and its moves (rolls included): its record.
    pub seed: u64,
    pub moves: Vec<String>,
    /// What keeping the tree between moves did, by seat (all zero for a seat that does not
    /// keep it).
    pub reuse: Vec<ReuseTally>,
}

/// What carrying the tree over ([`Search::follow`]) did for one seat in one game: over the
/// decisions it searched (a settled one, a single legal move or a win in one, runs no search
/// and is not counted).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ReuseTally {
    /// Decisions searched.
    pub searches: u64,
    /// Of these, the ones whose position was found in the tree kept from the seat's last
    /// decision.
    pub followed: u64,
    /// The sum, over the decisions searched, of the share of the root's visits at the end of
    /// the search that were carried over (0 for a search begun afresh).
    pub carried_share: f64,
    /// The new iterations run, summed over the decisions searched.
    pub iterations: u64,
}

impl ReuseTally {
    /// Adds another tally (another game, another seat).
    pub fn add(&mut self, other: &ReuseTally) {
        self.searches += other.searches;
        self.followed += other.followed;
        self.carried_share += other.carried_share;
        self.iterations += other.iterations;
    }
}

/// Plays one game from `start`, seat `s` played by `players[s]` (a [`Level`], or a [`Player`]
/// with a budget of its own); dice are drawn from `seed`, each decision searched with its own
/// seed derived from `seed`. Stops after `max_plies`. A seat whose player keeps its tree
/// ([`Player::keeps_tree`]: the master) carries its last search over to its next decision when
/// the position follows from it ([`Search::follow`]), as the browser's worker does; a tree
/// larger than [`KEEP_NODES`] is dropped. The same players, seed and budgets give the same game.
pub fn play_game<G: Ai, P: Into<Player> + Copy>(
    start: &G,
    players: &[P],
    seed: u64,
    max_plies: u64,
) -> PlayedGame {
    let mut game = start.clone();
    let mut plies = 0;
    let mut moves = Vec::new();
    let mut reuse = vec![ReuseTally::default(); start.seats()];
    let mut kept: Vec<Option<Search<G, G::Policy>>> = (0..start.seats()).map(|_| None).collect();
    while plies < max_plies {
        let mv = match game.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                let mut rng = Rng::for_event(seed, plies);
                crate::engine::playout::random_move(&game, &mut rng)
            }
            ToMove::Seat(s) => {
                let player = players
                    .get(s as usize)
                    .map_or(Level::Random.into(), |&p| p.into());
                let move_seed = Rng::for_event(seed ^ 0x5EA7_C0DE, plies).next_u64();
                match kept.get_mut(s as usize) {
                    Some(slot) if player.keeps_tree() => {
                        let mut search = slot
                            .take()
                            .and_then(|mut old| old.follow(&game, move_seed).then_some(old))
                            .unwrap_or_else(|| search_of(&game, player, move_seed));
                        search.run();
                        let mv = search.choose();
                        if search.iterations() > 0 {
                            let tally = &mut reuse[s as usize];
                            tally.searches += 1;
                            tally.followed += u64::from(search.carried() > 0);
                            tally.carried_share +=
                                search.carried() as f64 / search.root_visits().max(1) as f64;
                            tally.iterations += search.iterations();
                        }
                        *slot = (search.tree_size() <= KEEP_NODES).then_some(search);
                        mv
                    }
                    _ => best_move_of(&game, player, move_seed),
                }
            }
        };
        let Some(mv) = mv else { break };
        moves.push(game.move_text(&mv));
        game.play(&mv).expect("the search returns only legal moves");
        plies += 1;
    }
    PlayedGame {
        outcome: match game.to_move() {
            ToMove::Over(o) => Some(o),
            _ => None,
        },
        plies,
        seed,
        moves,
        reuse,
    }
}

/// Who won one game of a match between two levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchResult {
    A,
    B,
    Draw,
}

/// Game number `index` of a match between levels `a` and `b`: level `a` plays seat
/// `index % seats` and level `b` every other seat (in two-player games the levels simply
/// alternate). `A` when a's seat wins, `B` when a seat of b's wins (and a's does not), else a
/// draw (also when the ply cap stops the game). Each game gets its own seed from `seed` and
/// `index`.
pub fn match_game<G: Ai>(
    start: &G,
    index: u64,
    a: impl Into<Player>,
    b: impl Into<Player>,
    seed: u64,
) -> (MatchResult, PlayedGame) {
    let (a, b): (Player, Player) = (a.into(), b.into());
    let seats = start.seats();
    let a_seat = (index % seats as u64) as usize;
    let levels: Vec<Player> = (0..seats)
        .map(|s| if s == a_seat { a } else { b })
        .collect();
    let game_seed = Rng::for_event(seed, index).next_u64();
    let played = play_game(start, &levels, game_seed, crate::engine::playout::MAX_PLIES);
    let result = match &played.outcome {
        Some(o) if o.0[a_seat] == crate::engine::SeatResult::Win => MatchResult::A,
        Some(o) if o.winners().iter().any(|&w| w as usize != a_seat) => MatchResult::B,
        _ => MatchResult::Draw,
    };
    (result, played)
}
