// End to end: the review's analysis. Every position of a game is estimated in the worker, in
// the background; the chart below the board has one point per position and seat, moves that
// gave a chance away are marked in the move list with the move the computer preferred, the
// luck of the dice is shown in Barne-zirkulua, and the estimates are kept with the save.
//
// The fixtures are records played by the computer (`mahai record`); the estimates are seeded by
// the record's seed and the position, so they are the same on every run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteForTests, withPage, importRecord, reloadTo, settled, withinTaskLimit, OUT, firstVisit, listen,
  assertEveryGame,
} from './harness.mjs';

const site = siteForTests();

const fixture = (name) => JSON.parse(readFileSync(`e2e/fixtures/${name}.json`, 'utf8'));

/** The fixtures analysed: one two-player game of each game, and four-player Jinx. */
const FIXTURES = [
  { name: 'jinx', file: 'analysis-jinx', seats: 2 },
  { name: 'fidchell', file: 'analysis-fidchell', seats: 2 },
  { name: 'bao-la-kete', file: 'analysis-bao', seats: 2 },
  { name: 'barne-zirkulua', file: 'analysis-barne', seats: 2 },
  { name: 'jinx-4', file: 'analysis-jinx-4', seats: 4 },
];
assertEveryGame(FIXTURES.filter((f) => f.seats === 2).map((f) => f.name), 'the two-player FIXTURES of e2e/analysis.test.mjs');

/** Waits until every position of the game in play is estimated (a long game takes a while). */
async function analysed(page, plies) {
  await page.waitForSelector(`#win-chart[data-known="${plies + 1}"]`, { timeout: 240000 });
  await page.waitForSelector('#analysis-status[aria-busy="false"]');
}

/** The saved estimates of the game in play, as stored. */
const keptEstimates = (page) => page.evaluate(() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('mahai.v1.analysis.'));
  return key ? localStorage.getItem(key) : null;
});

test('Analysis: every game\'s chart fills in with one point per position and seat', async () => {
  for (const g of FIXTURES) {
    await withPage(site, {}, async ({ page }) => {
      const record = fixture(g.file);
      const plies = record.moves.length;
      const started = Date.now();
      await importRecord(page, record);
      await analysed(page, plies);
      const seconds = (Date.now() - started) / 1000;
      console.log(`${g.name}: ${plies + 1} positions estimated in ${seconds.toFixed(1)} s`);
      const lines = await page.$$eval('#win-chart polyline.chart-line', (ls) => ls.map((l) => ({
        seat: l.dataset.seat,
        points: Number(l.dataset.points),
        drawn: l.getAttribute('points').trim().split(/\s+/).length,
      })));
      assert.equal(lines.length, g.seats, g.name);
      for (const l of lines) {
        assert.equal(l.points, plies + 1, `${g.name} seat ${l.seat}`);
        assert.equal(l.drawn, plies + 1, `${g.name} seat ${l.seat}`);
      }
      // Each seat has its chance in the legend, as a percentage.
      const legend = await page.$$eval('.chart-legend li', (ls) => ls.map((l) => l.textContent));
      assert.equal(legend.length, g.seats);
      for (const item of legend) assert.match(item, /: \d+%$/);
      // The review with its chart, on the first move that was marked, or half way.
      const marked = await page.locator('#movelist .move-mark').count();
      if (marked > 0) await page.locator('#movelist button.ply:has(+ .move-mark)').first().click();
      else await page.click(`#movelist button[data-ply="${Math.ceil(plies / 2)}"]`);
      await page.waitForSelector('#review.reviewing');
      await settled(page);
      await page.screenshot({ path: join(OUT, `analysis-${g.name}.png`), fullPage: true });
      if (g.name === 'barne-zirkulua') {
        // The luck of each roll, and the sum for each player.
        const luck = await page.$$eval('#luck-total li', (ls) => ls.map((l) => Number(l.dataset.luck)));
        assert.equal(luck.length, 2);
        assert.ok(luck.every(Number.isFinite));
        const roll = record.moves.findIndex((m) => m.startsWith('roll:'));
        await page.click(`#movelist button[data-ply="${roll + 1}"]`);
        await page.waitForSelector('#ply-note.luck');
        assert.match(await page.textContent('#ply-note'), /the luck of this roll for (Yellow|Black): [+−]?\d+%/);
      }
    });
  }
});

test('Analysis: a move that throws the game away is a blunder, with the better move in words and on the board', () => withPage(site, {}, async ({ page }) => {
  // A Bao game (random moves) whose last move lets the other side win at once, when a move
  // that keeps the game won was there.
  const record = fixture('analysis-bao-blunder');
  const plies = record.moves.length;
  await importRecord(page, record);
  await analysed(page, plies);
  const last = page.locator(`#movelist li:has(button[data-ply="${plies}"])`);
  assert.equal(await last.locator('.move-mark.blunder').textContent(), '??');
  assert.equal(await last.locator('.move-mark').getAttribute('aria-label'), 'a blunder');
  // A marked dot on the chart at that ply.
  assert.equal(await page.locator(`#win-chart line.chart-mark.blunder[data-ply="${plies}"]`).count(), 1);
  // The live position is after that move: its note says what was lost and what was better.
  const note = await page.textContent('#ply-note');
  assert.match(note, new RegExp(`^Move ${plies} — South: a blunder; it gave away \\d+% of the chance to win\\.`));
  assert.match(await page.textContent('#better-move'), /^The computer preferred: /);
  // On the board: the preferred move takes the place of the move played, and back.
  await page.waitForSelector('svg#board[aria-busy="false"]');
  const board = () => page.$eval('svg#board', (b) => b.outerHTML);
  const played = await board();
  await page.click('#show-better');
  await page.waitForSelector('#show-better[aria-pressed="true"]');
  await settled(page);
  assert.notEqual(await board(), played);
  await page.screenshot({ path: join(OUT, 'analysis-better-move.png'), fullPage: true });
  await page.click('#show-better');
  await page.waitForSelector('#show-better[aria-pressed="false"]');
  await settled(page);
  assert.equal(await board(), played);
  // Earlier moves of the winning side, which the search preferred, are not marked.
  const ownMarks = await page.$$eval('#movelist li', (ls) => ls.filter((l) => l.querySelector('.move-mark.blunder')).length);
  assert.ok(ownMarks >= 1);
}));

test('Analysis: a click on the chart goes to that move; the estimates are kept with the save', () => withPage(site, {}, async ({ page }) => {
  const record = fixture('analysis-jinx');
  const plies = record.moves.length;
  await importRecord(page, record);
  await analysed(page, plies);
  // A quarter of the way along the chart: the move a quarter into the game.
  const box = await page.locator('#win-chart').boundingBox();
  await page.locator('#win-chart').click({ position: { x: box.width / 4, y: box.height / 2 } });
  const expected = Math.round(plies / 4);
  await page.waitForFunction((text) => document.querySelector('#review .review-at')?.textContent === text,
    `Move ${expected} / ${plies}`);
  // The review point is drawn on the chart.
  const at = Number(await page.getAttribute('#win-chart .chart-at', 'x1'));
  assert.ok(Math.abs(at - (600 * expected) / plies) < 0.2, String(at));
  // Kept beside the save: one estimate per position.
  const kept = await keptEstimates(page);
  assert.ok(kept, 'the estimates are stored');
  assert.equal(JSON.parse(kept).e.filter((e) => e !== null).length, plies + 1);
  // Opened again: the chart is whole at once, and nothing is computed again.
  await reloadTo(page, 'svg#board');
  await page.waitForSelector(`#win-chart[data-known="${plies + 1}"]`);
  assert.equal(await page.getAttribute('#analysis-status', 'aria-busy'), 'false');
  assert.equal(await keptEstimates(page), kept);
  // Deleting the game deletes its estimates.
  await page.click('.leave');
  await page.waitForSelector('#new-jinx');
  listen(page, 'dialog', (d) => d.accept(), { once: true });
  await page.click('li.saved button.delete');
  await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('mahai.v1.analysis.')));
}));

test('Analysis: no main-thread task over 50 ms of CPU while a game is estimated', () => withinTaskLimit((measure) => withPage(site, {}, async ({ page }) => {
  const record = fixture('analysis-jinx');
  const plies = record.moves.length;
  await measure(page, `Analysis | estimating ${plies + 1} positions`, async () => {
    await importRecord(page, record);
    await analysed(page, plies);
  });
})));

test('Analysis: in Basque on a phone, every game\'s chart fits the screen', () => withPage(site, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
  for (const g of FIXTURES.filter((x) => x.seats === 2)) {
    const record = fixture(g.file);
    const plies = record.moves.length;
    await page.click('.leave').catch(() => {});
    await page.waitForSelector('#import', { state: 'attached' });
    await importRecord(page, record);
    await analysed(page, plies);
    assert.equal(await page.textContent('#analysis-title'), 'Irabazteko aukera');
    assert.match(await page.textContent('#analysis-status'), /posizio aztertuta/);
    const widths = await page.evaluate(() => ({
      page: document.scrollingElement.scrollWidth,
      chart: document.querySelector('#win-chart').getBoundingClientRect().width,
    }));
    assert.ok(widths.page <= 390, `${g.name}: the page is ${widths.page} px wide`);
    assert.ok(widths.chart > 300, `${g.name}: the chart is ${widths.chart} px wide`);
    await page.click(`#movelist button[data-ply="${Math.ceil(plies / 2)}"]`);
    await page.waitForSelector('#review.reviewing');
    await settled(page);
    await page.locator('#analysis').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `analysis-phone-eu-${g.name}.png`) });
  }
}, (s, o) => firstVisit(s, 'eu-ES', o)));
