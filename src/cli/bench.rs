//! `mahai bench`: random playouts and whole searches of a game, timed.

use super::*;

/// Random playouts from `start` for about `seconds`: `(playouts, plies, elapsed seconds)`.
pub fn bench(start: &dyn DynGame, seconds: f64, seed: u64) -> (u64, u64, f64) {
    let mut rng = Rng::new(seed);
    let clock = Instant::now();
    let (mut playouts, mut plies) = (0u64, 0u64);
    while playouts == 0 || clock.elapsed().as_secs_f64() < seconds {
        plies += start.random_playout(&mut rng);
        playouts += 1;
    }
    (playouts, plies, clock.elapsed().as_secs_f64())
}

/// Exactly `count` random playouts from `start` (for instruction counts, which a busy machine
/// does not disturb): `(playouts, plies, elapsed seconds)`.
pub fn bench_count(start: &dyn DynGame, count: u64, seed: u64) -> (u64, u64, f64) {
    let mut rng = Rng::new(seed);
    let clock = Instant::now();
    let plies = (0..count).map(|_| start.random_playout(&mut rng)).sum();
    (count, plies, clock.elapsed().as_secs_f64())
}

/// Strong-level search from `position` for about `seconds` (a fresh search each time the budget
/// is spent): `(iterations, elapsed seconds)`.
pub fn bench_search(
    ai: &AiEntry,
    position: &str,
    seconds: f64,
    seed: u64,
) -> Result<(u64, f64), String> {
    let clock = Instant::now();
    let mut iterations = 0u64;
    let mut round = 0u64;
    loop {
        let mut search =
            (ai.search)(position, Level::Strong, seed.wrapping_add(round)).map_err(|e| e.0)?;
        if search.is_done() {
            return Err("no search needed in the start position".into());
        }
        while !search.is_done() {
            search.iterate(64);
            if clock.elapsed().as_secs_f64() >= seconds {
                break;
            }
        }
        iterations += search.iterations();
        round += 1;
        if clock.elapsed().as_secs_f64() >= seconds {
            return Ok((iterations, clock.elapsed().as_secs_f64()));
        }
    }
}

/// `mahai bench GAME --searches N`: the strong searches of the game's first decision with the
/// seeds `seed..seed + n`, each run to its end, timed together; the same work as
/// e2e/bench-worker.mjs posts to the shipped worker.
pub(super) fn bench_searches(
    name: &str,
    start: &dyn DynGame,
    n: u64,
    seed: u64,
    out: &mut Vec<u8>,
) -> CmdResult {
    let ai = games::ai(name).ok_or_else(|| format!("{name} has no computer player yet"))?;
    let position = crate::engine::playout::first_decision(start, seed)
        .ok_or("no decision in the start position")?;
    let clock = Instant::now();
    let mut iterations = 0u64;
    for i in 0..n {
        let mut search =
            (ai.search)(&position, Level::Strong, seed.wrapping_add(i)).map_err(|e| e.0)?;
        while !search.is_done() {
            search.iterate(64);
        }
        iterations += search.iterations();
    }
    let elapsed = clock.elapsed().as_secs_f64();
    wl(out, format!("{name} searched {position}"));
    wl(
        out,
        format!(
            "{name} search level=strong searches={n} iterations={iterations} seconds={elapsed:.3} iterations/s={:.1}",
            iterations as f64 / elapsed
        ),
    );
    Ok(())
}
