//! One move played, with what it did: what the boards draw and the move list describes.

use crate::engine::shared::Shared;
use crate::engine::{Effects, ToMove};
use crate::games::AnyMove;

/// One move played, as the move list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Who played it (a seat, or the dice).
    pub mover: ToMove,
    /// The move, typed (its text is in the record).
    pub mv: AnyMove,
    pub effects: Effects,
}

/// Every move played so far, oldest first, shared between the states that hold it: the reducer,
/// which keeps the state before a move while it makes the state after it, never copies the
/// whole history (see [`Shared`]).
pub type History = Shared<Step>;
