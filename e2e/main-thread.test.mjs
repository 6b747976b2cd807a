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
import { readFileSync } from 'node:fs';
import {
  siteForTests, withPage, startGame, waitMovesAtLeast, clickPoints, withinTaskLimit,
  newContext, pliesShown, route, watchErrors, openPage, GAMES,
} from './harness.mjs';

const site = siteForTests();

/**
 * One step of a test: `measure` (from `withinTaskLimit`) traces `play` on `page` and checks its
 * longest task; the longest animation frame is logged beside it.
 */
async function checkMainThread(measure, page, label, play, { navigates = false } = {}) {
  // A page loaded during the play has its frames watched from its start (see `newPageWatched`).
  if (!navigates) await page.evaluate(watchFrames);
  let frame = null;
  await measure(page, label, async () => {
    await play();
    // Read before the task that blocks on purpose makes a long frame of its own.
    frame = await longestFrame(page);
  });
  console.log(`${label}: longest animation frame: ${frame === null ? 'none over 50 ms' : `${frame.toFixed(1)} ms`}`);
}

/** A test of main-thread steps: `body(measure, opened)` on a new page, within the task limit. */
function mainThreadTest(name, body, open = openPage) {
  test(name, () => withinTaskLimit((measure) => withPage(site, {}, (opened) => body(measure, opened), open)));
}

/**
 * Runs in the page: notes the longest animation frame from now on, by the clock, in ms, in
 * `window.__mahaiFrame` (the browser's Long Animation Frames: only frames over 50 ms are
 * reported; it stays `null` when there was none).
 */
function watchFrames() {
  window.__mahaiFrame = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__mahaiFrame = Math.max(window.__mahaiFrame ?? 0, e.duration);
  }).observe({ type: 'long-animation-frame' });
}

/**
 * The longest animation frame `watchFrames` saw. Reported, not checked: a frame's length by
 * the clock grows with the machine's load; the work in it is its tasks, checked by CPU time.
 */
async function longestFrame(page) {
  // A frame's entry comes a task after the frame.
  await page.evaluate(() => new Promise((later) => setTimeout(later, 100)));
  return page.evaluate(() => window.__mahaiFrame);
}

mainThreadTest('no main-thread task over 50 ms of CPU while playing Jinx against the strong computer', async (measure, { page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer:strong' } });
  await checkMainThread(measure, page, 'Jinx | against the strong computer, a hint', async () => {
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
});

mainThreadTest('no main-thread task over 50 ms of CPU while Bao la Kete sows, animates and the computer thinks', async (measure, { page }) => {
  await startGame(page, 'bao-la-kete', { seats: { 1: 'computer' }, board: 'svg#board.bao-board' });
  await checkMainThread(measure, page, 'Bao la Kete | hints played, the computer answers, sowing shown', async () => {
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
});

mainThreadTest('no main-thread task over 50 ms of CPU while the master (the top level) thinks', async (measure, { page }) => {
  await startGame(page, 'jinx', { seats: { 1: 'computer:master' } });
  await checkMainThread(measure, page, 'Jinx | against the master, its hint played', async () => {
    // The master thinks by time, so its answer may vary: one move of ours, whatever it answers,
    // then a hint (the master's too) played.
    await page.waitForSelector('svg#board g.piece.movable[data-point="E1"]');
    await clickPoints(page, ['E1', 'E2']);
    await waitMovesAtLeast(page, 2);
    await page.click('#hint');
    await page.click('#play-hint');
    await waitMovesAtLeast(page, 4);
  });
});

// Four computers playing each other: the moves come one after another, each shown with its
// animation, while the move list and the save grow.

mainThreadTest('no main-thread task over 50 ms of CPU while four computers (strong and master) play Barne-zirkulua', async (measure, { page }) => {
  await startGame(page, 'barne-zirkulua', {
    setup: ['#players-4'],
    seats: { 0: 'computer:strong', 1: 'computer:master', 2: 'computer:strong', 3: 'computer:master' },
    board: 'svg#board.barne-board',
  });
  await checkMainThread(measure, page, 'Barne-zirkulua | 4 computers (strong, master), 48 plies', async () => {
    // The dice are the record's (its seed is the page's), the strong seats' searches seeded; the
    // master's answers may vary with the time it has, so the test waits for a number of plies,
    // whichever they are: several rounds of four turns, each roll and move animated.
    for (let plies = 12; plies <= 48; plies += 12) await waitMovesAtLeast(page, plies);
    await page.waitForSelector('svg#board:not(.animating)');
  });
});

mainThreadTest('no main-thread task over 50 ms of CPU while four strong computers play Jinx', async (measure, { page }) => {
  await startGame(page, 'jinx', {
    setup: ['#players-4'],
    seats: { 0: 'computer:strong', 1: 'computer:strong', 2: 'computer:strong', 3: 'computer:strong' },
  });
  await checkMainThread(measure, page, 'Jinx | 4 strong computers, 32 plies', async () => {
    // Eight rounds of four moves, each shown as it is played.
    for (let plies = 8; plies <= 32; plies += 8) await waitMovesAtLeast(page, plies);
    await page.waitForSelector('svg#board:not(.animating)');
  });
});

// Fidchell against the strong computer: the person plays the first move the board offers (the
// first hole to place in, or the first stone that can move to its first target), so the game
// is the same on every run.

/** Plays the first move the Fidchell board offers the person, once it is theirs to play. */
async function fidchellFirstMove(page) {
  const offered = 'svg#board:not(.animating) .hit.placeable, svg#board:not(.animating) .hit.active';
  await page.waitForSelector(offered);
  const before = await pliesShown(page);
  const place = await page.$('svg#board .hit.placeable');
  if (place) {
    await place.click();
  } else {
    await page.click('svg#board .hit.active');
    await page.waitForSelector('svg#board circle.target');
    const to = await page.evaluate(() => {
      const t = document.querySelector('svg#board circle.target');
      const hit = [...document.querySelectorAll('svg#board .hit.active')]
        .find((h) => h.getAttribute('cx') === t.getAttribute('cx') && h.getAttribute('cy') === t.getAttribute('cy'));
      return hit.id;
    });
    await page.click(`#${to}`);
  }
  await page.waitForFunction((n) => Number(document.querySelector('#movelist li[data-ply]:last-child')?.dataset.ply ?? 0) > n, before);
}

for (const [preset, name] of [['#preset-game-one', 'game one'], ['#preset-game-three-v1', 'game three']]) {
  mainThreadTest(`no main-thread task over 50 ms of CPU in Fidchell ${name} against the strong computer`, async (measure, { page }) => {
    await startGame(page, 'fidchell', { setup: [preset], seats: { 1: 'computer:strong' }, board: 'svg#board.fidchell-board' });
    await checkMainThread(measure, page, `Fidchell | ${name} against the strong computer, 8 moves of ours`, async () => {
      for (let k = 0; k < 8; k++) await fidchellFirstMove(page);
      await page.waitForSelector('svg#board:not(.animating)');
    });
  });
}

// The app's start: the light start page of a first visit, the hand-over to the full app when a
// game is saved, a game opened from the light start page, and an embed's start. Each page is
// loaded while the trace runs; its frames are watched from its first script on.

/** A new page (about:blank) whose every document watches its animation frames from its start. */
async function newPageWatched(options = {}) {
  const context = await newContext(site, { serviceWorkers: 'block', ...options });
  await context.addInitScript(watchFrames);
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors };
}

/** Saved games on a returning visitor's device: the kept fixtures, one of them in play. */
const SAVES = ['save-finished-barne-zirkulua', 'save-finished-jinx', 'save-mid-barne-zirkulua', 'save-mid-fidchell',
  'save-mid-jinx', 'save-mid-bao-la-kete', 'save-finished-bao-la-kete']
  .map((name) => readFileSync(`tests/data/saves/${name}.json`, 'utf8'));

/** A long game: the kept four-player Jinx game cut at its 700th ply, every seat a strong computer. */
const LONG = (() => {
  const save = JSON.parse(readFileSync('tests/data/saves/save-finished-jinx.json', 'utf8'));
  save.id = 'long-jinx';
  save.record.moves = save.record.moves.slice(0, 700);
  save.seats = save.seats.map(() => 'computer:strong');
  save.redo = [];
  return save;
})();

/** The pages that already serve the blank page of `storeSaves`. */
const blankServed = new WeakSet();

/**
 * Stores `SAVES` and `more` (in English), with `current` the id of the game in play, or none.
 * It does so from a blank page of the site's origin and leaves the page there, so that no app
 * is running to save its own game over them (four computers playing on save after every move);
 * the check that follows opens the site.
 */
async function storeSaves(page, current, more = []) {
  const blank = new URL('blank.html', site.base).href;
  if (!blankServed.has(page)) {
    blankServed.add(page);
    await route(page, blank, (r) => r.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>blank</title>' }));
  }
  await page.goto(blank);
  await page.evaluate(([saves, playing]) => {
    localStorage.clear();
    localStorage.setItem('mahai.v1.settings', '{"lang":"en"}');
    for (const text of saves) localStorage.setItem(`mahai.v1.game.${JSON.parse(text).id}`, text);
    if (playing) localStorage.setItem('mahai.v1.current', playing);
  }, [[...SAVES, ...more], current]);
}

mainThreadTest('no main-thread task over 50 ms of CPU when the site is first loaded and a game is opened', async (measure, { page }) => {
  await checkMainThread(measure, page, 'site | first visit: the light start page', async () => {
    await page.goto(site.base);
    await page.waitForSelector('#new-jinx');
    await page.waitForLoadState('networkidle');
  }, { navigates: true });
  await checkMainThread(measure, page, 'site | a new game opened from the light start page (the full app loads)', async () => {
    await page.click('#new-jinx');
    await page.click('#start');
    await page.waitForSelector('svg#board');
    await page.waitForLoadState('networkidle');
  });
}, () => newPageWatched());

mainThreadTest('no main-thread task over 50 ms of CPU when the site starts with saved games', async (measure, { page }) => {
  // A first visit, so the checks below open the site as a returning visitor would (from the cache).
  await page.goto(site.base);
  await page.waitForSelector('#new-jinx');
  await storeSaves(page, 'mid-barne-zirkulua');
  await checkMainThread(measure, page, 'site | a game in play: the hand-over to the full app, the game opens', async () => {
    await page.goto(site.base);
    await page.waitForSelector('svg#board.barne-board');
    await page.waitForLoadState('networkidle');
  }, { navigates: true });
  // A long game in play: the kept four-player Jinx game at its 700th ply, four strong
  // computers playing on (its move list and its chart are drawn from the start).
  await storeSaves(page, LONG.id, [JSON.stringify(LONG)]);
  await checkMainThread(measure, page, 'site | a long game in play (700 plies, four computers): the hand-over, the game opens, 4 more moves', async () => {
    await page.goto(site.base);
    await page.waitForSelector('svg#board.jinx-board');
    await page.waitForLoadState('networkidle');
    await waitMovesAtLeast(page, 704);
  }, { navigates: true });
  await storeSaves(page, null);
  await checkMainThread(measure, page, 'site | saved games, none in play: the full app lists them', async () => {
    await page.goto(site.base);
    await page.waitForSelector('li.saved');
    await page.waitForLoadState('networkidle');
  }, { navigates: true });
}, () => newPageWatched());

for (const game of GAMES) {
  mainThreadTest(`no main-thread task over 50 ms of CPU when an embedded ${game} board starts`, async (measure, { page }) => {
    const url = new URL(`host-${game}.html`, site.base).href;
    await route(page, url, (r) => r.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="mahai-embed.js"></script></head>
        <body><h1>A page with a board</h1><div id="guest" data-mahai-game="${game}" data-lang="en"></div></body></html>`,
    }));
    await checkMainThread(measure, page, `${game} | an embed's start`, async () => {
      await page.goto(url);
      await page.waitForSelector('#guest .play');
      await page.waitForLoadState('networkidle');
    }, { navigates: true });
  }, () => newPageWatched());
}
