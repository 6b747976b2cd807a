//! One Barne-zirkulua move of the move list in plain words (`describe`), from the step's move
//! and its effects. Tested natively.

use super::geom::ball_of_piece;
use super::texts::BarneT;
use super::view::{ball_label, code_name, match_won, opt_name, roman, seat_label, with_source};
use crate::engine::Effect;
use crate::games::barne_zirkulua::board;
use crate::games::barne_zirkulua::{BallRef, BarneZirkulua, Move};
use crate::games::Member;
use crate::ui::i18n::{push_list_clause, tf, Lang};
use crate::ui::kit::effects::mover_seat;
use crate::ui::kit::step::Step;

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
    push_list_clause(&mut text, lang, BarneT::DescCaptures, &captured);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::games::barne_zirkulua::Phase;

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
}
