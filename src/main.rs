//! The `mahai` binary: the command line natively, the web app when built for the browser.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut out = std::io::stdout().lock();
    let code = mahai::cli::run(&args, &mut out, &mut std::io::stderr());
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: mahai::page_alloc::PageAlloc = mahai::page_alloc::PageAlloc::new();

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::start();
}
