//! Reading a step's effects the way the boards and move lists do: who moved, the path of the
//! moved piece, the points where pieces were captured.

use crate::engine::{Effect, Seat, ToMove};

/// The seat that played a move (none for the dice or after the end).
pub fn mover_seat(mover: &ToMove) -> Option<Seat> {
    match mover {
        ToMove::Seat(s) => Some(*s),
        _ => None,
    }
}

/// The path of the last piece moved, empty if none moved.
pub fn moved_path(effects: &[Effect]) -> Vec<u16> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Moved { path, .. } => Some(path.clone()),
            _ => None,
        })
        .next_back()
        .unwrap_or_default()
}

/// Every capture: the piece, its point and its owner, in order.
pub fn captures(effects: &[Effect]) -> Vec<(u16, u16, Seat)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Captured { piece, at, owner } => Some((*piece, *at, *owner)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn effects_are_read_in_order() {
        let fx = vec![
            Effect::Moved {
                piece: 1,
                path: vec![3, 4],
            },
            Effect::Captured {
                piece: 7,
                at: 5,
                owner: 1,
            },
            Effect::Moved {
                piece: 1,
                path: vec![4, 6],
            },
            Effect::Captured {
                piece: 8,
                at: 9,
                owner: 2,
            },
        ];
        assert_eq!(moved_path(&fx), vec![4, 6]);
        assert_eq!(captures(&fx), vec![(7, 5, 1), (8, 9, 2)]);
        assert_eq!(moved_path(&[]), Vec::<u16>::new());
        assert_eq!(mover_seat(&ToMove::Seat(2)), Some(2));
        assert_eq!(mover_seat(&ToMove::Chance), None);
    }
}
