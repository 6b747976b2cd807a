//! localStorage, with every failure turned into a value: storage missing (private mode, blocked),
//! full (quota exceeded), or a stored value that cannot be read. Keys carry the format version.

/// Every key of this app starts with this; the number is the storage format version.
pub const PREFIX: &str = "mahai.v1.";
pub const SETTINGS: &str = "mahai.v1.settings";
pub const CURRENT: &str = "mahai.v1.current";
pub const GAME_PREFIX: &str = "mahai.v1.game.";
pub const BACKUP_PREFIX: &str = "mahai.v1.backup.";

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
    keys.sort();
    keys
}

/// Moves an unreadable value out of the way, keeping it whole under a backup key, and returns
/// that key (or the original key if even the backup could not be written).
pub fn keep_as_backup(key: &str, raw: &str, now: f64) -> String {
    let suffix = key.strip_prefix(PREFIX).unwrap_or(key);
    let backup = format!("{BACKUP_PREFIX}{suffix}.{}", now as u64);
    match set(&backup, raw) {
        Ok(()) => {
            if backup != key {
                remove(key);
            }
            backup
        }
        Err(_) => key.to_string(),
    }
}

/// Milliseconds since 1970 from the browser clock.
pub fn now() -> f64 {
    js_sys::Date::now()
}
