//! Move strings, position strings and the text diagram of Bao la Kete (grammar in
//! `docs/notation.md`).

use super::board::{Dir, Kichwa, Pit, Row, NORTH, SOUTH};
use super::rules::Board;
use super::{Action, BaoLaKete, Mode, Move, Stage, START_RESERVE};
use crate::engine::{Game, ParseError, PositionText, Seat};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.pit)?;
        match self.action {
            Action::Sow(d) => write!(f, "{d}")?,
            Action::Capture(k) => {
                f.write_str("x")?;
                if let Some(k) = k {
                    write!(f, "{}", k.letter())?;
                }
            }
        }
        match self.safari {
            None => Ok(()),
            Some(false) => f.write_str(":stop"),
            Some(true) => f.write_str(":safari"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Move, ParseError> {
        let s = text.trim();
        let bad = |why: &str| ParseError::new(format!("\"{s}\" is not a Bao la Kete move: {why}"));
        if !s.is_ascii() || s.len() < 3 {
            return Err(bad(
                "write a pit and what to do, e.g. A6cw, B2acw, A5xL, A2x:safari",
            ));
        }
        let pit: Pit = s[..2].parse()?;
        let (body, decision) = match s[2..].split_once(':') {
            None => (&s[2..], None),
            Some((body, "stop")) => (body, Some(false)),
            Some((body, "safari")) => (body, Some(true)),
            Some(_) => return Err(bad("after ':' write stop or safari")),
        };
        let action = match body {
            "cw" => Action::Sow(Dir::Cw),
            "acw" => Action::Sow(Dir::Acw),
            "x" => Action::Capture(None),
            "xL" => Action::Capture(Some(Kichwa::Left)),
            "xR" => Action::Capture(Some(Kichwa::Right)),
            _ => return Err(bad("after the pit write cw, acw, x, xL or xR")),
        };
        if matches!(action, Action::Capture(_)) && pit.row != Row::Front {
            return Err(bad("only a front pit can capture"));
        }
        Ok(Move {
            pit,
            action,
            safari: decision,
        })
    }
}

fn seat_letter(s: Seat) -> char {
    if s == SOUTH {
        'S'
    } else {
        'N'
    }
}

fn parse_seat(v: &str) -> Result<Seat, ParseError> {
    match v {
        "S" => Ok(SOUTH),
        "N" => Ok(NORTH),
        _ => Err(ParseError::new(format!("\"{v}\" is not a player (S or N)"))),
    }
}

fn num<T: FromStr>(v: &str, what: &str) -> Result<T, ParseError> {
    if v.is_empty() || !v.bytes().all(|c| c.is_ascii_digit()) || v.len() > 5 {
        return Err(ParseError::new(format!("{what}: \"{v}\" is not a number")));
    }
    v.parse()
        .map_err(|_| ParseError::new(format!("{what}: \"{v}\" is out of range")))
}

fn pair<T: FromStr>(v: &str, sep: char, what: &str) -> Result<(T, T), ParseError> {
    let (a, b) = v.split_once(sep).ok_or_else(|| {
        ParseError::new(format!(
            "{what}: expected two values separated by '{sep}', got \"{v}\""
        ))
    })?;
    Ok((num(a, what)?, num(b, what)?))
}

impl BaoLaKete {
    pub(super) fn write_position(&self) -> String {
        let mut s = format!(
            "bao:{} game={} score={}-{} first={} ",
            self.mode.name(),
            self.game,
            self.score[0],
            self.score[1],
            seat_letter(self.first)
        );
        match self.result {
            None => s.push_str(&format!("turn={}", seat_letter(self.turn))),
            Some(Some(w)) => s.push_str(&format!("result={}", seat_letter(w))),
            Some(None) => s.push_str("result=draw"),
        }
        let kuu = |seat: usize| if self.board.kuu[seat] { 'F' } else { 'D' };
        s.push_str(&format!(
            " res={}/{} kuu={}/{} pits=",
            self.reserve[0],
            self.reserve[1],
            kuu(0),
            kuu(1)
        ));
        let rows: Vec<String> = (0..4u8)
            .map(|r| {
                (0..8u8)
                    .map(|c| self.seeds(Pit::at_cell(r, c).expect("cell")).to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        s.push_str(&rows.join("/"));
        if let Some(x) = self.reserved {
            s.push_str(&format!(
                " reserved={}",
                Pit::from_loop(self.turn, x as usize)
            ));
        }
        let ob: Vec<String> = (0..2usize)
            .filter_map(|holder| {
                self.oblige[holder]
                    .map(|x| Pit::from_loop(1 - holder as Seat, x as usize).to_string())
            })
            .collect();
        if !ob.is_empty() {
            s.push_str(&format!(" oblige={}", ob.join(",")));
        }
        if self.hand > 0 {
            s.push_str(&format!(" hand={}", self.hand));
        }
        if !self.seen.is_empty() {
            let h: Vec<String> = self.seen.iter().map(|h| format!("{h:016x}")).collect();
            s.push_str(&format!(" seen={}", h.join(".")));
        }
        s
    }

    pub(super) fn read_position(text: &str) -> Result<BaoLaKete, ParseError> {
        let err = |m: String| ParseError::new(m);
        let mut tokens = text.split_whitespace();
        let tag = tokens
            .next()
            .ok_or_else(|| err("empty position string".into()))?;
        let mode = match tag {
            "bao:match" => Mode::Match,
            "bao:single" => Mode::Single,
            _ => {
                return Err(err(format!(
                    "a Bao la Kete position starts with bao:match or bao:single, not \"{tag}\""
                )))
            }
        };
        const KEYS: [&str; 12] = [
            "game", "score", "first", "turn", "result", "res", "kuu", "pits", "reserved", "oblige",
            "hand", "seen",
        ];
        let mut vals: [Option<&str>; 12] = [None; 12];
        for tok in tokens {
            let (k, v) = tok
                .split_once('=')
                .ok_or_else(|| err(format!("\"{tok}\" is not key=value")))?;
            let i = KEYS
                .iter()
                .position(|x| *x == k)
                .ok_or_else(|| err(format!("unknown field \"{k}\"")))?;
            if vals[i].is_some() {
                return Err(err(format!("field \"{k}\" given twice")));
            }
            vals[i] = Some(v);
        }
        let get = |k: &str| vals[KEYS.iter().position(|x| *x == k).expect("key")];
        let need = |k: &str| get(k).ok_or_else(|| err(format!("field \"{k}\" is missing")));

        let game: u16 = num(need("game")?, "game")?;
        if game == 0 {
            return Err(err("game numbers start at 1".into()));
        }
        let (s0, s1): (u8, u8) = pair(need("score")?, '-', "score")?;
        if s0 > 2 || s1 > 2 {
            return Err(err(
                "score: nobody wins more than two games of a match".into()
            ));
        }
        let first = parse_seat(need("first")?)?;
        let (turn, result) = match (get("turn"), get("result")) {
            (Some(t), None) => (parse_seat(t)?, None),
            (None, Some("draw")) => (first, Some(None)),
            (None, Some(r)) => (first, Some(Some(parse_seat(r)?))),
            (Some(_), Some(_)) => return Err(err("give either turn= or result=, not both".into())),
            (None, None) => return Err(err("field \"turn\" (or \"result\") is missing".into())),
        };
        let (r0, r1): (u8, u8) = pair(need("res")?, '/', "res")?;
        let kuu_txt = need("kuu")?;
        let kuu = match kuu_txt {
            "F/F" => [true, true],
            "F/D" => [true, false],
            "D/F" => [false, true],
            "D/D" => [false, false],
            _ => {
                return Err(err(format!(
                    "kuu: expected F/F, F/D, D/F or D/D, got \"{kuu_txt}\""
                )))
            }
        };
        let rows: Vec<&str> = need("pits")?.split('/').collect();
        if rows.len() != 4 {
            return Err(err("pits: expected four rows separated by '/'".into()));
        }
        let mut board = Board {
            pits: [[0; 16]; 2],
            kuu,
        };
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<&str> = row.split(',').collect();
            if cells.len() != 8 {
                return Err(err(format!(
                    "pits: row {} has {} pits, not 8",
                    r + 1,
                    cells.len()
                )));
            }
            for (c, cell) in cells.iter().enumerate() {
                let n: u8 = num(cell, "pits")?;
                if n > 64 {
                    return Err(err(format!(
                        "pits: {n} seeds in one pit is more than the 64 of the game"
                    )));
                }
                let pit = Pit::at_cell(r as u8, c as u8).expect("cell");
                board.pits[pit.owner as usize][pit.loop_index()] = n;
            }
        }
        let reserved = match get("reserved") {
            None => None,
            Some(v) => {
                let p: Pit = v.parse()?;
                if p.owner != turn || p.row != Row::Front || result.is_some() {
                    return Err(err(format!(
                        "reserved={v}: only a front pit of the player to move can be reserved"
                    )));
                }
                Some(p.loop_index() as u8)
            }
        };
        let mut oblige = [None; 2];
        if let Some(v) = get("oblige") {
            for part in v.split(',') {
                let p: Pit = part.parse()?;
                if p.row != Row::Front {
                    return Err(err(format!("oblige: {p} is not a front pit")));
                }
                let holder = 1 - p.owner as usize;
                if oblige[holder].is_some() {
                    return Err(err("oblige: one obligation per player at most".into()));
                }
                oblige[holder] = Some(p.loop_index() as u8);
            }
        }
        let hand: u8 = match get("hand") {
            None => 0,
            Some(v) => num(v, "hand")?,
        };
        let mut seen = Vec::new();
        if let Some(v) = get("seen") {
            for h in v.split('.') {
                if h.len() != 16 {
                    return Err(err(format!(
                        "seen: \"{h}\" is not a 16-digit hexadecimal key"
                    )));
                }
                seen.push(
                    u64::from_str_radix(h, 16)
                        .map_err(|_| err(format!("seen: \"{h}\" is not hexadecimal")))?,
                );
            }
        }
        let mut g = BaoLaKete {
            mode,
            board,
            reserve: [r0, r1],
            turn,
            result,
            reserved,
            oblige,
            game,
            score: [s0, s1],
            first,
            hand,
            seen,
            legal: super::Legal::NONE,
        };
        g.validate()?;
        g.find_legal();
        if g.result.is_none() && !g.has_legal_move() {
            return Err(ParseError::new(
                "the player to move has no legal move: the game would already be over",
            ));
        }
        Ok(g)
    }

    /// Refuses positions the rules can never reach.
    fn validate(&self) -> Result<(), ParseError> {
        let err = |m: &str| Err(ParseError::new(m.to_string()));
        let total =
            self.board.total() + self.reserve[0] as u32 + self.reserve[1] as u32 + self.hand as u32;
        if total > 64 {
            return Err(ParseError::new(format!("{total} seeds: the game has 64")));
        }
        if self.reserve.iter().any(|&r| r > START_RESERVE) {
            return err("a reserve holds at most 22 seeds");
        }
        for s in 0..2 {
            if self.board.kuu[s] && self.board.pits[s][super::board::KUU] < 6 {
                return err("a functional kuu always holds at least six seeds");
            }
        }
        let [s0, s1] = self.score;
        match (self.mode, self.result) {
            (Mode::Match, None) if s0 > 1 || s1 > 1 => {
                return err("score: the match would already be over")
            }
            (Mode::Match, Some(None)) => return err("a match cannot end in a draw"),
            (Mode::Match, Some(Some(w)))
                if self.score[w as usize] != 2 || self.score[1 - w as usize] > 1 =>
            {
                return err("score: the winner of a match has won two games, the loser at most one")
            }
            (Mode::Single, None) | (Mode::Single, Some(None)) if s0 + s1 != 0 => {
                return err("score: a single game in progress or drawn has score 0-0")
            }
            (Mode::Single, Some(Some(w)))
                if self.score[w as usize] != 1 || self.score[1 - w as usize] != 0 =>
            {
                return err("score: the winner of a single game has score 1")
            }
            (Mode::Single, _) if self.game != 1 => return err("game: a single game is game 1"),
            _ => {}
        }
        if (s0 + s1) as u16 >= self.game + u16::from(self.result.is_some()) {
            return err("game: the number of games played must exceed the games won");
        }
        if self.result.is_some() {
            if !self.seen.is_empty()
                || self.reserved.is_some()
                || self.oblige.iter().any(|o| o.is_some())
            {
                return err("a finished game has no pending obligations");
            }
            return Ok(());
        }
        if self.hand > 0 {
            return err("hand: seeds are held in hand only at the end of a game");
        }
        for s in 0..2 {
            if self.board.front_empty(s) {
                return err("a front row is empty: the game would be over");
            }
        }
        let [r0, r1] = self.reserve;
        let t = self.turn as usize;
        let ok = if r0 == r1 {
            r0 == 0 || self.turn == self.first
        } else {
            self.reserve[t] == self.reserve[1 - t] + 1 && self.turn != self.first
        };
        if !ok {
            return err("res: every nemo turn uses one seed, so the first player's reserve never exceeds the other's");
        }
        let mtaji = r0 == 0 && r1 == 0;
        if (self.reserved.is_some() || self.oblige.iter().any(|o| o.is_some())) && !mtaji {
            return err("hizi zetu reservations exist only in the mtaji stage");
        }
        if let Some(x) = self.reserved {
            let x = x as usize;
            if self.board.pits[t][x] == 0 || (x == super::board::KUU && self.board.kuu[t]) {
                return err("reserved: an empty pit or a functional kuu cannot be reserved");
            }
        }
        if self.seen.len() >= 2 && self.seen.iter().filter(|&&h| h == self.key()).count() >= 2 {
            return err("seen: the position has already occurred three times (a draw)");
        }
        Ok(())
    }
}

/// The text forms of a Bao la Kete position.
pub struct Text;

impl PositionText<BaoLaKete> for Text {
    fn write(g: &BaoLaKete) -> String {
        g.write_position()
    }

    fn read(text: &str) -> Result<BaoLaKete, ParseError> {
        BaoLaKete::read_position(text)
    }

    fn diagram(g: &BaoLaKete) -> String {
        let mut s = format!(
            "Bao la Kete ({}), game {}, score south {} - north {}, first {}\n",
            g.mode.name(),
            g.game,
            g.score[0],
            g.score[1],
            g.seat_name(g.first)
        );
        let status = |seat: Seat| {
            format!(
                "{}: reserve {}, {}, kuu {}",
                g.seat_name(seat),
                g.reserve[seat as usize],
                match g.stage(seat) {
                    Stage::Nemo => "nemo",
                    Stage::Mtaji => "mtaji",
                },
                if g.board.kuu[seat as usize] {
                    "standing"
                } else {
                    "destroyed"
                }
            )
        };
        s.push_str("      8  7  6  5  4  3  2  1\n");
        for r in 0..4u8 {
            let label = ["b", "a", "A", "B"][r as usize];
            s.push_str(&format!("  {label} "));
            for c in 0..8u8 {
                let p = Pit::at_cell(r, c).expect("cell");
                let mark = if p.is_kuu() && g.board.kuu[p.owner as usize] {
                    '*'
                } else {
                    ' '
                };
                s.push_str(&format!("{:>2}{mark}", g.seeds(p)));
            }
            match r {
                0 => s.push_str(&format!("   {}", status(NORTH))),
                3 => s.push_str(&format!("   {}", status(SOUTH))),
                _ => {}
            }
            s.push('\n');
        }
        s.push_str("      1  2  3  4  5  6  7  8\n");
        if let Some(p) = g.reserved_pit() {
            s.push_str(&format!("hizi zetu: {p} is reserved this turn\n"));
        }
        for seat in [SOUTH, NORTH] {
            if let Some(p) = g.obligation(seat) {
                s.push_str(&format!(
                    "hizi zetu: {} must capture {p} first\n",
                    g.seat_name(seat)
                ));
            }
        }
        if g.hand > 0 {
            s.push_str(&format!("captured seeds in hand: {}\n", g.hand));
        }
        s
    }
}
