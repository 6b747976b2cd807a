// End to end: every board has a text alternative for screen readers, read here from the
// accessibility tree as a screen reader gets it. The drawing itself is one named application
// (its numbers and letters are not read out as noise); under it "The board in words" holds the
// position as a table (each point, hole, pit or ball with what is there), a polite live region
// says what the keyboard focus is on as it moves, and on a person's turn the legal moves are a
// list of buttons that play them. Positions are fixed (new games, a fixed record), so nothing
// depends on chance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteForTests, withPage, startGame, importRecord, waitMoves } from './harness.mjs';

const site = siteForTests();
const fixture = (name) => JSON.parse(readFileSync(resolve('e2e/fixtures', name), 'utf8'));

/**
 * The board's drawing is one application with its name and nothing else to read (but `more`,
 * lines of what it holds that is meant to be read: Barne-zirkulua's dice).
 */
async function drawingIsQuiet(page, name, more = []) {
  const tree = await page.locator('svg#board').ariaSnapshot();
  const lines = tree.trim().split('\n').map((l) => l.trim());
  assert.equal(lines[0], more.length ? `- application "${name}":` : `- application "${name}"`, tree);
  assert.equal(lines.length - 1, more.length, tree);
  for (const [i, re] of more.entries()) assert.match(lines[i + 1], re, tree);
}

/** The cells of the row headed `head` in the table of the board in words. */
async function rowCells(page, head) {
  // The section comes a task after the screen's first render.
  await page.waitForSelector('#in-words table');
  return page.evaluate((h) => {
    const row = [...document.querySelectorAll('#in-words tr')].find((tr) => tr.querySelector('th')?.textContent === h);
    return row ? [...row.querySelectorAll('td')].map((td) => td.textContent) : null;
  }, head);
}

/** Opens the list of legal moves; returns how many it says there are and the buttons' texts. */
async function legalMoves(page) {
  const toggle = await page.textContent('#legal-toggle');
  const said = Number(toggle.match(/(\d+)\s*$/)[1]);
  // A screen reader (or a keyboard) reaches the list; the section shows itself while it holds
  // the focus.
  await page.press('#legal-toggle', 'Enter');
  await page.waitForSelector('#legal-moves button');
  assert.equal(await page.getAttribute('#legal-toggle', 'aria-expanded'), 'true');
  const texts = await page.$$eval('#legal-moves button', (bs) => bs.map((b) => b.textContent));
  return { said, texts };
}

/** Focuses the board without a click (a click would play) and presses `keys` in turn. */
async function keys(page, list) {
  await page.focus('svg#board');
  for (const k of list) await page.keyboard.press(k);
}

test('Jinx: the board in words, the focus said, the legal moves as buttons', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx');
  await drawingIsQuiet(page, 'Jinx');
  const tree = await page.locator('#in-words').ariaSnapshot();
  assert.match(tree, /heading "The board in words"/);
  assert.match(tree, /- table/);
  // Row 1, column E: Red's piece on E1; E5 in the middle is empty.
  assert.equal((await rowCells(page, '1'))[4], 'Red');
  assert.equal((await rowCells(page, '5'))[4], '');
  // The focus starts on E5 and goes down to E1.
  await keys(page, ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']);
  assert.equal(await page.textContent('#focus-said'), 'E1: Red');
  assert.equal(await page.getAttribute('#focus-said', 'aria-live'), 'polite');
  const { said, texts } = await legalMoves(page);
  assert.equal(texts.length, said);
  assert.ok(said > 5, `${said} moves`);
  const e1e2 = texts.findIndex((t) => t.includes('E1') && t.includes('E2'));
  assert.ok(e1e2 >= 0, texts.join(' | '));
  await page.locator('#legal-moves button').nth(e1e2).press('Enter');
  await waitMoves(page, 1);
  await page.waitForFunction(() => document.querySelector('#in-words tr:nth-child(8) td:nth-child(6)')?.textContent === 'Red');
  assert.equal((await rowCells(page, '1'))[4], '');
  assert.equal((await rowCells(page, '2'))[4], 'Red');
}));

test('Fidchell: every hole named with its stone; a placement from the list', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'fidchell');
  await drawingIsQuiet(page, 'Fidchell');
  // The centre, seven circles (4, 12, 12, 16, 16, 24, 24 holes), then the stones to place.
  assert.equal((await rowCells(page, '0:0')).length, 1);
  const sizes = [];
  for (let r = 1; r <= 7; r++) sizes.push((await rowCells(page, String(r))).length);
  assert.deepEqual(sizes, [4, 12, 12, 16, 16, 24, 24]);
  assert.match((await rowCells(page, 'White'))[0], /\d+ to place/);
  const { said, texts } = await legalMoves(page);
  assert.equal(texts.length, said);
  const at = texts.findIndex((t) => /\b5:3\b/.test(t));
  assert.ok(at >= 0, texts.join(' | '));
  await page.locator('#legal-moves button').nth(at).press('Enter');
  await waitMoves(page, 1);
  await page.waitForFunction(() => [...document.querySelectorAll('#in-words td')].some((td) => td.textContent === '5:3 White'));
  // The focus walks the outer circle from 7:0; the live region names each hole.
  await keys(page, ['ArrowRight']);
  assert.match(await page.textContent('#focus-said'), /^7:\d+: empty$/);
}));

test('Bao la Kete: every pit with its seeds, the reserves, a move from the list', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'bao-la-kete', { board: 'svg#board.bao-board' });
  await drawingIsQuiet(page, 'Bao la Kete');
  await page.waitForSelector('#in-words table');
  const rows = await page.$$eval('#in-words tr', (trs) => trs.map((tr) => [tr.querySelector('th').textContent, [...tr.querySelectorAll('td')].map((td) => td.textContent)]));
  assert.deepEqual(rows.map(([h]) => h), ['North', 'North', 'South', 'South', 'Reserve']);
  const seeds = (cell) => Number(cell.split(': ').pop());
  const total = rows.flatMap(([, cells]) => cells).reduce((n, c) => n + seeds(c), 0);
  assert.equal(total, 64);
  assert.match(rows[3][1][0], /^B1: \d+$/);
  // The focus starts on South's front row; the pit's seeds are said.
  await keys(page, ['ArrowLeft']);
  assert.match(await page.textContent('#focus-said'), /^A\d: \d+$/);
  const { said, texts } = await legalMoves(page);
  assert.equal(texts.length, said);
  await page.locator('#legal-moves button').first().press('Enter');
  await waitMoves(page, 1);
}));

test('Barne-zirkulua: every ball on its field, the focus said on the fields it reaches', () => withPage(site, {}, async ({ page }) => {
  // A fixed record's last turn: Yellow's ball with its targets.
  await importRecord(page, fixture('barne-final.json'));
  await page.waitForSelector('.target[data-move="goal:G4"]');
  await drawingIsQuiet(page, 'Barne-zirkulua', [/^- '?img "Number die: \w+"'?$/, /^- '?img "Option die: [^"]+"'?$/]);
  await page.waitForSelector('#in-words table');
  const rows = await page.$$eval('#in-words tr', (trs) => trs.map((tr) => [tr.querySelector('th').textContent, [...tr.querySelectorAll('td')].map((td) => td.textContent)]));
  assert.deepEqual(rows.map(([h]) => h), ['Yellow', 'Black']);
  // Each ball with the field it is on, as the board draws it.
  const drawn = await page.$$eval('g.ball', (gs) => gs.map((g) => g.dataset.ball));
  assert.equal(rows.flatMap(([, balls]) => balls).length, drawn.length);
  for (const [, balls] of rows) {
    for (const [i, b] of balls.entries()) assert.match(b, new RegExp(`^${i + 1}: (O\\d+|I\\d+|G\\d+|.*start area)$`), b);
  }
  // The arrows walk the balls and fields that can be played; each is said with what is on it.
  await keys(page, ['ArrowRight']);
  const first = await page.textContent('#focus-said');
  assert.match(first, /^((O|I|G)\d+|.*start area): /, first);
  await keys(page, ['ArrowRight']);
  assert.notEqual(await page.textContent('#focus-said'), first);
  const { said, texts } = await legalMoves(page);
  assert.equal(texts.length, said);
  assert.ok(texts.some((t) => t.includes('G4')), texts.join(' | '));
}));
