//! "Share": a link that opens this game, or the position under review, on any device. The whole
//! record travels in the part of the address after `#` (see [`crate::share::link`]), which the
//! browser never sends to a server. The link is copied to the clipboard where the browser lets
//! the page do so, and is always shown, selected, in a field the player can copy from.

use super::review::Reviewed;
use super::session::Session;
use crate::ui::games;
use crate::ui::i18n::{t, tf, Lang, LinkT};
use crate::ui::kit::clipboard::{copy_status, copy_text, site_address};
use crate::ui::kit::notice::Notice;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub session: Rc<Session>,
    /// The ply under review (`None`: the whole game).
    pub at: Reviewed,
    pub lang: Lang,
    pub on_notice: Callback<Notice>,
}

/// The "Share" button and, once pressed, the link with its "Copy" button.
#[function_component(Share)]
pub fn share(p: &ShareProps) -> Html {
    let lang = p.lang;
    let open = use_state_eq(|| false);
    let copied = use_state_eq(|| None::<bool>);
    let field = use_node_ref();
    // The link follows the game and the review point while the panel is open (packing a long
    // game takes a while: not done for every move nobody shares); a new link has not been
    // copied yet.
    let link = {
        let session = p.session.clone();
        let at = p.at;
        use_memo(
            (
                p.session.saved.record.moves.len(),
                p.session.saved.id.clone(),
                at,
                *open,
            ),
            move |&(_, _, _, open)| {
                open.then(|| {
                    session
                        .link(at.unwrap_or(usize::MAX))
                        .map(|l| site_address(&l))
                })
            },
        )
    };
    {
        let copied = copied.clone();
        use_effect_with(link.clone(), move |_| copied.set(None));
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let copy = {
        let link = link.clone();
        let copied = copied.clone();
        let field = field.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                input.select();
            }
            if let Some(Ok(address)) = link.as_ref() {
                let copied = copied.clone();
                copy_text(address, Callback::from(move |ok| copied.set(Some(ok))));
            }
        })
    };
    {
        // Opening the panel selects the link, ready to be copied by hand.
        let field = field.clone();
        use_effect_with(*open, move |open| {
            if *open {
                if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                    input.select();
                }
            }
        });
    }
    {
        // A game the link format cannot carry (never expected: the game's own moves are
        // packed) is said once, not shown as a broken link.
        let on_notice = p.on_notice.clone();
        let error = link
            .as_ref()
            .as_ref()
            .and_then(|l| l.as_ref().err())
            .cloned();
        use_effect_with((*open, error), move |(open, error)| {
            if let (true, Some(e)) = (*open, error) {
                on_notice.emit(Notice {
                    error: true,
                    text: tf(
                        lang,
                        LinkT::ShareFailed,
                        &[&games::record_error_text(lang, e)],
                    ),
                });
            }
        });
    }
    let what = match p.at {
        None => t(lang, LinkT::ShareGame).to_string(),
        Some(k) => tf(lang, LinkT::SharePosition, &[&k.to_string()]),
    };
    let panel = match (link.as_ref(), *open) {
        (Some(Ok(address)), true) => {
            let status = copy_status(lang, *copied);
            let select_all = Callback::from(|e: FocusEvent| {
                if let Some(input) = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                {
                    input.select();
                }
            });
            html! {
                <div class="share" id="share-panel">
                    <label for="share-link">{what}</label>
                    <div class="share-row">
                        <input id="share-link" type="text" readonly=true value={address.clone()}
                            ref={field} onfocus={select_all} />
                        <button type="button" id="share-copy" class="btn small primary" onclick={copy}>
                            {t(lang, LinkT::CopyLink)}
                        </button>
                    </div>
                    {status}
                    <p class="help muted">{t(lang, LinkT::ShareHelp)}</p>
                </div>
            }
        }
        _ => html! {},
    };
    html! {
        <>
            <button id="share" type="button" class="btn" onclick={toggle}
                aria-expanded={(*open).to_string()}
                aria-controls={(*open && matches!(*link, Some(Ok(_)))).then_some("share-panel")}>
                {t(lang, LinkT::Share)}
            </button>
            {panel}
        </>
    }
}
