#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::jinx::Jinx;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_position::<Jinx>(data));
