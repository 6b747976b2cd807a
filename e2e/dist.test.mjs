// End to end: what `make dist` (trunk build --release) leaves in dist/ for a static host:
// precompressed copies beside the big files, served the way static hosts serve them, and a
// service worker that knows every file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { once } from 'node:events';
import { join, relative } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  siteForTests, withPage, startGame, reloadTo, searchInWorker, listen, GAMES, BOARD_CLASS,
} from './harness.mjs';

const site = siteForTests();

const BIG = ['mahai-home_bg.wasm', 'mahai-home.js', 'mahai_bg.wasm', 'mahai.js', 'mahai-worker_bg.wasm',
  'mahai-worker.js', 'style.css', 'index.html', 'sw.js', 'mahai-embed.js'];

function distFiles(dir = 'dist') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? distFiles(join(dir, e.name)) : [relative('dist', join(dir, e.name))]));
}

/** A raw GET (no decompression): status, headers and the bytes as sent. */
async function rawGet(url, acceptEncoding) {
  const request = get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
  const [res] = await once(request, 'response');
  const chunks = [];
  for await (const chunk of res) chunks.push(chunk);
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
}

test('dist has .gz and .br copies of the wasm, js, css and html, equal to the originals once unpacked', () => {
  for (const name of BIG) {
    const raw = readFileSync(join('dist', name));
    assert.ok(existsSync(join('dist', `${name}.gz`)), `${name}.gz`);
    assert.ok(existsSync(join('dist', `${name}.br`)), `${name}.br`);
    assert.ok(gunzipSync(readFileSync(join('dist', `${name}.gz`))).equals(raw), `${name}.gz unpacks to ${name}`);
    assert.ok(brotliDecompressSync(readFileSync(join('dist', `${name}.br`))).equals(raw), `${name}.br unpacks to ${name}`);
  }
  const wasm = readFileSync('dist/mahai_bg.wasm').length;
  assert.ok(readFileSync('dist/mahai_bg.wasm.br').length < wasm / 2, 'brotli at least halves the wasm');
});

test('the server sends the precompressed copy the request accepts, with the original type', async () => {
  const url = new URL('mahai_bg.wasm', site.base).href;
  const raw = readFileSync('dist/mahai_bg.wasm');
  const br = await rawGet(url, 'gzip, deflate, br');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['content-type'], 'application/wasm');
  assert.match(br.headers.vary, /Accept-Encoding/);
  assert.ok(brotliDecompressSync(br.body).equals(raw));
  const gz = await rawGet(url, 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(gz.body).equals(raw));
  const plain = await rawGet(url, 'br;q=0, gzip;q=0');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.equals(raw));
  // The start page itself (a directory URL) is served compressed too.
  const page = await rawGet(site.base, 'br');
  assert.equal(page.headers['content-encoding'], 'br');
  assert.match(page.headers['content-type'], /^text\/html/);
});

test('the browser gets the wasm compressed and runs it', () => withPage(site, { serviceWorkers: 'block' }, async ({ page }) => {
  const encodings = {};
  listen(page, 'response', async (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    encodings[name] = (await r.allHeaders())['content-encoding'];
  });
  await reloadTo(page, '#new-jinx');
  await startGame(page, 'jinx');
  assert.equal(encodings['mahai-home_bg.wasm'], 'br');
  assert.equal(encodings['mahai_bg.wasm'], 'br');
  assert.equal(encodings['style.css'], 'br');
}));

test('the service worker precaches every file of the build', () => {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const list = JSON.parse(sw.match(/^const PRECACHE = (\[[^\n]*\]);$/m)[1].replaceAll("'", '"'));
  const expected = distFiles().filter((f) => !/\.(gz|br)$/.test(f) && f !== 'sw.js').map((f) => `./${f}`).sort();
  assert.deepEqual([...list].sort(), expected);
  for (const lang of ['eu', 'en', 'es', 'fr']) assert.ok(list.includes(`./rules/jinx/${lang}.txt`));
});

/** A module's imports: [{ module, name }] (the import section of a wasm binary). */
function wasmImports(bytes) {
  const module = new WebAssembly.Module(bytes);
  return WebAssembly.Module.imports(module).map(({ module: m, name }) => ({ module: m, name }));
}

test('every game of the build has its own bundle and stylesheet, and the embed loader knows it', () => {
  assert.ok(GAMES.length >= 4, GAMES.join());
  const loader = readFileSync('dist/mahai-embed.js', 'utf8');
  const own = JSON.parse(/ownBundle\s*=\s*(\[[^\]]*\])/.exec(loader)[1].replaceAll("'", '"'));
  assert.deepEqual([...own].sort(), [...GAMES].sort(), 'ownBundle in static/mahai-embed.js');
  for (const game of GAMES) {
    for (const file of [`mahai-${game}.js`, `mahai-${game}_bg.wasm`, `mahai-${game}.css`]) {
      assert.ok(existsSync(join('dist', file)), file);
    }
  }
});
/** A selector each game's board rules start with, for the stylesheets' test. */
const BOARD_RULES = Object.fromEntries(GAMES.map((g) => [g, `.${BOARD_CLASS[g]}`]));

test('each game has a stylesheet of its own: the shared rules and its board, not the others nor the site pages', () => {
  const whole = readFileSync('dist/style.css', 'utf8');
  assert.doesNotMatch(whole, /\/\*/, 'style.css is shipped without comments');
  for (const game of GAMES) {
    const css = readFileSync(`dist/mahai-${game}.css`, 'utf8');
    assert.ok(css.includes(BOARD_RULES[game]), `${game}: has its board's rules`);
    for (const other of GAMES.filter((g) => g !== game)) {
      assert.ok(!css.includes(BOARD_RULES[other]), `${game}: has no ${other} board rules`);
    }
    for (const shared of ['.btn{', '.movelist{', ':host > .mahai-embed', '.share-row{']) {
      assert.ok(css.includes(shared), `${game}: has the shared rule ${shared}`);
    }
    for (const site of ['.topbar{', '.cards{', '.rules-page{', '.loading-screen{', '.chart-legend{']) {
      assert.ok(!css.includes(site), `${game}: has no site rule ${site}`);
      assert.ok(whole.includes(site), `style.css keeps the site rule ${site}`);
    }
    assert.ok(css.length < whole.length / 2, `${game}: ${css.length} of ${whole.length} characters`);
  }
});

test('every bundle imports from its glue by short names, and the glue gives each of them', async () => {
  for (const bundle of ['mahai-home', 'mahai', 'mahai-worker', ...GAMES.map((g) => `mahai-${g}`)]) {
    const imports = wasmImports(readFileSync(`dist/${bundle}_bg.wasm`));
    const own = imports.filter((i) => i.module === 'w');
    assert.ok(own.length > 10, `${bundle}: ${own.length} imports from the glue`);
    assert.deepEqual(imports.filter((i) => i.module !== 'w' && !i.module.startsWith('./snippets/')), [], bundle);
    assert.ok(own.every((i) => /^_[0-9a-z]+$/.test(i.name)), `${bundle}: short names`);
    const glue = readFileSync(`dist/${bundle}.js`, 'utf8');
    assert.doesNotMatch(glue, /__wbg_\w+_[0-9a-f]{16}/, `${bundle}: no long import name is left in the glue`);
  }
});

test('the pages\' integrity hashes are those of the files as shipped', () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const tags = [...html.matchAll(/<link\b[^>]*integrity="sha384-([^"]+)"[^>]*>/g)];
  assert.ok(tags.length >= 3, `${tags.length} hashed links`);
  for (const [tag, hash] of tags) {
    const file = /href="(?:\.\/)?([^"]+)"/.exec(tag)[1];
    assert.equal(hash, createHash('sha384').update(readFileSync(join('dist', file))).digest('base64'), file);
  }
});

test('one embedded game costs at most 200 KB gzipped on first load', () => {
  // What a host page fetches for one board: the loader, the game's stylesheet, its glue and wasm.
  for (const game of GAMES) {
    const files = ['mahai-embed.js', `mahai-${game}.css`, `mahai-${game}.js`, `mahai-${game}_bg.wasm`];
    const bytes = files.reduce((sum, f) => sum + readFileSync(join('dist', `${f}.gz`)).length, 0);
    assert.ok(bytes <= 200_000, `${game}: ${bytes} bytes gzipped`);
  }
});

test('the shipped worker chooses the moves the native search chose (tests/data/determinism.json)', () => withPage(site, {}, async ({ page }) => {
  const cases = JSON.parse(readFileSync('tests/data/determinism.json', 'utf8'));
  const requests = cases.map(({ game, position, level, seed }) => ({ game, position, level, seed }));
  const chosen = (await searchInWorker(page, site.base, requests)).map((a) => a.reply);
  assert.equal(chosen.length, cases.length);
  for (const [i, c] of cases.entries()) {
    assert.equal(chosen[i].mv, c.move, `${c.game} ${c.level} seed ${c.seed}: ${c.position}`);
  }
}));
