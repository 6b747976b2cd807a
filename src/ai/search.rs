//! Computer players: Monte Carlo tree search over any [`Game`].
//!
//! # How it searches
//! Each iteration replays moves from the root down the tree (nodes store moves, not positions),
//! chooses at every decision node the child with the best UCT value for the seat that decides
//! there, plus a progressive-bias term from [`Policy::prior`]; at a chance node it takes the
//! outcome whose visit share lags furthest behind its probability (stratified sampling, no random
//! draw). A node reached for the first time is scored by a rollout: moves drawn in proportion to
//! [`Policy::rollout_weight`] (dice by their probabilities) for at most
//! [`SearchConfig::rollout_plies`] plies, then the result of the game, or [`Policy::evaluate`],
//! or a draw. The result is a score for every seat (win 1, draw ½, loss 0, or
//! [`Policy::reward`] for teams) and every node on the path adds it, so each seat maximises its
//! own score whatever the number of seats. A node is expanded (all its children at once, ordered
//! by prior, best first) on its second visit; unvisited children are tried in that order.
//!
//! # Budget and determinism
//! The budget is a number of iterations, never time: the engine reads no clock. The caller may
//! run [`Search::iterate`] in slices (the browser does, so it can stay responsive and cancel) and
//! stop whenever it likes. Equal position, policy, configuration, seed and number of iterations
//! give the same tree and the same move on every platform.
//!
//! # Levels
//! [`Level::Random`] plays uniformly random legal moves. [`Level::Beginner`] searches a little
//! and picks among the moves that look nearly as good as the best one, in proportion to their
//! squared visits, so it varies its play like a person but takes a win in one and free captures.
//! [`Level::Intermediate`] and [`Level::Strong`] search more and play the most visited move;
//! [`Level::Master`] is the strong search with a larger budget, which the browser's worker may
//! cut short when its thinking time is up (the search reads no clock: its caller decides when
//! to stop). The budgets come from [`Policy::config`], so each game can tune them to its speed;
//! every level but `Random` plays a move that wins at once when there is one.
//!
//! # Using it
//! - Typed: [`best_move`]`(&game, level, seed)`, or [`Search::for_level`] then
//!   [`Search::iterate`]`(n)` in slices until [`Search::is_done`], then [`Search::choose`]
//!   ([`Search::best`] and [`Search::stats`] show the current leader and the root statistics).
//! - By game name (command line, web worker): `crate::games::ai(name)` gives an
//!   [`AiEntry`]; `(entry.search)(position, level, seed)` opens a [`DynSearch`] with the same
//!   methods over move strings.
//! - [`play_game`] and [`match_game`] play whole games between levels (`mahai selfplay`).
//! - A finished search can go on from a later position that follows from its root by moves in
//!   its tree ([`Search::follow`]): the master keeps its tree between moves this way, in the
//!   browser's worker and in [`play_game`].
//!
//! # Per-game knowledge
//! A game opts in by implementing [`Ai`] (one line with the default [`Uniform`] policy) and adds
//! its entry to the registry in `crate::games`, which the command line and the web worker use.

use crate::engine::rng::Rng;
use crate::engine::{Game, Mover, Outcome, Seat, ToMove};

use super::level::{Level, Player};

/// How the move is picked once the search is over.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FinalChoice {
    /// A uniformly random legal move (no search needed).
    Uniform,
    /// The most visited move (ties: the better mean, then the first in move order).
    MostVisited,
    /// A move drawn in proportion to its squared visits among those whose mean score is within
    /// `margin` of the best mean.
    Sample { margin: f64 },
}

/// The knobs of one search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// The budget: iterations [`Search::run`] performs.
    pub iterations: u32,
    /// UCT exploration constant (scores are in `[0, 1]`).
    pub exploration: f64,
    /// Weight of the progressive bias `bias * prior / (visits + 1)`.
    pub bias: f64,
    /// Use [`Policy::prior`] to order and bias the children.
    pub use_prior: bool,
    /// Use [`Policy::rollout_weight`] in rollouts (otherwise uniform).
    pub use_rollout_policy: bool,
    /// Rollouts stop after this many plies and are then scored by [`Policy::evaluate`].
    pub rollout_plies: u32,
    /// Play a move that wins at once when there is one, without searching.
    pub take_wins: bool,
    pub choice: FinalChoice,
}

impl SearchConfig {
    /// A game's tuning of the generic presets: rollouts of `rollout_plies`, a lower exploration
    /// (0.35), `iterations` at the beginner, intermediate, strong and master levels (the
    /// master's is its cap), and a beginner that may play any move scoring within
    /// `beginner_margin` of the best.
    pub fn tuned(
        level: Level,
        rollout_plies: u32,
        iterations: [u32; 4],
        beginner_margin: f64,
    ) -> SearchConfig {
        let mut c = SearchConfig::for_level(level);
        c.rollout_plies = rollout_plies;
        c.exploration = 0.35;
        c.iterations = match level {
            Level::Random => 0,
            Level::Beginner => iterations[0],
            Level::Intermediate => iterations[1],
            Level::Strong => iterations[2],
            Level::Master => iterations[3],
        };
        if level == Level::Beginner {
            c.choice = FinalChoice::Sample {
                margin: beginner_margin,
            };
        }
        c
    }

    /// Generic presets, for a game whose iterations cost about as much as a short rollout.
    pub fn for_level(level: Level) -> SearchConfig {
        let base = SearchConfig {
            iterations: 0,
            exploration: 0.7,
            bias: 1.0,
            use_prior: true,
            use_rollout_policy: true,
            rollout_plies: 200,
            take_wins: true,
            choice: FinalChoice::MostVisited,
        };
        match level {
            Level::Random => SearchConfig {
                take_wins: false,
                choice: FinalChoice::Uniform,
                ..base
            },
            Level::Beginner => SearchConfig {
                iterations: 200,
                choice: FinalChoice::Sample { margin: 0.1 },
                ..base
            },
            Level::Intermediate => SearchConfig {
                iterations: 1_000,
                ..base
            },
            Level::Strong => SearchConfig {
                iterations: 5_000,
                ..base
            },
            // Five times the strong budget at least: `tests/search.rs` asks that of every game,
            // a game with the default policy (`Uniform`) included.
            Level::Master => SearchConfig {
                iterations: 25_000,
                ..base
            },
        }
    }
}

/// Game knowledge for the search. Every method has a neutral default.
pub trait Policy<G: Game> {
    /// Relative weight (> 0) of a legal move in rollouts: larger = played more often.
    fn rollout_weight(&self, _game: &G, _mv: &G::Move) -> f64 {
        1.0
    }

    /// How promising a legal move looks before any search, in `[0, 1]`: orders the first visits
    /// and biases early selection.
    fn prior(&self, _game: &G, _mv: &G::Move) -> f64 {
        0.0
    }

    /// Expected score of every seat (each in `[0, 1]`) in an unfinished position where a rollout
    /// stops; `None` = count it as a draw.
    fn evaluate(&self, _game: &G) -> Option<Vec<f64>> {
        None
    }

    /// The score of every seat in a finished game. The default is the outcome's own scores (win
    /// 1, draw ½, loss 0); a team game can give a seat its team's result here.
    fn reward(&self, _game: &G, outcome: &Outcome) -> Vec<f64> {
        outcome.0.iter().map(|r| r.score()).collect()
    }

    /// The search settings of a level in this game (a game may tune them by variant).
    fn config(&self, _game: &G, level: Level) -> SearchConfig {
        SearchConfig::for_level(level)
    }

    /// The iterations the review's chart spends on each position ([`Search::analyse`]).
    const ANALYSIS_BUDGET: u32 = 1_000;
}

/// The policy without game knowledge.
#[derive(Clone, Copy, Debug, Default)]
pub struct Uniform;

impl<G: Game> Policy<G> for Uniform {}

/// A game the computer can play: names its policy. `impl Ai for MyGame { type Policy = Uniform; }`
/// is enough to start.
pub trait Ai: Game {
    type Policy: Policy<Self> + Default;
}

/// The move the computer plays at `level` in this position, or `None` when nobody is to decide
/// (game over, or dice due: the caller rolls them).
pub fn best_move<G: Ai>(game: &G, level: Level, seed: u64) -> Option<G::Move> {
    best_move_of(game, level.into(), seed)
}

/// [`best_move`] for a player that may search a budget of its own.
pub fn best_move_of<G: Ai>(game: &G, player: Player, seed: u64) -> Option<G::Move> {
    let mut search = search_of(game, player, seed);
    search.run();
    search.choose()
}

/// A new search of `game` by `player` (its level's settings, its own budget if it has one).
pub(super) fn search_of<G: Ai>(game: &G, player: Player, seed: u64) -> Search<G, G::Policy> {
    let policy = G::Policy::default();
    let mut config = policy.config(game, player.level);
    if let Some(n) = player.iterations {
        config.iterations = n;
    }
    Search::new(game.clone(), policy, config, seed)
}

/// What the search knows about one move at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat<M> {
    pub mv: M,
    pub visits: u32,
    /// Mean score for the seat to move (0 when never visited).
    pub value: f64,
    pub prior: f64,
}

/// Who decides at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Seat(Seat),
    Chance,
}

#[derive(Clone, Debug)]
struct Node<M> {
    mv: Option<M>,
    first: u32,
    count: u32,
    expanded: bool,
    visits: u32,
    prior: f64,
    prob: f64,
}

/// How often, in iterations, a search for a move looks whether its leading move is decided
/// (and stops early). A grid counted from the search's start, not from each slice, so that where
/// a search stops, and so the move it chooses, does not depend on how its caller slices the
/// work (the browser's worker runs slices of 32 iterations, `run` of 256).
const STOP_CHECK: u64 = 16;

/// A search in progress over the position `root`.
pub struct Search<G: Game, P: Policy<G>> {
    root: G,
    policy: P,
    config: SearchConfig,
    rng: Rng,
    nodes: Vec<Node<G::Move>>,
    /// Score sums, `seats` per node.
    sums: Vec<f64>,
    seats: usize,
    iterations: u64,
    /// Set when the answer is known without searching (a win in one, a single legal move).
    settled: Option<G::Move>,
    /// An estimate of the position, not a move to play: chance roots are searched too, and
    /// the whole budget is spent (see [`Search::analyse`]).
    analysis: bool,
    /// The leading move can no longer be overtaken (see [`Search::decided`]), as last looked
    /// at on the grid of [`STOP_CHECK`] iterations.
    decided: bool,
    /// The root's visits when this search began: more than 0 when it was carried over from an
    /// earlier search ([`Search::follow`]).
    carried: u64,
    path: Vec<usize>,
    /// Buffers the rollouts reuse from one ply to the next.
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, f64)>,
    weights: Vec<f64>,
}

impl<G: Ai> Search<G, G::Policy> {
    /// A search with the game's own policy and its settings for `level`.
    pub fn for_level(root: G, level: Level, seed: u64) -> Self {
        let policy = G::Policy::default();
        let config = policy.config(&root, level);
        Search::new(root, policy, config, seed)
    }
}

impl<G: Ai> Search<G, G::Policy> {
    /// A search that estimates the position rather than picks a move (the review's chart): the
    /// game's strong settings with a budget of `iterations`, spent whole, also when the dice
    /// are due (then every outcome gets its share of the iterations, so the root's value is the
    /// average over the rolls) or a single move is legal; wins in one are searched like any
    /// other move. [`Search::root_values`] is the estimate and [`Search::best`] the move the
    /// search prefers.
    pub fn analyse(root: G, iterations: u32, seed: u64) -> Self {
        let policy = G::Policy::default();
        let mut config = policy.config(&root, Level::Strong);
        config.iterations = iterations;
        config.take_wins = false;
        config.choice = FinalChoice::MostVisited;
        let mut s = Search::new(root, policy, config, seed);
        s.settled = None;
        s.analysis = true;
        s
    }
}

impl<G: Game, P: Policy<G>> Search<G, P> {
    pub fn new(root: G, policy: P, config: SearchConfig, seed: u64) -> Self {
        let seats = root.seats();
        let mut s = Search {
            root,
            policy,
            config,
            rng: Rng::new(seed),
            nodes: Vec::new(),
            sums: Vec::new(),
            seats,
            iterations: 0,
            settled: None,
            analysis: false,
            decided: false,
            carried: 0,
            path: Vec::new(),
            moves: Vec::new(),
            outcomes: Vec::new(),
            weights: Vec::new(),
        };
        s.push_node(None, 0.0, 1.0);
        s.settled = s.settle();
        s
    }

    /// The move known without searching: the only legal move, or (with
    /// [`SearchConfig::take_wins`]) one that wins at once.
    fn settle(&self) -> Option<G::Move> {
        let ToMove::Seat(me) = self.root.to_move() else {
            return None;
        };
        let moves = self.root.legal_moves();
        if moves.len() == 1 {
            return moves.into_iter().next();
        }
        if !self.config.take_wins {
            return None;
        }
        moves.into_iter().find(|mv| {
            let mut g = self.root.clone();
            g.play_quiet(mv).is_ok()
                && matches!(g.to_move(), ToMove::Over(ref o)
                    if o.0.get(me as usize) == Some(&crate::engine::SeatResult::Win))
        })
    }

    pub fn root(&self) -> &G {
        &self.root
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Iterations done so far.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Nodes in the tree.
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the budget is spent, or no search is needed (over, chance, a single move, a win
    /// in one, or a random player).
    pub fn is_done(&self) -> bool {
        if self.analysis {
            return matches!(self.root.to_move(), ToMove::Over(_))
                || self.iterations >= self.config.iterations as u64;
        }
        self.settled.is_some()
            || self.config.choice == FinalChoice::Uniform
            || !matches!(self.root.to_move(), ToMove::Seat(_))
            || self.iterations >= self.config.iterations as u64
            || self.decided
    }

    /// With [`FinalChoice::MostVisited`]: the leading move cannot be overtaken any more within
    /// the budget, so the rest of it would not change the move.
    fn decided(&self) -> bool {
        if self.config.choice != FinalChoice::MostVisited || self.iterations == 0 {
            return false;
        }
        let root = &self.nodes[0];
        let (mut first, mut second) = (0u64, 0u64);
        for c in root.first..root.first + root.count {
            let v = self.nodes[c as usize].visits as u64;
            if v > first {
                second = first;
                first = v;
            } else if v > second {
                second = v;
            }
        }
        let left = (self.config.iterations as u64).saturating_sub(self.iterations);
        first > second + left
    }

    /// Runs what is left of the budget.
    pub fn run(&mut self) {
        while !self.is_done() {
            let left = self.config.iterations as u64 - self.iterations;
            self.iterate(left.min(256) as u32);
        }
    }

    /// Runs up to `n` more iterations, never past the search's end ([`Search::is_done`]:
    /// the budget spent, or the move decided; nothing when the root is not a seat's decision).
    /// A search sliced into any calls ends where it ends in one, with the same tree and move.
    pub fn iterate(&mut self, n: u32) {
        match self.root.to_move() {
            ToMove::Seat(_) => {}
            ToMove::Chance if self.analysis => {}
            _ => return,
        }
        for _ in 0..n {
            if self.is_done() {
                return;
            }
            self.iterate_once();
            if !self.analysis && self.iterations.is_multiple_of(STOP_CHECK) {
                self.decided = self.decided();
            }
        }
    }

    /// The root moves with their statistics, best prior first.
    pub fn stats(&self) -> Vec<MoveStat<G::Move>> {
        let root = &self.nodes[0];
        let ToMove::Seat(me) = self.root.to_move() else {
            return Vec::new();
        };
        (root.first..root.first + root.count)
            .map(|c| {
                let n = &self.nodes[c as usize];
                MoveStat {
                    mv: n.mv.clone().expect("children have moves"),
                    visits: n.visits,
                    value: self.mean(c as usize, me),
                    prior: n.prior,
                }
            })
            .collect()
    }

    /// The move the search would play now: the settled move, else the most visited one (`None`
    /// before the first iteration, or when no seat is to decide).
    pub fn best(&self) -> Option<G::Move> {
        if let Some(mv) = &self.settled {
            return Some(mv.clone());
        }
        let stats = self.stats();
        let mut best: Option<&MoveStat<G::Move>> = None;
        for s in stats.iter().filter(|s| s.visits > 0) {
            if best.is_none_or(|b| (s.visits, s.value) > (b.visits, b.value)) {
                best = Some(s);
            }
        }
        best.map(|s| s.mv.clone())
    }

    /// The move to play, by the configured final choice (may draw from the search's generator).
    pub fn choose(&mut self) -> Option<G::Move> {
        if !matches!(self.root.to_move(), ToMove::Seat(_)) {
            return None;
        }
        if let Some(mv) = &self.settled {
            return Some(mv.clone());
        }
        match self.config.choice {
            FinalChoice::Uniform => {
                let moves = self.root.legal_moves();
                (!moves.is_empty()).then(|| self.rng.choose(&moves).clone())
            }
            FinalChoice::MostVisited => self.best().or_else(|| self.first_move()),
            FinalChoice::Sample { margin } => {
                let stats: Vec<_> = self.stats().into_iter().filter(|s| s.visits > 0).collect();
                let Some(top) = stats.iter().map(|s| s.value).reduce(f64::max) else {
                    return self.first_move();
                };
                let weights: Vec<f64> = stats
                    .iter()
                    .map(|s| {
                        if s.value >= top - margin {
                            (s.visits as f64).powi(2)
                        } else {
                            0.0
                        }
                    })
                    .collect();
                Some(stats[self.rng.weighted(&weights)].mv.clone())
            }
        }
    }

    /// Every seat's expected score from the root (win 1, draw ½, loss 0, as the policy scores a
    /// finished game): the mean of the iterations through the most visited move (at the dice,
    /// through the root), the result itself when the game is over, and a draw for everyone
    /// before the first iteration.
    pub fn root_values(&self) -> Vec<f64> {
        if matches!(self.root.to_move(), ToMove::Over(_)) {
            return self.over_reward(&self.root);
        }
        // At a decision, the root's mean also averages the moves tried only to explore, which
        // underrates the seat to move: the most visited move's mean is the estimate. At the
        // dice, the root's mean is the average over the outcomes, as wanted.
        let root = &self.nodes[0];
        let mut node = 0;
        if matches!(self.root.to_move(), ToMove::Seat(_)) {
            let children = root.first as usize..(root.first + root.count) as usize;
            if let Some(c) = children.max_by_key(|&c| (self.nodes[c].visits, std::cmp::Reverse(c)))
            {
                node = c;
            }
        }
        let visits = self.nodes[node].visits;
        if visits == 0 {
            return vec![0.5; self.seats];
        }
        let base = node * self.seats;
        self.sums[base..base + self.seats]
            .iter()
            .map(|s| s / visits as f64)
            .collect()
    }

    /// Every seat's expected score after the root move `mv` as this search sees it (the mean
    /// of the iterations through it), after making sure at least `min_visits` went through
    /// it (at the dice, one: each outcome keeps its share of the iterations): the review compares the move played with the one preferred in the same tree, so the
    /// searches' biases cancel. `None` when `mv` is not a root move.
    pub fn values_after(&mut self, mv: &G::Move, min_visits: u32) -> Option<Vec<f64>> {
        if self.nodes[0].visits == 0 {
            self.iterate_once_through(None);
        }
        let root = &self.nodes[0];
        let c = (root.first as usize..(root.first + root.count) as usize)
            .find(|&c| self.nodes[c].mv.as_ref() == Some(mv))?;
        // At the dice, the outcome's own share of the iterations: searched deeper than the
        // other outcomes, it would look better than they do only for that.
        let min_visits = if matches!(self.root.to_move(), ToMove::Chance) {
            1
        } else {
            min_visits
        };
        while self.nodes[c].visits < min_visits {
            self.iterate_once_through(Some(c));
        }
        let visits = self.nodes[c].visits.max(1) as f64;
        let base = c * self.seats;
        Some(
            self.sums[base..base + self.seats]
                .iter()
                .map(|s| s / visits)
                .collect(),
        )
    }

    fn first_move(&self) -> Option<G::Move> {
        self.root.legal_moves().into_iter().next()
    }

    fn push_node(&mut self, mv: Option<G::Move>, prior: f64, prob: f64) {
        self.nodes.push(Node {
            mv,
            first: 0,
            count: 0,
            expanded: false,
            visits: 0,
            prior,
            prob,
        });
        self.sums.extend(std::iter::repeat_n(0.0, self.seats));
    }

    fn mean(&self, node: usize, seat: Seat) -> f64 {
        let n = &self.nodes[node];
        if n.visits == 0 {
            0.0
        } else {
            self.sums[node * self.seats + seat as usize] / n.visits as f64
        }
    }

    fn expand(&mut self, node: usize, game: &G, kind: Kind) {
        let first = self.nodes.len() as u32;
        match kind {
            Kind::Chance => {
                for (mv, p) in game.chance_outcomes() {
                    self.push_node(Some(mv), 0.0, p);
                }
            }
            Kind::Seat(_) => {
                let mut children: Vec<(G::Move, f64)> = game
                    .legal_moves()
                    .into_iter()
                    .map(|mv| {
                        let prior = if self.config.use_prior {
                            self.policy.prior(game, &mv)
                        } else {
                            0.0
                        };
                        (mv, prior)
                    })
                    .collect();
                // Stable: equal priors keep the game's move order.
                children.sort_by(|a, b| b.1.total_cmp(&a.1));
                for (mv, prior) in children {
                    self.push_node(Some(mv), prior, 1.0);
                }
            }
        }
        let count = self.nodes.len() as u32 - first;
        let n = &mut self.nodes[node];
        n.first = first;
        n.count = count;
        n.expanded = true;
    }

    fn select(&self, node: usize, seat: Seat) -> usize {
        let n = &self.nodes[node];
        let range = n.first as usize..(n.first + n.count) as usize;
        if let Some(c) = range.clone().find(|&c| self.nodes[c].visits == 0) {
            return c;
        }
        // The platform-independent logarithm: the same choice natively and in the browser.
        let log_n = crate::engine::math::ln(n.visits.max(1) as f64);
        let mut best = range.start;
        let mut best_value = f64::NEG_INFINITY;
        for c in range {
            let child = &self.nodes[c];
            let v = child.visits as f64;
            let value = self.mean(c, seat)
                + self.config.exploration * (log_n / v).sqrt()
                + self.config.bias * child.prior / (v + 1.0);
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    fn select_chance(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let total = n.visits as f64 + 1.0;
        let mut best = n.first as usize;
        let mut best_gap = f64::NEG_INFINITY;
        for c in n.first as usize..(n.first + n.count) as usize {
            let child = &self.nodes[c];
            let gap = child.prob * total - child.visits as f64;
            if gap > best_gap {
                best_gap = gap;
                best = c;
            }
        }
        best
    }

    fn iterate_once(&mut self) {
        self.iterate_once_through(None);
    }

    /// One iteration; `through` is the root child it must go through (its index).
    fn iterate_once_through(&mut self, through: Option<usize>) {
        let mut game = self.root.clone();
        let mut node = 0usize;
        self.path.clear();
        self.path.push(0);
        let rewards = loop {
            let kind = match game.mover() {
                Mover::Over => break self.over_reward(&game),
                Mover::Seat(s) => Kind::Seat(s),
                Mover::Chance => Kind::Chance,
            };
            if node != 0 && self.nodes[node].visits == 0 {
                break self.rollout(game);
            }
            if !self.nodes[node].expanded {
                self.expand(node, &game, kind);
            }
            if self.nodes[node].count == 0 {
                // No move although the game is not over: a broken position; call it a draw.
                break vec![0.5; self.seats];
            }
            let child = match (kind, through) {
                (_, Some(c)) if node == 0 => c,
                (Kind::Seat(s), _) => self.select(node, s),
                (Kind::Chance, _) => self.select_chance(node),
            };
            let mv = self.nodes[child].mv.as_ref().expect("children have moves");
            game.play_legal(mv);
            node = child;
            self.path.push(child);
        };
        for &n in &self.path {
            self.nodes[n].visits += 1;
            let base = n * self.seats;
            for (s, r) in rewards.iter().enumerate().take(self.seats) {
                self.sums[base + s] += r;
            }
        }
        self.iterations += 1;
    }

    /// The policy's reward for a finished game.
    fn over_reward(&self, game: &G) -> Vec<f64> {
        match game.to_move() {
            ToMove::Over(o) => self.policy.reward(game, &o),
            _ => vec![0.5; self.seats],
        }
    }

    fn rollout(&mut self, mut game: G) -> Vec<f64> {
        for _ in 0..self.config.rollout_plies {
            let mv = match game.mover() {
                Mover::Over => return self.over_reward(&game),
                Mover::Chance => {
                    game.chance_outcomes_into(&mut self.outcomes);
                    if self.outcomes.is_empty() {
                        break;
                    }
                    self.weights.clear();
                    self.weights.extend(self.outcomes.iter().map(|(_, p)| *p));
                    self.outcomes[self.rng.weighted(&self.weights)].0.clone()
                }
                Mover::Seat(_) => {
                    game.legal_moves_into(&mut self.moves);
                    if self.moves.is_empty() {
                        break;
                    }
                    if self.config.use_rollout_policy {
                        self.weights.clear();
                        let policy = &self.policy;
                        self.weights.extend(
                            self.moves
                                .iter()
                                .map(|m| policy.rollout_weight(&game, m).max(1e-9)),
                        );
                        self.moves[self.rng.weighted(&self.weights)].clone()
                    } else {
                        self.rng.choose(&self.moves).clone()
                    }
                }
            };
            game.play_legal(&mv);
        }
        if game.mover() == Mover::Over {
            return self.over_reward(&game);
        }
        self.policy
            .evaluate(&game)
            .unwrap_or_else(|| vec![0.5; self.seats])
    }
}

/// One node of a search's tree ([`Search::node`]).
#[derive(Clone, Debug, PartialEq)]
pub struct NodeStat<M> {
    pub visits: u32,
    /// Every seat's score, summed over the iterations through the node.
    pub sums: Vec<f64>,
    /// The moves (at the dice: the outcomes) below it, in the tree's order; none before the
    /// node is expanded.
    pub children: Vec<M>,
}

/// How many plies below the root of a search [`Search::follow`] looks for a later position.
/// Enough for a whole round of a dice game (Barne-zirkulua: the rest of a turn, the other
/// seats' entry rolls, roll and actions, and the own rolls again); a deeper node has too few
/// visits to be worth finding.
pub const FOLLOW_DEPTH: u32 = 16;

/// The largest tree (in nodes) a caller keeps between moves to carry over; a larger one is
/// dropped and the next search starts afresh, so memory stays bounded (a node takes 32 to 40
/// bytes, and 8 more per seat: about 55 MB for two seats). The largest master tree of a whole
/// cap natively is Fidchell's, about 760 000 nodes; a tree carried over keeps only the part
/// below the position that followed, a few per cent of it in Fidchell.
pub const KEEP_NODES: usize = 1 << 20;

/// Carrying a search over to a later position: the tree is kept between moves.
///
/// A finished search's tree also holds what it found about the positions after its root. When
/// the game reaches one of them (the move chosen, a reply, dice, more decisions of the same
/// seat), [`Search::follow`] makes that node the root: its subtree keeps every visit and score
/// sum, everything else is dropped, and the search goes on from there as if it had begun there
/// with its statistics already in place.
///
/// - **Budget**: the iterations count afresh from 0 after a carry-over; the budget is the
///   number of *new* iterations. What a move costs (its time, the player's wait) is the new
///   iterations; the visits carried over are free, so they add to the move's strength instead
///   of shortening its search. (Counting the root's visits against the budget would make a
///   carried-over move cheaper but no stronger whenever the budget, not the time, ends it.)
///   The tree is bounded all the same ([`KEEP_NODES`]) by the callers that keep it.
/// - **Early stop**: whether the leading move is decided is judged on the root moves' visits,
///   carried ones included, against the new iterations left: when the carried tree already
///   leads by more than the rest of the budget could change, the search stops early, as any
///   other.
/// - **Settled**: the root is looked at again (a single legal move, a win in one), as a new
///   search would; a settled search runs no iterations but keeps its tree for the next move.
/// - **Any root**: a seat's decision, the dice, or a finished game; a search whose root is not
///   a decision runs nothing and chooses nothing, as a new one would, and can be followed on.
/// - **Seed**: the generator starts again from the new seed, so the same history of
///   positions, seeds and budgets gives the same moves.
impl<G: Game, P: Policy<G>> Search<G, P> {
    /// Carries this search over to `target` when it follows from the root by moves in the
    /// tree, within [`FOLLOW_DEPTH`] plies (the root itself included): the node of that
    /// position becomes the root (its subtree kept, the rest dropped), the generator is seeded
    /// with `seed` and the budget counts afresh. Positions are compared exactly (`==`); of several nodes of
    /// the same position (moves in another order) the most visited is taken. `false`, and
    /// nothing changed, when the position is not in the tree (or only at unvisited nodes).
    pub fn follow(&mut self, target: &G, seed: u64) -> bool {
        match self.node_of(target, FOLLOW_DEPTH) {
            Some(node) => {
                self.follow_node(node, target.clone(), seed);
                true
            }
            None => false,
        }
    }

    /// [`Search::follow`] along known moves: the node reached from the root by `moves` (each
    /// one a child of the last; any depth) becomes the root. `false`, and nothing changed, when
    /// the tree does not reach that far or the node was never visited.
    pub fn follow_moves(&mut self, moves: &[G::Move], seed: u64) -> bool {
        let Some(node) = self.node_after(moves) else {
            return false;
        };
        if self.nodes[node].visits == 0 {
            return false;
        }
        let mut root = self.root.clone();
        for mv in moves {
            root.play_legal(mv);
        }
        self.follow_node(node, root, seed);
        true
    }

    /// The root's visits when this search began: what an earlier search left it
    /// ([`Search::follow`]; 0 for a search begun afresh).
    pub fn carried(&self) -> u64 {
        self.carried
    }

    /// The root's visits now: those carried over and those of this search's iterations.
    pub fn root_visits(&self) -> u64 {
        self.nodes[0].visits as u64
    }

    /// The node reached from the root by `moves` (each a child of the last), as the tree
    /// holds it; `None` when the tree does not reach it. For tests and tools.
    pub fn node(&self, moves: &[G::Move]) -> Option<NodeStat<G::Move>> {
        let node = self.node_after(moves)?;
        let n = &self.nodes[node];
        let base = node * self.seats;
        Some(NodeStat {
            visits: n.visits,
            sums: self.sums[base..base + self.seats].to_vec(),
            children: (n.first..n.first + n.count)
                .map(|c| {
                    self.nodes[c as usize]
                        .mv
                        .clone()
                        .expect("children have moves")
                })
                .collect(),
        })
    }

    /// The index of the node reached from the root by `moves`.
    fn node_after(&self, moves: &[G::Move]) -> Option<usize> {
        let mut node = 0;
        for mv in moves {
            let n = &self.nodes[node];
            node = (n.first as usize..(n.first + n.count) as usize)
                .find(|&c| self.nodes[c].mv.as_ref() == Some(mv))?;
        }
        Some(node)
    }

    /// The most visited node of the position `target` within `depth` plies of the root (only
    /// visited nodes count), searched depth first, the most visited child first. A node has
    /// no more visits than its parent, so once a match is found, nodes with no more visits
    /// than it are not searched: the search ends quickly when the position is on a well-trodden
    /// line. Ties go to the node found first.
    fn node_of(&self, target: &G, depth: u32) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        let mut stack = vec![(0usize, 0u32, self.root.clone())];
        let mut children: Vec<usize> = Vec::new();
        while let Some((node, d, game)) = stack.pop() {
            let n = &self.nodes[node];
            if n.visits == 0 || best.is_some_and(|(_, v)| n.visits <= v) {
                continue;
            }
            if game == *target {
                // Everything below has fewer visits.
                best = Some((node, n.visits));
                continue;
            }
            if d >= depth || !n.expanded {
                continue;
            }
            children.clear();
            children.extend(
                (n.first as usize..(n.first + n.count) as usize)
                    .filter(|&c| self.nodes[c].visits > 0),
            );
            // The most visited on top of the stack (ties: the first child).
            children.sort_by_key(|&c| (self.nodes[c].visits, std::cmp::Reverse(c)));
            for &c in &children {
                let mut g = game.clone();
                g.play_legal(self.nodes[c].mv.as_ref().expect("children have moves"));
                stack.push((c, d + 1, g));
            }
        }
        best.map(|(node, _)| node)
    }

    /// Makes `node` (whose position is `root`) the root: its subtree is moved to the front of
    /// the arena in place, in its old order (a node's children stay one block, and every node
    /// still comes before its children), the rest dropped. Linear in the tree's size; the one
    /// allocation is a map from old to new indices.
    fn follow_node(&mut self, node: usize, root: G, seed: u64) {
        if node != 0 {
            const GONE: u32 = u32::MAX;
            let mut map = vec![GONE; self.nodes.len()];
            let mut stack = vec![node];
            while let Some(n) = stack.pop() {
                map[n] = 0;
                let kept = &self.nodes[n];
                if kept.expanded {
                    stack.extend(kept.first as usize..(kept.first + kept.count) as usize);
                }
            }
            // Every node of the subtree comes after `node` (children are made after their
            // parent), and a node moves only down, to a slot whose node is gone or moved.
            let seats = self.seats;
            let mut next = 0usize;
            for (old, new) in map.iter_mut().enumerate().skip(node) {
                if *new == GONE {
                    continue;
                }
                *new = next as u32;
                if old != next {
                    self.nodes.swap(old, next);
                    self.sums
                        .copy_within(old * seats..(old + 1) * seats, next * seats);
                }
                next += 1;
            }
            self.nodes.truncate(next);
            self.sums.truncate(next * seats);
            for n in &mut self.nodes {
                // (An expanded node without children points past its block: nowhere.)
                n.first = if n.count > 0 {
                    map[n.first as usize]
                } else {
                    0
                };
            }
            let r = &mut self.nodes[0];
            r.mv = None;
            r.prior = 0.0;
            r.prob = 1.0;
        }
        self.root = root;
        self.rng = Rng::new(seed);
        self.iterations = 0;
        self.decided = false;
        self.carried = self.nodes[0].visits as u64;
        self.settled = if self.analysis { None } else { self.settle() };
    }
}

/// A search behind strings, for code that handles every game alike (command line, web worker).
pub trait DynSearch {
    /// Runs `n` more iterations.
    fn iterate(&mut self, n: u32);
    /// Whether the level's budget is spent (or no search is needed).
    fn is_done(&self) -> bool;
    fn iterations(&self) -> u64;
    /// The level's budget in iterations.
    fn budget(&self) -> u32;
    /// The most visited move so far.
    fn best_string(&self) -> Option<String>;
    /// The move to play, by the level's final choice.
    fn choose_string(&mut self) -> Option<String>;
    /// Root moves: text, visits, mean score for the seat to move.
    fn stat_strings(&self) -> Vec<(String, u32, f64)>;
    /// Every seat's expected score from the root ([`Search::root_values`]).
    fn root_values(&self) -> Vec<f64>;
    /// Whose turn the root is: the seat to decide, or the one whose dice are due.
    fn root_turn(&self) -> Option<Seat>;
    /// Every seat's expected score after the root move `mv` ([`Search::values_after`]).
    fn values_after(&mut self, mv: &str, min_visits: u32) -> Option<Vec<f64>>;
    /// Carries the search over to the later position `position` of the same game, seeded with
    /// `seed` ([`Search::follow`]); `false` (nothing changed) when it does not follow from the
    /// root in the tree, or does not parse.
    fn follow(&mut self, position: &str, seed: u64) -> bool;
    /// The root's visits carried over from an earlier search ([`Search::carried`]).
    fn carried(&self) -> u64;
    /// Nodes in the tree ([`Search::tree_size`]).
    fn tree_size(&self) -> usize;
}

impl<G: Game, P: Policy<G>> DynSearch for Search<G, P> {
    fn iterate(&mut self, n: u32) {
        Search::iterate(self, n)
    }
    fn is_done(&self) -> bool {
        Search::is_done(self)
    }
    fn iterations(&self) -> u64 {
        Search::iterations(self)
    }
    fn budget(&self) -> u32 {
        self.config.iterations
    }
    fn best_string(&self) -> Option<String> {
        self.best().map(|m| self.root().move_text(&m))
    }
    fn choose_string(&mut self) -> Option<String> {
        self.choose().map(|m| self.root().move_text(&m))
    }
    fn stat_strings(&self) -> Vec<(String, u32, f64)> {
        self.stats()
            .into_iter()
            .map(|s| (self.root().move_text(&s.mv), s.visits, s.value))
            .collect()
    }
    fn root_values(&self) -> Vec<f64> {
        Search::root_values(self)
    }
    fn root_turn(&self) -> Option<Seat> {
        self.root.turn()
    }
    fn values_after(&mut self, mv: &str, min_visits: u32) -> Option<Vec<f64>> {
        let mv = self.root.parse_move(mv).ok()?;
        Search::values_after(self, &mv, min_visits)
    }
    fn follow(&mut self, position: &str, seed: u64) -> bool {
        G::from_position(position).is_ok_and(|target| Search::follow(self, &target, seed))
    }
    fn carried(&self) -> u64 {
        Search::carried(self)
    }
    fn tree_size(&self) -> usize {
        Search::tree_size(self)
    }
}
