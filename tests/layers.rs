//! The crate's layers point one way. This test reads every file under `src`, finds the modules
//! each one names in its code (`crate::…`, `super::…` and, in the binaries, `mahai::…` paths;
//! comments and the `#[cfg(test)]` module left out, since tests may reach across layers), and
//! checks three things:
//!
//! - the crate's layers, lowest first: `engine` (the game contract, records,
//!   seeded numbers, playouts), `ai` (the search and the review's analysis, over the contract),
//!   `games` (each game's rules and computer knowledge, and the registry joining them), `share`
//!   (links and games by link), `worker`, `cli`, `ui`, the binaries: a module names modules of
//!   its own layer or of lower ones only;
//! - the web app's own layers: texts → kit → the per-game contract → each game's screens → the
//!   registry → play → rules pages → shell, the same way;
//! - no circle between the modules of one parent anywhere (`ui::play::bylink` naming
//!   `ui::play::share` and back is one), at every depth. A module naming its parent's items or
//!   its own children is not an edge between siblings and is not counted.
//!
//! It also checks that the game screens are reached through the registry alone (no file outside
//! a game's own folder names a game's `AnyGame` variant), and, on a made-up tree, that each
//! check can fail.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The crate's layers, lowest first (the first part of a module's path; `bin` stands for the
/// binaries' roots, `src/*_main.rs`, `src/main.rs` and `src/embeds/`).
const CRATE_LAYERS: &[&[&str]] = &[
    &["engine"],
    &["ai"],
    &["games"],
    &["share"],
    &["worker"],
    &["cli"],
    &["ui"],
    &["bin"],
];

/// The web app's layers, lowest first (below `ui`). Every folder under `src/ui/games` (one
/// game's screens) is on the layer [`GAME_LAYER`]; see [`ui_layer`].
const UI_LAYERS: &[&[&str]] = &[
    &["i18n"],
    &["kit"],
    &["games::contract"],
    &[],
    &["games"],
    &["play"],
    &["rules"],
    &["shell"],
];

/// The layer of one game's screens.
const GAME_LAYER: usize = 3;

fn crate_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
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

/// The module path of a file below `src` (`["ui", "games", "jinx", "board"]`; a `mod.rs` is its
/// folder, `lib.rs` the root); `None` for a binary's root, which is the `bin` layer.
fn module_path(rel: &Path) -> Option<Vec<String>> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    let binary = parts.len() == 1 && (parts[0] == "main" || parts[0].ends_with("_main"))
        || parts.first().is_some_and(|p| p == "embeds");
    if binary {
        return None;
    }
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    Some(parts)
}

/// The code of a file: without its test module and without comment lines.
fn code(text: &str) -> String {
    let end = text
        .find("#[cfg(test)]\nmod tests")
        .or_else(|| text.find("#[cfg(test)]\npub(crate) mod tests"))
        .unwrap_or(text.len());
    text[..end]
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::b::c` at the start of `s`: identifiers joined by `::`, up to anything else.
fn ident(mut s: &str) -> Vec<String> {
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
}

/// Every path (from the crate's root) that `code`, of module `here`, names.
fn named_paths(here: &[String], code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for prefix in ["crate::", "mahai::"] {
        for (i, _) in code.match_indices(prefix) {
            let before = code[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            out.push(ident(&code[i + prefix.len()..]));
        }
    }
    for (i, _) in code.match_indices("super::") {
        // `super::super::x` is seen once, at its first `super`.
        if code[..i].ends_with("super::") {
            continue;
        }
        let mut base: Vec<String> = here.to_vec();
        let mut rest = &code[i..];
        while let Some(r) = rest.strip_prefix("super::") {
            base.pop();
            rest = r;
        }
        base.extend(ident(rest));
        out.push(base);
    }
    out
}

/// The longest start of `path` that is a module of the tree at `root` (a folder or a file).
fn module_of(root: &Path, path: &[String]) -> Vec<String> {
    let mut k = 0;
    while k < path.len() {
        let mut dir = root.to_path_buf();
        for p in &path[..=k] {
            dir.push(p);
        }
        let file = dir.with_extension("rs");
        if !(dir.is_dir() || file.is_file()) {
            break;
        }
        k += 1;
        if file.is_file() && !dir.is_dir() {
            break;
        }
    }
    path[..k].to_vec()
}

/// One import: the file, its module (`None`: a binary's root) and the module it names.
struct Import {
    file: String,
    from: Option<Vec<String>>,
    to: Vec<String>,
}

/// Every import of the tree at `root`.
fn imports(root: &Path) -> Vec<Import> {
    let mut all = Vec::new();
    files(root, &mut all);
    let mut out = Vec::new();
    for file in &all {
        let rel = file.strip_prefix(root).unwrap();
        let from = module_path(rel);
        let here = from.clone().unwrap_or_default();
        let text = fs::read_to_string(file).unwrap();
        for path in named_paths(&here, &code(&text)) {
            let to = module_of(root, &path);
            if to.is_empty() {
                continue;
            }
            out.push(Import {
                file: rel.display().to_string(),
                from: from.clone(),
                to,
            });
        }
    }
    out
}

fn crate_layer(top: &str) -> Option<usize> {
    CRATE_LAYERS.iter().position(|l| l.contains(&top))
}

/// Whether `name` is one game's folder under `ui/games` of the tree at `root`.
fn is_game_folder(root: &Path, name: &str) -> bool {
    !name.is_empty() && root.join("ui/games").join(name).is_dir()
}

/// The node of the web app's layers a module path below `ui` belongs to.
fn ui_node(root: &Path, path: &[String]) -> Option<String> {
    let first = path.first()?;
    if first == "games" {
        if let Some(second) = path.get(1) {
            if second == "contract" || is_game_folder(root, second) {
                return Some(format!("games::{second}"));
            }
        }
    }
    Some(first.clone())
}

fn ui_layer(root: &Path, node: &str) -> Option<usize> {
    if let Some(game) = node.strip_prefix("games::") {
        if is_game_folder(root, game) {
            return Some(GAME_LAYER);
        }
    }
    UI_LAYERS.iter().position(|l| l.contains(&node))
}

/// What the checks find wrong in the tree at `root`, and the edges they saw (`a → b` between
/// crate layers, between the app's layers, and between siblings).
fn check(root: &Path) -> (Vec<String>, BTreeSet<(String, String)>) {
    let mut wrong = Vec::new();
    let mut seen = BTreeSet::new();
    // Sibling edges by parent: parent -> (child -> children it names, with a file saying so).
    let mut siblings: BTreeMap<Vec<String>, BTreeMap<String, BTreeMap<String, String>>> =
        BTreeMap::new();
    for Import { file, from, to } in imports(root) {
        // The crate's layers.
        let from_top = from
            .as_ref()
            .map_or("bin", |f| f.first().map_or("", |s| s.as_str()));
        if !from_top.is_empty() && from_top != to[0] {
            seen.insert((from_top.to_string(), to[0].clone()));
            match (crate_layer(from_top), crate_layer(&to[0])) {
                (Some(a), Some(b)) if b > a => {
                    wrong.push(format!("{file} ({from_top}) names {}", to.join("::")))
                }
                (Some(_), Some(_)) => {}
                _ => wrong.push(format!(
                    "{file}: {from_top} or {} is on no layer of the crate",
                    to[0]
                )),
            }
        }
        let Some(from) = from else { continue };
        // The web app's layers.
        if from.first().is_some_and(|s| s == "ui") && to[0] == "ui" {
            let (a, b) = (ui_node(root, &from[1..]), ui_node(root, &to[1..]));
            if let (Some(a), Some(b)) = (a, b) {
                if a != b {
                    seen.insert((a.clone(), b.clone()));
                    match (ui_layer(root, &a), ui_layer(root, &b)) {
                        (Some(x), Some(y)) if y >= x => {
                            wrong.push(format!("{file} (ui::{a}) names ui::{b}"))
                        }
                        (Some(_), Some(_)) => {}
                        _ => wrong.push(format!("{file}: ui::{a} or ui::{b} is on no layer")),
                    }
                }
            }
        }
        // Siblings: where the two paths part, each below their common parent.
        let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
        if common < from.len() && common < to.len() {
            let parent = from[..common].to_vec();
            let (a, b) = (from[common].clone(), to[common].clone());
            siblings
                .entry(parent)
                .or_default()
                .entry(a)
                .or_default()
                .entry(b)
                .or_insert(file);
        }
    }
    for (parent, graph) in &siblings {
        for circle in circles(graph) {
            let at = if parent.is_empty() {
                "the crate".to_string()
            } else {
                parent.join("::")
            };
            let why: Vec<String> = circle
                .iter()
                .flat_map(|a| {
                    graph[a]
                        .iter()
                        .filter(|(b, _)| circle.contains(b))
                        .map(move |(b, f)| format!("{a} → {b} ({f})"))
                })
                .collect();
            wrong.push(format!(
                "a circle in {at}: {}: {}",
                circle.join(", "),
                why.join("; ")
            ));
        }
        for (a, names) in graph {
            for b in names.keys() {
                let named = |p: &str| {
                    if parent.is_empty() {
                        p.to_string()
                    } else {
                        format!("{}::{p}", parent.join("::"))
                    }
                };
                seen.insert((named(a), named(b)));
            }
        }
    }
    (wrong, seen)
}

/// The strongly connected parts of more than one node of `graph` (Tarjan's algorithm).
fn circles(graph: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let i = w.index.len();
        w.index.insert(v, i);
        w.low.insert(v, i);
        w.stack.push(v);
        for u in w.graph.get(v).into_iter().flat_map(|m| m.keys()) {
            if !w.index.contains_key(u.as_str()) {
                visit(w, u);
                let l = w.low[u.as_str()].min(w.low[v]);
                w.low.insert(v, l);
            } else if w.stack.contains(&u.as_str()) {
                let l = w.index[u.as_str()].min(w.low[v]);
                w.low.insert(v, l);
            }
        }
        if w.low[v] == w.index[v] {
            let mut part = Vec::new();
            while let Some(u) = w.stack.pop() {
                part.push(u.to_string());
                if u == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                w.found.push(part);
            }
        }
    }
    let mut w = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !w.index.contains_key(v.as_str()) {
            visit(&mut w, v);
        }
    }
    w.found
}

#[test]
fn imports_point_down_the_layers_and_no_modules_name_each_other() {
    let root = crate_root();
    let (wrong, seen) = check(&root);
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
    // The checker sees the real structure.
    for (a, b) in [
        ("ai", "engine"),
        ("games", "ai"),
        ("share", "games"),
        ("cli", "share"),
        ("ui", "share"),
        ("bin", "ui"),
        ("shell", "play"),
        ("play", "games"),
        ("rules", "play"),
        ("games::jinx", "games::contract"),
        ("games::bao_la_kete", "kit"),
        ("kit", "i18n"),
        ("share::corr", "share::link"),
        ("ui::play::bylink", "ui::play::session"),
    ] {
        assert!(
            seen.contains(&(a.to_string(), b.to_string())),
            "expected {a} → {b}"
        );
    }
}

/// Writes `files` (path below `src`, text) into a new folder; returns its `src`.
fn made_up_tree(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("mahai-layers-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    for (path, text) in files {
        let path = root.join("src").join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    root.join("src")
}

#[test]
fn each_check_can_fail() {
    let root = made_up_tree(
        "bad",
        &[
            ("lib.rs", "pub mod engine;\npub mod games;\npub mod ui;\n"),
            // The engine reaching up into the games (a comment saying crate::ui is not code).
            (
                "engine/mod.rs",
                "pub mod link;\n// crate::ui::shell\nuse crate::games::WIRE_IDS;\n",
            ),
            ("engine/link.rs", "use super::Game;\n"),
            ("games/mod.rs", "use crate::engine::Game;\n"),
            // Two modules of play naming each other.
            ("ui/play/mod.rs", "pub mod bylink;\npub mod share;\n"),
            ("ui/play/bylink.rs", "use super::share::copy_text;\n"),
            ("ui/play/share.rs", "use super::bylink::panel;\n"),
            // The kit naming play.
            ("ui/kit/mod.rs", "use crate::ui::play::bylink::panel;\n"),
            ("ui/i18n/mod.rs", ""),
            // Three games naming each other in a ring, one level down.
            ("games/a/mod.rs", "pub mod x;\npub mod y;\npub mod z;\n"),
            ("games/a/x.rs", "use super::y::Y;\n"),
            ("games/a/y.rs", "use crate::games::a::z::Z;\n"),
            ("games/a/z.rs", "use super::x::X;\n"),
            // A test may reach anywhere.
            (
                "engine/mask.rs",
                "pub struct M;\n#[cfg(test)]\nmod tests {\n    use crate::ui::play::share;\n}\n",
            ),
        ],
    );
    let (wrong, _) = check(&root);
    let text = wrong.join("\n");
    for expected in [
        "engine/mod.rs (engine) names games",
        "ui/kit/mod.rs (ui::kit) names ui::play",
        "a circle in ui::play: bylink, share",
        "a circle in games::a: x, y, z",
        "a circle in the crate: engine, games",
    ] {
        assert!(text.contains(expected), "{expected} not in:\n{text}");
    }
    assert!(
        !text.contains("mask.rs"),
        "a test module is not code:\n{text}"
    );
    assert!(!text.contains("names ui::shell"), "{text}");
    assert_eq!(wrong.len(), 5, "{text}");
    fs::remove_dir_all(root.parent().unwrap()).unwrap();
}

#[test]
fn only_a_game_folder_names_its_game() {
    let root = crate_root().join("ui");
    let mut all = Vec::new();
    files(&root, &mut all);
    let folders: Vec<String> = folder_names("src/games")
        .iter()
        .map(|name| name.replace('-', "_"))
        .collect();
    // A game's variant of `AnyGame` and `AnyMove`, by its folder's name (`bao_la_kete`:
    // `BaoLaKete`).
    let variant = |folder: &str| -> String {
        folder
            .split('_')
            .map(|w| w[..1].to_uppercase() + &w[1..])
            .collect()
    };
    assert!(folders.contains(&"bao_la_kete".to_string()), "{folders:?}");
    let mut wrong = Vec::new();
    for file in &all {
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        let text = code(&fs::read_to_string(file).unwrap());
        for folder in &folders {
            if rel.starts_with(&format!("games/{folder}/")) {
                continue;
            }
            let v = variant(folder);
            for name in [
                format!("AnyGame::{v}("),
                format!("AnyMove::{v}("),
                format!("games::{folder}::"),
            ] {
                if text.contains(&name) {
                    wrong.push(format!("src/ui/{rel} names {name}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "reach a game through the registry:\n{}",
        wrong.join("\n")
    );
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
        .map(|c| c.name().into())
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
