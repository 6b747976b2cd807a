// End to end: the master keeps its tree between moves in the shipped worker. In each game a
// computer at the strong level plays one at the master level in the page; every answer of the
// app's worker is read as it arrives (how many iterations the master ran, how many of its root's
// visits it carried over from its last search, how long it took). Then the same master
// requests go each to a worker of its own, which has no tree to carry over: the same positions
// searched afresh. Both are printed, one line per game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForTests, withPage, startGame, searchInWorker, GAMES } from './harness.mjs';

const site = siteForTests();

/** Master moves read per game (Barne-zirkulua's turns have several: its decisions count). */
const MOVES = 5;

/**
 * Runs in the page before its scripts: every request the page posts to a Web Worker and every
 * answer it gets are logged in `window.__workerLog` with the time (`performance.now()`).
 */
function logWorkers() {
  const log = [];
  window.__workerLog = log;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function postMessage(data, ...rest) {
    if (!this.__logged) {
      this.__logged = true;
      this.addEventListener('message', (e) => {
        try { log.push({ at: performance.now(), answer: JSON.parse(e.data) }); } catch { /* not ours */ }
      });
    }
    try { log.push({ at: performance.now(), request: JSON.parse(data) }); } catch { /* not ours */ }
    return post.call(this, data, ...rest);
  };
}

/** The master's requests of the log, each with its answer and the time it took. */
function masterMoves(log) {
  const asked = new Map();
  const out = [];
  for (const entry of log) {
    if (entry.request?.type === 'search' && entry.request.level === 'master') {
      asked.set(entry.request.id, entry);
    } else if (entry.answer && asked.has(entry.answer.id)) {
      const { request, at } = asked.get(entry.answer.id);
      out.push({ request, reply: entry.answer, ms: entry.at - at });
    }
  }
  return out;
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

for (const game of GAMES) {
  test(`Reuse: the master in ${game} carries its tree over between its moves`, () => withPage(site, {}, async ({ page, context }) => {
    await context.addInitScript(logWorkers);
    await page.reload();
    await page.waitForSelector('main');
    await startGame(page, game, { seats: { 0: 'computer:strong', 1: 'computer:master' } });
    await page.waitForFunction((n) => {
      const master = new Set(window.__workerLog
        .filter((e) => e.request?.type === 'search' && e.request.level === 'master')
        .map((e) => e.request.id));
      return window.__workerLog.filter((e) => master.has(e.answer?.id)).length >= n;
    }, MOVES, { timeout: 180_000 });
    const log = await page.evaluate(() => window.__workerLog);
    const kept = masterMoves(log).slice(0, MOVES);
    // Leave for the start page (the game's worker ends with its page), so nothing else searches
    // meanwhile. (Not the worker's script itself: Chromium then asks for a favicon, a 404.)
    await page.goto(site.base);
    await page.waitForSelector('main');
    assert.equal(kept.length, MOVES, JSON.stringify(kept));
    for (const { reply } of kept) assert.equal(reply.type, 'move', JSON.stringify(reply));
    // The first master search of a game has nothing to carry over. The app may ask for it and
    // cancel it when the board begins to animate the last move, and ask again when it is
    // still: the repeat then carries over what the cancelled one searched, of the same
    // position. A later move carries over too.
    const earlier = log.filter((e) => e.request?.type === 'search' && e.request.level === 'master'
      && e.request.id < kept[0].request.id);
    if (earlier.length === 0) assert.equal(kept[0].reply.carried ?? 0, 0);
    for (const e of earlier) assert.equal(e.request.position, kept[0].request.position);
    assert.ok(kept.some((m) => (m.reply.carried ?? 0) > 0), JSON.stringify(kept.map((m) => m.reply)));
    // The same requests, each in a worker of its own: nothing to carry over.
    const fresh = [];
    for (const { request } of kept) {
      const [answer] = await searchInWorker(page, site.base, [{
        game: request.game, position: request.position, level: 'master', seed: request.seed,
      }]);
      assert.equal(answer.reply.type, 'move');
      assert.equal(answer.reply.carried ?? 0, 0);
      fresh.push(answer);
    }
    const line = (moves) => {
      const iterations = mean(moves.map((m) => m.reply.iterations));
      const carried = mean(moves.map((m) => m.reply.carried ?? 0));
      return `${iterations.toFixed(0)} new + ${carried.toFixed(0)} carried iterations a move in ${mean(moves.map((m) => m.ms)).toFixed(0)} ms`;
    };
    console.log(`${game}: ${MOVES} master moves; kept tree: ${line(kept)}; afresh: ${line(fresh)}`);
    console.log(`${game}: kept per move ${JSON.stringify(kept.map((m) => [m.reply.iterations, m.reply.carried ?? 0]))}; afresh ${JSON.stringify(fresh.map((m) => m.reply.iterations))}`);
  }));
}
