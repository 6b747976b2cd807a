// Mahai embed loader. A page that includes
//   <script type="module" src="…/mahai-embed.js"></script>
// and contains elements like <div data-mahai-game="jinx" data-lang="eu"></div> gets a playable
// board in each of them. The files are loaded from beside this script.
const base = new URL('./', import.meta.url);
// The app starts its computer-player worker from here too.
globalThis.mahaiBase = base.href;

if (!document.querySelector('link[data-mahai-style]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('style.css', base).href;
  link.setAttribute('data-mahai-style', '');
  document.head.appendChild(link);
}

const { default: init } = await import(new URL('mahai.js', base).href);
await init({ module_or_path: new URL('mahai_bg.wasm', base) });
