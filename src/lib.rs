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
//! - [`page_alloc`]: the small allocator of the UI's browser bundles.

pub mod ai;
pub mod engine;
pub mod games;
pub mod share;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

pub mod page_alloc;
pub mod ui;
pub mod worker;

/// The `main` of a binary that runs only in a browser (the start page, an embed bundle, the
/// worker): there it calls `start`; natively it says what it is and exits with code 2.
#[macro_export]
macro_rules! browser_main {
    // A bundle of the UI: its `main`, with the small allocator (see `page_alloc`).
    (ui: $start:path, $native:literal) => {
        #[cfg(target_arch = "wasm32")]
        #[global_allocator]
        static ALLOC: $crate::page_alloc::PageAlloc = $crate::page_alloc::PageAlloc::new();

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
