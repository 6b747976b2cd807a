//! The last choices of a game's new-game dialog, kept so that its next dialog opens with them.
//! They are a short text (`v=memory;p=4;b=3;f=1;s=person,computer:strong`) stored under
//! `mahai.v1.setup.<game>`. A text this reader does not take whole (changed by hand, written by
//! a later version) is ignored: the dialog opens with its own defaults. Plain Rust, tested
//! natively.

use crate::engine::Options;
use crate::ui::kit::seats::SeatKind;

/// The storage key of `game`'s last choices.
pub fn key(game: &str) -> String {
    format!("mahai.v1.setup.{game}")
}

/// The choices of a dialog: the options and who sits where.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Choices {
    pub options: Options,
    pub seats: Vec<SeatKind>,
}

impl Choices {
    /// The text kept for these choices.
    pub fn write(&self) -> String {
        let mut parts = Vec::new();
        if let Some(v) = &self.options.variant {
            parts.push(format!("v={v}"));
        }
        for (name, value) in [
            ("p", self.options.players),
            ("b", self.options.balls),
            ("f", self.options.first),
        ] {
            if let Some(n) = value {
                parts.push(format!("{name}={n}"));
            }
        }
        let seats: Vec<&str> = self.seats.iter().map(|k| k.code()).collect();
        parts.push(format!("s={}", seats.join(",")));
        parts.join(";")
    }

    /// The choices a kept text holds; `None` for anything but a text [`Choices::write`] could
    /// have written.
    pub fn read(text: &str) -> Option<Choices> {
        if text.len() > 300 {
            return None;
        }
        let mut out = Choices::default();
        for part in text.split(';') {
            let (name, value) = part.split_once('=')?;
            let number = || value.parse::<u8>().ok();
            match name {
                "v" if out.options.variant.is_none() && is_name(value) => {
                    out.options.variant = Some(value.to_string())
                }
                "p" if out.options.players.is_none() => out.options.players = Some(number()?),
                "b" if out.options.balls.is_none() => out.options.balls = Some(number()?),
                "f" if out.options.first.is_none() => out.options.first = Some(number()?),
                "s" if out.seats.is_empty() => {
                    out.seats = value
                        .split(',')
                        .map(SeatKind::from_code)
                        .collect::<Option<Vec<_>>>()?;
                    if out.seats.len() > 8 {
                        return None;
                    }
                }
                _ => return None,
            }
        }
        Some(out)
    }

    /// Who sits at each of `n` seats: the kept choice where there is one a dialog offers, a
    /// person elsewhere.
    pub fn seats(&self, n: usize) -> Vec<SeatKind> {
        (0..n)
            .map(|i| match self.seats.get(i) {
                Some(k) if SeatKind::CHOICES.contains(k) => *k,
                _ => SeatKind::Person,
            })
            .collect()
    }

    /// The kept variant if it is one of `names`.
    pub fn variant<'a>(&self, names: &[&'a str]) -> Option<&'a str> {
        let v = self.options.variant.as_deref()?;
        names.iter().copied().find(|n| *n == v)
    }
}

/// A variant's name: a few lowercase letters, digits and hyphens.
fn is_name(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 40
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level::Level;

    #[test]
    fn choices_round_trip() {
        let c = Choices {
            options: Options {
                variant: Some("memory-goal16-cw".into()),
                players: Some(4),
                balls: Some(3),
                first: Some(1),
            },
            seats: vec![
                SeatKind::Person,
                SeatKind::Computer(Level::Strong),
                SeatKind::Computer(Level::Beginner),
                SeatKind::Person,
            ],
        };
        let text = c.write();
        assert_eq!(
            text,
            "v=memory-goal16-cw;p=4;b=3;f=1;s=person,computer:strong,computer:beginner,person"
        );
        assert_eq!(Choices::read(&text), Some(c));
        let plain = Choices {
            options: Options::default(),
            seats: vec![SeatKind::Person; 2],
        };
        assert_eq!(Choices::read(&plain.write()), Some(plain));
    }

    #[test]
    fn a_damaged_text_is_ignored() {
        for text in [
            "",
            "garbage",
            "p=300;s=person",
            "p=-1;s=person",
            "v=Memory;s=person",
            "v=a b;s=person",
            "s=person,robot",
            "p=2;p=3;s=person",
            "x=1;s=person",
            "{\"players\":2}",
            "p=2;s=person;",
            &"s=person,".repeat(100),
        ] {
            assert_eq!(Choices::read(text), None, "{text:?}");
        }
    }

    #[test]
    fn seats_are_padded_and_only_offered_kinds_kept() {
        let c = Choices::read("s=computer:strong,friend").unwrap();
        assert_eq!(
            c.seats(3),
            vec![
                SeatKind::Computer(Level::Strong),
                SeatKind::Person,
                SeatKind::Person
            ]
        );
        assert_eq!(c.variant(&["match", "single"]), None);
        let c = Choices::read("v=single;s=person").unwrap();
        assert_eq!(c.variant(&["match", "single"]), Some("single"));
    }
}
