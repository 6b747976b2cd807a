//! The move list's entries: the plies of a game grouped as players count moves (a Jinx move
//! with the call that follows it, a Barne-zirkulua turn from its roll to its last ball), and the
//! headings where a round or a game of a match begins. Plain Rust, tested natively.

use crate::engine::{Effect, Seat, ToMove};
use crate::games::AnyGame;
use crate::ui::games::GameUi;
use crate::ui::i18n::Lang;
use crate::ui::kit::step::{History, Step};

/// One entry of the move list.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Its number, as players count moves (1 = the first).
    pub number: usize,
    /// The plies it holds, `first..=last` (0 = the game's first ply).
    pub first: usize,
    pub last: usize,
    /// The words of each of its plies, `first` first: the first ply's description, then the
    /// words of each ply folded into it.
    pub plies: Vec<String>,
    /// The heading of the part (round, game of a match) that begins with this entry, if one
    /// does.
    pub part: Option<String>,
    /// Whose turn it is, for an entry that begins with the dice (whose words name nobody): the
    /// player who moves in it, or whose ball the dice brought out, or who passed.
    pub player: Option<String>,
}

impl Entry {
    /// The entry holds ply `ply`.
    pub fn holds(&self, ply: usize) -> bool {
        (self.first..=self.last).contains(&ply)
    }

    /// Its words as one text.
    pub fn text(&self) -> String {
        self.plies.join("; ")
    }
}

/// How step `i` of a history stands in the move list: it begins an entry, and with it a part
/// (the step before it ended a round), or it folds into the entry of the step before it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Begins { new_part: bool },
    Folds,
}

/// The place of `step` in the move list, after `before` (the step before it, if any).
fn place(ui: &dyn GameUi, game: &AnyGame, before: Option<&Step>, step: &Step) -> Place {
    let Some(before) = before else {
        return Place::Begins { new_part: false };
    };
    let new_part = before
        .effects
        .iter()
        .any(|e| matches!(e, Effect::RoundOver { .. }));
    if !new_part && ui.folds(game, before, step) {
        Place::Folds
    } else {
        Place::Begins { new_part }
    }
}

/// How many entries a game's move list has (what players count as its moves), without
/// building their words: the count a saved game's summary gives.
pub fn count(ui: &dyn GameUi, game: &AnyGame, history: &History) -> usize {
    let mut before = None;
    let mut n = 0;
    for step in history {
        if place(ui, game, before, step) != Place::Folds {
            n += 1;
        }
        before = Some(step);
    }
    n
}

/// The entries of a game's move list, oldest first.
pub fn entries(ui: &dyn GameUi, game: &AnyGame, history: &History, lang: Lang) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut part = 1;
    let mut before = None;
    // The player of the entry being built, while it begins with the dice.
    let mut player: Option<Option<Seat>> = None;
    let name = |out: &mut Vec<Entry>, seat: Option<Option<Seat>>| {
        if let (Some(Some(seat)), Some(entry)) = (seat, out.last_mut()) {
            entry.player = Some(ui.seat_label(game, seat, lang));
        }
    };
    for (i, step) in history.iter().enumerate() {
        match (place(ui, game, before, step), out.last_mut()) {
            (Place::Folds, Some(entry)) => {
                entry.last = i;
                entry.plies.push(ui.folded(game, step, lang));
            }
            (place, _) => {
                let new_part = place == Place::Begins { new_part: true };
                name(&mut out, player.take());
                if new_part {
                    part += 1;
                }
                if step.mover == ToMove::Chance {
                    player = Some(None);
                }
                out.push(Entry {
                    number: out.len() + 1,
                    first: i,
                    last: i,
                    plies: vec![ui.describe(game, step, lang)],
                    part: new_part.then(|| ui.part(lang, part)),
                    player: None,
                });
            }
        }
        if let Some(None) = player {
            player = Some(player_of(step));
        }
        before = Some(step);
    }
    name(&mut out, player);
    out
}

/// The player a step shows: who made it, whose piece it put on the board, or who passed.
fn player_of(step: &Step) -> Option<Seat> {
    if let ToMove::Seat(s) = step.mover {
        return Some(s);
    }
    step.effects.iter().find_map(|e| match e {
        Effect::Placed { owner, .. } => Some(*owner),
        Effect::Passed { seat } => Some(*seat),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::games::ui_of;
    use crate::ui::play::session::Session;

    fn session(file: &str) -> Session {
        let text = std::fs::read_to_string(format!("tests/data/links/{file}.json")).unwrap();
        Session::from_record_json("t".into(), &text, 0.0).unwrap()
    }

    /// The entries of a session's move list, which [`count`] counts without their words.
    fn list(s: &Session) -> Vec<Entry> {
        let ui = ui_of(&s.game);
        let list = entries(ui, &s.game, &s.history, Lang::En);
        assert_eq!(count(ui, &s.game, &s.history), list.len());
        list
    }

    /// Every ply is in exactly one entry, in order, and the entries count from 1.
    fn covers_every_ply(list: &[Entry], plies: usize) {
        let mut next = 0;
        for (k, e) in list.iter().enumerate() {
            assert_eq!(e.number, k + 1);
            assert_eq!(e.first, next);
            assert!(e.last >= e.first);
            next = e.last + 1;
        }
        assert_eq!(next, plies);
    }

    #[test]
    fn a_jinx_move_carries_its_no_call() {
        let s = session("jinx");
        let list = list(&s);
        covers_every_ply(&list, s.history.len());
        assert!(list.len() < s.history.len());
        assert!(list.iter().all(|e| !e.text().contains("makes no call")));
        assert!(list.iter().all(|e| e.player.is_none()));
        assert!(list.iter().any(|e| e.text().ends_with("; no call")));
        assert!(list.iter().all(|e| e.part.is_none()));
    }

    #[test]
    fn a_barne_zirkulua_turn_is_one_entry_and_rounds_have_headings() {
        let s = session("barne-zirkulua");
        let list = list(&s);
        covers_every_ply(&list, s.history.len());
        let rounds = s
            .history
            .iter()
            .filter(|st| {
                st.effects
                    .iter()
                    .any(|e| matches!(e, Effect::RoundOver { .. }))
            })
            .count();
        let headings: Vec<&str> = list.iter().filter_map(|e| e.part.as_deref()).collect();
        // A heading for every round after the first (the last round ends the match).
        assert_eq!(headings.len(), rounds - 1);
        assert_eq!(headings[0], "Round 2");
        for e in &list {
            // It names its player first.
            assert!(
                matches!(e.player.as_deref(), Some("Yellow" | "Black")),
                "{}",
                e.text()
            );
            // A turn begins with its dice (or the player's choice to roll) …
            let first = &s.history[e.first];
            assert!(
                e.text().starts_with("Entry roll")
                    || e.text().starts_with("Dice")
                    || first.mover != crate::engine::ToMove::Chance,
                "{}",
                e.text()
            );
            // … and holds one player's moves.
            let seats: std::collections::BTreeSet<_> = (e.first..=e.last)
                .filter_map(|i| crate::ui::kit::effects::mover_seat(&s.history[i].mover))
                .collect();
            assert!(seats.len() <= 1, "{}", e.text());
            // Nobody "brings Black 4 home": their own ball is "ball 4".
            for colour in ["Yellow", "Black", "Red", "Green", "Blue", "White"] {
                assert!(
                    !e.text().contains(&format!("{colour} brings {colour} ")),
                    "{}",
                    e.text()
                );
            }
        }
        assert!(list.len() * 2 < s.history.len(), "{} entries", list.len());
    }

    #[test]
    fn a_bao_match_has_a_heading_per_game() {
        let s = session("bao-la-kete");
        let list = list(&s);
        covers_every_ply(&list, s.history.len());
        assert_eq!(list.len(), s.history.len());
        let headings: Vec<&str> = list.iter().filter_map(|e| e.part.as_deref()).collect();
        assert!(!headings.is_empty());
        assert_eq!(headings[0], "Game 2");
    }

    #[test]
    fn a_fidchell_game_lists_every_ply() {
        let s = session("fidchell");
        let list = list(&s);
        covers_every_ply(&list, s.history.len());
        assert_eq!(list.len(), 1308);
        assert!(list.iter().all(|e| e.part.is_none()));
    }
}
