//! Browser tests (wasm-bindgen-test in headless Chromium): the Yew components on a real page.
#![cfg(target_arch = "wasm32")]

use mahai::engine::{Game, Options};
use mahai::games::bao_la_kete::BaoLaKete;
use mahai::games::jinx::Jinx;
use mahai::games::AnyMove;
use mahai::ui::games::bao_la_kete::board::BaoBoard;
use mahai::ui::games::fidchell::board::FidchellOwn;
use mahai::ui::games::jinx::board::JinxBoard;
use mahai::ui::i18n::Lang;
use mahai::ui::kit::board::{BoardFrame, BoardProps};
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

/// The first element under `root` matching `selector`; fails the test if there is none.
fn find(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

/// Clicks each element of `selectors` in turn, letting the components update after each.
async fn click_on(root: &web_sys::Element, selectors: &[&str]) {
    for selector in selectors {
        click(&find(root, selector));
        yew::scheduler::flush().await;
    }
}

fn count(root: &web_sys::Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

/// The text of the first element matching `selector`.
fn text(root: &web_sys::Element, selector: &str) -> String {
    find(root, selector).text_content().unwrap()
}

/// The value of `attribute` on the first element matching `selector`.
fn attribute(root: &web_sys::Element, selector: &str, attribute: &str) -> String {
    find(root, selector)
        .get_attribute(attribute)
        .unwrap_or_else(|| panic!("{selector} has no {attribute}"))
}

/// Renders the component with `props` into a fresh element of the page; returns that element.
async fn mount<C>(props: C::Properties) -> web_sys::Element
where
    C: yew::BaseComponent,
{
    let root = fresh_root();
    yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    root
}

/// Lets the page run the tasks it has queued (a timeout of 0 ms runs after them), then renders
/// what they changed: a game screen draws its analysis and the board in words a task after its
/// first render, and its board a task after them (see [`drawn_in_full`]).
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    yew::scheduler::flush().await;
}

/// The two tasks after a game screen's first render, after which it is whole.
async fn drawn_in_full() {
    next_task().await;
    next_task().await;
}

/// Renders the whole app into a fresh element of the page, its screen drawn in full.
async fn mount_app() -> web_sys::Element {
    let root = mount::<mahai::ui::App>(()).await;
    drawn_in_full().await;
    root
}

/// The moves a board sends, as strings, and the callback that records them.
fn recorder() -> (Rc<RefCell<Vec<String>>>, Callback<AnyMove>) {
    let played = Rc::new(RefCell::new(Vec::new()));
    let sink = played.clone();
    let on_move = Callback::from(move |m: AnyMove| sink.borrow_mut().push(m.to_string()));
    (played, on_move)
}

const TWO_PEOPLE: [SeatKind; 2] = [SeatKind::Person, SeatKind::Person];

/// What every board takes from the screen, for two people playing in English, moves sent to
/// `on_move` (no id prefix, as on the game screen; the whole board drawn).
fn frame(on_move: Callback<AnyMove>) -> BoardFrame {
    BoardFrame {
        interactive: true,
        seats: TWO_PEOPLE.to_vec(),
        lang: Lang::En,
        on_move,
        on_busy: Callback::noop(),
        on_refuse: Callback::noop(),
        refusal: None,
        ids: Default::default(),
        side: Default::default(),
        sketch: false,
    }
}

/// A board's properties: `game` with no last move, the board's own fields and [`frame`].
fn board_props<G: PartialEq, Own: PartialEq>(
    game: Rc<G>,
    own: Own,
    on_move: Callback<AnyMove>,
) -> BoardProps<G, Own> {
    BoardProps {
        game,
        last: None,
        own,
        frame: frame(on_move),
    }
}

/// Mounts the board `C` on a new game of `G` with the default options: the moves it sends (see
/// [`recorder`]) and its root element.
async fn mount_new_game<C, G>() -> (Rc<RefCell<Vec<String>>>, web_sys::Element)
where
    G: Game,
    C: yew::BaseComponent<Properties = BoardProps<G>>,
{
    let (played, on_move) = recorder();
    let game = Rc::new(G::new(&Options::default()).unwrap());
    let root = mount::<C>(board_props(game, (), on_move)).await;
    (played, root)
}

/// Clicks `target`, then counts the elements matching `selector`.
async fn click_count(root: &web_sys::Element, target: &str, selector: &str) -> u32 {
    click_on(root, &[target]).await;
    count(root, selector)
}

fn local_storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

#[wasm_bindgen_test]
async fn jinx_board_draws_the_board_and_sends_only_legal_moves() {
    let (played, root) = mount_new_game::<JinxBoard, Jinx>().await;

    assert_eq!(count(&root, "line.seg.red"), 72);
    assert_eq!(count(&root, "line.seg.green"), 72);
    assert_eq!(count(&root, "g.piece.red"), 7);
    assert_eq!(count(&root, "g.piece.green"), 7);

    // A green piece is not Red's to move: nothing is selected.
    assert_eq!(click_count(&root, "#pt-E9", ".target").await, 0);

    // Red's E1: its destinations are highlighted; an empty unreachable point plays nothing.
    assert!(click_count(&root, "#pt-E1", ".target").await >= 1);
    click_on(&root, &["#pt-A5"]).await;
    assert!(played.borrow().is_empty());

    click_on(&root, &["#pt-E1", "#pt-E2"]).await;
    assert_eq!(*played.borrow(), vec!["E1-E2".to_string()]);
    let status = text(&root, "#status");
    assert!(status.contains("Red to move."), "{status}");
}

#[wasm_bindgen_test]
async fn the_app_starts_a_game_plays_a_move_and_saves_it() {
    let storage = local_storage();
    storage.clear().unwrap();
    let root = mount_app().await;

    click_on(&root, &["#new-jinx"]).await;
    let start = find(&root, "#start");
    start.dyn_ref::<web_sys::HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
    // The screen's first render draws the board's frame and the side panel; the board in words
    // comes a task later, and the board a task after it.
    assert_eq!(count(&root, "svg#board"), 0);
    assert_eq!(count(&root, "svg.board.jinx-board"), 1);
    assert_eq!(count(&root, "svg.board.jinx-board *"), 0);
    assert_eq!(count(&root, "#status"), 1);
    assert_eq!(count(&root, "#in-words"), 0);
    next_task().await;
    assert_eq!(count(&root, "#in-words"), 1);
    assert_eq!(count(&root, "svg#board"), 0);
    assert_eq!(count(&root, "svg.board.jinx-board *"), 0);
    next_task().await;
    assert_eq!(count(&root, "svg#board g.piece"), 14);

    click_on(&root, &["#pt-E1", "#pt-E2"]).await;
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
        TWO_PEOPLE.to_vec(),
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
    let storage = local_storage();
    storage.clear().unwrap();
    for (key, value) in [
        ("mahai.v1.game.done", session.to_json()),
        ("mahai.v1.current", "done".into()),
        ("mahai.v1.settings", "{\"lang\":\"en\"}".into()),
    ] {
        storage.set_item(key, &value).unwrap();
    }

    let root = mount_app().await;
    let banner = text(&root, "#result");
    assert!(banner.contains("Game over"), "{banner}");
    assert!(
        banner.contains("wins!") || banner.contains("drawn"),
        "{banner}"
    );
    // Nothing can be played any more: no piece is movable.
    assert!(count(&root, "svg#board g.piece") > 0);
    assert_eq!(count(&root, "g.piece.movable"), 0);
}

/// A Fidchell board for two people, `game` on it, sending its moves to `on_move`.
fn fidchell_props(
    game: mahai::games::fidchell::Fidchell,
    on_move: Callback<AnyMove>,
) -> mahai::ui::games::fidchell::board::FidchellBoardProps {
    board_props(Rc::new(game), FidchellOwn { last_ply: 0 }, on_move)
}

/// Game one with White on 5:0 and Black on 5:2 (no stones in hand), White to move.
const FIDCHELL_SLIDE: &str =
    "fidchell:game-one w ..../............/............/................/W.B............./\
     ......................../........................ hand=0,0 lost=26,26 king=both \
     challenge=- extra=0 passes=0 end=- history=-";

/// The step that led to [`FIDCHELL_SLIDE`]: Black slid 5:4 → 5:3 → 5:2 and took White's 6:3.
fn fidchell_slide_step() -> mahai::ui::session::Step {
    use mahai::engine::{Effect, ToMove};
    use mahai::games::fidchell::board::parse_point;
    let p = |s: &str| parse_point(s).unwrap() as u16;
    mahai::ui::session::Step {
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
    }
}

#[wasm_bindgen_test]
async fn fidchell_board_draws_circles_and_spokes_and_places_by_click() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let (played, on_move) = recorder();
    let game = Fidchell::new(&Options::default()).unwrap();
    let root = mount::<FidchellBoard>(fidchell_props(game, on_move)).await;

    assert_eq!(count(&root, "circle.circle"), 7);
    assert_eq!(count(&root, "line.spoke"), 8);
    assert_eq!(count(&root, "circle.hit"), 108);
    assert_eq!(count(&root, "g.stone"), 0);
    assert_eq!(count(&root, "#king.dead"), 1);
    click_on(&root, &["#pt-5-3"]).await;
    assert_eq!(*played.borrow(), vec!["5:3".to_string()]);
}

#[wasm_bindgen_test]
async fn fidchell_board_highlights_only_legal_slides() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let (played, on_move) = recorder();
    let game = Fidchell::from_position(FIDCHELL_SLIDE).unwrap();
    let root = mount::<FidchellBoard>(fidchell_props(game, on_move)).await;
    assert_eq!(count(&root, "g.stone.white"), 1);
    assert_eq!(count(&root, "g.stone.black"), 1);
    assert_eq!(count(&root, "#king.both"), 1);

    // Black's stone is not White's to move.
    assert_eq!(click_count(&root, "#pt-5-2", ".target").await, 0);
    // White's 5:0 slides along its spoke and round its circle (not past 5:2 clockwise, so
    // 5:1 plus 13 holes anticlockwise, 4 inward and 2 outward), never onto another line.
    assert_eq!(click_count(&root, "#pt-5-0", ".target").await, 20);
    click_on(&root, &["#pt-6-1"]).await;
    assert!(played.borrow().is_empty());
    click_on(&root, &["#pt-5-0", "#pt-2-0"]).await;
    assert_eq!(*played.borrow(), vec!["5:0-2:0".to_string()]);
}

#[wasm_bindgen_test]
async fn fidchell_board_animates_the_last_slide_and_its_capture() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let game = Fidchell::from_position(FIDCHELL_SLIDE).unwrap();
    let mut props = fidchell_props(game, Callback::noop());
    props.last = Some(Rc::new(fidchell_slide_step()));
    props.own.last_ply = 7;
    let root = mount::<FidchellBoard>(props).await;

    assert_eq!(attribute(&root, "g.stone.arrived", "data-point"), "5:2");
    assert!(attribute(&root, "g.stone.arrived", "style").contains("animation:fid-slide-7"));
    let css = text(&root, "svg style");
    assert!(css.contains("@keyframes fid-slide-7"), "{css}");
    assert_eq!(count(&root, "g.stone.ghost.white"), 1);
    assert_eq!(count(&root, ".last-move path"), 1);
}

#[wasm_bindgen_test]
async fn bao_board_draws_the_pits_and_asks_the_direction_before_playing() {
    let (played, root) = mount_new_game::<BaoBoard, BaoLaKete>().await;

    assert_eq!(count(&root, "svg#board g.pit"), 32);
    assert_eq!(count(&root, "svg#board g.pit.kuu"), 2);
    let seeds = |pit: &str| attribute(&root, &format!("g.pit[data-pit=\"{pit}\"]"), "data-seeds");
    assert_eq!(seeds("A5"), "6");
    assert_eq!(seeds("a7"), "2");
    assert_eq!(seeds("B1"), "0");
    assert_eq!(count(&root, "g.pit[data-pit=\"A5\"] circle.stone"), 6);
    assert_eq!(count(&root, "g.pit.movable"), 2);
    assert_eq!(attribute(&root, "#tray-south", "data-reserve"), "22");

    // The kuu does not start a move here: nothing is asked, nothing played.
    assert_eq!(click_count(&root, "#pit-A5", ".choice").await, 0);
    // North's pit is not South's to play.
    assert_eq!(click_count(&root, "#pit-a6", ".choice").await, 0);

    // A6: two directions are legal; the arrows are asked at the pit.
    assert_eq!(click_count(&root, "#pit-A6", ".choice.arrow").await, 2);
    assert!(played.borrow().is_empty());
    click_on(&root, &["#bao-dir-acw"]).await;
    assert_eq!(*played.borrow(), vec!["A6acw".to_string()]);
    let status = text(&root, "#status");
    assert!(status.contains("South to move (nemo stage)."), "{status}");
}

#[wasm_bindgen_test]
async fn barne_board_draws_rings_dice_and_balls_and_sends_only_legal_moves() {
    use mahai::games::barne_zirkulua::BarneZirkulua;
    use mahai::ui::games::barne_zirkulua::board::{BarneBoard, BarneOwn};
    use mahai::ui::games::barne_zirkulua::dice as barne_dice;
    use mahai::ui::session::Step;

    let mut game = BarneZirkulua::new(&Options::default()).unwrap();
    // The entry roll and a main roll, each kept as the step the session would keep.
    let history: Vec<Step> = ["entry:6", "roll:8:half"]
        .into_iter()
        .map(|text| {
            let mover = Game::to_move(&game);
            let mv = game.parse_move(text).unwrap();
            let effects = game.play(&mv).unwrap();
            Step {
                mover,
                effects,
                mv: mv.into(),
            }
        })
        .collect();
    let (played, on_move) = recorder();
    let own = BarneOwn {
        dice: barne_dice::dice_show(&game, &history),
        moves_played: history.len(),
        roll_move: None,
    };
    let mut props = board_props(Rc::new(game), own, on_move);
    props.last = history.last().cloned().map(Rc::new);
    let root = mount::<BarneBoard>(props).await;

    assert_eq!(count(&root, "circle.field"), 64 + 32 + 8);
    assert_eq!(count(&root, "circle.start-area"), 4);
    assert_eq!(count(&root, "g.ball.yellow"), 4);
    assert_eq!(count(&root, "g.ball.black"), 4);
    assert_eq!(attribute(&root, ".number-die", "data-face"), "8");
    assert_eq!(attribute(&root, ".option-die", "data-face"), "half");

    // Yellow 1 is the only ball that can move: its target (O16, then the forced change to I8)
    // is shown at once. An empty field that is not a target plays nothing.
    assert!(count(&root, ".target[data-move=\"y1+8\"]") == 1);
    click_on(&root, &["#f-O30"]).await;
    assert!(played.borrow().is_empty());
    click_on(&root, &["#f-I8"]).await;
    assert_eq!(*played.borrow(), vec!["y1+8".to_string()]);

    // The halving is a button.
    click_on(&root, &["#controls button[data-move=\"half:8\"]"]).await;
    assert_eq!(played.borrow().last().map(String::as_str), Some("half:8"));
    let status = text(&root, "#status");
    assert!(status.contains("The 8 must still be used."), "{status}");
}

/// Mounts a board drawn in full and its frame only (`sketch`) side by side: the frame is an empty
/// `<svg>` with the board's classes and size but not its id, beside the whole side panel.
async fn check_sketch<C: yew::BaseComponent>(props: impl Fn(bool) -> C::Properties, class: &str) {
    let full = mount::<C>(props(false)).await;
    let frame = mount::<C>(props(true)).await;
    let svg = format!("svg.board.{class}");
    assert!(count(&full, "svg#board *") > 50, "{class}");
    assert_eq!(count(&frame, "svg#board"), 0, "{class}");
    assert_eq!(count(&frame, &svg), 1, "{class}");
    assert_eq!(count(&frame, &format!("{svg} *")), 0, "{class}");
    assert_eq!(
        attribute(&frame, &svg, "viewBox"),
        attribute(&full, "svg#board", "viewBox")
    );
    assert_eq!(text(&frame, "#status"), text(&full, "#status"));
    assert_eq!(count(&frame, "aside.side"), 1, "{class}");
}

#[wasm_bindgen_test]
async fn a_sketched_board_draws_its_frame_and_its_whole_side_panel() {
    use mahai::games::barne_zirkulua::BarneZirkulua;
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::barne_zirkulua::board::{BarneBoard, BarneOwn};
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let options = Options::default();
    // A new game's board of `$props`, drawn in full or only its frame.
    fn new_game<G: Game>(options: &Options) -> impl Fn(bool) -> BoardProps<G> + '_ {
        |sketch| {
            let game = Rc::new(G::new(options).unwrap());
            let mut props = board_props(game, (), Callback::noop());
            props.frame.sketch = sketch;
            props
        }
    }
    check_sketch::<JinxBoard>(new_game::<Jinx>(&options), "jinx-board").await;
    check_sketch::<BaoBoard>(new_game::<BaoLaKete>(&options), "bao-board").await;
    check_sketch::<FidchellBoard>(
        |sketch| {
            let mut props = fidchell_props(Fidchell::new(&options).unwrap(), Callback::noop());
            props.frame.sketch = sketch;
            props
        },
        "fidchell-board",
    )
    .await;
    check_sketch::<BarneBoard>(
        |sketch| {
            let game = BarneZirkulua::new(&options).unwrap();
            let own = BarneOwn {
                dice: mahai::ui::games::barne_zirkulua::dice::dice_show(&game, &[]),
                moves_played: 0,
                roll_move: None,
            };
            let mut props = board_props(Rc::new(game), own, Callback::noop());
            props.frame.sketch = sketch;
            props
        },
        "barne-board",
    )
    .await;
}

/// The attributes that name other elements by id, a list of ids each.
const ID_LISTS: [&str; 9] = [
    "for",
    "list",
    "form",
    "aria-labelledby",
    "aria-describedby",
    "aria-controls",
    "aria-owns",
    "aria-details",
    "aria-activedescendant",
];

/// The ids an attribute refers to: an id list above, `href="#…"`, or `url(#…)` anywhere (SVG
/// markers, paints, clip paths, filters; also in `style`).
fn references(name: &str, value: &str) -> Vec<String> {
    let mut named: Vec<String> = Vec::new();
    if ID_LISTS.contains(&name) {
        named.extend(value.split_whitespace().map(str::to_string));
    }
    if (name == "href" || name == "xlink:href") && value.len() > 1 {
        named.extend(value.strip_prefix('#').map(str::to_string));
    }
    let mut rest = value;
    while let Some(at) = rest.find("url(#") {
        rest = &rest[at + "url(#".len()..];
        let end = rest.find(')').unwrap_or(rest.len());
        named.push(
            rest[..end]
                .trim_matches(|c| c == '"' || c == '\'')
                .to_string(),
        );
        rest = &rest[end..];
    }
    named
}

/// What is wrong with the ids of boards mounted side by side, one per root, with the prefixes
/// `prefixes`: an id given twice (within a board or across boards), an id without its board's
/// prefix, a reference to an id that is not in the same board.
fn id_problems(roots: &[(&web_sys::Element, &str)]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (root, prefix) in roots {
        let nodes = root.query_selector_all("[id]").unwrap();
        let ids: Vec<String> = (0..nodes.length())
            .map(|i| {
                nodes
                    .get(i)
                    .unwrap()
                    .unchecked_into::<web_sys::Element>()
                    .id()
            })
            .collect();
        assert!(ids.len() > 3, "a board with {} ids", ids.len());
        for id in &ids {
            if !seen.insert(id.clone()) {
                problems.push(format!("#{id} twice"));
            }
            if !id.starts_with(prefix) {
                problems.push(format!("#{id} without the board's prefix {prefix}"));
            }
        }
        let all = root.query_selector_all("*").unwrap();
        for i in 0..all.length() {
            let el: web_sys::Element = all.get(i).unwrap().unchecked_into();
            for name in el.get_attribute_names().iter() {
                let name = name.as_string().unwrap();
                let value = el.get_attribute(&name).unwrap_or_default();
                for named in references(&name, &value) {
                    if !ids.contains(&named) {
                        problems.push(format!(
                            "<{} {name}=\"{value}\"> names #{named}, not an element of its board",
                            el.tag_name(),
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// Mounts two boards made by `props` with the id prefixes `a-` and `b-`, runs `then` on both
/// roots, and checks their ids; `kinds` are selectors that must match in both boards (so that
/// the ids they carry take part in the check).
async fn two_boards<C, F, Fut>(
    props: impl Fn(&'static str) -> C::Properties,
    kinds: &[&str],
    then: F,
) where
    C: yew::BaseComponent,
    F: Fn(web_sys::Element, &'static str) -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let a = mount::<C>(props("a-")).await;
    let b = mount::<C>(props("b-")).await;
    then(a.clone(), "a-").await;
    then(b.clone(), "b-").await;
    for kind in kinds {
        assert!(
            count(&a, kind) >= 1 && count(&b, kind) >= 1,
            "{kind} is not drawn"
        );
    }
    let problems = id_problems(&[(&a, "a-"), (&b, "b-")]);
    assert!(problems.is_empty(), "{problems:#?}");
    a.remove();
    b.remove();
}

#[wasm_bindgen_test]
async fn two_jinx_boards_on_one_page_have_ids_of_their_own() {
    let game = Rc::new(Jinx::new(&Options::default()).unwrap());
    let (played, on_move) = recorder();
    two_boards::<JinxBoard, _, _>(
        |ids| {
            let mut p = board_props(game.clone(), (), on_move.clone());
            p.frame.ids = ids.into();
            p
        },
        &["svg.board[id]", ".status[id]", "circle.hit[id]", ".target"],
        // Each board's own points answer: a click on its E1 selects the piece there.
        |root, ids| async move { click_on(&root, &[&format!("#{ids}pt-E1")]).await },
    )
    .await;
    assert!(played.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn two_barne_boards_on_one_page_have_ids_and_arrow_heads_of_their_own() {
    use mahai::games::barne_zirkulua::BarneZirkulua;
    use mahai::ui::games::barne_zirkulua::board::{BarneBoard, BarneOwn};
    use mahai::ui::games::barne_zirkulua::dice as barne_dice;
    let game = BarneZirkulua::new(&Options::default()).unwrap();
    let roll = game.legal_moves().first().map(|m| AnyMove::from(*m));
    let game = Rc::new(game);
    two_boards::<BarneBoard, _, _>(
        |ids| {
            let own = BarneOwn {
                dice: barne_dice::dice_show(&game, &[]),
                moves_played: 0,
                roll_move: roll.clone(),
            };
            let mut p = board_props(game.clone(), own, Callback::noop());
            p.frame.ids = ids.into();
            p
        },
        &[
            "marker[id]",
            "line[marker-end]",
            "line[marker-start]",
            "circle.hit[id]",
            "button.roll[id]",
            "input[type=checkbox][id]",
        ],
        |_, _| async {},
    )
    .await;
}

#[wasm_bindgen_test]
async fn two_fidchell_boards_on_one_page_have_ids_and_slides_of_their_own() {
    use mahai::games::fidchell::Fidchell;
    use mahai::ui::games::fidchell::board::FidchellBoard;
    let game = Fidchell::new(&Options::default()).unwrap();
    two_boards::<FidchellBoard, _, _>(
        |ids| {
            let mut p = fidchell_props(game.clone(), Callback::noop());
            p.frame.ids = ids.into();
            p
        },
        &[
            "g.king[id]",
            "g.hand[id]",
            "li.player[id]",
            "circle.hit[id]",
        ],
        |_, _| async {},
    )
    .await;
    // Keyframe names are the document's too: each board slides its stone by its own.
    let slid = Fidchell::from_position(FIDCHELL_SLIDE).unwrap();
    two_boards::<FidchellBoard, _, _>(
        |ids| {
            let mut p = fidchell_props(slid.clone(), Callback::noop());
            p.last = Some(Rc::new(fidchell_slide_step()));
            p.own.last_ply = 7;
            p.frame.ids = ids.into();
            p
        },
        &["g.stone.arrived"],
        |root, ids| async move {
            let style = attribute(&root, "g.stone.arrived", "style");
            assert!(
                style.contains(&format!("animation:{ids}fid-slide-7 ")),
                "{style}"
            );
            let css = text(&root, "svg style");
            assert!(
                css.contains(&format!("@keyframes {ids}fid-slide-7 ")),
                "{css}"
            );
        },
    )
    .await;
}

#[wasm_bindgen_test]
async fn two_bao_boards_on_one_page_have_ids_of_their_own() {
    let game = Rc::new(BaoLaKete::new(&Options::default()).unwrap());
    two_boards::<BaoBoard, _, _>(
        |ids| {
            let mut p = board_props(game.clone(), (), Callback::noop());
            p.frame.ids = ids.into();
            p
        },
        &[
            "g.tray[id]",
            "rect.hit[id]",
            ".choice.arrow[id]",
            "#a-bao-cancel, #b-bao-cancel",
        ],
        // A6 asks its direction in each board: the arrows and "Cancel" carry the board's ids.
        |root, ids| async move { click_on(&root, &[&format!("#{ids}pit-A6")]).await },
    )
    .await;
}

#[wasm_bindgen_test]
fn a_backup_is_kept_whole_and_the_oldest_backups_go_first() {
    use mahai::ui::kit::storage;
    let s = local_storage();
    s.clear().unwrap();
    for i in 1..=8 {
        s.set_item(&format!("mahai.v1.backup.settings.{i}000"), "old")
            .unwrap();
    }
    let kept = storage::keep_backup("settings", "{broken", 1_700_000_000_000.0);
    let newest = "mahai.v1.backup.settings.1700000000000";
    assert_eq!(kept.key.as_deref(), Some(newest));
    assert_eq!(kept.pruned, 1);
    assert_eq!(s.get_item(newest).unwrap().as_deref(), Some("{broken"));
    let list = storage::list_backups();
    assert_eq!(list.len(), 8);
    assert!(list
        .iter()
        .all(|b| b.key != "mahai.v1.backup.settings.1000"));
    assert_eq!(list.last().map(|b| b.key.as_str()), Some(newest));
    s.clear().unwrap();
}

/// The searches of `tests/data/determinism.json` choose in the browser's wasm the moves they
/// chose natively (tests/search.rs checks them natively; e2e/dist.test.mjs in the shipped
/// worker). The intermediate level only: this build is not optimised, and the strong searches
/// are checked in the shipped worker.
#[wasm_bindgen_test]
fn searches_choose_the_natively_computed_moves() {
    let kept: Vec<serde_json::Value> =
        serde_json::from_str(include_str!("data/determinism.json")).unwrap();
    let mut checked = 0;
    for case in kept.iter().filter(|c| c["level"] == "intermediate") {
        let s = |k: &str| case[k].as_str().unwrap().to_string();
        let ai = mahai::games::ai(&s("game")).unwrap();
        let level = s("level").parse().unwrap();
        let seed = case["seed"].as_u64().unwrap();
        let mut search = (ai.search)(&s("position"), level, seed).unwrap();
        while !search.is_done() {
            search.iterate(32);
        }
        assert_eq!(search.choose_string().unwrap(), s("move"), "{case}");
        checked += 1;
    }
    assert_eq!(checked, 10);
}
