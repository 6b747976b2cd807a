// End to end: Barne-zirkulua on the built site (see harness.mjs). The dice come from the record's
// seed and the move number, so importing a record reaches a known position whose next roll is
// known too (e2e/fixtures/barne-split.json: Yellow rolls IV and ×II next).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join, resolve } from 'node:path';
import {
  siteForTests, withPage, startGame, waitMoves, waitMovesAtLeast, reloadTo, nothingHappensFor,
  movesPlayed, OUT,
} from './harness.mjs';

const site = siteForTests();
const BOARD = 'svg#board.barne-board';
const FIXTURE = resolve('e2e/fixtures/barne-split.json');

/** Imports the record file `path` and waits for the board. */
async function importFile(page, path) {
  await page.setInputFiles('#import', path);
  await page.waitForSelector(BOARD);
}

/** Waits until the dice have stopped tumbling. */
async function diceStill(page) {
  await page.waitForFunction(() => !document.querySelector('.die.tumbling'));
}

/** The two dice's faces: the number die and the option die. */
async function dice(page) {
  return [await page.getAttribute('.number-die', 'data-face'), await page.getAttribute('.option-die', 'data-face')];
}

async function ballAt(page, ball) {
  return page.getAttribute(`g.ball[data-ball="${ball}"]`, 'data-at');
}

test('Barne-zirkulua: a new game from the start page, an entry roll by click, a reload', () => withPage(site, {}, async ({ page }) => {
  // Barne-zirkulua is the site's first game.
  const first = await page.locator('.cards .card').first().getAttribute('id');
  assert.equal(first, 'game-barne-zirkulua');
  await startGame(page, 'barne-zirkulua', { board: BOARD });
  assert.equal(await page.locator('svg#board g.ball').count(), 8);
  assert.equal(await page.locator('svg#board circle.start-area').count(), 4);
  assert.equal(await page.locator('svg#board .track-place').count(), 16);
  assert.equal(await page.locator('svg#board .marker').count(), 2);
  assert.equal(await page.locator('svg#board .field').count(), 64 + 32 + 8);
  assert.match(await page.textContent('#status'), /Yellow has no ball on the track: a VI or XII brings one out \(try 1 of 3\)/);

  // A person's dice wait for the click.
  await nothingHappensFor(page, 600);
  assert.equal(await movesPlayed(page), 0);
  await page.click('#roll');
  await waitMoves(page, 1);
  // The dice tumble, then settle; the first of three tries is marked used.
  await diceStill(page);
  assert.equal(await page.locator('.tries .try.used').count(), 1);
  const face = await page.getAttribute('.number-die', 'data-face');
  assert.ok(['2', '4', '6', '8', '10', '12'].includes(face), face);

  await reloadTo(page, 'svg#board.barne-board');
  assert.equal(await movesPlayed(page), 1);
  assert.equal(await page.getAttribute('.number-die', 'data-face'), face);
}));

test('Barne-zirkulua: three quick clicks on the dice make one roll, and the dice wait for their tumble', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'barne-zirkulua', { board: BOARD });
  await page.waitForSelector('#roll');
  // Note what the page shows, frame by frame as it is painted, while the dice tumble.
  await page.evaluate(() => {
    window.__seen = [];
    const look = () => {
      if (document.querySelector('.die.tumbling')) {
        window.__seen.push({
          status: document.querySelector('#status').textContent,
          listed: [...document.querySelectorAll('#movelist li[data-ply]')].filter((li) => li.offsetParent !== null).length,
          used: document.querySelectorAll('.tries .try.used').length,
        });
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  // Three clicks in one task: the first rolls, the others were aimed at a position that is gone.
  await page.evaluate(() => { for (let i = 0; i < 3; i++) document.querySelector('#roll')?.click(); });
  await waitMoves(page, 1);
  // While the dice tumble there is nothing to roll with.
  if (await page.locator('.die.tumbling').count() > 0) {
    assert.equal(await page.locator('#roll').count(), 0);
  }
  await diceStill(page);
  await nothingHappensFor(page, 300);
  assert.equal(await movesPlayed(page), 1);
  assert.equal(await page.locator('.tries .try.used').count(), 1);
  // While they tumbled, the roll's result was not told: no status of it, not listed, the try
  // not yet marked used.
  const seen = await page.evaluate(() => window.__seen);
  assert.ok(seen.length > 0, 'the dice tumbled');
  for (const s of seen) assert.deepEqual(s, { status: 'The dice are rolling…', listed: 0, used: 0 });
  assert.doesNotMatch(await page.textContent('#status'), /rolling/);
}));

test('Barne-zirkulua: roll, split a doubled IV between two balls, reload and undo mid-turn', () => withPage(site, {}, async ({ page }) => {
  await importFile(page, FIXTURE);
  assert.equal(await movesPlayed(page), 11);
  assert.equal(await ballAt(page, 'y1'), '12');
  assert.equal(await ballAt(page, 'y2'), '8');
  assert.match(await page.textContent('#status'), /Yellow: roll the dice\./);

  await page.click('#roll');
  await waitMoves(page, 12);
  await diceStill(page);
  assert.deepEqual(await dice(page), ['4', 'double']);
  assert.match(await page.textContent('#status'), /The 4 must still be used\./);
  // A click on the start area, which a IV cannot leave, says why under the status.
  assert.equal(await page.locator('#refusal').count(), 0);
  await page.click('#start-0');
  assert.equal(await page.textContent('#refusal'), 'Only an unchanged, unused VI or XII can bring a ball out.');
  // The turn cannot end while the number is owed: "End turn" is shown but disabled.
  assert.equal(await page.locator('#controls button[data-move="end"]').isDisabled(), true);
  // and it says why beside it, for touch screens too (no tooltip needed).
  assert.match(await page.textContent('#end-why'), /4 must still be used/);
  assert.equal(await page.getAttribute('#controls button[data-move="end"]', 'aria-describedby'), 'end-why');
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-rolled.png') });

  // ×II: pointing at it shows its effect first (the IV would become two parts of 4), a click
  // applies it.
  await page.hover('#controls button[data-move="double:4"]');
  await page.waitForFunction(() => document.querySelector('#parts .preview-parts')?.textContent.includes('4 + 4'));
  await page.click('#controls button[data-move="double:4"]');
  await page.waitForFunction(() => document.querySelector('#parts')?.textContent.includes('4 + 4'));
  // The move played: the refusal has gone.
  assert.equal(await page.locator('#refusal').count(), 0);
  assert.match(await page.textContent('#status'), /The parts 4 and 4 must still be used\./);

  // Yellow 1: select it, see where the 4 takes it, play it.
  await page.click('#f-O12');
  await page.waitForSelector('.target[data-move="y1+4"]');
  assert.ok((await page.locator('polyline.preview').count()) >= 1);
  await page.hover('.ball-moves button[data-move="y1+4"]');
  await page.waitForSelector('circle.ghost.yellow');
  // Pointing at the target field itself previews the move too; pointing away clears it.
  await page.hover('#status');
  await page.waitForSelector('circle.ghost', { state: 'detached' });
  await page.hover('#f-O16');
  await page.waitForSelector('circle.ghost.yellow');
  await page.hover('#status');
  await page.waitForSelector('circle.ghost', { state: 'detached' });
  await page.click('#f-O16');
  // An intermediate part on a ring-change field: change or stay.
  await page.waitForSelector('#controls button[data-move="change"]');
  assert.match(await page.textContent('#status'), /Yellow 1 stopped on a ring-change field/);
  await page.click('#controls button[data-move="change"]');
  await waitMoves(page, 15);
  assert.equal(await ballAt(page, 'y1'), '72'); // I8
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-half-built.png') });

  // Reload mid-turn: the same dice and the same half-built turn.
  await reloadTo(page, 'svg#board.barne-board');
  assert.equal(await movesPlayed(page), 15);
  assert.deepEqual(await dice(page), ['4', 'double']);
  assert.equal(await ballAt(page, 'y1'), '72');
  assert.match(await page.textContent('#parts'), /Number to use: 4$/);
  assert.match(await page.textContent('#status'), /The 4 must still be used\./);

  // Undo goes back to the roll (same dice, nothing re-rolled); redo plays the turn again.
  await page.click('#undo');
  await waitMoves(page, 12);
  assert.deepEqual(await dice(page), ['4', 'double']);
  assert.equal(await page.locator('#roll').count(), 0);
  assert.equal(await ballAt(page, 'y1'), '12');
  await page.click('#redo');
  await waitMoves(page, 15);
  // The board takes no input while it shows the turn again.
  await page.waitForSelector('svg#board[aria-busy="false"]');
  assert.equal(await ballAt(page, 'y1'), '72');

  // The second 4 with Yellow 2, by keyboard: the focus walks over the balls that can move
  // (O8 first) and then the fields the selected ball can reach. O8 → O12; nothing is owed
  // after it, so the turn passes.
  await page.focus('svg#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.target[data-move="y2+4"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitMoves(page, 16);
  assert.equal(await ballAt(page, 'y2'), '12');
  assert.match(await page.textContent('#movelist'), /Yellow doubles the 4/);
  assert.match(await page.textContent('#movelist'), /Yellow 2 moves 4 to O12/);
  await page.waitForSelector('#roll');
  assert.match(await page.textContent('#status'), /Black has no ball on the track/);

  // Black's entry roll by click; the "fast" setting is remembered.
  await page.check('#fast');
  assert.equal(await page.evaluate(() => localStorage.getItem('mahai.v1.settings.fast')), '1');
  await page.click('#roll');
  await waitMoves(page, 17);
  assert.equal(await page.locator('.die.tumbling').count(), 0);
  assert.equal(await page.locator('.tries .try.used').count(), 1);
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-game.png') });
}));

test('Barne-zirkulua: the last ball home wins the third round and the match', () => withPage(site, {}, async ({ page }) => {
  await importFile(page, resolve('e2e/fixtures/barne-final.json'));
  assert.match(await page.textContent('#status'), /Black 2 reached a goal arrow: go home or stay\?/);
  // Both markers stand on II.
  assert.deepEqual(await page.locator('.players .count').allTextContents(), ['II', 'II']);
  await page.waitForSelector('.target[data-move="goal:G4"]');
  await page.click('#f-G4');
  await page.waitForSelector('#result');
  assert.match(await page.textContent('#result'), /Black/);
  assert.deepEqual(await page.locator('.players .count').allTextContents(), ['II', 'III']);
  assert.match(await page.textContent('#movelist'), /Black wins the round!/);
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-match-over.png') });
}));

test('Barne-zirkulua: four seats with the memory expansion and 16 goal fields, computers playing', () => withPage(site, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
  await startGame(page, 'barne-zirkulua', {
    setup: ['#variant-memory-goal16', '#players-4'],
    seats: { 0: 'computer', 1: 'computer', 2: 'computer', 3: 'computer' },
    board: BOARD,
  });
  assert.equal(await page.locator('svg#board g.ball').count(), 16);
  assert.equal(await page.locator('svg#board .field.goal-field').count(), 16);
  assert.equal(await page.locator('svg#board .memory-field').count(), 28);
  // The computer seats roll and move by themselves.
  await waitMovesAtLeast(page, 6);
  // The board fits the phone's width and does not scroll under the finger.
  const box = await page.locator('svg#board').boundingBox();
  assert.ok(box.width <= 390, `board width ${box.width}`);
  assert.equal(await page.$eval('svg#board', (el) => getComputedStyle(el).touchAction), 'none');
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-phone.png') });
}));

test('Barne-zirkulua against the computer: its dice tumble like a person\'s, it moves by itself, a hint plays for the person', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'barne-zirkulua', { seats: { 1: 'computer:beginner' }, board: BOARD });
  const panels = await page.locator('.player').allTextContents();
  assert.match(panels[0], /^●YellowPerson/);
  assert.match(panels[1], /^●BlackComputer — beginner/);
  // Every time dice tumble, note whose turn the panel shows.
  await page.evaluate(() => {
    window.__tumbles = [];
    new MutationObserver(() => {
      if (!document.querySelector('.die.tumbling')) return;
      const who = document.querySelector('.player.current')?.textContent ?? '';
      const moves = Number(document.querySelector('#movelist li[data-ply]:last-child')?.dataset.ply ?? 0);
      const last = window.__tumbles[window.__tumbles.length - 1];
      if (!last || last.moves !== moves) window.__tumbles.push({ who, moves });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  let hints = 0;
  const blackMoved = async () => /Black (\d )?(moves|comes out|brings|halves|doubles|swaps|changes)/.test(await page.textContent('#movelist').catch(() => ''));
  for (let i = 0; i < 60 && (hints < 2 || !(await blackMoved())); i++) {
    // Wait until the person can act on a still board: the dice to roll, or a decision (then the
    // hint is offered). Meanwhile the computer plays its turns.
    await page.waitForFunction(() => !document.querySelector('svg#board[aria-busy="true"]')
      && document.querySelector('#roll, #hint'));
    const before = await movesPlayed(page);
    if (await page.locator('#roll').isVisible()) {
      await page.click('#roll');
    } else {
      await page.click('#hint');
      await page.waitForSelector('#play-hint');
      assert.match(await page.textContent('#hint-text'), /^Hint: ./);
      await page.click('#play-hint');
      hints += 1;
    }
    await waitMovesAtLeast(page, before + 1);
  }
  assert.ok(hints >= 2, `hints played: ${hints}`);
  assert.ok(await blackMoved(), 'the computer moved a ball');
  const tumbles = await page.evaluate(() => window.__tumbles);
  assert.ok(tumbles.some((t) => t.who.startsWith('●Black')), `the computer's dice tumbled: ${JSON.stringify(tumbles)}`);
  assert.ok(tumbles.some((t) => t.who.startsWith('●Yellow')), `the person's dice tumbled: ${JSON.stringify(tumbles)}`);
  await page.screenshot({ path: join(OUT, 'barne-zirkulua-vs-computer.png') });
}));

test('Barne-zirkulua on a touch phone: both dice name their faces without a hover', () => withPage(site, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, async ({ page }) => {
  await importFile(page, FIXTURE);
  await page.tap('#roll');
  await waitMoves(page, 12);
  await diceStill(page);
  const named = (sel) => page.$eval(sel, (el) => [getComputedStyle(el).opacity, el.textContent]);
  assert.deepEqual(await named('.option-die .die-name'), ['1', 'Double (×II)']);
  assert.deepEqual(await named('.number-die .die-name'), ['1', 'IV']);
}));
