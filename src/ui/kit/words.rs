//! A position in words: the table every board's text alternative shows (`play::words`), built
//! by each game's `view::in_words` in plain Rust and written out as HTML text.

/// A position in words, as a table: one row per row of the board (or per player), each cell one
/// point, hole, pit or ball with what is there.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Words {
    /// The column headings; empty when every cell names its own point.
    pub cols: Vec<String>,
    /// Each row: its heading and its cells.
    pub rows: Vec<(String, Vec<String>)>,
}

/// `<tag attributes>text</tag>` at the end of `out`, `text` escaped (`&` and `<`: the texts hold
/// no markup). `tag` is the element's name, then its attributes after a space.
pub fn cell(out: &mut String, tag: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    out.push('>');
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            c => out.push(c),
        }
    }
    out.push_str("</");
    out.push_str(tag.split(' ').next().unwrap_or(tag));
    out.push('>');
}

impl Words {
    /// The table as HTML text. Written as text rather than as Yew nodes (a screen reader reads
    /// it the same, and an embed's bundle stays smaller); the cells hold no markup, so `&` and
    /// `<` are all there is to escape.
    pub fn to_html(&self) -> String {
        let mut out = String::from("<table>");
        if !self.cols.is_empty() {
            out.push_str("<thead><tr><td></td>");
            for c in &self.cols {
                cell(&mut out, "th scope=\"col\"", c);
            }
            out.push_str("</tr></thead>");
        }
        out.push_str("<tbody>");
        for (name, cells) in &self.rows {
            out.push_str("<tr>");
            cell(&mut out, "th scope=\"row\"", name);
            for c in cells {
                cell(&mut out, "td", c);
            }
            out.push_str("</tr>");
        }
        out.push_str("</tbody></table>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Words;

    #[test]
    fn a_position_in_words_is_a_table_with_its_text_escaped() {
        let words = Words {
            cols: vec!["A".into(), "B".into()],
            rows: vec![("1".into(), vec!["Red".into(), "<b>&".into()])],
        };
        assert_eq!(
            words.to_html(),
            "<table><thead><tr><td></td><th scope=\"col\">A</th><th scope=\"col\">B</th></tr></thead>\
             <tbody><tr><th scope=\"row\">1</th><td>Red</td><td>&lt;b>&amp;</td></tr></tbody></table>"
        );
        let no_heads = Words {
            cols: Vec::new(),
            rows: vec![("x".into(), Vec::new())],
        };
        assert_eq!(
            no_heads.to_html(),
            "<table><tbody><tr><th scope=\"row\">x</th></tr></tbody></table>"
        );
    }
}
