//! Single bits of 128-bit masks (Jinx's 81 points, Fidchell's 109) without 128-bit shifts by a
//! variable amount.
//!
//! WebAssembly has no 128-bit integers: LLVM makes each `u128` shift by a variable amount a call
//! to a helper (`__ashlti3`, `__lshrti3`) that returns its result through memory, where a
//! processor's native code shifts the two words in registers. These functions pick the word
//! first and shift only it (Fidchell's policy, where the worker spends most of its time). LLVM
//! may still turn that choice back into a 128-bit shift where it knows the bit is below 128 (a
//! caller that checks the bound first), so a hot caller is worth a look at the WebAssembly.
//! Elsewhere the plain shifts stay: at the UI bundles' opt-level "z" a call is smaller. Same
//! results as the plain shifts for bits below 128 (a debug build panics on larger ones, as on
//! the plain shift).

/// The mask of bit `i` alone: `1u128 << i`.
#[inline]
pub const fn bit(i: u32) -> u128 {
    debug_assert!(i < 128);
    let b = 1u64 << (i & 63);
    if i < 64 {
        b as u128
    } else {
        (b as u128) << 64
    }
}

/// Whether bit `i` of `m` is set: `m >> i & 1 == 1`.
#[inline]
pub const fn has(m: u128, i: u32) -> bool {
    debug_assert!(i < 128);
    let word = if i < 64 { m as u64 } else { (m >> 64) as u64 };
    word >> (i & 63) & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_the_plain_shifts() {
        let masks = [
            0u128,
            1,
            u128::MAX,
            0x8000_0000_0000_0000_0000_0000_0000_0001,
            0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
            (1 << 81) - 1,
            (1 << 109) - 2,
        ];
        for i in 0..128 {
            assert_eq!(bit(i), 1u128 << i);
            for &m in &masks {
                assert_eq!(has(m, i), m >> i & 1 == 1, "{m:x} {i}");
            }
        }
    }
}
