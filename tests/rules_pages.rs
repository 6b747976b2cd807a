#![cfg(not(target_arch = "wasm32"))]
//! The rules pages: every finished page exists in every language, the languages agree on the
//! page's sections, rulings and diagrams, and every diagram parses and its moves are legal.

use mahai::ui::i18n::Lang;
use mahai::ui::rules::{parse, shape, Block, PageSource, Shape, PAGES};

/// The rules page of a game.
fn page(game: &str) -> &'static PageSource {
    PAGES
        .iter()
        .find(|p| p.game == game)
        .unwrap_or_else(|| panic!("no page for {game}"))
}

#[test]
fn every_page_exists_in_every_language() {
    assert!(!PAGES.is_empty());
    for page in PAGES {
        let langs: Vec<Lang> = page.texts.iter().map(|(l, _)| *l).collect();
        assert_eq!(langs, Lang::ALL, "{}: languages out of order", page.game);
        for (lang, text) in &page.texts {
            let blocks = parse(text);
            assert!(
                matches!(blocks.first(), Some(Block::Heading(1, _))),
                "{} {lang:?}: a page starts with its title",
                page.game
            );
            let words = text.split_whitespace().count();
            assert!(words > 300, "{} {lang:?}: only {words} words", page.game);
            assert!(
                blocks.iter().any(|b| matches!(b, Block::Ruling(_))),
                "{} {lang:?}: no ruling",
                page.game
            );
        }
    }
}

#[test]
fn every_language_has_the_same_sections_rulings_and_diagrams() {
    for page in PAGES {
        let reference = shape(&parse(page.texts[1].1));
        for (lang, text) in &page.texts {
            let s = shape(&parse(text));
            assert_eq!(s.len(), reference.len(), "{} {lang:?}", page.game);
            for (i, (a, b)) in s.iter().zip(&reference).enumerate() {
                assert_eq!(
                    a, b,
                    "{} {lang:?}: item {i} differs from English",
                    page.game
                );
            }
        }
    }
}

#[test]
fn every_diagram_parses_and_its_moves_are_legal() {
    let mut count = 0;
    for page in PAGES {
        for (lang, text) in &page.texts {
            for block in parse(text) {
                if let Block::Diagram(d) = block {
                    if let Err(e) = d.prepare(page.game) {
                        panic!("{} {lang:?} line {}: {e}", page.game, d.line);
                    }
                    assert!(
                        !d.caption.trim().is_empty(),
                        "{} {lang:?} line {}: a diagram needs a caption",
                        page.game,
                        d.line
                    );
                    count += 1;
                }
            }
        }
    }
    assert!(count > 0);
}

#[test]
fn jinx_page_draws_what_the_rules_need() {
    let page = page("jinx");
    let diagrams: Vec<Shape> = shape(&parse(page.texts[1].1))
        .into_iter()
        .filter(|s| matches!(s, Shape::Diagram(..)))
        .collect();
    assert!(diagrams.len() >= 8, "{} diagrams", diagrams.len());
    let tags = |tag: &str| {
        diagrams
            .iter()
            .filter(|s| matches!(s, Shape::Diagram(p, _) if p.starts_with(tag)))
            .count()
    };
    assert!(tags("jinx3 ") >= 1, "a three-player diagram");
    assert!(tags("jinx4 ") >= 1, "a four-player diagram");
    // A jinx call is shown being made.
    assert!(diagrams
        .iter()
        .any(|s| matches!(s, Shape::Diagram(_, m) if m.iter().any(|m| m.starts_with("jinx")))));
}

#[test]
fn bao_page_draws_captures_takata_kuu_and_hizi_zetu() {
    let page = page("bao-la-kete");
    let moves: Vec<Vec<String>> = shape(&parse(page.texts[1].1))
        .into_iter()
        .filter_map(|s| match s {
            Shape::Diagram(_, m) => Some(m),
            _ => None,
        })
        .collect();
    assert!(moves.len() >= 10, "{} diagrams", moves.len());
    let has = |f: &dyn Fn(&str) -> bool| moves.iter().any(|m| m.iter().any(|s| f(s)));
    assert!(has(&|m| m.contains('x')), "a nemo capture");
    assert!(has(&|m| m.ends_with(":safari")), "a safari");
    assert!(has(&|m| m.starts_with("A5")), "a kuu move");
    // Every move of every diagram actually does something: the engine reports effects.
    for (lang, text) in &page.texts {
        for block in parse(text) {
            if let Block::Diagram(d) = block {
                let p = d.prepare(page.game).unwrap();
                assert!(
                    p.steps.iter().all(|s| !s.effects.is_empty()),
                    "{lang:?} line {}",
                    d.line
                );
            }
        }
    }
}

#[test]
fn fidchell_page_draws_enclosures_the_king_a_path_and_the_challenge() {
    let page = page("fidchell");
    let text = page.texts[1].1;
    let mut won = false;
    let mut captures = 0;
    let mut challenge = false;
    for block in parse(text) {
        if let Block::Diagram(d) = block {
            let p = d.prepare(page.game).unwrap();
            let position = p.game.as_dyn().position();
            won |= position.contains("end=white-connected");
            challenge |= d.moves.iter().any(|m| m == "challenge");
            captures += p
                .steps
                .iter()
                .flat_map(|s| &s.effects)
                .filter(|e| matches!(e, mahai::engine::Effect::Captured { .. }))
                .count();
        }
    }
    assert!(won, "a winning path is drawn");
    assert!(challenge, "a challenge is drawn");
    assert!(captures >= 4, "{captures} captures drawn");
}

#[test]
fn barne_page_draws_every_option_a_ring_change_going_home_a_round_and_the_memory() {
    let page = page("barne-zirkulua");
    let mut moves: Vec<String> = Vec::new();
    let mut positions: Vec<String> = Vec::new();
    let mut rounds_won = 0;
    let mut captures = 0;
    let mut ring_changes = 0;
    for block in parse(page.texts[1].1) {
        if let Block::Diagram(d) = block {
            let p = d.prepare(page.game).unwrap();
            for s in &p.steps {
                let text = s.mv.to_string();
                // Every move that takes a ball somewhere reports it.
                let moves_a_ball = text.contains('+')
                    || ["goal:", "ring:", "swap:", "home:", "enter", "exit"]
                        .iter()
                        .any(|m| text.starts_with(m));
                assert!(
                    !moves_a_ball || !s.effects.is_empty(),
                    "line {}: {} did nothing",
                    d.line,
                    s.mv
                );
                for e in &s.effects {
                    match e {
                        mahai::engine::Effect::RoundOver { winner: Some(_) } => rounds_won += 1,
                        mahai::engine::Effect::Captured { .. } => captures += 1,
                        // A forced change is the last step of a part move's path: an outer
                        // field (code < 64) followed by an inner one, or the other way round.
                        mahai::engine::Effect::Moved { path, .. } => {
                            ring_changes += path
                                .windows(2)
                                .filter(|w| w[0] < 96 && w[1] < 96 && (w[0] < 64) != (w[1] < 64))
                                .count();
                        }
                        _ => {}
                    }
                }
            }
            moves.extend(d.moves.iter().cloned());
            positions.push(d.position.clone());
        }
    }
    assert!(positions.len() >= 15, "{} diagrams", positions.len());
    let has = |prefix: &str| moves.iter().any(|m| m.starts_with(prefix));
    for prefix in [
        "entry:",
        "roll:",
        "enter",
        "half:",
        "double:",
        "swap:",
        "ring:",
        "dir",
        "home:",
        "goal:",
        "stay",
        "change",
        "store",
        "store-exit",
        "quad",
        "exit",
        "half.m:",
    ] {
        assert!(has(prefix), "no diagram plays {prefix}");
    }
    assert!(rounds_won >= 1, "a round is won");
    assert!(captures >= 2, "{captures} captures drawn");
    assert!(ring_changes >= 3, "{ring_changes} ring changes drawn");
    for variant in ["bz-basic ", "bz-memory ", "bz-goal16 "] {
        assert!(
            positions.iter().any(|p| p.starts_with(variant)),
            "no {variant}diagram"
        );
    }
}

#[test]
fn fidchell_capture_figures_show_before_and_after() {
    use mahai::engine::Effect;
    let page = page("fidchell");
    for (lang, text) in &page.texts {
        let mut captures = 0;
        for block in parse(text) {
            if let Block::Diagram(d) = block {
                let p = d.prepare(page.game).unwrap();
                let takes = p.steps.last().is_some_and(|s| {
                    s.effects
                        .iter()
                        .any(|e| matches!(e, Effect::Captured { .. }))
                });
                assert_eq!(
                    takes, d.before_after,
                    "{lang:?} line {}: a capture figure shows before and after, others do not",
                    d.line
                );
                if takes {
                    captures += 1;
                    // The board before still has the taken stones, the board after not.
                    let before = d.before().unwrap().prepare(page.game).unwrap();
                    let stone = |g: &mahai::games::AnyGame, at: u16| match g {
                        mahai::games::AnyGame::Fidchell(f) => f.stone(at as u8),
                        _ => panic!("not Fidchell"),
                    };
                    for e in &p.steps.last().unwrap().effects {
                        if let Effect::Captured { at, .. } = e {
                            assert!(
                                stone(&before.game, *at).is_some(),
                                "{lang:?} line {}",
                                d.line
                            );
                            assert!(stone(&p.game, *at).is_none(), "{lang:?} line {}", d.line);
                        }
                    }
                }
            }
        }
        assert!(captures >= 4, "{lang:?}: {captures} capture figures");
    }
}
