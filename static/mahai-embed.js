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
// A board's sounds (off until its player turns them on) load the first time one is played;
// mahai-sound.js replaces this.
globalThis.mahaiSound ??= (kind) => import(new URL('mahai-sound.js', base).href).then(() => globalThis.mahaiSound(kind));

// Each game has a bundle of its own (`mahai-<game>.js`): a page loads only the games it shows.
// A name that is none of them loads the full app, which says what is wrong in the element.
const ownBundle = ['barne-zirkulua', 'jinx', 'fidchell', 'bao-la-kete'];
const names = new Set();
const bundleOf = (game) => (ownBundle.includes(game) ? `mahai-${game}` : 'mahai');
// The stylesheet of a frame's page: its game's own (`mahai-<game>.css`, cut from style.css at
// build time), or the whole style.css for a name that has no bundle. Scripts embeds link theirs
// inside each board's shadow root instead.
let frameStyle = null;
if (document.body && document.body.hasAttribute('data-mahai-frame')) {
  // embed.html?game=…: one board, its game in the address.
  const name = bundleOf(new URLSearchParams(location.search).get('game'));
  names.add(name);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL(name === 'mahai' ? 'style.css' : `${name}.css`, base).href;
  frameStyle = new Promise((done) => { link.onload = done; link.onerror = done; });
  document.head.append(link);
}
for (const el of document.querySelectorAll('[data-mahai-game]')) {
  names.add(bundleOf(el.getAttribute('data-mahai-game')));
}
for (const name of names) {
  const [{ default: init }] = await Promise.all([import(new URL(`${name}.js`, base).href), frameStyle]);
  await init({ module_or_path: new URL(`${name}_bg.wasm`, base) });
}
