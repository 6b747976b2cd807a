#![cfg(not(target_arch = "wasm32"))]
//! The perft counts of `tests/data/perft/`: one file a game, one syntax, one runner
//! ([`common::perft_file`]). Each count is the number of move sequences of a given depth from a
//! position; a change in the move generator of any game shows up here.

mod common;

use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::BarneZirkulua;
use mahai::games::fidchell::Fidchell;
use mahai::games::jinx::Jinx;
use mahai::games::GAMES;

/// One test a game: `name: Game, file, at least this many lines;`.
macro_rules! perft_files {
    ($($name:ident: $game:ty, $file:literal, $lines:literal;)*) => {$(
        #[test]
        fn $name() {
            assert!(common::perft_file::<$game>($file) >= $lines);
        }
    )*};
}

perft_files! {
    barne_zirkulua: BarneZirkulua, "barne-zirkulua", 6;
    jinx: Jinx, "jinx", 12;
    fidchell: Fidchell, "fidchell", 10;
    bao_la_kete: BaoLaKete, "bao-la-kete", 5;
}

/// One file for each game in the registry, and no other file (a file no test reads would
/// check nothing).
#[test]
fn one_file_per_game() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/perft");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    let mut games: Vec<String> = GAMES.iter().map(|g| format!("{}.txt", g.name)).collect();
    games.sort();
    assert_eq!(files, games);
    let me = include_str!("perft.rs");
    for g in GAMES {
        assert!(
            me.contains(&format!(", \"{}\", ", g.name)),
            "{} not read",
            g.name
        );
    }
}
