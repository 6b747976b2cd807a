// End to end: the move list counts moves as players do and reads whole in long games. The games
// are the longest of 200 strong-vs-strong games per game (tests/data/links/), imported as records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteForTests, withPage, OUT } from './harness.mjs';

const site = siteForTests();

/**
 * Imports the longest game of `game` and waits until the review bar stands at its last ply. The
 * file goes in as it is kept: its seed is a 64-bit number, which JSON.parse would round.
 */
async function openLongest(page, game) {
  const text = readFileSync(`tests/data/links/${game}.json`, 'utf8');
  await page.setInputFiles('#import', { name: `${game}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
  const plies = JSON.parse(text).moves.length;
  await page.waitForFunction((n) => document.querySelector('#review .review-at')?.textContent === `Move ${n} / ${n}`, plies);
  // A long list is drawn in steps (its last entries first): wait for the whole of it.
  await page.waitForFunction(() => document.querySelector('#movelist li:not(.part) .ply-no')?.textContent === '1.');
  return plies;
}

/**
 * The move list as read: per entry its number's text, whether that number shows whole (not cut
 * by its box or by the list's edge), its words, and the headings before it.
 */
function readList(page) {
  return page.$eval('#movelist', (list) => {
    const edge = list.getBoundingClientRect().left;
    const out = [];
    let heading = null;
    for (const li of list.children) {
      if (li.classList.contains('part')) { heading = li.textContent; continue; }
      const no = li.querySelector('.ply-no');
      // A number scrolled out of sight still has its box: measure it where it stands.
      const box = no.getBoundingClientRect();
      out.push({
        no: no.textContent,
        whole: no.scrollWidth <= no.clientWidth && box.left >= edge - 0.5,
        plies: [...li.querySelectorAll('.ply')].map((b) => b.textContent),
        who: li.querySelector('.who')?.textContent ?? null,
        last: li.dataset.ply,
        heading,
      });
      heading = null;
    }
    return out;
  });
}

/** Every entry is numbered in turn from 1, each number whole. */
function numberedInTurn(list) {
  list.forEach((e, k) => {
    assert.equal(e.no, `${k + 1}.`, `entry ${k + 1} reads ${e.no}`);
    assert.ok(e.whole, `the number ${e.no} is cut`);
  });
}

test('Move list: a Fidchell game of 1,308 plies reads 1. to 1308., no number cut', () => withPage(site, {}, async ({ page }) => {
  const plies = await openLongest(page, 'fidchell');
  const list = await readList(page);
  assert.equal(list.length, plies);
  numberedInTurn(list);
  // The last numbers, scrolled into sight, are whole on the screen too.
  await page.screenshot({ path: join(OUT, 'movelist-fidchell-1308.png') });
}));

test('Move list: Jinx counts a move and its "no call" as one move', () => withPage(site, {}, async ({ page }) => {
  const plies = await openLongest(page, 'jinx');
  const list = await readList(page);
  numberedInTurn(list);
  assert.ok(list.length < plies, `${list.length} entries for ${plies} plies`);
  assert.equal(Number(list[list.length - 1].last), plies);
  // "No call" never stands alone: it follows the move it belongs to.
  for (const e of list) assert.doesNotMatch(e.plies[0], /no call/, e.plies.join('; '));
  const folded = list.filter((e) => e.plies.length === 2 && e.plies[1] === 'no call');
  assert.ok(folded.length > 0);
  assert.ok(list.every((e) => e.who === null));
  assert.equal(list.reduce((n, e) => n + e.plies.length, 0), plies);
}));

test('Move list: a Barne-zirkulua turn is one entry, rounds have headings, own balls are not named twice', () => withPage(site, {}, async ({ page }) => {
  const plies = await openLongest(page, 'barne-zirkulua');
  const list = await readList(page);
  numberedInTurn(list);
  assert.ok(list.length * 2 < plies, `${list.length} entries for ${plies} plies`);
  assert.equal(list.reduce((n, e) => n + e.plies.length, 0), plies);
  // A turn opens with its dice: an entry roll or the main roll.
  // Each turn names its player first, then the dice and what the player did.
  for (const e of list) assert.match(e.who ?? '', /^(Yellow|Black) — $/, e.plies.join('; '));
  for (const e of list) assert.match(e.plies[0], /^(Entry roll|Dice|\w+ rolls the dice|\w+: \w+ \d comes out with \^)/, e.plies.join("; "));
  const headings = list.filter((e) => e.heading).map((e) => e.heading);
  assert.ok(headings.length >= 2, JSON.stringify(headings));
  assert.equal(headings[0], 'Round 2');
  const words = list.flatMap((e) => e.plies).join('\n');
  assert.doesNotMatch(words, /\b(Yellow|Black|Red|Green|Blue) brings \1\b/);
  assert.match(words, /brings ball \d home/);
  await page.locator('#movelist li.part').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'movelist-barne-zirkulua.png') });
}));

test('Move list: a Bao la Kete match has a heading where each game begins', () => withPage(site, {}, async ({ page }) => {
  const plies = await openLongest(page, 'bao-la-kete');
  const list = await readList(page);
  numberedInTurn(list);
  assert.equal(list.length, plies);
  const headings = list.filter((e) => e.heading).map((e) => e.heading);
  assert.ok(headings.length >= 1);
  assert.deepEqual(headings, headings.map((_, k) => `Game ${k + 2}`));
}));
