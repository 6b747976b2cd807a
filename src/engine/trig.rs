//! Sine and cosine of little code, for the boards' geometry (points on circles and rings). The
//! standard `sin`/`cos` of the wasm target come from a libm port whose reduction of large
//! arguments alone is about 6 KB of wasm; the boards' angles are all small, for which a short
//! series after taking out the nearest quarter turn is as exact as the board needs (and agrees
//! with `f64::sin_cos` to about 1e-15, see the test).

use std::f64::consts::FRAC_PI_2;

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
}
