//! Playing friends by link, on the site's screens: opening a link (`#p/…`) as the game saved
//! under its id, writing this side's message when its turn is done, and the panel that says
//! whose turn it is and gives the link to send. The rules of it (messages, dice, what to do
//! next) are [`crate::share::corr`]'s.

use super::session::{link_game_id, Session};
use super::state::{fresh_id, fresh_seed, Action, AppState};
use crate::engine::record::RecordError;
use crate::engine::Seat;
use crate::share::corr::{self, Compared, Next};
use crate::ui::games;
use crate::ui::i18n::{errors, t, tf, Lang, LinkT};
use crate::ui::kit::clipboard::{copy_status, copy_text, site_address};
use crate::ui::kit::notice::Notice;
use crate::ui::kit::storage;
use std::rc::Rc;
use yew::prelude::*;

/// The texts of the refusals only links make, then the games' own.
fn codes(lang: Lang, code: &str) -> Option<&'static str> {
    let key = match code {
        corr::TURN_CODE => LinkT::LinkTurn,
        corr::REVEAL_CODE => LinkT::LinkReveal,
        corr::ROLL_CODE => LinkT::LinkRoll,
        _ => return games::refusal_text(lang, code),
    };
    Some(t(lang, key))
}

/// Why a link could not be opened, in `lang` (nothing stored is changed by a refused link).
pub fn link_error_text(lang: Lang, e: &RecordError) -> String {
    tf(
        lang,
        LinkT::LinkProblem,
        &[&errors::record_error_text(lang, e, codes)],
    )
}

/// What opening a link of a game by link comes to: the game to show and what to say.
pub struct Opened {
    pub session: Session,
    pub notice: Option<Notice>,
    /// The game before the friend's last moves, shown first so that they arrive on the board.
    pub before: Option<Session>,
}

/// Opens `packed` (a `#p/` link): a game met for the first time is saved under the link's id,
/// this side playing the seat it was sent to; a newer link of a saved game takes it on; an
/// older one, or the same, changes nothing; another line of play under the same id is kept as
/// a game of its own. Nothing saved is written over but by a link that goes on from it.
pub fn open(lang: Lang, packed: &str) -> Result<Opened, String> {
    let now = storage::now();
    let link = corr::read(packed, crate::games::RULES).map_err(|e| link_error_text(lang, &e))?;
    let id = link_game_id(link.id);
    let say = |key: LinkT| {
        Some(Notice {
            error: false,
            text: t(lang, key).to_string(),
        })
    };
    let stored = storage::get(&format!("{}{id}", storage::GAME_PREFIX))
        .ok()
        .flatten()
        .map(|raw| Session::from_json(&raw));
    let separate = |link: &corr::PlayLink| {
        Session::joined(fresh_id(), link, now)
            .map(|session| Opened {
                before: session.before_last_message(),
                session,
                notice: say(LinkT::LinkOther),
            })
            .map_err(|e| link_error_text(lang, &e))
    };
    match stored {
        // New here: this side joins as the seat the link was sent to.
        None => {
            let session = Session::joined(id, &link, now).map_err(|e| link_error_text(lang, &e))?;
            let seat = session.saved.by_link.as_ref().map_or(0, |b| b.seat());
            let ui = games::ui_of(&session.game);
            let notice = Some(Notice {
                error: false,
                text: tf(
                    lang,
                    LinkT::YouPlay,
                    &[&ui.seat_label(&session.game, seat, lang)],
                ),
            });
            Ok(Opened {
                before: session.before_last_message(),
                session,
                notice,
            })
        }
        // Something unreadable is saved under that name: kept, and the link opens beside it.
        Some(Err(_)) => separate(&link),
        Some(Ok(saved)) => {
            let Some(part) = saved.saved.by_link.as_ref() else {
                return separate(&link);
            };
            match part.compare(&saved.saved.record.moves, &link) {
                Compared::Same => Ok(Opened {
                    session: saved,
                    notice: None,
                    before: None,
                }),
                Compared::Older => Ok(Opened {
                    session: saved,
                    notice: say(LinkT::LinkOlder),
                    before: None,
                }),
                Compared::Newer => saved
                    .take_link(&link, now)
                    .map(|session| Opened {
                        before: session.before_last_message(),
                        session,
                        notice: None,
                    })
                    .map_err(|e| link_error_text(lang, &e)),
                Compared::Diverges => separate(&link),
            }
        }
    }
}

/// Eight fresh random bytes.
fn word() -> corr::Word {
    fresh_seed().to_le_bytes()
}

/// Writes this side's message whenever its part of a turn is done (or its dice wait for the
/// other side's answer), so that the link to send is ready.
#[hook]
pub fn use_by_link(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    let session = state.session.clone();
    let key = session.as_ref().and_then(|s| {
        let b = s.saved.by_link.as_ref()?;
        Some((
            s.saved.id.clone(),
            s.saved.record.moves.len(),
            b.messages.len(),
        ))
    });
    use_effect_with(key, move |_| {
        let Some(s) = session.filter(|s| !s.linked) else {
            return;
        };
        let (Some(next), Some(part)) = (s.by_link_next(), s.saved.by_link.as_ref()) else {
            return;
        };
        let moves = s.saved.record.moves.len();
        if let Next::Send(to) = next {
            if part.must_write(moves, next) {
                let mut part = part.clone();
                part.write(to, moves, s.game.as_dyn().has_dice(), word(), word());
                dispatch.dispatch(Action::ByLink {
                    part: Box::new(part),
                    now: storage::now(),
                });
            }
        }
    });
}

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub on_notice: Callback<Notice>,
}

/// The panel of a game by link: who this side plays, whose turn it is, and the link to send.
#[function_component(ByLinkPanel)]
pub fn by_link_panel(p: &PanelProps) -> Html {
    let lang = p.lang;
    let session = &p.session;
    let copied = use_state_eq(|| None::<bool>);
    let Some(part) = session.saved.by_link.as_ref() else {
        return html! {};
    };
    let ui = games::ui_of(&session.game);
    let name = |seat: Seat| ui.seat_label(&session.game, seat, lang);
    let link = session
        .play_link()
        .and_then(Result::ok)
        .map(|l| site_address(&l));
    {
        let copied = copied.clone();
        use_effect_with(link.clone(), move |_| copied.set(None));
    }
    let (status, send) = match session.by_link_next() {
        Some(Next::Play) => (t(lang, LinkT::YourTurn).to_string(), false),
        Some(Next::Send(to)) => {
            let turn = session.game.as_dyn().turn();
            let mut latest = part.messages.iter().rev();
            let (last, before) = (latest.next(), latest.next());
            // Sending while this side is to move: its dice wait for an answer. Sending to the
            // seat to move just after it sent without moves: this is that answer.
            let asked =
                matches!((last, before), (Some(l), Some(b)) if b.from == to && b.upto == l.upto);
            let key = if turn.is_some_and(|t| part.mine.contains(&t)) {
                LinkT::SendToRoll
            } else if asked && turn == Some(to) && session.game.as_dyn().has_dice() {
                LinkT::SendAnswer
            } else {
                LinkT::SendTo
            };
            (tf(lang, key, &[&name(to)]), true)
        }
        Some(Next::Wait(from)) => (tf(lang, LinkT::WaitFor, &[&name(from)]), false),
        Some(Next::Over) | None => (t(lang, LinkT::ByLinkOver).to_string(), false),
    };
    let field = match (send, link) {
        (true, Some(address)) => {
            let copy = {
                let copied = copied.clone();
                let address = address.clone();
                Callback::from(move |_: MouseEvent| {
                    let copied = copied.clone();
                    copy_text(&address, Callback::from(move |ok| copied.set(Some(ok))));
                })
            };
            // The system share sheet, where the browser has one.
            let can_share =
                js_sys::Reflect::has(&gloo::utils::window().navigator(), &"share".into())
                    .unwrap_or(false);
            let share = can_share.then(|| {
                let address = address.clone();
                let on_notice = p.on_notice.clone();
                let onclick = Callback::from(move |_: MouseEvent| {
                    let data = web_sys::ShareData::new();
                    data.set_url(&address);
                    let promise = gloo::utils::window().navigator().share_with_data(&data);
                    let _ = &on_notice;
                    wasm_bindgen_futures::spawn_local(async move {
                        // Closing the sheet without sharing is no error.
                        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
                    });
                });
                html! {
                    <button type="button" id="by-link-share" class="btn small" {onclick}>
                        {t(lang, LinkT::ShareSheet)}
                    </button>
                }
            });
            let status = copy_status(lang, *copied);
            html! {
                <>
                    <div class="share-row">
                        <input id="by-link-link" type="text" readonly=true value={address}
                            aria-label={t(lang, LinkT::ShareHelp)} />
                        <button type="button" id="by-link-copy" class="btn small primary" onclick={copy}>
                            {t(lang, LinkT::CopyLink)}
                        </button>
                        {share}
                    </div>
                    {status}
                </>
            }
        }
        _ => html! {},
    };
    // Busy while the game is shown as it was before the friend's last moves (see
    // `Session::before_last_message`): those moves are about to be played in.
    html! {
        <div class="by-link share" id="by-link" aria-busy={session.linked.to_string()}>
            <p class="by-link-you">{tf(lang, LinkT::YouPlay, &[&name(part.seat())])}</p>
            <p class="by-link-status" id="by-link-status" role="status">{status}</p>
            {field}
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct StartProps {
    pub session: Rc<Session>,
    pub lang: Lang,
    pub dispatch: Callback<Session>,
}

/// "Play a friend by link": offered before a game's first move; this side picks its seat.
#[function_component(ByLinkStart)]
pub fn by_link_start(p: &StartProps) -> Html {
    let lang = p.lang;
    let session = &p.session;
    let all_people = session.saved.seats.iter().all(|k| !k.is_computer());
    if !session.history.is_empty()
        || session.saved.by_link.is_some()
        || session.linked
        || !all_people
    {
        return html! {};
    }
    let ui = games::ui_of(&session.game);
    let seats = session.saved.seats.len() as Seat;
    let buttons: Html = (0..seats)
        .map(|seat| {
            let label = ui.seat_label(&session.game, seat, lang);
            let session = session.clone();
            let open = p.dispatch.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                if let Some(s) = session.to_by_link(fresh_seed(), seat, storage::now()) {
                    // The game not begun becomes the game by link: its save goes.
                    storage::remove(&format!("{}{}", storage::GAME_PREFIX, session.saved.id));
                    open.emit(s);
                }
            });
            html! {
                <button type="button" class="btn small" id={format!("by-link-seat-{seat}")} {onclick}>
                    {tf(lang, LinkT::IPlay, &[&label])}
                </button>
            }
        })
        .collect();
    html! {
        <div class="by-link-start">
            <p><strong>{t(lang, LinkT::ByLinkStart)}</strong></p>
            <p class="help muted">{t(lang, LinkT::ByLinkHelp)}</p>
            <div class="share-row">{buttons}</div>
        </div>
    }
}

/// The panel and the start of play by link, as the site's game screen draws them.
pub fn panel(session: &Rc<Session>, lang: Lang, dispatch: UseReducerDispatcher<AppState>) -> Html {
    let notify = {
        let d = dispatch.clone();
        Callback::from(move |n| d.dispatch(Action::Notify(n)))
    };
    let open = Callback::from(move |s: Session| dispatch.dispatch(Action::Open(Box::new(s))));
    html! {
        <>
            <ByLinkPanel session={session.clone()} lang={lang} on_notice={notify} />
            <ByLinkStart session={session.clone()} lang={lang} dispatch={open} />
        </>
    }
}
