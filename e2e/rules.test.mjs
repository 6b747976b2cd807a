// End to end: the rules pages. Every finished page (the ones the start page links) in every
// language: each `::diagram` of the page source is drawn as a game board from its position
// string, nothing fails to draw, no console errors; screenshots into e2e/out/rules-<game>-<lang>.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteForTests, withPage, openPage, clickTo, reloadTo, waitMoves, OUT, route,
} from './harness.mjs';

const LANGS = ['eu', 'en', 'es', 'fr'];

const site = siteForTests();

/** The diagrams of a page source: position strings in order. */
function diagramsOf(game, lang) {
  const text = readFileSync(`static/rules/${game}/${lang}.txt`, 'utf8');
  return text.split('\n')
    .filter((l) => l.startsWith('::diagram'))
    .map((l) => l.slice('::diagram'.length).split('|')[0].trim());
}

test('rules pages: every finished page in every language draws all its diagrams', async () => {
  const { context, page, errors } = await openPage(site);
  await page.waitForSelector('#new-jinx');
  const links = await page.locator('.card a.rules-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const games = links.map((h) => h.replace('#rules/', ''));
  assert.ok(games.includes('jinx'), `rules links: ${links}`);

  for (const game of games) {
    for (const lang of LANGS) {
      await page.goto(`${site.base}#`);
      await page.selectOption('#lang', lang);
      await page.goto(`${site.base}#rules/${game}`);
      await page.waitForSelector(`#rules-${game}`);
      assert.equal(await page.getAttribute(`#rules-${game}`, 'lang'), lang);
      const expected = diagramsOf(game, lang);
      assert.ok(expected.length >= 5, `${game} ${lang}: ${expected.length} diagrams`);
      await page.waitForFunction((n) => document.querySelectorAll('figure.rules-diagram').length === n, expected.length);
      assert.equal(await page.locator('figure.diagram-error').count(), 0, `${game} ${lang}: a diagram failed`);
      // One board per diagram, drawn from the position string written in the page source.
      const positions = await page.locator('figure.rules-diagram').evaluateAll((fs) => fs.map((f) => f.dataset.position));
      assert.deepEqual(positions, expected);
      // One board per diagram, two in a before-after pair (the first drawn before the last move).
      assert.equal(await page.locator('figure.rules-diagram svg.board').count() - await page.locator('figure.rules-diagram .before svg.board').count(), expected.length);
      // Read-only: no clickable point reacts; the try-it board is the one live board.
      assert.equal(await page.locator('#try-it svg.board').count(), 1);
      assert.ok((await page.locator('.ruling').count()) >= 1);
      await page.screenshot({ path: join(OUT, `rules-${game}-${lang}.png`), fullPage: true });
      assert.deepEqual(errors, [], `${game} ${lang}: console errors`);
    }
  }
  await context.close();
});

test('rules pages: links from the card and the game screen, try it, play the full game', () => withPage(site, {}, async ({ page }) => {
  await page.waitForSelector('#rules-link-jinx');
  await clickTo(page, '#rules-link-jinx', '#rules-jinx');
  // The try-it board plays: a red piece from E1 to E3 (two red lines).
  await page.click('#try-it #try-pt-E1');
  await page.click('#try-it #try-pt-E3');
  await waitMoves(page, 1, '#try-it ');
  // It is saved under the page's own key and comes back after a reload.
  await reloadTo(page, '#rules-jinx');
  await waitMoves(page, 1, '#try-it ');
  // "Play the full game" opens the new-game dialog.
  await clickTo(page, '.rules-nav a.play-full', 'form#new-game');
  await clickTo(page, '#start', '.game-screen svg#board');
  // The game screen links the rules; the game is still there after reading them.
  await clickTo(page, '.game-head a.rules-link', '#rules-jinx');
  await clickTo(page, '.rules-nav a.leave', '.game-screen svg#board');
  // At phone size the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.base}#rules/jinx`);
  await page.waitForSelector('#rules-jinx');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `page is ${wide}px wide on a phone`);
  await page.screenshot({ path: join(OUT, 'rules-jinx-phone.png') });
}));

test('rules pages: a page text that cannot be fetched is reported on the page', async () => {
  const { context, page, errors } = await openPage(site, { serviceWorkers: 'block' });
  await route(page, '**/rules/fidchell/en.txt', (r) => r.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${site.base}#rules/fidchell`);
  await page.waitForSelector('.rules-page .notice.error');
  assert.match(await page.textContent('.rules-page .notice.error'), /could not be loaded\. Check the connection/);
  // The browser's detail is folded away under the message.
  assert.equal(await page.textContent('.rules-page .notice.error details code'), 'HTTP 404');
  // The other pages still load.
  await page.goto(`${site.base}#rules/jinx`);
  await page.waitForSelector('#rules-jinx');
  // The 404 itself is logged by the browser as a failed resource; nothing else went wrong.
  assert.deepEqual(errors.filter((e) => !/404/.test(e)), []);
  await context.close();
});
