//! The grid: the board's background, the coloured segments, the points and the coordinates,
//! written once as SVG text (`kit::svgtext`: no handlers, and far less code than the same
//! elements as Yew nodes).

use super::super::view::{colour_class, point_xy, MARGIN, SIZE};
use crate::games::jinx::board;
use crate::ui::kit::num::num;
use crate::ui::kit::svgtext::{attr, circle, text};

/// The background, the 144 coloured segments and the 81 points, the column letters under the
/// board and the row numbers beside it.
pub fn drawing() -> String {
    let mut out = String::from("<rect class=\"board-bg\" x=\"1\" y=\"1\" ");
    attr(&mut out, "width", &num(SIZE - 2.0));
    attr(&mut out, "height", &num(SIZE - 2.0));
    out.push_str("rx=\"2\"/><g class=\"grid\">");
    for y in 0..9u8 {
        for x in 0..9u8 {
            let a = board::point(x, y);
            for b in [
                (x < 8).then(|| board::point(x + 1, y)),
                (y < 8).then(|| board::point(x, y + 1)),
            ]
            .into_iter()
            .flatten()
            {
                let Some(colour) = board::segment_colour(a, b) else {
                    continue;
                };
                let (x1, y1) = point_xy(a);
                let (x2, y2) = point_xy(b);
                out.push_str("<line ");
                attr(&mut out, "class", &format!("seg {}", colour_class(colour)));
                for (name, v) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] {
                    attr(&mut out, name, &num(v));
                }
                out.push_str("/>");
            }
        }
    }
    for p in 0..81u8 {
        circle(&mut out, "dot", point_xy(p), 0.9);
    }
    out.push_str("</g><g class=\"coords\">");
    for x in 0..9u8 {
        let (px, _) = point_xy(board::point(x, 0));
        text(
            &mut out,
            "coord",
            (px, SIZE - 1.3),
            &((b'A' + x) as char).to_string(),
        );
    }
    for y in 0..9u8 {
        let (_, py) = point_xy(board::point(0, y));
        text(
            &mut out,
            "coord",
            (MARGIN / 2.6, py + 1.2),
            &(y + 1).to_string(),
        );
    }
    out.push_str("</g>");
    out
}
