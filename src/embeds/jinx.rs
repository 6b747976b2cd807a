//! The `mahai-jinx` binary: the embed bundle of jinx alone (built with the `jinx` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

mahai::browser_main!(
    ui: mahai::ui::play::embed::start,
    "mahai-jinx is an embed bundle for browsers; the command line is `mahai`"
);
