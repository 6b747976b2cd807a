//! Browser tests (wasm-bindgen-test in headless Chromium): the Yew components on a real page.
#![cfg(target_arch = "wasm32")]

use mahai::engine::{Game, Options};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::jinx::Jinx;
use mahai::ui::games::bao_la_kete::board::{BaoBoard, BaoBoardProps};
use mahai::ui::games::jinx::board::{JinxBoard, JinxBoardProps};
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
        on_move: Callback::from(move |m: mahai::games::AnyMove| {
            sink.borrow_mut().push(m.to_string())
        }),
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

#[wasm_bindgen_test]
async fn a_finished_game_shows_the_result_banner_after_a_reload() {
    use mahai::engine::rng::Rng;
    use mahai::ui::session::Session;
    // Play a seeded random two-player game to its end.
    let mut session = Session::new(
        "done".into(),
        "jinx",
        Options::default(),
        vec![SeatKind::Person; 2],
        5,
        0.0,
    )
    .unwrap();
    let mut rng = Rng::new(9);
    while !matches!(session.to_move(), mahai::engine::ToMove::Over(_)) {
        let moves = session.game.as_dyn().legal_move_strings();
        let mv = rng.choose(&moves).clone();
        session.play(&mv, 1.0).unwrap();
    }
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
        .set_item("mahai.v1.game.done", &session.to_json())
        .unwrap();
    storage.set_item("mahai.v1.current", "done").unwrap();
    storage
        .set_item("mahai.v1.settings", "{\"lang\":\"en\"}")
        .unwrap();

    let root = fresh_root();
    yew::Renderer::<mahai::ui::App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let banner = root
        .query_selector("#result")
        .unwrap()
        .expect("result banner shown");
    let text = banner.text_content().unwrap();
    assert!(text.contains("Game over"), "{text}");
    assert!(text.contains("wins!") || text.contains("drawn"), "{text}");
    // Nothing can be played any more: no piece is movable.
    assert_eq!(count(&root, "g.piece.movable"), 0);
}

fn fidchell_props(
    game: mahai::games::fidchell::Fidchell,
    sink: Rc<RefCell<Vec<String>>>,
) -> mahai::ui::games::fidchell::board::FidchellBoardProps {
    mahai::ui::games::fidchell::board::FidchellBoardProps {
        game: Rc::new(game),
        last: None,
        last_ply: 0,
        interactive: true,
        seats: vec![SeatKind::Person, SeatKind::Person],
        lang: Lang::En,
        on_move: Callback::from(move |m: mahai::games::AnyMove| {
            sink.borrow_mut().push(m.to_string())
        }),
        children: Default::default(),
    }
}

#[wasm_bindgen_test]
async fn fidchell_board_draws_circles_and_spokes_and_places_by_click() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let game = Fidchell::new(&Options::default()).unwrap();
    yew::Renderer::<FidchellBoard>::with_root_and_props(
        root.clone(),
        fidchell_props(game, played.clone()),
    )
    .render();
    yew::scheduler::flush().await;

    assert_eq!(count(&root, "circle.circle"), 7);
    assert_eq!(count(&root, "line.spoke"), 8);
    assert_eq!(count(&root, "circle.hit"), 108);
    assert_eq!(count(&root, "g.stone"), 0);
    assert_eq!(count(&root, "#king.dead"), 1);
    click(&root.query_selector("#pt-5-3").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(*played.borrow(), vec!["5:3".to_string()]);
}

#[wasm_bindgen_test]
async fn fidchell_board_highlights_only_legal_slides() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let game = Fidchell::from_position(
        "fidchell:game-one w ..../............/............/................/W.B............./\
         ......................../........................ hand=0,0 lost=26,26 king=both \
         challenge=- extra=0 passes=0 end=- history=-",
    )
    .unwrap();
    yew::Renderer::<FidchellBoard>::with_root_and_props(
        root.clone(),
        fidchell_props(game, played.clone()),
    )
    .render();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "g.stone.white"), 1);
    assert_eq!(count(&root, "g.stone.black"), 1);
    assert_eq!(count(&root, "#king.both"), 1);

    // Black's stone is not White's to move.
    click(&root.query_selector("#pt-5-2").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".target"), 0);
    // White's 5:0 slides along its spoke and round its circle (not past 5:2 clockwise, so
    // 5:1 plus 13 holes anticlockwise, 4 inward and 2 outward), never onto another line.
    click(&root.query_selector("#pt-5-0").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".target"), 20);
    click(&root.query_selector("#pt-6-1").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert!(played.borrow().is_empty());
    click(&root.query_selector("#pt-5-0").unwrap().unwrap());
    yew::scheduler::flush().await;
    click(&root.query_selector("#pt-2-0").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(*played.borrow(), vec!["5:0-2:0".to_string()]);
}

#[wasm_bindgen_test]
async fn fidchell_board_animates_the_last_slide_and_its_capture() {
    use mahai::engine::{Effect, ToMove};
    use mahai::games::fidchell::board::parse_point;
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    use mahai::ui::session::Step;
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let game = Fidchell::from_position(
        "fidchell:game-one w ..../............/............/................/W.B............./\
         ......................../........................ hand=0,0 lost=26,26 king=both \
         challenge=- extra=0 passes=0 end=- history=-",
    )
    .unwrap();
    let p = |s: &str| parse_point(s).unwrap() as u16;
    let mut props = fidchell_props(game, played);
    props.last = Some(Rc::new(Step {
        mover: ToMove::Seat(1),
        mv: "5:4-5:2"
            .parse::<mahai::games::fidchell::Move>()
            .unwrap()
            .into(),
        effects: vec![
            Effect::Moved {
                piece: 1,
                path: vec![p("5:4"), p("5:3"), p("5:2")],
            },
            Effect::Captured {
                piece: 0,
                at: p("6:3"),
                owner: 0,
            },
        ],
    }));
    props.last_ply = 7;
    yew::Renderer::<FidchellBoard>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;

    let arrived = root
        .query_selector("g.stone.arrived")
        .unwrap()
        .expect("the moved stone is marked");
    assert_eq!(arrived.get_attribute("data-point").unwrap(), "5:2");
    assert!(arrived
        .get_attribute("style")
        .unwrap()
        .contains("animation:fid-slide-7"));
    let css = root
        .query_selector("svg style")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(css.contains("@keyframes fid-slide-7"), "{css}");
    assert_eq!(count(&root, "g.stone.ghost.white"), 1);
    assert_eq!(count(&root, ".last-move path"), 1);
}

#[wasm_bindgen_test]
async fn bao_board_draws_the_pits_and_asks_the_direction_before_playing() {
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = played.clone();
    let props = BaoBoardProps {
        game: Rc::new(BaoLaKete::new(&Options::default()).unwrap()),
        last: None,
        interactive: true,
        seats: vec![SeatKind::Person, SeatKind::Person],
        lang: Lang::En,
        on_move: Callback::from(move |m: mahai::games::AnyMove| {
            sink.borrow_mut().push(m.to_string())
        }),
        on_busy: Callback::noop(),
        children: Default::default(),
    };
    yew::Renderer::<BaoBoard>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;

    assert_eq!(count(&root, "svg#board g.pit"), 32);
    assert_eq!(count(&root, "svg#board g.pit.kuu"), 2);
    let seeds = |pit: &str| {
        root.query_selector(&format!("g.pit[data-pit=\"{pit}\"]"))
            .unwrap()
            .unwrap()
            .get_attribute("data-seeds")
            .unwrap()
    };
    assert_eq!(seeds("A5"), "6");
    assert_eq!(seeds("a7"), "2");
    assert_eq!(seeds("B1"), "0");
    assert_eq!(count(&root, "g.pit[data-pit=\"A5\"] circle.stone"), 6);
    assert_eq!(count(&root, "g.pit.movable"), 2);
    let reserve = root
        .query_selector("#tray-south")
        .unwrap()
        .unwrap()
        .get_attribute("data-reserve")
        .unwrap();
    assert_eq!(reserve, "22");

    // The kuu does not start a move here: nothing is asked, nothing played.
    click(&root.query_selector("#pit-A5").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".choice"), 0);
    // North's pit is not South's to play.
    click(&root.query_selector("#pit-a6").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".choice"), 0);

    // A6: two directions are legal; the arrows are asked at the pit.
    click(&root.query_selector("#pit-A6").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(count(&root, ".choice.arrow"), 2);
    assert!(played.borrow().is_empty());
    click(&root.query_selector("#bao-dir-acw").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(*played.borrow(), vec!["A6acw".to_string()]);
    let status = root
        .query_selector("#status")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(status.contains("South to move (nemo stage)."), "{status}");
}

#[wasm_bindgen_test]
async fn barne_board_draws_rings_dice_and_balls_and_sends_only_legal_moves() {
    use mahai::games::barne_zirkulua::BarneZirkulua;
    use mahai::ui::games::barne_zirkulua::board::{BarneBoard, BarneBoardProps};
    use mahai::ui::games::barne_zirkulua::view as barne_view;
    use mahai::ui::session::Step;

    let mut game = BarneZirkulua::new(&Options::default()).unwrap();
    let mut history = Vec::new();
    for mv in ["entry:6", "roll:8:half"] {
        let mover = Game::to_move(&game);
        let parsed = game.parse_move(mv).unwrap();
        let effects = game.play(&parsed).unwrap();
        history.push(Step {
            mover,
            mv: parsed.into(),
            effects,
        });
    }
    let root = fresh_root();
    let played = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = played.clone();
    let props = BarneBoardProps {
        dice: barne_view::dice_show(&game, &history),
        last: history.last().cloned().map(Rc::new),
        moves_played: history.len(),
        game: Rc::new(game),
        roll_move: None,
        interactive: true,
        seats: vec![SeatKind::Person, SeatKind::Person],
        lang: Lang::En,
        on_move: Callback::from(move |m: mahai::games::AnyMove| {
            sink.borrow_mut().push(m.to_string())
        }),
        children: Default::default(),
    };
    yew::Renderer::<BarneBoard>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;

    assert_eq!(count(&root, "circle.field"), 64 + 32 + 8);
    assert_eq!(count(&root, "circle.start-area"), 4);
    assert_eq!(count(&root, "g.ball.yellow"), 4);
    assert_eq!(count(&root, "g.ball.black"), 4);
    let die = root.query_selector(".number-die").unwrap().unwrap();
    assert_eq!(die.get_attribute("data-face").as_deref(), Some("8"));
    let opt = root.query_selector(".option-die").unwrap().unwrap();
    assert_eq!(opt.get_attribute("data-face").as_deref(), Some("half"));

    // Yellow 1 is the only ball that can move: its target (O16, then the forced change to I8)
    // is shown at once. An empty field that is not a target plays nothing.
    assert!(count(&root, ".target[data-move=\"y1+8\"]") == 1);
    click(&root.query_selector("#f-O30").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert!(played.borrow().is_empty());
    click(&root.query_selector("#f-I8").unwrap().unwrap());
    yew::scheduler::flush().await;
    assert_eq!(*played.borrow(), vec!["y1+8".to_string()]);

    // The halving is a button.
    click(
        &root
            .query_selector("#controls button[data-move=\"half:8\"]")
            .unwrap()
            .unwrap(),
    );
    yew::scheduler::flush().await;
    assert_eq!(played.borrow().last().map(String::as_str), Some("half:8"));
    let status = root
        .query_selector("#status")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap();
    assert!(status.contains("The 8 must still be used."), "{status}");
}
