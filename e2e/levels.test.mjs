// End to end: the master level (the top of the ladder). The new-game dialog offers it in every
// language, a computer seat at that level plays, the hint asks it, and the shipped worker ends
// its search after its thinking time or at its cap, whichever comes first.
import { test } from 'node:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import {
  siteForTests, withPage, startGame, clickPoints, waitMovesAtLeast, searchInWorker, GAMES, assertEveryGame,
} from './harness.mjs';

const site = siteForTests();
const OUT = join('e2e', 'out');
mkdirSync(OUT, { recursive: true });

/** The master's name in the seat choice, by language (src/ui/i18n). */
const MASTER = {
  eu: 'Ordenagailua — maisua',
  en: 'Computer — master',
  es: 'Ordenador — maestro',
  fr: 'Ordinateur — maître',
};

/** The texts of the seat choices of the open new-game dialog's seat `seat`, by value. */
const seatChoices = (page, seat) => page.$$eval(`#seat-${seat} option`,
  (options) => Object.fromEntries(options.map((o) => [o.value, o.textContent])));

for (const [lang, name] of Object.entries(MASTER)) {
  test(`Levels: the new-game dialog offers the master, last, in ${lang}`, () => withPage(site, {}, async ({ page }) => {
    await page.selectOption('#lang', lang);
    for (const game of GAMES) {
      await page.click(`#new-${game}`);
      await page.waitForSelector('#seat-1');
      const choices = await seatChoices(page, 1);
      const values = Object.keys(choices);
      assert.equal(values.at(-1), 'computer:master', `${game}: ${values}`);
      assert.equal(choices['computer:master'], name, `${game} in ${lang}`);
      assert.deepEqual(values, ['person', 'computer:beginner', 'computer', 'computer:strong', 'computer:master']);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#new-game', { state: 'detached' });
    }
  }));
}

test('Levels: on a phone in Basque, the seat choice shows the master', () => withPage(site, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
  await page.selectOption('#lang', 'eu');
  await page.click('#new-fidchell');
  await page.selectOption('#seat-1', 'computer:master');
  const box = await page.locator('#seat-1').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the choice fits the screen: ${JSON.stringify(box)}`);
  assert.equal(await page.$eval('#seat-1', (s) => s.selectedOptions[0].textContent), MASTER.eu);
  await page.screenshot({ path: join(OUT, 'levels-phone-eu-master.png') });
}));

test('Levels: a computer at the master level answers a move, and the hint is the master\'s', () => withPage(site, {}, async ({ page }) => {
  // The page's seeds are fixed (harness.mjs); the master's move may still vary with the time
  // it had, so the test waits for a move of the computer's, whichever, and then a hint.
  await startGame(page, 'jinx', { seats: { 1: 'computer:master' } });
  const seats = await page.textContent('ul.players');
  assert.ok(seats.includes(MASTER.en), `the panel names the level: ${seats}`);
  await page.waitForSelector('svg#board g.piece.movable[data-point="E1"]');
  await clickPoints(page, ['E1', 'E2']);
  await waitMovesAtLeast(page, 2);
  await page.click('#hint');
  await page.waitForSelector('#play-hint');
  await page.click('#play-hint');
  await waitMovesAtLeast(page, 4);
}));

/** A first decision of each game (as `mahai bench` searches it) and its master cap (ai.rs). */
const POSITIONS = [
  ['jinx', 'jinx2 B1,C1,D1,E1,F1,G1,H1/B9,C9,D9,E9,F9,G9,H9 red red move - - 0 0 20/200', 60_000],
  ['fidchell', 'fidchell:game-one w ..../............/............/................/................/......................../........................ hand=27,27 lost=0,0 king=dead challenge=- extra=0 passes=0 end=- history=-', 30_000],
  ['bao-la-kete', 'bao:match game=1 score=0-0 first=S turn=S res=22/22 kuu=F/F pits=0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0', 60_000],
  ['barne-zirkulua', 'bz-basic players=2 balls=4 first=y turn=b y=S,S,S,S b=O40,S,S,S marks=0,0 mem=-,- phase=act dice=10:double option=unused pool=10 used=0 dir=cw fresh=- pending=-', 40_000],
];
assertEveryGame(POSITIONS.map(([game]) => game), 'POSITIONS in e2e/levels.test.mjs');

test('Levels: the shipped worker\'s master stops at its time or its cap', () => withPage(site, {}, async ({ page }) => {
  const requests = POSITIONS.map(([game, position]) => ({ game, position, level: 'master', seed: 5 }));
  const answers = await searchInWorker(page, site.base, requests);
  for (const [i, [game, , cap]] of POSITIONS.entries()) {
    const { reply, ms } = answers[i];
    console.log(`${game}: master ${reply.iterations} iterations (cap ${cap}) in ${ms.toFixed(0)} ms`);
    assert.equal(reply.type, 'move', `${game}: ${JSON.stringify(reply)}`);
    assert.ok(reply.iterations > 0 && reply.iterations <= cap, `${game}: ${reply.iterations}`);
  }
}));
