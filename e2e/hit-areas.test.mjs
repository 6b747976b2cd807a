// End to end: on a 390×844 touch phone a tap goes to the nearest legal target (issue 16,
// "Phones"), on every board: a finger a little off a small field or point still plays it, and
// every legal target has a 40 px hit area where no other legal target is nearer. The rule itself
// is plain Rust (kit::input::route, tested natively); here the real boards are tapped, and the
// smallest hit area of a legal target per board is printed, before the rule (the target's own
// circle) and with it.
//
// The positions are fixed: Barne-zirkulua from e2e/fixtures/barne-split.json (Yellow rolls IV
// and ×II next), Jinx and Bao la Kete from their openings, Fidchell from an imported game three,
// Bao's stop or safari from the golden match (e2e/bao-match.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  siteForTests, withPage, startGame, waitMoves, importRecord, movesPlayed,
} from './harness.mjs';

const site = siteForTests();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const BARNE = 'svg#board.barne-board';
const BAO_MATCH = JSON.parse(readFileSync('e2e/bao-match.json', 'utf8'));
/** Half the 40 px disc the rule promises, in CSS px. */
const HALF = 20;

/** The centre and radius in CSS px of the element `sel`. */
async function disc(page, sel) {
  const b = await page.locator(sel).boundingBox();
  assert.ok(b, `${sel} is drawn`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, r: Math.min(b.width, b.height) / 2 };
}

/** The point `px` CSS px from `from`, away from `away` (both { x, y }). */
function off(from, away, px) {
  const dx = from.x - away.x;
  const dy = from.y - away.y;
  const len = Math.hypot(dx, dy);
  return { x: from.x + dx / len * px, y: from.y + dy / len * px };
}

const tap = (page, p) => page.touchscreen.tap(p.x, p.y);

/** Leaves the game for the start page (where a file is imported). */
async function leave(page) {
  await page.tap('.game-head .leave');
  await page.waitForSelector('#import', { state: 'attached' });
}

/**
 * The hit circles (CSS px: centre, radius, id) of the legal targets a board shows now: the
 * movable pieces and the selected piece's targets, each found as the hit circle at its centre.
 */
async function legalDiscs(page, pieces, targets) {
  return page.evaluate(([pieceSel, targetSel]) => {
    const hits = [...document.querySelectorAll('svg#board circle.hit')];
    const centre = (e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; };
    const hitAt = (p) => hits.find((h) => { const c = centre(h); return Math.hypot(c.x - p.x, c.y - p.y) < 0.5; });
    const out = new Map();
    for (const e of document.querySelectorAll(`${pieceSel}, ${targetSel}`)) {
      const h = hitAt(centre(e.querySelector('.body') ?? e));
      if (h) out.set(h.id, { id: h.id, ...centre(h), r: h.getBoundingClientRect().width / 2 });
    }
    return [...out.values()];
  }, [pieces, targets]);
}

/**
 * The smallest hit area (a diameter in CSS px) among `legal` targets: before the rule, each
 * target's own circle; with it, a 40 px disc (or the own circle, if larger) shared with the
 * nearest other legal target, which takes the taps nearer to it. `promised` is the smallest
 * among the targets with no other legal target within 40 px, where the rule promises 40.
 */
function figures(legal) {
  let own = Infinity;
  let routed = Infinity;
  let promised = Infinity;
  for (const a of legal) {
    const near = Math.min(...legal.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    const area = Math.min(Math.max(2 * HALF, 2 * a.r), near);
    own = Math.min(own, 2 * a.r);
    routed = Math.min(routed, area);
    if (near >= 2 * HALF) promised = Math.min(promised, area);
  }
  return { own, routed, promised };
}

/**
 * Taps `px` CSS px off legal target `a` (a disc of `legalDiscs`), in the one of 16 directions
 * that keeps it nearest to `a` with the most room to spare, on the board and off every drawn
 * piece (`pieces`: a selector of their bodies).
 */
async function probe(page, a, legal, pieces, px) {
  const board = await page.locator('svg#board').boundingBox();
  const bodies = await page.$$eval(pieces, (els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 }; }));
  const others = legal.filter((b) => b.id !== a.id);
  let best = null;
  let room = 0;
  for (let k = 0; k < 16; k++) {
    const p = { x: a.x + px * Math.cos(k * Math.PI / 8), y: a.y + px * Math.sin(k * Math.PI / 8) };
    const inside = p.x > board.x && p.x < board.x + board.width && p.y > board.y && p.y < board.y + board.height;
    const onPiece = bodies.some((b) => Math.hypot(b.x - p.x, b.y - p.y) <= b.r + 1);
    const r = Math.min(Infinity, ...others.map((b) => Math.hypot(b.x - p.x, b.y - p.y)));
    if (inside && !onPiece && r > room) { room = r; best = p; }
  }
  assert.ok(best && room > px + 1, `${a.id}: no direction where it is the nearest legal target ${px} px off`);
  await tap(page, best);
}

/**
 * The target (one of `legal` whose id is among `targets`) with the smallest hit area as
 * `figures` counts it, and how far off its centre a tap still reaches it by that count: just
 * inside half of it.
 */
function smallestTarget(legal, targets) {
  let best = null;
  for (const a of legal.filter((d) => targets.includes(d.id))) {
    const near = Math.min(Infinity, ...legal.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    const area = Math.min(Math.max(2 * HALF, 2 * a.r), near);
    if (!best || area < best.area) best = { a, area };
  }
  assert.ok(best, 'a target is shown');
  return { a: best.a, px: best.area / 2 - 1 };
}

/** The ids of the hit circles under the elements `sel`. */
function hitIds(page, sel) {
  return page.evaluate((s) => {
    const hits = [...document.querySelectorAll('svg#board circle.hit')];
    const centre = (e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; };
    return [...document.querySelectorAll(s)].map((e) => {
      const c = centre(e);
      return hits.find((h) => { const d = centre(h); return Math.hypot(c.x - d.x, c.y - d.y) < 0.5; })?.id;
    });
  }, sel);
}

const fmt = ({ own, routed, promised }) => `own circle ${own.toFixed(1)} px, routed ${routed.toFixed(1)} px`
  + (Number.isFinite(promised) ? `, where no legal neighbour is within 40 px ${promised.toFixed(1)} px` : '');

/** The Barne-zirkulua fixture with Yellow's IV and ×II rolled and the dice settled. */
async function barneRolled(page) {
  await page.setInputFiles('#import', resolve('e2e/fixtures/barne-split.json'));
  await page.waitForSelector(BARNE);
  await page.tap('#roll');
  await waitMoves(page, 12);
  await page.waitForFunction(() => !document.querySelector('.die.tumbling'));
  await page.waitForSelector('svg#board[aria-busy="false"]');
}

/** Then Yellow doubles the IV (4 + 4): both yellow balls may move, none is selected. */
async function barneDoubled(page) {
  await barneRolled(page);
  await page.tap('#controls button[data-move="double:4"]');
  await waitMoves(page, 13);
  await page.waitForFunction(() => document.querySelector('#parts')?.textContent.includes('4 + 4'));
  await page.waitForSelector('svg#board[aria-busy="false"]');
}

test('Barne-zirkulua on a phone: a tap 10 px off the field the selected ball can reach plays there', () => withPage(site, PHONE, async ({ page }) => {
  await barneRolled(page);
  const board = await disc(page, BARNE);
  // Yellow 1 (on O12) is the only ball that can move the IV (Yellow 2's O8 + 4 is Yellow 1's
  // field): it is selected, and the IV takes it by the ring change of O16 to I8.
  assert.equal(await page.getAttribute('g.ball[data-ball="y1"]', 'data-at'), '12');
  await page.waitForSelector('g.ball.selected[data-ball="y1"]');
  const [target] = await legalDiscs(page, 'svg#board .target', 'svg#board .target');
  assert.equal(target.id, 'f-I8');
  assert.ok(target.r < 10, `I8's own circle is ${target.r.toFixed(1)} px`);
  // Outward from the board's centre is away from Yellow 1, the one other place that does
  // something now.
  await tap(page, off(target, board, 10));
  await page.waitForFunction(() => document.querySelector('g.ball[data-ball="y1"]')?.dataset.at === '72');
  assert.match(await page.textContent('#movelist'), /Yellow 1 moves 4 to I8/);
}));

test('Barne-zirkulua: a click dispatched on a field\'s circle (assistive technology, a script) is for that field', () => withPage(site, PHONE, async ({ page }) => {
  await barneRolled(page);
  await page.waitForSelector('g.ball.selected[data-ball="y1"]');
  // The event's point is the page's corner, far from I8: the field it was sent to decides.
  await page.evaluate(() => document.querySelector('#f-I8').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 1, clientY: 1 })));
  await page.waitForFunction(() => document.querySelector('g.ball[data-ball="y1"]')?.dataset.at === '72');
}));

test('Jinx on a phone: a tap off a point, in the corner between four points, still plays it', () => withPage(site, PHONE, async ({ page }) => {
  await startGame(page, 'jinx', { tap: true });
  await page.waitForSelector('svg#board g.piece.movable[data-point="E1"]');
  // 10 px under E1 (the board's edge): E1 is selected.
  const e1 = await disc(page, '#pt-E1');
  await tap(page, { x: e1.x, y: e1.y + 10 });
  await page.waitForSelector('svg#board g.piece.selected[data-point="E1"]');
  // E3 is a target. Aim 19 px off it diagonally, on the side away from the other legal points,
  // inside E3's 40 px disc (on a phone its own circle, half a point's spacing, is that large).
  const legal = await legalDiscs(page, 'svg#board g.piece.movable', 'svg#board .target');
  const e3 = await disc(page, '#pt-E3');
  assert.ok(legal.some((d) => d.id === 'pt-E3'), 'E3 is a target');
  const others = legal.filter((d) => d.id !== 'pt-E3');
  const corners = [[1, 1], [1, -1], [-1, 1], [-1, -1]].map(([sx, sy]) => ({ x: e3.x + sx * 19 / Math.SQRT2, y: e3.y + sy * 19 / Math.SQRT2 }));
  const room = (p) => Math.min(...others.map((d) => Math.hypot(d.x - p.x, d.y - p.y)));
  const aim = corners.reduce((a, b) => (room(a) >= room(b) ? a : b));
  assert.ok(room(aim) > 19, 'no other legal point is nearer');
  assert.ok(e3.r >= 19, `E3's own circle is ${e3.r.toFixed(1)} px`);
  await tap(page, aim);
  await waitMoves(page, 1);
  assert.equal(await page.locator('svg#board g.piece[data-point="E3"]').count(), 1);
}));

const report = (line) => console.log(`Hit areas at 390x844 (CSS px): ${line}`);

test('Hit areas at 390×844: Barne-zirkulua', () => withPage(site, PHONE, async ({ page }) => {
  // The balls that may move, then Yellow 1's targets.
  await barneDoubled(page);
  const barneBalls = figures(await legalDiscs(page, 'svg#board g.ball.movable', 'svg#board .target'));
  await page.tap('#f-O12');
  await page.waitForSelector('.target[data-move="y1+4"]');
  const barneLegal = await legalDiscs(page, 'svg#board g.ball.movable', 'svg#board .target');
  const barneSel = figures(barneLegal);
  report(`Barne-zirkulua: balls ${fmt(barneBalls)}; with Yellow 1 selected ${fmt(barneSel)}`);
  // Measured: a tap just inside the smallest target's area, on its side away from the others,
  // plays it.
  const barneTarget = smallestTarget(barneLegal, await hitIds(page, 'svg#board .target'));
  await probe(page, barneTarget.a, barneLegal, 'svg#board g.ball .body', barneTarget.px);
  await waitMoves(page, 14);
}));

test('Hit areas at 390×844: Jinx', () => withPage(site, PHONE, async ({ page }) => {
  // The opening's movable pieces, then E1's targets.
  await startGame(page, 'jinx', { tap: true });
  const jinxPieces = figures(await legalDiscs(page, 'svg#board g.piece.movable', 'svg#board .target'));
  await page.tap('#pt-E1');
  await page.waitForSelector('svg#board .target');
  const jinxLegal = await legalDiscs(page, 'svg#board g.piece.movable', 'svg#board .target');
  const jinxSel = figures(jinxLegal);
  report(`Jinx: pieces ${fmt(jinxPieces)}; with E1 selected ${fmt(jinxSel)}`);
  // The board reaches the screen's edges on a phone: neighbouring points, both legal, are
  // still 40 px apart.
  assert.ok(jinxPieces.routed >= 40 && jinxSel.routed >= 40, `Jinx ${fmt(jinxPieces)}; ${fmt(jinxSel)}`);
  const board = await page.locator('svg#board').boundingBox();
  assert.ok(Math.abs(board.x) < 0.5 && Math.abs(board.width - 390) < 0.5, JSON.stringify(board));
  const jinxTarget = smallestTarget(jinxLegal, await hitIds(page, 'svg#board .target'));
  await probe(page, jinxTarget.a, jinxLegal, 'svg#board g.piece .body', jinxTarget.px);
  await waitMoves(page, 1);
}));

test('Hit areas at 390×844: Fidchell', () => withPage(site, PHONE, async ({ page }) => {
  // Game one's placing (every empty hole is legal), then game three's stepping (White's 5:0
  // selected, its two targets).
  await startGame(page, 'fidchell', { tap: true });
  const placing = figures(await legalDiscs(page, 'svg#board circle.hit.placeable', 'svg#board circle.hit.active'));
  const moves = [];
  for (const [r, n] of [[7, 24], [6, 24], [5, 6]]) for (let k = 0; k < n; k++) moves.push(`${r}:${k}`);
  await leave(page);
  await importRecord(page, { format: 1, game: 'fidchell', options: { variant: 'game-three' }, seed: 1, moves }, 'svg#board.fidchell-board', 'three.json');
  assert.equal(await movesPlayed(page), 54);
  const stepping = figures(await legalDiscs(page, 'svg#board circle.hit.active', 'svg#board .target'));
  await page.tap('#pt-5-0');
  await page.waitForSelector('svg#board .target');
  const fidLegal = await legalDiscs(page, 'svg#board circle.hit.active', 'svg#board .target');
  const stepSel = figures(fidLegal);
  report(`Fidchell: placing ${fmt(placing)}; stepping ${fmt(stepping)}; with 5:0 selected ${fmt(stepSel)}`);
  const fidTarget = smallestTarget(fidLegal, await hitIds(page, 'svg#board .target'));
  await probe(page, fidTarget.a, fidLegal, 'svg#board g.stone', fidTarget.px);
  await waitMoves(page, 55);
}));

test('Hit areas at 390×844: Bao la Kete', () => withPage(site, PHONE, async ({ page }) => {
  // Its own rule (view::Geom::tap): an answer asked on the board within its reach
  // (the `.reach` circle), else a movable pit, else the pit's cell. An answer's area is its
  // reach shared with the other answer; a pit's is its cell at least.
  await startGame(page, 'bao-la-kete', { board: 'svg#board.bao-board', tap: true });
  const cells = await page.$$eval('svg#board rect.hit', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
  const reachFigures = async () => {
    const reach = await page.$$eval('svg#board .reach', (els) => els.map((e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2, for: e.dataset.for }; }));
    assert.ok(reach.length >= 2, 'answers are asked');
    return Math.min(...reach.map((a) => Math.min(2 * a.r, ...reach.filter((b) => b !== a).map((b) => Math.hypot(a.x - b.x, a.y - b.y)))));
  };
  await page.tap('#bao-speed-fast');
  await page.tap('#pit-A7');
  await page.waitForSelector('svg#board .choice.arrow');
  const arrows = await reachFigures();
  const drawnArrow = (await page.locator('#bao-dir-cw circle').boundingBox()).width;
  await leave(page);
  await importRecord(page, { ...BAO_MATCH, moves: BAO_MATCH.moves.slice(0, 38) }, 'svg#board.bao-board', 'bao.json');
  await page.tap('#pit-A3');
  await page.tap('#bao-kichwa-L');
  await page.waitForSelector('#bao-safari');
  const pill = await page.locator('#bao-safari').boundingBox();
  const safari = await reachFigures();
  // Measured: a tap just inside the safari answer's area, on the side away from stop, plays it.
  const go = await disc(page, 'svg#board .reach[data-for="safari"]');
  const stop = await disc(page, 'svg#board .reach[data-for="stop"]');
  await tap(page, off(go, stop, Math.min(go.r, Math.hypot(go.x - stop.x, go.y - stop.y) / 2) - 1));
  await waitMoves(page, 39);
  report(`Bao la Kete: pit cells ${Math.min(...cells).toFixed(1)} px; direction arrows drawn ${drawnArrow.toFixed(1)} px, reached ${arrows.toFixed(1)} px; stop/safari drawn ${pill.width.toFixed(1)}×${pill.height.toFixed(1)} px, reached ${safari.toFixed(1)} px`);
  assert.ok(Math.min(...cells) >= 40, `Bao pit cells ${Math.min(...cells)}`);
  assert.ok(arrows >= 40, `Bao arrows ${arrows}`);
  assert.ok(safari >= 40, `Bao stop/safari ${safari}`);
}));
