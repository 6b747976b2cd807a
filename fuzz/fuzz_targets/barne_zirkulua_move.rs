#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::barne_zirkulua::BarneZirkulua;
use std::sync::OnceLock;

static POSITIONS: OnceLock<Vec<BarneZirkulua>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let positions = POSITIONS.get_or_init(mahai_fuzz::positions::<BarneZirkulua>);
    mahai_fuzz::check_move(positions, data);
});
