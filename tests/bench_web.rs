//! Random-playout speed in the browser (wasm32 in headless Chromium), for `make bench`:
//!
//! ```sh
//! cargo test --release --target wasm32-unknown-unknown --test bench_web -- --nocapture
//! ```
//!
//! Prints one line per game, `BENCH-WASM <game> playouts/s=<x> plies/s=<y> search/s=<z|n/a>`,
//! which `scripts/bench.sh` puts beside the native figures. The playouts are the same as
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
        // Search iterations/s: fill in when `engine::search` lands (see scripts/bench.sh).
        console_log!(
            "BENCH-WASM {} playouts/s={:.1} plies/s={:.0} search/s=n/a",
            entry.name,
            playouts as f64 / s,
            plies as f64 / s
        );
        assert!(playouts > 0);
    }
}
