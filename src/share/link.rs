//! Records packed small enough for a link. A game travels in the part of an address after `#`,
//! which a browser never sends to a server, so a game can be shared without one.
//!
//! The packing leans on the rules: a move is written as its index in the position's sorted list
//! of legal moves, in just the bits that list needs (`ceil(log2(n))` for `n` moves: none for a
//! forced move), and a roll drawn from the record's seed is not written at all, since the seed
//! gives it again. Reading a link therefore replays it through
//! the rules, and a damaged or tampered link is refused with the number of the move that does
//! not fit and why. The bytes are:
//!
//! | bytes | what |
//! | --- | --- |
//! | 1 | [`LINK_FORMAT`] |
//! | 1 | the game: its id, [`Game::WIRE_ID`](crate::engine::Game::WIRE_ID) (every game's in [`crate::games::WIRE_IDS`]) |
//! | 1 | flags: variant, players, balls, first, dice by hand, ends by resignation (bits 0–5) |
//! | 1 each | the options the flags name, in that order (the variant as its id, [`Variant::wire`](crate::engine::Variant::wire)) |
//! | varint | the seed |
//! | varint | the number of moves, rolls included (without a closing resignation) |
//! | bits | each move that is not a seeded roll: its index in `ceil(log2(n))` bits, lowest bit first, the bits filling each byte from its lowest; zero bits up to the next byte |
//!
//! A record whose last move is a resignation ([`RESIGN`], never among the legal moves, so it
//! has no index) sets the flag instead and leaves that move out of the moves.
//!
//! and they are written out in base64url without padding. Links of format 1, which wrote each
//! index as a varint, are still read. A link is untrusted input: it is
//! bounded ([`MAX_LINK_CHARS`], [`MAX_LINK_MOVES`]) so that none can make the reader work long.

use crate::engine::record::{play_at, seeded_outcome, Moves, Record, RecordError, RECORD_FORMAT};
use crate::engine::{HoldsGame, Options, Rules, ToMove};

/// The version written first in every link; links of other versions (but format 1, whose
/// indices were varints) are refused.
pub const LINK_FORMAT: u8 = 2;
/// The first format, still read: each move index a varint.
const LINK_FORMAT_VARINTS: u8 = 1;
/// The longest link text read (the packed part, without the address before it).
pub const MAX_LINK_CHARS: usize = 12_000;
/// The most moves a link may hold: above the longest game any of these games plays.
pub const MAX_LINK_MOVES: usize = 6_000;
/// The refusal code of a link whose move index names no legal move.
pub const LINK_MOVE_CODE: &str = "link.move";
/// What comes before the packed record in an address: `#g/<packed>`.
pub const LINK_PREFIX: &str = "g/";

const FLAG_VARIANT: u8 = 1;
const FLAG_PLAYERS: u8 = 2;
const FLAG_BALLS: u8 = 4;
const FLAG_FIRST: u8 = 8;
const FLAG_BY_HAND: u8 = 16;
const FLAG_RESIGNED: u8 = 32;
/// The move of giving a game up, in a game whose rules know it (Fidchell's `resign`).
pub const RESIGN: &str = "resign";

/// The moves a position allows as the packing counts them: the chance outcomes at a roll, the
/// sorted legal moves otherwise.
fn choices<G: HoldsGame>(game: &G) -> Vec<String> {
    let game = game.game();
    match game.to_move() {
        ToMove::Chance => game
            .chance_outcome_strings()
            .into_iter()
            .map(|(m, _)| m)
            .collect(),
        _ => game.legal_move_strings(),
    }
}

/// Packs a record for a link. The record is replayed to find each move's index, so a record
/// the rules refuse cannot be packed (its first refused move is reported).
pub fn pack<R: Rules>(record: &Record, games: &[R]) -> Result<String, RecordError> {
    let mut out = Vec::new();
    pack_into(record, games, &mut out)?;
    Ok(base64url(&out))
}

/// [`pack`]'s bytes, written at the end of `out` (before base64url).
pub(super) fn pack_into<R: Rules>(
    record: &Record,
    games: &[R],
    out: &mut Vec<u8>,
) -> Result<(), RecordError> {
    let (entry, mut game) = record.start(games)?;
    out.push(LINK_FORMAT);
    out.push(entry.wire_id());
    let o = &record.options;
    let variant = match &o.variant {
        Some(name) => Some(
            entry
                .variants()
                .iter()
                .find(|v| v.name == name)
                .ok_or_else(|| RecordError::Options(format!("unknown variant \"{name}\"")))?
                .wire,
        ),
        None => None,
    };
    let fields = [
        (FLAG_VARIANT, variant),
        (FLAG_PLAYERS, o.players),
        (FLAG_BALLS, o.balls),
        (FLAG_FIRST, o.first),
    ];
    let mut flags = if record.dice_by_hand { FLAG_BY_HAND } else { 0 };
    let resigned = record.moves.last().is_some_and(|m| m == RESIGN);
    if resigned {
        flags |= FLAG_RESIGNED;
    }
    let played = record.moves.len() - resigned as usize;
    let moves = record.moves.iter().take(played);
    for (flag, value) in fields {
        if value.is_some() {
            flags |= flag;
        }
    }
    out.push(flags);
    out.extend(fields.iter().filter_map(|(_, v)| *v));
    put_varint(out, record.seed);
    put_varint(out, moves.len() as u64);
    let mut bits = BitWriter::default();
    for (i, mv) in moves.enumerate() {
        let chance = game.game().to_move() == ToMove::Chance;
        if chance {
            record.check_dice(i, &game.game().chance_outcome_strings())?;
        }
        if !chance || record.dice_by_hand {
            let choices = choices(&game);
            let k = choices
                .iter()
                .position(|m| m == mv)
                .ok_or_else(|| refused(i, mv, "it is not a legal move here"))?;
            bits.put(out, k as u64, index_bits(choices.len()));
        }
        play_at(&mut game, i, mv)?;
    }
    if resigned {
        play_at(&mut game, played, RESIGN)?;
    }
    bits.finish(out);
    Ok(())
}

/// The bits an index among `n` choices takes: none for a single choice.
pub fn index_bits(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Writes values of a few bits each into bytes, lowest bit first.
#[derive(Default)]
struct BitWriter {
    acc: u64,
    filled: u32,
}

impl BitWriter {
    fn put(&mut self, out: &mut Vec<u8>, value: u64, width: u32) {
        for b in 0..width {
            self.acc |= ((value >> b) & 1) << self.filled;
            self.filled += 1;
            if self.filled == 8 {
                out.push(self.acc as u8);
                self.acc = 0;
                self.filled = 0;
            }
        }
    }

    /// The last, partly filled byte (its other bits zero).
    fn finish(self, out: &mut Vec<u8>) {
        if self.filled > 0 {
            out.push(self.acc as u8);
        }
    }
}

/// Reads what [`BitWriter`] wrote, from a [`Reader`]'s next byte on.
struct BitReader {
    bit: u32,
}

impl BitReader {
    fn take(&mut self, r: &mut Reader, width: u32) -> Option<u64> {
        let mut value = 0;
        for b in 0..width {
            if self.bit == 0 {
                r.byte()?;
            }
            let byte = r.bytes[r.at - 1];
            value |= u64::from((byte >> self.bit) & 1) << b;
            self.bit = (self.bit + 1) % 8;
        }
        Some(value)
    }

    /// Whether the bits after the last value of the last byte read are zero, as written.
    fn padding_is_clear(&self, r: &Reader) -> bool {
        self.bit == 0 || r.bytes[r.at - 1] >> self.bit == 0
    }
}

/// Reads a packed link back into a record, replaying every move through the rules. Anything
/// wrong (not base64url, cut short, an unknown game or option, a move index with no legal move
/// behind it, bytes left over) is refused with the reason, and the move number where a move is
/// at fault.
pub fn unpack<R: Rules>(text: &str, games: &[R]) -> Result<Record, RecordError> {
    let bytes = link_bytes(text, MAX_LINK_CHARS)?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    let record = unpack_from(&mut r, games)?;
    if r.at != bytes.len() {
        return Err(bad("bytes left over"));
    }
    Ok(record)
}

/// The bytes of a link's text (surrounding blanks aside), refused if longer than `max`
/// characters or not base64url.
pub(super) fn link_bytes(text: &str, max: usize) -> Result<Vec<u8>, RecordError> {
    let text = text.trim();
    if text.len() > max {
        return Err(bad("too long"));
    }
    from_base64url(text).ok_or_else(|| bad("not base64url"))
}

/// A link's text refused for its form, not for a move.
pub(super) fn bad(why: &str) -> RecordError {
    RecordError::Malformed(format!("link: {why}"))
}

/// Reads [`pack_into`]'s bytes from `r`, replaying every move; bytes after them are left.
pub(super) fn unpack_from<R: Rules>(r: &mut Reader, games: &[R]) -> Result<Record, RecordError> {
    let short = || bad("cut short");
    let varints = match r.byte().ok_or_else(short)? {
        LINK_FORMAT => false,
        LINK_FORMAT_VARINTS => true,
        v => return Err(RecordError::Version(u32::from(v))),
    };
    let id = r.byte().ok_or_else(short)?;
    let entry = games.iter().find(|g| g.wire_id() == id).ok_or_else(|| {
        // A game this build does not have is named, when there is one of that id.
        match crate::games::WIRE_IDS.iter().find(|(i, _)| *i == id) {
            Some((_, name)) => RecordError::UnknownGame(name.to_string()),
            None => bad("unknown game"),
        }
    })?;
    let game = entry.name();
    let flags = r.byte().ok_or_else(short)?;
    if flags >= FLAG_RESIGNED * 2 {
        return Err(bad("unknown flags"));
    }
    let mut field = |flag: u8| -> Result<Option<u8>, RecordError> {
        if flags & flag == 0 {
            return Ok(None);
        }
        r.byte().map(Some).ok_or_else(short)
    };
    let variant = match field(FLAG_VARIANT)? {
        Some(i) => Some(
            entry
                .variants()
                .iter()
                .find(|v| v.wire == i)
                .ok_or_else(|| bad("unknown variant"))?
                .name
                .to_string(),
        ),
        None => None,
    };
    let options = Options {
        variant,
        players: field(FLAG_PLAYERS)?,
        balls: field(FLAG_BALLS)?,
        first: field(FLAG_FIRST)?,
    };
    let seed = r.varint().ok_or_else(short)?;
    let count = r.varint().ok_or_else(short)?;
    if count > MAX_LINK_MOVES as u64 {
        return Err(bad("too many moves"));
    }
    let mut record = Record {
        format: RECORD_FORMAT,
        game: game.to_string(),
        options,
        seed,
        moves: Moves::new(),
        dice_by_hand: flags & FLAG_BY_HAND != 0,
        players: Vec::new(),
    };
    let (_, mut position) = record.start(games)?;
    let mut bits = BitReader { bit: 0 };
    for i in 0..count as usize {
        let mv = match position.game().to_move() {
            ToMove::Over(_) => {
                return Err(refused(i, "?", "the game is already over"));
            }
            ToMove::Chance if !record.dice_by_hand => {
                let outcomes = position.game().chance_outcome_strings();
                seeded_outcome(seed, i, &outcomes)
                    .ok_or_else(|| refused(i, "?", "no roll is possible here"))?
                    .to_string()
            }
            _ => {
                let choices = choices(&position);
                let k = if varints {
                    r.varint()
                } else {
                    bits.take(r, index_bits(choices.len()))
                }
                .ok_or_else(short)?;
                usize::try_from(k)
                    .ok()
                    .and_then(|k| choices.get(k))
                    .ok_or_else(|| {
                        refused(
                            i,
                            &format!("#{k}"),
                            &format!("only {} moves are legal here", choices.len()),
                        )
                    })?
                    .clone()
            }
        };
        play_at(&mut position, i, &mv)?;
        record.moves.push(mv);
    }
    if flags & FLAG_RESIGNED != 0 {
        play_at(&mut position, record.moves.len(), RESIGN)?;
        record.moves.push(RESIGN.to_string());
    }
    if !bits.padding_is_clear(r) {
        return Err(bad("bits left over"));
    }
    Ok(record)
}

/// The packed part of an address (`#g/<packed>` or `g/<packed>`), if it is a link.
pub fn packed_part(hash: &str) -> Option<&str> {
    hash.trim_start_matches('#').strip_prefix(LINK_PREFIX)
}

fn refused(index: usize, mv: &str, reason: &str) -> RecordError {
    RecordError::Move {
        index,
        mv: mv.to_string(),
        code: LINK_MOVE_CODE.to_string(),
        reason: reason.to_string(),
    }
}

pub(super) struct Reader<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) at: usize,
}

impl Reader<'_> {
    pub(super) fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    /// Seven bits a byte, lowest first; the high bit says another byte follows. At most ten
    /// bytes, and no bits past the 64th.
    pub(super) fn varint(&mut self) -> Option<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            let bits = u64::from(b & 0x7f);
            if shift == 63 && bits > 1 {
                return None;
            }
            value |= bits << shift;
            if b & 0x80 == 0 {
                return Some(value);
            }
        }
        None
    }
}

pub(super) fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8 & 0x7f) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as base64url text without padding (the packing's last step).
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

/// Reads what [`base64url`] writes; `None` for any text it never writes.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| ALPHABET.iter().position(|a| *a == c).map(|d| d as u32);
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            n |= digit(*c)? << (18 - 6 * i);
        }
        let whole = chunk.len() - 1;
        for i in 0..whole {
            out.push((n >> (16 - 8 * i)) as u8);
        }
        // The unused low bits of a short last chunk must be zero: one text per byte string.
        if whole < 3 && n & ((1 << (24 - 8 * whole)) - 1) != 0 {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::tests::refused_move;
    use crate::games::GAMES;

    fn random_record(
        entry: &crate::games::GameEntry,
        options: Options,
        seed: u64,
        plies: usize,
    ) -> Record {
        Record::random(entry, options, seed, seed ^ 0x5eed, plies)
    }

    #[test]
    fn base64url_round_trips_and_refuses_what_it_never_writes() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url(&bytes);
            assert!(!text.contains('='), "{text}");
            assert_eq!(from_base64url(&text).as_deref(), Some(&bytes[..]), "{len}");
        }
        assert_eq!(base64url(b"Mahai"), "TWFoYWk");
        for bad in ["A", "TWFoYWk=", "TW+h", "TWFoYWl"] {
            assert_eq!(from_base64url(bad), None, "{bad}");
        }
    }

    #[test]
    fn varints_round_trip_and_overlong_ones_are_refused() {
        for v in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, v);
            let mut r = Reader { bytes: &out, at: 0 };
            assert_eq!(r.varint(), Some(v));
            assert_eq!(r.at, out.len());
        }
        let overlong = [0xff; 11];
        assert_eq!(
            Reader {
                bytes: &overlong,
                at: 0
            }
            .varint(),
            None
        );
        let too_big = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02];
        assert_eq!(
            Reader {
                bytes: &too_big,
                at: 0
            }
            .varint(),
            None
        );
    }

    #[test]
    fn a_game_given_up_round_trips_through_a_link() {
        let entry = GAMES.iter().find(|g| g.name == "fidchell").unwrap();
        let options = Options {
            variant: Some("game-two".into()),
            ..Options::default()
        };
        let mut record = random_record(entry, options, 7, 12);
        record.moves.push(RESIGN.into());
        let text = pack(&record, GAMES).unwrap();
        assert_eq!(unpack(&text, GAMES).unwrap(), record);
        // A game whose rules know no resignation refuses it, packed or read.
        let jinx = GAMES.iter().find(|g| g.name == "jinx").unwrap();
        let mut record = random_record(jinx, Options::default(), 7, 3);
        record.moves.push(RESIGN.into());
        assert!(matches!(
            pack(&record, GAMES),
            Err(RecordError::Move { index: 3, .. })
        ));
    }

    #[test]
    fn every_game_and_variant_round_trips_through_a_link() {
        for entry in GAMES {
            let mut options = vec![Options::default()];
            for v in (entry.variants)() {
                for &players in v.players {
                    options.push(Options {
                        variant: Some(v.name.to_string()),
                        players: Some(players),
                        first: Some(players - 1),
                        ..Options::default()
                    });
                }
            }
            for (i, o) in options.into_iter().enumerate() {
                if (entry.new)(&o).is_err() {
                    continue;
                }
                let record = random_record(entry, o, 1000 + i as u64, 400);
                let text = pack(&record, GAMES).unwrap();
                assert_eq!(unpack(&text, GAMES).unwrap(), record, "{}", entry.name);
                // Each move costs at most a byte: rolls from the seed cost nothing.
                assert!(
                    text.len() <= (record.moves.len() + 16) * 4 / 3 + 4,
                    "{text}"
                );
            }
        }
    }

    #[test]
    fn dice_given_by_hand_are_written_and_read_back() {
        let entry = GAMES.iter().find(|g| g.name == "barne-zirkulua").unwrap();
        let mut record = random_record(entry, Options::default(), 9, 60);
        record.dice_by_hand = true;
        let text = pack(&record, GAMES).unwrap();
        assert_eq!(unpack(&text, GAMES).unwrap(), record);
        // A by-hand roll costs a byte; a seeded one nothing.
        record.dice_by_hand = false;
        assert!(pack(&record, GAMES).unwrap().len() < text.len());
    }

    #[test]
    fn a_record_the_rules_refuse_cannot_be_packed() {
        let entry = GAMES.iter().find(|g| g.name == "barne-zirkulua").unwrap();
        let mut record = random_record(entry, Options::default(), 9, 30);
        let first_roll = record
            .moves
            .iter()
            .position(|m| m.starts_with("roll"))
            .unwrap();
        let mut moves = record.moves.to_vec();
        moves[first_roll] = "roll:99:ring".into();
        record.moves = moves.into();
        let e = pack(&record, GAMES).unwrap_err();
        assert!(
            matches!(e, RecordError::Move { index, .. } if index == first_roll),
            "{e:?}"
        );
    }

    /// A random Jinx game of seed `seed` and at most `plies` plies: its record, its link and the
    /// link's bytes.
    fn jinx_link(seed: u64, plies: usize) -> (Record, String, Vec<u8>) {
        let entry = GAMES.iter().find(|g| g.name == "jinx").unwrap();
        let record = random_record(entry, Options::default(), seed, plies);
        let text = pack(&record, GAMES).unwrap();
        let bytes = from_base64url(&text).unwrap();
        (record, text, bytes)
    }

    #[test]
    fn a_damaged_link_is_refused_with_its_reason_and_move_number() {
        let (_, text, mut bytes) = jinx_link(5, 20);
        let malformed = |e: RecordError| match e {
            RecordError::Malformed(why) => why,
            e => panic!("{e:?}"),
        };
        // A move index past the legal moves: refused at that move.
        let last = bytes.len() - 1;
        bytes[last] = 120;
        let e = unpack(&base64url(&bytes), GAMES).unwrap_err();
        // (Move 20's index is the last bits of the last byte: now 56, in 6 bits.)
        assert_eq!(refused_move(&e), (19, LINK_MOVE_CODE, "#56"));
        assert!(
            e.to_string().starts_with("move 20 (#56) is refused: only"),
            "{e}"
        );
        // Bits set after the last index: a link this version never writes.
        let mut padded = from_base64url(&text).unwrap();
        let last = padded.len() - 1;
        padded[last] |= 0x80;
        assert_eq!(
            malformed(unpack(&base64url(&padded), GAMES).unwrap_err()),
            "link: bits left over"
        );
        // Cut short, or with bytes left over.
        assert_eq!(
            malformed(unpack(&base64url(&bytes[..bytes.len() - 3]), GAMES).unwrap_err()),
            "link: cut short"
        );
        let mut longer = from_base64url(&text).unwrap();
        longer.push(0);
        assert_eq!(
            malformed(unpack(&base64url(&longer), GAMES).unwrap_err()),
            "link: bytes left over"
        );
        // Not base64url, too long, another format, an unknown game.
        assert_eq!(
            malformed(unpack("ab*d", GAMES).unwrap_err()),
            "link: not base64url"
        );
        let long = "A".repeat(MAX_LINK_CHARS + 4);
        assert_eq!(
            malformed(unpack(&long, GAMES).unwrap_err()),
            "link: too long"
        );
        assert_eq!(
            unpack(&base64url(&[9, 0, 0]), GAMES).unwrap_err(),
            RecordError::Version(9)
        );
        assert_eq!(
            malformed(unpack(&base64url(&[1, 200, 0]), GAMES).unwrap_err()),
            "link: unknown game"
        );
        // Too many moves claimed: refused before any is read.
        let mut many = vec![1, 1, 0, 0];
        put_varint(&mut many, MAX_LINK_MOVES as u64 + 1);
        assert_eq!(
            malformed(unpack(&base64url(&many), GAMES).unwrap_err()),
            "link: too many moves"
        );
    }

    #[test]
    fn indices_take_only_the_bits_their_choices_need_and_format_1_links_still_read() {
        assert_eq!(
            [1, 2, 3, 4, 5, 128, 129].map(index_bits),
            [0, 1, 2, 2, 3, 7, 8]
        );
        for entry in GAMES {
            let record = random_record(entry, Options::default(), 11, 300);
            let text = pack(&record, GAMES).unwrap();
            // The same record as format 1 wrote it: each index a varint.
            let (_, mut game) = record.start(GAMES).unwrap();
            let mut old = from_base64url(&text).unwrap()[..3].to_vec();
            old[0] = LINK_FORMAT_VARINTS;
            put_varint(&mut old, record.seed);
            put_varint(&mut old, record.moves.len() as u64);
            let mut forced = 0usize;
            for (i, mv) in record.moves.iter().enumerate() {
                if game.game().to_move() != ToMove::Chance {
                    let choices = choices(&game);
                    forced += usize::from(choices.len() == 1);
                    put_varint(
                        &mut old,
                        choices.iter().position(|m| m == mv).unwrap() as u64,
                    );
                }
                play_at(&mut game, i, mv).unwrap();
            }
            assert_eq!(
                unpack(&base64url(&old), GAMES).unwrap(),
                record,
                "{}",
                entry.name
            );
            // Bits, not bytes: shorter, forced moves taking nothing (at least a byte each
            // before).
            let new_len = from_base64url(&text).unwrap().len();
            assert!(
                new_len + forced < old.len(),
                "{}: {new_len} of {}",
                entry.name,
                old.len()
            );
        }
    }

    #[test]
    fn moves_after_the_end_of_a_game_are_refused() {
        let (record, _, mut bytes) = jinx_link(3, 10_000);
        // The header is game, format, flags, seed (one byte: 3), then the count.
        let n = record.moves.len();
        let mut head = bytes[..4].to_vec();
        put_varint(&mut head, n as u64 + 1);
        let count_len = {
            let mut v = Vec::new();
            put_varint(&mut v, n as u64);
            v.len()
        };
        head.extend_from_slice(&bytes[4 + count_len..]);
        head.push(0);
        bytes = head;
        let e = unpack(&base64url(&bytes), GAMES).unwrap_err();
        assert!(
            matches!(&e, RecordError::Move { index, reason, .. } if *index == n && reason.contains("over")),
            "{e:?}"
        );
    }

    #[test]
    fn the_address_part_is_found() {
        assert_eq!(packed_part("#g/AQI"), Some("AQI"));
        assert_eq!(packed_part("g/AQI"), Some("AQI"));
        assert_eq!(packed_part("#rules/jinx"), None);
    }
}
