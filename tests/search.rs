//! The computer player: legal moves in every game, reproducibility, wins in one, dice, and more
//! than two seats (checked against exact solutions of a small dice game).
#![cfg(not(target_arch = "wasm32"))]

use mahai::ai::level::Level;
use mahai::ai::search::{
    best_move, Ai, FinalChoice, Policy, Search, SearchConfig, Uniform, FOLLOW_DEPTH,
};
use mahai::engine::playout::random_playout;
use mahai::engine::rng::Rng;
use mahai::engine::{
    Effects, Game, IllegalMove, Options, Outcome, ParseError, PositionText, Seat, SeatResult,
    ToMove, Variant,
};
use mahai::games::GAMES;
use std::fmt;
use std::str::FromStr;

mahai::refusals! {
    /// The one refusal of the test game.
    pub enum NimRefusal {
        Illegal = "nim.illegal" => "not a legal move";
    }
}

// ---------------------------------------------------------------------------------------------
// A toy game: "dice Nim". Seats take 1 to 3 counters in turn; whoever takes the last one wins.
// After every take that leaves counters, a die adds 0 or 1 counter (½ each), so the best move
// depends on the dice. Any number of seats.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum NimMove {
    Take(u8),
    Add(u8),
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimMove::Take(n) => write!(f, "take{n}"),
            NimMove::Add(n) => write!(f, "add{n}"),
        }
    }
}

impl FromStr for NimMove {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let bad = || ParseError::new(format!("bad move {s}"));
        if let Some(n) = s.strip_prefix("take") {
            Ok(NimMove::Take(n.parse().map_err(|_| bad())?))
        } else if let Some(n) = s.strip_prefix("add") {
            Ok(NimMove::Add(n.parse().map_err(|_| bad())?))
        } else {
            Err(bad())
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct DiceNim {
    pile: u8,
    seats: u8,
    /// The seat to move next (at a chance turn: the seat after the roll).
    next: u8,
    rolling: bool,
    winner: Option<u8>,
}

const NIM_VARIANTS: &[Variant] = &[Variant {
    name: "standard",
    wire: 0,
    summary: "dice nim",
    players: &[2, 3, 4],
}];

impl DiceNim {
    fn at(pile: u8, seats: u8, next: u8) -> DiceNim {
        DiceNim {
            pile,
            seats,
            next,
            rolling: false,
            winner: None,
        }
    }
}

impl Game for DiceNim {
    type Move = NimMove;
    type Text = NimText;
    const NAME: &'static str = "dice-nim";
    // A game of these tests only, never in a link.
    const WIRE_ID: u8 = 255;

    fn variants() -> &'static [Variant] {
        NIM_VARIANTS
    }
    fn new(options: &Options) -> Result<Self, ParseError> {
        Ok(DiceNim::at(9, options.players.unwrap_or(2), 0))
    }
    fn seats(&self) -> usize {
        self.seats as usize
    }
    fn seat_name(&self, seat: Seat) -> String {
        format!("p{seat}")
    }
    fn to_move(&self) -> ToMove {
        match self.winner {
            Some(w) => ToMove::Over(Outcome::winner(self.seats as usize, w)),
            None if self.rolling => ToMove::Chance,
            None => ToMove::Seat(self.next),
        }
    }
    fn legal_moves(&self) -> Vec<NimMove> {
        match self.to_move() {
            ToMove::Over(_) => Vec::new(),
            ToMove::Chance => vec![NimMove::Add(0), NimMove::Add(1)],
            ToMove::Seat(_) => (1..=self.pile.min(3)).map(NimMove::Take).collect(),
        }
    }
    fn chance_outcomes(&self) -> Vec<(NimMove, f64)> {
        if self.to_move() == ToMove::Chance {
            vec![(NimMove::Add(0), 0.5), (NimMove::Add(1), 0.5)]
        } else {
            Vec::new()
        }
    }
    fn play(&mut self, mv: &NimMove) -> Result<Effects, IllegalMove> {
        if !self.legal_moves().contains(mv) {
            return Err(IllegalMove::new(mv, NimRefusal::Illegal));
        }
        match *mv {
            NimMove::Take(n) => {
                self.pile -= n;
                if self.pile == 0 {
                    self.winner = Some(self.next);
                } else {
                    self.rolling = true;
                }
                self.next = (self.next + 1) % self.seats;
            }
            NimMove::Add(n) => {
                self.pile += n;
                self.rolling = false;
            }
        }
        Ok(Vec::new())
    }
}

/// The text forms of a dice-nim position.
struct NimText;

impl PositionText<DiceNim> for NimText {
    fn write(g: &DiceNim) -> String {
        format!(
            "nim {} {} {} {} {}",
            g.pile,
            g.seats,
            g.next,
            g.rolling as u8,
            g.winner.map_or(9, |w| w)
        )
    }

    fn read(text: &str) -> Result<DiceNim, ParseError> {
        let f: Vec<u8> = text
            .split_whitespace()
            .skip(1)
            .map(|t| t.parse().map_err(|_| ParseError::new("bad number")))
            .collect::<Result<_, _>>()?;
        if f.len() != 5 {
            return Err(ParseError::new("five numbers"));
        }
        Ok(DiceNim {
            pile: f[0],
            seats: f[1],
            next: f[2],
            rolling: f[3] == 1,
            winner: (f[4] != 9).then_some(f[4]),
        })
    }

    fn diagram(g: &DiceNim) -> String {
        format!("pile {}", g.pile)
    }
}

impl Ai for DiceNim {
    type Policy = Uniform;
}

/// Exact expected score of every seat after each move at a decision (max-n with chance: every
/// seat maximises its own winning chance), by value iteration over all piles up to 12 (a pile
/// never grows past 12 from piles up to 11, and positions can repeat, so plain recursion would
/// not end).
fn move_values(g: &DiceNim) -> Vec<(NimMove, f64)> {
    let seats = g.seats as usize;
    let unit = |s: usize| {
        (0..seats)
            .map(|i| (i == s) as u8 as f64)
            .collect::<Vec<f64>>()
    };
    // dec[p][s]: value vector at a decision of seat s with pile p.
    let mut dec = vec![vec![vec![0.0; seats]; seats]; 13];
    let after = |dec: &Vec<Vec<Vec<f64>>>, p: usize, s: usize, n: usize| -> Vec<f64> {
        if p == n {
            return unit(s);
        }
        let rest = p - n;
        let next = (s + 1) % seats;
        (0..seats)
            .map(|i| 0.5 * dec[rest][next][i] + 0.5 * dec[rest + 1][next][i])
            .collect()
    };
    for _ in 0..400 {
        let mut new = dec.clone();
        for (p, row) in new.iter_mut().enumerate().skip(1) {
            for (s, cell) in row.iter_mut().enumerate() {
                *cell = (1..=p.min(3))
                    .map(|n| after(&dec, p, s, n))
                    .fold(None::<Vec<f64>>, |best, v| match best {
                        Some(b) if b[s] >= v[s] => Some(b),
                        _ => Some(v),
                    })
                    .unwrap();
            }
        }
        dec = new;
    }
    assert!(!g.rolling && g.winner.is_none());
    let (p, s) = (g.pile as usize, g.next as usize);
    (1..=p.min(3))
        .map(|n| (NimMove::Take(n as u8), after(&dec, p, s, n)[s]))
        .collect()
}

fn plain_config(iterations: u32) -> SearchConfig {
    SearchConfig {
        iterations,
        take_wins: false,
        choice: FinalChoice::MostVisited,
        rollout_plies: 400,
        ..SearchConfig::for_level(Level::Strong)
    }
}

/// A finished plain search of `g` (see [`plain_config`]).
fn searched(g: &DiceNim, iterations: u32, seed: u64) -> Search<DiceNim, Uniform> {
    let mut search = Search::new(g.clone(), Uniform, plain_config(iterations), seed);
    search.run();
    search
}

/// A search of `iterations` from `g` (seeded with `seed`) chooses `best`; `at` names the case.
fn chooses(g: &DiceNim, iterations: u32, seed: u64, best: NimMove, at: &str) {
    let mut search = searched(g, iterations, seed);
    let chosen = search.choose();
    assert_eq!(
        chosen,
        Some(best),
        "{at}: exact {:?}, search {:?}",
        move_values(g),
        search.stats()
    );
}

/// Positions of dice Nim where one move is clearly best (by at least `gap`), with that move.
fn clear_decisions(seats: u8, gap: f64) -> Vec<(DiceNim, NimMove)> {
    let mut out = Vec::new();
    for pile in 4..=11 {
        for next in 0..seats {
            let g = DiceNim::at(pile, seats, next);
            let mut values = move_values(&g);
            values.sort_by(|a, b| b.1.total_cmp(&a.1));
            if values.len() > 1 && values[0].1 - values[1].1 >= gap {
                out.push((g, values[0].0));
            }
        }
    }
    out
}

/// Runs the command line with `args`: its exit code, output and error output.
fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = mahai::cli::run(&args, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn finds_a_forced_win_in_one_by_search_alone() {
    for seats in [2, 3, 4] {
        for pile in 2..=3 {
            let g = DiceNim::at(pile, seats, 0);
            let mut search = Search::new(g.clone(), Uniform, plain_config(300), 5);
            assert!(
                !search.is_done(),
                "a win in one is searched when take_wins is off"
            );
            search.run();
            assert_eq!(
                search.choose(),
                Some(NimMove::Take(pile)),
                "{seats} seats, pile {pile}"
            );
            let stats = search.stats();
            let win = stats.iter().find(|s| s.mv == NimMove::Take(pile)).unwrap();
            assert!(
                (win.value - 1.0).abs() < 1e-9,
                "a sure win scores 1: {stats:?}"
            );
        }
    }
}

#[test]
fn every_level_but_random_takes_a_win_in_one() {
    let g = DiceNim::at(3, 3, 1);
    for level in [Level::Beginner, Level::Intermediate, Level::Strong] {
        for seed in 0..5 {
            assert_eq!(
                best_move(&g, level, seed),
                Some(NimMove::Take(3)),
                "{level}"
            );
        }
    }
}

#[test]
fn chance_nodes_are_weighed_by_their_probabilities() {
    let decisions = clear_decisions(2, 0.08);
    assert!(
        decisions.len() >= 4,
        "the test needs clear decisions: {decisions:?}"
    );
    for (g, best) in decisions {
        chooses(&g, 4000, 11, best, &format!("pile {}", g.pile));
    }
    // The chance children are visited in proportion to their probability.
    let search = searched(&DiceNim::at(6, 2, 0), 2000, 3);
    let top = search.stats().into_iter().max_by_key(|s| s.visits).unwrap();
    assert!(top.visits > 100);
}

#[test]
fn each_of_three_and_four_seats_plays_for_itself() {
    for seats in [3u8, 4] {
        let decisions = clear_decisions(seats, 0.08);
        assert!(decisions.len() >= 3, "{seats} seats: {decisions:?}");
        for (g, best) in decisions {
            let at = format!("{seats} seats, pile {} seat {}", g.pile, g.next);
            chooses(&g, 6000, 17, best, &at);
        }
    }
}

/// A three-seat position where the seat to move cannot win at once and must not hand the win
/// to the next seat: checks that a seat counts its own result, not "everybody else loses".
#[test]
fn a_seat_does_not_hand_a_win_to_another() {
    // Seat 0 at pile 5: taking 1 or 2 leaves 4 or 3 (+ a die) for seat 1; compare exactly.
    let g = DiceNim::at(5, 3, 0);
    let values = move_values(&g);
    let mut search = searched(&g, 6000, 2);
    let chosen = search.choose().unwrap();
    let best = values.iter().map(|v| v.1).fold(0.0, f64::max);
    let got = values.iter().find(|v| v.0 == chosen).unwrap().1;
    assert!(got >= best - 0.02, "chose {chosen}: {values:?}");
    // The statistics are each move's score for seat 0 and track the exact values.
    for s in search.stats() {
        let exact = values.iter().find(|v| v.0 == s.mv).unwrap().1;
        if s.visits > 500 {
            assert!((s.value - exact).abs() < 0.12, "{s:?} exact {exact}");
        }
    }
}

#[test]
fn a_fixed_seed_and_budget_give_the_same_search() {
    let g = DiceNim::at(11, 3, 2);
    let run = |seed| {
        let mut s = Search::new(g.clone(), Uniform, plain_config(700), seed);
        s.run();
        (s.stats(), s.choose(), s.tree_size())
    };
    assert_eq!(run(9), run(9));
    // Slices give the same tree as one go.
    let mut sliced = Search::new(g.clone(), Uniform, plain_config(700), 9);
    for _ in 0..10 {
        sliced.iterate(70);
    }
    assert!(sliced.is_done());
    let mut whole = Search::new(g.clone(), Uniform, plain_config(700), 9);
    whole.iterate(700);
    assert_eq!(sliced.stats(), whole.stats());
    assert_eq!(sliced.choose(), whole.choose());
    // `run` stops once the leader cannot be caught, with the move the full budget gives.
    let mut early = Search::new(DiceNim::at(7, 2, 0), Uniform, plain_config(5000), 9);
    early.run();
    let mut full = Search::new(DiceNim::at(7, 2, 0), Uniform, plain_config(5000), 9);
    full.iterate(5000);
    assert!(early.iterations() < 5000, "{}", early.iterations());
    assert_eq!(early.choose(), full.choose());
    // And with a real game's policy, at every level.
    let start = mahai::games::jinx::Jinx::new(&Options::default()).unwrap();
    let (mid, _) = random_playout(start, &mut Rng::new(4), 30);
    for level in Level::ALL {
        let mut a = Search::for_level(mid.clone(), level, 77);
        let mut b = Search::for_level(mid.clone(), level, 77);
        a.iterate(120);
        b.iterate(120);
        assert_eq!(a.stats(), b.stats(), "{level}");
        assert_eq!(a.choose(), b.choose(), "{level}");
    }
}

#[test]
fn no_move_when_nobody_decides() {
    let mut rolling = DiceNim::at(5, 2, 0);
    rolling.play(&NimMove::Take(1)).unwrap();
    assert_eq!(rolling.to_move(), ToMove::Chance);
    assert_eq!(best_move(&rolling, Level::Strong, 1), None);
    let mut over = DiceNim::at(2, 2, 0);
    over.play(&NimMove::Take(2)).unwrap();
    assert_eq!(best_move(&over, Level::Strong, 1), None);
    let search = Search::for_level(over, Level::Strong, 1);
    assert!(search.is_done());
    assert_eq!(search.best(), None);
}

#[test]
fn random_level_plays_every_move_sometimes() {
    let g = DiceNim::at(9, 2, 0);
    let mut seen = Vec::new();
    for seed in 0..40 {
        let mv = best_move(&g, Level::Random, seed).unwrap();
        assert!(g.legal_moves().contains(&mv));
        if !seen.contains(&mv) {
            seen.push(mv);
        }
    }
    assert_eq!(seen.len(), 3);
}

/// A policy whose prior favours the worst move: progressive bias must not override a clear
/// search result once the budget is large.
#[derive(Default)]
struct Misleading;
impl Policy<DiceNim> for Misleading {
    fn prior(&self, _g: &DiceNim, mv: &NimMove) -> f64 {
        if *mv == NimMove::Take(1) {
            1.0
        } else {
            0.0
        }
    }
}

#[test]
fn the_prior_orders_first_visits_but_search_decides() {
    let g = DiceNim::at(3, 2, 0);
    let mut s = Search::new(g.clone(), Misleading, plain_config(1), 1);
    s.run();
    let first = s.stats();
    assert_eq!(
        first[0].mv,
        NimMove::Take(1),
        "highest prior first: {first:?}"
    );
    assert_eq!(first[0].visits, 1);
    let mut s = Search::new(g, Misleading, plain_config(2000), 1);
    s.run();
    assert_eq!(s.choose(), Some(NimMove::Take(3)));
}

// ---------------------------------------------------------------------------------------------
// Every registered game and variant: the search answers legal moves in positions from random
// playouts, through the same string-level entry the web worker uses.

#[test]
fn search_returns_only_legal_moves_in_every_game_and_variant() {
    let mut checked = 0;
    for entry in GAMES.iter().map(|g| &g.ai) {
        let game = GAMES
            .iter()
            .find(|g| g.name == entry.name)
            .expect("registered");
        for variant in (game.variants)() {
            let options = Options {
                variant: Some(variant.name.to_string()),
                ..Options::default()
            };
            let start = (game.new)(&options).unwrap();
            let mut rng = Rng::new(31);
            for sample in 0..8u64 {
                let mut g = start.clone_box();
                let plies = rng.below(120);
                for _ in 0..plies {
                    let moves = g.legal_move_strings();
                    if moves.is_empty() {
                        break;
                    }
                    let pick = if g.to_move() == ToMove::Chance {
                        let outcomes = g.chance_outcome_strings();
                        let w: Vec<f64> = outcomes.iter().map(|o| o.1).collect();
                        outcomes[rng.weighted(&w)].0.clone()
                    } else {
                        moves[rng.below(moves.len())].clone()
                    };
                    g.play_str(&pick).unwrap();
                }
                let level = Level::ALL[sample as usize % Level::ALL.len()];
                let mut search = (entry.search)(&g.position(), level, sample).unwrap();
                search.iterate(40);
                let chosen = search.choose_string();
                match g.to_move() {
                    ToMove::Seat(_) => {
                        let mv = chosen.expect("a move for a seat to decide");
                        assert!(
                            g.legal_move_strings().contains(&mv),
                            "{} {}: {mv} is not legal in {}",
                            entry.name,
                            variant.name,
                            g.position()
                        );
                        g.play_str(&mv).unwrap();
                        checked += 1;
                    }
                    _ => assert_eq!(chosen, None),
                }
            }
        }
    }
    assert!(checked >= 12, "only {checked} positions checked");
}

#[test]
fn jinx_games_between_levels_finish_with_legal_moves() {
    use mahai::ai::matches::{match_game, play_game};
    use mahai::games::jinx::Jinx;
    for players in [2u8, 3, 4] {
        let start = Jinx::new(&Options {
            players: Some(players),
            ..Options::default()
        })
        .unwrap();
        let levels = vec![Level::Beginner; players as usize];
        let played = play_game(&start, &levels, 5, 8);
        assert_eq!(played.plies, 8, "play_game replays only legal moves");
    }
    let two = Jinx::new(&Options::default()).unwrap();
    let a = match_game(&two, 0, Level::Random, Level::Random, 3);
    assert_eq!(a, match_game(&two, 0, Level::Random, Level::Random, 3));
}

#[test]
fn selfplay_command_prints_the_tally_last() {
    let args: Vec<String> = [
        "selfplay", "jinx", "--a", "random", "--b", "random", "--games", "4", "--seed", "2",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(mahai::cli::run(&args, &mut out, &mut err), 0);
    let out = String::from_utf8(out).unwrap();
    let last = out.lines().last().unwrap();
    let nums: Vec<u32> = last
        .split(' ')
        .map(|kv| kv.split_once('=').unwrap().1.parse().unwrap())
        .collect();
    assert!(last.starts_with("a_wins=") && last.contains(" b_wins=") && last.contains(" draws="));
    assert_eq!(nums.iter().sum::<u32>(), 4, "{out}");
    // The same seed gives the same tally.
    let (mut again, mut err2) = (Vec::new(), Vec::new());
    mahai::cli::run(&args, &mut again, &mut err2);
    assert_eq!(out, String::from_utf8(again).unwrap());
    // Bad levels are refused.
    let bad: Vec<String> = [
        "selfplay", "jinx", "--a", "genius", "--b", "random", "--games", "1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(mahai::cli::run(&bad, &mut out, &mut err), 2);
    assert!(String::from_utf8(err).unwrap().contains("unknown level"));
}

#[test]
fn selfplay_reports_every_finished_game_on_stderr() {
    // The binary itself: the lines go to the process's stderr as games end.
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_mahai"))
        .args([
            "selfplay", "jinx", "--a", "beginner", "--b", "random", "--games", "6", "--seed", "2",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let out = String::from_utf8(output.stdout).unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 6, "{err}");
    // Every game once, whatever order the cores finished them in.
    let mut numbers: Vec<u32> = lines
        .iter()
        .map(|l| {
            l.strip_prefix("game ")
                .unwrap()
                .split(':')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    numbers.sort();
    assert_eq!(numbers, [0, 1, 2, 3, 4, 5]);
    // The running tally: n of 6 on the n-th line, and the last one is the match's result.
    for (n, line) in lines.iter().enumerate() {
        assert!(
            line.contains(&format!("({} of 6 played: ", n + 1)),
            "{line}"
        );
    }
    let tally = |text: &str, keys: [&str; 3]| -> Vec<u32> {
        keys.iter()
            .map(|k| {
                let at = text.rfind(k).unwrap() + k.len();
                text[at..]
                    .split(|c: char| !c.is_ascii_digit())
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap()
            })
            .collect()
    };
    let last = lines[5];
    assert_eq!(
        tally(last, ["a ", "b ", "draws "]),
        tally(&out, ["a_wins=", "b_wins=", "draws="]),
        "{last} / {out}"
    );
    let won = lines.iter().filter(|l| l.contains(": a won (")).count() as u32;
    assert_eq!(won, tally(last, ["a ", "b ", "draws "])[0]);
}

#[test]
fn selfplay_says_what_the_masters_kept_and_turns_it_off_by_side() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "selfplay",
            "bao-la-kete",
            "--variant",
            "single",
            "--a",
            "master",
            "--a-iterations",
            "300",
            "--b",
            "master",
            "--b-iterations",
            "300",
            "--games",
            "2",
        ];
        args.extend_from_slice(extra);
        cli(&args)
    };
    let (code, both, err) = run(&[]);
    assert_eq!(code, 0, "{err}");
    assert!(both.contains(" a=master@300 b=master@300 "), "{both}");
    for side in ["a", "b"] {
        let line = both
            .lines()
            .find(|l| l.starts_with(&format!("reuse_{side}: searches=")))
            .unwrap_or_else(|| panic!("{both}"));
        assert!(
            line.contains(" followed=") && line.contains(" carried="),
            "{line}"
        );
    }
    assert!(both.lines().last().unwrap().starts_with("a_wins="));
    let (code, one, _) = run(&["--no-reuse", "b"]);
    assert_eq!(code, 0);
    assert!(one.contains(" b=master@300/no-reuse "), "{one}");
    assert!(
        one.contains("reuse_a: ") && !one.contains("reuse_b: "),
        "{one}"
    );
    let (_, none, _) = run(&["--no-reuse", "both"]);
    assert!(!none.contains("reuse_"), "{none}");
    let (code, _, err) = run(&["--no-reuse", "c"]);
    assert_eq!(code, 2);
    assert!(err.contains("--no-reuse takes a, b or both"), "{err}");
    let (code, _, err) = cli(&["ladder", "jinx", "--no-reuse", "a"]);
    assert_eq!(code, 2);
    assert!(err.contains("--no-reuse takes both"), "{err}");
}

#[test]
fn selfplay_budgets_replace_a_levels_iterations() {
    use mahai::ai::level::Player;
    use mahai::ai::search::best_move_of;
    use mahai::games::jinx::Jinx;
    let run = |extra: &[&str]| {
        let mut args = vec!["selfplay", "jinx", "--a", "beginner", "--b", "beginner"];
        args.extend_from_slice(extra);
        cli(&args)
    };
    // The record of game 0: the same levels, with and without a budget of a's own.
    let (code, plain, _) = run(&["--games", "1", "--record", "0", "--seed", "4"]);
    assert_eq!(code, 0);
    let (code, one, _) = run(&[
        "--games",
        "1",
        "--record",
        "0",
        "--seed",
        "4",
        "--a-iterations",
        "1",
    ]);
    assert_eq!(code, 0);
    assert_ne!(
        plain, one,
        "one iteration a move plays another game than 200"
    );
    let (code, out, _) = run(&["--games", "2", "--seed", "4", "--b-iterations", "30"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("jinx a=beginner b=beginner@30 games=2"),
        "{out}"
    );
    let (code, _, err) = run(&["--games", "1", "--a-iterations", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("at least 1"), "{err}");
    // A player without a budget of its own is its level.
    let game = Jinx::new(&Options::default()).unwrap();
    for level in [Level::Beginner, Level::Intermediate] {
        assert_eq!(
            best_move(&game, level, 9),
            best_move_of(&game, level.into(), 9)
        );
        let own = Player {
            level,
            iterations: Some(5_000),
            reuse: true,
        };
        assert_eq!(format!("{own}"), format!("{level}@5000"));
    }
}

/// Jinx positions (two players, from random playouts) where the seat to move can capture a piece
/// and leave none of its own pieces threatened.
fn jinx_free_captures(count: usize) -> Vec<mahai::games::jinx::Jinx> {
    use mahai::games::jinx::{Jinx, Move, Phase};
    let mut found = Vec::new();
    let mut rng = Rng::new(12);
    while found.len() < count {
        let start = Jinx::new(&Options::default()).unwrap();
        let plies = 10 + rng.below(60) as u64;
        let (g, _) = random_playout(start, &mut rng, plies);
        let ToMove::Seat(me) = g.to_move() else {
            continue;
        };
        if *g.phase() != Phase::Move || g.piece_count(me) < 3 {
            continue;
        }
        let free = g.legal_moves().into_iter().any(|mv| {
            let Move::Go { to, .. } = mv else {
                return false;
            };
            if g.piece_at(to).is_none() {
                return false;
            }
            let mut next = g.clone();
            next.play(&mv).unwrap();
            next.threatened(1 - me, me).is_empty()
        });
        if free && g.threatened(1 - me, me).is_empty() {
            found.push(g);
        }
    }
    found
}

#[test]
fn every_level_but_random_takes_a_free_capture() {
    use mahai::games::jinx::Move;
    let captures = |g: &mahai::games::jinx::Jinx, mv: &Move| match mv {
        Move::Go { to, .. } => g.piece_at(*to).is_some(),
        _ => false,
    };
    for g in jinx_free_captures(3) {
        let mut beginner_hits = 0;
        for seed in 0..6 {
            let mv = best_move(&g, Level::Beginner, seed).unwrap();
            beginner_hits += captures(&g, &mv) as u32;
        }
        assert!(
            beginner_hits >= 5,
            "beginner took {beginner_hits}/6 in {}",
            g.to_position()
        );
        let mv = best_move(&g, Level::Intermediate, 1).unwrap();
        assert!(
            captures(&g, &mv),
            "intermediate played {mv} in {}",
            g.to_position()
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The policies of Barne-zirkulua, Fidchell and Bao la Kete: the full beginner and strong budgets
// answer legal moves in every variant, the same seed gives the same move, and each policy's
// knowledge shows in positions where it decides the move.

/// Positions with a decision for a seat, reached by seeded random playouts of up to `max_plies`.
fn decision_positions<G: Game>(start: &G, seed: u64, count: usize, max_plies: usize) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < 50 * count {
        tries += 1;
        let plies = rng.below(max_plies) as u64;
        let (g, _) = random_playout(start.clone(), &mut rng, plies);
        if matches!(g.to_move(), ToMove::Seat(_)) && g.legal_moves().len() > 1 {
            out.push(g);
        }
    }
    assert_eq!(out.len(), count, "too few decision positions found");
    out
}

/// Beginner and strong, each with its whole budget, play a legal move in every variant (and
/// player count) of `G`.
fn full_budget_moves_are_legal<G: Ai>(player_counts: &[u8], per_variant: usize) -> usize {
    let mut checked = 0;
    for variant in G::variants() {
        for &players in player_counts {
            if !variant.players.contains(&players) {
                continue;
            }
            let options = Options {
                variant: Some(variant.name.to_string()),
                players: Some(players),
                ..Options::default()
            };
            let start = G::new(&options).unwrap();
            for (i, g) in decision_positions(&start, 40 + players as u64, per_variant, 150)
                .into_iter()
                .enumerate()
            {
                for level in [Level::Beginner, Level::Strong] {
                    let mv = best_move(&g, level, i as u64).expect("a move");
                    assert!(
                        g.legal_moves().contains(&mv),
                        "{} {} {level}: {mv} is not legal in {}",
                        G::NAME,
                        variant.name,
                        g.to_position()
                    );
                    let mut next = g.clone();
                    next.play(&mv).unwrap();
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn barne_zirkulua_levels_play_legal_moves_in_every_variant_and_player_count() {
    use mahai::games::barne_zirkulua::BarneZirkulua;
    let n = full_budget_moves_are_legal::<BarneZirkulua>(&[2, 3, 4], 1);
    assert_eq!(n, 4 * 3 * 2);
}

#[test]
fn fidchell_levels_play_legal_moves_in_every_variant() {
    use mahai::games::fidchell::Fidchell;
    let n = full_budget_moves_are_legal::<Fidchell>(&[2], 2);
    assert_eq!(n, 10 * 2 * 2);
}

#[test]
fn bao_la_kete_levels_play_legal_moves_in_every_variant() {
    use mahai::games::bao_la_kete::BaoLaKete;
    let n = full_budget_moves_are_legal::<BaoLaKete>(&[2], 3);
    assert_eq!(n, 2 * 3 * 2);
}

/// The same position, level, seed and budget give the same root statistics and move; another
/// seed is allowed to differ but must still be legal.
fn same_seed_same_move<G: Ai>(options: &Options, seed: u64) {
    let start = G::new(options).unwrap();
    for g in decision_positions(&start, seed, 3, 120) {
        for level in [Level::Beginner, Level::Strong] {
            let run = |s: u64| {
                let mut search = Search::for_level(g.clone(), level, s);
                search.run();
                let stats: Vec<(String, u32)> = search
                    .stats()
                    .into_iter()
                    .map(|m| (m.mv.to_string(), m.visits))
                    .collect();
                (search.choose().unwrap(), stats, search.iterations())
            };
            let (a, b) = (run(9), run(9));
            assert_eq!(a, b, "{} {level}: {}", G::NAME, g.to_position());
            assert!(g.legal_moves().contains(&run(10).0));
        }
    }
}

#[test]
fn a_fixed_seed_and_budget_repeat_the_move_in_the_three_games() {
    use mahai::games::{bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua, fidchell::Fidchell};
    same_seed_same_move::<BarneZirkulua>(&Options::default(), 3);
    same_seed_same_move::<Fidchell>(
        &Options {
            variant: Some("game-two".into()),
            ..Options::default()
        },
        4,
    );
    same_seed_same_move::<BaoLaKete>(&Options::default(), 5);
}

#[test]
fn fidchell_gap_counts_the_empty_points_of_the_shortest_chain() {
    use mahai::games::fidchell::ai::gap;
    use mahai::games::fidchell::{Colour, Fidchell};
    let g = Fidchell::new(&Options::default()).unwrap();
    let b = g.board();
    // An empty board: one stone on each ring from 1 to 7.
    assert_eq!(gap(b, 0, 0), 7);
    // A stone on the way shortens the chain; an enemy wall round ring 1 cuts it off.
    let one = b.ring_mask(1);
    assert_eq!(gap(b, 0, one), 12, "ring 1 walled off");
    let north = mahai::games::fidchell::board::point(1, 0);
    assert_eq!(gap(b, 1u128 << north, 0), 6);
    assert_eq!(
        gap(b, 1u128 << north, 1u128 << north),
        7,
        "an enemy stone is no help"
    );
    let _ = Colour::White;
}

/// Whether the seat to move after `mv` can win at once.
fn allows_win_in_one<G: Game>(g: &G, mv: &G::Move) -> bool {
    let ToMove::Seat(me) = g.to_move() else {
        return false;
    };
    let mut next = g.clone();
    next.play(mv).unwrap();
    let ToMove::Seat(them) = next.to_move() else {
        return false;
    };
    them != me
        && next.legal_moves().iter().any(|r| {
            let mut after = next.clone();
            after.play(r).unwrap();
            matches!(after.to_move(), ToMove::Over(ref o) if o.0[them as usize] == SeatResult::Win)
        })
}

/// In positions (from playouts filtered by `candidate`) where some moves hand the opponent a win
/// in one and others do not, and the mover has no win of its own, the strong level plays a safe
/// move. Returns how many positions were checked.
fn strong_avoids_losing_in_one<G: Ai>(
    start: &G,
    seed: u64,
    wanted: usize,
    max_plies: usize,
    candidate: impl Fn(&G) -> bool,
) -> usize {
    let mut rng = Rng::new(seed);
    let (mut found, mut tries) = (0, 0);
    while found < wanted && tries < 20_000 {
        tries += 1;
        let plies = rng.below(max_plies) as u64;
        let (g, _) = random_playout(start.clone(), &mut rng, plies);
        let ToMove::Seat(me) = g.to_move() else {
            continue;
        };
        if !candidate(&g) {
            continue;
        }
        let moves = g.legal_moves();
        let wins = moves.iter().any(|m| {
            let mut n = g.clone();
            n.play(m).unwrap();
            matches!(n.to_move(), ToMove::Over(ref o) if o.0[me as usize] == SeatResult::Win)
        });
        let unsafe_moves = moves.iter().filter(|m| allows_win_in_one(&g, m)).count();
        if wins || unsafe_moves == 0 || unsafe_moves == moves.len() {
            continue;
        }
        let mv = best_move(&g, Level::Strong, 3).unwrap();
        assert!(
            !allows_win_in_one(&g, &mv),
            "{}: strong played {mv}, which loses at once, in {}",
            G::NAME,
            g.to_position()
        );
        found += 1;
    }
    found
}

#[test]
fn fidchell_strong_blocks_a_connection_in_one() {
    use mahai::games::fidchell::ai::gap;
    use mahai::games::fidchell::Fidchell;
    let mut checked = 0;
    for (i, variant) in ["game-one", "game-one-all-radials"].into_iter().enumerate() {
        let start = Fidchell::new(&Options {
            variant: Some(variant.into()),
            ..Options::default()
        })
        .unwrap();
        // Only placement positions where the opponent is one stone short of a chain and one
        // placement puts it at least two short again (a single threat, not a lost position).
        checked += strong_avoids_losing_in_one(&start, 60 + i as u64, 3, 110, |g: &Fidchell| {
            let me = g.side();
            let b = g.board();
            let their_gap = |x: &Fidchell| gap(b, x.stone_mask(me.other()), x.stone_mask(me));
            g.in_hand(me) > 0
                && g.in_hand(me.other()) > 0
                && their_gap(g) <= 1
                && g.legal_moves().iter().any(|m| {
                    let mut n = g.clone();
                    n.play(m).unwrap();
                    their_gap(&n) >= 2
                })
        });
    }
    assert!(checked >= 3, "only {checked} positions");
}

#[test]
fn bao_la_kete_strong_does_not_leave_its_front_row_to_be_emptied() {
    use mahai::games::bao_la_kete::BaoLaKete;
    let start = BaoLaKete::new(&Options {
        variant: Some("single".into()),
        ..Options::default()
    })
    .unwrap();
    let checked = strong_avoids_losing_in_one(&start, 8, 4, 120, |_: &BaoLaKete| true);
    assert_eq!(checked, 4);
}

#[test]
fn barne_zirkulua_strong_brings_a_ball_home_when_an_option_allows() {
    use mahai::games::barne_zirkulua::{BarneZirkulua, Loc, Move};
    let home = |g: &BarneZirkulua, s: u8| {
        g.balls(s)
            .iter()
            .filter(|l| matches!(l, Loc::Goal(_)))
            .count() as u32
            + 10 * g.marker(s) as u32
    };
    let start = BarneZirkulua::new(&Options::default()).unwrap();
    let mut rng = Rng::new(5);
    let (mut found, mut tries, mut beginner_home) = (0, 0, 0);
    while found < 4 && tries < 5000 {
        tries += 1;
        let plies = rng.below(200) as u64;
        let (g, _) = random_playout(start.clone(), &mut rng, plies);
        let ToMove::Seat(me) = g.to_move() else {
            continue;
        };
        let can = g
            .legal_moves()
            .iter()
            .any(|m| matches!(m, Move::Home { .. } | Move::Goal(_)));
        if !can {
            continue;
        }
        let before = home(&g, me);
        // A level plays out the rest of the turn.
        let turn = |level: Level| {
            let mut t = g.clone();
            let mut seed = 0;
            while t.to_move() == ToMove::Seat(me) {
                let mv = best_move(&t, level, seed).unwrap();
                t.play(&mv).unwrap();
                seed += 1;
            }
            home(&t, me) > before
        };
        assert!(
            turn(Level::Strong),
            "strong ended its turn without a ball home from {}",
            g.to_position()
        );
        beginner_home += turn(Level::Beginner) as u32;
        found += 1;
    }
    assert_eq!(found, 4);
    assert!(
        beginner_home >= 3,
        "the beginner used only {beginner_home} of 4 chances"
    );
}

/// Prints how long strong moves take and the search speed in each game (`docs/ai.md`):
/// `cargo test --release --test search -- --ignored --nocapture strong_move_times`.
#[test]
#[ignore = "a measurement, not a check; run it by hand in a release build"]
fn strong_move_times() {
    use mahai::games::{bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua, fidchell::Fidchell};
    use std::time::Instant;
    fn time<G: Ai>(name: &str, options: Options, count: usize) {
        let start = G::new(&options).unwrap();
        let (mut total, mut slowest, mut iterations) = (0.0f64, 0.0f64, 0u64);
        for (i, g) in decision_positions(&start, 7, count, 150)
            .into_iter()
            .enumerate()
        {
            let clock = Instant::now();
            let mut search = Search::for_level(g, Level::Strong, i as u64);
            search.run();
            search.choose();
            let t = clock.elapsed().as_secs_f64();
            total += t;
            slowest = slowest.max(t);
            iterations += search.iterations();
        }
        println!(
            "{name}: iterations/s {:.0}, mean {:.3} s, slowest {:.3} s",
            iterations as f64 / total,
            total / count as f64,
            slowest
        );
    }
    let variant = |v: &str| Options {
        variant: Some(v.into()),
        ..Options::default()
    };
    time::<BarneZirkulua>("barne-zirkulua 2 players", Options::default(), 12);
    time::<BarneZirkulua>(
        "barne-zirkulua 4 players",
        Options {
            players: Some(4),
            ..Options::default()
        },
        6,
    );
    for v in [
        "game-one",
        "game-two",
        "game-three",
        "game-three-v1",
        "game-three-v2",
    ] {
        time::<Fidchell>(&format!("fidchell {v}"), variant(v), 12);
    }
    time::<BaoLaKete>("bao-la-kete match", Options::default(), 12);
}

/// The moves the searches choose in a few positions of every game (`tests/data/determinism.json`),
/// computed natively. The same searches in the browser must choose the same (tests/web.rs, and
/// the shipped worker in e2e/dist.test.mjs): the search promises the same move for the same
/// position, level, seed and budget on every platform. `MAHAI_WRITE_DETERMINISM=1` writes the
/// file again (after a change to a search or an evaluation that is meant to change moves).
#[test]
fn searches_choose_the_kept_moves_on_every_platform() {
    use mahai::engine::playout::first_decision;
    let path = "tests/data/determinism.json";
    // In slices of 32 (as the browser's worker runs it) and of 7: the slices must not matter.
    let choose = |game: &str, position: &str, level: Level, seed: u64| -> String {
        let ai = mahai::games::ai(game).expect("a computer player");
        let moves: Vec<String> = [32, 7]
            .into_iter()
            .map(|slice| {
                let mut search = (ai.search)(position, level, seed).unwrap();
                while !search.is_done() {
                    search.iterate(slice);
                }
                search.choose_string().expect("a move")
            })
            .collect();
        assert_eq!(moves[0], moves[1], "{game} {level} seed {seed}: {position}");
        moves[0].clone()
    };
    if std::env::var_os("MAHAI_WRITE_DETERMINISM").is_some() {
        let mut cases = Vec::new();
        for entry in GAMES {
            let mut variants = vec![None];
            if entry.name == "fidchell" {
                variants.push(Some("game-one"));
            }
            for variant in variants {
                let options = Options {
                    variant: variant.map(str::to_string),
                    ..Options::default()
                };
                let start = (entry.new)(&options).unwrap();
                let opening = first_decision(start.as_ref(), 1).expect("a decision");
                // A position some random plies in, where the seat to move decides.
                let mut later = start.clone_box();
                let mut rng = Rng::new(2);
                for _ in 0..24 {
                    let moves = later.legal_move_strings();
                    if moves.is_empty() {
                        break;
                    }
                    later.play_str(&moves[rng.below(moves.len())]).unwrap();
                }
                let later = first_decision(later.as_ref(), 3).expect("a decision");
                for (position, level, seed) in [
                    (&opening, Level::Strong, 1),
                    (&opening, Level::Intermediate, 2),
                    (&later, Level::Strong, 3),
                    (&later, Level::Intermediate, 4),
                ] {
                    let mv = choose(entry.name, position, level, seed);
                    cases.push(serde_json::json!({
                        "game": entry.name, "position": position, "level": level.name(),
                        "seed": seed, "move": mv,
                    }));
                }
            }
        }
        let text = serde_json::to_string_pretty(&cases).unwrap();
        std::fs::write(path, format!("{text}\n")).unwrap();
    }
    let kept: Vec<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(kept.len() >= 16, "{} cases", kept.len());
    for case in &kept {
        let s = |k: &str| case[k].as_str().unwrap().to_string();
        let level: Level = s("level").parse().unwrap();
        let mv = choose(
            &s("game"),
            &s("position"),
            level,
            case["seed"].as_u64().unwrap(),
        );
        assert_eq!(mv, s("move"), "{case}");
    }
}

#[test]
fn the_master_level_parses_prints_and_searches_more_than_strong() {
    assert_eq!("master".parse::<Level>().unwrap(), Level::Master);
    assert_eq!(Level::Master.to_string(), "master");
    assert_eq!(
        Level::ALL.last(),
        Some(&Level::Master),
        "the top level, last"
    );
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>().unwrap(), level);
        assert_eq!(level.thinks_by_time(), level == Level::Master);
    }
    // An unknown level names every known one.
    let err = "grandmaster".parse::<Level>().unwrap_err().0;
    assert!(err.contains("\"grandmaster\""), "{err}");
    assert!(err.contains("strong, master"), "{err}");
    // Its cap is above the strong budget in every game (natively it searches the whole cap).
    for entry in GAMES {
        let ai = mahai::games::ai(entry.name).unwrap();
        let start = (entry.new)(&Options::default()).unwrap().position();
        let budget = |level| (ai.search)(&start, level, 1).unwrap().budget();
        assert!(
            budget(Level::Master) >= 5 * budget(Level::Strong),
            "{}: master {} against strong {}",
            entry.name,
            budget(Level::Master),
            budget(Level::Strong)
        );
    }
}

/// The output of a `ladder` command that must succeed, and its lines, the first of which must
/// be `header`.
fn ladder(args: &[&str], header: &str) -> (String, Vec<String>) {
    let (code, out, err) = cli(args);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<String> = out.lines().map(str::to_string).collect();
    assert_eq!(lines[0], header);
    (out, lines)
}

#[test]
fn ladder_command_prints_a_table_and_an_elo_per_level() {
    let run = cli;
    let args = [
        "ladder",
        "bao-la-kete",
        "--variant",
        "single",
        "--games",
        "2",
        "--master-iterations",
        "40",
    ];
    let (out, lines) = ladder(&args, "bao-la-kete ladder games=2 seed=1 master=master@40");
    // A header, its rule, five matches, the Elo line.
    assert_eq!(lines.len(), 9, "{out}");
    let pairs: Vec<(&str, &str)> = lines[3..8]
        .iter()
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            // The games add up.
            let n: Vec<u32> = cells[4..7].iter().map(|c| c.parse().unwrap()).collect();
            assert_eq!(n.iter().sum::<u32>(), 2, "{l}");
            (cells[1], cells[2])
        })
        .collect();
    assert_eq!(
        pairs,
        [
            ("beginner", "random"),
            ("intermediate", "beginner"),
            ("strong", "intermediate"),
            ("master@40", "strong"),
            ("master@160", "master@40"),
        ]
    );
    assert!(
        lines[8].starts_with("Elo (random = 0): random 0, beginner "),
        "{}",
        lines[8]
    );
    // A ladder of neighbours: each level sits its match's difference above the one below it.
    let diffs: Vec<f64> = lines[3..8]
        .iter()
        .map(|l| l.split('|').map(str::trim).nth(8).unwrap().parse().unwrap())
        .collect();
    let ratings: Vec<f64> = lines[8]
        .split(": ")
        .nth(1)
        .unwrap()
        .split(", ")
        .map(|r| r.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    let mut sum = 0.0;
    for (i, d) in diffs.iter().enumerate() {
        sum += d;
        assert!((ratings[i + 1] - sum).abs() <= 3.0, "{out}");
    }
    // The same seed, the same ladder.
    assert_eq!(run(&args).1, out);
    let (code, _, err) = run(&["ladder", "jinx", "--games", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("at least 1"), "{err}");
    // The round robin: every level against every other, the stronger side first, the master
    // at four times its budget against the master alone, and an Elo fitted to all eleven
    // matches.
    let (out, lines) = ladder(
        &[
            "ladder",
            "bao-la-kete",
            "--round-robin",
            "--games",
            "1",
            "--master-iterations",
            "40",
        ],
        "bao-la-kete ladder round-robin games=1 seed=1 master=master@40",
    );
    assert_eq!(lines.len(), 15, "{out}");
    let field = [
        "random",
        "beginner",
        "intermediate",
        "strong",
        "master@40",
        "master@160",
    ];
    let mut met = Vec::new();
    for l in &lines[3..14] {
        let cells: Vec<&str> = l.split('|').map(str::trim).collect();
        let (a, b) = (cells[1], cells[2]);
        let rank = |p: &str| field.iter().position(|f| *f == p).unwrap();
        assert!(rank(a) > rank(b), "{l}");
        met.push((rank(a), rank(b)));
    }
    met.sort();
    met.dedup();
    let mut pairs: Vec<(usize, usize)> = (1..5).flat_map(|a| (0..a).map(move |b| (a, b))).collect();
    pairs.push((5, 4));
    assert_eq!(
        met, pairs,
        "every pair once, the probe with the master only: {out}"
    );
    assert!(
        lines[14].starts_with("Elo (fitted to every match, random = 0): random 0, beginner "),
        "{}",
        lines[14]
    );
    // A field cut at a level: random to intermediate, three matches.
    let (code, out, err) = run(&[
        "ladder",
        "bao-la-kete",
        "--round-robin",
        "--up-to",
        "intermediate",
        "--games",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    let pairs: Vec<String> = out
        .lines()
        .skip(3)
        .take(3)
        .map(|l| l.split('|').take(3).collect::<String>())
        .collect();
    assert_eq!(
        pairs,
        [
            " beginner  random ",
            " intermediate  random ",
            " intermediate  beginner "
        ],
        "{out}"
    );
    let elo = out.lines().nth(6).unwrap();
    let named: Vec<&str> = elo
        .split(": ")
        .nth(1)
        .unwrap()
        .split(", ")
        .map(|r| r.split(' ').next().unwrap())
        .collect();
    assert_eq!(named, ["random", "beginner", "intermediate"], "{elo}");
    let (code, _, err) = run(&["ladder", "jinx", "--up-to", "random"]);
    assert_eq!(code, 2);
    assert!(err.contains("above random"), "{err}");
    let (code, _, err) = run(&["ladder", "jinx", "--up-to", "grandmaster"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown level"), "{err}");
    // The Elo difference: even at ½, 400·log10(3) at ¾, finite for a clean sweep.
    assert_eq!(mahai::cli::elo_difference(0.5, 10), 0.0);
    assert!((mahai::cli::elo_difference(0.75, 10) - 190.85).abs() < 0.01);
    assert!((mahai::cli::elo_difference(1.0, 20) - 400.0 * 39f64.log10()).abs() < 1e-9);
    assert!(
        (mahai::cli::elo_difference(0.0, 20) + mahai::cli::elo_difference(1.0, 20)).abs() < 1e-9
    );
}

// ---------------------------------------------------------------------------------------------
// Keeping the tree between moves: a search carried over to a later position (`Search::follow`)
// keeps exactly the subtree of that position, finds it after dice and several decisions of one
// seat, and starts afresh when the position is not in the tree.

/// A strong search of `g` with a budget of `iterations`, run to its end.
fn strong_search<G: Ai>(g: &G, iterations: u32, seed: u64) -> Search<G, G::Policy> {
    let policy = G::Policy::default();
    let config = SearchConfig {
        iterations,
        ..policy.config(g, Level::Strong)
    };
    let mut search = Search::new(g.clone(), policy, config, seed);
    search.run();
    search
}

/// The moves from the root of `search` along its most visited children, as long as the node
/// reached has at least `min_visits` visits, at most `plies` of them.
fn busiest_line<G: Game, P: Policy<G>>(
    search: &Search<G, P>,
    plies: usize,
    min_visits: u32,
) -> Vec<G::Move> {
    let mut line: Vec<G::Move> = Vec::new();
    while line.len() < plies {
        let node = search.node(&line).unwrap();
        let best = node
            .children
            .iter()
            .map(|c| {
                let mut at = line.clone();
                at.push(c.clone());
                (search.node(&at).unwrap().visits, at)
            })
            .max_by_key(|(v, _)| *v);
        match best {
            Some((v, at)) if v >= min_visits => line = at,
            _ => break,
        }
    }
    line
}

/// Whether every node of `old`'s subtree at `at` is the node at the same moves below `new`'s
/// root, with the same visits, score sums and children, and `new` holds nothing else; if not,
/// the first difference.
fn same_subtree<G: Game, P: Policy<G>>(
    old: &Search<G, P>,
    at: &[G::Move],
    new: &Search<G, P>,
) -> Result<(), String> {
    let mut count = 0;
    let mut stack: Vec<Vec<G::Move>> = vec![Vec::new()];
    while let Some(below) = stack.pop() {
        let path: Vec<G::Move> = at.iter().chain(&below).cloned().collect();
        let was = old.node(&path).expect("a node of the old tree");
        let is = new.node(&below);
        if is.as_ref() != Some(&was) {
            return Err(format!("at {at:?} + {below:?}: {was:?} became {is:?}"));
        }
        count += 1;
        for c in &was.children {
            let mut next = below.clone();
            next.push(c.clone());
            stack.push(next);
        }
    }
    if new.tree_size() != count {
        return Err(format!("{} nodes, not {count}", new.tree_size()));
    }
    Ok(())
}

/// The moves to every visited node of `search`'s tree whose position is `target`, within
/// `depth` plies of the root, with their visits.
fn nodes_of<G: Game, P: Policy<G>>(
    search: &Search<G, P>,
    target: &G,
    depth: usize,
) -> Vec<(Vec<G::Move>, u32)> {
    let mut found = Vec::new();
    let mut stack = vec![(Vec::new(), search.root().clone())];
    while let Some((line, game)) = stack.pop() {
        let node = search.node(&line).unwrap();
        if node.visits == 0 {
            continue;
        }
        if game == *target {
            found.push((line.clone(), node.visits));
        }
        if line.len() < depth {
            for c in node.children {
                let mut next = game.clone();
                next.play(&c).unwrap();
                let mut to = line.clone();
                to.push(c);
                stack.push((to, next));
            }
        }
    }
    found
}

/// Follows `line` (the moves played after the root of a search of `g`) in two equal searches,
/// by the moves and by the position, and checks what each keeps; then runs a budget on the
/// followed search. The positions along the line.
fn follow_line<G: Ai>(g: &G, iterations: u32, line: &[G::Move]) -> Vec<G> {
    let mut positions = vec![g.clone()];
    for mv in line {
        let mut next = positions.last().unwrap().clone();
        next.play(mv).unwrap();
        positions.push(next);
    }
    let target = positions.last().unwrap().clone();
    let old = strong_search(g, iterations, 4);
    let visits = old.node(line).unwrap().visits;
    // By the moves: exactly that node's subtree.
    let mut by_moves = strong_search(g, iterations, 4);
    assert!(by_moves.follow_moves(line, 8));
    assert_eq!(by_moves.root(), &target);
    if let Err(e) = same_subtree(&old, line, &by_moves) {
        panic!("{}: {e}", G::NAME);
    }
    // By the position: the most visited node of that position (there may be several: the
    // same moves in another order), exactly its subtree.
    let mut by_position = strong_search(g, iterations, 4);
    assert!(by_position.follow(&target, 8), "{}", target.to_position());
    assert_eq!(by_position.root(), &target);
    let nodes = nodes_of(&old, &target, FOLLOW_DEPTH as usize);
    let most = nodes.iter().map(|n| n.1).max().unwrap();
    assert_eq!(by_position.carried(), most as u64);
    assert!(
        nodes
            .iter()
            .any(|(at, v)| *v == most && same_subtree(&old, at, &by_position).is_ok()),
        "{}: the node of the most visits, exactly",
        G::NAME
    );
    // The budget counts afresh: new iterations, on top of the visits carried over.
    assert_eq!(by_moves.carried(), visits as u64);
    assert_eq!(by_moves.iterations(), 0);
    assert_eq!(by_moves.root_visits(), visits as u64);
    by_moves.run();
    assert!(by_moves.iterations() <= iterations as u64);
    assert!(by_moves.is_done());
    match target.to_move() {
        ToMove::Seat(_) => {
            assert_eq!(
                by_moves.root_visits(),
                visits as u64 + by_moves.iterations()
            );
            let mv = by_moves.choose().expect("a move");
            assert!(target.legal_moves().contains(&mv));
        }
        _ => {
            assert_eq!(by_moves.iterations(), 0, "nothing to search at the dice");
            assert_eq!(by_moves.choose(), None);
        }
    }
    positions
}

#[test]
fn a_followed_search_keeps_exactly_the_subtree_of_the_position_reached() {
    use mahai::games::{
        bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua, fidchell::Fidchell, jinx::Jinx,
    };
    fn each<G: Ai>(options: &Options, seed: u64) {
        let start = G::new(options).unwrap();
        for g in decision_positions(&start, seed, 2, 60) {
            let search = strong_search(&g, 1_500, 4);
            for plies in [0, 1, 2, 3] {
                let line = busiest_line(&search, plies, 2);
                follow_line(&g, 1_500, &line);
            }
        }
    }
    each::<Jinx>(&Options::default(), 1);
    each::<Fidchell>(&Options::default(), 2);
    each::<BaoLaKete>(&Options::default(), 3);
    each::<BarneZirkulua>(&Options::default(), 4);
    each::<BarneZirkulua>(
        &Options {
            players: Some(4),
            ..Options::default()
        },
        5,
    );
}

#[test]
fn a_search_is_followed_through_dice_and_several_decisions_of_one_seat() {
    use mahai::games::{bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua};
    // Barne-zirkulua: from a decision, down the busiest line past the seat's further
    // decisions, the end of its turn and the next roll.
    let start = BarneZirkulua::new(&Options::default()).unwrap();
    let mut seen = (0, 0);
    for g in decision_positions(&start, 11, 12, 80) {
        let search = strong_search(&g, 4_000, 4);
        let line = busiest_line(&search, 8, 3);
        let positions = follow_line(&g, 4_000, &line);
        let movers: Vec<ToMove> = positions.iter().map(|p| p.to_move()).collect();
        let dice = movers[1..].contains(&ToMove::Chance);
        let again = movers
            .windows(2)
            .any(|w| matches!((&w[0], &w[1]), (ToMove::Seat(a), ToMove::Seat(b)) if a == b));
        seen.0 += dice as u32;
        seen.1 += again as u32;
        // Every position of the line is found from the root, the dice ones too.
        for p in &positions {
            let mut s = strong_search(&g, 4_000, 4);
            assert!(s.follow(p, 1), "{}", p.to_position());
            assert_eq!(s.root(), p);
        }
    }
    assert!(
        seen.0 > 0 && seen.1 > 0,
        "lines through dice and repeated decisions: {seen:?}"
    );
    // Bao la Kete: a match, its moves and the answers asked during a move.
    let start = BaoLaKete::new(&Options::default()).unwrap();
    for g in decision_positions(&start, 12, 4, 60) {
        let search = strong_search(&g, 3_000, 4);
        let line = busiest_line(&search, 6, 3);
        assert!(line.len() >= 2, "{}", g.to_position());
        follow_line(&g, 3_000, &line);
    }
}

#[test]
fn a_followed_search_may_stand_at_the_dice_or_at_the_end() {
    // Dice Nim from a pile of 4: take 1 leaves the dice to roll; take 3, add 0, take 1 ends it.
    let g = DiceNim::at(4, 2, 0);
    let searched = || searched(&g, 3_000, 5);
    let mut at_dice = searched();
    assert!(at_dice.follow_moves(&[NimMove::Take(1)], 6));
    assert_eq!(at_dice.root().to_move(), ToMove::Chance);
    assert!(at_dice.is_done());
    at_dice.iterate(100);
    assert_eq!(at_dice.iterations(), 0, "nothing to search at the dice");
    assert_eq!((at_dice.best(), at_dice.choose()), (None, None));
    assert!(at_dice.stats().is_empty());
    // From the dice on to a decision, by position.
    let mut rolled = g.clone();
    rolled.play(&NimMove::Take(1)).unwrap();
    rolled.play(&NimMove::Add(0)).unwrap();
    assert!(at_dice.follow(&rolled, 7));
    assert_eq!(at_dice.root(), &rolled);
    assert!(!at_dice.is_done());
    at_dice.run();
    assert_eq!(
        at_dice.choose(),
        Some(NimMove::Take(3)),
        "a pile of 3 is taken whole"
    );
    // At the end of the game: the result, and nothing to search.
    let mut over = searched();
    let line = [NimMove::Take(3), NimMove::Add(0), NimMove::Take(1)];
    assert!(over.follow_moves(&line, 8));
    assert!(matches!(over.root().to_move(), ToMove::Over(_)));
    assert!(over.is_done());
    assert_eq!(over.choose(), None);
    assert_eq!(over.root_values(), vec![0.0, 1.0]);
    // The settled move is looked at again: a pile of 1 after the roll leaves one move.
    let mut settled = searched();
    assert!(settled.follow_moves(&[NimMove::Take(3), NimMove::Add(0)], 9));
    assert!(settled.is_done());
    assert_eq!(settled.choose(), Some(NimMove::Take(1)));
    assert_eq!(settled.iterations(), 0);
}

#[test]
fn a_position_not_in_the_tree_leaves_the_search_as_it_was() {
    use mahai::games::jinx::Jinx;
    let start = Jinx::new(&Options::default()).unwrap();
    let g = decision_positions(&start, 7, 1, 30).remove(0);
    let fingerprint = |s: &Search<Jinx, <Jinx as Ai>::Policy>| {
        (s.stats(), s.tree_size(), s.iterations(), s.root().clone())
    };
    // A few iterations: most root moves were never visited.
    let mut few = Search::for_level(g.clone(), Level::Strong, 3);
    few.iterate(5);
    let before = fingerprint(&few);
    let unvisited = few.stats().into_iter().find(|m| m.visits == 0).unwrap().mv;
    let mut after_unvisited = g.clone();
    after_unvisited.play(&unvisited).unwrap();
    assert!(!few.follow(&after_unvisited, 1), "an unvisited node");
    assert!(!few.follow_moves(std::slice::from_ref(&unvisited), 1));
    // Another line of the same game, the start, the position two moves on by a move never
    // searched.
    let (elsewhere, _) = random_playout(start.clone(), &mut Rng::new(99), 40);
    let mut two_on = after_unvisited.clone();
    let reply = two_on.legal_moves()[0];
    two_on.play(&reply).unwrap();
    for other in [elsewhere, start.clone(), two_on] {
        assert!(!few.follow(&other, 1), "{}", other.to_position());
    }
    assert!(!few.follow_moves(&[unvisited, reply], 1));
    assert_eq!(fingerprint(&few), before, "nothing changed");
    // The root itself follows: the same position again, with its visits.
    assert!(few.follow(&g, 2));
    assert_eq!((few.carried(), few.iterations()), (5, 0));
    // Through the strings: another game's position, garbage, another variant.
    use mahai::ai::search::DynSearch;
    let mut dynamic: Box<dyn DynSearch> = Box::new(strong_search(&g, 300, 1));
    let size = dynamic.tree_size();
    for text in [
        "",
        "garbage",
        "jinx2",
        &mahai::games::fidchell::Fidchell::new(&Options::default())
            .unwrap()
            .to_position(),
        &Jinx::new(&Options {
            players: Some(4),
            ..Options::default()
        })
        .unwrap()
        .to_position(),
    ] {
        assert!(!dynamic.follow(text, 1), "{text}");
    }
    assert_eq!(dynamic.tree_size(), size);
    assert!(dynamic.follow(&g.to_position(), 1));
    assert_eq!(dynamic.carried(), 300);
}

#[test]
fn following_random_positions_never_panics_and_finds_only_what_follows() {
    use mahai::games::{bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua, jinx::Jinx};
    fn each<G: Ai>(seed: u64) {
        let start = G::new(&Options::default()).unwrap();
        let mut rng = Rng::new(seed);
        for g in decision_positions(&start, seed, 3, 80) {
            // Positions a few random plies on (some in the tree, most not), and others.
            for _ in 0..20 {
                let mut s = strong_search(&g, 400, 2);
                let plies = rng.below(5) as u64;
                let (target, _) = random_playout(g.clone(), &mut rng, plies);
                if s.follow(&target, 3) {
                    assert_eq!(s.root(), &target);
                    s.run();
                    if let Some(mv) = s.choose() {
                        assert!(target.legal_moves().contains(&mv));
                    }
                } else {
                    assert_eq!(s.root(), &g);
                }
            }
        }
    }
    each::<Jinx>(21);
    each::<BaoLaKete>(22);
    each::<BarneZirkulua>(23);
}

#[test]
fn masters_that_keep_their_tree_play_the_same_game_again() {
    use mahai::ai::level::Player;
    use mahai::ai::matches::{match_game, play_game};
    use mahai::games::{bao_la_kete::BaoLaKete, barne_zirkulua::BarneZirkulua};
    let master = |reuse| Player {
        level: Level::Master,
        iterations: Some(400),
        reuse,
    };
    assert!(master(true).keeps_tree() && !master(false).keeps_tree());
    assert!(!Player::from(Level::Strong).keeps_tree());
    assert_eq!(master(false).to_string(), "master@400/no-reuse");
    assert_eq!(master(true).to_string(), "master@400");
    let bao = BaoLaKete::new(&Options {
        variant: Some("single".into()),
        ..Options::default()
    })
    .unwrap();
    let kept = play_game(&bao, &[master(true), master(false)], 3, 400);
    assert_eq!(
        kept,
        play_game(&bao, &[master(true), master(false)], 3, 400)
    );
    let (a, b) = (kept.reuse[0], kept.reuse[1]);
    assert!(
        a.searches > 0 && a.followed > 0 && a.carried_share > 0.0,
        "{a:?}"
    );
    assert!(a.followed <= a.searches && a.carried_share <= a.searches as f64);
    assert_eq!(b, Default::default(), "the seat without reuse");
    // Dice and several decisions a turn: the same again, and followed.
    let bz = BarneZirkulua::new(&Options::default()).unwrap();
    let (result, played) = match_game(&bz, 1, master(true), Level::Strong, 5);
    assert_eq!(
        (result, played.clone()),
        match_game(&bz, 1, master(true), Level::Strong, 5)
    );
    let a = played.reuse[1];
    assert!(a.followed > 0, "{a:?}");
    // The strong and intermediate levels never keep a tree: their games do not change.
    let strong = play_game(&bz, &[Level::Strong, Level::Intermediate], 9, 60);
    assert!(strong.reuse.iter().all(|t| *t == Default::default()));
}

/// The Elo fitted to several matches at once: one match gives exactly its own difference; a
/// field that is consistent (each step ¾, so the two-step match at 0.9) comes out in order,
/// and the fit is the model's best one: each player's expected score over its games equals the
/// score it made.
#[test]
fn elo_fit_explains_every_match() {
    use mahai::cli::{elo_difference, elo_fit, MatchScore};
    let one = [MatchScore {
        a: 1,
        b: 0,
        score: 15.0,
        games: 20,
    }];
    let fitted = elo_fit(2, &one);
    assert_eq!(fitted[0], 0.0);
    assert!(
        (fitted[1] - elo_difference(0.75, 20)).abs() < 1e-6,
        "{fitted:?}"
    );
    // A clean sweep stays finite, as the pairwise difference does.
    let sweep = [MatchScore {
        a: 1,
        b: 0,
        score: 20.0,
        games: 20,
    }];
    assert!((elo_fit(2, &sweep)[1] - elo_difference(1.0, 20)).abs() < 1e-6);
    let field = [
        MatchScore {
            a: 1,
            b: 0,
            score: 150.0,
            games: 200,
        },
        MatchScore {
            a: 2,
            b: 1,
            score: 150.0,
            games: 200,
        },
        MatchScore {
            a: 2,
            b: 0,
            score: 180.0,
            games: 200,
        },
    ];
    let elo = elo_fit(3, &field);
    assert!(elo[0] == 0.0 && elo[1] > 0.0 && elo[2] > elo[1], "{elo:?}");
    for p in 0..3 {
        let (mut expected, mut made) = (0.0, 0.0);
        for m in &field {
            let share = 1.0 / (1.0 + 10f64.powf((elo[m.b] - elo[m.a]) / 400.0));
            if m.a == p {
                expected += share * m.games as f64;
                made += m.score;
            } else if m.b == p {
                expected += (1.0 - share) * m.games as f64;
                made += m.games as f64 - m.score;
            }
        }
        assert!(
            (expected - made).abs() < 1e-6,
            "player {p}: {expected} vs {made}"
        );
    }
    // Two steps at odds of 3 to 1 make odds of 9 to 1, a score of 0.9: this field fits the
    // model exactly, at one step's difference apart.
    let step = elo_difference(0.75, 200);
    assert!(
        (elo[1] - step).abs() < 1e-6 && (elo[2] - 2.0 * step).abs() < 1e-6,
        "{elo:?}"
    );
}

/// `mahai elo`: the matches of a file, game by game, with one Elo per player fitted to all of a
/// game's matches; the random player at 0 wherever it is named, the players listed from the
/// lowest rating up; unreadable lines and fields the matches do not link are refused.
#[test]
fn elo_command_fits_the_matches_of_a_file() {
    let dir = std::env::temp_dir().join(format!("mahai-elo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    };
    let results = file(
        "results.txt",
        "# two games\n\
         g2 strong weak 150 50 0\n\
         g1 middle random 150 50 0   # a step of three to one\n\
         \n\
         g1 top middle 140 40 20\n\
         g1 top random 180 20 0\n",
    );
    let (code, out, err) = cli(&["elo", &results]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // The games in the order they first appear, each with its rows as given.
    assert_eq!(lines[0], "g2", "{out}");
    assert_eq!(
        lines[3],
        "| strong | weak | 200 | 150 | 50 | 0 | 75.0 % | +191 |"
    );
    assert_eq!(
        lines[4],
        "Elo (fitted to every match, strong = 0): weak -191, strong 0"
    );
    assert_eq!(lines[6], "g1");
    assert_eq!(
        lines[10],
        "| top | middle | 200 | 140 | 40 | 20 | 75.0 % | +191 |"
    );
    let expected = {
        use mahai::cli::{elo_fit, MatchScore};
        let m = |a, b, score, games| MatchScore { a, b, score, games };
        elo_fit(
            3,
            &[
                m(1, 0, 150.0, 200),
                m(2, 1, 150.0, 200),
                m(2, 0, 180.0, 200),
            ],
        )
    };
    assert_eq!(
        lines[12],
        format!(
            "Elo (fitted to every match, random = 0): random 0, middle {:.0}, top {:.0}",
            expected[1], expected[2]
        )
    );
    assert!(
        expected[1] > 0.0 && expected[2] > expected[1],
        "{expected:?}"
    );
    // What is refused, and where.
    for (text, says) in [
        (
            "g a b 1 2\n",
            "line 1: a match is GAME A B A_WINS B_WINS DRAWS, not 5 fields",
        ),
        (
            "# none\ng a b 1 2 x\n",
            "line 2: \"x\" is not a count of games",
        ),
        ("g a a 1 2 3\n", "line 1: a cannot play itself"),
        ("g a b 0 0 0\n", "line 1: a match of no games"),
        (
            "g a b 18446744073709551615 1 0\n",
            "line 1: too many games for one match",
        ),
        (
            "g a b 1 2 3\ng c d 1 1 1\n",
            "g: no chain of matches links c to a",
        ),
        ("\n# only a comment\n", "no matches"),
    ] {
        let path = file("bad.txt", text);
        let (code, out, err) = cli(&["elo", &path]);
        assert_eq!((code, out.as_str()), (2, ""), "{text}");
        assert!(err.contains(says), "{text}: {err}");
    }
    let (code, _, err) = cli(&["elo", &dir.join("missing.txt").to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(err.contains("missing.txt"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// docs/ai.md's round-robin tables are what `mahai elo docs/ladder.txt` prints, line for line,
/// so the published Elo cannot drift from the results it was fitted to.
#[test]
fn the_published_round_robin_is_the_fit_of_its_results() {
    let root = env!("CARGO_MANIFEST_DIR");
    let (code, out, err) = cli(&["elo", &format!("{root}/docs/ladder.txt")]);
    assert_eq!(code, 0, "{err}");
    let docs = std::fs::read_to_string(format!("{root}/docs/ai.md")).unwrap();
    let lines: Vec<&str> = docs.lines().collect();
    let printed: Vec<&str> = out.lines().filter(|l| !l.is_empty()).collect();
    assert!(printed.len() > 40, "{out}");
    for line in printed {
        // A game's name stands alone; docs/ai.md names it in a heading.
        let found = if line.starts_with('|') || line.starts_with("Elo") {
            lines.contains(&line)
        } else {
            lines.iter().any(|l| l.starts_with('#') && l.contains(line))
        };
        assert!(
            found,
            "docs/ai.md lacks this line of `mahai elo docs/ladder.txt`:\n{line}"
        );
    }
}
