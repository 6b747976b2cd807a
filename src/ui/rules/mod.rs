//! Rules pages: one text per game and language, in a tiny markup, with live diagrams.
//!
//! The texts live in `static/rules/<game>/<lang>.txt`. The site serves them as files and the
//! rules page fetches the one it shows (they are most of the app's text and stay out of its
//! first load); native builds compile them in for the tests.
//! Only finished pages are listed in [`PAGES`]; the site links a game's rules only when it has
//! a page here.
//!
//! Markup, line by line (blank lines end a block):
//! - `# Title`, `## Section`, `### Subsection`;
//! - `- item` starts a list item (following indented lines continue it);
//! - `::ruling` starts a ruling of the project (the lines after it, up to a blank line); the page
//!   shows it boxed, with the label "Our ruling";
//! - `::diagram POSITION` or `::diagram POSITION | MOVE MOVE…` draws POSITION with the game's own
//!   board (read-only); the moves, if any, are played on a copy through the engine, and the
//!   board shows the result with the last move marked. The lines after it are the caption;
//! - `::diagram POSITION | MOVE MOVE… | before-after` draws two boards side by side: the
//!   position before the last move and after it (the capture figures use it, so that the taken
//!   stone can be seen in its place and gone), each labelled;
//! - `%` starts a comment line; any other line is paragraph text.
//!
//! Inline: `*text*` is emphasis. Nothing else is special.
//!
//! This part is plain Rust (tested natively: every diagram of every page must parse and its
//! moves must be legal); the component is in [`page`].

#[cfg(target_arch = "wasm32")]
pub mod page;

use super::i18n::Lang;
use crate::engine::{ParseError, ToMove};
use crate::games::AnyGame;
use crate::ui::kit::step::{History, Step};

/// One game's rules page, in every language.
pub struct PageSource {
    /// The game's registry name (`jinx`, `bao-la-kete`, ...).
    pub game: &'static str,
    /// The text per language, in [`Lang::ALL`] order. Compiled in natively only (tests, tools);
    /// the browser fetches the text it shows from `rules/<game>/<lang>.txt` beside the site (see
    /// [`page_url`]), which keeps the pages out of the app's first load.
    #[cfg(not(target_arch = "wasm32"))]
    pub texts: [(Lang, &'static str); 4],
}

/// Every finished rules page.
pub static PAGES: &[PageSource] = &[
    PageSource {
        game: "jinx",
        #[cfg(not(target_arch = "wasm32"))]
        texts: [
            (Lang::Eu, include_str!("../../../static/rules/jinx/eu.txt")),
            (Lang::En, include_str!("../../../static/rules/jinx/en.txt")),
            (Lang::Es, include_str!("../../../static/rules/jinx/es.txt")),
            (Lang::Fr, include_str!("../../../static/rules/jinx/fr.txt")),
        ],
    },
    PageSource {
        game: "bao-la-kete",
        #[cfg(not(target_arch = "wasm32"))]
        texts: [
            (
                Lang::Eu,
                include_str!("../../../static/rules/bao-la-kete/eu.txt"),
            ),
            (
                Lang::En,
                include_str!("../../../static/rules/bao-la-kete/en.txt"),
            ),
            (
                Lang::Es,
                include_str!("../../../static/rules/bao-la-kete/es.txt"),
            ),
            (
                Lang::Fr,
                include_str!("../../../static/rules/bao-la-kete/fr.txt"),
            ),
        ],
    },
    PageSource {
        game: "fidchell",
        #[cfg(not(target_arch = "wasm32"))]
        texts: [
            (
                Lang::Eu,
                include_str!("../../../static/rules/fidchell/eu.txt"),
            ),
            (
                Lang::En,
                include_str!("../../../static/rules/fidchell/en.txt"),
            ),
            (
                Lang::Es,
                include_str!("../../../static/rules/fidchell/es.txt"),
            ),
            (
                Lang::Fr,
                include_str!("../../../static/rules/fidchell/fr.txt"),
            ),
        ],
    },
    PageSource {
        game: "barne-zirkulua",
        #[cfg(not(target_arch = "wasm32"))]
        texts: [
            (
                Lang::Eu,
                include_str!("../../../static/rules/barne-zirkulua/eu.txt"),
            ),
            (
                Lang::En,
                include_str!("../../../static/rules/barne-zirkulua/en.txt"),
            ),
            (
                Lang::Es,
                include_str!("../../../static/rules/barne-zirkulua/es.txt"),
            ),
            (
                Lang::Fr,
                include_str!("../../../static/rules/barne-zirkulua/fr.txt"),
            ),
        ],
    },
];

/// The page source of a game, if it has a finished page.
pub fn page_source(game: &str) -> Option<&'static PageSource> {
    PAGES.iter().find(|p| p.game == game)
}

/// Whether the site should link the game's rules page.
pub fn has_page(game: &str) -> bool {
    page_source(game).is_some()
}

/// The text of a game's page in a language (native builds: tests and tools).
#[cfg(not(target_arch = "wasm32"))]
pub fn page_text(game: &str, lang: Lang) -> Option<&'static str> {
    page_source(game)?
        .texts
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, t)| *t)
}

/// Where the site serves a page's text, relative to the site's address.
pub fn page_url(game: &str, lang: Lang) -> String {
    format!("rules/{game}/{}.txt", lang.code())
}

/// A diagram: a position, moves to play on it, and a caption.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub position: String,
    pub moves: Vec<String>,
    /// Draw the position before the last move beside the one after it.
    pub before_after: bool,
    pub caption: String,
    /// Line number in the source (1-based), for error messages.
    pub line: usize,
}

/// A piece of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    Heading(u8, String),
    Paragraph(String),
    List(Vec<String>),
    Ruling(String),
    Diagram(Diagram),
}

/// Reads a page's markup. Never fails: unknown `::` commands become paragraphs that say so.
pub fn parse(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    // What the current run of lines belongs to.
    enum Open {
        None,
        Para,
        List(Vec<String>),
        Ruling(Vec<String>),
        Diagram(Diagram, Vec<String>),
    }
    let mut open = Open::None;
    fn close(open: &mut Open, para: &mut Vec<&str>, blocks: &mut Vec<Block>) {
        match std::mem::replace(open, Open::None) {
            Open::None => {}
            Open::Para => blocks.push(Block::Paragraph(para.join(" "))),
            Open::List(items) => blocks.push(Block::List(items)),
            Open::Ruling(lines) => blocks.push(Block::Ruling(lines.join(" "))),
            Open::Diagram(mut d, lines) => {
                d.caption = lines.join(" ");
                blocks.push(Block::Diagram(d));
            }
        }
        para.clear();
    }
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let trimmed = line.trim_start();
        if trimmed.starts_with('%') {
            continue;
        }
        if trimmed.is_empty() {
            close(&mut open, &mut para, &mut blocks);
            continue;
        }
        if let Some(rest) = line.strip_prefix('#') {
            close(&mut open, &mut para, &mut blocks);
            let level = 1 + rest.chars().take_while(|c| *c == '#').count();
            let title = rest.trim_start_matches('#').trim();
            blocks.push(Block::Heading(level.min(3) as u8, title.to_string()));
            continue;
        }
        if let Some(rest) = line.strip_prefix("::diagram") {
            close(&mut open, &mut para, &mut blocks);
            let (position, moves) = rest.split_once('|').unwrap_or((rest, ""));
            let (moves, flags) = moves.split_once('|').unwrap_or((moves, ""));
            open = Open::Diagram(
                Diagram {
                    position: position.trim().to_string(),
                    moves: moves.split_whitespace().map(String::from).collect(),
                    before_after: flags.trim() == "before-after",
                    caption: String::new(),
                    line: i + 1,
                },
                Vec::new(),
            );
            continue;
        }
        if line.trim() == "::ruling" {
            close(&mut open, &mut para, &mut blocks);
            open = Open::Ruling(Vec::new());
            continue;
        }
        if let Some(item) = line.strip_prefix("- ") {
            if !matches!(open, Open::List(_)) {
                close(&mut open, &mut para, &mut blocks);
                open = Open::List(Vec::new());
            }
            if let Open::List(items) = &mut open {
                items.push(item.trim().to_string());
            }
            continue;
        }
        match &mut open {
            Open::List(items) if line.starts_with(' ') => {
                if let Some(last) = items.last_mut() {
                    last.push(' ');
                    last.push_str(trimmed);
                }
            }
            Open::Ruling(lines) | Open::Diagram(_, lines) => lines.push(trimmed.to_string()),
            Open::Para => para.push(trimmed),
            _ => {
                close(&mut open, &mut para, &mut blocks);
                open = Open::Para;
                para.push(trimmed);
            }
        }
    }
    close(&mut open, &mut para, &mut blocks);
    blocks
}

/// A piece of inline text: plain or emphasised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inline<'a> {
    Plain(&'a str),
    Em(&'a str),
}

/// Splits `*emphasis*` out of a line of text.
pub fn inline(text: &str) -> Vec<Inline<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('*') {
        let Some(len) = rest[start + 1..].find('*') else {
            break;
        };
        if start > 0 {
            out.push(Inline::Plain(&rest[..start]));
        }
        out.push(Inline::Em(&rest[start + 1..start + 1 + len]));
        rest = &rest[start + 2 + len..];
    }
    if !rest.is_empty() {
        out.push(Inline::Plain(rest));
    }
    out
}

/// Reads a position string of the named game.
pub fn parse_position(game: &str, position: &str) -> Result<AnyGame, ParseError> {
    AnyGame::from_position(game, position)
}

/// A diagram ready to draw: the position after its moves, and the moves played as steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    pub game: AnyGame,
    pub steps: History,
}

impl Diagram {
    /// Reads the position and plays the moves through the engine. The error says what is wrong
    /// in words a page author can act on.
    pub fn prepare(&self, game: &str) -> Result<Prepared, String> {
        if self.before_after && self.moves.is_empty() {
            return Err("before-after needs a move to show before and after".into());
        }
        let mut g = parse_position(game, &self.position)
            .map_err(|e| format!("position \"{}\": {}", self.position, e.0))?;
        let mut steps = History::new();
        for mv in &self.moves {
            let mover: ToMove = g.as_dyn().to_move();
            let parsed = g
                .parse_move(mv)
                .map_err(|e| format!("move \"{mv}\": {}", e.0))?;
            let effects = g
                .play(&parsed)
                .map_err(|e| format!("move \"{mv}\": {}", e.reason))?;
            steps.push(Step {
                mover,
                mv: parsed,
                effects,
            });
        }
        Ok(Prepared { game: g, steps })
    }

    /// The diagram of the position before the last move, for a before-after figure.
    pub fn before(&self) -> Option<Diagram> {
        let n = self.moves.len();
        (self.before_after && n > 0).then(|| Diagram {
            moves: self.moves[..n - 1].to_vec(),
            before_after: false,
            ..self.clone()
        })
    }
}

/// What must agree between the languages of a page: its headings' levels, its rulings and its
/// diagrams (position and moves), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Heading(u8),
    Ruling,
    Diagram(String, Vec<String>),
    /// Follows a diagram drawn before and after its last move.
    BeforeAfter,
}

/// The shape of a page (see [`Shape`]).
pub fn shape(blocks: &[Block]) -> Vec<Shape> {
    let mut out = Vec::new();
    for b in blocks {
        match b {
            Block::Heading(l, _) => out.push(Shape::Heading(*l)),
            Block::Ruling(_) => out.push(Shape::Ruling),
            Block::Diagram(d) => {
                out.push(Shape::Diagram(d.position.clone(), d.moves.clone()));
                if d.before_after {
                    out.push(Shape::BeforeAfter);
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_read_block_by_block() {
        let text = "# Title\n\nSome *text*\non two lines.\n\n- one\n  more\n- two\n\
                    ::ruling\nWe decided.\n\n::diagram jinx2 A1/I9 red red move - - 0 0 20/200 | A1-A2 | before-after\n\
                    A caption.\n% a comment\n## Next\n";
        let blocks = parse(text);
        assert_eq!(blocks.len(), 6, "{blocks:?}");
        assert_eq!(blocks[0], Block::Heading(1, "Title".into()));
        assert_eq!(
            blocks[1],
            Block::Paragraph("Some *text* on two lines.".into())
        );
        assert_eq!(
            blocks[2],
            Block::List(vec!["one more".into(), "two".into()])
        );
        assert_eq!(blocks[3], Block::Ruling("We decided.".into()));
        match &blocks[4] {
            Block::Diagram(d) => {
                assert_eq!(d.position, "jinx2 A1/I9 red red move - - 0 0 20/200");
                assert_eq!(d.moves, vec!["A1-A2".to_string()]);
                assert!(d.before_after);
                assert_eq!(d.caption, "A caption.");
                assert_eq!(d.line, 12);
            }
            other => panic!("not a diagram: {other:?}"),
        }
        assert_eq!(blocks[5], Block::Heading(2, "Next".into()));
        assert_eq!(
            inline("a *b* c"),
            vec![Inline::Plain("a "), Inline::Em("b"), Inline::Plain(" c")]
        );
        assert_eq!(inline("no * pair"), vec![Inline::Plain("no * pair")]);
    }

    #[test]
    fn a_bad_diagram_is_an_error_not_a_panic() {
        let d = Diagram {
            position: "jinx2 nonsense".into(),
            moves: vec![],
            before_after: false,
            caption: String::new(),
            line: 1,
        };
        assert!(d.prepare("jinx").is_err());
        let d = Diagram {
            position: "jinx2 A1/I9 red red move - - 0 0 20/200".into(),
            moves: vec!["A1-C3".into()],
            before_after: false,
            caption: String::new(),
            line: 1,
        };
        let err = d.prepare("jinx").unwrap_err();
        assert!(err.contains("A1-C3"), "{err}");
        let d = Diagram {
            moves: vec!["A1-A2".into()],
            ..d
        };
        let p = d.prepare("jinx").unwrap();
        assert_eq!(p.steps.len(), 1);
        assert_eq!(d.before(), None);
        // Before and after: the first board is the position without the last move.
        let both = Diagram {
            before_after: true,
            ..d.clone()
        };
        let before = both.before().unwrap();
        assert!(before.moves.is_empty() && !before.before_after);
        assert_eq!(before.prepare("jinx").unwrap().steps.len(), 0);
        let empty = Diagram {
            moves: vec![],
            ..both
        };
        assert!(empty.prepare("jinx").unwrap_err().contains("before-after"));
    }
}
