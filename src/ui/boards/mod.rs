//! One board view per game. The shell picks the view by matching on [`crate::games::AnyGame`].

pub mod barne;
pub mod generic;
pub mod jinx;
