//! The native command line: `mahai list | new | moves | apply | show | perft | bench | selfplay |
//! ladder | elo | analyse | link | record`.
//!
//! Output goes to the writers given, so tests run it in-process. Every failure prints one line on
//! stderr and returns exit status 2; nothing is printed on stdout then.

use crate::ai::search::{AiEntry, Level, MatchResult, PlayedGame, Player, ReuseTally};
use crate::engine::rng::Rng;
use crate::engine::{DynGame, Options};
use crate::games::GameEntry;
use crate::games::{self, GAMES};
use std::io::Write;
use std::time::Instant;

const USAGE: &str = "usage:
  mahai list
  mahai new GAME [--variant NAME] [--players N] [--balls N]
  mahai moves GAME POSITION
  mahai apply GAME POSITION MOVE...
  mahai show GAME POSITION
  mahai perft GAME POSITION DEPTH
  mahai bench GAME [--seconds S | --playouts N] [--seed N]
              [--searches N]  (instead: N whole strong searches of the first decision, seeds
              from --seed on, the work e2e/bench-worker.mjs posts to the worker)
  mahai selfplay GAME --a LEVEL --b LEVEL --games N [--seed S] [--variant NAME] [--players N]
                 [--a-iterations N] [--b-iterations N]  (a budget of its own for a or b)
                 [--no-reuse a|b|both]  (that master searches every move afresh)
                 [--record INDEX]  (instead: the record of game INDEX of that match)
  mahai ladder GAME [--games N] [--seed S] [--variant NAME] [--players N]
               [--master-iterations N]  (each level against the one below it, and the master
               against itself at 4x; a table and an Elo per level)
               [--no-reuse both]  (the masters search every move afresh)
               [--round-robin]  (instead: every level against every other, the master at 4x
               against the master only, and an Elo fitted to all the matches)
               [--up-to LEVEL]  (only the levels up to LEVEL)
  mahai elo RESULTS  (a table and an Elo per player fitted to the matches of a file, each line
            `GAME A B A_WINS B_WINS DRAWS`; `#` starts a comment)
  mahai analyse RECORD.json|LINK [--iterations N]
  mahai link RECORD.json  (the game's link: #g/…)
  mahai record GAME --a LEVEL --b LEVEL [--seed S] [--variant NAME] [--players N]
  (levels: random, beginner, intermediate, strong, master)";

/// Runs one command; returns the process exit status.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let mut buf = Vec::new();
    match command(args, &mut buf) {
        Ok(()) => {
            // A closed pipe (e.g. `| head`) is not an error of ours.
            let _ = out.write_all(&buf);
            let _ = out.flush();
            0
        }
        Err(msg) => {
            let _ = writeln!(err, "mahai: {msg}");
            2
        }
    }
}

type CmdResult = Result<(), String>;

fn command(args: &[String], out: &mut Vec<u8>) -> CmdResult {
    let Some(cmd) = args.first() else {
        return Err("no command (try: mahai help)".into());
    };
    let rest = &args[1..];
    match cmd.as_str() {
        "list" => {
            no_more(rest, 0)?;
            for g in GAMES {
                for v in (g.variants)() {
                    let players: Vec<String> = v.players.iter().map(|p| p.to_string()).collect();
                    wl(
                        out,
                        format!(
                            "{} {} players={} {}",
                            g.name,
                            v.name,
                            players.join(","),
                            v.summary
                        ),
                    );
                }
            }
            Ok(())
        }
        "new" => {
            let entry = game_arg(rest)?;
            let mut options = Options::default();
            flags(&rest[1..], |flag, value| {
                match flag {
                    "--variant" => options.variant = Some(value.to_string()),
                    "--players" => options.players = Some(number(value, "--players")?),
                    "--balls" => options.balls = Some(number(value, "--balls")?),
                    other => return Err(format!("unknown option {other}")),
                }
                Ok(())
            })?;
            let game = (entry.new)(&options).map_err(|e| e.0)?;
            wl(out, game.position());
            Ok(())
        }
        "moves" => {
            let (_, game) = game_and_position(rest)?;
            no_more(rest, 2)?;
            for mv in game.legal_move_strings() {
                wl(out, mv);
            }
            Ok(())
        }
        "apply" => {
            let (_, mut game) = game_and_position(rest)?;
            for mv in &rest[2..] {
                game.play_str(mv)
                    .map_err(|e| format!("move {mv}: {}", e.reason))?;
            }
            wl(out, game.position());
            Ok(())
        }
        "show" => {
            let (_, game) = game_and_position(rest)?;
            no_more(rest, 2)?;
            wl(out, game.show().trim_end().to_string());
            Ok(())
        }
        "perft" => {
            let (_, game) = game_and_position(rest)?;
            let depth: u32 = number(rest.get(2).ok_or("perft needs a DEPTH")?, "DEPTH")?;
            no_more(rest, 3)?;
            wl(out, game.perft(depth).to_string());
            Ok(())
        }
        "bench" => {
            let entry = game_arg(rest)?;
            let mut seconds = 3.0f64;
            let mut seed = 1u64;
            let mut count: Option<u64> = None;
            let mut searches: Option<u64> = None;
            flags(&rest[1..], |flag, value| {
                match flag {
                    "--searches" => searches = Some(number(value, "--searches")?),
                    "--seconds" => seconds = number(value, "--seconds")?,
                    "--seed" => seed = number(value, "--seed")?,
                    "--playouts" => count = Some(number(value, "--playouts")?),
                    other => return Err(format!("unknown option {other}")),
                }
                Ok(())
            })?;
            if !(seconds > 0.0 && seconds.is_finite()) {
                return Err("--seconds must be positive".into());
            }
            if count == Some(0) {
                return Err("--playouts must be positive".into());
            }
            let start = (entry.new)(&Options::default()).map_err(|e| e.0)?;
            if let Some(n) = searches {
                return bench_searches(entry.name, start.as_ref(), n, seed, out);
            }
            let (playouts, plies, elapsed) = match count {
                Some(n) => bench_count(start.as_ref(), n, seed),
                None => bench(start.as_ref(), seconds, seed),
            };
            wl(
                out,
                format!(
                    "{} playouts={playouts} plies={plies} seconds={elapsed:.3}",
                    entry.name
                ),
            );
            let decision = crate::engine::playout::first_decision(start.as_ref(), seed);
            if let (Some(ai), Some(position), None) = (games::ai(entry.name), decision, count) {
                let (iterations, elapsed) =
                    bench_search(ai, &position, (seconds / 2.0).min(2.0), seed)?;
                // The searched position, for the shipped worker's bench (e2e/bench-worker.mjs).
                wl(out, format!("{} searched {position}", entry.name));
                wl(
                    out,
                    format!(
                        "{} search level=strong iterations={iterations} seconds={elapsed:.3} iterations/s={:.1}",
                        entry.name,
                        iterations as f64 / elapsed
                    ),
                );
            }
            wl(
                out,
                format!(
                    "{} playouts/s={:.1} plies/playout={:.1} plies/s={:.0}",
                    entry.name,
                    playouts as f64 / elapsed,
                    plies as f64 / playouts.max(1) as f64,
                    plies as f64 / elapsed
                ),
            );
            if entry.name == "bao-la-kete" {
                // A Bao la Kete move is a whole turn: sowing, relays and captures.
                wl(
                    out,
                    format!("{} turns/s={:.0}", entry.name, plies as f64 / elapsed),
                );
            }
            Ok(())
        }
        "selfplay" => selfplay(rest, out),
        "ladder" => ladder(rest, out),
        "elo" => {
            let path = rest.first().ok_or("elo: give a file of match results")?;
            no_more(rest, 1)?;
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            elo_table(&text, out).map_err(|e| format!("{path}: {e}"))
        }
        "analyse" => analyse(rest, out),
        "record" => record(rest, out),
        "link" => {
            let path = rest.first().ok_or("link: give a record file")?;
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let record =
                crate::engine::record::Record::from_json(&text).map_err(|e| e.to_string())?;
            let packed =
                crate::share::link::pack(&record, games::RULES).map_err(|e| e.to_string())?;
            wl(out, format!("#{}{packed}", crate::share::link::LINK_PREFIX));
            Ok(())
        }
        "help" | "--help" | "-h" => {
            wl(out, USAGE.to_string());
            Ok(())
        }
        other => Err(format!("unknown command \"{other}\" (try: mahai help)")),
    }
}

/// `mahai record`: one game between two levels (seat 0 at level a, the others at b), printed as
/// a record file, for fixtures and for `mahai analyse`.
fn record(args: &[String], out: &mut Vec<u8>) -> CmdResult {
    let Some(name) = args.first() else {
        return Err("record: name a game".into());
    };
    let (mut a, mut b, mut seed) = (Level::Strong, Level::Strong, 1u64);
    let mut options = Options::default();
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        let value = rest.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--a" => a = value.parse::<Level>().map_err(|e| e.0)?,
            "--b" => b = value.parse::<Level>().map_err(|e| e.0)?,
            "--seed" => seed = number(value, "--seed")?,
            "--variant" => options.variant = Some(value.to_string()),
            "--players" => options.players = Some(number(value, "--players")?),
            other => return Err(format!("unknown option \"{other}\"")),
        }
    }
    let ai = games::ai(name).ok_or(format!("unknown game \"{name}\""))?;
    let mut game = games::AnyGame::new(name, &options).map_err(|e| e.0)?;
    let mut record = crate::engine::record::Record::new(name, options, seed);
    for ply in 0..crate::engine::playout::MAX_PLIES {
        let mv = match game.as_dyn().to_move() {
            crate::engine::ToMove::Over(_) => break,
            crate::engine::ToMove::Chance => {
                let outcomes = game.as_dyn().chance_outcome_strings();
                crate::engine::record::seeded_outcome(seed, ply as usize, &outcomes)
                    .ok_or("no roll")?
                    .to_string()
            }
            crate::engine::ToMove::Seat(s) => {
                let level = if s == 0 { a } else { b };
                let move_seed = Rng::for_event(seed ^ 0x5EA7_C0DE, ply).next_u64();
                let mut search =
                    (ai.search)(&game.as_dyn().position(), level, move_seed).map_err(|e| e.0)?;
                while !search.is_done() {
                    search.iterate(256);
                }
                search.choose_string().ok_or("no move")?
            }
        };
        game.as_dyn_mut().play_str(&mv).map_err(|e| e.to_string())?;
        record.moves.push(mv);
    }
    wl(out, record.to_json());
    Ok(())
}

/// `mahai analyse`: the review's estimate of every position of a game (a record file or a link),
/// then each ply's note (marks, better moves, luck), and the time it took.
fn analyse(args: &[String], out: &mut Vec<u8>) -> CmdResult {
    use crate::ai::analysis::{self, Estimate, PlyNote};
    let Some(source) = args.first() else {
        return Err("analyse: give a record file or a link".into());
    };
    let mut iterations = None;
    let mut rest = args[1..].iter();
    while let Some(flag) = rest.next() {
        let value = rest.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--iterations" => iterations = Some(number::<u32>(value, "--iterations")?),
            other => return Err(format!("unknown option \"{other}\"")),
        }
    }
    let record = if let Some(packed) = crate::share::link::packed_part(source) {
        crate::share::link::unpack(packed, games::RULES).map_err(|e| e.to_string())?
    } else {
        let text = std::fs::read_to_string(source).map_err(|e| format!("{source}: {e}"))?;
        crate::engine::record::Record::from_json(&text).map_err(|e| e.to_string())?
    };
    let ai = games::ai(&record.game).ok_or(format!("unknown game \"{}\"", record.game))?;
    let budget = iterations.unwrap_or(ai.analysis_budget);
    let mut game = games::AnyGame::new(&record.game, &record.options).map_err(|e| e.0)?;
    let clock = Instant::now();
    let mut estimates = Vec::new();
    let mut rolls = Vec::new();
    for i in 0..=record.moves.len() {
        let seed = analysis::seed_for(record.seed, i);
        let mut search = (ai.analyse)(&game.as_dyn().position(), budget, seed).map_err(|e| e.0)?;
        while !search.is_done() {
            search.iterate(256);
        }
        // The estimate first: the visits forced through the ply played must not change it.
        let mut estimate = Estimate::from_values(
            &search.root_values(),
            search.best_string(),
            search.root_turn(),
        );
        let after = record
            .moves
            .get(i)
            .and_then(|mv| search.values_after(mv, (budget / 8).max(1)));
        estimate.after = after.as_deref().map(analysis::thousandths);
        estimates.push(Some(estimate));
        if let Some(mv) = record.moves.get(i) {
            rolls.push(game.as_dyn().to_move() == crate::engine::ToMove::Chance);
            game.as_dyn_mut().play_str(mv).map_err(|e| e.to_string())?;
        }
    }
    let seconds = clock.elapsed().as_secs_f64();
    let notes = analysis::notes(&estimates, &record.moves, &rolls);
    for i in 0..estimates.len() {
        let point = analysis::chart_point(&estimates, i).unwrap_or_default();
        let mut line = format!("{i:4} {point:?}");
        if let Some(mv) = i.checked_sub(1).map(|k| &record.moves[k]) {
            line += &format!(" after {mv}");
        }
        match i.checked_sub(1).and_then(|k| notes[k].as_ref()) {
            Some(PlyNote::Choice {
                drop, mark, better, ..
            }) => {
                line += &format!(" drop {drop}");
                if *drop == 0 && better.is_some() {
                    line += " (as good as the preferred)";
                }
                if let Some(m) = mark {
                    line += &format!(
                        " {} (better {})",
                        m.name(),
                        better.as_deref().unwrap_or("?")
                    );
                }
            }
            Some(PlyNote::Roll { seat, luck }) => line += &format!(" luck of seat {seat}: {luck}"),
            None => {}
        }
        wl(out, line);
    }
    let seats = game.as_dyn().seats();
    wl(
        out,
        format!("luck by seat: {:?}", analysis::luck_by_seat(&notes, seats)),
    );
    wl(
        out,
        format!(
            "{} positions, {budget} iterations each, in {seconds:.2} s",
            estimates.len()
        ),
    );
    Ok(())
}

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
fn bench_searches(
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

/// `mahai selfplay`: a match between two levels, played on every core (the result does not
/// depend on how many).
fn selfplay(rest: &[String], out: &mut Vec<u8>) -> CmdResult {
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
        record.moves = played.moves;
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

/// The games `0..games` of a match between `a` and `b` (see [`crate::ai::search::match_game`]),
/// played on every core, in game order (the results do not depend on how many cores). With
/// `progress`, a line for every finished game goes to stderr (its number, who won and the
/// running tally), so a long match stopped early still tells which games it played and how
/// they ended (a game's result depends only on its number and the seed).
fn play_match(
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

/// `mahai ladder`: matches between neighbouring levels (each level against the one below it,
/// the master against the strong level, and the master given four times its budget against
/// the master), `--games N` each with the same seed, seats alternating; a table of the results
/// and an Elo estimate per level, the random player at 0. Each row is also written to stderr as
/// soon as its match is over, so a long run shows its progress. With `--round-robin` every
/// level meets every other and the master given four times its budget meets the master (eleven
/// matches), and the Elo is fitted to all of them ([`elo_fit`]).
fn ladder(rest: &[String], out: &mut Vec<u8>) -> CmdResult {
    let mut round_robin = false;
    // `--round-robin` takes no value: the flag parser reads pairs.
    let rest: Vec<String> = rest
        .iter()
        .filter(|a| {
            let found = *a == "--round-robin";
            round_robin |= found;
            !found
        })
        .cloned()
        .collect();
    let entry = game_arg(&rest)?;
    let ai = games::ai(entry.name)
        .ok_or_else(|| format!("{} has no computer player yet", entry.name))?;
    let (mut games, mut seed, mut master) = (40u64, 1u64, None);
    let mut options = Options::default();
    let mut reuse = true;
    let mut top = Level::Master;
    flags(&rest[1..], |flag, value| {
        match flag {
            "--up-to" => top = value.parse().map_err(|e: crate::engine::ParseError| e.0)?,
            "--no-reuse" if value == "both" => reuse = false,
            "--no-reuse" => return Err("ladder: --no-reuse takes both".into()),
            "--games" => games = number(value, "--games")?,
            "--seed" => seed = number(value, "--seed")?,
            "--master-iterations" => {
                master = Some(number::<u32>(value, "--master-iterations")?);
            }
            "--variant" => options.variant = Some(value.to_string()),
            "--players" => options.players = Some(number(value, "--players")?),
            other => return Err(format!("unknown option {other}")),
        }
        Ok(())
    })?;
    if games == 0 || master == Some(0) {
        return Err("--games and --master-iterations take at least 1".into());
    }
    let start = (entry.new)(&options).map_err(|e| e.0)?;
    // The master's budget: its cap in this game unless given.
    let cap = match master {
        Some(n) => n,
        None => (ai.search)(&start.position(), Level::Master, 0)
            .map_err(|e| e.0)?
            .budget(),
    };
    let player = |level: Level, iterations: Option<u32>| Player {
        level,
        iterations,
        reuse,
    };
    let master = player(Level::Master, Some(cap));
    // Every level, weakest first; the master given four times its budget last.
    let field = [
        player(Level::Random, None),
        player(Level::Beginner, None),
        player(Level::Intermediate, None),
        player(Level::Strong, None),
        master,
        player(Level::Master, Some(cap.saturating_mul(4))),
    ];
    // Only the levels up to `--up-to` (the master given four times its budget comes with the
    // master).
    let field = &field[..match top {
        Level::Master => field.len(),
        level => {
            Level::ALL
                .iter()
                .position(|l| *l == level)
                .expect("a level")
                + 1
        }
    }];
    if field.len() < 2 {
        return Err("ladder: --up-to takes a level above random".into());
    }
    // The master given four times its budget, when it is in the field: a probe of how much
    // more search still gains, so it meets the master alone, in a round robin too.
    let probe = (top == Level::Master).then_some(field.len() - 1);
    // (a, b) as indices into `field`, the stronger side first.
    let pairs: Vec<(usize, usize)> = if round_robin {
        (1..field.len())
            .flat_map(|a| (0..a).map(move |b| (a, b)))
            .filter(|&(a, b)| Some(a) != probe || b == a - 1)
            .collect()
    } else {
        (1..field.len()).map(|a| (a, a - 1)).collect()
    };
    wl(
        out,
        format!(
            "{} ladder{} games={games} seed={seed} master={master}",
            entry.name,
            if round_robin { " round-robin" } else { "" }
        ),
    );
    wl(out, MATCH_HEADER[0].into());
    wl(out, MATCH_HEADER[1].into());
    let mut played: Vec<MatchScore> = Vec::new();
    for (ia, ib) in pairs {
        let (a, b) = (field[ia], field[ib]);
        let results = play_match(ai, &options, a, b, games, seed, false);
        let count = |m: MatchResult| results.iter().filter(|r| r.1 == m).count() as u64;
        let (wins, losses, draws) = (
            count(MatchResult::A),
            count(MatchResult::B),
            count(MatchResult::Draw),
        );
        played.push(MatchScore {
            a: ia,
            b: ib,
            score: wins as f64 + draws as f64 / 2.0,
            games,
        });
        let row = match_row(&a.to_string(), &b.to_string(), [wins, losses, draws]);
        eprintln!("{} {row}", entry.name);
        wl(out, row);
    }
    // A ladder of neighbours is a chain, which the fit reproduces exactly: each level sits its
    // match's difference above the one below it.
    let names: Vec<String> = field.iter().map(|p| p.to_string()).collect();
    wl(
        out,
        elo_line(
            &names,
            &elo_fit(field.len(), &played),
            round_robin,
            &names[0],
        ),
    );
    Ok(())
}

/// The header of a table of matches, as [`match_row`] writes its rows (markdown).
const MATCH_HEADER: [&str; 2] = [
    "| a | b | games | a wins | b wins | draws | a scored | Elo a − b |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
];

/// One match as a row of a markdown table: its players, a's wins, b's wins and the draws, what
/// a scored (a draw counted as half) and the Elo difference that score means.
fn match_row(a: &str, b: &str, [wins, losses, draws]: [u64; 3]) -> String {
    let games = wins + losses + draws;
    let score = (wins as f64 + draws as f64 / 2.0) / games as f64;
    let diff = elo_difference(score, games);
    format!(
        "| {a} | {b} | {games} | {wins} | {losses} | {draws} | {:.1} % | {diff:+.0} |",
        score * 100.0
    )
}

/// `Elo (…random = 0): name rating, …`, in the order of `names`; `fitted` says the ratings were
/// fitted to more than a chain of matches, `zero` names the player at 0.
fn elo_line(names: &[String], elo: &[f64], fitted: bool, zero: &str) -> String {
    let ratings: Vec<String> = names
        .iter()
        .zip(elo)
        .map(|(p, e)| format!("{p} {e:.0}"))
        .collect();
    let how = if fitted {
        "fitted to every match, "
    } else {
        ""
    };
    format!("Elo ({how}{zero} = 0): {}", ratings.join(", "))
}

/// `mahai elo`: the matches of `text` (lines `GAME A B A_WINS B_WINS DRAWS`, blank lines and
/// anything after `#` ignored), game by game in the order they first appear: a table of the
/// matches and one Elo per player fitted to all of that game's matches at once ([`elo_fit`]),
/// the player called `random` at 0 (or, without one, the first player named). The players are
/// listed from the lowest rating up. A line that cannot be read, a match of no games or a
/// player's own, or players that no chain of matches links are refused, naming the line or
/// the game.
fn elo_table(text: &str, out: &mut Vec<u8>) -> CmdResult {
    // Per game: its players (in the order named) and its matches.
    type Matches = Vec<(usize, usize, [u64; 3])>;
    let mut groups: Vec<(String, Vec<String>, Matches)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or_default();
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.is_empty() {
            continue;
        }
        let at = |why: String| format!("line {}: {why}", number + 1);
        let [game, a, b, wins, losses, draws] = fields[..] else {
            return Err(at(format!(
                "a match is GAME A B A_WINS B_WINS DRAWS, not {} fields",
                fields.len()
            )));
        };
        let count = |c: &str| {
            c.parse::<u64>()
                .map_err(|_| at(format!("\"{c}\" is not a count of games")))
        };
        let (wins, losses, draws) = (count(wins)?, count(losses)?, count(draws)?);
        if a == b {
            return Err(at(format!("{a} cannot play itself")));
        }
        match wins.checked_add(losses).and_then(|g| g.checked_add(draws)) {
            Some(0) => return Err(at("a match of no games".into())),
            None => return Err(at("too many games for one match".into())),
            Some(_) => {}
        }
        let group = match groups.iter().position(|g| g.0 == game) {
            Some(i) => i,
            None => {
                groups.push((game.to_string(), Vec::new(), Vec::new()));
                groups.len() - 1
            }
        };
        let (_, players, matches) = &mut groups[group];
        let mut index = |name: &str| match players.iter().position(|p| p == name) {
            Some(i) => i,
            None => {
                players.push(name.to_string());
                players.len() - 1
            }
        };
        let (ia, ib) = (index(a), index(b));
        matches.push((ia, ib, [wins, losses, draws]));
    }
    if groups.is_empty() {
        return Err("no matches".into());
    }
    for (n, (game, players, matches)) in groups.into_iter().enumerate() {
        let zero = players.iter().position(|p| p == "random").unwrap_or(0);
        let scores: Vec<MatchScore> = matches
            .iter()
            .map(|&(a, b, [w, l, d])| MatchScore {
                a,
                b,
                score: w as f64 + d as f64 / 2.0,
                games: w + l + d,
            })
            .collect();
        // Every player must be reached from the one at 0 through the matches.
        let mut reached = vec![false; players.len()];
        reached[zero] = true;
        while let Some(m) = scores.iter().find(|m| reached[m.a] != reached[m.b]) {
            reached[m.a] = true;
            reached[m.b] = true;
        }
        if let Some(p) = reached.iter().position(|r| !r) {
            return Err(format!(
                "{game}: no chain of matches links {} to {}",
                players[p], players[zero]
            ));
        }
        // The fit is the same under a shift: put the player at 0 there afterwards.
        let fit = elo_fit(players.len(), &scores);
        let elo: Vec<f64> = fit.iter().map(|e| e - fit[zero]).collect();
        if n > 0 {
            wl(out, String::new());
        }
        wl(out, game);
        wl(out, MATCH_HEADER[0].into());
        wl(out, MATCH_HEADER[1].into());
        for &(a, b, counts) in &matches {
            wl(out, match_row(&players[a], &players[b], counts));
        }
        let mut order: Vec<usize> = (0..players.len()).collect();
        order.sort_by(|x, y| elo[*x].total_cmp(&elo[*y]).then(x.cmp(y)));
        let names: Vec<String> = order.iter().map(|&i| players[i].clone()).collect();
        let sorted: Vec<f64> = order.iter().map(|&i| elo[i]).collect();
        wl(out, elo_line(&names, &sorted, true, &players[zero]));
    }
    Ok(())
}

/// One match for [`elo_fit`]: players `a` and `b` (indices), what `a` scored (wins plus half the
/// draws) in `games` games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchScore {
    pub a: usize,
    pub b: usize,
    pub score: f64,
    pub games: u64,
}

/// Elo ratings of `players` players that best explain every match at once (the Bradley–Terry
/// model's maximum likelihood, a draw counted as half a win), player 0 at 0. Each match's score
/// is first kept half a game away from a clean sweep, as in [`elo_difference`], so every rating
/// is finite; with one match between two players the fit is exactly that difference. Solved by
/// the usual minorise–maximise iteration (each strength becomes its score over the sum of
/// games ÷ the pair's strengths), which converges for a connected field.
pub fn elo_fit(players: usize, matches: &[MatchScore]) -> Vec<f64> {
    let clamped: Vec<MatchScore> = matches
        .iter()
        .map(|m| MatchScore {
            score: m.score.clamp(0.5, m.games as f64 - 0.5),
            ..*m
        })
        .collect();
    let mut scored = vec![0.0; players];
    for m in &clamped {
        scored[m.a] += m.score;
        scored[m.b] += m.games as f64 - m.score;
    }
    let mut strength = vec![1.0f64; players];
    for _ in 0..100_000 {
        let mut denominator = vec![0.0; players];
        for m in &clamped {
            let d = m.games as f64 / (strength[m.a] + strength[m.b]);
            denominator[m.a] += d;
            denominator[m.b] += d;
        }
        let mut change = 0.0f64;
        for p in 0..players {
            if denominator[p] > 0.0 {
                let next = scored[p] / denominator[p];
                change = change.max((next / strength[p]).ln().abs());
                strength[p] = next;
            }
        }
        let anchor = strength[0];
        strength.iter_mut().for_each(|s| *s /= anchor);
        if change < 1e-12 {
            break;
        }
    }
    strength.iter().map(|s| 400.0 * s.log10()).collect()
}

/// The Elo difference that makes the stronger side expect `score` (wins plus half the draws,
/// as a share of the games): `400 log10(p / (1 - p))`, with `p` kept half a game away from 0
/// and 1 so that a clean sweep gives a finite figure (a lower bound).
pub fn elo_difference(score: f64, games: u64) -> f64 {
    let half = 0.5 / games.max(1) as f64;
    let p = score.clamp(half, 1.0 - half);
    400.0 * (p / (1.0 - p)).log10()
}

/// The length of the link part of an address (`#g/` and the packed record, see
/// [`crate::share::link`]) of a game played with these options.
fn link_chars(game: &str, options: &Options, played: &PlayedGame) -> usize {
    let mut record = crate::engine::record::Record::new(game, options.clone(), played.seed);
    record.moves.clone_from(&played.moves);
    let packed = crate::share::link::pack(&record, games::RULES)
        .expect("a game the rules played packs into a link");
    format!("#{}", crate::share::link::LINK_PREFIX).len() + packed.len()
}

fn wl(out: &mut Vec<u8>, line: String) {
    out.extend_from_slice(line.as_bytes());
    out.push(b'\n');
}

/// Reads `--flag value` pairs in order, handing each to `each`; a flag without a value is refused.
fn flags(args: &[String], mut each: impl FnMut(&str, &str) -> CmdResult) -> CmdResult {
    for pair in args.chunks(2) {
        match pair {
            [flag, value] => each(flag, value)?,
            [flag] => return Err(format!("{flag} needs a value")),
            _ => unreachable!("chunks of two"),
        }
    }
    Ok(())
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{what}: \"{text}\" is not a valid number"))
}

fn no_more(rest: &[String], n: usize) -> CmdResult {
    match rest.get(n) {
        Some(extra) => Err(format!("unexpected argument \"{extra}\"")),
        None => Ok(()),
    }
}

fn game_arg(rest: &[String]) -> Result<&'static GameEntry, String> {
    let name = rest.first().ok_or("missing GAME")?;
    games::entry(name).ok_or_else(|| {
        let names: Vec<&str> = GAMES.iter().map(|g| g.name).collect();
        format!("unknown game \"{name}\" (games: {})", names.join(", "))
    })
}

fn game_and_position(rest: &[String]) -> Result<(&'static GameEntry, Box<dyn DynGame>), String> {
    let entry = game_arg(rest)?;
    let text = rest.get(1).ok_or("missing POSITION")?;
    let game = (entry.parse)(text).map_err(|e| format!("position: {e}"))?;
    Ok((entry, game))
}
