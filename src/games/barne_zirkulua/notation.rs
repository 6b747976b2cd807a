//! Move strings, position strings and the text diagram (grammar in `docs/notation.md`).

use super::board::{self, CORNER_LETTERS, CORNER_NAMES};
use super::{
    BallRef, BarneZirkulua, Config, Loc, MemOpt, Move, Opt, OptState, Pending, Phase, Source, Turn,
    EXIT_BIT,
};
use crate::engine::{ParseError, PositionText, Seat};
use std::fmt;
use std::str::FromStr;

fn err<T>(msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError::new(msg))
}

impl fmt::Display for BallRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            CORNER_LETTERS[(self.corner & 3) as usize],
            self.idx + 1
        )
    }
}

impl FromStr for BallRef {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return err(format!("\"{s}\" is not a ball (y1 … r4)"));
        }
        let corner = CORNER_LETTERS
            .iter()
            .position(|&c| c as u8 == b[0].to_ascii_lowercase());
        match (corner, b[1]) {
            (Some(c), d @ b'1'..=b'4') => Ok(BallRef {
                corner: c as u8,
                idx: d - b'1',
            }),
            _ => err(format!("\"{s}\" is not a ball (y1 … r4)")),
        }
    }
}

fn src_suffix(src: Source) -> &'static str {
    match src {
        Source::Rolled => "",
        Source::Memory => ".m",
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::EntryRoll(v) => write!(f, "entry:{v}"),
            Move::MainRoll(v, o) => write!(f, "roll:{v}:{}", o.name()),
            Move::Roll => f.write_str("roll"),
            Move::Exit => f.write_str("exit"),
            Move::Part { ball, value } => write!(f, "{ball}+{value}"),
            Move::Enter => f.write_str("enter"),
            Move::Half { src, part } => write!(f, "half{}:{part}", src_suffix(src)),
            Move::Double { src, part } => write!(f, "double{}:{part}", src_suffix(src)),
            Move::Quad => f.write_str("quad"),
            Move::Swap { src, own, other } => write!(f, "swap{}:{own}:{other}", src_suffix(src)),
            Move::Ring { src, ball } => write!(f, "ring{}:{ball}", src_suffix(src)),
            Move::Dir { src } => write!(f, "dir{}", src_suffix(src)),
            Move::Home { src, ball, goal } => write!(
                f,
                "home{}:{ball}:{}",
                src_suffix(src),
                board::goal_name(goal)
            ),
            Move::Store => f.write_str("store"),
            Move::StoreExit => f.write_str("store-exit"),
            Move::Change => f.write_str("change"),
            Move::Stay => f.write_str("stay"),
            Move::Goal(j) => write!(f, "goal:{}", board::goal_name(j)),
            Move::NoGoal => f.write_str("nogoal"),
            Move::EndTurn => f.write_str("end"),
        }
    }
}

fn small_number(s: &str, what: &str) -> Result<u8, ParseError> {
    if s.is_empty()
        || s.len() > 2
        || !s.bytes().all(|b| b.is_ascii_digit())
        || (s.len() == 2 && s.starts_with('0'))
    {
        return err(format!("\"{s}\" is not a valid {what}"));
    }
    s.parse()
        .map_err(|_| ParseError::new(format!("\"{s}\" is not a valid {what}")))
}

fn die_number(s: &str) -> Result<u8, ParseError> {
    let v = small_number(s, "number-die value")?;
    if v.is_multiple_of(2) && (2..=12).contains(&v) {
        Ok(v)
    } else {
        err(format!(
            "{v} is not a face of the number die (2, 4, 6, 8, 10, 12)"
        ))
    }
}

fn part_value(s: &str) -> Result<u8, ParseError> {
    let v = small_number(s, "part value")?;
    if (1..=12).contains(&v) {
        Ok(v)
    } else {
        err(format!("{v} is not a possible part value (1–12)"))
    }
}

fn goal(s: &str) -> Result<u8, ParseError> {
    board::parse_goal(s)
        .ok_or_else(|| ParseError::new(format!("\"{s}\" is not a goal field (G0 … G15)")))
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let s = text.trim();
        match s {
            "roll" => return Ok(Move::Roll),
            "exit" => return Ok(Move::Exit),
            "enter" => return Ok(Move::Enter),
            "quad" => return Ok(Move::Quad),
            "store" => return Ok(Move::Store),
            "store-exit" => return Ok(Move::StoreExit),
            "change" => return Ok(Move::Change),
            "stay" => return Ok(Move::Stay),
            "nogoal" => return Ok(Move::NoGoal),
            "end" => return Ok(Move::EndTurn),
            "dir" => {
                return Ok(Move::Dir {
                    src: Source::Rolled,
                })
            }
            "dir.m" => {
                return Ok(Move::Dir {
                    src: Source::Memory,
                })
            }
            _ => {}
        }
        if let Some((b, v)) = s.split_once('+') {
            return Ok(Move::Part {
                ball: b.parse()?,
                value: part_value(v)?,
            });
        }
        let parts: Vec<&str> = s.split(':').collect();
        let (head, src) = match parts[0].strip_suffix(".m") {
            Some(h) => (h, Source::Memory),
            None => (parts[0], Source::Rolled),
        };
        let memory_ok =
            src == Source::Rolled || matches!(head, "half" | "double" | "swap" | "ring" | "home");
        if !memory_ok {
            return err(format!("\"{s}\" is not a move"));
        }
        match (head, &parts[1..]) {
            ("entry", [v]) => Ok(Move::EntryRoll(die_number(v)?)),
            ("roll", [v, o]) => {
                let opt = Opt::from_name(o).ok_or_else(|| ParseError::new(format!("\"{o}\" is not an option-die face")))?;
                Ok(Move::MainRoll(die_number(v)?, opt))
            }
            ("half", [v]) => Ok(Move::Half { src, part: part_value(v)? }),
            ("double", [v]) => Ok(Move::Double { src, part: part_value(v)? }),
            ("swap", [a, b]) => Ok(Move::Swap { src, own: a.parse()?, other: b.parse()? }),
            ("ring", [a]) => Ok(Move::Ring { src, ball: a.parse()? }),
            ("home", [a, g]) => Ok(Move::Home { src, ball: a.parse()?, goal: goal(g)? }),
            ("goal", [g]) => Ok(Move::Goal(goal(g)?)),
            _ => err(format!(
                "\"{s}\" is not a move (examples: y1+8, enter, half:8, double.m:4, quad, swap:y1:b2, ring:y1, dir, \
                 home:y1:G3, store, store-exit, exit, change, stay, goal:G2, nogoal, end, roll:8:dir, entry:6)"
            )),
        }
    }
}

// ----- position strings ----------------------------------------------------------------------

fn seat_letter(g: &BarneZirkulua, s: Seat) -> char {
    CORNER_LETTERS[g.seat_corner(s) as usize]
}

fn loc_text(l: Loc) -> String {
    match l {
        Loc::Start => "S".into(),
        Loc::Track(f) => board::name(f),
        Loc::Goal(j) => board::goal_name(j),
    }
}

fn mem_text(bits: u8) -> String {
    let names: Vec<&str> = MemOpt::ALL
        .iter()
        .filter(|m| bits & m.bit() != 0)
        .map(|m| m.name())
        .collect();
    if names.is_empty() {
        "-".into()
    } else {
        names.join("+")
    }
}

fn parse_mem(s: &str) -> Result<u8, ParseError> {
    if s == "-" {
        return Ok(0);
    }
    let mut bits = 0u8;
    for name in s.split('+') {
        let m = MemOpt::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or_else(|| ParseError::new(format!("\"{name}\" is not a memory option")))?;
        if bits & m.bit() != 0 {
            return err(format!("memory option {name} is listed twice"));
        }
        bits |= m.bit();
    }
    Ok(bits)
}

fn list_or_dash(v: &[u8]) -> String {
    if v.is_empty() {
        "-".into()
    } else {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    }
}

struct Tokens<'a> {
    items: Vec<&'a str>,
    pos: usize,
}

impl<'a> Tokens<'a> {
    fn value(&mut self, key: &str) -> Result<&'a str, ParseError> {
        let Some(tok) = self.items.get(self.pos) else {
            return err(format!("position string ends before {key}="));
        };
        self.pos += 1;
        match tok.split_once('=') {
            Some((k, v)) if k == key => Ok(v),
            _ => err(format!("expected {key}=… but found \"{tok}\"")),
        }
    }
}

fn seat_of_letter(cfg: &Config, v: &str) -> Result<Seat, ParseError> {
    let c = v.chars().next().unwrap_or('?');
    if v.len() == 1 {
        if let Some(corner) = CORNER_LETTERS.iter().position(|&x| x == c) {
            if let Some(s) = cfg.corners().iter().position(|&k| k as usize == corner) {
                return Ok(s as Seat);
            }
        }
    }
    err(format!("\"{v}\" is not a seat of this game"))
}

fn parse_loc(s: &str, goals: u8) -> Result<Loc, ParseError> {
    if s == "S" {
        return Ok(Loc::Start);
    }
    if let Some(f) = board::parse_field(s) {
        return Ok(Loc::Track(f));
    }
    match board::parse_goal(s) {
        Some(j) if j < goals => Ok(Loc::Goal(j)),
        _ => err(format!(
            "\"{s}\" is not a place for a ball (S, O0–O63, I0–I31, G0–G{})",
            goals - 1
        )),
    }
}

fn parse_u8_in(s: &str, lo: u8, hi: u8, what: &str) -> Result<u8, ParseError> {
    let v = small_number(s, what)?;
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        err(format!("{what} {v} is out of range {lo}–{hi}"))
    }
}

fn read_turn(tk: &mut Tokens, g: &BarneZirkulua) -> Result<Turn, ParseError> {
    let dice = tk.value("dice")?;
    let Some((n, o)) = dice.split_once(':') else {
        return err("dice= is NUMBER:OPTION, e.g. 8:dir");
    };
    let number = die_number(n)?;
    let option = Opt::from_name(o)
        .ok_or_else(|| ParseError::new(format!("\"{o}\" is not an option-die face")))?;
    let mut t = Turn::new(number, option);
    t.option_state = match tk.value("option")? {
        "unused" => OptState::Unused,
        "used" => OptState::Used,
        "stored" => OptState::Stored,
        other => return err(format!("option={other}: expected unused, used or stored")),
    };
    let pool = tk.value("pool")?;
    t.clear_pool();
    if pool != "-" {
        for p in pool.split(',') {
            if t.pool_len >= 4 {
                return err("the pool holds at most four parts");
            }
            let v = part_value(p)?;
            let quarter_ok = (number / 2).is_multiple_of(2) && v == number / 4;
            if !(v == number || v == number / 2 || quarter_ok) {
                return err(format!("part {v} cannot come from a roll of {number}"));
            }
            t.add_part(v);
        }
    }
    t.used = match tk.value("used")? {
        "0" => false,
        "1" => true,
        other => return err(format!("used={other}: expected 0 or 1")),
    };
    if !t.used && t.pool_len == 0 {
        return err("an empty pool means the number was used (used=1)");
    }
    t.acw = match tk.value("dir")? {
        "cw" => false,
        "acw" => true,
        other => return err(format!("dir={other}: expected cw or acw")),
    };
    t.fresh = parse_mem(tk.value("fresh")?)?;
    let mem = g.memory[g.turn as usize];
    if t.fresh & !mem != 0 {
        return err("fresh= lists options that are not in the memory of the player to move");
    }
    if t.option_state == OptState::Stored && t.fresh & t.option.bit() == 0 {
        return err("a stored rolled option must be listed in fresh=");
    }
    // Each halving spends a HALF of this turn (the rolled one, or the one in memory); there are
    // at most two, so the most-halved part plus the HALFs still usable cannot exceed two.
    let halvings = |v: u8| u8::from(v != number) + u8::from(v != number && v * 2 != number);
    let deepest = t.pool[..t.pool_len as usize]
        .iter()
        .map(|&v| halvings(v))
        .max()
        .unwrap_or(0);
    let half = Opt::Half.bit();
    let usable = u8::from(t.option == Opt::Half && t.option_state == OptState::Unused)
        + u8::from(mem & half != 0 && t.fresh & half == 0);
    if deepest + usable > 2 {
        return err("the pool was halved more often than this turn's HALF options allow");
    }
    let pending = tk.value("pending")?;
    if pending != "-" {
        let Some((kind, b)) = pending.split_once(':') else {
            return err("pending= is -, ring:BALL or goal:BALL");
        };
        let ball: BallRef = b.parse()?;
        let Some((seat, idx)) = g.resolve(ball) else {
            return err(format!("there is no ball {ball}"));
        };
        if seat != g.turn {
            return err("a pending decision concerns a ball of the player to move");
        }
        let Loc::Track(f) = g.balls[seat as usize][idx as usize] else {
            return err("a pending decision concerns a ball on the track");
        };
        t.pending = Some(match kind {
            "ring" if board::is_ring_change(f) => Pending::Ring { seat, idx },
            "goal" if board::goal_arrow(f).is_some() => Pending::Home { seat, idx },
            _ => {
                return err(format!(
                    "pending={pending} does not fit the ball's field {}",
                    board::name(f)
                ))
            }
        });
    }
    Ok(t)
}

fn roman(v: u8) -> &'static str {
    match v {
        2 => "II",
        4 => "IV",
        6 => "VI",
        8 => "VIII",
        10 => "X",
        12 => "XII",
        _ => "?",
    }
}

/// The text forms of a BarneZirkulua position.
pub struct Text;

impl PositionText<BarneZirkulua> for Text {
    fn write(g: &BarneZirkulua) -> String {
        let cfg = g.cfg;
        let mut out = vec![
            format!("bz-{}", cfg.variant_name()),
            format!("players={}", cfg.players),
            format!("balls={}", cfg.balls),
            format!("first={}", seat_letter(g, g.first)),
            format!("turn={}", seat_letter(g, g.turn)),
        ];
        for s in 0..cfg.players {
            let locs: Vec<String> = g.balls(s).iter().map(|l| loc_text(*l)).collect();
            out.push(format!("{}={}", seat_letter(g, s), locs.join(",")));
        }
        let marks: Vec<String> = (0..cfg.players)
            .map(|s| g.marks[s as usize].to_string())
            .collect();
        out.push(format!("marks={}", marks.join(",")));
        let mems: Vec<String> = (0..cfg.players)
            .map(|s| mem_text(g.memory[s as usize]))
            .collect();
        out.push(format!("mem={}", mems.join(",")));
        match &g.phase {
            Phase::Start => out.push("phase=start".into()),
            Phase::Roll => out.push("phase=roll".into()),
            Phase::Over { .. } => out.push("phase=over".into()),
            Phase::Entry { rolls, n } => {
                out.push("phase=entry".into());
                out.push(format!("rolls={}", list_or_dash(&rolls[..*n as usize])));
            }
            Phase::Action(t) => {
                out.push("phase=act".into());
                out.push(format!("dice={}:{}", t.number, t.option.name()));
                out.push(format!(
                    "option={}",
                    match t.option_state {
                        OptState::Unused => "unused",
                        OptState::Used => "used",
                        OptState::Stored => "stored",
                    }
                ));
                out.push(format!("pool={}", list_or_dash(t.parts())));
                out.push(format!("used={}", u8::from(t.used)));
                out.push(format!("dir={}", if t.acw { "acw" } else { "cw" }));
                out.push(format!("fresh={}", mem_text(t.fresh)));
                out.push(format!(
                    "pending={}",
                    match t.pending {
                        None => "-".to_string(),
                        Some(Pending::Ring { seat, idx }) =>
                            format!("ring:{}", g.ball_ref(seat, idx)),
                        Some(Pending::Home { seat, idx }) =>
                            format!("goal:{}", g.ball_ref(seat, idx)),
                    }
                ));
            }
        }
        out.join(" ")
    }

    fn read(text: &str) -> Result<BarneZirkulua, ParseError> {
        let items: Vec<&str> = text.split_whitespace().collect();
        let Some(tag) = items.first() else {
            return err("empty position string");
        };
        let Some(variant) = tag.strip_prefix("bz-") else {
            return err(format!(
                "a Barne-zirkulua position starts with bz-VARIANT, not \"{tag}\""
            ));
        };
        let Some(preset) = Config::parse_variant(variant) else {
            return err(format!("unknown variant \"{variant}\""));
        };
        let mut tk = Tokens { items, pos: 1 };
        let players = parse_u8_in(tk.value("players")?, 2, 4, "players")?;
        let balls = parse_u8_in(tk.value("balls")?, 1, 4, "balls")?;
        let cfg = Config::checked(players, balls, preset)?;
        let first = seat_of_letter(&cfg, tk.value("first")?)?;
        let turn = seat_of_letter(&cfg, tk.value("turn")?)?;
        let mut g = BarneZirkulua::at_start(cfg, first, turn);
        let mut seen: Vec<Loc> = Vec::new();
        for s in 0..players {
            let letter = CORNER_LETTERS[cfg.corners()[s as usize] as usize].to_string();
            let v = tk.value(&letter)?;
            let locs: Vec<&str> = v.split(',').collect();
            if locs.len() != balls as usize {
                return err(format!(
                    "{} has {} balls listed; every player has {balls}",
                    CORNER_NAMES[cfg.corners()[s as usize] as usize],
                    locs.len()
                ));
            }
            for (i, l) in locs.iter().enumerate() {
                let loc = parse_loc(l, cfg.goal_fields())?;
                if loc != Loc::Start {
                    if seen.contains(&loc) {
                        return err(format!("two balls on {l}"));
                    }
                    seen.push(loc);
                }
                g.balls[s as usize][i] = loc;
            }
        }
        let marks: Vec<&str> = tk.value("marks")?.split(',').collect();
        if marks.len() != players as usize {
            return err("marks= needs one round-track place per player");
        }
        for (s, m) in marks.iter().enumerate() {
            g.marks[s] = parse_u8_in(m, 0, 3, "round marker")?;
        }
        let mems: Vec<&str> = tk.value("mem")?.split(',').collect();
        if mems.len() != players as usize {
            return err("mem= needs one memory per player");
        }
        for (s, m) in mems.iter().enumerate() {
            g.memory[s] = parse_mem(m)?;
            if !cfg.memory && g.memory[s] != 0 {
                return err("memories exist only in the memory variants");
            }
        }
        let winners: Vec<Seat> = (0..players).filter(|&s| g.marks[s as usize] == 3).collect();
        let phase = tk.value("phase")?;
        g.phase = match phase {
            "over" => {
                if winners.len() != 1 {
                    return err("a finished match has exactly one player with the marker on III");
                }
                Phase::Over { winner: winners[0] }
            }
            _ if !winners.is_empty() => {
                return err("a marker on III means the match is over (phase=over)")
            }
            "start" => {
                if !cfg.memory || g.memory[turn as usize] & EXIT_BIT == 0 || !g.can_enter(turn) {
                    return err("phase=start needs the stored ^ and a ball that could enter");
                }
                Phase::Start
            }
            "roll" => {
                let on_track = g.balls(turn).iter().any(|l| matches!(l, Loc::Track(_)));
                if !on_track && g.balls(turn).contains(&Loc::Start) {
                    return err("with no ball on the track the entry rolls are due (phase=entry)");
                }
                Phase::Roll
            }
            "entry" => {
                let v = tk.value("rolls")?;
                let mut rolls = [0u8; 3];
                let mut n = 0u8;
                if v != "-" {
                    for r in v.split(',') {
                        if n >= 2 {
                            return err(
                                "at most two entry rolls can have been made before the next",
                            );
                        }
                        let d = die_number(r)?;
                        if d == 6 || d == 12 {
                            return err(
                                "an entry roll of VI or XII would already have brought a ball out",
                            );
                        }
                        rolls[n as usize] = d;
                        n += 1;
                    }
                }
                if g.balls(turn).iter().any(|l| matches!(l, Loc::Track(_)))
                    || !g.balls(turn).contains(&Loc::Start)
                {
                    return err(
                        "entry rolls are made only with no ball on the track and one in the start area",
                    );
                }
                Phase::Entry { rolls, n }
            }
            "act" => Phase::Action(read_turn(&mut tk, &g)?),
            other => {
                return err(format!(
                    "unknown phase \"{other}\" (start, entry, roll, act, over)"
                ))
            }
        };
        if tk.pos != tk.items.len() {
            return err(format!("unexpected \"{}\" at the end", tk.items[tk.pos]));
        }
        for s in 0..players {
            let over_winner = matches!(g.phase, Phase::Over { winner } if winner == s);
            let all_home = g.balls(s).iter().all(|l| matches!(l, Loc::Goal(_)));
            if all_home && !over_winner {
                return err(format!(
                    "{} has every ball home, so the round would be over",
                    CORNER_NAMES[cfg.corners()[s as usize] as usize]
                ));
            }
        }
        Ok(g)
    }

    fn diagram(g: &BarneZirkulua) -> String {
        let cfg = g.cfg;
        let mut out = format!(
            "Barne-zirkulua ({}), {} players x {} balls, {} turn order, {} goal fields\n",
            cfg.variant_name(),
            cfg.players,
            cfg.balls,
            if cfg.cw_order {
                "clockwise"
            } else {
                "anticlockwise"
            },
            cfg.goal_fields()
        );
        for s in 0..cfg.players {
            let c = g.seat_corner(s);
            let balls: Vec<String> = g
                .balls(s)
                .iter()
                .enumerate()
                .map(|(i, l)| format!("{}={}", g.ball_ref(s, i as u8), loc_text(*l)))
                .collect();
            out.push_str(&format!(
                "{}{} (start {}): {}  rounds {}  memory {}\n",
                if s == g.turn { "> " } else { "  " },
                CORNER_NAMES[c as usize],
                board::name(board::start_field(c)),
                balls.join(" "),
                ["0", "I", "II", "III"][g.marks[s as usize].min(3) as usize],
                mem_text(g.memory[s as usize])
            ));
        }
        match &g.phase {
            Phase::Start => out.push_str("turn start: use ^ (exit) or roll\n"),
            Phase::Roll => out.push_str("main roll due\n"),
            Phase::Entry { rolls, n } => {
                let r: Vec<&str> = rolls[..*n as usize].iter().map(|v| roman(*v)).collect();
                out.push_str(&format!(
                    "entry roll {} of 3 due (so far: {})\n",
                    n + 1,
                    if r.is_empty() {
                        "-".into()
                    } else {
                        r.join(", ")
                    }
                ));
            }
            Phase::Action(t) => {
                out.push_str(&format!(
                    "dice {} + {} (option {}), pool {}, direction {}\n",
                    roman(t.number),
                    t.option.name(),
                    match t.option_state {
                        OptState::Unused => "unused",
                        OptState::Used => "used",
                        OptState::Stored => "stored",
                    },
                    list_or_dash(t.parts()),
                    if t.acw { "anticlockwise" } else { "clockwise" }
                ));
                out.push_str(&format!("{}\n", g.owed().describe()));
            }
            Phase::Over { winner } => {
                out.push_str(&format!(
                    "match won by {}\n",
                    CORNER_NAMES[g.seat_corner(*winner) as usize]
                ));
            }
        }
        out
    }
}
