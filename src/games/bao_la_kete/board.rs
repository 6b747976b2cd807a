//! Board geometry of Bao la Kete: pit names, each player's sowing loop, facing pits, and the
//! coordinates the UI draws with.
//!
//! Every player owns two rows of eight pits. Columns count 1–8 from the owner's own left, so
//! South's `A1` and North's `a1` are at opposite ends of the board.
//!
//! - **Loop index** (0–15, per owner): front column `c` is `c − 1`, back column `c` is `16 − c`.
//!   Clockwise (`cw`) adds one: `A1 → A8 → B8 → B1 → A1`. Anticlockwise (`acw`) subtracts one.
//! - **Pit id** (0–31, used in [`crate::engine::Effect`]s): `16 × owner + loop index`; South is
//!   seat 0, North seat 1. So `A1` = 0, `A8` = 7, `B8` = 8, `B1` = 15, `a1` = 16, `b1` = 31.
//! - **Display cell** `(row, col)`: four rows top to bottom as South sees the board (North back,
//!   North front, South front, South back), columns 0–7 left to right. `A1` is `(2, 0)`, `a1` is
//!   `(1, 7)`; a front pit stands straight above or below the opponent pit it faces.

use crate::engine::{ParseError, Seat};
use std::fmt;
use std::str::FromStr;

/// Seat 0, who owns rows `A` and `B` (the bottom of the display).
pub const SOUTH: Seat = 0;
/// Seat 1, who owns rows `a` and `b` (the top of the display).
pub const NORTH: Seat = 1;

/// Loop index of the kuu (`A5` / `a5`).
pub const KUU: usize = 4;
/// Loop index of the left kichwa (`A1` / `a1`).
pub const LEFT_KICHWA: usize = 0;
/// Loop index of the right kichwa (`A8` / `a8`).
pub const RIGHT_KICHWA: usize = 7;

/// The row of a pit, from its owner's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Row {
    /// The row next to the opponent (`A` / `a`): the only row that captures and is captured.
    #[default]
    Front,
    /// The row at the owner's edge of the board (`B` / `b`).
    Back,
}

/// Sowing direction along the owner's own loop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Clockwise seen from above: along the front row towards the owner's right (`cw`).
    #[default]
    Cw,
    /// Anticlockwise (`acw`).
    Acw,
}

impl Dir {
    /// Both directions, clockwise first.
    pub const BOTH: [Dir; 2] = [Dir::Cw, Dir::Acw];

    /// The loop index `steps` pits away from `from` in this direction.
    pub fn advance(self, from: usize, steps: usize) -> usize {
        match self {
            Dir::Cw => (from + steps) % 16,
            Dir::Acw => (from + 16 - steps % 16) % 16,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::Cw => "cw",
            Dir::Acw => "acw",
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the two end pits of a front row, where captured seeds start to be sown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kichwa {
    /// `A1` / `a1`; captured seeds then travel clockwise.
    Left,
    /// `A8` / `a8`; captured seeds then travel anticlockwise.
    Right,
}

impl Kichwa {
    /// The loop index of this kichwa.
    pub fn index(self) -> usize {
        match self {
            Kichwa::Left => LEFT_KICHWA,
            Kichwa::Right => RIGHT_KICHWA,
        }
    }

    /// The direction captured seeds travel from this kichwa (towards the centre of the row).
    pub fn dir(self) -> Dir {
        match self {
            Kichwa::Left => Dir::Cw,
            Kichwa::Right => Dir::Acw,
        }
    }

    /// `L` or `R`, as in move strings.
    pub fn letter(self) -> char {
        match self {
            Kichwa::Left => 'L',
            Kichwa::Right => 'R',
        }
    }
}

/// A pit, named as its owner names it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pit {
    pub owner: Seat,
    pub row: Row,
    /// 1–8 from the owner's left.
    pub col: u8,
}

impl Pit {
    /// The pit at `index` (0–15) of `owner`'s loop.
    pub fn from_loop(owner: Seat, index: usize) -> Pit {
        let index = index % 16;
        if index < 8 {
            Pit {
                owner,
                row: Row::Front,
                col: index as u8 + 1,
            }
        } else {
            Pit {
                owner,
                row: Row::Back,
                col: (16 - index) as u8,
            }
        }
    }

    /// The index of this pit in its owner's loop (0–15).
    pub fn loop_index(self) -> usize {
        match self.row {
            Row::Front => self.col as usize - 1,
            Row::Back => 16 - self.col as usize,
        }
    }

    /// The pit id used in effects: `16 × owner + loop index`.
    pub fn id(self) -> u16 {
        self.owner as u16 * 16 + self.loop_index() as u16
    }

    /// The pit with this id (0–31).
    pub fn from_id(id: u16) -> Option<Pit> {
        if id < 32 {
            Some(Pit::from_loop((id / 16) as Seat, (id % 16) as usize))
        } else {
            None
        }
    }

    /// All 32 pits, by id.
    pub fn all() -> impl Iterator<Item = Pit> {
        (0..32u16).filter_map(Pit::from_id)
    }

    /// Where the UI draws the pit: `(row, col)` with row 0 = North back row at the top, 3 = South
    /// back row at the bottom, and col 0–7 from left to right as South sees the board.
    pub fn display_cell(self) -> (u8, u8) {
        match (self.owner, self.row) {
            (SOUTH, Row::Front) => (2, self.col - 1),
            (SOUTH, Row::Back) => (3, self.col - 1),
            (_, Row::Front) => (1, 8 - self.col),
            (_, Row::Back) => (0, 8 - self.col),
        }
    }

    /// The pit drawn at a display cell.
    pub fn at_cell(row: u8, col: u8) -> Option<Pit> {
        if col > 7 {
            return None;
        }
        match row {
            0 => Some(Pit {
                owner: NORTH,
                row: Row::Back,
                col: 8 - col,
            }),
            1 => Some(Pit {
                owner: NORTH,
                row: Row::Front,
                col: 8 - col,
            }),
            2 => Some(Pit {
                owner: SOUTH,
                row: Row::Front,
                col: col + 1,
            }),
            3 => Some(Pit {
                owner: SOUTH,
                row: Row::Back,
                col: col + 1,
            }),
            _ => None,
        }
    }

    /// The opponent's front pit this front pit faces (`Ac` faces `a(9−c)`); `None` for back pits.
    pub fn facing(self) -> Option<Pit> {
        match self.row {
            Row::Front => Some(Pit {
                owner: 1 - self.owner,
                row: Row::Front,
                col: 9 - self.col,
            }),
            Row::Back => None,
        }
    }

    /// Whether this is its owner's kuu pit (`A5` / `a5`), functional or not.
    pub fn is_kuu(self) -> bool {
        self.row == Row::Front && self.col == 5
    }

    /// Whether this is an end pit of a front row (`A1`, `A8`, `a1`, `a8`).
    pub fn is_kichwa(self) -> bool {
        self.row == Row::Front && (self.col == 1 || self.col == 8)
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match (self.owner, self.row) {
            (SOUTH, Row::Front) => 'A',
            (SOUTH, Row::Back) => 'B',
            (_, Row::Front) => 'a',
            (_, Row::Back) => 'b',
        };
        write!(f, "{letter}{}", self.col)
    }
}

impl FromStr for Pit {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Pit, ParseError> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'1'..=b'8').contains(&b[1]) {
            return Err(ParseError::new(format!(
                "\"{s}\" is not a pit (A1–A8, B1–B8 for South, a1–a8, b1–b8 for North)"
            )));
        }
        let col = b[1] - b'0';
        let (owner, row) = match b[0] {
            b'A' => (SOUTH, Row::Front),
            b'B' => (SOUTH, Row::Back),
            b'a' => (NORTH, Row::Front),
            b'b' => (NORTH, Row::Back),
            _ => {
                return Err(ParseError::new(format!(
                    "\"{s}\" is not a pit (A1–A8, B1–B8 for South, a1–a8, b1–b8 for North)"
                )))
            }
        };
        Ok(Pit { owner, row, col })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_loops_and_cells_agree() {
        for id in 0..32u16 {
            let p = Pit::from_id(id).unwrap();
            assert_eq!(p.id(), id);
            assert_eq!(p.to_string().parse::<Pit>().unwrap(), p);
            let (r, c) = p.display_cell();
            assert_eq!(Pit::at_cell(r, c), Some(p));
            if let Some(f) = p.facing() {
                assert_eq!(f.facing(), Some(p));
                assert_eq!(f.display_cell().1, c);
            }
        }
        assert_eq!(
            "A5".parse::<Pit>().unwrap().facing().unwrap().to_string(),
            "a4"
        );
        assert_eq!(Pit::from_loop(SOUTH, 8).to_string(), "B8");
        assert_eq!(Pit::from_loop(NORTH, 15).to_string(), "b1");
        assert_eq!(Dir::Acw.advance(0, 1), 15);
        assert_eq!(Dir::Cw.advance(15, 17), 0);
    }
}
