//! The errors a player can see, in every language: moves the rules refuse, and saved games or
//! imported files that cannot be opened.
//!
//! The engines explain a refused move in English ([`IllegalMove::reason`], with details such as
//! the point or the number) and give it a stable key ([`IllegalMove::code`]). Every key has a
//! short text per language, general where the English has details: the move string is shown
//! beside it. English keeps the engine's own sentence. The engine's own keys are here; each
//! game's are in its screens' `texts.rs`, an exhaustive `match` on its refusal enum, so that a
//! new refusal without its texts does not compile, and a build of one game carries only that
//! game's texts. A key no table knows falls back to the English sentence.
//!
//! Record and save errors are framed per language ([`ErrorT`]); a refused move inside a record is
//! explained by its code like a refused move in play. The English frames are the errors' own
//! `Display` texts, word for word.

use super::{t, Lang};
use crate::engine::record::LoadError;
use crate::engine::record::{RecordError, RECORD_FORMAT};
use crate::engine::{IllegalMove, MoveRefusal, Refusal};

key_texts! {
    /// A frame around an error's details.
    pub enum ErrorT {
        IllegalMove, NotRecord, RecordVersion, UnknownGame, OptionsRefused, MoveRefused, NotSave,
        SaveVersion, Seats,
    }
    eu: {
        IllegalMove => "Ezin da {0} jokatu: {1}",
        // {0}: a technical detail, folded away (see `tech`).
        NotRecord => "ez da Mahairen partida-erregistro bat{0}",
        RecordVersion => "{0}. formatuko erregistroak ez dira onartzen (bertsio honek {1}. formatua irakurtzen du)",
        UnknownGame => "joko ezezaguna: «{0}»",
        OptionsRefused => "partidaren aukerak ez dira onartzen{0}",
        MoveRefused => "{0}. mugimendua ({1}) ez da onartzen: {2}",
        NotSave => "ez da gordetako partida bat{0}",
        SaveVersion => "beste bertsio batek gorde du ({0}. formatua)",
        Seats => "partidak {0} jokalari ditu, baina gordetakoak {1} izendatzen ditu",
    }
    en: {
        IllegalMove => "illegal move {0}: {1}",
        NotRecord => "not a Mahai game record{0}",
        RecordVersion => "record format {0} is not supported (this version reads {1})",
        UnknownGame => "unknown game \"{0}\"",
        OptionsRefused => "the game options are refused{0}",
        MoveRefused => "move {0} ({1}) is refused: {2}",
        NotSave => "not a saved game{0}",
        SaveVersion => "saved by another version (format {0})",
        Seats => "the game has {0} seats but the save names {1}",
    }
    es: {
        IllegalMove => "No se puede jugar {0}: {1}",
        NotRecord => "no es un registro de partida de Mahai{0}",
        RecordVersion => "el formato de registro {0} no es compatible (esta versión lee el {1})",
        UnknownGame => "juego desconocido: «{0}»",
        OptionsRefused => "las opciones de la partida no se aceptan{0}",
        MoveRefused => "la jugada {0} ({1}) no se acepta: {2}",
        NotSave => "no es una partida guardada{0}",
        SaveVersion => "guardada por otra versión (formato {0})",
        Seats => "la partida tiene {0} jugadores, pero la partida guardada nombra {1}",
    }
    fr: {
        IllegalMove => "Coup impossible {0} : {1}",
        NotRecord => "ce n'est pas un relevé de partie Mahai{0}",
        RecordVersion => "le format de relevé {0} n'est pas pris en charge (cette version lit le {1})",
        UnknownGame => "jeu inconnu : « {0} »",
        OptionsRefused => "les options de la partie sont refusées{0}",
        MoveRefused => "le coup {0} ({1}) est refusé : {2}",
        NotSave => "ce n'est pas une partie enregistrée{0}",
        SaveVersion => "enregistrée par une autre version (format {0})",
        Seats => "la partie a {0} joueurs, mais la sauvegarde en nomme {1}",
    }
}

/// The refusals made before a game sees the move, in Basque, English, Spanish and French.
fn general(r: &MoveRefusal) -> [&'static str; 4] {
    match r {
        MoveRefusal::Malformed { .. } => [
            "Mugimendua ez dago joko honek ulertzen duen eran idatzita.",
            "The move is not written in a form this game reads.",
            "La jugada no está escrita de una forma que este juego entienda.",
            "Le coup n'est pas écrit sous une forme que ce jeu comprend.",
        ],
    }
}

/// Where the texts of the games' refusal codes are looked up: each game's screens hold a table
/// of their own (a `refusal` function per game), gathered by the registry in `ui::games`.
pub type Codes = fn(Lang, &str) -> Option<&'static str>;

/// The text in `lang` of `code`, one of the codes of a refusal enum (given by one value of every
/// variant, as `refusals!` makes them) whose texts per language are `texts`.
pub fn by_code<R: Refusal>(
    lang: Lang,
    code: &str,
    examples: Vec<R>,
    texts: fn(&R) -> [&'static str; 4],
) -> Option<&'static str> {
    let i = Lang::ALL.iter().position(|l| *l == lang)?;
    examples
        .iter()
        .find(|r| r.code() == code)
        .map(|r| texts(r)[i])
}

/// A move on a finished game, in the games that refuse it with a code of its own (one text for
/// all of them).
pub const GAME_OVER: [&str; 4] = [
    "Partida amaitu da.",
    "The game is over.",
    "La partida ha terminado.",
    "La partie est terminée.",
];

/// A roll in a record that is not the one its seed draws (refused by the replay, not a game).
const DICE: [&str; 4] = [
    "Jaurtiketa hori ez da partida honen haziak ematen duena: dadoak aldatu dira.",
    "This roll is not the one this game's seed gives: the dice were changed.",
    "Esta tirada no es la que da la semilla de esta partida: se han cambiado los dados.",
    "Ce lancer n'est pas celui que donne la graine de cette partie : les dés ont été changés.",
];

/// A move in a link that names none of the moves the position allows (see
/// [`crate::share::link`]).
const LINK_MOVE: [&str; 4] = [
    "Estekak posizio horretan jokatu ezin den mugimendu bat dakar: esteka hondatuta dago.",
    "The link names a move this position does not allow: the link is damaged.",
    "El enlace indica una jugada que esta posición no permite: el enlace está dañado.",
    "Le lien indique un coup que cette position ne permet pas : le lien est abîmé.",
];

/// The text of a refusal code in `lang`: the engine's own codes first, then the games'.
pub fn code_text(lang: Lang, code: &str, codes: Codes) -> Option<&'static str> {
    let own = match code {
        crate::engine::record::DICE_CODE => Some(&DICE),
        crate::share::link::LINK_MOVE_CODE => Some(&LINK_MOVE),
        _ => None,
    };
    if let Some(texts) = own {
        let i = Lang::ALL.iter().position(|l| *l == lang)?;
        return Some(texts[i]);
    }
    by_code(lang, code, MoveRefusal::examples(), general).or_else(|| codes(lang, code))
}

/// Checks one game's refusal texts: one code per variant, and in every language a sentence of
/// its own, with no placeholder left, ending with a full stop.
#[cfg(test)]
pub fn check_refusal_texts<R: Refusal>(examples: Vec<R>, texts: fn(&R) -> [&'static str; 4]) {
    let codes: std::collections::BTreeSet<&str> = examples.iter().map(|r| r.code()).collect();
    assert_eq!(codes.len(), examples.len(), "two variants share a code");
    for r in &examples {
        let all = texts(r);
        for (lang, text) in Lang::ALL.iter().zip(all) {
            let code = r.code();
            assert!(!text.trim().is_empty(), "{code} has no text in {lang:?}");
            assert!(
                text.ends_with('.') && !text.contains('{'),
                "{code} in {lang:?}: {text}"
            );
        }
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(all[i], all[j], "{}: two languages say the same", r.code());
            }
        }
    }
}

/// Fills `{n}` placeholders in one pass, so that a value which itself looks like a placeholder
/// (a tampered move string, say) is shown as it is.
fn fill_once(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let arg = after
            .find('}')
            .and_then(|close| Some((close, after[..close].parse::<usize>().ok()?)))
            .and_then(|(close, i)| Some((close, *args.get(i)?)));
        match arg {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Why a move was refused, in `lang`: English keeps the engine's own sentence (it names the
/// point, the number ...); the other languages say it by code, or fall back to the English.
pub fn reason_text(lang: Lang, code: &str, english: &str, codes: Codes) -> String {
    match lang {
        Lang::En => english.to_string(),
        _ => code_text(lang, code, codes).unwrap_or(english).to_string(),
    }
}

/// A refused move as a notice: the move string and why.
pub fn illegal_move_text(lang: Lang, e: &IllegalMove, codes: Codes) -> String {
    fill_once(
        t(lang, ErrorT::IllegalMove),
        &[&e.mv, &reason_text(lang, e.code(), &e.reason_text(), codes)],
    )
}

/// A parser's or an engine's detail ("EOF while parsing a string at line 19 column 5"): folded
/// away under "technical details" in every language, English too, so that what a player reads is
/// a plain sentence.
fn tech(text: &str) -> String {
    super::detail(text)
}

/// Why a game record (an imported file, or the record inside a save) could not be opened.
pub fn record_error_text(lang: Lang, e: &RecordError, codes: Codes) -> String {
    let frame = |key: ErrorT, args: &[&str]| fill_once(t(lang, key), args);
    match e {
        RecordError::Malformed(detail) => frame(ErrorT::NotRecord, &[&tech(detail)]),
        RecordError::Version(v) => frame(
            ErrorT::RecordVersion,
            &[&v.to_string(), &RECORD_FORMAT.to_string()],
        ),
        RecordError::UnknownGame(game) => frame(ErrorT::UnknownGame, &[game]),
        RecordError::Options(detail) => frame(ErrorT::OptionsRefused, &[&tech(detail)]),
        RecordError::Move {
            index,
            mv,
            code,
            reason,
        } => frame(
            ErrorT::MoveRefused,
            &[
                &(index + 1).to_string(),
                mv,
                &reason_text(lang, code, reason, codes),
            ],
        ),
    }
}

/// Why a saved game could not be opened.
pub fn load_error_text(lang: Lang, e: &LoadError, codes: Codes) -> String {
    let frame = |key: ErrorT, args: &[&str]| fill_once(t(lang, key), args);
    match e {
        LoadError::Json(detail) => frame(ErrorT::NotSave, &[&tech(detail)]),
        LoadError::Version(v) => frame(ErrorT::SaveVersion, &[&v.to_string()]),
        LoadError::Record(r) => record_error_text(lang, r, codes),
        LoadError::Seats { expected, found } => {
            frame(ErrorT::Seats, &[&expected.to_string(), &found.to_string()])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::Record;
    use crate::engine::rng::Rng;
    use crate::engine::{Options, ToMove};
    use crate::games::GAMES;
    use std::collections::BTreeSet;

    /// The games' codes, as the registry looks them up.
    fn codes(lang: Lang, code: &str) -> Option<&'static str> {
        crate::ui::games::refusal_text(lang, code)
    }

    #[test]
    fn the_engines_own_refusals_have_their_texts() {
        check_refusal_texts(MoveRefusal::examples(), general);
        for (code, texts) in [("record.dice", DICE), ("link.move", LINK_MOVE)] {
            for (lang, text) in Lang::ALL.iter().zip(texts) {
                assert_eq!(code_text(*lang, code, codes), Some(text));
                assert!(text.ends_with('.'));
            }
        }
    }

    #[test]
    fn a_tampered_link_is_refused_in_every_language_with_the_move_number() {
        // A Jinx link of one move, written by hand: format 1, the game, no options, seed 3,
        // one move, whose index 10000 names no move of the opening.
        let game = <crate::games::jinx::Jinx as crate::engine::Game>::WIRE_ID;
        let packed = crate::share::link::base64url(&[1, game, 0, 3, 1, 0x90, 0x4e]);
        let e = crate::share::link::unpack(&packed, GAMES).unwrap_err();
        let RecordError::Move {
            index,
            code,
            mv,
            reason,
        } = &e
        else {
            panic!("{e:?}");
        };
        assert_eq!(
            (*index, code.as_str(), mv.as_str()),
            (0, "link.move", "#10000")
        );
        assert!(reason.starts_with("only ") && reason.ends_with(" moves are legal here"));
        // Move 1, the index as written, and why: the engine's sentence in English, the
        // link's own text in the other languages.
        for (lang, own) in Lang::ALL.iter().zip(LINK_MOVE) {
            let why = if *lang == Lang::En {
                reason.as_str()
            } else {
                own
            };
            assert_eq!(
                record_error_text(*lang, &e, codes),
                fill_once(t(*lang, ErrorT::MoveRefused), &["1", "#10000", why])
            );
        }
    }

    /// Whole-word moves of the games' notations (most are legal only at some moments).
    const WORDS: &[&str] = &[
        "pass",
        "end",
        "draw",
        "accept",
        "decline",
        "nojinx",
        "challenge",
        "roll",
        "exit",
        "enter",
        "quad",
        "store",
        "store-exit",
        "change",
        "stay",
        "nogoal",
        "dir",
        "dir.m",
    ];

    /// A few strings that are not legal here: moves of earlier positions, legal moves with a
    /// character changed, spliced, or cut short, and plain garbage.
    fn wrong_moves(rng: &mut Rng, seen: &[String], legal: &[String]) -> Vec<String> {
        let mut out: Vec<String> = ["", "?", "zz99"]
            .iter()
            .chain(WORDS)
            .map(|w| w.to_string())
            .collect();
        if !seen.is_empty() {
            for _ in 0..8 {
                out.push(rng.choose(seen).clone());
            }
        }
        let pool: Vec<&String> = legal.iter().chain(seen).collect();
        if pool.is_empty() {
            return out;
        }
        let alphabet: Vec<char> = pool.iter().flat_map(|m| m.chars()).collect();
        for _ in 0..6 {
            let a: Vec<char> = rng.choose(&pool).chars().collect();
            let b: Vec<char> = rng.choose(&pool).chars().collect();
            if a.is_empty() {
                continue;
            }
            let mut changed = a.clone();
            let i = rng.below(changed.len());
            changed[i] = *rng.choose(&alphabet);
            out.push(changed.into_iter().collect());
            let cut = rng.below(a.len() + 1);
            let from = rng.below(b.len() + 1);
            out.push(a[..cut].iter().chain(&b[from..]).collect());
            out.push(a[..cut].iter().collect());
        }
        out
    }

    /// Random games per game, variant and player count, and their length at most.
    const SEEDS: u64 = 6;
    const PLIES: usize = 1000;

    /// Plays seeded random games of every game, variant and player count, and at every ply
    /// offers the engine moves that are not legal; returns every code it answers with.
    fn emitted_codes() -> BTreeSet<&'static str> {
        let mut codes = BTreeSet::new();
        for entry in GAMES {
            for variant in (entry.variants)() {
                for &players in variant.players {
                    for seed in 0..SEEDS {
                        let options = Options {
                            variant: Some(variant.name.to_string()),
                            players: Some(players),
                            ..Options::default()
                        };
                        let mut game = (entry.new)(&options).expect("a listed variant starts");
                        let mut rng = Rng::new(seed * 7919 + players as u64);
                        let mut seen: Vec<String> = Vec::new();
                        for _ply in 0..PLIES {
                            let legal = game.legal_move_strings();
                            for wrong in wrong_moves(&mut rng, &seen, &legal) {
                                if legal.contains(&wrong) {
                                    continue;
                                }
                                let mut copy = game.clone_box();
                                if let Err(e) = copy.play_str(&wrong) {
                                    codes.insert(e.code());
                                }
                            }
                            if matches!(game.to_move(), ToMove::Over(_)) || legal.is_empty() {
                                break;
                            }
                            let mv = rng.choose(&legal).clone();
                            game.play_str(&mv).expect("a listed move is legal");
                            if !seen.contains(&mv) {
                                seen.push(mv);
                            }
                        }
                    }
                }
            }
        }
        codes
    }

    #[test]
    fn every_code_the_engines_emit_has_a_text_in_every_language() {
        let met = emitted_codes();
        eprintln!("random play met {} codes", met.len());
        // Each game refuses in its own words, and play meets most of them.
        for prefix in ["move.", "bz.", "jinx.", "fidchell.", "bao."] {
            assert!(
                met.iter().any(|c| c.starts_with(prefix)),
                "no {prefix} code met"
            );
        }
        assert!(met.len() >= 70, "only {} codes met: {met:?}", met.len());
        for code in &met {
            for lang in Lang::ALL {
                assert!(
                    code_text(*lang, code, codes).is_some_and(|t| !t.trim().is_empty()),
                    "{code} has no text in {lang:?}"
                );
            }
        }
    }

    /// A Jinx record whose second move is refused (E2 is not a point a piece can reach).
    fn refused_record() -> RecordError {
        let mut record = Record::new("jinx", Options::default(), 1);
        record.moves = vec!["E1-E2".into(), "E2-E9".into()].into();
        match record.replay(GAMES) {
            Err(e) => e,
            Ok(_) => panic!("E2-E9 was accepted"),
        }
    }

    #[test]
    fn a_refused_move_in_a_record_is_explained_in_basque() {
        let e = refused_record();
        let RecordError::Move {
            index, mv, code, ..
        } = &e
        else {
            panic!("{e:?}");
        };
        assert_eq!((*index, mv.as_str()), (1, "E2-E9"));
        assert!(code.starts_with("jinx."), "{code}");
        let basque = code_text(Lang::Eu, code, codes).expect("the code has a Basque text");
        let text = record_error_text(Lang::Eu, &e, codes);
        assert!(text.starts_with("2. mugimendua (E2-E9)"), "{text}");
        assert!(text.contains(basque), "{text}");
        assert!(
            !text.contains(code_text(Lang::En, code, codes).unwrap()),
            "{text}"
        );
        // The same error inside a save, and the session's own replay, say the same.
        let inside = load_error_text(Lang::Eu, &LoadError::Record(e.clone()), codes);
        assert_eq!(inside, text);
        let record = Record {
            moves: vec!["E1-E2".into(), "E2-E9".into()].into(),
            ..Record::new("jinx", Options::default(), 1)
        };
        let again = crate::ui::play::session::replay(&record)
            .map(|_| ())
            .unwrap_err();
        assert_eq!(again, e);
    }

    #[test]
    fn a_tampered_roll_is_refused_by_the_sessions_replay_and_explained() {
        let record = Record::from_json(include_str!(
            "../../../tests/data/saves/record-tampered.json"
        ))
        .unwrap();
        let e = crate::ui::play::session::replay(&record)
            .map(|_| ())
            .unwrap_err();
        assert_eq!(e, record.replay(GAMES).map(|_| ()).unwrap_err());
        let text = record_error_text(Lang::Eu, &e, codes);
        assert!(text.starts_with("8. mugimendua (roll:2:ring)"), "{text}");
        assert!(
            text.contains(code_text(Lang::Eu, "record.dice", codes).unwrap()),
            "{text}"
        );
    }

    /// English reads as the error's own `Display`, except that a parser's detail is folded away
    /// (in every language): the sentence a player reads never holds it.
    #[test]
    fn english_is_the_errors_own_display_with_parser_details_folded() {
        use crate::ui::i18n::split_detail;
        let move_error = refused_record();
        let parser = "expected value at line 1 column 1";
        let folded = [
            (
                record_error_text(Lang::En, &RecordError::Malformed(parser.into()), codes),
                "not a Mahai game record",
            ),
            (
                record_error_text(Lang::En, &RecordError::Options(parser.into()), codes),
                "the game options are refused",
            ),
            (
                load_error_text(Lang::En, &LoadError::Json(parser.into()), codes),
                "not a saved game",
            ),
        ];
        for (text, message) in &folded {
            assert_eq!(
                split_detail(text),
                (message.to_string(), vec![parser.to_string()])
            );
        }
        for lang in Lang::ALL {
            let text = load_error_text(*lang, &LoadError::Json(parser.into()), codes);
            assert!(
                !split_detail(&text).0.contains("line 1"),
                "{lang:?}: {text}"
            );
        }
        let records = [
            RecordError::Version(7),
            RecordError::UnknownGame("chess".into()),
            move_error.clone(),
        ];
        for e in &records {
            assert_eq!(record_error_text(Lang::En, e, codes), e.to_string());
            let translated = record_error_text(Lang::Fr, e, codes);
            assert_ne!(translated, e.to_string());
        }
        let loads = [
            LoadError::Version(9),
            LoadError::Record(move_error),
            LoadError::Seats {
                expected: 2,
                found: 3,
            },
        ];
        for e in &loads {
            assert_eq!(load_error_text(Lang::En, e, codes), e.to_string());
            assert_ne!(load_error_text(Lang::Es, e, codes), e.to_string());
        }
        assert_eq!(
            load_error_text(Lang::Eu, &loads[2], codes),
            "partidak 2 jokalari ditu, baina gordetakoak 3 izendatzen ditu"
        );
    }

    #[test]
    fn a_refused_move_in_play_names_the_move_and_the_reason() {
        let mut game = crate::games::AnyGame::new("fidchell", &Options::default()).unwrap();
        let game = game.as_dyn_mut();
        let first = game.legal_move_strings()[0].clone();
        game.play_str(&first).unwrap();
        let e = game.play_str(&first).unwrap_err();
        assert_eq!(e.code(), "fidchell.occupied");
        assert_eq!(illegal_move_text(Lang::En, &e, codes), e.to_string());
        assert_eq!(
            illegal_move_text(Lang::Es, &e, codes),
            format!("No se puede jugar {first}: Ese agujero está ocupado: elige uno vacío.")
        );
        assert!(illegal_move_text(Lang::Eu, &e, codes).contains("Zulo hori beteta dago"));
    }

    #[test]
    fn an_unknown_code_falls_back_to_the_english_reason() {
        crate::refusals! {
            enum NewGame {
                Odd = "newgame.odd" => "x9 is odd here";
            }
        }
        let e = IllegalMove::new("x9", NewGame::Odd);
        assert_eq!(
            illegal_move_text(Lang::Eu, &e, codes),
            "Ezin da x9 jokatu: x9 is odd here"
        );
        let empty = RecordError::Move {
            index: 0,
            mv: "x9".into(),
            code: String::new(),
            reason: "cannot be read".into(),
        };
        assert_eq!(
            record_error_text(Lang::Fr, &empty, codes),
            "le coup 1 (x9) est refusé : cannot be read"
        );
    }

    #[test]
    fn values_that_look_like_placeholders_are_shown_as_they_are() {
        assert_eq!(fill_once("{0} and {1}", &["{1}", "b"]), "{1} and b");
        assert_eq!(fill_once("{x} {0} {", &["a"]), "{x} a {");
        assert_eq!(fill_once("{2}", &["a"]), "{2}");
    }
}
