#![no_main]
//! Any bytes as a shared link (see `check_link`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_link(data));
