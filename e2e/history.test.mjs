// End to end: the browser's Back button between the site's screens (a history entry per
// screen: the start page, a game, a rules page), never out of the site from a game; and on a
// phone a game opens at the top of the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, startGame, clickPoints, reloadTo, settled, OUT, GAMES, BOARD,
} from './harness.mjs';

const site = siteForTests();

/** Waits until the move list lists a move. */
const listed = (page) => page.waitForSelector('#movelist li');

/** Goes back one entry and checks the page is still the site's. */
async function back(page) {
  await page.goBack();
  assert.ok(page.url().startsWith(site.base), `Back left the site for ${page.url()}`);
}

test('History: Back goes from a game to the start page, and from a rules page to its game', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E3']);
  await listed(page);
  await back(page);
  await page.waitForSelector('#new-jinx');
  assert.equal(await page.locator('svg#board').count(), 0);
  // The game is saved and can be taken up again; Back again goes to the start page.
  await page.click('li.saved .resume');
  await page.waitForSelector('svg#board');
  await listed(page);
  await page.click('.game-screen .rules-link');
  await page.waitForSelector('.rules-page');
  await back(page);
  await page.waitForSelector('svg#board');
  await listed(page);
  await back(page);
  await page.waitForSelector('#new-jinx');
  // A game in play after a reload is still left by Back to the start page.
  await page.click('li.saved .resume');
  await page.waitForSelector('svg#board');
  await reloadTo(page, 'svg#board');
  await back(page);
  await page.waitForSelector('#new-jinx');
  // The page's own way out leaves no game address behind.
  await startGame(page, 'fidchell');
  await page.click('.leave');
  await page.waitForSelector('#new-fidchell');
  assert.ok(!page.url().includes('#game'), page.url());
}));

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

for (const game of GAMES) {
  const board = BOARD[game];
  test(`Phone: ${game} opens at the top of the screen, new or resumed`, () => withPage(site, PHONE, async ({ page }) => {
    /** The page's scroll once the board is shown and still. */
    const opened = async () => {
      await page.waitForSelector(board);
      await settled(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return page.evaluate(() => window.scrollY);
    };
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
    // A start page read down to its end: the game's card and its button are far down.
    await toBottom();
    await page.tap(`#new-${game}`);
    await page.tap('#start');
    assert.equal(await opened(), 0, 'a new game');
    await page.screenshot({ path: join(OUT, `phone-open-${game}.png`) });
    await page.tap('.leave');
    await page.waitForSelector('li.saved .resume');
    await toBottom();
    assert.ok(await page.evaluate(() => window.scrollY) > 0);
    await page.tap('li.saved .resume');
    assert.equal(await opened(), 0, 'a saved game taken up');
  }));
}
