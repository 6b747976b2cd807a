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

// Each game has a bundle of its own (`mahai-<game>.js`): a page loads only the games it shows.
// A name that is none of them loads the full app, which says what is wrong in the element.
const ownBundle = ['barne-zirkulua', 'jinx', 'fidchell', 'bao-la-kete'];
const names = new Set();
const bundleOf = (game) => (ownBundle.includes(game) ? `mahai-${game}` : 'mahai');
if (document.body && document.body.hasAttribute('data-mahai-frame')) {
  // embed.html?game=…: one board, its game in the address.
  names.add(bundleOf(new URLSearchParams(location.search).get('game')));
}
for (const el of document.querySelectorAll('[data-mahai-game]')) {
  names.add(bundleOf(el.getAttribute('data-mahai-game')));
}
for (const name of names) {
  const { default: init } = await import(new URL(`${name}.js`, base).href);
  await init({ module_or_path: new URL(`${name}_bg.wasm`, base) });
}
