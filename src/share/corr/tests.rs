//! The games by link's tests: the dice, the links' bytes, each side's part.

use super::*;
use crate::engine::record::{play_at, seeded_outcome, Moves, RecordError};
use crate::engine::rng::Rng;
use crate::engine::Options;
use crate::engine::{HoldsGame, ToMove};
use crate::games::{AnyGame, RULES};

/// One side of a game by link, as the app keeps it: its record and its part.
struct Side {
    record: Record,
    part: ByLink,
}

fn words(rng: &mut Rng) -> (Word, Word) {
    (rng.next_u64().to_le_bytes(), rng.next_u64().to_le_bytes())
}

fn position(record: &Record) -> AnyGame {
    let (_, g) = record.start(RULES).unwrap();
    let mut g = g;
    for (i, mv) in record.moves.iter().enumerate() {
        play_at(&mut g, i, mv).unwrap();
    }
    g
}

/// Plays a side's turn (its moves, its rolls from the scheme) until it has a link to send;
/// returns the link's text and the seat it goes to, or `None` once the game is over.
fn act(side: &mut Side, dice: bool, rng: &mut Rng) -> Option<(String, Seat)> {
    loop {
        let g = position(&side.record);
        let moves = side.record.moves.len();
        let chance = g.game().to_move() == ToMove::Chance;
        match side.part.next(moves, g.game().turn(), chance, dice) {
            Next::Play => {
                let mv = if chance {
                    let seed = side.part.seed.expect("may roll");
                    let outcomes = g.game().chance_outcome_strings();
                    seeded_outcome(seed, moves, &outcomes).unwrap().to_string()
                } else {
                    let legal = g.game().legal_move_strings();
                    legal[rng.below(legal.len())].clone()
                };
                side.record.moves.push(mv);
            }
            Next::Send(to) => {
                if side.part.must_write(moves, Next::Send(to)) {
                    let (secret, value) = words(rng);
                    side.part.write(to, moves, dice, secret, value);
                }
                let text = write(&side.part.link(&side.record), RULES).unwrap();
                return Some((text, to));
            }
            Next::Wait(_) | Next::Over => return None,
        }
    }
}

/// What the app does with a link: a new game joins it, a newer one is taken.
fn receive(side: Option<&mut Side>, text: &str) -> Result<Option<Side>, RecordError> {
    let link = read(text, RULES)?;
    match side {
        None => Ok(Some(Side {
            part: ByLink::join(&link),
            record: link.record,
        })),
        Some(side) => {
            if side.part.compare(&side.record.moves, &link) == Compared::Newer {
                side.part.take(&link);
                side.record = link.record;
            }
            Ok(None)
        }
    }
}

/// Plays a whole game by link between `seats` sides (each seat one side), seat 0 starting
/// it; returns every link sent and the final record.
fn play_by_link(game: &str, options: Options, seats: usize, plies: usize) -> (Vec<String>, Record) {
    let dice = game == "barne-zirkulua";
    let mut rng = Rng::new(7);
    let mut record = Record::new(game, options, 0);
    record.dice_by_hand = true;
    let mut sides: Vec<Option<Side>> = (0..seats).map(|_| None).collect();
    sides[0] = Some(Side {
        record,
        part: ByLink {
            id: 42,
            mine: vec![0],
            messages: Vec::new(),
            secret: None,
            seed: None,
        },
    });
    let mut at = 0;
    let mut sent = Vec::new();
    while sides[at].as_ref().unwrap().record.moves.len() < plies {
        let Some((text, to)) = act(sides[at].as_mut().unwrap(), dice, &mut rng) else {
            break;
        };
        sent.push(text.clone());
        let to = usize::from(to);
        if let Some(joined) = receive(sides[to].as_mut(), &text).unwrap() {
            sides[to] = Some(joined);
        }
        at = to;
    }
    let record = sides[at].as_ref().unwrap().record.clone();
    (sent, record)
}

#[test]
fn two_sides_play_barne_zirkulua_by_link_with_fair_dice() {
    let (sent, record) = play_by_link("barne-zirkulua", Options::default(), 2, 400);
    assert!(record.moves.len() >= 400, "{} moves", record.moves.len());
    let rolls = record
        .moves
        .iter()
        .filter(|m| m.starts_with("roll:") || m.starts_with("entry:"))
        .count();
    assert!(rolls > 50, "{rolls} rolls");
    // Every link sent reads back and checks; the last holds the whole game.
    let last = read(sent.last().unwrap(), RULES).unwrap();
    assert_eq!(last.record, record);
    assert_eq!(last.id, 42);
    // The dice are not the record seed's: the seed plays no part.
    let mut seeded = record.clone();
    seeded.dice_by_hand = false;
    let e = seeded.replay(RULES).map(|_| ()).unwrap_err();
    assert!(
        matches!(&e, RecordError::Move { code, .. } if code == "record.dice"),
        "{e:?}"
    );
}

#[test]
fn every_game_plays_by_link_between_two_or_more_sides() {
    let players = |n: u8| Options {
        players: Some(n),
        ..Options::default()
    };
    for (game, options, seats) in [
        ("jinx", Options::default(), 2),
        ("jinx", players(3), 3),
        ("jinx", players(4), 4),
        ("fidchell", Options::default(), 2),
        ("bao-la-kete", Options::default(), 2),
        ("barne-zirkulua", players(3), 3),
    ] {
        let (sent, record) = play_by_link(game, options, seats, 150);
        assert!(
            record.moves.len() >= 20,
            "{game}: {} moves",
            record.moves.len()
        );
        let last = read(sent.last().unwrap(), RULES).unwrap();
        assert_eq!(last.record, record, "{game}");
        // Every seat sent links (so every side played).
        let senders: std::collections::BTreeSet<Seat> =
            last.messages.iter().map(|m| m.from).collect();
        assert_eq!(senders.len(), seats, "{game}");
    }
}

/// A Barne-zirkulua game by link of some turns, as its last link.
fn barne_link() -> PlayLink {
    let (sent, _) = play_by_link("barne-zirkulua", Options::default(), 2, 60);
    read(sent.last().unwrap(), RULES).unwrap()
}

fn refusal(link: &PlayLink) -> (usize, String) {
    let text = write(link, RULES).unwrap();
    match read(&text, RULES).unwrap_err() {
        RecordError::Move { index, code, .. } => (index, code),
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_tampered_reveal_or_roll_is_refused_with_its_move() {
    let link = barne_link();
    // The first message whose moves hold a roll, and that roll.
    let (k, first_roll) = link
        .messages
        .iter()
        .enumerate()
        .find_map(|(k, m)| {
            let from = if k == 0 { 0 } else { link.messages[k - 1].upto };
            (from..m.upto)
                .find(|&i| {
                    link.record.moves[i].starts_with("roll:")
                        || link.record.moves[i].starts_with("entry:")
                })
                .map(|i| (k, i))
        })
        .unwrap();
    // Another secret revealed: refused at that message's first roll.
    let mut bad = link.clone();
    let dice = bad.messages[k].dice.as_mut().unwrap();
    dice.reveal.as_mut().unwrap()[0] ^= 1;
    assert_eq!(refusal(&bad), (first_roll, REVEAL_CODE.to_string()));
    // Another value given by the other side (after the commitment): the roll no longer
    // follows, which is refused at the roll.
    let mut bad = link.clone();
    let j = (0..k)
        .rev()
        .find(|&j| bad.messages[j].from != bad.messages[k].from)
        .unwrap();
    bad.messages[j].dice.as_mut().unwrap().value[3] ^= 0x80;
    let (index, code) = refusal(&bad);
    assert_eq!(code, ROLL_CODE);
    assert!(index <= first_roll);
    // Another roll written in the record: refused at it.
    let mut bad = link.clone();
    let g = {
        let mut g = position(&Record {
            moves: Moves::new(),
            ..bad.record.clone()
        });
        for (i, mv) in bad.record.moves.iter().take(first_roll).enumerate() {
            play_at(&mut g, i, mv).unwrap();
        }
        g
    };
    let other = g
        .game()
        .chance_outcome_strings()
        .into_iter()
        .map(|(m, _)| m)
        .find(|m| *m != bad.record.moves[first_roll])
        .unwrap();
    bad.record.moves.truncate(first_roll);
    bad.record.moves.push(other);
    bad.messages.truncate(k + 1);
    bad.messages[k].upto = first_roll + 1;
    assert_eq!(refusal(&bad), (first_roll, ROLL_CODE.to_string()));
}

#[test]
fn a_roll_before_the_other_side_answered_or_a_move_for_another_seat_is_refused() {
    // Barne-zirkulua: seat 0 starts and rolls at once, with only its own message behind it.
    let mut record = Record::new("barne-zirkulua", Options::default(), 0);
    record.dice_by_hand = true;
    let mut g = position(&record);
    let secret = [1u8; 8];
    while g.game().to_move() != ToMove::Chance {
        let mv = g.game().legal_move_strings()[0].clone();
        play_at(&mut g, record.moves.len(), &mv).unwrap();
        record.moves.push(mv);
    }
    let roll = g.game().chance_outcome_strings()[0].0.clone();
    record.moves.push(roll);
    let first = Message {
        from: 0,
        to: 1,
        upto: 0,
        dice: Some(Dice {
            commit: commit(&secret),
            value: [2; 8],
            reveal: None,
        }),
    };
    let second = Message {
        from: 0,
        to: 1,
        upto: record.moves.len(),
        dice: Some(Dice {
            commit: commit(&[3; 8]),
            value: [4; 8],
            reveal: Some(secret),
        }),
    };
    let link = PlayLink {
        id: 1,
        record: record.clone(),
        messages: vec![first, second],
    };
    assert_eq!(
        refusal(&link),
        (record.moves.len() - 1, ROLL_CODE.to_string())
    );
    // Jinx: seat 1 sends seat 0's first move.
    let mut record = Record::new("jinx", Options::default(), 0);
    record.dice_by_hand = true;
    let g = position(&record);
    record.moves.push(g.game().legal_move_strings()[0].clone());
    let link = PlayLink {
        id: 1,
        record,
        messages: vec![Message {
            from: 1,
            to: 0,
            upto: 1,
            dice: None,
        }],
    };
    assert_eq!(refusal(&link), (0, TURN_CODE.to_string()));
}

#[test]
fn a_link_is_compared_with_the_game_saved_here() {
    let (sent, _) = play_by_link("jinx", Options::default(), 2, 12);
    let links: Vec<PlayLink> = sent.iter().map(|t| read(t, RULES).unwrap()).collect();
    let (early, late) = (&links[3], &links[8]);
    let side = ByLink::join(early);
    assert_eq!(side.compare(&early.record.moves, early), Compared::Same);
    assert_eq!(side.compare(&early.record.moves, late), Compared::Newer);
    let later = ByLink::join(late);
    assert_eq!(later.compare(&late.record.moves, early), Compared::Older);
    // The same id, another line of play.
    let mut other = late.clone();
    let n = early.record.moves.len();
    let mut g = position(&Record {
        moves: early.record.moves.clone(),
        ..early.record.clone()
    });
    let legal = g.game().legal_move_strings();
    let different = legal
        .iter()
        .find(|m| **m != late.record.moves[n])
        .unwrap()
        .clone();
    play_at(&mut g, n, &different).unwrap();
    other.record.moves.truncate(n);
    other.record.moves.push(different);
    // Seen from before the fork it goes on from there; seen from the other line, it is
    // another game.
    assert_eq!(side.compare(&early.record.moves, &other), Compared::Newer);
    assert_eq!(
        later.compare(&late.record.moves, &other),
        Compared::Diverges
    );
}

#[test]
fn a_sides_part_is_saved_as_a_text_and_read_back() {
    let (sent, _) = play_by_link("barne-zirkulua", Options::default(), 2, 40);
    let link = read(sent.last().unwrap(), RULES).unwrap();
    let mut part = ByLink::join(&link);
    part.secret = Some([9; 8]);
    part.seed = Some(u64::MAX - 3);
    let text = part.to_text();
    assert_eq!(ByLink::from_text(&text).unwrap(), part);
    assert!(ByLink::from_text(&text[..text.len() - 2]).is_err());
    assert!(ByLink::from_text("").is_err());
}

#[test]
fn a_damaged_link_is_refused_not_read_as_another_game() {
    let text = write(&barne_link(), RULES).unwrap();
    assert!(read(&text[..text.len() - 7], RULES).is_err());
    assert!(read("p/!!", RULES).is_err());
    assert!(read(&format!("{text}AAAA"), RULES).is_err());
    assert_eq!(packed_part("#p/abc"), Some("abc"));
    assert_eq!(packed_part("#g/abc"), None);
}

#[test]
fn a_seat_whose_roll_is_decided_cannot_ask_for_new_dice_from_another_device() {
    let (sent, _) = play_by_link("barne-zirkulua", Options::default(), 2, 120);
    let mut rng = Rng::new(99);
    let mut tried = 0;
    for text in &sent {
        let link = read(text, RULES).unwrap();
        let g = position(&link.record);
        let to = link.messages.last().unwrap().to;
        let due = g.game().to_move() == ToMove::Chance && g.game().turn() == Some(to);
        if !due || super::dice::seed_now_possible(&link.messages, to).is_none() {
            continue;
        }
        // The seat's roll is decided by the secret its own device keeps. Opening the link on
        // another device, it has no secret there: it asks for a new value with a new secret.
        let mut fresh = ByLink::join(&link);
        let moves = link.record.moves.len();
        let Next::Send(back) = fresh.next(moves, Some(to), true, true) else {
            panic!("a side without its secret must ask");
        };
        let (secret, value) = words(&mut rng);
        fresh.write(back, moves, true, secret, value);
        let asked = write(&fresh.link(&link.record), RULES).unwrap();
        let e = read(&asked, RULES).unwrap_err();
        assert!(
            matches!(&e, RecordError::Move { index, code, .. } if *index == moves && code == ROLL_CODE),
            "{e:?}"
        );
        tried += 1;
    }
    assert!(tried >= 5, "only {tried} decided rolls met");
}
