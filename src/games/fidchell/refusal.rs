//! Why Fidchell refuses a move: one value per reason, with the points and counts it names.

use super::board::{self, Point};

crate::refusals! {
    /// A Fidchell refusal. `code()` is the stable key, `Display` the English reason.
    pub enum Refusal {
        GameOver = "fidchell.game-over" => "the game is over";
        NoSuchPoint = "fidchell.no-such-point"
            => "the move names a point that is not on the board";
        RemovalTwice = "fidchell.removal-twice" => "the two removed stones must be different";
        /// `count`: how many black stones White must remove.
        RemovalCount { count: usize } = "fidchell.removal-count"
            => "White must remove exactly {} black stone(s) or decline", count;
        RemovalNotBlack { at: Point } = "fidchell.removal-not-black"
            => "there is no black stone on {}", board::name(*at);
        RemovalPending = "fidchell.removal-pending"
            => "White has defeated the challenge and must first remove two black stones or \
                decline";
        NoRemoval = "fidchell.no-removal"
            => "removing black stones is only possible right after White defeats a challenge \
                by a capture";
        NoChallenge = "fidchell.no-challenge" => "challenges exist only in game two";
        ChallengeByBlack = "fidchell.challenge-by-black" => "only Black may declare a challenge";
        ChallengeRunning = "fidchell.challenge-running" => "a challenge is already running";
        PassNotAllowed = "fidchell.pass-not-allowed"
            => "passing is allowed only when no move is possible";
        HandEmpty = "fidchell.hand-empty" => "no stones left in hand: move a stone on the board";
        Centre = "fidchell.centre" => "the centre belongs to the king";
        Occupied { at: Point } = "fidchell.occupied" => "{} is occupied", board::name(*at);
        MustPlace = "fidchell.must-place"
            => "stones in hand must all be placed before stones on the board move";
        /// `colour`: "white" or "black".
        NotYourStone { colour: &'static str, at: Point } = "fidchell.not-your-stone"
            => "there is no {} stone on {}", colour, board::name(*at);
        /// `steps`: game three's stones step to a neighbour; the others slide along a line.
        Unreachable { from: Point, to: Point, steps: bool } = "fidchell.unreachable"
            => "{} cannot reach {}: {}", board::name(*from), board::name(*to), if *steps {
                "a stone steps to an empty point next to it along a line"
            } else {
                "a stone slides along one line over empty points only, without turning or \
                 jumping"
            };
    }
}
