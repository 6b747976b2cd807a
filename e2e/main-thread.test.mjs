// End to end: the main thread stays free while people and the computer play. Every task the
// page's main thread runs is read from a Chrome trace with its CPU time; none may take more than
// LIMIT ms of it. CPU time, not clock time: on a machine loaded by parallel builds a short task
// can last long by the clock while it waits for a core, and that says nothing of the app.
//
// The check can fail, and each run shows it: after the play, a task that blocks the main thread
// on purpose (as a search run on the main thread would) is traced too, and must be seen as longer
// than LIMIT.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  siteForTests, withPage, startGame, waitMovesAtLeast, clickPoints, traceMainThread, longest,
} from './harness.mjs';

const site = siteForTests();

/** The most CPU time one main-thread task may take, in ms (the browser's long-task mark). */
const LIMIT = 50;

/**
 * Traces `play`; then checks that the trace saw the task that blocks the main thread on purpose
 * (the check can fail), and that no task of the play took more than LIMIT ms of CPU.
 */
async function checkMainThread(page, play) {
  const { tasks, blocking } = await traceMainThread(page, play);
  const seen = longest(tasks);
  console.log(`longest main-thread task: ${seen.cpu.toFixed(1)} ms CPU, ${seen.wall.toFixed(1)} ms by the clock`
    + ` (of ${tasks.length}; the blocking task: ${blocking.cpu.toFixed(1)} ms CPU)`);
  assert.ok(blocking.cpu > 2 * LIMIT, `the blocking task is seen: ${blocking.cpu.toFixed(1)} ms CPU`);
  assert.ok(seen.cpu <= LIMIT, `a main-thread task took ${seen.cpu.toFixed(1)} ms of CPU (limit ${LIMIT})`);
}

test('no main-thread task over 50 ms of CPU while playing Jinx against the strong computer', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer:strong' } });
  await checkMainThread(page, async () => {
    // Red's front pieces step forward; the computer answers each move, searching in its worker.
    // Its searches are seeded (harness.mjs), so its answers are the same on every run; and each
    // move waits until its piece is Red's to move, so a different answer would stop the test
    // with a timeout, not play a wrong move.
    const plan = [['E1', 'E2'], ['D1', 'D2'], ['F1', 'F2']];
    for (const [turn, move] of plan.entries()) {
      await page.waitForSelector(`svg#board g.piece.movable[data-point="${move[0]}"]`);
      await clickPoints(page, move);
      await waitMovesAtLeast(page, 2 * turn + 2);
    }
    // A hint is searched in the worker too.
    await page.click('#hint');
    await page.waitForSelector('#play-hint');
  });
}));

test('no main-thread task over 50 ms of CPU while Bao la Kete sows, animates and the computer thinks', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'bao-la-kete', { seats: { 1: 'computer' }, board: 'svg#board.bao-board' });
  await checkMainThread(page, async () => {
    for (let turn = 1; turn <= 3; turn++) {
      // South plays the move the hint suggests (searched in the worker), with the normal animation.
      await page.click('#hint');
      await page.click('#play-hint');
      await page.waitForSelector('svg#board.animating');
      // The computer (North) answers after the sowing is shown; its own sowing animates too.
      await waitMovesAtLeast(page, 2 * turn);
      await page.waitForSelector('svg#board:not(.animating)');
    }
  });
}));

test('no main-thread task over 50 ms of CPU while the master (the top level) thinks', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer:master' } });
  await checkMainThread(page, async () => {
    // The master thinks by time, so its answer may vary: one move of ours, whatever it answers,
    // then a hint (the master's too) played.
    await page.waitForSelector('svg#board g.piece.movable[data-point="E1"]');
    await clickPoints(page, ['E1', 'E2']);
    await waitMovesAtLeast(page, 2);
    await page.click('#hint');
    await page.click('#play-hint');
    await waitMovesAtLeast(page, 4);
  });
}));
