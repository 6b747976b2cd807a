//! The computer player's side of the page: the messages between the app and the Web Worker that
//! searches, and the worker's state machine. Pure Rust (tested natively); the browser glue is in
//! [`web`] and the worker binary is `src/worker_main.rs`.
//!
//! # Protocol
//! Every message is one JSON text (the app and the worker both serialise with serde, so numbers
//! such as 64-bit seeds keep every bit).
//! - App → worker: [`Request::Search`] (an id chosen by the app, the game's name, a position
//!   string, a level name and a seed), [`Request::Analyse`] (an id, the game, a position and a
//!   seed: the review's estimate of one position) or [`Request::Cancel`] (an id).
//! - Worker → app: [`Response::Ready`] once when it has started (the app holds its requests
//!   until then), then [`Response::Move`] (the id and the chosen move string),
//!   [`Response::Estimate`] (the id, every seat's expected score, the move the search prefers)
//!   or [`Response::Error`] (the id and a message a player can read; id 0 when the request
//!   itself was unreadable).
//!
//! The worker holds at most one search for a move and one estimate, and runs them in slices of
//! [`SLICE`] iterations, the search for a move first: the review's estimates, which fill in in
//! the background, never hold up the computer's move. Between slices it goes back to its event
//! loop, so a cancel (or a newer request of the same kind, which replaces the one in progress)
//! is seen within one slice. A search at a level that thinks by time (the master) answers when
//! its iteration cap is spent or [`THINKING_MS`] have passed, whichever comes first; the time is
//! an input of [`WorkerCore::step_at`]. A cancelled request never answers. The app ignores answers whose id
//! it no longer waits for, so a late answer after an undo cannot play a stale move.
//!
//! # The master's tree is kept
//! The last search at the master level (the computer's move or the hint: both ask the master)
//! is kept when it answers, is cancelled or is replaced. A later master search of the same game
//! whose position follows from the kept one's root by moves in its tree (within
//! [`FOLLOW_DEPTH`] plies: the move chosen, the replies, the dice, more decisions of one seat)
//! goes on from that node with its statistics ([`DynSearch::follow`]; positions are compared
//! exactly, and the iterations count afresh) and says how many visits it carried over
//! ([`Response::Move`]'s `carried`); any other master search starts afresh and the kept tree
//! is dropped. A tree larger than [`KEEP_NODES`] is not kept. Searches at other levels and
//! estimates never use it and leave it as it is. A node's statistics depend only on its
//! position, so a kept tree can serve only the very position it holds: a cancelled or replaced
//! search, another game or a game started again cannot lend a position the statistics of
//! another.
//!
//! [`FOLLOW_DEPTH`]: crate::ai::search::FOLLOW_DEPTH

#[cfg(target_arch = "wasm32")]
pub mod web;

use crate::ai::level::Level;
use crate::ai::search::{DynSearch, KEEP_NODES};
use crate::games;
use serde::{Deserialize, Serialize};

/// Iterations the worker runs before it looks at its messages again.
pub const SLICE: u32 = 250;

/// How long a level that thinks by time ([`Level::thinks_by_time`]) may search one move, in
/// milliseconds from its first slice; its iterations are then a cap. The worker's glue reads
/// the clock and passes the time in ([`WorkerCore::step_at`]), so the state machine stays
/// clock-free and testable natively.
pub const THINKING_MS: f64 = 1_500.0;

/// A message from the app to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Request {
    /// Search `position` of `game` at `level` (a [`Level`] name) with `seed`; answer with `id`.
    Search {
        id: u32,
        game: String,
        position: String,
        level: String,
        seed: u64,
    },
    /// Estimate `position` of `game` (see `Search::analyse`) with `seed`, spending the game's
    /// analysis budget, or `iterations` when given; with `played`, the ply played there, also
    /// the scores after it as the same search sees them.
    Analyse {
        id: u32,
        game: String,
        position: String,
        seed: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        played: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        iterations: Option<u32>,
    },
    /// Stop the search `id` if it is still running; it will not answer.
    Cancel { id: u32 },
}

/// A message from the worker to the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Response {
    /// The move the search chose, and how many iterations it ran; `carried`: the visits of
    /// its root carried over from the kept master search (left out when 0).
    Move {
        id: u32,
        mv: String,
        iterations: u64,
        #[serde(default, skip_serializing_if = "is_zero")]
        carried: u64,
    },
    /// An estimate: every seat's expected score (win 1, draw ½), the move the search prefers
    /// (none when the dice are due or the game is over), whose turn it is (the seat to decide
    /// or to roll), and how many iterations it ran.
    Estimate {
        id: u32,
        values: Vec<f64>,
        best: Option<String>,
        turn: Option<u8>,
        /// The scores after the ply `played` (none when not asked, or not a move here).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<Vec<f64>>,
        iterations: u64,
    },
    /// The request could not be served.
    Error { id: u32, message: String },
    /// The worker has started and takes requests (sent once, first: messages sent before it
    /// would be lost while the worker's WebAssembly is still loading).
    Ready,
}

/// What the app reads first of every answer: its kind (`ready`, `move`, `estimate`, `error`)
/// and the request it answers. The app then reads the rest as that kind only ([`MoveReply`],
/// [`ErrorReply`], or a whole [`Response`] for an estimate), so a page that never asks for an
/// estimate (an embedded board) does not carry the code that reads one.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Header {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub id: u32,
}

/// A [`Response::Move`] as the app reads it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct MoveReply {
    pub mv: String,
}

/// A [`Response::Error`] as the app reads it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ErrorReply {
    pub message: String,
}

impl Request {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Request, String> {
        serde_json::from_str(text).map_err(|e| {
            format!(
                "unreadable request: {}",
                crate::engine::record::json_error(&e)
            )
        })
    }
}

impl Response {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Response, String> {
        serde_json::from_str(text).map_err(|e| {
            format!(
                "unreadable answer: {}",
                crate::engine::record::json_error(&e)
            )
        })
    }

    /// The request this answers.
    pub fn id(&self) -> u32 {
        match self {
            Response::Move { id, .. }
            | Response::Estimate { id, .. }
            | Response::Error { id, .. } => *id,
            Response::Ready => 0,
        }
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Runs up to `iterations` of `job`'s search: whether it is finished.
fn advance(job: &mut Job, iterations: u32) -> bool {
    if !job.search.is_done() {
        job.search.iterate(iterations);
    }
    job.search.is_done()
}

struct Job {
    id: u32,
    search: Box<dyn DynSearch>,
    /// An estimate's ply played, whose scores it also reports.
    played: Option<String>,
    /// For a level that thinks by time: when its first slice ran (the caller's clock, in ms),
    /// once it has.
    timed: Option<Option<f64>>,
    /// The game's name, for a search that is kept when it ends (the master's).
    keep: Option<String>,
}

/// The last master search, kept for a later position of the same game.
struct Kept {
    game: String,
    search: Box<dyn DynSearch>,
}

/// The worker's state: at most one search for a move and one estimate in progress, and the
/// last master search.
#[derive(Default)]
pub struct WorkerCore {
    job: Option<Job>,
    estimate: Option<Job>,
    kept: Option<Kept>,
}

impl WorkerCore {
    pub fn new() -> WorkerCore {
        WorkerCore::default()
    }

    /// The id of the request the next slice works on: the search for a move, else the
    /// estimate.
    pub fn current(&self) -> Option<u32> {
        self.job.as_ref().or(self.estimate.as_ref()).map(|j| j.id)
    }

    /// Nodes in the kept master search's tree, if one is kept.
    pub fn kept_tree(&self) -> Option<usize> {
        self.kept.as_ref().map(|k| k.search.tree_size())
    }

    /// Keeps a master search that ended, was cancelled or replaced (when not too large).
    fn keep(&mut self, job: Job) {
        if let Some(game) = job.keep {
            self.kept = (job.search.tree_size() <= KEEP_NODES).then_some(Kept {
                game,
                search: job.search,
            });
        }
    }

    /// A master search of `position` of `game`: the kept one carried over when the position
    /// follows from it, else none (and the kept one is dropped).
    fn follow_kept(&mut self, game: &str, position: &str, seed: u64) -> Option<Box<dyn DynSearch>> {
        let mut kept = self.kept.take()?;
        (kept.game == game && kept.search.follow(position, seed)).then_some(kept.search)
    }

    /// Takes one message. A search replaces the one in progress (which then never answers); a
    /// request that cannot be served is answered at once with an error.
    pub fn handle(&mut self, request: Request) -> Option<Response> {
        match request {
            Request::Cancel { id } => {
                if self.job.as_ref().is_some_and(|j| j.id == id) {
                    if let Some(job) = self.job.take() {
                        self.keep(job);
                    }
                }
                if self.estimate.as_ref().is_some_and(|j| j.id == id) {
                    self.estimate = None;
                }
                None
            }
            Request::Analyse {
                id,
                game,
                position,
                seed,
                played,
                iterations,
            } => {
                self.estimate = None;
                let Some(entry) = games::ai(&game) else {
                    return Some(Response::Error {
                        id,
                        message: format!("unknown game \"{game}\""),
                    });
                };
                let budget = iterations.unwrap_or(entry.analysis_budget);
                match (entry.analyse)(&position, budget, seed) {
                    Ok(search) => {
                        self.estimate = Some(Job {
                            id,
                            search,
                            played,
                            timed: None,
                            keep: None,
                        });
                        None
                    }
                    Err(e) => Some(Response::Error {
                        id,
                        message: format!("bad position: {e}"),
                    }),
                }
            }
            Request::Search {
                id,
                game,
                position,
                level,
                seed,
            } => {
                if let Some(job) = self.job.take() {
                    self.keep(job);
                }
                let error = |message: String| Some(Response::Error { id, message });
                let Some(entry) = games::ai(&game) else {
                    return error(format!("unknown game \"{game}\""));
                };
                let level: Level = match level.parse() {
                    Ok(l) => l,
                    Err(e) => return error(format!("{e}")),
                };
                // The master (the level that thinks by time) keeps its tree between requests.
                let timed = level.thinks_by_time();
                let followed = if timed {
                    self.follow_kept(&game, &position, seed)
                } else {
                    None
                };
                let search = match followed {
                    Some(search) => Ok(search),
                    None => (entry.search)(&position, level, seed),
                };
                match search {
                    Ok(search) => {
                        self.job = Some(Job {
                            id,
                            search,
                            played: None,
                            timed: timed.then_some(None),
                            keep: timed.then_some(game),
                        });
                        None
                    }
                    Err(e) => error(format!("bad position: {e}")),
                }
            }
        }
    }

    /// Takes one message as JSON text; an unreadable one is answered with an error for id 0.
    pub fn handle_text(&mut self, text: &str) -> Option<Response> {
        match Request::from_json(text) {
            Ok(request) => self.handle(request),
            Err(message) => Some(Response::Error { id: 0, message }),
        }
    }

    /// Runs up to `iterations` of the search in progress; the answer once it is finished. No
    /// clock: a level that thinks by time searches its whole cap (native callers and tests).
    pub fn step(&mut self, iterations: u32) -> Option<Response> {
        self.step_at(iterations, None)
    }

    /// [`WorkerCore::step`] at the time `now` (milliseconds, any origin, from the caller's
    /// clock): a search for a move at a level that thinks by time answers, without searching
    /// further, once [`THINKING_MS`] have passed since its first slice (it has searched at
    /// least that slice).
    pub fn step_at(&mut self, iterations: u32, now: Option<f64>) -> Option<Response> {
        let Some(job) = self.job.as_mut() else {
            return self.step_estimate(iterations);
        };
        let time_up = match (&mut job.timed, now) {
            (Some(started @ None), Some(now)) => {
                *started = Some(now);
                false
            }
            (Some(Some(started)), Some(now)) => now - *started >= THINKING_MS,
            _ => false,
        };
        if !time_up && !advance(job, iterations) {
            return None;
        }
        let mut job = self.job.take()?;
        let answer = match job.search.choose_string() {
            Some(mv) => Response::Move {
                id: job.id,
                mv,
                iterations: job.search.iterations(),
                carried: job.search.carried(),
            },
            None => Response::Error {
                id: job.id,
                message: "there is no move to play in this position".into(),
            },
        };
        self.keep(job);
        Some(answer)
    }

    fn step_estimate(&mut self, iterations: u32) -> Option<Response> {
        if !advance(self.estimate.as_mut()?, iterations) {
            return None;
        }
        let mut job = self.estimate.take()?;
        // The estimate first: the visits forced through the ply played must not change it.
        let values = job.search.root_values();
        let best = job.search.best_string();
        let iterations = job.search.iterations();
        let budget = job.search.budget();
        let after = job
            .played
            .as_deref()
            .and_then(|mv| job.search.values_after(mv, (budget / 8).max(1)));
        Some(Response::Estimate {
            id: job.id,
            values,
            best,
            turn: job.search.root_turn(),
            after,
            iterations,
        })
    }

    /// Runs the requests in progress until one answers (native callers and tests).
    pub fn finish(&mut self) -> Option<Response> {
        while self.current().is_some() {
            if let Some(r) = self.step(SLICE) {
                return Some(r);
            }
        }
        None
    }
}
