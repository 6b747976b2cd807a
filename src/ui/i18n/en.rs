//! English.

use super::T;

pub fn text(key: T) -> &'static str {
    use T::*;
    match key {
        Tagline => "Board games to play in the browser, alone or together on one device.",
        Games => "Games",
        SavedGames => "Saved games",
        NoSavedGames => "No saved games yet.",
        NewGame => "New game",
        Resume => "Resume",
        Delete => "Delete",
        Import => "Import a game…",
        Export => "Export",
        Home => "All games",
        Language => "Language",
        Start => "Start",
        Cancel => "Cancel",
        Undo => "Undo",
        Redo => "Redo",
        Moves => "Moves",
        NoMovesYet => "No moves yet.",
        Player => "Player",
        Person => "Person",
        Computer => "Computer",
        FirstPlayer => "Who begins",
        Variant => "Variant",
        Players => "Players",
        GameOver => "Game over",
        Draw => "The game is drawn.",
        Wins => "{0} wins!",
        Win => "win",
        PlayAgain => "Play again",
        Thinking => "{0} is thinking…",
        Close => "Close",
        Damaged => "damaged",
        Download => "Download",
        LoadProblem => "A saved game could not be loaded: {0}",
        ImportProblem => "The file could not be imported: {0}",
        StorageProblem => {
            "The game could not be saved: {0}. You can keep playing; export the game to keep it."
        }
        StorageQuota => "the browser's storage is full",
        StorageUnavailable => "the browser's storage is not available (private mode?)",
        BackupKept => "Its data is kept under the key {0}.",
        Imported => "Game imported.",
        Updated => "Last played",
        ConfirmDelete => "Delete this saved game?",
        Rules => "Rules",
        KeyboardHelp => {
            "Keyboard: arrow keys move the focus, Enter selects and moves, Escape cancels."
        }
        ComputerRandom => "Computer — random",
        ComputerBeginner => "Computer — beginner",
        ComputerIntermediate => "Computer — intermediate",
        ComputerStrong => "Computer — strong",
        Hint => "Hint",
        HintIs => "Hint: {0}",
        PlayHint => "Play it",
        HintThinking => "Looking for a good move…",
        ComputerUnavailable => "The computer could not think{0}; it plays a random move.",
        ComputerTimeout => "The computer did not answer in time; it plays a random move.",
        PlayersCount => "{0} players",
        MovesCount => "{0} moves",
        Details => "Technical details",
        DamagedSave => "This saved game is damaged and cannot be opened.",
        SettingsDamaged => "The settings were damaged; the defaults are used.",
        FileUnreadable => "the file could not be read",
        DownloadFailed => "The file could not be downloaded.",
        EmbedNoGame => "no game given (one of: {0})",
        EmbedUnknownGame => "unknown game \"{0}\" (one of: {1})",
        EmbedUnknownLang => "unknown language \"{0}\" (one of: {1})",
        EmbedPlayers => "players must be a number, not \"{0}\"",
        EmbedOptions => "this game cannot be set up with these options: {0}",
        EmbedUnreadable => "the board's data attributes cannot be read",
    }
}
