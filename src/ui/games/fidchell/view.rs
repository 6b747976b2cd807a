//! What the Fidchell board shows, as plain Rust: where each hole is drawn in the SVG `viewBox`,
//! SVG paths that follow the circles, keyboard focus movement along circles and spokes, seat
//! labels, status lines, move descriptions and the setup dialog's presets. No rules are decided
//! here: legality comes from the engine's legal moves. Tested natively.

use super::texts::FidchellT;
#[cfg(test)]
use super::Screens;
use crate::engine::{Effect, Game, Seat};
use crate::games::fidchell::board::{self, Point, OUTER, RING_SIZES, RING_START};
use crate::games::fidchell::{Challenge, Colour, End, Fidchell, King, Move, Phase};
use crate::games::Member;
#[cfg(test)]
use crate::ui::games::contract::GameScreens;
use crate::ui::i18n::{join_list, push_list_clause, t, tf, Lang, T};
use crate::ui::kit::effects::{captures, mover_seat};
use crate::ui::kit::input::{self, Spot};
use crate::ui::kit::num::num;
use crate::ui::kit::step::Step;

/// Distance between two neighbouring circles in the `viewBox`.
pub const SPACING: f32 = 10.0;
/// Space around the outer circle.
pub const MARGIN: f32 = 8.0;
/// The `viewBox` is `0 0 SIZE SIZE`.
pub const SIZE: f32 = 2.0 * (MARGIN + OUTER as f32 * SPACING);
/// The centre of the board in the `viewBox`.
pub const MID: f32 = SIZE / 2.0;

/// The presets the setup dialog offers, with their name and one-line explanation.
pub const PRESETS: [(&str, FidchellT, FidchellT); 5] = [
    ("game-one", FidchellT::GameOne, FidchellT::GameOneHelp),
    ("game-two", FidchellT::GameTwo, FidchellT::GameTwoHelp),
    ("game-three", FidchellT::GameThree, FidchellT::GameThreeHelp),
    (
        "game-three-v1",
        FidchellT::GameThreeV1,
        FidchellT::GameThreeV1Help,
    ),
    (
        "game-three-v2",
        FidchellT::GameThreeV2,
        FidchellT::GameThreeV2Help,
    ),
];

/// The engine's preset name for a game and the board choice.
pub fn preset_name(game: &str, all_radials: bool) -> String {
    if all_radials {
        format!("{game}-all-radials")
    } else {
        game.to_string()
    }
}

/// Why a click on hole `p` (with the stone on `sel` selected, if any) plays nothing, as the
/// rules refuse it: placing there while stones are in hand, moving the selected stone there,
/// or moving the stone on `p` anywhere (its first refusal other than "cannot reach", else that
/// one). `None` when no stone stands on `p` and nothing is selected: an empty hole says
/// nothing.
pub fn why_not(
    game: &Fidchell,
    sel: Option<Point>,
    p: Point,
) -> Option<crate::engine::IllegalMove> {
    let refusal = |mv: Move| game.clone().play_quiet(&mv).err();
    if game
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Place(_)))
    {
        return refusal(Move::Place(p));
    }
    if let Some(from) = sel {
        return refusal(Move::Go { from, to: p });
    }
    game.stone(p)?;
    let mut all = (0..crate::games::fidchell::board::POINTS as Point)
        .filter(|&to| to != p)
        .filter_map(|to| refusal(Move::Go { from: p, to }));
    let first = all.next()?;
    Some(
        std::iter::once(first.clone())
            .chain(all)
            .find(|e| e.code() != "fidchell.unreachable")
            .unwrap_or(first),
    )
}

/// The name people read for the preset a game was started with.
pub fn preset_label(game: &Fidchell, lang: Lang) -> String {
    let name = game.config().name();
    let base = name.trim_end_matches("-all-radials");
    let label = PRESETS
        .iter()
        .find(|p| p.0 == base)
        .map(|p| t(lang, p.1))
        .unwrap_or(base);
    if base != name {
        format!("{label} · {}", t(lang, FidchellT::AllRadials))
    } else {
        label.to_string()
    }
}

/// Radius of circle `r` in the `viewBox`.
pub fn ring_radius(r: u8) -> f32 {
    r as f32 * SPACING
}

/// Centre of a hole in the `viewBox` (north at the top, hole numbers clockwise).
pub fn point_xy(p: Point) -> (f32, f32) {
    let r = ring_radius(board::ring(p));
    let a = (board::angle48(p) as f32 * 7.5).to_radians();
    let (s, c) = crate::engine::math::sin_cos(a.into());
    (MID + r * s as f32, MID - r * c as f32)
}

/// The hole of circle `r` nearest in angle to `p` (on a tie, the one reached first clockwise
/// from north).
pub fn nearest_on_ring(p: Point, r: u8) -> Point {
    let a = board::angle48(p) as i32;
    let n = RING_SIZES[r as usize];
    (0..n)
        .map(|k| board::point(r, k))
        .min_by_key(|&q| {
            let d = (board::angle48(q) as i32 - a).rem_euclid(48);
            d.min(48 - d)
        })
        .expect("every circle has holes")
}

/// Where the keyboard focus goes from `p` for an arrow key (`None` for other keys): left and
/// right go round the circle (anticlockwise, clockwise), up and down go outward and inward along
/// a spoke where there is one, else to the nearest hole of the next circle. The focus never goes
/// onto the king's centre nor off the board.
pub fn move_focus(p: Point, key: &str) -> Option<Point> {
    let r = board::ring(p);
    if r == 0 {
        return matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown")
            .then(|| board::point(1, 0));
    }
    let n = RING_SIZES[r as usize];
    let k = board::hole(p);
    Some(match key {
        "ArrowLeft" => board::point(r, (k + n - 1) % n),
        "ArrowRight" => board::point(r, (k + 1) % n),
        "ArrowUp" if r < OUTER => nearest_on_ring(p, r + 1),
        "ArrowDown" if r > 1 => nearest_on_ring(p, r - 1),
        "ArrowUp" | "ArrowDown" => p,
        _ => return None,
    })
}

/// Whether `b` is the clockwise neighbour of `a` on the same circle.
fn clockwise_next(a: Point, b: Point) -> bool {
    let r = board::ring(a);
    r > 0 && board::ring(b) == r && board::hole(b) == (board::hole(a) + 1) % RING_SIZES[r as usize]
}

/// Whether `a` and `b` are neighbours on one circle.
fn on_arc(a: Point, b: Point) -> bool {
    clockwise_next(a, b) || clockwise_next(b, a)
}

/// An SVG path through these holes that follows the circle between neighbours on one circle and
/// goes straight along the spokes.
pub fn path_d(points: &[Point]) -> String {
    let mut d = String::new();
    for (i, &p) in points.iter().enumerate() {
        let (x, y) = point_xy(p);
        if i == 0 {
            d.push_str(&format!("M{},{}", num(x), num(y)));
            continue;
        }
        let prev = points[i - 1];
        if on_arc(prev, p) {
            let rr = ring_radius(board::ring(p));
            let sweep = u8::from(clockwise_next(prev, p));
            d.push_str(&format!(
                " A{0},{0} 0 0 {sweep} {1},{2}",
                num(rr),
                num(x),
                num(y)
            ));
        } else {
            d.push_str(&format!(" L{},{}", num(x), num(y)));
        }
    }
    d
}

/// Positions a stone passes through when it moves along `path`: every hole, and points on the
/// circle between neighbouring holes of one circle (so a slide round a circle follows it).
pub fn motion_points(path: &[Point]) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    for (i, &p) in path.iter().enumerate() {
        if i > 0 && on_arc(path[i - 1], p) {
            let prev = path[i - 1];
            let r = ring_radius(board::ring(p));
            let a0 = board::angle48(prev) as f32 * 7.5;
            let mut a1 = board::angle48(p) as f32 * 7.5;
            if clockwise_next(prev, p) && a1 < a0 {
                a1 += 360.0;
            } else if !clockwise_next(prev, p) && a1 > a0 {
                a1 -= 360.0;
            }
            for s in 1..4 {
                let a = (a0 + (a1 - a0) * s as f32 / 4.0).to_radians();
                let (s, c) = crate::engine::math::sin_cos(a.into());
                out.push((MID + r * s as f32, MID - r * c as f32));
            }
        }
        out.push(point_xy(p));
    }
    out
}

/// CSS class of a colour.
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// A seat's name for people.
pub fn seat_label(seat: Seat, lang: Lang) -> String {
    colour_label(Colour::from_seat(seat), lang)
}

pub(super) fn colour_label(c: Colour, lang: Lang) -> String {
    t(
        lang,
        match c {
            Colour::White => FidchellT::White,
            Colour::Black => FidchellT::Black,
        },
    )
    .to_string()
}

/// The king's status in words.
pub fn king_text(game: &Fidchell, lang: Lang) -> &'static str {
    t(
        lang,
        match game.king() {
            King::Dead => FidchellT::KingDead,
            King::White => FidchellT::KingWhite,
            King::Both => FidchellT::KingBoth,
        },
    )
}

/// CSS class of the king's status.
pub fn king_class(game: &Fidchell) -> &'static str {
    match game.king() {
        King::Dead => "dead",
        King::White => "white-ally",
        King::Both => "both",
    }
}

/// The stage of the side to move, in words (`None` when the game is over).
pub fn stage_text(game: &Fidchell, lang: Lang) -> Option<String> {
    let key = match game.phase() {
        Phase::Placing => FidchellT::StagePlacing,
        Phase::Moving if game.config().rules.is_three() => FidchellT::StageStepping,
        Phase::Moving => FidchellT::StageSliding,
        Phase::Removal => FidchellT::StageRemoval,
        Phase::Over => return None,
    };
    Some(tf(lang, FidchellT::Stage, &[t(lang, key)]))
}

/// White's turns left in a running challenge.
pub fn challenge_left(game: &Fidchell) -> Option<u8> {
    match game.challenge() {
        Challenge::Running(n) => Some(n),
        _ => None,
    }
}

/// Why the game ended, in words.
pub fn end_text(game: &Fidchell, lang: Lang) -> Option<String> {
    Some(match game.end()? {
        End::Connected(c) => tf(lang, FidchellT::EndConnected, &[&colour_label(c, lang)]),
        End::ChallengeFailed => t(lang, FidchellT::EndChallenge).to_string(),
        End::TooFewWhite => t(lang, FidchellT::EndTooFew).to_string(),
        End::DrawByPasses => t(lang, FidchellT::EndPasses).to_string(),
        End::DrawByRepetition => t(lang, FidchellT::EndRepetition).to_string(),
        End::DrawByNoProgress => t(lang, FidchellT::EndNoProgress).to_string(),
        End::Resigned(c) => format!(
            "{}.",
            tf(lang, FidchellT::ResignText, &[&colour_label(c, lang)])
        ),
    })
}

/// The status lines beside the board: whose turn, what they must do and why. `person` is true
/// when a person is to act, `selected` when a stone is selected.
pub fn status(game: &Fidchell, lang: Lang, person: bool, selected: bool) -> Vec<String> {
    if let Some(end) = end_text(game, lang) {
        return vec![end];
    }
    let side = game.side();
    let who = colour_label(side, lang);
    let mut lines = vec![tf(lang, FidchellT::ToMove, &[&who])];
    if game.is_extra_turn() {
        lines.push(tf(lang, FidchellT::ExtraTurn, &[&who]));
    }
    if let Some(n) = challenge_left(game) {
        lines.push(tf(lang, FidchellT::ChallengeLeft, &[&n.to_string()]));
    }
    let legal = game.legal_moves();
    if person && legal.contains(&Move::Challenge) {
        lines.push(t(lang, FidchellT::ChallengePrompt).to_string());
    }
    if !person {
        return lines;
    }
    let prompt = match game.phase() {
        Phase::Removal => {
            let key = if game.on_board(Colour::Black) == 1 {
                FidchellT::RemovalPromptOne
            } else {
                FidchellT::RemovalPrompt
            };
            t(lang, key).to_string()
        }
        Phase::Placing => tf(
            lang,
            FidchellT::PlacePrompt,
            &[&game.in_hand(side).to_string()],
        ),
        Phase::Moving if legal.contains(&Move::Pass) => return lines,
        Phase::Moving if selected => t(lang, FidchellT::TargetPrompt).to_string(),
        Phase::Moving if game.config().rules.is_three() => {
            t(lang, FidchellT::StepPrompt).to_string()
        }
        Phase::Moving => t(lang, FidchellT::SlidePrompt).to_string(),
        Phase::Over => return lines,
    };
    lines.push(prompt);
    lines
}

/// One move of the move list in plain words.
pub fn describe(step: &Step, lang: Lang) -> String {
    let who = mover_seat(&step.mover)
        .map(|s| seat_label(s, lang))
        .unwrap_or_default();
    let Some(mv) = Fidchell::move_of(&step.mv).cloned() else {
        return step.mv.to_string();
    };
    let captured: Vec<String> = captures(&step.effects)
        .iter()
        .map(|(_, at, _)| board::name(*at as Point))
        .collect();
    let mut text = match mv {
        Move::Place(p) => tf(lang, FidchellT::PlaceText, &[&who, &board::name(p)]),
        Move::Go { from, to } => tf(
            lang,
            FidchellT::MoveText,
            &[&who, &board::name(from), &board::name(to)],
        ),
        Move::Pass => tf(lang, FidchellT::PassText, &[&who]),
        Move::Challenge => tf(lang, FidchellT::ChallengeText, &[&who]),
        Move::Resign => tf(lang, FidchellT::ResignText, &[&who]),
        Move::Remove(..) => {
            return tf(
                lang,
                FidchellT::RemoveText,
                &[&who, &join_list(lang, &captured)],
            )
        }
        Move::Decline => return tf(lang, FidchellT::DeclineText, &[&who]),
    };
    push_list_clause(&mut text, lang, FidchellT::Captures, &captured);
    if step
        .effects
        .iter()
        .any(|e| matches!(e, Effect::ExtraTurn { .. }))
    {
        text.push_str(" (");
        text.push_str(t(lang, FidchellT::ExtraText));
        text.push(')');
    }
    text
}

/// The legal removal that takes exactly the `marked` black stones, if there is one.
pub fn removal_move(game: &Fidchell, marked: &[Point]) -> Option<Move> {
    let mut want: Vec<Point> = marked.to_vec();
    crate::engine::short_sort::sort(&mut want);
    game.legal_moves().into_iter().find(|m| match *m {
        Move::Remove(a, None) => want == [a],
        Move::Remove(a, Some(b)) => want == [a, b],
        _ => false,
    })
}

/// The radius of a hole's own hit circle in the `viewBox` (about a stone's size).
pub const HIT_R: f32 = 4.8;
/// The radius of a stone as drawn.
pub const STONE_R: f32 = 3.7;

/// The hole a click or tap at `(x, y)` (in the `viewBox`) is for, on a board drawn at `scale`
/// CSS pixels per `viewBox` unit. `own` is the hole whose circle the event was dispatched on;
/// `legal` are the holes that do something now (a stone that can move, a target, a hole to place
/// on, a stone to mark); `occupied` tells where stones stand.
///
/// The ruling is the boards' one ([`input::route`]): a tap on a drawn stone that does nothing now
/// is about that stone (so a blocked stone answers, e.g. by clearing the selection); otherwise
/// the tap goes to the nearest legal hole within [`input::MIN_HIT_PX`] CSS pixels (or [`HIT_R`]
/// if that is larger), so every legal hole has at least a 40 px hit area where no other legal
/// hole is nearer, and where two are nearer than that the tap goes to the closer one. Failing
/// both, the hole under the pointer, if any.
pub fn route(
    (x, y): (f32, f32),
    scale: f32,
    own: Option<Point>,
    legal: &[Point],
    occupied: impl Fn(Point) -> bool,
) -> Option<Point> {
    let spots = holes().map(|p| -> Spot<Point> {
        let (px, py) = point_xy(p);
        (p, px, py, HIT_R)
    });
    input::route(
        spots,
        (x, y),
        scale,
        own,
        |p| legal.contains(&p),
        |p| if occupied(p) { STONE_R } else { 0.0 },
    )
}

/// The traces of the captures by enclosure of a move whose stone arrived on `arrived`: for each
/// stone taken, the arriving hole, the taken stone's hole and the hole of the other enclosing
/// stone (the centre when the king helped). Removals (no arriving stone) leave no trace.
pub fn capture_traces(game: &Fidchell, arrived: Option<Point>, taken: &[Point]) -> Vec<[Point; 3]> {
    let Some(a) = arrived else {
        return Vec::new();
    };
    taken
        .iter()
        .filter_map(|&t| game.board().far_side(a, t).map(|b| [a, t, b]))
        .collect()
}

/// The holes on the eight spoke directions (every 45°) except the north one, whose numbers the
/// board writes beside them: on the north spoke every hole is number 0 and the circle numbers
/// stand there. With each hole, where its number goes: a little clockwise along its circle and
/// a little outward, clear of a stone on it.
pub fn spoke_labels() -> impl Iterator<Item = (Point, f32, f32)> {
    holes()
        .filter(|&p| board::angle48(p).is_multiple_of(6) && board::angle48(p) != 0)
        .map(|p| {
            let r = ring_radius(board::ring(p)) + 1.4;
            let a = (board::angle48(p) as f32 * 7.5).to_radians() + 5.2 / r;
            let (s, c) = crate::engine::math::sin_cos(a.into());
            // The text's baseline sits about a third of its height below the centre.
            (p, MID + r * s as f32, MID - r * c as f32 + 1.0)
        })
}

/// Every hole except the centre, for hit areas and dots.
pub fn holes() -> impl Iterator<Item = Point> {
    1..RING_START[OUTER as usize + 1]
}

/// Hole `p` named with what is on it ("3:2 White"; the centre says what the king is).
pub(super) fn hole_words(game: &Fidchell, p: Point, lang: Lang) -> String {
    let on = match (p, game.stone(p)) {
        (board::CENTRE, _) => king_text(game, lang).to_string(),
        (_, Some(c)) => colour_label(c, lang),
        _ => return board::name(p),
    };
    format!("{} {on}", board::name(p))
}

/// The hole under the keyboard focus in words ("3:2 White", "3:3: empty").
pub fn point_words(game: &Fidchell, p: Point, lang: Lang) -> String {
    match game.stone(p) {
        None if p != board::CENTRE => format!("{}: {}", board::name(p), t(lang, T::Empty)),
        _ => hole_words(game, p, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Options, ToMove};

    fn new_game(variant: &str) -> Fidchell {
        Fidchell::new(&Options {
            variant: Some(variant.into()),
            ..Options::default()
        })
        .unwrap()
    }

    #[test]
    fn the_position_in_words_names_every_hole_with_its_stone() {
        let mut g = new_game("game-one");
        g.play(&Move::Place(pt("5:3"))).unwrap();
        let words = Screens::in_words(&g, Lang::En);
        assert_eq!(words.rows[0].0, "0:0");
        assert_eq!(words.rows[0].1, [king_text(&g, Lang::En)]);
        let rings: Vec<usize> = words.rows[1..8].iter().map(|(_, c)| c.len()).collect();
        assert_eq!(
            rings,
            RING_SIZES[1..]
                .to_vec()
                .iter()
                .map(|n| *n as usize)
                .collect::<Vec<_>>()
        );
        assert!(
            words.rows[5].1.contains(&"5:3 White".to_string()),
            "{:?}",
            words.rows[5]
        );
        assert!(words.rows[5].1.contains(&"5:4".to_string()));
        // Both sides still hold stones to place: one row each.
        assert_eq!(words.rows.len(), 10);
        assert_eq!(words.rows[8].0, "White");
        assert_eq!(point_words(&g, pt("5:4"), Lang::En), "5:4: empty");
        assert_eq!(point_words(&g, pt("5:3"), Lang::En), "5:3 White");
    }

    #[test]
    fn a_click_that_plays_nothing_says_why() {
        let mut g = new_game("game-one");
        let why = |g: &Fidchell, p: &str| why_not(g, None, pt(p)).map(|e| e.code());
        assert_eq!(why(&g, "0:0"), Some("fidchell.centre"));
        g.play(&Move::Place(pt("5:3"))).unwrap();
        assert_eq!(why(&g, "5:3"), Some("fidchell.occupied"));
    }

    fn pt(s: &str) -> Point {
        board::parse_point(s).unwrap()
    }

    #[test]
    fn holes_sit_on_their_circles_with_north_at_the_top() {
        assert_eq!(point_xy(board::CENTRE), (MID, MID));
        let (x, y) = point_xy(pt("7:0"));
        assert!((x - MID).abs() < 1e-4 && (y - MARGIN).abs() < 1e-4);
        let (x, y) = point_xy(pt("1:1"));
        assert!((x - (MID + SPACING)).abs() < 1e-4 && (y - MID).abs() < 1e-4);
        // Clockwise: 2:3 is at three o'clock, 6:12 at six.
        let (x, _) = point_xy(pt("2:3"));
        assert!((x - (MID + 2.0 * SPACING)).abs() < 1e-4);
        let (_, y) = point_xy(pt("6:12"));
        assert!((y - (MID + 6.0 * SPACING)).abs() < 1e-4);
        // Every hole fits inside the view box.
        for p in holes() {
            let (x, y) = point_xy(p);
            let inside = MARGIN - 0.01..=SIZE - MARGIN + 0.01;
            assert!(inside.contains(&x) && inside.contains(&y), "{p}");
        }
    }

    #[test]
    fn arrows_go_round_circles_and_along_spokes() {
        // Left and right: anticlockwise and clockwise, wrapping round.
        assert_eq!(move_focus(pt("5:0"), "ArrowRight"), Some(pt("5:1")));
        assert_eq!(move_focus(pt("5:0"), "ArrowLeft"), Some(pt("5:15")));
        assert_eq!(move_focus(pt("1:3"), "ArrowRight"), Some(pt("1:0")));
        // Up and down along a long spoke.
        assert_eq!(move_focus(pt("3:3"), "ArrowUp"), Some(pt("4:4")));
        assert_eq!(move_focus(pt("4:4"), "ArrowDown"), Some(pt("3:3")));
        // Along a short spoke, which starts on circle 4.
        assert_eq!(move_focus(pt("5:2"), "ArrowUp"), Some(pt("6:3")));
        // 4:2 is a spoke's inner end: inward, 3:1 and 3:2 are equally near; 3:1 comes first.
        assert_eq!(move_focus(pt("4:2"), "ArrowDown"), Some(pt("3:1")));
        // No spoke: the nearest hole of the next circle (from 5:1 at 22.5°, 6:1 at 15° and 6:2 at
        // 30° are equally near; the first clockwise from north wins).
        assert_eq!(move_focus(pt("5:1"), "ArrowUp"), Some(pt("6:1")));
        assert_eq!(move_focus(pt("2:1"), "ArrowDown"), Some(pt("1:0")));
        // The edges: the outer circle up and the first circle down stay put.
        assert_eq!(move_focus(pt("7:5"), "ArrowUp"), Some(pt("7:5")));
        assert_eq!(move_focus(pt("1:2"), "ArrowDown"), Some(pt("1:2")));
        assert_eq!(move_focus(pt("1:2"), "Enter"), None);
        // Every arrow from every hole stays on a playable hole.
        for p in holes() {
            for key in ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"] {
                let q = move_focus(p, key).unwrap();
                assert_ne!(q, board::CENTRE);
            }
        }
    }

    #[test]
    fn paths_follow_the_circles() {
        let d = path_d(&[pt("5:0"), pt("5:1"), pt("5:2")]);
        assert_eq!(d.matches(" A50,50 0 0 1 ").count(), 2, "{d}");
        let d = path_d(&[pt("5:1"), pt("5:0"), pt("5:15")]);
        assert_eq!(d.matches(" A50,50 0 0 0 ").count(), 2, "{d}");
        let d = path_d(&[board::CENTRE, pt("1:0"), pt("2:0")]);
        assert_eq!(d.matches(" L").count(), 2, "{d}");
        // A slide over one arc: the hole, three points on the circle, the next hole.
        let m = motion_points(&[pt("1:3"), pt("1:0")]);
        assert_eq!(m.len(), 5);
        for (x, y) in &m {
            let r = ((x - MID).powi(2) + (y - MID).powi(2)).sqrt();
            assert!((r - SPACING).abs() < 1e-3);
        }
    }

    #[test]
    fn the_start_of_game_one_asks_white_to_place() {
        let game = new_game("game-one");
        assert_eq!(
            status(&game, Lang::En, true, false),
            vec![
                "White to move.".to_string(),
                "Place a stone on any empty hole (27 left to place).".to_string()
            ]
        );
        assert_eq!(
            status(&game, Lang::Eu, false, false),
            vec!["Txanda: Zuria.".to_string()]
        );
        assert_eq!(king_text(&game, Lang::En), "King: dead (only an obstacle)");
        assert_eq!(
            stage_text(&game, Lang::En).as_deref(),
            Some("Stage: placing stones")
        );
    }

    #[test]
    fn a_capture_is_described_with_its_extra_turn() {
        let mut game = new_game("game-one");
        for mv in ["5:3", "5:4"] {
            game.play(&mv.parse().unwrap()).unwrap();
        }

        let effects = game.play(&"5:5".parse().unwrap()).unwrap();
        let step = Step {
            mover: ToMove::Seat(0),
            mv: "5:5".parse::<Move>().unwrap().into(),
            effects,
        };
        assert_eq!(
            describe(&step, Lang::En),
            "White: places on 5:5, captures 5:4 (extra turn)"
        );
        let lines = status(&game, Lang::En, true, false);
        assert_eq!(lines[1], "Extra turn: White captured and plays again.");
    }

    #[test]
    fn game_two_offers_the_challenge_and_counts_down() {
        let mut game = new_game("game-two");
        game.play(&"5:3".parse().unwrap()).unwrap();
        let lines = status(&game, Lang::En, true, false);
        assert!(
            lines.iter().any(|l| l.contains("you may challenge")),
            "{lines:?}"
        );
        assert_eq!(king_text(&game, Lang::En), "King: White's ally");
        game.play(&Move::Challenge).unwrap();
        game.play(&"5:7".parse().unwrap()).unwrap();
        assert_eq!(challenge_left(&game), Some(5));
        game.play(&"5:9".parse().unwrap()).unwrap();
        assert_eq!(challenge_left(&game), Some(4));
        let lines = status(&game, Lang::En, false, false);
        assert_eq!(
            lines[1],
            "Challenge: White has 4 of 5 turns left to connect or capture."
        );
    }

    #[test]
    fn removal_buttons_match_only_legal_removals() {
        // Game two, a challenge White beats by a capture on its first turn.
        let mut game = new_game("game-two");
        for mv in ["7:1", "challenge", "5:9", "7:23"] {
            game.play(&game.parse_move(mv).unwrap()).unwrap();
        }
        assert_eq!(game.phase(), Phase::Removal);
        let lines = status(&game, Lang::En, true, false);
        assert!(lines.last().unwrap().contains("mark two black stones"));
        assert_eq!(removal_move(&game, &[pt("4:2")]), None);
        assert_eq!(
            removal_move(&game, &[pt("4:6"), pt("4:2")]),
            Some(Move::Remove(pt("4:2"), Some(pt("4:6"))))
        );
        // A white stone is no removal.
        assert_eq!(removal_move(&game, &[pt("4:2"), pt("7:1")]), None);
    }

    #[test]
    fn computers_play_every_preset_to_the_end_through_the_session() {
        use crate::ui::play::session::{SeatKind, Session};
        for variant in Fidchell::variants() {
            let options = Options {
                variant: Some(variant.name.into()),
                ..Options::default()
            };
            let mut session = Session::new(
                "t".into(),
                "fidchell",
                options,
                vec![SeatKind::COMPUTER; 2],
                7,
                0.0,
            )
            .unwrap();
            let mut plies = 0;
            while let Some(mv) = session.random_move() {
                session.play_move(&mv, 0.0).unwrap();
                plies += 1;
                assert!(plies < 20_000, "{} does not end", variant.name);
            }
            let crate::games::AnyGame::Fidchell(game) = &session.game else {
                panic!("not a Fidchell session");
            };
            assert!(game.end().is_some(), "{}", variant.name);
            assert!(end_text(game, Lang::Eu).is_some());
            for step in &session.history {
                assert!(!describe(step, Lang::En).is_empty());
            }
            if matches!(game.end(), Some(End::Connected(_))) {
                let path = game.winning_path().unwrap();
                assert_eq!(path[0], board::CENTRE);
                assert!(path_d(&path).starts_with('M'));
            }
        }
    }

    #[test]
    fn a_tap_goes_to_the_nearest_legal_hole() {
        // A phone draws the board at about 2.3 CSS px per unit: 20 px is about 8.7 units.
        let scale = 2.3;
        let (x, y) = point_xy(pt("5:3"));
        let none = |_: Point| false;
        // 8 units off 5:3 towards the outside, with only 5:3 legal: 5:3 (its own circle reaches
        // only 4.8 units).
        assert_eq!(
            route((x, y), scale, None, &[pt("5:3")], none),
            Some(pt("5:3"))
        );
        let (ox, oy) = (x + 0.0, y);
        let (dx, dy) = ((ox - MID) / 50.0 * 8.0, (oy - MID) / 50.0 * 8.0);
        assert_eq!(
            route((ox + dx, oy + dy), scale, None, &[pt("5:3")], none),
            Some(pt("5:3"))
        );
        // Nothing legal: the hole under the pointer, or nothing between the holes.
        assert_eq!(route((ox + dx, oy + dy), scale, None, &[], none), None);
        assert_eq!(route((x, y), scale, None, &[], none), Some(pt("5:3")));
        // Two legal holes: the nearer one.
        let (ax, ay) = point_xy(pt("4:3"));
        let legal = [pt("5:3"), pt("4:3")];
        let (mx, my) = ((x * 0.45 + ax * 0.55), (y * 0.45 + ay * 0.55));
        assert_eq!(route((mx, my), scale, None, &legal, none), Some(pt("4:3")));
        // A stone that does nothing now, tapped on its drawing, is that stone even with a legal
        // hole near.
        let on_stone = |p: Point| p == pt("5:3");
        let (sx, sy) = (x * 0.8 + ax * 0.2, y * 0.8 + ay * 0.2);
        assert_eq!(
            route((sx, sy), scale, None, &[pt("4:3")], on_stone),
            Some(pt("5:3"))
        );
        // On a big screen the own circle (4.8 units) is more than 20 px: it stays the reach.
        assert_eq!(
            route((ox + dx, oy + dy), 10.0, None, &[pt("5:3")], none),
            None
        );
    }

    #[test]
    fn a_capture_traces_its_enclosing_pair() {
        let mut game = new_game("game-one");
        for mv in ["5:3", "5:4"] {
            game.play(&mv.parse().unwrap()).unwrap();
        }
        game.play(&"5:5".parse().unwrap()).unwrap();
        assert_eq!(
            capture_traces(&game, Some(pt("5:5")), &[pt("5:4")]),
            vec![[pt("5:5"), pt("5:4"), pt("5:3")]]
        );
        // Along a spoke, and with the king as the far stone.
        assert_eq!(
            capture_traces(&game, Some(pt("6:0")), &[pt("5:0")]),
            vec![[pt("6:0"), pt("5:0"), pt("4:0")]]
        );
        assert_eq!(
            capture_traces(&game, Some(pt("2:0")), &[pt("1:0")]),
            vec![[pt("2:0"), pt("1:0"), board::CENTRE]]
        );
        // A removal has no arriving stone; a hole that is no neighbour has no pair.
        assert!(capture_traces(&game, None, &[pt("5:4")]).is_empty());
        assert!(capture_traces(&game, Some(pt("7:0")), &[pt("5:4")]).is_empty());
    }

    #[test]
    fn spoke_holes_are_numbered_off_the_north_spoke() {
        let labelled: Vec<String> = spoke_labels().map(|(p, _, _)| board::name(p)).collect();
        // Circle 1: three holes (1:0 is on the north spoke); circles 2 and 3: three each (only
        // the diameters reach them); circles 4 to 7: seven each.
        assert_eq!(labelled.len(), 3 + 3 + 3 + 4 * 7, "{labelled:?}");
        for name in ["1:1", "2:3", "3:9", "4:2", "5:14", "6:21", "7:12"] {
            assert!(labelled.contains(&name.to_string()), "{name}");
        }
        assert!(!labelled.iter().any(|n| n.ends_with(":0")));
        // Each number stands clear of a stone on its hole and inside the board.
        for (p, x, y) in spoke_labels() {
            let (px, py) = point_xy(p);
            let d = ((px - x).powi(2) + (py - (y - 1.0)).powi(2)).sqrt();
            assert!(d > STONE_R && d < 6.5, "{p}: {d}");
            assert!(x > 0.0 && x < SIZE && y > 0.0 && y < SIZE);
        }
    }

    #[test]
    fn preset_labels_name_the_board_option() {
        assert_eq!(
            preset_label(&new_game("game-three-v2-all-radials"), Lang::En),
            "Game three, variant 2 · All radial links"
        );
        assert_eq!(
            preset_label(&new_game("game-two"), Lang::Fr),
            "Deuxième jeu (le fidchell proprement dit)"
        );
        for (name, _, _) in PRESETS {
            for all in [false, true] {
                let v = preset_name(name, all);
                assert!(Fidchell::variants().iter().any(|x| x.name == v), "{v}");
            }
        }
    }
}
