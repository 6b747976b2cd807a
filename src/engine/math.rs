//! Functions of floating-point numbers written with nothing but the IEEE operations (+, −, ×,
//! ÷), which every platform rounds alike, so they give the same bits natively and in the
//! browser's wasm:
//!
//! - [`ln`] and [`exp`] for the search and the computer players' evaluations. The platforms'
//!   own (the system's libm natively, a port of musl's in wasm) may differ in the last bit, and
//!   a last bit is enough to turn a near tie between two moves the other way: the same
//!   position, level and seed then gave another move in the browser than natively.
//! - [`sin_cos`] for the boards' geometry (points on circles and rings), where it also saves the
//!   bundles the standard one's reduction of large arguments (about 6 KB of wasm); the boards'
//!   angles are all small.
//!
//! Each agrees with the standard function to a few units in the last place (see the tests).

use std::f64::consts::{FRAC_PI_2, LN_2, SQRT_2};

/// π/2 in two parts: `HI` has its low 21 bits of mantissa clear, so `q * HI` is exact for any
/// quarter-turn count `q` below 2^21, and `LO` is the rest of π/2.
const HI: f64 = 1.570_796_326_734_125_6;
const LO: f64 = 6.077_100_506_506_192e-11;

/// The series' coefficients: ±1/n! for the odd powers of sine, the even ones of cosine.
const SIN: [f64; 9] = [
    1.0,
    -1.0 / 6.0,
    1.0 / 120.0,
    -1.0 / 5_040.0,
    1.0 / 362_880.0,
    -1.0 / 39_916_800.0,
    1.0 / 6_227_020_800.0,
    -1.0 / 1_307_674_368_000.0,
    1.0 / 355_687_428_096_000.0,
];
const COS: [f64; 9] = [
    1.0,
    -0.5,
    1.0 / 24.0,
    -1.0 / 720.0,
    1.0 / 40_320.0,
    -1.0 / 3_628_800.0,
    1.0 / 479_001_600.0,
    -1.0 / 87_178_291_200.0,
    1.0 / 20_922_789_888_000.0,
];

/// `(sin a, cos a)` of `a` radians, for |a| up to about a million.
pub fn sin_cos(a: f64) -> (f64, f64) {
    let q = (a / FRAC_PI_2).round();
    let r = (a - q * HI) - q * LO;
    let r2 = r * r;
    // Taylor series on |r| ≤ π/4 (Horner's rule): the first term left out is below 1e-19.
    let s = r * SIN.iter().rev().fold(0.0, |acc, k| acc * r2 + k);
    let c = COS.iter().rev().fold(0.0, |acc, k| acc * r2 + k);
    match (q as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// ln 2 in two parts, as π/2 above: `LN2_HI` has its low 21 bits of mantissa clear.
const LN2_HI: f64 = 0.693_147_180_369_123_8;
const LN2_LO: f64 = 1.908_214_929_270_587_7e-10;

/// The natural logarithm: `ln(x) = e·ln 2 + ln m` for `x = m·2^e` with `m` in [√½, √2), and
/// `ln m = 2·atanh(s)`, `s = (m − 1)/(m + 1)`, by its series (|s| < 0.172: twelve terms).
pub fn ln(x: f64) -> f64 {
    if x.is_nan() || x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    if x.is_infinite() {
        return x;
    }
    // Subnormal numbers first become normal ones.
    let (x, shift) = if x < f64::MIN_POSITIVE {
        (x * 2f64.powi(54), -54)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i32 - 1023 + shift;
    let mut m = f64::from_bits((bits & ((1u64 << 52) - 1)) | (1023u64 << 52));
    if m > SQRT_2 {
        m *= 0.5;
        e += 1;
    }
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    // 2·(s + s³/3 + … + s²³/23), by Horner's rule on s².
    let mut sum = 0.0;
    let mut k = 23.0;
    while k > 0.0 {
        sum = sum * s2 + 1.0 / k;
        k -= 2.0;
    }
    let e = f64::from(e);
    e * LN2_HI + (2.0 * s * sum + e * LN2_LO)
}

/// e^x: `x = k·ln 2 + r` with |r| ≤ ln 2 / 2, e^r by its Taylor series, then scaled by 2^k.
pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 709.782_712_893_384 {
        return f64::INFINITY;
    }
    if x < -745.2 {
        return 0.0;
    }
    let k = (x / LN_2).round();
    let r = (x - k * LN2_HI) - k * LN2_LO;
    // 1 + r + r²/2! + … + r¹⁴/14!: the first term left out is below 1e-19.
    let mut sum = 1.0;
    let mut n = 14.0;
    while n > 0.0 {
        sum = 1.0 + sum * r / n;
        n -= 1.0;
    }
    scale(sum, k as i32)
}

/// `v · 2^k` for a `v` near 1 (within a factor of 2), exact while the result is normal.
fn scale(v: f64, k: i32) -> f64 {
    let pow2 = |k: i32| f64::from_bits(((k + 1023) as u64) << 52);
    if k > 1023 {
        v * pow2(1023) * pow2(k - 1023)
    } else if k < -1022 {
        // Two steps, so that the power of two itself stays a normal number.
        v * pow2(-1022) * pow2(k + 1022)
    } else {
        v * pow2(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_functions() {
        let mut worst: f64 = 0.0;
        for i in -40_000..=40_000 {
            let a = i as f64 * 0.000_731;
            let (s, c) = sin_cos(a);
            let (es, ec) = a.sin_cos();
            worst = worst.max((s - es).abs()).max((c - ec).abs());
        }
        assert!(worst < 2e-15, "largest difference {worst:e}");
        assert_eq!(sin_cos(0.0), (0.0, 1.0));
        let (s, c) = sin_cos(FRAC_PI_2);
        assert!((s - 1.0).abs() < 1e-16 && c.abs() < 1e-16);
    }

    /// The largest difference from `reference`, in units in the last place of the reference.
    fn ulps(f: fn(f64) -> f64, reference: fn(f64) -> f64, xs: impl Iterator<Item = f64>) -> f64 {
        xs.map(|x| {
            let (a, b) = (f(x), reference(x));
            if a == b {
                0.0
            } else {
                ((a - b) / (b.abs() * f64::EPSILON)).abs()
            }
        })
        .fold(0.0, f64::max)
    }

    #[test]
    fn ln_agrees_with_the_standard_function() {
        let counts = (1..200_000).map(f64::from);
        assert!(ulps(ln, f64::ln, counts) <= 2.0);
        let spread = (-3000..3000).map(|i| 1.013f64.powi(i * 7));
        assert!(ulps(ln, f64::ln, spread) <= 2.0);
        assert_eq!(ln(1.0), 0.0);
        assert_eq!(ln(0.0), f64::NEG_INFINITY);
        assert!(ln(-1.0).is_nan() && ln(f64::NAN).is_nan());
        assert_eq!(ln(f64::INFINITY), f64::INFINITY);
        assert!((ln(f64::MIN_POSITIVE / 4.0) - (f64::MIN_POSITIVE / 4.0).ln()).abs() < 1e-12);
    }

    #[test]
    fn exp_agrees_with_the_standard_function() {
        let xs = (-70_000..70_000).map(|i| f64::from(i) * 0.01);
        assert!(ulps(exp, f64::exp, xs) <= 2.0);
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(800.0), f64::INFINITY);
        assert_eq!(exp(-800.0), 0.0);
        assert!(
            (exp(-740.0) / (-740.0f64).exp() - 1.0).abs() < 1e-6,
            "subnormal results"
        );
        assert!(exp(f64::NAN).is_nan());
    }
}
