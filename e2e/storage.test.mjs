// End to end: storage trouble (quota exceeded, storage unavailable) is reported and play goes
// on; and no main-thread task runs over 50 ms while people and the computer play.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.stop(); });

async function playTwoJinxMoves(page) {
  await page.click('#new-jinx');
  await page.click('#start');
  await page.click('#pt-E1');
  await page.click('#pt-E2');
  await page.click('#pt-E9');
  await page.click('#pt-E8');
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 2);
}

test('a full storage is reported and the game goes on', async () => {
  const { context, page, errors } = await openPage(site);
  // From now on every write fails as a full quota does.
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.reload();
  await playTwoJinxMoves(page);
  const notice = await page.textContent('.notice.error');
  assert.match(notice, /could not be saved: the browser's storage is full/);
  // One notice, not one per move.
  assert.equal(await page.locator('.notice.error').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage that cannot be used at all (private mode) is reported and the game goes on', async () => {
  const { context, page, errors } = await openPage(site);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.reload();
  await page.waitForSelector('.notice.error');
  // Without storage no settings are read: the page speaks Basque, as on a first visit.
  assert.match(await page.textContent('.notice.error'), /biltegia ez dago erabilgarri/);
  await playTwoJinxMoves(page);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Starts recording main-thread tasks longer than 50 ms (the browser's long-task observer). */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask' });
  });
}

test('no main-thread task over 50 ms while playing against the strong computer', async () => {
  const { context, page, errors } = await openPage(site);
  await page.click('#new-jinx');
  await page.selectOption('#seat-1', 'computer:strong');
  await page.click('#start');
  await page.waitForSelector('svg#board');
  await watchLongTasks(page);
  for (const [from, to] of [['E1', 'E2'], ['D1', 'D2'], ['F1', 'F2']]) {
    const before = await page.locator('#movelist li').count();
    await page.click(`#pt-${from}`);
    await page.click(`#pt-${to}`);
    // The computer answers each move (it searches in its worker meanwhile).
    await page.waitForFunction((n) => document.querySelectorAll('#movelist li').length >= n + 2, before, { timeout: 60000 });
  }
  // A hint is searched in the worker too.
  await page.click('#hint');
  await page.waitForSelector('#play-hint', { timeout: 60000 });
  await page.waitForTimeout(500);
  const long = await page.evaluate(() => window.__long);
  assert.deepEqual(long, [], `long tasks (ms): ${long}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no main-thread task over 50 ms while Bao la Kete sows, animates and the computer thinks', async () => {
  const { context, page, errors } = await openPage(site);
  await page.click('#new-bao-la-kete');
  await page.selectOption('#seat-1', 'computer');
  await page.click('#start');
  await page.waitForSelector('svg#board.bao-board');
  await watchLongTasks(page);
  for (let turn = 0; turn < 3; turn++) {
    const before = await page.locator('#movelist li').count();
    // South plays the move the hint suggests (searched in the worker), with the normal animation.
    await page.click('#hint');
    await page.click('#play-hint', { timeout: 60000 });
    await page.waitForSelector('svg#board.animating');
    // The computer (North) answers after the sowing is shown; its own sowing animates too.
    await page.waitForFunction((n) => document.querySelectorAll('#movelist li').length >= n + 2, before, { timeout: 60000 });
    await page.waitForFunction(() => !document.querySelector('svg#board.animating'), null, { timeout: 60000 });
  }
  const long = await page.evaluate(() => window.__long);
  assert.deepEqual(long, [], `long tasks (ms): ${long}`);
  assert.deepEqual(errors, []);
  await context.close();
});
