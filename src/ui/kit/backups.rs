//! The backups of damaged data (settings that could not be read), bounded in number and size,
//! and the storage in use. Plain Rust: the storage itself is in [`super::storage`].
//!
//! A backup's key is `mahai.v1.backup.<what>.<milliseconds>`: what it was a copy of, and when it
//! was made. When a new backup would pass [`MAX_BACKUPS`] or [`MAX_BACKUP_CHARS`], the oldest go
//! first (the player is told, and the start page says so beside the list).

use crate::ui::i18n::Lang;

/// At most this many backups are kept.
pub const MAX_BACKUPS: usize = 8;
/// At most this many characters of backups are kept in all (about 1 MB).
pub const MAX_BACKUP_CHARS: usize = 1_000_000;
/// About what a browser lets one site keep in localStorage (5 MB in Chromium and Firefox).
pub const STORAGE_QUOTA_CHARS: usize = 5_000_000;
/// From this much in use the start page shows the storage in use (60 % of the quota).
pub const STORAGE_SHORT_CHARS: usize = 3_000_000;

/// What a backup is a copy of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackupKind {
    Settings,
    Save,
    /// An imported file that was refused (kept by earlier versions; no longer made).
    Import,
    Other,
}

/// A backup as the start page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Backup {
    pub key: String,
    pub kind: BackupKind,
    /// When it was made (milliseconds since 1970), if the key says.
    pub made: Option<f64>,
    /// Its length in characters.
    pub chars: usize,
}

impl Backup {
    /// Reads what the key of a backup says; `rest` is the key after the backup prefix.
    pub fn new(key: String, rest: &str, chars: usize) -> Backup {
        let (what, made) = match rest.rsplit_once('.') {
            Some((what, ms)) if !ms.is_empty() && ms.bytes().all(|b| b.is_ascii_digit()) => {
                (what, ms.parse::<u64>().ok().map(|ms| ms as f64))
            }
            _ => (rest, None),
        };
        let kind = if what == "settings" {
            BackupKind::Settings
        } else if what.starts_with("game.") {
            BackupKind::Save
        } else if what == "import" {
            BackupKind::Import
        } else {
            BackupKind::Other
        };
        Backup {
            key,
            kind,
            made,
            chars,
        }
    }

    /// The name of its file when downloaded.
    pub fn file_name(&self) -> String {
        let stamp = self
            .made
            .map_or(String::new(), |ms| format!("-{}", ms as u64));
        let what = match self.kind {
            BackupKind::Settings => "settings",
            BackupKind::Save => "save",
            BackupKind::Import => "import",
            BackupKind::Other => "data",
        };
        format!("mahai-backup-{what}{stamp}.json")
    }
}

/// The backups to delete, oldest first, so that at most [`MAX_BACKUPS`] of at most
/// [`MAX_BACKUP_CHARS`] in all remain; the one just made (`newest`) is never deleted.
pub fn to_prune(backups: &[Backup], newest: &str) -> Vec<String> {
    let mut by_age: Vec<&Backup> = backups.iter().collect();
    crate::engine::short_sort::sort_by(&mut by_age, |a, b| {
        a.made
            .unwrap_or(0.0)
            .total_cmp(&b.made.unwrap_or(0.0))
            .then_with(|| a.key.cmp(&b.key))
    });
    let mut count = by_age.len();
    let mut chars: usize = by_age.iter().map(|b| b.chars).sum();
    let mut pruned = Vec::new();
    for b in by_age {
        if count <= MAX_BACKUPS && chars <= MAX_BACKUP_CHARS {
            break;
        }
        if b.key == newest {
            continue;
        }
        count -= 1;
        chars -= b.chars;
        pruned.push(b.key.clone());
    }
    pruned
}

/// A number of characters as the player reads a size: "1.2 MB", "340 kB" (one character
/// counted as one byte, as the browsers' quotas roughly do), in the units and with the decimal
/// mark of `lang`.
pub fn size_text(chars: usize, lang: Lang) -> String {
    let (kb, mb) = if lang == Lang::Fr {
        ("ko", "Mo")
    } else {
        ("kB", "MB")
    };
    if chars >= 1_000_000 {
        let n = format!("{:.1}", chars as f64 / 1_000_000.0);
        let n = if lang == Lang::En {
            n
        } else {
            n.replace('.', ",")
        };
        format!("{n}\u{a0}{mb}")
    } else {
        format!("{}\u{a0}{kb}", chars.div_ceil(1000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn backup(rest: &str, chars: usize) -> Backup {
        Backup::new(format!("mahai.v1.backup.{rest}"), rest, chars)
    }

    #[test]
    fn a_key_says_what_the_backup_is_and_when_it_was_made() {
        let b = backup("settings.1700000000123", 10);
        assert_eq!(b.kind, BackupKind::Settings);
        assert_eq!(b.made, Some(1_700_000_000_123.0));
        assert_eq!(b.file_name(), "mahai-backup-settings-1700000000123.json");
        assert_eq!(backup("game.abc.5", 1).kind, BackupKind::Save);
        assert_eq!(backup("import.5", 1).kind, BackupKind::Import);
        let odd = backup("whatever", 1);
        assert_eq!((odd.kind, odd.made), (BackupKind::Other, None));
        assert_eq!(odd.file_name(), "mahai-backup-data.json");
    }

    #[test]
    fn the_oldest_backups_go_first_when_there_are_too_many() {
        let list: Vec<Backup> = (1..=10)
            .map(|i| backup(&format!("settings.{i}"), 10))
            .collect();
        let pruned = to_prune(&list, "mahai.v1.backup.settings.10");
        assert_eq!(
            pruned,
            vec!["mahai.v1.backup.settings.1", "mahai.v1.backup.settings.2"]
        );
        assert!(to_prune(&list[..8], "mahai.v1.backup.settings.8").is_empty());
    }

    #[test]
    fn the_oldest_backups_go_first_when_they_are_too_large_but_never_the_newest() {
        let list = vec![
            backup("settings.3", 600_000),
            backup("settings.1", 300_000),
            backup("settings.2", 300_000),
        ];
        // 1.2 M in all: the oldest (1) goes, then 900 k remain.
        assert_eq!(
            to_prune(&list, "mahai.v1.backup.settings.3"),
            vec!["mahai.v1.backup.settings.1"]
        );
        // A newest backup larger than the bound alone stays, alone.
        let huge = vec![backup("settings.1", 10), backup("settings.2", 2_000_000)];
        assert_eq!(
            to_prune(&huge, "mahai.v1.backup.settings.2"),
            vec!["mahai.v1.backup.settings.1"]
        );
    }

    #[test]
    fn sizes_read_as_kilobytes_or_megabytes() {
        assert_eq!(size_text(1, Lang::En), "1\u{a0}kB");
        assert_eq!(size_text(340_000, Lang::Eu), "340\u{a0}kB");
        assert_eq!(size_text(3_240_000, Lang::En), "3.2\u{a0}MB");
        assert_eq!(size_text(3_240_000, Lang::Fr), "3,2\u{a0}Mo");
    }
}
