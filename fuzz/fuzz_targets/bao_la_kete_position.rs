#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::bao_la_kete::BaoLaKete;

fuzz_target!(|data: &[u8]| mahai_fuzz::check_position::<BaoLaKete>(data));
