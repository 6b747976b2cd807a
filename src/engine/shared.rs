//! A list that its copies share: [`Shared`], what a game's moves are kept in (a record's move
//! texts, the app's history of steps).
//!
//! The app keeps the state before a move while it makes the state after it (a Yew reducer
//! never changes the state it is given), so a game's list of moves is copied on every move. A
//! `Vec` would be copied whole, move texts and all; a `Shared` keeps its items in chunks of
//! [`CHUNK`] behind `Rc`s: a copy copies the chunk pointers, and one more item copies at most
//! the last, unfinished chunk (when an earlier copy still holds it).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::rc::Rc;

/// How many items one shared chunk of a [`Shared`] holds.
const CHUNK: usize = 32;

/// A list, oldest item first, whose copies share its full chunks (see the module's doc).
#[derive(Clone, Debug)]
pub struct Shared<T> {
    chunks: Vec<Rc<Vec<T>>>,
    len: usize,
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T: Clone> Shared<T> {
    pub fn new() -> Shared<T> {
        Shared::default()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, item: T) {
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => Rc::make_mut(last).push(item),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(item);
                self.chunks.push(Rc::new(chunk));
            }
        }
        self.len += 1;
    }

    /// Item `i` (0 = the first).
    pub fn get(&self, i: usize) -> Option<&T> {
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    pub fn last(&self) -> Option<&T> {
        self.chunks.last()?.last()
    }

    /// The items, oldest first (`.rev()` for newest first).
    pub fn iter(&self) -> Iter<'_, T> {
        Iter {
            list: self,
            front: 0,
            back: self.len,
        }
    }

    /// The first `n` items (all of them when there are fewer).
    pub fn truncated(&self, n: usize) -> Shared<T> {
        let mut out = Shared {
            chunks: self.chunks[..n.div_ceil(CHUNK).min(self.chunks.len())].to_vec(),
            len: n.min(self.len),
        };
        let full = out.chunks.len().saturating_sub(1) * CHUNK;
        if let Some(last) = out.chunks.last_mut() {
            let keep = out.len - full;
            if keep < last.len() {
                Rc::make_mut(last).truncate(keep);
            }
        }
        out
    }

    /// Keeps the first `n` items (all of them when there are fewer).
    pub fn truncate(&mut self, n: usize) {
        if n < self.len {
            *self = self.truncated(n);
        }
    }

    /// Takes the items from `at` on out of the list (none when it is shorter).
    pub fn split_off(&mut self, at: usize) -> Vec<T> {
        let tail = self.iter().skip(at).cloned().collect();
        self.truncate(at);
        tail
    }

    /// The list begins with the items of `prefix`.
    pub fn starts_with(&self, prefix: &Shared<T>) -> bool
    where
        T: PartialEq,
    {
        prefix.len <= self.len && prefix.iter().zip(self).all(|(a, b)| a == b)
    }

    /// The items as a `Vec` of their own.
    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }
}

impl<T> std::ops::Index<usize> for Shared<T> {
    type Output = T;

    fn index(&self, i: usize) -> &T {
        &self.chunks[i / CHUNK][i % CHUNK]
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        self.len == other.len
            && self
                .chunks
                .iter()
                .zip(&other.chunks)
                .all(|(a, b)| Rc::ptr_eq(a, b) || a == b)
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl<T: Clone> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Shared<T> {
        let mut list = Shared::new();
        list.extend(items);
        list
    }
}

impl<T: Clone> Extend<T> for Shared<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<T: Clone> From<Vec<T>> for Shared<T> {
    fn from(items: Vec<T>) -> Shared<T> {
        items.into_iter().collect()
    }
}

impl<'a, T: Clone> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;

    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

/// Written as a plain list: a record's file does not show how the app keeps it.
impl<T: Clone + Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de, T: Clone + Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(deserializer).map(Shared::from)
    }
}

/// The items of a [`Shared`] from both ends.
#[derive(Clone, Debug)]
pub struct Iter<'a, T> {
    list: &'a Shared<T>,
    front: usize,
    back: usize,
}

impl<'a, T: Clone> Iterator for Iter<'a, T> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        if self.front == self.back {
            return None;
        }
        self.front += 1;
        self.list.get(self.front - 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.back - self.front;
        (n, Some(n))
    }
}

impl<T: Clone> DoubleEndedIterator for Iter<'_, T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.front == self.back {
            return None;
        }
        self.back -= 1;
        self.list.get(self.back)
    }
}

impl<T: Clone> ExactSizeIterator for Iter<'_, T> {}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` different move texts.
    fn items(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("m{i}")).collect()
    }

    #[test]
    fn a_shared_list_reads_like_the_vec_of_its_items() {
        let all = items(75);
        let list: Shared<String> = all.iter().cloned().collect();
        assert_eq!(list.len(), 75);
        assert_eq!(list.to_vec(), all);
        assert_eq!(list.iter().next_back(), all.last());
        assert_eq!(list.iter().rev().nth(1), Some(&all[73]));
        assert_eq!(list.last(), all.last());
        for i in [0, 31, 32, 33, 63, 64, 74] {
            assert_eq!(list.get(i), Some(&all[i]));
            assert_eq!(&list[i], &all[i]);
        }
        assert_eq!(list.get(75), None);
        for n in [0, 1, 32, 33, 64, 70, 75, 80] {
            let t = list.truncated(n);
            assert_eq!(t.to_vec(), all[..n.min(75)]);
            assert_eq!(t.len(), n.min(75));
            let mut cut = list.clone();
            cut.truncate(n);
            assert_eq!(cut, t);
        }
        assert!(Shared::<String>::new().is_empty());
        let mut cut = list.clone();
        assert_eq!(cut.split_off(40), all[40..]);
        assert_eq!(cut.to_vec(), all[..40]);
        assert!(list.starts_with(&cut) && !cut.starts_with(&list) && list.starts_with(&list));
        assert_eq!(cut.split_off(90), Vec::<String>::new());
        let mut other = cut.truncated(39);
        other.push("x".into());
        assert!(!list.starts_with(&other));
        assert_eq!(Shared::from(all.clone()), list);
    }

    #[test]
    fn one_more_item_shares_every_full_chunk_with_the_copy_before() {
        let all = items(70);
        let before: Shared<String> = all[..69].iter().cloned().collect();
        let mut after = before.clone();
        after.push(all[69].clone());
        // The two full chunks are the same memory; only the unfinished one was copied.
        assert!(Rc::ptr_eq(&before.chunks[0], &after.chunks[0]));
        assert!(Rc::ptr_eq(&before.chunks[1], &after.chunks[1]));
        assert!(!Rc::ptr_eq(&before.chunks[2], &after.chunks[2]));
        assert_eq!(before.len(), 69);
        assert_eq!(after.len(), 70);
        assert_ne!(before, after);
        assert_eq!(after.truncated(69), before);
        // A copy cut back and grown again no longer equals the first.
        let mut other = after.truncated(69);
        other.push("x".into());
        assert_ne!(other, after);
    }

    #[test]
    fn it_is_written_and_read_as_a_plain_list() {
        let list: Shared<String> = items(40).into();
        let text = serde_json::to_string(&list).unwrap();
        assert_eq!(text, serde_json::to_string(&items(40)).unwrap());
        let back: Shared<String> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, list);
        assert!(serde_json::from_str::<Shared<String>>("{\"a\":1}").is_err());
    }
}
