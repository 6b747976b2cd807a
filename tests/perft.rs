#![cfg(not(target_arch = "wasm32"))]
//! The perft counts of `tests/data/perft/`: one file a game, one syntax, one runner
//! ([`perft_file`]). Each count is the number of move sequences of a given depth from a
//! position; a change in the move generator of any game shows up here.

use mahai::games::{GameEntry, GAMES};
use std::path::PathBuf;

/// Checks every line of `tests/data/perft/<game>.txt` and returns how many there were.
///
/// The files share one syntax: `POSITION | DEPTH | COUNT`, one check a line, where COUNT is the
/// number of move sequences of DEPTH plies from POSITION (a chance outcome is a ply). Blank lines
/// and lines starting with `#` are comments; each file opens with a comment saying so.
fn perft_file(game: &GameEntry) -> usize {
    let file = format!("{}.txt", game.name);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/perft")
        .join(&file);
    let data = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        data.lines()
            .next()
            .is_some_and(|l| l.starts_with('#') && l.contains("POSITION | DEPTH | COUNT")),
        "{file}: the first line names the syntax"
    );
    let mut checked = 0;
    for (i, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let at = format!("{file} line {}", i + 1);
        assert_eq!(fields.len(), 3, "{at}: not POSITION | DEPTH | COUNT");
        let g = (game.parse)(fields[0]).unwrap_or_else(|e| panic!("{at}: position refused: {e}"));
        let depth: u32 = fields[1].parse().unwrap_or_else(|e| panic!("{at}: {e}"));
        let count: u64 = fields[2].parse().unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(g.perft(depth), count, "{at}: {line}");
        checked += 1;
    }
    checked
}

/// Every game of the registry has its file (`tests/registry.rs` checks there is no other), with
/// at least five counts; the games are counted side by side.
#[test]
fn every_game_s_perft_counts() {
    std::thread::scope(|scope| {
        let runs: Vec<_> = GAMES
            .iter()
            .map(|game| (game.name, scope.spawn(move || perft_file(game))))
            .collect();
        for (name, run) in runs {
            let lines = run
                .join()
                .unwrap_or_else(|_| panic!("{name}: a perft count is wrong"));
            assert!(lines >= 5, "{name}: {lines} counts");
            eprintln!("perft {name}: {lines} counts hold");
        }
    });
}
