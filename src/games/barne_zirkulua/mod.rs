//! Barne-zirkulua ("inner circle"): a dice race over two concentric rings into a goal ring, with a
//! number die (II–XII) and an option die (halve, double, ball swap, ring change, direction change,
//! bring home), played in rounds; the first to win three rounds wins the match. Optional memory
//! expansion (stored options and the "^" exit option) and 16-field goal ring.
//!
//! Specification: `rules/barne-zirkulua.md` (normative); the section numbers (§) and rulings
//! (R-n) below refer to it.
//!
//! # Parameters and presets
//!
//! [`Options`]: `variant` one of `basic` (default), `memory`, `goal16`, `memory-goal16`; each may
//! carry the suffix `-cw` (e.g. `memory-cw`) for clockwise turn order instead of the default
//! anticlockwise one. `players` 2–4 (default 2); `balls` from 1 to the limit (default the
//! limit): with 8 goal fields 4 / 3 / 2 balls for 2 / 3 / 4 players, with 16 goal fields 4 for
//! every count (§3.1); anything above is refused with the reason. `first`: the seat that begins
//! the first round (default 0).
//!
//! # Seats, corners and balls
//!
//! Game seats are numbered in turn order: seat `s + 1` plays after seat `s`. Each seat sits at a
//! corner (0 NE yellow, 1 SE white, 2 SW black, 3 NW red): two players use corners 0 and 2;
//! three use 0, 3, 2 (anticlockwise order) or 0, 1, 2 (clockwise); four use 0, 3, 2, 1 or
//! 0, 1, 2, 3. A ball is named by its corner letter and number, `y1` … `r4`; its piece number in
//! effects is `4 × corner + index` (index 0-based).
//!
//! # The turn, as moves
//!
//! Every step is one move (see `docs/notation.md` for the strings):
//! 1. (memory, only when the stored "^" could enter a ball) `exit` or `roll`;
//! 2. chance: up to three `entry:N` rolls when no ball is on the track (case A), then one main roll
//!    `roll:N:OPTION` (36 outcomes, 1/36 each);
//! 3. actions in any order: part moves `y1+8`, `enter`, options (`half:8`, `double:4`, `quad`,
//!    `swap:y1:b2`, `ring:y1`, `dir`, `home:y1:G3`, from memory with `.m`, e.g. `half.m:8`),
//!    `store`, `store-exit`, `exit`; answers to pending decisions (`change`/`stay` after an
//!    intermediate landing on a ring-change field, `goal:G2`/`nogoal` on arriving at a goal arrow);
//!    `end`. When `end` is the only legal move left the turn ends by itself.
//!
//! # Public API for the UI
//!
//! - Geometry: [`board::geometry`] (fields with ring + angle, arrows, start areas as plain data),
//!   [`board`] helpers (`facing`, `step`, `name`, …), the field/goal/start codes of effect paths.
//! - Seats: [`BarneZirkulua::seat_corner`], [`BarneZirkulua::corner_seat`], [`Game::seat_name`].
//! - Balls: [`BarneZirkulua::balls`] (per seat, [`Loc`]: start area / field / goal),
//!   [`BarneZirkulua::ball_at`], [`BarneZirkulua::goal_at`], [`BarneZirkulua::ball_ref`].
//! - Turn: [`BarneZirkulua::phase`], [`BarneZirkulua::turn`], [`BarneZirkulua::dice`] (the dice
//!   showing), [`BarneZirkulua::entry_rolls`] (entry-roll tries used), [`BarneZirkulua::pool`]
//!   (parts still owed), [`BarneZirkulua::direction_acw`], [`BarneZirkulua::pending`],
//!   [`BarneZirkulua::options_now`] (options usable now, rolled or stored),
//!   [`BarneZirkulua::owed`] ([`Owed`], with [`Owed::describe`] in English).
//! - Score and memory: [`BarneZirkulua::marker`], [`BarneZirkulua::memory`],
//!   [`BarneZirkulua::round_first`].
//! - Input helpers: [`BarneZirkulua::moves_for_ball`], [`BarneZirkulua::part_path`] (the path a
//!   part move would take, ring change included), [`BarneZirkulua::target_of`] (where a move
//!   takes its ball), [`BarneZirkulua::config`], [`BarneZirkulua::resolve`] / [`BarneZirkulua::loc`].
//!   Moves that concern no single ball on the board (`enter`, `exit`, `roll`, `quad`, `half`,
//!   `double`, `dir`, `store`, `store-exit`, `end`) are best offered as buttons; `enter`/`exit`
//!   belong to the start area of the seat to move.
//! - Codes in effects: ring fields `0..96` (outer `k`, inner `64 + k`), goal `Gj` = `96 + j`,
//!   start area of corner `c` = `112 + c` (a captured ball goes there).
//! - Effects: `Rolled { die: 0, face: 2..=12 }` for the number die (entry and main roll),
//!   `Rolled { die: 1, face: 1..=6 }` for the option die (half, double, swap, ring, dir, home);
//!   `Moved { piece, path }` field by field (a forced ring change is the last step of the path; an
//!   optional change, `ring`, `swap` and going home are their own two-point moves); `Captured`
//!   (the ball goes to its start area); `Placed` (entry); `Passed` (case A failed);
//!   `RoundOver { winner }`, then `GameOver` after the third round win.
//!
//! # Rulings made here (where the spec is silent)
//!
//! - Z-1: seats are numbered in turn order; seat names are the corner colours (yellow NE,
//!   white SE, black SW, red NW), after the seed's captions.
//! - Z-2: the clockwise turn order (R-3's alternative) is chosen by a `-cw` suffix on the
//!   variant name, since [`Options`] has no field for it.
//! - Z-3: `dir` may be applied only while the direction is still clockwise (a second direction
//!   change would do nothing).
//! - Z-4: `double` is refused when the pool already holds four parts (cannot happen from real
//!   play; guards hand-made positions).
//! - Z-5: an entry takes the lowest-numbered ball of the start area.
//! - Z-6: when `end` is the only legal move the turn ends by itself (no empty click); a failed
//!   case A ends the turn with `Passed`.
//! - Z-7: `quad` (both doublings at once) needs the rolled ×II unused, a stored ×II not stored this
//!   turn, one part in the pool and no part used yet (§12.5).
//! - Z-8: the stored "^" at the start of a turn is offered (`exit` / `roll`) only when it could
//!   enter a ball; otherwise the dice are due at once.
//! - Z-9: positions where two balls share a field are refused, as are positions where a seat has
//!   all balls home but the round has not been scored.
//! - Z-10: `dir` is offered only while it can still matter: a part is left, or a ring change is
//!   still available (its diagonal from an odd outer field follows the direction).
//! - Z-11: the rolled option and a stored option of the same kind are two instances; both may be
//!   used in one turn (two halvings, two ring changes, …), each once.
//! - Z-12: the stored "^" may be used mid-turn at any moment of the action phase (before, between
//!   or after the parts), never while a decision is pending.
//! - Z-13: the default is 2 players with the most balls the goal ring allows.
//! - Z-14: in effects a capture is reported right after the move that made it; a forced ring
//!   change is the last step of the part move's path.
//! - Z-15: the next match of the same players ([`Game::rematch`], "play again") begins with the
//!   player after the previous match's first player, as each round of a match does (§11); the
//!   seats stay. The rules know no resignation, so none is offered.

pub mod ai;
pub mod board;
mod notation;
pub mod refusal;
mod rules;

pub use refusal::Refusal;

use crate::engine::{
    CheckThenApply, Game, IllegalMove, Mover, Options, Outcome, ParseError, Recorder, Rematch,
    Seat, ToMove, Variant,
};
use board::Field;

/// An option-die face (also the memory fields except "^").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opt {
    Half,
    Double,
    Swap,
    Ring,
    Dir,
    Home,
}

impl Opt {
    pub const ALL: [Opt; 6] = [
        Opt::Half,
        Opt::Double,
        Opt::Swap,
        Opt::Ring,
        Opt::Dir,
        Opt::Home,
    ];

    /// `half`, `double`, `swap`, `ring`, `dir`, `home`.
    pub fn name(self) -> &'static str {
        match self {
            Opt::Half => "half",
            Opt::Double => "double",
            Opt::Swap => "swap",
            Opt::Ring => "ring",
            Opt::Dir => "dir",
            Opt::Home => "home",
        }
    }

    pub fn from_name(s: &str) -> Option<Opt> {
        Opt::ALL.into_iter().find(|o| o.name() == s)
    }

    /// The face number used in `Rolled` effects (1..=6).
    pub fn face(self) -> u8 {
        self as u8 + 1
    }

    /// The memory bit of this option.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// The memory bit of the exit option "^".
pub const EXIT_BIT: u8 = 1 << 6;

/// A memory field: one of the six die options or the exit option "^".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOpt {
    Opt(Opt),
    Exit,
}

impl MemOpt {
    pub const ALL: [MemOpt; 7] = [
        MemOpt::Opt(Opt::Half),
        MemOpt::Opt(Opt::Double),
        MemOpt::Opt(Opt::Swap),
        MemOpt::Opt(Opt::Ring),
        MemOpt::Opt(Opt::Dir),
        MemOpt::Opt(Opt::Home),
        MemOpt::Exit,
    ];

    pub fn bit(self) -> u8 {
        match self {
            MemOpt::Opt(o) => o.bit(),
            MemOpt::Exit => EXIT_BIT,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            MemOpt::Opt(o) => o.name(),
            MemOpt::Exit => "exit",
        }
    }
}

/// Where an option comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The option die of this turn.
    Rolled,
    /// The player's memory (memory expansion).
    Memory,
}

/// Where a ball is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loc {
    /// In its owner's start area.
    Start,
    /// On the outer or inner ring.
    Track(Field),
    /// In the goal ring, field `Gj`.
    Goal(u8),
}

/// A ball named by its corner (0–3) and its index (0-based). Text: `y1` … `r4`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BallRef {
    pub corner: u8,
    pub idx: u8,
}

impl BallRef {
    /// The piece number used in effects.
    pub fn piece(self) -> u16 {
        4 * self.corner as u16 + self.idx as u16
    }
}

/// What became of the rolled option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptState {
    Unused,
    Used,
    Stored,
}

/// A decision that must be answered before anything else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pending {
    /// An intermediate part move ended on a ring-change field: `change` or `stay` (§8.4).
    Ring { seat: Seat, idx: u8 },
    /// A ball arrived on a goal-arrow field with a free goal field behind it: `goal:Gj` or
    /// `nogoal` (§8.5).
    Home { seat: Seat, idx: u8 },
}

/// The state of a turn after the main roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The number die (2..=12).
    pub number: u8,
    /// The option die.
    pub option: Opt,
    pub option_state: OptState,
    /// Parts still owed, largest first; `pool[..pool_len]`.
    pub pool: [u8; 4],
    pub pool_len: u8,
    /// A part has been used (moved) or the number spent (entry, "^") this turn.
    pub used: bool,
    /// Direction changed to anticlockwise this turn.
    pub acw: bool,
    /// Memory bits stored during this turn (not usable until the next turn).
    pub fresh: u8,
    pub pending: Option<Pending>,
}

impl Turn {
    fn new(number: u8, option: Opt) -> Turn {
        Turn {
            number,
            option,
            option_state: OptState::Unused,
            pool: [number, 0, 0, 0],
            pool_len: 1,
            used: false,
            acw: false,
            fresh: 0,
            pending: None,
        }
    }

    /// The parts still owed, largest first.
    pub fn parts(&self) -> &[u8] {
        &self.pool[..self.pool_len as usize]
    }

    /// Intact: the rolled number, not changed, split or used (§7.1).
    pub fn intact(&self) -> bool {
        !self.used && self.pool_len == 1 && self.pool[0] == self.number
    }

    fn has_part(&self, v: u8) -> bool {
        self.parts().contains(&v)
    }

    fn remove_part(&mut self, v: u8) {
        let n = self.pool_len as usize;
        if let Some(i) = self.pool[..n].iter().position(|&p| p == v) {
            self.pool.copy_within(i + 1..n, i);
            self.pool[n - 1] = 0;
            self.pool_len -= 1;
        }
    }

    fn add_part(&mut self, v: u8) {
        let n = self.pool_len as usize;
        self.pool[n] = v;
        self.pool_len += 1;
        self.pool[..n + 1].sort_unstable_by(|a, b| b.cmp(a));
    }

    fn clear_pool(&mut self) {
        self.pool = [0; 4];
        self.pool_len = 0;
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Memory: the seat to move decides whether to use the stored "^" before rolling.
    Start,
    /// Case A: entry rolls made so far (`rolls[..n]`), the next is due.
    Entry { rolls: [u8; 3], n: u8 },
    /// The main roll is due.
    Roll,
    /// After the main roll: the seat acts.
    Action(Turn),
    /// The match is over.
    Over { winner: Seat },
}

/// A validated setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    pub players: u8,
    pub balls: u8,
    pub memory: bool,
    pub goal16: bool,
    /// Clockwise turn order (default anticlockwise, R-3).
    pub cw_order: bool,
}

impl Config {
    /// The largest ball count allowed (§3.1).
    pub fn max_balls(players: u8, goal16: bool) -> u8 {
        if goal16 {
            4
        } else {
            match players {
                2 => 4,
                3 => 3,
                _ => 2,
            }
        }
    }

    /// The setup of `players` and `balls` in a preset that [`Config::parse_variant`] read, if
    /// [`Config::validate`] accepts it.
    pub fn checked(
        players: u8,
        balls: u8,
        (memory, goal16, cw_order): (bool, bool, bool),
    ) -> Result<Config, ParseError> {
        let cfg = Config {
            players,
            balls,
            memory,
            goal16,
            cw_order,
        };
        cfg.validate().map_err(ParseError::new)?;
        Ok(cfg)
    }

    /// Checks the counts; the error is a reason a player can read.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!(
                "Barne-zirkulua is played by 2 to 4 players, not {}",
                self.players
            ));
        }
        let max = Config::max_balls(self.players, self.goal16);
        if self.balls == 0 {
            return Err("every player needs at least 1 ball".into());
        }
        if self.balls > max {
            let ring = if self.goal16 {
                "the 16-field goal ring"
            } else {
                "the 8-field goal ring"
            };
            let hint = if self.goal16 {
                ""
            } else {
                " (the 16-field goal-ring extension allows 4)"
            };
            return Err(format!(
                "{} players may use at most {max} balls each with {ring}, not {}{hint}",
                self.players, self.balls
            ));
        }
        Ok(())
    }

    /// The corners of the seats, in seat (= turn) order.
    pub fn corners(&self) -> &'static [u8] {
        match (self.players, self.cw_order) {
            (2, _) => &[0, 2],
            (3, false) => &[0, 3, 2],
            (3, true) => &[0, 1, 2],
            (_, false) => &[0, 3, 2, 1],
            (_, true) => &[0, 1, 2, 3],
        }
    }

    /// Number of goal fields: 8 or 16.
    pub fn goal_fields(&self) -> u8 {
        if self.goal16 {
            16
        } else {
            8
        }
    }

    /// The preset name, `-cw` included.
    pub fn variant_name(&self) -> String {
        let base = match (self.memory, self.goal16) {
            (false, false) => "basic",
            (true, false) => "memory",
            (false, true) => "goal16",
            (true, true) => "memory-goal16",
        };
        if self.cw_order {
            format!("{base}-cw")
        } else {
            base.to_string()
        }
    }

    /// Parses a preset name (with optional `-cw`): `(memory, goal16, cw)`.
    pub fn parse_variant(name: &str) -> Option<(bool, bool, bool)> {
        let (base, cw) = match name.strip_suffix("-cw") {
            Some(b) => (b, true),
            None => (name, false),
        };
        let (m, g) = match base {
            "basic" => (false, false),
            "memory" => (true, false),
            "goal16" => (false, true),
            "memory-goal16" => (true, true),
            _ => return None,
        };
        Some((m, g, cw))
    }
}

/// A move (chance outcomes included). Text forms in `docs/notation.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Chance, case A: the number die shows this value.
    EntryRoll(u8),
    /// Chance: the main roll of both dice.
    MainRoll(u8, Opt),
    /// Turn start (memory): roll the dice instead of using "^".
    Roll,
    /// Use the stored "^": enter a ball (at the turn start or mid-turn).
    Exit,
    /// Move a ball by one part of the pool.
    Part {
        ball: BallRef,
        value: u8,
    },
    /// Spend the intact VI/XII on entering a ball (§7.4).
    Enter,
    Half {
        src: Source,
        part: u8,
    },
    Double {
        src: Source,
        part: u8,
    },
    /// Both ×II at once: one part becomes four (§12.5).
    Quad,
    Swap {
        src: Source,
        own: BallRef,
        other: BallRef,
    },
    Ring {
        src: Source,
        ball: BallRef,
    },
    Dir {
        src: Source,
    },
    Home {
        src: Source,
        ball: BallRef,
        goal: u8,
    },
    /// Store the unused rolled option in memory.
    Store,
    /// Store "^" instead of using the intact VI/XII.
    StoreExit,
    /// Pending ring decision: change ring.
    Change,
    /// Pending ring decision: stay.
    Stay,
    /// Pending goal decision: go home to this goal field.
    Goal(u8),
    /// Pending goal decision: stay on the goal-arrow field.
    NoGoal,
    EndTurn,
}

/// What is still owed in this turn, for the UI to explain (and translate).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owed {
    /// Nothing owed: the turn may end (options may still be used).
    Nothing,
    /// These parts must still be used (some ball can use them).
    MustUse(Vec<u8>),
    /// These parts are left but no ball can use them: they expire at the end of the turn.
    Expiring(Vec<u8>),
    /// A ring-change decision is pending for this ball.
    RingDecision(BallRef),
    /// A going-home decision is pending for this ball.
    HomeDecision(BallRef),
    /// Dice are due (or the match is over, or the turn start decision is open).
    NotActing,
}

fn list(parts: &[u8]) -> String {
    let s: Vec<String> = parts.iter().map(|p| p.to_string()).collect();
    s.join(", ")
}

impl Owed {
    /// A plain-English sentence.
    pub fn describe(&self) -> String {
        match self {
            Owed::Nothing => "nothing is owed; the turn may end".into(),
            Owed::MustUse(p) if p.len() == 1 => format!("the {} must still be used", p[0]),
            Owed::MustUse(p) => format!("the parts {} must still be used", list(p)),
            Owed::Expiring(p) => {
                format!("no ball can use {}; it expires when the turn ends", list(p))
            }
            Owed::RingDecision(b) => format!("{b}: change ring or stay?"),
            Owed::HomeDecision(b) => format!("{b}: go home or stay?"),
            Owed::NotActing => "no action is due".into(),
        }
    }
}

/// A Barne-zirkulua match position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BarneZirkulua {
    cfg: Config,
    /// Per seat, per ball (only `..cfg.balls` used).
    balls: [[Loc; 4]; 4],
    marks: [u8; 4],
    memory: [u8; 4],
    /// First seat of the current round.
    first: Seat,
    /// Seat whose turn it is.
    turn: Seat,
    phase: Phase,
}

/// Every preset is for 2 to 4 players. `wire`: its id in links ([`Variant::wire`]).
const fn variant(wire: u8, name: &'static str, summary: &'static str) -> Variant {
    Variant {
        name,
        wire,
        summary,
        players: &[2, 3, 4],
    }
}

static VARIANTS: [Variant; 4] = [
    variant(0, "basic", "the basic game, 8 goal fields"),
    variant(
        1,
        "memory",
        "memory expansion: stored options and the ^ exit",
    ),
    variant(2, "goal16", "basic game with the 16-field goal ring"),
    variant(3, "memory-goal16", "memory expansion and 16 goal fields"),
];

impl BarneZirkulua {
    /// Every ball in its start area, no marks, no memory: `turn` to roll, `first` having
    /// begun.
    fn at_start(cfg: Config, first: Seat, turn: Seat) -> BarneZirkulua {
        BarneZirkulua {
            cfg,
            balls: [[Loc::Start; 4]; 4],
            marks: [0; 4],
            memory: [0; 4],
            first,
            turn,
            phase: Phase::Roll,
        }
    }

    pub fn config(&self) -> &Config {
        &self.cfg
    }

    /// The corner (0 NE … 3 NW) of a seat.
    pub fn seat_corner(&self, seat: Seat) -> u8 {
        self.cfg.corners()[seat as usize]
    }

    /// The seat sitting at a corner, if any.
    pub fn corner_seat(&self, corner: u8) -> Option<Seat> {
        self.cfg
            .corners()
            .iter()
            .position(|&c| c == corner)
            .map(|s| s as Seat)
    }

    /// The balls of a seat (length = balls per player).
    pub fn balls(&self, seat: Seat) -> &[Loc] {
        &self.balls[seat as usize][..self.cfg.balls as usize]
    }

    /// The name of a seat's ball.
    pub fn ball_ref(&self, seat: Seat, idx: u8) -> BallRef {
        BallRef {
            corner: self.seat_corner(seat),
            idx,
        }
    }

    /// The seat and index of a ball reference, if it exists in this game.
    pub fn resolve(&self, b: BallRef) -> Option<(Seat, u8)> {
        let s = self.corner_seat(b.corner)?;
        (b.idx < self.cfg.balls).then_some((s, b.idx))
    }

    /// Where a ball is.
    pub fn loc(&self, b: BallRef) -> Option<Loc> {
        self.resolve(b)
            .map(|(s, i)| self.balls[s as usize][i as usize])
    }

    /// The ball on a ring field.
    pub fn ball_at(&self, f: Field) -> Option<BallRef> {
        self.find(Loc::Track(f)).map(|(s, i)| self.ball_ref(s, i))
    }

    /// The ball on goal field `Gj`.
    pub fn goal_at(&self, j: u8) -> Option<BallRef> {
        self.find(Loc::Goal(j)).map(|(s, i)| self.ball_ref(s, i))
    }

    fn find(&self, loc: Loc) -> Option<(Seat, u8)> {
        for s in 0..self.cfg.players {
            for i in 0..self.cfg.balls {
                if self.balls[s as usize][i as usize] == loc {
                    return Some((s, i));
                }
            }
        }
        None
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The seat whose turn it is (also during its dice).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The seat that began the current round.
    pub fn round_first(&self) -> Seat {
        self.first
    }

    /// Round-track place of a seat: 0..=3 (3 = match won).
    pub fn marker(&self, seat: Seat) -> u8 {
        self.marks[seat as usize]
    }

    /// The options stored in a seat's memory, in memory-field order.
    pub fn memory(&self, seat: Seat) -> Vec<MemOpt> {
        MemOpt::ALL
            .into_iter()
            .filter(|m| self.memory[seat as usize] & m.bit() != 0)
            .collect()
    }

    /// The dice showing after the main roll: (number, option).
    pub fn dice(&self) -> Option<(u8, Opt)> {
        match &self.phase {
            Phase::Action(t) => Some((t.number, t.option)),
            _ => None,
        }
    }

    /// The turn state after the main roll.
    pub fn turn_state(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Action(t) => Some(t),
            _ => None,
        }
    }

    /// The entry rolls made so far in case A (the number of tries used = its length).
    pub fn entry_rolls(&self) -> &[u8] {
        match &self.phase {
            Phase::Entry { rolls, n } => &rolls[..*n as usize],
            _ => &[],
        }
    }

    /// The parts of the number still owed (empty outside the action phase).
    pub fn pool(&self) -> &[u8] {
        match &self.phase {
            Phase::Action(t) => t.parts(),
            _ => &[],
        }
    }

    /// Whether the direction has been changed to anticlockwise this turn.
    pub fn direction_acw(&self) -> bool {
        matches!(&self.phase, Phase::Action(t) if t.acw)
    }

    /// The pending decision, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.turn_state().and_then(|t| t.pending)
    }

    /// The options that can be applied now (at least one legal application), with their source.
    /// `MemOpt::Exit` stands for the stored "^".
    pub fn options_now(&self) -> Vec<(MemOpt, Source)> {
        let mut out: Vec<(MemOpt, Source)> = Vec::new();
        for mv in self.legal_moves() {
            let item = match mv {
                Move::Half { src, .. } => (MemOpt::Opt(Opt::Half), src),
                Move::Double { src, .. } => (MemOpt::Opt(Opt::Double), src),
                Move::Quad => (MemOpt::Opt(Opt::Double), Source::Memory),
                Move::Swap { src, .. } => (MemOpt::Opt(Opt::Swap), src),
                Move::Ring { src, .. } => (MemOpt::Opt(Opt::Ring), src),
                Move::Dir { src } => (MemOpt::Opt(Opt::Dir), src),
                Move::Home { src, .. } => (MemOpt::Opt(Opt::Home), src),
                Move::Exit => (MemOpt::Exit, Source::Memory),
                _ => continue,
            };
            if !out.contains(&item) {
                out.push(item);
            }
        }
        out
    }

    /// The legal moves that move or target this ball (part moves, ring, swap, home, answers to
    /// its pending decision).
    pub fn moves_for_ball(&self, b: BallRef) -> Vec<Move> {
        let pend = self.pending().map(|p| match p {
            Pending::Ring { seat, idx } | Pending::Home { seat, idx } => self.ball_ref(seat, idx),
        });
        self.legal_moves()
            .into_iter()
            .filter(|m| match *m {
                Move::Part { ball, .. } | Move::Ring { ball, .. } | Move::Home { ball, .. } => {
                    ball == b
                }
                Move::Swap { own, other, .. } => own == b || other == b,
                Move::Change | Move::Stay | Move::Goal(_) | Move::NoGoal => pend == Some(b),
                _ => false,
            })
            .collect()
    }

    /// The field codes a part move of `value` by ball `b` would pass, start and end included,
    /// with the forced ring change appended when it would be the final part; `None` if illegal.
    pub fn part_path(&self, b: BallRef, value: u8) -> Option<Vec<u16>> {
        let mv = Move::Part { ball: b, value };
        self.check(&mv).ok()?;
        let mut copy = self.clone();
        let mut fx = Recorder::recording();
        copy.apply(&mv, &mut fx);
        fx.into_effects().into_iter().find_map(|e| match e {
            crate::engine::Effect::Moved { piece, path } if piece == b.piece() => Some(path),
            _ => None,
        })
    }

    /// Where a legal move takes the ball it is about (a field or goal code, see [`board`]), for
    /// click-to-destination input: the end of a part move (after a forced ring change), the
    /// other ring for `ring`/`change`, the partner's field for `swap`, the goal for `home`/`goal`,
    /// the start position for `enter`/`exit`. `None` for illegal moves and moves without a target.
    pub fn target_of(&self, mv: &Move) -> Option<u16> {
        self.check(mv).ok()?;
        let mut copy = self.clone();
        let mut fx = Recorder::recording();
        copy.apply(mv, &mut fx);
        fx.into_effects().into_iter().find_map(|e| match e {
            crate::engine::Effect::Moved { path, .. } => path.last().copied(),
            crate::engine::Effect::Placed { at, .. } => Some(at),
            _ => None,
        })
    }

    /// What is still owed this turn.
    pub fn owed(&self) -> Owed {
        let Phase::Action(t) = &self.phase else {
            return Owed::NotActing;
        };
        if let Some(p) = t.pending {
            return match p {
                Pending::Ring { seat, idx } => Owed::RingDecision(self.ball_ref(seat, idx)),
                Pending::Home { seat, idx } => Owed::HomeDecision(self.ball_ref(seat, idx)),
            };
        }
        if t.pool_len == 0 {
            return Owed::Nothing;
        }
        if self.can_end(t) {
            if self.has_on_track(self.turn) {
                Owed::Expiring(t.parts().to_vec())
            } else {
                Owed::Nothing
            }
        } else {
            Owed::MustUse(t.parts().to_vec())
        }
    }
}

impl Game for BarneZirkulua {
    type Move = Move;
    type Text = notation::Text;
    const NAME: &'static str = "barne-zirkulua";
    const WIRE_ID: u8 = 0;
    const HAS_DICE: bool = true;

    fn variants() -> &'static [Variant] {
        &VARIANTS
    }

    fn new(options: &Options) -> Result<Self, ParseError> {
        let name = options.variant.as_deref().unwrap_or("basic");
        let Some(preset) = Config::parse_variant(name) else {
            return Err(ParseError::new(format!(
                "unknown variant \"{name}\" (basic, memory, goal16, memory-goal16, each optionally with -cw)"
            )));
        };
        let players = options.players.unwrap_or(2);
        let balls = options
            .balls
            .unwrap_or_else(|| Config::max_balls(players.clamp(2, 4), preset.1));
        let cfg = Config::checked(players, balls, preset)?;
        let first = options.first.unwrap_or(0);
        if first >= players {
            return Err(ParseError::new(format!(
                "the first player must be a seat from 0 to {}",
                players - 1
            )));
        }
        let mut g = BarneZirkulua::at_start(cfg, first, first);
        g.phase = g.turn_start_phase(first);
        Ok(g)
    }

    /// The next match begins with the player after this match's first, as the rounds of a
    /// match do (section 11, carried on to the next match).
    fn rematch(&self, options: &Options) -> Rematch {
        let first = options.first.unwrap_or(0);
        Rematch {
            options: Options {
                first: Some((first + 1) % self.cfg.players),
                ..options.clone()
            },
            swap: false,
        }
    }

    fn seats(&self) -> usize {
        self.cfg.players as usize
    }

    fn seat_name(&self, seat: Seat) -> String {
        match self.cfg.corners().get(seat as usize) {
            Some(&c) => board::CORNER_NAMES[c as usize].to_string(),
            None => format!("seat{seat}"),
        }
    }

    fn to_move(&self) -> ToMove {
        match &self.phase {
            Phase::Start | Phase::Action(_) => ToMove::Seat(self.turn),
            Phase::Entry { .. } | Phase::Roll => ToMove::Chance,
            Phase::Over { winner } => ToMove::Over(Outcome::winner(self.seats(), *winner)),
        }
    }

    /// The seat to move, also while its dice are due.
    fn turn(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over { .. } => None,
            _ => Some(self.turn),
        }
    }

    fn mover(&self) -> Mover {
        match &self.phase {
            Phase::Start | Phase::Action(_) => Mover::Seat(self.turn),
            Phase::Entry { .. } | Phase::Roll => Mover::Chance,
            Phase::Over { .. } => Mover::Over,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.legal_moves_into(&mut v);
        v
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        self.each_candidate(|m| {
            if self.check(&m).is_ok() {
                out.push(m);
            }
        });
    }

    fn chance_outcomes(&self) -> Vec<(Move, f64)> {
        match &self.phase {
            Phase::Entry { .. } => (1..=6)
                .map(|i| (Move::EntryRoll(2 * i), 1.0 / 6.0))
                .collect(),
            Phase::Roll => (1..=6)
                .flat_map(|i| {
                    Opt::ALL
                        .into_iter()
                        .map(move |o| (Move::MainRoll(2 * i, o), 1.0 / 36.0))
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn chance_outcomes_into(&self, out: &mut Vec<(Move, f64)>) {
        out.clear();
        match &self.phase {
            Phase::Entry { .. } => out.extend((1..=6).map(|i| (Move::EntryRoll(2 * i), 1.0 / 6.0))),
            Phase::Roll => {
                for i in 1..=6 {
                    for o in Opt::ALL {
                        out.push((Move::MainRoll(2 * i, o), 1.0 / 36.0));
                    }
                }
            }
            _ => {}
        }
    }

    fn play_with(&mut self, mv: &Move, fx: &mut Recorder) -> Result<(), IllegalMove> {
        self.play_checked(mv, fx)
    }

    fn play_legal(&mut self, mv: &Move) {
        self.play_listed(mv)
    }
}
