// End to end: the static site itself: offline play after one visit (service worker), the web app
// manifest, and the Content-Security-Policy (any violation is a console error, which fails every
// test).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startSite, openPage, OUT } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.stop(); });

test('the site has a strict Content-Security-Policy and an installable manifest', async () => {
  const { context, page, errors } = await openPage(site);
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
  await page.click('#new-jinx');
  await page.click('#start');
  await page.click('#pt-E1');
  await page.click('#pt-E2');
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 1);
  assert.deepEqual(errors, [], 'no CSP violation while playing');
  await context.close();
});

test('after one visit the site loads and plays offline', async () => {
  const { context, page, errors } = await openPage(site);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // One more load under the service worker's control stores every file.
  await page.reload();
  await page.waitForSelector('#new-jinx');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#new-jinx');
  await page.click('#new-jinx');
  await page.click('#start');
  await page.click('#pt-E1');
  await page.click('#pt-E2');
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, 'offline.png') });
  await context.setOffline(false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('after one visit every rules page in every language works offline, opened or not', async () => {
  const { context, page, errors } = await openPage(site);
  // The visit: the start page only (no rules page, no game).
  await page.waitForSelector('#new-jinx');
  const games = (await page.locator('.card a.rules-link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .map((h) => h.replace('#rules/', ''));
  assert.ok(games.length >= 4, `rules links: ${games}`);
  // Installed (every file stored) and in control of this page.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

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
  assert.deepEqual(errors, []);
  await context.close();
});

/** Holds back every request for `pattern` until the returned function is called. */
async function holdRequests(page, pattern) {
  let release;
  const released = new Promise((r) => { release = r; });
  await page.route(pattern, async (route) => { await released; await route.continue(); });
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

test('a loading screen in Basque, with the other languages, from the first paint and after Start', async () => {
  const { context, page, errors } = await openPage(site, { serviceWorkers: 'block' });
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
  assert.deepEqual(errors, []);
  await context.close();
});

test('a first visit loads only the light start page; opening a game brings the full app', async () => {
  const { context, page, errors } = await openPage(site, { serviceWorkers: 'block' });
  const files = new Set();
  page.on('request', (r) => files.add(new URL(r.url()).pathname.split('/').pop()));
  await page.reload();
  await page.waitForSelector('#new-jinx');
  await page.waitForTimeout(300);
  assert.ok(files.has('mahai-home_bg.wasm'), [...files].join(' '));
  for (const later of ['mahai_bg.wasm', 'mahai-worker_bg.wasm', 'en.txt']) {
    assert.ok(!files.has(later), `${later} is not part of the first load: ${[...files].join(' ')}`);
  }
  // The language chosen on the start page carries over.
  await page.selectOption('#lang', 'es');
  await page.click('#new-jinx');
  await page.click('#start');
  await page.waitForSelector('svg#board');
  assert.ok(files.has('mahai_bg.wasm'));
  assert.equal(await page.getAttribute('html', 'lang'), 'es');
  assert.match(await page.textContent('#status'), /Turno/);
  // Back on the start page the full app stays: a reload resumes the game directly.
  await page.reload();
  await page.waitForSelector('svg#board');
  assert.deepEqual(errors, []);
  await context.close();
});
