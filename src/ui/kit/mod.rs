//! The shared kit under every game's screens: who plays a seat, a played move, storage, notices,
//! downloads, board input, the animation frames with their busy lock, and the parts of the
//! new-game dialogs.

pub mod backups;
pub mod effects;
pub mod input;
pub mod num;
pub mod remember;
pub mod seats;
pub mod sound;
pub mod step;
pub mod svgtext;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod anim;
#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod clipboard;
#[cfg(target_arch = "wasm32")]
pub mod download;
#[cfg(target_arch = "wasm32")]
pub mod notice;
#[cfg(target_arch = "wasm32")]
pub mod setup;
#[cfg(target_arch = "wasm32")]
pub mod storage;
