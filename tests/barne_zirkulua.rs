#![cfg(not(target_arch = "wasm32"))]
//! Barne-zirkulua: the worked examples of the scenarios file (named after their ids), every rule
//! and ruling, perft counts and seeded random playouts.

mod common;

use common::{after, invariants, moves_in_order, mv, play, refused};
use mahai::engine::playout::perft;
use mahai::engine::{Effect, Game, Options, Seat, ToMove};
use mahai::games::barne_zirkulua::board::{self, inner, outer};
use mahai::games::barne_zirkulua::{
    BallRef, BarneZirkulua, Loc, MemOpt, Move, Opt, Owed, Pending, Phase, Source,
};

// ----- helpers -------------------------------------------------------------------------------

fn pos(s: &str) -> BarneZirkulua {
    common::pos(s)
}

/// Two players (A = yellow on O8, B = black on O40), A to move; `phase` is the tail.
fn two(variant: &str, balls: u8, a: &str, b: &str, mem: &str, phase: &str) -> BarneZirkulua {
    pos(&format!(
        "bz-{variant} players=2 balls={balls} first=y turn=y y={a} b={b} marks=0,0 mem={mem} phase={phase}"
    ))
}

/// Basic game, 4 balls each, main roll due.
fn basic(a: &str, b: &str) -> BarneZirkulua {
    two("basic", 4, a, b, "-,-", "roll")
}

fn is_legal(g: &BarneZirkulua, m: &str) -> bool {
    g.legal_moves().contains(&mv(g, m))
}

fn ball(s: &str) -> BallRef {
    s.parse().unwrap()
}

fn at(g: &BarneZirkulua, b: &str) -> Loc {
    g.loc(ball(b)).unwrap()
}

/// Where ball `b` stands after `moves` are played from `g`.
fn lands(g: &BarneZirkulua, moves: &str, b: &str) -> Loc {
    at(&after(g, moves), b)
}

fn o(k: u8) -> Loc {
    Loc::Track(outer(k))
}

fn i(k: u8) -> Loc {
    Loc::Track(inner(k))
}

fn seat_to_move(g: &BarneZirkulua) -> Option<Seat> {
    match g.to_move() {
        ToMove::Seat(s) => Some(s),
        _ => None,
    }
}

fn opts(variant: &str, players: u8, balls: Option<u8>) -> Options {
    Options {
        variant: Some(variant.into()),
        players: Some(players),
        balls,
        first: None,
    }
}

// ----- the worked examples -------------------------------------------------------------------

#[test]
fn bz_01_player_ball_limits() {
    for (goal16, variant) in [
        (false, "basic"),
        (true, "goal16"),
        (false, "memory"),
        (true, "memory-goal16"),
    ] {
        for players in 2..=4u8 {
            let max = if goal16 {
                4
            } else {
                [4, 3, 2][players as usize - 2]
            };
            for balls in 1..=max {
                let g = BarneZirkulua::new(&opts(variant, players, Some(balls)))
                    .unwrap_or_else(|e| panic!("{variant} {players}x{balls}: {e}"));
                assert_eq!(g.config().balls, balls);
                assert_eq!(g.seats(), players as usize);
            }
            let e = BarneZirkulua::new(&opts(variant, players, Some(max + 1))).unwrap_err();
            assert!(e.0.contains("at most"), "{e}");
            // default = the maximum
            assert_eq!(
                BarneZirkulua::new(&opts(variant, players, None))
                    .unwrap()
                    .config()
                    .balls,
                max
            );
        }
    }
    assert!(BarneZirkulua::new(&opts("basic", 4, Some(3))).is_err());
    assert!(BarneZirkulua::new(&opts("basic", 3, Some(4))).is_err());
    assert!(BarneZirkulua::new(&opts("goal16", 4, Some(5))).is_err());
    assert!(BarneZirkulua::new(&opts("basic", 2, Some(5))).is_err());
    assert!(BarneZirkulua::new(&opts("basic", 2, Some(0))).is_err());
    assert!(BarneZirkulua::new(&opts("basic", 5, None)).is_err());
    assert!(BarneZirkulua::new(&opts("basic", 1, None)).is_err());
    // mixed ball counts cannot be written as a position either
    let e = BarneZirkulua::from_position(
        "bz-basic players=2 balls=2 first=y turn=y y=S,S b=S,S,S marks=0,0 mem=-,- phase=roll",
    )
    .unwrap_err();
    assert!(e.0.contains("every player has 2"), "{e}");
}

#[test]
fn bz_03_case_a_entry_on_second_roll_then_main_roll() {
    let start = BarneZirkulua::new(&Options::default()).unwrap();
    assert_eq!(start.to_move(), ToMove::Chance);
    assert!(matches!(start.phase(), Phase::Entry { n: 0, .. }));
    let mut g = start.clone();
    let fx = play(&mut g, "entry:4");
    assert_eq!(fx, vec![Effect::Rolled { die: 0, face: 4 }]);
    assert_eq!(g.entry_rolls(), &[4]);
    let fx = play(&mut g, "entry:6");
    assert!(fx.contains(&Effect::Placed {
        piece: 0,
        at: 8,
        owner: 0
    }));
    assert_eq!(at(&g, "y1"), o(8));
    assert_eq!(g.phase(), &Phase::Roll, "no third entry roll");
    let fx = play(&mut g, "roll:8:dir");
    assert_eq!(
        fx,
        vec![
            Effect::Rolled { die: 0, face: 8 },
            Effect::Rolled { die: 1, face: 5 }
        ]
    );
    assert_eq!(g.dice(), Some((8, Opt::Dir)));
    assert_eq!(refused(&g, "end"), "bz.must-use");
    let mut a = g.clone();
    let fx = play(&mut a, "y1+8");
    assert_eq!(at(&a, "y1"), i(8));
    let mut path: Vec<u16> = (8..=16).collect();
    path.push(inner(8) as u16);
    assert_eq!(fx[0], Effect::Moved { piece: 0, path });
    assert_eq!(lands(&g, "dir y1+8", "y1"), i(0));
}

#[test]
fn bz_05_case_a_failure() {
    let start = BarneZirkulua::new(&Options::default()).unwrap();
    let mut g = start.clone();
    let fx = play(&mut g, "entry:2 entry:4 entry:10");
    assert!(fx.contains(&Effect::Passed { seat: 0 }));
    assert!(g.balls(0).iter().all(|l| *l == Loc::Start));
    assert_eq!(g.turn(), 1, "the turn passes to B");
    assert!(matches!(g.phase(), Phase::Entry { n: 0, .. }));
    let g = after(&start, "entry:10 entry:10 entry:4");
    assert_eq!(g.turn(), 1);
    assert!(g.balls(0).iter().all(|l| *l == Loc::Start));
}

#[test]
fn bz_07_case_a_when_all_balls_on_board_are_home() {
    let mut g = pos(
        "bz-basic players=2 balls=2 first=y turn=b y=G3,S b=O50,S marks=0,0 mem=-,- \
                     phase=act dice=2:swap option=used pool=- used=1 dir=cw fresh=- pending=-",
    );
    play(&mut g, "end");
    assert_eq!(g.turn(), 0);
    assert!(
        matches!(g.phase(), Phase::Entry { n: 0, .. }),
        "{:?}",
        g.phase()
    );
}

#[test]
fn bz_09_number_must_be_used() {
    let mut g = basic("O20,S,S,S", "O30,S,S,S");
    play(&mut g, "roll:4:swap");
    assert_eq!(refused(&g, "end"), "bz.must-use");
    let mut a = after(&g, "y1+4");
    assert_eq!(at(&a, "y1"), o(24));
    play(&mut a, "swap:y1:b1");
    assert_eq!((at(&a, "y1"), at(&a, "b1")), (o(30), o(24)));
    let mut b = after(&g, "swap:y1:b1");
    assert_eq!((at(&b, "y1"), at(&b, "b1")), (o(30), o(20)));
    assert_eq!(refused(&b, "end"), "bz.must-use");
    play(&mut b, "y1+4");
    assert_eq!(at(&b, "y1"), o(34));
    assert_eq!(b.turn(), 1, "nothing left: the turn ended by itself");
}

#[test]
fn bz_11_overshooting_an_arrow() {
    let mut g = basic("O10,S,S,S", "S,S,S,S");
    play(&mut g, "roll:8:swap y1+8");
    assert_eq!(at(&g, "y1"), o(18));
}

#[test]
fn bz_13_wrap_around_and_the_o0_arrow() {
    let mut g = basic("O60,S,S,S", "S,S,S,S");
    let fx = play(&mut g, "roll:4:swap y1+4");
    assert_eq!(at(&g, "y1"), i(0));
    assert!(fx.contains(&Effect::Moved {
        piece: 0,
        path: vec![60, 61, 62, 63, 0, 64]
    }));
    let mut g = basic("O62,S,S,S", "S,S,S,S");
    play(&mut g, "roll:4:swap y1+4");
    assert_eq!(at(&g, "y1"), o(2));
}

#[test]
fn bz_15_going_home_blocked_by_occupied_goal_fields() {
    let mut g = basic("I8,G2,S,S", "G3,S,S,S");
    play(&mut g, "roll:4:swap y1+4");
    assert_eq!(at(&g, "y1"), i(12));
    assert_eq!(g.turn(), 1, "no offer, nothing left: turn over");
    // next turn: standing on I12 gives no offer
    let mut g = basic("I12,S,S,S", "S,S,S,S");
    play(&mut g, "roll:2:swap");
    assert!(!moves_in_order(&g).iter().any(|m| m.starts_with("goal")));
    play(&mut g, "y1+2");
    assert_eq!(at(&g, "y1"), i(14));
}

#[test]
fn bz_17_home_by_option_then_the_number_with_another_ball() {
    let mut g = basic("O8,O33,S,S", "S,S,S,S");
    play(&mut g, "roll:10:ring ring:y1");
    assert_eq!(at(&g, "y1"), i(4));
    assert_eq!(g.pending(), Some(Pending::Home { seat: 0, idx: 0 }));
    assert_eq!(moves_in_order(&g), vec!["goal:G0", "goal:G1", "nogoal"]);
    play(&mut g, "goal:G1");
    assert_eq!(at(&g, "y1"), Loc::Goal(1));
    assert_eq!(refused(&g, "end"), "bz.must-use");
    assert_eq!(moves_in_order(&g), vec!["y2+10"]);
    play(&mut g, "y2+10");
    assert_eq!(at(&g, "y2"), o(43));
}

#[test]
fn bz_19_jumping_over_a_ball() {
    let mut g = basic("O36,S,S,S", "O38,S,S,S");
    let fx = play(&mut g, "roll:4:swap y1+4 end");
    assert_eq!(at(&g, "y1"), o(40));
    assert_eq!(at(&g, "b1"), o(38));
    assert!(!fx.iter().any(|e| matches!(e, Effect::Captured { .. })));
}

#[test]
fn bz_21_forced_change_onto_own_ball_is_illegal() {
    let mut g = basic("O10,I8,S,S", "S,S,S,S");
    play(&mut g, "roll:6:swap");
    assert_eq!(refused(&g, "y1+6"), "bz.change-blocked");
    assert_eq!(moves_in_order(&g), vec!["y2+6", "enter"]);
    assert_eq!(refused(&g, "end"), "bz.must-use");
    assert_eq!(lands(&g, "y2+6", "y2"), i(14));
    assert_eq!(lands(&g, "enter", "y3"), o(8));
}

#[test]
fn bz_23_double_split_between_two_balls() {
    let mut g = basic("O12,O30,S,S", "S,S,S,S");
    play(&mut g, "roll:4:double");
    let d = after(&g, "double:4");
    assert_eq!(d.pool(), &[4, 4]);
    // (i) stay
    let mut a = after(&d, "y1+4");
    assert_eq!(a.pending(), Some(Pending::Ring { seat: 0, idx: 0 }));
    assert_eq!(moves_in_order(&a), vec!["change", "stay"]);
    play(&mut a, "stay y2+4");
    assert_eq!((at(&a, "y1"), at(&a, "y2")), (o(16), o(34)));
    // (ii) change
    let b = after(&d, "y1+4 change y2+4");
    assert_eq!((at(&b, "y1"), at(&b, "y2")), (i(8), o(34)));
    // (iii) the second part is final: forced
    let c = after(&d, "y2+4 y1+4");
    assert_eq!((at(&c, "y1"), at(&c, "y2")), (i(8), o(34)));
    // without DOUBLE
    assert_eq!(lands(&g, "y1+4", "y1"), i(8));
    assert_eq!(lands(&g, "y2+4", "y2"), o(34));
}

#[test]
fn bz_25_double_capture_on_the_intermediate_landing() {
    let mut g = basic("O2,S,S,S", "O6,S,S,S");
    play(&mut g, "roll:4:double double:4");
    let fx = play(&mut g, "y1+4");
    assert!(fx.contains(&Effect::Captured {
        piece: 8,
        at: 6,
        owner: 1
    }));
    assert_eq!(at(&g, "b1"), Loc::Start);
    play(&mut g, "y1+4");
    assert_eq!(at(&g, "y1"), o(10));
}

#[test]
fn bz_27_double_destroys_the_entry_right() {
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:6:double");
    assert!(is_legal(&g, "enter"));
    let mut a = after(&g, "double:6");
    assert_eq!(refused(&a, "enter"), "bz.no-entry-number");
    play(&mut a, "y1+6");
    assert_eq!(at(&a, "y1"), o(26));
    play(&mut a, "y1+6");
    assert_eq!(at(&a, "y1"), i(16));
    let b = after(&g, "enter");
    assert_eq!(at(&b, "y2"), o(8));
    assert_eq!(
        b.turn(),
        1,
        "DOUBLE had no part left to act on: the turn ended"
    );
    let mut c = pos(
        "bz-basic players=2 balls=4 first=y turn=y y=O20,O8,S,S b=O50,S,S,S marks=0,0 mem=-,- \
                     phase=act dice=6:double option=unused pool=- used=1 dir=cw fresh=- pending=-",
    );
    assert_eq!(refused(&c, "double:6"), "bz.no-such-part");
    play(&mut c, "end");
}

#[test]
fn bz_29_direction_change() {
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:4:dir");
    assert_eq!(lands(&g, "dir y1+4", "y1"), i(8));
    assert_eq!(lands(&g, "y1+4", "y1"), o(24));
}

#[test]
fn bz_31_swap_onto_a_goal_arrow_field() {
    let mut g = basic("O50,S,S,S", "I12,S,S,S");
    play(&mut g, "roll:2:swap");
    let mut a = after(&g, "swap:y1:b1");
    assert_eq!(at(&a, "y1"), i(12));
    assert_eq!(at(&a, "b1"), o(50));
    assert_eq!(moves_in_order(&a), vec!["goal:G2", "goal:G3", "nogoal"]);
    play(&mut a, "goal:G3");
    assert_eq!(at(&a, "y1"), Loc::Goal(3));
    assert_eq!(a.turn(), 1, "the 2 expired, the turn ended");
    let mut b = after(&g, "y1+2");
    assert_eq!(at(&b, "y1"), o(52));
    play(&mut b, "swap:y1:b1");
    assert_eq!(at(&b, "b1"), o(52));
    assert_eq!(b.pending(), Some(Pending::Home { seat: 0, idx: 0 }));
}

#[test]
fn bz_33_ring_capture_and_ring_blocked() {
    let mut g = basic("O13,S,S,S", "I7,S,S,S");
    play(&mut g, "roll:2:ring");
    let fx = play(&mut g, "ring:y1");
    assert_eq!(at(&g, "y1"), i(7));
    assert_eq!(at(&g, "b1"), Loc::Start);
    assert!(fx.contains(&Effect::Captured {
        piece: 8,
        at: inner(7) as u16,
        owner: 1
    }));
    let mut g = basic("O13,I7,S,S", "S,S,S,S");
    play(&mut g, "roll:2:ring");
    assert_eq!(refused(&g, "ring:y1"), "bz.change-blocked");
    play(&mut g, "ring:y2");
    assert_eq!(at(&g, "y2"), o(14));
}

#[test]
fn bz_35_entry_blocked_by_an_own_ball() {
    let mut g = basic("O8,S,S,S", "S,S,S,S");
    play(&mut g, "roll:6:home");
    assert_eq!(refused(&g, "enter"), "bz.start-blocked");
    let a = after(&g, "y1+6");
    assert_eq!(at(&a, "y1"), o(14));
    assert!(is_legal(&a, "home:y1:G5") && is_legal(&a, "end"));
    let mut b = after(&g, "home:y1:G0");
    assert!(is_legal(&b, "enter") && is_legal(&b, "end"));
    play(&mut b, "enter");
    assert_eq!(at(&b, "y2"), o(8));
}

#[test]
fn bz_37_round_win_and_marker() {
    let mut g =
        pos("bz-basic players=2 balls=1 first=y turn=y y=I8 b=S marks=0,0 mem=-,- phase=roll");
    play(&mut g, "roll:4:swap y1+4");
    assert_eq!(moves_in_order(&g), vec!["goal:G2", "goal:G3", "nogoal"]);
    let fx = play(&mut g, "goal:G2");
    assert!(fx.contains(&Effect::RoundOver { winner: Some(0) }));
    assert!(!fx.contains(&Effect::GameOver));
    assert_eq!((g.marker(0), g.marker(1)), (1, 0));
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (Loc::Start, Loc::Start));
    assert_eq!((g.round_first(), g.turn()), (1, 1));
    assert!(matches!(g.phase(), Phase::Entry { n: 0, .. }));
}

#[test]
fn bz_39_memory_quadrupling() {
    let g0 = two("memory", 4, "O2,O20,O26,O36", "S,S,S,S", "double,-", "roll");
    let mut g = after(&g0, "roll:2:double quad");
    assert_eq!(g.pool(), &[2, 2, 2, 2]);
    assert!(g.memory(0).is_empty());
    play(&mut g, "y1+2 y2+2 y3+2");
    assert_eq!(g.turn(), 0);
    play(&mut g, "y4+2");
    assert_eq!(
        (at(&g, "y1"), at(&g, "y2"), at(&g, "y3"), at(&g, "y4")),
        (o(4), o(22), o(28), o(38))
    );
    assert_eq!(g.turn(), 1, "all four parts used, nothing left");
    // 4+2+2 ("white"), 2+6 and 4+4 ("black"), 8 on one ball ("red")
    for (moves, ball, to) in [
        ("y1+2 y1+2 y2+2 y3+2", "y1", 6),
        ("y1+2 y4+2 y4+2 y4+2", "y4", 42),
        ("y1+2 y1+2 y2+2 y2+2", "y2", 24),
        ("y1+2 y1+2 y1+2 y1+2", "y1", 10),
    ] {
        let mut h = after(&g0, "roll:2:double quad");
        play(&mut h, moves);
        assert_eq!(at(&h, ball), o(to), "{moves}");
    }
}

#[test]
fn bz_41_memory_the_seeds_worked_example() {
    let mut g = two("memory", 2, "O8,G5", "S,S", "half,-", "roll");
    play(&mut g, "roll:8:double double:8");
    assert_eq!(g.pool(), &[8, 8]);
    play(&mut g, "y1+8");
    assert_eq!(at(&g, "y1"), o(16));
    play(&mut g, "change");
    assert_eq!(at(&g, "y1"), i(8));
    play(&mut g, "half.m:8");
    assert_eq!(g.pool(), &[4]);
    play(&mut g, "y1+4");
    assert_eq!(at(&g, "y1"), i(12));
    assert_eq!(moves_in_order(&g), vec!["goal:G2", "goal:G3", "nogoal"]);
    let fx = play(&mut g, "goal:G2");
    assert!(
        fx.contains(&Effect::RoundOver { winner: Some(0) }),
        "A's last ball went home"
    );
    assert_eq!(g.marker(0), 1);
    assert!(g.memory(0).is_empty());
}

#[test]
fn bz_43_memory_storing_exit_instead_of_a_six() {
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "-,-", "roll");
    play(&mut g, "roll:6:home");
    assert!(is_legal(&g, "store-exit"));
    play(&mut g, "store-exit");
    assert_eq!(g.memory(0), vec![MemOpt::Exit]);
    assert!(g.pool().is_empty());
    assert!(is_legal(&g, "end") && is_legal(&g, "home:y1:G4"));
    assert_eq!(refused(&g, "exit"), "bz.stored-this-turn");
    play(&mut g, "end");
    assert_eq!(at(&g, "y1"), o(20), "A1 did not move");
    play(&mut g, "entry:2 entry:2 entry:4"); // B fails
    assert_eq!(g.turn(), 0);
    assert_eq!(g.phase(), &Phase::Start);
    assert_eq!(moves_in_order(&g), vec!["exit", "roll"]);
    play(&mut g, "exit");
    assert_eq!(at(&g, "y2"), o(8));
    assert!(g.memory(0).is_empty());
    assert_eq!(g.phase(), &Phase::Roll);
}

#[test]
fn bz_45_memory_exit_in_mid_turn() {
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "exit,-", "roll");
    // the stored ^ could enter a ball: the turn starts with the choice
    assert_eq!(
        g.phase(),
        &Phase::Roll,
        "a hand-made position keeps its phase"
    );
    play(&mut g, "roll:8:home");
    let fx = play(&mut g, "exit");
    assert_eq!(
        fx,
        vec![Effect::Placed {
            piece: 1,
            at: 8,
            owner: 0
        }]
    );
    assert_eq!(at(&g, "y2"), o(8));
    assert!(matches!(g.phase(), Phase::Action(_)), "no die is rolled");
    assert_eq!(g.dice(), Some((8, Opt::Home)));
    play(&mut g, "home:y2:G6");
    assert_eq!(at(&g, "y2"), Loc::Goal(6));
    assert_eq!(g.owed(), Owed::MustUse(vec![8]));
    assert_eq!(g.owed().describe(), "the 8 must still be used");
    assert_eq!(refused(&g, "end"), "bz.must-use");
    play(&mut g, "y1+8");
    assert_eq!(at(&g, "y1"), o(28));
    assert!(g.memory(0).is_empty());
}

#[test]
fn bz_47_memory_is_kept_between_rounds() {
    let mut g = two("memory", 1, "I8", "S", "double+exit,swap", "roll");
    play(&mut g, "roll:4:ring y1+4 goal:G2");
    assert_eq!(g.marker(0), 1);
    assert_eq!(g.memory(0), vec![MemOpt::Opt(Opt::Double), MemOpt::Exit]);
    assert_eq!(g.memory(1), vec![MemOpt::Opt(Opt::Swap)]);
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (Loc::Start, Loc::Start));
    let fresh = BarneZirkulua::new(&opts("memory", 2, None)).unwrap();
    assert!(fresh.memory(0).is_empty() && fresh.memory(1).is_empty());
}

#[test]
fn bz_49_goal_ring_extension() {
    let start =
        "bz-goal16 players=4 balls=4 first=y turn=y y=I8,S,S,S r=S,S,S,S b=S,S,S,S w=S,S,S,S \
                 marks=0,0,0,0 mem=-,-,-,- phase=roll";
    let mut g = pos(start);
    play(&mut g, "roll:4:swap y1+4");
    assert_eq!(
        moves_in_order(&g),
        vec!["goal:G4", "goal:G5", "goal:G6", "goal:G7", "nogoal"]
    );
    let mut g = pos(start);
    play(&mut g, "roll:4:home");
    let homes: Vec<String> = moves_in_order(&g)
        .into_iter()
        .filter(|m| m.starts_with("home"))
        .collect();
    assert_eq!(homes.len(), 16);
    assert!(homes.contains(&"home:y1:G15".to_string()));
}

// ----- random playouts -------------------------------------------------------------------------

#[test]
fn random_matches_end() {
    use mahai::engine::playout::random_playout;
    let mut rng = mahai::engine::rng::Rng::new(77);
    for (variant, players, balls) in [
        ("basic", 2, None),
        ("basic", 3, None),
        ("basic", 4, None),
        ("memory", 2, None),
        ("memory-goal16", 4, Some(4)),
    ] {
        let start = BarneZirkulua::new(&opts(variant, players, balls)).unwrap();
        for _ in 0..4 {
            let (end, plies) = random_playout(start.clone(), &mut rng, 20_000);
            assert!(
                end.is_over(),
                "{variant} {players}: no end after {plies} plies"
            );
            let winner = (0..players)
                .find(|&s| end.marker(s) == 3)
                .expect("a winner");
            assert_eq!(
                end.to_move(),
                ToMove::Over(mahai::engine::Outcome::winner(players as usize, winner))
            );
            invariants::barne(&end).unwrap();
        }
    }
}

// ----- rules and rulings -----------------------------------------------------------------------

#[test]
fn board_geometry_as_data() {
    let g = board::geometry(false);
    assert_eq!((g.outer.len(), g.inner.len(), g.goals.len()), (64, 32, 8));
    assert_eq!(board::geometry(true).goals.len(), 16);
    assert_eq!(g.outer[8].angle, 45.0);
    assert_eq!(g.inner[4].angle, 45.0);
    assert_eq!(g.goals[0].angle, 22.5);
    assert_eq!(board::geometry(true).goals[0].angle, 11.25);
    let rc: Vec<_> = g
        .arrows
        .iter()
        .filter(|a| a.kind == board::ArrowKind::RingChange)
        .collect();
    assert_eq!(rc.len(), 4);
    assert_eq!(rc[1].fields, vec![16, inner(8) as u16]);
    let goal: Vec<_> = g
        .arrows
        .iter()
        .filter(|a| a.kind == board::ArrowKind::Goal)
        .collect();
    assert_eq!(goal[1].fields, vec![inner(12) as u16]);
    assert_eq!(goal[1].goals, vec![98, 99]);
    assert_eq!(g.start_areas[2].start_field, 40);
    // every start position faces a goal-arrow field
    for c in 0..4 {
        let f = board::start_field(c);
        assert!(board::goal_arrow(board::facing(f, false)).is_some());
        // the ring-change arrow is 8 fields CW of it, a goal arrow 4 inner fields further
        let rcf = board::step(f, 8, false);
        assert!(board::is_ring_change(rcf));
        assert!(board::goal_arrow(board::step(board::facing(rcf, false), 4, false)).is_some());
    }
}

#[test]
fn entry_triple_and_twelve_succeed() {
    let start = BarneZirkulua::new(&Options::default()).unwrap();
    let g = after(&start, "entry:4 entry:4 entry:4");
    assert_eq!(at(&g, "y1"), o(8));
    assert_eq!(g.phase(), &Phase::Roll);
    let g = after(&start, "entry:12");
    assert_eq!(at(&g, "y1"), o(8));
    assert_eq!(refused(&g, "entry:6"), "bz.roll-due");
    assert_eq!(g.chance_outcomes().len(), 36);
    assert!(g
        .chance_outcomes()
        .iter()
        .all(|(_, p)| (*p - 1.0 / 36.0).abs() < 1e-12));
    assert_eq!(start.chance_outcomes().len(), 6);
}

#[test]
fn entry_captures_an_opponent_on_the_start_position() {
    let mut g = two("basic", 4, "S,S,S,S", "O8,S,S,S", "-,-", "entry rolls=2");
    let fx = play(&mut g, "entry:6");
    assert_eq!(at(&g, "y1"), o(8));
    assert_eq!(at(&g, "b1"), Loc::Start);
    assert!(fx.contains(&Effect::Captured {
        piece: 8,
        at: 8,
        owner: 1
    }));
    // the same for an entry with the main roll's VI
    let mut g = basic("O20,S,S,S", "O8,S,S,S");
    play(&mut g, "roll:6:swap enter");
    assert_eq!(at(&g, "b1"), Loc::Start);
}

#[test]
fn entry_with_six_in_case_b_spends_the_number_but_keeps_the_option() {
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:6:home enter");
    assert!(g.pool().is_empty());
    assert!(matches!(g.phase(), Phase::Action(_)), "no new roll");
    assert!(
        is_legal(&g, "home:y2:G0"),
        "the option may bring the new ball home"
    );
    assert!(is_legal(&g, "end"));
    play(&mut g, "home:y2:G0");
    assert_eq!(at(&g, "y2"), Loc::Goal(0));
    // an VIII cannot enter, a halved XII neither
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:8:half");
    assert_eq!(refused(&g, "enter"), "bz.no-entry-number");
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:12:half half:12");
    assert_eq!(refused(&g, "enter"), "bz.no-entry-number");
}

#[test]
fn captures_on_final_landing_and_on_forced_change() {
    let mut g = basic("O2,S,S,S", "O6,S,S,S");
    play(&mut g, "roll:4:dir y1+4");
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (o(6), Loc::Start));
    let mut g = basic("O12,S,S,S", "I8,S,S,S");
    let fx = play(&mut g, "roll:4:dir y1+4");
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (i(8), Loc::Start));
    assert!(fx.contains(&Effect::Captured {
        piece: 8,
        at: inner(8) as u16,
        owner: 1
    }));
    // optional change after an intermediate part captures too
    let mut g = basic("O12,O30,S,S", "I8,S,S,S");
    play(&mut g, "roll:4:double double:4 y1+4 change");
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (i(8), Loc::Start));
}

#[test]
fn landing_on_an_own_ball_is_illegal_jumping_is_fine() {
    let mut g = basic("O2,O6,S,S", "S,S,S,S");
    play(&mut g, "roll:4:dir");
    assert_eq!(refused(&g, "y1+4"), "bz.own-ball");
    let mut g = basic("O2,O4,S,S", "S,S,S,S");
    play(&mut g, "roll:4:dir y1+4");
    assert_eq!((at(&g, "y1"), at(&g, "y2")), (o(6), o(4)));
}

#[test]
fn no_ring_offer_when_an_own_ball_faces_the_field() {
    let mut g = basic("O12,I8,O40,S", "S,S,S,S");
    play(&mut g, "roll:4:double double:4 y1+4");
    assert_eq!(g.pending(), None);
    assert_eq!(at(&g, "y1"), o(16));
}

#[test]
fn forced_change_does_not_chain_and_arrival_by_change_gives_no_goal_offer() {
    let mut g = basic("I4,S,S,S", "S,S,S,S");
    play(&mut g, "roll:4:dir y1+4");
    assert_eq!(at(&g, "y1"), o(16), "I8 -> O16 and no change back");
}

#[test]
fn ring_option_diagonal_forward_and_from_the_inner_ring() {
    let mut g = basic("O13,I7,I0,S", "S,S,S,S");
    play(&mut g, "roll:2:ring");
    let a = after(&g, "ring:y2");
    assert_eq!(at(&a, "y2"), o(14));
    assert_eq!(
        lands(&g, "ring:y3", "y3"),
        o(0),
        "arrival by RING never forces a change"
    );
    let mut g = basic("O13,S,S,S", "S,S,S,S");
    play(&mut g, "roll:2:ring");
    assert_eq!(lands(&g, "ring:y1", "y1"), i(7));
    let mut mem = two("memory", 4, "O13,S,S,S", "S,S,S,S", "dir,-", "roll");
    play(&mut mem, "roll:2:ring dir.m ring:y1");
    assert_eq!(at(&mem, "y1"), i(6), "anticlockwise: diagonally back");
}

#[test]
fn swap_onto_a_ring_change_field_does_not_change_ring() {
    let mut g = basic("O20,S,S,S", "O16,S,S,S");
    let fx = play(&mut g, "roll:2:swap swap:y1:b1");
    assert_eq!((at(&g, "y1"), at(&g, "b1")), (o(16), o(20)));
    assert_eq!(g.pending(), None);
    assert!(fx.contains(&Effect::Moved {
        piece: 0,
        path: vec![20, 16]
    }));
    assert!(fx.contains(&Effect::Moved {
        piece: 8,
        path: vec![16, 20]
    }));
}

#[test]
fn swap_gives_the_opponent_no_goal_offer_and_needs_balls_on_the_track() {
    let mut g = basic("I12,S,S,S", "O20,G0,S,S");
    play(&mut g, "roll:2:swap swap:y1:b1");
    assert_eq!(at(&g, "b1"), i(12));
    assert_eq!(g.pending(), None);
    let mut g = basic("O30,S,S,S", "G0,O20,S,S");
    play(&mut g, "roll:2:swap");
    assert_eq!(refused(&g, "swap:y1:b1"), "bz.not-on-track");
    assert_eq!(refused(&g, "swap:y1:b3"), "bz.not-on-track");
    assert_eq!(refused(&g, "swap:y2:b2"), "bz.not-on-track");
    assert_eq!(refused(&g, "swap:y1:w1"), "bz.no-such-ball");
    assert!(is_legal(&g, "swap:y1:b2"));
}

#[test]
fn home_option_any_free_goal_field() {
    let mut g = basic("O30,O50,S,S", "G1,S,S,S");
    play(&mut g, "roll:2:home");
    assert_eq!(refused(&g, "home:y1:G1"), "bz.goal-taken");
    assert_eq!(refused(&g, "home:y1:G9"), "bz.no-such-goal");
    assert_eq!(refused(&g, "home:y3:G2"), "bz.not-on-track");
    let fx = play(&mut g, "home:y1:G7");
    assert_eq!(
        fx,
        vec![Effect::Moved {
            piece: 0,
            path: vec![30, 103]
        }]
    );
    assert_eq!(refused(&g, "home:y2:G6"), "bz.option-used");
}

#[test]
fn going_home_is_optional_and_only_on_arrival() {
    let mut g = basic("I8,O30,S,S", "S,S,S,S");
    play(&mut g, "roll:4:double double:4 y1+4");
    assert_eq!(g.pending(), Some(Pending::Home { seat: 0, idx: 0 }));
    assert_eq!(refused(&g, "y2+4"), "bz.home-decision");
    assert_eq!(refused(&g, "goal:G5"), "bz.goal-not-behind");
    play(&mut g, "nogoal");
    assert_eq!(at(&g, "y1"), i(12));
    play(&mut g, "y2+4");
    assert_eq!(g.turn(), 1);
}

#[test]
fn halving_even_parts_only_and_twice_from_memory() {
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "half,-", "roll");
    play(&mut g, "roll:12:half half:12");
    assert_eq!(g.pool(), &[6]);
    play(&mut g, "half.m:6");
    assert_eq!(g.pool(), &[3]);
    play(&mut g, "y1+3");
    assert_eq!(at(&g, "y1"), o(23));
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "half,-", "roll");
    play(&mut g, "roll:6:half half:6");
    assert_eq!(refused(&g, "half.m:3"), "bz.odd");
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:2:half half:2 y1+1");
    assert_eq!(at(&g, "y1"), o(21));
}

#[test]
fn tripling_and_quadrupling_conditions() {
    let g0 = two("memory", 4, "O20,O40,O50,S", "S,S,S,S", "double,-", "roll");
    let mut g = after(&g0, "roll:4:double double:4");
    assert_eq!(refused(&g, "quad"), "bz.option-used");
    play(&mut g, "double.m:4");
    assert_eq!(g.pool(), &[4, 4, 4], "tripling");
    let g = after(&g0, "roll:4:double double.m:4 y1+4 double:4");
    assert_eq!(
        g.pool(),
        &[4, 4],
        "one part used, the other doubled: three in all"
    );
    let mut g = two(
        "memory",
        4,
        "O20,O40,O50,S",
        "S,S,S,S",
        "half+double,-",
        "roll",
    );
    play(&mut g, "roll:8:double half.m:8 quad");
    assert_eq!(
        g.pool(),
        &[4, 4, 4, 4],
        "a halved single part may be quadrupled"
    );
    let g = pos("bz-memory players=2 balls=4 first=y turn=y y=O20,S,S,S b=S,S,S,S marks=0,0 \
                 mem=double,- phase=act dice=8:double option=unused pool=4 used=1 dir=cw fresh=- pending=-");
    assert_eq!(refused(&g, "quad"), "bz.no-quad");
    // the seed's "white": one ball +4, two balls +2 each
    let mut g = two("memory", 4, "O2,O20,O26,O36", "S,S,S,S", "double,-", "roll");
    play(&mut g, "roll:2:double quad y1+2 y1+2 y2+2 y3+2");
    assert_eq!(
        (at(&g, "y1"), at(&g, "y2"), at(&g, "y3")),
        (o(6), o(22), o(28))
    );
}

#[test]
fn optional_change_on_every_intermediate_part_of_a_quadruple() {
    let mut g = two("memory", 4, "O10,S,S,S", "S,S,S,S", "double,-", "roll");
    play(&mut g, "roll:2:double quad y1+2 y1+2 y1+2");
    assert_eq!(
        g.pending(),
        Some(Pending::Ring { seat: 0, idx: 0 }),
        "third of four parts"
    );
    play(&mut g, "stay y1+2");
    assert_eq!(at(&g, "y1"), o(18));
}

#[test]
fn storing_the_rolled_option() {
    let mut g = two("memory", 4, "O20,S,S,S", "O30,S,S,S", "-,-", "roll");
    play(&mut g, "roll:4:swap store");
    assert_eq!(g.memory(0), vec![MemOpt::Opt(Opt::Swap)]);
    assert_eq!(refused(&g, "swap:y1:b1"), "bz.option-stored");
    assert_eq!(refused(&g, "swap.m:y1:b1"), "bz.stored-this-turn");
    play(&mut g, "y1+4");
    assert_eq!(g.turn(), 1);
    // storing is refused while the field is taken; using the stored one frees it
    let mut g = two("memory", 4, "O20,S,S,S", "O30,S,S,S", "swap,-", "roll");
    play(&mut g, "roll:4:swap");
    assert_eq!(refused(&g, "store"), "bz.memory-full");
    play(&mut g, "swap.m:y1:b1 store");
    assert_eq!(g.memory(0), vec![MemOpt::Opt(Opt::Swap)]);
    // storing after the number is used ("at the end of the turn")
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "-,-", "roll");
    play(&mut g, "roll:4:half y1+4");
    assert_eq!(moves_in_order(&g), vec!["store", "end"]);
    play(&mut g, "store");
    assert_eq!(g.memory(0), vec![MemOpt::Opt(Opt::Half)]);
    assert_eq!(g.turn(), 1);
    // no storing without the memory expansion
    let mut g = basic("O20,S,S,S", "S,S,S,S");
    play(&mut g, "roll:4:swap");
    assert_eq!(refused(&g, "store"), "bz.no-memory");
}

#[test]
fn storing_exit_needs_an_intact_six_or_twelve_and_a_free_field() {
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "exit,-", "roll");
    play(&mut g, "roll:6:swap");
    assert_eq!(refused(&g, "store-exit"), "bz.exit-stored");
    assert_eq!(refused(&g, "end"), "bz.must-use");
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "-,-", "roll");
    play(&mut g, "roll:8:swap");
    assert_eq!(refused(&g, "store-exit"), "bz.no-exit-number");
    let mut g = two("memory", 4, "O20,S,S,S", "S,S,S,S", "-,-", "roll");
    play(&mut g, "roll:12:half half:12");
    assert_eq!(refused(&g, "store-exit"), "bz.no-exit-number");
    // no ball in the start area needed
    let mut g = two("memory", 1, "O20", "S", "-,-", "roll");
    play(&mut g, "roll:12:dir store-exit");
    assert_eq!(g.memory(0), vec![MemOpt::Exit]);
}

#[test]
fn exit_at_the_turn_start() {
    // offered only when it can enter a ball
    let g = two("memory", 4, "O20,S,S,S", "O30,S,S,S", "exit,-", "roll");
    let mut b = pos(&g.to_position().replace("turn=y", "turn=b").replace(
        "phase=roll",
        "phase=act dice=2:swap option=used pool=- used=1 dir=cw fresh=- pending=-",
    ));
    play(&mut b, "end");
    assert_eq!(b.phase(), &Phase::Start);
    let r = after(&b, "roll");
    assert_eq!(r.phase(), &Phase::Roll, "a ball on the track: main roll");
    assert_eq!(r.memory(0), vec![MemOpt::Exit]);
    let e = after(&b, "exit");
    assert_eq!((at(&e, "y2"), *e.phase()), (o(8), Phase::Roll));
    // with no ball on the track, rolling means case A
    let mut c = pos("bz-memory players=2 balls=4 first=y turn=b y=S,S,S,S b=O30,S,S,S marks=0,0 \
                     mem=exit,- phase=act dice=2:swap option=used pool=- used=1 dir=cw fresh=- pending=-");
    play(&mut c, "end");
    assert_eq!(c.phase(), &Phase::Start);
    play(&mut c, "roll");
    assert!(matches!(c.phase(), Phase::Entry { n: 0, .. }));
    // own ball on the start position: no choice, dice at once
    let mut d = pos("bz-memory players=2 balls=4 first=y turn=b y=O8,S,S,S b=O30,S,S,S marks=0,0 \
                     mem=exit,- phase=act dice=2:swap option=used pool=- used=1 dir=cw fresh=- pending=-");
    play(&mut d, "end");
    assert_eq!(d.phase(), &Phase::Roll);
    assert_eq!(refused(&d, "exit"), "bz.roll-due");
}

#[test]
fn direction_change_lasts_for_the_turn_and_not_backwards() {
    let mut g = two(
        "memory",
        4,
        "O20,O40,S,S",
        "S,S,S,S",
        "double+dir,-",
        "roll",
    );
    play(&mut g, "roll:2:dir y1+2");
    assert_eq!(at(&g, "y1"), o(22));
    let mut g = two(
        "memory",
        4,
        "O20,O40,S,S",
        "S,S,S,S",
        "double+dir,-",
        "roll",
    );
    play(&mut g, "roll:2:dir double.m:2 dir");
    assert!(g.direction_acw());
    assert_eq!(refused(&g, "dir.m"), "bz.already-acw");
    play(&mut g, "y1+2 y2+2");
    assert_eq!((at(&g, "y1"), at(&g, "y2")), (o(18), o(38)));
    // with nothing left to affect, no direction change is offered (Z-10)
    let mut g = basic("O20,S,S,S", "O50,S,S,S");
    play(&mut g, "roll:4:dir y1+4");
    assert_eq!(g.turn(), 1, "only end was left");
    let mut g = two("memory", 4, "O21,S,S,S", "S,S,S,S", "ring,-", "roll");
    play(&mut g, "roll:4:dir y1+4 dir ring.m:y1");
    assert_eq!(at(&g, "y1"), i(12), "O25 anticlockwise: diagonally to I12");
}

#[test]
fn expiring_parts_when_no_ball_can_use_them() {
    let mut g = basic("I1,I9,I17,I25", "O50,S,S,S");
    play(&mut g, "roll:8:swap");
    assert_eq!(g.owed(), Owed::Expiring(vec![8]));
    assert!(is_legal(&g, "end"));
    assert!(!moves_in_order(&g).iter().any(|m| m.contains('+')));
    play(&mut g, "end");
    assert_eq!(g.turn(), 1);
    // with nothing else to do the turn ends by itself
    let mut g = basic("I1,I9,I17,I25", "S,S,S,S");
    play(&mut g, "roll:8:swap");
    assert_eq!(g.turn(), 1);
}

#[test]
fn match_ends_at_three_round_wins() {
    let mut g =
        pos("bz-basic players=2 balls=1 first=b turn=y y=I8 b=S marks=2,1 mem=-,- phase=roll");
    let fx = play(&mut g, "roll:4:swap y1+4 goal:G3");
    assert_eq!(
        fx[fx.len() - 2..],
        [Effect::RoundOver { winner: Some(0) }, Effect::GameOver]
    );
    assert!(g.is_over());
    assert_eq!(
        g.to_move(),
        ToMove::Over(mahai::engine::Outcome::winner(2, 0))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(refused(&g, "end"), "bz.over");
    assert_eq!(g.to_position().split(' ').next_back(), Some("phase=over"));
    assert_eq!(pos(&g.to_position()), g);
}

#[test]
fn new_round_rotates_the_first_player() {
    let mut g = pos(
        "bz-basic players=3 balls=1 first=b turn=y y=I8 r=S b=S marks=0,0,0 mem=-,-,- phase=roll",
    );
    play(&mut g, "roll:4:swap y1+4 goal:G3");
    // seats: y(0) r(1) b(2); the previous round began with b, so y begins now
    assert_eq!((g.round_first(), g.turn()), (0, 0));
}

#[test]
fn turn_order_and_seats() {
    let names = |g: &BarneZirkulua| {
        (0..g.seats() as u8)
            .map(|s| g.seat_name(s))
            .collect::<Vec<_>>()
    };
    let g = BarneZirkulua::new(&opts("basic", 3, None)).unwrap();
    assert_eq!(
        names(&g),
        ["yellow", "red", "black"],
        "anticlockwise: 0, 3, 2"
    );
    let g = BarneZirkulua::new(&opts("basic-cw", 3, None)).unwrap();
    assert_eq!(names(&g), ["yellow", "white", "black"]);
    let g = BarneZirkulua::new(&opts("goal16", 4, None)).unwrap();
    assert_eq!(names(&g), ["yellow", "red", "black", "white"]);
    assert_eq!(g.seat_corner(1), 3);
    assert_eq!(g.corner_seat(1), Some(3));
    let g = BarneZirkulua::new(&opts("basic", 2, None)).unwrap();
    assert_eq!(names(&g), ["yellow", "black"]);
    let g = BarneZirkulua::new(&Options {
        first: Some(1),
        ..Options::default()
    })
    .unwrap();
    assert_eq!(g.turn(), 1);
    assert_eq!(seat_to_move(&g), None, "case A entry roll is a chance turn");
    assert!(BarneZirkulua::new(&Options {
        first: Some(2),
        ..Options::default()
    })
    .is_err());
    assert!(BarneZirkulua::new(&opts("advanced", 2, None)).is_err());
    assert_eq!(BarneZirkulua::variants()[0].name, "basic");
    // after yellow's turn comes seat 1 (red, anticlockwise)
    let mut g = BarneZirkulua::new(&opts("basic", 4, None)).unwrap();
    play(&mut g, "entry:2 entry:2 entry:4");
    assert_eq!(g.seat_name(g.turn()), "red");
}

#[test]
fn options_now_moves_for_ball_and_paths() {
    let mut g = two(
        "memory",
        4,
        "O12,O30,S,S",
        "O40,S,S,S",
        "ring+exit,-",
        "roll",
    );
    play(&mut g, "roll:4:swap");
    let now = g.options_now();
    assert!(now.contains(&(MemOpt::Opt(Opt::Swap), Source::Rolled)));
    assert!(now.contains(&(MemOpt::Opt(Opt::Ring), Source::Memory)));
    assert!(now.contains(&(MemOpt::Exit, Source::Memory)));
    let m: Vec<String> = g
        .moves_for_ball(ball("y1"))
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(m, ["y1+4", "swap:y1:b1", "ring.m:y1"]);
    assert_eq!(
        g.part_path(ball("y1"), 4),
        Some(vec![12, 13, 14, 15, 16, inner(8) as u16])
    );
    assert_eq!(g.part_path(ball("y1"), 6), None);
    assert_eq!(g.target_of(&mv(&g, "y1+4")), Some(inner(8) as u16));
    assert_eq!(g.target_of(&mv(&g, "swap:y1:b1")), Some(40));
    assert_eq!(g.target_of(&mv(&g, "ring.m:y1")), Some(inner(6) as u16));
    assert_eq!(g.target_of(&mv(&g, "exit")), Some(8));
    assert_eq!(g.target_of(&mv(&g, "y1+6")), None);
    assert_eq!(g.owed(), Owed::MustUse(vec![4]));
}

// ----- text forms and refusals -----------------------------------------------------------------

#[test]
fn move_strings_round_trip_and_refuse_garbage() {
    for s in [
        "entry:6",
        "roll:8:dir",
        "roll",
        "exit",
        "y1+8",
        "r4+1",
        "enter",
        "half:8",
        "half.m:8",
        "double:4",
        "double.m:4",
        "quad",
        "swap:y1:b2",
        "swap.m:w1:r3",
        "ring:y1",
        "ring.m:b2",
        "dir",
        "dir.m",
        "home:y1:G3",
        "home.m:y2:G15",
        "store",
        "store-exit",
        "change",
        "stay",
        "goal:G2",
        "nogoal",
        "end",
    ] {
        let m: Move = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(m.to_string(), s);
    }
    for s in [
        "",
        "y5+2",
        "y1+0",
        "y1+13",
        "x1+2",
        "entry:7",
        "entry:14",
        "roll:8",
        "roll:8:fly",
        "half",
        "half:x",
        "swap:y1",
        "home:y1:G16",
        "home:y1:O3",
        "goal:G",
        "dir.x",
        "store.m",
        "quad.m",
        "enter.m:3",
        "y1+02",
        "roll:08:dir",
        "end now",
        "\u{1F600}",
        "goal:G99",
    ] {
        assert!(s.parse::<Move>().is_err(), "{s} should not parse");
    }
}

#[test]
fn positions_round_trip_and_bad_ones_are_refused() {
    let good = "bz-memory players=2 balls=4 first=y turn=y y=O20,I12,G0,S b=O30,S,S,S marks=1,2 \
                mem=double+exit,swap phase=act dice=8:double option=used pool=8,4 used=1 dir=acw fresh=- pending=goal:y2";
    let g = pos(good);
    assert_eq!(
        g.to_position(),
        good.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    let bad = [
        "",
        "xx",
        "bz-basic",
        "bz-turbo players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=5 balls=1 first=y turn=y y=S b=S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=4 balls=3 first=y turn=y y=S,S,S r=S,S,S b=S,S,S w=S,S,S marks=0,0,0,0 mem=-,-,-,- phase=roll",
        "bz-basic players=2 balls=4 first=w turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,O8,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=O8,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=G8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=O64,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,4 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=3,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=over",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=half,- phase=roll",
        "bz-basic players=2 balls=1 first=y turn=y y=G0 b=S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=entry rolls=-",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=entry rolls=6",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=entry rolls=2,2,2",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=start",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=7:dir option=unused pool=7 used=0 dir=cw fresh=- pending=-",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=6:dir option=unused pool=1 used=1 dir=cw fresh=- pending=-",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=6:dir option=unused pool=- used=0 dir=cw fresh=- pending=-",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=6:dir option=unused pool=6,6,6,6,6 used=0 dir=cw fresh=- pending=-",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=6:dir option=unused pool=6 used=0 dir=cw fresh=- pending=ring:y1",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=act dice=6:dir option=stored pool=6 used=0 dir=cw fresh=- pending=-",
        "bz-basic players=2 balls=4 first=y turn=y y=O8,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll extra=1",
        "bz-basic players=2 balls=4 first=y turn=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
        "bz-basic players=2 balls=4 turn=y first=y y=S,S,S,S b=S,S,S,S marks=0,0 mem=-,- phase=roll",
    ];
    for b in bad {
        assert!(
            BarneZirkulua::from_position(b).is_err(),
            "should be refused: {b}"
        );
    }
}

#[test]
fn mangled_positions_never_panic() {
    let mut g = two(
        "memory",
        4,
        "O20,I12,S,S",
        "O30,S,S,S",
        "double+exit,swap",
        "roll",
    );
    play(&mut g, "roll:8:double double:8 y1+8");
    let read = common::mangled::<BarneZirkulua>(
        &[g.to_position()],
        "bz-=,:+ .0123456789SOIGywbr-acdehilmnoprstuvx",
        5,
        3000,
    );
    assert!(!read.is_empty());
}

// ----- perft -----------------------------------------------------------------------------------

#[test]
fn perft_small_counts_by_hand() {
    // entry roll: 6 outcomes; main roll: 36
    let g = BarneZirkulua::new(&Options::default()).unwrap();
    assert_eq!(perft(&g, 1), 6);
    // after entry:6 or entry:12 the main roll has 36 outcomes; the other 4 roll again (6 each)
    assert_eq!(perft(&g, 2), 2 * 36 + 4 * 6);
    // A1 on O8, B nothing: roll 8:dir -> moves {y1+8, dir}
    let mut h = basic("O8,S,S,S", "S,S,S,S");
    play(&mut h, "roll:8:dir");
    assert_eq!(moves_in_order(&h), vec!["y1+8", "dir"]);
    assert_eq!(perft(&h, 1), 2);
}

#[test]
fn notation_doc_examples_parse() {
    let doc = include_str!("../docs/notation.md");
    let start = doc.find("## Barne-zirkulua").unwrap();
    let end = doc.find("<!-- end of Barne-zirkulua -->").unwrap();
    let section = &doc[start..end];
    let positions: Vec<&str> = section
        .lines()
        .filter(|l| l.starts_with("bz-") && !l.starts_with("bz-VARIANT"))
        .collect();
    assert!(positions.len() >= 2);
    for p in positions {
        assert_eq!(pos(p).to_position(), p);
    }
    let mut g = two("memory", 2, "O8,G5", "S,S", "half,-", "roll");
    let turn = "roll:8:double double:8 y1+8 change half.m:8 y1+4 goal:G2";
    assert!(section.contains(turn));
    play(&mut g, turn);
    assert_eq!(g.marker(0), 1);
}

#[test]
fn play_again_begins_with_the_player_after_the_first_of_the_match() {
    let g = BarneZirkulua::new(&opts("basic", 3, None)).unwrap();
    let next = g.rematch(&opts("basic", 3, None));
    assert_eq!((next.options.first, next.swap), (Some(1), false));
    let last = Options {
        first: Some(2),
        ..opts("basic", 3, None)
    };
    assert_eq!(g.rematch(&last).options.first, Some(0));
}
