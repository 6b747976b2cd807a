// End to end: reviewing a game move by move, and going on from a reviewed move as a new game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, openPage, movesPlayed, OUT, startGame, clickPoints, waitMoves,
} from './harness.mjs';

const site = siteForTests();

/** Where the review stands, as the bar says it. */
const reviewAt = (page) => page.textContent('#review .review-at');
/** Whether a (not captured) piece stands on `point`. */
const pieceOn = (page, point) =>
  page.locator(`svg#board g.piece:not(.captured)[data-point="${point}"]`).count();
/** The saved games' move counts, by id. */
const saved = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith('mahai.v1.game.'))
  .map((k) => [k, JSON.parse(localStorage.getItem(k)).record.moves.length])));

test('Review: step back and forth, by buttons, keys and the move list; continue from a move', async () => {
  const { context, page, errors } = await openPage(site);
  await page.click('#new-jinx');
  await page.click('#start');
  await page.waitForSelector('svg#board');
  // Four moves by two people; no jinx call is possible on the way.
  for (const [from, to] of [['E1', 'E3'], ['E9', 'E7'], ['E3', 'E4'], ['F9', 'G8']]) {
    await page.click(`#pt-${from}`);
    await page.click(`#pt-${to}`);
  }
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 4);
  // The tab says whose turn it is.
  assert.equal(await page.title(), 'Red to move · Jinx — Mahai');

  // The list reads oldest first, numbered.
  const first = await page.textContent('#movelist li:first-child');
  assert.match(first, /^1\.\s*Red: E1 → E3/);
  assert.match(await page.textContent('#movelist li:last-child'), /^4\.\s*Green: F9 → G8/);
  assert.equal(await reviewAt(page), 'Move 4 / 4');
  assert.equal(await page.locator('#review-next').isDisabled(), true);

  // One move back: F9 stands where it was, and nothing on the board can be moved.
  await page.click('#review-prev');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Move 3 / 4');
  assert.equal(await pieceOn(page, 'F9'), 1);
  assert.equal(await pieceOn(page, 'G8'), 0);
  await page.waitForSelector('svg#board[aria-busy="false"]');
  assert.equal(await page.locator('svg#board g.piece.movable').count(), 0);

  // The keys, with the focus outside the board: ← one more, Home to the start.
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Move 2 / 4');
  assert.equal(await pieceOn(page, 'E3'), 1);
  assert.equal(await pieceOn(page, 'E4'), 0);
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Start position');
  assert.equal(await pieceOn(page, 'E1'), 1);
  assert.equal(await pieceOn(page, 'E9'), 1);

  // A click on a move of the list shows the position after it, that move marked as current.
  await page.click('#movelist li:nth-child(2) button');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Move 2 / 4');
  assert.equal(await page.getAttribute('#movelist li:nth-child(2) button', 'aria-current'), 'step');
  assert.equal(await pieceOn(page, 'E7'), 1);
  assert.equal(await pieceOn(page, 'E9'), 0);

  // Reviewing changed nothing: the game is still saved with its four moves.
  assert.deepEqual(Object.values(await saved(page)), [4]);
  await page.screenshot({ path: join(OUT, 'review-jinx.png') });

  // Back to the game: the live position again.
  await page.click('#review-live');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Move 4 / 4');
  assert.equal(await pieceOn(page, 'G8'), 1);
  assert.equal(await page.locator('#review-live').count(), 0);
  // The last move slides in again; once the board is no longer busy, Red can move.
  await page.waitForSelector('svg#board[aria-busy="false"]');
  assert.ok(await page.locator('svg#board g.piece.movable').count() > 0);

  // Continue from move 2: a new game with those two moves; the original keeps its four.
  await page.click('#movelist li:nth-child(2) button');
  await page.click('#review-branch');
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 2);
  assert.match(await page.textContent('.notices'), /A new game goes on from move 2; the original is kept\./);
  assert.equal(await reviewAt(page), 'Move 2 / 2');
  assert.deepEqual(Object.values(await saved(page)).sort(), [2, 4]);
  // The branch is the game in play after a reload.
  await page.reload();
  await page.waitForSelector('svg#board');
  assert.equal(await movesPlayed(page), 2);
  assert.equal(await pieceOn(page, 'E3'), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Review on a phone: the bar fits and the keys are not needed', async () => {
  const { context, page } = await openPage(site, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await startGame(page, 'jinx', { tap: true });
  await clickPoints(page, ['E1', 'E3'], '', { tap: true });
  await waitMoves(page, 1);
  await page.tap('#review-first');
  await page.waitForFunction(() => document.querySelector('#review .review-at').textContent === 'Start position');
  const bar = await page.locator('#review .review-row').boundingBox();
  assert.ok(bar.width <= 390, `the review bar is ${bar.width} px wide`);
  for (const id of ['review-first', 'review-prev', 'review-next', 'review-last']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.width >= 40 && box.height >= 40, `#${id} is ${box.width}×${box.height}`);
  }
  await page.screenshot({ path: join(OUT, 'review-phone.png'), fullPage: true });
  await context.close();
});
