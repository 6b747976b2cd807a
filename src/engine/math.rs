//! Functions of floating-point numbers that give the same bits natively and in the browser's
//! wasm:
//!
//! - [`ln`] and [`exp`] for the search and the computer players' evaluations. The standard
//!   library's (the system's libm natively, a port of musl's in wasm) may differ in the last bit,
//!   and a last bit is enough to turn a near tie between two moves the other way: the same
//!   position, level and seed then gave another move in the browser than natively. So both come
//!   from the libm crate, plain Rust that compiles to the same operations on every target (its only
//!   code of a target's own for these two is for x87 floating point, which neither uses). It
//!   replaced series written here by hand (issue 40): `tests/data/determinism.json` still passed
//!   unchanged, the worker came out 663 bytes smaller (568 548 against 569 211 bytes after
//!   `wasm-opt -O3`; 376 smaller gzipped) and the Jinx embed 10 bytes (96 gzipped).
//! - [`sin_cos`] for the boards' geometry (points on circles and rings), written here with
//!   nothing but +, −, × and ÷ (which every platform rounds alike). The boards' angles are all
//!   small, so it does without the reduction of huge arguments that libm's `sincos` carries:
//!   with libm's the Barne-zirkulua embed grew by 4 466 bytes (1 936 gzipped), so it stays.
//!
//! Each agrees with the standard function to a few units in the last place (see the tests).

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

/// The natural logarithm (the libm crate's, on every target).
pub fn ln(x: f64) -> f64 {
    libm::log(x)
}

/// e^x (the libm crate's, on every target).
pub fn exp(x: f64) -> f64 {
    libm::exp(x)
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
