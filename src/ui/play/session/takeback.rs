//! Taking moves back and playing them again: a person's whole turn at a time, with the redo
//! stack in the saved game.

use super::saved::replay;
use super::Session;
use crate::engine::ToMove;
use crate::ui::kit::seats::SeatKind;

impl Session {
    /// Index of the first move of each turn: a turn is a run of moves by the same mover.
    fn turn_starts(&self) -> Vec<usize> {
        let mut starts = Vec::new();
        for (i, step) in self.history.iter().enumerate() {
            if i == 0 || self.history[i - 1].mover != step.mover {
                starts.push(i);
            }
        }
        starts
    }

    /// Where an undo goes back to: the start of the latest turn of a person (so computer turns
    /// and dice after it are taken back too); the very start when no person has played.
    fn undo_target(&self) -> Option<usize> {
        if self.history.is_empty() {
            return None;
        }
        let starts = self.turn_starts();
        let person = |i: usize| match self.history[i].mover {
            ToMove::Seat(s) => self.seat_kind(s) == SeatKind::Person,
            _ => false,
        };
        Some(
            starts
                .iter()
                .rev()
                .copied()
                .find(|&i| person(i))
                .unwrap_or(0),
        )
    }

    /// Takeback (not in a game by link: the other side has its own copy of every move).
    pub fn can_undo(&self) -> bool {
        self.saved.by_link.is_none() && self.undo_target().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.saved.by_link.is_none() && !self.saved.redo.is_empty()
    }

    /// Takes back the last whole turn of a person. Returns false when there is nothing to undo.
    pub fn undo(&mut self, now: f64) -> bool {
        let Some(target) = self.undo_target().filter(|_| self.saved.by_link.is_none()) else {
            return false;
        };
        let taken = self.saved.record.moves.split_off(target);
        // A prefix of a legal record is legal; were it not, nothing is taken back.
        let Ok((game, _)) = replay(&self.saved.record) else {
            self.saved.record.moves.extend(taken);
            return false;
        };
        self.game = game;
        self.history = self.history.truncated(target);
        self.saved.redo.push(taken);
        self.saved.updated = now;
        true
    }

    /// Plays the last taken-back turn again.
    pub fn redo(&mut self, now: f64) -> bool {
        if self.saved.by_link.is_some() {
            return false;
        }
        let Some(turn) = self.saved.redo.pop() else {
            return false;
        };
        for mv in &turn {
            let played = self.parse(mv).and_then(|m| self.play_inner(&m));
            if played.is_err() {
                // Cannot happen for a redo stack we wrote; drop the rest rather than panic.
                self.saved.redo.clear();
                break;
            }
        }
        self.saved.updated = now;
        true
    }
}
