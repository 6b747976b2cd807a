//! One move played, with what it did: what the boards draw and the move list describes.

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
