//! The game screen: the board, the players, the move list, takeback, export and the result.

use super::hint::HintBox;
use super::session::Session;
use super::state::{rolls_by_click, Action, AppState};
use crate::engine::{SeatResult, ToMove};
use crate::games::AnyMove;
use crate::ui::games::{self, BoardArgs};
use crate::ui::i18n::{t, tf, Lang, T};
use crate::ui::kit::download::download;
use crate::ui::kit::notice::Notice;
use crate::ui::kit::storage;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// Set for an embedded board: no way back to the site's start page; instead a "new game"
    /// button that calls this.
    #[prop_or_default]
    pub on_new_game: Option<Callback<()>>,
    /// The game has a rules page to link to (the site; not embeds).
    #[prop_or_default]
    pub rules: bool,
}

/// A game in play: the board, the players, the move list, takeback, export, the result.
#[function_component(PlayView)]
pub fn play_view(props: &PlayProps) -> Html {
    let lang = props.lang;
    let session = &props.session;
    let dispatch = props.dispatch.clone();

    let on_move = {
        let dispatch = dispatch.clone();
        Callback::from(move |mv: AnyMove| {
            dispatch.dispatch(Action::Play {
                mv,
                now: storage::now(),
            })
        })
    };
    let undo = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Undo {
                now: storage::now(),
            })
        })
    };
    let redo = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::Redo {
                now: storage::now(),
            })
        })
    };
    let export = {
        let session = session.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let name = format!("mahai-{}-{}.json", session.game_name(), session.saved.id);
            if let Err(e) = download(&name, &session.saved.record.to_json()) {
                dispatch.dispatch(Action::Notify(Notice {
                    error: true,
                    text: e,
                }));
            }
        })
    };
    let home = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Close))
    };
    // The way out of a game: back to the start page, or (embedded) a new game.
    let (leave, leave_label) = match &props.on_new_game {
        Some(new_game) => (
            new_game.reform(|_: MouseEvent| ()),
            t(lang, T::NewGame).to_string(),
        ),
        None => (home, format!("← {}", t(lang, T::Home))),
    };

    let ui = games::ui_of(&session.game);
    let interactive = session.person_to_move().is_some();

    let moves_html = {
        let items: Vec<Html> = session
            .history
            .iter()
            .enumerate()
            .map(|(i, step)| {
                let text = (ui.describe)(&session.game, step, lang);
                html! { <li key={i}>{text}</li> }
            })
            .collect();
        if items.is_empty() {
            html! { <p class="muted">{t(lang, T::NoMovesYet)}</p> }
        } else {
            html! { <ol id="movelist" class="movelist" reversed=true>{ for items.into_iter().rev() }</ol> }
        }
    };

    let thinking = match session.to_move() {
        ToMove::Seat(s) if session.seat_kind(s).is_computer() => {
            let name = (ui.seat_label)(&session.game, s, lang);
            html! { <p class="thinking">{tf(lang, T::Thinking, &[&name])}</p> }
        }
        _ => html! {},
    };

    let banner = match session.to_move() {
        ToMove::Over(outcome) => {
            let text = if outcome.is_draw() {
                t(lang, T::Draw).to_string()
            } else {
                let names: Vec<String> = outcome
                    .0
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| **r == SeatResult::Win)
                    .map(|(s, _)| (ui.seat_label)(&session.game, s as u8, lang))
                    .collect();
                tf(lang, T::Wins, &[&names.join(", ")])
            };
            html! {
                <div id="result" class="banner" role="status">
                    <strong>{t(lang, T::GameOver)}</strong>
                    <span>{text}</span>
                    <button class="btn" onclick={leave.clone()}>{leave_label.trim_start_matches("← ").to_string()}</button>
                </div>
            }
        }
        _ => html! {},
    };

    let keyboard_help = (ui.key_help)(lang);
    let side = html! {
        <>
            {thinking}
            <HintBox session={session.clone()} lang={lang} on_move={on_move.clone()} />
            <div class="takeback">
                <button id="undo" class="btn" onclick={undo} disabled={!session.can_undo()}>{"↶ "}{t(lang, T::Undo)}</button>
                <button id="redo" class="btn" onclick={redo} disabled={!session.can_redo()}>{"↷ "}{t(lang, T::Redo)}</button>
                <button id="export" class="btn" onclick={export}>{t(lang, T::Export)}</button>
            </div>
            <h2 class="small-title">{t(lang, T::Moves)}</h2>
            {moves_html}
            <p class="help muted">{keyboard_help}</p>
        </>
    };

    let on_busy = {
        let dispatch = dispatch.clone();
        Callback::from(move |busy: bool| dispatch.dispatch(Action::Busy(busy)))
    };

    let roll = if rolls_by_click(session) {
        session.chance_move()
    } else {
        None
    };
    let board = (ui.board)(&BoardArgs {
        game: &session.game,
        history: &session.history,
        seats: &session.saved.seats,
        interactive,
        lang,
        on_move,
        on_busy,
        roll,
        side,
    });

    html! {
        <section class="game-screen">
            <div class="game-head">
                <button class="btn small leave" onclick={leave}>{leave_label}</button>
                <h1>{(ui.title)(lang)}</h1>
                { rules_link(session.game_name(), props.rules, lang) }
            </div>
            {banner}
            {board}
        </section>
    }
}

/// The "Rules" link of the game screen, when the game has a finished page (not in embeds).
fn rules_link(game: &str, has_page: bool, lang: Lang) -> Html {
    if !has_page {
        return html! {};
    }
    html! {
        <a class="btn small rules-link" href={format!("#rules/{game}")}>{t(lang, T::Rules)}</a>
    }
}
