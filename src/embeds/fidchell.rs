//! The `mahai-fidchell` binary: the embed bundle of fidchell alone (built with the `fidchell` feature and no
//! other game; `mahai-embed.js` loads it for the page's boards of this game).

mahai::browser_main!(
    ui: mahai::ui::play::embed::start,
    "mahai-fidchell is an embed bundle for browsers; the command line is `mahai`"
);
