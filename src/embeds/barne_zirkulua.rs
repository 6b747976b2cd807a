//! The `mahai-barne-zirkulua` binary: the embed bundle of barne-zirkulua alone (built with the `barne-zirkulua` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::play::embed::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mahai-barne-zirkulua is an embed bundle for browsers; the command line is `mahai`");
    std::process::exit(2);
}
