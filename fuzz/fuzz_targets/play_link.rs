#![no_main]
//! Any bytes as a link of a game played by link (see `check_play_link`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_play_link(data));
