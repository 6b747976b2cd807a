// End to end: the static site itself: offline play after one visit (service worker), the web app
// manifest, and the Content-Security-Policy (any violation is a console error, which fails every
// test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, startGame, clickPoints, waitMoves, reloadTo, settled, OUT, listen, route,
} from './harness.mjs';

const site = siteForTests();

/** A new Jinx game and its first move, E1-E2. */
async function firstJinxMove(page) {
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E2']);
  await waitMoves(page, 1);
}

test('the site has a strict Content-Security-Policy and an installable manifest', () => withPage(site, {}, async ({ page, errors }) => {
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /unsafe-inline'[^;]*script|script-src[^;]*unsafe-inline/);
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifest = await (await page.request.get(new URL(href, site.base).href)).json();
  assert.equal(manifest.short_name, 'Mahai');
  assert.equal(manifest.start_url, './');
  for (const icon of manifest.icons) {
    const r = await page.request.get(new URL(icon.src, site.base).href);
    assert.ok(r.ok(), `icon ${icon.src}`);
  }
  // A script from elsewhere would be refused: the policy is enforced, not only written.
  const blocked = await page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
    const s = document.createElement('script');
    s.textContent = 'window.__evil = 1';
    document.body.appendChild(s);
    setTimeout(() => resolve(window.__evil ? 'ran' : 'none'), 500);
  }));
  assert.match(blocked, /script-src/);
  errors.splice(0); // the deliberate violation above logs an error
  await firstJinxMove(page);
  assert.deepEqual(errors, [], 'no CSP violation while playing');
}));

/**
 * Waits until the service worker, active, controls `page`. Its `clients.claim()` takes the page
 * over at some point after activation, with no promise of when (a first visit's page was seen
 * still uncontrolled a minute later on a loaded machine), so the page is loaded once more: a page
 * loaded while a worker is active is controlled from its start. The reload is of the same start
 * page, so the visit still opens no rules page and no game.
 */
async function controlled(page) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await reloadTo(page, '#new-jinx');
  const state = await page.evaluate(() => ({
    controlled: navigator.serviceWorker.controller !== null,
    worker: navigator.serviceWorker.controller?.state ?? null,
  }));
  assert.deepEqual(state, { controlled: true, worker: 'activated' }, 'the service worker controls the page after a reload');
}

test('after one visit the site loads and plays offline', () => withPage(site, {}, async ({ page, context }) => {
  // One more load under the service worker's control stores every file.
  await controlled(page);

  await context.setOffline(true);
  await reloadTo(page, '#new-jinx');
  await firstJinxMove(page);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'offline.png') });
  await context.setOffline(false);
}));

test('after one visit every rules page in every language works offline, opened or not', () => withPage(site, {}, async ({ page, context }) => {
  // The visit: the start page only (no rules page, no game).
  await page.waitForSelector('#new-jinx');
  const games = (await page.locator('.card a.rules-link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .map((h) => h.replace('#rules/', ''));
  assert.ok(games.length >= 4, `rules links: ${games}`);
  // Installed (every file is stored before the worker activates) and in control of this page.
  await controlled(page);

  await context.setOffline(true);
  for (const lang of ['eu', 'en', 'es', 'fr']) {
    for (const game of games) {
      await page.evaluate((l) => localStorage.setItem('mahai.v1.settings', JSON.stringify({ lang: l })), lang);
      await page.goto(`${site.base}#rules/${game}`);
      await page.reload();
      await page.waitForSelector(`#rules-${game}, .rules-page .notice.error`);
      assert.equal(await page.locator('.rules-page .notice.error').count(), 0, `${game} ${lang} offline`);
      assert.equal(await page.getAttribute(`#rules-${game}`, 'lang'), lang);
      await page.waitForSelector(`#rules-${game} figure.rules-diagram svg.board`);
    }
  }
  await context.setOffline(false);
}));

/** Holds back every request for `pattern` until the returned function is called. */
async function holdRequests(page, pattern) {
  let release;
  const released = new Promise((r) => { release = r; });
  await route(page, pattern, async (r) => { await released; await r.continue(); });
  return release;
}

async function loadingScreen(page) {
  await page.waitForSelector('#mahai-loading.loading-screen', { state: 'visible' });
  return {
    title: await page.textContent('#mahai-loading .loading-title'),
    lang: await page.getAttribute('#mahai-loading .loading-title', 'lang'),
    others: (await page.textContent('#mahai-loading .loading-others')).replace(/\s+/g, ' ').trim(),
  };
}

test('a loading screen in Basque, with the other languages, from the first paint and after Start', () => withPage(site, { serviceWorkers: 'block' }, async ({ page }) => {
  const expected = { title: 'Mahai kargatzen…', lang: 'eu', others: 'Loading · Cargando · Chargement' };
  // The start page's wasm is slow to come (a throttled phone): the page shows the loading screen.
  let release = await holdRequests(page, '**/mahai-home_bg.wasm');
  await page.goto(site.base, { waitUntil: 'commit' });
  assert.deepEqual(await loadingScreen(page), expected);
  await page.screenshot({ path: join(OUT, 'loading.png') });
  assert.equal(await page.locator('#new-jinx').count(), 0);
  release();
  await page.waitForSelector('#new-jinx');
  assert.equal(await page.locator('#mahai-loading').count(), 0);
  // After Start, while the full app comes: the same screen, not a blank page.
  release = await holdRequests(page, '**/mahai_bg.wasm');
  await page.click('#new-jinx');
  await page.click('#start');
  assert.deepEqual(await loadingScreen(page), expected);
  release();
  await page.waitForSelector('svg#board');
  assert.equal(await page.locator('#mahai-loading').count(), 0);
}));

test('a first visit loads only the light start page; opening a game brings the full app', () => withPage(site, { serviceWorkers: 'block' }, async ({ page }) => {
  const files = new Set();
  listen(page, 'request', (r) => files.add(new URL(r.url()).pathname.split('/').pop()));
  await reloadTo(page, '#new-jinx');
  // Whatever the page loads by itself has come once the network is quiet.
  await page.waitForLoadState('networkidle');
  assert.ok(files.has('mahai-home_bg.wasm'), [...files].join(' '));
  for (const later of ['mahai_bg.wasm', 'mahai-worker_bg.wasm', 'en.txt']) {
    assert.ok(!files.has(later), `${later} is not part of the first load: ${[...files].join(' ')}`);
  }
  // The language chosen on the start page carries over.
  await page.selectOption('#lang', 'es');
  await startGame(page, 'jinx');
  assert.ok(files.has('mahai_bg.wasm'));
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  assert.match(await page.textContent('#status'), /Turno/);
  // Back on the start page the full app stays: a reload resumes the game directly.
  await reloadTo(page, 'svg#board');
}));
