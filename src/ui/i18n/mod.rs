//! Every piece of text the UI shows, per language.
//!
//! Components ask for a key: [`T`] for the shell, one key enum per game (e.g. [`JinxT`]). Every
//! key set has an exhaustive `match` per language, so a key that some language lacks does not
//! compile, and the completeness tests check that no text is empty and that every language has
//! the same placeholders. Shell texts live in one file per language (`eu.rs`, `en.rs`, `es.rs`,
//! `fr.rs`); each game's texts live in one file with a table per language (`game_texts!`).
//! Templates use `{0}`, `{1}` ... for values ([`tf`]). Components never hold text themselves.

/// Declares a set of text keys: the enum, its `ALL` list and its [`Texts`] impl, which reads the
/// four functions named after `in` (Basque, English, Spanish, French), each an exhaustive
/// `match` on the keys.
macro_rules! text_keys {
    (
        $(#[$meta:meta])* $vis:vis enum $name:ident { $($k:ident),* $(,)? }
        in $eu:path, $en:path, $es:path, $fr:path
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name { $($k),* }

        impl $name {
            /// Every key, for the completeness tests.
            pub const ALL: &'static [$name] = &[$($name::$k),*];
        }

        impl $crate::ui::i18n::Texts for $name {
            fn all() -> &'static [Self] {
                $name::ALL
            }

            fn text(self, lang: $crate::ui::i18n::Lang) -> &'static str {
                match lang {
                    $crate::ui::i18n::Lang::Eu => $eu(self),
                    $crate::ui::i18n::Lang::En => $en(self),
                    $crate::ui::i18n::Lang::Es => $es(self),
                    $crate::ui::i18n::Lang::Fr => $fr(self),
                }
            }
        }
    };
}
pub(crate) use text_keys;

/// A key set with its four tables (Basque, English, Spanish, French), each a block of
/// `Key => "text"` lines: the enum and its language functions, as [`text_keys!`] declares them.
macro_rules! key_texts {
    (
        $(#[$meta:meta])* $vis:vis enum $keys:ident { $($k:ident),* $(,)? }
        eu: { $($eu:tt)* }
        en: { $($en:tt)* }
        es: { $($es:tt)* }
        fr: { $($fr:tt)* }
    ) => {
        $crate::ui::i18n::text_keys! {
            $(#[$meta])* $vis enum $keys { $($k),* } in eu, en, es, fr
        }

        $crate::ui::i18n::game_texts!(@table eu, $keys, $($eu)*);
        $crate::ui::i18n::game_texts!(@table en, $keys, $($en)*);
        $crate::ui::i18n::game_texts!(@table es, $keys, $($es)*);
        $crate::ui::i18n::game_texts!(@table fr, $keys, $($fr)*);
    };
}
pub(crate) use key_texts;

/// One game's texts: its key enum (as [`text_keys!`] declares it) with the table of each
/// language (Basque, English, Spanish, French: every key with its text), and its refusal enum
/// with `$texts`, the exhaustive `match` that gives each refusal its four texts. Generates the
/// keys, the four language functions, `refusal_text` (the text in a language of one of the
/// game's refusal codes) and the completeness test: every key and every refusal has its text in
/// every language.
macro_rules! game_texts {
    (
        refusals: $refusal:ident in $texts:ident;
        $(#[$meta:meta])* $vis:vis enum $keys:ident { $($k:ident),* $(,)? }
        $($tables:tt)*
    ) => {
        $crate::ui::i18n::key_texts! {
            $(#[$meta])* $vis enum $keys { $($k),* }
            $($tables)*
        }

        /// The text of one of this game's refusal codes in `lang`.
        pub fn refusal_text(lang: $crate::ui::i18n::Lang, code: &str) -> Option<&'static str> {
            $crate::ui::i18n::errors::by_code(lang, code, $refusal::examples(), $texts)
        }

        #[cfg(test)]
        mod tests {
            #[test]
            fn every_key_and_every_refusal_has_its_text_in_every_language() {
                $crate::ui::i18n::tests::check_complete::<super::$keys>();
                $crate::ui::i18n::errors::check_refusal_texts(
                    super::$refusal::examples(),
                    super::$texts,
                );
            }
        }
    };
    (@table $lang:ident, $keys:ident, $($key:ident => $text:expr),* $(,)?) => {
        fn $lang(key: $keys) -> &'static str {
            use $keys::*;
            match key {
                $($key => $text),*
            }
        }
    };
}
pub(crate) use game_texts;

pub mod analysis;
mod en;
pub mod errors;
mod es;
mod eu;
mod fr;
pub mod links;
pub mod rules;
pub mod saves;
pub mod site;

pub use analysis::AnalysisT;
pub use errors::ErrorT;
pub use links::LinkT;
pub use rules::RulesT;
pub use saves::SavesT;
pub use site::SiteT;

use serde::{Deserialize, Serialize};

/// A UI language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[serde(rename = "eu")]
    Eu,
    #[serde(rename = "en")]
    En,
    #[serde(rename = "es")]
    Es,
    #[serde(rename = "fr")]
    Fr,
}

impl Lang {
    /// Every language, Basque (the default) first.
    pub const ALL: &'static [Lang] = &[Lang::Eu, Lang::En, Lang::Es, Lang::Fr];

    /// ISO 639-1 code, as in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Eu => "eu",
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::Eu => "Euskara",
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fr => "Français",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.iter().copied().find(|l| l.code() == primary)
    }
}

text_keys! {
    /// A text key of the shell.
    pub enum T {
        NewGame, Export, Home,
        Start, Cancel, Undo, Redo, NothingToUndo, Moves, NoMovesYet, Person, FirstPlayer,
        Variant, Players, GameOver, Draw, Wins, PlayAgain, Thinking, StorageProblem, StorageQuota, StorageUnavailable, Rules, KeyboardHelp, ComputerRandom, ComputerBeginner,
        ComputerIntermediate, ComputerStrong, ComputerMaster, Hint, HintIs, PlayHint, HintThinking, HintShow, HintHide, HintShown, ComputerUnavailable,
        ComputerTimeout, MovesCount, Details, DownloadFailed, EmbedNoGame, EmbedUnknownGame, EmbedUnknownLang, EmbedPlayers, EmbedOptions,
        EmbedUnreadable, ReviewFirst, ReviewPrev, ReviewNext, ReviewLast, ReviewAt, ReviewStart,
        BackToGame, ContinueHere, Branched, ReviewHelp, TitleTurn, EmbedRecord, EmbedRecordDiffers,
        Friend, OneMove, Sounds, InWords, LegalMoves, Empty,
    } in eu::text, en::text, es::text, fr::text
}

/// A set of text keys with a text in every language.
pub trait Texts: Copy + std::fmt::Debug + 'static {
    /// Every key of the set.
    fn all() -> &'static [Self];
    fn text(self, lang: Lang) -> &'static str;
}

/// "14 moves", and "1 move" (Basque "mugimendu 1": the numeral one follows its noun).
pub fn moves_count(lang: Lang, n: usize) -> String {
    if n == 1 {
        t(lang, T::OneMove).to_string()
    } else {
        tf(lang, T::MovesCount, &[&n.to_string()])
    }
}

/// The text of `key` in `lang`.
pub fn t<K: Texts>(lang: Lang, key: K) -> &'static str {
    key.text(lang)
}

/// A template with `{0}`, `{1}` ... filled in.
pub fn tf<K: Texts>(lang: Lang, key: K, args: &[&str]) -> String {
    fill(t(lang, key), args)
}

/// Fills `{n}` placeholders.
///
/// A Basque template may ask for a case ending after a value: `{0|k}` (ergative), `{0|ekin}`
/// (with), `{0|a}` (the article), `{0|en}` (of), `{0|tik}` (from), `{0|ra}` (to), `{0|n}` (in).
/// The ending fits the value's last word as it is read aloud: "Beltza 1" + `ekin` gives
/// "Beltza 1ekin" (*batekin*), "Beltza 2" gives "Beltza 2rekin" (*birekin*), "E5" + `tik` gives
/// "E5etik" (*bostetik*), "Horia" + `k` gives "Horiak".
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
        let open = format!("{{{i}|");
        while let Some(start) = out.find(&open) {
            let rest = &out[start + open.len()..];
            let Some(len) = rest.find('}') else { break };
            let case = rest[..len].to_string();
            let value = format!("{a}{}", eu_ending(a, &case));
            out.replace_range(start..start + open.len() + len + 1, &value);
        }
    }
    out
}

/// Whether a value, read aloud in Basque, ends in a consonant ("bat", "bost", "hamar").
fn eu_ends_in_consonant(value: &str) -> bool {
    let word = value.split_whitespace().last().unwrap_or("");
    let digits: String = word
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let roman = !word.is_empty() && word.chars().all(|c| matches!(c, 'I' | 'V' | 'X'));
    let number = if !digits.is_empty() {
        digits.parse::<u64>().ok()
    } else if roman {
        Some(roman_value(word))
    } else {
        None
    };
    match number {
        Some(n) => number_ends_in_consonant(n),
        None => word
            .chars()
            .last()
            .is_some_and(|c| c.is_alphabetic() && !"aeiouAEIOU".contains(c)),
    }
}

fn roman_value(word: &str) -> u64 {
    let digit = |c| match c {
        'I' => 1,
        'V' => 5,
        _ => 10,
    };
    let values: Vec<u64> = word.chars().map(digit).collect();
    let mut total = 0;
    for (i, v) in values.iter().enumerate() {
        if values.get(i + 1).is_some_and(|next| next > v) {
            total -= *v as i64;
        } else {
            total += *v as i64;
        }
    }
    total.max(0) as u64
}

/// bat, bost, hamar, hamabost, ehun end in a consonant; bi, hiru, lau, sei, hogei, mila in a vowel.
fn number_ends_in_consonant(n: u64) -> bool {
    if n == 0 {
        return false; // zero
    }
    if n.is_multiple_of(1000) {
        return false; // mila
    }
    if n.is_multiple_of(100) {
        return true; // ehun
    }
    matches!(n % 100 % 20, 1 | 5 | 10 | 15) // bat, bost, hamar, hamabost (hogei: a vowel)
}

/// The Basque case endings other than the article: (case, after a vowel, after a consonant).
const EU_ENDINGS: [(&str, &str, &str); 6] = [
    ("k", "k", "ek"),
    ("ekin", "rekin", "ekin"),
    ("en", "ren", "en"),
    ("tik", "tik", "etik"),
    ("ra", "ra", "era"),
    ("n", "n", "ean"),
];

/// The Basque case ending for a value.
fn eu_ending(value: &str, case: &str) -> &'static str {
    if case == "a" {
        let ends_in_a = value.ends_with('a') || value.ends_with('A');
        return if ends_in_a { "" } else { "a" };
    }
    let consonant = eu_ends_in_consonant(value);
    EU_ENDINGS
        .iter()
        .find(|(c, _, _)| *c == case)
        .map_or("", |&(_, vowel, cons)| if consonant { cons } else { vowel })
}

/// Marks a technical detail (a JSON parser's message, a browser's error) inside a message: the
/// message is shown, the detail is folded away under "technical details" (see [`split_detail`]).
pub fn detail(text: &str) -> String {
    if text.trim().is_empty() {
        String::new()
    } else {
        format!("{DETAIL_START}{text}{DETAIL_END}")
    }
}

/// A message followed by its technical detail.
pub fn with_detail(message: &str, text: &str) -> String {
    format!("{message}{}", detail(text))
}

const DETAIL_START: char = '\u{1e}';
const DETAIL_END: char = '\u{1f}';

/// Splits a text into the message a reader sees and the technical details marked in it.
pub fn split_detail(text: &str) -> (String, Vec<String>) {
    let mut message = String::new();
    let mut details = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(DETAIL_START) {
        message.push_str(&rest[..start]);
        let after = &rest[start + DETAIL_START.len_utf8()..];
        let end = after.find(DETAIL_END).unwrap_or(after.len());
        details.push(after[..end].to_string());
        rest = after.get(end + DETAIL_END.len_utf8()..).unwrap_or("");
    }
    message.push_str(rest);
    (message, details)
}

/// Who won a finished game ("Red wins!"), or "Draw" when nobody did.
pub fn result_text(lang: Lang, winners: &[String]) -> String {
    if winners.is_empty() {
        t(lang, T::Draw).to_string()
    } else {
        tf(lang, T::Wins, &[&winners.join(", ")])
    }
}

/// A match's score, the winner's first, then the others in seat order: "3–0", "3–1–2".
pub fn match_score(points: &[u8], winner: usize) -> String {
    let mut order: Vec<u8> = points.to_vec();
    let won = order.remove(winner.min(order.len().saturating_sub(1)));
    order.insert(0, won);
    let parts: Vec<String> = order.iter().map(|p| p.to_string()).collect();
    parts.join("–")
}

/// Joins a list the way the language does ("C5, D6 and E7").
pub fn join_list(lang: Lang, items: &[String]) -> String {
    let and = match lang {
        Lang::Eu => "eta",
        Lang::En => "and",
        Lang::Es => "y",
        Lang::Fr => "et",
    };
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} {and} {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// Adds ", " and the clause `key` naming `items` (joined as [`join_list`] does) to a move's
/// words, unless there are none: "…, takes C5 and D6".
pub fn push_list_clause<K: Texts>(text: &mut String, lang: Lang, key: K, items: &[String]) {
    if !items.is_empty() {
        text.push_str(", ");
        text.push_str(&tf(lang, key, &[&join_list(lang, items)]));
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<usize> {
        let mut v: Vec<usize> = (0..10)
            .filter(|i| s.contains(&format!("{{{i}}}")) || s.contains(&format!("{{{i}|")))
            .collect();
        v.sort();
        v
    }

    use crate::ui::games::jinx::texts::JinxT;

    /// Every key of a set has a non-empty text in every language, with the same placeholders.
    pub fn check_complete<K: Texts>() {
        for key in K::all() {
            let reference = placeholders(t(Lang::En, *key));
            for lang in Lang::ALL {
                let text = t(*lang, *key);
                assert!(!text.trim().is_empty(), "{key:?} is empty in {lang:?}");
                assert_eq!(
                    placeholders(text),
                    reference,
                    "{key:?} placeholders in {lang:?}"
                );
            }
        }
    }

    #[test]
    fn every_key_has_text_in_every_language_with_the_same_placeholders() {
        check_complete::<T>();
        check_complete::<RulesT>();
        check_complete::<LinkT>();
        check_complete::<SiteT>();
        check_complete::<AnalysisT>();
        check_complete::<ErrorT>();
    }

    #[test]
    fn languages_differ_where_they_should() {
        assert_ne!(t(Lang::Eu, T::NewGame), t(Lang::En, T::NewGame));
        assert_eq!(moves_count(Lang::En, 1), "1 move");
        assert_eq!(moves_count(Lang::En, 0), "0 moves");
        assert_eq!(moves_count(Lang::Eu, 1), "mugimendu 1");
        assert_eq!(moves_count(Lang::Eu, 14), "14 mugimendu");
        assert_eq!(moves_count(Lang::Fr, 1), "1 coup");
        assert_eq!(moves_count(Lang::Es, 2), "2 jugadas");
        assert_eq!(tf(Lang::En, JinxT::ToMove, &["Red"]), "Red to move.");
        assert_eq!(tf(Lang::Fr, JinxT::ToMove, &["Rouge"]), "Au tour de Rouge.");
    }

    #[test]
    fn browser_language_codes_are_understood() {
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("eu"), Some(Lang::Eu));
        assert_eq!(Lang::from_code("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::from_code("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("ja"), None);
    }

    #[test]
    fn basque_case_endings_fit_the_value_as_it_is_read() {
        assert_eq!(
            fill("Trukatu {0|ekin}", &["Beltza 1"]),
            "Trukatu Beltza 1ekin"
        );
        assert_eq!(
            fill("Trukatu {0|ekin}", &["Beltza 2"]),
            "Trukatu Beltza 2rekin"
        );
        assert_eq!(fill("{0|k} irabazi du", &["Horia"]), "Horiak irabazi du");
        assert_eq!(
            fill("{0|k} irabazi du", &["Horia 1"]),
            "Horia 1ek irabazi du"
        );
        assert_eq!(fill("{0|tik} {1|ra}", &["E5", "F6"]), "E5etik F6ra");
        assert_eq!(fill("{0|a}", &["10"]), "10a");
        assert_eq!(fill("{0|k}", &["10"]), "10ek");
        assert_eq!(fill("{0|k}", &["20"]), "20k");
        assert_eq!(fill("{0|n}", &["A1"]), "A1ean");
        assert_eq!(fill("{0|ekin}", &["VI"]), "VIrekin");
        assert_eq!(fill("{0|ekin}", &["X"]), "Xekin");
        assert_eq!(fill("{0} eta {0|k}", &["Zuria"]), "Zuria eta Zuriak");
        // Every placeholder of a template is filled, with or without an ending.
        assert_eq!(
            fill("{0|k} {1|ekin}, {0}", &["Gorria", "Horia 3"]),
            "Gorriak Horia 3rekin, Gorria"
        );
    }

    #[test]
    fn technical_details_are_kept_apart_from_the_message() {
        let text = format!(
            "{} Gakoa: x.",
            with_detail("Ezin izan da kargatu.", "EOF while parsing")
        );
        let (message, details) = split_detail(&text);
        assert_eq!(message, "Ezin izan da kargatu. Gakoa: x.");
        assert_eq!(details, vec!["EOF while parsing".to_string()]);
        assert_eq!(split_detail("plain"), ("plain".to_string(), vec![]));
        assert_eq!(with_detail("a", " "), "a");
    }

    #[test]
    fn lists_are_joined_with_the_language_word() {
        let items = vec!["C5".to_string(), "D6".to_string(), "E7".to_string()];
        assert_eq!(join_list(Lang::En, &items), "C5, D6 and E7");
        assert_eq!(join_list(Lang::Eu, &items[..2]), "C5 eta D6");
    }
}
