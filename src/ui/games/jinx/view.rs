//! What the Jinx board shows, as plain Rust: point coordinates in the SVG `viewBox`, keyboard
//! focus movement, seat labels, the status text and move descriptions. No rules are decided
//! here: legality comes from the engine's legal moves. Tested natively.

use super::texts::JinxT;
use super::Screens;
use crate::engine::{Game, Seat, ToMove};
use crate::games::jinx::board::{self, Colour, Point};
use crate::games::jinx::{Jinx, Mode, Move, Phase};
use crate::ui::games::contract::GameScreens;
use crate::ui::i18n::{join_list, t, tf, Lang, T};

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

/// The status lines under the board: whose turn, what they must do and why.
pub fn status(game: &Jinx, lang: Lang, person: bool, selected: bool) -> Vec<String> {
    let ToMove::Seat(seat) = game.to_move() else {
        return Screens::end(game, lang).into_iter().collect();
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
pub(super) fn on_point(game: &Jinx, p: Point, lang: Lang) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Effect, Game, Options};
    use crate::ui::kit::step::Step;

    #[test]
    fn the_position_in_words_names_every_piece_on_its_point() {
        let mut game = Jinx::new(&Options::default()).unwrap();
        game.play(&"E1-E2".parse::<Move>().unwrap()).unwrap();
        let words = Screens::in_words(&game, Lang::En);
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
            Screens::describe(&game, &step, Lang::En),
            "Red: E5 → C5, captures D5 and C5"
        );
        let call = Step {
            mover: ToMove::Seat(1),
            mv: "jinx:red".parse::<Move>().unwrap().into(),
            effects: vec![],
        };
        assert_eq!(
            Screens::describe(&game, &call, Lang::En),
            "Green calls jinx on Red"
        );
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
