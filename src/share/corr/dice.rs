//! The fair dice of a game by link: commitments, the seed of a message's rolls, and the check
//! of every roll and every move's seat when a link is opened (see the module above).

use super::{Message, Word, REVEAL_CODE, ROLL_CODE, TURN_CODE};
use crate::engine::record::{play_at, seeded_outcome, Record, RecordError};
use crate::engine::{HoldsGame, Seat, ToMove};
use crate::share::link::bad;
use sha2::{Digest, Sha256};

/// The commitment to a secret.
pub fn commit(secret: &Word) -> Word {
    let digest = Sha256::digest(secret);
    let mut out = [0u8; 8];
    out.copy_from_slice(&digest[..8]);
    out
}

/// The seed of the rolls made with `secret` against `value`.
pub fn roll_seed(secret: &Word, value: &Word) -> u64 {
    let mut h = Sha256::new();
    h.update(b"mahai roll");
    h.update(secret);
    h.update(value);
    let digest = h.finalize();
    let mut out = [0u8; 8];
    out.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(out)
}

/// Where a seat stands with its dice after `messages`: the index of its latest message and the
/// index and value of the latest message of another seat.
fn standing(messages: &[Message], seat: Seat) -> (Option<usize>, Option<(usize, Word)>) {
    let mine = messages.iter().rposition(|m| m.from == seat);
    let theirs = messages
        .iter()
        .enumerate()
        .rev()
        .find(|(_, m)| m.from != seat)
        .and_then(|(i, m)| m.dice.map(|d| (i, d.value)));
    (mine, theirs)
}

/// The seed `seat` rolls with now, holding `secret` (the one its latest message committed), or
/// `None` if it may not roll yet: no value of another seat is newer than its commitment.
pub fn seed_now(messages: &[Message], seat: Seat, secret: &Word) -> Option<u64> {
    let (mine, theirs) = standing(messages, seat);
    let mine = mine?;
    let committed = messages[mine].dice?.commit;
    let (at, value) = theirs?;
    (at > mine && commit(secret) == committed).then(|| roll_seed(secret, &value))
}

fn refused(index: usize, mv: &str, code: &str, reason: String) -> RecordError {
    RecordError::Move {
        index,
        mv: mv.to_string(),
        code: code.to_string(),
        reason,
    }
}

/// Checks a game played by link: every message in order and in range, every move made by the
/// seat whose message carries it, every roll drawn as the scheme says. The record's moves are
/// replayed from `start` (the record's start position).
pub fn verify<G: HoldsGame>(
    mut game: G,
    record: &Record,
    messages: &[Message],
) -> Result<(), RecordError> {
    let seats = game.game().seats();
    let mut done = 0;
    let last = messages.last().map_or(0, |m| m.upto);
    if last != record.moves.len() {
        return Err(bad("moves that no message sent"));
    }
    for (i, m) in messages.iter().enumerate() {
        if usize::from(m.from) >= seats || usize::from(m.to) >= seats || m.from == m.to {
            return Err(bad("a message between unknown seats"));
        }
        if m.upto < done {
            return Err(bad("messages out of order"));
        }
        // A seat whose dice are due and whose commitment already has a newer value of another
        // seat may not ask for another value: its roll is decided, and a new commitment would
        // roll it again.
        if m.upto == done
            && game.game().to_move() == ToMove::Chance
            && game.game().turn() == Some(m.from)
            && seed_now_possible(&messages[..i], m.from).is_some()
        {
            let mv = record.moves.get(done).map_or("", |m| m.as_str());
            return Err(refused(
                done,
                mv,
                ROLL_CODE,
                format!(
                    "seat {} asked for new dice while its roll was decided",
                    m.from
                ),
            ));
        }
        // The seed of this message's rolls, worked out at its first roll.
        let mut seed = None;
        for index in done..m.upto {
            let mv = &record.moves[index];
            if game.game().turn() != Some(m.from) {
                return Err(refused(
                    index,
                    mv,
                    TURN_CODE,
                    format!("seat {} sent a move of another seat's turn", m.from),
                ));
            }
            if game.game().to_move() == ToMove::Chance {
                let seed = match seed {
                    Some(s) => s,
                    None => {
                        let s = message_seed(messages, i, index, mv)?;
                        seed = Some(s);
                        s
                    }
                };
                let outcomes = game.game().chance_outcome_strings();
                match seeded_outcome(seed, index, &outcomes) {
                    Some(drawn) if drawn == mv => {}
                    _ => {
                        return Err(refused(
                            index,
                            mv,
                            ROLL_CODE,
                            "the roll does not follow from the revealed secret".into(),
                        ))
                    }
                }
            }
            play_at(&mut game, index, mv)?;
        }
        done = m.upto;
    }
    Ok(())
}

/// The seed of the rolls of message `i`, checking its reveal against its sender's commitment.
fn message_seed(
    messages: &[Message],
    i: usize,
    index: usize,
    mv: &str,
) -> Result<u64, RecordError> {
    let m = &messages[i];
    let early = || {
        refused(
            index,
            mv,
            ROLL_CODE,
            "rolled before the other side's value came".into(),
        )
    };
    let reveal = m.dice.and_then(|d| d.reveal).ok_or_else(early)?;
    let (mine, theirs) = standing(&messages[..i], m.from);
    let mine = mine.ok_or_else(early)?;
    let (_, value) = theirs.filter(|(at, _)| *at > mine).ok_or_else(early)?;
    let committed = messages[mine].dice.ok_or_else(early)?.commit;
    if commit(&reveal) != committed {
        return Err(refused(
            index,
            mv,
            REVEAL_CODE,
            "the revealed secret is not the one committed".into(),
        ));
    }
    Ok(roll_seed(&reveal, &value))
}

/// Whether `seat` could roll after `messages`, whatever its secret: its latest message is older
/// than another seat's latest value.
pub(super) fn seed_now_possible(messages: &[Message], seat: Seat) -> Option<()> {
    let (mine, theirs) = standing(messages, seat);
    let (at, _) = theirs?;
    (at > mine?).then_some(())
}
