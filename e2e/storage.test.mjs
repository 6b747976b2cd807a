// End to end: storage trouble (quota exceeded, storage unavailable) is reported and play goes
// on. (The main thread's task lengths are measured in main-thread.test.mjs, by CPU time.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForTests, openPage, startGame, clickPoints } from './harness.mjs';

const site = siteForTests();

async function playTwoJinxMoves(page) {
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E2', 'E9', 'E8']);
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
