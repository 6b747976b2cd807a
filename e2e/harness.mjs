// Shared end-to-end setup: serves dist/ on 127.0.0.1 under a sub-path (to prove the build uses
// relative URLs) and opens pages in Debian's Chromium through playwright-core, recording every
// console error and page error. Test files import this; it is not a test itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const OUT = resolve('e2e/out');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Starts the static server and the browser. Returns { base, browser, stop }. */
export async function startSite() {
  assert.ok(existsSync('dist/index.html'), 'dist/ is missing: run `trunk build --release` first');
  mkdirSync(OUT, { recursive: true });
  const port = 18000 + Math.floor(Math.random() * 2000);
  const root = mkdtempSync(join(tmpdir(), 'mahai-e2e-'));
  mkdirSync(join(root, 'some/sub'), { recursive: true });
  symlinkSync(resolve('dist'), join(root, 'some/sub/path'));
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/some/sub/path/`;
  await waitForServer(base);
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

/** A fresh page on the site with empty storage; `errors` collects console and page errors. */
export async function openPage(site, options = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-GB', ...options });
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
