//! Numbers for SVG attributes and styles, written without the float formatter.

/// A number for an SVG attribute or a style: rounded to two decimals, trailing zeros dropped
/// ("12.5", "120", "-3.07"). Written from integers, so that no bundle carries the float formatter
/// (about 5 KB gzipped) for it.
pub fn num(v: impl Into<f64>) -> String {
    let v = v.into();
    let hundredths = if v.is_finite() {
        (v * 100.0).round() as i64
    } else {
        0
    };
    let sign = if hundredths < 0 { "-" } else { "" };
    let (int, frac) = (
        hundredths.unsigned_abs() / 100,
        hundredths.unsigned_abs() % 100,
    );
    match frac {
        0 => format!("{sign}{int}"),
        f if f % 10 == 0 => format!("{sign}{int}.{}", f / 10),
        f => format!("{sign}{int}.{f:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::num;

    #[test]
    fn numbers_are_rounded_to_two_decimals_without_trailing_zeros() {
        assert_eq!(num(120.0f32), "120");
        assert_eq!(num(12.5f32), "12.5");
        assert_eq!(num(57.431_652f32), "57.43");
        assert_eq!(num(0.005f64), "0.01");
        assert_eq!(num(-3.066f64), "-3.07");
        assert_eq!(num(-0.001f64), "0");
        assert_eq!(num(f64::NAN), "0");
        assert_eq!(num(1e12f64), "1000000000000");
    }
}
