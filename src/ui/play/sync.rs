//! One game open in two tabs: what a tab may write over, and what it follows. Plain Rust, so it
//! is tested natively; the storage event and the writes are in [`super::state`].
//!
//! A tab knows the line of a game it shows: the moves played and those taken back (which redo
//! replays). It follows what another tab saved when one line continues the other (a move
//! played there, or taken back), and it writes over a save only when every move of that save is
//! on the line it knows. Otherwise both are kept: its own line is saved as a new game.

use super::session::SavedGame;
use crate::engine::record::Moves;

/// The moves a tab knows of a game: those played, then those redo would play again.
fn known_line(s: &SavedGame) -> Vec<&str> {
    let mut line: Vec<&str> = s.record.moves.iter().map(String::as_str).collect();
    line.extend(s.redo.iter().rev().flatten().map(String::as_str));
    line
}

fn is_prefix(short: &Moves, long: &[&str]) -> bool {
    short.len() <= long.len() && short.iter().zip(long).all(|(a, b)| a == b)
}

/// The same game: same id, same game, options, seed and seats.
fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    a.id == b.id
        && a.record.game == b.record.game
        && a.record.options == b.record.options
        && a.record.seed == b.record.seed
        && a.seats == b.seats
}

/// Whether writing `ours` over `stored` loses nothing: the same game, and every move of the
/// stored one is on the line this tab knows.
pub fn may_overwrite(ours: &SavedGame, stored: &SavedGame) -> bool {
    same_game(ours, stored) && is_prefix(&stored.record.moves, &known_line(ours))
}

/// Whether a tab showing `ours` follows `stored`, saved by another tab: the same game, and one
/// line continues the other.
pub fn follows(ours: &SavedGame, stored: &SavedGame) -> bool {
    same_game(ours, stored)
        && (is_prefix(&ours.record.moves, &known_line(stored))
            || is_prefix(&stored.record.moves, &known_line(ours)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::Record;
    use crate::engine::Options;
    use crate::ui::kit::seats::SeatKind;

    fn game(moves: &[&str], redo: &[&[&str]]) -> SavedGame {
        let mut record = Record::new("jinx", Options::default(), 7);
        record.moves = moves.iter().map(|m| m.to_string()).collect();
        let mut s = SavedGame::new("g1".into(), record, vec![SeatKind::Person; 2], 0.0);
        s.redo = redo
            .iter()
            .map(|turn| turn.iter().map(|m| m.to_string()).collect())
            .collect();
        s
    }

    #[test]
    fn a_tab_follows_moves_played_or_taken_back_elsewhere() {
        let ours = game(&["a", "b"], &[]);
        assert!(follows(&ours, &game(&["a", "b", "c"], &[])));
        assert!(follows(&ours, &game(&["a"], &[&["b"]])));
        assert!(follows(&ours, &game(&["a"], &[])));
        // Another move at the same place: neither line continues the other.
        assert!(!follows(&ours, &game(&["a", "x"], &[])));
        // Another game under the same key is not followed.
        let mut other = game(&["a", "b", "c"], &[]);
        other.record.seed = 8;
        assert!(!follows(&ours, &other));
    }

    #[test]
    fn a_tab_writes_only_over_what_it_has_seen() {
        let ours = game(&["a", "b", "c"], &[]);
        // Its own earlier state, or a state before a takeback it knows.
        assert!(may_overwrite(&ours, &game(&["a", "b"], &[])));
        assert!(may_overwrite(
            &game(&["a"], &[&["b"]]),
            &game(&["a", "b"], &[])
        ));
        // Moves it has not seen (a stale tab): never written over.
        assert!(!may_overwrite(&ours, &game(&["a", "b", "c", "d"], &[])));
        assert!(!may_overwrite(&ours, &game(&["a", "x"], &[])));
        let mut renamed = game(&["a"], &[]);
        renamed.id = "g2".into();
        assert!(!may_overwrite(&ours, &renamed));
    }
}
