//! Playing a friend by link, without a server: each side plays its turn on its own device and
//! sends the other a link that carries the whole game. The link is a record (see
//! [`super::link`], with every roll written out) followed by the game's id and its *messages*:
//! one per link sent, saying which seat sent it, to which seat, and how many moves the game had.
//!
//! # Fair dice
//!
//! A local game draws its dice from the record's seed, which a link would hand to both sides:
//! the next player could read every future roll. A game played by link instead rolls with a
//! commit–reveal scheme carried in the messages. In a game with dice, each message also holds:
//!
//! - `commit`: the hash of a secret the sender has just drawn and keeps to itself;
//! - `value`: a fresh random value, in the clear;
//! - `reveal`: the secret the sender's rolls of this message used (committed earlier).
//!
//! The rolls a seat makes in a message's moves are drawn from the seed
//! `hash(secret ‖ value)` (the first 8 bytes of SHA-256, little-endian), as a local game draws from
//! its seed ([`crate::engine::record::seeded_outcome`], by move number), where `secret` is the one the
//! seat committed in its latest message before, and `value` the one of the latest message of
//! another seat before. That value must be newer than the commitment: the seat fixed its secret
//! before it saw the value, so it cannot pick a secret that rolls well; the other side chose the
//! value without knowing the secret, so it cannot pick one either. Whoever opens a link checks
//! every roll: a reveal that is not the committed secret, or a roll that does not follow from the
//! two, is refused with its move number.
//!
//! A seat whose dice are due but whose commitment is not older than the latest value (its first
//! turn, before the other side has answered) cannot roll yet: it sends a message without moves,
//! and the other side answers with a new value. A seat's rolls in one message all come from one
//! seed, so a roller knows the rest of its turn's rolls once it has made the first; it cannot
//! change them, since the moves that lie between them do not enter the seed. The one choice made
//! before a roll in Barne-zirkulua, using the stored option at the start of a turn, is therefore
//! made by a player who could work the roll out: the scheme keeps either side from steering or
//! foreseeing the other's dice, not a player from knowing its own roll at the moment it is due.
//!
//! Secrets and values are 8 random bytes, commitments the first 8 bytes of SHA-256: a game of
//! dice between friends, not a bank.

use super::link::{bad, base64url, link_bytes, pack_into, put_varint, unpack_from, Reader};
use crate::engine::record::{play_at, seeded_outcome, Record, RecordError};
use crate::engine::{HoldsGame, Rules, Seat, ToMove};
use sha2::{Digest, Sha256};

/// What comes before a game played by link in an address: `#p/<packed>`.
pub const PLAY_PREFIX: &str = "p/";
/// The version written first in every link of a game played by link.
pub const PLAY_FORMAT: u8 = 1;
/// The longest link text read (the packed part).
pub const MAX_PLAY_CHARS: usize = 40_000;
/// The most messages a link may hold.
pub const MAX_MESSAGES: usize = 4_000;

/// A move made by another seat than the one that sent it.
pub const TURN_CODE: &str = "link.turn";
/// A revealed secret that is not the one committed.
pub const REVEAL_CODE: &str = "link.reveal";
/// A roll that does not follow from the secret and the value, or that came too early.
pub const ROLL_CODE: &str = "link.roll";

/// A secret, a value or a commitment: 8 bytes.
pub type Word = [u8; 8];

/// The dice part of a message (games with dice only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice {
    pub commit: Word,
    pub value: Word,
    pub reveal: Option<Word>,
}

/// One link sent: by whom, to whom, when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Message {
    pub from: Seat,
    pub to: Seat,
    /// The number of moves of the game when it was sent.
    pub upto: usize,
    pub dice: Option<Dice>,
}

/// A game played by link, as a link carries it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayLink {
    /// The same on every side: the game's name among the saved games.
    pub id: u64,
    pub record: Record,
    pub messages: Vec<Message>,
}

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

/// Packs a game played by link (without the prefix).
pub fn write<R: Rules>(link: &PlayLink, games: &[R]) -> Result<String, RecordError> {
    let mut out = vec![PLAY_FORMAT];
    out.extend_from_slice(&link.id.to_le_bytes());
    pack_into(&link.record, games, &mut out)?;
    put_messages(&mut out, &link.messages);
    Ok(base64url(&out))
}

fn put_word(out: &mut Vec<u8>, w: &Word) {
    out.extend_from_slice(w);
}

fn get_word(r: &mut Reader) -> Result<Word, RecordError> {
    let mut w = [0u8; 8];
    for b in &mut w {
        *b = r.byte().ok_or_else(|| bad("cut short"))?;
    }
    Ok(w)
}

fn put_messages(out: &mut Vec<u8>, messages: &[Message]) {
    put_varint(out, messages.len() as u64);
    for m in messages {
        out.push(m.from);
        out.push(m.to);
        put_varint(out, m.upto as u64);
        match &m.dice {
            None => out.push(0),
            Some(d) => {
                out.push(if d.reveal.is_some() { 3 } else { 1 });
                put_word(out, &d.commit);
                put_word(out, &d.value);
                if let Some(w) = &d.reveal {
                    put_word(out, w);
                }
            }
        }
    }
}

fn get_messages(r: &mut Reader) -> Result<Vec<Message>, RecordError> {
    let short = || bad("cut short");
    let count = r.varint().ok_or_else(short)?;
    if count > MAX_MESSAGES as u64 {
        return Err(bad("too many messages"));
    }
    let mut messages = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let from = r.byte().ok_or_else(short)?;
        let to = r.byte().ok_or_else(short)?;
        let upto = usize::try_from(r.varint().ok_or_else(short)?).map_err(|_| short())?;
        let dice = match r.byte().ok_or_else(short)? {
            0 => None,
            kind @ (1 | 3) => Some(Dice {
                commit: get_word(r)?,
                value: get_word(r)?,
                reveal: if kind == 3 { Some(get_word(r)?) } else { None },
            }),
            _ => return Err(bad("unknown message kind")),
        };
        messages.push(Message {
            from,
            to,
            upto,
            dice,
        });
    }
    Ok(messages)
}

/// This side's part as it is saved: one short text (see [`ByLink::to_text`]).
pub mod saved_text {
    use super::ByLink;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(part: &Option<ByLink>, s: S) -> Result<S::Ok, S::Error> {
        match part {
            Some(p) => s.serialize_str(&p.to_text()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<ByLink>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            #[cfg(feature = "site")]
            Some(text) => ByLink::from_text(&text)
                .map(Some)
                .map_err(|e| serde::de::Error::custom(e.to_string())),
            // An embedded game is never played by link: such a save belongs to the site.
            #[cfg(not(feature = "site"))]
            Some(_) => Err(serde::de::Error::custom(
                "a game played by link opens on the site, not in an embedded board",
            )),
        }
    }
}

/// Reads a game played by link, replays it and checks it ([`verify`]); anything wrong is
/// refused with the reason, and the move number where a move is at fault.
pub fn read<R: Rules>(text: &str, games: &[R]) -> Result<PlayLink, RecordError> {
    let bytes = link_bytes(text, MAX_PLAY_CHARS)?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    let short = || bad("cut short");
    if r.byte().ok_or_else(short)? != PLAY_FORMAT {
        return Err(bad("another format"));
    }
    let mut id = [0u8; 8];
    for b in &mut id {
        *b = r.byte().ok_or_else(short)?;
    }
    let record = unpack_from(&mut r, games)?;
    let messages = get_messages(&mut r)?;
    if r.at != bytes.len() {
        return Err(bad("bytes left over"));
    }
    if !record.dice_by_hand {
        return Err(bad("a game by link writes its rolls"));
    }
    let (_, game) = record.start(games)?;
    verify(game, &record, &messages)?;
    Ok(PlayLink {
        id: u64::from_le_bytes(id),
        record,
        messages,
    })
}

/// The packed part of an address (`#p/<packed>` or `p/<packed>`), if it is a game by link.
pub fn packed_part(hash: &str) -> Option<&str> {
    hash.trim_start_matches('#').strip_prefix(PLAY_PREFIX)
}

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
    /// This side's part as a short text, for its save: the id, the seats it plays, its secret
    /// and seed (if any) and the messages, in base64url.
    pub fn to_text(&self) -> String {
        let mut out = self.id.to_le_bytes().to_vec();
        out.push(self.mine.len() as u8);
        out.extend_from_slice(&self.mine);
        let flags = u8::from(self.secret.is_some()) | u8::from(self.seed.is_some()) << 1;
        out.push(flags);
        if let Some(w) = &self.secret {
            put_word(&mut out, w);
        }
        if let Some(seed) = self.seed {
            out.extend_from_slice(&seed.to_le_bytes());
        }
        put_messages(&mut out, &self.messages);
        base64url(&out)
    }

    /// Reads [`ByLink::to_text`] back.
    pub fn from_text(text: &str) -> Result<ByLink, RecordError> {
        let bytes = link_bytes(text, usize::MAX)?;
        let mut r = Reader {
            bytes: &bytes,
            at: 0,
        };
        let short = || bad("cut short");
        let id = u64::from_le_bytes(get_word(&mut r)?);
        let n = r.byte().ok_or_else(short)?;
        let mine = (0..n)
            .map(|_| r.byte().ok_or_else(short))
            .collect::<Result<Vec<_>, _>>()?;
        let flags = r.byte().ok_or_else(short)?;
        let secret = if flags & 1 != 0 {
            Some(get_word(&mut r)?)
        } else {
            None
        };
        let seed = if flags & 2 != 0 {
            Some(u64::from_le_bytes(get_word(&mut r)?))
        } else {
            None
        };
        let messages = get_messages(&mut r)?;
        if r.at != bytes.len() {
            return Err(bad("bytes left over"));
        }
        Ok(ByLink {
            id,
            mine,
            messages,
            secret,
            seed,
        })
    }

    /// The seat this side plays (the first, if it plays several).
    pub fn seat(&self) -> Seat {
        self.mine.first().copied().unwrap_or(0)
    }

    /// How `link` stands to the game saved here (`moves`, and these messages).
    pub fn compare(&self, moves: &[String], link: &PlayLink) -> Compared {
        let theirs = &link.record.moves;
        let (ours_m, theirs_m) = (&self.messages, &link.messages);
        if moves == theirs.as_slice() && ours_m == theirs_m {
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

/// Whether `seat` could roll after `messages`, whatever its secret: its latest message is older
/// than another seat's latest value.
fn seed_now_possible(messages: &[Message], seat: Seat) -> Option<()> {
    let (mine, theirs) = standing(messages, seat);
    let (at, _) = theirs?;
    (at > mine?).then_some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::Options;
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
    fn play_by_link(
        game: &str,
        options: Options,
        seats: usize,
        plies: usize,
    ) -> (Vec<String>, Record) {
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
                moves: Vec::new(),
                ..bad.record.clone()
            });
            for (i, mv) in bad.record.moves[..first_roll].iter().enumerate() {
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
        bad.record.moves[first_roll] = other;
        bad.record.moves.truncate(first_roll + 1);
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
}
