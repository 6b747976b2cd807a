//! The game screen: the board, the players, the move list, takeback, export, the share link and
//! the result.

use super::hint::HintBox;
use super::movelist;
use super::review::{self, key_is_taken, ReviewBar, Reviewed};
use super::session::Session;
use super::state::{fresh_id, fresh_seed, rolls_by_click, Action, AppState};
use super::words::{in_words, InWords};
use crate::ai::analysis::Mark;
use crate::engine::{IllegalMove, ToMove};
use crate::games::{AnyGame, AnyMove};
use crate::ui::games::{self, BoardArgs};
use crate::ui::i18n::{t, tf, with_detail, Lang, T};
use crate::ui::kit::board::BoardFrame;
use crate::ui::kit::download::download;
use crate::ui::kit::notice::Notice;
use crate::ui::kit::step::History;
use crate::ui::kit::storage;
use crate::ui::kit::words::cell;
use std::rc::Rc;
#[cfg(feature = "site")]
use wasm_bindgen::JsCast;
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
    /// The prefix of the board's element ids (`BoardArgs::ids`): empty but on a page with other
    /// boards (the rules pages' "try it" board).
    #[prop_or_default]
    pub ids: AttrValue,
    /// The site's links: its share button, the bar over a game opened from a link (see
    /// [`super::site_tools::TOOLS`]). Passed in, not named here, so that an embed's bundle, which
    /// has neither, does not carry them.
    #[prop_or_default]
    pub links: Option<LinkTools>,
    /// The board is animating the last move: the banner of a finished game waits until the
    /// picture has caught up.
    #[prop_or_default]
    pub busy: bool,
}

/// What the game screen draws of links, when it is the site's.
#[derive(Clone, Copy)]
pub struct LinkTools {
    /// The share button: the game, the ply under review, the language, where to report.
    pub share: fn(&Rc<Session>, Reviewed, Lang, Callback<Notice>) -> Html,
    /// The bar over a game opened from a link, with its "Play from here".
    pub linked_bar: fn(Lang, Callback<MouseEvent>) -> Html,
    /// What is said once a link's game is played on: it is saved now.
    pub saved: fn(Lang) -> &'static str,
    /// The panel of play by link (and its start, before a game's first move).
    pub by_link: fn(&Rc<Session>, Lang, UseReducerDispatcher<AppState>) -> Html,
    /// The review's analysis below the board: the chart of every seat's chance, the note of
    /// the reviewed ply, the luck of the dice.
    pub analysis: fn(AnalysisArgs) -> Html,
    /// "Change players": who plays each seat from now on.
    pub players: fn(&Rc<Session>, Lang, UseReducerDispatcher<AppState>) -> Html,
}

/// What the analysis below the board is drawn from (see [`LinkTools::analysis`]).
#[derive(Properties, PartialEq)]
pub struct AnalysisArgs {
    pub session: Rc<Session>,
    /// The ply under review.
    pub at: Reviewed,
    pub lang: Lang,
    /// Go to a ply (a click on the chart).
    pub on_go: Callback<Reviewed>,
    /// The marks of the move list changed.
    pub on_marks: Callback<Marks>,
    /// Show this move on the board in place of the one played at this ply (`None`: the move
    /// played).
    pub on_show: Callback<Option<(usize, AnyMove)>>,
    /// The board shows the preferred move now.
    pub showing: bool,
}

/// The marks of the move list, one per ply: the mark and its name in the page's language.
pub type Marks = Rc<Vec<Option<(Mark, &'static str)>>>;

/// A screen's link tools never change: one set for the site's whole life.
impl PartialEq for LinkTools {
    fn eq(&self, _: &LinkTools) -> bool {
        true
    }
}

/// A game in play: the board, the players, the move list, takeback, export, the result.
#[function_component(PlayView)]
pub fn play_view(props: &PlayProps) -> Html {
    let lang = props.lang;
    let session = &props.session;
    let dispatch = props.dispatch.clone();
    let embedded = props.on_new_game.is_some();

    let review = use_review(session);
    let (at, len) = (review.at, session.history.len());
    let marks = use_state(Marks::default);
    let on_key = use_review_keys(at, len, embedded, review.go.clone());
    let (sound_on, sound_switch) = super::sounds::use_sound_switch(embedded, lang);
    super::sounds::use_move_sounds(session, sound_on);
    // Why the last click on the board played nothing: shown until the next move.
    let refused = use_state(|| None::<(usize, AttrValue)>);
    let on_refuse = {
        let refused = refused.clone();
        Callback::from(move |e: IllegalMove| {
            refused.set(Some((len, games::refusal_sentence(lang, &e).into())))
        })
    };
    let refusal = (*refused)
        .clone()
        .filter(|(k, _)| *k == len && at.is_none())
        .map(|(_, why)| why);
    let links = props.links;
    // Playing on from a reviewed move is the site's (an embed keeps one game).
    #[cfg(not(feature = "site"))]
    let on_branch: Option<Callback<usize>> = None;
    #[cfg(feature = "site")]
    let on_branch = (!embedded).then(|| branch_callback(session, &dispatch, &review, links, lang));

    let on_move = {
        let dispatch = dispatch.clone();
        Callback::from(move |mv: AnyMove| {
            dispatch.dispatch(Action::Play {
                mv,
                ply: len,
                now: storage::now(),
            })
        })
    };

    let ui = games::ui_of(&session.game);
    let interactive = session.person_to_move().is_some() && !session.linked;

    let moves_open = use_state(|| false);
    // A screen is drawn in steps, on the site and in an embed: see `use_drawn` (and, on the
    // site, whose games can be long, `use_first_entry`).
    let stage = use_drawn();
    // Built once per state of the game and language, not at every render (a review step, the
    // analysis's marks, the board's animation): a long game's list is hundreds of entries.
    let entries = use_memo((SameSession(session.clone()), lang), |(s, lang)| {
        movelist::entries(ui, &s.0.game, &s.0.history, *lang)
    });
    #[cfg(feature = "site")]
    let first = use_first_entry(entries.len()).min(entries.len());
    #[cfg(not(feature = "site"))]
    let first = 0;
    let list_ref = use_list_scroll(len, at.is_some(), first == 0);
    let drawn = &entries[first..];
    let moves_html = move_list(session, drawn, lang, at, &marks, &review.go, list_ref);

    use_turn_title(session, ui, lang, embedded);
    // A game from a link is looked through; it is played on as a saved game of its own.
    let linked_bar = match (&on_branch, links, session.linked) {
        // (A game by link shown for a moment before its friend's last moves is not one.)
        (Some(on_branch), Some(links), true) if session.saved.by_link.is_none() => {
            let ply = at.unwrap_or(len);
            (links.linked_bar)(lang, on_branch.reform(move |_: MouseEvent| ply))
        }
        _ => html! {},
    };
    let share = links.map(|links| {
        let d = dispatch.clone();
        (links.share)(
            session,
            at,
            lang,
            Callback::from(move |n| d.dispatch(Action::Notify(n))),
        )
    });
    let by_link = links.map(|links| (links.by_link)(session, lang, dispatch.clone()));
    let players = links.map(|links| (links.players)(session, lang, dispatch.clone()));
    let show_hint = {
        let better = review.better.clone();
        Callback::from(move |mv: Option<AnyMove>| better.set(mv.map(|mv| (len + 1, mv))))
    };
    let side = html! {
        <>
            {thinking_line(session, ui, lang)}
            {by_link}
            if !session.linked && session.saved.by_link.is_none() {
                <HintBox session={session.clone()} lang={lang} on_move={on_move.clone()}
                    on_show={show_hint} showing={review.showing_hint} />
            }
            <div class="takeback">
                {takeback_buttons(session, lang, &dispatch)}
                <button id="export" class="btn" onclick={export_callback(session, lang, &dispatch)}>{t(lang, T::Export)}</button>
                {sound_switch}
                {share}
            </div>
            {players}
            {text_html("h2 class=\"small-title\"", t(lang, T::Moves))}
            {moves_html}
            <ReviewBar at={at} len={len} lang={lang} on_go={review.go.clone()} on_branch={on_branch} />
            {text_html("p class=\"help muted\"", &format!("{} {}", ui.key_help(lang), t(lang, T::ReviewHelp)))}
        </>
    };

    let on_busy = {
        let dispatch = dispatch.clone();
        Callback::from(move |busy: bool| dispatch.dispatch(Action::Busy(busy)))
    };

    let roll = if rolls_by_click(session) && at.is_none() && !session.linked {
        session.chance_move()
    } else {
        None
    };
    // The analysis and the board in words come a task after a screen's first render.
    let analysis = links
        .filter(|_| stage >= Drawn::Panels)
        .map(|links| analysis_panel(links, session, &review, &marks, lang));
    let shown = review.shown();
    let words = (stage >= Drawn::Panels).then(|| {
        in_words(InWords {
            session,
            lang,
            interactive,
            on_move: &on_move,
            shown: shown.map(|(game, _)| game),
            open: &moves_open,
            ids: crate::ui::kit::board::Ids(&props.ids),
        })
    });
    let board = match shown {
        // The position after the reviewed ply, its move marked as the boards mark the last one.
        Some((game, history)) => {
            games::read_only_board(game, history, &session.saved.seats, lang, side, &props.ids)
        }
        None => ui.board(&BoardArgs {
            game: &session.game,
            history: &session.history,
            roll,
            frame: BoardFrame {
                interactive,
                seats: session.saved.seats.clone(),
                lang,
                on_move,
                on_busy,
                on_refuse,
                refusal,
                side,
                sketch: stage < Drawn::Whole,
                ids: props.ids.clone(),
            },
        }),
    };

    html! {
        <section class={classes!("game-screen", matches!(session.to_move(), ToMove::Over(_)).then_some("over"))} onkeydown={embedded.then_some(on_key)}>
            <div class="game-head">
                {leave_button(props, lang)}
                <h1>{ui.title(lang)}</h1>
                { rules_link(session.game_name(), props.rules, lang) }
            </div>
            {linked_bar}
            {result_banner(props, lang)}
            {board}
            {words}
            {analysis}
        </section>
    }
}

/// A session compared by identity: the reducer makes a new one for every change, so the same
/// one is the same game state (and holding it keeps its address from being reused).
struct SameSession(Rc<Session>);

impl PartialEq for SameSession {
    fn eq(&self, other: &SameSession) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What the screen reviews: the ply looked at, and the position the board shows in place of the
/// game in play (a reviewed ply, or a move the computer names there).
struct Review {
    /// The ply looked at, if any (past the last move, as after an undo, is live again).
    at: Reviewed,
    /// The ply looked at, as it is kept (`at` without the check against the game's length).
    #[cfg(feature = "site")]
    looked_at: UseStateHandle<Option<usize>>,
    /// A move the computer names, shown on the board in place of ply `k`: the move it preferred
    /// at a reviewed ply, or the hint for the next ply (`k` one past the last move).
    better: UseStateHandle<Option<(usize, AnyMove)>>,
    /// Go to a ply (`None`: the game in play), forgetting the computer's move.
    go: Callback<Reviewed>,
    /// The board shows the hint.
    showing_hint: bool,
    /// The position and history after the reviewed ply.
    reviewed: Rc<Option<(AnyGame, History)>>,
    /// The position and history after the computer's move in place of its ply.
    alternative: Rc<Option<(AnyGame, History)>>,
}

impl Review {
    /// What the board shows in place of the game in play, if anything.
    fn shown(&self) -> Option<&(AnyGame, History)> {
        self.alternative
            .as_ref()
            .as_ref()
            .or(self.reviewed.as_ref().as_ref())
    }
}

/// The review's state of a game screen (see [`Review`]).
#[hook]
fn use_review(session: &Rc<Session>) -> Review {
    let looked_at = use_state(|| None::<usize>);
    let len = session.history.len();
    let at: Reviewed = (*looked_at).filter(|&k| k < len);
    let reviewed = use_memo((session.saved.id.clone(), at, len), {
        let session = session.clone();
        move |(_, at, _)| at.and_then(|k| Some((session.game_at(k)?, session.history.truncated(k))))
    });
    let better = use_state(|| None::<(usize, AnyMove)>);
    let go = {
        let looked_at = looked_at.clone();
        let better = better.clone();
        Callback::from(move |to: Reviewed| {
            better.set(None);
            looked_at.set(to)
        })
    };
    let now = at.unwrap_or(len);
    let shown_better = (*better)
        .clone()
        .filter(|(k, _)| (*k == now && *k > 0) || (*k == len + 1 && at.is_none()));
    let showing_hint = shown_better.as_ref().is_some_and(|(k, _)| *k == len + 1);
    let alternative = use_memo((session.saved.id.clone(), shown_better), {
        let session = session.clone();
        move |(_, shown)| {
            let (k, mv) = shown.as_ref()?;
            let (_, step, game) = session.step_with(k - 1, mv)?;
            let mut history = session.history.truncated(k - 1);
            history.push(step);
            Some((game, history))
        }
    });
    Review {
        at,
        #[cfg(feature = "site")]
        looked_at,
        better,
        go,
        showing_hint,
        reviewed,
        alternative,
    }
}

/// The review's analysis below the board (the site's [`LinkTools::analysis`]), which marks the
/// move list and shows the computer's preferred moves on the board.
fn analysis_panel(
    links: LinkTools,
    session: &Rc<Session>,
    review: &Review,
    marks: &UseStateHandle<Marks>,
    lang: Lang,
) -> Html {
    let on_marks = {
        let marks = marks.clone();
        Callback::from(move |m: Marks| marks.set(m))
    };
    let on_show = {
        let better = review.better.clone();
        Callback::from(move |shown: Option<(usize, AnyMove)>| better.set(shown))
    };
    (links.analysis)(AnalysisArgs {
        session: session.clone(),
        at: review.at,
        lang,
        on_go: review.go.clone(),
        on_marks,
        on_show,
        showing: review.alternative.is_some() && !review.showing_hint,
    })
}

/// Plays on from a reviewed ply, as a new saved game (the site's).
#[cfg(feature = "site")]
fn branch_callback(
    session: &Rc<Session>,
    dispatch: &UseReducerDispatcher<AppState>,
    review: &Review,
    links: Option<LinkTools>,
    lang: Lang,
) -> Callback<usize> {
    let session = session.clone();
    let dispatch = dispatch.clone();
    let looked_at = review.looked_at.clone();
    Callback::from(move |ply: usize| {
        if let Some(branch) = session.branch(ply, fresh_id(), storage::now()) {
            looked_at.set(None);
            dispatch.dispatch(Action::Open(Box::new(branch)));
            // A link's game was not saved: it now is, as a game of its own.
            let text = match links.filter(|_| session.linked) {
                Some(links) => (links.saved)(lang).to_string(),
                None => tf(lang, T::Branched, &[&ply.to_string()]),
            };
            dispatch.dispatch(Action::Notify(Notice { error: false, text }));
        }
    })
}

/// The way out of a game: back to the start page, or (embedded) a new game.
fn leave_button(props: &PlayProps, lang: Lang) -> Html {
    let (leave, label) = match &props.on_new_game {
        Some(new_game) => (
            new_game.reform(|_: MouseEvent| ()),
            t(lang, T::NewGame).to_string(),
        ),
        None => {
            let dispatch = props.dispatch.clone();
            (
                Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Close)),
                format!("← {}", t(lang, T::Home)),
            )
        }
    };
    html! { <button class="btn small leave" onclick={leave}>{label}</button> }
}

/// An element with no handlers holding `text`, handed to Yew as HTML text (far less code than
/// the element as a Yew node): `tag` is the opening tag's inside (`p class="help"`).
fn text_html(tag: &str, text: &str) -> Html {
    let mut out = String::new();
    cell(&mut out, tag, text);
    Html::from_html_unchecked(out.into())
}

/// "… is thinking" while a computer seat is to move.
fn thinking_line(session: &Session, ui: &'static dyn games::GameUi, lang: Lang) -> Html {
    match session.to_move() {
        ToMove::Seat(s) if session.seat_kind(s).is_computer() => {
            let name = ui.seat_label(&session.game, s, lang);
            text_html("p class=\"thinking\"", &tf(lang, T::Thinking, &[&name]))
        }
        _ => html! {},
    }
}

/// Undo and redo, with why undo is off (not in a game by link or from a link).
fn takeback_buttons(
    session: &Session,
    lang: Lang,
    dispatch: &UseReducerDispatcher<AppState>,
) -> Option<Html> {
    if session.linked || session.saved.by_link.is_some() {
        return None;
    }
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
    Some(html! {
        <>
            <button id="undo" class="btn" onclick={undo} disabled={!session.can_undo()}
                aria-describedby={(!session.can_undo()).then_some("undo-why")}>{"↶ "}{t(lang, T::Undo)}</button>
            // Redo is there only when something was taken back.
            if session.can_redo() {
                <button id="redo" class="btn" onclick={redo}>{"↷ "}{t(lang, T::Redo)}</button>
            }
            if !session.can_undo() {
                <span id="undo-why" class="why">{t(lang, T::NothingToUndo)}</span>
            }
        </>
    })
}

/// Downloads the game as a record file; a failure is said in a notice.
fn export_callback(
    session: &Rc<Session>,
    lang: Lang,
    dispatch: &UseReducerDispatcher<AppState>,
) -> Callback<MouseEvent> {
    let session = session.clone();
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| {
        let name = format!("mahai-{}-{}.json", session.game_name(), session.saved.id);
        if let Err(e) = download(&name, &session.export_json()) {
            dispatch.dispatch(Action::Notify(Notice {
                error: true,
                text: with_detail(t(lang, T::DownloadFailed), &e),
            }));
        }
    })
}

/// The result, once a game is over and its last move has been shown, with "play again" (the
/// next game of the same players) and "new game".
fn result_banner(props: &PlayProps, lang: Lang) -> Html {
    let session = &props.session;
    if !matches!(session.to_move(), ToMove::Over(_)) || props.busy {
        return html! {};
    }
    let dispatch = &props.dispatch;
    let text = session.end_text(lang).unwrap_or_default();
    // Play again: the next game of the same players; a game by link is not one.
    let again = (!session.linked && session.saved.by_link.is_none()).then(|| {
        let session = session.clone();
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            match session.rematch(fresh_id(), fresh_seed(), storage::now()) {
                Ok(next) => dispatch.dispatch(Action::Open(Box::new(next))),
                Err(text) => dispatch.dispatch(Action::Notify(Notice { error: true, text })),
            }
        })
    });
    // New game: the game's new-game dialog (its last choices filled in); embedded, the
    // embed's own start again.
    let new_game = match &props.on_new_game {
        Some(new_game) => new_game.reform(|_: MouseEvent| ()),
        #[cfg(not(feature = "site"))]
        None => Callback::noop(),
        #[cfg(feature = "site")]
        None => {
            let hash = format!("new/{}", session.game_name());
            Callback::from(move |_: MouseEvent| {
                let _ = gloo::utils::window().location().set_hash(&hash);
            })
        }
    };
    html! {
        <div id="result" class="banner" role="status">
            {Html::from_html_unchecked({
                let mut out = String::new();
                cell(&mut out, "strong", t(lang, T::GameOver));
                cell(&mut out, "span class=\"result-text\"", &text);
                out.into()
            })}
            <span class="banner-actions">
                if let Some(again) = again {
                    <button id="play-again" class="btn primary" onclick={again}>{t(lang, T::PlayAgain)}</button>
                }
                <button id="result-new" class="btn" onclick={new_game}>{t(lang, T::NewGame)}</button>
            </span>
        </div>
    }
}

/// The review's keys (arrows, Home, End) as a handler; on the site it also hears them anywhere
/// on the page, while an embedded board hears only the keys pressed inside it (a page may hold
/// several).
#[hook]
fn use_review_keys(
    at: Reviewed,
    len: usize,
    embedded: bool,
    go: Callback<Reviewed>,
) -> Callback<KeyboardEvent> {
    #[cfg(not(feature = "site"))]
    let _ = embedded;
    let on_key = Callback::from(move |e: KeyboardEvent| {
        if key_is_taken(&e) {
            return;
        }
        if let Some(to) = review::step_for_key(&e.key(), at, len) {
            e.prevent_default();
            go.emit(to);
        }
    });
    // The site's game screen hears them anywhere on the page (an embed only within itself).
    #[cfg(feature = "site")]
    {
        let on_key = on_key.clone();
        use_effect_with((at, len, embedded), move |(_, _, embedded)| {
            let listener = (!*embedded).then(|| {
                // Not passive: the keys it takes do not also scroll the page.
                let options = gloo::events::EventListenerOptions::enable_prevent_default();
                let window = gloo::utils::window();
                gloo::events::EventListener::new_with_options(&window, "keydown", options, {
                    move |e| {
                        if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                            on_key.emit(e.clone());
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    on_key
}

/// The tab says whose turn it is when a person is to move (the site only: an embed leaves its
/// host page's title alone).
#[hook]
#[cfg(not(feature = "site"))]
fn use_turn_title(
    _session: &Session,
    _ui: &'static dyn games::GameUi,
    _lang: Lang,
    _embedded: bool,
) {
}

/// The site's tab title says whose turn it is (an embed leaves its page's title alone).
#[hook]
#[cfg(feature = "site")]
fn use_turn_title(session: &Session, ui: &'static dyn games::GameUi, lang: Lang, embedded: bool) {
    let title = match session.person_to_move() {
        Some(seat) => tf(
            lang,
            T::TitleTurn,
            &[&ui.seat_label(&session.game, seat, lang), ui.title(lang)],
        ),
        None => ui.title(lang).to_string(),
    };
    use_effect_with((title, embedded), |(title, embedded)| {
        let document = (!*embedded).then(gloo::utils::document);
        if let Some(d) = &document {
            d.set_title(&format!("{title} — Mahai"));
        }
        move || {
            if let Some(d) = document {
                d.set_title("Mahai");
            }
        }
    });
}

/// Keeps the newest move of the list `list_ref` in sight as the game goes on (the list reads
/// oldest first), and the reviewed one while reviewing; again once the list is `whole`.
#[hook]
fn use_list_scroll(len: usize, reviewing: bool, whole: bool) -> NodeRef {
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with((len, reviewing, whole), move |(_, reviewing, _)| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                if !*reviewing {
                    list.set_scroll_top(list.scroll_height());
                } else if let Ok(Some(current)) = list.query_selector("[aria-current]") {
                    current.scroll_into_view_with_bool(false);
                }
            }
        });
    }
    list_ref
}

/// How many entries of the move list a screen's first render draws, and how many more each
/// task after it (see [`use_first_entry`]).
#[cfg(feature = "site")]
const ENTRIES_STEP: usize = 30;

/// How far a game screen is drawn. The site draws a game screen in steps, so that a game
/// opens without one long task: the first render draws the side panel and only the board's
/// frame (`kit::board::sketch`); a task later come the analysis and the board in words; a task
/// after them, the board. The board's id comes with its drawing, last, so whatever waits for
/// the board (`svg#board`) finds the rest of the screen there too, but for a long game's first
/// moves ([`use_first_entry`]). An embed's screen is drawn in the same steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Drawn {
    /// The first render: the side panel and the board's frame.
    Frame,
    /// The analysis and the board in words too.
    Panels,
    /// The board as well: the screen is whole.
    Whole,
}

/// The screen's [`Drawn`] stage: one step further in each task, from the first render on.
#[hook]
fn use_drawn() -> Drawn {
    let drawn = use_state_eq(|| Drawn::Frame);
    {
        let handle = drawn.clone();
        use_effect_with(*drawn, move |&now| {
            let next = match now {
                Drawn::Frame => Some(Drawn::Panels),
                Drawn::Panels => Some(Drawn::Whole),
                Drawn::Whole => None,
            };
            let later =
                next.map(|next| gloo::timers::callback::Timeout::new(0, move || handle.set(next)));
            move || drop(later)
        });
    }
    *drawn
}

/// The first entry of the move list drawn: in a screen's first render, the one that leaves the
/// last [`ENTRIES_STEP`] of its `total` entries; [`ENTRIES_STEP`] earlier in each task after it,
/// until the list is whole (it is scrolled to its end anyway). A long game's list is hundreds
/// of buttons, too many for one task; the moves played meanwhile are drawn at once.
#[cfg(feature = "site")]
#[hook]
fn use_first_entry(total: usize) -> usize {
    let first = use_state_eq(|| total.saturating_sub(ENTRIES_STEP));
    {
        let first = first.clone();
        let now = *first;
        use_effect_with(now, move |&now| {
            let later = (now > 0).then(|| {
                gloo::timers::callback::Timeout::new(0, move || {
                    first.set(now.saturating_sub(ENTRIES_STEP))
                })
            });
            move || drop(later)
        });
    }
    *first
}

/// The move list, oldest first, each ply a button that shows the position after it (`go`),
/// with the marks of the review's analysis; `at` is the ply under review. `entries` are the
/// list's entries drawn (its last ones while a long list is drawn in steps).
fn move_list(
    session: &Session,
    entries: &[movelist::Entry],
    lang: Lang,
    at: Reviewed,
    marks: &Marks,
    go: &Callback<Reviewed>,
    list_ref: NodeRef,
) -> Html {
    let len = session.history.len();
    let now = at.unwrap_or(len);
    let mut items: Vec<Html> = Vec::new();
    for entry in entries {
        let plies = entry.plies.iter().enumerate().map(|(j, words)| {
            let i = entry.first + j;
            let onclick = {
                let go = go.clone();
                Callback::from(move |_: MouseEvent| go.emit(review::live_or(i + 1, len)))
            };
            let mark = marks.get(i).copied().flatten().map(|(m, name)| html! {
                <span class={classes!("move-mark", m.name())} title={name} aria-label={name}>
                    {m.glyph()}
                </span>
            });
            html! {
                <>
                    if j > 0 { {"; "} }
                    <button type="button" class="ply" data-ply={(i + 1).to_string()}
                        aria-current={(i + 1 == now).then_some("step")} {onclick}>{words.clone()}</button>
                    {mark}
                </>
            }
        });
        if let Some(part) = &entry.part {
            items.push(
                html! { <li key={format!("p{}", entry.first)} class="part">{part.clone()}</li> },
            );
        }
        items.push(html! {
            <li key={entry.first.to_string()} data-ply={(entry.last + 1).to_string()}>
                <span class="ply-no">{format!("{}.", entry.number)}</span>
                <span class="plies">
                    if let Some(player) = &entry.player {
                        <b class="who">{player.clone()}{" — "}</b>
                    }
                    { for plies }
                </span>
            </li>
        });
    }
    if items.is_empty() {
        html! { <p class="muted">{t(lang, T::NoMovesYet)}</p> }
    } else {
        html! { <ol id="movelist" class="movelist" ref={list_ref}>{ for items }</ol> }
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
