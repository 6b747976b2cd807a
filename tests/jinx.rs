#![cfg(not(target_arch = "wasm32"))]
//! Jinx: every worked example of `scenarios/jinx.md` (named after its id), every rule and ruling
//! of `rules/jinx.md`, perft counts, seeded random games with invariants, refused inputs.

mod common;

use common::{after, moves, play, refused, seat_to_move, sorted};
use mahai::engine::playout::{perft, random_playout};
use mahai::engine::rng::Rng;
use mahai::engine::{Effect, Game, Options, SeatResult, ToMove};
use mahai::games::jinx::board::{self, Colour, Point};
use mahai::games::jinx::{DrawReason, Jinx, Mode, Move, Obligation, Phase, Side};

// ---------- helpers ----------

fn pos(s: &str) -> Jinx {
    common::pos(s)
}

fn pt(s: &str) -> Point {
    board::parse_point(s).unwrap_or_else(|| panic!("bad point {s}"))
}

/// Ends the turn without a call when a call is possible.
fn done(g: &mut Jinx) {
    if *g.phase() == Phase::Jinx {
        play(g, "nojinx");
    }
}

/// Destinations of the piece on `from` in the current legal moves.
fn dests(g: &Jinx, from: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .moves_from(pt(from))
        .into_iter()
        .map(board::name)
        .collect();
    v.sort();
    v
}

fn id_points(g: &Jinx, ids: &[u8]) -> Vec<String> {
    let mut v: Vec<String> = ids
        .iter()
        .map(|id| board::name(g.pieces()[*id as usize].at.unwrap()))
        .collect();
    v.sort();
    v
}

/// A two-player position: red pieces, green pieces, seat to move.
/// A new game with the options `text` (as for [`common::options`]).
fn start(text: &str) -> Jinx {
    Jinx::new(&common::options(text)).unwrap()
}

/// Red on E4 and A1, Green on C5, D6 and B9, after Red's E4-E5 threatens C5 and D6: Red may call.
fn red_threatens_two() -> Jinx {
    let mut g = two("E4,A1", "C5,D6,B9", "red");
    play(&mut g, "E4-E5");
    g
}

/// Red declines its call: the turn passes to Green.
fn no_call(g: &mut Jinx) {
    play(g, "nojinx");
    assert_eq!(seat_to_move(g), 1);
}

fn two(red: &str, green: &str, to_move: &str) -> Jinx {
    pos(&format!(
        "jinx2 {red}/{green} red {to_move} move - - 0 0 20/200"
    ))
}

fn dist(a: Point, b: Point) -> u8 {
    let (ax, ay) = board::xy(a);
    let (bx, by) = board::xy(b);
    ax.abs_diff(bx) + ay.abs_diff(by)
}

// ---------- board (§2) ----------

#[test]
fn jx01_board_colours() {
    let c = |a: &str, b: &str| board::segment_colour(pt(a), pt(b)).unwrap();
    assert_eq!(c("A1", "B1"), Colour::Green);
    assert_eq!(c("C1", "D1"), Colour::Red);
    assert_eq!(c("B1", "B2"), Colour::Red);
    assert_eq!(c("C1", "C2"), Colour::Green);
    assert_eq!(c("D5", "E5"), Colour::Red);
    assert_eq!(c("E4", "E5"), Colour::Green);
    assert_eq!(c("E6", "F6"), Colour::Red);
    assert_eq!(c("F5", "F6"), Colour::Red);
    assert_eq!(
        c("F6", "F5"),
        Colour::Red,
        "order of the ends does not matter"
    );
    assert_eq!(
        board::segment_colour(pt("A1"), pt("B2")),
        None,
        "no diagonals"
    );
    assert_eq!(board::segment_colour(pt("A1"), pt("A3")), None);
    assert_eq!(board::segment_colour(200, 3), None);

    let segs = board::segments();
    assert_eq!(segs.len(), 144);
    assert_eq!(segs.iter().filter(|s| s.2 == Colour::Red).count(), 72);
    assert_eq!(segs.iter().filter(|s| s.2 == Colour::Green).count(), 72);
    for (a, b, col) in &segs {
        assert_eq!(board::segment_colour(*a, *b), Some(*col));
        assert_eq!(dist(*a, *b), 1);
    }
    // Every cell: three sides of one colour, one of the other.
    for x in 0..8 {
        for y in 0..8 {
            let sides = [
                board::h_colour(x, y),
                board::h_colour(x, y + 1),
                board::v_colour(x, y),
                board::v_colour(x + 1, y),
            ];
            let reds = sides.iter().filter(|c| **c == Colour::Red).count();
            assert!(reds == 1 || reds == 3, "cell {x},{y} has {reds} red sides");
        }
    }
    // The half-turn about E5 swaps the colours; no other symmetry holds.
    type Map = fn(u8, u8) -> (u8, u8);
    let maps: [(&str, Map); 8] = [
        ("half-turn", |x, y| (8 - x, 8 - y)),
        ("identity", |x, y| (x, y)),
        ("mirror x", |x, y| (8 - x, y)),
        ("mirror y", |x, y| (x, 8 - y)),
        ("diagonal", |x, y| (y, x)),
        ("antidiagonal", |x, y| (8 - y, 8 - x)),
        ("quarter", |x, y| (8 - y, x)),
        ("three-quarter", |x, y| (y, 8 - x)),
    ];
    for (name, f) in maps {
        let image = |a: Point, b: Point| {
            let (ax, ay) = board::xy(a);
            let (bx, by) = board::xy(b);
            let (cx, cy) = f(ax, ay);
            let (dx, dy) = f(bx, by);
            board::segment_colour(board::point(cx, cy), board::point(dx, dy)).unwrap()
        };
        let same = segs.iter().all(|(a, b, c)| image(*a, *b) == *c);
        let swapped = segs.iter().all(|(a, b, c)| image(*a, *b) == c.other());
        match name {
            "half-turn" => assert!(swapped && !same, "{name}"),
            "identity" => assert!(same),
            _ => assert!(!same && !swapped, "{name} must not be a symmetry"),
        }
    }
}

#[test]
fn board_tables_match_the_spec_pictures() {
    let rows = [
        "G G R R G G R R",
        "R G R G R G R G",
        "R R G G R R G G",
        "R G R G R G R G",
        "G G R R G G R R",
        "R G R G R G R G",
        "R R G G R R G G",
        "R G R G R G R G",
        "G G R R G G R R",
    ];
    let cols = [
        "G G R G G G R G G",
        "G R R R G R R R G",
        "R G G G R G G G R",
        "R R G R R R G R R",
        "G G R G G G R G G",
        "G R R R G R R R G",
        "R G G G R G G G R",
        "R R G R R R G R R",
    ];
    let letter = |c: Colour| if c == Colour::Red { "R" } else { "G" };
    for (i, row) in rows.iter().enumerate() {
        let y = 8 - i as u8;
        let got: Vec<&str> = (0..8).map(|x| letter(board::h_colour(x, y))).collect();
        assert_eq!(got.join(" "), *row, "row {}", y + 1);
    }
    for (i, line) in cols.iter().enumerate() {
        let y = 7 - i as u8;
        let got: Vec<&str> = (0..9).map(|x| letter(board::v_colour(x, y))).collect();
        assert_eq!(got.join(" "), *line, "gap {}-{}", y + 1, y + 2);
    }
    // The diagram draws the same board.
    let d = Jinx::new(&Options::default()).unwrap().diagram();
    assert!(d.contains(" 5   o-g-o-g-o-r-o-r-o-g-o-g-o-r-o-r-o"), "{d}");
    assert!(d.contains(" 1   o-g-R-g-R-r-R-r-R-g-R-g-R-r-R-r-o"), "{d}");
    assert!(d.contains(" 9   o-g-G-g-G-r-G-r-G-g-G-g-G-r-G-r-o"), "{d}");
}

#[test]
fn points_are_named_and_parsed() {
    assert_eq!(pt("E5"), 40);
    assert_eq!(board::point(4, 4), 40);
    assert_eq!(board::xy(40), (4, 4));
    assert_eq!(board::name(0), "A1");
    assert_eq!(board::name(80), "I9");
    assert_eq!(board::parse_point("i9"), Some(80));
    for bad in ["", "A", "A0", "J1", "A10", "E55", "5E", "ÉA"] {
        assert_eq!(board::parse_point(bad), None, "{bad}");
    }
    for p in 0..81u8 {
        assert_eq!(board::parse_point(&board::name(p)), Some(p));
        let n = board::neighbours(p).count();
        let (x, y) = board::xy(p);
        let edges = (x == 0 || x == 8) as usize + (y == 0 || y == 8) as usize;
        assert_eq!(n, 4 - edges);
    }
}

/// §2.5 item 5: at most one path per destination, for either colour, on the empty board.
#[test]
fn paths_are_unique() {
    for colour in [Colour::Red, Colour::Green] {
        for from in 0..81u8 {
            let mut reached: Vec<Point> = Vec::new();
            for (m, c1) in board::links(from) {
                for (t, c2) in board::links(m) {
                    if c1 == colour && c2 == colour && t != from {
                        assert!(!reached.contains(&t), "two paths {from}->{t}");
                        reached.push(t);
                    }
                }
            }
        }
    }
}

#[test]
fn wp_example_red_d6_e6_threatens_f5() {
    let mut g = two("D6,A1", "F5,I9,H9", "red");
    play(&mut g, "D6-E6");
    assert_eq!(id_points(&g, &g.threatened(0, 1)), sorted(&["F5"]));
    assert_eq!(
        g.path(pt("E6"), pt("F5")),
        Some(vec![pt("E6"), pt("F6"), pt("F5")])
    );
    assert_eq!(*g.phase(), Phase::Jinx);
    play(&mut g, "jinx:green");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["F5"]));
}

// ---------- single pieces ----------

#[test]
fn jx03_red_piece_in_the_centre() {
    let g = two("E5", "I9", "red");
    assert_eq!(
        dests(&g, "E5"),
        sorted(&["D5", "E4", "E6", "F5", "C5", "D6", "E7", "F6"])
    );
    assert_eq!(g.path(pt("E5"), pt("D4")), None);
    assert_eq!(g.path(pt("E5"), pt("E3")), None);
}

#[test]
fn jx05_strong_position() {
    let g = two("E2", "I9", "red");
    assert_eq!(
        dests(&g, "E2"),
        sorted(&["D2", "E1", "E3", "F2", "D1", "F3", "F1"])
    );
    let g = two("A1", "E2,I9", "green");
    assert_eq!(dests(&g, "E2"), sorted(&["D2", "E1", "E3", "F2", "D3"]));
}

#[test]
fn jx07_own_piece_blocks() {
    let g = two("E5,D5", "I9", "red");
    assert_eq!(dests(&g, "E5"), sorted(&["E4", "E6", "F5", "E7", "F6"]));
}

#[test]
fn jx09_double_capture() {
    let mut g = two("E5", "D5,C5,I9", "red");
    assert_eq!(
        dests(&g, "E5"),
        sorted(&["C5", "D5", "E4", "E6", "F5", "E7", "F6"])
    );
    let fx = play(&mut g, "E5-D5-C5");
    assert_eq!(
        fx[..3],
        [
            Effect::Moved {
                piece: 0,
                path: vec![pt("E5") as u16, pt("D5") as u16, pt("C5") as u16]
            },
            Effect::Captured {
                piece: 7,
                at: pt("D5") as u16,
                owner: 1
            },
            Effect::Captured {
                piece: 8,
                at: pt("C5") as u16,
                owner: 1
            },
        ]
    );
    assert_eq!(g.piece_at(pt("C5")).unwrap().owner, 0);
    assert!(g.piece_at(pt("D5")).is_none());
    assert_eq!(g.piece_count(1), 1);
    assert_eq!(g.turns_without_capture(), 0);
}

#[test]
fn jx11_capturing_is_optional() {
    let mut g = two("E5,A1", "D5,I9", "red");
    let m = moves(&g);
    assert!(m.contains(&"E5-D5".to_string()) && m.contains(&"A1-A2".to_string()));
    play(&mut g, "A1-A2");
    assert_eq!(*g.phase(), Phase::Jinx, "the call is voluntary");
    no_call(&mut g);
    assert!(g.obligations().is_empty());
}

// ---------- the jinx call ----------

#[test]
fn jx13_two_pieces_threatened_the_victim_chooses() {
    let mut g = red_threatens_two();
    assert_eq!(g.call_targets(), vec![1]);
    let fx = play(&mut g, "jinx:green");
    assert!(fx.contains(&Effect::Called { by: 0, target: 1 }));
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(id_points(&g, &g.designated()), sorted(&["C5", "D6"]));
    assert_eq!(
        dests(&g, "D6"),
        sorted(&["C6", "D5", "D7", "E6", "C7", "E7"])
    );
    assert!(dests(&g, "B9").is_empty());
    assert_eq!(refused(&g, "B9-B8"), "jinx.must-move-designated");
    let mut h = g.clone();
    play(&mut h, "C5-B5");
    let mut h = g.clone();
    play(&mut h, "D6-D7");
}

#[test]
fn jx15_a_double_capture_threat_designates_both() {
    let mut g = two("E5,A2", "D5,C5,I9", "red");
    play(&mut g, "A2-A1");
    play(&mut g, "jinx:green");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["C5", "D5"]));
    assert_eq!(dests(&g, "D5"), sorted(&["D4", "D6", "E4", "E5"]));
    assert_eq!(
        dests(&g, "C5"),
        sorted(&["B5", "C4", "C6", "A5", "B4", "B6", "C7"])
    );
    assert!(dests(&g, "I9").is_empty());
    // The designated piece may capture the piece that threatens it.
    let fx = play(&mut g, "D5-E5");
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::Captured { owner: 0, .. })));
}

#[test]
fn jx17_jinx_after_the_opponent_moves_into_danger() {
    let mut g = two("E5,A1", "B5,I9", "green");
    play(&mut g, "B5-C5");
    assert_eq!(id_points(&g, &g.threatened(0, 1)), sorted(&["C5"]));
    play(&mut g, "A1-A2");
    assert_eq!(*g.phase(), Phase::Jinx);
    play(&mut g, "jinx:1");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["C5"]));
    assert_eq!(
        dests(&g, "C5"),
        sorted(&["B5", "C4", "C6", "D5", "A5", "B4", "B6", "C7"])
    );
    assert_eq!(moves(&g).len(), 8, "only C5 may move");
}

#[test]
fn jx19_no_jinx_between_one_piece_and_two() {
    // Red moves to E5 and threatens C5, but has one piece against two: no call, green moves.
    let mut g = two("E6", "C5,I9", "green");
    play(&mut g, "I9-I8");
    play(&mut g, "E6-E5");
    assert_eq!(id_points(&g, &g.threatened(0, 1)), sorted(&["C5"]));
    assert_eq!(*g.phase(), Phase::Move);
    assert_eq!(seat_to_move(&g), 1);
    assert!(!moves(&g)
        .iter()
        .any(|m| m.starts_with("jinx") || m == "nojinx"));
    // Green (two pieces) threatens red's single piece but cannot call either.
    let mut g = two("E5", "D5,I9", "green");
    assert!(!g.threatened(1, 0).is_empty());
    play(&mut g, "I9-I8");
    assert_eq!(*g.phase(), Phase::Move);
    assert_eq!(seat_to_move(&g), 0);
}

#[test]
fn jx21_win() {
    let mut g = two("E5,A1", "D5", "red");
    let fx = play(&mut g, "E5-D5");
    assert!(fx.contains(&Effect::Eliminated { seat: 1 }));
    assert_eq!(fx.last(), Some(&Effect::GameOver));
    assert_eq!(
        g.to_move(),
        ToMove::Over(mahai::engine::Outcome::winner(2, 0))
    );
    assert!(g.legal_moves().is_empty());
    assert_eq!(refused(&g, "A1-A2"), "jinx.game-over");
    assert!(g.to_position().contains("over:red"));
}

// ---------- four players ----------

#[test]
fn jx23_four_player_setup_and_first_moves() {
    let mut g = start("players=4");
    assert_eq!(
        g.to_position(),
        "jinx4 H1,G1,F1/B9,C9,D9/I8,I7,I6/A2,A3,A4 south south move - - 0 0 20/200"
    );
    assert_eq!(g.turn_order(), &[0, 1, 2, 3]);
    let sides: Vec<Side> = (0..4).map(|s| g.seat_side(s)).collect();
    assert_eq!(
        sides,
        vec![Side::South, Side::North, Side::East, Side::West]
    );
    assert_eq!(dests(&g, "H1"), sorted(&["H2", "I1", "G2", "I2"]));
    assert_eq!(dests(&g, "G1"), sorted(&["G2"]));
    assert_eq!(dests(&g, "F1"), sorted(&["E1", "F2", "E2"]));
    assert_eq!(moves(&g).len(), 8);
    for a in 0..4 {
        for b in 0..4 {
            assert!(g.threatened(a, b).is_empty());
        }
    }
    play(&mut g, "G1-G2");
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(dests(&g, "B9"), sorted(&["A9", "B8", "A8", "C8"]));
    assert_eq!(dests(&g, "C9"), sorted(&["C8"]));
    assert_eq!(dests(&g, "D9"), sorted(&["D8", "E9", "E8"]));
    play(&mut g, "C9-C8");
    assert_eq!(seat_to_move(&g), 2);
    assert_eq!(dests(&g, "I8"), sorted(&["H8", "I9"]));
    assert_eq!(dests(&g, "I7"), sorted(&["H7"]));
    assert_eq!(dests(&g, "I6"), sorted(&["H6", "I5", "H5"]));
    play(&mut g, "I7-H7");
    assert_eq!(seat_to_move(&g), 3);
    assert_eq!(dests(&g, "A2"), sorted(&["A1", "B2"]));
    assert_eq!(dests(&g, "A3"), sorted(&["B3"]));
    assert_eq!(dests(&g, "A4"), sorted(&["A5", "B4", "B5"]));
    play(&mut g, "A3-B3");
    assert_eq!(seat_to_move(&g), 0);
}

#[test]
fn four_player_green_team_first() {
    let g = start("variant=four-player first=1");
    assert_eq!(g.turn_order(), &[1, 0, 3, 2]);
    assert_eq!(seat_to_move(&g), 1);
    let mut g = g;
    let order: Vec<u8> = (0..4)
        .map(|_| {
            let s = seat_to_move(&g);
            let m = g.legal_moves()[0];
            g.play(&m).unwrap();
            s
        })
        .collect();
    assert_eq!(order, vec![1, 0, 3, 2]);
    // Seats and colours: the red team is south + east, the green team north + west.
    assert_eq!(g.seat_colour(0), Colour::Red);
    assert_eq!(g.seat_colour(2), Colour::Red);
    assert_eq!(g.seat_colour(1), Colour::Green);
    assert_eq!(g.seat_colour(3), Colour::Green);
    assert!(g.seat_starred(2) && g.seat_starred(3) && !g.seat_starred(0) && !g.seat_starred(1));
}

#[test]
fn jx25_team_mates_block_and_cannot_be_captured() {
    let g = pos("jinx4 E5/C5/D5/I9 south south move - - 0 0 20/200");
    assert_eq!(dests(&g, "E5"), sorted(&["E4", "E6", "F5", "E7", "F6"]));
    assert!(
        g.threatened(0, 2).is_empty(),
        "a team-mate is never threatened"
    );
}

#[test]
fn jx27_elimination_and_skipped_turns() {
    let mut g = pos("jinx4 H1/B9/A5/A4 south east move - - 0 0 20/200");
    let fx = play(&mut g, "A5-A4");
    assert!(fx.contains(&Effect::Eliminated { seat: 3 }));
    assert!(g.is_eliminated(3));
    assert_eq!(
        *g.phase(),
        Phase::Move,
        "the next player is a team-mate: no call"
    );
    let mut seen = Vec::new();
    for _ in 0..6 {
        let s = seat_to_move(&g);
        seen.push(s);
        let m = g.legal_moves()[0];
        g.play(&m).unwrap();
        while *g.phase() == Phase::Jinx {
            assert_ne!(
                seat_to_move(&g),
                2,
                "east can never call while south follows him"
            );
            g.play(&Move::NoCall).unwrap();
        }
    }
    assert_eq!(seen, vec![0, 1, 2, 0, 1, 2]);
}

#[test]
fn jx29_no_legal_move_means_pass() {
    let mut g = pos("jinx4 H9,I8/E5/I9/A3 south east move - - 4 0 20/200");
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(refused(&g, "I9-H9"), "jinx.bad-path");
    let fx = play(&mut g, "pass");
    assert_eq!(fx, vec![Effect::Passed { seat: 2 }]);
    assert_eq!(seat_to_move(&g), 3);
    assert_eq!(
        g.turns_without_capture(),
        5,
        "a pass is a turn without capture"
    );
    // Passing is refused while a move exists.
    assert_eq!(refused(&g, "pass"), "jinx.cannot-pass");
}

// ---------- three players ----------

#[test]
fn jx31_two_different_pieces_per_turn() {
    let mut g = start("players=3");
    assert_eq!(
        g.to_position(),
        "jinx3 H1,G1,F1,E1,D1/B9,C9,D9/I8,I7,I6 lone lone move - - 0 0 20/200"
    );
    assert_eq!(seat_to_move(&g), 0);
    play(&mut g, "E1-E3");
    assert_eq!(seat_to_move(&g), 1, "first turn: one move only");
    play(&mut g, "C9-C8");
    play(&mut g, "I7-H7");
    assert_eq!(seat_to_move(&g), 0);
    assert_eq!(g.lone_turns(), 1);
    let before = g.clone();
    play(&mut g, "H1-I1");
    assert_eq!(*g.phase(), Phase::SecondMove { moved: 0 });
    assert_eq!(refused(&g, "I1-I2"), "jinx.same-piece");
    assert!(moves(&g).contains(&"end".to_string()));
    let mut h = g.clone();
    play(&mut h, "G1-G2");
    assert_eq!(seat_to_move(&h), 1);
    play(&mut g, "end");
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(
        g.turns_without_capture(),
        before.turns_without_capture() + 1
    );
}

/// P and T each call jinx on L: L must move both designated pieces.
/// JX-32 is missing from the scenarios file; this setup is reconstructed (see JX-33).
fn jx32_setup() -> Jinx {
    // L: G5, A1, E3 (not his first turn); P: G7 (threatens G5 via G6), B9; T: C1 (threatens A1
    // via B1), I9. P to move.
    let mut g = pos("jinx3 G5,A1,E3/G7,B9/C1,I9 lone plain move - - 0 3 20/200");
    assert_eq!(id_points(&g, &g.threatened(1, 0)), sorted(&["G5"]));
    assert_eq!(id_points(&g, &g.threatened(2, 0)), sorted(&["A1"]));
    play(&mut g, "B9-B8");
    assert_eq!(
        g.call_targets(),
        vec![0],
        "P may call the lone player (R-6)"
    );
    play(&mut g, "jinx:lone");
    assert_eq!(seat_to_move(&g), 2);
    play(&mut g, "I9-I8");
    g
}

#[test]
fn jx32_reconstructed_two_jinxed_pieces_both_move() {
    let mut g = jx32_setup();
    play(&mut g, "jinx:lone");
    assert_eq!(
        g.obligations().len(),
        2,
        "P's and T's designations are pooled"
    );
    assert_eq!(seat_to_move(&g), 0);
    assert_eq!(id_points(&g, &g.designated()), sorted(&["A1", "G5"]));
    assert_eq!(refused(&g, "E3-E4"), "jinx.must-move-designated");
    play(&mut g, "A1-A2");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["G5"]));
    assert!(
        !moves(&g).contains(&"end".to_string()),
        "the second move is compulsory"
    );
    assert_eq!(refused(&g, "end"), "jinx.second-move-required");
    assert_eq!(refused(&g, "E3-E4"), "jinx.must-move-designated");
    play(&mut g, "G5-F5");
    assert!(g.obligations().iter().all(|o| o.target != 0));
    assert_eq!(seat_to_move(&g), 1);
}

#[test]
fn jx33_one_jinxed_piece() {
    let mut g = jx32_setup();
    play(&mut g, "nojinx");
    assert_eq!(seat_to_move(&g), 0);
    // The first move is free...
    assert!(g.designated().is_empty());
    let mut a = g.clone();
    play(&mut a, "E3-E4");
    // ...but then the second must be G5, and is compulsory.
    assert_eq!(id_points(&a, &a.designated()), sorted(&["G5"]));
    assert_eq!(refused(&a, "end"), "jinx.second-move-required");
    assert_eq!(refused(&a, "A1-A2"), "jinx.must-move-designated");
    play(&mut a, "G5-G4");
    // Moving G5 first leaves the second move free and optional.
    let mut b = g.clone();
    play(&mut b, "G5-G4");
    assert!(b.designated().is_empty());
    assert!(moves(&b).contains(&"end".to_string()));
    assert!(moves(&b).contains(&"A1-A2".to_string()));
    play(&mut b, "end");
    assert_eq!(seat_to_move(&b), 1);
}

#[test]
fn r10_second_designated_piece_walled_in_frees_the_second_move() {
    // D = {A1, B2}; after B2-B1, A1 cannot move (A2 and B1 own): the second move is free.
    let mut g = pos("jinx3 A1,A2,B2,E5/G7,B9/C1,I9 lone lone move starred>lone=A1,B2 - 0 3 20/200");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["A1", "B2"]));
    play(&mut g, "B2-B1");
    assert!(g.designated().is_empty());
    assert!(moves(&g).contains(&"end".to_string()));
    assert!(moves(&g).contains(&"E5-E6".to_string()));
    // k = 1 and the first move walls the designated piece in: the obligation lapses.
    let mut g = pos("jinx3 A1,A2,B2,E5/G7,B9/C1,I9 lone lone move starred>lone=A1 - 0 3 20/200");
    assert!(
        g.designated().is_empty(),
        "first move free with one designated piece"
    );
    play(&mut g, "B2-B1");
    assert!(g.designated().is_empty());
    play(&mut g, "end");
    assert_eq!(*g.phase(), Phase::Jinx, "B1 now threatens T's C1");
    play(&mut g, "nojinx");
    assert_eq!(seat_to_move(&g), 1);
    // k = 1 on the lone player's first turn: he has only one move, it must be that piece.
    let mut g = pos("jinx3 A1,A2,E5/G7,B9/C1,I9 lone lone move starred>lone=A1 - 0 0 20/200");
    assert_eq!(id_points(&g, &g.designated()), sorted(&["A1"]));
    assert_eq!(refused(&g, "E5-E6"), "jinx.must-move-designated");
    play(&mut g, "A1-B1");
    done(&mut g);
    assert_eq!(seat_to_move(&g), 1);
}

#[test]
fn lone_player_with_one_piece_moves_once() {
    let mut g = pos("jinx3 E5/G7,B9/C1,I9 lone lone move - - 0 3 20/200");
    play(&mut g, "E5-E4");
    assert_eq!(seat_to_move(&g), 1);
    // A capture in the second move counts for the turn.
    let mut g = pos("jinx3 E5,A1/F5,B9/C1,I9 lone lone move - - 7 3 20/200");
    play(&mut g, "A1-A2");
    play(&mut g, "E5-F5");
    if *g.phase() == Phase::Jinx {
        play(&mut g, "nojinx");
    }
    assert_eq!(g.turns_without_capture(), 0);
    assert_eq!(seat_to_move(&g), 1);
}

#[test]
fn jx35_the_lone_player_chooses_the_target() {
    let mut g = pos("jinx3 E4,A1,H1/C5,B9/F6,I9 lone lone move - - 0 1 20/200");
    play(&mut g, "E4-E5");
    play(&mut g, "A1-A2");
    assert_eq!(*g.phase(), Phase::Jinx);
    assert_eq!(g.call_targets(), vec![1, 2]);
    assert_eq!(id_points(&g, &g.threatened(0, 1)), sorted(&["C5"]));
    assert_eq!(id_points(&g, &g.threatened(0, 2)), sorted(&["F6"]));
    let mut p = g.clone();
    play(&mut p, "jinx:plain");
    assert_eq!(p.obligations()[0].target, 1);
    assert_eq!(id_points(&p, &p.designated()), sorted(&["C5"]));
    play(&mut g, "jinx:starred");
    assert_eq!(g.obligations().len(), 1, "one call only");
    assert_eq!(seat_to_move(&g), 1);
    assert!(g.designated().is_empty(), "P is free");
    play(&mut g, "B9-B8");
    if *g.phase() == Phase::Jinx {
        play(&mut g, "nojinx");
    }
    assert_eq!(seat_to_move(&g), 2);
    assert_eq!(id_points(&g, &g.designated()), sorted(&["F6"]));
    assert_eq!(
        dests(&g, "F6"),
        sorted(&["E6", "F5", "F7", "G6", "G5", "G7"])
    );
    assert!(dests(&g, "I9").is_empty());
}

// ---------- strong positions ----------

#[test]
fn jx37_strong_positions() {
    let table = [
        ("C8", Colour::Red),
        ("E8", Colour::Green),
        ("G8", Colour::Red),
        ("B7", Colour::Red),
        ("D7", Colour::Green),
        ("F7", Colour::Red),
        ("H7", Colour::Green),
        ("C6", Colour::Green),
        ("E6", Colour::Red),
        ("G6", Colour::Green),
        ("B5", Colour::Green),
        ("D5", Colour::Red),
        ("F5", Colour::Green),
        ("H5", Colour::Red),
        ("C4", Colour::Red),
        ("E4", Colour::Green),
        ("G4", Colour::Red),
        ("B3", Colour::Red),
        ("D3", Colour::Green),
        ("F3", Colour::Red),
        ("H3", Colour::Green),
        ("C2", Colour::Green),
        ("E2", Colour::Red),
        ("G2", Colour::Green),
    ];
    let mut strong = 0;
    for p in 0..81u8 {
        let (x, y) = board::xy(p);
        let interior = (1..=7).contains(&x) && (1..=7).contains(&y);
        let expected = table.iter().find(|(n, _)| pt(n) == p).map(|(_, c)| *c);
        assert_eq!(board::strong_colour(p), expected, "{}", board::name(p));
        if interior && (x + y) % 2 == 1 {
            assert!(expected.is_some());
        }
        if let Some(major) = expected {
            strong += 1;
            // Red piece alone at p (green's piece far away, never in reach).
            let far = if p == pt("A9") { "I1" } else { "A9" };
            let red = two(&board::name(p), far, "red");
            let green = two(far, &board::name(p), "green");
            let (maj, min) = if major == Colour::Red {
                (red, green)
            } else {
                (green, red)
            };
            assert_eq!(maj.moves_from(p).len(), 7, "{}", board::name(p));
            assert_eq!(min.moves_from(p).len(), 5, "{}", board::name(p));
        }
    }
    assert_eq!(strong, 24);
    // §10: the other interior points reach 8 (both coordinates even) or 6 (both odd).
    for (p, n) in [
        ("C3", 8),
        ("E5", 8),
        ("G7", 8),
        ("B2", 6),
        ("D4", 6),
        ("H8", 6),
    ] {
        assert_eq!(two(p, "A9", "red").moves_from(pt(p)).len(), n, "{p}");
        assert_eq!(two("A9", p, "green").moves_from(pt(p)).len(), n, "{p}");
    }
    let g = two("E2", "A9", "red");
    assert_eq!(
        dests(&g, "E2"),
        sorted(&["D2", "E1", "E3", "F2", "D1", "F3", "F1"])
    );
}

// ---------- moves (§5) ----------

#[test]
fn step_along_any_colour_two_steps_only_along_own_colour() {
    // E5-E4 is green: red steps there but cannot continue; E5-D5 is red: red goes on to C5.
    let g = two("E5", "I9", "red");
    assert_eq!(g.path(pt("E5"), pt("E4")), Some(vec![pt("E5"), pt("E4")]));
    assert_eq!(g.path(pt("E5"), pt("E3")), None);
    assert_eq!(
        g.path(pt("E5"), pt("C5")),
        Some(vec![pt("E5"), pt("D5"), pt("C5")])
    );
    // Green on E5 uses the green lines instead.
    let g = two("A1", "E5", "green");
    let d = dests(&g, "E5");
    assert!(
        d.contains(&"E3".to_string()) && !d.contains(&"C5".to_string()),
        "{d:?}"
    );
}

#[test]
fn r12_no_return_to_the_start_point() {
    // Every destination is a neighbour (one step) or at distance 2 / diagonal (two steps), never
    // the start point, for a lone piece of either colour on every point.
    for p in 0..81u8 {
        let other = if p == 0 { "I9" } else { "A1" };
        let red = two(&board::name(p), other, "red");
        let green = two(other, &board::name(p), "green");
        for g in [red, green] {
            for to in g.moves_from(p) {
                assert_ne!(to, p);
                let path = g.path(p, to).unwrap();
                let d = dist(p, to);
                assert!(d == 1 && path.len() == 2 || d == 2 && path.len() == 3);
            }
        }
    }
}

#[test]
fn double_move_occupancy_cases() {
    // (b) empty middle, enemy at the end: capture.
    let mut g = two("E5", "C5,I9", "red");
    play(&mut g, "E5-C5");
    assert_eq!(g.piece_count(1), 1);
    // Enemy in the middle and empty end: no jumping.
    let g = two("E5", "D5,I9", "red");
    assert!(!dests(&g, "E5").contains(&"C5".to_string()));
    assert!(!dests(&g, "E5").contains(&"D6".to_string()));
    // Own piece at the end.
    let g = two("E5,C5", "I9", "red");
    assert!(!dests(&g, "E5").contains(&"C5".to_string()));
    // Enemy in the middle, own piece at the end.
    let g = two("E5,C5", "D5,I9", "red");
    assert!(!dests(&g, "E5").contains(&"C5".to_string()));
    // Double capture of two different enemy players (3-player game: P and T).
    let mut g = pos("jinx3 E5,A1/D5,B9/C5,I9 lone lone move - - 0 1 20/200");
    let fx = play(&mut g, "E5-C5");
    let owners: Vec<u8> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Captured { owner, .. } => Some(*owner),
            _ => None,
        })
        .collect();
    assert_eq!(owners, vec![1, 2]);
}

#[test]
fn r4_capture_without_a_call_and_call_on_a_standing_threat() {
    // A threat that was never called may still be captured later.
    let mut g = two("E5,A1", "C5,I9,H9", "red");
    play(&mut g, "A1-A2");
    play(&mut g, "nojinx");
    play(&mut g, "I9-I8");
    play(&mut g, "E5-C5");
    assert_eq!(g.piece_count(1), 2);
}

#[test]
fn jinx_phase_only_when_a_call_is_possible() {
    let mut g = Jinx::new(&Options::default()).unwrap();
    play(&mut g, "E1-E3");
    assert_eq!(*g.phase(), Phase::Move);
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(refused(&g, "nojinx"), "jinx.wrong-phase");
    assert_eq!(refused(&g, "jinx:red"), "jinx.wrong-phase");
    // In the jinx phase only calls are accepted.
    let mut g = red_threatens_two();
    assert_eq!(moves(&g), sorted(&["jinx:1", "nojinx"]));
    assert_eq!(refused(&g, "A1-A2"), "jinx.call-pending");
    assert_eq!(refused(&g, "jinx:red"), "jinx.bad-target");
    no_call(&mut g);
    assert!(g.designated().is_empty());
}

#[test]
fn cooldown_one_turn_after_a_call() {
    let mut g = red_threatens_two();
    play(&mut g, "jinx:green");
    assert!(g.cooldown(0));
    play(&mut g, "C5-B5"); // D6 stays threatened
    assert_eq!(*g.phase(), Phase::Move);
    play(&mut g, "A1-A2"); // red's turn n+1: threat stands, no call possible
    assert!(!g.threatened(0, 1).is_empty());
    assert_eq!(*g.phase(), Phase::Move, "no call on the turn after a call");
    assert!(!g.cooldown(0));
    assert_eq!(seat_to_move(&g), 1);
    play(&mut g, "B9-B8");
    play(&mut g, "A2-A1"); // turn n+2: allowed again
    assert_eq!(*g.phase(), Phase::Jinx);
    assert_eq!(g.call_targets(), vec![1]);
}

#[test]
fn r7_piece_counts() {
    // Red's E4-E5 threatens C5 each time; whether it may call depends on the piece counts.
    for (red, green, phase, why) in [
        (
            "E4,A1",
            "C5",
            Phase::Move,
            "2 against 1: no call either way",
        ),
        (
            "E4,A1,B1",
            "C5",
            Phase::Move,
            "3 against 1: no call against a single piece",
        ),
        ("E4,A1", "C5,I9", Phase::Jinx, "2 against 2: allowed"),
        ("E4", "C5,I9,H9", Phase::Jinx, "1 against 3: allowed"),
    ] {
        let g = after(&two(red, green, "red"), "E4-E5");
        assert_eq!(*g.phase(), phase, "{why}");
    }
}

#[test]
fn r8_unfulfillable_obligation_lapses() {
    // The spec's example: S's G1 threatens the double capture G1-H1-I1 (W's H1, N's I1).
    let mut g = pos("jinx4 G1,A9/I1,I2/E5/H1 south south move - - 0 0 20/200");
    assert_eq!(id_points(&g, &g.threatened(0, 1)), sorted(&["I1"]));
    play(&mut g, "A9-A8");
    play(&mut g, "jinx:north");
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(g.obligations().len(), 1);
    assert!(g.designated().is_empty(), "I1 is walled in: N moves freely");
    assert!(dests(&g, "I1").is_empty());
    assert!(!dests(&g, "I2").is_empty());
    let m = g.legal_moves()[0];
    g.play(&m).unwrap();
    assert!(
        g.obligations().is_empty(),
        "the lapsed obligation is cleared"
    );
    // A designated piece captured before the obliged turn is dropped (3 players).
    let mut g = pos("jinx3 E5,A1,H1/D5,B9/F6,I9 lone plain move lone>starred=F6 - 0 2 20/200");
    play(&mut g, "D5-D4");
    assert_eq!(g.obligations().len(), 1);
}

#[test]
fn r9_pass_clears_obligations_and_cooldown() {
    let mut g = pos("jinx4 H9,I8/E5/I9/A3 north east move west>east=I9 east 0 0 20/200");
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    assert!(g.obligations().is_empty());
    assert!(!g.cooldown(2));
}

#[test]
fn r5_alliance_dissolves_when_one_team_remains() {
    let mut g = pos("jinx4 E5/F5/G5/- south south move - - 0 0 20/200");
    play(&mut g, "E5-F5");
    assert!(g.is_eliminated(1) && g.is_eliminated(3));
    assert_eq!(seat_to_move(&g), 2);
    assert_eq!(id_points(&g, &g.threatened(2, 0)), sorted(&["F5"]));
    play(&mut g, "G5-F5");
    assert_eq!(
        g.to_move(),
        ToMove::Over(mahai::engine::Outcome::winner(4, 2))
    );
    // Before that, east could not touch south's pieces.
    let g = pos("jinx4 F5,A1/A9/G5/I1 south east move - - 0 0 20/200");
    assert!(!dests(&g, "G5").contains(&"F5".to_string()));
}

#[test]
fn r6_four_players_only_the_next_player_can_be_called() {
    // S threatens W's D5 but N plays next: no call.
    let mut g = pos("jinx4 E5,A1/B9,C9/I9,I8/D5,A9 south south move - - 0 0 20/200");
    assert!(!g.threatened(0, 3).is_empty());
    play(&mut g, "A1-A2");
    assert_eq!(*g.phase(), Phase::Move);
    assert_eq!(seat_to_move(&g), 1);
    // After N's turn, E cannot call W... but W is next after E: E threatening W may call.
    let mut g = pos("jinx4 A1,B1/B9,C9/E5,I8/D5,A9 south east move - - 0 0 20/200");
    play(&mut g, "I8-I7");
    assert_eq!(g.call_targets(), vec![3]);
}

#[test]
fn r14_three_players_after_the_lone_player_is_eliminated() {
    let mut g = pos("jinx3 E5/F5,A9/D5,I1 lone plain move - - 0 3 20/200");
    assert!(dests(&g, "F5").contains(&"E5".to_string()));
    let fx = play(&mut g, "F5-E5");
    assert!(fx.contains(&Effect::Eliminated { seat: 0 }));
    assert_eq!(*g.phase(), Phase::Jinx);
    assert_eq!(g.call_targets(), vec![2]);
    play(&mut g, "jinx:starred");
    assert_eq!(seat_to_move(&g), 2);
    assert_eq!(id_points(&g, &g.designated()), sorted(&["D5"]));
    assert!(
        dests(&g, "D5").contains(&"E5".to_string()),
        "former team-mates capture each other"
    );
}

#[test]
fn r11_draw_safeguards() {
    // One piece each: the 20th turn without capture ends the game.
    let mut g = pos("jinx2 A1/I9 red red move - - 19 0 20/200");
    let fx = play(&mut g, "A1-A2");
    assert_eq!(fx.last(), Some(&Effect::GameOver));
    assert_eq!(g.to_move(), ToMove::Over(mahai::engine::Outcome::draw(2)));
    assert_eq!(g.draw_reason(), Some(DrawReason::OnePieceEach(20)));
    let mut g = pos("jinx2 A1/I9 red red move - - 18 0 20/200");
    play(&mut g, "A1-A2");
    assert!(!g.is_over());
    assert_eq!(g.turns_without_capture(), 19);
    play(&mut g, "I9-I8");
    assert!(g.is_over());
    // 200 turns without capture, whatever the pieces.
    let mut g = pos("jinx2 A1,B1/I9,H9 red red move - - 199 0 20/200");
    play(&mut g, "A1-A2");
    assert!(g.is_over());
    assert_eq!(g.draw_reason(), Some(DrawReason::NoCapture(200)));
    let mut g = pos("jinx2 A1,B1/I9,H9 red red move - - 198 0 20/200");
    play(&mut g, "A1-A2");
    assert!(!g.is_over());
    // Configurable limits; 0 switches a limit off.
    let mut g = Jinx::new(&Options::default())
        .unwrap()
        .with_draw_limits(0, 3);
    assert_eq!(g.draw_limits(), (0, 3));
    for m in ["E1-E2", "E9-E8", "D1-D2"] {
        assert!(!g.is_over());
        play(&mut g, m);
    }
    assert!(g.is_over());
    assert!(g.to_position().ends_with(" 0/3"));
    let mut g = pos("jinx2 A1/I9 red red move - - 500 0 0/0");
    play(&mut g, "A1-A2");
    assert!(!g.is_over());
    // In a team game the eliminated players lose the draw.
    let mut g = pos("jinx4 A1/I9/-/E5 south south move - - 19 0 20/200");
    play(&mut g, "A1-A2");
    let ToMove::Over(o) = g.to_move() else {
        panic!("not over")
    };
    assert_eq!(
        o.0,
        vec![
            SeatResult::Draw,
            SeatResult::Draw,
            SeatResult::Loss,
            SeatResult::Draw
        ]
    );
}

#[test]
fn counter_resets_on_capture_and_counts_turns() {
    let mut g = pos("jinx2 E5,A1/D5,I9,H9 red red move - - 12 0 20/200");
    play(&mut g, "A1-A2");
    play(&mut g, "nojinx");
    assert_eq!(g.turns_without_capture(), 13);
    play(&mut g, "I9-I8");
    done(&mut g);
    assert_eq!(g.turns_without_capture(), 14);
    play(&mut g, "E5-D5");
    assert_eq!(g.turns_without_capture(), 0);
    play(&mut g, "I8-I7");
    done(&mut g);
    assert_eq!(g.turns_without_capture(), 1);
}

#[test]
fn r15_draw_by_agreement() {
    let mut g = pos("jinx2 A1/I9 red red move - - 0 0 20/200");
    assert!(g.can_propose_draw());
    assert!(moves(&g).contains(&"draw".to_string()));
    play(&mut g, "draw");
    assert_eq!(*g.phase(), Phase::DrawAnswer { proposer: 0 });
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(moves(&g), sorted(&["accept", "decline"]));
    assert_eq!(refused(&g, "I9-I8"), "jinx.answer-pending");
    let mut a = g.clone();
    let fx = play(&mut a, "accept");
    assert_eq!(fx, vec![Effect::GameOver]);
    assert_eq!(a.to_move(), ToMove::Over(mahai::engine::Outcome::draw(2)));
    assert_eq!(a.draw_reason(), Some(DrawReason::Agreement));
    assert_eq!(g.draw_reason(), None);
    play(&mut g, "decline");
    assert_eq!(seat_to_move(&g), 0);
    assert!(!g.can_propose_draw(), "once per turn");
    assert_eq!(refused(&g, "draw"), "jinx.no-draw");
    play(&mut g, "A1-A2");
    assert!(
        g.can_propose_draw(),
        "the next player may propose on his turn"
    );
    // Not while somebody has two pieces.
    let g = pos("jinx2 A1,B1/I9 red red move - - 0 0 20/200");
    assert!(!g.can_propose_draw());
    assert_eq!(refused(&g, "draw"), "jinx.no-draw");
    // Three players left with one piece each: both others must accept, in turn order.
    let mut g = pos("jinx4 A1/I9/E5/- south east move - - 0 0 20/200");
    play(&mut g, "draw");
    assert_eq!(seat_to_move(&g), 0, "after east comes south (west is out)");
    play(&mut g, "accept");
    assert_eq!(seat_to_move(&g), 1);
    let mut d = g.clone();
    play(&mut d, "decline");
    assert_eq!(seat_to_move(&d), 2);
    assert_eq!(*d.phase(), Phase::Move);
    play(&mut g, "accept");
    assert!(g.is_over());
    let ToMove::Over(o) = g.to_move() else {
        panic!()
    };
    assert!(o.winners().is_empty());
    assert_eq!(o.0[3], SeatResult::Loss);
}

#[test]
fn obligation_caller_eliminated_lapses() {
    // L called on T; P then takes L's last piece: the call is gone with L.
    let mut g = pos("jinx3 E5/F5,A9/D6,I1 lone plain move lone>starred=D6 - 0 3 20/200");
    play(&mut g, "F5-E5");
    assert!(g.obligations().is_empty());
}

// ---------- setup, options, notation ----------

#[test]
fn r1_r3_setups() {
    let g = Jinx::new(&Options::default()).unwrap();
    assert_eq!(g.mode(), Mode::Two);
    assert_eq!(
        g.to_position(),
        "jinx2 B1,C1,D1,E1,F1,G1,H1/B9,C9,D9,E9,F9,G9,H9 red red move - - 0 0 20/200"
    );
    assert_eq!(
        (g.seat_colour(0), g.seat_side(0)),
        (Colour::Red, Side::South)
    );
    assert_eq!(
        (g.seat_colour(1), g.seat_side(1)),
        (Colour::Green, Side::North)
    );
    assert_eq!(g.seat_name(0), "red");
    let g = start("first=1");
    assert_eq!(seat_to_move(&g), 1);
    assert_eq!(g.turn_order(), &[1, 0]);
    let g = start("variant=three-player");
    assert_eq!(g.turn_order(), &[0, 1, 2]);
    assert_eq!(
        (g.seat_colour(0), g.seat_side(0), g.piece_count(0)),
        (Colour::Red, Side::South, 5)
    );
    assert_eq!(
        (g.seat_colour(1), g.seat_side(1), g.piece_count(1)),
        (Colour::Green, Side::North, 3)
    );
    assert_eq!(
        (g.seat_colour(2), g.seat_side(2), g.piece_count(2)),
        (Colour::Green, Side::East, 3)
    );
    assert!(g.seat_starred(2));
    let names: Vec<String> = (0..3).map(|s| g.seat_name(s)).collect();
    assert_eq!(names, vec!["lone", "plain", "starred"]);
    // Pieces: stable ids, owners, colours.
    for (i, p) in g.pieces().iter().enumerate() {
        assert_eq!(p.id as usize, i);
        assert_eq!(p.colour, g.seat_colour(p.owner));
        assert_eq!(p.starred, g.seat_starred(p.owner));
    }
}

#[test]
fn options_are_validated() {
    let o = |variant: Option<&str>, players: Option<u8>, first: Option<u8>| Options {
        variant: variant.map(|s| s.to_string()),
        players,
        first,
        balls: None,
    };
    assert_eq!(Jinx::variants().len(), 3);
    assert_eq!(Jinx::variants()[0].name, "two-player");
    assert_eq!(
        Jinx::new(&o(Some("four-player"), Some(4), None))
            .unwrap()
            .mode(),
        Mode::Four
    );
    assert_eq!(
        Jinx::new(&o(None, Some(3), None)).unwrap().mode(),
        Mode::Three
    );
    common::refuses_options::<Jinx>(&[
        "variant=four-player players=2",
        "variant=two-player players=3",
        "variant=five-player",
        "players=5",
        "players=1",
        "first=2",
        "players=3 first=1",
        "variant=four-player first=4",
        "balls=2",
    ]);
}

#[test]
fn move_strings() {
    let g = two("E5", "D5,C5,I9", "red");
    assert_eq!(
        g.parse_move("E5-C5").unwrap(),
        Move::Go {
            from: pt("E5"),
            to: pt("C5")
        }
    );
    assert_eq!(
        g.parse_move("e5-d5-c5").unwrap(),
        Move::Go {
            from: pt("E5"),
            to: pt("C5")
        }
    );
    assert_eq!(
        g.parse_move("E5xD5").unwrap(),
        Move::Go {
            from: pt("E5"),
            to: pt("D5")
        }
    );
    assert!(g.parse_move("E5-D6-C5").is_err(), "wrong middle point");
    assert_eq!(
        Move::Go {
            from: pt("E5"),
            to: pt("C5")
        }
        .to_string(),
        "E5-C5"
    );
    for (text, mv) in [
        ("end", Move::EndTurn),
        ("nojinx", Move::NoCall),
        ("draw", Move::ProposeDraw),
        ("accept", Move::AcceptDraw),
        ("decline", Move::DeclineDraw),
        ("pass", Move::Pass),
        ("jinx:1", Move::Call(1)),
    ] {
        assert_eq!(text.parse::<Move>().unwrap(), mv);
        assert_eq!(mv.to_string(), text);
    }
    assert_eq!(g.parse_move("jinx:green").unwrap(), Move::Call(1));
    assert_eq!(g.move_text(&Move::Call(1)), "jinx:green");
    assert!(
        g.parse_move("jinx:north").is_err(),
        "no north in the two-player game"
    );
    assert!(g.parse_move("jinx:2").is_err());
    let g4 = pos("jinx4 H1/B9/I8/A2 south south move - - 0 0 20/200");
    assert_eq!(g4.parse_move("jinx:north").unwrap(), Move::Call(1));
    for bad in [
        "",
        "E5",
        "E5-E5",
        "Z1-A1",
        "E5-C5-A5",
        "E5-D4-C5",
        "jinx",
        "jinx:",
        "jinx:blue",
        "go",
        "E5--C5",
        "E5-C5 E4",
    ] {
        assert!(g.parse_move(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn position_strings_round_trip_and_refuse_nonsense() {
    let good = [
        "jinx2 B1,C1,D1,E1,F1,G1,H1/B9,C9,D9,E9,F9,G9,H9 red red move - - 0 0 20/200",
        "jinx2 E5,x,A1/D5,C5,I9 green red jinx:cap - green 0 0 20/200",
        "jinx3 E5,A1,H1/C5,B9/F6,I9 lone lone second:A1 lone>plain=C5 plain 0 4 20/200",
        "jinx3 E5/C5/F6 lone plain answer:lone - - 7 4 20/200",
        "jinx4 A1/-/E5/I9 north west move:declined - - 7 0 20/200",
        "jinx4 A1/-/-/- north south over:south - - 0 0 20/200",
        "jinx2 A1/I9 red green over:draw - - 20 0 20/200",
    ];
    for s in good {
        let g = Jinx::from_position(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        let back = Jinx::from_position(&g.to_position()).unwrap();
        assert_eq!(back, g, "{s}");
    }
    let bad = [
        "",
        "jinx2",
        "jinx5 A1/I9 red red move - - 0 0 20/200",
        "jinx2 A1/I9 red red move - - 0 0 20/200 extra",
        "jinx2 A1/A1 red red move - - 0 0 20/200",
        "jinx2 A1,B1,C1,D1,E1,F1,G1,H1/I9 red red move - - 0 0 20/200",
        "jinx2 A1/I9/E5 red red move - - 0 0 20/200",
        "jinx2 Z1/I9 red red move - - 0 0 20/200",
        "jinx2 A1/I9 blue red move - - 0 0 20/200",
        "jinx2 A1/I9 red north move - - 0 0 20/200",
        "jinx2 A1/I9 red red moving - - 0 0 20/200",
        "jinx2 A1/I9 red red jinx - - 0 0 20/200",
        "jinx2 A1/- red red move - - 0 0 20/200",
        "jinx2 A1/I9 red red over:red - - 0 0 20/200",
        "jinx2 A1/- red red over:draw - - 0 0 20/200",
        "jinx2 A1/I9 red red move red>green=A1 - 0 0 20/200",
        "jinx2 A1/I9 red red move red>green=I9 - 0 0 20/200",
        "jinx2 E5,A1/C5,D6,I9 red green jinx:cap - - 3 0 20/200",
        "jinx4 G1,A9/I1,I2/E5/H1 south east move south>north=I1 - 0 0 20/200",
        "jinx2 A1/I9 red red move red>red=A1 - 0 0 20/200",
        "jinx2 A1/I9 red red move red>green - 0 0 20/200",
        "jinx2 A1/I9 red red move - red,red 0 0 20/200",
        "jinx2 A1/I9 red red move - - -1 0 20/200",
        "jinx2 A1/I9 red red move - - 0 3 20/200",
        "jinx2 A1/I9 red red move - - 0 0 20",
        "jinx2 A1/I9 red red second:A1 - - 0 0 20/200",
        "jinx2 A1,B1/I9 red red move:declined - - 0 0 20/200",
        "jinx2 A1/I9 red red answer:red - - 0 0 20/200",
        "jinx3 E5,A1/C5/F6 lone lone second:A1 - - 0 0 20/200",
        "jinx3 E5,A1/C5/F6 plain lone move - - 0 0 20/200",
        "jinx4 A1/I9/E5/B5 east south move - - 0 0 20/200",
        "jinx4 A1/-/E5/B5 south north move - - 0 0 20/200",
    ];
    for s in bad {
        assert!(Jinx::from_position(s).is_err(), "{s:?} should be refused");
    }
}

#[test]
fn mangled_position_strings_never_panic() {
    let samples = [
        "jinx2 E5,x,A1/D5,C5,I9 green red jinx:cap - green 0 0 20/200",
        "jinx3 E5,A1,H1/C5,B9/F6,I9 lone lone second:A1 lone>plain=C5 plain 0 4 20/200",
        "jinx4 H1,G1,F1/B9,C9,D9/I8,I7,I6/A2,A3,A4 south south move - - 0 0 20/200",
    ]
    .map(String::from);
    let alphabet = "ABCDEFGHIJxz0123456789/,:>=- redgnjoivsamcp";
    let read = common::mangled::<Jinx>(&samples, alphabet, 99, 3000);
    for (text, g) in &read {
        let _ = g.diagram();
        if !g.is_over() {
            assert!(!g.legal_moves().is_empty(), "{text}");
        }
    }
    assert!(
        read.len() > 50,
        "the mutations should keep some positions valid ({})",
        read.len()
    );
}

#[test]
fn diagram_lists_state() {
    let g = pos("jinx3 E5,A1,H1/C5,B9/F6,I9 lone lone second:A1 lone>plain=C5 plain 0 4 20/200");
    let d = g.diagram();
    assert!(d.contains(" 5   o-g-o-g-P-r-o-r-L-g-o"), "{d}");
    assert!(
        d.contains("obligation: plain must move one of C5 (jinx by lone)"),
        "{d}"
    );
    assert!(d.contains("lone player's turns played: 4"), "{d}");
    assert!(
        d.contains("called jinx last turn (no call now): plain"),
        "{d}"
    );
}

// ---------- perft ----------

#[test]
fn perft_start_depth_one_by_hand() {
    // Counted by hand from the board: red 16 moves, the lone player 13, south 8.
    let two = Jinx::new(&Options::default()).unwrap();
    assert_eq!(perft(&two, 1), 16);
    let three = start("players=3");
    assert_eq!(perft(&three, 1), 13);
    let four = start("players=4");
    assert_eq!(perft(&four, 1), 8);
}

// ---------- random games ----------

#[test]
fn games_end_with_default_limits() {
    let mut results = [0u32; 3];
    for mode in [2u8, 3, 4] {
        let start = start(&format!("players={mode}"));
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let (end, plies) = random_playout(start.clone(), &mut rng, 20_000);
            assert!(
                end.is_over(),
                "mode {mode} seed {seed} did not end in {plies} plies"
            );
            let ToMove::Over(o) = end.to_move() else {
                unreachable!()
            };
            if !o.winners().is_empty() {
                results[mode as usize - 2] += 1;
            }
        }
    }
    assert!(
        results.iter().all(|w| *w > 0),
        "some games are won: {results:?}"
    );
}

#[test]
fn obligation_struct_is_exposed() {
    let g = pos("jinx2 E5,A1/C5,D6,I9 red green move red>green=C5,D6 red 0 0 20/200");
    assert_eq!(
        g.obligations(),
        &[Obligation {
            caller: 0,
            target: 1,
            pieces: g.designated()
        }]
    );
    assert!(g.cooldown(0));
}

#[test]
fn lone_player_wins_on_his_first_move_of_a_turn() {
    let mut g = pos("jinx3 E5,A1/D5/- lone lone move - - 0 2 20/200");
    let fx = play(&mut g, "E5-D5");
    assert!(fx.contains(&Effect::Eliminated { seat: 1 }));
    assert_eq!(
        g.to_move(),
        ToMove::Over(mahai::engine::Outcome::winner(3, 0))
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn a_pass_counts_as_a_lone_turn_and_ends_the_turn() {
    // The lone player's only piece on A1 is walled in by... nothing of his own: he always has a
    // move, so the pass is shown with the team: P's B9 walled in by T's pieces A9, B8, C9.
    let mut g = pos("jinx3 E5,A1/B9/A9,B8,C9 lone plain move - - 3 2 20/200");
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    assert_eq!(seat_to_move(&g), 2);
    assert_eq!(g.turns_without_capture(), 4);
    let mut g = pos("jinx3 E5,A1/B9/I9 lone lone move - - 3 2 20/200");
    play(&mut g, "E5-E4");
    play(&mut g, "end");
    done(&mut g);
    assert_eq!(g.lone_turns(), 3);
}

#[test]
fn refused_moves_say_why() {
    let mut g = Jinx::new(&Options::default()).unwrap();
    assert_eq!(refused(&g, "E5-E6"), "jinx.no-piece");
    assert_eq!(refused(&g, "E9-E8"), "jinx.not-your-piece");
    assert_eq!(refused(&g, "E1-E4"), "jinx.bad-path");
    assert_eq!(refused(&g, "E1-D1"), "jinx.bad-path");
    assert_eq!(refused(&g, "end"), "jinx.wrong-phase");
    assert_eq!(refused(&g, "accept"), "jinx.wrong-phase");
    assert_eq!(refused(&g, "draw"), "jinx.no-draw");
    let e = g.play(&Move::Go { from: 99, to: 3 }).unwrap_err();
    assert_eq!(e.code(), "jinx.no-such-point");
    // Second move outside the lone player's turn.
    let g = pos("jinx3 E5,A1,H1/C5,B9/F6,I9 lone lone second:A1 - - 0 4 20/200");
    assert_eq!(refused(&g, "A1-A3"), "jinx.same-piece");
    assert_eq!(refused(&g, "A2-A3"), "jinx.no-piece");
    assert_eq!(refused(&g, "draw"), "jinx.wrong-phase");
}

#[test]
fn play_again_lets_the_other_colour_begin_but_the_lone_player_always_begins() {
    let opts = |players, first| Options {
        players: Some(players),
        first,
        ..Options::default()
    };
    let g = Jinx::new(&opts(2, None)).unwrap();
    let next = g.rematch(&opts(2, None));
    assert_eq!((next.options.first, next.swap), (Some(1), false));
    assert_eq!(g.rematch(&next.options).options.first, Some(0));
    assert_eq!(g.rematch(&opts(4, Some(1))).options.first, Some(0));
    let three = Jinx::new(&opts(3, None)).unwrap();
    assert_eq!(three.rematch(&opts(3, None)).options, opts(3, None));
}

/// What a board says for a click on a piece that cannot move: the rules' own refusal.
#[test]
fn a_piece_that_cannot_move_says_why() {
    let why = |g: &Jinx, at: &str| g.why_not_from(pt(at)).map(|e| e.code());
    let mut g = red_threatens_two();
    // The call is on offer: no piece moves until Red calls or lets it go.
    assert_eq!(why(&g, "A1"), Some("jinx.call-pending"));
    assert_eq!(why(&g, "C5"), Some("jinx.call-pending"));
    play(&mut g, "jinx:green");
    assert_eq!(why(&g, "A1"), Some("jinx.not-your-piece"));
    // Green must move C5 or D6: B9 may not, whatever its own moves; C5 may; an empty point
    // says nothing.
    assert_eq!(why(&g, "B9"), Some("jinx.must-move-designated"));
    assert_eq!(why(&g, "C5"), None);
    assert_eq!(why(&g, "E9"), None);
    // A piece walled in by its own side has nowhere to go.
    let g = two("A1,A2,B1,B2,A3,C1,C3", "I9", "red");
    assert_eq!(why(&g, "A1"), Some("jinx.stuck"));
    assert_eq!(why(&g, "C3"), None);
}
