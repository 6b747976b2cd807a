//! The `mahai-jinx` binary: the embed bundle of jinx alone (built with the `jinx` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::play::embed::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mahai-jinx is an embed bundle for browsers; the command line is `mahai`");
    std::process::exit(2);
}
