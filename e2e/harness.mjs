// Shared end-to-end setup: serves dist/ on 127.0.0.1 under a sub-path (to prove the build uses
// relative URLs) with e2e/server.py (precompressed files served as a static host does) and opens
// pages in Debian's Chromium through playwright-core, recording every console error and page
// error. Test files import this; it is not a test itself.
//
// Nothing here depends on chance or on the machine's speed: every page draws its "random" numbers
// (the dice seed of a new game, hence also the computer's searches) from a generator seeded with
// SEED, so a failing run replays exactly; and tests wait for states, never for a number of
// milliseconds, except to check that something does *not* happen.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, symlinkSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const OUT = resolve('e2e/out');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** The seed of every page's crypto.getRandomValues (MAHAI_E2E_SEED=n to try another). */
export const SEED = Number(process.env.MAHAI_E2E_SEED ?? 20261) >>> 0;

/** Starts e2e/server.py on a port of its own choosing; resolves to { port, server }. */
function startServer(root) {
  const server = spawn('python3', [resolve('e2e/server.py'), root], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePort, reject) => {
    const lines = createInterface({ input: server.stdout });
    lines.once('line', (line) => resolvePort({ port: Number(line), server }));
    server.once('exit', (code) => reject(new Error(`e2e/server.py exited (${code})`)));
  });
}

/** Starts the static server and the browser. Returns { base, browser, stop }. */
export async function startSite() {
  assert.ok(existsSync('dist/index.html'), 'dist/ is missing: run `trunk build --release` first');
  mkdirSync(OUT, { recursive: true });
  const root = mkdtempSync(join(tmpdir(), 'mahai-e2e-'));
  mkdirSync(join(root, 'some/sub'), { recursive: true });
  symlinkSync(resolve('dist'), join(root, 'some/sub/path'));
  const { port, server } = await startServer(root);
  const base = `http://127.0.0.1:${port}/some/sub/path/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/**
 * Runs in every page and frame before its own scripts:
 * - crypto.getRandomValues fills from a generator (splitmix64) seeded with `seed`, so every new
 *   game, dice roll and computer search is the same on every run;
 * - the computer player's answers can be held back: `__mahaiWorker.hold()` keeps every message
 *   from the app's Web Workers until `__mahaiWorker.release()`, so a test can act "while the
 *   computer thinks" however fast or slow the machine is.
 */
function deterministicPage(seed) {
  let state = BigInt(seed);
  const next = () => {
    state = (state + 0x9E3779B97F4A7C15n) & 0xFFFFFFFFFFFFFFFFn;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & 0xFFFFFFFFFFFFFFFFn;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & 0xFFFFFFFFFFFFFFFFn;
    return z ^ (z >> 31n);
  };
  Crypto.prototype.getRandomValues = function getRandomValues(array) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i += 8) {
      let word = next();
      for (let k = i; k < Math.min(i + 8, bytes.length); k++) {
        bytes[k] = Number(word & 0xFFn);
        word >>= 8n;
      }
    }
    return array;
  };
  const held = { on: false, queue: [] };
  const handler = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  Object.defineProperty(Worker.prototype, 'onmessage', {
    configurable: true,
    enumerable: true,
    get() { return this.__mahaiOnMessage ?? null; },
    set(f) {
      this.__mahaiOnMessage = f;
      const worker = this;
      handler.set.call(this, typeof f !== 'function' ? f : (e) => {
        if (held.on) held.queue.push(() => f.call(worker, e));
        else f.call(worker, e);
      });
    },
  });
  window.__mahaiWorker = {
    hold() { held.on = true; },
    release() { held.on = false; for (const deliver of held.queue.splice(0)) deliver(); },
    held() { return held.queue.length; },
  };
}

/** A fresh page on the site with empty storage; `errors` collects console and page errors. */
export async function openPage(site, options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-GB', ...options });
  await context.addInitScript(deterministicPage, SEED);
  // A loaded machine (parallel builds) is slow, never wrong: waits are for states, with room.
  context.setDefaultTimeout(60000);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  // Wait for the app to mount after each navigation: the wasm starts after the load event, and an
  // app still starting could otherwise read storage that a test is about to write.
  await page.goto(site.base);
  await page.waitForSelector('main');
  // A first visit is in Basque (e2e/basque.test.mjs checks it); these tests read English, as a
  // returning visitor who chose English would.
  await page.evaluate(() => { localStorage.clear(); localStorage.setItem('mahai.v1.settings', '{"lang":"en"}'); });
  await page.reload();
  await page.waitForSelector('main');
  return { context, page, errors };
}

/** Number of entries in the move list. */
export async function movesPlayed(page) {
  return page.locator('#movelist li').count();
}
