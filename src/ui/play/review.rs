//! Going back through a game: the review bar (first / previous / next / last, a slider, where
//! the review stands), the arrow keys, and "continue from here". Reviewing never changes the
//! game: the screen draws the position after the reviewed ply, and leaving review shows the live
//! position again.

/// Where a review stands: `None` is the live position; `Some(k)` the position after `k` moves
/// (`k` below the number of moves played).
pub type Reviewed = Option<usize>;

/// The review ply a key asks for, from `at` in a game of `len` moves; `None` for other keys.
pub fn step_for_key(key: &str, at: Reviewed, len: usize) -> Option<Reviewed> {
    let now = at.unwrap_or(len);
    let to = match key {
        "ArrowLeft" => now.checked_sub(1)?,
        "ArrowRight" if at.is_some() => now + 1,
        "Home" => 0,
        "End" => len,
        _ => return None,
    };
    Some(live_or(to, len))
}

/// `ply` as a review point: at or past the last move is the live position.
pub fn live_or(ply: usize, len: usize) -> Reviewed {
    (ply < len).then_some(ply)
}

#[cfg(target_arch = "wasm32")]
pub use web::{key_is_taken, ReviewBar};

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{live_or, Reviewed};
    use crate::ui::i18n::{t, tf, Lang, T};
    use wasm_bindgen::JsCast;
    use yew::prelude::*;

    #[derive(Properties, PartialEq)]
    pub struct ReviewProps {
        pub at: Reviewed,
        /// Moves played so far.
        pub len: usize,
        pub lang: Lang,
        pub on_go: Callback<Reviewed>,
        /// Starts a new game from the reviewed position (`None`: not offered, e.g. in an embed).
        #[prop_or_default]
        pub on_branch: Option<Callback<usize>>,
    }

    /// The review bar under the board.
    #[function_component(ReviewBar)]
    pub fn review_bar(p: &ReviewProps) -> Html {
        let lang = p.lang;
        let now = p.at.unwrap_or(p.len);
        let go = |to: usize| {
            let on_go = p.on_go.clone();
            let len = p.len;
            Callback::from(move |_: MouseEvent| on_go.emit(live_or(to, len)))
        };
        let slide = {
            let on_go = p.on_go.clone();
            let len = p.len;
            Callback::from(move |e: InputEvent| {
                let value = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .and_then(|i| i.value().parse::<usize>().ok());
                if let Some(v) = value {
                    on_go.emit(live_or(v, len));
                }
            })
        };
        let button = |id: &'static str, glyph: &'static str, key: T, to: usize, off: bool| {
            html! {
                <button type="button" class="btn small" id={id} onclick={go(to)} disabled={off}
                    aria-label={t(lang, key)} title={t(lang, key)}>{glyph}</button>
            }
        };
        let at_text = if now == 0 {
            t(lang, T::ReviewStart).to_string()
        } else {
            tf(lang, T::ReviewAt, &[&now.to_string(), &p.len.to_string()])
        };
        let extra = match p.at {
            None => html! {},
            Some(k) => {
                let back = {
                    let on_go = p.on_go.clone();
                    Callback::from(move |_: MouseEvent| on_go.emit(None))
                };
                let branch = p.on_branch.clone().map(|on_branch| {
                    let onclick = Callback::from(move |_: MouseEvent| on_branch.emit(k));
                    html! {
                        <button type="button" class="btn small" id="review-branch" {onclick}>
                            {t(lang, T::ContinueHere)}
                        </button>
                    }
                });
                html! {
                    <div class="review-actions">
                        <button type="button" class="btn small primary" id="review-live" onclick={back}>
                            {t(lang, T::BackToGame)}
                        </button>
                        {branch}
                    </div>
                }
            }
        };
        let last = p.len;
        html! {
            <div class={classes!("review", p.at.map(|_| "reviewing"))} id="review">
                <div class="review-row">
                    {button("review-first", "|◀", T::ReviewFirst, 0, now == 0)}
                    {button("review-prev", "◀", T::ReviewPrev, now.saturating_sub(1), now == 0)}
                    <input type="range" id="review-slider" min="0" max={last.to_string()}
                        value={now.to_string()} oninput={slide} disabled={last == 0}
                        aria-label={at_text.clone()} aria-valuetext={at_text.clone()} />
                    {button("review-next", "▶", T::ReviewNext, now + 1, now >= last)}
                    {button("review-last", "▶|", T::ReviewLast, last, now >= last)}
                </div>
                <p class="review-at" aria-live="polite">{at_text}</p>
                {extra}
            </div>
        }
    }

    /// Whether a key press belongs to something else: a form field, or a board (its arrow keys
    /// move the focus between points).
    pub fn key_is_taken(e: &KeyboardEvent) -> bool {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return true;
        }
        e.target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| {
                el.closest("input, select, textarea, [role=application], svg")
                    .ok()
                    .flatten()
            })
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_walk_through_the_game_and_back_to_the_live_position() {
        // Live, 5 moves played: ← goes to the position before the last move.
        assert_eq!(step_for_key("ArrowLeft", None, 5), Some(Some(4)));
        assert_eq!(step_for_key("ArrowLeft", Some(1), 5), Some(Some(0)));
        assert_eq!(step_for_key("ArrowLeft", Some(0), 5), None);
        // → past the last reviewed ply is the live position again.
        assert_eq!(step_for_key("ArrowRight", Some(3), 5), Some(Some(4)));
        assert_eq!(step_for_key("ArrowRight", Some(4), 5), Some(None));
        assert_eq!(step_for_key("ArrowRight", None, 5), None);
        assert_eq!(step_for_key("Home", None, 5), Some(Some(0)));
        assert_eq!(step_for_key("End", Some(2), 5), Some(None));
        assert_eq!(step_for_key("x", Some(2), 5), None);
        // No moves yet: nothing to review.
        assert_eq!(step_for_key("ArrowLeft", None, 0), None);
        assert_eq!(step_for_key("Home", None, 0), Some(None));
    }
}
