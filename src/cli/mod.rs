//! The native command line: `mahai list | new | moves | apply | show | perft | bench | selfplay |
//! ladder | elo | analyse | link | record`.
//!
//! Output goes to the writers given, so tests run it in-process. Every failure prints one line on
//! stderr and returns exit status 2; nothing is printed on stdout then.
//!
//! The arguments are read by hand, not with lexopt or clap (issue 40). What a crate would take
//! over is `flags` and `no_more` below, some twenty lines; each command's table of options stays
//! a `match` in any case (lexopt asks for one too). With `flags` written over lexopt instead, the
//! release `mahai` grew by 16 568 bytes (1 751 712 to 1 768 280; 14 016 stripped) and lost no
//! line. Clap with its default features, used only to collect the arguments, added 519 176 bytes
//! (420 736 stripped), before any of the work of moving the commands onto it.

use crate::ai::level::{Level, Player};
use crate::ai::matches::{MatchResult, PlayedGame, ReuseTally};
use crate::ai::AiEntry;
use crate::engine::rng::Rng;
use crate::engine::{DynGame, Options};
use crate::games::GameEntry;
use crate::games::{self, GAMES};
use std::io::Write;
use std::time::Instant;

mod bench;
mod ladder;
mod selfplay;

use bench::bench_searches;
pub use bench::{bench, bench_count, bench_search};
pub use ladder::{elo_difference, elo_fit, MatchScore};
use ladder::{elo_table, ladder};
use selfplay::play_match;
use selfplay::selfplay;

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
