//! One move played, with what it did: what the boards draw and the move list describes.

use crate::engine::{Effects, ToMove};
use crate::games::AnyMove;

/// One move played, as the move list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Who played it (a seat, or the dice).
    pub mover: ToMove,
    /// The move, typed (its text is in the record).
    pub mv: AnyMove,
    pub effects: Effects,
}

/// How many steps one shared chunk of a [`History`] holds.
const CHUNK: usize = 32;

/// Every move played so far, oldest first, shared between the states that hold it.
///
/// The steps sit in chunks of [`CHUNK`] behind `Rc`s: cloning a history copies the chunk
/// pointers only, and one more move copies at most the last, unfinished chunk (when an earlier
/// state still holds it). So the reducer, which keeps the state before a move while it makes the
/// state after it, never copies the whole history.
#[derive(Clone, Debug, Default)]
pub struct History {
    chunks: Vec<std::rc::Rc<Vec<Step>>>,
    len: usize,
}

impl History {
    pub fn new() -> History {
        History::default()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, step: Step) {
        match self.chunks.last_mut() {
            Some(last) if last.len() < CHUNK => std::rc::Rc::make_mut(last).push(step),
            _ => {
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(step);
                self.chunks.push(std::rc::Rc::new(chunk));
            }
        }
        self.len += 1;
    }

    /// The step of move `i` (0 = the first move).
    pub fn get(&self, i: usize) -> Option<&Step> {
        self.chunks.get(i / CHUNK)?.get(i % CHUNK)
    }

    pub fn last(&self) -> Option<&Step> {
        self.chunks.last()?.last()
    }

    /// The steps, oldest first (`.rev()` for newest first).
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            history: self,
            front: 0,
            back: self.len,
        }
    }

    /// The first `n` moves (all of them when there are fewer).
    pub fn truncated(&self, n: usize) -> History {
        let mut out = History {
            chunks: self.chunks[..n.div_ceil(CHUNK).min(self.chunks.len())].to_vec(),
            len: n.min(self.len),
        };
        let full = out.chunks.len().saturating_sub(1) * CHUNK;
        if let Some(last) = out.chunks.last_mut() {
            let keep = out.len - full;
            if keep < last.len() {
                std::rc::Rc::make_mut(last).truncate(keep);
            }
        }
        out
    }
}

impl std::ops::Index<usize> for History {
    type Output = Step;

    fn index(&self, i: usize) -> &Step {
        &self.chunks[i / CHUNK][i % CHUNK]
    }
}

impl PartialEq for History {
    fn eq(&self, other: &History) -> bool {
        self.len == other.len
            && self
                .chunks
                .iter()
                .zip(&other.chunks)
                .all(|(a, b)| std::rc::Rc::ptr_eq(a, b) || a == b)
    }
}

impl FromIterator<Step> for History {
    fn from_iter<I: IntoIterator<Item = Step>>(steps: I) -> History {
        let mut h = History::new();
        for s in steps {
            h.push(s);
        }
        h
    }
}

impl<'a> IntoIterator for &'a History {
    type Item = &'a Step;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

/// The steps of a [`History`] from both ends.
#[derive(Clone, Debug)]
pub struct Iter<'a> {
    history: &'a History,
    front: usize,
    back: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = &'a Step;

    fn next(&mut self) -> Option<&'a Step> {
        if self.front == self.back {
            return None;
        }
        self.front += 1;
        self.history.get(self.front - 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.back - self.front;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.front == self.back {
            return None;
        }
        self.back -= 1;
        self.history.get(self.back)
    }
}

impl ExactSizeIterator for Iter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::games::AnyGame;

    /// `n` steps of a Jinx game (their moves differ, so the steps do).
    fn steps(n: usize) -> Vec<Step> {
        let mut game = AnyGame::new("jinx", &Options::default()).unwrap();
        (0..n)
            .map(|_| {
                let mover = game.as_dyn().to_move();
                let mv = game.legal_moves()[0].clone();
                let effects = game.play(&mv).unwrap();
                Step { mover, mv, effects }
            })
            .collect()
    }

    #[test]
    fn a_history_reads_like_the_list_of_its_steps() {
        let all = steps(75);
        let h: History = all.iter().cloned().collect();
        assert_eq!(h.len(), 75);
        assert_eq!(h.iter().cloned().collect::<Vec<_>>(), all);
        assert_eq!(h.iter().next_back(), all.last());
        assert_eq!(h.last(), all.last());
        for i in [0, 31, 32, 33, 63, 64, 74] {
            assert_eq!(h.get(i), Some(&all[i]));
            assert_eq!(&h[i], &all[i]);
        }
        assert_eq!(h.get(75), None);
        for n in [0, 1, 32, 33, 64, 70, 75, 80] {
            let t = h.truncated(n);
            assert_eq!(t.iter().cloned().collect::<Vec<_>>(), all[..n.min(75)]);
        }
    }

    #[test]
    fn one_more_move_shares_every_full_chunk_with_the_state_before() {
        let all = steps(70);
        let before: History = all[..69].iter().cloned().collect();
        let mut after = before.clone();
        after.push(all[69].clone());
        // The two full chunks are the same memory; only the unfinished one was copied.
        assert!(std::rc::Rc::ptr_eq(&before.chunks[0], &after.chunks[0]));
        assert!(std::rc::Rc::ptr_eq(&before.chunks[1], &after.chunks[1]));
        assert!(!std::rc::Rc::ptr_eq(&before.chunks[2], &after.chunks[2]));
        assert_eq!(before.len(), 69);
        assert_eq!(after.len(), 70);
        assert_ne!(before, after);
        assert_eq!(after.truncated(69), before);
    }
}
