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
fn bench_searches_runs_whole_searches_from_the_first_decision() {
    // The work e2e/bench-worker.mjs posts to the shipped worker: the same iterations each run.
    let out = ok(&["bench", "jinx", "--searches", "2", "--seed", "1"]);
    let again = ok(&["bench", "jinx", "--searches", "2", "--seed", "1"]);
    let iterations = |o: &str| {
        let l = o.lines().last().unwrap().to_string();
        assert!(l.starts_with("jinx search level=strong searches=2 "), "{l}");
        l.split(' ')
            .find(|w| w.starts_with("iterations="))
            .unwrap()
            .to_string()
    };
    assert_eq!(iterations(&out), iterations(&again));
    assert!(out.lines().next().unwrap().starts_with("jinx searched "));
    refused(&["bench", "jinx", "--searches", "x"]);
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

#[test]
fn record_and_analyse_a_game() {
    let dir = std::env::temp_dir().join(format!("mahai-cli-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let record = ok(&[
        "record", "jinx", "--a", "strong", "--b", "random", "--seed", "2",
    ]);
    // The same game every time: the record is of the seed.
    assert_eq!(
        record,
        ok(&["record", "jinx", "--a", "strong", "--b", "random", "--seed", "2"])
    );
    std::fs::write(&file, &record).unwrap();
    let moves = serde_json::from_str::<serde_json::Value>(&record).unwrap()["moves"]
        .as_array()
        .unwrap()
        .len();
    let out = ok(&["analyse", file.to_str().unwrap(), "--iterations", "200"]);
    let lines: Vec<&str> = out.lines().collect();
    // A line per position, then the luck by seat and the figures.
    assert_eq!(lines.len(), moves + 3, "{out}");
    assert!(lines[0].starts_with("   0 ["), "{}", lines[0]);
    assert!(
        lines[1].contains(" after ") && lines[1].contains(" drop "),
        "{}",
        lines[1]
    );
    assert_eq!(lines[moves + 1], "luck by seat: [0, 0]");
    assert!(lines[moves + 2].starts_with(&format!("{} positions, 200 iterations each", moves + 1)));
    // The strong side won: its chance ends at 100%.
    assert!(lines[moves].contains("[1000, 0]"), "{}", lines[moves]);
    // Its link, read back by analyse: the same estimates.
    let link = ok(&["link", file.to_str().unwrap()]);
    assert!(link.starts_with("#g/"), "{link}");
    assert_eq!(
        ok(&["analyse", link.trim(), "--iterations", "200"])
            .lines()
            .count(),
        lines.len()
    );
    assert!(refused(&["link", "no-such-file.json"]).contains("no-such-file.json"));
    // Bad input: one line on stderr, nothing on stdout.
    assert!(refused(&["analyse"]).contains("give a record file or a link"));
    assert!(refused(&["analyse", "no-such-file.json"]).contains("no-such-file.json"));
    assert!(refused(&["analyse", "#g/a*b"]).contains("link: not base64url"));
    assert!(
        refused(&["analyse", file.to_str().unwrap(), "--iterations", "x"]).contains("--iterations")
    );
    assert!(refused(&["record", "chess", "--a", "strong"]).contains("chess"));
    assert!(refused(&["record", "jinx", "--a", "wizard"]).contains("unknown level"));
    std::fs::remove_dir_all(&dir).ok();
}
