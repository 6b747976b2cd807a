//! What the Barne-zirkulua board shows, as plain Rust: where every field, ball, arrow, round
//! track and memory field sits in the SVG `viewBox`, which dice are showing, the status lines
//! ("the 8 must still be used"), button labels and move descriptions. No rules are decided
//! here: legality comes from the engine. Tested natively.

use super::texts::BarneT;
#[cfg(test)]
use super::Screens;
use crate::engine::{Effect, Game, Seat};
use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{
    BallRef, BarneZirkulua, Loc, MemOpt, Move, Opt, OptState, Owed, Phase, Source,
};
use crate::games::Member;
#[cfg(test)]
use crate::ui::games::contract::GameScreens;
use crate::ui::i18n::{join_list, match_score, t, tf, Lang};
use crate::ui::kit::effects::mover_seat;
use crate::ui::kit::step::Step;

/// The `viewBox` is `0 0 SIZE SIZE`; the board's centre is in the middle.
pub const SIZE: f32 = 240.0;
pub const CENTRE: f32 = SIZE / 2.0;
/// Radii of the rings in the `viewBox`.
pub const R_OUTER: f32 = 80.0;
pub const R_INNER: f32 = R_OUTER * board::RADIUS_INNER as f32;
pub const R_GOAL: f32 = R_OUTER * board::RADIUS_GOAL as f32;
/// Distance of a start area's centre from the board's centre, and its radius.
pub const R_START: f32 = 106.0;
pub const START_RADIUS: f32 = 13.0;
/// Radius of a ball.
pub const BALL_R: f32 = 3.3;
/// Distance of the round tracks and the memory fields from the centre.
pub const R_TRACK: f32 = 107.0;
pub const R_MEMORY: f32 = 109.0;
/// Frames of the dice tumble (one frame per [`FRAME_MS`]).
pub const TUMBLE_FRAMES: usize = 8;
/// Milliseconds per animation frame (one field of a ball's path).
pub const FRAME_MS: u32 = 65;

/// A point at `angle` degrees clockwise from 12 o'clock, `r` from the centre.
pub fn polar(angle: f64, r: f32) -> (f32, f32) {
    let a = angle.to_radians();
    let (s, c) = crate::engine::math::sin_cos(a);
    (CENTRE + r * s as f32, CENTRE - r * c as f32)
}

/// Angle of a corner's start area (NE 45°, SE 135°, SW 225°, NW 315°).
pub fn corner_angle(corner: u8) -> f64 {
    45.0 + 90.0 * corner as f64
}

/// Centre of a field, goal field or start area code (see the engine's `board` docs).
pub fn code_xy(code: u16, goal16: bool) -> (f32, f32) {
    if code < GOAL_CODE {
        let f = code as u8;
        let r = if board::is_outer(f) { R_OUTER } else { R_INNER };
        polar(board::angle(f), r)
    } else if code < START_CODE {
        polar(board::goal_angle((code - GOAL_CODE) as u8, goal16), R_GOAL)
    } else {
        polar(corner_angle((code - START_CODE) as u8), R_START)
    }
}

/// Where ball `idx` rests in its corner's start area (a 2 × 2 cluster).
pub fn start_slot_xy(corner: u8, idx: u8) -> (f32, f32) {
    let (cx, cy) = polar(corner_angle(corner), R_START);
    let dx = if idx.is_multiple_of(2) { -4.0 } else { 4.0 };
    let dy = if idx < 2 { -4.0 } else { 4.0 };
    (cx + dx, cy + dy)
}

/// Where a ball is drawn.
pub fn ball_xy(game: &BarneZirkulua, b: BallRef, loc: Loc) -> (f32, f32) {
    let goal16 = game.config().goal16;
    match loc {
        Loc::Start => start_slot_xy(b.corner, b.idx),
        Loc::Track(f) => code_xy(f as u16, goal16),
        Loc::Goal(j) => code_xy(GOAL_CODE + j as u16, goal16),
    }
}

/// Place `k` (0, I, II, III) of a corner's round track, on the clockwise side of the start area.
pub fn track_xy(corner: u8, place: u8) -> (f32, f32) {
    polar(corner_angle(corner) + 31.0 - 6.0 * place as f64, R_TRACK)
}

/// Memory field `i` (0..7, in [`MemOpt::ALL`] order) of a corner, on the anticlockwise side.
pub fn memory_xy(corner: u8, i: usize) -> (f32, f32) {
    polar(corner_angle(corner) - 13.0 - 5.0 * i as f64, R_MEMORY)
}

/// A ball from its piece number in effects.
pub fn ball_of_piece(piece: u16) -> BallRef {
    BallRef {
        corner: (piece / 4) as u8,
        idx: (piece % 4) as u8,
    }
}

/// The code where a ball is, for clicking (its field, goal field or start area).
pub fn loc_code(b: BallRef, loc: Loc) -> u16 {
    match loc {
        Loc::Start => START_CODE + b.corner as u16,
        Loc::Track(f) => f as u16,
        Loc::Goal(j) => GOAL_CODE + j as u16,
    }
}

/// `O12`, `I4`, `G3`, or the start area's name.
pub fn code_name(code: u16, lang: Lang) -> String {
    if code < GOAL_CODE {
        board::name(code as u8)
    } else if code < START_CODE {
        board::goal_name((code - GOAL_CODE) as u8)
    } else {
        tf(
            lang,
            BarneT::StartArea,
            &[t(lang, corner_key((code - START_CODE) as u8))],
        )
    }
}

/// A field (or start area) under the keyboard focus, with the balls on it.
pub fn code_words(game: &BarneZirkulua, code: u16, lang: Lang) -> String {
    let mut on = Vec::new();
    for s in 0..game.seats() as Seat {
        for (i, loc) in game.balls(s).iter().enumerate() {
            let b = game.ball_ref(s, i as u8);
            if loc_code(b, *loc) == code {
                on.push(ball_label(b, lang));
            }
        }
    }
    let on = if on.is_empty() {
        t(lang, crate::ui::i18n::T::Empty).to_string()
    } else {
        join_list(lang, &on)
    };
    format!("{}: {on}", code_name(code, lang))
}

/// The element id of a field's hit area: `f-O12`, `f-I4`, `f-G3`, `start-0`.
pub fn code_id(code: u16) -> String {
    if code < START_CODE {
        format!("f-{}", code_name(code, Lang::En))
    } else {
        format!("start-{}", code - START_CODE)
    }
}

/// Roman numerals as on the number die (1 → I … 12 → XII).
pub fn roman(n: u8) -> String {
    const NUM: [(u8, &str); 5] = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")];
    let mut n = n;
    let mut out = String::new();
    for (v, s) in NUM {
        while n >= v {
            out.push_str(s);
            n -= v;
        }
    }
    out
}

/// CSS class of a corner colour.
pub fn corner_class(corner: u8) -> &'static str {
    board::CORNER_NAMES[corner as usize % 4]
}

fn corner_key(corner: u8) -> BarneT {
    match corner % 4 {
        0 => BarneT::Yellow,
        1 => BarneT::White,
        2 => BarneT::Black,
        _ => BarneT::Red,
    }
}

/// A corner's colour as drawn on a light ground (yellow and white darkened to show).
pub fn corner_colour(corner: u8) -> &'static str {
    match corner % 4 {
        0 => "#c99a00",
        1 => "#8d877b",
        2 => "#26231f",
        _ => "#c8262b",
    }
}

/// A seat's name for people (its corner colour).
pub fn seat_label(game: &BarneZirkulua, seat: Seat, lang: Lang) -> String {
    t(lang, corner_key(game.seat_corner(seat))).to_string()
}

/// A ball's name for people: "Yellow 2".
pub fn ball_label(b: BallRef, lang: Lang) -> String {
    tf(
        lang,
        BarneT::BallName,
        &[t(lang, corner_key(b.corner)), &(b.idx + 1).to_string()],
    )
}

/// The name of an option or memory field.
pub fn mem_name(m: MemOpt, lang: Lang) -> &'static str {
    match m {
        MemOpt::Opt(o) => opt_name(o, lang),
        MemOpt::Exit => t(lang, BarneT::OptExit),
    }
}

pub fn opt_name(o: Opt, lang: Lang) -> &'static str {
    t(
        lang,
        match o {
            Opt::Half => BarneT::OptHalf,
            Opt::Double => BarneT::OptDouble,
            Opt::Swap => BarneT::OptSwap,
            Opt::Ring => BarneT::OptRing,
            Opt::Dir => BarneT::OptDir,
            Opt::Home => BarneT::OptHome,
        },
    )
}

/// The dice as the centre of the board shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceShow {
    /// The number die (2..=12), if it has been rolled.
    pub number: Option<u8>,
    /// The option die (not rolled for entry rolls).
    pub option: Option<Opt>,
    /// Whether the rolled option has been used or stored.
    pub option_spent: bool,
    /// Entry rolls used in this turn (0..=3).
    pub tries: u8,
    /// The number die shows an entry roll.
    pub entry: bool,
    /// The dice belong to an earlier turn (shown dimmed).
    pub stale: bool,
    /// Index in the history of the step that rolled them (keys the tumble animation).
    pub step: Option<usize>,
}

fn is_entry(step: &Step) -> bool {
    matches!(BarneZirkulua::move_of(&step.mv), Some(Move::EntryRoll(_)))
}

/// Which dice to show, from the position and the moves played (oldest first: a slice's or a
/// history's steps).
pub fn dice_show<'a, H>(game: &BarneZirkulua, history: H) -> DiceShow
where
    H: IntoIterator<Item = &'a Step>,
    H::IntoIter: DoubleEndedIterator + ExactSizeIterator + Clone,
{
    let history = history.into_iter();
    let Some(i) = history
        .clone()
        .rposition(|s| s.effects.iter().any(|e| matches!(e, Effect::Rolled { .. })))
    else {
        return DiceShow::default();
    };
    let step = history.clone().nth(i).expect("rposition found it");
    let mut show = DiceShow {
        step: Some(i),
        ..DiceShow::default()
    };
    for e in &step.effects {
        if let Effect::Rolled { die, face } = e {
            match die {
                0 => show.number = Some(*face),
                _ => show.option = Opt::ALL.get(face.wrapping_sub(1) as usize).copied(),
            }
        }
    }
    show.entry = is_entry(step);
    // Entry rolls of this turn: a run of entry rolls, cut where an earlier turn's failed third
    // roll passed the turn.
    let passed = |s: &Step| s.effects.iter().any(|e| matches!(e, Effect::Passed { .. }));
    let entries_before = |end: usize| {
        history
            .clone()
            .take(end)
            .rev()
            .take_while(|s| is_entry(s) && !passed(s))
            .count() as u8
    };
    show.tries = if show.entry {
        entries_before(i) + 1
    } else {
        entries_before(i)
    };
    show.stale = match game.phase() {
        Phase::Action(t) => {
            show.option_spent = t.option_state != OptState::Unused;
            false
        }
        Phase::Entry { n, .. } => *n == 0,
        Phase::Roll => !show.entry,
        Phase::Start | Phase::Over { .. } => true,
    } || passed(step);
    show
}

/// Who won the match and its score ("Black wins the match 3–1!"), once it is over.
pub fn match_won(game: &BarneZirkulua, lang: Lang) -> Option<String> {
    let Phase::Over { winner } = *game.phase() else {
        return None;
    };
    let markers: Vec<u8> = (0..game.seats() as Seat).map(|s| game.marker(s)).collect();
    Some(tf(
        lang,
        BarneT::MatchWon,
        &[
            &seat_label(game, winner, lang),
            &match_score(&markers, winner as usize),
        ],
    ))
}

/// The status lines beside the board: whose turn, what is still owed, what to do next.
pub fn status(
    game: &BarneZirkulua,
    lang: Lang,
    person: bool,
    selected: Option<BallRef>,
) -> Vec<String> {
    let who = seat_label(game, game.turn(), lang);
    let mut lines = Vec::new();
    match game.phase() {
        Phase::Over { .. } => return match_won(game, lang).into_iter().collect(),
        Phase::Start => {
            lines.push(tf(lang, BarneT::ToMove, &[&who]));
            lines.push(tf(lang, BarneT::StartChoice, &[&who]));
        }
        Phase::Entry { n, .. } => {
            lines.push(tf(lang, BarneT::ToMove, &[&who]));
            lines.push(tf(
                lang,
                BarneT::EntryDue,
                &[&who, &(n + 1).min(3).to_string()],
            ));
        }
        Phase::Roll => {
            lines.push(tf(lang, BarneT::ToMove, &[&who]));
            lines.push(tf(lang, BarneT::RollDue, &[&who]));
        }
        Phase::Action(_) => {
            lines.push(tf(lang, BarneT::ToMove, &[&who]));
            lines.push(owed_text(game, lang));
            if game.direction_acw() {
                lines.push(t(lang, BarneT::Anticlockwise).to_string());
            }
            if person && game.pending().is_none() {
                lines.push(match selected {
                    Some(b) => tf(lang, BarneT::SelectTarget, &[&ball_label(b, lang)]),
                    None => t(lang, BarneT::SelectBall).to_string(),
                });
            }
        }
    }
    lines
}

fn numbers(parts: &[u8], lang: Lang) -> String {
    let items: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
    join_list(lang, &items)
}

/// What is still owed this turn, in plain words ("The 8 must still be used.").
pub fn owed_text(game: &BarneZirkulua, lang: Lang) -> String {
    match game.owed() {
        Owed::MustUse(p) if p.len() == 1 => tf(lang, BarneT::MustUse, &[&p[0].to_string()]),
        Owed::MustUse(p) => tf(lang, BarneT::MustUseParts, &[&numbers(&p, lang)]),
        Owed::Expiring(p) => tf(lang, BarneT::Expiring, &[&numbers(&p, lang)]),
        Owed::Nothing if !game.pool().is_empty() => {
            tf(lang, BarneT::Expiring, &[&numbers(game.pool(), lang)])
        }
        Owed::Nothing | Owed::NotActing => t(lang, BarneT::NothingOwed).to_string(),
        Owed::RingDecision(b) => tf(lang, BarneT::RingDecision, &[&ball_label(b, lang)]),
        Owed::HomeDecision(b) => tf(lang, BarneT::HomeDecision, &[&ball_label(b, lang)]),
    }
}

fn with_source(text: String, src: Source, lang: Lang) -> String {
    match src {
        Source::Rolled => text,
        Source::Memory => format!("{text} {}", t(lang, BarneT::FromMemory)),
    }
}

/// The option a move applies, if any (for its icon).
pub fn move_option(mv: &Move) -> Option<MemOpt> {
    Some(match mv {
        Move::Half { .. } => MemOpt::Opt(Opt::Half),
        Move::Double { .. } | Move::Quad => MemOpt::Opt(Opt::Double),
        Move::Swap { .. } => MemOpt::Opt(Opt::Swap),
        Move::Ring { .. } => MemOpt::Opt(Opt::Ring),
        Move::Dir { .. } => MemOpt::Opt(Opt::Dir),
        Move::Home { .. } => MemOpt::Opt(Opt::Home),
        Move::Exit | Move::StoreExit => MemOpt::Exit,
        _ => return None,
    })
}

/// The label of a button for a move that concerns no single ball; `None` for ball moves.
pub fn button_label(game: &BarneZirkulua, mv: &Move, lang: Lang) -> Option<String> {
    let number = game.dice().map(|(n, _)| n).unwrap_or(0).to_string();
    Some(match *mv {
        Move::Roll => t(lang, BarneT::Roll).to_string(),
        Move::Exit => t(lang, BarneT::ExitBtn).to_string(),
        Move::Enter => tf(lang, BarneT::EnterBtn, &[&number]),
        Move::Half { src, part } => {
            with_source(tf(lang, BarneT::HalfOn, &[&part.to_string()]), src, lang)
        }
        Move::Double { src, part } => {
            with_source(tf(lang, BarneT::DoubleOn, &[&part.to_string()]), src, lang)
        }
        Move::Quad => tf(
            lang,
            BarneT::Quad,
            &[&game.pool().first().copied().unwrap_or(0).to_string()],
        ),
        Move::Dir { src } => with_source(t(lang, BarneT::DirBtn).to_string(), src, lang),
        Move::Store => {
            let o = game.dice().map(|(_, o)| opt_name(o, lang)).unwrap_or("");
            tf(lang, BarneT::Store, &[o])
        }
        Move::StoreExit => tf(lang, BarneT::StoreExit, &[&number]),
        Move::Change => t(lang, BarneT::Change).to_string(),
        Move::Stay => t(lang, BarneT::Stay).to_string(),
        Move::NoGoal => t(lang, BarneT::NoGoal).to_string(),
        Move::Goal(j) => tf(lang, BarneT::GoalBtn, &[&board::goal_name(j)]),
        Move::EndTurn => t(lang, BarneT::EndTurn).to_string(),
        _ => return None,
    })
}

/// The own ball a move is about (part moves, ring, home, swap).
pub fn move_ball(mv: &Move) -> Option<BallRef> {
    match *mv {
        Move::Part { ball, .. } | Move::Ring { ball, .. } | Move::Home { ball, .. } => Some(ball),
        Move::Swap { own, .. } => Some(own),
        _ => None,
    }
}

/// The label of a move of the selected ball, with where it takes the ball.
pub fn ball_move_label(game: &BarneZirkulua, mv: &Move, lang: Lang) -> Option<String> {
    let target = game
        .target_of(mv)
        .map(|c| code_name(c, lang))
        .unwrap_or_default();
    let from = move_ball(mv)
        .and_then(|b| game.loc(b))
        .map(|l| match l {
            Loc::Track(f) => board::name(f),
            _ => String::new(),
        })
        .unwrap_or_default();
    Some(match *mv {
        Move::Part { value, .. } => tf(
            lang,
            BarneT::PartMove,
            &[&value.to_string(), &from, &target],
        ),
        Move::Ring { src, .. } => {
            with_source(tf(lang, BarneT::RingMove, &[&from, &target]), src, lang)
        }
        Move::Home { src, goal, .. } => with_source(
            tf(lang, BarneT::HomeMove, &[&board::goal_name(goal)]),
            src,
            lang,
        ),
        Move::Swap { src, other, .. } => with_source(
            tf(lang, BarneT::SwapMove, &[&ball_label(other, lang), &target]),
            src,
            lang,
        ),
        _ => return None,
    })
}

/// Order of preference when several moves take the selected ball to the same field: number
/// moves first, then answers, then the rolled option before the same option from memory.
fn preference(mv: &Move) -> u8 {
    match mv {
        Move::Part { .. } => 0,
        Move::Change | Move::Goal(_) => 1,
        Move::Ring {
            src: Source::Rolled,
            ..
        }
        | Move::Swap {
            src: Source::Rolled,
            ..
        }
        | Move::Home {
            src: Source::Rolled,
            ..
        } => 2,
        _ => 3,
    }
}

/// The moves a click on a board code plays when `ball` is selected: the move whose target is
/// that code, preferred as [`preference`] says.
pub fn targets_of_ball(game: &BarneZirkulua, ball: BallRef) -> Vec<(u16, Move)> {
    let mut out: Vec<(u16, Move)> = game
        .moves_for_ball(ball)
        .into_iter()
        .filter(|m| match m {
            Move::Swap { own, .. } => *own == ball,
            Move::Stay | Move::NoGoal => false,
            _ => true,
        })
        .filter_map(|m| game.target_of(&m).map(|c| (c, m)))
        .collect();
    crate::engine::short_sort::sort_by(&mut out, |(c, m), (d, n)| {
        (*c, preference(m)).cmp(&(*d, preference(n)))
    });
    out.dedup_by_key(|(c, _)| *c);
    out
}

/// The own balls that have a move now (or the ball a pending decision is about).
pub fn movable_balls(game: &BarneZirkulua) -> Vec<BallRef> {
    let mut out: Vec<BallRef> = Vec::new();
    for mv in game.legal_moves() {
        if let Some(b) = move_ball(&mv) {
            if !out.contains(&b) {
                out.push(b);
            }
        }
    }
    if let Some(b) = pending_ball(game) {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

/// Why a click on `ball` moves nothing now, as the rules refuse it: the refusal of moving it by
/// each part still owed in turn (by II while no number is rolled), the first one given. `None`
/// when it can move.
pub fn why_not_ball(game: &BarneZirkulua, ball: BallRef) -> Option<crate::engine::IllegalMove> {
    if movable_balls(game).contains(&ball) {
        return None;
    }
    let parts: &[u8] = match game.phase() {
        Phase::Action(t) if t.pool_len > 0 => &t.pool[..t.pool_len as usize],
        _ => &[2],
    };
    parts
        .iter()
        .find_map(|&value| game.clone().play(&Move::Part { ball, value }).err())
}

/// The ball a pending decision is about.
pub fn pending_ball(game: &BarneZirkulua) -> Option<BallRef> {
    use crate::games::barne_zirkulua::Pending;
    game.pending().map(|p| match p {
        Pending::Ring { seat, idx } | Pending::Home { seat, idx } => game.ball_ref(seat, idx),
    })
}

/// One move of the move list in plain words.
pub fn describe(game: &BarneZirkulua, step: &Step, lang: Lang) -> String {
    let who = mover_seat(&step.mover)
        .map(|s| seat_label(game, s, lang))
        .unwrap_or_default();
    let Some(mv) = BarneZirkulua::move_of(&step.mv).cloned() else {
        return step.mv.to_string();
    };
    let moved_to = |b: BallRef| -> String {
        step.effects
            .iter()
            .find_map(|e| match e {
                Effect::Moved { piece, path } if *piece == b.piece() => path.last().copied(),
                _ => None,
            })
            .map(|c| code_name(c, lang))
            .unwrap_or_default()
    };
    let placed = step.effects.iter().find_map(|e| match e {
        Effect::Placed { piece, at, .. } => Some((ball_of_piece(*piece), *at)),
        _ => None,
    });
    let mut text = match mv {
        Move::EntryRoll(v) => {
            if let Some((b, _)) = placed {
                tf(
                    lang,
                    BarneT::DescEntryIn,
                    &[&roman(v), &ball_label(b, lang)],
                )
            } else if step
                .effects
                .iter()
                .any(|e| matches!(e, Effect::Passed { .. }))
            {
                tf(lang, BarneT::DescEntryFail, &[&roman(v)])
            } else {
                tf(lang, BarneT::DescEntryRoll, &[&roman(v)])
            }
        }
        Move::MainRoll(v, o) => tf(lang, BarneT::DescRoll, &[&roman(v), opt_name(o, lang)]),
        Move::Roll => tf(lang, BarneT::DescRollChoice, &[&who]),
        Move::Exit => {
            let b = placed.map(|(b, _)| ball_label(b, lang)).unwrap_or_default();
            tf(lang, BarneT::DescExit, &[&who, &b])
        }
        Move::Enter => {
            let (b, at) = placed
                .map(|(b, at)| (ball_label(b, lang), code_name(at, lang)))
                .unwrap_or_default();
            tf(lang, BarneT::DescEnter, &[&who, &b, &at])
        }
        Move::Part { ball, value } => tf(
            lang,
            BarneT::DescPart,
            &[&ball_label(ball, lang), &value.to_string(), &moved_to(ball)],
        ),
        Move::Half { src, part } => with_source(
            tf(lang, BarneT::DescHalf, &[&who, &part.to_string()]),
            src,
            lang,
        ),
        Move::Double { src, part } => with_source(
            tf(lang, BarneT::DescDouble, &[&who, &part.to_string()]),
            src,
            lang,
        ),
        Move::Quad => tf(lang, BarneT::DescQuad, &[&who]),
        Move::Swap { src, own, other } => with_source(
            tf(
                lang,
                BarneT::DescSwap,
                &[&who, &ball_label(own, lang), &ball_label(other, lang)],
            ),
            src,
            lang,
        ),
        Move::Ring { src, ball } => with_source(
            tf(
                lang,
                BarneT::DescRing,
                &[&ball_label(ball, lang), &moved_to(ball)],
            ),
            src,
            lang,
        ),
        Move::Dir { src } => with_source(tf(lang, BarneT::DescDir, &[&who]), src, lang),
        Move::Home { src, ball, goal } => with_source(
            home_text(game, step, ball, &board::goal_name(goal), lang),
            src,
            lang,
        ),
        Move::Store => tf(lang, BarneT::DescStore, &[&who]),
        Move::StoreExit => tf(lang, BarneT::DescStoreExit, &[&who]),
        Move::Change | Move::Goal(_) => {
            let moved = step.effects.iter().find_map(|e| match e {
                Effect::Moved { piece, path } => Some((ball_of_piece(*piece), path.last())),
                _ => None,
            });
            match moved {
                Some((b, Some(c))) if matches!(mv, Move::Goal(_)) => {
                    home_text(game, step, b, &code_name(*c, lang), lang)
                }
                Some((b, Some(c))) => tf(
                    lang,
                    BarneT::DescRing,
                    &[&ball_label(b, lang), &code_name(*c, lang)],
                ),
                _ => step.mv.to_string(),
            }
        }
        Move::Stay => tf(lang, BarneT::DescStay, &[&who]),
        Move::NoGoal => tf(lang, BarneT::DescNoGoal, &[&who]),
        Move::EndTurn => tf(lang, BarneT::DescEnd, &[&who]),
    };
    let captured: Vec<String> = step
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Captured { piece, .. } => Some(ball_label(ball_of_piece(*piece), lang)),
            _ => None,
        })
        .collect();
    if !captured.is_empty() {
        text.push_str(", ");
        text.push_str(&tf(
            lang,
            BarneT::DescCaptures,
            &[&join_list(lang, &captured)],
        ));
    }
    for e in &step.effects {
        if let Effect::RoundOver { winner: Some(w) } = e {
            text.push_str(" — ");
            text.push_str(&tf(lang, BarneT::RoundWon, &[&seat_label(game, *w, lang)]));
        }
        if let (Effect::GameOver, Some(won)) = (e, match_won(game, lang)) {
            text.push_str(" — ");
            text.push_str(&won);
        }
    }
    text
}

/// "… brings … home": a player's own ball is named by its number alone ("Black brings ball 4
/// home"), another colour's ball by its colour too.
fn home_text(game: &BarneZirkulua, step: &Step, ball: BallRef, goal: &str, lang: Lang) -> String {
    let Some(seat) = mover_seat(&step.mover) else {
        return String::new();
    };
    let who = seat_label(game, seat, lang);
    if game.seat_corner(seat) == ball.corner {
        let number = (ball.idx + 1).to_string();
        tf(lang, BarneT::DescHomeOwn, &[&who, &number, goal])
    } else {
        tf(
            lang,
            BarneT::DescHome,
            &[&who, &ball_label(ball, lang), goal],
        )
    }
}

/// SVG drawing of an option's icon, centred on 0,0 and about 14 units wide: a list of
/// (element, attributes) the component turns into elements. Paths use `stroke`; `filled` parts
/// use `fill`.
pub fn icon_parts(m: MemOpt) -> Vec<IconPart> {
    use IconPart::*;
    match m {
        MemOpt::Opt(Opt::Half) => vec![
            Circle(0.0, 0.0, 6.0, false),
            Path("M0,-6 A6,6 0 0,0 0,6 Z", true),
        ],
        MemOpt::Opt(Opt::Double) => vec![Circle(-3.4, 0.0, 3.0, true), Circle(3.4, 0.0, 3.0, true)],
        MemOpt::Opt(Opt::Swap) => vec![Path(
            "M-6,-2.5 H5 M2,-5.5 L5,-2.5 L2,0.5 M6,2.5 H-5 M-2,-0.5 L-5,2.5 L-2,5.5",
            false,
        )],
        MemOpt::Opt(Opt::Ring) => vec![
            Circle(0.0, 0.0, 6.5, false),
            Circle(0.0, 0.0, 2.6, false),
            Path("M0,-6.5 V-2.6 M-1.6,-4.4 L0,-2.6 L1.6,-4.4", false),
        ],
        MemOpt::Opt(Opt::Dir) => vec![Path(
            "M4.6,-3.8 A6,6 0 1,0 4.6,3.8 M1.4,4.6 L4.6,3.8 L4.2,0.6",
            false,
        )],
        MemOpt::Opt(Opt::Home) => vec![
            Path("M-6.2,0.5 A6.2,5.5 0 0,0 6.2,0.5", false),
            Circle(0.0, -3.2, 2.6, true),
        ],
        MemOpt::Exit => vec![Path("M-5,3.5 L0,-3.5 L5,3.5", false)],
    }
}

/// One element of an option icon.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IconPart {
    /// cx, cy, r, filled
    Circle(f32, f32, f32, bool),
    /// d, filled
    Path(&'static str, bool),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Options, ToMove};

    /// The number, the tries, entry and stale of the dice shown.
    fn shown(g: &BarneZirkulua, h: &[Step]) -> (Option<u8>, u8, bool, bool) {
        let d = dice_show(g, h);
        (d.number, d.tries, d.entry, d.stale)
    }

    fn game(variant: &str) -> BarneZirkulua {
        BarneZirkulua::new(&Options {
            variant: Some(variant.into()),
            ..Options::default()
        })
        .unwrap()
    }

    #[test]
    fn the_position_in_words_puts_every_ball_on_its_field() {
        let g = BarneZirkulua::new(&crate::engine::Options {
            players: Some(3),
            ..crate::engine::Options::default()
        })
        .unwrap();
        let words = Screens::in_words(&g, Lang::En);
        assert_eq!(words.rows.len(), 3);
        for (s, (head, balls)) in words.rows.iter().enumerate() {
            assert_eq!(*head, seat_label(&g, s as Seat, Lang::En));
            assert_eq!(balls.len(), g.balls(s as Seat).len());
            let start = code_name(START_CODE + g.seat_corner(s as Seat) as u16, Lang::En);
            assert_eq!(balls[0], format!("1: {start}"));
        }
        let start = START_CODE + g.seat_corner(0) as u16;
        let balls: Vec<String> = (0..g.balls(0).len() as u8)
            .map(|i| ball_label(g.ball_ref(0, i), Lang::En))
            .collect();
        let said = code_words(&g, start, Lang::En);
        assert!(said.ends_with(&join_list(Lang::En, &balls)), "{said}");
        assert!(said.starts_with(&code_name(start, Lang::En)), "{said}");
        assert_eq!(
            code_words(&g, 3, Lang::En),
            format!("{}: empty", code_name(3, Lang::En))
        );
    }

    #[test]
    fn fields_sit_on_their_rings_and_inner_faces_outer() {
        let (x, y) = code_xy(0, false);
        assert!((x - CENTRE).abs() < 1e-3 && (y - (CENTRE - R_OUTER)).abs() < 1e-3);
        // I8 faces O16 (90°): same angle, smaller radius.
        let (ox, oy) = code_xy(16, false);
        let (ix, iy) = code_xy(64 + 8, false);
        assert!((oy - CENTRE).abs() < 1e-3 && (iy - CENTRE).abs() < 1e-3);
        assert!(ox > ix && ix > CENTRE);
        // Everything drawn stays inside the viewBox.
        for c in 0..4u8 {
            for p in [
                track_xy(c, 0),
                track_xy(c, 3),
                memory_xy(c, 6),
                start_slot_xy(c, 3),
            ] {
                assert!(
                    p.0 > 4.0 && p.0 < SIZE - 4.0 && p.1 > 4.0 && p.1 < SIZE - 4.0,
                    "{p:?}"
                );
            }
        }
        assert_eq!(code_id(64 + 4), "f-I4");
        assert_eq!(code_id(96 + 3), "f-G3");
        assert_eq!(code_id(113), "start-1");
    }

    #[test]
    fn roman_numerals_of_the_number_die() {
        let faces: Vec<String> = [2, 4, 6, 8, 10, 12].iter().map(|&n| roman(n)).collect();
        assert_eq!(faces, ["II", "IV", "VI", "VIII", "X", "XII"]);
        assert_eq!(roman(3), "III");
        assert_eq!(roman(9), "IX");
    }

    /// A game of `variant` after `moves`, with its history.
    fn played(variant: &str, moves: &[&str]) -> (BarneZirkulua, Vec<Step>) {
        let mut g = game(variant);
        let mut h = Vec::new();
        for m in moves {
            play(&mut g, &mut h, m);
        }
        (g, h)
    }

    fn play(g: &mut BarneZirkulua, history: &mut Vec<Step>, mv: &str) {
        let mover = Game::to_move(g);
        let parsed = g.parse_move(mv).unwrap();
        let effects = g.play(&parsed).unwrap();
        history.push(Step {
            mover,
            mv: parsed.into(),
            effects,
        });
    }

    #[test]
    fn a_ball_that_cannot_move_says_why() {
        let mut g = game("basic");
        let mut h = Vec::new();
        let why = |g: &BarneZirkulua, seat: u8, idx: u8| {
            why_not_ball(g, g.ball_ref(seat, idx)).map(|e| e.code())
        };
        play(&mut g, &mut h, "entry:6");
        // Yellow 1 is out; the main roll is still due.
        assert_eq!(why(&g, 0, 0), Some("bz.roll-due"));
        play(&mut g, &mut h, "roll:8:double");
        assert_eq!(why(&g, 0, 0), None);
        assert_eq!(why(&g, 0, 1), Some("bz.not-on-track"));
        assert_eq!(why(&g, 1, 0), Some("bz.not-your-ball"));
    }

    #[test]
    fn entry_tries_and_the_dice_are_shown_and_what_is_owed_is_said() {
        let mut g = game("basic");
        let mut h = Vec::new();
        assert_eq!(dice_show(&g, &h), DiceShow::default());
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "Yellow has no ball on the track: a VI or XII brings one out (try 1 of 3)."
        );
        play(&mut g, &mut h, "entry:4");
        assert_eq!(shown(&g, &h), (Some(4), 1, true, false));
        play(&mut g, &mut h, "entry:6");
        assert_eq!(shown(&g, &h), (Some(6), 2, true, false));
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "Yellow: roll the dice."
        );
        play(&mut g, &mut h, "roll:8:double");
        let d = dice_show(&g, &h);
        assert_eq!(
            (d.number, d.option, d.tries, d.entry, d.stale),
            (Some(8), Some(Opt::Double), 2, false, false)
        );
        let lines = status(&g, Lang::En, true, None);
        assert_eq!(lines[1], "The 8 must still be used.");
        play(&mut g, &mut h, "double:8");
        assert!(dice_show(&g, &h).option_spent);
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "The parts 8 and 8 must still be used."
        );
        assert_eq!(describe(&g, &h[2], Lang::En), "Dice: VIII and Double (×II)");
        assert_eq!(
            describe(&g, &h[1], Lang::En),
            "Entry roll: VI, Yellow 1 comes out"
        );
        assert_eq!(describe(&g, &h[3], Lang::En), "Yellow doubles the 8");
        assert_eq!(
            status(&g, Lang::Eu, true, None)[1],
            "Zati hauek oraindik erabili behar dira: 8 eta 8."
        );
    }

    /// The computer plays whole matches to III in every preset; every step can be described and
    /// every position explained in every language.
    #[test]
    fn computer_matches_run_to_three_round_wins_and_every_step_is_described() {
        use crate::ui::play::session::{SeatKind, Session};
        let setups = [
            ("basic", 4u8),
            ("memory", 2),
            ("goal16", 4),
            ("memory-goal16", 3),
        ];
        for (k, (variant, players)) in setups.into_iter().enumerate() {
            let options = Options {
                variant: Some(variant.into()),
                players: Some(players),
                ..Options::default()
            };
            let seats = vec![SeatKind::COMPUTER; players as usize];
            let mut s = Session::new(
                "t".into(),
                "barne-zirkulua",
                options,
                seats,
                7 + k as u64,
                0.0,
            )
            .unwrap();
            let mut plies = 0;
            while let Some(mv) = s.chance_move().or_else(|| s.random_move()) {
                s.play_move(&mv, 0.0).unwrap();
                plies += 1;
                assert!(plies < 400_000, "{variant}: the match does not end");
            }
            let crate::games::AnyGame::BarneZirkulua(g) = &s.game else {
                panic!("not Barne-zirkulua");
            };
            assert!(matches!(g.phase(), Phase::Over { .. }), "{variant}");
            assert!((0..players).any(|p| g.marker(p) == 3), "{variant}");
            let rounds = s
                .history
                .iter()
                .flat_map(|st| st.effects.iter())
                .filter(|e| matches!(e, Effect::RoundOver { .. }))
                .count();
            assert!(rounds >= 3, "{variant}: {rounds} rounds");
            for lang in Lang::ALL {
                for st in s.history.iter().rev().take(400) {
                    assert!(!describe(g, st, *lang).is_empty());
                }
            }
            let last = describe(g, s.history.last().unwrap(), Lang::En);
            assert!(last.contains("wins the round!"), "{last}");
        }
    }

    /// The record the end-to-end test imports: its seed gives Yellow ×II on a IV next, to split
    /// between two balls by clicking.
    #[test]
    fn the_end_to_end_fixture_rolls_a_double_next() {
        use crate::ui::play::session::Session;
        let text = include_str!("../../../../e2e/fixtures/barne-split.json");
        let s = Session::from_record_json("t".into(), text, 0.0).unwrap();
        assert_eq!(
            s.chance_move().map(|m| m.to_string()).as_deref(),
            Some("roll:4:double")
        );
        let crate::games::AnyGame::BarneZirkulua(g) = &s.game else {
            panic!("not Barne-zirkulua");
        };
        assert_eq!(g.loc(g.ball_ref(0, 0)), Some(Loc::Track(12)));
        assert_eq!(g.loc(g.ball_ref(0, 1)), Some(Loc::Track(8)));
    }

    /// The record just before the end of a match: Black's ball on I20 may go home, which wins
    /// Black's third round.
    #[test]
    fn the_end_to_end_final_fixture_ends_the_match_with_one_click() {
        use crate::ui::play::session::Session;
        let text = include_str!("../../../../e2e/fixtures/barne-final.json");
        let mut s = Session::from_record_json("t".into(), text, 0.0).unwrap();
        let crate::games::AnyGame::BarneZirkulua(g) = &s.game else {
            panic!("not Barne-zirkulua");
        };
        assert_eq!((g.marker(0), g.marker(1)), (2, 2));
        assert_eq!(
            status(g, Lang::En, true, None)[1],
            "Black 2 reached a goal arrow: go home or stay?"
        );
        s.play("goal:G4", 0.0).unwrap();
        assert!(matches!(s.to_move(), ToMove::Over(_)));
        // The match's winner and score: in the status and on the last move of the list.
        let crate::games::AnyGame::BarneZirkulua(g) = &s.game else {
            panic!("not Barne-zirkulua");
        };
        let won = "Black wins the match 3–2!";
        assert_eq!(match_won(g, Lang::En).as_deref(), Some(won));
        assert_eq!(status(g, Lang::En, false, None), vec![won.to_string()]);
        let last = describe(g, &s.history[s.history.len() - 1], Lang::En);
        assert!(
            last.ends_with(&format!("Black wins the round! — {won}")),
            "{last}"
        );
        assert_eq!(
            match_won(g, Lang::Eu).as_deref(),
            Some("Beltzak partida irabazi du, 3–2!")
        );
    }

    /// Every legal move of a person can be made in the UI: as a button, or as a move of a ball
    /// (a highlighted field and a line in the selected ball's list).
    #[test]
    fn every_legal_move_is_a_button_or_a_ball_move() {
        use crate::ui::play::session::{SeatKind, Session};
        for (k, variant) in ["memory", "memory-goal16", "basic"].into_iter().enumerate() {
            let options = Options {
                variant: Some(variant.into()),
                players: Some(3),
                ..Options::default()
            };
            let seats = vec![SeatKind::COMPUTER; 3];
            let mut s = Session::new(
                "t".into(),
                "barne-zirkulua",
                options,
                seats,
                40 + k as u64,
                0.0,
            )
            .unwrap();
            let mut seen_buttons = std::collections::BTreeSet::new();
            while let Some(mv) = s.chance_move().or_else(|| s.random_move()) {
                let crate::games::AnyGame::BarneZirkulua(g) = &s.game else {
                    panic!("not Barne-zirkulua");
                };
                if matches!(Game::to_move(g), ToMove::Seat(_)) {
                    for m in g.legal_moves() {
                        if let Some(label) = button_label(g, &m, Lang::En) {
                            assert!(!label.is_empty());
                            seen_buttons
                                .insert(m.to_string().split(':').next().unwrap().to_string());
                        } else {
                            let b = move_ball(&m).unwrap_or_else(|| panic!("{m} has no control"));
                            assert!(ball_move_label(g, &m, Lang::En).is_some(), "{m}");
                            assert!(movable_balls(g).contains(&b), "{m}");
                        }
                    }
                }
                s.play_move(&mv, 0.0).unwrap();
            }
            if variant != "basic" {
                for b in ["store", "double", "half", "end", "goal"] {
                    assert!(
                        seen_buttons.contains(b),
                        "{variant}: {b} never offered: {seen_buttons:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_failed_entry_of_the_last_turn_is_not_counted_for_the_next() {
        let (mut g, mut h) = played(
            "basic",
            &[
                "entry:6",
                "roll:4:half",
                "y1+4",
                "entry:2",
                "entry:4",
                "entry:2",
            ],
        );
        // Black's third try failed: the turn passed to Yellow, whose dice are due.
        assert_eq!(shown(&g, &h), (Some(2), 3, true, true));
        play(&mut g, &mut h, "roll:8:dir");
        assert_eq!(shown(&g, &h), (Some(8), 0, false, false));
        assert_eq!(
            describe(&g, &h[5], Lang::En),
            "Entry roll: II, no ball comes out; the turn passes"
        );
    }

    #[test]
    fn a_ball_shows_every_field_each_part_takes_it_to() {
        let (mut g, mut h) = played("basic", &["entry:6", "roll:8:ring"]);
        let y1 = g.ball_ref(0, 0);
        assert_eq!(movable_balls(&g), vec![y1]);
        let targets = targets_of_ball(&g, y1);
        // 8 from O8 lands on O16 and changes to I8; the ring option takes it to I4.
        let codes: Vec<u16> = targets.iter().map(|(c, _)| *c).collect();
        assert!(codes.contains(&(64 + 8)), "{codes:?}");
        assert!(codes.contains(&(64 + 4)), "{codes:?}");
        let part = targets.iter().find(|(c, _)| *c == 72).unwrap().1;
        assert_eq!(
            ball_move_label(&g, &part, Lang::En).unwrap(),
            "Move 8: O8 → I8"
        );
        play(&mut g, &mut h, "y1+8");
        assert!(describe(&g, &h[2], Lang::En).starts_with("Yellow 1 moves 8 to I8"));
    }

    #[test]
    fn buttons_name_the_option_and_its_source() {
        let (g, _) = played("memory", &["entry:6", "roll:8:half"]);
        let labels: Vec<String> = g
            .legal_moves()
            .iter()
            .filter_map(|m| button_label(&g, m, Lang::En))
            .collect();
        assert!(labels.contains(&"Halve the 8".to_string()), "{labels:?}");
        assert!(
            labels.contains(&"Store Halve (I/II) in memory".to_string()),
            "{labels:?}"
        );
    }
}
