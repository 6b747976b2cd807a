//! Looking back at a game: the search's estimate of every seat's chance after each ply, the
//! moves that threw a chance away, and the luck of each roll. Pure: the estimates come from
//! the search (in the browser, the worker's `analyse` requests); this module only reads them.
//!
//! # What is estimated
//! Position `i` is the position after the first `i` plies (0 is the start). Its [`Estimate`]
//! comes from one search of that position and holds every seat's expected score in thousandths
//! (a win counts 1, a draw ½; the chart calls it the chance to win), the move the search
//! prefers, whose turn it is, and — once the next ply is known — every seat's score after that
//! ply as the same search sees it (the search is made to spend at least an eighth of its budget
//! on the move played).
//!
//! A search rates the seat to move a little high in its own position (its preferred move's
//! line) and a little low in the position after (where that seat's replies are still being
//! tried): in Fidchell the two differ by a fifth. So the chart draws position `k` as the mean
//! of its own estimate and the previous position's view of it ([`chart_point`]), and the marks
//! and luck compare two numbers of one search, whose bias cancels.
//!
//! # Marks
//! Ply `k` (1-based) is played in position `k - 1`. For a decision, the mover's *drop* is its
//! chance with the move the search preferred less its chance with the move played, both from
//! the search of position `k - 1`. A drop of at least [`INACCURACY`] marks the move an
//! inaccuracy, [`MISTAKE`] a mistake, [`BLUNDER`] a blunder. The move the search preferred is
//! never marked, nor is a forced move.
//!
//! # Luck
//! For a roll, the roller's *luck* is its chance after the outcome rolled less its chance
//! before the roll, both from the search of the position before the roll. That search gives
//! every outcome of the dice its share of the iterations (stratified by probability), so the
//! chance before the roll is the average over all outcomes (in Barne-zirkulua the 36 of a
//! main roll, the 6 of an entry roll): luck above 0 is a roll better than the average one. Summed per seat, it
//! tells the dice from the choices.

use crate::engine::record::Moves;
use crate::engine::rng::Rng;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// A drop of the mover's chance (in thousandths) that marks a move as an inaccuracy.
pub const INACCURACY: u16 = 100;
/// … as a mistake.
pub const MISTAKE: u16 = 200;
/// … as a blunder.
pub const BLUNDER: u16 = 300;

/// The seed of the estimate of position `position` of a game seeded `seed`: the same on every
/// device, so an estimate is the same wherever it is computed.
pub fn seed_for(seed: u64, position: usize) -> u64 {
    Rng::for_event(seed ^ 0xA7A1_7515, position as u64).next_u64()
}

/// The search's estimate of one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Estimate {
    /// Every seat's chance, in thousandths.
    #[serde(rename = "w")]
    pub win: Vec<u16>,
    /// The move the search prefers (none when the dice are due or the game is over).
    #[serde(rename = "b", default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    /// The seat to decide, or whose dice are due.
    #[serde(rename = "t", default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Seat>,
    /// Every seat's chance after the ply that was played here, as this same search sees it
    /// (none for the last position, or before the next ply is known).
    #[serde(rename = "a", default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Vec<u16>>,
}

/// Thousandths of each value, clamped into `[0, 1]`.
pub fn thousandths(values: &[f64]) -> Vec<u16> {
    values
        .iter()
        .map(|v| (v.clamp(0.0, 1.0) * 1000.0).round() as u16)
        .collect()
}

impl Estimate {
    /// An estimate from the search's expected scores (each clamped into `[0, 1]`).
    pub fn from_values(values: &[f64], best: Option<String>, turn: Option<Seat>) -> Estimate {
        Estimate {
            win: thousandths(values),
            best,
            turn,
            after: None,
        }
    }

    /// A seat's chance in thousandths (0 for a seat it does not know).
    pub fn chance(&self, seat: Seat) -> i32 {
        self.win.get(seat as usize).copied().map_or(0, i32::from)
    }
}

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark of a drop of the mover's chance (thousandths), if it is large enough.
    pub fn of_drop(drop: i32) -> Option<Mark> {
        match drop {
            d if d >= i32::from(BLUNDER) => Some(Mark::Blunder),
            d if d >= i32::from(MISTAKE) => Some(Mark::Mistake),
            d if d >= i32::from(INACCURACY) => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// The sign chess players write after such a move.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// What the estimates say of one ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlyNote {
    /// A seat's decision: how much of its chance it gave away (thousandths, below 0 when the
    /// estimate rose), its mark, and the move the search preferred when that was another one.
    Choice {
        seat: Seat,
        drop: i32,
        mark: Option<Mark>,
        better: Option<String>,
    },
    /// The dice: whose they were and how lucky the roll was for them (thousandths).
    Roll { seat: Seat, luck: i32 },
}

/// What the estimates of positions `k - 1` and `k` say of ply `k`, played as `played` (a roll
/// when `roll`); `None` until they are known, or when it was nobody's turn.
pub fn note(
    before: &Estimate,
    after: Option<&Estimate>,
    played: &str,
    roll: bool,
) -> Option<PlyNote> {
    let seat = before.turn?;
    // The same search's view of the position after the ply; the next search's when that is
    // all there is (estimates kept by an older version).
    let then = match &before.after {
        Some(a) => a.get(seat as usize).copied().map_or(0, i32::from),
        None => after?.chance(seat),
    };
    let change = then - before.chance(seat);
    if roll {
        return Some(PlyNote::Roll { seat, luck: change });
    }
    let preferred = before.best.as_deref() == Some(played);
    let drop = if preferred { 0 } else { -change };
    Some(PlyNote::Choice {
        seat,
        drop,
        mark: Mark::of_drop(drop),
        better: before.best.clone().filter(|_| !preferred),
    })
}

/// The notes of every ply of a game whose positions have these estimates (`None`: not yet
/// estimated), the plies being `moves` with `rolls[k]` true for the dice.
pub fn notes(
    estimates: &[Option<Estimate>],
    moves: &Moves,
    rolls: &[bool],
) -> Vec<Option<PlyNote>> {
    moves
        .iter()
        .enumerate()
        .map(|(k, mv)| {
            let before = estimates.get(k)?.as_ref()?;
            let after = estimates.get(k + 1).and_then(Option::as_ref);
            note(before, after, mv, rolls.get(k).copied().unwrap_or(false))
        })
        .collect()
}

/// What the chart draws for position `k`: the mean of its own estimate and the previous
/// position's view of it, or whichever of the two is known.
pub fn chart_point(estimates: &[Option<Estimate>], k: usize) -> Option<Vec<u16>> {
    let own = estimates.get(k).and_then(Option::as_ref).map(|e| &e.win);
    let seen = k
        .checked_sub(1)
        .and_then(|j| estimates.get(j)?.as_ref()?.after.as_ref());
    match (own, seen) {
        (Some(a), Some(b)) if a.len() == b.len() => {
            Some(a.iter().zip(b).map(|(x, y)| (x + y).div_ceil(2)).collect())
        }
        (Some(a), _) => Some(a.clone()),
        (None, Some(b)) => Some(b.clone()),
        (None, None) => None,
    }
}

/// Every seat's luck summed over its rolls (thousandths), for `seats` seats.
pub fn luck_by_seat(notes: &[Option<PlyNote>], seats: usize) -> Vec<i32> {
    let mut sums = vec![0; seats];
    for n in notes.iter().flatten() {
        if let PlyNote::Roll { seat, luck } = n {
            if let Some(s) = sums.get_mut(*seat as usize) {
                *s += luck;
            }
        }
    }
    sums
}

/// The estimates of a saved game, kept beside it so they are not computed twice. Each one
/// carries a hash of the plies before its position, so estimates of a line that was taken back
/// and played otherwise are known stale.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// [`KEPT_FORMAT`].
    #[serde(rename = "f")]
    pub format: u32,
    /// The iterations each estimate cost: estimates of another budget are computed again.
    #[serde(rename = "n")]
    pub budget: u32,
    /// Position `i`'s estimate and the hash of the plies it depends on: those before it, and
    /// the ply played in it when the estimate has its view of that ply.
    #[serde(rename = "e")]
    pub estimates: Vec<Option<(u32, Estimate)>>,
}

/// The layout of [`Kept`] this version writes.
pub const KEPT_FORMAT: u32 = 1;

/// The hash of each prefix of `moves`: entry `i` covers the first `i` plies (so there are
/// `moves.len() + 1` entries).
pub fn line_hashes(moves: &Moves) -> Vec<u32> {
    let mut h: u32 = 0x811c_9dc5;
    let mut out = Vec::with_capacity(moves.len() + 1);
    out.push(h);
    for mv in moves {
        for b in mv.bytes().chain(std::iter::once(b'\n')) {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
        out.push(h);
    }
    out
}

/// How many plies the estimate `e` of position `i` depends on.
fn depends(i: usize, e: &Estimate) -> usize {
    i + usize::from(e.after.is_some())
}

/// Whether position `i` of a game of `plies` plies needs a search: it has no estimate, or
/// one without its view of the ply played since.
pub fn needs_search(estimates: &[Option<Estimate>], i: usize, plies: usize) -> bool {
    match estimates.get(i).and_then(Option::as_ref) {
        None => true,
        Some(e) => e.after.is_none() && i < plies && e.turn.is_some(),
    }
}

impl Kept {
    /// The estimates that still hold for a game with these plies and this budget, one entry
    /// per position (`moves.len() + 1`).
    pub fn for_line(&self, moves: &Moves, budget: u32) -> Vec<Option<Estimate>> {
        let hashes = line_hashes(moves);
        let fits = self.format == KEPT_FORMAT && self.budget == budget;
        (0..hashes.len())
            .map(|i| match self.estimates.get(i) {
                Some(Some((kept, e))) if fits && hashes.get(depends(i, e)) == Some(kept) => {
                    Some(e.clone())
                }
                _ => None,
            })
            .collect()
    }

    /// What to keep of these estimates of a game with these plies.
    pub fn of_line(estimates: &[Option<Estimate>], moves: &Moves, budget: u32) -> Kept {
        let hashes = line_hashes(moves);
        Kept {
            format: KEPT_FORMAT,
            budget,
            estimates: estimates
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let e = e.as_ref()?;
                    Some((*hashes.get(depends(i, e))?, e.clone()))
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn est(win: &[u16], best: Option<&str>, turn: Option<Seat>) -> Estimate {
        Estimate {
            win: win.to_vec(),
            best: best.map(str::to_string),
            turn,
            after: None,
        }
    }

    fn with_after(mut e: Estimate, after: &[u16]) -> Estimate {
        e.after = Some(after.to_vec());
        e
    }

    #[test]
    fn a_drop_is_marked_by_the_documented_thresholds() {
        assert_eq!(Mark::of_drop(99), None);
        assert_eq!(Mark::of_drop(100), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(199), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(200), Some(Mark::Mistake));
        assert_eq!(Mark::of_drop(300), Some(Mark::Blunder));
        assert_eq!(Mark::of_drop(-400), None);
    }

    #[test]
    fn a_move_that_gives_the_game_away_is_a_blunder_with_the_better_move_named() {
        // One search of the position: 900 with its move a1, 150 after the move c3 played.
        let before = with_after(est(&[900, 100], Some("a1"), Some(0)), &[150, 850]);
        let after = est(&[400, 600], Some("b2"), Some(1));
        let n = note(&before, Some(&after), "c3", false).unwrap();
        assert_eq!(
            n,
            PlyNote::Choice {
                seat: 0,
                drop: 750,
                mark: Some(Mark::Blunder),
                better: Some("a1".into()),
            }
        );
        // The move the search preferred is not marked, whatever the estimates say.
        let n = note(&before, Some(&after), "a1", false).unwrap();
        assert!(matches!(
            n,
            PlyNote::Choice {
                mark: None,
                better: None,
                drop: 0,
                ..
            }
        ));
        // Seat 1 moving: its own chance is what counts.
        let before = with_after(est(&[500, 500], Some("x"), Some(1)), &[620, 380]);
        let n = note(&before, None, "y", false).unwrap();
        assert!(matches!(
            n,
            PlyNote::Choice {
                seat: 1,
                drop: 120,
                mark: Some(Mark::Inaccuracy),
                ..
            }
        ));
        // Without the same search's view, the next search's estimate is compared.
        let before = est(&[500, 500], Some("x"), Some(1));
        let n = note(&before, Some(&est(&[800, 200], None, Some(0))), "y", false).unwrap();
        assert!(matches!(
            n,
            PlyNote::Choice {
                drop: 300,
                mark: Some(Mark::Blunder),
                ..
            }
        ));
        assert_eq!(note(&before, None, "y", false), None);
        // Nobody's turn (a finished game): no note.
        assert_eq!(note(&est(&[1000, 0], None, None), None, "y", false), None);
    }

    #[test]
    fn the_luck_of_a_roll_is_the_rollers_change_and_is_summed_per_seat() {
        let moves: Moves = ["r1", "m1", "r2", "m2"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let rolls = [true, false, true, false];
        let e = vec![
            Some(with_after(est(&[500, 500], None, Some(0)), &[650, 350])),
            Some(with_after(
                est(&[660, 340], Some("m1"), Some(0)),
                &[640, 360],
            )),
            Some(with_after(est(&[630, 370], None, Some(1)), &[690, 310])),
            Some(est(&[700, 300], Some("m2"), Some(1))),
            None,
        ];
        let n = notes(&e, &moves, &rolls);
        assert_eq!(n[0], Some(PlyNote::Roll { seat: 0, luck: 150 }));
        assert_eq!(n[2], Some(PlyNote::Roll { seat: 1, luck: -60 }));
        // The last ply is not known to the search before it, nor is the position after it.
        assert_eq!(n[3], None);
        assert_eq!(luck_by_seat(&n, 2), vec![150, -60]);
        // The chart: the mean of a position's own estimate and the previous search's view.
        assert_eq!(chart_point(&e, 0), Some(vec![500, 500]));
        assert_eq!(chart_point(&e, 1), Some(vec![655, 345]));
        assert_eq!(chart_point(&e, 4), None);
        assert_eq!(chart_point(&e[..3], 3), Some(vec![690, 310]));
    }

    #[test]
    fn kept_estimates_hold_only_for_their_line_and_budget() {
        let moves: Moves = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let e: Vec<Option<Estimate>> = (0..4)
            .map(|i| Some(est(&[i * 100, 1000 - i * 100], None, Some(0))))
            .collect();
        let kept = Kept::of_line(&e, &moves, 500);
        let text = serde_json::to_string(&kept).unwrap();
        let back: Kept = serde_json::from_str(&text).unwrap();
        assert_eq!(back.for_line(&moves, 500), e);
        // Another budget: nothing holds.
        assert!(back.for_line(&moves, 800).iter().all(Option::is_none));
        // "c" taken back and "d" played: the last position is another one.
        let other: Moves = ["a", "b", "d"].iter().map(|s| s.to_string()).collect();
        let held = back.for_line(&other, 500);
        assert_eq!(&held[..3], &e[..3]);
        assert_eq!(held[3], None);
        // Longer now: the new positions are not estimated yet.
        let longer: Moves = ["a", "b", "c", "e"].iter().map(|s| s.to_string()).collect();
        assert_eq!(back.for_line(&longer, 500).len(), 5);
        assert_eq!(back.for_line(&longer, 500)[4], None);
        // An estimate with its view of the ply played depends on that ply too.
        let mut viewed = e.clone();
        viewed[1] = Some(with_after(est(&[1, 2], Some("b"), Some(1)), &[3, 4]));
        let kept = Kept::of_line(&viewed, &moves, 500);
        assert_eq!(kept.for_line(&moves, 500)[1], viewed[1]);
        let replaced: Moves = ["a", "x", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(kept.for_line(&replaced, 500)[1], None);
        assert_eq!(kept.for_line(&replaced, 500)[0], e[0]);
        assert!(needs_search(&kept.for_line(&replaced, 500), 1, 3));
        assert!(!needs_search(&viewed, 1, 3));
        // Position 2 has no view of ply 3 yet: searched again once that ply is known.
        assert!(needs_search(&viewed, 2, 3));
        assert!(!needs_search(&viewed, 3, 3));
        // The moves "ab" + "c" and "a" + "bc" are different lines.
        let split: Moves = ["ab", "c"].iter().map(|s| s.to_string()).collect();
        let joined: Moves = ["a", "bc"].iter().map(|s| s.to_string()).collect();
        assert_ne!(line_hashes(&split)[2], line_hashes(&joined)[2]);
    }

    #[test]
    fn values_are_clamped_into_thousandths() {
        let e = Estimate::from_values(&[1.2, -0.1, 0.4567], None, None);
        assert_eq!(e.win, vec![1000, 0, 457]);
    }
}
