//! Every piece of text the UI shows, per language.
//!
//! Components ask for a key: [`T`] for the shell, one key enum per game (e.g. [`JinxT`]). Every
//! key set has an exhaustive `match` per language, so a key that some language lacks does not
//! compile, and the completeness tests check that no text is empty and that every language has
//! the same placeholders. Shell texts live in one file per language (`eu.rs`, `en.rs`, `es.rs`,
//! `fr.rs`); each game's texts live in one file with a function per language. Templates use
//! `{0}`, `{1}` ... for values ([`tf`]). Components never hold text themselves.

mod en;
pub mod errors;
mod es;
mod eu;
mod fr;
pub mod rules;

pub use errors::{illegal_move_text, load_error_text, record_error_text, ErrorT};
pub use rules::RulesT;

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

macro_rules! keys {
    ($($k:ident),* $(,)?) => {
        /// A text key.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum T { $($k),* }
        impl T {
            /// Every key, for the completeness tests.
            pub const ALL: &'static [T] = &[$(T::$k),*];
        }
    };
}

keys! {
    Tagline, Games, SavedGames, NoSavedGames, NewGame, Resume, Delete, Import, Export, Home,
    Language, Start, Cancel, Undo, Redo, Moves, NoMovesYet, Player, Person, Computer, FirstPlayer,
    Variant, Players, GameOver, Draw, Wins, Win, PlayAgain, Thinking, Close, Damaged, Download,
    LoadProblem, ImportProblem, StorageProblem, StorageQuota, StorageUnavailable, BackupKept,
    Imported, Updated, ConfirmDelete, Rules, KeyboardHelp, ComputerRandom, ComputerBeginner,
    ComputerIntermediate, ComputerStrong, Hint, HintIs, PlayHint, HintThinking, ComputerUnavailable,
}

/// A set of text keys with a text in every language.
pub trait Texts: Copy + std::fmt::Debug + 'static {
    /// Every key of the set.
    fn all() -> &'static [Self];
    fn text(self, lang: Lang) -> &'static str;
}

impl Texts for T {
    fn all() -> &'static [Self] {
        T::ALL
    }

    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Eu => eu::text(self),
            Lang::En => en::text(self),
            Lang::Es => es::text(self),
            Lang::Fr => fr::text(self),
        }
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
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<usize> {
        let mut v: Vec<usize> = (0..10)
            .filter(|i| s.contains(&format!("{{{i}}}")))
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
        check_complete::<ErrorT>();
    }

    #[test]
    fn languages_differ_where_they_should() {
        assert_ne!(t(Lang::Eu, T::NewGame), t(Lang::En, T::NewGame));
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
    fn lists_are_joined_with_the_language_word() {
        let items = vec!["C5".to_string(), "D6".to_string(), "E7".to_string()];
        assert_eq!(join_list(Lang::En, &items), "C5, D6 and E7");
        assert_eq!(join_list(Lang::Eu, &items[..2]), "C5 eta D6");
    }
}
