#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::barne_zirkulua::BarneZirkulua;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_position::<BarneZirkulua>(data));
