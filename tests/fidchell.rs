#![cfg(not(target_arch = "wasm32"))]
//! Fidchell: the scenarios of `scenarios/fidchell.md` (tests named after their ids), one test
//! or more per rule and ruling, perft counts, seeded random playouts and refused inputs.

mod common;

use common::{invariants, refused};
use mahai::engine::playout::random_playout;
use mahai::engine::rng::Rng;
use mahai::engine::{Effect, Game, Options, SeatResult, ToMove};
use mahai::games::fidchell::board::{self, name, parse_point, Point, Radials};
use mahai::games::fidchell::{Challenge, Colour, End, Fidchell, King, Move, Phase, STONES};

// ---------------------------------------------------------------- helpers

fn p(s: &str) -> Point {
    parse_point(s).unwrap_or_else(|| panic!("bad point {s}"))
}

fn pts(s: &str) -> Vec<Point> {
    s.split_whitespace().map(p).collect()
}

/// A position string from stone lists; `lost` is whatever makes 27 per side.
struct Pos<'a> {
    variant: &'a str,
    side: char,
    white: &'a str,
    black: &'a str,
    hand: (u8, u8),
    king: &'a str,
    challenge: &'a str,
    end: &'a str,
    passes: u8,
    history: String,
}

impl Default for Pos<'_> {
    fn default() -> Self {
        Pos {
            variant: "game-one",
            side: 'w',
            white: "",
            black: "",
            hand: (0, 0),
            king: "both",
            challenge: "-",
            end: "-",
            passes: 0,
            history: "-".into(),
        }
    }
}

impl<'a> Pos<'a> {
    /// White's and Black's stones (lists of points); the rest as [`Default`], changed below.
    fn at(white: &'a str, black: &'a str) -> Self {
        Pos {
            white,
            black,
            ..Default::default()
        }
    }
    fn variant(self, variant: &'a str) -> Self {
        Pos { variant, ..self }
    }
    fn side(self, side: char) -> Self {
        Pos { side, ..self }
    }
    fn hand(self, white: u8, black: u8) -> Self {
        Pos {
            hand: (white, black),
            ..self
        }
    }
    fn king(self, king: &'a str) -> Self {
        Pos { king, ..self }
    }
    fn challenge(self, challenge: &'a str) -> Self {
        Pos { challenge, ..self }
    }
    fn end(self, end: &'a str) -> Self {
        Pos { end, ..self }
    }
    fn passes(self, passes: u8) -> Self {
        Pos { passes, ..self }
    }
    fn history(self, history: impl Into<String>) -> Self {
        Pos {
            history: history.into(),
            ..self
        }
    }
}

impl Pos<'_> {
    fn text(&self) -> String {
        let (w, b) = (pts(self.white), pts(self.black));
        let rings: Vec<String> = (1..=7u8)
            .map(|r| {
                (0..board::RING_SIZES[r as usize])
                    .map(|k| {
                        let q = board::point(r, k);
                        if w.contains(&q) {
                            'W'
                        } else if b.contains(&q) {
                            'B'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        format!(
            "fidchell:{} {} {} hand={},{} lost={},{} king={} challenge={} extra=0 passes={} end={} history={}",
            self.variant,
            self.side,
            rings.join("/"),
            self.hand.0,
            self.hand.1,
            STONES as usize - w.len() - self.hand.0 as usize,
            STONES as usize - b.len() - self.hand.1 as usize,
            self.king,
            self.challenge,
            self.passes,
            self.end,
            self.history
        )
    }
    fn game(&self) -> Fidchell {
        let t = self.text();
        Fidchell::from_position(&t).unwrap_or_else(|e| panic!("{e}\n{t}"))
    }
}

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("bad move {s}: {e:?}"))
}

fn play(g: &mut Fidchell, s: &str) -> Vec<Effect> {
    common::play(g, s)
}

fn new(variant: &str) -> Fidchell {
    Fidchell::new(&Options {
        variant: Some(variant.into()),
        ..Default::default()
    })
    .unwrap()
}

fn dests(g: &Fidchell, from: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .moves_from(p(from))
        .iter()
        .map(|m| match m {
            Move::Go { to, .. } => name(*to),
            _ => panic!("not a move: {m}"),
        })
        .collect();
    v.sort();
    v
}

fn sorted(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

fn captured_at(fx: &[Effect]) -> Vec<String> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Captured { at, .. } => Some(name(*at as Point)),
            _ => None,
        })
        .collect()
}

fn white_wins(g: &Fidchell) -> bool {
    matches!(g.to_move(), ToMove::Over(o) if o.0 == vec![SeatResult::Win, SeatResult::Loss])
}

fn black_wins(g: &Fidchell) -> bool {
    matches!(g.to_move(), ToMove::Over(o) if o.0 == vec![SeatResult::Loss, SeatResult::Win])
}

// ---------------------------------------------------------------- scenarios

#[test]
fn fc_01_board_facts() {
    let b = board::board(Radials::Ruled);
    assert_eq!(b.points().len(), 109);
    assert_eq!(b.edges().len(), 148);
    let arcs = b
        .edges()
        .iter()
        .filter(|(x, y)| board::ring(*x) == board::ring(*y))
        .count();
    assert_eq!(arcs, 108);
    assert_eq!(b.edges().len() - arcs, 40);
    assert_eq!(b.lines().len(), 15);
    let nb = |s: &str| {
        sorted(
            &b.neighbours(p(s))
                .iter()
                .map(|q| name(*q))
                .collect::<Vec<_>>()
                .join(" "),
        )
    };
    assert_eq!(nb("0:0"), sorted("1:0 1:1 1:2 1:3"));
    assert_eq!(nb("1:0"), sorted("0:0 1:1 1:3 2:0"));
    assert_eq!(nb("2:1"), sorted("2:0 2:2"));
    assert_eq!(nb("4:2"), sorted("4:1 4:3 5:2"));
    assert_eq!(nb("5:2"), sorted("4:2 5:1 5:3 6:3"));
    assert_eq!(nb("6:3"), sorted("5:2 6:2 6:4 7:3"));
    assert_eq!(nb("7:3"), sorted("6:3 7:2 7:4"));
    for (x, y) in [("5:1", "6:1"), ("3:1", "4:1"), ("2:1", "3:1")] {
        assert!(!b.adjacent(p(x), p(y)), "{x} {y}");
    }
    let deg = |d: usize| (0..109u8).filter(|&q| b.neighbours(q).len() == d).count();
    assert_eq!((deg(4), deg(3), deg(2)), (33, 12, 64));
    // The spokes exactly as the spec lists them.
    let spokes: Vec<String> = b
        .lines()
        .iter()
        .filter(|l| !l.is_circle())
        .map(|l| {
            l.points
                .iter()
                .map(|q| name(*q))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(
        spokes,
        vec![
            "0:0 1:0 2:0 3:0 4:0 5:0 6:0 7:0",
            "4:2 5:2 6:3 7:3",
            "0:0 1:1 2:3 3:3 4:4 5:4 6:6 7:6",
            "4:6 5:6 6:9 7:9",
            "0:0 1:2 2:6 3:6 4:8 5:8 6:12 7:12",
            "4:10 5:10 6:15 7:15",
            "0:0 1:3 2:9 3:9 4:12 5:12 6:18 7:18",
            "4:14 5:14 6:21 7:21",
        ]
    );
}

#[test]
fn fc_03_capture_on_a_circle_in_placement_gives_an_extra_turn() {
    let mut g = Pos::at("5:5", "5:4").hand(10, 10).king("dead").game();
    let fx = play(&mut g, "5:3");
    assert_eq!(captured_at(&fx), vec!["5:4"]);
    assert!(fx.contains(&Effect::ExtraTurn { seat: 0 }));
    assert_eq!(
        fx[0],
        Effect::Placed {
            piece: 0,
            at: p("5:3") as u16,
            owner: 0
        }
    );
    assert_eq!(
        fx[1],
        Effect::Captured {
            piece: 1,
            at: p("5:4") as u16,
            owner: 1
        }
    );
    assert_eq!(g.stone(p("5:4")), None);
    assert_eq!(
        (g.side(), g.in_hand(Colour::White), g.lost(Colour::Black)),
        (Colour::White, 9, 17)
    );
    assert!(g.is_extra_turn());
    play(&mut g, "2:5");
    assert_eq!((g.side(), g.in_hand(Colour::White)), (Colour::Black, 8));
}

#[test]
fn fc_05_safe_entry_then_vulnerable() {
    let mut g = Pos::at("5:3 5:5", "4:4 7:10").side('b').game();
    let fx = play(&mut g, "4:4-5:4");
    assert!(captured_at(&fx).is_empty());
    assert_eq!(g.stone(p("5:4")), Some(Colour::Black));
    assert_eq!(g.side(), Colour::White);
    assert!(captured_at(&play(&mut g, "5:5-5:6")).is_empty());
    assert!(captured_at(&play(&mut g, "7:10-7:11")).is_empty());
    let fx = play(&mut g, "5:6-5:5");
    assert_eq!(captured_at(&fx), vec!["5:4"]);
    assert_eq!(g.side(), Colour::White);
    assert!(fx.contains(&Effect::ExtraTurn { seat: 0 }));
}

#[test]
fn fc_07_repeated_extra_turns() {
    let mut g = Pos::at("3:2 3:5", "3:1 3:4").hand(5, 5).king("dead").game();
    assert_eq!(captured_at(&play(&mut g, "3:0")), vec!["3:1"]);
    assert_eq!(g.side(), Colour::White);
    assert_eq!(captured_at(&play(&mut g, "3:3")), vec!["3:4"]);
    assert_eq!(g.side(), Colour::White);
    assert!(captured_at(&play(&mut g, "3:7")).is_empty());
    assert_eq!(g.side(), Colour::Black);
    assert_eq!(g.in_hand(Colour::White), 2);
}

#[test]
fn fc_09_king_alive_from_the_first_slide() {
    let mut g = Pos::at("2:1", "1:0").king("dead").game();
    let ring2: Vec<String> = (0..12)
        .filter(|&k| k != 1)
        .map(|k| format!("2:{k}"))
        .collect();
    assert_eq!(dests(&g, "2:1"), sorted(&ring2.join(" ")));
    let fx = play(&mut g, "2:1-2:0");
    assert_eq!(g.king(), King::Both);
    assert_eq!(captured_at(&fx), vec!["1:0"]);
    assert_eq!(g.side(), Colour::White);
    assert!(g.is_extra_turn());
}

#[test]
fn fc_11_slide_limits() {
    for variant in ["game-one", "game-two"] {
        let king = if variant == "game-one" {
            "dead"
        } else {
            "white"
        };
        let g = Pos::at("4:0 5:0 1:0 1:1 1:2 1:3 7:3", "4:3 4:14 2:0")
            .variant(variant)
            .hand(0, 5)
            .king(king)
            .game();
        assert_eq!(dests(&g, "4:0"), sorted("4:1 4:2 4:15 3:0"), "{variant}");
    }
}

#[test]
fn fc_13_a_stone_off_the_spokes_moves_only_on_its_circle() {
    let g = Pos::at("4:1", "4:5").hand(0, 3).king("dead").game();
    let want = "4:2 4:3 4:4 4:0 4:15 4:14 4:13 4:12 4:11 4:10 4:9 4:8 4:7 4:6";
    assert_eq!(dests(&g, "4:1"), sorted(want));
    assert_eq!(g.moves_from(p("4:1")).len(), 14);
}

#[test]
fn fc_15_connection() {
    let won = |w: &str| {
        let g = Pos::at(w, "3:5").end("white-connected").game();
        assert!(g.connected(Colour::White), "{w}");
        g.winning_path().unwrap()
    };
    let path = won("1:0 2:0 3:0 4:0 5:0 6:0 7:0");
    assert_eq!(path, pts("0:0 1:0 2:0 3:0 4:0 5:0 6:0 7:0"));
    let twisted = won("1:1 2:3 2:4 2:5 2:6 3:6 3:7 3:8 3:9 4:12 5:12 5:13 5:14 6:21 7:21");
    assert_eq!(twisted.len(), 16);
    assert_eq!(*twisted.last().unwrap(), p("7:21"));
    let b = board::board(Radials::Ruled);
    for w in twisted[1..].windows(2) {
        assert!(b.adjacent(w[0], w[1]));
    }
    won("1:1 2:3 3:3 4:4 5:4 5:3 5:2 6:3 7:3");
    for w in ["1:0 2:0 3:0 4:0 5:0 5:1 6:1 7:1", "2:0 3:0 4:0 5:0 6:0 7:0"] {
        let g = Pos::at(w, "3:5").game();
        assert!(!g.connected(Colour::White), "{w}");
        assert_eq!(g.winning_path(), None);
    }
    // Completing the chain by a placement wins at once (game one, rule 5).
    let mut g = Pos::at("1:0 2:0 3:0 4:0 5:0 7:0", "3:5").hand(3, 3);
    g.king = "dead";
    let mut g = g.game();
    play(&mut g, "6:0");
    assert!(white_wins(&g));
    assert_eq!(g.end(), Some(End::Connected(Colour::White)));
    assert_eq!(
        g.winning_path().unwrap(),
        pts("0:0 1:0 2:0 3:0 4:0 5:0 6:0 7:0")
    );
    assert!(g.legal_moves().is_empty());
}

#[test]
fn fc_17_game_two_king_is_whites_from_the_start() {
    let mut g = Pos::at("1:1 1:2 1:3 7:3 7:9 7:15 7:21", "1:0 4:2 7:0")
        .variant("game-two")
        .hand(10, 10)
        .king("white")
        .game();
    let fx = play(&mut g, "2:0");
    assert_eq!(captured_at(&fx), vec!["1:0"]);
    assert_eq!(g.side(), Colour::White);
    assert_eq!(g.king(), King::White);
}

fn fc_19_position() -> Pos<'static> {
    Pos::at("1:1 7:1 7:2 7:4 7:5 7:7 7:8 7:10 7:11", "2:4 4:10")
        .variant("game-two")
        .side('b')
        .king("white")
}

#[test]
fn fc_19_game_two_king_counts_for_black_from_blacks_first_slide() {
    let mut g = fc_19_position().game();
    let fx = play(&mut g, "2:4-2:3");
    assert_eq!(g.king(), King::Both);
    assert_eq!(captured_at(&fx), vec!["1:1"]);
    assert_eq!(g.side(), Colour::Black);
    assert!(g.is_extra_turn());
    // Black may challenge at the start of the extra turn.
    assert!(g.legal_moves().contains(&Move::Challenge));
}

#[test]
fn fc_21_challenge_defeated_by_a_capture() {
    for decline in [false, true] {
        let mut g = new("game-two");
        play(&mut g, "5:5");
        assert!(g.legal_moves().contains(&Move::Challenge));
        let fx = play(&mut g, "challenge");
        assert!(fx.contains(&Effect::Called { by: 1, target: 0 }));
        assert_eq!(
            (g.side(), g.challenge()),
            (Colour::Black, Challenge::Running(5))
        );
        assert!(!g.legal_moves().contains(&Move::Challenge));
        play(&mut g, "5:4");
        play(&mut g, "3:0"); // W1: no capture
        assert_eq!(g.challenge(), Challenge::Running(4));
        play(&mut g, "3:5");
        let fx = play(&mut g, "5:3"); // W2 captures
        assert_eq!(captured_at(&fx), vec!["5:4"]);
        assert_eq!(
            (g.challenge(), g.phase(), g.side()),
            (Challenge::Removal, Phase::Removal, Colour::White)
        );
        let blacks = g.on_board(Colour::Black) as usize;
        assert_eq!(g.legal_moves().len(), 1 + blacks * (blacks - 1) / 2);
        refused(&g, "5:7");
        refused(&g, "remove:4:2");
        refused(&g, "remove:4:2+5:5");
        assert_eq!(
            g.play(&Move::Remove(p("4:2"), Some(p("4:2"))))
                .unwrap_err()
                .code(),
            "fidchell.removal-twice"
        );
        let lost = g.lost(Colour::Black);
        if decline {
            play(&mut g, "decline");
            assert_eq!(g.lost(Colour::Black), lost);
        } else {
            let fx = play(&mut g, "remove:4:6+4:2");
            assert_eq!(captured_at(&fx), vec!["4:2", "4:6"]);
            assert_eq!(g.lost(Colour::Black), lost + 2);
            assert_eq!(g.stone(p("4:2")), None);
        }
        assert_eq!(
            (g.challenge(), g.side(), g.phase()),
            (Challenge::None, Colour::White, Phase::Placing)
        );
        assert!(g.is_extra_turn());
        play(&mut g, "6:5");
        assert_eq!(g.side(), Colour::Black);
        assert!(g.legal_moves().contains(&Move::Challenge));
    }
}

#[test]
fn fc_23_white_connects_during_a_challenge() {
    let mut g = Pos::at("1:0 2:0 3:0 4:0 5:0 6:1 7:0 6:22", "6:23 4:2 7:3")
        .variant("game-two")
        .challenge("3")
        .game();
    let fx = play(&mut g, "6:1-6:0");
    assert_eq!(captured_at(&fx), vec!["6:23"]);
    assert!(white_wins(&g));
    assert_eq!(g.end(), Some(End::Connected(Colour::White)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn fc_25_game_three_one_step() {
    let g = Pos::at("4:0", "3:0 4:1").variant("game-three").game();
    assert_eq!(dests(&g, "4:0"), sorted("4:15 5:0"));
}

#[test]
fn fc_27_game_three_capture_against_the_king() {
    let mut g = Pos::at("2:1", "1:0 6:6").variant("game-three").game();
    let fx = play(&mut g, "2:1-2:0");
    assert_eq!(captured_at(&fx), vec!["1:0"]);
    assert_eq!(g.side(), Colour::Black);
    assert!(!g.is_extra_turn());
}

#[test]
fn fc_29_game_three_variant_two() {
    let mut g = Pos::at("", "1:0")
        .variant("game-three-v2")
        .hand(26, 26)
        .king("both")
        .game();
    let fx = play(&mut g, "2:0");
    assert_eq!(captured_at(&fx), vec!["1:0"]);
    assert_eq!(g.side(), Colour::Black);
}

#[test]
fn fc_31_capture_on_ring_one_along_the_circle() {
    let mut g = Pos::at("1:3", "1:0").hand(5, 5).king("dead").game();
    let fx = play(&mut g, "1:1");
    assert_eq!(captured_at(&fx), vec!["1:0"]);
}

#[test]
fn fc_33_safe_entry_that_captures() {
    let mut g = Pos::at("5:3 5:5 4:4", "3:3 6:6").side('b').game();
    let fx = play(&mut g, "6:6-5:4");
    assert_eq!(captured_at(&fx), vec!["4:4"]);
    assert_eq!(g.stone(p("5:4")), Some(Colour::Black));
    assert_eq!(g.side(), Colour::Black);
    assert!(g.is_extra_turn());
}

#[test]
fn fc_35_threefold_repetition() {
    let mut g = Pos::at("7:5 3:1", "7:15 3:7").game();
    let cycle = ["7:5-7:4", "7:15-7:14", "7:4-7:5", "7:14-7:15"];
    for (i, m) in cycle.iter().cycle().take(8).enumerate() {
        assert!(!g.is_over(), "over too early at ply {i}");
        play(&mut g, m);
    }
    assert_eq!(g.end(), Some(End::DrawByRepetition));
    assert!(matches!(g.to_move(), ToMove::Over(o) if o.is_draw()));
    // The history travels in the position string: one ply short of the draw, re-read.
    let mut g = Pos::at("7:5 3:1", "7:15 3:7").game();
    for m in cycle.iter().cycle().take(7) {
        play(&mut g, m);
    }
    let mut back = Fidchell::from_position(&g.to_position()).unwrap();
    assert_eq!(back.history().len(), 7);
    play(&mut back, "7:14-7:15");
    assert_eq!(back.end(), Some(End::DrawByRepetition));
}

// ---------------------------------------------------------------- rules and rulings

#[test]
fn start_positions() {
    let g = new("game-one");
    assert_eq!(
        (g.side(), g.king(), g.phase()),
        (Colour::White, King::Dead, Phase::Placing)
    );
    assert_eq!(
        (g.in_hand(Colour::White), g.in_hand(Colour::Black)),
        (27, 27)
    );
    assert_eq!(g.legal_moves().len(), 108);
    assert!(!g.legal_moves().contains(&Move::Place(0)));
    let g = new("game-two");
    assert_eq!(
        g.stones(Colour::White),
        pts("1:0 1:1 1:2 1:3 7:3 7:9 7:15 7:21")
    );
    assert_eq!(
        g.stones(Colour::Black),
        pts("4:2 4:6 4:10 4:14 7:0 7:6 7:12 7:18")
    );
    assert_eq!(
        (g.in_hand(Colour::White), g.in_hand(Colour::Black), g.king()),
        (19, 19, King::White)
    );
    assert_eq!(g.legal_moves().len(), 92);
    assert_eq!(new("game-three").king(), King::Dead);
    assert_eq!(new("game-three-v1").king(), King::Dead);
    assert_eq!(new("game-three-v2").king(), King::Both);
    // First player option (games one and three), refused in game two.
    let o = |v: &str, first| Options {
        variant: Some(v.into()),
        first: Some(first),
        ..Default::default()
    };
    assert_eq!(
        Fidchell::new(&o("game-one", 1)).unwrap().side(),
        Colour::Black
    );
    assert_eq!(
        Fidchell::new(&o("game-three", 1)).unwrap().side(),
        Colour::Black
    );
    common::refuses_options::<Fidchell>(&[
        "variant=game-two first=1",
        "variant=game-one first=2",
        "variant=game-four",
        "players=3",
    ]);
    assert_eq!(Fidchell::variants().len(), 10);
    assert_eq!(Fidchell::variants()[0].name, "game-one");
}

#[test]
fn all_radials_board() {
    let b = board::board(Radials::All);
    assert_eq!(b.points().len(), 109);
    assert_eq!(b.edges().len(), 148 + 32);
    assert!(b.adjacent(p("2:1"), p("3:1")));
    assert!(b.adjacent(p("4:1"), p("5:1")));
    assert!(b.adjacent(p("6:1"), p("7:1")));
    assert!(!b.adjacent(p("5:1"), p("6:1")));
    assert!(!b.adjacent(p("3:1"), p("4:1")));
    // The extra spokes are single segments: they add moves and connections, never captures.
    assert!(b
        .lines()
        .iter()
        .filter(|l| !l.is_circle())
        .all(|l| l.points.len() == 2 || l.points.len() >= 4));
    assert_eq!(b.lines().iter().filter(|l| l.points.len() == 2).count(), 32);
    let g = Pos::at("2:1 7:2", "6:2")
        .variant("game-one-all-radials")
        .game();
    assert!(dests(&g, "2:1").contains(&"3:1".to_string()));
    let g = Pos::at("2:1 7:2", "6:2").game();
    assert!(!dests(&g, "2:1").contains(&"3:1".to_string()));
    let g = Pos::at("4:1", "7:7")
        .variant("game-three-all-radials")
        .game();
    assert_eq!(dests(&g, "4:1"), sorted("4:0 4:2 5:1"));
    // A chain using the extra links connects only on that board.
    let chain = "1:0 2:0 2:1 3:1 3:2 3:3 4:4 4:5 5:5 5:6 6:9 6:10 7:10";
    let ruled = Pos::at(chain, "7:20").game();
    assert!(!ruled.connected(Colour::White));
    let all = Pos::at(chain, "7:20")
        .variant("game-one-all-radials")
        .end("white-connected")
        .game();
    assert!(all.connected(Colour::White));
    assert_eq!(all.winning_path().unwrap().len(), 14);
}

#[test]
fn slides_never_cross_the_centre_or_turn() {
    let g = Pos::at("2:0", "6:5").game();
    let d = dests(&g, "2:0");
    assert!(d.contains(&"1:0".to_string()));
    assert!(!d.iter().any(|q| q.starts_with("1:") && q != "1:0"));
    assert!(!d.iter().any(|q| q.starts_with("0:")));
    let path = g.path(p("2:0"), p("7:0")).unwrap();
    assert_eq!(path, pts("2:0 3:0 4:0 5:0 6:0 7:0"));
    // Round a circle both ways: one move, the shorter path.
    let g = Pos::at("5:0", "6:5").game();
    assert_eq!(g.moves_from(p("5:0")).len(), 15 + 4 + 2);
    assert_eq!(g.path(p("5:0"), p("5:14")).unwrap(), pts("5:0 5:15 5:14"));
    // A tie goes clockwise (ruling R3).
    assert_eq!(
        g.path(p("5:0"), p("5:8")).unwrap(),
        pts("5:0 5:1 5:2 5:3 5:4 5:5 5:6 5:7 5:8")
    );
    let mut g = g;
    let fx = play(&mut g, "5:0-5:14");
    assert_eq!(
        fx[0],
        Effect::Moved {
            piece: 0,
            path: vec![p("5:0") as u16, p("5:15") as u16, p("5:14") as u16]
        }
    );
    // Jumping over a stone is refused with a reason; the position is unchanged.
    let mut g = Pos::at("4:0 5:0", "6:5").game();
    let before = g.clone();
    assert_eq!(refused(&g, "4:0-6:0"), "fidchell.unreachable");
    // Turning from a circle onto a spoke is refused.
    assert!(g.play(&mv("4:0-4:2")).is_ok());
    let g = before.clone();
    refused(&g, "4:0-5:2");
}

#[test]
fn placement_comes_first_and_players_switch_one_by_one() {
    // White has an empty hand and slides while Black still places (F10); the first slide wakes
    // the king in game one (F11) for Black's placements too.
    let mut g = Pos::at("2:1 5:5", "1:0 6:9").hand(0, 4).king("dead").game();
    assert_eq!(g.phase(), Phase::Moving);
    assert!(g.legal_moves().iter().all(|m| matches!(m, Move::Go { .. })));
    assert_eq!(refused(&g, "3:4"), "fidchell.hand-empty");
    play(&mut g, "5:5-5:6");
    assert_eq!(g.king(), King::Both);
    assert_eq!(g.phase(), Phase::Placing);
    assert!(g.legal_moves().iter().all(|m| matches!(m, Move::Place(_))));
    assert_eq!(refused(&g, "6:9-6:10"), "fidchell.must-place");
    // Black, still placing, uses the live king: 2:1 -> W on 1:1? Place 2:3 with W on 1:1.
    let mut g = Pos::at("1:1 5:5", "6:9")
        .side('b')
        .hand(0, 4)
        .king("both")
        .game();
    assert_eq!(captured_at(&play(&mut g, "2:3")), vec!["1:1"]);
    assert_eq!(g.side(), Colour::Black);
}

#[test]
fn king_dead_in_game_one_placement() {
    let mut g = Pos::at("3:5", "1:0").hand(5, 5).king("dead").game();
    assert!(captured_at(&play(&mut g, "2:0")).is_empty());
    assert_eq!(g.side(), Colour::Black);
    assert_eq!(g.stone(p("1:0")), Some(Colour::Black));
}

#[test]
fn one_extra_turn_for_several_captures() {
    let mut g = Pos::at("5:2 5:6", "5:3 5:5").hand(4, 4).king("dead").game();
    let fx = play(&mut g, "5:4");
    assert_eq!(captured_at(&fx), vec!["5:3", "5:5"]);
    assert_eq!(
        fx.iter()
            .filter(|e| matches!(e, Effect::ExtraTurn { .. }))
            .count(),
        1
    );
    assert_eq!(g.side(), Colour::White);
    play(&mut g, "7:7");
    assert_eq!(g.side(), Colour::Black);
}

#[test]
fn flanking_pairs_only_along_one_line() {
    // Spoke end 4:2: no spoke pair (nothing inside it on S0), only its circle pair.
    let mut g = Pos::at("4:1", "4:2").hand(4, 4).king("dead").game();
    assert!(captured_at(&play(&mut g, "5:2")).is_empty());
    play(&mut g, "7:12");
    assert_eq!(captured_at(&play(&mut g, "4:3")), vec!["4:2"]);
    // A circle neighbour and a spoke neighbour never form a pair.
    let mut g = Pos::at("4:1", "4:0").hand(4, 4).king("dead").game();
    assert!(captured_at(&play(&mut g, "5:0")).is_empty());
    // Outer-circle stones go only along the circle.
    let mut g = Pos::at("7:1", "7:0").hand(4, 4).king("dead").game();
    assert!(captured_at(&play(&mut g, "6:0")).is_empty());
    play(&mut g, "3:3");
    assert_eq!(captured_at(&play(&mut g, "7:23")), vec!["7:0"]);
    // Captures happen next to the arriving stone only: an enclosure elsewhere is not taken.
    let mut g = Pos::at("3:1 3:3", "3:2").hand(4, 4).king("dead").game();
    assert!(captured_at(&play(&mut g, "6:6")).is_empty());
    assert_eq!(g.stone(p("3:2")), Some(Colour::Black));
}

#[test]
fn pass_only_when_blocked() {
    let mut g = Pos::at("7:1", "7:0 7:2 5:5").game();
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(play(&mut g, "pass"), vec![Effect::Passed { seat: 0 }]);
    assert_eq!((g.side(), g.passes()), (Colour::Black, 1));
    assert_eq!(refused(&g, "pass"), "fidchell.pass-not-allowed");
    play(&mut g, "5:5-5:6");
    assert_eq!(g.passes(), 0);
    play(&mut g, "pass");
    assert!(!g.is_over());
    // Nobody passes while holding stones.
    let g = Pos::at("7:1", "7:0 7:2").hand(1, 0).king("dead").game();
    assert!(!g.legal_moves().contains(&Move::Pass));
}

/// Two passes in a row (the draw of section 7) cannot happen on this board: a side is blocked
/// only by the other side's stones, and since every line is joined to every other, those stones
/// always have a free neighbour somewhere. So after any pass the other side has a move, and a
/// position claiming that a side passed while it could move is refused (ruling in
/// docs/notation.md).
#[test]
fn a_pass_is_always_answered_by_a_move() {
    for variant in ["game-one", "game-three", "game-three-v1"] {
        let mut g = Pos::at("7:1", "7:0 7:2 5:5").variant(variant).game();
        assert_eq!(g.legal_moves(), vec![Move::Pass], "{variant}");
        play(&mut g, "pass");
        assert!(
            g.legal_moves().iter().any(|m| *m != Move::Pass),
            "{variant}"
        );
        // The position written after the pass reads back.
        assert_eq!(Fidchell::from_position(&g.to_position()).unwrap(), g);
    }
    // Seeded random blockades on both boards: one or two white stones shut in by black ones (and
    // a few stray stones). Whenever White must pass, Black then has a move.
    let mut rng = Rng::new(17);
    let mut passes = 0;
    for variant in [
        "game-one",
        "game-one-all-radials",
        "game-three",
        "game-three-all-radials",
    ] {
        let radials = if variant.ends_with("all-radials") {
            Radials::All
        } else {
            Radials::Ruled
        };
        let b = board::board(radials);
        for _ in 0..300 {
            let mut white: Vec<Point> = (0..1 + rng.below(2))
                .map(|_| 1 + rng.below(108) as Point)
                .collect();
            white.sort();
            white.dedup();
            let mut black: Vec<Point> = white
                .iter()
                .flat_map(|&w| b.neighbours(w).to_vec())
                .filter(|q| *q != board::CENTRE && !white.contains(q))
                .collect();
            black.extend((0..rng.below(4)).map(|_| 1 + rng.below(108) as Point));
            black.sort();
            black.dedup();
            black.retain(|q| !white.contains(q));
            let (w, bl) = (names(&white), names(&black));
            let text = Pos::at(&w, &bl).variant(variant).text();
            let Ok(mut g) = Fidchell::from_position(&text) else {
                continue;
            };
            if g.legal_moves() != vec![Move::Pass] {
                continue;
            }
            passes += 1;
            play(&mut g, "pass");
            assert!(
                g.legal_moves().iter().any(|m| *m != Move::Pass),
                "{variant}: {text}"
            );
        }
    }
    assert!(passes > 50, "only {passes} blockades");
}

fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(|&q| name(q))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_position_claiming_an_impossible_pass_is_refused() {
    // White on 7:1 is blocked, so "White just passed" is a position that can be reached.
    assert!(
        Fidchell::from_position(&Pos::at("7:1", "7:0 7:2 5:5").side('b').passes(1).text()).is_ok()
    );
    // White's 5:5 could move: White did not pass.
    let e = Fidchell::from_position(&Pos::at("7:1 5:5", "7:0 7:2 4:4").side('b').passes(1).text())
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("White passed, but White has a stone that can move"),
        "{e}"
    );
    // Black passed too: Black's 5:5 could move.
    let e = Fidchell::from_position(
        &Pos::at("7:1", "7:0 7:2 5:5")
            .passes(2)
            .end("draw-passes")
            .text(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("has a stone that can move"), "{e}");
}

fn blocked_black_game_two(challenge: &str) -> Fidchell {
    Pos::at("7:0 7:2 3:1 3:2 3:3 3:4 3:5", "7:1")
        .variant("game-two")
        .side('b')
        .challenge(challenge)
        .king("white")
        .game()
}

#[test]
fn game_two_passes_and_challenges() {
    // No challenge running: Black may still challenge, or pass (White then moves).
    let mut g = blocked_black_game_two("-");
    assert_eq!(g.legal_moves(), vec![Move::Challenge, Move::Pass]);
    play(&mut g, "pass");
    assert!(!g.is_over());
    assert_eq!((g.side(), g.passes()), (Colour::White, 1));
    assert!(g.legal_moves().iter().all(|m| *m != Move::Pass));
    // Declaring first: the passes no longer draw, and White's turns count.
    let mut g = blocked_black_game_two("-");
    play(&mut g, "challenge");
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    assert!(!g.is_over());
    play(&mut g, "3:1-3:0");
    assert_eq!(g.challenge(), Challenge::Running(4));
    // A blocked White loses by the challenge: its pass is a turn.
    let mut g = Pos::at(
        "7:1 7:4 7:7 7:10 7:13 7:16 7:19 7:22",
        "7:0 7:2 7:3 7:5 7:6 7:8 7:9 7:11 7:12 7:14 7:15 7:17 7:18 7:20 7:21 7:23",
    )
    .variant("game-two")
    .challenge("1")
    .king("white")
    .game();
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    assert_eq!(g.end(), Some(End::ChallengeFailed));
    assert!(black_wins(&g));
}

#[test]
fn game_two_challenge_rules() {
    // Only Black, only in game two, only one at a time.
    let mut g = new("game-two");
    assert_eq!(
        g.play(&Move::Challenge).unwrap_err().code(),
        "fidchell.challenge-by-black"
    );
    assert!(!new("game-one").legal_moves().contains(&Move::Challenge));
    let mut one = new("game-one");
    play(&mut one, "3:3");
    assert_eq!(
        one.play(&Move::Challenge).unwrap_err().code(),
        "fidchell.no-challenge"
    );
    play(&mut g, "5:5");
    play(&mut g, "challenge");
    assert_eq!(
        g.play(&Move::Challenge).unwrap_err().code(),
        "fidchell.challenge-running"
    );
    // Five White turns without a capture or a connection: White concedes.
    play(&mut g, "6:1");
    for (i, (w, b)) in [
        ("3:1", "6:5"),
        ("3:4", "6:10"),
        ("3:7", "6:14"),
        ("3:10", "6:18"),
        ("5:1", ""),
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(g.challenge(), Challenge::Running(5 - i as u8));
        play(&mut g, w);
        if !b.is_empty() {
            assert!(!g.is_over());
            play(&mut g, b);
        }
    }
    assert_eq!(g.end(), Some(End::ChallengeFailed));
    assert!(black_wins(&g));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn game_two_black_turns_do_not_count_and_extra_turns_allow_a_challenge() {
    // Black captures during a challenge and plays an extra turn: the count stays.
    let mut g = Pos::at("1:0 1:1 1:2 1:3 7:3 7:9 7:15 5:5", "5:4 7:0")
        .variant("game-two")
        .side('b')
        .hand(5, 5)
        .king("white")
        .challenge("3")
        .game();
    assert_eq!(captured_at(&play(&mut g, "5:6")), vec!["5:5"]);
    assert_eq!(
        (g.side(), g.challenge()),
        (Colour::Black, Challenge::Running(3))
    );
    play(&mut g, "6:20");
    assert_eq!(
        (g.side(), g.challenge()),
        (Colour::White, Challenge::Running(3))
    );
    play(&mut g, "6:16");
    assert_eq!(g.challenge(), Challenge::Running(2));
}

#[test]
fn game_two_removal_with_one_or_no_black_stone_left() {
    let base = |black| {
        Pos::at("5:5 1:0 1:1 1:2 1:3 7:3 7:9", black)
            .variant("game-two")
            .hand(3, 0)
            .king("white")
            .challenge("2")
    };
    let mut g = base("5:4 6:20").game();
    play(&mut g, "5:3");
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Remove(p("6:20"), None)]
    );
    refused(&g, "remove:6:20+5:5");
    play(&mut g, "remove:6:20");
    assert_eq!(
        (g.on_board(Colour::Black), g.side(), g.challenge()),
        (0, Colour::White, Challenge::None)
    );
    assert!(g.is_extra_turn());
    // The capture took the last black stone: nothing to remove, the extra turn follows.
    let mut g = base("5:4").game();
    play(&mut g, "5:3");
    assert_eq!(
        (g.challenge(), g.side(), g.phase()),
        (Challenge::None, Colour::White, Phase::Placing)
    );
    // A removal is refused outside its moment.
    assert_eq!(
        g.play(&Move::Decline).unwrap_err().code(),
        "fidchell.no-removal"
    );
}

#[test]
fn game_two_white_below_seven_loses() {
    let mut g = Pos::at("5:5 3:1 3:2 3:3 3:4 3:6 3:7", "5:4 6:9")
        .variant("game-two")
        .side('b')
        .king("white")
        .game();
    let fx = play(&mut g, "6:9-5:6");
    assert_eq!(captured_at(&fx), vec!["5:5"]);
    assert_eq!(g.end(), Some(End::TooFewWhite));
    assert!(black_wins(&g));
    assert_eq!(fx.last(), Some(&Effect::GameOver));
}

#[test]
fn game_two_black_never_wins_by_connecting_and_whites_slide_keeps_the_king() {
    let mut g = Pos::at(
        "3:4 3:5 3:7 3:8 5:9 5:10 5:11",
        "1:0 2:0 3:0 4:0 5:0 7:0 6:1",
    )
    .variant("game-two")
    .side('b')
    .king("white")
    .game();
    play(&mut g, "6:1-6:0");
    assert!(g.connected(Colour::Black));
    assert!(!g.is_over());
    assert_eq!(g.king(), King::Both);
    let mut g = Pos::at("3:4 3:5 3:7 3:8 5:9 5:10 5:11", "1:0 7:0")
        .variant("game-two")
        .hand(0, 3)
        .king("white")
        .game();
    play(&mut g, "3:4-3:3");
    assert_eq!(g.king(), King::White);
}

#[test]
fn game_three_rules() {
    // Basic: no capture during placement, even by enclosure; no extra turn ever.
    let mut g = Pos::at("5:5", "5:4")
        .variant("game-three")
        .hand(10, 10)
        .king("dead")
        .game();
    assert!(captured_at(&play(&mut g, "5:3")).is_empty());
    assert_eq!(g.side(), Colour::Black);
    // Variant 1: enclosure captures during placement, the king does not help.
    let mut g = Pos::at("5:5", "5:4 1:0")
        .variant("game-three-v1")
        .hand(10, 10)
        .king("dead")
        .game();
    assert_eq!(captured_at(&play(&mut g, "5:3")), vec!["5:4"]);
    assert_eq!(g.side(), Colour::Black);
    play(&mut g, "7:7");
    assert!(captured_at(&play(&mut g, "2:0")).is_empty());
    // Variant 2: placement captures with the king as well.
    let mut g = Pos::at("5:5", "5:4 1:0")
        .variant("game-three-v2")
        .hand(10, 10)
        .king("both")
        .game();
    assert_eq!(captured_at(&play(&mut g, "5:3")), vec!["5:4"]);
    play(&mut g, "7:7");
    assert_eq!(captured_at(&play(&mut g, "2:0")), vec!["1:0"]);
    // The movement phase starts when both hands are empty; the king wakes then (basic rules).
    let mut g = Pos::at("6:6", "1:0 3:9")
        .variant("game-three")
        .hand(1, 0)
        .king("dead")
        .game();
    assert_eq!(g.phase(), Phase::Placing);
    assert!(captured_at(&play(&mut g, "2:0")).is_empty());
    assert_eq!(
        (g.king(), g.phase(), g.side()),
        (King::Both, Phase::Moving, Colour::Black)
    );
    play(&mut g, "3:9-3:8");
    assert!(captured_at(&play(&mut g, "2:0-2:1")).is_empty());
    play(&mut g, "3:8-3:9");
    assert_eq!(captured_at(&play(&mut g, "2:1-2:0")), vec!["1:0"]);
    assert_eq!(g.side(), Colour::Black);
    // Steps only: two points away along a line is refused.
    let g = Pos::at("4:0", "7:7").variant("game-three").game();
    assert_eq!(refused(&g, "4:0-6:0"), "fidchell.unreachable");
    // A connection made during placement wins.
    let mut g = Pos::at("1:0 2:0 3:0 4:0 5:0 7:0", "3:5 3:6")
        .variant("game-three")
        .hand(5, 4)
        .king("dead")
        .game();
    play(&mut g, "6:0");
    assert!(white_wins(&g));
    // In game three the king's status must match the phase.
    let t = Pos::at("4:0", "7:7")
        .variant("game-three")
        .king("dead")
        .text();
    assert!(Fidchell::from_position(&t).is_err());
}

#[test]
fn no_progress_draw_after_200_quiet_plies() {
    let hist: Vec<String> = (0..199u64)
        .map(|i| format!("{:016x}", i * 7919 + 1))
        .collect();
    let mut g = Pos::at("7:5 3:1", "7:15 3:7")
        .history(hist.join(","))
        .game();
    assert_eq!(g.history().len(), 199);
    play(&mut g, "7:5-7:4");
    assert_eq!(g.end(), Some(End::DrawByNoProgress));
    // A placement or capture resets the count.
    let hist: Vec<String> = (0..199u64)
        .map(|i| format!("{:016x}", i * 7919 + 1))
        .collect();
    let mut c = Pos::at("3:1 3:3", "3:2 7:7").history(hist.join(",")).game();
    play(&mut c, "3:3-3:4");
    assert!(c.is_over());
    let mut c = Pos::at("3:1 3:4", "3:2 7:7").history(hist.join(",")).game();
    play(&mut c, "3:4-3:3");
    assert!(!c.is_over());
    assert!(c.history().is_empty());
    let too_long: Vec<String> = (0..200u64).map(|i| format!("{:016x}", i + 1)).collect();
    let t = Pos::at("7:5 3:1", "7:15 3:7")
        .history(too_long.join(","))
        .text();
    assert!(Fidchell::from_position(&t).is_err());
}

// ---------------------------------------------------------------- inputs refused

#[test]
fn malformed_moves_are_refused() {
    let g = new("game-one");
    common::move_strings(
        &g,
        &[
            "",
            "5",
            "5:",
            ":3",
            "8:0",
            "1:4",
            "7:24",
            "0:0:0",
            "1:0-",
            "-1:0",
            "1:0-1:1-1:2",
            "remove:",
            "remove:1:0+1:0",
            "remove:1:0+",
            "passs",
            "Pass",
            "+5:3",
            "05:003",
            "1:0 1:1",
            "remove:9:9",
            "x:y",
            "１:0",
        ],
        &[
            "5:3",
            "5:5-5:6",
            "pass",
            "challenge",
            "remove:4:2+4:6",
            "remove:4:2",
            "decline",
        ],
    );
    assert_eq!(
        g.parse_move("remove:4:6+4:2").unwrap().to_string(),
        "remove:4:2+4:6"
    );
}

#[test]
fn illegal_moves_leave_the_position_unchanged() {
    let g = new("game-two");
    for (m, code) in [
        ("0:0", "fidchell.centre"),
        ("1:0", "fidchell.occupied"),
        ("1:0-2:0", "fidchell.must-place"),
        ("pass", "fidchell.pass-not-allowed"),
        ("decline", "fidchell.no-removal"),
        ("remove:4:2+4:6", "fidchell.no-removal"),
        ("challenge", "fidchell.challenge-by-black"),
    ] {
        assert_eq!(refused(&g, m), code, "{m}");
    }
    let g = Pos::at("4:0", "4:5").game();
    assert_eq!(refused(&g, "4:5-4:6"), "fidchell.not-your-stone");
    assert_eq!(refused(&g, "3:0-2:0"), "fidchell.not-your-stone");
    let over = Pos::at("1:0 2:0 3:0 4:0 5:0 6:0 7:0", "3:5")
        .end("white-connected")
        .game();
    assert_eq!(refused(&over, "3:5-3:6"), "fidchell.game-over");
}

#[test]
fn malformed_and_impossible_positions_are_refused() {
    let good = Pos::at("4:0", "4:5").text();
    assert!(Fidchell::from_position(&good).is_ok());
    let swap = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    let bad = vec![
        String::new(),
        "fidchell".into(),
        swap("fidchell:game-one", "fidchell:game-nine"),
        swap("fidchell:game-one", "jinx:game-one"),
        swap(" w ", " x "),
        swap("hand=0,0", "hand=0"),
        swap("hand=0,0", "hand=1,0"),
        swap("hand=0,0", "hand=-1,0"),
        swap("lost=26,26", "lost=26,25"),
        swap("lost=26,26", "lost=300,26"),
        swap("king=both", "king=alive"),
        swap("king=both", "king=white"),
        swap("challenge=-", "challenge=3"),
        swap("challenge=-", "challenge=remove"),
        swap("extra=0", "extra=2"),
        swap("passes=0", "passes=2"),
        swap("passes=0", "passes=x"),
        swap("end=-", "end=white-connected"),
        swap("end=-", "end=too-few-white"),
        swap("end=-", "end=maybe"),
        swap("history=-", "history=12"),
        swap("history=-", "history=0123456789ABCDEF"),
        swap("history=-", "history="),
        swap("..../", "...../"),
        swap("..../", "..X./"),
        swap("..../", "..../..../"),
        format!("{good} extra"),
        good.replace(' ', "  ").replacen("fidchell", "fidchell ", 1),
    ];
    for t in &bad {
        assert_ne!(t, &good);
        assert!(Fidchell::from_position(t).is_err(), "accepted: {t}");
    }
    // Impossible: a connected chain in a running game; game two with White below 7; a game-two
    // king that helps Black while Black still holds stones; game three out of alternation.
    let connected = Pos::at("1:0 2:0 3:0 4:0 5:0 6:0 7:0", "3:5").text();
    assert!(Fidchell::from_position(&connected).is_err());
    let few = Pos::at("1:0 1:1", "3:5")
        .variant("game-two")
        .king("white")
        .text();
    assert!(Fidchell::from_position(&few).is_err());
    let king = Pos::at("1:0 1:1 1:2 1:3 7:3 7:9 7:15", "3:5")
        .variant("game-two")
        .hand(0, 2)
        .text();
    assert!(Fidchell::from_position(&king).is_err());
    let alt = Pos::at("4:0", "7:7")
        .variant("game-three")
        .hand(0, 3)
        .king("dead")
        .text();
    assert!(Fidchell::from_position(&alt).is_err());
    let one_king = Pos::at("4:0", "7:7").hand(2, 2).king("both").text();
    assert!(Fidchell::from_position(&one_king).is_err());
    // No input panics: truncations and single-character corruptions of real positions.
    let mut rng = Rng::new(99);
    let samples = [
        good.clone(),
        new("game-two").to_position(),
        fc_19_position().text(),
    ];
    for s in &samples {
        for cut in 0..s.len() {
            if s.is_char_boundary(cut) {
                let _ = Fidchell::from_position(&s[..cut]);
            }
        }
        let chars: Vec<char> = s.chars().collect();
        for _ in 0..2000 {
            let mut c = chars.clone();
            let i = rng.below(c.len());
            c[i] = *rng.choose(&['.', 'W', 'B', '/', ' ', '=', ',', '9', 'x', '-', ':', 'é']);
            let _ = Fidchell::from_position(&c.iter().collect::<String>());
        }
    }
}

// ---------------------------------------------------------------- perft and random games

#[test]
fn random_games_end() {
    let mut rng = Rng::new(2026);
    let mut ends = std::collections::HashMap::new();
    for v in Fidchell::variants().iter().map(|v| v.name) {
        let start = new(v);
        for _ in 0..8 {
            let (g, plies) = random_playout(start.clone(), &mut rng, 20_000);
            assert!(g.is_over(), "{v}: not over after {plies} plies");
            invariants::fidchell(&g).unwrap();
            *ends.entry(format!("{:?}", g.end().unwrap())).or_insert(0) += 1;
        }
    }
    // Several different endings are met.
    assert!(ends.len() >= 2, "{ends:?}");
}

#[test]
fn input_helpers() {
    let g = Pos::at("4:0 5:0", "4:3 4:14 2:0")
        .hand(0, 2)
        .king("dead")
        .game();
    assert!(g.moves_from(p("4:3")).is_empty(), "not the side to move");
    assert!(g.moves_from(p("3:3")).is_empty(), "no stone there");
    assert!(!g.can_place(p("3:3")), "White has no stones in hand");
    assert_eq!(g.path(p("4:0"), p("4:5")), None);
    let g = new("game-two");
    assert!(g.can_place(p("3:3")));
    assert!(!g.can_place(p("1:0")));
    assert!(!g.can_place(0));
    assert!(g.moves_from(p("1:0")).is_empty(), "placement first");
    assert_eq!(g.phase(), Phase::Placing);
    // Drawing data: every point at ring radius and the angle of its hole.
    let b = g.board();
    let info = b.points()[p("6:3") as usize];
    assert_eq!((info.ring, info.hole, info.angle_deg), (6, 3, 45.0));
    assert!(
        (info.x - 6.0 * 0.5f64.sqrt()).abs() < 1e-9 && (info.y - 6.0 * 0.5f64.sqrt()).abs() < 1e-9
    );
    assert_eq!(b.points()[p("7:6") as usize].angle_deg, 90.0);
    assert!((b.points()[p("7:6") as usize].x - 7.0).abs() < 1e-9);
}

#[test]
fn hand_made_moves_off_the_board_are_refused() {
    let mut g = new("game-one");
    let before = g.clone();
    for m in [
        Move::Place(109),
        Move::Place(255),
        Move::Go { from: 1, to: 200 },
        Move::Remove(130, None),
    ] {
        assert_eq!(g.play(&m).unwrap_err().code(), "fidchell.no-such-point");
    }
    assert_eq!(g, before);
    assert!(g.moves_from(200).is_empty());
    assert_eq!(g.stone(200), None);
}

#[test]
fn a_side_may_resign_on_its_turn_in_any_game() {
    // Game two: White's voluntary concession (6.3 item 5), even before a move.
    let mut g = new("game-two");
    assert!(
        !g.legal_moves().contains(&Move::Resign),
        "never a listed move"
    );
    let fx = play(&mut g, "resign");
    assert_eq!(fx, vec![Effect::GameOver]);
    assert!(black_wins(&g));
    assert_eq!(g.end(), Some(End::Resigned(Colour::White)));
    assert_eq!(refused(&g, "resign"), "fidchell.game-over");
    // The ending survives the position string.
    let again = Fidchell::from_position(&g.to_position()).unwrap();
    assert_eq!(again.end(), Some(End::Resigned(Colour::White)));
    // Game one: Black gives up after White's first placement; White wins.
    let mut g = new("game-one");
    play(&mut g, "1:0");
    play(&mut g, "resign");
    assert!(white_wins(&g));
}

#[test]
fn play_again_follows_the_rules_on_who_begins_and_on_colours() {
    let opts = |variant: &str, first| Options {
        variant: Some(variant.into()),
        first,
        ..Default::default()
    };
    // Game one: the loser (Black, who gave up) begins; colours stay.
    let mut g = new("game-one");
    play(&mut g, "1:0");
    play(&mut g, "resign");
    let next = g.rematch(&opts("game-one", None));
    assert_eq!((next.options.first, next.swap), (Some(1), false));
    // Game three begun by Black, who gives up: the loser, Black, begins again.
    let mut g = Fidchell::new(&opts("game-three", Some(1))).unwrap();
    play(&mut g, "resign");
    assert_eq!(
        g.rematch(&opts("game-three", Some(1))).options.first,
        Some(1)
    );
    // After a draw the side that began this game begins the next.
    let mut g = Pos::at("7:5 3:1", "7:15 3:7").game();
    let cycle = ["7:5-7:4", "7:15-7:14", "7:4-7:5", "7:14-7:15"];
    for m in cycle.iter().cycle().take(8) {
        play(&mut g, m);
    }
    assert_eq!(g.end(), Some(End::DrawByRepetition));
    assert_eq!(g.rematch(&opts("game-one", Some(1))).options.first, Some(1));
    // Game two: the players change colours, White begins.
    let mut g = new("game-two");
    play(&mut g, "resign");
    let next = g.rematch(&opts("game-two", None));
    assert_eq!((next.options.first, next.swap), (None, true));
}
