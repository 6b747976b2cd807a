//! The longest games of `mahai selfplay GAME --a strong --b strong --games 200 --seed 1`, kept
//! as records (`tests/data/links/<game>.json`, written by `--record INDEX`): each one goes
//! through a link and back unchanged, and its link fits in the 2,000 characters aimed at.
#![cfg(not(target_arch = "wasm32"))]

use mahai::engine::record::Record;
use mahai::games::RULES;
use mahai::share::link::{pack, unpack, LINK_PREFIX};

/// The games whose longest selfplay game is kept.
const KEPT: &[&str] = &["jinx", "fidchell", "bao-la-kete", "barne-zirkulua"];

/// The longest a link's part of an address (`#g/…`) may be.
const LONGEST: usize = 2_000;

fn longest(game: &str) -> Record {
    let path = format!(
        "{}/tests/data/links/{game}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Record::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_longest_selfplay_games_go_through_a_link_and_fit() {
    for &game in KEPT {
        let record = longest(game);
        // A whole game, replayed to its end by the rules.
        let end = record
            .replay(RULES)
            .unwrap_or_else(|e| panic!("{game}: {e}"));
        assert!(
            matches!(
                mahai::engine::HoldsGame::game(&end).to_move(),
                mahai::engine::ToMove::Over(_)
            ),
            "{game}: the game is finished"
        );
        let packed = pack(&record, RULES).unwrap();
        let address = format!("#{LINK_PREFIX}{packed}");
        eprintln!(
            "{game}: {} plies, a link of {} characters",
            record.moves.len(),
            address.len()
        );
        assert!(
            address.len() <= LONGEST,
            "{game}: {} characters",
            address.len()
        );
        let back = unpack(&packed, RULES).unwrap();
        assert_eq!(back.moves, record.moves, "{game}");
        assert_eq!(
            (back.seed, &back.options),
            (record.seed, &record.options),
            "{game}"
        );
    }
}
