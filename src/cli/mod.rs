//! The native command line: `mahai list | new | moves | apply | show | perft | bench`.
//!
//! Output goes to the writers given, so tests run it in-process. Every failure prints one line on
//! stderr and returns exit status 2; nothing is printed on stdout then.

use crate::engine::rng::Rng;
use crate::engine::{DynGame, GameEntry, Options};
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
  mahai bench GAME [--seconds S] [--seed N]";

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
            let mut i = 1;
            while i < rest.len() {
                let value = rest
                    .get(i + 1)
                    .ok_or_else(|| format!("{} needs a value", rest[i]))?;
                match rest[i].as_str() {
                    "--variant" => options.variant = Some(value.clone()),
                    "--players" => options.players = Some(number(value, "--players")?),
                    "--balls" => options.balls = Some(number(value, "--balls")?),
                    other => return Err(format!("unknown option {other}")),
                }
                i += 2;
            }
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
            let mut i = 1;
            while i < rest.len() {
                let value = rest
                    .get(i + 1)
                    .ok_or_else(|| format!("{} needs a value", rest[i]))?;
                match rest[i].as_str() {
                    "--seconds" => seconds = number(value, "--seconds")?,
                    "--seed" => seed = number(value, "--seed")?,
                    other => return Err(format!("unknown option {other}")),
                }
                i += 2;
            }
            if !(seconds > 0.0 && seconds.is_finite()) {
                return Err("--seconds must be positive".into());
            }
            let start = (entry.new)(&Options::default()).map_err(|e| e.0)?;
            let (playouts, plies, elapsed) = bench(start.as_ref(), seconds, seed);
            wl(
                out,
                format!(
                    "{} playouts={playouts} plies={plies} seconds={elapsed:.3}",
                    entry.name
                ),
            );
            wl(
                out,
                format!(
                    "{} playouts/s={:.1} plies/playout={:.1}",
                    entry.name,
                    playouts as f64 / elapsed,
                    plies as f64 / playouts.max(1) as f64
                ),
            );
            Ok(())
        }
        "help" | "--help" | "-h" => {
            wl(out, USAGE.to_string());
            Ok(())
        }
        other => Err(format!("unknown command \"{other}\" (try: mahai help)")),
    }
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

fn wl(out: &mut Vec<u8>, line: String) {
    out.extend_from_slice(line.as_bytes());
    out.push(b'\n');
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
