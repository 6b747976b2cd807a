//! Playing a game: the session (record, position, history, takeback), the state and reducer of
//! a screen that plays, the game screen with its move list, hint and share link, the computer player's
//! requests to the worker, and embedded boards.

pub mod movelist;
pub mod review;
pub mod session;
pub mod sync;

#[cfg(target_arch = "wasm32")]
pub mod analysis;
#[cfg(target_arch = "wasm32")]
pub mod bylink;
#[cfg(target_arch = "wasm32")]
pub mod computer;
#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod hint;
#[cfg(all(target_arch = "wasm32", feature = "site"))]
pub mod players;
#[cfg(target_arch = "wasm32")]
pub mod screen;
#[cfg(target_arch = "wasm32")]
pub mod share;
pub mod site_tools;
#[cfg(target_arch = "wasm32")]
pub mod sounds;
#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod words;
