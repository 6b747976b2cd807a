//! `mahai selfplay`: a match between two levels of the computer player.

use super::*;

/// `mahai selfplay`: a match between two levels, played on every core (the result does not
/// depend on how many).
pub(super) fn selfplay(rest: &[String], out: &mut Vec<u8>) -> CmdResult {
    let entry = game_arg(rest)?;
    let ai = games::ai(entry.name)
        .ok_or_else(|| format!("{} has no computer player yet", entry.name))?;
    let (mut a, mut b, mut games) = (None, None, None);
    let (mut a_iterations, mut b_iterations) = (None, None);
    let mut seed = 1u64;
    let mut options = Options::default();
    let mut only = None;
    let mut reuse = (true, true);
    flags(&rest[1..], |flag, value| {
        match flag {
            "--record" => only = Some(number::<u64>(value, "--record")?),
            "--no-reuse" => reuse = no_reuse(value)?,
            "--a-iterations" => a_iterations = Some(number::<u32>(value, "--a-iterations")?),
            "--b-iterations" => b_iterations = Some(number::<u32>(value, "--b-iterations")?),
            "--a" => a = Some(value.parse::<Level>().map_err(|e| e.0)?),
            "--b" => b = Some(value.parse::<Level>().map_err(|e| e.0)?),
            "--games" => games = Some(number::<u64>(value, "--games")?),
            "--seed" => seed = number(value, "--seed")?,
            "--variant" => options.variant = Some(value.to_string()),
            "--players" => options.players = Some(number(value, "--players")?),
            other => return Err(format!("unknown option {other}")),
        }
        Ok(())
    })?;
    let a = Player {
        level: a.ok_or("selfplay needs --a LEVEL")?,
        iterations: a_iterations,
        reuse: reuse.0,
    };
    let b = Player {
        level: b.ok_or("selfplay needs --b LEVEL")?,
        iterations: b_iterations,
        reuse: reuse.1,
    };
    if a_iterations == Some(0) || b_iterations == Some(0) {
        return Err("--a-iterations and --b-iterations take at least 1".into());
    }
    let games = games.ok_or("selfplay needs --games N")?;
    (entry.new)(&options).map_err(|e| e.0)?;
    if let Some(index) = only {
        if index >= games {
            return Err(format!(
                "--record {index}: the match has games 0 to {}",
                games - 1
            ));
        }
        let (_, played) = (ai.match_game)(&options, index, a, b, seed).map_err(|e| e.0)?;
        let mut record = crate::engine::record::Record::new(entry.name, options, played.seed);
        record.moves = played.moves.into();
        wl(out, record.to_json());
        return Ok(());
    }
    let results = play_match(ai, &options, a, b, games, seed, true);
    let count = |m: MatchResult| results.iter().filter(|r| r.1 == m).count();
    let plies: u64 = results.iter().map(|r| r.2.plies).sum();
    wl(
        out,
        format!(
            "{} a={a} b={b} games={games} seed={seed} plies/game={:.1}",
            entry.name,
            plies as f64 / games.max(1) as f64
        ),
    );
    let links = results
        .iter()
        .map(|(index, _, played)| (index, played, link_chars(entry.name, &options, played)));
    if let Some((index, longest, chars)) = links.max_by_key(|l| l.2) {
        wl(
            out,
            format!(
                "longest_link={chars} chars (game {index}, {} plies; the address's #g/ part)",
                longest.plies
            ),
        );
    }
    // What keeping the tree did, for each side whose master keeps it.
    for (side, player) in [("a", a), ("b", b)] {
        if !player.keeps_tree() {
            continue;
        }
        let mut tally = ReuseTally::default();
        for (index, _, played) in &results {
            let seats = played.reuse.len().max(1) as u64;
            let a_seat = (index % seats) as usize;
            for (seat, t) in played.reuse.iter().enumerate() {
                if (seat == a_seat) == (side == "a") {
                    tally.add(t);
                }
            }
        }
        let searches = tally.searches.max(1) as f64;
        wl(
            out,
            format!(
                "reuse_{side}: searches={} followed={:.1}% carried={:.1}% of the root's visits (mean per search) iterations/search={:.0}",
                tally.searches,
                100.0 * tally.followed as f64 / searches,
                100.0 * tally.carried_share / searches,
                tally.iterations as f64 / searches,
            ),
        );
    }
    wl(
        out,
        format!(
            "a_wins={} b_wins={} draws={}",
            count(MatchResult::A),
            count(MatchResult::B),
            count(MatchResult::Draw)
        ),
    );
    Ok(())
}

/// `--no-reuse a|b|both`: which sides keep their tree between moves (a, b).
fn no_reuse(value: &str) -> Result<(bool, bool), String> {
    match value {
        "a" => Ok((false, true)),
        "b" => Ok((true, false)),
        "both" => Ok((false, false)),
        other => Err(format!("--no-reuse takes a, b or both, not \"{other}\"")),
    }
}

/// The games `0..games` of a match between `a` and `b` (see [`crate::ai::matches::match_game`]),
/// played on every core, in game order (the results do not depend on how many cores). With
/// `progress`, a line for every finished game goes to stderr (its number, who won and the
/// running tally), so a long match stopped early still tells which games it played and how
/// they ended (a game's result depends only on its number and the seed).
pub(super) fn play_match(
    ai: &AiEntry,
    options: &Options,
    a: Player,
    b: Player,
    games: u64,
    seed: u64,
    progress: bool,
) -> Vec<(u64, MatchResult, PlayedGame)> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(games.max(1) as usize);
    let next = std::sync::atomic::AtomicU64::new(0);
    // Games finished, a's wins, b's wins, draws.
    let tally = std::sync::Mutex::new([0u64; 4]);
    let mut results: Vec<(u64, MatchResult, PlayedGame)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if index >= games {
                            return mine;
                        }
                        let (result, played) = (ai.match_game)(options, index, a, b, seed)
                            .expect("the options were checked");
                        if progress {
                            let (slot, said) = match result {
                                MatchResult::A => (1, "a won"),
                                MatchResult::B => (2, "b won"),
                                MatchResult::Draw => (3, "drawn"),
                            };
                            let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                            t[0] += 1;
                            t[slot] += 1;
                            eprintln!(
                                "game {index}: {said} ({} of {games} played: a {} b {} draws {})",
                                t[0], t[1], t[2], t[3]
                            );
                        }
                        mine.push((index, result, played));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a selfplay worker panicked"))
            .collect()
    });
    results.sort_by_key(|r| r.0);
    results
}

/// The length of the link part of an address (`#g/` and the packed record, see
/// [`crate::share::link`]) of a game played with these options.
fn link_chars(game: &str, options: &Options, played: &PlayedGame) -> usize {
    let mut record = crate::engine::record::Record::new(game, options.clone(), played.seed);
    record.moves = played.moves.clone().into();
    let packed = crate::share::link::pack(&record, games::RULES)
        .expect("a game the rules played packs into a link");
    format!("#{}", crate::share::link::LINK_PREFIX).len() + packed.len()
}
