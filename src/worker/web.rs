//! The worker's browser glue: takes messages, searches in slices of about [`SLICE_MS`]
//! milliseconds (going back to the event loop between them, so cancels get through), and posts
//! the answers. It is the only part of the computer player that reads a clock: it tells the
//! state machine the time at every step, which ends a master-level search after its thinking
//! time ([`super::THINKING_MS`]).

use super::{Response, WorkerCore};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// How long one slice of search may hold the worker's thread.
pub const SLICE_MS: f64 = 40.0;

/// Iterations between two looks at the clock.
const STEP: u32 = 32;

struct State {
    scope: DedicatedWorkerGlobalScope,
    core: RefCell<WorkerCore>,
    scheduled: Cell<bool>,
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
        let me = self.clone();
        let slice = Closure::once_into_js(move || me.slice());
        let _ = self
            .scope
            .set_timeout_with_callback_and_timeout_and_arguments_0(slice.unchecked_ref(), 0);
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
    let state = Rc::new(State {
        scope: scope.clone(),
        core: RefCell::new(WorkerCore::new()),
        scheduled: Cell::new(false),
    });
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
