//! The site's link tools for its game screen ([`LinkTools`]): "Share", the bar of a game opened
//! from a link, a game by link, the review's analysis and "Change players". They are wired here,
//! apart from each of them, and passed to the screen by the shell; an embed's bundle passes
//! none. (Browser only.)
#![cfg(target_arch = "wasm32")]

use super::review::Reviewed;
use super::screen::LinkTools;
use super::session::Session;
use super::share::Share;
use crate::ui::i18n::{t, Lang, LinkT};
use crate::ui::kit::notice::Notice;
use std::rc::Rc;
use yew::prelude::*;

/// The site's link tools for its game screen (see [`LinkTools`]).
pub const TOOLS: LinkTools = LinkTools {
    share: share_button,
    linked_bar,
    saved: |lang| t(lang, LinkT::LinkSaved),
    by_link: super::bylink::panel,
    analysis: analysis_panel,
    #[cfg(feature = "site")]
    players: super::players::panel,
    // An embed's bundle has no "Change players" (nor these tools).
    #[cfg(not(feature = "site"))]
    players: |_, _, _| Html::default(),
};

fn analysis_panel(a: super::screen::AnalysisArgs) -> Html {
    html! { <super::analysis::AnalysisPanel ..a /> }
}

fn share_button(
    session: &Rc<Session>,
    at: Reviewed,
    lang: Lang,
    on_notice: Callback<Notice>,
) -> Html {
    html! { <Share session={session.clone()} at={at} lang={lang} on_notice={on_notice} /> }
}

fn linked_bar(lang: Lang, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <div id="linked" class="banner linked" role="status">
            <span>{t(lang, LinkT::LinkedGame)}</span>
            <button type="button" id="play-from-here" class="btn primary" {onclick}>
                {t(lang, LinkT::PlayFromHere)}
            </button>
        </div>
    }
}
