//! Why Barne-zirkulua refuses a move: one value per reason, with the balls, fields, parts and
//! options it names. Cheap to make: the legal moves are found by checking candidates, and most
//! candidates are refused.

use super::board::{self, Field};
use super::BallRef;

crate::refusals! {
    /// A Barne-zirkulua refusal. `code()` is the stable key, `Display` the English reason.
    pub enum Refusal {
        NotOnTrack { ball: BallRef } = "bz.not-on-track" => "{} is not on the track", ball;
        /// `purpose`: "left to use", "to halve" or "to double".
        NoSuchPart { part: u8, purpose: &'static str } = "bz.no-such-part"
            => "there is no part {} {}", part, purpose;
        OwnBall { at: Field } = "bz.own-ball"
            => "the ball would land on your own ball on {}", board::name(*at);
        /// `from`: the ring-change field a part move ends on (`None`: a change of ring asked
        /// for directly); `onto`: the field facing it.
        ChangeBlocked { from: Option<Field>, onto: Field } = "bz.change-blocked" => "{}",
            match from {
                Some(f) => format!(
                    "the ball would have to change ring from {} onto your own ball on {}",
                    board::name(*f),
                    board::name(*onto)
                ),
                None => format!("your own ball stands on {}", board::name(*onto)),
            };
        NoEntryNumber = "bz.no-entry-number"
            => "only an unchanged, unused VI or XII can bring a ball out";
        StartEmpty = "bz.start-empty" => "no ball is left in your start area";
        StartBlocked = "bz.start-blocked" => "your own ball stands on your start position";
        NotRolled { rolled: &'static str, wanted: &'static str } = "bz.not-rolled"
            => "the option die shows {}, not {}", rolled, wanted;
        /// `storing`: said of a store (the option is no longer unused).
        OptionUsed { storing: bool } = "bz.option-used" => "{}", if *storing {
            "the rolled option is no longer unused"
        } else {
            "the rolled option has already been used"
        };
        OptionStored = "bz.option-stored"
            => "the rolled option was stored and cannot be used this turn";
        NoMemory = "bz.no-memory" => "there is no memory in this variant";
        NotInMemory { opt: &'static str } = "bz.not-in-memory" => "{} is not in your memory", opt;
        StoredThisTurn { opt: &'static str } = "bz.stored-this-turn"
            => "{} was stored this turn and cannot be used yet", opt;
        NoSuchBall { ball: BallRef } = "bz.no-such-ball" => "there is no ball {} in this game", ball;
        NotYourBall { ball: BallRef } = "bz.not-your-ball" => "{} is not your ball", ball;
        Over = "bz.over" => "the match is over";
        BadDie = "bz.bad-die" => "the number die shows 2, 4, 6, 8, 10 or 12";
        EntryRollDue = "bz.entry-roll-due" => "an entry roll of the number die is due";
        RollDue = "bz.roll-due" => "the main roll of both dice is due";
        TurnStart = "bz.turn-start" => "first roll the dice (roll) or use the stored ^ (exit)";
        NoDiceDue = "bz.no-dice-due" => "no dice are due now";
        RingDecision = "bz.ring-decision" => "first decide: change ring or stay";
        HomeDecision = "bz.home-decision" => "first decide: go home or stay";
        GoalNotBehind { goal: u8 } = "bz.goal-not-behind"
            => "{} is not behind this goal arrow", board::goal_name(*goal);
        GoalTaken { goal: u8 } = "bz.goal-taken" => "{} is taken", board::goal_name(*goal);
        NoDecision = "bz.no-decision" => "no decision is pending";
        Rolled = "bz.rolled" => "the dice have already been rolled this turn";
        NoExit = "bz.no-exit" => "^ is not in your memory";
        NoExitNumber = "bz.no-exit-number"
            => "^ can only be stored from an unchanged, unused VI or XII";
        ExitStored = "bz.exit-stored" => "^ is already stored: the number must be used";
        Odd { part: u8 } = "bz.odd" => "{} is odd and cannot be halved", part;
        TooManyParts = "bz.too-many-parts" => "the number is already split into four parts";
        NoQuad = "bz.no-quad"
            => "both doublings at once need the number still in one, unused part";
        SwapOwn = "bz.swap-own" => "a swap is made with another player's ball";
        AlreadyAcw = "bz.already-acw" => "the direction has already been changed this turn";
        DirPointless = "bz.dir-pointless"
            => "nothing is left that a direction change could affect";
        NoSuchGoal { goal: u8 } = "bz.no-such-goal"
            => "there is no goal field {}", board::goal_name(*goal);
        MemoryFull { opt: &'static str } = "bz.memory-full" => "{} is already in your memory", opt;
        /// The parts still owed, `parts[..len]`.
        MustUse { parts: [u8; 4], len: u8 } = "bz.must-use"
            => "the number ({}) must still be used", super::list(&parts[..*len as usize]);
    }
}
