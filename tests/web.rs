//! Browser tests (wasm-bindgen-test in headless Chromium): the Yew components on a real page.
#![cfg(target_arch = "wasm32")]

use mahai::engine::{Game, Options};
use mahai::games::jinx::Jinx;
use mahai::ui::boards::jinx::{JinxBoard, JinxBoardProps};
use mahai::ui::i18n::Lang;
use mahai::ui::session::SeatKind;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::Callback;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn fresh_root() -> web_sys::Element {
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div
}

fn click(el: &web_sys::Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&ev).unwrap();
}

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

#[wasm_bindgen_test]
async fn jinx_board_draws_the_board_and_sends_only_legal_moves() {
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = played.clone();
    let props = JinxBoardProps {
        game: Rc::new(Jinx::new(&Options::default()).unwrap()),
        last: None,
        interactive: true,
        seats: vec![SeatKind::Person, SeatKind::Person],
        lang: Lang::En,
        on_move: Callback::from(move |m: String| sink.borrow_mut().push(m)),
        children: Default::default(),
    };
    yew::Renderer::<JinxBoard>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;

    assert_eq!(count(&root, "line.seg.red"), 72);
    assert_eq!(count(&root, "line.seg.green"), 72);
    assert_eq!(count(&root, "g.piece.red"), 7);
    assert_eq!(count(&root, "g.piece.green"), 7);

    // A green piece is not Red's to move: nothing is selected.
    click(&root.query_selector("#pt-E9").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".target"), 0);

    // Red's E1: its destinations are highlighted; an empty unreachable point plays nothing.
    click(&root.query_selector("#pt-E1").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert!(count(&root, ".target") >= 1);
    click(&root.query_selector("#pt-A5").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert!(played.borrow().is_empty());

    click(&root.query_selector("#pt-E1").unwrap().unwrap());
    yew::scheduler::flush().await;
    click(&root.query_selector("#pt-E2").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(*played.borrow(), vec!["E1-E2".to_string()]);
    let status = root
        .query_selector("#status")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(status.contains("Red to move."), "{status}");
}

#[wasm_bindgen_test]
async fn the_app_starts_a_game_plays_a_move_and_saves_it() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let root = fresh_root();
    yew::Renderer::<mahai::ui::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;

    click(&root.query_selector("#new-jinx").unwrap().unwrap());
    yew::scheduler::flush().await;
    let start = root.query_selector("#start").unwrap().unwrap();
    start.dyn_ref::<web_sys::HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "svg#board g.piece"), 14);

    click(&root.query_selector("#pt-E1").unwrap().unwrap());
    yew::scheduler::flush().await;
    click(&root.query_selector("#pt-E2").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "#movelist li"), 1);

    let id = storage
        .get_item("mahai.v1.current")
        .unwrap()
        .expect("current game remembered");
    let saved = storage
        .get_item(&format!("mahai.v1.game.{id}"))
        .unwrap()
        .expect("game saved");
    assert!(saved.contains("\"E1-E2\""), "{saved}");
}
