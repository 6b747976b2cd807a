//! localStorage, with every failure turned into a value: storage missing (private mode, blocked),
//! full (quota exceeded), or a stored value that cannot be read. Keys carry the format version.
//!
//! Written on `web_sys::Storage` rather than gloo's storage: gloo's reads and writes go through
//! serde_json and fold every failure into one error type, while this module stores the app's own
//! text (records and saves are written by `engine::record`) and must tell a full storage from a
//! missing one (each has its own notice). gloo's `storage` feature is therefore not built.

/// Every key of this app starts with this; the number is the storage format version.
pub const PREFIX: &str = "mahai.v1.";
pub const SETTINGS: &str = "mahai.v1.settings";
pub const CURRENT: &str = "mahai.v1.current";
pub const GAME_PREFIX: &str = "mahai.v1.game.";
pub const BACKUP_PREFIX: &str = "mahai.v1.backup.";
/// The review's estimates of a saved game, beside it: `mahai.v1.analysis.<id>`.
pub const ANALYSIS_PREFIX: &str = "mahai.v1.analysis.";

use super::backups;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// No localStorage at all, or access refused.
    Unavailable,
    /// The quota is exceeded.
    Full,
}

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::Unavailable)
}

pub fn get(key: &str) -> Result<Option<String>, StorageError> {
    storage()?
        .get_item(key)
        .map_err(|_| StorageError::Unavailable)
}

pub fn set(key: &str, value: &str) -> Result<(), StorageError> {
    storage()?.set_item(key, value).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        if name.contains("Quota") {
            StorageError::Full
        } else {
            StorageError::Unavailable
        }
    })
}

pub fn remove(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Every key starting with `prefix`, sorted.
pub fn keys_with_prefix(prefix: &str) -> Vec<String> {
    let Ok(s) = storage() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect();
    crate::engine::short_sort::sort(&mut keys);
    keys
}

/// What keeping a backup did.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// The backup's key, or `None` if it could not be written.
    pub key: Option<String>,
    /// How many older backups were deleted to make room.
    pub pruned: usize,
}

/// Keeps `raw` whole as a backup of `what` (`settings`, `game.<id>`), then deletes the oldest
/// backups beyond [`backups::MAX_BACKUPS`] or [`backups::MAX_BACKUP_CHARS`].
pub fn keep_backup(what: &str, raw: &str, now: f64) -> Kept {
    let key = format!("{BACKUP_PREFIX}{what}.{}", now as u64);
    if set(&key, raw).is_err() {
        return Kept {
            key: None,
            pruned: 0,
        };
    }
    let pruned = backups::to_prune(&list_backups(), &key);
    for old in &pruned {
        remove(old);
    }
    Kept {
        key: Some(key),
        pruned: pruned.len(),
    }
}

/// Moves an unreadable value out of the way, keeping it whole as a (bounded) backup, and returns
/// the backup's key (or the original key if even the backup could not be written).
pub fn keep_as_backup(key: &str, raw: &str, now: f64) -> String {
    let what = key.strip_prefix(PREFIX).unwrap_or(key);
    match keep_backup(what, raw, now).key {
        Some(backup) => {
            if backup != key {
                remove(key);
            }
            backup
        }
        None => key.to_string(),
    }
}

/// Every backup kept, oldest first.
pub fn list_backups() -> Vec<backups::Backup> {
    let mut list: Vec<backups::Backup> = keys_with_prefix(BACKUP_PREFIX)
        .into_iter()
        .filter_map(|key| {
            let chars = get(&key).ok().flatten()?.chars().count();
            let rest = key[BACKUP_PREFIX.len()..].to_string();
            Some(backups::Backup::new(key, &rest, chars))
        })
        .collect();
    crate::engine::short_sort::sort_by(&mut list, |a, b| {
        a.made
            .unwrap_or(0.0)
            .total_cmp(&b.made.unwrap_or(0.0))
            .then_with(|| a.key.cmp(&b.key))
    });
    list
}

/// How much this site keeps in localStorage, in characters (keys and values).
pub fn chars_in_use() -> usize {
    let Ok(s) = storage() else { return 0 };
    let n = s.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| s.key(i).ok().flatten())
        .map(|k| {
            let value = s.get_item(&k).ok().flatten().unwrap_or_default();
            k.chars().count() + value.chars().count()
        })
        .sum()
}

/// Milliseconds since 1970 from the browser clock.
pub fn now() -> f64 {
    js_sys::Date::now()
}
