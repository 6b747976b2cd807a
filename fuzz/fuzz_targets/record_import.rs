#![no_main]
//! Any bytes as an imported record file and as a stored saved game (see `check_record`).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_record(data));
