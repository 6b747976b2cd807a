#![cfg(not(target_arch = "wasm32"))]
//! The fuzzing corpora in CI: every input kept in `fuzz/corpus/<target>/` (seeds, and any input
//! that once found a bug) goes through the same checks as the fuzz target of that name, without
//! libFuzzer. The fuzzing itself runs outside CI: `make fuzz` (see `fuzz/run-all.sh`).

#[allow(dead_code)]
#[path = "../fuzz/src/lib.rs"]
mod checks;

use mahai::engine::Game;
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::BarneZirkulua;
use mahai::games::fidchell::Fidchell;
use mahai::games::jinx::Jinx;
use std::path::PathBuf;

fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        out.push((name, std::fs::read(&path).unwrap()));
    }
    out.sort();
    assert!(!out.is_empty(), "{target}: empty corpus");
    out
}

fn replay(target: &str, check: &dyn Fn(&[u8])) {
    let inputs = corpus(target);
    for (name, data) in &inputs {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(data)));
        assert!(r.is_ok(), "{target}/{name} fails its check");
    }
    eprintln!("fuzz corpus {target}: {} inputs pass", inputs.len());
}

fn positions_and_moves<G: Game>(name: &str) {
    replay(&format!("{name}_position"), &|d| {
        checks::check_position::<G>(d)
    });
    let positions = checks::positions::<G>();
    replay(&format!("{name}_move"), &|d| {
        checks::check_move(&positions, d)
    });
}

/// One test a game: `test name: Game, corpus name;`.
macro_rules! game_corpora {
    ($($test:ident: $game:ty, $name:literal;)*) => {$(
        #[test]
        fn $test() {
            positions_and_moves::<$game>($name);
        }
    )*};
}

game_corpora! {
    barne_zirkulua_corpus: BarneZirkulua, "barne_zirkulua";
    jinx_corpus: Jinx, "jinx";
    fidchell_corpus: Fidchell, "fidchell";
    bao_la_kete_corpus: BaoLaKete, "bao_la_kete";
}

#[test]
fn record_import_corpus() {
    replay("record_import", &checks::check_record);
}

#[test]
fn link_corpus() {
    replay("link", &checks::check_link);
}

#[test]
fn play_link_corpus() {
    replay("play_link", &checks::check_play_link);
    // The seeds are real links of the four games, which must read (so the checks above ran on
    // them through to the rolls), all but the empty one.
    let read = corpus("play_link")
        .iter()
        .filter(|(_, d)| {
            let text = std::str::from_utf8(d).unwrap_or("");
            mahai::share::corr::read(text, mahai::games::RULES).is_ok()
        })
        .count();
    assert_eq!(read, 16);
}
