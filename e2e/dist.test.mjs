// End to end: what `make dist` (trunk build --release) leaves in dist/ for a static host:
// precompressed copies beside the big files, served the way static hosts serve them, and a
// service worker that knows every file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { siteForTests, withPage, startGame, reloadTo } from './harness.mjs';

const site = siteForTests();

const BIG = ['mahai-home_bg.wasm', 'mahai-home.js', 'mahai_bg.wasm', 'mahai.js', 'mahai-worker_bg.wasm',
  'mahai-worker.js', 'style.css', 'index.html', 'sw.js', 'mahai-embed.js'];

function distFiles(dir = 'dist') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory()
    ? distFiles(join(dir, e.name)) : [relative('dist', join(dir, e.name))]));
}

/** A raw GET (no decompression): status, headers and the bytes as sent. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
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
  page.on('response', async (r) => {
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
