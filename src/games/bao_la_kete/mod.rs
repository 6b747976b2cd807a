//! Bao la Kete (Lamu Bao): the four-row mancala of the Lamu archipelago, played as a best-of-three
//! match. Rules: `/work/shared/rules/bao-la-kete.md` (Zanzibar Bao rules with the Lamu
//! differences); this module follows that specification section by section.
//!
//! # Summary
//! Each player owns two rows of eight pits and sows only round his own 16-pit loop. Each starts
//! with 6 seeds in his kuu (`A5` / `a5`), 2 in each of the two pits to its right, and 22 in
//! reserve. In the **nemo** stage every turn brings one reserve seed into play: into a pit that
//! captures (then the captured seeds are sown from a kichwa), or into a pit whose seeds are then
//! sown (a takata). When the reserves are empty the **mtaji** stage begins: moves start from pits
//! with two or more seeds. Laps relay until the last seed falls into an empty pit. A move captures
//! only if its first lap captures; captures are compulsory. A player wins by emptying the opposing
//! front row (Bao hamna, even in the middle of a move) or when his opponent cannot move.
//!
//! # Variants
//! - `match` (default): best of three games. South starts game 1 (or the seat given by
//!   `Options::first`), the first mover alternates, and a drawn game is replayed with the same
//!   first mover. Finishing a game that does not decide the match emits
//!   [`Effect::RoundOver`] and the position becomes the start of the next game.
//! - `single`: one game; a draw by repetition is a draw.
//!
//! # Public API for the UI
//! - Geometry ([`board`]): [`Pit`] (`owner`, `row`, `col`), `Pit::id` / `Pit::from_id` (the
//!   `u16` pit ids of effects: `16 × owner + loop index`, South = seat 0), `Pit::display_cell`
//!   / `Pit::at_cell` (row 0 = North back at the top … row 3 = South back; col 0–7 left to
//!   right as South sees it), `Pit::facing`, `Pit::is_kuu`, `Pit::is_kichwa`, `Pit::all`.
//! - State: [`BaoLaKete::seeds`], [`BaoLaKete::seeds_of`] (a seat's 16 pits in loop order),
//!   [`BaoLaKete::reserve`], [`BaoLaKete::kuu_functional`], [`BaoLaKete::stage`] (per seat),
//!   [`BaoLaKete::turn`], [`BaoLaKete::mode`], [`BaoLaKete::score`], [`BaoLaKete::game_number`],
//!   [`BaoLaKete::first_mover`], [`BaoLaKete::reserved_pit`] (the pit hizi zetu reserves
//!   against the player to move), [`BaoLaKete::obligation`] (the opponent pit a seat must
//!   capture first on its next turn), [`BaoLaKete::hand`] (captured seeds left unsown by the
//!   game-ending capture), [`BaoLaKete::repetitions`].
//! - Input: [`BaoLaKete::movable_pits`] lists the pits that start a legal move;
//!   [`BaoLaKete::moves_from`] lists the legal moves starting at a pit (the pit lifted, or
//!   the pit the nemo reserve seed goes into). Each [`Move`] carries its mid-move choices:
//!   [`Move::dir`] (sowing direction), [`Move::kichwa`] (the end a central nemo capture sows
//!   from), [`Move::safari`] (stop in / continue from the kuu). So a click on a pit selects the
//!   moves from it, and the UI asks for the remaining choices among those moves only.
//! - Animation: `play` returns, in order: `Placed { piece: 0, at, owner }` for the nemo reserve
//!   seed, `Lifted { at, count }` for every lift (a capture lifts from the opponent's pit),
//!   `Sowed { from, path }` with every pit that receives a seed, in order (a capture's `from` is
//!   the opponent pit its seeds came from), then `RoundOver { winner }` (a game of the match
//!   ended; `None` = drawn) or `GameOver`.
//!
//! # Notation
//! Moves: `A6cw`, `B2acw` (lift and sow; nemo takata, the lone kuu, and every mtaji move),
//! `A2x`, `A5xL`, `A5xR` (nemo capture: the reserve seed into this pit; central pits name the
//! kichwa), with `:stop` / `:safari` appended when a nemo capture's lap ends in the own
//! functional kuu. Positions: `bao:match game=1 score=0-0 first=S turn=S res=22/22 kuu=F/F
//! pits=…` (see `docs/notation.md`).
//!
//! # Rulings made here (where the specification is silent)
//! - **R1 Never-ending moves** (spec 11.3): detected exactly by Brent's cycle detection on the
//!   lap-end state `(pits, kuu states, landing pit, direction)`; a move still running after
//!   [`rules::MAX_LAPS`] (100 000) laps is also declared never-ending (a safety cap).
//! - **R2 Fallbacks among takata groups**: the spec's never-ending-first rule (B29) is applied
//!   to every "use these pits, and only if there are none, those" rule alike: nemo pits with two
//!   or more seeds before singletons (no kuu), nemo non-kuu pits before the lone-kuu lift (kuu
//!   standing), mtaji kuu first, then front pits, then back pits. A group whose moves all never
//!   end counts as empty.
//! - **R3 Lone kichwa in mtaji captures**: the "front row never emptied, not even temporarily"
//!   rule forbids sowing a lone front kichwa outward in every mtaji move, capture moves included
//!   (the spec states it for takata). The hizi zetu threat tests (spec 10) use the same test.
//! - **R4 Captured seeds left in hand**: the capture that empties the opponent's front row ends
//!   the game; its seeds stay in the winner's hand ([`BaoLaKete::hand`]) so that 64 seeds are
//!   still accounted for.
//! - **R5 Repetition** (spec 11.2): the position key is a 64-bit FNV-1a hash of pits, reserves,
//!   kuu states, player to move, reservation and obligations; the keys of earlier positions of
//!   the game since the last irreversible change (a reserve seed played, a kuu destroyed) travel
//!   in the position string (`seen=`).
//! - **R6 Studies**: positions with fewer than 64 seeds are accepted (the worked examples use
//!   them); more are refused. A game started anew in a match always has 64.
//! - **R7 Game numbering**: `game=` counts every game played in the match, drawn ones included.
//! - **R8 After the end**: a finished single game or match keeps its final board; the position
//!   string then says `result=` instead of `turn=`. A game of a match that does not decide it is
//!   replaced at once by the start of the next game (the UI animates the last move from the
//!   effects, then shows the new board).
//! - **R9 The next match** ([`Game::rematch`], "play again"): the players change sides and the
//!   options stay, so South begins again (B6) but the player who did not begin the last match
//!   (or single game) begins this one, as the first mover alternates within a match (12).
//! - **R10 No resignation**: the rules know none, so none is offered.

pub mod ai;
pub mod board;
pub mod notation;
pub mod refusal;
mod rules;

pub use refusal::Refusal;

use crate::engine::Effect;
use crate::engine::{
    Effects, Game, IllegalMove, Mover, Options, Outcome, ParseError, Recorder, Rematch, Seat,
    ToMove, Variant,
};
use board::{Dir, Kichwa, Pit, Row, KUU, NORTH, SOUTH};
use rules::{Board, Ctx, Group, Legal, SimResult, Turn};

/// Reserve seeds each player starts a game with.
pub const START_RESERVE: u8 = 22;

/// The preset played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Best of three games.
    Match,
    /// One game.
    Single,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Match => "match",
            Mode::Single => "single",
        }
    }
}

/// The stage a player's turn is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Seeds still in reserve: each turn plays one.
    Nemo,
    /// The reserve is empty.
    Mtaji,
}

/// What a move does with its pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lift the pit (after adding the reserve seed in nemo) and sow in this direction.
    Sow(Dir),
    /// Nemo: put the reserve seed into this pit, which captures; central pits name the kichwa.
    Capture(Option<Kichwa>),
}

impl Default for Action {
    fn default() -> Action {
        Action::Sow(Dir::Cw)
    }
}

/// A move: the pit, the action, and the stop/safari decision if the move reaches one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Move {
    pub pit: Pit,
    pub action: Action,
    /// `Some(false)` = stop in the kuu, `Some(true)` = safari; `None` if the move never asks.
    pub safari: Option<bool>,
}

impl Move {
    pub fn sow(pit: Pit, dir: Dir) -> Move {
        Move {
            pit,
            action: Action::Sow(dir),
            safari: None,
        }
    }
    pub fn capture(pit: Pit, kichwa: Option<Kichwa>) -> Move {
        Move {
            pit,
            action: Action::Capture(kichwa),
            safari: None,
        }
    }
    /// The sowing direction chosen, for a lift-and-sow move.
    pub fn dir(&self) -> Option<Dir> {
        match self.action {
            Action::Sow(d) => Some(d),
            Action::Capture(_) => None,
        }
    }
    /// The kichwa chosen by a central nemo capture.
    pub fn kichwa(&self) -> Option<Kichwa> {
        match self.action {
            Action::Capture(k) => k,
            Action::Sow(_) => None,
        }
    }
    pub fn is_nemo_capture(&self) -> bool {
        matches!(self.action, Action::Capture(_))
    }
    pub fn safari(&self) -> Option<bool> {
        self.safari
    }
}

/// A Bao la Kete position, with the state of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BaoLaKete {
    mode: Mode,
    board: Board,
    reserve: [u8; 2],
    turn: Seat,
    /// `Some(winner)` once over (`Some(None)` = drawn single game).
    result: Option<Option<Seat>>,
    /// Front loop index of the mover's pit reserved against him this turn.
    reserved: Option<u8>,
    /// `oblige[s]`: front loop index of the opponent's pit `s` must capture first next turn.
    oblige: [Option<u8>; 2],
    game: u16,
    score: [u8; 2],
    first: Seat,
    hand: u8,
    /// Keys of the earlier positions of this game since the last irreversible change.
    seen: Vec<u64>,
    /// The legal moves of this position, found by whatever made it (the start, `play`, a
    /// position string) and kept with it, since `play` needs them anyway to know whether the
    /// game goes on. A function of the rest of the position.
    legal: Legal,
}

static VARIANTS: [Variant; 2] = [
    Variant {
        wire: 0,
        name: "match",
        summary: "best of three games, the first player alternating",
        players: &[2],
    },
    Variant {
        wire: 1,
        name: "single",
        summary: "one game",
        players: &[2],
    },
];

impl BaoLaKete {
    fn start(mode: Mode, first: Seat) -> BaoLaKete {
        let mut g = BaoLaKete {
            mode,
            board: Board::initial(),
            reserve: [START_RESERVE; 2],
            turn: first,
            result: None,
            reserved: None,
            oblige: [None; 2],
            game: 1,
            score: [0, 0],
            first,
            hand: 0,
            seen: Vec::new(),
            legal: Legal::NONE,
        };
        g.find_legal();
        g
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }
    /// Seeds in a pit.
    pub fn seeds(&self, pit: Pit) -> u8 {
        self.board.pits[pit.owner as usize][pit.loop_index()]
    }
    /// A seat's 16 pits in loop order (`A1…A8, B8…B1`).
    pub fn seeds_of(&self, seat: Seat) -> [u8; 16] {
        self.board.pits[seat as usize & 1]
    }
    pub fn reserve(&self, seat: Seat) -> u8 {
        self.reserve[seat as usize & 1]
    }
    pub fn kuu_functional(&self, seat: Seat) -> bool {
        self.board.kuu[seat as usize & 1]
    }
    /// The stage of the seat's turns.
    pub fn stage(&self, seat: Seat) -> Stage {
        if self.reserve[seat as usize & 1] > 0 {
            Stage::Nemo
        } else {
            Stage::Mtaji
        }
    }
    /// The seat whose turn it is (once the game is over: the first mover of the last game).
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// Games won in the match, by seat.
    pub fn score(&self) -> [u8; 2] {
        self.score
    }
    /// Which game of the match this is (1-based, drawn games counted).
    pub fn game_number(&self) -> u16 {
        self.game
    }
    /// The seat that moved first in the current game.
    pub fn first_mover(&self) -> Seat {
        self.first
    }
    /// The pit hizi zetu reserves against the player to move this turn.
    pub fn reserved_pit(&self) -> Option<Pit> {
        self.reserved.map(|x| Pit::from_loop(self.turn, x as usize))
    }
    /// The opponent pit `seat` must make his first capture on his next turn, if he can.
    pub fn obligation(&self, seat: Seat) -> Option<Pit> {
        self.oblige[seat as usize & 1].map(|x| Pit::from_loop(1 - (seat & 1), x as usize))
    }
    /// Captured seeds left unsown when a capture emptied the opponent's front row (end of game).
    pub fn hand(&self) -> u8 {
        self.hand
    }
    /// How many times the current position has occurred in this game (1 = first time).
    pub fn repetitions(&self) -> usize {
        if self.seen.is_empty() {
            return 1;
        }
        let k = self.key();
        1 + self.seen.iter().filter(|&&h| h == k).count()
    }
    /// The pits that start at least one legal move (for highlighting), in pit-id order.
    pub fn movable_pits(&self) -> Vec<Pit> {
        let moves = self.legal_moves();
        Pit::all()
            .filter(|p| moves.iter().any(|m| m.pit == *p))
            .collect()
    }
    /// The legal moves that start at `pit`.
    pub fn moves_from(&self, pit: Pit) -> Vec<Move> {
        self.legal_moves()
            .into_iter()
            .filter(|m| m.pit == pit)
            .collect()
    }

    fn turn_info(&self) -> Turn {
        let t = self.turn as usize;
        Turn {
            mover: self.turn,
            nemo: self.reserve[t] > 0,
            reserved: self.reserved.map(|x| x as usize),
            oblige: self.oblige[t].map(|x| x as usize),
        }
    }

    /// Finds and keeps the legal moves of the position (none once the game is over).
    pub(super) fn find_legal(&mut self) {
        if self.result.is_some() {
            self.legal = Legal::NONE;
        } else {
            let turn = self.turn_info();
            rules::legal_into(&self.board, &turn, &mut self.legal);
        }
    }

    pub(super) fn has_legal_move(&self) -> bool {
        !self.legal.moves.is_empty()
    }

    /// The repetition key (FNV-1a, 64 bits) of the position.
    fn key(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        };
        for side in &self.board.pits {
            for &n in side {
                eat(n);
            }
        }
        eat(self.reserve[0]);
        eat(self.reserve[1]);
        eat(self.board.kuu[0] as u8);
        eat(self.board.kuu[1] as u8);
        eat(self.turn);
        eat(self.reserved.unwrap_or(0xff));
        eat(self.oblige[0].unwrap_or(0xff));
        eat(self.oblige[1].unwrap_or(0xff));
        h
    }

    /// Section 10: after a mtaji takata by `a`, maybe reserve one of the opponent's pits.
    fn hizi_zetu(&mut self, a: Seat) {
        let (ai, bi) = (a as usize, 1 - a as usize);
        let b = &self.board;
        let dirs = Dir::BOTH;
        if (0..16).any(|p| dirs.iter().any(|&d| rules::capture_start(b, bi, p, d))) {
            return;
        }
        let mut threatened: Vec<usize> = Vec::new();
        for p in 0..16 {
            for d in dirs {
                if rules::capture_start(b, ai, p, d) {
                    let q = rules::first_lap_capture(b, ai, p, d).expect("capture");
                    if !threatened.contains(&(7 - q)) {
                        threatened.push(7 - q);
                    }
                }
            }
        }
        if threatened.len() != 1 {
            return;
        }
        let x = threatened[0];
        let front = &b.pits[bi][..8];
        let occupied = front.iter().filter(|&&n| n > 0).count();
        let big = front.iter().filter(|&&n| n > 1).count();
        if (x == KUU && b.kuu[bi]) || occupied == 1 || (big == 1 && front[x] > 1) {
            return;
        }
        self.reserved = Some(x as u8);
        self.oblige[ai] = Some(x as u8);
    }

    /// A game ended: update the match, then either finish or set up the next game.
    fn finish_game(&mut self, winner: Option<Seat>, fx: &mut Recorder) {
        if let Some(w) = winner {
            self.score[w as usize] += 1;
        }
        let decided = match self.mode {
            Mode::Single => true,
            Mode::Match => winner.is_some_and(|w| self.score[w as usize] >= 2),
        };
        self.reserved = None;
        self.oblige = [None; 2];
        self.seen.clear();
        if decided {
            self.result = Some(winner);
            self.turn = self.first;
            self.legal = Legal::NONE;
            fx.push(Effect::GameOver);
            return;
        }
        fx.push(Effect::RoundOver { winner });
        self.game += 1;
        if winner.is_some() {
            self.first = 1 - self.first;
        }
        self.board = Board::initial();
        self.reserve = [START_RESERVE; 2];
        self.turn = self.first;
        self.hand = 0;
        self.find_legal();
    }

    /// Plays a move, writing its effects to `fx`; on a refusal nothing has changed. The move
    /// is found in the legal moves (found once per position) and simulated once more, with
    /// effects only when `fx` keeps them.
    fn play_into(&mut self, mv: &Move, fx: &mut Recorder) -> Result<(), Refusal> {
        if self.result.is_some() {
            return Err(Refusal::GameOver);
        }
        if mv.pit.owner != self.turn {
            return Err(Refusal::NotYourPit {
                pit: mv.pit,
                owner: if mv.pit.owner == SOUTH {
                    "south"
                } else {
                    "north"
                },
                mover: if self.turn == SOUTH { "south" } else { "north" },
            });
        }
        if !self.legal.moves.contains(mv) {
            return Err(self.explain(mv, self.legal.group));
        }
        let mover = self.turn;
        let me = mover as usize;
        let nemo = self.reserve[me] > 0;
        let start = self.legal.start(mv, nemo);
        let ctx = Ctx {
            mover,
            nemo,
            reserved: self.reserved.map(|x| x as usize),
            safari: mv.safari,
            record: fx.on(),
        };
        // Kept only in the mtaji stage (a nemo move is irreversible).
        let prev_key = if nemo { 0 } else { self.key() };
        let kuus_before = self.board.kuu;
        let SimResult::Ended(done) = rules::simulate(&mut self.board, start, &ctx) else {
            unreachable!("a listed move ends");
        };
        for e in done.effects {
            fx.push(e);
        }
        if nemo {
            self.reserve[me] -= 1;
        }
        self.reserved = None;
        self.oblige[me] = None;
        if done.hamna {
            self.hand = done.hand;
            self.finish_game(Some(mover), fx);
            return Ok(());
        }
        self.turn = 1 - mover;
        if !nemo && !done.capture_move {
            self.hizi_zetu(mover);
        }
        if nemo || kuus_before != self.board.kuu {
            self.seen.clear();
        } else {
            self.seen.push(prev_key);
        }
        self.find_legal();
        if !self.has_legal_move() {
            self.finish_game(Some(mover), fx);
        } else if self.repetitions() >= 3 {
            self.finish_game(None, fx);
        }
        Ok(())
    }

    /// Why `mv` is not legal here (it is not in the legal list).
    fn explain(&self, mv: &Move, group: Option<Group>) -> Refusal {
        let me = self.turn as usize;
        let pit = mv.pit;
        let here = self.seeds(pit);
        let nemo = self.reserve[me] > 0;
        let t = self.turn_info();
        // Is the move a candidate of some group (before the never-ending test)?
        let groups = rules::groups(&self.board, &t);
        let found = groups.iter().find_map(|(g, cs)| {
            cs.iter()
                .find(|c| c.pit == mv.pit && c.action == mv.action)
                .map(|c| (*g, rules::start_of(c, *g, nemo)))
        });
        if let Some((g, start)) = found {
            let ctx = Ctx {
                mover: self.turn,
                nemo,
                reserved: t.reserved,
                safari: mv.safari,
                record: false,
            };
            match rules::simulate(&mut self.board.clone(), start, &ctx) {
                SimResult::NeverEnds => return Refusal::NeverEnds { mv: *mv },
                SimResult::NeedsDecision => return Refusal::NeedsDecision { mv: *mv },
                SimResult::Ended(f) => {
                    if mv.safari.is_some() && !nemo {
                        return Refusal::NoDecision {
                            detail: "in the mtaji stage a lap ending in the kuu always goes on: leave out :stop / :safari",
                        };
                    }
                    if mv.safari.is_some() && !f.decision {
                        return Refusal::NoDecision {
                            detail: "this move never stops in your kuu: leave out :stop / :safari",
                        };
                    }
                }
            }
            if let Some(lg) = group {
                if g == Group::Capture && lg == Group::Capture {
                    if let Some(x) = t.oblige {
                        return Refusal::HiziZetuObligation {
                            pit: Pit::from_loop(1 - self.turn, x),
                        };
                    }
                }
                if lg == Group::Capture {
                    return Refusal::CaptureCompulsory;
                }
                return match lg {
                    Group::KuuFirst => Refusal::KuuFirst,
                    Group::Front => Refusal::FrontFirst,
                    Group::NemoPits => Refusal::NemoPit {
                        kuu: self.board.kuu[me],
                    },
                    _ => Refusal::Illegal { mv: *mv },
                };
            }
            return Refusal::Illegal { mv: *mv };
        }
        // Not a candidate at all: say what is wrong with it.
        match mv.action {
            Action::Capture(k) => {
                if !nemo {
                    return Refusal::NotNemo;
                }
                if here == 0 {
                    return Refusal::EmptyPit { pit, capture: true };
                }
                let facing = pit.facing().expect("front");
                if self.seeds(facing) == 0 {
                    return Refusal::NoCapture { facing, pit };
                }
                let central = (3..=6).contains(&pit.col);
                if central && k.is_none() {
                    return Refusal::ChooseKichwa { pit };
                }
                Refusal::KichwaFixed { pit }
            }
            Action::Sow(d) => {
                if mv.safari.is_some() {
                    return Refusal::NoDecision {
                        detail: "only a nemo capture can stop in or continue from the kuu",
                    };
                }
                if self.reserved == Some(pit.loop_index() as u8) && pit.row == Row::Front {
                    return Refusal::Reserved { pit };
                }
                if nemo && pit.row == Row::Back {
                    return Refusal::NemoFront;
                }
                if nemo && here == 0 {
                    return Refusal::EmptyPit {
                        pit,
                        capture: false,
                    };
                }
                if !nemo && here < 2 {
                    return Refusal::Singleton { pit, here };
                }
                if pit.row == Row::Front
                    && rules::outward_from_lone_kichwa(&self.board, me, pit.loop_index(), d)
                {
                    return Refusal::FrontRowEmpty { pit };
                }
                if !nemo && rules::first_lap_capture(&self.board, me, pit.loop_index(), d).is_none()
                {
                    if let Some(Group::Capture) = group {
                        return Refusal::CaptureCompulsory;
                    }
                }
                Refusal::Illegal { mv: *mv }
            }
        }
    }
}

impl Game for BaoLaKete {
    type Move = Move;
    type Text = notation::Text;
    const NAME: &'static str = "bao-la-kete";
    const WIRE_ID: u8 = 3;

    fn variants() -> &'static [Variant] {
        &VARIANTS
    }

    fn new(options: &Options) -> Result<Self, ParseError> {
        let mode = match options.variant.as_deref() {
            None | Some("match") => Mode::Match,
            Some("single") => Mode::Single,
            Some(v) => {
                return Err(ParseError::new(format!(
                    "bao-la-kete has no variant \"{v}\" (match, single)"
                )))
            }
        };
        if options.players.is_some_and(|p| p != 2) {
            return Err(ParseError::new("bao-la-kete is for two players"));
        }
        if options.balls.is_some() {
            return Err(ParseError::new("bao-la-kete has no balls option"));
        }
        let first = match options.first {
            None | Some(0) => SOUTH,
            Some(1) => NORTH,
            Some(s) => {
                return Err(ParseError::new(format!(
                    "first: seat {s} does not exist (0 = south, 1 = north)"
                )))
            }
        };
        Ok(BaoLaKete::start(mode, first))
    }

    /// The players change sides, so that the one who did not begin this match (or game)
    /// begins the next with the same first side (ruling B6 and section 12, carried on).
    fn rematch(&self, options: &Options) -> Rematch {
        Rematch {
            options: options.clone(),
            swap: true,
        }
    }

    fn seats(&self) -> usize {
        2
    }

    fn seat_name(&self, seat: Seat) -> String {
        if seat == SOUTH { "south" } else { "north" }.to_string()
    }

    fn to_move(&self) -> ToMove {
        match self.result {
            None => ToMove::Seat(self.turn),
            Some(Some(w)) => ToMove::Over(Outcome::winner(2, w)),
            Some(None) => ToMove::Over(Outcome::draw(2)),
        }
    }

    fn mover(&self) -> Mover {
        match self.result {
            None => Mover::Seat(self.turn),
            Some(_) => Mover::Over,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.legal.moves.to_vec()
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend_from_slice(&self.legal.moves);
    }

    fn pick_legal(&self, _: &mut Vec<Move>, pick: &mut dyn FnMut(usize) -> usize) -> Option<Move> {
        let moves = &self.legal.moves;
        (!moves.is_empty()).then(|| moves[pick(moves.len())])
    }

    fn play(&mut self, mv: &Move) -> Result<Effects, IllegalMove> {
        let mut fx = Recorder::recording();
        self.play_into(mv, &mut fx)
            .map_err(|why| IllegalMove::new(mv, why))?;
        Ok(fx.into_effects())
    }

    fn play_quiet(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        self.play_into(mv, &mut Recorder::quiet())
            .map_err(|why| IllegalMove::new(mv, why))
    }
}
