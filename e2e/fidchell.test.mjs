// End to end: Fidchell on the built site (see harness.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, startGame, waitMoves, reloadTo, importRecord, settled, movesPlayed, OUT,
  waitMovesAtLeast,
} from './harness.mjs';

const site = siteForTests();
const BOARD = 'svg#board.fidchell-board';

/** Clicks the hole r:k. */
async function hole(page, name) {
  await page.click(`#pt-${name.replace(':', '-')}`);
}

test('Fidchell game one: an opening and a capture by clicking, keyboard, reload', () => withPage(site, {}, async ({ page }) => {
  // The cards: Fidchell comes after Jinx.
  await page.waitForSelector('#game-fidchell');
  const cards = await page.locator('.cards .card').evaluateAll((els) => els.map((e) => e.id));
  assert.ok(cards.indexOf('game-fidchell') === cards.indexOf('game-jinx') + 1, `${cards}`);
  await page.screenshot({ path: join(OUT, 'fidchell-home.png') });
  await page.click('#new-fidchell');
  // The dialog offers the five games and the board option; game one is the default.
  assert.equal(await page.locator('input[name="preset"]').count(), 5);
  assert.ok(await page.isChecked('#preset-game-one'));
  assert.ok(!(await page.isChecked('#all-radials')));
  await page.screenshot({ path: join(OUT, 'fidchell-setup.png') });
  await page.click('#start');
  await page.waitForSelector(BOARD);
  assert.equal(await page.locator('svg#board circle.circle').count(), 7);
  assert.equal(await page.locator('svg#board line.spoke').count(), 8);
  assert.equal(await page.locator('#king.dead').count(), 1);
  assert.match(await page.textContent('#stage'), /placing stones/);

  // White 5:3, Black 5:4, White 5:5 takes 5:4 (flanked on circle 5) and plays again.
  await hole(page, '5:3');
  await hole(page, '5:4');
  await waitMoves(page, 2);
  await hole(page, '5:5');
  await waitMoves(page, 3);
  await page.waitForSelector('#extra-turn');
  assert.match(await page.textContent('#status'), /Extra turn: White captured and plays again/);
  assert.match(await page.textContent('#movelist'), /White: places on 5:5, captures 5:4 \(extra turn\)/);
  assert.equal(await page.locator('g.stone.black:not(.ghost)').count(), 0);
  assert.equal(await page.locator('g.stone.white').count(), 2);
  assert.match(await page.textContent('#player-black'), /1 lost/);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-capture.png') });

  // The extra turn: White places again; then it is Black's turn.
  await hole(page, '3:0');
  await waitMoves(page, 4);
  assert.equal(await page.locator('#extra-turn').count(), 0);
  assert.match(await page.textContent('#status'), /Black to move/);

  // Keyboard: the focus follows the last click (3:0); down goes inward along the spoke to 2:0,
  // right goes clockwise to 2:1; Enter places there.
  await page.focus('svg#board');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitMoves(page, 5);
  assert.equal(await page.locator('g.stone.black[data-point="2:1"]').count(), 1);

  // A click on an occupied hole plays nothing.
  await hole(page, '5:3');
  assert.equal(await movesPlayed(page), 5);

  // Reload: the game resumes there.
  await reloadTo(page, BOARD);
  assert.equal(await movesPlayed(page), 5);
  assert.equal(await page.locator('g.stone.white').count(), 3);
  assert.match(await page.textContent('#status'), /White to move/);
  assert.match(await page.textContent('#player-white'), /24 to place/);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-game.png') });
}));

test('Fidchell game two: challenge countdown and White\'s removal on the board', () => withPage(site, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
  await page.click('#new-fidchell');
  await page.click('#preset-game-two');
  // Game two: White always begins, so there is no choice of the first player.
  assert.equal(await page.locator('#first').count(), 0);
  await page.click('#start');
  await page.waitForSelector(BOARD);
  assert.equal(await page.locator('g.stone.white').count(), 8);
  assert.equal(await page.locator('g.stone.black').count(), 8);
  assert.equal(await page.locator('#king.white-ally').count(), 1);

  await hole(page, '7:1');
  await page.waitForSelector('button.challenge');
  await page.click('button.challenge');
  await page.waitForSelector('#challenge[data-left="5"]');
  await hole(page, '5:9');
  await waitMoves(page, 3);
  assert.equal(await page.getAttribute('#challenge', 'data-left'), '5');
  // White's 7:23 takes 7:0 between 7:23 and 7:1: the challenge is beaten.
  await hole(page, '7:23');
  await waitMoves(page, 4);
  assert.equal(await page.locator('#challenge').count(), 0);
  assert.match(await page.textContent('#status'), /mark two black stones/);
  assert.ok(await page.isDisabled('#mv-remove'));
  await hole(page, '4:2');
  await hole(page, '4:6');
  assert.equal(await page.locator('g.stone.marked').count(), 2);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-removal-phone.png') });
  await page.click('#mv-remove');
  await waitMoves(page, 5);
  assert.match(await page.textContent('#movelist'), /White removes black stones \(4:2 and 4:6\)/);
  assert.equal(await page.locator('g.stone.black:not(.ghost)').count(), 6);
  await page.waitForSelector('#extra-turn');

  // A new challenge counts White's turns down.
  await hole(page, '3:0');
  await waitMoves(page, 6);
  await page.click('button.challenge');
  await hole(page, '3:6');
  await hole(page, '2:0');
  await page.waitForSelector('#challenge[data-left="4"]');
  assert.match(await page.textContent('#status'), /White has 4 of 5 turns left/);
  // The board fits the phone's width and does not scroll sideways.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth,
    document.querySelector('svg#board').getBoundingClientRect().width]);
  assert.ok(widths[0] <= widths[1], `no sideways scroll: ${widths}`);
  assert.ok(widths[2] > 300, `board is wide: ${widths}`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('svg#board')).touchAction), 'none');
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-challenge-phone.png') });
}));

test('Fidchell: a connection wins and its path is highlighted; the computer plays', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'fidchell', { board: BOARD });
  // White builds the north spoke from the first circle out; Black places along the south.
  const white = ['1:0', '2:0', '3:0', '4:0', '5:0', '6:0', '7:0'];
  const black = ['7:12', '7:13', '7:14', '7:15', '7:16', '7:17'];
  for (let i = 0; i < white.length; i++) {
    await hole(page, white[i]);
    await waitMoves(page, 2 * i + 1);
    if (i < black.length) {
      await hole(page, black[i]);
      await waitMoves(page, 2 * i + 2);
    }
  }
  await page.waitForSelector('#result');
  assert.match(await page.textContent('#result'), /White wins/);
  assert.match(await page.textContent('#status'), /White has joined the centre to the outer circle/);
  assert.equal(await page.locator('path.win-path').count(), 1);
  assert.equal(await page.locator('g.stone.win').count(), 7);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-win.png') });

  // Two computers play game three, variant 1 on the all-radials board.
  await page.click('.leave');
  await startGame(page, 'fidchell', {
    setup: ['#preset-game-three-v1', '#all-radials'],
    seats: { 0: 'computer', 1: 'computer' },
    board: BOARD,
  });
  assert.ok((await page.locator('svg#board line.spoke').count()) > 8);
  await waitMovesAtLeast(page, 3);
  assert.match(await page.textContent('.variant-name'), /Game three, variant 1 · All radial links/);
}));

test('Fidchell game three: an imported game steps one hole along a line', () => withPage(site, {}, async ({ page }) => {
  // 54 placements (no captures in game three's basic rules, nobody on the first circle, so no
  // connection): circles 7 and 6 fill up, then 5:0 to 5:5.
  const sizes = { 7: 24, 6: 24, 5: 16 };
  const moves = [];
  for (const r of [7, 6, 5]) {
    for (let k = 0; k < sizes[r] && moves.length < 54; k++) moves.push(`${r}:${k}`);
  }
  await page.setInputFiles('#import', {
    name: 'game-three.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 1, game: 'fidchell', options: { variant: 'game-three' }, seed: 1, moves })),
  });
  await page.waitForSelector('svg#board.fidchell-board');
  assert.equal(await movesPlayed(page), 54);
  assert.match(await page.textContent('#stage'), /stepping stones/);
  assert.equal(await page.locator('#king.both').count(), 1);
  // White's 5:0 may step to 5:15 or inward to 4:0 (5:1 is Black's, 6:0 White's own).
  await hole(page, '5:0');
  assert.equal(await page.locator('.target').count(), 2);
  assert.match(await page.textContent('#status'), /Choose a highlighted hole/);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-step.png') });
  // An empty hole that is not a target plays nothing and drops the selection.
  await hole(page, '3:0');
  assert.equal(await page.locator('.target').count(), 0);
  assert.equal(await movesPlayed(page), 54);
  await hole(page, '5:0');
  await hole(page, '4:0');
  await waitMoves(page, 55);
  assert.match(await page.textContent('#movelist'), /White: 5:0 → 4:0/);
}));

test('Fidchell on a phone: a tap on a stone that cannot move now says why, in the rules\' words', () => withPage(site, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async ({ page }) => {
  // Game three after 54 placements (as above): White steps; 7:0 is White's but walled in by
  // 7:23, 7:1 (Black's) and 6:0 (White's own); 5:1 is Black's.
  const moves = [];
  for (const [r, n] of [[7, 24], [6, 24], [5, 6]]) for (let k = 0; k < n; k++) moves.push(`${r}:${k}`);
  await importRecord(page, { format: 1, game: 'fidchell', options: { variant: 'game-three' }, seed: 1, moves }, BOARD, 'three.json');
  assert.equal(await movesPlayed(page), 54);
  assert.equal(await page.locator('#refusal').count(), 0);
  // Another player's stone.
  await page.tap('#pt-5-1');
  await page.waitForSelector('#refusal');
  assert.equal(await page.textContent('#refusal'), 'There is no white stone on 5:1.');
  assert.equal(await page.locator('.target').count(), 0);
  // One's own stone with nowhere to go.
  await page.tap('#pt-7-0');
  await page.waitForFunction(() => document.querySelector('#refusal')?.textContent.startsWith('7:0'));
  assert.equal(await page.textContent('#refusal'), '7:0 cannot reach 0:0: a stone steps to an empty point next to it along a line.');
  assert.equal(await page.locator('.target').count(), 0);
  // The refusal is on screen, under the status, without scrolling.
  const box = await page.locator('#refusal').boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 844, `#refusal at y ${box.y}`);
  // A stone that can move is selected, and a move clears the refusal.
  await page.tap('#pt-5-0');
  await page.waitForSelector('.target');
  await page.tap('#pt-4-0');
  await waitMoves(page, 55);
  assert.equal(await page.locator('#refusal').count(), 0);
}));
