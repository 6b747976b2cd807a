//! Looking back over a game: the position after any ply, a move tried there without playing
//! it, and a new game branched off at a ply.

use super::saved::{replay, SavedGame};
use super::Session;
use crate::games::{AnyGame, AnyMove};
use crate::ui::kit::step::Step;

impl Session {
    /// The position after the first `ply` moves, for review (`None` past the last move).
    pub fn game_at(&self, ply: usize) -> Option<AnyGame> {
        if ply > self.saved.record.moves.len() {
            return None;
        }
        let moves = self.saved.record.moves.iter().take(ply);
        let record = &self.saved.record;
        let mut game = AnyGame::new(&record.game, &record.options).ok()?;
        for mv in moves {
            let parsed = game.parse_move(mv).ok()?;
            game.play(&parsed).ok()?;
        }
        Some(game)
    }

    /// A new game that goes on from the position after the first `ply` moves: the same game,
    /// options, seed (so the dice after it fall as they would have) and seats, under a new id;
    /// this game is left as it is.
    pub fn branch(&self, ply: usize, id: String, now: f64) -> Option<Session> {
        let mut record = self.saved.record.clone();
        record.moves.truncate(ply);
        if record.moves.len() != ply {
            return None;
        }
        let (game, history) = replay(&record).ok()?;
        let saved = SavedGame::new(id, record, self.saved.seats.clone(), now);
        Some(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// The step a move would make, without playing it (to describe a hint).
    pub fn preview(&self, mv: &AnyMove) -> Option<Step> {
        step_from(self.game.clone(), mv.clone()).map(|(_, step, _)| step)
    }

    /// The step `mv` (a move string) would make in the position after the first `ply` moves,
    /// in place of the move played there: the position before it, the step, the position
    /// after (the review's preferred move).
    pub fn step_at(&self, ply: usize, mv: &str) -> Option<(AnyGame, Step, AnyGame)> {
        let game = self.game_at(ply)?;
        let mv = game.parse_move(mv).ok()?;
        step_from(game, mv)
    }

    /// [`Session::step_at`] with a typed move.
    pub fn step_with(&self, ply: usize, mv: &AnyMove) -> Option<(AnyGame, Step, AnyGame)> {
        step_from(self.game_at(ply)?, mv.clone())
    }
}

/// `mv` played on a copy of `game`: the position before, the step, the position after.
fn step_from(game: AnyGame, mv: AnyMove) -> Option<(AnyGame, Step, AnyGame)> {
    let mover = game.as_dyn().to_move();
    let mut after = game.clone();
    let effects = after.play(&mv).ok()?;
    Some((game, Step { mover, mv, effects }, after))
}
