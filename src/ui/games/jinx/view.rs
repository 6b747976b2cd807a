//! What the Jinx board shows, as plain Rust: point coordinates in the SVG `viewBox`, keyboard
//! focus movement, seat labels, the status text and move descriptions. No rules are decided
//! here: legality comes from the engine's legal moves. Tested natively.

use super::texts::JinxT;
use crate::engine::{Game, Seat, ToMove};
use crate::games::jinx::board::{self, Colour, Point};
use crate::games::jinx::{DrawReason, Jinx, Mode, Move, Phase};
use crate::games::Member;
use crate::ui::i18n::{join_list, t, tf, Lang, T};
use crate::ui::kit::effects::{captures, mover_seat};
use crate::ui::kit::step::Step;
use crate::ui::kit::words::Words;

/// Distance between two neighbouring points in the `viewBox`.
pub const STEP: f32 = 10.0;
/// Space around the grid (room for the coordinates). With the board the width of a 390 px phone
/// (the stylesheet lets it reach the screen's edges there), neighbouring points are 40.6 px
/// apart: each has a 40 px hit area of its own.
pub const MARGIN: f32 = 8.0;
/// The `viewBox` is `0 0 SIZE SIZE`.
pub const SIZE: f32 = 2.0 * MARGIN + 8.0 * STEP;

/// Centre of a point in the `viewBox`: column A on the left, row 1 at the bottom.
pub fn point_xy(p: Point) -> (f32, f32) {
    let (x, y) = board::xy(p);
    (MARGIN + STEP * x as f32, MARGIN + STEP * (8 - y) as f32)
}

/// The point the keyboard focus moves to from `p` for an arrow key; `None` for other keys.
pub fn move_focus(p: Point, key: &str) -> Option<Point> {
    let (x, y) = board::xy(p);
    let (nx, ny) = match key {
        "ArrowLeft" => (x.saturating_sub(1), y),
        "ArrowRight" => ((x + 1).min(8), y),
        "ArrowUp" => (x, (y + 1).min(8)),
        "ArrowDown" => (x, y.saturating_sub(1)),
        _ => return None,
    };
    Some(board::point(nx, ny))
}

/// CSS class of a colour (pieces and lines).
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Green => "green",
    }
}

/// A seat's colour in the two-player game (red, green); the others have no colour of their own.
pub fn seat_colour(game: &Jinx, seat: Seat) -> Option<&'static str> {
    match (game.mode(), seat) {
        (Mode::Two, 0) => Some("#c8262b"),
        (Mode::Two, _) => Some("#1f7a3d"),
        _ => None,
    }
}

/// A seat's name for people.
pub fn seat_label(game: &Jinx, seat: Seat, lang: Lang) -> String {
    let key = match (game.mode(), seat) {
        (Mode::Two, 0) => JinxT::Red,
        (Mode::Two, _) => JinxT::Green,
        (Mode::Three, 0) => JinxT::Lone,
        (Mode::Three, 1) => JinxT::Plain,
        (Mode::Three, _) => JinxT::Starred,
        (Mode::Four, 0) => JinxT::South,
        (Mode::Four, 1) => JinxT::North,
        (Mode::Four, 2) => JinxT::East,
        (Mode::Four, _) => JinxT::West,
    };
    t(lang, key).to_string()
}

/// Names of pieces (by id) as the points they stand on, sorted.
pub fn piece_points(game: &Jinx, ids: &[u8]) -> Vec<String> {
    let mut names: Vec<String> = game
        .pieces()
        .iter()
        .filter(|p| ids.contains(&p.id))
        .filter_map(|p| p.at.map(board::name))
        .collect();
    crate::engine::short_sort::sort(&mut names);
    names
}

/// Why a drawn game was drawn, in words.
pub fn draw_text(game: &Jinx, lang: Lang) -> Option<String> {
    Some(match game.draw_reason()? {
        DrawReason::Agreement => t(lang, JinxT::DrawAgreed).to_string(),
        DrawReason::NoCapture(n) => tf(lang, JinxT::DrawQuiet, &[&n.to_string()]),
        DrawReason::OnePieceEach(n) => tf(lang, JinxT::DrawSingles, &[&n.to_string()]),
    })
}

/// The status lines under the board: whose turn, what they must do and why.
pub fn status(game: &Jinx, lang: Lang, person: bool, selected: bool) -> Vec<String> {
    let ToMove::Seat(seat) = game.to_move() else {
        return draw_text(game, lang).into_iter().collect();
    };
    let who = seat_label(game, seat, lang);
    let mut lines = Vec::new();
    match game.phase() {
        Phase::DrawAnswer { proposer } => {
            lines.push(tf(
                lang,
                JinxT::DrawOffered,
                &[&seat_label(game, *proposer, lang), &who],
            ));
        }
        Phase::Jinx => {
            lines.push(tf(lang, JinxT::ToMove, &[&who]));
            lines.push(t(lang, JinxT::CallPrompt).to_string());
        }
        Phase::SecondMove { .. } => {
            lines.push(tf(lang, JinxT::ToMove, &[&who]));
            let designated = game.designated();
            if !designated.is_empty() {
                let pts = piece_points(game, &designated);
                lines.push(tf(lang, JinxT::MustMove, &[&who, &join_list(lang, &pts)]));
            }
            lines.push(t(lang, JinxT::SecondMove).to_string());
        }
        Phase::Move => {
            lines.push(tf(lang, JinxT::ToMove, &[&who]));
            let designated = game.designated();
            if !designated.is_empty() {
                let pts = piece_points(game, &designated);
                lines.push(tf(lang, JinxT::MustMove, &[&who, &join_list(lang, &pts)]));
            }
            if person {
                let key = if selected {
                    JinxT::SelectTarget
                } else {
                    JinxT::SelectPiece
                };
                lines.push(t(lang, key).to_string());
            }
        }
        Phase::Over(_) => {}
    }
    lines
}

/// One move of the move list in plain words.
pub fn describe(game: &Jinx, step: &Step, lang: Lang) -> String {
    let who = mover_seat(&step.mover)
        .map(|s| seat_label(game, s, lang))
        .unwrap_or_default();
    let Some(mv) = Jinx::move_of(&step.mv).cloned() else {
        return step.mv.to_string();
    };
    match mv {
        Move::Go { from, to } => {
            let mut text = tf(
                lang,
                JinxT::MoveText,
                &[&who, &board::name(from), &board::name(to)],
            );
            let captured: Vec<String> = captures(&step.effects)
                .iter()
                .map(|(_, at, _)| board::name(*at as Point))
                .collect();
            if !captured.is_empty() {
                text.push_str(", ");
                text.push_str(&tf(lang, JinxT::Captures, &[&join_list(lang, &captured)]));
            }
            text
        }
        Move::Call(target) => tf(
            lang,
            JinxT::Called,
            &[&who, &seat_label(game, target, lang)],
        ),
        Move::NoCall => tf(lang, JinxT::NoCallText, &[&who]),
        Move::EndTurn => tf(lang, JinxT::EndText, &[&who]),
        Move::Pass => tf(lang, JinxT::PassText, &[&who]),
        Move::ProposeDraw => tf(lang, JinxT::ProposeText, &[&who]),
        Move::AcceptDraw => tf(lang, JinxT::AcceptText, &[&who]),
        Move::DeclineDraw => tf(lang, JinxT::DeclineText, &[&who]),
    }
}

/// The words of a step that the move list folds into the entry before it: a player's "no call"
/// belongs to the move it follows.
pub fn folded(step: &Step, lang: Lang) -> Option<String> {
    matches!(Jinx::move_of(&step.mv), Some(Move::NoCall))
        .then(|| t(lang, JinxT::NoCallFolded).to_string())
}

/// The label of a control button for a move that is not a piece move.
pub fn button_label(game: &Jinx, mv: &Move, lang: Lang) -> Option<String> {
    Some(match mv {
        Move::Go { .. } => return None,
        Move::Call(target) => tf(lang, JinxT::Call, &[&seat_label(game, *target, lang)]),
        Move::NoCall => t(lang, JinxT::NoCall).to_string(),
        Move::EndTurn => t(lang, JinxT::EndTurn).to_string(),
        Move::ProposeDraw => t(lang, JinxT::ProposeDraw).to_string(),
        Move::AcceptDraw => t(lang, JinxT::Accept).to_string(),
        Move::DeclineDraw => t(lang, JinxT::Decline).to_string(),
        Move::Pass => t(lang, JinxT::Pass).to_string(),
    })
}

/// What stands on point `p`, in words: the owner of the piece there, or nothing.
fn on_point(game: &Jinx, p: Point, lang: Lang) -> String {
    game.piece_at(p)
        .map(|pc| seat_label(game, pc.owner, lang))
        .unwrap_or_default()
}

/// The point under the keyboard focus, named with what stands on it ("E5: Red", "E5: empty").
pub fn point_words(game: &Jinx, p: Point, lang: Lang) -> String {
    let on = on_point(game, p, lang);
    let on = if on.is_empty() {
        t(lang, T::Empty).to_string()
    } else {
        on
    };
    format!("{}: {on}", board::name(p))
}

/// The position in words: the grid as a table, row 9 first as drawn, each cell the owner of
/// the piece on that point.
pub fn in_words(game: &Jinx, lang: Lang) -> Words {
    Words {
        cols: (b'A'..=b'I').map(|c| (c as char).to_string()).collect(),
        rows: (0..9u8)
            .rev()
            .map(|y| {
                let cells = (0..9)
                    .map(|x| on_point(game, board::point(x, y), lang))
                    .collect();
                ((y + 1).to_string(), cells)
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Effect, Game, Options};

    #[test]
    fn the_position_in_words_names_every_piece_on_its_point() {
        let mut game = Jinx::new(&Options::default()).unwrap();
        game.play(&"E1-E2".parse::<Move>().unwrap()).unwrap();
        let words = in_words(&game, Lang::En);
        assert_eq!(words.cols.len(), 9);
        assert_eq!(words.cols[0], "A");
        let heads: Vec<&str> = words.rows.iter().map(|(h, _)| h.as_str()).collect();
        assert_eq!(heads, ["9", "8", "7", "6", "5", "4", "3", "2", "1"]);
        let filled = words
            .rows
            .iter()
            .flat_map(|(_, c)| c)
            .filter(|c| !c.is_empty())
            .count();
        assert_eq!(
            filled,
            game.pieces().iter().filter(|p| p.at.is_some()).count()
        );
        // Row 2 is the eighth row of the table; column E the fifth.
        assert_eq!(words.rows[7].1[4], "Red");
        assert_eq!(words.rows[8].1[4], "");
        assert_eq!(point_words(&game, board::point(4, 1), Lang::En), "E2: Red");
        assert_eq!(
            point_words(&game, board::point(4, 0), Lang::Eu),
            "E1: hutsik"
        );
    }

    #[test]
    fn corners_sit_where_the_board_is_drawn() {
        assert_eq!(point_xy(board::point(0, 0)), (MARGIN, MARGIN + 8.0 * STEP));
        assert_eq!(point_xy(board::point(8, 8)), (MARGIN + 8.0 * STEP, MARGIN));
        let (x, y) = point_xy(board::point(4, 4));
        assert_eq!((x, y), (SIZE / 2.0, SIZE / 2.0));
    }

    #[test]
    fn focus_moves_with_arrows_and_stops_at_the_edge() {
        let e5 = board::point(4, 4);
        assert_eq!(move_focus(e5, "ArrowUp"), Some(board::point(4, 5)));
        assert_eq!(move_focus(e5, "ArrowLeft"), Some(board::point(3, 4)));
        assert_eq!(
            move_focus(board::point(0, 0), "ArrowDown"),
            Some(board::point(0, 0))
        );
        assert_eq!(
            move_focus(board::point(8, 8), "ArrowRight"),
            Some(board::point(8, 8))
        );
        assert_eq!(move_focus(e5, "Enter"), None);
    }

    #[test]
    fn a_capture_is_described_with_the_captured_points() {
        let game = Jinx::new(&Options::default()).unwrap();
        let step = Step {
            mover: ToMove::Seat(0),
            mv: "E5-C5".parse::<Move>().unwrap().into(),
            effects: vec![
                Effect::Moved {
                    piece: 1,
                    path: vec![40, 39, 38],
                },
                Effect::Captured {
                    piece: 9,
                    at: 39,
                    owner: 1,
                },
                Effect::Captured {
                    piece: 10,
                    at: 38,
                    owner: 1,
                },
            ],
        };
        assert_eq!(
            describe(&game, &step, Lang::En),
            "Red: E5 → C5, captures D5 and C5"
        );
        let call = Step {
            mover: ToMove::Seat(1),
            mv: "jinx:red".parse::<Move>().unwrap().into(),
            effects: vec![],
        };
        assert_eq!(describe(&game, &call, Lang::En), "Green calls jinx on Red");
    }

    #[test]
    fn the_start_position_asks_red_to_choose_a_piece() {
        let game = Jinx::new(&Options::default()).unwrap();
        let lines = status(&game, Lang::En, true, false);
        assert_eq!(
            lines,
            vec![
                "Red to move.".to_string(),
                "Choose a piece to move.".to_string()
            ]
        );
        let lines = status(&game, Lang::Eu, false, false);
        assert_eq!(lines, vec!["Txanda: Gorria.".to_string()]);
    }
}
