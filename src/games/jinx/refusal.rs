//! Why Jinx refuses a move: one value per reason, with the points and seats it names.

use super::board::{self, Point};

crate::refusals! {
    /// A Jinx refusal. `code()` is the stable key, `Display` the English reason.
    pub enum Refusal {
        NoSuchPoint = "jinx.no-such-point" => "that point is not on the board";
        NoPiece { at: Point } = "jinx.no-piece" => "there is no piece on {}", board::name(*at);
        NotYourPiece { at: Point, owner: &'static str, mover: &'static str } = "jinx.not-your-piece"
            => "the piece on {} belongs to {}, not to {}", board::name(*at), owner, mover;
        Stuck { at: Point } = "jinx.stuck"
            => "the piece on {} has no legal move now", board::name(*at);
        SamePiece = "jinx.same-piece"
            => "the second move of a turn must be made with another piece";
        BadPath { from: Point, to: Point } = "jinx.bad-path"
            => "the piece on {} cannot go to {}: one step on any line, or two steps along its \
                own colour, to an empty point or an enemy piece",
               board::name(*from), board::name(*to);
        /// The points of the pieces the seat must choose from.
        MustMoveDesignated { at: Vec<Point> } = "jinx.must-move-designated"
            => "a jinx obliges you to move one of: {}", names(at);
        /// `what` names the move kind ("passing", "a jinx call", ...).
        WrongPhase { what: &'static str } = "jinx.wrong-phase" => "{} is not possible now", what;
        GameOver = "jinx.game-over" => "the game is over";
        CannotPass = "jinx.cannot-pass" => "you may not pass while you have a legal move";
        /// `declined`: a proposal was already declined this turn.
        NoDraw { declined: bool } = "jinx.no-draw" => "{}", if *declined {
            "a draw was already proposed this turn"
        } else {
            "a draw may be proposed only when every remaining player has one piece"
        };
        SecondMoveRequired = "jinx.second-move-required"
            => "a jinx obliges you to move a second designated piece";
        BadTarget { target: &'static str } = "jinx.bad-target"
            => "you cannot call jinx on {} now", target;
        CallPending = "jinx.call-pending"
            => "your move is done: call jinx (jinx:SEAT) or not (nojinx)";
        AnswerPending = "jinx.answer-pending" => "a draw was proposed: answer accept or decline";
    }
}

fn names(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| board::name(*p))
        .collect::<Vec<_>>()
        .join(", ")
}
