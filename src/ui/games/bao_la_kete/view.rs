//! What the Bao la Kete board says, as plain Rust: seat and stage names, the status and match
//! lines, announcements and move descriptions. Where things are drawn is in `geom`, the
//! questions asked while a move is chosen in `picks`, a move's animation in `sowing`. No rule is
//! decided here. Tested natively (the tests of all four files are here).

use super::geom::{kichwa_pit, next_pit};
use super::picks::Question;
use super::texts::BaoT;
#[cfg(test)]
use super::Screens;
#[cfg(test)]
use super::{geom::*, picks::*, sowing::*};
use crate::engine::{Effect, Game, Seat, ToMove};
use crate::games::bao_la_kete::board::{Dir, Kichwa, Pit, NORTH, SOUTH};
#[cfg(test)]
use crate::games::bao_la_kete::Move;
use crate::games::bao_la_kete::{Action, BaoLaKete, Mode, Stage};
use crate::games::Member;
#[cfg(test)]
use crate::ui::games::contract::GameScreens;
use crate::ui::i18n::{join_list, match_score, t, tf, Lang};
use crate::ui::kit::step::Step;

/// Pit `p` named with its seeds ("A5: 6").
pub fn pit_words(game: &BaoLaKete, p: Pit) -> String {
    format!("{p}: {}", game.seeds(p))
}

/// A seat's name for people.
pub fn seat_label(seat: Seat, lang: Lang) -> String {
    t(
        lang,
        if seat == SOUTH {
            BaoT::South
        } else {
            BaoT::North
        },
    )
    .to_string()
}

/// The stage of a seat, in words.
pub fn stage_label(game: &BaoLaKete, seat: Seat, lang: Lang) -> &'static str {
    match game.stage(seat) {
        Stage::Nemo => t(lang, BaoT::StageNemo),
        Stage::Mtaji => t(lang, BaoT::StageMtaji),
    }
}

/// Which game of the match is played and the score: `(game number, games won by seat)`.
pub type Tally = (u16, [u8; 2]);

/// The tally of `game`.
pub fn tally(game: &BaoLaKete) -> Tally {
    (game.game_number(), game.score())
}

/// The tally before `step`, the move that led to `game`: a game it ended is not counted yet.
/// Shown while the step is replayed, so the match line does not tell the result first.
pub fn tally_before(game: &BaoLaKete, step: &Step) -> Tally {
    let (mut number, mut score) = tally(game);
    let mut unscore = |w: Option<Seat>| {
        if let Some(s) = w.and_then(|w| score.get_mut(w as usize)) {
            *s = s.saturating_sub(1);
        }
    };
    for e in &step.effects {
        match e {
            Effect::RoundOver { winner } => {
                number = number.saturating_sub(1);
                unscore(*winner);
            }
            Effect::GameOver => {
                if let ToMove::Over(o) = game.to_move() {
                    unscore(o.winners().first().copied());
                }
            }
            _ => {}
        }
    }
    (number, score)
}

/// "Game 2 · best of three" (or "One game").
pub fn match_line(game: &BaoLaKete, (number, _): Tally, lang: Lang) -> String {
    match game.mode() {
        Mode::Match => tf(lang, BaoT::GameOfMatch, &[&number.to_string()]),
        Mode::Single => t(lang, BaoT::SingleGame).to_string(),
    }
}

/// How a finished game ended: the match's winner and score, or why a single game was drawn.
pub fn end_text(game: &BaoLaKete, lang: Lang) -> Option<String> {
    let ToMove::Over(outcome) = game.to_move() else {
        return None;
    };
    match (outcome.winners().first(), game.mode()) {
        (Some(&w), Mode::Match) => Some(tf(
            lang,
            BaoT::MatchWon,
            &[
                &seat_label(w, lang),
                &match_score(&game.score(), w as usize),
            ],
        )),
        (Some(_), Mode::Single) => None,
        (None, _) => Some(t(lang, BaoT::EndRepetition).to_string()),
    }
}

/// "Score: South 1 – 0 North".
pub fn score_line((_, [s, n]): Tally, lang: Lang) -> String {
    tf(
        lang,
        BaoT::Score,
        &[
            &seat_label(SOUTH, lang),
            &s.to_string(),
            &n.to_string(),
            &seat_label(NORTH, lang),
        ],
    )
}

/// The status lines: whose turn and stage, hizi zetu, and what to do now.
pub fn status(
    game: &BaoLaKete,
    lang: Lang,
    person: bool,
    question: &Question,
    animating: bool,
) -> Vec<String> {
    if animating {
        return vec![t(lang, BaoT::Animating).to_string()];
    }
    let ToMove::Seat(seat) = game.to_move() else {
        return Vec::new();
    };
    let who = seat_label(seat, lang);
    let mut lines = vec![tf(
        lang,
        BaoT::ToMove,
        &[&who, stage_label(game, seat, lang)],
    )];
    if let Some(p) = game.reserved_pit() {
        lines.push(tf(lang, BaoT::Reserved, &[&p.to_string()]));
    }
    if let Some(p) = game.obligation(seat) {
        lines.push(tf(lang, BaoT::Obligation, &[&who, &p.to_string()]));
    }
    if person {
        let key = match question {
            Question::Pit | Question::Play(_) => {
                if game.legal_moves().iter().any(|m| m.is_nemo_capture()) {
                    BaoT::MustCapture
                } else {
                    BaoT::ChoosePit
                }
            }
            Question::Dir(_) => BaoT::ChooseDir,
            Question::Kichwa(_) => BaoT::ChooseKichwa,
            Question::Safari => BaoT::ChooseSafari,
        };
        lines.push(t(lang, key).to_string());
    }
    lines
}

/// The announcement after a game of the match ended and the next began, if `last` did that.
pub fn announcement(game: &BaoLaKete, last: &Step, lang: Lang) -> Option<String> {
    if game.is_over() {
        return None;
    }
    let winner = last.effects.iter().find_map(|e| match e {
        Effect::RoundOver { winner } => Some(*winner),
        _ => None,
    })?;
    let now = game.game_number();
    let ended = now.saturating_sub(1).to_string();
    let first = tf(
        lang,
        BaoT::NextGame,
        &[&now.to_string(), &seat_label(game.turn(), lang)],
    );
    let head = match winner {
        Some(w) => tf(lang, BaoT::GameWon, &[&seat_label(w, lang), &ended]),
        None => tf(lang, BaoT::GameDrawn, &[&ended]),
    };
    Some(format!("{head} {first}"))
}

fn dir_words(d: Dir, lang: Lang) -> &'static str {
    match d {
        Dir::Cw => t(lang, BaoT::Cw),
        Dir::Acw => t(lang, BaoT::Acw),
    }
}

/// One move of the move list in plain words.
pub fn describe(step: &Step, lang: Lang) -> String {
    let ToMove::Seat(seat) = step.mover else {
        return step.mv.to_string();
    };
    let Some(mv) = BaoLaKete::move_of(&step.mv).cloned() else {
        return step.mv.to_string();
    };
    let who = seat_label(seat, lang);
    let placed = step
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Placed { .. }));
    let mut text = match mv.action {
        Action::Sow(d) if placed => tf(
            lang,
            BaoT::SeedSowText,
            &[&who, &mv.pit.to_string(), dir_words(d, lang)],
        ),
        Action::Sow(d) => tf(
            lang,
            BaoT::SowText,
            &[&who, &mv.pit.to_string(), dir_words(d, lang)],
        ),
        Action::Capture(_) => tf(lang, BaoT::CaptureText, &[&who, &mv.pit.to_string()]),
    };
    let captured: Vec<String> = step
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Lifted { at, count } if (*at / 16) as Seat != seat => {
                Pit::from_id(*at).map(|p| format!("{p} ({count})"))
            }
            _ => None,
        })
        .collect();
    let mut tails: Vec<String> = Vec::new();
    if !captured.is_empty() {
        tails.push(tf(lang, BaoT::CapturesTail, &[&join_list(lang, &captured)]));
    }
    if let Some(k) = mv.kichwa() {
        tails.push(tf(lang, BaoT::FromEnd, &[&kichwa_pit(seat, k).to_string()]));
    }
    match mv.safari() {
        Some(false) => tails.push(t(lang, BaoT::StopTail).to_string()),
        Some(true) => tails.push(t(lang, BaoT::SafariTail).to_string()),
        None => {}
    }
    for e in &step.effects {
        if let Effect::RoundOver { winner } = e {
            tails.push(match winner {
                Some(w) => tf(lang, BaoT::WinsGameTail, &[&seat_label(*w, lang)]),
                None => t(lang, BaoT::DrawnGameTail).to_string(),
            });
        }
    }
    for tail in tails {
        text.push_str(", ");
        text.push_str(&tail);
    }
    text
}

/// The label of a direction choice: "Sow towards A6".
pub fn dir_label(p: Pit, d: Dir, lang: Lang) -> String {
    tf(lang, BaoT::SowTowards, &[&next_pit(p, d).to_string()])
}

/// The label of a kichwa choice: "Sow from A1".
pub fn kichwa_label(seat: Seat, k: Kichwa, lang: Lang) -> String {
    tf(lang, BaoT::FromPit, &[&kichwa_pit(seat, k).to_string()])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::Options;
    use crate::ui::play::session::{SeatKind, Session};

    fn new_game() -> BaoLaKete {
        BaoLaKete::new(&Options::default()).unwrap()
    }

    #[test]
    fn the_position_in_words_counts_every_seed() {
        let g = new_game();
        let words = Screens::in_words(&g, Lang::En);
        assert_eq!(words.rows.len(), 5);
        assert!(words.rows[..4].iter().all(|(_, c)| c.len() == 8));
        assert_eq!(words.rows[0].0, "North");
        assert_eq!(words.rows[3].0, "South");
        let count = |cell: &str| cell.rsplit(": ").next().unwrap().parse::<u32>().unwrap();
        let on_board: u32 = words.rows[..4]
            .iter()
            .flat_map(|(_, c)| c)
            .map(|c| count(c))
            .sum();
        let in_reserve: u32 = words.rows[4].1.iter().map(|c| count(c)).sum();
        assert_eq!(on_board + in_reserve, 64);
        // South's back row is drawn from its first pit on the left.
        assert_eq!(
            words.rows[3].1[0],
            pit_words(&g, Pit::at_cell(3, 0).unwrap())
        );
        assert!(words.rows[3].1[0].starts_with("B1: "));
    }

    #[test]
    fn pits_are_drawn_in_four_rows_with_the_halves_apart() {
        for layout in [Layout::Wide, Layout::Tall] {
            let g = Geom::new(layout);
            let a1: Pit = "A1".parse().unwrap();
            let a8: Pit = "a8".parse().unwrap();
            // a8 stands straight above A1 (they face each other).
            assert_eq!(g.pit_xy(a1).0, g.pit_xy(a8).0);
            assert_eq!(g.pit_xy(a1).1 - g.pit_xy(a8).1, PITCH + GAP);
            let b8: Pit = "b8".parse().unwrap();
            assert_eq!(g.pit_xy(b8), g.cell_xy(0, 0));
            let (x, y) = g.pit_xy("B8".parse().unwrap());
            assert!(x + PIT_R < FRAME_X + FRAME_W && y + PIT_R < g.frame_y + FRAME_H);
            for seat in [SOUTH, NORTH] {
                let (tx, ty, tw, th) = g.tray_rect(seat);
                assert!(
                    tx + tw < g.width && ty + th < g.height && ty >= 0.0,
                    "{layout:?}"
                );
                // The tray does not overlap the board.
                let apart = match layout {
                    Layout::Wide => tx > FRAME_X + FRAME_W,
                    Layout::Tall => ty + th < g.frame_y - 7.0 || ty > g.frame_y + FRAME_H + 7.0,
                };
                assert!(apart, "{layout:?} {seat}");
                for i in 0..MAX_TRAY_STONES {
                    let (x, y) = g.tray_stone_xy(seat, i);
                    let ((cx, _), (lx, _)) = g.tray_text(seat);
                    assert!(
                        x > tx && x < tx + tw && y > ty && y < ty + th,
                        "{layout:?} {i}"
                    );
                    if layout == Layout::Tall {
                        assert!(x + 2.0 < lx - 12.0 && lx < cx, "{i}");
                    }
                }
            }
        }
        for i in 0..MAX_STONES {
            let (dx, dy) = stone_offset(i);
            assert!(
                (dx * dx + dy * dy).sqrt() + STONE_R < PIT_R,
                "stone {i} outside"
            );
        }
        assert!(Geom::new(Layout::Tall).width < Geom::new(Layout::Wide).width);
    }

    #[test]
    fn arrows_point_to_the_pit_the_first_seed_falls_into() {
        let a6: Pit = "A6".parse().unwrap();
        // South's front row runs clockwise to the right.
        let g = Geom::new(Layout::Wide);
        assert_eq!(next_pit(a6, Dir::Cw).to_string(), "A7");
        assert_eq!(g.arrow_at(a6, Dir::Cw).2, 0.0);
        assert_eq!(g.arrow_at(a6, Dir::Acw).2.abs(), 180.0);
        // At the right end clockwise turns down into the back row.
        let a8: Pit = "A8".parse().unwrap();
        assert_eq!(next_pit(a8, Dir::Cw).to_string(), "B8");
        assert_eq!(g.arrow_at(a8, Dir::Cw).2, 90.0);
        // North's front row runs clockwise to the left as South sees it.
        let n6: Pit = "a6".parse().unwrap();
        assert_eq!(g.arrow_at(n6, Dir::Cw).2.abs(), 180.0);
    }

    #[test]
    fn focus_moves_with_arrows_and_stops_at_the_edge() {
        assert_eq!(move_focus((2, 4), "ArrowUp"), Some((1, 4)));
        assert_eq!(move_focus((0, 0), "ArrowUp"), Some((0, 0)));
        assert_eq!(move_focus((3, 7), "ArrowRight"), Some((3, 7)));
        assert_eq!(move_focus((3, 7), "ArrowDown"), Some((3, 7)));
        assert_eq!(move_focus((3, 7), "Enter"), None);
    }

    #[test]
    fn the_first_move_asks_the_pit_then_the_direction() {
        let g = new_game();
        let legal = g.legal_moves();
        assert_eq!(question(&legal, &Picks::default()), Question::Pit);
        let a6: Pit = "A6".parse().unwrap();
        let picks = Picks {
            pit: Some(a6),
            ..Picks::default()
        };
        assert_eq!(
            question(&legal, &picks),
            Question::Dir(vec![Dir::Cw, Dir::Acw])
        );
        let picks = Picks {
            dir: Some(Dir::Acw),
            ..picks
        };
        let Question::Play(mv) = question(&legal, &picks) else {
            panic!("one move fits")
        };
        assert_eq!(mv.to_string(), "A6acw");
        // The kuu does not start a nemo takata while other front pits hold seeds.
        let kuu = Picks {
            pit: Some("A5".parse().unwrap()),
            ..Picks::default()
        };
        assert_eq!(question(&legal, &kuu), Question::Pit);
    }

    /// Plays `moves` from the start of a match.
    fn after(moves: &[&str]) -> BaoLaKete {
        let mut g = new_game();
        for m in moves {
            let mv = g.parse_move(m).unwrap();
            g.play(&mv).unwrap();
        }
        g
    }

    #[test]
    fn a_central_capture_asks_for_the_kichwa_and_a_kimbi_capture_plays_at_once() {
        // The opening of the engine's golden match: A7cw a6acw, then South must capture.
        let g = after(&["A7cw", "a6acw"]);
        let legal = g.legal_moves();
        assert!(legal.iter().all(|m| m.is_nemo_capture()), "{legal:?}");
        let central = legal
            .iter()
            .find(|m| m.kichwa().is_some())
            .expect("a central capture");
        let picks = Picks {
            pit: Some(central.pit),
            ..Picks::default()
        };
        let q = question(&legal, &picks);
        assert!(
            matches!(&q, Question::Kichwa(k) if k.len() == 2),
            "{q:?} for {legal:?}"
        );
        for m in &legal {
            if m.kichwa().is_none() && m.safari().is_none() {
                let picks = Picks {
                    pit: Some(m.pit),
                    ..Picks::default()
                };
                assert_eq!(question(&legal, &picks), Question::Play(*m));
            }
        }
    }

    /// Plays `games` random games from `seed`, each of at most `plies` plies, and shows `at` the
    /// legal moves of every position on the way.
    fn walk(seed: u64, games: usize, plies: usize, mut at: impl FnMut(&[Move])) {
        let mut rng = Rng::new(seed);
        for _ in 0..games {
            let mut g = new_game();
            for _ in 0..plies {
                if g.is_over() {
                    break;
                }
                let legal = g.legal_moves();
                at(&legal);
                let mv = *rng.choose(&legal);
                g.play(&mv).unwrap();
            }
        }
    }

    #[test]
    fn stop_or_safari_is_asked_when_the_moves_differ_only_there() {
        let mut found = 0;
        walk(7, 60, 60, |legal| {
            for m in legal.iter().filter(|m| m.safari() == Some(true)) {
                let picks = Picks {
                    pit: Some(m.pit),
                    dir: m.dir(),
                    kichwa: m.kichwa(),
                };
                assert_eq!(question(legal, &picks), Question::Safari);
                assert_eq!(with_safari(legal, &picks, true), Some(*m));
                let stop = with_safari(legal, &picks, false).unwrap();
                assert_eq!(stop.safari(), Some(false));
                found += 1;
            }
        });
        assert!(found > 0, "no stop/safari decision met");
    }

    #[test]
    fn every_question_path_reaches_every_legal_move() {
        walk(11, 1, 150, |legal| {
            for m in legal {
                let mut picks = Picks {
                    pit: Some(m.pit),
                    ..Picks::default()
                };
                let reached = loop {
                    match question(legal, &picks) {
                        Question::Play(x) => break Some(x),
                        Question::Dir(ds) => {
                            assert!(ds.contains(&m.dir().unwrap()));
                            picks.dir = m.dir();
                        }
                        Question::Kichwa(ks) => {
                            assert!(ks.contains(&m.kichwa().unwrap()));
                            picks.kichwa = m.kichwa();
                        }
                        Question::Safari => break with_safari(legal, &picks, m.safari().unwrap()),
                        Question::Pit => break None,
                    }
                };
                assert_eq!(reached, Some(*m));
            }
        });
    }

    /// Plays `games` whole random matches from `seed` and shows `at` every move: the position
    /// before, the move, its step and the position after.
    fn each_move(seed: u64, games: usize, mut at: impl FnMut(&BaoLaKete, Move, &Step, &BaoLaKete)) {
        let mut rng = Rng::new(seed);
        for _ in 0..games {
            let mut g = new_game();
            while !g.is_over() {
                let legal = g.legal_moves();
                let mv = *rng.choose(&legal);
                let before = g.clone();
                let effects = g.play(&mv).unwrap();
                let step = Step {
                    mover: before.to_move(),
                    mv: mv.into(),
                    effects,
                };
                at(&before, mv, &step, &g);
            }
        }
    }

    #[test]
    fn the_frames_of_every_move_end_with_the_engines_counts() {
        let mut rounds = 0;
        each_move(2026, 8, |before, mv, step, g| {
            let fr = frames(before, &step.effects);
            assert_eq!(fr[0], Frame::of(before));
            let last = fr.last().unwrap();
            assert_eq!(last.kind, FrameKind::End);
            let total: u32 = last.pits.iter().map(|&n| n as u32).sum::<u32>()
                + last.reserve.iter().map(|&n| n as u32).sum::<u32>()
                + last.hand as u32;
            assert_eq!(total, 64, "{mv}");
            // A step that ends a game of the match still leads to the next game's start.
            assert_eq!(frames_if_follows(before, step, g), Some(fr.clone()));
            if step
                .effects
                .iter()
                .any(|e| matches!(e, Effect::RoundOver { .. }))
            {
                rounds += 1;
                return;
            }
            let engine = Frame::of(g);
            assert_eq!(last.pits, engine.pits, "{mv}");
            assert_eq!(last.reserve, engine.reserve, "{mv}");
            assert_eq!(last.hand, g.hand(), "{mv}");
            // Seed by seed: every sowing frame moves exactly one seed.
            for w in fr.windows(2) {
                if w[1].kind == FrameKind::Sow {
                    assert_eq!(w[0].hand, w[1].hand + 1);
                }
            }
            assert_eq!(frames_if_follows(g, step, g), None);
            assert_eq!(frames_if_follows(before, step, before), None);
        });
        assert!(rounds > 0);
    }

    #[test]
    fn moves_are_described_in_words() {
        let g = new_game();
        let mut b = g.clone();
        let fx = b.play(&"A6acw".parse().unwrap()).unwrap();
        let step = Step {
            mover: ToMove::Seat(SOUTH),
            mv: "A6acw".parse::<Move>().unwrap().into(),
            effects: fx,
        };
        assert_eq!(
            describe(&step, Lang::En),
            "South: a seed into A6, sows anticlockwise"
        );
        let g = after(&["A7cw", "a6acw"]);
        let m = g.legal_moves()[0];
        let mut b = g.clone();
        let fx = b.play(&m).unwrap();
        let step = Step {
            mover: ToMove::Seat(SOUTH),
            mv: m.into(),
            effects: fx,
        };
        let text = describe(&step, Lang::En);
        assert!(
            text.starts_with(&format!("South: a seed into {}, captures ", m.pit)),
            "{text}"
        );
        let mtaji = Step {
            mover: ToMove::Seat(NORTH),
            mv: "b2acw".parse::<Move>().unwrap().into(),
            effects: vec![],
        };
        assert_eq!(describe(&mtaji, Lang::En), "North: sows b2 anticlockwise");
        assert_eq!(
            describe(&mtaji, Lang::Eu),
            "Iparra: b2 zulotik ereiten du, erlojuaren orratzen kontrako noranzkoan"
        );
    }

    #[test]
    fn status_says_who_moves_in_which_stage_and_what_to_do() {
        let g = new_game();
        let lines = status(&g, Lang::En, true, &Question::Pit, false);
        assert_eq!(
            lines,
            vec![
                "South to move (nemo stage).".to_string(),
                "Choose a highlighted pit to start your move.".to_string()
            ]
        );
        let g = after(&["A7cw", "a6acw"]);
        let lines = status(&g, Lang::En, true, &Question::Pit, false);
        assert!(lines[1].starts_with("Capturing is compulsory"), "{lines:?}");
        assert_eq!(
            status(&g, Lang::En, true, &Question::Pit, true),
            vec!["Sowing…".to_string()]
        );
        assert_eq!(
            match_line(&g, tally(&g), Lang::En),
            "Game 1 · best of three"
        );
        assert_eq!(score_line(tally(&g), Lang::En), "Score: South 0 – 0 North");
    }

    #[test]
    fn the_next_game_is_announced_and_a_computer_match_reaches_its_end() {
        let mut s = Session::new(
            "t".into(),
            "bao-la-kete",
            Options::default(),
            vec![SeatKind::COMPUTER, SeatKind::COMPUTER],
            99,
            0.0,
        )
        .unwrap();
        let mut announced = Vec::new();
        for _ in 0..2000 {
            let Some(mv) = s.random_move() else { break };
            s.play_move(&mv, 0.0).unwrap();
            let crate::games::AnyGame::BaoLaKete(g) = &s.game else {
                unreachable!()
            };
            if let Some(text) = announcement(g, s.history.last().unwrap(), Lang::En) {
                announced.push(text);
            }
        }
        let crate::games::AnyGame::BaoLaKete(g) = &s.game else {
            unreachable!()
        };
        assert!(g.is_over(), "the match ends");
        assert_eq!(g.score().iter().max(), Some(&2));
        assert!(!announced.is_empty());
        assert!(
            announced[0].contains("game 1.") && announced[0].contains("Game 2 begins"),
            "{announced:?}"
        );
    }

    #[test]
    fn speeds_round_trip_and_order_their_delays() {
        for s in Speed::ALL {
            assert_eq!(Speed::from_code(s.code()), Some(s));
        }
        assert_eq!(Speed::from_code("warp"), None);
        let k = FrameKind::Sow;
        assert!(Speed::Slow.ms(k) > Speed::Normal.ms(k));
        assert!(Speed::Normal.ms(k) > Speed::Fast.ms(k));
    }

    /// `mv` played on `g`: the position after and the step.
    fn step_on(g: &BaoLaKete, mv: &str) -> (BaoLaKete, Step) {
        let mut b = g.clone();
        let m = b.parse_move(mv).unwrap();
        let effects = b.play(&m).unwrap();
        let step = Step {
            mover: g.to_move(),
            mv: m.into(),
            effects,
        };
        (b, step)
    }

    /// The frames of `mv` played on `g`.
    fn frames_of(g: &BaoLaKete, mv: &str) -> Vec<Frame> {
        frames(g, &step_on(g, mv).1.effects)
    }

    #[test]
    fn a_three_seed_move_is_shown_within_a_second_and_a_half_at_normal_speed() {
        // The opening A7cw: a reserve seed into A7, its three seeds lifted and sown.
        let fr = frames_of(&new_game(), "A7cw");
        let sown = fr.iter().filter(|f| f.kind == FrameKind::Sow).count();
        assert_eq!(sown, 3);
        let normal = replay_ms(&fr, Speed::Normal);
        assert!(normal <= 1500, "{normal} ms");
        assert!(replay_ms(&fr, Speed::Slow) > normal);
        assert!(replay_ms(&fr, Speed::Fast) < normal);
        // Nothing shortened: every frame has its beat, in order.
        let b = beats(&fr, Speed::Normal);
        assert_eq!(
            b.iter().map(|b| b.frame).collect::<Vec<_>>(),
            (0..fr.len()).collect::<Vec<_>>()
        );
    }

    #[test]
    fn long_moves_keep_to_the_speeds_caps_and_show_every_lap_and_seed() {
        let mut longest: Vec<Frame> = Vec::new();
        each_move(2026, 12, |before, mv, step, _| {
            let fr = frames(before, &step.effects);
            for speed in [Speed::Normal, Speed::Fast] {
                let b = beats(&fr, speed);
                let total: u32 = b.iter().map(|b| b.ms).sum();
                assert!(
                    total <= speed.cap().unwrap(),
                    "{mv}: {total} ms at {speed:?}"
                );
                assert!(b.windows(2).all(|w| w[0].frame < w[1].frame));
                // Every frame that is not a seed sown has a beat, and so has the last seed of
                // every lap; a beat that stands for several seeds marks them all.
                let shown: Vec<usize> = b.iter().map(|b| b.frame).collect();
                for (i, f) in fr.iter().enumerate() {
                    let lap_end = fr.get(i + 1).is_none_or(|n| n.kind != FrameKind::Sow);
                    if f.kind != FrameKind::Sow || lap_end {
                        assert!(shown.contains(&i), "{mv}: frame {i} skipped");
                    }
                    if f.kind == FrameKind::Sow {
                        let at = f.active.unwrap();
                        let next = shown.iter().find(|&&k| k >= i).unwrap();
                        assert!(fr[*next].trail & (1 << at) != 0, "{mv}: {at} unmarked");
                    }
                }
            }
            if fr.len() > longest.len() {
                longest = fr;
            }
        });
        // The caps were met on real long moves: the longest one here (a multi-capture) would
        // take far longer seed by seed.
        let sown = longest.iter().filter(|f| f.kind == FrameKind::Sow).count();
        assert!(sown >= 60, "longest move sows {sown}");
        assert!(
            longest
                .iter()
                .filter(|f| f.kind == FrameKind::Capture)
                .count()
                >= 2
        );
        assert!(replay_ms(&longest, Speed::Fast) <= 3000);
        assert!(replay_ms(&longest, Speed::Slow) > 20_000);
    }

    #[test]
    fn the_last_move_is_worked_back_from_the_position_it_led_to() {
        let (mut back, mut rounds) = (0, 0);
        each_move(77, 6, |before, mv, step, g| {
            // The match's last move included: the score before it lacks the winner's game.
            assert_eq!(tally_before(g, step), tally(before), "{mv}");
            if step
                .effects
                .iter()
                .any(|e| matches!(e, Effect::RoundOver { .. }))
            {
                assert_eq!(frame_before(g, step), None);
                rounds += 1;
                return;
            }
            assert_eq!(frame_before(g, step), Some(Frame::of(before)), "{mv}");
            assert_eq!(
                frames_back(g, step),
                Some(frames(before, &step.effects)),
                "{mv}"
            );
            back += 1;
        });
        assert!(back > 100 && rounds > 0);
        // A step that does not lead to the position is refused, not shown wrong.
        let g = new_game();
        let (after, step) = step_on(&g, "A7cw");
        assert_eq!(frame_before(&g, &step), None);
        assert_eq!(frame_before(&after, &step), Some(Frame::of(&g)));
    }

    #[test]
    fn a_tap_goes_to_the_nearest_answer_or_movable_pit() {
        let game = new_game();
        let legal = game.legal_moves();
        let movable: Vec<Pit> = game.movable_pits();
        let pit = |s: &str| s.parse::<Pit>().unwrap();
        for layout in [Layout::Wide, Layout::Tall] {
            let g = Geom::new(layout);
            let (x, y) = g.pit_xy(pit("A7"));
            assert_eq!(g.tap((x, y), &[], &movable), Some(Tap::Pit(pit("A7"))));
            // Into A8's cell (A8 cannot move), still nearer A7 than A7's reach.
            assert_eq!(
                g.tap((x + 12.0, y), &[], &movable),
                Some(Tap::Pit(pit("A7")))
            );
            // A8's centre is A8: a tap there lets a choice go.
            assert_eq!(
                g.tap((x + PITCH, y), &[], &movable),
                Some(Tap::Pit(pit("A8")))
            );
            assert_eq!(g.tap((-50.0, -50.0), &[], &movable), None);
            // Asking the direction at A7: a tap a pit's half-width off an arrow still takes it.
            let picks = Picks {
                pit: Some(pit("A7")),
                ..Picks::default()
            };
            let q = question(&legal, &picks);
            let answers = g.answers(&q, picks.pit);
            assert_eq!(answers.len(), 2);
            for &(t, (ax, ay)) in &answers {
                assert_eq!(g.tap((ax, ay - 10.0), &answers, &movable), Some(t));
                assert_eq!(g.tap((ax + 7.0, ay + 7.0), &answers, &movable), Some(t));
            }
            // The chosen pit itself stays reachable, to let the choice go.
            assert_eq!(
                g.tap((x, y + 4.0), &answers, &movable),
                Some(Tap::Pit(pit("A7")))
            );
        }
    }

    #[test]
    fn the_arrows_leave_every_count_badge_uncovered() {
        for layout in [Layout::Wide, Layout::Tall] {
            let g = Geom::new(layout);
            for p in Pit::all() {
                for d in [Dir::Cw, Dir::Acw] {
                    let (ax, ay, _) = g.arrow_at(p, d);
                    for q in Pit::all() {
                        let (bx, by) = g.badge_xy(q);
                        let gap = ((ax - bx).powi(2) + (ay - by).powi(2)).sqrt();
                        // Arrow radius 5.4, badge radius 3.8.
                        assert!(gap >= 5.4 + 3.8, "{p} {d:?} covers the count of {q}");
                    }
                }
            }
        }
    }
}
