//! Random playouts, perft, and the invariant checks every game's tests run at every ply.

use super::rng::Rng;
use super::{Game, ToMove};

/// Safety cap for random games; every game's own draw rules end games long before this.
pub const MAX_PLIES: u64 = 100_000;

/// Picks the move a random player (or the dice) would make: chance outcomes by their
/// probabilities, decisions uniformly.
pub fn random_move<G: Game>(game: &G, rng: &mut Rng) -> Option<G::Move> {
    match game.to_move() {
        ToMove::Over(_) => None,
        ToMove::Chance => {
            let outcomes = game.chance_outcomes();
            if outcomes.is_empty() {
                return None;
            }
            let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
            Some(outcomes[rng.weighted(&weights)].0.clone())
        }
        ToMove::Seat(_) => {
            let moves = game.legal_moves();
            if moves.is_empty() {
                None
            } else {
                Some(rng.choose(&moves).clone())
            }
        }
    }
}

/// Plays random moves until the game ends or `max_plies` are played. Returns the final position
/// and the number of plies played.
pub fn random_playout<G: Game>(mut game: G, rng: &mut Rng, max_plies: u64) -> (G, u64) {
    let mut plies = 0;
    while plies < max_plies {
        let Some(mv) = random_move(&game, rng) else {
            break;
        };
        game.play(&mv)
            .expect("a listed legal move must be accepted");
        plies += 1;
    }
    (game, plies)
}

/// The number of move sequences of length `depth` (chance outcomes count as moves).
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mv).expect("a listed legal move must be accepted");
            perft(&next, depth - 1)
        })
        .sum()
}

/// What [`check_random_game`] saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    pub plies: u64,
    pub finished: bool,
    pub illegal_tried: u64,
}

/// Plays one seeded random game and checks at every ply:
/// - the position string round-trips (`parse(print(x)) == x`) and so does every legal move string;
/// - every listed move is accepted (each is tried on a copy);
/// - moves that were legal somewhere earlier but are not listed now are refused, with a reason,
///   and leave the position unchanged;
/// - at a chance turn the outcome probabilities sum to 1 and match the listed moves;
/// - `extra(&game)` holds (each game's own invariants: conservation and so on);
/// - replaying the moves from `start` gives the same final position.
///
/// Panics with a description on the first violation (this is test support).
pub fn check_random_game<G: Game>(
    start: &G,
    seed: u64,
    max_plies: u64,
    extra: &dyn Fn(&G) -> Result<(), String>,
) -> PlayoutStats {
    let mut rng = Rng::new(seed);
    let mut game = start.clone();
    let mut played: Vec<G::Move> = Vec::new();
    let mut seen: Vec<G::Move> = Vec::new();
    let mut stats = PlayoutStats::default();
    let fail = |ply: usize, g: &G, what: String| -> ! {
        panic!(
            "seed {seed}, ply {ply}: {what}\nposition: {}",
            g.to_position()
        )
    };
    loop {
        let ply = played.len();
        let text = game.to_position();
        match G::from_position(&text) {
            Ok(back) if back == game => {}
            Ok(back) => fail(
                ply,
                &game,
                format!("position string does not round-trip: {back:?}"),
            ),
            Err(e) => fail(ply, &game, format!("own position string refused: {e}")),
        }
        if let Err(e) = extra(&game) {
            fail(ply, &game, format!("invariant: {e}"));
        }
        let moves = game.legal_moves();
        match game.to_move() {
            ToMove::Over(_) => {
                if !moves.is_empty() {
                    fail(ply, &game, "moves listed after the end".into());
                }
                stats.finished = true;
                break;
            }
            ToMove::Chance => {
                let outcomes = game.chance_outcomes();
                let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
                if (total - 1.0).abs() > 1e-9 {
                    fail(ply, &game, format!("chance probabilities sum to {total}"));
                }
                if outcomes.len() != moves.len() || outcomes.iter().any(|(m, _)| !moves.contains(m))
                {
                    fail(
                        ply,
                        &game,
                        "chance outcomes differ from the legal moves".into(),
                    );
                }
            }
            ToMove::Seat(_) => {
                if moves.is_empty() {
                    fail(ply, &game, "a seat is to move but has no legal move".into());
                }
            }
        }
        for mv in &moves {
            let s = mv.to_string();
            match game.parse_move(&s) {
                Ok(back) if back == *mv => {}
                _ => fail(ply, &game, format!("move string {s} does not round-trip")),
            }
            let text = game.move_text(mv);
            match game.parse_move(&text) {
                Ok(back) if back == *mv => {}
                _ => fail(ply, &game, format!("move text {text} does not parse back")),
            }
            let mut copy = game.clone();
            if let Err(e) = copy.play(mv) {
                fail(ply, &game, format!("listed move {s} refused: {e}"));
            }
            if !seen.contains(mv) && seen.len() < 4000 {
                seen.push(mv.clone());
            }
        }
        // A handful of moves that are not legal here must be refused without changing anything.
        let mut tried = 0;
        for _ in 0..8 {
            if seen.is_empty() {
                break;
            }
            let cand = rng.choose(&seen).clone();
            if moves.contains(&cand) {
                continue;
            }
            let before = game.clone();
            match game.play(&cand) {
                Ok(_) => fail(ply, &before, format!("unlisted move {cand} accepted")),
                Err(e) => {
                    if e.reason.is_empty() {
                        fail(ply, &game, format!("move {cand} refused without a reason"));
                    }
                    if game != before {
                        fail(
                            ply,
                            &before,
                            format!("refused move {cand} changed the position"),
                        );
                    }
                }
            }
            tried += 1;
        }
        stats.illegal_tried += tried;
        if played.len() as u64 >= max_plies {
            break;
        }
        let mv = super::playout::random_move(&game, &mut rng).expect("moves exist");
        game.play(&mv).expect("checked above");
        played.push(mv);
    }
    stats.plies = played.len() as u64;
    let mut replay = start.clone();
    for (i, mv) in played.iter().enumerate() {
        let parsed = replay.parse_move(&mv.to_string()).expect("round-trips");
        if let Err(e) = replay.play(&parsed) {
            fail(i, &replay, format!("replay refused {mv}: {e}"));
        }
    }
    if replay != game {
        fail(
            played.len(),
            &game,
            "replaying the moves gives another position".into(),
        );
    }
    stats
}
