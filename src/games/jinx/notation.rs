//! Position strings and the text diagram of Jinx (grammar in `docs/notation.md`, section Jinx).
//!
//! ```text
//! jinx2 B1,C1,D1,E1,F1,G1,H1/B9,C9,D9,E9,F9,G9,H9 red red move - - 0 0 20/200
//! tag   pieces (per seat, by id)                   1st to  phase obl cool quiet lone limits
//! ```

use super::*;
use crate::engine::PositionText;

fn seat_of(g: &Jinx, name: &str) -> Result<Seat, ParseError> {
    g.layout()
        .names
        .iter()
        .position(|n| *n == name)
        .map(|i| i as Seat)
        .ok_or_else(|| {
            ParseError::new(format!(
                "\"{name}\" is not a seat of this game (seats: {})",
                g.layout().names.join(", ")
            ))
        })
}

/// The names of the points where the pieces of the obligation `o` stand.
fn obligation_points(g: &Jinx, o: &Obligation) -> Vec<String> {
    o.pieces
        .iter()
        .filter_map(|id| g.pieces[*id as usize].at)
        .map(board::name)
        .collect()
}

fn number(text: &str, what: &str) -> Result<u32, ParseError> {
    text.parse()
        .map_err(|_| ParseError::new(format!("{what}: \"{text}\" is not a number")))
}

/// The text forms of a Jinx position.
pub struct Text;

impl PositionText<Jinx> for Text {
    fn write(g: &Jinx) -> String {
        let names = g.layout().names;
        let mut groups = Vec::new();
        for seat in 0..g.seats() as Seat {
            let mut items: Vec<String> = g
                .pieces
                .iter()
                .filter(|p| p.owner == seat)
                .map(|p| p.at.map(board::name).unwrap_or_else(|| "x".to_string()))
                .collect();
            while items.last().is_some_and(|s| s == "x") {
                items.pop();
            }
            groups.push(if items.is_empty() {
                "-".to_string()
            } else {
                items.join(",")
            });
        }
        let phase = match &g.phase {
            Phase::Move if g.declined => "move:declined".to_string(),
            Phase::Move => "move".to_string(),
            Phase::SecondMove { moved } => {
                let at = g.pieces[*moved as usize]
                    .at
                    .map(board::name)
                    .unwrap_or_default();
                format!("second:{at}{}", if g.captured { ":cap" } else { "" })
            }
            Phase::Jinx => format!("jinx{}", if g.captured { ":cap" } else { "" }),
            Phase::DrawAnswer { proposer } => format!("answer:{}", names[*proposer as usize]),
            Phase::Over(o) => match o.winners().first() {
                Some(w) => format!("over:{}", names[*w as usize]),
                None => "over:draw".to_string(),
            },
        };
        let obligations = if g.obligations.is_empty() {
            "-".to_string()
        } else {
            g.obligations
                .iter()
                .map(|o| {
                    let pts = obligation_points(g, o);
                    format!(
                        "{}>{}={}",
                        names[o.caller as usize],
                        names[o.target as usize],
                        pts.join(",")
                    )
                })
                .collect::<Vec<_>>()
                .join("/")
        };
        let cool: Vec<&str> = (0..g.seats())
            .filter(|s| g.cooldown[*s])
            .map(|s| names[s])
            .collect();
        format!(
            "{} {} {} {} {} {} {} {} {} {}/{}",
            g.mode.tag(),
            groups.join("/"),
            names[g.order[0] as usize],
            names[g.current as usize],
            phase,
            obligations,
            if cool.is_empty() {
                "-".to_string()
            } else {
                cool.join(",")
            },
            g.quiet,
            g.lone_turns,
            g.limits.0,
            g.limits.1
        )
    }

    fn read(text: &str) -> Result<Jinx, ParseError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 10 {
            return Err(ParseError::new(format!(
                "a Jinx position has 10 fields (tag pieces first to-move phase obligations \
                 cooldowns quiet lone limits), this one has {}",
                fields.len()
            )));
        }
        let mode = match fields[0] {
            "jinx2" => Mode::Two,
            "jinx3" => Mode::Three,
            "jinx4" => Mode::Four,
            other => {
                return Err(ParseError::new(format!(
                    "\"{other}\" is not a Jinx position tag (jinx2, jinx3, jinx4)"
                )))
            }
        };
        let mut g = Jinx::start(mode, 0);
        let layout = mode.layout();

        // Pieces.
        let groups: Vec<&str> = fields[1].split('/').collect();
        if groups.len() != g.seats() {
            return Err(ParseError::new(format!(
                "the pieces field needs {} groups separated by '/', one per seat",
                g.seats()
            )));
        }
        let mut seen = [false; board::POINTS];
        let mut ids = 0usize;
        for (seat, group) in groups.iter().enumerate() {
            let size = layout.starts[seat].len();
            let items: Vec<&str> = if *group == "-" {
                Vec::new()
            } else {
                group.split(',').collect()
            };
            if items.len() > size {
                return Err(ParseError::new(format!(
                    "{} has only {size} pieces, {} are listed",
                    layout.names[seat],
                    items.len()
                )));
            }
            for k in 0..size {
                let at = match items.get(k) {
                    None | Some(&"x") => None,
                    Some(p) => {
                        let pt = board::parse_point(p).ok_or_else(|| {
                            ParseError::new(format!("\"{p}\" is not a point (A1..I9) or x"))
                        })?;
                        if seen[pt as usize] {
                            return Err(ParseError::new(format!(
                                "two pieces on {}",
                                board::name(pt)
                            )));
                        }
                        seen[pt as usize] = true;
                        Some(pt)
                    }
                };
                g.pieces[ids + k].at = at;
            }
            ids += size;
        }
        g.refresh();
        let alive = g.alive_mask();
        let is_alive = |s: Seat| alive & (1 << s) != 0;

        // First seat / team and the seat to move.
        let first = seat_of(&g, fields[2])?;
        match (mode, first) {
            (Mode::Three, 0) | (Mode::Two, _) | (Mode::Four, 0 | 1) => {}
            _ => {
                return Err(ParseError::new(format!(
                    "{} cannot begin this game",
                    layout.names[first as usize]
                )))
            }
        }
        g.order = mode.order(first);
        g.current = seat_of(&g, fields[3])?;

        // Obligations, cooldowns, counters (before the phase: the jinx phase is checked with them).
        if fields[5] != "-" {
            for item in fields[5].split('/') {
                let bad = || {
                    ParseError::new(format!("obligation \"{item}\" is not CALLER>TARGET=POINTS"))
                };
                let (who, pts) = item.split_once('=').ok_or_else(bad)?;
                let (caller, target) = who.split_once('>').ok_or_else(bad)?;
                let caller = seat_of(&g, caller)?;
                let target = seat_of(&g, target)?;
                if caller == target || !is_alive(caller) || !is_alive(target) {
                    return Err(ParseError::new(format!(
                        "obligation \"{item}\": caller and target must be two different seats with \
                         pieces"
                    )));
                }
                if g.obligations
                    .iter()
                    .any(|o| o.caller == caller && o.target == target)
                {
                    return Err(ParseError::new(format!(
                        "obligation \"{item}\" is listed twice"
                    )));
                }
                let mut pieces = Vec::new();
                for p in pts.split(',') {
                    let pt = board::parse_point(p)
                        .ok_or_else(|| ParseError::new(format!("\"{p}\" is not a point")))?;
                    match g.piece_at(pt) {
                        Some(pc) if pc.owner == target && !pieces.contains(&pc.id) => {
                            pieces.push(pc.id)
                        }
                        _ => {
                            return Err(ParseError::new(format!(
                                "obligation \"{item}\": {} does not hold a piece of {}",
                                board::name(pt),
                                layout.names[target as usize]
                            )))
                        }
                    }
                }
                g.obligations.push(Obligation {
                    caller,
                    target,
                    pieces,
                });
            }
        }
        if fields[6] != "-" {
            for name in fields[6].split(',') {
                let s = seat_of(&g, name)?;
                if g.cooldown[s as usize] {
                    return Err(ParseError::new(format!(
                        "{name} is listed twice in the cooldowns"
                    )));
                }
                g.cooldown[s as usize] = true;
            }
        }
        g.quiet = number(fields[7], "turns without capture")?;
        g.lone_turns = number(fields[8], "lone player's turns")?;
        if mode != Mode::Three && g.lone_turns != 0 {
            return Err(ParseError::new(
                "only the three-player game counts lone turns (write 0)",
            ));
        }
        let (a, b) = fields[9]
            .split_once('/')
            .ok_or_else(|| ParseError::new("the limits field is ONE/TOTAL, e.g. 20/200"))?;
        g.limits = (number(a, "draw limit")?, number(b, "draw limit")?);

        // Phase.
        let all_single = (0..g.seats() as Seat).all(|s| g.piece_count(s) <= 1);
        let (phase, flag) = match fields[4].split_once(':') {
            Some((p, f)) => (p, Some(f)),
            None => (fields[4], None),
        };
        g.phase = match (phase, flag) {
            ("move", None) => Phase::Move,
            ("move", Some("declined")) => {
                if !all_single {
                    return Err(ParseError::new(
                        "a draw can only have been declined when every player has one piece",
                    ));
                }
                g.declined = true;
                Phase::Move
            }
            ("jinx", None | Some("cap")) => {
                g.captured = flag.is_some();
                Phase::Jinx
            }
            ("second", Some(rest)) => {
                let (pt, cap) = match rest.split_once(':') {
                    Some((pt, "cap")) => (pt, true),
                    Some(_) => return Err(ParseError::new("phase second:POINT[:cap]")),
                    None => (rest, false),
                };
                g.captured = cap;
                let piece = board::parse_point(pt).and_then(|p| g.piece_at(p)).copied();
                match piece {
                    Some(pc) if mode == Mode::Three && pc.owner == LONE && g.current == LONE => {
                        if g.lone_turns == 0 {
                            return Err(ParseError::new(
                                "the lone player has no second move on his first turn",
                            ));
                        }
                        Phase::SecondMove { moved: pc.id }
                    }
                    _ => {
                        return Err(ParseError::new(
                            "a second move belongs to the lone player of the three-player game, \
                             after a move of his piece on the given point",
                        ))
                    }
                }
            }
            ("answer", Some(name)) => {
                let proposer = seat_of(&g, name)?;
                if !all_single || !is_alive(proposer) || proposer == g.current {
                    return Err(ParseError::new(
                        "a draw proposal needs one piece per player and another seat to answer",
                    ));
                }
                Phase::DrawAnswer { proposer }
            }
            ("over", Some("draw")) => {
                if alive.count_ones() < 2 {
                    return Err(ParseError::new(
                        "a drawn game needs two players with pieces",
                    ));
                }
                Phase::Over(g.draw_outcome())
            }
            ("over", Some(name)) => {
                let w = seat_of(&g, name)?;
                if alive != 1 << w {
                    return Err(ParseError::new(format!(
                        "{name} cannot have won: the winner is the only player with pieces"
                    )));
                }
                Phase::Over(Outcome::winner(g.seats(), w))
            }
            _ => {
                return Err(ParseError::new(format!(
                    "\"{}\" is not a phase (move, move:declined, second:POINT, jinx, answer:SEAT, \
                     over:SEAT, over:draw; :cap marks a capture made this turn)",
                    fields[4]
                )))
            }
        };
        if !matches!(g.phase, Phase::Over(_)) {
            if alive.count_ones() < 2 {
                return Err(ParseError::new(
                    "only one player has pieces: the game is over (write over:SEAT)",
                ));
            }
            if !is_alive(g.current) {
                return Err(ParseError::new(format!(
                    "{} has no pieces and cannot be to move",
                    layout.names[g.current as usize]
                )));
            }
        }
        if g.captured && g.quiet != 0 {
            return Err(ParseError::new(
                "a capture was made this turn, so the turns without capture must be 0",
            ));
        }
        if mode != Mode::Three && !matches!(g.phase, Phase::Over(_)) {
            // Calls target the next player, who answers on the very next turn.
            let owner = match g.phase {
                Phase::DrawAnswer { proposer } => Some(proposer),
                Phase::Jinx => None,
                _ => Some(g.current),
            };
            if g.obligations.iter().any(|o| Some(o.target) != owner) {
                return Err(ParseError::new(
                    "with two or four players only the seat whose turn it is can owe a move to a call",
                ));
            }
        }
        if g.phase == Phase::Jinx {
            if g.obligations.iter().any(|o| o.target == g.current) {
                return Err(ParseError::new(
                    "the seat deciding on a call cannot still owe a move to an obligation",
                ));
            }
            if g.targets(g.current).is_empty() {
                return Err(ParseError::new("the jinx phase needs a possible call"));
            }
        }
        Ok(g)
    }

    fn diagram(g: &Jinx) -> String {
        let mut out = String::new();
        out.push_str("     A   B   C   D   E   F   G   H   I\n");
        for y in (0..9u8).rev() {
            let mut line = format!(" {}   ", y + 1);
            for x in 0..9u8 {
                let p = board::point(x, y);
                line.push(match g.piece_at(p) {
                    Some(pc) => g.seat_letter(pc.owner),
                    None => 'o',
                });
                if x < 8 {
                    line.push('-');
                    line.push(board::h_colour(x, y).letter());
                    line.push('-');
                }
            }
            out.push_str(&line);
            out.push('\n');
            if y > 0 {
                let mut line = "     ".to_string();
                for x in 0..9u8 {
                    line.push(board::v_colour(x, y - 1).letter());
                    if x < 8 {
                        line.push_str("   ");
                    }
                }
                out.push_str(&line);
                out.push('\n');
            }
        }
        let names = g.layout().names;
        for s in 0..g.seats() as Seat {
            out.push_str(&format!(
                "{} = {} ({:?}, {}{}): {} piece(s){}\n",
                g.seat_letter(s),
                names[s as usize],
                g.seat_side(s),
                if g.seat_starred(s) { "starred " } else { "" },
                match g.seat_colour(s) {
                    Colour::Red => "red",
                    Colour::Green => "green",
                },
                g.piece_count(s),
                if g.is_eliminated(s) {
                    ", eliminated"
                } else {
                    ""
                }
            ));
        }
        let order: Vec<&str> = g.order.iter().map(|s| names[*s as usize]).collect();
        out.push_str(&format!("turn order: {}\n", order.join(", ")));
        let phase = match &g.phase {
            Phase::Move if g.declined => {
                format!("{} moves (draw declined)", names[g.current as usize])
            }
            Phase::Move => format!("{} moves", names[g.current as usize]),
            Phase::SecondMove { moved } => format!(
                "{} may move a second piece (not {})",
                names[g.current as usize],
                g.pieces[*moved as usize]
                    .at
                    .map(board::name)
                    .unwrap_or_default()
            ),
            Phase::Jinx => format!("{} may call jinx", names[g.current as usize]),
            Phase::DrawAnswer { proposer } => format!(
                "{} proposed a draw; {} answers",
                names[*proposer as usize], names[g.current as usize]
            ),
            Phase::Over(o) => format!("over: {}", o.describe(|s| names[s as usize].to_string())),
        };
        out.push_str(&format!("phase: {phase}\n"));
        if g.obligations.is_empty() {
            out.push_str("obligations: none\n");
        }
        for o in &g.obligations {
            let pts = obligation_points(g, o);
            out.push_str(&format!(
                "obligation: {} must move one of {} (jinx by {})\n",
                names[o.target as usize],
                pts.join(", "),
                names[o.caller as usize]
            ));
        }
        let cool: Vec<&str> = (0..g.seats())
            .filter(|s| g.cooldown[*s])
            .map(|s| names[s])
            .collect();
        out.push_str(&format!(
            "called jinx last turn (no call now): {}\n",
            if cool.is_empty() {
                "nobody".to_string()
            } else {
                cool.join(", ")
            }
        ));
        out.push_str(&format!(
            "turns without capture: {} (draw at {} with one piece each, at {}; 0 = off)\n",
            g.quiet, g.limits.0, g.limits.1
        ));
        if g.mode == Mode::Three {
            out.push_str(&format!("lone player's turns played: {}\n", g.lone_turns));
        }
        out
    }
}
