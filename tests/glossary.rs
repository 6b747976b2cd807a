//! The Basque texts speak the seeds' words: every Basque UI text, refusal text and rules page is
//! checked against the list at the end of `docs/glossary.md` (core terms that must appear,
//! rejected variants that must not).

#![cfg(all(
    feature = "barne-zirkulua",
    feature = "jinx",
    feature = "fidchell",
    feature = "bao-la-kete"
))]

use mahai::ui::games::bao_la_kete::texts::BaoT;
use mahai::ui::games::barne_zirkulua::texts::BarneT;
use mahai::ui::games::fidchell::texts::FidchellT;
use mahai::ui::games::jinx::texts::JinxT;
use mahai::ui::i18n::errors::code_text;
use mahai::ui::i18n::{t, ErrorT, Lang, RulesT, SiteT, Texts, T};
use std::collections::BTreeMap;

const GAMES: &[(&str, &str)] = &[
    // (glossary name, rules page folder)
    ("barne", "barne-zirkulua"),
    ("jinx", "jinx"),
    ("fidchell", "fidchell"),
    ("bao", "bao-la-kete"),
];

fn read(path: &str) -> String {
    let full = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"))
}

/// `(game, kind) -> terms`, from the ```glossary block.
fn glossary() -> BTreeMap<(String, String), Vec<String>> {
    let text = read("docs/glossary.md");
    let block = text
        .split("```glossary")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("docs/glossary.md has a ```glossary block");
    let mut out = BTreeMap::new();
    for line in block.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (head, terms) = line.split_once(':').expect("`game kind: a | b`");
        let mut head = head.split_whitespace();
        let game = head.next().unwrap().to_string();
        let kind = head.next().unwrap().to_string();
        assert!(kind == "core" || kind == "reject", "{line}");
        let terms: Vec<String> = terms
            .split('|')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        assert!(!terms.is_empty(), "{line}");
        out.insert((game, kind), terms);
    }
    out
}

fn basque<K: Texts>() -> Vec<String> {
    K::all()
        .iter()
        .map(|k| t(Lang::Eu, *k).to_string())
        .collect()
}

/// The Basque texts of a game's keys `K` and of its refusal enum's every variant (`examples`,
/// whose texts per language are `texts`).
fn basque_of<K: Texts, R>(
    examples: Vec<R>,
    texts: fn(&R) -> [&'static str; 4],
) -> (Vec<String>, Vec<String>) {
    let refused = examples.iter().map(|r| texts(r)[0].to_string()).collect();
    (basque::<K>(), refused)
}

/// The Basque texts a player of `game` meets on the board: its own texts and its refusals.
fn ui_texts(game: &str) -> Vec<String> {
    use mahai::games::bao_la_kete::Refusal as BaoRefusal;
    use mahai::games::barne_zirkulua::Refusal as BarneRefusal;
    use mahai::games::fidchell::Refusal as FidchellRefusal;
    use mahai::games::jinx::Refusal as JinxRefusal;
    use mahai::ui::games::{bao_la_kete, barne_zirkulua, fidchell, jinx};
    let (mut texts, refused) = match game {
        "barne" => basque_of::<BarneT, _>(BarneRefusal::examples(), barne_zirkulua::texts::refusal),
        "jinx" => basque_of::<JinxT, _>(JinxRefusal::examples(), jinx::texts::refusal),
        "fidchell" => {
            basque_of::<FidchellT, _>(FidchellRefusal::examples(), fidchell::texts::refusal)
        }
        "bao" => basque_of::<BaoT, _>(BaoRefusal::examples(), bao_la_kete::texts::refusal),
        _ => unreachable!(),
    };
    assert!(!refused.is_empty(), "{game} has no refusal texts");
    texts.extend(refused);
    texts
}

/// The shell's texts, the rules pages' frame, the record errors and the common refusals.
fn shell_texts() -> Vec<String> {
    let mut texts = basque::<T>();
    texts.extend(basque::<SiteT>());
    texts.extend(basque::<RulesT>());
    texts.extend(basque::<ErrorT>());
    for r in mahai::engine::MoveRefusal::examples() {
        let text = code_text(Lang::Eu, r.code(), |_, _| None).expect("a Basque text");
        texts.push(text.to_string());
    }
    texts
}

fn page(folder: &str) -> String {
    read(&format!("static/rules/{folder}/eu.txt"))
}

/// Whether `needle` starts a word somewhere in `haystack` (case-insensitive): "gune honetan"
/// is not found in "webgune honetan", but "helmugara" is found in "helmugaratu".
fn contains(haystack: &str, needle: &str) -> bool {
    let haystack = haystack.to_lowercase();
    let needle = needle.to_lowercase();
    haystack.match_indices(&needle).any(|(i, _)| {
        !needle.starts_with(char::is_alphanumeric)
            || !haystack[..i].ends_with(char::is_alphanumeric)
    })
}

#[test]
fn the_glossary_lists_core_and_rejected_terms_for_every_game() {
    let g = glossary();
    for (game, _) in GAMES {
        for kind in ["core", "reject"] {
            assert!(
                g.contains_key(&(game.to_string(), kind.to_string())),
                "{game} {kind}"
            );
        }
    }
    assert!(g.contains_key(&("all".into(), "reject".into())));
}

#[test]
fn every_core_term_appears_in_the_games_basque_texts_and_page() {
    let g = glossary();
    let mut missing = Vec::new();
    for (game, folder) in GAMES {
        let ui = ui_texts(game).join("\n");
        let page = page(folder);
        for term in &g[&(game.to_string(), "core".to_string())] {
            if !contains(&ui, term) {
                missing.push(format!("{game} UI: {term}"));
            }
            if !contains(&page, term) {
                missing.push(format!("{game} rules page: {term}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "core terms missing:\n{}",
        missing.join("\n")
    );
}

#[test]
fn no_rejected_variant_appears_in_any_basque_text_or_page() {
    let g = glossary();
    let all = &g[&("all".to_string(), "reject".to_string())];
    let mut found = Vec::new();
    let mut check = |place: &str, text: &str, terms: &[String]| {
        for term in terms {
            for line in text.lines().filter(|l| contains(l, term)) {
                found.push(format!("{place}: «{term}» in: {line}"));
            }
        }
    };
    for (game, folder) in GAMES {
        let rejected = &g[&(game.to_string(), "reject".to_string())];
        let ui = ui_texts(game).join("\n");
        let page = page(folder);
        check(&format!("{game} UI"), &ui, rejected);
        check(&format!("{game} UI"), &ui, all);
        check(&format!("{game} rules page"), &page, rejected);
        check(&format!("{game} rules page"), &page, all);
    }
    check("shell", &shell_texts().join("\n"), all);
    assert!(found.is_empty(), "rejected variants:\n{}", found.join("\n"));
}

#[test]
fn basque_texts_show_no_internal_names() {
    // Variant names such as `basic-cw` and key names are for records and the command line.
    let mut texts = shell_texts();
    for (game, _) in GAMES {
        texts.extend(ui_texts(game));
    }
    for text in &texts {
        assert!(!text.contains("-cw"), "{text}");
        assert!(!text.contains("_"), "{text}");
    }
}
