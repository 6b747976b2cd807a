// End to end: the sounds of play (made by static/mahai-sound.js with Web Audio) and their
// switch: on by default on the site, off in an embedded board, remembered across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  siteForTests, withPage, startGame, clickPoints, waitMoves, reloadTo, nothingHappensFor,
} from './harness.mjs';

const site = siteForTests();

/** From now on, notes in `window.__sounds` each sound the page plays. */
async function listen(page) {
  await page.evaluate(() => {
    window.__sounds = [];
    addEventListener('mahai-sound', (e) => window.__sounds.push(e.detail));
  });
}

async function heard(page, n) {
  await page.waitForFunction((k) => window.__sounds.length >= k, n);
  return page.evaluate(() => window.__sounds);
}

test('sounds: a move and a roll sound on the site; the switch silences them, and stays off', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'true');
  await listen(page);
  await clickPoints(page, ['E1', 'E2']);
  await waitMoves(page, 1);
  assert.deepEqual(await heard(page, 1), ['move']);

  // Off: the next move is silent, and the choice outlives a reload.
  await page.click('#sound');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
  await clickPoints(page, ['E9', 'E8']);
  await waitMoves(page, 2);
  await nothingHappensFor(page, 400);
  assert.deepEqual(await page.evaluate(() => window.__sounds), ['move']);
  await reloadTo(page, 'svg#board');
  assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
  assert.equal(await page.evaluate(() => localStorage.getItem('mahai.v1.settings.sound')), 'off');

  // On again: Barne-zirkulua's dice sound as a roll.
  await page.click('#sound');
  await page.click('text=All games');
  await startGame(page, 'barne-zirkulua', { board: 'svg#board.barne-board' });
  await listen(page);
  await page.click('#roll');
  assert.deepEqual(await heard(page, 1), ['roll']);
}));

test('sounds: an embedded board is silent until its player turns sounds on', () => withPage(site, {}, async ({ page }) => {
  await page.goto(new URL('example.html', site.base).href);
  const embed = page.locator('#jinx [data-mahai-game]');
  await embed.locator('.play').waitFor();
  await listen(page);
  assert.equal(await embed.locator('#sound').getAttribute('aria-pressed'), 'false');
  await embed.locator('#pt-E1').click();
  await embed.locator('#pt-E2').click();
  await page.waitForFunction(() => document.querySelector('#jinx [data-mahai-game]').shadowRoot.querySelectorAll('.movelist li').length === 1);
  await nothingHappensFor(page, 400);
  assert.deepEqual(await page.evaluate(() => window.__sounds), []);
  await embed.locator('#sound').click();
  await embed.locator('#pt-E9').click();
  await embed.locator('#pt-E8').click();
  assert.deepEqual(await heard(page, 1), ['move']);
}));
