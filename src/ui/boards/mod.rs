//! One board view per game. The shell picks the view by matching on [`crate::games::AnyGame`].

pub mod bao;
pub mod barne;
pub mod fidchell;
pub mod jinx;
