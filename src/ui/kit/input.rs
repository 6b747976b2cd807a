//! Board input shared by the boards: the select → target rule over a game's legal (from, to)
//! pairs, where a tap goes ([`route`]), and a keyboard focus that moves over the board's points.
//!
//! The rule is plain Rust ([`pick`]): the engine hands the board its legal pairs, a click on a
//! point is an intent, and the rule turns it into a selection or a move. The board never decides
//! legality. The hooks keep the selection and the focus in component state.
//!
//! Where a tap goes is plain Rust too: a board lists its places as [`Spot`]s (what, where in the
//! `viewBox`, how far its own hit circle reaches) and [`route`] picks the one a tap is for, so
//! that every legal place has a 40 px hit area on a phone however small it is drawn. In the
//! browser, `svg_point` turns a pointer event into `viewBox` units and `tapped` puts the two
//! together with the element the event was dispatched on.

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

/// A place a tap may be for: what it is, its centre in `viewBox` units, and the radius of its
/// own hit circle.
pub type Spot<P> = (P, f32, f32, f32);

/// Half the smallest hit area a legal place gets, in CSS px: a 40 px disc.
pub const MIN_HIT_PX: f32 = 20.0;

fn dist2<P>(s: &Spot<P>, x: f32, y: f32) -> f32 {
    (s.1 - x) * (s.1 - x) + (s.2 - y) * (s.2 - y)
}

/// The spot nearest to `(x, y)` among those whose reach holds it; `reach` gives a spot's reach
/// from the radius of its own circle.
pub fn nearest<P: Copy>(
    spots: impl IntoIterator<Item = Spot<P>>,
    x: f32,
    y: f32,
    reach: impl Fn(f32) -> f32,
) -> Option<P> {
    let mut best: Option<(P, f32)> = None;
    for s in spots {
        let (d, r) = (dist2(&s, x, y), reach(s.3));
        if d <= r * r && best.is_none_or(|(_, b)| d < b) {
            best = Some((s.0, d));
        }
    }
    best.map(|(p, _)| p)
}

/// The place a tap at `(x, y)` (in `viewBox` units) is for, on a board drawn at `scale` CSS px
/// per unit. `own` is the place whose element the event was dispatched on (if any), `legal` says
/// which places do something now, `piece` the radius of the piece drawn on a place (0: none).
///
/// The ruling:
/// - an event dispatched on a place's element away from that place's circle (assistive
///   technology activating the element, a script) is for that place;
/// - a tap on a drawn piece that does nothing now is about that piece (so the board can say
///   why it cannot move);
/// - otherwise the nearest legal place within [`MIN_HIT_PX`] CSS px (or its own circle, if
///   larger): every legal place has a 40 px disc where no other legal place is nearer, and where
///   two are closer than that a tap goes to the nearer;
/// - failing that, the place under the finger (its own circle), if any.
pub fn route<P: Copy + PartialEq>(
    spots: impl IntoIterator<Item = Spot<P>>,
    (x, y): (f32, f32),
    scale: f32,
    own: Option<P>,
    legal: impl Fn(P) -> bool,
    piece: impl Fn(P) -> f32,
) -> Option<P> {
    let far = MIN_HIT_PX / scale.max(0.01);
    // One pass: whether the own place's circle holds the point, the place under it, and the
    // nearest legal place within reach, each with its squared distance.
    let mut on_own = false;
    let mut under: Option<(P, f32)> = None;
    let mut best: Option<(P, f32)> = None;
    for s in spots {
        let d = dist2(&s, x, y);
        let held = d <= s.3 * s.3;
        on_own |= held && own == Some(s.0);
        if held && under.is_none_or(|(_, b)| d < b) {
            under = Some((s.0, d));
        }
        let r = s.3.max(far);
        if d <= r * r && best.is_none_or(|(_, b)| d < b) && legal(s.0) {
            best = Some((s.0, d));
        }
    }
    if own.is_some() && !on_own {
        return own;
    }
    if let Some((u, d)) = under {
        let r = piece(u);
        if d <= r * r && r > 0.0 && !legal(u) {
            return under.map(|(p, _)| p);
        }
    }
    best.or(under).map(|(p, _)| p)
}

#[cfg(target_arch = "wasm32")]
pub use web::*;

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{key_action, pick, KeyAction, Pick};
    use wasm_bindgen::JsCast;
    use yew::prelude::*;

    /// The element an event was dispatched on. Yew delegates events to the document, so this is
    /// the element hit, not the one whose handler runs.
    pub fn target_element(e: &MouseEvent) -> Option<web_sys::Element> {
        e.target()?.dyn_into().ok()
    }

    /// Where a pointer event is in the `viewBox` `0 0 w h` of the `<svg>` element `svg`, and
    /// the board's CSS px per unit. A board is drawn at its `viewBox`'s shape (`.board`: a width,
    /// `height: auto`), so its width alone gives the scale. The event's offset is taken from the
    /// `<svg>` element's box, which is what browsers give for a target inside an `<svg>` (its
    /// shapes have no box of their own): no layout query is needed.
    pub fn svg_point(
        svg: &web_sys::Element,
        e: &MouseEvent,
        (w, _h): (f32, f32),
    ) -> Option<(f32, f32, f32)> {
        let scale = svg.client_width() as f32 / w;
        (scale > 0.0).then(|| {
            let (x, y) = (e.offset_x() as f32, e.offset_y() as f32);
            (x / scale, y / scale, scale)
        })
    }

    /// The place a pointer event on a board of `viewBox` `0 0 w h` is for: the element it was
    /// dispatched on may name its place in `attr` (read by `parse`); `route` gets that place,
    /// the event's point in `viewBox` units and the scale (see [`super::route`]). Without a
    /// point (no board drawn) the event is for the element's place.
    pub fn tapped<P: Copy>(
        e: &MouseEvent,
        size: (f32, f32),
        attr: &str,
        parse: impl Fn(&str) -> Option<P>,
        route: impl FnOnce(Option<P>, (f32, f32), f32) -> Option<P>,
    ) -> Option<P> {
        let el = target_element(e)?;
        let own = el.get_attribute(attr).and_then(|s| parse(&s));
        match el
            .closest("svg")
            .ok()
            .flatten()
            .and_then(|svg| svg_point(&svg, e, size))
        {
            Some((x, y, scale)) => route(own, (x, y), scale),
            None => own,
        }
    }

    /// The place a click on a board of `viewBox` `0 0 w h` is for, among `spots`, whose
    /// elements name their place in `data-at` (its number): the element's own place, or the
    /// nearest `legal` one within reach of the point ([`tapped`], [`super::route`]); `piece`
    /// gives the radius of what stands on a place (0: nothing).
    pub fn tapped_spot<P: Copy + PartialEq + std::str::FromStr>(
        e: &MouseEvent,
        size: (f32, f32),
        spots: impl IntoIterator<Item = super::Spot<P>>,
        legal: impl Fn(P) -> bool,
        piece: impl Fn(P) -> f32,
    ) -> Option<P> {
        tapped(
            e,
            size,
            "data-at",
            |s| s.parse().ok(),
            |own, at, scale| super::route(spots, at, scale, own, legal, piece),
        )
    }

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
    fn a_tap_goes_to_the_nearest_legal_spot() {
        // Three places in a row 4 units apart, own circles of 1.5 units, drawn at 2 px a unit
        // (20 px is 10 units).
        let spots: [Spot<u8>; 3] = [(0, 0.0, 0.0, 1.5), (1, 4.0, 0.0, 1.5), (2, 8.0, 0.0, 1.5)];
        let none = |_: u8| 0.0;
        let only = |k: u8| move |p: u8| p == k;
        // Only 2 legal: a tap on 1 (empty, doing nothing) or 9 units off 2 is for 2.
        assert_eq!(route(spots, (4.0, 0.0), 2.0, None, only(2), none), Some(2));
        assert_eq!(route(spots, (8.0, 9.0), 2.0, None, only(2), none), Some(2));
        assert_eq!(route(spots, (8.0, 10.5), 2.0, None, only(2), none), None);
        // Nothing legal: what is under the finger, else nothing.
        assert_eq!(
            route(spots, (4.5, 0.5), 2.0, None, |_| false, none),
            Some(1)
        );
        assert_eq!(route(spots, (6.0, 0.0), 2.0, None, |_| false, none), None);
        // Two legal places: the nearer.
        let both = |p: u8| p != 1;
        assert_eq!(route(spots, (3.9, 0.0), 2.0, None, both, none), Some(0));
        assert_eq!(route(spots, (4.1, 0.0), 2.0, None, both, none), Some(2));
        // A piece drawn on 1 (radius 1.2) that does nothing now: a tap on it is about it, a tap
        // beside it goes to the legal place.
        let on_1 = |p: u8| if p == 1 { 1.2 } else { 0.0 };
        assert_eq!(route(spots, (4.5, 0.5), 2.0, None, only(2), on_1), Some(1));
        assert_eq!(route(spots, (5.4, 0.0), 2.0, None, only(2), on_1), Some(2));
        // A legal piece is no refusal: the tap on it is for it.
        assert_eq!(route(spots, (4.5, 0.0), 2.0, None, only(1), on_1), Some(1));
        // On a big screen (20 px a unit) the own circle is the reach.
        assert_eq!(route(spots, (8.0, 1.4), 20.0, None, only(2), none), Some(2));
        assert_eq!(route(spots, (8.0, 1.6), 20.0, None, only(2), none), None);
        // An event dispatched on 0's element away from it is for 0; on it, it is routed.
        assert_eq!(
            route(spots, (-50.0, -50.0), 2.0, Some(0), only(2), none),
            Some(0)
        );
        assert_eq!(
            route(spots, (0.5, 0.0), 2.0, Some(0), only(1), none),
            Some(1)
        );
        // Half-way between two spots: neither circle holds it; with a longer reach, the tie goes
        // to the first.
        assert_eq!(nearest(spots, 2.0, 0.0, |r| r), None);
        assert_eq!(nearest(spots, 2.0, 0.0, |_| 2.5), Some(0));
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
