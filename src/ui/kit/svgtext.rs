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

/// `<tag ` and its `class` (none if empty) at the end of `out`.
fn open(out: &mut String, tag: &str, class: &str) {
    out.push('<');
    out.push_str(tag);
    out.push(' ');
    if !class.is_empty() {
        attr(out, "class", class);
    }
}

/// A circle of `class` (none if empty) at `(x, y)`, radius `r`.
pub fn circle(out: &mut String, class: &str, (x, y): (f32, f32), r: f32) {
    open(out, "circle", class);
    attr(out, "cx", &num(x));
    attr(out, "cy", &num(y));
    attr(out, "r", &num(r));
    out.push_str("/>");
}

/// A `<rect>` of `class` (none if empty) at `(x, y)`, `w` by `h`, its corners rounded by `rx`.
pub fn rect(out: &mut String, class: &str, (x, y, w, h): (f32, f32, f32, f32), rx: f32) {
    open(out, "rect", class);
    attr(out, "x", &num(x));
    attr(out, "y", &num(y));
    attr(out, "width", &num(w));
    attr(out, "height", &num(h));
    attr(out, "rx", &num(rx));
    out.push_str("/>");
}

/// A `<text>` of `class` (none if empty) at `(x, y)` holding `text` (escaped).
pub fn text(out: &mut String, class: &str, (x, y): (f32, f32), text: &str) {
    open(out, "text", class);
    attr(out, "x", &num(x));
    attr(out, "y", &num(y));
    out.push('>');
    escape(out, text);
    out.push_str("</text>");
}

/// `text` at the end of `out`, safe in markup text and in a quoted attribute.
pub fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}
