//! The worker's browser glue: takes messages, searches in slices of about [`SLICE_MS`]
//! milliseconds (going back to the event loop between them, so cancels get through), and posts
//! the answers. The next slice is a message the worker posts itself on a `MessageChannel`: it
//! runs right after the messages already queued (a cancel among them), where each link of a
//! chain of `setTimeout(0)` after the fifth waits 4 ms (a tenth of a long search's time). It is
//! the only part of the computer player that reads a clock: it tells the state machine the time
//! at every step, which ends a master-level search after its thinking time
//! ([`super::THINKING_MS`]).

use super::{Response, WorkerCore};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageChannel, MessageEvent};

/// How long one slice of search may hold the worker's thread.
pub const SLICE_MS: f64 = 40.0;

/// Iterations between two looks at the clock.
const STEP: u32 = 32;

struct State {
    scope: DedicatedWorkerGlobalScope,
    core: RefCell<WorkerCore>,
    scheduled: Cell<bool>,
    /// Runs the next slice when a message is posted to it ([`State::schedule`]).
    wake: MessageChannel,
}

impl State {
    fn post(&self, response: &Response) {
        let _ = self
            .scope
            .post_message(&JsValue::from_str(&response.to_json()));
    }

    fn now(&self) -> f64 {
        self.scope.performance().map(|p| p.now()).unwrap_or(0.0)
    }

    /// Runs the next slice if a search is in progress (at most one slice is queued at a time).
    fn schedule(self: &Rc<Self>) {
        if self.scheduled.get() || self.core.borrow().current().is_none() {
            return;
        }
        self.scheduled.set(true);
        let _ = self.wake.port2().post_message(&JsValue::NULL);
    }

    fn slice(self: Rc<Self>) {
        self.scheduled.set(false);
        let start = self.now();
        loop {
            let now = self.now();
            let answer = self.core.borrow_mut().step_at(STEP, Some(now));
            if let Some(answer) = answer {
                self.post(&answer);
                break;
            }
            if self.core.borrow().current().is_none() || self.now() - start >= SLICE_MS {
                break;
            }
        }
        self.schedule();
    }
}

/// Starts the worker: called by the worker binary's `main`.
pub fn run() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let Ok(wake) = MessageChannel::new() else {
        return;
    };
    let state = Rc::new(State {
        scope: scope.clone(),
        core: RefCell::new(WorkerCore::new()),
        scheduled: Cell::new(false),
        wake,
    });
    let slicer = state.clone();
    let on_wake = Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
        slicer.clone().slice();
    });
    state
        .wake
        .port1()
        .set_onmessage(Some(on_wake.as_ref().unchecked_ref()));
    on_wake.forget();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        let answer = state.core.borrow_mut().handle_text(&text);
        if let Some(answer) = answer {
            state.post(&answer);
        }
        state.schedule();
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&Response::Ready.to_json()));
}
