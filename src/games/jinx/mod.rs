//! Jinx (Brax). SKELETON: public API fixed, bodies to be written (see ../shared/rules/jinx.md).

pub mod board;

use crate::engine::{Effects, Game, IllegalMove, Options, Outcome, ParseError, Seat, ToMove, Variant};
use board::{Colour, Point};
use std::fmt;
use std::str::FromStr;

/// Which game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    Two,
    Three,
    Four,
}

/// A board side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    South,
    North,
    East,
    West,
}

/// One piece; `at` is `None` once captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub id: u8,
    pub owner: Seat,
    pub colour: Colour,
    pub starred: bool,
    pub at: Option<Point>,
}

/// A pending obligation: on `target`'s next turn one of `pieces` must move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Obligation {
    pub caller: Seat,
    pub target: Seat,
    pub pieces: Vec<u8>,
}

/// Where the turn of the seat to move stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat must move a piece (or pass when it has none to move).
    Move,
    /// The lone player (3-player game) has moved `moved` and may move a second, other piece.
    SecondMove { moved: u8 },
    /// The move part is done; the seat may call jinx (only entered when a call is possible).
    Jinx,
    /// `proposer` proposed a draw; the seat to move answers.
    DrawAnswer { proposer: Seat },
    Over(Outcome),
}

/// A move. Text forms: `E5-C5`, `end`, `jinx:green`, `nojinx`, `draw`, `accept`, `decline`, `pass`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Go { from: Point, to: Point },
    EndTurn,
    Call(Seat),
    NoCall,
    ProposeDraw,
    AcceptDraw,
    DeclineDraw,
    Pass,
}

/// A Jinx position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Jinx {
    mode: Mode,
}

impl Jinx {
    pub fn mode(&self) -> Mode {
        self.mode
    }
    /// All pieces, captured ones included (with `at == None`).
    pub fn pieces(&self) -> &[Piece] {
        todo!()
    }
    pub fn piece_at(&self, _p: Point) -> Option<&Piece> {
        todo!()
    }
    pub fn phase(&self) -> &Phase {
        todo!()
    }
    pub fn seat_colour(&self, _seat: Seat) -> Colour {
        todo!()
    }
    pub fn seat_starred(&self, _seat: Seat) -> bool {
        todo!()
    }
    pub fn seat_side(&self, _seat: Seat) -> Side {
        todo!()
    }
    pub fn is_eliminated(&self, _seat: Seat) -> bool {
        todo!()
    }
    /// Seats in turn order.
    pub fn turn_order(&self) -> &[Seat] {
        todo!()
    }
    /// The pieces the seat to move must choose from this turn (empty = free choice).
    pub fn designated(&self) -> Vec<u8> {
        todo!()
    }
    /// The points a `Go` move passes through, start and end included; `None` if not a legal path.
    pub fn path(&self, _from: Point, _to: Point) -> Option<Vec<Point>> {
        todo!()
    }
    /// The pieces of `target` that `by` threatens now.
    pub fn threatened(&self, _by: Seat, _target: Seat) -> Vec<u8> {
        todo!()
    }
    pub fn turns_without_capture(&self) -> u32 {
        todo!()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        todo!()
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(_s: &str) -> Result<Self, Self::Err> {
        todo!()
    }
}

impl Game for Jinx {
    type Move = Move;
    const NAME: &'static str = "jinx";
    fn variants() -> &'static [Variant] {
        todo!()
    }
    fn new(_options: &Options) -> Result<Self, ParseError> {
        todo!()
    }
    fn seats(&self) -> usize {
        todo!()
    }
    fn seat_name(&self, _seat: Seat) -> String {
        todo!()
    }
    fn to_move(&self) -> ToMove {
        todo!()
    }
    fn legal_moves(&self) -> Vec<Move> {
        todo!()
    }
    fn play(&mut self, _mv: &Move) -> Result<Effects, IllegalMove> {
        todo!()
    }
    fn to_position(&self) -> String {
        todo!()
    }
    fn from_position(_text: &str) -> Result<Self, ParseError> {
        todo!()
    }
    fn diagram(&self) -> String {
        todo!()
    }
}
