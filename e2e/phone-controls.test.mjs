// End to end: on a 390×844 phone the board's top and the controls a turn needs (Roll, the move
// buttons, End turn, a jinx call, Bao's answers) are on the screen together as the game opens,
// without scrolling between board and panel (issue 16, "Phones"). Screenshots of each board at
// phone size go to e2e/out/, in English and in Basque.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import {
  siteForTests, withPage, firstVisit, startGame, clickPoints, waitMoves, settled, OUT,
} from './harness.mjs';

const site = siteForTests();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const basque = (s, options) => firstVisit(s, 'eu-ES', options);

/**
 * Asserts that the board's top and every visible element of `controls` lie within the
 * viewport as the page stands (nothing is scrolled here), and returns their places.
 */
async function onScreen(page, what, controls) {
  const seen = await page.evaluate((sel) => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom), text: e.textContent.trim().slice(0, 24) }; };
    const shown = [...document.querySelectorAll(sel)].filter((e) => e.offsetParent !== null || e.getClientRects().length > 0);
    return {
      height: window.innerHeight,
      scrolled: window.scrollY,
      board: box(document.querySelector('svg#board')),
      controls: shown.map(box),
    };
  }, controls);
  assert.ok(seen.controls.length > 0, `${what}: ${controls} is shown`);
  assert.ok(seen.board.top >= 0, `${what}: the board's top is at ${seen.board.top} (scrolled ${seen.scrolled})`);
  for (const c of seen.controls) {
    assert.ok(c.top >= 0 && c.bottom <= seen.height, `${what}: "${c.text}" spans y ${c.top}…${c.bottom} of ${seen.height}`);
  }
  console.log(`${what}: board top ${seen.board.top}, controls ${seen.controls.map((c) => `"${c.text}" ${c.top}…${c.bottom}`).join(', ')}`);
  return seen;
}

async function shot(page, name) {
  await settled(page);
  await page.screenshot({ path: join(OUT, name) });
}

for (const [lang, open] of [['en', undefined], ['eu', basque]]) {
  test(`Phone (${lang}): Barne-zirkulua's Roll, move buttons and End turn are on screen with the board`, () => withPage(site, PHONE, async ({ page }) => {
    await startGame(page, 'barne-zirkulua', { board: 'svg#board.barne-board', tap: true });
    await onScreen(page, `Barne-zirkulua ${lang}, new game`, '#roll');
    await shot(page, `phone-barne-zirkulua-${lang}.png`);
    // Two players with balls out: Yellow's IV and ×II (e2e/fixtures/barne-split.json).
    await page.tap('.game-head .leave');
    await page.setInputFiles('#import', resolve('e2e/fixtures/barne-split.json'));
    await page.waitForSelector('svg#board.barne-board');
    await onScreen(page, `Barne-zirkulua ${lang}, to roll`, '#roll');
    await page.tap('#roll');
    await waitMoves(page, 12);
    await page.waitForFunction(() => !document.querySelector('.die.tumbling'));
    await onScreen(page, `Barne-zirkulua ${lang}, rolled`, '#controls button');
    await shot(page, `phone-barne-zirkulua-rolled-${lang}.png`);
  }, open));

  test(`Phone (${lang}): Jinx's call and end buttons are on screen with the board`, () => withPage(site, PHONE, async ({ page }) => {
    await startGame(page, 'jinx', { tap: true });
    await shot(page, `phone-jinx-${lang}.png`);
    // As in jinx.test.mjs: Red's E4-E5 threatens E7, and the call is offered.
    await clickPoints(page, ['E1', 'E3', 'E9', 'E7', 'E3', 'E4', 'F9', 'G8', 'E4', 'E5'], '', { tap: true });
    await page.waitForSelector('button.jinx-call');
    await onScreen(page, `Jinx ${lang}, a call on offer`, '.side .controls button');
    await shot(page, `phone-jinx-call-${lang}.png`);
  }, open));

  test(`Phone (${lang}): Fidchell's turn buttons are on screen with the board`, () => withPage(site, PHONE, async ({ page }) => {
    await startGame(page, 'fidchell', { setup: ['#preset-game-two'], tap: true });
    // White's first stone; Black may then challenge (game two).
    await page.tap('#pt-7-1');
    await page.waitForSelector('button.challenge');
    await onScreen(page, `Fidchell ${lang}, game two`, '.side .controls button');
    await shot(page, `phone-fidchell-${lang}.png`);
  }, open));

  test(`Phone (${lang}): Bao la Kete's answers are on screen with the board`, () => withPage(site, PHONE, async ({ page }) => {
    await startGame(page, 'bao-la-kete', { board: 'svg#board.bao-board', tap: true });
    await page.tap('#pit-A7');
    await page.waitForSelector('svg#board .choice.arrow');
    await onScreen(page, `Bao la Kete ${lang}, a direction asked`, '.side .controls button');
    await shot(page, `phone-bao-la-kete-${lang}.png`);
  }, open));
}
