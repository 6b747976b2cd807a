#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::fidchell::Fidchell;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_position::<Fidchell>(data));
