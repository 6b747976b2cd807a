//! The web app's layers point one way: shell → rules pages → play → each game's screens → the
//! per-game contract → kit → texts. This test reads every file under `src/ui`, finds the modules
//! each one names (`crate::ui::…` and `super::…` paths, outside its `#[cfg(test)]` module, where
//! tests may reach across layers), and fails on an import that points the wrong way, which is
//! also what rules out import circles. It also checks that the game screens are reached through
//! the registry alone: no file outside a game's own folder names a game's `AnyGame` variant.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first. A module may name modules of its own layer's node or of lower
/// layers only.
const LAYERS: &[&[&str]] = &[
    &["i18n"],
    &["kit"],
    &["games::contract"],
    // Every folder under `src/ui/games` (one game's screens) is on this layer; see `layer_of`.
    &[],
    &["games"],
    &["play"],
    &["rules"],
    &["shell"],
];

/// The layer of one game's screens.
const GAME_LAYER: usize = 3;

fn layer_of(node: &str) -> Option<usize> {
    if node.starts_with("games::") && is_game_folder(node.strip_prefix("games::")?.trim()) {
        return Some(GAME_LAYER);
    }
    LAYERS.iter().position(|l| l.contains(&node))
}

/// Whether `src/ui/games/<name>` is a game's folder.
fn is_game_folder(name: &str) -> bool {
    !name.is_empty()
        && Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/ui/games")
            .join(name)
            .is_dir()
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file below `src/ui` (`["games", "jinx", "board"]`; a `mod.rs` is its
/// folder).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The node a module path (below `ui`) belongs to; `None` for the root `ui` module.
fn node(path: &[String]) -> Option<String> {
    let first = path.first()?;
    if first == "games" {
        if let Some(second) = path.get(1) {
            if second == "contract" || is_game_folder(second) {
                return Some(format!("games::{second}"));
            }
        }
    }
    Some(first.clone())
}

/// The source without its test module.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .or_else(|| text.find("#[cfg(test)]\npub(crate) mod tests"))
        .map_or(text, |i| &text[..i])
}

/// Every module path (below `ui`) that `text`, a file of module `here`, names.
fn named_paths(here: &[String], text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    // `a::b::c` at the start of `s`: identifiers joined by `::`, up to anything else.
    let ident = |mut s: &str| -> Vec<String> {
        let mut parts = Vec::new();
        loop {
            let len = s
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(s.len());
            if len == 0 {
                break;
            }
            parts.push(s[..len].to_string());
            match s[len..].strip_prefix("::") {
                Some(rest) => s = rest,
                None => break,
            }
        }
        parts
    };
    for (i, _) in text.match_indices("crate::ui::") {
        out.push(ident(&text[i + "crate::ui::".len()..]));
    }
    for (i, _) in text.match_indices("super::") {
        // `super::super::x` is seen once, at its first `super`.
        if text[..i].ends_with("super::") {
            continue;
        }
        let mut base: Vec<String> = here.to_vec();
        let mut rest = &text[i..];
        while let Some(r) = rest.strip_prefix("super::") {
            base.pop();
            rest = r;
        }
        base.extend(ident(rest));
        out.push(base);
    }
    out
}

#[test]
fn ui_imports_point_down_the_layers_only() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut all = Vec::new();
    files(&root, &mut all);
    assert!(all.len() > 30, "src/ui has {} files", all.len());
    let mut edges: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut wrong = Vec::new();
    for file in &all {
        let rel = file.strip_prefix(&root).unwrap();
        let here = module_path(rel);
        let Some(from) = node(&here) else { continue };
        let from_layer = layer_of(&from).unwrap_or_else(|| panic!("{rel:?}: no layer for {from}"));
        let text = fs::read_to_string(file).unwrap();
        for path in named_paths(&here, without_tests(&text)) {
            // Items of the root `ui` module itself (`crate::ui::start`) belong to no layer.
            let root_item = path.len() == 1
                && !root.join(&path[0]).is_dir()
                && !root.join(format!("{}.rs", path[0])).is_file();
            if root_item {
                continue;
            }
            let Some(to) = node(&path) else { continue };
            if to == from {
                continue;
            }
            let Some(to_layer) = layer_of(&to) else {
                wrong.push(format!("{}: names unknown module {to}", rel.display()));
                continue;
            };
            edges.insert((from.clone(), to.clone()), rel.display().to_string());
            if to_layer >= from_layer {
                wrong.push(format!("{} ({from}) imports {to}", rel.display()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
    // The checker sees the real structure: the shell reaches play, play the registry, a game
    // its contract and the kit.
    for (a, b) in [
        ("shell", "play"),
        ("play", "games"),
        ("rules", "play"),
        ("games::jinx", "games::contract"),
        ("games::bao_la_kete", "kit"),
        ("kit", "i18n"),
    ] {
        assert!(
            edges.contains_key(&(a.to_string(), b.to_string())),
            "expected {a} → {b}"
        );
    }
}

#[test]
fn a_cycle_is_caught() {
    // The checker's own logic on a made-up pair of files: kit naming play is against the layers.
    let here = vec!["kit".to_string(), "seats".to_string()];
    let named = named_paths(
        &here,
        "use crate::ui::play::session::Session;\nuse super::step;",
    );
    let nodes: BTreeSet<String> = named.iter().filter_map(|p| node(p)).collect();
    assert!(nodes.contains("play") && nodes.contains("kit"));
    assert!(layer_of("play") > layer_of("kit"));
}

#[test]
fn only_a_game_folder_names_its_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut all = Vec::new();
    files(&root, &mut all);
    for file in &all {
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        let text = fs::read_to_string(file).unwrap();
        let text = without_tests(&text);
        for variant in ["BarneZirkulua(", "Jinx(", "Fidchell(", "BaoLaKete("] {
            assert!(
                !text.contains(&format!("AnyGame::{variant}")),
                "{rel} matches on AnyGame::{variant}: reach the game through the registry"
            );
        }
    }
}

/// The folders directly under `dir` (below the crate), with `_` in their names read as `-`.
fn folder_names(dir: &str) -> BTreeSet<String> {
    fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().replace('_', "-"))
        .collect()
}

#[test]
fn every_game_folder_is_in_both_registries() {
    let names = folder_names("src/games");
    assert!(names.len() >= 4, "{names:?}");
    let registered: BTreeSet<String> = mahai::games::GAMES.iter().map(|g| g.name.into()).collect();
    assert_eq!(names, registered, "src/games folders against games::GAMES");
    let cards: BTreeSet<String> = mahai::ui::games::CARDS
        .iter()
        .map(|c| c.name.into())
        .collect();
    assert_eq!(names, cards, "ui::games::CARDS");
    let uis: BTreeSet<String> = mahai::ui::games::UIS
        .iter()
        .map(|c| c.name.into())
        .collect();
    assert_eq!(names, uis, "ui::games::UIS");
    assert_eq!(names, folder_names("src/ui/games"), "src/ui/games folders");
    for g in mahai::games::GAMES {
        assert!(
            mahai::games::ai(g.name).is_some(),
            "{} has no computer player",
            g.name
        );
    }
}
