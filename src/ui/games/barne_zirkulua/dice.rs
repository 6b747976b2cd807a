//! The Barne-zirkulua dice as the board shows them, as plain Rust: which faces are up, the entry
//! rolls of this turn, whether they are an earlier turn's (`dice_show`), and the animation's
//! frames (the dice's tumble, a ball's path). No rules are decided here. Tested natively.

use crate::engine::Effect;
use crate::games::barne_zirkulua::{BarneZirkulua, Move, Opt, OptState, Phase};
use crate::games::Member;
use crate::ui::kit::step::Step;

/// Frames of the dice tumble (one frame per [`FRAME_MS`]).
pub const TUMBLE_FRAMES: usize = 8;
/// Milliseconds per animation frame (one field of a ball's path).
pub const FRAME_MS: u32 = 65;

/// The dice as the centre of the board shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceShow {
    /// The number die (2..=12), if it has been rolled.
    pub number: Option<u8>,
    /// The option die (not rolled for entry rolls).
    pub option: Option<Opt>,
    /// Whether the rolled option has been used or stored.
    pub option_spent: bool,
    /// Entry rolls used in this turn (0..=3).
    pub tries: u8,
    /// The number die shows an entry roll.
    pub entry: bool,
    /// The dice belong to an earlier turn (shown dimmed).
    pub stale: bool,
    /// Index in the history of the step that rolled them (keys the tumble animation).
    pub step: Option<usize>,
}

fn is_entry(step: &Step) -> bool {
    matches!(BarneZirkulua::move_of(&step.mv), Some(Move::EntryRoll(_)))
}

/// Which dice to show, from the position and the moves played (oldest first: a slice's or a
/// history's steps).
pub fn dice_show<'a, H>(game: &BarneZirkulua, history: H) -> DiceShow
where
    H: IntoIterator<Item = &'a Step>,
    H::IntoIter: DoubleEndedIterator + ExactSizeIterator + Clone,
{
    let history = history.into_iter();
    let Some(i) = history
        .clone()
        .rposition(|s| s.effects.iter().any(|e| matches!(e, Effect::Rolled { .. })))
    else {
        return DiceShow::default();
    };
    let step = history.clone().nth(i).expect("rposition found it");
    let mut show = DiceShow {
        step: Some(i),
        ..DiceShow::default()
    };
    for e in &step.effects {
        if let Effect::Rolled { die, face } = e {
            match die {
                0 => show.number = Some(*face),
                _ => show.option = Opt::ALL.get(face.wrapping_sub(1) as usize).copied(),
            }
        }
    }
    show.entry = is_entry(step);
    // Entry rolls of this turn: a run of entry rolls, cut where an earlier turn's failed third
    // roll passed the turn.
    let passed = |s: &Step| s.effects.iter().any(|e| matches!(e, Effect::Passed { .. }));
    let entries_before = |end: usize| {
        history
            .clone()
            .take(end)
            .rev()
            .take_while(|s| is_entry(s) && !passed(s))
            .count() as u8
    };
    show.tries = if show.entry {
        entries_before(i) + 1
    } else {
        entries_before(i)
    };
    show.stale = match game.phase() {
        Phase::Action(t) => {
            show.option_spent = t.option_state != OptState::Unused;
            false
        }
        Phase::Entry { n, .. } => *n == 0,
        Phase::Roll => !show.entry,
        Phase::Start | Phase::Over { .. } => true,
    } || passed(step);
    show
}

#[cfg(test)]
mod tests {
    use super::super::describe::describe;
    use super::super::view::status;
    use super::super::view::tests::{game, play, played};
    use super::*;
    use crate::ui::i18n::Lang;

    /// The number, the tries, entry and stale of the dice shown.
    fn shown(g: &BarneZirkulua, h: &[Step]) -> (Option<u8>, u8, bool, bool) {
        let d = dice_show(g, h);
        (d.number, d.tries, d.entry, d.stale)
    }

    #[test]
    fn entry_tries_and_the_dice_are_shown_and_what_is_owed_is_said() {
        let mut g = game("basic");
        let mut h = Vec::new();
        assert_eq!(dice_show(&g, &h), DiceShow::default());
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "Yellow has no ball on the track: a VI or XII brings one out (try 1 of 3)."
        );
        play(&mut g, &mut h, "entry:4");
        assert_eq!(shown(&g, &h), (Some(4), 1, true, false));
        play(&mut g, &mut h, "entry:6");
        assert_eq!(shown(&g, &h), (Some(6), 2, true, false));
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "Yellow: roll the dice."
        );
        play(&mut g, &mut h, "roll:8:double");
        let d = dice_show(&g, &h);
        assert_eq!(
            (d.number, d.option, d.tries, d.entry, d.stale),
            (Some(8), Some(Opt::Double), 2, false, false)
        );
        let lines = status(&g, Lang::En, true, None);
        assert_eq!(lines[1], "The 8 must still be used.");
        play(&mut g, &mut h, "double:8");
        assert!(dice_show(&g, &h).option_spent);
        assert_eq!(
            status(&g, Lang::En, true, None)[1],
            "The parts 8 and 8 must still be used."
        );
        assert_eq!(describe(&g, &h[2], Lang::En), "Dice: VIII and Double (×II)");
        assert_eq!(
            describe(&g, &h[1], Lang::En),
            "Entry roll: VI, Yellow 1 comes out"
        );
        assert_eq!(describe(&g, &h[3], Lang::En), "Yellow doubles the 8");
        assert_eq!(
            status(&g, Lang::Eu, true, None)[1],
            "Zati hauek oraindik erabili behar dira: 8 eta 8."
        );
    }

    #[test]
    fn a_failed_entry_of_the_last_turn_is_not_counted_for_the_next() {
        let (mut g, mut h) = played(
            "basic",
            &[
                "entry:6",
                "roll:4:half",
                "y1+4",
                "entry:2",
                "entry:4",
                "entry:2",
            ],
        );
        // Black's third try failed: the turn passed to Yellow, whose dice are due.
        assert_eq!(shown(&g, &h), (Some(2), 3, true, true));
        play(&mut g, &mut h, "roll:8:dir");
        assert_eq!(shown(&g, &h), (Some(8), 0, false, false));
        assert_eq!(
            describe(&g, &h[5], Lang::En),
            "Entry roll: II, no ball comes out; the turn passes"
        );
    }
}
