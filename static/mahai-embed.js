// Mahai embed loader. A page that includes
//   <script type="module" src="…/mahai-embed.js"></script>
// and contains elements like <div data-mahai-game="jinx" data-lang="eu"></div> gets a playable
// board in each of them. The files are loaded from beside this script.
//
// Each board is a guest on the page: it draws in a shadow root of its element with Mahai's
// stylesheet linked inside it (src/ui/embed.rs), so nothing is added to the page's own styles.
const base = new URL('./', import.meta.url);
// The app starts its computer-player worker, and links its stylesheet, from here too.
globalThis.mahaiBase = base.href;

const { default: init } = await import(new URL('mahai.js', base).href);
await init({ module_or_path: new URL('mahai_bg.wasm', base) });
