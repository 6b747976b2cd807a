// End to end: playing a friend by link, without a server. Two browser contexts (two profiles,
// each with its own storage) pass the links back and forth, at least two turns each, in every
// game: each keeps the game under one id, with who is who; an older link changes nothing, one's
// own last link again changes nothing, and a link that goes another way is kept apart. In
// Barne-zirkulua the first roll waits for the friend's answer (the dice's commit–reveal).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, openPage, startGame, waitMoves, clickPoints, playFirstMove, OUT, pliesShown,
} from './harness.mjs';

const site = siteForTests();

/** The games saved in a page's storage: id → number of moves. */
const saved = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith('mahai.v1.game.'))
  .map((k) => [k.slice('mahai.v1.game.'.length), JSON.parse(localStorage.getItem(k)).record.moves.length])));
const status = (page) => page.textContent('#by-link-status');

/** The link `from` shows to send; opened in `to`, whose address then goes back to the site's. */
async function pass(from, to) {
  await from.waitForSelector('#by-link-link');
  const link = await from.inputValue('#by-link-link');
  assert.match(link, /#p\/[A-Za-z0-9_-]+$/);
  await to.goto(link);
  await to.waitForFunction(() => !location.hash.startsWith('#p/'));
  // The game is first shown as it was, then the friend's moves are played in.
  await to.waitForSelector('#by-link[aria-busy="false"]');
  return link;
}

/** Waits until `from` shows `n` plies, then passes its link to `to` (see [`pass`]). */
async function passAt(from, to, n) {
  await waitMoves(from, n);
  return pass(from, to);
}

/** Two people on two devices; `a` starts the game and plays its first seat. */
async function twoDevices(game, board, options = {}) {
  const a = await openPage(site, options);
  const b = await openPage(site, options);
  await startGame(a.page, game, { board });
  await a.page.click('#by-link-seat-0');
  await a.page.waitForSelector('#by-link');
  return { a, b };
}

async function finish({ a, b }) {
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
  await a.context.close();
  await b.context.close();
}

test('By link, Jinx: two turns each, one id on both sides, old and own links change nothing, another line is kept apart', async () => {
  const devices = await twoDevices('jinx', 'svg#board');
  const { a, b } = devices;
  assert.equal(await status(a.page), 'Your turn.');
  assert.equal(await a.page.locator('#undo').count(), 0);
  await clickPoints(a.page, ['E1', 'E3']);
  await waitMoves(a.page, 1);
  assert.equal(await status(a.page), 'Send this link to Green:');
  const first = await pass(a.page, b.page);
  await b.page.locator('.notices').getByText('A game by link: you play Green.').waitFor();
  assert.equal(await status(b.page), 'Your turn.');
  // Green's device does not move Red.
  await b.page.click('#pt-E3');
  assert.equal(await b.page.locator('svg#board .target').count(), 0);
  await clickPoints(b.page, ['E9', 'E7']);
  await passAt(b.page, a.page, 2);
  await waitMoves(a.page, 2);
  assert.equal(await status(a.page), 'Your turn.');
  await clickPoints(a.page, ['E3', 'E4']);
  await passAt(a.page, b.page, 3);
  await clickPoints(b.page, ['F9', 'G8']);
  const fourth = await passAt(b.page, a.page, 4);
  await waitMoves(a.page, 4);

  // One id on both sides, four moves each.
  const ids = Object.keys(await saved(a.page));
  assert.equal(ids.length, 1);
  assert.match(ids[0], /^l[0-9a-f]{16}$/);
  assert.deepEqual(await saved(b.page), await saved(a.page));
  assert.match(await a.page.textContent('#by-link'), /you play Red/);
  assert.match(await b.page.textContent('#by-link'), /you play Green/);
  // Each side's panel names the other seat as the friend's.
  assert.equal(await a.page.getByText('Friend (by link)').count(), 1);
  assert.equal(await b.page.getByText('Friend (by link)').count(), 1);
  // Green's link stays on offer until Red answers; Red is to move.
  assert.equal(await status(b.page), 'Send this link to Red:');
  assert.equal(await status(a.page), 'Your turn.');

  // The first link again, on Green's side: older, nothing changes.
  await b.page.goto(first);
  await b.page.waitForFunction(() => !location.hash.startsWith('#p/'));
  await b.page.waitForSelector('.notice');
  assert.match(await b.page.textContent('.notices'), /This link is older than your game: nothing was changed\./);
  await waitMoves(b.page, 4);
  assert.deepEqual(Object.values(await saved(b.page)), [4]);
  // Green's own last link again: the same game, nothing said, nothing changed.
  await b.page.goto(fourth);
  await b.page.waitForFunction(() => !location.hash.startsWith('#p/'));
  await waitMoves(b.page, 4);
  assert.deepEqual(Object.values(await saved(b.page)), [4]);

  // A third device answers the first link another way: Red's side keeps it apart.
  const c = await openPage(site);
  await c.page.goto(first);
  await c.page.waitForSelector('#by-link[aria-busy="false"]');
  // Green's E9 to another point than E7 (read from the board's targets).
  await c.page.click('#pt-E9');
  await c.page.waitForSelector('svg#board .target');
  const to = await c.page.evaluate(() => {
    const hits = [...document.querySelectorAll('svg#board circle.hit')];
    const at = (t) => hits.find((h) => h.getAttribute('cx') === t.getAttribute('cx') && h.getAttribute('cy') === t.getAttribute('cy'));
    return [...document.querySelectorAll('svg#board .target')].map((t) => at(t).id.slice(3)).find((p) => p !== 'E7');
  });
  await c.page.click(`#pt-${to}`);
  await waitMoves(c.page, 2);
  await c.page.waitForSelector('#by-link-link');
  const other = await c.page.inputValue('#by-link-link');
  await a.page.goto(other);
  await a.page.waitForFunction(() => !location.hash.startsWith('#p/'));
  await a.page.locator('.notices').getByText(/does not go on from the game saved under its name: it is kept as a separate game/).waitFor();
  await a.page.waitForSelector('#by-link[aria-busy="false"]');
  const kept = await saved(a.page);
  assert.equal(Object.keys(kept).length, 2);
  assert.equal(kept[ids[0]], 4);
  assert.deepEqual(c.errors, []);
  await c.context.close();
  await a.page.screenshot({ path: join(OUT, 'by-link-jinx.png') });
  await finish(devices);
});

test('By link, Fidchell: an extra turn stays on the capturing side', async () => {
  const devices = await twoDevices('fidchell', 'svg#board.fidchell-board');
  const { a, b } = devices;
  const hole = (page, name) => page.click(`#pt-${name.replace(':', '-')}`);
  await hole(a.page, '5:3');
  await passAt(a.page, b.page, 1);
  await hole(b.page, '5:4');
  await passAt(b.page, a.page, 2);
  // White captures 5:4 and plays again on this device before the link is given.
  await hole(a.page, '5:5');
  await waitMoves(a.page, 3);
  assert.equal(await a.page.locator('#by-link-link').count(), 0);
  await hole(a.page, '3:0');
  await passAt(a.page, b.page, 4);
  await waitMoves(b.page, 4);
  await hole(b.page, '2:1');
  await passAt(b.page, a.page, 5);
  await waitMoves(a.page, 5);
  assert.deepEqual(await saved(a.page), await saved(b.page));
  await finish(devices);
});

test('By link, Bao la Kete: South and North on two devices', async () => {
  const devices = await twoDevices('bao-la-kete', 'svg#board.bao-board');
  const { a, b } = devices;
  // Each side plays once its board has shown the friend's move.
  const turn = async (me, friend, clicks, n) => {
    await me.waitForSelector('svg#board[aria-busy="false"]');
    for (const c of clicks) await me.click(c);
    await passAt(me, friend, n);
  };
  await a.page.click('#bao-speed-fast');
  await turn(a.page, b.page, ['#pit-A7', '#bao-dir-cw'], 1);
  await b.page.click('#bao-speed-fast');
  await turn(b.page, a.page, ['#pit-a6', '#bao-dir-acw'], 2);
  await turn(a.page, b.page, ['#pit-A6', '#bao-kichwa-R'], 3);
  await turn(b.page, a.page, ['#pit-a7'], 4);
  await waitMoves(a.page, 4);
  assert.deepEqual(await saved(a.page), await saved(b.page));
  await finish(devices);
});

/**
 * Plays this device's Barne-zirkulua turn by the board's own buttons until the link to send is
 * shown: the dice, then "end turn" if allowed, else the first move offered.
 */
async function barneTurn(page) {
  for (let step = 0; step < 60; step += 1) {
    if (await page.locator('#by-link-link').count()) return;
    const before = await pliesShown(page);
    if (await page.locator('#roll').count()) {
      await page.click('#roll');
    } else {
      const end = page.locator('#controls button[data-move="end"]:not([disabled])');
      const any = page.locator('#controls button[data-move]:not([disabled]), .ball-moves button[data-move]:not([disabled])');
      if (await end.count()) await end.first().click();
      else await any.first().click();
    }
    await page.waitForFunction((n) => document.querySelector('#by-link-link')
      || Number(document.querySelector('#movelist li[data-ply]:last-child')?.dataset.ply ?? 0) > n, before);
  }
  assert.fail('the turn did not end');
}

test('By link, Barne-zirkulua: the first roll waits for the friend\'s answer; the dice come from both sides', async () => {
  const devices = await twoDevices('barne-zirkulua', 'svg#board.barne-board', { reducedMotion: 'reduce' });
  const { a, b } = devices;
  // Yellow's dice need Black's answer first: no dice to click yet.
  assert.equal(await status(a.page), 'Send this link to Black: the dice need their answer before you can roll.');
  assert.equal(await a.page.locator('#roll').count(), 0);
  await pass(a.page, b.page);
  assert.equal(await status(b.page), 'Send this link back to Yellow: their dice need your answer.');
  assert.equal(await b.page.locator('#roll').count(), 0);
  await pass(b.page, a.page);
  assert.equal(await status(a.page), 'Your turn.');
  for (let turn = 0; turn < 2; turn += 1) {
    await barneTurn(a.page);
    await pass(a.page, b.page);
    assert.equal(await status(b.page), 'Your turn.');
    await barneTurn(b.page);
    await pass(b.page, a.page);
  }
  const onA = await saved(a.page);
  assert.deepEqual(await saved(b.page), onA);
  assert.ok(Object.values(onA)[0] >= 4, JSON.stringify(onA));
  await a.page.screenshot({ path: join(OUT, 'by-link-barne-zirkulua.png') });
  await finish(devices);
});

test('By link, Jinx for three: each seat on its own device, two turns each, one game id on all three', async () => {
  const devices = await Promise.all([0, 1, 2].map(() => openPage(site)));
  const [a, b, c] = devices.map((d) => d.page);
  await startGame(a, 'jinx', { setup: ['#players-3'] });
  await a.click('#by-link-seat-0');
  await a.waitForSelector('#by-link');
  assert.equal(await status(a), 'Your turn.');
  // Each turn: the device of the seat to move plays its first movable piece to its first
  // target (read from the board), ends the turn or calls no jinx when the rules ask, and sends
  // the link to the next seat's device.
  const order = [a, b, c];
  const count = (p) => pliesShown(p);
  const plies = [];
  for (let turn = 0; turn < 6; turn += 1) {
    const me = order[turn % 3];
    const next = order[(turn + 1) % 3];
    assert.equal(await status(me), 'Your turn.', `turn ${turn + 1}`);
    while (await status(me) === 'Your turn.') {
      const n = await count(me);
      await me.waitForSelector('svg#board[aria-busy="false"]');
      const done = me.locator('button[data-move="end"], button[data-move="nojinx"]');
      if (await done.count() > 0) await done.first().click();
      else await playFirstMove(me);
      await waitMoves(me, n + 1);
    }
    assert.match(await status(me), /^Send this link to [^:]+:$/);
    const n = await count(me);
    plies.push(n);
    await pass(me, next);
    await waitMoves(next, n);
  }
  // One id everywhere; each device has every move it was sent, and names its own seat.
  const games = await Promise.all(order.map((p) => saved(p)));
  const ids = games.map((g) => Object.keys(g));
  assert.ok(ids.every((k) => k.length === 1 && k[0] === ids[0][0]), JSON.stringify(ids));
  assert.match(ids[0][0], /^l[0-9a-f]{16}$/);
  // The last seat and the first (who got its link) have every move; the second has its own
  // last turn, the third's is still on its way to it.
  assert.deepEqual(games.map((g) => Object.values(g)[0]), [plies[5], plies[4], plies[5]]);
  for (const p of order) assert.match(await p.textContent('#by-link'), /you play /);
  const seats = await Promise.all(order.map((p) => p.textContent('#by-link')));
  assert.equal(new Set(seats).size, 3, 'three different seats');
  // Two seats are friends on each device.
  for (const p of order) assert.equal(await p.getByText('Friend (by link)').count(), 2);
  for (const d of devices) {
    assert.deepEqual(d.errors, []);
    await d.context.close();
  }
});
