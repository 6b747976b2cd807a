//! `mahai ladder` and `mahai elo`: matches between the levels, and an Elo per level fitted
//! to them.

use super::*;

/// `mahai ladder`: matches between neighbouring levels (each level against the one below it,
/// the master against the strong level, and the master given four times its budget against
/// the master), `--games N` each with the same seed, seats alternating; a table of the results
/// and an Elo estimate per level, the random player at 0. Each row is also written to stderr as
/// soon as its match is over, so a long run shows its progress. With `--round-robin` every
/// level meets every other and the master given four times its budget meets the master (eleven
/// matches), and the Elo is fitted to all of them ([`elo_fit`]).
pub(super) fn ladder(rest: &[String], out: &mut Vec<u8>) -> CmdResult {
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
pub(super) fn elo_table(text: &str, out: &mut Vec<u8>) -> CmdResult {
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
