// End to end: the end of a game explains itself in every game. A won Barne-zirkulua match names
// its winner and score in the banner, the status and the move list; a draw says why; a finished
// game offers "Play again" (the rules' next game of the same players) and "New game"; Fidchell
// lets a side concede. The banner never pushes the board off the screen, on a desktop or on a
// phone. Every end is reached from a fixed record (or from the first move of a new game), so
// nothing depends on chance; the Basque phone screenshots go to e2e/out/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  siteForTests, withPage, firstVisit, startGame, importRecord, waitMoves, settled, OUT,
} from './harness.mjs';

const site = siteForTests();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const BAO = JSON.parse(readFileSync('e2e/bao-match.json', 'utf8'));
const fixture = (name) => JSON.parse(readFileSync(resolve('e2e/fixtures', name), 'utf8'));

/** The last ply of each fixture, played here by clicking, ends the game. */
const ENDS = {
  'barne-zirkulua': {
    async reach(page) {
      await importRecord(page, fixture('barne-final.json'));
      await page.waitForSelector('.target[data-move="goal:G4"]');
      await page.click('#f-G4');
    },
  },
  'jinx': {
    async reach(page) {
      await importRecord(page, fixture('jinx-quiet.json'));
      await page.click('#pt-D6');
      await page.click('#pt-D5');
    },
  },
  'fidchell': {
    async reach(page) {
      await page.click('#new-fidchell');
      await page.click('#preset-game-two');
      await page.selectOption('#seat-1', 'computer');
      await page.click('#start');
      await page.click('#mv-resign');
    },
  },
  'bao-la-kete': {
    async reach(page) {
      await importRecord(page, { ...BAO, moves: BAO.moves.slice(0, -1) }, 'svg#board', 'bao.json');
      await page.click('#bao-speed-fast');
      await page.click('#pit-b1');
    },
  },
};

/** Reaches the end of `game`, waits for the banner and for the board to be still. */
async function reachEnd(page, game) {
  await ENDS[game].reach(page);
  await page.waitForSelector('#result');
  await page.waitForSelector('svg#board:not(.animating)');
  await settled(page);
}

/** The whole board is on the screen, below the banner, with the page at its top (a notice of
 * the import, which also takes room above the board, is closed first). */
async function boardInView(page) {
  for (const close of await page.locator('.notice button').all()) await close.click();
  await page.waitForSelector('.notice', { state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.evaluate(() => {
    const r = document.querySelector('svg#board').getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: innerHeight, banner: document.querySelector('#result').getBoundingClientRect().bottom };
  });
  assert.ok(box.top >= box.banner && box.bottom <= box.height + 0.5, `board off the screen: ${JSON.stringify(box)}`);
}

const text = (page, selector) => page.textContent(selector);

test('Barne-zirkulua: the match end names the winner and the score; Play again begins the next match', () => withPage(site, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
  await reachEnd(page, 'barne-zirkulua');
  const won = 'Black wins the match 3–2!';
  assert.match(await text(page, '#result'), new RegExp(won));
  assert.match(await text(page, '#status'), new RegExp(won));
  assert.match(await text(page, '#movelist li:last-child'), new RegExp(`Black wins the round! — ${won}`));
  await boardInView(page);
  // Play again: the same two players, no moves, the player after the first begins.
  await page.click('#play-again');
  await page.waitForSelector('#result', { state: 'detached' });
  await page.waitForSelector('#roll');
  assert.equal(await page.locator('#movelist').count(), 0);
  assert.deepEqual(await page.locator('.players .count').allTextContents(), ['0', '0']);
  assert.match(await text(page, '#status'), /^Black to move/);
}));

test('Jinx: a draw after 200 turns without a capture says so; New game opens the dialog', () => withPage(site, {}, async ({ page }) => {
  await reachEnd(page, 'jinx');
  assert.match(await text(page, '#result'), /Drawn: 200 turns in a row without a capture\./);
  assert.match(await text(page, '#status'), /Drawn: 200 turns in a row without a capture\./);
  assert.equal(await page.locator('#play-again').count(), 1);
  await page.click('#result-new');
  await page.waitForSelector('form#new-game');
  assert.match(await text(page, 'form#new-game'), /Jinx/);
}));

test('Jinx: a draw by agreement says so', () => withPage(site, {}, async ({ page }) => {
  await importRecord(page, fixture('jinx-agreed.json'));
  await page.click('button[data-move="accept"]');
  await page.waitForSelector('#result');
  assert.match(await text(page, '#result'), /Drawn by agreement\./);
}));

test('Fidchell: White concedes game two; Play again swaps the colours and Black may concede too', () => withPage(site, {}, async ({ page }) => {
  await reachEnd(page, 'fidchell');
  assert.match(await text(page, '#result'), /Black wins! White concedes the game\./);
  assert.match(await text(page, '#movelist'), /White concedes the game/);
  assert.match(await text(page, '#player-white .kind'), /Person/);
  await page.click('#play-again');
  await page.waitForSelector('#result', { state: 'detached' });
  // The person now plays Black: the computer, White, begins.
  assert.match(await text(page, '#player-white .kind'), /Computer/);
  assert.match(await text(page, '#player-black .kind'), /Person/);
  await waitMoves(page, 1);
  await page.click('#mv-resign');
  await page.waitForSelector('#result');
  assert.match(await text(page, '#result'), /White wins! Black concedes the game\./);
}));

test('Bao la Kete: the match end names the winner and the score', () => withPage(site, {}, async ({ page }) => {
  await reachEnd(page, 'bao-la-kete');
  assert.match(await text(page, '#result'), /North wins the match 2–1\./);
  await boardInView(page);
}));

for (const game of Object.keys(ENDS)) {
  test(`${game}: the end in Basque on a phone, the board in view`, () => withPage(site, PHONE, async ({ page }) => {
    await reachEnd(page, game);
    assert.match(await text(page, '#play-again'), /Berriro jokatu/);
    assert.match(await text(page, '#result-new'), /Partida berria/);
    await boardInView(page);
    await page.screenshot({ path: join(OUT, `end-${game}-eu-phone.png`) });
  }, (s, options) => firstVisit(s, 'eu-ES', options)));
}
