//! Random-playout speed in the browser (wasm32 in headless Chromium), for `make bench`:
//!
//! ```sh
//! cargo test --release --target wasm32-unknown-unknown --test bench_web -- --nocapture
//! ```
//!
//! Prints one line per game, `BENCH-WASM <game> playouts/s=<x> plies/s=<y> search/s=<z|n/a>`,
//! which `.ci/bench.sh` puts beside the native figures. The playouts are the same as
//! `mahai bench` (default options, seed 1, `DynGame::random_playout`). Timing uses
//! `performance.now()`.
#![cfg(target_arch = "wasm32")]

use mahai::engine::rng::Rng;
use mahai::engine::Options;
use mahai::games::GAMES;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

/// Seconds per game (the `MAHAI_BENCH_SECONDS` of the build, 2 by default).
fn seconds() -> f64 {
    option_env!("MAHAI_BENCH_SECONDS")
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0)
}

/// Search iterations per second at the strong level from `position`, as `mahai bench` measures
/// them natively (fresh searches one after another, for half the playout time).
fn search_rate(game: &str, position: &str) -> Option<f64> {
    let ai = mahai::games::ai(game)?;
    let t0 = now_ms();
    let limit = seconds() * 500.0;
    let (mut iterations, mut round) = (0u64, 0u64);
    while now_ms() - t0 < limit {
        let mut search = (ai.search)(position, mahai::ai::level::Level::Strong, 1 + round).ok()?;
        if search.is_done() {
            return None;
        }
        while !search.is_done() && now_ms() - t0 < limit {
            search.iterate(64);
        }
        iterations += search.iterations();
        round += 1;
    }
    Some(iterations as f64 / ((now_ms() - t0) / 1000.0))
}

#[wasm_bindgen_test]
fn bench_random_playouts() {
    for entry in GAMES {
        let start = (entry.new)(&Options::default()).unwrap();
        let mut rng = Rng::new(1);
        let t0 = now_ms();
        let (mut playouts, mut plies) = (0u64, 0u64);
        let mut elapsed = 0.0;
        while playouts == 0 || elapsed < seconds() * 1000.0 {
            plies += start.random_playout(&mut rng);
            playouts += 1;
            elapsed = now_ms() - t0;
        }
        let s = elapsed / 1000.0;
        let search = mahai::engine::playout::first_decision(start.as_ref(), 1)
            .and_then(|position| search_rate(entry.name, &position));
        console_log!(
            "BENCH-WASM {} playouts/s={:.1} plies/s={:.0} search/s={}",
            entry.name,
            playouts as f64 / s,
            plies as f64 / s,
            search.map_or("n/a".to_string(), |r| format!("{r:.1}"))
        );
        // Each playout starts at a position that is not over, so it plays at least a ply.
        assert!(
            plies >= playouts,
            "{}: {plies} plies in {playouts} playouts",
            entry.name
        );
    }
}
