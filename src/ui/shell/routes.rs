//! The site's addresses: what the part after `#` asks for.

use yew::prelude::*;

/// What the address after `#` asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// The start page, or the game in play.
    Home,
    /// `#game`: the game in play, a screen of its own in the browser's history, so that Back
    /// goes from it to the start page (see [`GAME`]).
    Game,
    /// `#rules/<game>`: the game's rules page; `#rules/<game>/fig<n>`: the same page at its
    /// diagram numbered `n`.
    Rules(AttrValue, Option<usize>),
    /// `#new/<game>`: the start page with the game's new-game dialog open.
    New(AttrValue),
    /// `#g/<packed>`: a game or a position a link carries (see [`crate::share::link`]).
    Link(AttrValue),
    /// `#p/<packed>`: a turn of a game played with friends by link (see
    /// [`crate::share::corr`]).
    Play(AttrValue),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let hash = hash.trim_start_matches('#');
        if let Some(rest) = hash.strip_prefix("rules/") {
            let (game, figure) = match rest.split_once("/fig") {
                Some((game, n)) => (game, n.parse().ok()),
                None => (rest, None),
            };
            return Route::Rules(AttrValue::from(game.to_string()), figure);
        }
        if hash == GAME {
            return Route::Game;
        }
        if let Some(game) = hash.strip_prefix("new/") {
            return Route::New(AttrValue::from(game.to_string()));
        }
        // The packed text is in the URL-safe alphabet, so the address keeps it as written.
        if let Some(packed) = hash.strip_prefix(crate::share::link::LINK_PREFIX) {
            return Route::Link(AttrValue::from(packed.to_string()));
        }
        if let Some(packed) = hash.strip_prefix(crate::share::corr::PLAY_PREFIX) {
            return Route::Play(AttrValue::from(packed.to_string()));
        }
        Route::Home
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The address of the game screen, after `#`.
pub const GAME: &str = "game";

/// Goes to a route (`""` = home) in place of the current one in the browser's history.
pub fn replace_route(hash: &str) {
    go(hash, true);
}

/// Goes to a route (`""` = home); the `hashchange` listener of [`use_route`] follows.
pub fn set_route(hash: &str) {
    go(hash, false);
}

/// Puts `#hash` in the address (a new history entry, or in place of the current one) and tells
/// the `hashchange` listeners. Through the History API, not `location.hash`: a fragment
/// navigation scrolls to its target, and for that lays out the whole page at once, inside the
/// task that asked (about 50 ms of CPU with a long move list, on top of the next frame's own
/// layout). Back and Forward still fire `hashchange` by themselves.
fn go(hash: &str, replace: bool) {
    let Some(w) = web_sys::window() else {
        return;
    };
    if current_hash().trim_start_matches('#') == hash {
        return;
    }
    let Ok(history) = w.history() else {
        return;
    };
    let url = format!("#{hash}");
    let state = wasm_bindgen::JsValue::NULL;
    let done = if replace {
        history.replace_state_with_url(&state, "", Some(&url))
    } else {
        history.push_state_with_url(&state, "", Some(&url))
    };
    if done.is_ok() {
        if let Ok(changed) = web_sys::Event::new("hashchange") {
            let _ = w.dispatch_event(&changed);
        }
    }
}

/// The current route, following the address's `#` part.
#[hook]
pub fn use_route() -> UseStateHandle<Route> {
    let route = use_state(|| Route::from_hash(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "hashchange", move |_| {
                    route.set(Route::from_hash(&current_hash()));
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    route
}
