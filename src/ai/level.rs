//! How strong a computer player is: the levels people choose, and a level with a budget of its
//! own (the command line's matches).

use std::fmt;
use std::str::FromStr;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Beginner,
    Intermediate,
    Strong,
    /// The top level: the strong search with a larger budget. Natively (`mahai`) it searches
    /// its game's whole iteration cap; the browser's worker stops it earlier when its time is
    /// up ([`Level::thinks_by_time`]).
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Beginner,
        Level::Intermediate,
        Level::Strong,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// Whether a caller with a clock may end this level's search when its thinking time is up
    /// (the browser's worker does, see `crate::worker`); its iterations are then only a cap.
    /// The search itself never reads a clock.
    pub fn thinks_by_time(self) -> bool {
        self == Level::Master
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A computer player of a match (`mahai selfplay`): a level, and the iterations it searches
/// each decision when not its level's own (`--a-iterations N`), so that anyone can measure
/// what more search gains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    pub level: Level,
    pub iterations: Option<u32>,
    /// Keeps its tree from one decision to the next where the position follows
    /// ([`Search::follow`]), as the browser's worker does: only the level that thinks by time
    /// (the master) does, and only when this is on (the default; `--no-reuse` turns it off to
    /// measure the gain).
    pub reuse: bool,
}

impl Player {
    /// Whether this player carries its search over between its decisions.
    pub fn keeps_tree(self) -> bool {
        self.reuse && self.level.thinks_by_time()
    }
}

impl From<Level> for Player {
    fn from(level: Level) -> Player {
        Player {
            level,
            iterations: None,
            reuse: true,
        }
    }
}

impl fmt::Display for Player {
    /// `strong`, or `strong@20000` with a budget of its own; a master that does not keep its
    /// tree is `master/no-reuse`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.level)?;
        if let Some(n) = self.iterations {
            write!(f, "@{n}")?;
        }
        if self.level.thinks_by_time() && !self.reuse {
            f.write_str("/no-reuse")?;
        }
        Ok(())
    }
}

impl FromStr for Level {
    type Err = crate::engine::ParseError;
    fn from_str(s: &str) -> Result<Level, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                crate::engine::ParseError::new(format!(
                    "unknown level \"{s}\" (levels: {})",
                    names.join(", ")
                ))
            })
    }
}
