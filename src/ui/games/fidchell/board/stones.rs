//! The stones and what marks them: the last move (its path, its slide, the stone it placed, the
//! stones it took fading out), the winning path, the targets of the selected stone, and the
//! stones still in hand.

use super::super::texts::FidchellT;
use super::super::view::{self, colour_class, point_xy, seat_label, SIZE};
use super::{translate, Ctx};
use crate::games::fidchell::board::{self, Point};
use crate::games::fidchell::{Colour, Phase};
use crate::ui::i18n::tf;
use crate::ui::kit::num::num;
use crate::ui::kit::svgtext::{attr, circle};
use crate::ui::kit::words::cell;
use yew::prelude::*;

/// Radius of a stone.
const STONE: f32 = 3.7;

/// What marks the board under the stones, as SVG text (`kit::svgtext`; the hit layer takes the
/// clicks): the last move's path and start, or the ring round the stone it placed; what the last
/// move's captures leave until the next move (a line through each enclosing pair and the stone it
/// took, and a mark on the emptied hole; a removal leaves only the mark); the line of the winning
/// stones; and the targets of the selected stone, with the way along the line to each.
pub fn marks(cx: &Ctx) -> String {
    let mut out = String::new();
    if cx.last_path.len() >= 2 {
        out.push_str("<g class=\"last-move\">");
        path(&mut out, &[("d", &view::path_d(&cx.last_path))]);
        circle(&mut out, "last-from", point_xy(cx.last_path[0]), 2.1);
        out.push_str("</g>");
    } else if let Some(p) = cx.placed {
        out.push_str("<g class=\"last-move\">");
        circle(&mut out, "last-place", point_xy(p), 5.4);
        out.push_str("</g>");
    }
    if !cx.captured.is_empty() {
        out.push_str("<g class=\"capture-trace\">");
        for t in &cx.traces {
            let pair = format!("{} {}", board::name(t[0]), board::name(t[2]));
            path(
                &mut out,
                &[
                    ("class", "trace"),
                    ("d", &view::path_d(t)),
                    ("data-taken", &board::name(t[1])),
                    ("data-pair", &pair),
                ],
            );
        }
        for (p, _) in &cx.captured {
            let (x, y) = point_xy(*p);
            out.push_str("<g class=\"taken\" ");
            attr(&mut out, "data-point", &board::name(*p));
            attr(&mut out, "style", &format!("transform:{}", translate(x, y)));
            out.push_str("><circle r=\"2.4\"/>");
            path(
                &mut out,
                &[("d", "M-1.3,-1.3 L1.3,1.3 M1.3,-1.3 L-1.3,1.3")],
            );
            out.push_str("</g>");
        }
        out.push_str("</g>");
    }
    if cx.winning.len() >= 2 {
        let d = view::path_d(&cx.winning);
        path(
            &mut out,
            &[("class", "win-path"), ("d", &d), ("pathLength", "1")],
        );
    }
    for p in &cx.targets {
        out.push_str("<g>");
        if let Some(way) = cx.sel.and_then(|s| cx.game.path(s, *p)) {
            path(&mut out, &[("class", "way"), ("d", &view::path_d(&way))]);
        }
        circle(&mut out, "target", point_xy(*p), 2.6);
        out.push_str("</g>");
    }
    out
}

/// A `<path>` with these attributes.
fn path(out: &mut String, attrs: &[(&str, &str)]) {
    out.push_str("<path ");
    for (name, value) in attrs {
        attr(out, name, value);
    }
    out.push_str("/>");
}

/// The keyframes that slide the stone that moved along its path, and its `animation` style.
fn slide(cx: &Ctx) -> (String, String) {
    let frames = view::motion_points(&cx.last_path);
    let n = frames.len().saturating_sub(1).max(1);
    // Keyframe names are shared by the whole document, like ids: the board's prefix keeps two
    // boards' slides apart.
    let name = cx.ids.id(format_args!("fid-slide-{}", cx.ply));
    let mut css = format!("@keyframes {name} {{");
    for (i, (fx, fy)) in frames.iter().enumerate() {
        let pct = 100.0 * i as f32 / n as f32;
        css.push_str(&format!(
            "{}% {{ transform: {} }} ",
            num(pct),
            translate(*fx, *fy)
        ));
    }
    css.push('}');
    let ms = super::slide_ms(cx.last_path.len());
    (css, format!(";animation:{name} {ms}ms ease-in-out"))
}

fn stone_class(cx: &Ctx, p: Point, c: Colour) -> Classes {
    let mut class = classes!("stone", colour_class(c));
    let marks = [
        (cx.sel == Some(p), "selected"),
        (cx.movable.contains(&p), "movable"),
        (cx.removable.contains(&p), "removable"),
        (cx.marks.contains(&p), "marked"),
        (cx.winning.contains(&p), "win"),
        (cx.placed == Some(p), "dropped"),
        (cx.traces.iter().any(|t| t[0] == p || t[2] == p), "encloser"),
    ];
    for (on, name) in marks {
        if on {
            class.push(name);
        }
    }
    class
}

/// Every stone on the board, and the keyframes of the one that slides (for the `<style>`).
pub fn stones(cx: &Ctx) -> (Html, String) {
    let mut slide_css = String::new();
    let html = view::holes()
        .filter_map(|p| {
            let c = cx.game.stone(p)?;
            let (x, y) = point_xy(p);
            let mut class = stone_class(cx, p, c);
            let mut style = format!("transform:{}", translate(x, y));
            if cx.last_path.last() == Some(&p) {
                let (css, animation) = slide(cx);
                slide_css.push_str(&css);
                style.push_str(&animation);
                class.push("arrived");
            }
            let cross = if cx.marks.contains(&p) {
                html! { <path class="cross" d="M-2.2,-2.2 L2.2,2.2 M2.2,-2.2 L-2.2,2.2" /> }
            } else {
                html! {}
            };
            let title = format!("{} {}", seat_label(c.seat(), cx.lang), board::name(p));
            Some(html! {
                <g key={format!("s{p}")} {class} {style} data-point={board::name(p)}>
                    <title>{title}</title>
                    <circle class="body" r={num(STONE)} />
                    <circle class="shine" cx="-1.1" cy="-1.2" r="1.1" />
                    {cross}
                </g>
            })
        })
        .collect();
    (html, slide_css)
}

/// The stones the last move took, fading out where they stood.
pub fn ghosts(cx: &Ctx) -> Html {
    cx.captured
        .iter()
        .map(|(p, c)| {
            let (x, y) = point_xy(*p);
            html! {
                <g key={format!("c{p}-{}", cx.ply)} class={classes!("stone", "ghost", colour_class(*c))}
                   style={format!("transform:{}", translate(x, y))}>
                    <circle class="body" r={num(STONE)} />
                </g>
            }
        })
        .collect()
}

/// Stones still to place, as small piles in the top corners (white left, black right), as SVG
/// text.
pub fn hands(cx: &Ctx) -> String {
    let game = cx.game;
    let mut out = String::new();
    if game.in_hand(Colour::White) + game.in_hand(Colour::Black) == 0 {
        return out;
    }
    for c in [Colour::White, Colour::Black] {
        let n = game.in_hand(c);
        let (x, tx, anchor) = if c == Colour::White {
            (6.0, 11.2, "start")
        } else {
            (SIZE - 6.0, SIZE - 11.2, "end")
        };
        let current = cx.to_move == Some(c.seat()) && game.phase() == Phase::Placing;
        out.push_str("<g ");
        let class = format!(
            "hand {}{}",
            colour_class(c),
            if current { " current" } else { "" }
        );
        attr(&mut out, "class", &class);
        attr(
            &mut out,
            "id",
            &cx.ids.id(format_args!("hand-{}", colour_class(c))),
        );
        out.push('>');
        let title = format!(
            "{}: {}",
            seat_label(c.seat(), cx.lang),
            tf(cx.lang, FidchellT::InHand, &[&n.to_string()])
        );
        cell(&mut out, "title", &title);
        circle(&mut out, "body", (x, 6.5), 3.3);
        out.push_str("<text ");
        attr(&mut out, "x", &num(tx));
        attr(&mut out, "y", "8.4");
        attr(&mut out, "text-anchor", anchor);
        out.push('>');
        out.push_str(&n.to_string());
        out.push_str("</text></g>");
    }
    out
}
