//! Board input shared by the boards: the select → target rule over a game's legal (from, to)
//! pairs, and a keyboard focus that moves over the board's points.
//!
//! The rule is plain Rust ([`pick`]): the engine hands the board its legal pairs, a click on a
//! point is an intent, and the rule turns it into a selection or a move. The board never decides
//! legality. The hooks keep the selection and the focus in component state.

/// What a click on a point does, given the legal (from, to) pairs and the selection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick<P> {
    /// Play from → to.
    Play(P, P),
    /// Select this point (or clear the selection).
    Select(Option<P>),
}

/// The selection if it is still a legal starting point.
pub fn live_selection<P: Copy + Eq>(goes: &[(P, P)], selected: Option<P>) -> Option<P> {
    selected.filter(|s| goes.iter().any(|(f, _)| f == s))
}

/// The points the selected piece may go to.
pub fn targets<P: Copy + Eq>(goes: &[(P, P)], selected: Option<P>) -> Vec<P> {
    match live_selection(goes, selected) {
        Some(s) => goes
            .iter()
            .filter(|(f, _)| *f == s)
            .map(|(_, to)| *to)
            .collect(),
        None => Vec::new(),
    }
}

/// A click on `p`: a target of the selected piece plays the move; another piece that can move
/// is selected (a second click on the selected one lets it go); anything else clears.
pub fn pick<P: Copy + Eq>(goes: &[(P, P)], selected: Option<P>, p: P) -> Pick<P> {
    let sel = live_selection(goes, selected);
    if let Some(s) = sel {
        if goes.contains(&(s, p)) {
            return Pick::Play(s, p);
        }
    }
    if goes.iter().any(|(f, _)| *f == p) {
        Pick::Select(if sel == Some(p) { None } else { Some(p) })
    } else {
        Pick::Select(None)
    }
}

/// What a key does to a board with a focus: move the focus, activate the focused point, or
/// cancel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction<P> {
    Focus(P),
    Activate(P),
    Cancel,
}

/// The action of `key` with the focus on `focus`; `step` moves the focus (arrow keys).
pub fn key_action<P: Copy>(
    focus: P,
    key: &str,
    step: impl Fn(P, &str) -> Option<P>,
) -> Option<KeyAction<P>> {
    if let Some(p) = step(focus, key) {
        return Some(KeyAction::Focus(p));
    }
    match key {
        "Enter" | " " => Some(KeyAction::Activate(focus)),
        "Escape" => Some(KeyAction::Cancel),
        _ => None,
    }
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{key_action, pick, KeyAction, Pick};
    use yew::prelude::*;

    /// A click on `p` under the select → target rule ([`pick`]): a move goes to `play` (and
    /// clears the selection), anything else becomes the selection. `false`: the click was on
    /// nothing that moves now (the board may then say why).
    pub fn pick_or_select<P: Copy + Eq>(
        goes: &[(P, P)],
        sel: Option<P>,
        p: P,
        selected: &UseStateHandle<Option<P>>,
        play: impl FnOnce(P, P),
    ) -> bool {
        let pick = pick(goes, sel, p);
        match pick {
            Pick::Play(from, to) => {
                selected.set(None);
                play(from, to);
            }
            Pick::Select(s) => selected.set(s),
        }
        pick != Pick::Select(None) || sel == Some(p)
    }

    /// A click on the point `p` of a board: the keyboard focus moves there (to `at`) and the
    /// point is activated.
    pub fn click_at<F: Clone + 'static, P: Copy + 'static>(
        focus: &UseStateHandle<F>,
        at: F,
        activate: &Callback<P>,
        p: P,
    ) -> Callback<MouseEvent> {
        let focus = focus.clone();
        let activate = activate.clone();
        Callback::from(move |_: MouseEvent| {
            focus.set(at.clone());
            activate.emit(p);
        })
    }

    /// A selection that a new position clears (`position` changes).
    #[hook]
    pub fn use_selection<P: Copy + 'static, D: PartialEq + Clone + 'static>(
        position: D,
    ) -> UseStateHandle<Option<P>> {
        let selected = use_state(|| None::<P>);
        {
            let selected = selected.clone();
            use_effect_with(position, move |_| selected.set(None));
        }
        selected
    }

    /// The keyboard focus of a board: arrow keys move it with `step`, Enter or Space activate
    /// the focused point, Escape calls `on_cancel`. Returns the focus and the key handler.
    #[hook]
    pub fn use_focus_keys<P: Copy + PartialEq + 'static>(
        start: P,
        step: fn(P, &str) -> Option<P>,
        on_activate: Callback<P>,
        on_cancel: Callback<()>,
    ) -> (UseStateHandle<P>, Callback<KeyboardEvent>) {
        let focus = use_state(|| start);
        let onkeydown = {
            let focus = focus.clone();
            Callback::from(
                move |e: KeyboardEvent| match key_action(*focus, &e.key(), step) {
                    Some(KeyAction::Focus(p)) => {
                        e.prevent_default();
                        focus.set(p);
                    }
                    Some(KeyAction::Activate(p)) => {
                        e.prevent_default();
                        on_activate.emit(p);
                    }
                    Some(KeyAction::Cancel) => on_cancel.emit(()),
                    None => {}
                },
            )
        };
        (focus, onkeydown)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOES: &[(u8, u8)] = &[(1, 2), (1, 3), (4, 5)];

    #[test]
    fn a_click_selects_plays_or_clears() {
        assert_eq!(pick(GOES, None, 1), Pick::Select(Some(1)));
        assert_eq!(pick(GOES, Some(1), 3), Pick::Play(1, 3));
        assert_eq!(pick(GOES, Some(1), 1), Pick::Select(None));
        assert_eq!(pick(GOES, Some(1), 4), Pick::Select(Some(4)));
        assert_eq!(pick(GOES, Some(1), 9), Pick::Select(None));
        // A selection that is no longer legal is no selection: 5 is not a target of it.
        assert_eq!(pick(GOES, Some(7), 5), Pick::Select(None));
        assert_eq!(targets(GOES, Some(1)), vec![2, 3]);
        assert_eq!(targets(GOES, Some(7)), Vec::<u8>::new());
    }

    #[test]
    fn keys_move_activate_or_cancel() {
        let step = |p: u8, k: &str| (k == "ArrowRight").then_some(p + 1);
        assert_eq!(key_action(3, "ArrowRight", step), Some(KeyAction::Focus(4)));
        assert_eq!(key_action(3, "Enter", step), Some(KeyAction::Activate(3)));
        assert_eq!(key_action(3, " ", step), Some(KeyAction::Activate(3)));
        assert_eq!(key_action(3, "Escape", step), Some(KeyAction::Cancel));
        assert_eq!(key_action(3, "x", step), None);
    }
}
