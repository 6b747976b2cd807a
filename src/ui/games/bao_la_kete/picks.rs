//! The questions asked while a Bao la Kete move is chosen (which pit, which way, which kichwa,
//! whether to go on safari), answered from the engine's legal moves alone.
use crate::games::bao_la_kete::board::{Dir, Kichwa, Pit};
use crate::games::bao_la_kete::Move;

/// What the player has chosen so far for the move being entered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Picks {
    pub pit: Option<Pit>,
    pub dir: Option<Dir>,
    pub kichwa: Option<Kichwa>,
}

/// What the board asks next while a move is being entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Choose a pit (nothing chosen yet, or the choice no longer fits).
    Pit,
    /// Choose the sowing direction among these.
    Dir(Vec<Dir>),
    /// Choose the kichwa the captured seeds are sown from.
    Kichwa(Vec<Kichwa>),
    /// Stop in the kuu or go on (safari).
    Safari,
    /// Exactly one legal move fits: play it.
    Play(Move),
}

/// The legal moves (from `legal`) that fit the choices made.
pub fn matching(legal: &[Move], picks: &Picks) -> Vec<Move> {
    let Some(pit) = picks.pit else {
        return Vec::new();
    };
    legal
        .iter()
        .filter(|m| m.pit == pit)
        .filter(|m| picks.dir.is_none() || m.dir() == picks.dir)
        .filter(|m| picks.kichwa.is_none() || m.kichwa() == picks.kichwa)
        .copied()
        .collect()
}

fn distinct<T: PartialEq + Copy>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for x in items {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

/// The next question for the choices made: the choices still open among the matching legal
/// moves, asked in the order direction, kichwa, stop/safari.
pub fn question(legal: &[Move], picks: &Picks) -> Question {
    let fits = matching(legal, picks);
    match fits.len() {
        0 => return Question::Pit,
        1 => return Question::Play(fits[0]),
        _ => {}
    }
    let dirs: Vec<Dir> = distinct(fits.iter().filter_map(|m| m.dir()));
    if dirs.len() > 1 {
        return Question::Dir(dirs);
    }
    let ends: Vec<Kichwa> = distinct(fits.iter().filter_map(|m| m.kichwa()));
    if ends.len() > 1 {
        return Question::Kichwa(ends);
    }
    let decisions = distinct(fits.iter().map(|m| m.safari()));
    if decisions.len() > 1 {
        return Question::Safari;
    }
    Question::Play(fits[0])
}

/// The move for a stop (`false`) or safari (`true`) answer, if one fits.
pub fn with_safari(legal: &[Move], picks: &Picks, safari: bool) -> Option<Move> {
    matching(legal, picks)
        .into_iter()
        .find(|m| m.safari() == Some(safari))
}
