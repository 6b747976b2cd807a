//! 128-bit masks (Jinx's 81 points, Fidchell's 109) shifted by a variable amount, as 64-bit
//! words.
//!
//! WebAssembly has no 128-bit integers: LLVM makes each `u128` shift by a variable amount a call
//! to a helper (`__ashlti3`, `__lshrti3`) that returns its result through memory, where a
//! processor's native code shifts the two words in registers. These functions pick the word
//! first and shift only it, which compiles to a few 64-bit instructions on both. They give the
//! same results as the plain shifts for amounts below 128 (larger ones are a caller's bug; a
//! debug build panics, as on the plain shift).

/// The mask of bit `i` alone: `1u128 << i`.
#[inline(always)]
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
#[inline(always)]
pub const fn has(m: u128, i: u32) -> bool {
    debug_assert!(i < 128);
    let word = if i < 64 { m as u64 } else { (m >> 64) as u64 };
    word >> (i & 63) & 1 == 1
}

/// `m >> s`.
#[inline(always)]
pub const fn shr(m: u128, s: u32) -> u128 {
    debug_assert!(s < 128);
    let (lo, hi) = (m as u64, (m >> 64) as u64);
    if s >= 64 {
        (hi >> (s - 64)) as u128
    } else if s == 0 {
        m
    } else {
        ((hi >> s) as u128) << 64 | ((lo >> s) | (hi << (64 - s))) as u128
    }
}

/// `m << s`.
#[inline(always)]
pub const fn shl(m: u128, s: u32) -> u128 {
    debug_assert!(s < 128);
    let (lo, hi) = (m as u64, (m >> 64) as u64);
    if s >= 64 {
        ((lo << (s - 64)) as u128) << 64
    } else if s == 0 {
        m
    } else {
        (((hi << s) | (lo >> (64 - s))) as u128) << 64 | (lo << s) as u128
    }
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
                assert_eq!(shr(m, i), m >> i, "{m:x} >> {i}");
                assert_eq!(shl(m, i), m << i, "{m:x} << {i}");
            }
        }
    }
}
