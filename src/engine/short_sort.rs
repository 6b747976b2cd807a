//! A stable sort of little code for the short lists of the app's path (saved games, storage
//! keys, a position's legal moves): the standard library's sort adds kilobytes of wasm for each
//! element type it sorts, which every browser bundle would carry. Not for the hot path: it takes
//! time quadratic in the length.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, keeping equal elements in their order (insertion sort).
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `v` in its natural order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut seed = 7u64;
        for len in [0usize, 1, 2, 3, 10, 57, 200] {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let (mut ours, mut std) = (v.clone(), v);
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            std.sort_by_key(|a| a.0);
            assert_eq!(ours, std, "length {len}: equal keys keep their order");
        }
        let mut words = vec!["b".to_string(), "a".into(), "c".into(), "a".into()];
        sort(&mut words);
        assert_eq!(words, ["a", "a", "b", "c"]);
    }
}
