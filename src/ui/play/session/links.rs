//! A session and links: opened from a link, written as one, and a game played with friends by
//! link (the messages, this side's seat, taking a newer link on).

use super::saved::{replay, SavedGame};
use super::Session;
use crate::engine::record::RecordError;
use crate::engine::{Seat, ToMove};
use crate::share::corr::{self, ByLink, Next, PlayLink};
use crate::ui::kit::seats::SeatKind;

impl Session {
    /// Opens the record a link packs ([`crate::share::link`]) as a game with every seat a
    /// person, marked [`Session::linked`]: shown, not saved, until it is played on.
    pub fn from_link(id: String, packed: &str, now: f64) -> Result<Session, RecordError> {
        let record = crate::share::link::unpack(packed, crate::games::RULES)?;
        let mut session = Session::from_record(id, record, now)?;
        session.linked = true;
        Ok(session)
    }

    /// The link text of this game's first `ply` moves (all of them past the last): the part
    /// after `#` of an address that opens it (see [`Session::from_link`]).
    pub fn link(&self, ply: usize) -> Result<String, RecordError> {
        let mut record = self.saved.record.clone();
        record.moves.truncate(ply);
        let packed = crate::share::link::pack(&record, crate::games::RULES)?;
        Ok(format!("{}{packed}", crate::share::link::LINK_PREFIX))
    }

    /// By link: what this side must do now.
    pub fn by_link_next(&self) -> Option<Next> {
        let b = self.saved.by_link.as_ref()?;
        let g = self.game.as_dyn();
        Some(b.next(
            self.saved.record.moves.len(),
            g.turn(),
            g.to_move() == ToMove::Chance,
            g.has_dice(),
        ))
    }

    /// This game, not begun yet, as one played with friends by link under `id`, this side
    /// playing `seat`: every roll is written in the record and comes from the links' dice.
    pub fn to_by_link(&self, id: u64, seat: Seat, now: f64) -> Option<Session> {
        if !self.history.is_empty() || self.saved.by_link.is_some() {
            return None;
        }
        let mut record = self.saved.record.clone();
        record.dice_by_hand = true;
        let seats = friends(self.saved.seats.len(), seat);
        let mut saved = SavedGame::new(link_game_id(id), record, seats, now);
        saved.by_link = Some(ByLink {
            id,
            mine: vec![seat],
            messages: Vec::new(),
            secret: None,
            seed: None,
        });
        Some(Session {
            saved,
            game: self.game.clone(),
            history: self.history.clone(),
            linked: false,
        })
    }

    /// A game by link first met in `link`, saved as `id` (its link id's name, or another if
    /// that is taken by another line of the game); this side plays the seat it was sent to.
    pub fn joined(id: String, link: &PlayLink, now: f64) -> Result<Session, RecordError> {
        let mut session = Session::from_record(id, link.record.clone(), now)?;
        let part = ByLink::join(link);
        session.saved.seats = friends(session.saved.seats.len(), part.seat());
        session.saved.by_link = Some(part);
        Ok(session)
    }

    /// This game taken on to a newer link of it (see [`ByLink::compare`]).
    pub fn take_link(&self, link: &PlayLink, now: f64) -> Result<Session, RecordError> {
        let (game, history) = replay(&link.record)?;
        let mut saved = self.saved.clone();
        saved.record = link.record.clone();
        saved.updated = now;
        if let Some(b) = saved.by_link.as_mut() {
            b.take(link);
        }
        Ok(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// This game as it stood before the moves of its latest message, only to be shown (marked
    /// [`Session::linked`]: not saved, not played), so that a board opening a link can draw
    /// the friend's last moves arriving.
    pub fn before_last_message(&self) -> Option<Session> {
        let b = self.saved.by_link.as_ref()?;
        let n = b.messages.len();
        let prev = if n >= 2 { b.messages[n - 2].upto } else { 0 };
        if prev >= self.history.len() {
            return None;
        }
        let mut before = self.clone();
        before.game = self.game_at(prev)?;
        before.history = self.history.truncated(prev);
        before.saved.record.moves.truncate(prev);
        before.linked = true;
        Some(before)
    }

    /// The link text (after `#`) of this side's latest message, if the latest is this side's.
    pub fn play_link(&self) -> Option<Result<String, RecordError>> {
        let b = self.saved.by_link.as_ref()?;
        b.messages.last().filter(|m| b.mine.contains(&m.from))?;
        let packed = corr::write(&b.link(&self.saved.record), crate::games::RULES);
        Some(packed.map(|p| format!("{}{p}", corr::PLAY_PREFIX)))
    }
}

/// The seats of a game by link as one side has them: its own a person's, the others friends'.
fn friends(seats: usize, mine: Seat) -> Vec<SeatKind> {
    (0..seats)
        .map(|s| {
            if s == usize::from(mine) {
                SeatKind::Person
            } else {
                SeatKind::Friend
            }
        })
        .collect()
}

/// The name a game by link is saved under: the same on every side.
pub fn link_game_id(id: u64) -> String {
    format!("l{id:016x}")
}
