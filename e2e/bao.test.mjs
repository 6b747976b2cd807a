// End to end: Bao la Kete on the built site (see harness.mjs).
//
// The expected counts below were computed with the engine's command line
// (`mahai apply bao-la-kete "$(mahai new bao-la-kete)" A7cw a6acw A6xR ...`); the record in
// bao-match.json is the engine's golden random match (tests/bao_la_kete.rs, seed 2026).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteForTests, withPage, startGame, waitMoves, reloadTo, importRecord, movesPlayed, OUT,
} from './harness.mjs';

const site = siteForTests();
const BOARD = 'svg#board.bao-board';

const MATCH = JSON.parse(readFileSync('e2e/bao-match.json', 'utf8'));

/** Pit counts from the `pits=` field of a position string (rows as drawn, top to bottom). */
function countsFrom(pits) {
  const names = [
    ['b8', 'b7', 'b6', 'b5', 'b4', 'b3', 'b2', 'b1'],
    ['a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1'],
    ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'],
    ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'],
  ];
  const out = {};
  pits.split('/').forEach((row, r) => row.split(',').forEach((n, c) => { out[names[r][c]] = Number(n); }));
  return out;
}

/** The counts the board shows, by pit name. */
async function boardCounts(page) {
  return page.$$eval('svg#board g.pit', (els) => Object.fromEntries(els.map((e) => [e.dataset.pit, Number(e.dataset.seeds)])));
}

async function reserves(page) {
  return [await page.getAttribute('#tray-south', 'data-reserve'), await page.getAttribute('#tray-north', 'data-reserve')].map(Number);
}

/** Waits until `n` moves are listed and the board has finished animating. */
async function settled(page, n) {
  await waitMoves(page, n);
  await page.waitForSelector('svg#board:not(.animating)');
}

/** Opens the match of bao-match.json up to (not including) move `upTo`. */
async function importMatch(page, upTo) {
  await importRecord(page, { ...MATCH, moves: MATCH.moves.slice(0, upTo) }, BOARD, 'bao.json');
  await page.click('#bao-speed-fast');
}

test('Bao la Kete: nemo moves and a capture by clicking, animated to the engine counts', () => withPage(site, {}, async ({ page }) => {
  await page.waitForSelector('#new-bao-la-kete');
  // The card comes after Jinx.
  const cards = await page.$$eval('.cards .card', (els) => els.map((e) => e.id));
  assert.ok(cards.indexOf('game-bao-la-kete') > cards.indexOf('game-jinx'), cards.join());
  await startGame(page, 'bao-la-kete', { board: BOARD });
  assert.equal(await page.locator('svg#board g.pit').count(), 32);
  assert.deepEqual(await boardCounts(page), countsFrom('0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0'));
  assert.deepEqual(await reserves(page), [22, 22]);
  assert.match(await page.textContent('#bao-match'), /Game 1 · best of three/);
  assert.match(await page.textContent('#status'), /South to move \(nemo stage\)/);

  // Only legal pits are offered: the kuu does not start a nemo takata here.
  await page.click('#pit-A5');
  assert.equal(await page.locator('.choice').count(), 0);
  // A7: both directions are legal, so two arrows are asked at the pit.
  await page.click('#pit-A7');
  assert.equal(await page.locator('.choice.arrow').count(), 2);
  await page.screenshot({ path: join(OUT, 'bao-choose-direction.png') });
  await page.click('#bao-speed-fast');
  assert.equal(await page.evaluate(() => localStorage.getItem('mahai.v1.settings.bao-speed')), 'fast');
  await page.click('#bao-dir-cw');
  await settled(page, 1);

  await page.click('#pit-a6');
  await page.click('#bao-dir-acw');
  await settled(page, 2);
  assert.match(await page.textContent('#status'), /Capturing is compulsory/);

  // South must capture: A6 is central, so the end the captured seeds are sown from is asked.
  await page.click('#pit-A6');
  assert.equal(await page.locator('.choice.kichwa').count(), 2);
  assert.equal(await page.locator('g.pit.target[data-pit="a3"]').count(), 1);
  await page.screenshot({ path: join(OUT, 'bao-choose-kichwa.png') });
  await page.click('#bao-speed-slow');
  await page.click('#bao-kichwa-R');
  // While the seeds travel, the board is locked and says so; the counts are in between.
  await page.waitForSelector('svg#board.animating');
  await page.waitForSelector('svg#board .hand');
  await page.screenshot({ path: join(OUT, 'bao-sowing.png') });
  assert.match(await page.textContent('#status'), /Sowing/);
  const afterThree = countsFrom('0,0,0,0,0,0,0,0/0,2,0,7,1,0,0,0/0,1,1,1,7,0,1,0/0,0,0,0,0,0,1,1');
  assert.notDeepEqual(await boardCounts(page), afterThree);
  await page.click('#pit-a7');
  assert.equal(await page.locator('g.pit.selected').count(), 0);
  await page.click('#bao-speed-fast');
  await settled(page, 3);
  assert.deepEqual(await boardCounts(page), afterThree);
  assert.deepEqual(await reserves(page), [20, 21]);
  assert.match(await page.textContent('#movelist'), /South: a seed into A6, captures a3 \(1\), from A8/);

  // North's kimbi capture a7x is the only move from a7: one click plays it. Skip shows the end.
  await page.click('#bao-speed-slow');
  await page.click('#pit-a7');
  await page.waitForSelector('svg#board.animating');
  await page.click('#bao-skip');
  await settled(page, 4);
  const afterFour = countsFrom('0,0,0,0,0,0,0,0/1,3,0,7,1,0,0,0/0,0,1,1,7,0,1,0/0,0,0,0,0,0,1,1');
  assert.deepEqual(await boardCounts(page), afterFour);
  assert.deepEqual(await reserves(page), [20, 20]);

  // Reload: the game resumes there, with the chosen speed.
  await reloadTo(page, BOARD);
  assert.equal(await movesPlayed(page), 4);
  assert.deepEqual(await boardCounts(page), afterFour);
  assert.equal(await page.getAttribute('#bao-speed-slow', 'aria-pressed'), 'true');
  await page.screenshot({ path: join(OUT, 'bao-game.png') });

  // A phone: the board fits the width and does not scroll under the finger.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await page.locator('svg#board').boundingBox();
  assert.ok(box.width <= 390 && box.width > 300, `board width ${box.width}`);
  assert.equal(await page.$eval('svg#board', (e) => getComputedStyle(e).touchAction), 'none');
  await page.screenshot({ path: join(OUT, 'bao-phone.png') });
}));

test('Bao la Kete: stop or safari is asked at the kuu, and the next game is announced', () => withPage(site, {}, async ({ page }) => {
  await importMatch(page, 38);
  await page.click('#pit-A3');
  await page.click('#bao-kichwa-L');
  assert.equal(await page.locator('#bao-stop').count(), 1);
  assert.equal(await page.locator('#bao-safari').count(), 1);
  assert.match(await page.textContent('#status'), /stop there, or go on/);
  await page.screenshot({ path: join(OUT, 'bao-safari.png') });
  await page.click('#bao-safari');
  await settled(page, 39);
  // South won game 1; game 2 starts from the beginning with North.
  await page.waitForSelector('#bao-announce');
  assert.match(await page.textContent('#bao-announce'), /South wins game 1\. Game 2 begins; North moves first\./);
  assert.match(await page.textContent('#bao-match'), /Game 2 · best of three.*South 1 – 0 North/);
  assert.deepEqual(await boardCounts(page), countsFrom('0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0'));
  assert.match(await page.textContent('#status'), /North to move/);
  await page.screenshot({ path: join(OUT, 'bao-next-game.png') });
}));

test('Bao la Kete: the last move of a best-of-three match ends it', () => withPage(site, {}, async ({ page }) => {
  await importMatch(page, -1);
  assert.match(await page.textContent('#bao-match'), /Game 3 · best of three.*South 1 – 1 North/);
  // b1cw is North's only legal move: one click plays it, and it empties South's front row.
  await page.click('#pit-b1');
  await settled(page, MATCH.moves.length);
  await page.waitForSelector('#result');
  assert.match(await page.textContent('#result'), /North wins the match 2–1\./);
  assert.match(await page.textContent('#bao-match'), /South 1 – 2 North/);
  assert.deepEqual(await boardCounts(page), countsFrom('2,3,2,1,0,7,2,0/1,8,0,1,16,6,1,2/0,0,0,0,0,0,0,0/0,3,1,0,2,4,1,0'));
  await page.screenshot({ path: join(OUT, 'bao-match-over.png') });
}));

test('Bao la Kete: the computer waits until the move is shown, then plays', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'bao-la-kete', { seats: { 1: 'computer' }, board: BOARD });
  // The page notes, in order, each time the board stops animating and each new move listed,
  // with the number of the observer's call that saw it (one call per batch of changes).
  await page.evaluate(() => {
    window.__order = [];
    let calls = 0;
    let animating = false;
    let listed = document.querySelectorAll('#movelist li[data-ply]').length;
    new MutationObserver(() => {
      calls += 1;
      const now = !!document.querySelector('svg#board.animating');
      if (animating && !now) window.__order.push({ what: 'shown', call: calls });
      animating = now;
      const n = document.querySelectorAll('#movelist li[data-ply]').length;
      if (n > listed) window.__order.push({ what: `move ${n}`, call: calls });
      listed = n;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.click('#bao-speed-slow');
  await page.click('#pit-A7');
  await page.click('#bao-dir-cw');
  await page.waitForSelector('svg#board.animating');
  // South's sowing is being shown: the computer has not moved (it would after 0.6 s).
  assert.equal(await movesPlayed(page), 1);
  await settled(page, 2);
  // Its move came after South's sowing was shown to the end, in a later change of the page,
  // however long the showing took.
  const order = await page.evaluate(() => window.__order);
  const shown = order.find((e) => e.what === 'shown');
  const moved = order.find((e) => e.what === 'move 2');
  assert.ok(shown && moved && shown.call < moved.call, JSON.stringify(order));
  assert.match(await page.textContent('#movelist'), /North: a seed into a\d/);
  assert.match(await page.textContent('#status'), /South to move/);
}));

test('Bao la Kete: with reduced motion the move is shown at once', () => withPage(site, { reducedMotion: 'reduce' }, async ({ page }) => {
  await startGame(page, 'bao-la-kete', { board: BOARD });
  await page.click('#pit-A7');
  await page.click('#bao-dir-cw');
  await waitMoves(page, 1);
  assert.equal(await page.locator('svg#board.animating').count(), 0);
  const counts = await boardCounts(page);
  assert.deepEqual([counts.A7, counts.A8, counts.B8, counts.B7], [0, 1, 1, 1]);
}));
