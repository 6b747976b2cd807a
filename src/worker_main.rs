//! The `mahai-worker` binary: the computer player's Web Worker (Trunk builds it beside the app).

mahai::browser_main!(
    mahai::worker::web::run,
    "mahai-worker runs in a browser's Web Worker only; the command line is `mahai`"
);
