//! The app's side of the computer player: sends searches to the Web Worker (`mahai-worker`,
//! started on first use) and hands each answer to the one who asked, unless that request was
//! dropped meanwhile (an undo, a new game, leaving the game): dropping the [`Thinking`] handle
//! cancels the search in the worker and forgets its answer.
//!
//! When no worker can be started (an old browser, a page that forbids workers) or it stops
//! answering, every request gets an error and the app falls back to a random legal move.

use super::session::ComputerRequest;
use crate::worker::{ErrorReply, Header, MoveReply, Request, Response};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// What the asker gets: the worker's answer as its JSON text (the asker reads it as the kind
/// it asked for), or why there is none.
type Answer = Box<dyn FnOnce(Result<String, String>)>;

/// A search is given up when the worker is silent this long.
const WATCHDOG_MS: u32 = 60_000;

struct Pending {
    answer: Answer,
    _watchdog: Option<Timeout>,
}

#[derive(Default)]
struct Client {
    worker: Option<Worker>,
    /// Why the worker cannot be used, once that is known.
    broken: Option<String>,
    /// The requests waiting for an answer, by id (a few at a time: a list, not a hash map,
    /// which would cost the bundles more code).
    pending: Vec<(u32, Pending)>,
    next_id: u32,
    /// The worker said it is ready; until then messages wait in `queue`.
    ready: bool,
    queue: Vec<String>,
}

impl Client {
    /// Takes the request `id` out of the waiting ones.
    fn take(&mut self, id: u32) -> Option<Pending> {
        let at = self.pending.iter().position(|(i, _)| *i == id)?;
        Some(self.pending.swap_remove(at).1)
    }

    fn send(&mut self, message: String) -> Result<(), String> {
        match &self.worker {
            Some(w) if self.ready => w
                .post_message(&JsValue::from_str(&message))
                .map_err(|e| js_text(&e)),
            Some(_) => {
                self.queue.push(message);
                Ok(())
            }
            None => Err(self.broken.clone().unwrap_or_default()),
        }
    }
}

thread_local! {
    static CLIENT: RefCell<Client> = RefCell::new(Client::default());
}

/// The reason given when the worker does not answer in time (the app says it in the reader's
/// language; other reasons are the browser's and shown as a technical detail).
pub const TIMED_OUT: &str = "the computer did not answer in time";

/// A search in progress; dropping it cancels the search.
#[must_use = "dropping the handle cancels the search"]
pub struct Thinking {
    id: u32,
}

impl Drop for Thinking {
    fn drop(&mut self) {
        let id = self.id;
        CLIENT.with(|c| {
            let mut c = c.borrow_mut();
            if c.take(id).is_some() {
                let _ = c.send(Request::Cancel { id }.to_json());
            }
        });
    }
}

/// Asks the worker for a move; `answer` is called once, later (never from inside this call),
/// unless the returned handle is dropped first.
pub fn think(
    request: &ComputerRequest,
    answer: impl FnOnce(Result<String, String>) + 'static,
) -> Thinking {
    let (game, position, level, seed) = (
        request.game.clone(),
        request.position.clone(),
        request.level.name().to_string(),
        request.seed,
    );
    ask(
        move |id| Request::Search {
            id,
            game,
            position,
            level,
            seed,
        },
        move |reply| {
            answer(reply.and_then(|text| {
                serde_json::from_str::<MoveReply>(&text)
                    .map(|r| r.mv)
                    .map_err(|_| "the computer answered something else".into())
            }))
        },
    )
}

/// Asks the worker for its estimate of `position` of `game` with `seed`, and of the ply
/// `played` there (see [`Request::Analyse`]): `answer` gets the [`Response::Estimate`], unless
/// the handle is dropped first.
pub fn estimate(
    game: String,
    position: String,
    seed: u64,
    played: Option<String>,
    answer: impl FnOnce(Result<Response, String>) + 'static,
) -> Thinking {
    ask(
        move |id| Request::Analyse {
            id,
            game,
            position,
            seed,
            played,
            iterations: None,
        },
        move |reply| answer(reply.and_then(|text| Response::from_json(&text))),
    )
}

/// Sends the request `message(id)` under a fresh id; `answer` is called once, later.
fn ask(
    message: impl FnOnce(u32) -> Request,
    answer: impl FnOnce(Result<String, String>) + 'static,
) -> Thinking {
    let id = CLIENT.with(|c| {
        let mut c = c.borrow_mut();
        c.next_id = c.next_id.wrapping_add(1).max(1);
        let id = c.next_id;
        let watchdog = Timeout::new(WATCHDOG_MS, move || fail(id, TIMED_OUT.into()));
        c.pending.push((
            id,
            Pending {
                answer: Box::new(answer),
                _watchdog: Some(watchdog),
            },
        ));
        if c.worker.is_none() && c.broken.is_none() {
            match start_worker() {
                Ok(w) => c.worker = Some(w),
                Err(e) => c.broken = Some(e),
            }
        }
        if let Err(why) = c.send(message(id).to_json()) {
            fail_later(id, why);
        }
        id
    });
    Thinking { id }
}

/// Starts the worker ahead of the first search (a game with a computer seat was opened), in a
/// task of its own, so the first move does not pay for it.
pub fn warm_up() {
    Timeout::new(30, || {
        CLIENT.with(|c| {
            let mut c = c.borrow_mut();
            if c.worker.is_none() && c.broken.is_none() {
                match start_worker() {
                    Ok(w) => c.worker = Some(w),
                    Err(e) => c.broken = Some(e),
                }
            }
        })
    })
    .forget();
}

/// Answers `id` with an error on the next turn of the event loop.
fn fail_later(id: u32, why: String) {
    Timeout::new(0, move || fail(id, why)).forget();
}

fn fail(id: u32, why: String) {
    let pending = CLIENT.with(|c| c.borrow_mut().take(id));
    if let Some(p) = pending {
        (p.answer)(Err(why));
    }
}

/// A JavaScript error or value as text for a message.
pub(crate) fn js_text(v: &JsValue) -> String {
    v.as_string()
        .or_else(|| {
            v.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| "unknown error".into())
}

/// Where the app's files are: the embed loader sets `mahaiBase` (the embedding page may live
/// elsewhere); the site itself uses its own address.
fn base_url() -> Result<String, String> {
    let window = web_sys::window().ok_or("no window")?;
    let page = window.location().href().map_err(|e| js_text(&e))?;
    let base = js_sys::Reflect::get(&window, &JsValue::from_str("mahaiBase"))
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "./".into());
    web_sys::Url::new_with_base(&base, &page)
        .map(|u| u.href())
        .map_err(|e| js_text(&e))
}

fn start_worker() -> Result<Worker, String> {
    let base = base_url()?;
    let worker = match Worker::new(&format!("{base}mahai-worker-start.js")) {
        Ok(w) => w,
        // A page of another site cannot start a worker from our address directly, but can
        // start one from a blob that loads our files.
        Err(_) => {
            let source = format!(
                "importScripts({js:?});wasm_bindgen({{ module_or_path: {wasm:?} }});",
                js = format!("{base}mahai-worker.js"),
                wasm = format!("{base}mahai-worker_bg.wasm"),
            );
            let parts = js_sys::Array::of1(&JsValue::from_str(&source));
            let options = web_sys::BlobPropertyBag::new();
            options.set_type("text/javascript");
            let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
                .map_err(|e| js_text(&e))?;
            let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| js_text(&e))?;
            Worker::new(&url).map_err(|e| js_text(&e))?
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        let Ok(header) = serde_json::from_str::<Header>(&text) else {
            return;
        };
        if header.kind == "ready" {
            CLIENT.with(|c| {
                let mut c = c.borrow_mut();
                c.ready = true;
                for message in std::mem::take(&mut c.queue) {
                    let _ = c.send(message);
                }
            });
            return;
        }
        let pending = CLIENT.with(|c| c.borrow_mut().take(header.id));
        if let Some(p) = pending {
            (p.answer)(if header.kind == "error" {
                Err(serde_json::from_str::<ErrorReply>(&text)
                    .map(|r| r.message)
                    .unwrap_or(text))
            } else {
                Ok(text)
            });
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // The worker failed to load or crashed: every search still waiting fails, and later ones
    // fail at once.
    let on_error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(|e: web_sys::ErrorEvent| {
        let why = e.message();
        let why = if why.is_empty() {
            "the computer player could not be loaded".to_string()
        } else {
            why
        };
        let ids: Vec<u32> = CLIENT.with(|c| {
            let mut c = c.borrow_mut();
            c.broken = Some(why.clone());
            if let Some(w) = c.worker.take() {
                w.terminate();
            }
            c.pending.iter().map(|(id, _)| *id).collect()
        });
        for id in ids {
            fail(id, why.clone());
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(worker)
}
