//! The rules page component: the text of [`super::PAGES`], its diagrams drawn by the games' own
//! boards (read-only), a "try it" board and a link to a full game.

use super::{has_page, inline, page_url, parse, Block, Diagram, Inline};
use crate::ui::games;
use crate::ui::i18n::{detail, t, tf, Lang, RulesT};
use crate::ui::kit::notice::message_html;
use crate::ui::kit::seats::SeatKind;
use crate::ui::kit::storage;
use crate::ui::play::embed::{Embed, EmbedSpec};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// The game's registry name.
    pub game: AttrValue,
    pub lang: Lang,
    /// The diagram the address names (`#rules/<game>/fig<n>`): scrolled into view.
    #[prop_or_default]
    pub figure: Option<usize>,
}

fn text_html(text: &str) -> Html {
    inline(text)
        .into_iter()
        .map(|part| match part {
            Inline::Plain(s) => html! { {s.to_string()} },
            Inline::Em(s) => html! { <em>{s.to_string()}</em> },
        })
        .collect()
}

/// A page's text as the browser has it.
#[derive(Clone, PartialEq)]
enum Loaded {
    Loading,
    Text(Rc<str>),
    Failed(String),
}

/// Fetches a text file beside the site.
async fn fetch_text(url: &str) -> Result<String, String> {
    let why = |e: wasm_bindgen::JsValue| crate::ui::play::computer::js_text(&e);
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(why)?;
    let response: web_sys::Response = response.dyn_into().map_err(why)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(why)?)
        .await
        .map_err(why)?;
    text.as_string().ok_or_else(|| "not a text".to_string())
}

/// A whole rules page: its text is fetched from `rules/<game>/<lang>.txt`.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let lang = props.lang;
    let game = props.game.to_string();
    let loaded = use_state_eq(|| Loaded::Loading);
    {
        let loaded = loaded.clone();
        use_effect_with((game.clone(), lang), move |(game, lang)| {
            let stale = Rc::new(Cell::new(false));
            if has_page(game) {
                loaded.set(Loaded::Loading);
                let url = page_url(game, *lang);
                let stale = stale.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let result = fetch_text(&url).await;
                    if !stale.get() {
                        loaded.set(match result {
                            Ok(text) => Loaded::Text(text.into()),
                            Err(why) => Loaded::Failed(why),
                        });
                    }
                });
            }
            move || stale.set(true)
        });
    }
    {
        // Once the text is in, the named diagram is brought into view.
        let ready = matches!(*loaded, Loaded::Text(_));
        use_effect_with((ready, props.figure), |(ready, figure)| {
            let found = figure
                .filter(|_| *ready)
                .and_then(|n| gloo::utils::document().get_element_by_id(&figure_id(n)));
            if let Some(el) = found {
                el.scroll_into_view();
            }
        });
    }
    let home = html! { <a class="btn small leave" href="#">{format!("← {}", t(lang, RulesT::BackHome))}</a> };
    let problem = |text: String, class: &'static str| {
        html! {
            <section class="rules-page">
                <nav class="rules-nav">{home.clone()}</nav>
                <p class={classes!("notice", class)} role="alert">{message_html(lang, &text)}</p>
            </section>
        }
    };
    if !has_page(&game) {
        return problem(t(lang, RulesT::NoPage).to_string(), "error");
    }
    let text = match &*loaded {
        Loaded::Loading => return problem(t(lang, RulesT::Loading).to_string(), "muted"),
        Loaded::Failed(why) => {
            return problem(tf(lang, RulesT::LoadFailed, &[&detail(why)]), "error")
        }
        Loaded::Text(text) => text.clone(),
    };
    let blocks = parse(&text);
    let mut figure = 0;
    let body: Html = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| match b {
            Block::Heading(1, s) => html! { <h1 key={i}>{text_html(s)}</h1> },
            Block::Heading(2, s) => {
                html! { <h2 key={i} id={format!("s{i}")}>{text_html(s)}</h2> }
            }
            Block::Heading(_, s) => html! { <h3 key={i}>{text_html(s)}</h3> },
            Block::Paragraph(s) => html! { <p key={i}>{text_html(s)}</p> },
            Block::List(items) => html! {
                <ul key={i}>{ for items.iter().map(|s| html! { <li>{text_html(s)}</li> }) }</ul>
            },
            Block::Ruling(s) => html! {
                <aside key={i} class="ruling">
                    <strong class="ruling-label">{t(lang, RulesT::Ruling)}</strong>
                    <p>{text_html(s)}</p>
                </aside>
            },
            Block::Diagram(d) => {
                figure += 1;
                html! {
                    <RulesDiagram key={i} game={props.game.clone()} diagram={Rc::new(d.clone())}
                        number={figure} lang={lang} />
                }
            }
        })
        .collect();

    let spec = Rc::new(EmbedSpec {
        game: game.clone(),
        options: Default::default(),
        lang,
        save_key: format!("{}rules.{}", storage::PREFIX, game),
        record: None,
    });
    let play_href = format!("#new/{game}");
    html! {
        <article class="rules-page" id={format!("rules-{game}")} lang={lang.code()}>
            <nav class="rules-nav">
                {home}
                <a class="btn primary play-full" href={play_href.clone()}>{t(lang, RulesT::PlayFull)}</a>
            </nav>
            <div class="rules-text">{body}</div>
            <section class="try-it" id="try-it">
                <h2>{t(lang, RulesT::TryIt)}</h2>
                <p class="muted">{t(lang, RulesT::TryItHelp)}</p>
                <Embed spec={spec} ids={TRY_IDS} />
            </section>
            <p class="rules-end">
                <a class="btn primary play-full" href={play_href}>{t(lang, RulesT::PlayFull)}</a>
            </p>
        </article>
    }
}

/// The id prefix of the "try it" board. Every board on the page has one of its own, so that its
/// ids (`try-board`, `fig3-pt-E1` …) and the references to them stay unique on the page.
const TRY_IDS: &str = "try-";

/// The id of the diagram numbered `number`, which its link (`#rules/<game>/fig<n>`) names.
fn figure_id(number: usize) -> String {
    format!("fig{number}")
}

/// The id prefix of the diagram numbered `number`.
fn diagram_ids(number: usize) -> String {
    format!("fig{number}-")
}

#[derive(Properties, PartialEq)]
pub struct DiagramProps {
    pub game: AttrValue,
    pub diagram: Rc<Diagram>,
    pub number: usize,
    pub lang: Lang,
}

/// The game's own board drawing a prepared diagram, read-only.
fn diagram_board(game: &super::Prepared, lang: Lang, ids: &str) -> Html {
    let seats = vec![SeatKind::Person; game.game.as_dyn().seats()];
    games::read_only_board(&game.game, &game.steps, &seats, lang, html! {}, ids)
}

/// One diagram: the position string drawn by the game's own board, read-only. A before-after
/// diagram draws two boards side by side, each labelled: without its last move (ids
/// `fig<n>b-…`) and with it (the figure's own ids).
#[function_component(RulesDiagram)]
pub fn rules_diagram(props: &DiagramProps) -> Html {
    let lang = props.lang;
    let prepared = {
        let game = props.game.to_string();
        use_memo(props.diagram.clone(), move |d| d.prepare(&game))
    };
    let before = {
        let game = props.game.to_string();
        use_memo(props.diagram.clone(), move |d| {
            d.before().and_then(|b| b.prepare(&game).ok())
        })
    };
    let number = props.number.to_string();
    // The diagram's own address: a link that opens the page at this position.
    let href = format!("#rules/{}/{}", props.game, figure_id(props.number));
    let caption = html! {
        <figcaption>
            <span class="fig-no">{tf(lang, RulesT::Figure, &[&number])}{". "}</span>
            {text_html(&props.diagram.caption)}
            {" "}
            <a class="fig-link" href={href} aria-label={tf(lang, RulesT::FigureLink, &[&number])}
                title={tf(lang, RulesT::FigureLink, &[&number])}>{"#"}</a>
        </figcaption>
    };
    let p = match &*prepared {
        Ok(p) => p,
        Err(msg) => {
            return html! {
                <figure class="rules-diagram diagram-error" role="alert" id={figure_id(props.number)}
                    data-position={props.diagram.position.clone()}>
                    <p class="error">{tf(lang, RulesT::DiagramError, &[msg])}</p>
                    {caption}
                </figure>
            }
        }
    };
    let ids = diagram_ids(props.number);
    let board = diagram_board(p, lang, &ids);
    let boards = match &*before {
        Some(b) => {
            let before_ids = format!("fig{}b-", props.number);
            html! {
                <div class="before-after">
                    <div class="before">
                        <p class="ba-label">{t(lang, RulesT::Before)}</p>
                        {diagram_board(b, lang, &before_ids)}
                    </div>
                    <div class="after">
                        <p class="ba-label">{t(lang, RulesT::After)}</p>
                        {board}
                    </div>
                </div>
            }
        }
        None => board,
    };
    html! {
        <figure class={classes!("rules-diagram", before.is_some().then_some("pair"))} id={figure_id(props.number)}
            data-position={props.diagram.position.clone()}>
            {boards}
            {caption}
        </figure>
    }
}
