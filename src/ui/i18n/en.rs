//! English.

use super::T;

pub fn text(key: T) -> &'static str {
    use T::*;
    match key {
        NewGame => "New game",
        Export => "Export",
        Home => "All games",
        Start => "Start",
        Cancel => "Cancel",
        Undo => "Undo",
        Redo => "Redo",
        InWords => "The board in words",
        LegalMoves => "Moves you can play now: {0}",
        Empty => "empty",
        NothingToUndo => "Nothing to take back yet.",
        Moves => "Moves",
        NoMovesYet => "No moves yet.",
        Person => "Person",
        FirstPlayer => "Who begins",
        Variant => "Variant",
        Players => "Players",
        GameOver => "Game over",
        Draw => "The game is drawn.",
        Wins => "{0} wins!",
        PlayAgain => "Play again",
        Thinking => "{0} is thinking…",
        StorageProblem => {
            "The game could not be saved: {0}. You can keep playing; export the game to keep it."
        }
        StorageQuota => "the browser's storage is full",
        StorageUnavailable => "the browser's storage is not available (private mode?)",
        Rules => "Rules",
        KeyboardHelp => {
            "Keyboard: arrow keys move the focus, Enter selects and moves, Escape cancels."
        }
        ComputerRandom => "Computer — random",
        ComputerBeginner => "Computer — beginner",
        ComputerIntermediate => "Computer — intermediate",
        ComputerStrong => "Computer — strong",
        ComputerMaster => "Computer — master",
        Hint => "Hint",
        HintIs => "Hint: {0}",
        PlayHint => "Play it",
        HintThinking => "Looking for a good move…",
        HintShow => "Show on the board",
        HintHide => "Hide from the board",
        HintShown => "The board shows the hint, not played yet: press “Play it” to play it.",
        ComputerUnavailable => "The computer could not think{0}; it plays a random move.",
        ComputerTimeout => "The computer did not answer in time; it plays a random move.",
        MovesCount => "{0} moves",
        Details => "Technical details",
        DownloadFailed => "The file could not be downloaded.",
        EmbedNoGame => "no game given (one of: {0})",
        EmbedUnknownGame => "unknown game \"{0}\" (one of: {1})",
        EmbedUnknownLang => "unknown language \"{0}\" (one of: {1})",
        EmbedPlayers => "players must be a number, not \"{0}\"",
        EmbedOptions => "this game cannot be set up with these options: {0}",
        EmbedUnreadable => "the board's data attributes cannot be read",
        ReviewFirst => "To the start",
        ReviewPrev => "Previous move",
        ReviewNext => "Next move",
        ReviewLast => "Last move",
        ReviewAt => "Move {0} / {1}",
        ReviewStart => "Start position",
        BackToGame => "Back to the game",
        ContinueHere => "Continue from here",
        Branched => "A new game goes on from move {0}; the original is kept.",
        ReviewHelp => "← → move by move, Home and End to the start and the end.",
        TitleTurn => "{0} to move · {1}",
        EmbedRecord => "the game given (data-record) cannot be read: {0}",
        EmbedRecordDiffers => "the game given (data-record) does not match the other options: {0}",
        Friend => "Friend (by link)",
        OneMove => "1 move",
        Sounds => "Sounds",
    }
}
