//! The `mahai-home` binary: the site's light start page ([`mahai::ui::shell::light`]; it loads
//! the full app, the `mahai` binary, when a game or a rules page is opened).

mahai::browser_main!(
    ui: mahai::ui::shell::light::start,
    "mahai-home is the site's start page in a browser; the command line is `mahai`"
);
