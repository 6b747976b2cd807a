//! The choices while a Barne-zirkulua move is entered, as plain Rust, from the engine's legal
//! moves alone: the balls that can move, where a click on a field takes the selected ball, why
//! a ball cannot move, and the ball or the option a move is about. Tested natively.

use crate::engine::Game;
use crate::games::barne_zirkulua::{BallRef, BarneZirkulua, MemOpt, Move, Opt, Phase, Source};

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

/// The own ball a move is about (part moves, ring, home, swap).
pub fn move_ball(mv: &Move) -> Option<BallRef> {
    match *mv {
        Move::Part { ball, .. } | Move::Ring { ball, .. } | Move::Home { ball, .. } => Some(ball),
        Move::Swap { own, .. } => Some(own),
        _ => None,
    }
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

#[cfg(test)]
mod tests {
    use super::super::describe::describe;
    use super::super::view::tests::{game, play, played};
    use super::super::view::{ball_move_label, button_label};
    use super::*;
    use crate::engine::{Options, ToMove};
    use crate::ui::i18n::Lang;

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
}
