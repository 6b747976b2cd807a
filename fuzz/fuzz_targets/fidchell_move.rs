#![no_main]
use libfuzzer_sys::fuzz_target;
use mahai::games::fidchell::Fidchell;
use std::sync::OnceLock;

static POSITIONS: OnceLock<Vec<Fidchell>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let positions = POSITIONS.get_or_init(mahai_fuzz::positions::<Fidchell>);
    mahai_fuzz::check_move(positions, data);
});
