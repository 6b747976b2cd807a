// End to end: Bao la Kete's play polish (issue 16). "Show the last move again" replays the last
// move from the position before it with the board locked; the end banner waits until the winning
// move has been shown; on a phone every target reaches 40 px and a tap goes to the nearest legal
// target. The animation's durations are computed and tested natively (view::beats, replay_ms).
//
// Nothing here waits for a time: the board says what it shows in `data-animating` and
// `data-frame`, and a MutationObserver notes every state the page passes through. The positions
// are fixed: the opening of a new game, and the golden match of bao-match.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteForTests, withPage, firstVisit, startGame, waitMoves, reloadTo, importRecord, movesPlayed, settled, OUT,
} from './harness.mjs';

const site = siteForTests();
const BOARD = 'svg#board.bao-board';
const MATCH = JSON.parse(readFileSync('e2e/bao-match.json', 'utf8'));
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Waits until `n` moves are listed and the board shows the position, not a replay. */
async function shown(page, n) {
  await waitMoves(page, n);
  await page.waitForSelector('svg#board[data-animating="false"]');
}

async function counts(page) {
  return page.$$eval('svg#board g.pit', (els) => Object.fromEntries(els.map((e) => [e.dataset.pit, Number(e.dataset.seeds)])));
}

/**
 * From now on the page notes, at every change, what the board shows: whether it animates, the
 * frame, the seeds in `pit`, whether the end banner is visible and the match line.
 */
async function watch(page, pit) {
  await page.evaluate((p) => {
    window.__seen = [];
    const note = () => {
      const svg = document.querySelector('svg#board');
      const banner = document.querySelector('#result');
      window.__seen.push({
        animating: svg?.dataset.animating === 'true',
        frame: svg?.dataset.frame === undefined ? null : Number(svg.dataset.frame),
        seeds: Number(document.querySelector(`svg#board g.pit[data-pit="${p}"]`)?.dataset.seeds),
        banner: !!banner && getComputedStyle(banner).display !== 'none',
        match: document.querySelector('#bao-match')?.textContent ?? '',
      });
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, pit);
}

const seen = (page) => page.evaluate(() => window.__seen);

test('Bao la Kete: "Show the last move again" replays it from the position before, input locked', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'bao-la-kete', { board: BOARD });
  // No move yet: nothing to show again.
  assert.equal(await page.isDisabled('#bao-again'), true);
  assert.match(await page.textContent('#bao-again'), /Show the last move again/);
  await page.click('#bao-speed-fast');
  await page.click('#pit-A7');
  await page.click('#bao-dir-cw');
  await shown(page, 1);
  const after = await counts(page);
  assert.deepEqual([after.A7, after.A8, after.B8, after.B7], [0, 1, 1, 1]);
  assert.equal(await page.isDisabled('#bao-again'), false);

  await page.click('#bao-speed-slow');
  await watch(page, 'A7');
  await page.click('#bao-again');
  await page.waitForSelector('svg#board[data-animating="true"]');
  assert.equal(await page.isDisabled('#bao-again'), true);
  // North's pit a6 starts a move, but not while the last move is being shown.
  await page.click('#pit-a6');
  assert.equal(await page.locator('svg#board g.pit.selected').count(), 0);
  assert.equal(await page.locator('svg#board .choice').count(), 0);
  await page.waitForSelector('svg#board[data-animating="false"]');
  assert.equal(await movesPlayed(page), 1);
  assert.deepEqual(await counts(page), after);
  // It began at the position before the move (A7 held 2 seeds, then the reserve seed made 3)
  // and went through the frames in order.
  const replay = (await seen(page)).filter((s) => s.animating);
  assert.equal(replay[0].frame, 0, JSON.stringify(replay[0]));
  assert.equal(replay[0].seeds, 2);
  assert.ok(replay.some((s) => s.seeds === 3), 'the reserve seed lands in A7');
  const frames = replay.map((s) => s.frame);
  assert.ok(frames.every((f, i) => i === 0 || f >= frames[i - 1]), frames.join());
  assert.ok(Math.max(...frames) >= 5, frames.join());
  // The board takes input again.
  await page.click('#pit-a6');
  assert.equal(await page.locator('svg#board g.pit.selected[data-pit="a6"]').count(), 1);
  await page.click('#bao-cancel');

  // After a reload the board did not see the move: it works the position before out from the
  // move's effects, and shows it again just the same.
  await reloadTo(page, BOARD);
  await page.click('#bao-speed-fast');
  await watch(page, 'A7');
  await page.click('#bao-again');
  await page.waitForSelector('svg#board[data-animating="false"]');
  const again = (await seen(page)).filter((s) => s.animating);
  assert.equal(again[0].seeds, 2, JSON.stringify(again));
  assert.deepEqual(await counts(page), after);
  assert.equal(await movesPlayed(page), 1);
}));

test('Bao la Kete: "Game over" and the score come when the winning move has been shown', () => withPage(site, PHONE, async ({ page }) => {
  await importRecord(page, { ...MATCH, moves: MATCH.moves.slice(0, -1) }, BOARD, 'bao.json');
  assert.match(await page.textContent('#bao-match'), /2\. partida|3\. partida/);
  await page.tap('#bao-speed-normal');
  await watch(page, 'b1');
  // b1cw is North's only move: one tap plays it, and it empties South's front row.
  await page.tap('#pit-b1');
  await page.waitForSelector('#result', { state: 'visible' });
  await shown(page, MATCH.moves.length);
  const states = await seen(page);
  const replay = states.filter((s) => s.animating);
  assert.ok(replay.length > 3, `the winning move was shown (${replay.length} states)`);
  assert.deepEqual(states.filter((s) => s.animating && s.banner), [], 'no banner while the seeds move');
  // The match line keeps the score before the move until its end: 1–1, then 1–2.
  assert.ok(replay.every((s) => /1 – 1/.test(s.match)), replay.map((s) => s.match).join(' | '));
  assert.match(await page.textContent('#bao-match'), /1 – 2/);
  assert.equal(await page.isVisible('#result'), true);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'bao-over-eu-phone.png') });
}, (s, o) => firstVisit(s, 'es-ES', o)));

test('Bao la Kete on a phone: 40 px targets, and a tap goes to the nearest legal target', () => withPage(site, PHONE, async ({ page }) => {
  assert.equal(await page.getAttribute('html', 'lang'), 'eu');
  await startGame(page, 'bao-la-kete', { board: BOARD, tap: true });
  await page.tap('#bao-speed-slow');
  const scale = await page.$eval('svg#board', (e) => e.getBoundingClientRect().width / e.viewBox.baseVal.width);
  const box = (sel) => page.$eval(sel, (e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; });
  const pits = await page.$$eval('svg#board rect.hit', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
  const smallestPit = Math.min(...pits);
  assert.ok(smallestPit >= 40, `a pit's cell is ${smallestPit} px`);

  // A tap into A8's cell (A8 cannot move), just past its edge with A7, chooses A7.
  const a7 = await box('#pit-A7');
  await page.touchscreen.tap(a7.x + a7.w + 4, a7.y + a7.h / 2);
  await page.waitForSelector('svg#board g.pit.selected[data-pit="A7"]');
  assert.equal(await page.locator('svg#board .choice.arrow').count(), 2);
  await page.screenshot({ path: join(OUT, 'bao-choose-eu-phone.png') });

  // The arrows are drawn small; the area a tap reaches them in is a pit wide.
  const arrow = await box('#bao-dir-cw circle');
  const reach = await box('svg#board .reach[data-for="cw"]');
  const reaches = await page.$$eval('svg#board .reach', (els) => els.map((e) => e.getBoundingClientRect().width));
  assert.ok(arrow.w < 30, `arrow drawn ${arrow.w} px`);
  assert.ok(Math.min(...reaches) >= 40, `arrow reach ${reaches.join()}`);
  // The arrow leaves A8's count (its badge) uncovered.
  const overlap = await page.evaluate(() => {
    const a = document.querySelector('#bao-dir-cw circle').getBoundingClientRect();
    return [...document.querySelectorAll('svg#board g.badge circle')].map((b) => b.getBoundingClientRect())
      .some((b) => Math.hypot(a.x + a.width / 2 - b.x - b.width / 2, a.y + a.height / 2 - b.y - b.height / 2) < (a.width + b.width) / 2 - 0.5);
  });
  assert.equal(overlap, false, 'an arrow covers a count');
  // A tap outside the arrow's drawing, above it, still chooses it: South sows A7 clockwise.
  const cx = arrow.x + arrow.w / 2;
  const cy = arrow.y + arrow.h / 2;
  assert.ok(reach.h / 2 - 2 > arrow.h / 2 + 4);
  await page.touchscreen.tap(cx, cy - (reach.h / 2 - 2));
  await page.waitForSelector('svg#board[data-animating="true"]');
  await page.waitForSelector('svg#board g.pit.sown');
  await page.screenshot({ path: join(OUT, 'bao-sowing-eu-phone.png') });
  await shown(page, 1);
  assert.match(await page.textContent('#movelist'), /Hegoa: hazi bat A7 zuloan, eta ereiten du, erlojuaren orratzen noranzkoan/);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'bao-game-eu-phone.png') });
  assert.equal(await page.isDisabled('#bao-again'), false);
  assert.match(await page.textContent('#bao-again'), /Erakutsi berriro azken mugimendua/);
  // The figures, for the note.
  console.log(`Bao at 390x844: ${scale.toFixed(3)} px per unit; smallest pit cell ${smallestPit.toFixed(1)} px; arrow drawn ${arrow.w.toFixed(1)} px, reached within ${Math.min(...reaches).toFixed(1)} px`);
}, (s, o) => firstVisit(s, 'es-ES', o)));
