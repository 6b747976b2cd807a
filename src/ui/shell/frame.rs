//! What every page of the site shows around its content: the header (the site's name, the
//! language picker) and the notices.

use crate::ui::i18n::{t, Lang, SiteT};
use crate::ui::kit::notice::{message_html, Notice};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct FrameProps {
    pub lang: Lang,
    pub notices: Vec<Notice>,
    pub on_lang: Callback<Lang>,
    /// The notice at this index was dismissed.
    pub on_dismiss: Callback<usize>,
    /// The site's name was clicked.
    pub on_home: Callback<()>,
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Frame)]
pub fn frame(props: &FrameProps) -> Html {
    let lang = props.lang;
    let on_lang = {
        let on_lang = props.on_lang.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            if let Some(lang) = Lang::from_code(&value) {
                on_lang.emit(lang);
            }
        })
    };
    let notices: Html = props
        .notices
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let dismiss = props.on_dismiss.reform(move |_: MouseEvent| i);
            html! {
                <div class={classes!("notice", n.error.then_some("error"))} role="alert">
                    <span>{message_html(lang, &n.text)}</span>
                    <button class="btn small" onclick={dismiss} aria-label={t(lang, SiteT::Close)}>{"×"}</button>
                </div>
            }
        })
        .collect();
    // A new notice is shown where the player looks: scrolled into view if it is not (a failed
    // import at the foot of a phone's page).
    let count = props.notices.len();
    let seen = use_mut_ref(|| 0usize);
    use_effect_with(count, move |count| {
        let grew = *count > *seen.borrow();
        *seen.borrow_mut() = *count;
        if grew {
            scroll_last_notice_into_view();
        }
    });
    let go_home = props.on_home.reform(|e: MouseEvent| e.prevent_default());
    html! {
        <>
            <header class="topbar">
                <a class="brand" href="#" onclick={go_home}>{"Mahai"}</a>
                <label class="lang-pick">
                    <span class="sr-only">{t(lang, SiteT::Language)}</span>
                    <select id="lang" onchange={on_lang} aria-label={t(lang, SiteT::Language)}>
                        { for Lang::ALL.iter().map(|l| html! {
                            <option value={l.code()} selected={*l == lang}>{l.native_name()}</option>
                        }) }
                    </select>
                </label>
            </header>
            <div class="notices">{notices}</div>
            <main>{props.children.clone()}</main>
        </>
    }
}

/// Scrolls the newest notice into view, as little as needed (`block: "nearest"`).
fn scroll_last_notice_into_view() {
    use wasm_bindgen::JsCast;
    let Some(last) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(".notices .notice:last-child")
            .ok()
            .flatten()
    }) else {
        return;
    };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Some(scroll) = js_sys::Reflect::get(&last, &"scrollIntoView".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = scroll.call1(&last, &options);
    }
}
