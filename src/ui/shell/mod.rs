//! The shell: the site's roots (the full app and the light start page), its frame, routes and
//! settings, the start page, and opening a game from it.

pub mod app;
pub mod frame;
pub mod home;
pub mod launch;
pub mod light;
pub mod routes;
pub mod settings;
