//! A game by link as bytes: its record, its id and its messages, packed into the link's text and
//! read back; and this side's part as the saved game stores it.

use super::dice::verify;
use super::{
    ByLink, Dice, Message, PlayLink, Word, MAX_MESSAGES, MAX_PLAY_CHARS, PLAY_FORMAT, PLAY_PREFIX,
};
use crate::engine::record::RecordError;
use crate::engine::Rules;
use crate::share::link::{bad, base64url, link_bytes, pack_into, put_varint, unpack_from, Reader};

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

/// This side's part as one short text (what the saved game stores).
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
}
