//! A list of at most `N` small items kept in place (no allocation), for the positions and move
//! lists of games whose sizes are bounded: such a position clones as one copy.
//!
//! Why not tinyvec's `ArrayVec` (the crate whose array vector is `Copy` like this one; issue 40):
//! swapped in for this type, it was no quicker, and it made the Bao la Kete embed larger. In
//! fixed work (user CPU seconds, three rounds each, turn about, on a busy machine), 6 000 Jinx
//! playouts took 0.92 to 0.99 s here against 0.94 to 0.99 s with tinyvec, 20 000 Bao la Kete
//! playouts 1.54 to 1.80 against 1.56 to 1.81, 24 strong Jinx searches 1.00 to 1.31 against 1.00
//! to 1.26, and 24 Bao la Kete searches 0.61 to 0.73 against 0.63 to 0.80. After wasm-opt -Oz the
//! Jinx embed came out 115 bytes smaller with tinyvec (39 gzipped), the Bao la Kete one 1 165
//! bytes larger (701 gzipped). It also wants `Default` on the items and a feature for arrays of
//! any length, for the sake of some seventy lines here.

/// Up to `N` items kept inline, seen as a slice. Two lists are equal when their items are.
#[derive(Clone, Copy, Debug)]
pub struct Inline<T: Copy, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy, const N: usize> Inline<T, N> {
    /// An empty list; `filler` fills the unused slots.
    pub const fn new(filler: T) -> Self {
        Inline {
            items: [filler; N],
            len: 0,
        }
    }

    /// Adds an item at the end; panics when the list is full (the bound was wrong).
    #[inline]
    pub fn push(&mut self, item: T) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the items for which `keep` holds, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut n = 0;
        for i in 0..self.len as usize {
            if keep(&self.items[i]) {
                self.items[n] = self.items[i];
                n += 1;
            }
        }
        self.len = n as u8;
    }

    pub fn from_slice(filler: T, items: &[T]) -> Self {
        let mut v = Inline::new(filler);
        items.iter().for_each(|&i| v.push(i));
        v
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq for Inline<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Eq, const N: usize> Eq for Inline<T, N> {}

impl<T: Copy, const N: usize> std::ops::Deref for Inline<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: Copy, const N: usize> std::ops::DerefMut for Inline<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
}

impl<'a, T: Copy, const N: usize> IntoIterator for &'a Inline<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::Inline;

    #[test]
    fn pushes_keeps_and_compares_by_items() {
        let mut a = Inline::<u8, 4>::new(0);
        [1, 2, 3, 4].iter().for_each(|&i| a.push(i));
        a.retain(|&i| i % 2 == 0);
        assert_eq!(&*a, &[2, 4]);
        // Slots past the end differ (3, 4 left behind): equal all the same.
        assert_eq!(a, Inline::from_slice(9, &[2, 4]));
        a.clear();
        assert!(a.is_empty());
    }
}
