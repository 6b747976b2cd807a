//! The grid: the coloured segments, the points and the coordinates.

use super::super::view::{colour_class, point_xy, MARGIN, SIZE};
use crate::games::jinx::board;
use crate::ui::kit::num::num;
use yew::prelude::*;

/// The 144 coloured segments and the 81 points.
pub fn board_segments() -> Html {
    let mut lines = Vec::with_capacity(144);
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
                lines.push(html! {
                    <line class={classes!("seg", colour_class(colour))}
                          x1={num(x1)} y1={num(y1)} x2={num(x2)} y2={num(y2)} />
                });
            }
        }
    }
    let dots: Html = (0..81u8)
        .map(|p| {
            let (x, y) = point_xy(p);
            html! { <circle class="dot" cx={num(x)} cy={num(y)} r="0.9" /> }
        })
        .collect();
    html! { <g class="grid">{ for lines }{dots}</g> }
}

/// Column letters under the board and row numbers beside it.
pub fn coordinate_labels() -> Html {
    let cols: Html = (0..9u8)
        .map(|x| {
            let (px, _) = point_xy(board::point(x, 0));
            let letter = ((b'A' + x) as char).to_string();
            html! { <text class="coord" x={num(px)} y={num(SIZE - 1.3)}>{letter}</text> }
        })
        .collect();
    let rows: Html = (0..9u8)
        .map(|y| {
            let (_, py) = point_xy(board::point(0, y));
            html! { <text class="coord" x={num(MARGIN / 2.6)} y={num(py + 1.2)}>{(y + 1).to_string()}</text> }
        })
        .collect();
    html! { <g class="coords">{cols}{rows}</g> }
}
