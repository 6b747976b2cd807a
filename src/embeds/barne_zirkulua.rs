//! The `mahai-barne-zirkulua` binary: the embed bundle of barne-zirkulua alone (built with the `barne-zirkulua` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

mahai::browser_main!(
    ui: mahai::ui::play::embed::start,
    "mahai-barne-zirkulua is an embed bundle for browsers; the command line is `mahai`"
);
