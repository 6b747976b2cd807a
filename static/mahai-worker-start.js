// Starts the computer player's Web Worker: loads the wasm-bindgen glue and the WebAssembly that
// Trunk builds from src/worker_main.rs (both beside this file).
importScripts('./mahai-worker.js');
wasm_bindgen({ module_or_path: './mahai-worker_bg.wasm' });
