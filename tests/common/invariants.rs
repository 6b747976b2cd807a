//! Each game's own checks for random games, run at every ply by the random-game checkers of
//! `mahai::engine::playout`. For each game: `<game>_conserved`, what nothing may ever break
//! (balls, pieces, stones or seeds kept, one per place), cheap enough for the long simulations;
//! and `<game>`, that plus the rules' bookkeeping (counters, phases, obligations, endings).

use mahai::engine::{Game, ToMove};
use mahai::games::bao_la_kete::board::{Pit, NORTH, SOUTH};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::barne_zirkulua::{BarneZirkulua, Loc, Move as BarneMove, Phase as BarnePhase};
use mahai::games::fidchell::{
    board as fboard, Colour, End, Fidchell, Rules, NO_PROGRESS_PLIES, STONES,
};
use mahai::games::jinx::{board as jboard, Jinx, Mode, Move as JinxMove, Phase as JinxPhase};
use std::cell::Cell;

/// A game's checks for one random game (a fresh set per game: some remember the ply before).
pub type Invariants<G> = Box<dyn Fn(&G) -> Result<(), String>>;

// ---------------------------------------------------------------------------------------------
// Barne-zirkulua

/// Every seat keeps its balls, no two balls share a place, the goal ring never overflows,
/// markers stay within I..III.
pub fn barne_conserved(g: &BarneZirkulua) -> Result<(), String> {
    let cfg = *g.config();
    let mut taken: Vec<Loc> = Vec::new();
    let mut home = 0;
    for s in 0..cfg.players {
        let balls = g.balls(s);
        if balls.len() != cfg.balls as usize {
            return Err(format!("seat {s} has {} balls", balls.len()));
        }
        for &l in balls {
            match l {
                Loc::Start => continue,
                Loc::Goal(j) if j >= cfg.goal_fields() => {
                    return Err(format!("goal field G{j} does not exist"))
                }
                Loc::Goal(_) => home += 1,
                Loc::Track(f) if f >= 96 => return Err(format!("field {f} does not exist")),
                Loc::Track(_) => {}
            }
            if taken.contains(&l) {
                return Err(format!("two balls on {l:?}"));
            }
            taken.push(l);
        }
        if g.marker(s) > 3 {
            return Err("marker beyond III".into());
        }
    }
    if home > cfg.goal_fields() {
        return Err("goal ring overfull".into());
    }
    Ok(())
}

/// [`barne_conserved`], and: a round ends when a seat has every ball home, the match exactly
/// when a marker reaches III, at most four parts wait, no turn is left open with only `end`.
pub fn barne(g: &BarneZirkulua) -> Result<(), String> {
    barne_conserved(g)?;
    let cfg = *g.config();
    for s in 0..cfg.players {
        let all_home = g.balls(s).iter().all(|l| matches!(l, Loc::Goal(_)));
        let winner = matches!(g.phase(), BarnePhase::Over { winner } if *winner == s);
        if all_home && !winner {
            return Err(format!(
                "seat {s} has every ball home but the round goes on"
            ));
        }
    }
    let threes = (0..cfg.players).filter(|&s| g.marker(s) == 3).count();
    if (threes == 1) != g.is_over() || threes > 1 {
        return Err("a marker on III must end the match, and only then".into());
    }
    if g.pool().len() > 4 {
        return Err("more than four parts".into());
    }
    if let Some(t) = g.turn_state() {
        if t.pending.is_none() && !g.legal_moves().iter().any(|m| *m != BarneMove::EndTurn) {
            return Err("a turn was left open with nothing but end to do".into());
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Jinx

/// Pieces on the board, after checking one piece per point, `piece_at` agreeing with the piece
/// list and a seat eliminated exactly when it has no piece.
fn jinx_pieces(g: &Jinx) -> Result<usize, String> {
    let mut seen = [false; 81];
    let mut total = 0;
    for (i, p) in g.pieces().iter().enumerate() {
        if p.id as usize != i {
            return Err("piece ids out of order".into());
        }
        if let Some(at) = p.at {
            total += 1;
            if seen[at as usize] {
                return Err(format!("two pieces on {}", jboard::name(at)));
            }
            seen[at as usize] = true;
            if g.piece_at(at).map(|q| q.id) != Some(p.id) {
                return Err("piece_at disagrees with the piece list".into());
            }
        }
    }
    for s in 0..Game::seats(g) as u8 {
        if g.is_eliminated(s) != (g.piece_count(s) == 0) {
            return Err(format!(
                "seat {s}: eliminated flag and piece count disagree"
            ));
        }
    }
    Ok(total)
}

/// [`jinx_pieces`], and the number of pieces never grows.
pub fn jinx_conserved() -> Invariants<Jinx> {
    let last = Cell::new(usize::MAX);
    Box::new(move |g: &Jinx| {
        let total = jinx_pieces(g)?;
        if total > last.get() {
            return Err("the number of pieces grew".into());
        }
        last.set(total);
        Ok(())
    })
}

/// [`jinx_conserved`], and: the quiet-turn counter is reset by a capture and otherwise grows by
/// at most one; the draw limits are never passed; an eliminated seat never moves and a game
/// with one player left is over; obligations name pieces of live seats; designated pieces are
/// the mover's; the jinx phase only when a call is possible, second moves only in the lone
/// player's later turns; a pass only when nothing else is possible.
pub fn jinx() -> Invariants<Jinx> {
    let conserved = jinx_conserved();
    let last: Cell<Option<(usize, u32)>> = Cell::new(None);
    Box::new(move |g: &Jinx| {
        conserved(g)?;
        let total = jinx_pieces(g)?;
        let quiet = g.turns_without_capture();
        if let Some((before, q0)) = last.get() {
            if total < before && quiet != 0 {
                return Err("a capture did not reset the counter".into());
            }
            if total == before && quiet != q0 && quiet != q0 + 1 {
                return Err(format!("counter jumped from {q0} to {quiet}"));
            }
        }
        last.set(Some((total, quiet)));
        let mover = |g: &Jinx| match g.to_move() {
            ToMove::Seat(s) => Ok(s),
            other => Err(format!("no seat to move: {other:?}")),
        };
        let (one, all) = g.draw_limits();
        if !g.is_over() {
            if quiet >= all {
                return Err("the 200-turn limit was passed".into());
            }
            if g.is_eliminated(mover(g)?) {
                return Err("an eliminated seat is to move".into());
            }
            let singles = (0..Game::seats(g) as u8).all(|s| g.piece_count(s) <= 1);
            if singles && quiet >= one {
                return Err("the one-piece limit was passed".into());
            }
            let alive = (0..Game::seats(g) as u8)
                .filter(|s| !g.is_eliminated(*s))
                .count();
            if alive < 2 {
                return Err("one player left but the game goes on".into());
            }
        }
        for o in g.obligations() {
            if g.is_eliminated(o.target) || g.is_eliminated(o.caller) {
                return Err("obligation of an eliminated seat".into());
            }
            for id in &o.pieces {
                let p = g.pieces()[*id as usize];
                if p.at.is_none() || p.owner != o.target {
                    return Err("obligation names a captured or foreign piece".into());
                }
            }
        }
        for id in &g.designated() {
            if g.pieces()[*id as usize].owner != mover(g)? {
                return Err("designated piece not of the seat to move".into());
            }
        }
        match g.phase() {
            JinxPhase::Jinx if g.call_targets().is_empty() => {
                return Err("jinx phase without a possible call".into())
            }
            JinxPhase::SecondMove { .. } if g.mode() != Mode::Three || g.lone_turns() == 0 => {
                return Err("second move outside the lone player's later turns".into())
            }
            _ => {}
        }
        if g.legal_moves().contains(&JinxMove::Pass) && g.legal_moves().len() != 1 {
            return Err("pass offered beside other moves".into());
        }
        Ok(())
    })
}

// ---------------------------------------------------------------------------------------------
// Fidchell

/// Board + hand + lost = the stones of each colour, one stone per point, none on the king's
/// point.
pub fn fidchell_conserved(g: &Fidchell) -> Result<(), String> {
    for c in [Colour::White, Colour::Black] {
        let total = g.on_board(c) + g.in_hand(c) + g.lost(c);
        if total != STONES {
            return Err(format!("{c:?}: board + hand + lost = {total}"));
        }
    }
    if g.stone_mask(Colour::White) & g.stone_mask(Colour::Black) != 0 {
        return Err("two stones on one point".into());
    }
    if g.stone(0).is_some() {
        return Err("a stone on the king's point".into());
    }
    Ok(())
}

/// [`fidchell_conserved`], and: game two never runs on with White below seven stones; the
/// quiet-ply history stays below the draw limit; moves are listed exactly while the game runs;
/// a connection win has an unbroken path from the centre to the outer circle.
pub fn fidchell(g: &Fidchell) -> Result<(), String> {
    fidchell_conserved(g)?;
    if g.config().rules == Rules::Two
        && !g.is_over()
        && g.in_hand(Colour::White) + g.on_board(Colour::White) < 7
    {
        return Err("game two running with White below 7".into());
    }
    if !g.is_over() && g.history().len() >= NO_PROGRESS_PLIES {
        return Err("history too long".into());
    }
    if g.is_over() != g.legal_moves().is_empty() {
        return Err("moves and end disagree".into());
    }
    if let Some(End::Connected(c)) = g.end() {
        let path = g.winning_path().ok_or("no winning path")?;
        let b = g.board();
        if path[0] != 0 || fboard::ring(*path.last().unwrap()) != 7 {
            return Err("winning path ends".into());
        }
        for w in path.windows(2) {
            if !b.adjacent(w[0], w[1]) || (w[1] != 0 && g.stone(w[1]) != Some(c)) {
                return Err("winning path broken".into());
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Bao la Kete

/// Seeds in pits, reserves and the hand.
pub fn bao_seeds(g: &BaoLaKete) -> u32 {
    Pit::all().map(|p| g.seeds(p) as u32).sum::<u32>()
        + g.reserve(SOUTH) as u32
        + g.reserve(NORTH) as u32
        + g.hand() as u32
}

/// 64 seeds in pits, reserves and hand.
pub fn bao_conserved(g: &BaoLaKete) -> Result<(), String> {
    let t = bao_seeds(g);
    if t != 64 {
        return Err(format!("{t} seeds instead of 64"));
    }
    Ok(())
}

/// [`bao_conserved`], and: a functional kuu holds six seeds or more; in a game in progress no
/// front row is empty and the reserves differ by one at most.
pub fn bao(g: &BaoLaKete) -> Result<(), String> {
    bao_conserved(g)?;
    for s in [SOUTH, NORTH] {
        if g.kuu_functional(s) && g.seeds(Pit::from_loop(s, 4)) < 6 {
            return Err("a functional kuu with fewer than six seeds".into());
        }
    }
    if !g.is_over() {
        for s in [SOUTH, NORTH] {
            if (0..8).all(|i| g.seeds(Pit::from_loop(s, i)) == 0) {
                return Err("a front row is empty in a game in progress".into());
            }
        }
        if g.reserve(SOUTH).abs_diff(g.reserve(NORTH)) > 1 {
            return Err("reserves differ by more than one".into());
        }
    }
    Ok(())
}
