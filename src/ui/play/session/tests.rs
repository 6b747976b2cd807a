//! The session's tests: saving and loading, links and games by link, takeback, review.

use super::*;
use crate::engine::record::RecordError;
use crate::share::corr::{self, Next};
use crate::ui::i18n::Lang;

/// A Barne-zirkulua game of `plies` moves, each the first legal move or the seeded dice.
fn played(plies: usize) -> Session {
    let seats = vec![SeatKind::Person; 2];
    let mut s = Session::new(
        "a".into(),
        "barne-zirkulua",
        Options::default(),
        seats,
        7,
        0.0,
    )
    .unwrap();
    for _ in 0..plies {
        let mv = s
            .chance_move()
            .unwrap_or_else(|| s.game.legal_moves()[0].clone());
        s.play_move(&mv, 1.0).unwrap();
    }
    s
}

#[test]
fn a_saves_line_names_the_players_and_counts_turns_not_dice() {
    let mut s = played(30);
    s.saved.seats = vec![SeatKind::Person, SeatKind::Computer(Level::Strong)];
    let lines = s.summaries();
    assert_eq!(lines.len(), Lang::ALL.len());
    let en = &lines[1];
    assert!(
        en.starts_with("Yellow (Person), Black (Computer — strong) · "),
        "{en}"
    );
    // 30 plies, dice included, are fewer turns.
    let turns: usize = en
        .rsplit(" · ")
        .next()
        .and_then(|m| m.strip_suffix(" moves"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{en}"));
    assert!(turns > 1 && turns < 30, "{en}");
    // Basque puts the number first and leaves the noun unchanged.
    assert!(
        lines[0].ends_with(&format!("{turns} mugimendu")),
        "{}",
        lines[0]
    );
    // The save carries them, in the same order.
    let stored: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(stored["summary"][1], serde_json::Value::from(en.as_str()));
    assert_eq!(Session::from_json(&s.to_json()).unwrap().saved, s.saved);
}

#[test]
fn an_exported_game_imports_with_its_players_in_their_seats() {
    let mut s = played(5);
    s.saved.seats = vec![SeatKind::Person, SeatKind::Computer(Level::Strong)];
    let file = s.export_json();
    assert!(file.contains("\"computer:strong\""), "{file}");
    let back = Session::from_record_json("b".into(), &file, 2.0).unwrap();
    assert_eq!(back.saved.seats, s.saved.seats);
    assert_eq!(back.saved.record.moves, s.saved.record.moves);
    // The seats are kept with the save, not twice.
    assert!(back.saved.record.players.is_empty());
    // A record without players seats persons; a friend by link plays here now.
    let plain = s.saved.record.to_json();
    let back = Session::from_record_json("c".into(), &plain, 2.0).unwrap();
    assert_eq!(back.saved.seats, vec![SeatKind::Person; 2]);
    let friend = file.replace("\"person\"", "\"friend\"");
    let back = Session::from_record_json("d".into(), &friend, 2.0).unwrap();
    assert_eq!(back.saved.seats[0], SeatKind::Person);
    // Unknown players, or too few, are refused with the reason.
    let odd = file.replace("computer:strong", "wizard");
    let e = Session::from_record_json("e".into(), &odd, 2.0).unwrap_err();
    assert!(e.to_string().contains("(person, wizard)"), "{e}");
    let short = file.replace("\"person\",", "");
    let e = Session::from_record_json("f".into(), &short, 2.0).unwrap_err();
    assert!(
        e.to_string().contains("do not fit the game's 2 seats"),
        "{e}"
    );
}

#[test]
fn play_again_keeps_the_settings_and_the_players_as_the_rules_seat_them() {
    let seats = vec![SeatKind::Person, SeatKind::COMPUTER];
    let options = Options {
        variant: Some("game-two".into()),
        ..Options::default()
    };
    let mut s = Session::new(
        "a".into(),
        "fidchell",
        options.clone(),
        seats.clone(),
        7,
        0.0,
    )
    .unwrap();
    s.play("resign", 1.0).unwrap();
    let next = s.rematch("b".into(), 9, 2.0).unwrap();
    // Game two: the players change colours; the options stay.
    assert_eq!(next.saved.record.options, options);
    assert_eq!(next.saved.seats, vec![SeatKind::COMPUTER, SeatKind::Person]);
    assert_eq!((next.saved.id.as_str(), next.saved.record.seed), ("b", 9));
    assert!(next.history.is_empty());
    // Barne-zirkulua: the next player begins, the seats stay.
    let s = played(3);
    let next = s.rematch("c".into(), 1, 0.0).unwrap();
    assert_eq!(next.saved.record.options.first, Some(1));
    assert_eq!(next.saved.seats, s.saved.seats);
}

#[test]
fn review_shows_the_position_after_each_ply_and_leaves_the_game_alone() {
    let s = played(12);
    let before = s.clone();
    for ply in 0..=12 {
        let at = s.game_at(ply).expect("a ply of the game");
        let replayed = played(ply);
        assert_eq!(at.as_dyn().position(), replayed.game.as_dyn().position());
    }
    assert_eq!(s.game_at(13), None);
    assert_eq!(s, before);
}

#[test]
fn another_move_in_place_of_a_ply_is_a_step_from_that_position_and_changes_nothing() {
    let s = played(12);
    let before = s.clone();
    // The ply played at position 4, and each other move there.
    let at = s.game_at(4).unwrap();
    let played_there = s.history.get(4).unwrap().mv.clone();
    for mv in at.legal_moves() {
        let text = at.move_text(&mv);
        let (from, step, to) = s.step_at(4, &text).expect("a legal move");
        assert_eq!(from.as_dyn().position(), at.as_dyn().position());
        assert_eq!(
            (step.mv.clone(), step.mover),
            (mv.clone(), at.as_dyn().to_move())
        );
        let mut expected = at.clone();
        assert_eq!(expected.play(&mv).unwrap(), step.effects);
        assert_eq!(to.as_dyn().position(), expected.as_dyn().position());
        let (_, typed, _) = s.step_with(4, &mv).unwrap();
        assert_eq!(typed.effects, step.effects);
        if mv == played_there {
            assert_eq!(
                to.as_dyn().position(),
                s.game_at(5).unwrap().as_dyn().position()
            );
        }
    }
    // Not a move there, or past the game: nothing.
    assert!(s.step_at(4, "nonsense").is_none());
    assert!(s.step_at(13, &at.move_text(&at.legal_moves()[0])).is_none());
    assert_eq!(s, before);
}

#[test]
fn a_branch_goes_on_from_the_ply_and_keeps_the_original() {
    let s = played(12);
    let b = s.branch(5, "b".into(), 9.0).expect("ply 5 exists");
    assert_eq!(b.saved.id, "b");
    assert_eq!(b.saved.record.moves, s.saved.record.moves.truncated(5));
    assert_eq!(b.history.len(), 5);
    assert_eq!(
        b.game.as_dyn().position(),
        played(5).game.as_dyn().position()
    );
    assert_eq!(b.saved.seats, s.saved.seats);
    // The same seed: the dice after the branch point fall as they did in the original.
    assert_eq!(b.chance_move(), played(5).chance_move());
    assert_eq!(s.saved.record.moves.len(), 12);
    assert!(s.branch(13, "c".into(), 9.0).is_none());
}

#[test]
fn a_link_opens_the_same_game_or_the_same_position_and_is_not_a_saved_game() {
    let s = played(30);
    let whole = s.link(usize::MAX).unwrap();
    assert!(whole.starts_with("g/"), "{whole}");
    let packed = whole.strip_prefix("g/").unwrap();
    let opened = Session::from_link("l".into(), packed, 5.0).unwrap();
    assert!(opened.linked && !s.linked);
    assert_eq!(opened.saved.record, s.saved.record);
    assert_eq!(opened.history.len(), 30);
    assert_eq!(opened.saved.seats, vec![SeatKind::Person; 2]);
    // A position: the first 11 moves only.
    let part = s.link(11).unwrap();
    let opened = Session::from_link("m".into(), &part[2..], 5.0).unwrap();
    assert_eq!(
        opened.saved.record.moves,
        s.saved.record.moves.truncated(11)
    );
    assert_eq!(
        opened.game.as_dyn().position(),
        played(11).game.as_dyn().position()
    );
    // Playing on from a link is a branch: a saved game like any other.
    let b = opened.branch(11, "n".into(), 6.0).unwrap();
    assert!(!b.linked);
    assert_eq!(b.saved.record, opened.saved.record);
}

#[test]
fn a_damaged_link_is_refused_with_the_move_at_fault() {
    let s = played(30);
    let whole = s.link(usize::MAX).unwrap();
    // Not base64url at all.
    let e = Session::from_link("x".into(), "not a link!", 0.0).unwrap_err();
    assert!(matches!(e, RecordError::Malformed(_)), "{e:?}");
    // The last character changed: a move index that is not legal there, or bytes that
    // do not end where the count says (either way refused, never a different game).
    let mut chars: Vec<char> = whole[2..].chars().collect();
    let last = chars.len() - 1;
    chars[last] = if chars[last] == '_' { 'A' } else { '_' };
    let tampered: String = chars.into_iter().collect();
    assert!(Session::from_link("x".into(), &tampered, 0.0).is_err());
}

/// Plays this side's part until it has a link to send (writing its message with words
/// drawn from `n`), or returns `None` when it must wait.
fn side_turn(s: &mut Session, n: &mut u64) -> Option<String> {
    loop {
        match s.by_link_next()? {
            Next::Play => {
                let mv = s
                    .chance_move()
                    .unwrap_or_else(|| s.game.legal_moves()[0].clone());
                s.play_move(&mv, 1.0).unwrap();
            }
            Next::Send(to) => {
                let moves = s.saved.record.moves.len();
                let dice = s.game.as_dyn().has_dice();
                let b = s.saved.by_link.as_mut().unwrap();
                if b.must_write(moves, Next::Send(to)) {
                    *n += 1;
                    b.write(to, moves, dice, n.to_le_bytes(), (*n * 31).to_le_bytes());
                }
                return Some(s.play_link().unwrap().unwrap());
            }
            Next::Wait(_) | Next::Over => return None,
        }
    }
}

#[test]
fn two_sessions_play_barne_zirkulua_by_link_under_one_id() {
    let local = played(0);
    let mut a = local.to_by_link(0xabc, 0, 2.0).unwrap();
    assert_eq!(a.saved.id, "l0000000000000abc");
    assert!(!a.can_undo() && a.saved.record.dice_by_hand);
    let mut n = 0;
    let first = side_turn(&mut a, &mut n).unwrap();
    let link = corr::read(first.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
    let b = Session::joined(link_game_id(link.id), &link, 3.0).unwrap();
    assert_eq!(b.saved.id, a.saved.id);
    assert_eq!(b.saved.by_link.as_ref().unwrap().mine, vec![1]);
    assert_eq!(b.saved.seats, vec![SeatKind::Friend, SeatKind::Person]);
    // Seat 0's turn: not played on this side.
    assert_eq!(b.person_to_move(), None);
    let mut sides = [a, b];
    let mut at = 1;
    let mut text = first;
    for _ in 0..40 {
        let Some(next) = side_turn(&mut sides[at], &mut n) else {
            break;
        };
        text = next;
        let link = corr::read(text.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
        let to = usize::from(link.messages.last().unwrap().to);
        let here = &sides[to];
        let b = here.saved.by_link.as_ref().unwrap();
        assert_eq!(
            b.compare(&here.saved.record.moves, &link),
            corr::Compared::Newer
        );
        sides[to] = here.take_link(&link, 4.0).unwrap();
        // Shown first: the game before the moves of the link's message, not saved.
        let n = link.messages.len();
        let prev = if n >= 2 { link.messages[n - 2].upto } else { 0 };
        if let Some(before) = sides[to].before_last_message() {
            assert!(before.linked);
            assert_eq!(before.saved.record.moves, link.record.moves.truncated(prev));
            assert_eq!(before.history.len(), prev);
        } else {
            assert_eq!(prev, link.record.moves.len());
        }
        at = to;
    }
    let last = corr::read(text.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
    assert!(last.record.moves.len() > 30, "{}", last.record.moves.len());
    assert_eq!(sides[0].saved.record, sides[1].saved.record);
    // The save keeps this side's part, and reads back.
    let again = Session::from_json(&sides[0].to_json()).unwrap();
    assert_eq!(again.saved.by_link, sides[0].saved.by_link);
}
