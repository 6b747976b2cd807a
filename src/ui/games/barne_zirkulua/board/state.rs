//! The board's state: the hooks (selection, preview, focus, the "fast" setting, the animation
//! frames) and what one render derives from them and the position (the click and keyboard rules).

use super::super::dice::{FRAME_MS, TUMBLE_FRAMES};
use super::super::geom;
use super::super::picks;
use super::BarneBoardProps;
use crate::engine::{Effect, Game};
use crate::games::barne_zirkulua::board::START_CODE;
use crate::games::barne_zirkulua::{BallRef, BarneZirkulua, Loc, Move, Phase};
use crate::ui::kit::anim::{reduced_motion, use_frames, Frames};
use crate::ui::kit::board::Ids;
use crate::ui::kit::step::Step;
use crate::ui::kit::storage;
use yew::prelude::*;

/// The localStorage key of the "fast dice and moves" setting.
pub const FAST_KEY: &str = "mahai.v1.settings.fast";

fn read_fast() -> bool {
    storage::get(FAST_KEY)
        .ok()
        .flatten()
        .is_some_and(|v| v == "1" || v == "true")
}

/// The hook state of the board.
pub struct Ui {
    pub selected: UseStateHandle<Option<BallRef>>,
    /// The move under the pointer or the keyboard focus: its effect is previewed.
    pub hover: UseStateHandle<Option<Move>>,
    pub focus: UseStateHandle<Option<u16>>,
    pub fast: UseStateHandle<bool>,
    pub frames: Frames,
    pub motion: bool,
    /// How many frames the last step takes.
    pub last_frames: usize,
}

/// The board's hooks. A new position clears the selection and the preview; a new move plays
/// its effects frame by frame (an undo or a reload shows the end state), and meanwhile the board
/// takes no input and the dice and the computer wait.
#[hook]
pub fn use_ui(props: &BarneBoardProps) -> Ui {
    let selected = use_state(|| None::<BallRef>);
    let hover = use_state(|| None::<Move>);
    let focus = use_state(|| None::<u16>);
    let fast = use_state(read_fast);
    {
        let selected = selected.clone();
        let hover = hover.clone();
        use_effect_with(props.game.clone(), move |_| {
            selected.set(None);
            hover.set(None);
        });
    }
    let motion = !*fast && !reduced_motion();
    let last_frames = props.last.as_deref().map(frames_of).unwrap_or(0);
    let frames = use_frames(
        props.own.moves_played,
        last_frames,
        FRAME_MS,
        motion,
        props.frame.on_busy.clone(),
    );
    Ui {
        selected,
        hover,
        focus,
        fast,
        frames,
        motion,
        last_frames,
    }
}

/// How many frames the effects of a step take to play.
fn frames_of(step: &Step) -> usize {
    let mut n = 0;
    for e in &step.effects {
        match e {
            Effect::Moved { path, .. } => n = n.max(path.len()),
            Effect::Rolled { .. } => n = n.max(TUMBLE_FRAMES),
            _ => {}
        }
    }
    n
}

/// What one render knows: the position, the frame, and what a person may do.
pub struct Ctx<'a> {
    pub game: &'a BarneZirkulua,
    pub last: Option<&'a Step>,
    pub goal16: bool,
    /// The frame drawn, and whether the animation runs.
    pub f: usize,
    pub animating: bool,
    /// The dice are still tumbling (targets wait for them).
    pub tumbling: bool,
    pub can_act: bool,
    pub legal: Vec<Move>,
    pub movable: Vec<BallRef>,
    pub pending: Option<BallRef>,
    pub sel: Option<BallRef>,
    pub targets: Vec<(u16, Move)>,
    /// Entry or exit, played by a click on the mover's start area.
    pub start_move: Option<Move>,
    pub mover_corner: u8,
    /// Every ball with where it is and its seat.
    pub balls: Vec<(BallRef, Loc, u8)>,
    /// The position after the previewed move.
    pub preview: Option<BarneZirkulua>,
    pub ids: Ids<'a>,
}

impl<'a> Ctx<'a> {
    pub fn new(props: &'a BarneBoardProps, ui: &Ui) -> Ctx<'a> {
        let game = &*props.game;
        let last = props.last.as_deref();
        let (f, animating) = (ui.frames.index(), ui.frames.busy());
        let tumbling = animating
            && f < TUMBLE_FRAMES
            && last.is_some_and(|s| s.effects.iter().any(|e| matches!(e, Effect::Rolled { .. })));
        let can_act =
            props.frame.interactive && !animating && !matches!(game.phase(), Phase::Over { .. });
        let (legal, movable) = if can_act {
            (game.legal_moves(), picks::movable_balls(game))
        } else {
            (Vec::new(), Vec::new())
        };
        let pending = picks::pending_ball(game);
        let sel = selection(can_act, pending, *ui.selected, &movable);
        // Targets appear once the dice have settled.
        let targets = sel
            .filter(|_| !tumbling)
            .map(|b| picks::targets_of_ball(game, b))
            .unwrap_or_default();
        let start_move = legal
            .iter()
            .find(|m| matches!(m, Move::Enter))
            .or_else(|| legal.iter().find(|m| matches!(m, Move::Exit)))
            .copied();
        let preview = (*ui.hover).filter(|_| can_act).and_then(|mv| {
            let mut g2 = game.clone();
            g2.play(&mv).ok().map(|_| g2)
        });
        Ctx {
            game,
            last,
            goal16: game.config().goal16,
            f,
            animating,
            tumbling,
            can_act,
            legal,
            movable,
            pending,
            sel,
            targets,
            start_move,
            mover_corner: game.seat_corner(game.turn()),
            balls: all_balls(game),
            preview,
            ids: Ids(&props.frame.ids),
        }
    }

    /// The code of the field (or start area) a ball is on.
    fn ball_code(&self, b: BallRef) -> Option<u16> {
        self.balls
            .iter()
            .find(|(r, _, _)| *r == b)
            .map(|(r, l, _)| geom::loc_code(*r, *l))
    }

    /// The codes the keyboard focus walks through: the movable balls, the targets, the start
    /// area when it can be entered or left.
    pub fn focusables(&self) -> Vec<u16> {
        let mut codes: Vec<u16> = self
            .movable
            .iter()
            .filter_map(|b| self.ball_code(*b))
            .collect();
        codes.extend(self.targets.iter().map(|(c, _)| *c));
        if self.start_move.is_some() {
            codes.push(START_CODE + self.mover_corner as u16);
        }
        crate::engine::short_sort::sort(&mut codes);
        codes.dedup();
        codes
    }
}

/// The selected ball: the one a pending move is about, else the chosen one if it can still move,
/// else the only one that can.
fn selection(
    can_act: bool,
    pending: Option<BallRef>,
    chosen: Option<BallRef>,
    movable: &[BallRef],
) -> Option<BallRef> {
    if !can_act {
        None
    } else if pending.is_some() {
        pending
    } else if let Some(s) = chosen.filter(|s| movable.contains(s)) {
        Some(s)
    } else if movable.len() == 1 {
        Some(movable[0])
    } else {
        None
    }
}

fn all_balls(game: &BarneZirkulua) -> Vec<(BallRef, Loc, u8)> {
    let mut balls = Vec::new();
    for s in 0..game.seats() as u8 {
        for (i, loc) in game.balls(s).iter().enumerate() {
            balls.push((game.ball_ref(s, i as u8), *loc, s));
        }
    }
    balls
}

/// What a click or Enter on a code does: a target plays its move, a movable ball is selected
/// (or let go), the mover's start area enters or leaves; anything else clears the selection.
/// A click that plays nothing on a ball or on the mover's start area says why (the rules'
/// refusal).
pub fn activate(cx: &Ctx, ui: &Ui, props: &BarneBoardProps) -> Callback<u16> {
    let selected = ui.selected.clone();
    let (on_move, on_refuse) = (props.frame.on_move.clone(), props.frame.on_refuse.clone());
    let game = props.game.clone();
    let targets = cx.targets.clone();
    let movable = cx.movable.clone();
    let balls = cx.balls.clone();
    let (can_act, sel, start_move) = (cx.can_act, cx.sel, cx.start_move);
    let start_code = START_CODE + cx.mover_corner as u16;
    Callback::from(move |code: u16| {
        if !can_act {
            return;
        }
        if let Some((_, mv)) = targets.iter().find(|(c, _)| *c == code) {
            selected.set(None);
            on_move.emit((*mv).into());
            return;
        }
        let here = balls
            .iter()
            .find(|(b, l, _)| geom::loc_code(*b, *l) == code && !matches!(l, Loc::Start));
        if let Some((b, _, _)) = here.filter(|(b, _, _)| movable.contains(b)) {
            selected.set(if sel == Some(*b) { None } else { Some(*b) });
            return;
        }
        match start_move.filter(|_| code == start_code) {
            Some(mv) => on_move.emit(mv.into()),
            None => {
                selected.set(None);
                let why = match here {
                    Some((b, _, _)) => picks::why_not_ball(&game, *b),
                    None if code == start_code => game.as_ref().clone().play(&Move::Enter).err(),
                    None => None,
                };
                if let Some(why) = why {
                    on_refuse.emit(why);
                }
            }
        }
    })
}

/// Keyboard: the arrows walk the focus through `codes` (round), Enter or Space activate the
/// focused code, Escape lets the selection go.
pub fn keydown(ui: &Ui, activate: &Callback<u16>, codes: Vec<u16>) -> Callback<KeyboardEvent> {
    let focus = ui.focus.clone();
    let selected = ui.selected.clone();
    let activate = activate.clone();
    Callback::from(move |e: KeyboardEvent| {
        let key = e.key();
        let n = codes.len();
        let pos = (*focus).and_then(|c| codes.iter().position(|x| *x == c));
        match key.as_str() {
            "ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" if n > 0 => {
                e.prevent_default();
                let fwd = key == "ArrowRight" || key == "ArrowDown";
                let next = match (pos, fwd) {
                    (None, _) => 0,
                    (Some(p), true) => (p + 1) % n,
                    (Some(p), false) => (p + n - 1) % n,
                };
                focus.set(Some(codes[next]));
            }
            "Enter" | " " => {
                e.prevent_default();
                if let Some(c) = *focus {
                    activate.emit(c);
                }
            }
            "Escape" => selected.set(None),
            _ => {}
        }
    })
}
