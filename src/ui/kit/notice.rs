//! Messages shown to the player at the top of the page until dismissed.

use crate::ui::i18n::{t, tf, Lang, T};
use crate::ui::kit::storage::StorageError;

/// A message shown at the top of the page until dismissed.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub error: bool,
    pub text: String,
}

pub fn storage_notice(lang: Lang, e: &StorageError) -> Notice {
    let why = match e {
        StorageError::Full => t(lang, T::StorageQuota),
        StorageError::Unavailable => t(lang, T::StorageUnavailable),
    };
    Notice {
        error: true,
        text: tf(lang, T::StorageProblem, &[why]),
    }
}
