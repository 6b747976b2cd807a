//! The `mahai-home` binary: the site's light start page ([`mahai::ui::shell::light`]; it loads
//! the full app, the `mahai` binary, when a game or a rules page is opened).

#[cfg(target_arch = "wasm32")]
fn main() {
    mahai::ui::shell::light::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mahai-home is the site's start page in a browser; the command line is `mahai`");
    std::process::exit(2);
}
