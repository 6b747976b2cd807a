// End to end: nothing lost, nothing leaked (issue 17). A game open in two tabs; refused imports
// copied nowhere; backups listed, bounded, to download or delete; damaged saves listed as such
// before they are opened; notices where the player looks, for the screen they were raised on;
// a game in progress opening straight into the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  siteForTests, openPage, withPage, startGame, clickPoints, waitMoves, playFirstMove, reloadTo, importRecord,
  moveTexts, listen, watchErrors,
} from './harness.mjs';

const site = siteForTests();
const fixture = (name) => readFileSync(`tests/data/saves/${name}`, 'utf8');

/** The keys of the saved games, sorted. */
const gameKeys = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith('mahai.v1.game.')).sort());

/** Waits until both tabs' move lists hold `n` plies. */
async function bothShow(a, b, n) {
  await waitMoves(a, n);
  await waitMoves(b, n);
}

/** The moves stored for the game saved under `key`. */
const storedMoves = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)).record.moves, key);

/**
 * Plays a move other than the one [`playFirstMove`] plays: the last movable piece, to its last
 * target (read from the board).
 */
async function playLastMove(page) {
  const from = await page.$$eval('svg#board g.piece.movable', (g) => g.at(-1).getAttribute('data-point'));
  await page.click(`#pt-${from}`);
  await page.waitForSelector('svg#board .target');
  const to = await page.evaluate(() => {
    const t = [...document.querySelectorAll('svg#board .target')].at(-1);
    const hit = [...document.querySelectorAll('svg#board circle.hit')]
      .find((h) => h.getAttribute('cx') === t.getAttribute('cx') && h.getAttribute('cy') === t.getAttribute('cy'));
    return hit.id.slice('pt-'.length);
  });
  await page.click(`#pt-${to}`);
}

/**
 * Lets a page be made deaf to the other tabs (`window.__deaf = true`), as a tab whose storage
 * events come late: its storage listeners are wrapped (before the page's scripts run).
 */
async function deafToOtherTabs(page) {
  await page.addInitScript(() => {
    const wrapped = new WeakMap();
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, f, options) {
      if (type !== 'storage' || typeof f !== 'function') return add.call(this, type, f, options);
      if (!wrapped.has(f)) wrapped.set(f, function (e) { if (!window.__deaf) f.call(this, e); });
      return add.call(this, type, wrapped.get(f), options);
    };
    EventTarget.prototype.removeEventListener = function (type, f, options) {
      return remove.call(this, type, (type === 'storage' && wrapped.get(f)) || f, options);
    };
  });
}

test('a game open in two tabs: each tab follows the other, a stale tab keeps both lines', async () => {
  const { context, page: a, errors } = await openPage(site);
  await startGame(a, 'jinx');
  await clickPoints(a, ['E1', 'E2']);
  await waitMoves(a, 1);
  const [key] = await gameKeys(a);
  // A second tab on the site opens the same game.
  const b = await context.newPage();
  watchErrors(b, errors);
  await deafToOtherTabs(b);
  await b.goto(site.base);
  await b.waitForSelector('svg#board');
  await waitMoves(b, 1);
  // A move in either tab shows in the other.
  await clickPoints(a, ['E9', 'E8']);
  await bothShow(a, b, 2);
  await playFirstMove(b);
  await bothShow(a, b, 3);
  assert.deepEqual(await moveTexts(a), await moveTexts(b));
  // A takeback too.
  await a.click('#undo');
  await bothShow(a, b, 2);
  await playFirstMove(a);
  await bothShow(a, b, 3);
  assert.deepEqual(await moveTexts(a), await moveTexts(b));
  assert.deepEqual(await gameKeys(a), [key]);

  // Tab B stops hearing tab A.
  await b.evaluate(() => { window.__deaf = true; });
  await playFirstMove(a);
  await waitMoves(a, 4);
  const aLine = await storedMoves(a, key);
  assert.equal(aLine.length, 4);
  assert.equal((await moveTexts(b)).length, 3, 'the deaf tab still shows the old position');
  // B plays another move where A already played: A's line is not written over.
  await playLastMove(b);
  await waitMoves(b, 4);
  await b.waitForSelector('.notice');
  assert.match(await b.textContent('.notice'), /also played in another tab\. Both are kept/);
  const keys = await gameKeys(b);
  assert.equal(keys.length, 2, keys.join(' '));
  assert.deepEqual(await storedMoves(b, key), aLine, "the other tab's moves are still saved");
  const [bKey] = keys.filter((k) => k !== key);
  const bLine = await storedMoves(b, bKey);
  assert.deepEqual(bLine.slice(0, 3), aLine.slice(0, 3));
  assert.notEqual(bLine[3], aLine[3]);
  // Tab A still shows its own line; its start page lists both games.
  assert.equal((await moveTexts(a)).length, 4);
  await a.click('.brand');
  await a.waitForSelector('.saved-list li.saved');
  assert.equal(await a.locator('.saved-list li.saved:not(.damaged)').count(), 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tab resuming a game from a list read before another tab moved shows the latest moves', async () => {
  const { context, page: a, errors } = await openPage(site);
  await startGame(a, 'jinx');
  await clickPoints(a, ['E1', 'E2']);
  await waitMoves(a, 1);
  await a.click('.brand');
  await a.waitForSelector('.saved-list li.saved');
  // Tab B lists the saved game, then hears no more.
  const b = await context.newPage();
  watchErrors(b, errors);
  await deafToOtherTabs(b);
  await b.goto(site.base);
  await b.waitForSelector('.saved-list li.saved');
  assert.match(await b.textContent('.saved-list li.saved'), /1 move/);
  await b.evaluate(() => { window.__deaf = true; });
  // Tab A plays on.
  await a.click('.saved-list li.saved button.resume');
  await a.waitForSelector('svg#board');
  await clickPoints(a, ['E9', 'E8']);
  await waitMoves(a, 2);
  // Tab B resumes from its old list: it shows both moves, and nothing is duplicated.
  await b.click('.saved-list li.saved button.resume');
  await b.waitForSelector('svg#board');
  await waitMoves(b, 2);
  assert.deepEqual(await moveTexts(b), await moveTexts(a));
  assert.equal((await gameKeys(b)).length, 1);
  assert.equal(await b.locator('.notice').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a refused import is reported next to nothing stored: no backup is made', () => withPage(site, {}, async ({ page }) => {
  await page.waitForSelector('#import', { state: 'attached' });
  const before = await page.evaluate(() => Object.keys(localStorage).sort());
  for (const file of ['record-tampered.json', 'save-not-json.txt']) {
    await page.setInputFiles('#import', { name: file, mimeType: 'application/json', buffer: Buffer.from(fixture(file)) });
    await page.waitForSelector('.notice.error');
    assert.match(await page.textContent('.notice.error'), /^The file could not be imported: .*\./);
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).sort()), before);
    assert.equal(await page.locator('#backups').count(), 0);
    await page.click('.notice.error button');
    await page.waitForSelector('.notice', { state: 'detached' });
  }
}));

test('damaged settings are kept as a backup, listed with Download and Delete; the oldest go first', () => withPage(site, {}, async ({ page }) => {
  // Eight older backups of 100 characters each, then damaged settings.
  await page.evaluate(() => {
    for (let i = 1; i <= 8; i++) localStorage.setItem(`mahai.v1.backup.settings.${i}000`, '{"lang":'.padEnd(100, 'x'));
    localStorage.setItem('mahai.v1.settings', '{"lang": "xx"');
  });
  await reloadTo(page, '#backups');
  // The page speaks Basque again (the settings were unreadable), and says what it did.
  const notice = await page.textContent('.notice.error');
  assert.match(notice, /Ezarpenak hondatuta zeuden; lehenetsiak erabiltzen dira\./);
  assert.match(notice, /Kopia bat gorde da hasierako orriko «Babeskopiak» atalean\./);
  assert.match(notice, /babeskopia zaharrenak ezabatu dira \(1\)\./);
  assert.doesNotMatch(notice, /mahai\.v1\./, 'no storage key is shown');
  assert.equal(await page.locator('#backups li.backup').count(), 8);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mahai.v1.backup.')).sort());
  assert.equal(keys.length, 8);
  assert.ok(!keys.includes('mahai.v1.backup.settings.1000'), 'the oldest went first');
  assert.match(await page.textContent('#backups'), /Gehienez 8 gordetzen dira/);
  // The newest (the damaged settings just read) comes first: its download is the stored text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('#backups li.backup:first-child button.download'),
  ]);
  const path = await download.path();
  assert.equal(readFileSync(path, 'utf8'), '{"lang": "xx"');
  listen(page, 'dialog', (d) => d.accept(), { once: true });
  await page.click('#backups li.backup:first-child button.delete');
  await page.waitForFunction(() => document.querySelectorAll('#backups li.backup').length === 7);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mahai.v1.backup.')).length), 7);
}));

test('the storage in use is shown when it runs short', () => withPage(site, {}, async ({ page }) => {
  await page.waitForSelector('#new-jinx');
  assert.equal(await page.locator('.storage-use').count(), 0);
  await page.evaluate(() => localStorage.setItem('mahai.v1.backup.import.1000', 'x'.repeat(3_200_000)));
  await reloadTo(page, '.storage-use');
  assert.match(await page.textContent('.storage-use'), /The storage is filling up: 3\.2\sMB in use, of about 5\.0\sMB in all\./);
  listen(page, 'dialog', (d) => d.accept(), { once: true });
  await page.click('#backups li.backup button.delete');
  await page.waitForSelector('.storage-use', { state: 'detached' });
}));

test('a save refused on replay is listed as damaged with its reason before it is opened', () => withPage(site, {}, async ({ page }) => {
  const tampered = fixture('save-tampered.json');
  await page.evaluate(([t, v]) => {
    localStorage.setItem('mahai.v1.game.tampered', t);
    localStorage.setItem('mahai.v1.game.valid', v);
  }, [tampered, fixture('save-valid-jinx.json')]);
  await reloadTo(page, '.saved-list li.damaged');
  const damaged = page.locator('.saved-list li.damaged');
  assert.equal(await damaged.count(), 1);
  assert.equal(await damaged.getAttribute('data-id'), 'tampered');
  assert.match(await damaged.textContent(), /Bao la Kete \(damaged\)/);
  assert.match(await damaged.textContent(), /cannot be opened\.\s*Reason: move 9 \(a3xL\) is refused/);
  assert.equal(await damaged.locator('button.resume').count(), 0);
  // The valid one is listed as usual.
  assert.equal(await page.locator('.saved-list li.saved:not(.damaged) button.resume').count(), 1);
  // The reason in the page's language.
  await page.selectOption('#lang', 'eu');
  await page.waitForFunction(() => /Arrazoia: /.test(document.querySelector('.saved-list li.damaged').textContent));
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => /Reason: /.test(document.querySelector('.saved-list li.damaged').textContent));
  // Download gives the stored text back, whole.
  const [download] = await Promise.all([page.waitForEvent('download'), damaged.locator('button.download').click()]);
  assert.equal(readFileSync(await download.path(), 'utf8'), tampered);
  // As the game in play it does not open, and stays listed where it was.
  await page.evaluate(() => localStorage.setItem('mahai.v1.current', 'tampered'));
  await reloadTo(page, '.saved-list li.damaged');
  assert.match(await page.textContent('.notice.error'), /could not be loaded: .*\. It stays in the list of saved games, marked as damaged\./);
  assert.equal(await page.evaluate(() => localStorage.getItem('mahai.v1.game.tampered')), tampered);
  assert.equal(await page.locator('.backups').count(), 0, 'no hidden backup');
  listen(page, 'dialog', (d) => d.accept(), { once: true });
  await damaged.locator('button.delete').click();
  await page.waitForSelector('.saved-list li.damaged', { state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('mahai.v1.game.tampered')), null);
}));

test('on a phone a failed import is told in view; notices leave with their screen', () => withPage(site, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async ({ page }) => {
  const bad = { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"not": "a record"') };
  // The first import brings the full app (from the light start page); dismiss what it says.
  await page.waitForSelector('#import', { state: 'attached' });
  await page.setInputFiles('#import', bad);
  await page.waitForSelector('.notice.error');
  await page.click('.notice.error button');
  await page.waitForSelector('.notice', { state: 'detached' });
  // At the foot of the page, by the import button, far below the notices' place at the top.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 300);
  await page.setInputFiles('#import', bad);
  await page.waitForSelector('.notice.error');
  await page.waitForFunction(() => {
    const r = document.querySelector('.notice.error').getBoundingClientRect();
    // (Scrolled as little as needed, to a fraction of a pixel.)
    return r.top >= -1 && r.bottom <= window.innerHeight + 1;
  });
  assert.match(await page.textContent('.notice.error'), /The file could not be imported/);
  // Another screen: the notice stays behind.
  await startGame(page, 'jinx');
  assert.equal(await page.locator('.notice').count(), 0);
  // An import's notice shows on the game it opened, and leaves with it.
  await page.click('.brand');
  await page.waitForSelector('#import', { state: 'attached' });
  await importRecord(page, JSON.parse(fixture('record-valid-jinx.json')));
  await page.waitForSelector('.notice');
  assert.match(await page.textContent('.notice'), /imported/i);
  await page.click('.brand');
  await page.waitForSelector('.saved-list li.saved');
  assert.equal(await page.locator('.notice').count(), 0);
}));

test('a game in progress opens straight into the game, never the start page first', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E2']);
  await waitMoves(page, 1);
  // Whatever is put in the page from its first parse on is watched.
  await page.addInitScript(() => {
    window.__sawStartPage = false;
    new MutationObserver(() => {
      if (document.querySelector('.saved-list, #new-jinx')) window.__sawStartPage = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await reloadTo(page, 'svg#board');
  await waitMoves(page, 1);
  assert.equal(await page.evaluate(() => window.__sawStartPage), false);
  // The observer does see the start page when there is one.
  await page.click('.brand');
  await page.waitForSelector('#new-jinx');
  assert.equal(await page.evaluate(() => window.__sawStartPage), true);
}));

test('a storage notice goes once a save succeeds again', () => withPage(site, {}, async ({ page }) => {
  // Writes fail as a full quota does while `window.__full` is set.
  await page.addInitScript(() => {
    window.__full = false;
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  await reloadTo(page, '#new-jinx');
  await startGame(page, 'jinx');
  await page.evaluate(() => { window.__full = true; });
  await clickPoints(page, ['E1', 'E2']);
  await waitMoves(page, 1);
  await page.waitForSelector('.notice.error');
  assert.match(await page.textContent('.notice.error'), /could not be saved: the browser's storage is full/);
  // Room again: the next move is saved, and the notice no longer applies.
  await page.evaluate(() => { window.__full = false; });
  await clickPoints(page, ['E9', 'E8']);
  await waitMoves(page, 2);
  await page.waitForSelector('.notice.error', { state: 'detached' });
  const [key] = await gameKeys(page);
  assert.equal((await storedMoves(page, key)).length, 2);
}));
