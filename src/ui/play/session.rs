//! One game being played in the app: its record, who sits where, the current position, the
//! history for the move list, and takeback. Pure Rust (no web), so it is tested natively.
//!
//! A saved game is a [`SavedGame`]: the record (options + seed + moves) plus the seats and the
//! redo stack. Loading replays the record through the rules.

use crate::ai::search::Level;
use crate::engine::record::{Record, RecordError};
use crate::engine::rng::Rng;
use crate::engine::{Effects, IllegalMove, MoveRefusal, Options, Seat, ToMove};
use crate::games::{AnyGame, AnyMove};
use crate::share::corr::{self, ByLink, Next, PlayLink};
use crate::ui::i18n::{result_text, Lang};
use serde::{Deserialize, Serialize};

pub use crate::engine::record::LoadError;
pub use crate::ui::kit::seats::SeatKind;
pub use crate::ui::kit::step::{History, Step};

/// Version of the saved-game format (the storage keys carry it too).
pub const SAVE_FORMAT: u32 = 1;

/// What is written to storage for one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub id: String,
    pub record: Record,
    pub seats: Vec<SeatKind>,
    /// Moves taken back, newest last; each entry is one whole turn.
    #[serde(default)]
    pub redo: Vec<Vec<String>>,
    /// Milliseconds since 1970 (from the browser clock).
    pub created: f64,
    pub updated: f64,
    /// A game played with friends by link: this side's part (see [`crate::share::corr`]).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "corr::saved_text"
    )]
    pub by_link: Option<ByLink>,
}

impl SavedGame {
    /// A game just begun (or imported) at `now`, with nothing to redo.
    pub fn new(id: String, record: Record, seats: Vec<SeatKind>, now: f64) -> SavedGame {
        SavedGame {
            format: SAVE_FORMAT,
            id,
            record,
            seats,
            redo: Vec::new(),
            created: now,
            updated: now,
            by_link: None,
        }
    }
}

#[cfg(feature = "site")]
/// The seats of a record's `players` (every seat a person's when it names none), or `None`
/// when they do not fit a game of `count` seats.
fn seats_named(players: &[String], count: usize) -> Option<Vec<SeatKind>> {
    if players.is_empty() {
        return Some(vec![SeatKind::Person; count]);
    }
    if players.len() != count {
        return None;
    }
    players
        .iter()
        .map(|code| match SeatKind::from_code(code)? {
            SeatKind::Friend => Some(SeatKind::Person),
            kind => Some(kind),
        })
        .collect()
}

/// A game in play.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    pub saved: SavedGame,
    pub game: AnyGame,
    /// Every move played, shared with the states before it (see [`History`]).
    pub history: History,
    /// Opened from a link and not played on yet: not saved (a link only shows a game; the
    /// first move played on it, or "continue from here", makes it a saved game).
    pub linked: bool,
}

impl Session {
    /// A new game.
    pub fn new(
        id: String,
        game_name: &str,
        options: Options,
        seats: Vec<SeatKind>,
        seed: u64,
        now: f64,
    ) -> Result<Session, String> {
        let game = AnyGame::new(game_name, &options).map_err(|e| e.0)?;
        let n = game.as_dyn().seats();
        if seats.len() != n {
            return Err(format!("{n} seats expected, {} given", seats.len()));
        }
        let saved = SavedGame::new(id, Record::new(game_name, options, seed), seats, now);
        Ok(Session {
            saved,
            game,
            history: History::new(),
            linked: false,
        })
    }

    /// The next game of the same players after this one ("Play again"): the same settings,
    /// begun as the game's rules say ([`crate::engine::Game::rematch`]), the seats taken in
    /// the other order where the players change colours.
    pub fn rematch(&self, id: String, seed: u64, now: f64) -> Result<Session, String> {
        let next = self.game.as_dyn().rematch(&self.saved.record.options);
        let mut seats = self.saved.seats.clone();
        if next.swap {
            seats.reverse();
        }
        Session::new(id, self.game_name(), next.options, seats, seed, now)
    }

    /// Opens a saved game by replaying its record.
    pub fn from_saved(saved: SavedGame) -> Result<Session, LoadError> {
        if saved.format != SAVE_FORMAT {
            return Err(LoadError::Version(saved.format));
        }
        let (game, history) = replay(&saved.record).map_err(LoadError::Record)?;
        let expected = game.as_dyn().seats();
        if saved.seats.len() != expected {
            return Err(LoadError::Seats {
                expected,
                found: saved.seats.len(),
            });
        }
        Ok(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// Parses and opens a saved game from its stored JSON.
    pub fn from_json(text: &str) -> Result<Session, LoadError> {
        #[derive(Deserialize)]
        struct Head {
            format: Option<u32>,
        }
        let head: Head = serde_json::from_str(text).map_err(|e| LoadError::Json(e.to_string()))?;
        if let Some(v) = head.format {
            if v != SAVE_FORMAT {
                return Err(LoadError::Version(v));
            }
        }
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|e| LoadError::Json(e.to_string()))?;
        Session::from_saved(saved)
    }

    /// Opens an exported record (from a file) as a new game with every seat a person.
    pub fn from_record_json(id: String, text: &str, now: f64) -> Result<Session, RecordError> {
        Session::from_record(id, Record::from_json(text)?, now)
    }

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

    /// Opens a record as a new game. The players it names (an exported file's) take their
    /// seats again; a friend by link comes back as a person, since the game is now played
    /// here. Without names every seat is a person's.
    pub fn from_record(id: String, mut record: Record, now: f64) -> Result<Session, RecordError> {
        let (game, history) = replay(&record)?;
        let players = std::mem::take(&mut record.players);
        // An embed seats its players itself (its page says who plays).
        #[cfg(not(feature = "site"))]
        let seats = {
            drop(players);
            vec![SeatKind::Person; game.as_dyn().seats()]
        };
        #[cfg(feature = "site")]
        let seats = seats_named(&players, game.as_dyn().seats()).ok_or_else(|| {
            RecordError::Malformed(format!(
                "the players ({}) do not fit the game's {} seats",
                players.join(", "),
                game.as_dyn().seats()
            ))
        })?;
        let saved = SavedGame::new(id, record, seats, now);
        Ok(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// The save as stored. The site's saves also carry [`Session::summaries`], the line the
    /// start page shows (which reads saves without the rules).
    pub fn to_json(&self) -> String {
        #[cfg(feature = "site")]
        {
            #[derive(Serialize)]
            struct Stored<'a> {
                #[serde(flatten)]
                saved: &'a SavedGame,
                summary: Vec<String>,
            }
            let stored = Stored {
                saved: &self.saved,
                summary: self.summaries(),
            };
            serde_json::to_string(&stored).expect("a saved game always serialises")
        }
        // It cannot fail (strings, numbers and lists only); no error text is carried for it.
        #[cfg(not(feature = "site"))]
        serde_json::to_string(&self.saved).unwrap_or_default()
    }

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
        let moves = super::movelist::entries(ui, &self.game, &self.history, Lang::En).len();
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

    /// The game as an exported file: its record, with who plays each seat.
    pub fn export_json(&self) -> String {
        let mut record = self.saved.record.clone();
        record.players = self
            .saved
            .seats
            .iter()
            .map(|k| k.code().to_string())
            .collect();
        record.to_json()
    }

    pub fn game_name(&self) -> &str {
        &self.saved.record.game
    }

    pub fn to_move(&self) -> ToMove {
        self.game.as_dyn().to_move()
    }

    /// The seat to move if it is a person's decision.
    pub fn person_to_move(&self) -> Option<Seat> {
        match self.to_move() {
            ToMove::Seat(s) if self.seat_kind(s) == SeatKind::Person && self.plays_here(s) => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whether `seat` is played on this device: every seat, but in a game by link only this
    /// side's.
    pub fn plays_here(&self, seat: Seat) -> bool {
        self.saved
            .by_link
            .as_ref()
            .is_none_or(|b| b.mine.contains(&seat))
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.saved
            .seats
            .get(seat as usize)
            .copied()
            .unwrap_or(SeatKind::Person)
    }

    /// Plays a move; on error nothing changes. A new move clears the redo stack.
    pub fn play_move(&mut self, mv: &AnyMove, now: f64) -> Result<Effects, IllegalMove> {
        let effects = self.play_inner(mv)?;
        self.saved.redo.clear();
        self.saved.updated = now;
        Ok(effects)
    }

    /// Plays a move given as text (from storage, the worker, a test): read in this position,
    /// then played like any move.
    pub fn play(&mut self, mv: &str, now: f64) -> Result<Effects, IllegalMove> {
        let parsed = self.parse(mv)?;
        self.play_move(&parsed, now)
    }

    /// Reads a move string in the current position; a malformed one is refused like an illegal
    /// move.
    pub fn parse(&self, mv: &str) -> Result<AnyMove, IllegalMove> {
        self.game
            .parse_move(mv)
            .map_err(|e| IllegalMove::new(mv, MoveRefusal::Malformed { detail: e.0 }))
    }

    fn play_inner(&mut self, mv: &AnyMove) -> Result<Effects, IllegalMove> {
        let mover = self.to_move();
        let text = self.game.move_text(mv);
        let effects = self.game.play(mv)?;
        self.saved.record.moves.push(text);
        self.history.push(Step {
            mover,
            mv: mv.clone(),
            effects: effects.clone(),
        });
        Ok(effects)
    }

    /// Index of the first move of each turn: a turn is a run of moves by the same mover.
    fn turn_starts(&self) -> Vec<usize> {
        let mut starts = Vec::new();
        for (i, step) in self.history.iter().enumerate() {
            if i == 0 || self.history[i - 1].mover != step.mover {
                starts.push(i);
            }
        }
        starts
    }

    /// Where an undo goes back to: the start of the latest turn of a person (so computer turns
    /// and dice after it are taken back too); the very start when no person has played.
    fn undo_target(&self) -> Option<usize> {
        if self.history.is_empty() {
            return None;
        }
        let starts = self.turn_starts();
        let person = |i: usize| match self.history[i].mover {
            ToMove::Seat(s) => self.seat_kind(s) == SeatKind::Person,
            _ => false,
        };
        Some(
            starts
                .iter()
                .rev()
                .copied()
                .find(|&i| person(i))
                .unwrap_or(0),
        )
    }

    /// Takeback (not in a game by link: the other side has its own copy of every move).
    pub fn can_undo(&self) -> bool {
        self.saved.by_link.is_none() && self.undo_target().is_some()
    }

    /// Who plays each seat from now on: a person or the computer at a level (not in a game by
    /// link, whose seats are fixed). Returns false when nothing changed or `seats` does not
    /// fit the game.
    pub fn set_seats(&mut self, seats: Vec<SeatKind>, now: f64) -> bool {
        let fits = seats.len() == self.saved.seats.len()
            && !seats.contains(&SeatKind::Friend)
            && self.saved.by_link.is_none();
        if !fits || seats == self.saved.seats {
            return false;
        }
        self.saved.seats = seats;
        self.saved.updated = now;
        true
    }

    pub fn can_redo(&self) -> bool {
        self.saved.by_link.is_none() && !self.saved.redo.is_empty()
    }

    /// Takes back the last whole turn of a person. Returns false when there is nothing to undo.
    pub fn undo(&mut self, now: f64) -> bool {
        let Some(target) = self.undo_target().filter(|_| self.saved.by_link.is_none()) else {
            return false;
        };
        let taken: Vec<String> = self.saved.record.moves.split_off(target);
        // A prefix of a legal record is legal; were it not, nothing is taken back.
        let Ok((game, _)) = replay(&self.saved.record) else {
            self.saved.record.moves.extend(taken);
            return false;
        };
        self.game = game;
        self.history = self.history.truncated(target);
        self.saved.redo.push(taken);
        self.saved.updated = now;
        true
    }

    /// Plays the last taken-back turn again.
    pub fn redo(&mut self, now: f64) -> bool {
        if self.saved.by_link.is_some() {
            return false;
        }
        let Some(turn) = self.saved.redo.pop() else {
            return false;
        };
        for mv in &turn {
            let played = self.parse(mv).and_then(|m| self.play_inner(&m));
            if played.is_err() {
                // Cannot happen for a redo stack we wrote; drop the rest rather than panic.
                self.saved.redo.clear();
                break;
            }
        }
        self.saved.updated = now;
        true
    }

    /// The move the dice give at this point, if it is a chance turn: drawn from the record's seed
    /// and the move number, so a reload shows the same roll.
    pub fn chance_move(&self) -> Option<AnyMove> {
        if self.to_move() != ToMove::Chance {
            return None;
        }
        let outcomes = self.game.as_dyn().chance_outcome_strings();
        if outcomes.is_empty() {
            return None;
        }
        // By link, the dice come from this side's secret and the other side's value, and
        // wait until both are there.
        let seed = match &self.saved.by_link {
            Some(b) => {
                // Only this side's own dice are rolled here.
                let turn = self.game.as_dyn().turn();
                if !turn.is_some_and(|t| b.mine.contains(&t)) {
                    return None;
                }
                b.seed?
            }
            None => self.saved.record.seed,
        };
        let ply = self.saved.record.moves.len() as u64;
        let mut rng = Rng::for_event(seed, ply);
        let weights: Vec<f64> = outcomes.iter().map(|(_, p)| *p).collect();
        self.game
            .parse_move(&outcomes[rng.weighted(&weights)].0)
            .ok()
    }

    /// What the computer must search when a computer seat is to move: the level, the position
    /// string and a seed drawn from the record's seed and the move number (so the same position
    /// gets the same answer after a reload).
    pub fn computer_request(&self) -> Option<ComputerRequest> {
        let ToMove::Seat(s) = self.to_move() else {
            return None;
        };
        let SeatKind::Computer(level) = self.seat_kind(s) else {
            return None;
        };
        Some(self.search_request(level))
    }

    /// A search of the position for whoever is to move, at `level` (the hint uses the master
    /// level for a person).
    pub fn search_request(&self, level: Level) -> ComputerRequest {
        let ply = self.saved.record.moves.len() as u64;
        ComputerRequest {
            game: self.saved.record.game.clone(),
            position: self.game.as_dyn().position(),
            level,
            seed: Rng::for_event(self.saved.record.seed ^ 0x5EA7_C0DE, ply).next_u64(),
        }
    }

    /// A random legal move for the seat to move: what the computer plays when its search cannot
    /// run (no Web Worker).
    pub fn random_move(&self) -> Option<AnyMove> {
        let ToMove::Seat(_) = self.to_move() else {
            return None;
        };
        let moves = self.game.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let ply = self.saved.record.moves.len() as u64;
        let mut rng = Rng::for_event(self.saved.record.seed ^ 0x5EA7_C0DE, ply);
        Some(rng.choose(&moves).clone())
    }

    /// The position after the first `ply` moves, for review (`None` past the last move).
    pub fn game_at(&self, ply: usize) -> Option<AnyGame> {
        let moves = self.saved.record.moves.get(..ply)?;
        let record = &self.saved.record;
        let mut game = AnyGame::new(&record.game, &record.options).ok()?;
        for mv in moves {
            let parsed = game.parse_move(mv).ok()?;
            game.play(&parsed).ok()?;
        }
        Some(game)
    }

    /// A new game that goes on from the position after the first `ply` moves: the same game,
    /// options, seed (so the dice after it fall as they would have) and seats, under a new id;
    /// this game is left as it is.
    pub fn branch(&self, ply: usize, id: String, now: f64) -> Option<Session> {
        let mut record = self.saved.record.clone();
        record.moves.truncate(ply);
        if record.moves.len() != ply {
            return None;
        }
        let (game, history) = replay(&record).ok()?;
        let saved = SavedGame::new(id, record, self.saved.seats.clone(), now);
        Some(Session {
            saved,
            game,
            history,
            linked: false,
        })
    }

    /// The step a move would make, without playing it (to describe a hint).
    pub fn preview(&self, mv: &AnyMove) -> Option<Step> {
        step_from(self.game.clone(), mv.clone()).map(|(_, step, _)| step)
    }

    /// The step `mv` (a move string) would make in the position after the first `ply` moves,
    /// in place of the move played there: the position before it, the step, the position
    /// after (the review's preferred move).
    pub fn step_at(&self, ply: usize, mv: &str) -> Option<(AnyGame, Step, AnyGame)> {
        let game = self.game_at(ply)?;
        let mv = game.parse_move(mv).ok()?;
        step_from(game, mv)
    }

    /// [`Session::step_at`] with a typed move.
    pub fn step_with(&self, ply: usize, mv: &AnyMove) -> Option<(AnyGame, Step, AnyGame)> {
        step_from(self.game_at(ply)?, mv.clone())
    }
}

/// `mv` played on a copy of `game`: the position before, the step, the position after.
fn step_from(game: AnyGame, mv: AnyMove) -> Option<(AnyGame, Step, AnyGame)> {
    let mover = game.as_dyn().to_move();
    let mut after = game.clone();
    let effects = after.play(&mv).ok()?;
    Some((game, Step { mover, mv, effects }, after))
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

/// A search the computer must run (see [`Session::computer_request`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ComputerRequest {
    pub game: String,
    pub position: String,
    pub level: Level,
    pub seed: u64,
}

/// Replays a record with typed access to the result, collecting the history.
pub fn replay(record: &Record) -> Result<(AnyGame, History), RecordError> {
    if record.format != crate::engine::record::RECORD_FORMAT {
        return Err(RecordError::Version(record.format));
    }
    let mut game = AnyGame::new(&record.game, &record.options).map_err(|e| {
        // By name, not through the registry, whose computer players the app need not link.
        if !crate::games::NAMES.contains(&record.game.as_str()) {
            RecordError::UnknownGame(record.game.clone())
        } else {
            RecordError::Options(e.0)
        }
    })?;
    let mut history = History::new();
    for (index, mv) in record.moves.iter().enumerate() {
        let mover = game.as_dyn().to_move();
        record.check_dice(index, &game.as_dyn().chance_outcome_strings())?;
        let refused = |code: &str, reason: String| RecordError::Move {
            index,
            mv: mv.clone(),
            code: code.to_string(),
            reason,
        };
        let parsed = game
            .parse_move(mv)
            .map_err(|e| refused("move.malformed", e.0))?;
        let effects = game
            .play(&parsed)
            .map_err(|e| refused(e.code(), e.reason_text()))?;
        history.push(Step {
            mover,
            mv: parsed,
            effects,
        });
    }
    Ok((game, history))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Barne-zirkulua game of `plies` moves, each the first legal move or the seeded dice.
    fn played(plies: usize) -> Session {
        let seats = vec![SeatKind::Person; 2];
        let mut s = Session::new(
            "a".into(),
            "barne-zirkulua",
            Options::default(),
            seats,
            7,
            0.0,
        )
        .unwrap();
        for _ in 0..plies {
            let mv = s
                .chance_move()
                .unwrap_or_else(|| s.game.legal_moves()[0].clone());
            s.play_move(&mv, 1.0).unwrap();
        }
        s
    }

    #[test]
    fn a_saves_line_names_the_players_and_counts_turns_not_dice() {
        let mut s = played(30);
        s.saved.seats = vec![SeatKind::Person, SeatKind::Computer(Level::Strong)];
        let lines = s.summaries();
        assert_eq!(lines.len(), Lang::ALL.len());
        let en = &lines[1];
        assert!(
            en.starts_with("Yellow (Person), Black (Computer — strong) · "),
            "{en}"
        );
        // 30 plies, dice included, are fewer turns.
        let turns: usize = en
            .rsplit(" · ")
            .next()
            .and_then(|m| m.strip_suffix(" moves"))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{en}"));
        assert!(turns > 1 && turns < 30, "{en}");
        // Basque puts the number first and leaves the noun unchanged.
        assert!(
            lines[0].ends_with(&format!("{turns} mugimendu")),
            "{}",
            lines[0]
        );
        // The save carries them, in the same order.
        let stored: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
        assert_eq!(stored["summary"][1], serde_json::Value::from(en.as_str()));
        assert_eq!(Session::from_json(&s.to_json()).unwrap().saved, s.saved);
    }

    #[test]
    fn an_exported_game_imports_with_its_players_in_their_seats() {
        let mut s = played(5);
        s.saved.seats = vec![SeatKind::Person, SeatKind::Computer(Level::Strong)];
        let file = s.export_json();
        assert!(file.contains("\"computer:strong\""), "{file}");
        let back = Session::from_record_json("b".into(), &file, 2.0).unwrap();
        assert_eq!(back.saved.seats, s.saved.seats);
        assert_eq!(back.saved.record.moves, s.saved.record.moves);
        // The seats are kept with the save, not twice.
        assert!(back.saved.record.players.is_empty());
        // A record without players seats persons; a friend by link plays here now.
        let plain = s.saved.record.to_json();
        let back = Session::from_record_json("c".into(), &plain, 2.0).unwrap();
        assert_eq!(back.saved.seats, vec![SeatKind::Person; 2]);
        let friend = file.replace("\"person\"", "\"friend\"");
        let back = Session::from_record_json("d".into(), &friend, 2.0).unwrap();
        assert_eq!(back.saved.seats[0], SeatKind::Person);
        // Unknown players, or too few, are refused with the reason.
        let odd = file.replace("computer:strong", "wizard");
        let e = Session::from_record_json("e".into(), &odd, 2.0).unwrap_err();
        assert!(e.to_string().contains("(person, wizard)"), "{e}");
        let short = file.replace("\"person\",", "");
        let e = Session::from_record_json("f".into(), &short, 2.0).unwrap_err();
        assert!(
            e.to_string().contains("do not fit the game's 2 seats"),
            "{e}"
        );
    }

    #[test]
    fn play_again_keeps_the_settings_and_the_players_as_the_rules_seat_them() {
        let seats = vec![SeatKind::Person, SeatKind::COMPUTER];
        let options = Options {
            variant: Some("game-two".into()),
            ..Options::default()
        };
        let mut s = Session::new(
            "a".into(),
            "fidchell",
            options.clone(),
            seats.clone(),
            7,
            0.0,
        )
        .unwrap();
        s.play("resign", 1.0).unwrap();
        let next = s.rematch("b".into(), 9, 2.0).unwrap();
        // Game two: the players change colours; the options stay.
        assert_eq!(next.saved.record.options, options);
        assert_eq!(next.saved.seats, vec![SeatKind::COMPUTER, SeatKind::Person]);
        assert_eq!((next.saved.id.as_str(), next.saved.record.seed), ("b", 9));
        assert!(next.history.is_empty());
        // Barne-zirkulua: the next player begins, the seats stay.
        let s = played(3);
        let next = s.rematch("c".into(), 1, 0.0).unwrap();
        assert_eq!(next.saved.record.options.first, Some(1));
        assert_eq!(next.saved.seats, s.saved.seats);
    }

    #[test]
    fn review_shows_the_position_after_each_ply_and_leaves_the_game_alone() {
        let s = played(12);
        let before = s.clone();
        for ply in 0..=12 {
            let at = s.game_at(ply).expect("a ply of the game");
            let replayed = played(ply);
            assert_eq!(at.as_dyn().position(), replayed.game.as_dyn().position());
        }
        assert_eq!(s.game_at(13), None);
        assert_eq!(s, before);
    }

    #[test]
    fn another_move_in_place_of_a_ply_is_a_step_from_that_position_and_changes_nothing() {
        let s = played(12);
        let before = s.clone();
        // The ply played at position 4, and each other move there.
        let at = s.game_at(4).unwrap();
        let played_there = s.history.get(4).unwrap().mv.clone();
        for mv in at.legal_moves() {
            let text = at.move_text(&mv);
            let (from, step, to) = s.step_at(4, &text).expect("a legal move");
            assert_eq!(from.as_dyn().position(), at.as_dyn().position());
            assert_eq!(
                (step.mv.clone(), step.mover),
                (mv.clone(), at.as_dyn().to_move())
            );
            let mut expected = at.clone();
            assert_eq!(expected.play(&mv).unwrap(), step.effects);
            assert_eq!(to.as_dyn().position(), expected.as_dyn().position());
            let (_, typed, _) = s.step_with(4, &mv).unwrap();
            assert_eq!(typed.effects, step.effects);
            if mv == played_there {
                assert_eq!(
                    to.as_dyn().position(),
                    s.game_at(5).unwrap().as_dyn().position()
                );
            }
        }
        // Not a move there, or past the game: nothing.
        assert!(s.step_at(4, "nonsense").is_none());
        assert!(s.step_at(13, &at.move_text(&at.legal_moves()[0])).is_none());
        assert_eq!(s, before);
    }

    #[test]
    fn a_branch_goes_on_from_the_ply_and_keeps_the_original() {
        let s = played(12);
        let b = s.branch(5, "b".into(), 9.0).expect("ply 5 exists");
        assert_eq!(b.saved.id, "b");
        assert_eq!(b.saved.record.moves, s.saved.record.moves[..5]);
        assert_eq!(b.history.len(), 5);
        assert_eq!(
            b.game.as_dyn().position(),
            played(5).game.as_dyn().position()
        );
        assert_eq!(b.saved.seats, s.saved.seats);
        // The same seed: the dice after the branch point fall as they did in the original.
        assert_eq!(b.chance_move(), played(5).chance_move());
        assert_eq!(s.saved.record.moves.len(), 12);
        assert!(s.branch(13, "c".into(), 9.0).is_none());
    }

    #[test]
    fn a_link_opens_the_same_game_or_the_same_position_and_is_not_a_saved_game() {
        let s = played(30);
        let whole = s.link(usize::MAX).unwrap();
        assert!(whole.starts_with("g/"), "{whole}");
        let packed = whole.strip_prefix("g/").unwrap();
        let opened = Session::from_link("l".into(), packed, 5.0).unwrap();
        assert!(opened.linked && !s.linked);
        assert_eq!(opened.saved.record, s.saved.record);
        assert_eq!(opened.history.len(), 30);
        assert_eq!(opened.saved.seats, vec![SeatKind::Person; 2]);
        // A position: the first 11 moves only.
        let part = s.link(11).unwrap();
        let opened = Session::from_link("m".into(), &part[2..], 5.0).unwrap();
        assert_eq!(opened.saved.record.moves, s.saved.record.moves[..11]);
        assert_eq!(
            opened.game.as_dyn().position(),
            played(11).game.as_dyn().position()
        );
        // Playing on from a link is a branch: a saved game like any other.
        let b = opened.branch(11, "n".into(), 6.0).unwrap();
        assert!(!b.linked);
        assert_eq!(b.saved.record, opened.saved.record);
    }

    #[test]
    fn a_damaged_link_is_refused_with_the_move_at_fault() {
        let s = played(30);
        let whole = s.link(usize::MAX).unwrap();
        // Not base64url at all.
        let e = Session::from_link("x".into(), "not a link!", 0.0).unwrap_err();
        assert!(matches!(e, RecordError::Malformed(_)), "{e:?}");
        // The last character changed: a move index that is not legal there, or bytes that
        // do not end where the count says (either way refused, never a different game).
        let mut chars: Vec<char> = whole[2..].chars().collect();
        let last = chars.len() - 1;
        chars[last] = if chars[last] == '_' { 'A' } else { '_' };
        let tampered: String = chars.into_iter().collect();
        assert!(Session::from_link("x".into(), &tampered, 0.0).is_err());
    }

    /// Plays this side's part until it has a link to send (writing its message with words
    /// drawn from `n`), or returns `None` when it must wait.
    fn side_turn(s: &mut Session, n: &mut u64) -> Option<String> {
        loop {
            match s.by_link_next()? {
                Next::Play => {
                    let mv = s
                        .chance_move()
                        .unwrap_or_else(|| s.game.legal_moves()[0].clone());
                    s.play_move(&mv, 1.0).unwrap();
                }
                Next::Send(to) => {
                    let moves = s.saved.record.moves.len();
                    let dice = s.game.as_dyn().has_dice();
                    let b = s.saved.by_link.as_mut().unwrap();
                    if b.must_write(moves, Next::Send(to)) {
                        *n += 1;
                        b.write(to, moves, dice, n.to_le_bytes(), (*n * 31).to_le_bytes());
                    }
                    return Some(s.play_link().unwrap().unwrap());
                }
                Next::Wait(_) | Next::Over => return None,
            }
        }
    }

    #[test]
    fn two_sessions_play_barne_zirkulua_by_link_under_one_id() {
        let local = played(0);
        let mut a = local.to_by_link(0xabc, 0, 2.0).unwrap();
        assert_eq!(a.saved.id, "l0000000000000abc");
        assert!(!a.can_undo() && a.saved.record.dice_by_hand);
        let mut n = 0;
        let first = side_turn(&mut a, &mut n).unwrap();
        let link = corr::read(first.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
        let b = Session::joined(link_game_id(link.id), &link, 3.0).unwrap();
        assert_eq!(b.saved.id, a.saved.id);
        assert_eq!(b.saved.by_link.as_ref().unwrap().mine, vec![1]);
        assert_eq!(b.saved.seats, vec![SeatKind::Friend, SeatKind::Person]);
        // Seat 0's turn: not played on this side.
        assert_eq!(b.person_to_move(), None);
        let mut sides = [a, b];
        let mut at = 1;
        let mut text = first;
        for _ in 0..40 {
            let Some(next) = side_turn(&mut sides[at], &mut n) else {
                break;
            };
            text = next;
            let link = corr::read(text.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
            let to = usize::from(link.messages.last().unwrap().to);
            let here = &sides[to];
            let b = here.saved.by_link.as_ref().unwrap();
            assert_eq!(
                b.compare(&here.saved.record.moves, &link),
                corr::Compared::Newer
            );
            sides[to] = here.take_link(&link, 4.0).unwrap();
            // Shown first: the game before the moves of the link's message, not saved.
            let n = link.messages.len();
            let prev = if n >= 2 { link.messages[n - 2].upto } else { 0 };
            if let Some(before) = sides[to].before_last_message() {
                assert!(before.linked);
                assert_eq!(before.saved.record.moves, link.record.moves[..prev]);
                assert_eq!(before.history.len(), prev);
            } else {
                assert_eq!(prev, link.record.moves.len());
            }
            at = to;
        }
        let last = corr::read(text.strip_prefix("p/").unwrap(), crate::games::RULES).unwrap();
        assert!(last.record.moves.len() > 30, "{}", last.record.moves.len());
        assert_eq!(sides[0].saved.record, sides[1].saved.record);
        // The save keeps this side's part, and reads back.
        let again = Session::from_json(&sides[0].to_json()).unwrap();
        assert_eq!(again.saved.by_link, sides[0].saved.by_link);
    }
}
