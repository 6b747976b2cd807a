//! What the Barne-zirkulua board says, as plain Rust: the names of fields, balls, seats and
//! options, the status lines ("the 8 must still be used") and the button labels. Where things
//! are drawn is in `geom`, the dice shown in `dice`, the choices while a move is entered in
//! `picks`, a move's words in the move list in `describe`. No rules are decided here: legality
//! comes from the engine. Tested natively.

use super::geom::loc_code;
use super::picks::move_ball;
use super::texts::BarneT;
#[cfg(test)]
use super::Screens;
use crate::engine::{Game, Seat};
use crate::games::barne_zirkulua::board::{self, GOAL_CODE, START_CODE};
use crate::games::barne_zirkulua::{
    BallRef, BarneZirkulua, Loc, MemOpt, Move, Opt, Owed, Phase, Source,
};
#[cfg(test)]
use crate::ui::games::contract::GameScreens;
use crate::ui::i18n::{join_list, match_score, t, tf, Lang};

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

fn corner_key(corner: u8) -> BarneT {
    match corner % 4 {
        0 => BarneT::Yellow,
        1 => BarneT::White,
        2 => BarneT::Black,
        _ => BarneT::Red,
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

pub(super) fn with_source(text: String, src: Source, lang: Lang) -> String {
    match src {
        Source::Rolled => text,
        Source::Memory => format!("{text} {}", t(lang, BarneT::FromMemory)),
    }
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

#[cfg(test)]
pub(crate) mod tests {
    use super::super::describe::describe;
    use super::*;
    use crate::engine::{Game, Options, ToMove};
    use crate::ui::kit::step::Step;

    /// A new game of `variant`.
    pub(crate) fn game(variant: &str) -> BarneZirkulua {
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
    fn hit_area_ids_name_their_field() {
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
    pub(crate) fn played(variant: &str, moves: &[&str]) -> (BarneZirkulua, Vec<Step>) {
        let mut g = game(variant);
        let mut h = Vec::new();
        for m in moves {
            play(&mut g, &mut h, m);
        }
        (g, h)
    }

    /// Plays `mv` on `g` and adds its step to `history`.
    pub(crate) fn play(g: &mut BarneZirkulua, history: &mut Vec<Step>, mv: &str) {
        let mover = Game::to_move(g);
        let parsed = g.parse_move(mv).unwrap();
        let effects = g.play(&parsed).unwrap();
        history.push(Step {
            mover,
            mv: parsed.into(),
            effects,
        });
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
