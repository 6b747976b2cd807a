//! Drawing as SVG text: for the parts of a board that are many elements and no handlers (the
//! rings and fields, the corners, the icons), written into a string and handed to Yew whole
//! (`Html::from_html_unchecked`, which parses it in the SVG namespace of its parent). Much less
//! code than the same elements as Yew nodes, which keeps the embeds small; the DOM is the same.
//! Only numbers and the app's own class names and texts go in (texts escaped with
//! `kit::words::cell`).

use crate::ui::kit::num::num;

/// `name="value" ` at the end of `out`.
pub fn attr(out: &mut String, name: &str, value: &str) {
    out.push_str(name);
    out.push_str("=\"");
    out.push_str(value);
    out.push_str("\" ");
}

/// A circle of `class` at `(x, y)`, radius `r`.
pub fn circle(out: &mut String, class: &str, (x, y): (f32, f32), r: f32) {
    out.push_str("<circle ");
    attr(out, "class", class);
    attr(out, "cx", &num(x));
    attr(out, "cy", &num(y));
    attr(out, "r", &num(r));
    out.push_str("/>");
}
