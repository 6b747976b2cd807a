//! The `mahai-bao-la-kete` binary: the embed bundle of bao-la-kete alone (built with the `bao-la-kete` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

mahai::browser_main!(
    ui: mahai::ui::play::embed::start,
    "mahai-bao-la-kete is an embed bundle for browsers; the command line is `mahai`"
);
