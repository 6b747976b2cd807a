#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::jinx::Jinx;
use std::sync::OnceLock;

static POSITIONS: OnceLock<Vec<Jinx>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let positions = POSITIONS.get_or_init(mahai_fuzz::positions::<Jinx>);
    mahai_fuzz::check_move(positions, data);
});
