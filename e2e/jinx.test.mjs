// End to end: Jinx and the app shell, on the built site (see harness.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, startGame, clickPoints, waitMoves, reloadTo, importRecord, settled,
  nothingHappensFor, playFirstMove, movesPlayed, OUT,
} from './harness.mjs';

const site = siteForTests();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function clickPoint(page, name) {
  await clickPoints(page, [name]);
}

test('Jinx: play by clicking, call jinx, undo, reload, switch language', () => withPage(site, {}, async ({ page }) => {
  // The harness chose English in the settings (a first visit is in Basque: basque.test.mjs).
  await page.waitForSelector('#new-jinx');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');

  await startGame(page, 'jinx');
  assert.equal(await page.locator('svg#board g.piece').count(), 14);
  // Nothing to take back yet: Undo is disabled and says why beside it; Redo is not offered.
  assert.ok(await page.isDisabled('#undo'));
  assert.equal(await page.textContent('#undo-why'), 'Nothing to take back yet.');
  assert.equal(await page.locator('#redo').count(), 0);

  // Red and Green bring pieces towards the centre. Each pair is a selection click and a
  // destination click; no jinx call is possible on the way, so play passes straight on.
  const plan = [['E1', 'E3'], ['E9', 'E7'], ['E3', 'E4'], ['F9', 'G8']];
  await clickPoints(page, plan.flat());
  await waitMoves(page, 4);
  assert.equal(await page.locator('button.jinx-call').count(), 0);

  // Red's E4-E5 threatens E7 through E6 (two red segments): the jinx call is offered.
  await clickPoints(page, ['E4', 'E5']);
  const call = page.locator('button.jinx-call');
  await call.waitFor();
  // The piece the call would name is marked; no other is.
  assert.deepEqual(await page.$$eval('g.piece.threatened', (gs) => gs.map((g) => g.dataset.point)), ['E7']);
  await call.click();
  await page.waitForFunction(() => document.querySelector('#status').textContent.includes('Jinx!'));
  const status = await page.textContent('#status');
  assert.match(status, /Green must move one of these pieces: E7/);
  assert.equal(await movesPlayed(page), 6);
  assert.match(await page.textContent('#movelist'), /Red calls jinx on Green/);
  assert.equal(await page.locator('g.piece.threatened').count(), 0);
  // Only the designated piece may move: clicking another green piece selects nothing, and
  // the board says why, under the status.
  assert.equal(await page.locator('#refusal').count(), 0);
  await clickPoint(page, 'G8');
  assert.equal(await page.locator('.target').count(), 0);
  assert.equal(await page.textContent('#refusal'), 'A jinx obliges you to move one of: E7.');
  // A red piece is not Green's.
  await clickPoint(page, 'E5');
  assert.equal(await page.textContent('#refusal'), 'The piece on E5 belongs to red, not to green.');
  await clickPoint(page, 'E7');
  assert.ok((await page.locator('.target').count()) > 0);
  // A target it cannot reach is refused with the rules' reason; a move clears the line.
  await clickPoint(page, 'A1');
  assert.match(await page.textContent('#refusal'), /^The piece on E7 cannot go to A1: /);

  // Undo takes back Red's whole turn (the move and the call).
  await page.click('#undo');
  await waitMoves(page, 4);
  assert.equal(await page.locator('button.jinx-call').count(), 0);
  assert.equal(await page.locator('g.piece[data-point="E4"]').count(), 1);
  // Redo plays it again.
  await page.click('#redo');
  await waitMoves(page, 6);

  // Reload: the game resumes exactly there.
  await reloadTo(page, 'svg#board');
  assert.equal(await movesPlayed(page), 6);
  assert.match(await page.textContent('#status'), /Green must move one of these pieces: E7/);

  // Switch to Basque; the choice is remembered across a reload.
  await page.selectOption('#lang', 'eu');
  await page.waitForFunction(() => document.documentElement.lang === 'eu');
  assert.match(await page.textContent('#status'), /Txanda: Berdea/);
  await reloadTo(page, 'svg#board');
  assert.equal(await page.getAttribute('html', 'lang'), 'eu');

  await settled(page);
  await page.screenshot({ path: join(OUT, 'jinx-game.png') });
}));

test('Jinx: the start page lists saved games and a damaged save is reported and kept in the list', () => withPage(site, {}, async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('mahai.v1.game.broken', '{"format":1,"id":"broken","record":');
    localStorage.setItem('mahai.v1.current', 'broken');
  });
  await reloadTo(page, '.notice.error');
  const notice = await page.textContent('.notice.error');
  assert.match(notice, /could not be loaded/);
  // It stays where it was, listed as damaged (e2e/saves.test.mjs has the rest).
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.includes('mahai.v1.game.broken'), `kept: ${keys}`);
  assert.ok(!keys.some((k) => k.startsWith('mahai.v1.backup.')), `no hidden backup: ${keys}`);
  assert.equal(await page.locator('.saved-list li.damaged[data-id="broken"]').count(), 1);
  await page.screenshot({ path: join(OUT, 'home.png') });
  // The damaged save did not stop the app: a new game starts.
  await startGame(page, 'jinx', { setup: ['#players-4'] });
  assert.equal(await page.locator('svg#board g.piece').count(), 12);
}));

test('Jinx: export a game and import it back, with its players in their seats', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer:beginner' } });
  await clickPoints(page, ['E1', 'E2']);
  // The computer answers.
  await waitMoves(page, 2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  const file = join(OUT, 'exported.json');
  await download.saveAs(file);

  await page.click('text=All games');
  await page.setInputFiles('#import', file);
  await page.waitForSelector('svg#board');
  assert.equal(await movesPlayed(page), 2);
  const players = await page.locator('.players li').allTextContents();
  assert.match(players[0], /Person/);
  assert.match(players[1], /Computer — beginner/);
  // The seats can be changed between moves: Green is a person's from now on, kept on reload.
  await page.click('#players-edit summary');
  await page.selectOption('#players-seat-1', 'person');
  await page.click('#players-apply');
  await page.waitForFunction(() => /Person/.test(document.querySelectorAll('.players li')[1]?.textContent ?? ''));
  await clickPoints(page, ['E2', 'E3']);
  await waitMoves(page, 3);
  await nothingHappensFor(page, 800);
  assert.equal(await movesPlayed(page), 3);
  await reloadTo(page, 'svg#board');
  assert.match((await page.locator('.players li').allTextContents())[1], /Person/);
  // The start page's line says who plays and counts the moves.
  await page.click('text=All games');
  await page.waitForSelector('.saved-list li.saved');
  const lines = await page.locator('.saved-list li.saved .what').allTextContents();
  assert.ok(lines.includes('Jinx · Red (Person), Green (Person) · 3 moves'), JSON.stringify(lines));

  // A tampered file is refused with the move number and the reason.
  const tampered = { format: 1, game: 'jinx', options: {}, seed: 1, moves: ['E1-E2', 'E2-E9'] };
  await importRecord(page, tampered, '.notice.error', 'bad.json');
  assert.match(await page.textContent('.notice.error'), /move 2 \(E2-E9\)/);
}));

test('Jinx on a phone: taps and the keyboard play moves; the page does not scroll sideways', () => withPage(site, PHONE, async ({ page }) => {
  await startGame(page, 'jinx', { tap: true });
  await clickPoints(page, ['E1', 'E2'], '', { tap: true });
  await waitMoves(page, 1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
  const touchAction = await page.$eval('svg#board', (el) => getComputedStyle(el).touchAction);
  assert.equal(touchAction, 'none');
  await settled(page);
  await page.screenshot({ path: join(OUT, 'jinx-phone.png') });

  // Keyboard: the focus is on E2 (the last point tapped); up eight times stops at the edge on
  // E9 (Green's piece), Enter selects it, down once is E8, Enter plays E9-E8.
  await page.focus('svg#board');
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.ok((await page.locator('.target').count()) > 0, 'E9 selected, its targets shown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitMoves(page, 2);
  assert.equal(await page.locator('g.piece[data-point="E8"]').count(), 1);
}));

test('Jinx against the computer: it answers a move by itself', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer' } });
  await clickPoints(page, ['E1', 'E2']);
  await waitMoves(page, 2);
  assert.match(await page.textContent('#movelist'), /Green: /);
  // Undo takes back the computer's reply and the person's move together.
  await page.click('#undo');
  await page.waitForFunction(() => !document.querySelector('#movelist'));
}));

test('Jinx for three: the lone player moves two different pieces, or ends his turn', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { setup: ['#players-3'] });
  assert.equal(await page.locator('svg#board g.piece').count(), 11);
  // The lone player's first turn is a single move; then the two team players.
  await clickPoints(page, ['E1', 'E2', 'C9', 'C8', 'I7', 'H7', 'H1', 'I1']);
  // Second turn of the lone player: after one move he may end the turn.
  const end = page.locator('button[data-move="end"]');
  await end.waitFor();
  assert.match(await page.textContent('#status'), /second, different piece/);
  // The piece that just moved cannot move again: I1 shows no targets.
  await clickPoint(page, 'I1');
  assert.equal(await page.locator('.target').count(), 0);
  await clickPoints(page, ['G1', 'G2']);
  await waitMoves(page, 5);
  assert.match(await page.textContent('#status'), /Green, plain to move/);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'jinx-three.png') });
}));

test('Jinx against the strong computer: levels in the dialog, a hint, and an undo cancels its thinking', () => withPage(site, {}, async ({ page }) => {
  await page.click('#new-jinx');
  const levels = await page.locator('#seat-1 option').allTextContents();
  assert.deepEqual(levels, ['Person', 'Computer — beginner', 'Computer — intermediate', 'Computer — strong', 'Computer — master']);
  await page.selectOption('#seat-1', 'computer:strong');
  await page.click('#start');
  await page.waitForSelector('svg#board');
  assert.match(await page.textContent('.players'), /Computer — strong/);
  // The hint names a move in words and plays it.
  await page.click('#hint');
  await page.waitForSelector('#play-hint');
  assert.match(await page.textContent('#hint-text'), /^Hint: Red: [A-I]\d → [A-I]\d/);
  // On the board too: the hinted move drawn played and marked, not played yet; and back.
  const [, from, to] = (await page.textContent('#hint-text')).match(/([A-I]\d) → ([A-I]\d)/);
  const on = (point) => page.locator(`svg#board g.piece:not(.captured)[data-point="${point}"]`).count();
  assert.deepEqual([await on(from), await on(to)], [1, 0]);
  await page.click('#show-hint');
  await page.waitForSelector('#show-hint[aria-pressed="true"]');
  await page.waitForSelector('svg#board[aria-busy="false"]');
  assert.deepEqual([await on(from), await on(to)], [0, 1]);
  assert.equal(await page.locator('svg#board g.piece.movable').count(), 0);
  assert.equal(await movesPlayed(page), 0);
  await settled(page);
  await page.screenshot({ path: join(OUT, 'jinx-hint-on-board.png') });
  await page.click('#show-hint');
  await page.waitForSelector('#show-hint[aria-pressed="false"]');
  await page.waitForSelector('svg#board[aria-busy="false"]');
  assert.deepEqual([await on(from), await on(to)], [1, 0]);
  await page.click('#play-hint');
  // The computer answers by itself; the thinking line shows meanwhile.
  await waitMoves(page, 2);
  assert.match(await page.textContent('#movelist'), /Green: /);
  // A move, then an undo before the computer answers: its search is dropped, nothing stale is played.
  // The move is whichever Red can make now (the hint chose the first one), and the worker's
  // answers are held back until after the undo, so the computer cannot answer first on a fast
  // machine, nor be caught still searching on a slow one: the test is the same everywhere.
  await page.evaluate(() => window.__mahaiWorker.hold());
  await playFirstMove(page);
  await page.waitForSelector('.thinking');
  assert.equal(await movesPlayed(page), 3);
  await page.click('#undo');
  await waitMoves(page, 2);
  assert.equal(await page.locator('.thinking').count(), 0);
  // Whatever the worker answered meanwhile (the cancelled search, if it finished) is now
  // delivered: the app must ignore it.
  await page.evaluate(() => window.__mahaiWorker.release());
  await nothingHappensFor(page, 1000);
  assert.equal(await movesPlayed(page), 2);
  assert.equal(await page.locator('.thinking').count(), 0);
}));
