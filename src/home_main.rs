//! The `mahai-home` binary: the site's light start page (built with the `light` feature; it
//! loads the full app, the `mahai` binary, when a game or a rules page is opened).

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mahai-home is the site's start page in a browser; the command line is `mahai`");
    std::process::exit(2);
}
