//! The `mahai-worker` binary: the computer player's Web Worker (Trunk builds it beside the app).

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::worker::web::run();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mahai-worker runs in a browser's Web Worker only; the command line is `mahai`");
    std::process::exit(2);
}
