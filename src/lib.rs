//! Mahai: four board games played in the browser, and their rules engines.
//!
//! - [`engine`]: the game contract, records, the seeded generator, playouts.
//! - [`ai`]: the computer players' search and the review's analysis, over the contract.
//! - [`games`]: the rules of each game (pure Rust) and the registry that joins each to its
//!   computer player.
//! - [`share`]: links, and games played by link.
//! - [`ui`]: the web app (its Yew components compile for the browser only).
//! - [`worker`]: the Web Worker that runs the computer player, and its messages.
//! - `cli` (native only): the `mahai` command line.

pub mod ai;
pub mod engine;
pub mod games;
pub mod share;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

pub mod ui;
pub mod worker;

/// The UI bundles' allocator, for [`browser_main!`].
#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub use talc;

/// The `main` of a binary that runs only in a browser (the start page, an embed bundle, the
/// worker): there it calls `start`; natively it says what it is and exits with code 2.
#[macro_export]
macro_rules! browser_main {
    // A bundle of the UI: its `main`, with talc as its allocator (the worker keeps the standard
    // one, dlmalloc, a few KB larger). Talc replaced an allocator of our own
    // (power-of-two blocks, one free list per size; issue 40), which was not the 3 KB gzipped
    // smaller that would have paid for keeping it: on the four embeds (wasm-opt -Oz, then
    // gzip -9) talc costs 1 383 to 1 408 bytes more, 278 to 898 gzipped. lol_alloc's
    // `FreeListAllocator` was smaller than both (332 to 487 gzipped below ours), but it walks
    // one free list for every allocation: in a wasm churn of 2 000 live blocks it took
    // 1 153 ms against talc's 200 and ours 169, and with 20 000 live blocks 8 026 ms against
    // 108 and 75. Talc also reuses freed memory across sizes (ours never did): 2.1 MiB against
    // 2.8 MiB at the end of the first churn. Compressed with zopfli, as `make dist` ships it,
    // talc costs the Barne-zirkulua embed 819 bytes more than ours (lol_alloc 237 fewer): that
    // embed is the one nearest the 200 KB an embed may cost (e2e/dist.test.mjs).
    (ui: $start:path, $native:literal) => {
        #[cfg(target_arch = "wasm32")]
        #[global_allocator]
        // SAFETY: the UI bundles run on one thread (wasm32 without atomics).
        static ALLOC: $crate::talc::TalckWasm = unsafe { $crate::talc::TalckWasm::new_global() };

        $crate::browser_main!($start, $native);
    };
    ($start:path, $native:literal) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {
            $start();
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!($native);
            std::process::exit(2);
        }
    };
}
