//! The `mahai` binary: the command line natively, the web app when built for the browser.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut out = std::io::stdout().lock();
    let code = mahai::cli::run(&args, &mut out, &mut std::io::stderr());
    std::process::exit(code);
}

// The UI bundles' allocator, as in `mahai::browser_main!`.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
// SAFETY: the app runs on one thread (wasm32 without atomics).
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::start();
}
