#![cfg(not(target_arch = "wasm32"))]
//! Inputs that fuzzing found to break a rule of the contract, replayed through the check of the
//! fuzz target that found them (the same files are kept in `fuzz/corpus/`).

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod checks;

use mahai::engine::Game;
use mahai::games::barne_zirkulua::BarneZirkulua;

/// `barne_zirkulua_position`: a pool already halved twice (8 → 2) with the rolled option a
/// DOUBLE and a HALF still in memory was accepted; halving the 2 again gave a 1, and the position
/// after that move was refused by the parser ("part 1 cannot come from a roll of 8"). Such a pool
/// cannot be reached (two halvings need both HALFs of the turn), so it is now refused.
#[test]
fn barne_zirkulua_pool_halved_beyond_the_halves_of_the_turn() {
    let crash = "bz-memory players=2 balls=4 first=y turn=y y=O56,S,S,S b=O4,G6,O40,S marks=0,0 \
                 mem=half,- phase=act dice=8:double option=used pool=2,4 used=0 dir=cw fresh=- \
                 pending=-";
    let e = BarneZirkulua::from_position(crash).unwrap_err();
    assert!(e.0.contains("halved more often"), "{e}");
    checks::check_position::<BarneZirkulua>(crash.as_bytes());
    // Reachable pools are still read: both HALFs spent (rolled and from memory) ...
    let both = crash
        .replace("mem=half,-", "mem=-,-")
        .replace("dice=8:double", "dice=8:half");
    BarneZirkulua::from_position(&both).unwrap();
    checks::check_position::<BarneZirkulua>(both.as_bytes());
    // ... one HALF spent and the other still usable, with one halving.
    let one = crash.replace("pool=2,4", "pool=4,4");
    let g = BarneZirkulua::from_position(&one).unwrap();
    assert!(g
        .legal_moves()
        .iter()
        .any(|m| m.to_string().starts_with("half")));
    checks::check_position::<BarneZirkulua>(one.as_bytes());
}
