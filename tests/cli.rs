//! The command line, run in-process.
#![cfg(not(target_arch = "wasm32"))]

use mahai::cli::run;

fn mahai(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run(&args, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = mahai(args);
    assert_eq!(code, 0, "{args:?} failed: {err}");
    out
}

fn refused(args: &[&str]) -> String {
    let (code, out, err) = mahai(args);
    assert_eq!(code, 2, "{args:?} should fail");
    assert!(out.is_empty(), "nothing on stdout when refused, got {out}");
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err}");
    err
}

#[test]
fn list_names_every_game_and_variant() {
    let out = ok(&["list"]);
    assert!(
        out.lines().any(|l| l.starts_with("jinx two-player ")),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("jinx four-player ")),
        "{out}"
    );
}

#[test]
fn new_moves_apply_show_work_together() {
    let start = ok(&["new", "jinx"]);
    let start = start.trim();
    assert_eq!(start.lines().count(), 1);
    let moves = ok(&["moves", "jinx", start]);
    let list: Vec<&str> = moves.lines().collect();
    let mut sorted = list.clone();
    sorted.sort();
    assert_eq!(list, sorted, "moves are sorted");
    assert!(list.contains(&"E1-E2"), "{moves}");
    let after = ok(&["apply", "jinx", start, "E1-E2", "C9-C8"]);
    assert_ne!(after.trim(), start);
    let shown = ok(&["show", "jinx", after.trim()]);
    assert_eq!(shown.lines().next(), Some("to-move: red"));
    assert_eq!(
        ok(&["show", "jinx", start]).lines().next(),
        Some("to-move: red")
    );
}

#[test]
fn four_players_start_with_twelve_pieces() {
    let start = ok(&["new", "jinx", "--players", "4"]);
    let shown = ok(&["show", "jinx", start.trim()]);
    assert_eq!(shown.lines().next(), Some("to-move: south"));
    let refused_variant = refused(&["new", "jinx", "--variant", "two-player", "--players", "4"]);
    assert!(refused_variant.starts_with("mahai: "), "{refused_variant}");
}

#[test]
fn perft_counts_the_start_position() {
    let start = ok(&["new", "jinx"]);
    let one: u64 = ok(&["perft", "jinx", start.trim(), "1"])
        .trim()
        .parse()
        .unwrap();
    let listed = ok(&["moves", "jinx", start.trim()]).lines().count() as u64;
    assert_eq!(one, listed);
    let two: u64 = ok(&["perft", "jinx", start.trim(), "2"])
        .trim()
        .parse()
        .unwrap();
    assert!(two > one);
}

#[test]
fn bench_prints_its_figures_last() {
    let out = ok(&["bench", "jinx", "--seconds", "0.2", "--seed", "3"]);
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("jinx playouts/s="), "{last}");
    assert!(last.contains(" plies/playout="), "{last}");
    assert!(last.contains(" plies/s="), "{last}");
}

#[test]
fn bad_input_is_refused_with_one_line_and_status_2() {
    let start = ok(&["new", "jinx"]);
    let start = start.trim();
    let err = refused(&["apply", "jinx", start, "E1-E2", "E2-E9"]);
    assert!(err.contains("E2-E9"), "names the move: {err}");
    let err = refused(&["apply", "jinx", start, "banana"]);
    assert!(err.contains("banana"), "{err}");
    refused(&["moves", "jinx", "not a position"]);
    refused(&["show", "chess", start]);
    refused(&["perft", "jinx", start, "-1"]);
    refused(&["frobnicate"]);
    refused(&[]);
    refused(&["new", "jinx", "--players", "7"]);
    refused(&["bench", "jinx", "--seconds", "0"]);
}
