#![cfg(not(target_arch = "wasm32"))]
//! "Adding a game" (docs/architecture.md), checked: every game of the registry (`games::GAMES`)
//! is everywhere a game must be, and nothing names a game the registry does not have. Each
//! place below is a list outside the game's two folders that the build, the site or a test
//! reads; a game missing from one of them would be skipped there without anything failing.
//!
//! `each_check_can_fail` runs the same checks for a made-up sixth game and expects every one of
//! them to say what is missing.

use mahai::games::GAMES;
use mahai::ui::games::{CARDS, UIS};
use mahai::ui::i18n::Lang;
use mahai::ui::rules::PAGES;
use std::path::Path;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn exists(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists()
}

/// A folder that holds at least one file.
fn filled(path: &str) -> bool {
    std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .is_ok_and(|mut d| d.next().is_some())
}

/// The line of `text` that starts with `start`, if any.
fn line<'a>(text: &'a str, start: &str) -> Option<&'a str> {
    text.lines().find(|l| l.trim_start().starts_with(start))
}

/// Every place the game `name` must be named, each with whether it is: `(place, found)`.
fn places(name: &str) -> Vec<(String, bool)> {
    let snake = name.replace('-', "_");
    let quoted = format!("\"{name}\"");
    let cargo = read("Cargo.toml");
    let fuzz = read("fuzz/Cargo.toml");
    let mut out = vec![
        // The build: its feature, on by default, and its embed bundle.
        (
            "Cargo.toml: a feature".into(),
            cargo.lines().any(|l| l.starts_with(&format!("{name} = ["))),
        ),
        (
            "Cargo.toml: in the default features".into(),
            line(&cargo, "default = [").is_some_and(|l| l.contains(&quoted)),
        ),
        (
            "Cargo.toml: the embed's [[bin]]".into(),
            cargo.contains(&format!(
                "name = \"mahai-{name}\"\npath = \"src/embeds/{snake}.rs\""
            )),
        ),
        (
            format!("src/embeds/{snake}.rs"),
            exists(&format!("src/embeds/{snake}.rs")),
        ),
        (
            "index.html: the embed's bundle".into(),
            read("index.html").contains(&format!(
                "data-bin=\"mahai-{name}\" data-type=\"worker\" data-bindgen-target=\"web\" \
                 data-cargo-no-default-features data-cargo-features=\"{name}\""
            )),
        ),
        (
            "static/mahai-embed.js: ownBundle".into(),
            line(&read("static/mahai-embed.js"), "const ownBundle = [")
                .is_some_and(|l| l.contains(&format!("'{name}'"))),
        ),
        (
            "static/style.css: its /*@game*/ part".into(),
            read("static/style.css").contains(&format!("/*@game {name}*/")),
        ),
        // The app: the start page, the game screen and the rules page.
        (
            "ui/games: CARDS".into(),
            CARDS.iter().any(|c| c.name == name),
        ),
        ("ui/games: UIS".into(), UIS.iter().any(|u| u.name() == name)),
        (
            "ui/rules: PAGES".into(),
            PAGES.iter().any(|p| p.game == name),
        ),
    ];
    for &lang in Lang::ALL {
        let file = format!("static/rules/{name}/{}.txt", lang.code());
        let found = exists(&file);
        out.push((file, found));
    }
    // The tests that take the games one by one.
    out.extend([
        (
            format!("tests/{snake}.rs"),
            exists(&format!("tests/{snake}.rs")),
        ),
        (
            format!("tests/data/perft/{name}.txt"),
            exists(&format!("tests/data/perft/{name}.txt")),
        ),
        (
            format!("tests/data/saves/save-mid-{name}.json"),
            exists(&format!("tests/data/saves/save-mid-{name}.json")),
        ),
        (
            "tests/simulation.rs: simulate_<game>".into(),
            read("tests/simulation.rs").contains(&format!("fn simulate_{snake}()")),
        ),
        (
            "tests/fuzz_corpus.rs: its corpora".into(),
            read("tests/fuzz_corpus.rs").contains(&format!(", \"{snake}\";")),
        ),
        (
            "tests/glossary.rs: GAMES".into(),
            read("tests/glossary.rs").contains(&format!(", {quoted}),")),
        ),
        (
            "e2e/harness.mjs: BOARD_CLASS".into(),
            line(&read("e2e/harness.mjs"), "export const BOARD_CLASS = {").is_some_and(|l| {
                l.contains(&format!("'{name}': ")) || l.contains(&format!(" {name}: "))
            }),
        ),
    ]);
    // Fuzzing: a target for its positions and one for its moves, each with a corpus.
    for target in [format!("{snake}_position"), format!("{snake}_move")] {
        out.push((
            format!("fuzz/Cargo.toml: [[bin]] {target}"),
            fuzz.contains(&format!("name = \"{target}\"")),
        ));
        out.push((
            format!("fuzz/fuzz_targets/{target}.rs"),
            exists(&format!("fuzz/fuzz_targets/{target}.rs")),
        ));
        out.push((
            format!("fuzz/corpus/{target}/"),
            filled(&format!("fuzz/corpus/{target}")),
        ));
    }
    out
}

/// The places `places(name)` does not find the game in.
fn missing(name: &str) -> Vec<String> {
    places(name)
        .into_iter()
        .filter(|(_, found)| !found)
        .map(|(place, _)| place)
        .collect()
}

#[test]
fn every_game_of_the_registry_is_everywhere_a_game_must_be() {
    assert!(GAMES.len() >= 4);
    for game in GAMES {
        assert_eq!(missing(game.name), Vec::<String>::new(), "{}", game.name);
    }
}

#[test]
fn the_registries_and_lists_name_no_other_game() {
    let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
    let mut cards: Vec<&str> = CARDS.iter().map(|c| c.name).collect();
    let mut uis: Vec<&str> = UIS.iter().map(|u| u.name()).collect();
    let mut pages: Vec<&str> = PAGES.iter().map(|p| p.game).collect();
    assert_eq!(cards, names, "CARDS in the registry's order");
    assert_eq!(uis, names, "UIS in the registry's order");
    pages.sort();
    cards.sort();
    uis.sort();
    assert_eq!(pages, cards, "a rules page a game");
    // Every embed bundle, rules folder and perft file is a game's.
    let folders = |path: &str, strip: &str| -> Vec<String> {
        let mut v: Vec<String> =
            std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .map(|f| f.trim_end_matches(strip).replace('_', "-"))
                .collect();
        v.sort();
        v
    };
    let mut sorted: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    sorted.sort();
    assert_eq!(folders("src/embeds", ".rs"), sorted, "src/embeds");
    assert_eq!(folders("static/rules", ""), sorted, "static/rules");
    assert_eq!(
        folders("tests/data/perft", ".txt"),
        sorted,
        "tests/data/perft"
    );
}

#[test]
fn each_check_can_fail() {
    // A sixth game that exists nowhere: every place says so.
    let all = places("made-up-game");
    let missing = missing("made-up-game");
    assert_eq!(missing.len(), all.len(), "{missing:?}");
    assert!(all.len() >= 27, "{} places", all.len());
}
