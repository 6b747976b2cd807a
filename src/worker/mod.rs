//! The computer player's side of the page: the messages between the app and the Web Worker that
//! searches, and the worker's state machine. Pure Rust (tested natively); the browser glue is in
//! [`web`] and the worker binary is `src/worker_main.rs`.
//!
//! # Protocol
//! Every message is one JSON text (the app and the worker both serialise with serde, so numbers
//! such as 64-bit seeds keep every bit).
//! - App → worker: [`Request::Search`] (an id chosen by the app, the game's name, a position
//!   string, a level name and a seed) or [`Request::Cancel`] (an id).
//! - Worker → app: [`Response::Ready`] once when it has started (the app holds its requests
//!   until then), then [`Response::Move`] (the id and the chosen move string) or [`Response::Error`]
//!   (the id and a message a player can read; id 0 when the request itself was unreadable).
//!
//! The worker searches one request at a time, in slices of [`SLICE`] iterations, and goes back to
//! its event loop between slices, so a cancel (or a newer search, which replaces the current one)
//! is seen within one slice. A cancelled search never answers. The app ignores answers whose id it
//! no longer waits for, so a late answer after an undo cannot play a stale move.

#[cfg(target_arch = "wasm32")]
pub mod web;

use crate::engine::search::{DynSearch, Level};
use crate::games;
use serde::{Deserialize, Serialize};

/// Iterations the worker runs before it looks at its messages again.
pub const SLICE: u32 = 250;

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
    /// Stop the search `id` if it is still running; it will not answer.
    Cancel { id: u32 },
}

/// A message from the worker to the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Response {
    /// The move the search chose, and how many iterations it ran.
    Move {
        id: u32,
        mv: String,
        iterations: u64,
    },
    /// The request could not be served.
    Error { id: u32, message: String },
    /// The worker has started and takes requests (sent once, first: messages sent before it
    /// would be lost while the worker's WebAssembly is still loading).
    Ready,
}

impl Request {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Request, String> {
        serde_json::from_str(text).map_err(|e| format!("unreadable request: {e}"))
    }
}

impl Response {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Response, String> {
        serde_json::from_str(text).map_err(|e| format!("unreadable answer: {e}"))
    }

    /// The request this answers.
    pub fn id(&self) -> u32 {
        match self {
            Response::Move { id, .. } | Response::Error { id, .. } => *id,
            Response::Ready => 0,
        }
    }
}

struct Job {
    id: u32,
    search: Box<dyn DynSearch>,
}

/// The worker's state: at most one search in progress.
#[derive(Default)]
pub struct WorkerCore {
    job: Option<Job>,
}

impl WorkerCore {
    pub fn new() -> WorkerCore {
        WorkerCore::default()
    }

    /// The id of the search in progress.
    pub fn current(&self) -> Option<u32> {
        self.job.as_ref().map(|j| j.id)
    }

    /// Takes one message. A search replaces the one in progress (which then never answers); a
    /// request that cannot be served is answered at once with an error.
    pub fn handle(&mut self, request: Request) -> Option<Response> {
        match request {
            Request::Cancel { id } => {
                if self.current() == Some(id) {
                    self.job = None;
                }
                None
            }
            Request::Search {
                id,
                game,
                position,
                level,
                seed,
            } => {
                self.job = None;
                let error = |message: String| Some(Response::Error { id, message });
                let Some(entry) = games::ai(&game) else {
                    return error(format!("unknown game \"{game}\""));
                };
                let level: Level = match level.parse() {
                    Ok(l) => l,
                    Err(e) => return error(format!("{e}")),
                };
                match (entry.search)(&position, level, seed) {
                    Ok(search) => {
                        self.job = Some(Job { id, search });
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

    /// Runs up to `iterations` of the search in progress; the answer once it is finished.
    pub fn step(&mut self, iterations: u32) -> Option<Response> {
        let job = self.job.as_mut()?;
        if !job.search.is_done() {
            job.search.iterate(iterations);
        }
        if !job.search.is_done() {
            return None;
        }
        let mut job = self.job.take()?;
        Some(match job.search.choose_string() {
            Some(mv) => Response::Move {
                id: job.id,
                mv,
                iterations: job.search.iterations(),
            },
            None => Response::Error {
                id: job.id,
                message: "there is no move to play in this position".into(),
            },
        })
    }

    /// Runs the search in progress to its end (native callers and tests).
    pub fn finish(&mut self) -> Option<Response> {
        while self.job.is_some() {
            if let Some(r) = self.step(SLICE) {
                return Some(r);
            }
        }
        None
    }
}
