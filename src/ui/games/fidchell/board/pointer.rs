//! Pointing at holes: one hit layer over the whole board, the hole names shown on hover, focus
//! and long-press, and where a click or tap goes.
//!
//! Holes are about 23 CSS px apart on a phone, so a hole's own circle cannot be the 40 px a
//! finger needs. The layer takes every click and tap, converts it to `viewBox` units and asks
//! [`view::route`] which hole it is for: the nearest hole that does something now, within 20 CSS
//! px (a 40 px disc), or the stone tapped on (see the ruling there). The hole circles stay, under
//! the layer's handlers, for their ids, their `<title>` (the hole's name) and the cursor.
//!
//! A click dispatched on a hole's circle away from it (assistive technology activating the
//! element, a script; its coordinates are not on the circle) is for that hole, unrouted.
//!
//! Names: a mouse over the board shows the name of the hole a click there would take; a touch
//! held still for half a second shows it too, and that long-press plays nothing (the click that
//! follows it is swallowed). The keyboard focus shows its hole's name while the board has
//! `:focus-visible`.

use super::super::view::{self, point_xy, route, SIZE};
use super::{xy, Ctx};
use crate::games::fidchell::board::{self, Point};
use crate::games::fidchell::Colour;
use crate::ui::kit::input::tapped;
use crate::ui::kit::num::num;
use crate::ui::kit::svgtext::attr;
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long a touch must stay to show a name instead of playing.
const LONG_PRESS_MS: u32 = 500;
/// How far (CSS px) a touch may drift and still be a long-press.
const DRIFT_PX: i32 = 10;

/// A touch in progress: its timer, where it started, and whether it became a long-press.
#[derive(Default)]
pub struct Press {
    timer: Option<Timeout>,
    at: (i32, i32),
    long: bool,
}

/// The hole a pointer event is for.
type Router = Rc<dyn Fn(&MouseEvent) -> Option<Point>>;

/// The hit layer: the hole circles and the handlers that route clicks, taps, hovers and
/// long-presses. `named` is the hole whose name shows.
pub fn hits(
    cx: &Ctx,
    named: &UseStateHandle<Option<Point>>,
    press: &Rc<RefCell<Press>>,
    focus: &UseStateHandle<Point>,
    activate: &Callback<Point>,
) -> Html {
    let hot = cx.hot.clone();
    let occupied = cx.game.stone_mask(Colour::White) | cx.game.stone_mask(Colour::Black);
    let router: Router = Rc::new(move |e: &MouseEvent| {
        // A click that is not where its hole is (assistive technology, a script) is for that
        // hole.
        tapped(
            e,
            (SIZE, SIZE),
            "data-point",
            board::parse_point,
            |own, at, scale| route(at, scale, own, &hot, |p| occupied & (1u128 << p) != 0),
        )
    });
    let onclick = {
        let (router, press, focus, activate) = (
            router.clone(),
            press.clone(),
            focus.clone(),
            activate.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            if std::mem::take(&mut press.borrow_mut().long) {
                return;
            }
            if let Some(p) = router(&e) {
                focus.set(p);
                activate.emit(p);
            }
        })
    };
    let onpointerdown = {
        let (router, press, named) = (router.clone(), press.clone(), named.clone());
        Callback::from(move |e: PointerEvent| {
            let mut pr = press.borrow_mut();
            pr.long = false;
            pr.timer = None;
            if e.pointer_type() != "touch" {
                return;
            }
            named.set(None);
            pr.at = (e.client_x(), e.client_y());
            let Some(p) = router(&e) else {
                return;
            };
            let (named, press2) = (named.clone(), press.clone());
            pr.timer = Some(Timeout::new(LONG_PRESS_MS, move || {
                let mut pr = press2.borrow_mut();
                pr.timer = None;
                pr.long = true;
                named.set(Some(p));
            }));
        })
    };
    let onpointermove = {
        let (press, named) = (press.clone(), named.clone());
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "touch" {
                let mut pr = press.borrow_mut();
                let (dx, dy) = (e.client_x() - pr.at.0, e.client_y() - pr.at.1);
                if dx.abs().max(dy.abs()) > DRIFT_PX {
                    pr.timer = None;
                }
            } else {
                named.set(router(&e));
            }
        })
    };
    let end = {
        let press = press.clone();
        Callback::from(move |_: PointerEvent| press.borrow_mut().timer = None)
    };
    let onpointerleave = {
        let (press, named) = (press.clone(), named.clone());
        Callback::from(move |e: PointerEvent| {
            press.borrow_mut().timer = None;
            if e.pointer_type() != "touch" {
                named.set(None);
            }
        })
    };
    // A held touch opens no menu over the board.
    let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());
    let circles: Html = view::holes()
        .map(|p| {
            let (x, y) = xy(p);
            let name = board::name(p);
            let class = classes!(
                "hit",
                cx.places.contains(&p).then_some("placeable"),
                (cx.movable.contains(&p) || cx.targets.contains(&p) || cx.removable.contains(&p))
                    .then_some("active")
            );
            html! {
                <circle key={name.clone()} {class} id={cx.ids.id(format_args!("pt-{}", name.replace(':', "-")))}
                    data-point={name.clone()} cx={x} cy={y} r={num(view::HIT_R)}>
                    <title>{name}</title>
                </circle>
            }
        })
        .collect();
    html! {
        <g class="hits" {onclick} {onpointerdown} {onpointermove} onpointerup={end.clone()}
           onpointercancel={end} {onpointerleave} {oncontextmenu}>
            <rect class="hit-layer" width={num(SIZE)} height={num(SIZE)} />
            {circles}
        </g>
    }
}

/// A hole's name in a small tag above it (below it on the top rows).
pub fn name_tag(p: Point, class: &'static str) -> Html {
    let (x, y) = point_xy(p);
    let name = board::name(p);
    let w = 3.0 * name.len() as f32 + 3.0;
    // Not `clamp`: its panic message would bring in float formatting.
    let tx = x.max(w / 2.0 + 1.0).min(SIZE - w / 2.0 - 1.0);
    let ty = if y < 16.0 { y + 10.5 } else { y - 7.0 };
    // SVG text (`kit::svgtext`): the tag has no handlers.
    let mut out =
        format!("<g class=\"name-tag {class}\" data-point=\"{name}\" aria-hidden=\"true\"><rect ");
    attr(&mut out, "x", &num(tx - w / 2.0));
    attr(&mut out, "y", &num(ty - 5.0));
    attr(&mut out, "width", &num(w));
    out.push_str("height=\"6.6\" rx=\"1.6\"/><text ");
    attr(&mut out, "x", &num(tx));
    attr(&mut out, "y", &num(ty));
    out.push_str(&format!(">{name}</text></g>"));
    Html::from_html_unchecked(out.into())
}
