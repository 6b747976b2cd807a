#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::bao_la_kete::BaoLaKete;
use std::sync::OnceLock;

static POSITIONS: OnceLock<Vec<BaoLaKete>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let positions = POSITIONS.get_or_init(mahai_fuzz::positions::<BaoLaKete>);
    mahai_fuzz::check_move(positions, data);
});
