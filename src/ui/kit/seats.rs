//! Who plays each seat: a person or the computer at a level, and its name in every language.

use crate::ai::level::Level;
use crate::ui::i18n::{t, Lang, T};
use serde::{Deserialize, Serialize};

/// Who plays a seat: a person, the computer at a level, or (in a game played by link) a
/// friend on another device.
///
/// Saved as a short text: `person`, `computer` (the intermediate level: saves made before levels
/// existed read the same), `computer:beginner`, `computer:strong`, `computer:master`,
/// `computer:random`, `friend`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    Person,
    Computer(Level),
    /// A person playing this seat on another device: its moves come in links.
    Friend,
}

impl SeatKind {
    /// The computer at the level offered first.
    pub const COMPUTER: SeatKind = SeatKind::Computer(Level::Intermediate);

    /// The levels a new-game dialog offers, weakest first.
    pub const CHOICES: [SeatKind; 5] = [
        SeatKind::Person,
        SeatKind::Computer(Level::Beginner),
        SeatKind::Computer(Level::Intermediate),
        SeatKind::Computer(Level::Strong),
        SeatKind::Computer(Level::Master),
    ];

    pub fn code(self) -> &'static str {
        match self {
            SeatKind::Person => "person",
            SeatKind::Computer(Level::Intermediate) => "computer",
            SeatKind::Computer(Level::Beginner) => "computer:beginner",
            SeatKind::Computer(Level::Strong) => "computer:strong",
            SeatKind::Computer(Level::Master) => "computer:master",
            SeatKind::Computer(Level::Random) => "computer:random",
            SeatKind::Friend => "friend",
        }
    }

    pub fn from_code(code: &str) -> Option<SeatKind> {
        [
            SeatKind::Person,
            SeatKind::Computer(Level::Random),
            SeatKind::Computer(Level::Beginner),
            SeatKind::Computer(Level::Intermediate),
            SeatKind::Computer(Level::Strong),
            SeatKind::Computer(Level::Master),
            SeatKind::Friend,
        ]
        .into_iter()
        .find(|k| k.code() == code)
    }

    pub fn is_computer(self) -> bool {
        matches!(self, SeatKind::Computer(_))
    }
}

impl Serialize for SeatKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for SeatKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let code = String::deserialize(deserializer)?;
        SeatKind::from_code(&code).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown seat \"{code}\" (person, computer, computer:beginner, computer:strong, computer:master, friend)"
            ))
        })
    }
}

/// How a seat is played, as the setup dialogs and the player panels name it.
pub fn seat_kind_text(lang: Lang, kind: SeatKind) -> &'static str {
    t(
        lang,
        match kind {
            SeatKind::Person => T::Person,
            SeatKind::Computer(Level::Random) => T::ComputerRandom,
            SeatKind::Computer(Level::Beginner) => T::ComputerBeginner,
            SeatKind::Computer(Level::Intermediate) => T::ComputerIntermediate,
            SeatKind::Computer(Level::Strong) => T::ComputerStrong,
            SeatKind::Computer(Level::Master) => T::ComputerMaster,
            SeatKind::Friend => T::Friend,
        },
    )
}
