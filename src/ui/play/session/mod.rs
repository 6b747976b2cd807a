//! One game being played in the app: its record, who sits where, the current position and the
//! history for the move list; playing a move, and what the computer or the dice must play.
//! Pure Rust (no web), so it is tested natively. The rest of a session, one concern a file:
//! how it is stored ([`saved`]: a [`SavedGame`] is the record plus the seats and the redo stack,
//! and loading replays the record through the rules), links and games by link ([`links`]),
//! takeback ([`takeback`]), looking back over the game ([`review`]) and its words ([`words`]).

mod links;
mod review;
mod saved;
mod takeback;
#[cfg(test)]
mod tests;
mod words;

pub use links::link_game_id;
pub use saved::{replay, SavedGame, SAVE_FORMAT};

use crate::ai::level::Level;
use crate::engine::record::Record;
use crate::engine::rng::Rng;
use crate::engine::{Effects, IllegalMove, MoveRefusal, Options, Seat, ToMove};
use crate::games::{AnyGame, AnyMove};

pub use crate::engine::record::LoadError;
pub use crate::ui::kit::seats::SeatKind;
pub use crate::ui::kit::step::{History, Step};

/// A game in play.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub saved: SavedGame,
    pub game: AnyGame,
    /// Every move played, shared with the states before it (see [`History`]).
    pub history: History,
    /// Opened from a link and not played on yet: not saved (a link only shows a game; the
    /// first move played on it, or "continue from here", makes it a saved game).
    pub linked: bool,
}

impl Session {
    /// A new game.
    pub fn new(
        id: String,
        game_name: &str,
        options: Options,
        seats: Vec<SeatKind>,
        seed: u64,
        now: f64,
    ) -> Result<Session, String> {
        let game = AnyGame::new(game_name, &options).map_err(|e| e.0)?;
        let n = game.as_dyn().seats();
        if seats.len() != n {
            return Err(format!("{n} seats expected, {} given", seats.len()));
        }
        let saved = SavedGame::new(id, Record::new(game_name, options, seed), seats, now);
        Ok(Session {
            saved,
            game,
            history: History::new(),
            linked: false,
        })
    }

    /// The next game of the same players after this one ("Play again"): the same settings,
    /// begun as the game's rules say ([`crate::engine::Game::rematch`]), the seats taken in
    /// the other order where the players change colours.
    pub fn rematch(&self, id: String, seed: u64, now: f64) -> Result<Session, String> {
        let next = self.game.as_dyn().rematch(&self.saved.record.options);
        let mut seats = self.saved.seats.clone();
        if next.swap {
            seats.reverse();
        }
        Session::new(id, self.game_name(), next.options, seats, seed, now)
    }

    pub fn game_name(&self) -> &str {
        &self.saved.record.game
    }

    pub fn to_move(&self) -> ToMove {
        self.game.as_dyn().to_move()
    }

    /// The seat to move if it is a person's decision.
    pub fn person_to_move(&self) -> Option<Seat> {
        match self.to_move() {
            ToMove::Seat(s) if self.seat_kind(s) == SeatKind::Person && self.plays_here(s) => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whether `seat` is played on this device: every seat, but in a game by link only this
    /// side's.
    pub fn plays_here(&self, seat: Seat) -> bool {
        self.saved
            .by_link
            .as_ref()
            .is_none_or(|b| b.mine.contains(&seat))
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.saved
            .seats
            .get(seat as usize)
            .copied()
            .unwrap_or(SeatKind::Person)
    }

    /// Plays a move; on error nothing changes. A new move clears the redo stack.
    pub fn play_move(&mut self, mv: &AnyMove, now: f64) -> Result<Effects, IllegalMove> {
        let effects = self.play_inner(mv)?;
        self.saved.redo.clear();
        self.saved.updated = now;
        Ok(effects)
    }

    /// Plays a move given as text (from storage, the worker, a test): read in this position,
    /// then played like any move.
    pub fn play(&mut self, mv: &str, now: f64) -> Result<Effects, IllegalMove> {
        let parsed = self.parse(mv)?;
        self.play_move(&parsed, now)
    }

    /// Reads a move string in the current position; a malformed one is refused like an illegal
    /// move.
    pub fn parse(&self, mv: &str) -> Result<AnyMove, IllegalMove> {
        self.game
            .parse_move(mv)
            .map_err(|e| IllegalMove::new(mv, MoveRefusal::Malformed { detail: e.0 }))
    }

    fn play_inner(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove> {
        let mover = self.to_move();
        let text = self.game.move_text(mv);
        let effects = self.game.play(mv)?;
        self.saved.record.moves.push(text);
        self.history.push(Step {
            mover,
            mv: mv.clone(),
            effects: effects.clone(),
        });
        Ok(effects)
    }

    /// Who plays each seat from now on: a person or the computer at a level (not in a game by
    /// link, whose seats are fixed). Returns false when nothing changed or `seats` does not
    /// fit the game.
    pub fn set_seats(&mut self, seats: Vec<SeatKind>, now: f64) -> bool {
        let fits = seats.len() == self.saved.seats.len()
            && !seats.contains(&SeatKind::Friend)
            && self.saved.by_link.is_none();
        if !fits || seats == self.saved.seats {
            return false;
        }
        self.saved.seats = seats;
        self.saved.updated = now;
        true
    }

    /// The move the dice give at this point, if it is a chance turn: drawn from the record's seed
    /// and the move number, so a reload shows the same roll.
    pub fn chance_move(&self) -> Option<AnyMove> {
        if self.to_move() != ToMove::Chance {
            return None;
        }
        let outcomes = self.game.as_dyn().chance_outcome_strings();
        if outcomes.is_empty() {
            return None;
        }
        // By link, the dice come from this side's secret and the other side's value, and
        // wait until both are there.
        let seed = match &self.saved.by_link {
            Some(b) => {
                // Only this side's own dice are rolled here.
                let turn = self.game.as_dyn().turn();
                if !turn.is_some_and(|t| b.mine.contains(&t)) {
                    return None;
                }
                b.seed?
            }
            None => self.saved.record.seed,
        };
        let ply = self.saved.record.moves.len() as u64;
        let mut rng = Rng::for_event(seed, ply);
        let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
        self.game
            .parse_move(&outcomes[rng.weighted(&weights)].0)
            .ok()
    }

    /// What the computer must search when a computer seat is to move: the level, the position
    /// string and a seed drawn from the record's seed and the move number (so the same position
    /// gets the same answer after a reload).
    pub fn computer_request(&self) -> Option<ComputerRequest> {
        let ToMove::Seat(s) = self.to_move() else {
            return None;
        };
        let SeatKind::Computer(level) = self.seat_kind(s) else {
            return None;
        };
        Some(self.search_request(level))
    }

    /// A search of the position for whoever is to move, at `level` (the hint uses the master
    /// level for a person).
    pub fn search_request(&self, level: Level) -> ComputerRequest {
        let ply = self.saved.record.moves.len() as u64;
        ComputerRequest {
            game: self.saved.record.game.clone(),
            position: self.game.as_dyn().position(),
            level,
            seed: Rng::for_event(self.saved.record.seed ^ 0x5EA7_C0DE, ply).next_u64(),
        }
    }

    /// A random legal move for the seat to move: what the computer plays when its search cannot
    /// run (no Web Worker).
    pub fn random_move(&self) -> Option<AnyMove> {
        let ToMove::Seat(_) = self.to_move() else {
            return None;
        };
        let moves = self.game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let ply = self.saved.record.moves.len() as u64;
        let mut rng = Rng::for_event(self.saved.record.seed ^ 0x5EA7_C0DE, ply);
        Some(rng.choose(&moves).clone())
    }
}

/// A search the computer must run (see [`Session::computer_request`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerRequest {
    pub game: String,
    pub position: String,
    pub level: Level,
    pub seed: u64,
}
