//! A session in words: how its game ended, and the saved game's line on the start page in
//! every language.

use super::Session;
#[cfg(feature = "site")]
use crate::engine::Seat;
use crate::engine::ToMove;
use crate::ui::i18n::{result_text, Lang};

impl Session {
    /// How the game ended, in words: the game's own (a match and its score, why it was drawn),
    /// else who won; `None` while it is played.
    pub fn end_text(&self, lang: Lang) -> Option<String> {
        let ToMove::Over(outcome) = self.to_move() else {
            return None;
        };
        let ui = crate::ui::games::ui_of(&self.game);
        ui.end(&self.game, lang).or_else(|| {
            let winners: Vec<String> = outcome
                .winners()
                .into_iter()
                .map(|s| ui.seat_label(&self.game, s, lang))
                .collect();
            Some(result_text(lang, &winners))
        })
    }

    /// The start page's line for this game in every language (in `Lang::ALL`'s order): the
    /// variant and a match's score, who plays each seat (computer levels included), the result,
    /// and the moves as players count them (the move list's entries: a Barne-zirkulua turn with
    /// its dice is one).
    #[cfg(feature = "site")]
    pub fn summaries(&self) -> Vec<String> {
        let ui = crate::ui::games::ui_of(&self.game);
        let moves = crate::ui::play::movelist::count(ui, &self.game, &self.history);
        Lang::ALL
            .iter()
            .map(|&lang| {
                let mut parts = ui.about(&self.game, lang);
                let players: Vec<String> = (0..self.saved.seats.len())
                    .map(|s| {
                        let name = ui.seat_label(&self.game, s as Seat, lang);
                        let kind =
                            crate::ui::kit::seats::seat_kind_text(lang, self.seat_kind(s as Seat));
                        format!("{name} ({kind})")
                    })
                    .collect();
                parts.push(players.join(", "));
                parts.extend(self.end_text(lang));
                parts.push(crate::ui::i18n::moves_count(lang, moves));
                parts.join(" · ")
            })
            .collect()
    }
}
