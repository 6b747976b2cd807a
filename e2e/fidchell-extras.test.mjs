// End to end: finding your way on the Fidchell board at phone size, in Basque: the holes' names
// (numbers on the spokes, a name tag on hover, focus and long-press), the trace a capture leaves
// until the next move (also in review), taps that go to the nearest legal hole, and the rules
// page's capture figures drawn before and after.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, firstVisit, startGame, waitMoves, movesPlayed, settled, OUT,
} from './harness.mjs';

const site = siteForTests();
const BOARD = 'svg#board.fidchell-board';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const basque = (s, options) => firstVisit(s, 'eu-ES', options);

/** The centre of hole `name` (r:k) in CSS px, and the board's CSS px per viewBox unit. */
async function holeAt(page, name) {
  const box = await page.locator(`#pt-${name.replace(':', '-')}`).boundingBox();
  // The hole's hit circle has a radius of 4.8 viewBox units.
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scale: box.width / 9.6 };
}

/** The board's centre in CSS px. */
async function centre(page) {
  const box = await page.locator(BOARD).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point `px` CSS px from hole `name`, away from the board's centre (or towards `toward`). */
async function offHole(page, name, px, toward) {
  const h = await holeAt(page, name);
  const o = toward ? await holeAt(page, toward) : await centre(page);
  const sign = toward ? 1 : -1;
  const dx = o.x - h.x;
  const dy = o.y - h.y;
  const len = Math.hypot(dx, dy);
  return { x: h.x + sign * dx / len * px, y: h.y + sign * dy / len * px, scale: h.scale };
}

const stoneOn = (page, colour, name) => page.locator(`g.stone.${colour}:not(.ghost)[data-point="${name}"]`).count();

test('Fidchell names every hole: spoke numbers, titles, hover, focus and long-press', () => withPage(site, PHONE, async ({ page, context }) => {
  await startGame(page, 'fidchell', { tap: true });
  // Circle numbers on the north spoke, hole numbers beside the holes of the other seven spokes.
  assert.equal(await page.locator(`${BOARD} text.ring-no`).count(), 7);
  assert.equal(await page.locator(`${BOARD} text.hole-no`).count(), 37);
  const east = await page.locator(`${BOARD} text.hole-no`).allTextContents();
  for (const k of ['1', '3', '4', '6', '12', '18', '21']) assert.ok(east.includes(k), `hole number ${k}`);
  // Every hole is named in the move list's notation r:k.
  const titles = await page.locator(`${BOARD} circle.hit`).evaluateAll((cs) => cs.map((c) => [c.dataset.point, c.querySelector('title')?.textContent]));
  assert.equal(titles.length, 108);
  for (const [point, title] of titles) assert.equal(title, point);

  // A long-press on 4:3 names it and plays nothing.
  const at = await holeAt(page, '4:3');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  await page.waitForSelector(`${BOARD} .name-tag.named[data-point="4:3"]`);
  assert.equal(await page.textContent(`${BOARD} .name-tag.named text`), '4:3');
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-names-eu-phone.png') });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // The next tap plays, and it is the first move: the long-press played none.
  const next = await holeAt(page, '5:3');
  await page.touchscreen.tap(next.x, next.y);
  await waitMoves(page, 1);
  assert.equal(await stoneOn(page, 'white', '5:3'), 1);
  assert.equal(await stoneOn(page, 'white', '4:3'), 0);
  // A short tap shows no name.
  assert.equal(await page.locator(`${BOARD} .name-tag.named`).count(), 0);

  // The keyboard focus shows its hole's name (the focus follows the last tap, 5:3; right: 5:4).
  await page.focus(BOARD);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((b) => {
    const tag = document.querySelector(`${b} .name-tag.at-focus`);
    return tag && tag.dataset.point === '5:4' && getComputedStyle(tag).display !== 'none';
  }, BOARD);
}, basque));

test('Fidchell names the hole under the mouse', () => withPage(site, { viewport: { width: 1200, height: 900 } }, async ({ page }) => {
  await startGame(page, 'fidchell');
  const at = await holeAt(page, '6:7');
  await page.mouse.move(at.x + 2, at.y + 1);
  await page.waitForSelector(`${BOARD} .name-tag.named[data-point="6:7"]`);
  // Off the board, the name goes.
  await page.mouse.move(5, 5);
  await page.waitForFunction((b) => !document.querySelector(`${b} .name-tag.named`), BOARD);
}));

test('Fidchell: a capture shows its enclosing pair until the next move, and again in review', () => withPage(site, PHONE, async ({ page }) => {
  await startGame(page, 'fidchell', { tap: true });
  for (const [i, name] of ['5:3', '5:4'].entries()) {
    await page.tap(`#pt-${name.replace(':', '-')}`);
    await waitMoves(page, i + 1);
  }
  assert.equal(await page.locator(`${BOARD} .capture-trace`).count(), 0);
  // White 5:5 takes 5:4 between 5:5 and 5:3.
  await page.tap('#pt-5-5');
  await waitMoves(page, 3);
  const trace = `${BOARD} .capture-trace path.trace[data-taken="5:4"][data-pair="5:5 5:3"]`;
  await page.waitForSelector(trace);
  assert.equal(await page.locator(`${BOARD} .capture-trace .taken[data-point="5:4"]`).count(), 1);
  assert.equal(await page.locator(`${BOARD} g.stone.encloser`).count(), 2);
  assert.equal(await page.locator(`${BOARD} g.stone.encloser[data-point="5:3"]`).count(), 1);
  // The capture's entry wraps on a phone: its number stands at its first line, and a short list
  // lays out every entry whole (an entry taking its size only when scrolled to would move the
  // review bar under a finger between its touch and its click).
  const entry = await page.$eval('#movelist li[data-ply="3"]', (li) => {
    const no = li.querySelector('.ply-no').getBoundingClientRect();
    const ply = li.querySelector('.ply').getBoundingClientRect();
    return { dy: Math.abs(no.top - ply.top), tall: ply.height / no.height, skip: getComputedStyle(li).contentVisibility };
  });
  assert.ok(entry.tall > 1.5, `the capture's entry wraps (${entry.tall.toFixed(2)} lines)`);
  assert.ok(entry.dy < 4, `the number is ${entry.dy} px off the entry's first line`);
  assert.equal(entry.skip, 'visible');
  await settled(page);
  await page.screenshot({ path: join(OUT, 'fidchell-capture-eu-phone.png') });
  // White's extra turn is the next move: the trace goes.
  await page.tap('#pt-3-0');
  await waitMoves(page, 4);
  assert.equal(await page.locator(`${BOARD} .capture-trace`).count(), 0);
  assert.equal(await page.locator(`${BOARD} g.stone.encloser`).count(), 0);
  // Review, one move back: the capture's position, with its trace.
  await page.tap('#review-prev');
  await page.waitForSelector(trace);
  assert.equal(await stoneOn(page, 'white', '3:0'), 0);
}, basque));

test('Fidchell on a phone: a tap off a hole goes to the nearest legal hole', () => withPage(site, PHONE, async ({ page }) => {
  await startGame(page, 'fidchell', { tap: true });
  const own = await holeAt(page, '7:6');
  const before = 9.6 * own.scale;
  // 15 px outside 7:6, the east end of the diameter: off its 22 px circle, nearest to it.
  const out = await offHole(page, '7:6', 15);
  await page.touchscreen.tap(out.x, out.y);
  await waitMoves(page, 1);
  assert.equal(await stoneOn(page, 'white', '7:6'), 1);
  // Black places on 5:3. Then White taps 4.2 units from that stone towards 4:3: just off the
  // black stone's drawing but on its hole's old 4.8-unit circle; the tap is for the nearest hole
  // that takes a stone, 4:3.
  await page.tap('#pt-5-3');
  await waitMoves(page, 2);
  const p = await offHole(page, '5:3', 4.2 * own.scale, '4:3');
  await page.touchscreen.tap(p.x, p.y);
  await waitMoves(page, 3);
  assert.equal(await stoneOn(page, 'white', '4:3'), 1);
  // The figures: every legal hole has a 40 px disc where no other legal hole is nearer; holes
  // are as close as 10 units on circles 1 to 3.
  const spacing = 10 * own.scale;
  console.log(`Fidchell hit areas at 390x844: before ${before.toFixed(1)} px (hole circle), after ${Math.min(40, spacing).toFixed(1)} px between two legal neighbours, 40 px elsewhere (scale ${own.scale.toFixed(2)} px/unit)`);
  assert.ok(before < 40);
}, basque));

test('Fidchell rules: the capture figures show the position before and after', () => withPage(site, PHONE, async ({ page }) => {
  await page.goto(`${site.base}#rules/fidchell`);
  await page.waitForSelector('#rules-fidchell');
  await page.waitForSelector('figure.rules-diagram.pair');
  assert.equal(await page.locator('figure.rules-diagram.pair').count(), 4);
  assert.equal(await page.locator('figure.pair .ba-label').first().textContent(), 'Aurretik');
  // Figure 2: the black stone on 5:1 stands before White's 5:2 and is gone after.
  const fig = 'figure#fig2';
  assert.equal(await page.locator(`${fig} .before g.stone.black[data-point="5:1"]`).count(), 1);
  assert.equal(await page.locator(`${fig} .after g.stone.black:not(.ghost)[data-point="5:1"]`).count(), 0);
  assert.equal(await page.locator(`${fig} .after .capture-trace path.trace[data-pair="5:2 5:0"]`).count(), 1);
  assert.equal(await page.locator(`${fig} .before .capture-trace`).count(), 0);
  assert.match(await page.textContent(`${fig} figcaption`), /aurretik eta ondoren/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page is ${wide}px wide on a phone`);
  await page.locator(fig).scrollIntoViewIfNeeded();
  await settled(page);
  await page.locator(fig).screenshot({ path: join(OUT, 'fidchell-rules-eu-phone.png') });
}, basque));
