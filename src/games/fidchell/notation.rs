//! Fidchell position strings and the text diagram.
//!
//! A position string is one line of eleven space-separated fields:
//!
//! ```text
//! fidchell:<preset> <side> <rings> hand=W,B lost=W,B king=K challenge=C extra=E passes=N end=X history=H
//! ```
//!
//! - `<preset>`: a variant name (`game-one`, `game-two-all-radials`, ...).
//! - `<side>`: `w` or `b`, the side to move.
//! - `<rings>`: rings 1 to 7 separated by `/`, one character per hole from `k = 0` clockwise:
//!   `.` empty, `W` white, `B` black (the centre always holds the king and is not written).
//! - `hand`: stones still to place; `lost`: stones captured or removed. For each colour, stones
//!   on the board + `hand` + `lost` = 27.
//! - `king`: `dead`, `white` or `both` (to whom the king is friendly).
//! - `challenge`: `-` (none), `1`..`5` (White turns left in a running challenge), `remove`
//!   (White chooses the black stones to remove).
//! - `extra`: `1` if the side to move plays an extra turn earned by a capture, else `0`.
//! - `passes`: passes in a row just played.
//! - `end`: `-` while the game runs, else `white-connected`, `black-connected`,
//!   `challenge-failed`, `too-few-white`, `draw-passes`, `draw-repetition`,
//!   `draw-no-progress`, `white-resigned` or `black-resigned`.
//! - `history`: `-` or the comma-separated 16-digit hex hashes of the earlier positions since
//!   the last irreversible change, oldest first (the repetition rule).

use super::board::{self, CENTRE, RING_SIZES};
use super::{Challenge, Colour, Config, End, Fidchell, King, Rules, STONES, WHITE_MINIMUM};
use crate::engine::{ParseError, PositionText};

fn end_word(e: Option<End>) -> &'static str {
    match e {
        None => "-",
        Some(End::Connected(Colour::White)) => "white-connected",
        Some(End::Connected(Colour::Black)) => "black-connected",
        Some(End::ChallengeFailed) => "challenge-failed",
        Some(End::TooFewWhite) => "too-few-white",
        Some(End::DrawByPasses) => "draw-passes",
        Some(End::DrawByRepetition) => "draw-repetition",
        Some(End::DrawByNoProgress) => "draw-no-progress",
        Some(End::Resigned(Colour::White)) => "white-resigned",
        Some(End::Resigned(Colour::Black)) => "black-resigned",
    }
}

fn king_word(k: King) -> &'static str {
    match k {
        King::Dead => "dead",
        King::White => "white",
        King::Both => "both",
    }
}

fn rings(g: &Fidchell) -> Vec<String> {
    (1..=board::OUTER)
        .map(|r| {
            (0..RING_SIZES[r as usize])
                .map(|k| match g.stone(board::point(r, k)) {
                    None => '.',
                    Some(Colour::White) => 'W',
                    Some(Colour::Black) => 'B',
                })
                .collect()
        })
        .collect()
}

fn err<T>(msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError::new(msg))
}

fn field<'a>(tok: &'a str, key: &str) -> Result<&'a str, ParseError> {
    tok.strip_prefix(key)
        .and_then(|t| t.strip_prefix('='))
        .ok_or_else(|| ParseError::new(format!("expected the field {key}=..., found \"{tok}\"")))
}

fn small(text: &str, what: &str, max: u8) -> Result<u8, ParseError> {
    match text.parse::<u8>() {
        Ok(n) if n <= max && !text.starts_with('+') => Ok(n),
        _ => err(format!(
            "{what}: \"{text}\" is not a number from 0 to {max}"
        )),
    }
}

fn pair(text: &str, what: &str) -> Result<[u8; 2], ParseError> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| ParseError::new(format!("{what} needs two numbers: W,B")))?;
    Ok([small(a, what, STONES)?, small(b, what, STONES)?])
}

fn validate(g: &Fidchell) -> Result<(), ParseError> {
    let rules = g.config.rules;
    debug_assert!(g.stones[0] & (1 << CENTRE) == 0);
    for c in [Colour::White, Colour::Black] {
        let i = c as usize;
        let total = g.on_board(c) as u32 + g.hand[i] as u32 + g.lost[i] as u32;
        if total != STONES as u32 {
            return err(format!(
                "{c:?}: {} on the board + {} in hand + {} lost = {total}, not 27",
                g.on_board(c),
                g.hand[i],
                g.lost[i]
            ));
        }
    }
    let (w, b) = (g.hand[0], g.hand[1]);
    match rules {
        Rules::One => {
            if g.king == King::White {
                return err("in game one the king is dead or friendly to both");
            }
            if g.king == King::Both && w > 0 && b > 0 {
                return err("the king cannot be alive before anybody has slid (both sides still hold stones)");
            }
        }
        Rules::Two => {
            if g.king == King::Dead {
                return err("in game two the king is White's or both sides'");
            }
            if g.king == King::Both && b > 0 {
                return err("the king cannot count for Black before Black has slid (Black still holds stones)");
            }
        }
        Rules::Three | Rules::ThreeV1 | Rules::ThreeV2 => {
            let placing = w > 0 || b > 0;
            let want = if rules == Rules::ThreeV2 || !placing {
                King::Both
            } else {
                King::Dead
            };
            if g.king != want {
                return err(format!(
                    "in this game the king must be {} here",
                    king_word(want)
                ));
            }
            let (mine, theirs) = (g.hand[g.side as usize], g.hand[1 - g.side as usize]);
            // A game won by a placement keeps the winner as the side to move, one stone
            // fewer in hand than the other.
            let won_by_placing = g.end == Some(End::Connected(g.side)) && mine + 1 == theirs;
            if mine != theirs && mine != theirs + 1 && !won_by_placing {
                return err("game three alternates placements strictly: the side to move holds as many stones as the other or one more");
            }
            if g.extra {
                return err("game three has no extra turns");
            }
        }
    }
    if rules != Rules::Two && g.challenge != Challenge::None {
        return err("challenges exist only in game two");
    }
    if g.challenge == Challenge::Removal && (g.side != Colour::White || g.stones[1] == 0) {
        return err("a removal choice belongs to White and needs black stones on the board");
    }
    if g.challenge == Challenge::None && g.passes > 1 && g.end.is_none() {
        return err("two passes in a row end the game");
    }
    // A pass is played only by a side with nothing else to do, and a side holding stones can
    // always place one: the side that passed last (the other one) holds none, and after two
    // passes neither does.
    let passer = g.side.other();
    if g.passes >= 1 && g.hand[passer as usize] > 0 {
        return err(format!(
            "passes={} says {passer:?} passed, but {passer:?} holds stones to place",
            g.passes
        ));
    }
    if g.passes >= 2 && g.hand[g.side as usize] > 0 {
        return err(format!(
            "passes={} says both sides passed, but {:?} holds stones to place",
            g.passes, g.side
        ));
    }
    // Nothing moved since those passes, so each side that passed is still without a move.
    // (A game that ended on a pass keeps the passer as the side: only a draw by passes is
    // checked among ended games.)
    let checked = matches!(g.end, None | Some(End::DrawByPasses));
    for (n, who) in [(1, passer), (2, g.side)] {
        let mut before = g.clone();
        before.side = who;
        if checked && g.passes >= n && before.has_action() {
            return err(format!(
                "passes={} says {who:?} passed, but {who:?} has a stone that can move",
                g.passes
            ));
        }
    }
    match g.end {
        None => {
            if g.history.len() >= super::NO_PROGRESS_PLIES {
                return err("200 plies without progress end the game");
            }
            for c in [Colour::White, Colour::Black] {
                if (rules != Rules::Two || c == Colour::White) && g.connected(c) {
                    return err(format!(
                        "{c:?} is already connected, so the game would be over"
                    ));
                }
            }
            if rules == Rules::Two && w + g.on_board(Colour::White) < WHITE_MINIMUM {
                return err("White has fewer than 7 stones, so the game would be over");
            }
        }
        Some(End::Connected(c)) => {
            if !g.connected(c) {
                return err(format!(
                    "the game is marked won by connection but {c:?} has no chain"
                ));
            }
            if rules == Rules::Two && c == Colour::Black {
                return err("Black never wins game two by connecting");
            }
        }
        Some(End::ChallengeFailed) | Some(End::TooFewWhite) if rules != Rules::Two => {
            return err("this ending exists only in game two");
        }
        Some(_) => {}
    }
    Ok(())
}

/// The text forms of a Fidchell position.
pub struct Text;

impl PositionText<Fidchell> for Text {
    /// The position string.
    fn write(g: &Fidchell) -> String {
        let challenge = match g.challenge {
            Challenge::None => "-".to_string(),
            Challenge::Running(n) => n.to_string(),
            Challenge::Removal => "remove".to_string(),
        };
        let history = if g.history.is_empty() {
            "-".to_string()
        } else {
            g.history
                .iter()
                .map(|h| format!("{h:016x}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "fidchell:{} {} {} hand={},{} lost={},{} king={} challenge={} extra={} passes={} end={} history={}",
            g.config.name(),
            if g.side == Colour::White { 'w' } else { 'b' },
            rings(g).join("/"),
            g.hand[0],
            g.hand[1],
            g.lost[0],
            g.lost[1],
            king_word(g.king),
            challenge,
            g.extra as u8,
            g.passes,
            end_word(g.end),
            history
        )
    }

    /// Parses and validates a position string.
    fn read(text: &str) -> Result<Fidchell, ParseError> {
        let toks: Vec<&str> = text.split_whitespace().collect();
        if toks.len() != 11 {
            return err(format!(
                "a Fidchell position has 11 fields (tag, side, rings, hand, lost, king, challenge, extra, passes, end, history), found {}",
                toks.len()
            ));
        }
        let preset = toks[0]
            .strip_prefix("fidchell:")
            .ok_or_else(|| ParseError::new("a Fidchell position starts with fidchell:<variant>"))?;
        let config = Config::from_name(preset)
            .ok_or_else(|| ParseError::new(format!("unknown Fidchell variant \"{preset}\"")))?;
        let side = match toks[1] {
            "w" => Colour::White,
            "b" => Colour::Black,
            t => return err(format!("side to move must be w or b, not \"{t}\"")),
        };
        let ring_texts: Vec<&str> = toks[2].split('/').collect();
        if ring_texts.len() != 7 {
            return err(format!(
                "the board needs 7 rings separated by '/', found {}",
                ring_texts.len()
            ));
        }
        let mut stones = [0u128; 2];
        for (i, t) in ring_texts.iter().enumerate() {
            let r = i as u8 + 1;
            let n = RING_SIZES[r as usize] as usize;
            if t.chars().count() != n {
                return err(format!(
                    "ring {r} needs {n} holes, found {}",
                    t.chars().count()
                ));
            }
            for (k, ch) in t.chars().enumerate() {
                let p = board::point(r, k as u8);
                match ch {
                    '.' => {}
                    'W' => stones[0] |= 1 << p,
                    'B' => stones[1] |= 1 << p,
                    c => return err(format!("ring {r}: '{c}' is not '.', 'W' or 'B'")),
                }
            }
        }
        let hand = pair(field(toks[3], "hand")?, "hand")?;
        let lost = pair(field(toks[4], "lost")?, "lost")?;
        let king = match field(toks[5], "king")? {
            "dead" => King::Dead,
            "white" => King::White,
            "both" => King::Both,
            t => return err(format!("king must be dead, white or both, not \"{t}\"")),
        };
        let challenge = match field(toks[6], "challenge")? {
            "-" => Challenge::None,
            "remove" => Challenge::Removal,
            t => match t.parse::<u8>() {
                Ok(n) if (1..=super::CHALLENGE_TURNS).contains(&n) && t.len() == 1 => {
                    Challenge::Running(n)
                }
                _ => return err(format!("challenge must be -, 1..5 or remove, not \"{t}\"")),
            },
        };
        let extra = match field(toks[7], "extra")? {
            "0" => false,
            "1" => true,
            t => return err(format!("extra must be 0 or 1, not \"{t}\"")),
        };
        let passes = small(field(toks[8], "passes")?, "passes", 50)?;
        let end = match field(toks[9], "end")? {
            "-" => None,
            "white-connected" => Some(End::Connected(Colour::White)),
            "black-connected" => Some(End::Connected(Colour::Black)),
            "challenge-failed" => Some(End::ChallengeFailed),
            "too-few-white" => Some(End::TooFewWhite),
            "draw-passes" => Some(End::DrawByPasses),
            "draw-repetition" => Some(End::DrawByRepetition),
            "draw-no-progress" => Some(End::DrawByNoProgress),
            "white-resigned" => Some(End::Resigned(Colour::White)),
            "black-resigned" => Some(End::Resigned(Colour::Black)),
            t => return err(format!("unknown end \"{t}\"")),
        };
        let history = match field(toks[10], "history")? {
            "-" => Vec::new(),
            t => t
                .split(',')
                .map(|h| {
                    if h.len() == 16
                        && h.bytes()
                            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
                    {
                        u64::from_str_radix(h, 16).map_err(|e| ParseError::new(e.to_string()))
                    } else {
                        err(format!(
                            "history entry \"{h}\" is not 16 lower-case hex digits"
                        ))
                    }
                })
                .collect::<Result<_, _>>()?,
        };
        let g = Fidchell {
            config,
            stones,
            hand,
            lost,
            side,
            extra,
            king,
            challenge,
            passes,
            history,
            end,
        };
        validate(&g)?;
        Ok(g)
    }

    /// A readable multi-line diagram.
    fn diagram(g: &Fidchell) -> String {
        let mut s = format!("fidchell {}\n", g.config.name());
        for (i, r) in rings(g).iter().enumerate().rev() {
            s.push_str(&format!("ring {}: {}\n", i + 1, r));
        }
        s.push_str("centre: K\n");
        s.push_str(&format!(
            "white: hand {} lost {}; black: hand {} lost {}\n",
            g.hand[0], g.lost[0], g.hand[1], g.lost[1]
        ));
        s.push_str(&format!("king: {}\n", king_word(g.king)));
        if g.config.rules == Rules::Two {
            let c = match g.challenge {
                Challenge::None => "none".to_string(),
                Challenge::Running(n) => format!("running, White has {n} turn(s) left"),
                Challenge::Removal => "defeated: White chooses black stones to remove".to_string(),
            };
            s.push_str(&format!("challenge: {c}\n"));
        }
        if g.extra {
            s.push_str("extra turn\n");
        }
        if g.end.is_some() {
            s.push_str(&format!("end: {}\n", end_word(g.end)));
        }
        s
    }
}
