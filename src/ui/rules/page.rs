//! The rules page component: the text of [`super::PAGES`], its diagrams drawn by the games' own
//! boards (read-only), a "try it" board and a link to a full game.

use super::{inline, page_text, parse, Block, Diagram, Inline};
use crate::engine::Effect;
use crate::games::AnyGame;
use crate::ui::barne_view;
use crate::ui::boards::bao::BaoBoard;
use crate::ui::boards::barne::BarneBoard;
use crate::ui::boards::fidchell::FidchellBoard;
use crate::ui::boards::jinx::JinxBoard;
use crate::ui::embed::{Embed, EmbedSpec};
use crate::ui::i18n::{t, tf, Lang, RulesT};
use crate::ui::session::{SeatKind, Step};
use crate::ui::storage;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// The game's registry name.
    pub game: AttrValue,
    pub lang: Lang,
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

/// A whole rules page.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let lang = props.lang;
    let game = props.game.to_string();
    let home = html! { <a class="btn small leave" href="#">{format!("← {}", t(lang, RulesT::BackHome))}</a> };
    let Some(text) = page_text(&game, lang) else {
        return html! {
            <section class="rules-page">
                <nav class="rules-nav">{home}</nav>
                <p class="notice error" role="alert">{t(lang, RulesT::NoPage)}</p>
            </section>
        };
    };
    let blocks = parse(text);
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
                <Embed spec={spec} />
            </section>
            <p class="rules-end">
                <a class="btn primary play-full" href={play_href}>{t(lang, RulesT::PlayFull)}</a>
            </p>
        </article>
    }
}

#[derive(Properties, PartialEq)]
pub struct DiagramProps {
    pub game: AttrValue,
    pub diagram: Rc<Diagram>,
    pub number: usize,
    pub lang: Lang,
}

/// The last step that moved something on the board (calls and rolls after it keep it marked).
fn last_board_step(steps: &[Step]) -> Option<usize> {
    steps.iter().rposition(|s| {
        s.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Moved { .. } | Effect::Placed { .. } | Effect::Captured { .. }
            )
        })
    })
}

/// One diagram: the position string drawn by the game's own board, read-only.
#[function_component(RulesDiagram)]
pub fn rules_diagram(props: &DiagramProps) -> Html {
    let lang = props.lang;
    let prepared = {
        let game = props.game.to_string();
        use_memo(props.diagram.clone(), move |d| d.prepare(&game))
    };
    let caption = html! {
        <figcaption>
            <span class="fig-no">{tf(lang, RulesT::Figure, &[&props.number.to_string()])}{". "}</span>
            {text_html(&props.diagram.caption)}
        </figcaption>
    };
    let p = match &*prepared {
        Ok(p) => p,
        Err(msg) => {
            return html! {
                <figure class="rules-diagram diagram-error" role="alert"
                    data-position={props.diagram.position.clone()}>
                    <p class="error">{tf(lang, RulesT::DiagramError, &[msg])}</p>
                    {caption}
                </figure>
            }
        }
    };
    let seats = vec![SeatKind::Person; p.game.as_dyn().seats()];
    let noop = Callback::from(|_: String| ());
    let last_index = last_board_step(&p.steps);
    let last = last_index.map(|i| Rc::new(p.steps[i].clone()));
    let board = match &p.game {
        AnyGame::Jinx(g) => html! {
            <JinxBoard game={Rc::new(g.clone())} last={last} interactive={false}
                seats={seats} lang={lang} on_move={noop} />
        },
        AnyGame::Fidchell(g) => html! {
            <FidchellBoard game={Rc::new(g.clone())} last={last} last_ply={last_index.map_or(0, |i| i + 1)}
                interactive={false} seats={seats} lang={lang} on_move={noop} />
        },
        AnyGame::BaoLaKete(g) => html! {
            <BaoBoard game={Rc::new(g.clone())} last={p.steps.last().cloned().map(Rc::new)}
                interactive={false} seats={seats} lang={lang} on_move={noop} />
        },
        AnyGame::BarneZirkulua(g) => html! {
            <BarneBoard game={Rc::new(g.clone())} last={p.steps.last().cloned().map(Rc::new)}
                moves_played={p.steps.len()} dice={barne_view::dice_show(g, &p.steps)}
                interactive={false} seats={seats} lang={lang} on_move={noop} />
        },
    };
    html! {
        <figure class="rules-diagram" data-position={props.diagram.position.clone()}>
            {board}
            {caption}
        </figure>
    }
}
