//! One side of a game by link: the seats it plays, the messages so far and its secret; what it
//! must do next, and how a newer link of the game compares with what it has.

use super::dice::{commit, seed_now, seed_now_possible};
use super::{Dice, Message, PlayLink, Word};
use crate::engine::record::{Moves, Record};
use crate::engine::Seat;

/// One side's own part of a game played by link, kept with its save: the game's id, the seats
/// this side plays, the messages so far and its secret (never in a link until revealed). Saved
/// as one text ([`saved_text`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByLink {
    pub id: u64,
    pub mine: Vec<Seat>,
    pub messages: Vec<Message>,
    /// The secret this side's latest message committed.
    pub secret: Option<Word>,
    /// The seed this side's rolls use now, if it may roll ([`ByLink::refresh`] works it out
    /// whenever the messages change): kept, so that rolling needs no hashing.
    pub seed: Option<u64>,
}

/// How a link stands to the same game saved here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compared {
    /// The same moves and messages: opening it again changes nothing.
    Same,
    /// Behind what is saved: it would take the game back, so it is not taken.
    Older,
    /// What is saved, and more after it.
    Newer,
    /// Another line of play under the same id.
    Diverges,
}

/// What this side must do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Play: a seat of this side is to move (its dice, if due, can be rolled).
    Play,
    /// Send the latest message (this side's) to that seat.
    Send(Seat),
    /// Wait for a link from that seat.
    Wait(Seat),
    /// The game is over and every side has been sent the end.
    Over,
}

impl ByLink {
    /// The seat this side plays (the first, if it plays several).
    pub fn seat(&self) -> Seat {
        self.mine.first().copied().unwrap_or(0)
    }

    /// How `link` stands to the game saved here (`moves`, and these messages).
    pub fn compare(&self, moves: &Moves, link: &PlayLink) -> Compared {
        let theirs = &link.record.moves;
        let (ours_m, theirs_m) = (&self.messages, &link.messages);
        if moves == theirs && ours_m == theirs_m {
            Compared::Same
        } else if theirs.len() <= moves.len()
            && moves.starts_with(theirs)
            && ours_m.starts_with(theirs_m)
        {
            Compared::Older
        } else if theirs.starts_with(moves) && theirs_m.starts_with(ours_m) {
            Compared::Newer
        } else {
            Compared::Diverges
        }
    }

    /// This side's part of a game first met in `link`: it plays the seat the link was sent to.
    pub fn join(link: &PlayLink) -> ByLink {
        let to = link.messages.last().map_or(0, |m| m.to);
        ByLink {
            id: link.id,
            mine: vec![to],
            messages: link.messages.clone(),
            secret: None,
            seed: None,
        }
    }

    /// Takes the messages of a newer link of this game (see [`ByLink::compare`]).
    pub fn take(&mut self, link: &PlayLink) {
        self.messages = link.messages.clone();
        self.refresh();
    }

    /// Works out [`ByLink::seed`] again.
    pub fn refresh(&mut self) {
        self.seed = self.seed_now();
    }

    /// The link of the game as this side has it, its record being `record`.
    pub fn link(&self, record: &Record) -> PlayLink {
        PlayLink {
            id: self.id,
            record: record.clone(),
            messages: self.messages.clone(),
        }
    }

    /// The seed this side's rolls use now, if it may roll.
    fn seed_now(&self) -> Option<u64> {
        seed_now(&self.messages, self.seat(), self.secret.as_ref()?)
    }

    /// What this side must do, the game having `moves` moves, `turn` being whose turn it is
    /// (`None`: over), `chance` whether dice are due, `dice` whether the game has dice at all.
    pub fn next(&self, moves: usize, turn: Option<Seat>, chance: bool, dice: bool) -> Next {
        let me = self.seat();
        let sent = self.messages.last().map_or(0, |m| m.upto);
        let last = self.messages.last();
        let mine_last = last.filter(|m| m.from == me);
        match turn {
            Some(t) if self.mine.contains(&t) => {
                if chance && dice && self.seed.is_none() {
                    // The dice need a value newer than this side's commitment.
                    match mine_last.filter(|m| m.upto == moves) {
                        Some(m) => Next::Send(m.to),
                        None => Next::Send(self.other(t)),
                    }
                } else {
                    Next::Play
                }
            }
            Some(t) => match (mine_last, moves > sent) {
                (_, true) => Next::Send(t),
                (Some(m), false) if m.upto == moves => Next::Send(m.to),
                _ => {
                    // The seat to move sent a message without moves: its dice are waiting for
                    // a value; this side answers with one.
                    let waiting = dice
                        && last.is_some_and(|m| m.from == t && m.to == me)
                        && seed_now_possible(&self.messages, t).is_none();
                    if waiting {
                        Next::Send(t)
                    } else {
                        Next::Wait(t)
                    }
                }
            },
            None => match (mine_last, moves > sent) {
                (_, true) => Next::Send(self.other(me)),
                (Some(m), false) if m.upto == moves => Next::Send(m.to),
                _ => Next::Over,
            },
        }
    }

    /// A seat other than `seat` to send to: the one the latest message came from, else the next.
    fn other(&self, seat: Seat) -> Seat {
        self.messages
            .iter()
            .rev()
            .find(|m| m.from != seat)
            .map(|m| m.from)
            .unwrap_or(if seat == 0 { 1 } else { 0 })
    }

    /// Whether [`ByLink::next`] asks for a message that is not written yet.
    pub fn must_write(&self, moves: usize, next: Next) -> bool {
        let me = self.seat();
        match (next, self.messages.last()) {
            (Next::Send(to), Some(m)) => !(m.from == me && m.to == to && m.upto == moves),
            (Next::Send(_), None) => true,
            _ => false,
        }
    }

    /// Writes this side's message to `to` after `moves` moves. In a game with dice it reveals
    /// the secret held, commits to `secret` and gives `value` (both fresh random words).
    pub fn write(&mut self, to: Seat, moves: usize, dice: bool, secret: Word, value: Word) {
        let dice = dice.then(|| Dice {
            commit: commit(&secret),
            value,
            reveal: self.secret,
        });
        self.messages.push(Message {
            from: self.seat(),
            to,
            upto: moves,
            dice,
        });
        if dice.is_some() {
            self.secret = Some(secret);
        }
        self.refresh();
    }
}
