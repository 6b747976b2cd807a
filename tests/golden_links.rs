//! Links that hold forever. `tests/data/links/golden.json` keeps links made by the build of
//! 424feee (before games and variants had wire ids of their own): a link of every game with its
//! default options and of every variant for each number of players it allows, the options and
//! flags a link can carry (balls, first player, dice by hand, a resignation, no moves), the
//! longest links of `tests/data/links/`, and games played by link (their first and last link).
//! Each must read back, now and in every later build, to the record (and messages) it was
//! made from, and the record must pack to the same text again.
//!
//! The corpus is never written again: a new game or variant adds its links to it, and a test
//! below fails until it has them.
#![cfg(not(target_arch = "wasm32"))]

use mahai::engine::record::Record;
use mahai::games::RULES;
use mahai::share::corr::{self, Dice, Message, Word};
use mahai::share::link::{pack, unpack, LINK_PREFIX};
use serde_json::Value;

fn corpus() -> Value {
    let path = format!(
        "{}/tests/data/links/golden.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn entries<'a>(corpus: &'a Value, part: &str) -> &'a [Value] {
    corpus[part].as_array().expect(part)
}

fn record_of(entry: &Value) -> Record {
    Record::from_json(&entry["record"].to_string()).unwrap()
}

fn word(text: &Value) -> Word {
    let text = text.as_str().expect("a word in hex");
    assert_eq!(text.len(), 16, "{text}");
    let mut w = [0u8; 8];
    for (i, b) in w.iter_mut().enumerate() {
        *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap();
    }
    w
}

fn message_of(m: &Value) -> Message {
    let seat = |k: &str| m[k].as_u64().unwrap() as u8;
    Message {
        from: seat("from"),
        to: seat("to"),
        upto: m["upto"].as_u64().unwrap() as usize,
        dice: (!m["dice"].is_null()).then(|| Dice {
            commit: word(&m["dice"]["commit"]),
            value: word(&m["dice"]["value"]),
            reveal: (!m["dice"]["reveal"].is_null()).then(|| word(&m["dice"]["reveal"])),
        }),
    }
}

/// Each entry of the corpus's `part` (at least `least` of them): its words, and the packed part
/// of its link, after `prefix` (`#g/`, `#p/`).
fn kept<'a>(
    corpus: &'a Value,
    part: &str,
    least: usize,
    prefix: &str,
) -> Vec<(&'a str, &'a str, &'a Value)> {
    let all = entries(corpus, part);
    assert!(all.len() >= least, "{}: {} links", part, all.len());
    all.iter()
        .map(|entry| {
            let what = entry["what"].as_str().unwrap();
            let link = entry["link"].as_str().unwrap();
            let packed = link
                .strip_prefix('#')
                .and_then(|l| l.strip_prefix(prefix))
                .unwrap_or_else(|| panic!("{what}: {link}"));
            (what, packed, entry)
        })
        .collect()
}

#[test]
fn every_kept_link_reads_back_to_its_record_and_packs_to_the_same_text() {
    let corpus = corpus();
    for (what, packed, entry) in kept(&corpus, "links", 38, LINK_PREFIX) {
        let record = record_of(entry);
        let read = unpack(packed, RULES).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(read, record, "{what}");
        assert_eq!(pack(&record, RULES).unwrap(), packed, "{what}");
    }
}

#[test]
fn every_kept_game_by_link_reads_back_to_its_record_and_messages() {
    let corpus = corpus();
    for (what, packed, entry) in kept(&corpus, "play", 18, corr::PLAY_PREFIX) {
        let messages = entry["messages"].as_array().unwrap();
        let expected = corr::PlayLink {
            id: entry["id"].as_u64().unwrap(),
            record: record_of(entry),
            messages: messages.iter().map(message_of).collect(),
        };
        let read = corr::read(packed, RULES).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(read, expected, "{what}");
        assert_eq!(corr::write(&expected, RULES).unwrap(), packed, "{what}");
    }
}

#[test]
fn the_corpus_has_every_game_and_variant_of_the_registry() {
    let corpus = corpus();
    let kept: Vec<Record> = entries(&corpus, "links").iter().map(record_of).collect();
    let by_link: Vec<Record> = entries(&corpus, "play").iter().map(record_of).collect();
    for entry in RULES {
        let name = entry.name;
        for variant in (entry.variants)() {
            for &players in variant.players {
                let fits = |r: &Record| {
                    r.game == name
                        && r.options.variant.as_deref() == Some(variant.name)
                        && (variant.players.len() == 1 || r.options.players == Some(players))
                };
                assert!(
                    kept.iter().any(fits),
                    "no kept link of {name} {} for {players}: add one to tests/data/links/golden.json",
                    variant.name
                );
            }
        }
        assert!(
            kept.iter()
                .any(|r| r.game == name && r.options == Default::default()),
            "no kept link of {name} with its default options"
        );
        assert!(
            by_link.iter().any(|r| r.game == name),
            "no kept game of {name} played by link"
        );
    }
}

#[test]
fn a_kept_link_with_a_changed_byte_is_not_read_as_the_same_game() {
    // The check above can fail: a link whose game byte names another game does not read back
    // to its record.
    let corpus = corpus();
    let entry = &entries(&corpus, "links")[0];
    let record = record_of(entry);
    let packed = pack(&record, RULES).unwrap();
    let mut bytes = mahai::share::link::from_base64url(&packed).unwrap();
    bytes[1] ^= 1;
    let changed = mahai::share::link::base64url(&bytes);
    assert_ne!(unpack(&changed, RULES).ok(), Some(record));
}

#[test]
fn every_game_and_variant_has_a_wire_id_of_its_own() {
    use mahai::engine::Rules;
    use mahai::games::WIRE_IDS;
    for (k, (id, name)) in WIRE_IDS.iter().enumerate() {
        assert!(
            WIRE_IDS[..k].iter().all(|(i, n)| i != id && n != name),
            "{name}: its id {id} or its name is another game's"
        );
    }
    for entry in RULES {
        assert!(
            WIRE_IDS.contains(&(entry.wire_id(), entry.name)),
            "{}: its id {} is not the one games::WIRE_IDS gives it",
            entry.name,
            entry.wire_id()
        );
        let variants = entry.variants();
        for (k, v) in variants.iter().enumerate() {
            assert!(
                variants[..k].iter().all(|w| w.wire != v.wire),
                "{} {}: its id {} is another variant's",
                entry.name,
                v.name,
                v.wire
            );
        }
    }
    assert_eq!(RULES.len(), WIRE_IDS.len(), "this build has every game");
}
