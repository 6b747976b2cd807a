//! Random playouts, perft, and the invariant checks every game's tests run at every ply.

use super::rng::Rng;
use super::{Game, Mover, ToMove};

/// Safety cap for random games; every game's own draw rules end games long before this.
pub const MAX_PLIES: u64 = 100_000;

/// Picks the move a random player (or the dice) would make: chance outcomes by their
/// probabilities, decisions uniformly.
pub fn random_move<G: Game>(game: &G, rng: &mut Rng) -> Option<G::Move> {
    RandomMover::default().pick(game, rng)
}

/// [`random_move`] with buffers kept from one ply to the next, so that a playout allocates
/// nothing per ply. Draws exactly what [`random_move`] draws.
pub struct RandomMover<G: Game> {
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, f64)>,
    weights: Vec<f64>,
}

impl<G: Game> Default for RandomMover<G> {
    fn default() -> Self {
        RandomMover {
            moves: Vec::new(),
            outcomes: Vec::new(),
            weights: Vec::new(),
        }
    }
}

impl<G: Game> RandomMover<G> {
    pub fn pick(&mut self, game: &G, rng: &mut Rng) -> Option<G::Move> {
        match game.mover() {
            Mover::Over => None,
            Mover::Chance => {
                game.chance_outcomes_into(&mut self.outcomes);
                if self.outcomes.is_empty() {
                    return None;
                }
                self.weights.clear();
                self.weights.extend(self.outcomes.iter().map(|(_, p)| *p));
                Some(self.outcomes[rng.weighted(&self.weights)].0.clone())
            }
            Mover::Seat(_) => game.pick_legal(&mut self.moves, &mut |n| rng.below(n)),
        }
    }
}

/// Plays random moves until the game ends or `max_plies` are played. Returns the final position
/// and the number of plies played.
pub fn random_playout<G: Game>(mut game: G, rng: &mut Rng, max_plies: u64) -> (G, u64) {
    let mut mover = RandomMover::default();
    let mut plies = 0;
    while plies < max_plies {
        let Some(mv) = mover.pick(&game, rng) else {
            break;
        };
        game.play_legal(&mv);
        plies += 1;
    }
    (game, plies)
}

/// The number of move sequences of length `depth` (chance outcomes count as moves).
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::new()).collect();
    perft_with(game, depth, &mut buffers)
}

/// [`perft`] with one move buffer per remaining depth.
fn perft_with<G: Game>(game: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per depth");
    game.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in moves.iter() {
        let mut next = game.clone();
        next.play_legal(mv);
        total += perft_with(&next, depth - 1, rest);
    }
    total
}

/// What [`check_random_game`] saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    pub plies: u64,
    pub finished: bool,
    pub illegal_tried: u64,
}

/// The checks every position gets in the random-game checkers: its position string parses back
/// to the same position, and the game's own invariants hold.
fn check_position<G: Game>(
    game: &G,
    extra: &dyn Fn(&G) -> Result<(), String>,
) -> Result<(), String> {
    match G::from_position(&game.to_position()) {
        Ok(back) if back == *game => {}
        Ok(back) => return Err(format!("position string does not round-trip: {back:?}")),
        Err(e) => return Err(format!("own position string refused: {e}")),
    }
    extra(game).map_err(|e| format!("invariant: {e}"))
}

/// A listed move is accepted by [`Game::play`] and by [`Game::play_quiet`] (each on a copy),
/// and both give the position that [`Game::play_legal`] gives.
fn accepted_alike<G: Game>(game: &G, mv: &G::Move, text: &str) -> Result<(), String> {
    let mut loud = game.clone();
    if let Err(e) = loud.play(mv) {
        return Err(format!("listed move {text} refused: {e}"));
    }
    let mut quiet = game.clone();
    if let Err(e) = quiet.play_quiet(mv) {
        return Err(format!("listed move {text} refused on the quiet path: {e}"));
    }
    if loud != quiet {
        return Err(format!(
            "listed move {text}: the quiet path gives another position"
        ));
    }
    let mut trusted = game.clone();
    trusted.play_legal(mv);
    if loud != trusted {
        return Err(format!(
            "listed move {text}: the unchecked path gives another position"
        ));
    }
    Ok(())
}

/// [`Game::pick_legal`] finds the listed move at every index it is given (at a decision).
fn picks_alike<G: Game>(game: &G, moves: &[G::Move]) -> Result<(), String> {
    if !matches!(game.mover(), Mover::Seat(_)) {
        return Ok(());
    }
    let mut buffer = Vec::new();
    for i in 0..moves.len().max(1) {
        let mut asked = None;
        let picked = game.pick_legal(&mut buffer, &mut |n| {
            asked = Some(n);
            i
        });
        if moves.is_empty() {
            return match picked {
                None => Ok(()),
                Some(_) => Err("a move picked where none is listed".into()),
            };
        }
        if asked != Some(moves.len()) || picked.as_ref() != Some(&moves[i]) {
            return Err(format!(
                "pick_legal({i}) of {} gives {picked:?} after counting {asked:?}",
                moves.len()
            ));
        }
    }
    Ok(())
}

/// A move that is not listed must be refused, with a reason, by [`Game::play`] and by
/// [`Game::play_quiet`], leaving the position as it was. On a violation: the position before
/// and what went wrong.
fn refused_cleanly<G: Game>(game: &mut G, mv: &G::Move, text: &str) -> Result<(), (G, String)> {
    let before = game.clone();
    let refused = match game.play(mv) {
        Ok(_) => return Err((before, format!("unlisted move {text} accepted"))),
        Err(e) => e,
    };
    if refused.reason_text().is_empty() {
        return Err((before, format!("move {text} refused without a reason")));
    }
    if *game != before {
        return Err((before, format!("refused move {text} changed the position")));
    }
    match game.play_quiet(mv) {
        Ok(()) => Err((before, format!("unlisted move {text} accepted quietly"))),
        Err(e) if e != refused => Err((
            before,
            format!("move {text} refused for another reason quietly: {e}"),
        )),
        Err(_) if *game != before => Err((
            before,
            format!("quietly refused move {text} changed the position"),
        )),
        Err(_) => Ok(()),
    }
}

/// The panic of a random-game check: the seed, the ply, what went wrong and the position.
fn failed<G: Game>(seed: u64, ply: usize, g: &G, what: String) -> ! {
    panic!(
        "seed {seed}, ply {ply}: {what}\nposition: {}",
        g.to_position()
    )
}

/// What a ply of a random game lists: its legal moves and, at a chance turn, the outcomes with
/// their probabilities (empty at a seat's turn).
struct Listed<G: Game> {
    moves: Vec<G::Move>,
    outcomes: Vec<(G::Move, f64)>,
}

/// The first checks of a ply in a random game: the position's own (`extra` included), then a
/// turn that agrees with the listed moves: none once the game is over, the chance outcomes
/// (with probabilities summing to 1) at a chance turn, at least one when a seat is to move.
/// Gives what the ply lists, or `None` once the game is over.
fn check_turn<G: Game>(
    game: &G,
    extra: &dyn Fn(&G) -> Result<(), String>,
) -> Result<Option<Listed<G>>, String> {
    check_position(game, extra)?;
    let moves = game.legal_moves();
    let mut outcomes = Vec::new();
    match game.to_move() {
        ToMove::Over(_) if !moves.is_empty() => return Err("moves listed after the end".into()),
        ToMove::Over(_) => return Ok(None),
        ToMove::Chance => {
            outcomes = game.chance_outcomes();
            let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
            if (total - 1.0).abs() > 1e-9 {
                return Err(format!("chance probabilities sum to {total}"));
            }
            if outcomes.len() != moves.len() || outcomes.iter().any(|(m, _)| !moves.contains(m)) {
                return Err("chance outcomes differ from the legal moves".into());
            }
        }
        ToMove::Seat(_) if moves.is_empty() => {
            return Err("a seat is to move but has no legal move".into())
        }
        ToMove::Seat(_) => {}
    }
    Ok(Some(Listed { moves, outcomes }))
}

/// Replaying the move strings `played` from `start` must accept every move and end in `end`.
/// On a violation: the ply, the position there and what went wrong.
fn replays_alike<G: Game>(start: &G, played: &[String], end: &G) -> Result<(), (usize, G, String)> {
    let mut replay = start.clone();
    for (i, mv) in played.iter().enumerate() {
        let parsed = match replay.parse_move(mv) {
            Ok(m) => m,
            Err(e) => return Err((i, replay, format!("replay cannot parse {mv}: {e}"))),
        };
        if let Err(e) = replay.play(&parsed) {
            return Err((i, replay, format!("replay refused {mv}: {e}")));
        }
    }
    if replay != *end {
        let what = "replaying the moves gives another position".to_string();
        return Err((played.len(), end.clone(), what));
    }
    Ok(())
}

/// How thoroughly [`check_random_game`] checks each ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckLevel {
    /// Stop after this many plies (the game may end sooner).
    pub max_plies: u64,
    /// Listed moves played on a copy at each ply, chosen at random (the move actually played is
    /// always checked as well). `usize::MAX`: every listed move.
    pub legal_tries: usize,
    /// Move strings seen earlier in the game tried at each ply when they are not listed here.
    pub illegal_tries: usize,
    /// Listed moves whose strings are printed and parsed back at each ply, chosen at random (the
    /// move actually played always is). `usize::MAX`: every listed move.
    pub text_tries: usize,
}

impl CheckLevel {
    /// Every listed move printed, parsed back and played on a copy at each ply, and eight
    /// moves met earlier tried where they are not listed, for up to `max_plies` plies.
    pub const fn every(max_plies: u64) -> CheckLevel {
        CheckLevel {
            max_plies,
            legal_tries: usize::MAX,
            illegal_tries: 8,
            text_tries: usize::MAX,
        }
    }
}

/// Plays one seeded random game and checks at every ply:
/// - the position string round-trips, and so do the strings of the listed moves checked;
/// - the listed moves checked are accepted (each is played on a copy), and the move chosen is
///   always checked and then played for real; where every listed move is checked,
///   [`Game::pick_legal`] picks each of them at its index;
/// - move strings met earlier in the game but not listed now are refused, with a reason, and
///   leave the position unchanged;
/// - at a chance turn the outcome probabilities sum to 1 and match the listed moves;
/// - `extra(&game)` holds (the game's own invariants: conservation and so on);
/// - a seat's or the dice's turn lists a move, and a finished game lists none;
///
/// and at the end that replaying the move strings from `start` gives the same position.
/// `level` says how many of the listed moves are checked at each ply: a sample for long
/// simulations, every one with [`CheckLevel::every`].
///
/// Panics with the seed, the ply and the position on the first violation (this is test
/// support).
pub fn check_random_game<G: Game>(
    start: &G,
    seed: u64,
    level: CheckLevel,
    extra: &dyn Fn(&G) -> Result<(), String>,
) -> PlayoutStats {
    use std::collections::HashSet;
    let mut rng = Rng::new(seed);
    let mut sample_rng = Rng::new(seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut game = start.clone();
    let mut played: Vec<String> = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    let mut seen_set: HashSet<String> = HashSet::new();
    let mut stats = PlayoutStats::default();
    let fail = |ply: usize, g: &G, what: String| -> ! { failed(seed, ply, g, what) };
    loop {
        let ply = played.len();
        let Some(Listed { moves, outcomes }) =
            check_turn(&game, extra).unwrap_or_else(|e| fail(ply, &game, e))
        else {
            stats.finished = true;
            break;
        };
        // Move strings: all of them, or a sample; each must parse back to its move.
        let n = moves.len();
        let text_tries = level.text_tries.min(n);
        let mut checked: Vec<usize> = if text_tries == n {
            (0..n).collect()
        } else {
            (0..text_tries).map(|_| sample_rng.below(n)).collect()
        };
        for &i in &checked {
            let mv = &moves[i];
            let text = game.move_text(mv);
            match game.parse_move(&text) {
                Ok(back) if back == *mv => {}
                _ => fail(ply, &game, format!("move text {text} does not parse back")),
            }
            let s = mv.to_string();
            if s != text {
                match game.parse_move(&s) {
                    Ok(back) if back == *mv => {}
                    _ => fail(ply, &game, format!("move string {s} does not round-trip")),
                }
            }
            if seen_set.len() < 20_000 && !seen_set.contains(&text) {
                seen_set.insert(text.clone());
                seen.push(text);
            }
        }
        // Listed moves are accepted: all of them, or a sample.
        let legal_tries = level.legal_tries.min(n);
        checked.clear();
        if legal_tries == n {
            checked.extend(0..n);
        } else {
            checked.extend((0..legal_tries).map(|_| sample_rng.below(n)));
        }
        for &i in &checked {
            if let Err(what) = accepted_alike(&game, &moves[i], &game.move_text(&moves[i])) {
                fail(ply, &game, what);
            }
        }
        // Where every listed move is checked, so is the game's pick among them.
        if legal_tries == n {
            if let Err(what) = picks_alike(&game, &moves) {
                fail(ply, &game, what);
            }
        }
        let mut tried = 0;
        for _ in 0..level.illegal_tries {
            if seen.is_empty() {
                break;
            }
            let cand = &seen[sample_rng.below(seen.len())];
            let Ok(parsed) = game.parse_move(cand) else {
                continue;
            };
            if moves.contains(&parsed) {
                continue;
            }
            if let Err((before, what)) = refused_cleanly(&mut game, &parsed, cand) {
                fail(ply, &before, what);
            }
            tried += 1;
        }
        stats.illegal_tried += tried;
        if played.len() as u64 >= level.max_plies {
            break;
        }
        let mv = if outcomes.is_empty() {
            rng.choose(&moves).clone()
        } else {
            let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
            outcomes[rng.weighted(&weights)].0.clone()
        };
        let text = game.move_text(&mv);
        match game.parse_move(&text) {
            Ok(back) if back == mv => {}
            _ => fail(ply, &game, format!("move text {text} does not parse back")),
        }
        if let Err(e) = game.play(&mv) {
            fail(ply, &game, format!("listed move {text} refused: {e}"));
        }
        played.push(text);
    }
    stats.plies = played.len() as u64;
    if let Err((ply, g, what)) = replays_alike(start, &played, &game) {
        fail(ply, &g, what);
    }
    stats
}

/// The first position of `start` where a seat decides, with the chance turns on the way drawn
/// from `seed` (`None` if none comes within 10,000 plies). Benchmarks search there: a chance
/// turn needs no search (Barne-zirkulua begins with the dice).
pub fn first_decision(start: &dyn super::DynGame, seed: u64) -> Option<String> {
    let mut game = start.clone_box();
    let mut rng = Rng::new(seed);
    for _ in 0..10_000 {
        match game.to_move() {
            ToMove::Seat(_) => return Some(game.position()),
            ToMove::Over(_) => return None,
            ToMove::Chance => {
                let outcomes = game.chance_outcome_strings();
                let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
                let mv = outcomes.get(rng.weighted(&weights))?.0.clone();
                game.play_str(&mv).ok()?;
            }
        }
    }
    None
}
