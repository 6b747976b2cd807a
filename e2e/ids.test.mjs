// End to end: element ids are unique on every page, and every reference to an id resolves.
// A rules page draws a board per diagram plus the "try it" board in one document: each board
// prefixes its ids (`fig3-board`, `try-pt-E1`, `url(#fig2-bz-head)`), so no id is given twice and
// every `for`, `aria-*`, `href="#…"` and `url(#…)` names an element of its own board. The game
// screen keeps its plain ids (`svg#board`, `#status`, `#pt-E1`), which the other tests use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { siteForTests, withPage, startGame, GAMES, assertEveryGame } from './harness.mjs';

const site = siteForTests();

/** An id of each game's board that the game screen keeps as it always was. */
const PLAIN_ID = {
  'barne-zirkulua': 'bz-head',
  jinx: 'pt-E1',
  fidchell: 'pt-5-3',
  'bao-la-kete': 'pit-A6',
};
assertEveryGame(Object.keys(PLAIN_ID), 'PLAIN_ID in e2e/ids.test.mjs');

/** The number of diagrams of a page source. */
function diagramCount(game, lang) {
  return readFileSync(`static/rules/${game}/${lang}.txt`, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('::diagram')).length;
}

/**
 * In the page: the ids given more than once, and the references that name no element or an
 * element of another board (`.play` is a board's root).
 */
function idReport() {
  const LISTS = ['for', 'list', 'form', 'aria-labelledby', 'aria-describedby', 'aria-controls',
    'aria-owns', 'aria-details', 'aria-activedescendant', 'aria-errormessage', 'aria-flowto'];
  const counts = new Map();
  for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([id, n]) => `#${id} ×${n}`);
  const unresolved = [];
  let references = 0;
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const named = [];
      if (LISTS.includes(name)) named.push(...value.split(/\s+/).filter(Boolean));
      // In-page links. `#`, `#rules/…` and `#new/…` are the site's routes, not ids.
      if ((name === 'href' || name === 'xlink:href') && /^#[^/]+$/.test(value)) named.push(value.slice(1));
      for (const m of value.matchAll(/url\(\s*['"]?#([^'")\s]+)/g)) named.push(m[1]);
      for (const id of named) {
        references += 1;
        const target = document.getElementById(id);
        const board = el.closest('.play');
        const said = `<${el.localName} ${name}="${value}">`;
        if (!target) unresolved.push(`${said}: no #${id}`);
        else if (board && !board.contains(target)) unresolved.push(`${said}: #${id} is in another board`);
      }
    }
  }
  return { ids: counts.size, twice, unresolved, references };
}

/** Checks the page's ids; returns the report. */
async function checkIds(page, what) {
  const report = await page.evaluate(idReport);
  assert.ok(report.ids > 10, `${what}: only ${report.ids} ids`);
  assert.deepEqual(report.twice, [], `${what}: ids given twice`);
  assert.deepEqual(report.unresolved, [], `${what}: references that do not resolve`);
  return report;
}

test('rules pages: no id twice, every reference resolves (Basque and French)', () => withPage(site, {}, async ({ page }) => {
  for (const game of GAMES) {
    for (const lang of ['eu', 'fr']) {
      await page.goto(`${site.base}#`);
      await page.selectOption('#lang', lang);
      await page.goto(`${site.base}#rules/${game}`);
      await page.waitForSelector(`#rules-${game}[lang="${lang}"]`);
      const n = diagramCount(game, lang);
      // A before-after figure has a second board, before its last move (ids fig<k>b-…).
      await page.waitForFunction((k) => document.querySelectorAll('figure.rules-diagram svg.board').length
        - document.querySelectorAll('figure.rules-diagram .before svg.board').length === k, n);
      await page.waitForSelector('#try-it svg.board');
      const what = `${game} ${lang}`;
      const report = await checkIds(page, what);
      if (game === 'barne-zirkulua') assert.ok(report.references >= n, `${what}: ${report.references} references`);
      // Each board has its own prefix; no board has the game screen's plain ids here.
      for (let k = 1; k <= n; k += 1) {
        assert.equal(await page.locator(`figure.rules-diagram svg#fig${k}-board`).count(), 1, `${what}: figure ${k}`);
      }
      assert.equal(await page.locator('#try-it svg#try-board').count(), 1, `${what}: try it`);
      assert.equal(await page.locator(`#try-it #try-${PLAIN_ID[game]}`).count(), 1, `${what}: try it`);
      assert.equal(await page.locator(`#board, #status, #${PLAIN_ID[game]}`).count(), 0, `${what}: plain ids`);
    }
  }
}));

for (const game of GAMES) {
  test(`game screen of ${game}: the plain ids, none twice, every reference resolves`, () => withPage(site, {}, async ({ page }) => {
    await startGame(page, game);
    await page.waitForSelector('.game-screen svg#board');
    await checkIds(page, game);
    assert.equal(await page.locator('.game-screen #status').count(), 1);
    assert.equal(await page.locator(`.game-screen svg#board #${PLAIN_ID[game]}`).count(), 1);
    const prefixed = await page.evaluate(() => [...document.querySelectorAll('[id^="fig"], [id^="try-"]')].map((e) => e.id));
    assert.deepEqual(prefixed, []);
  }));
}
