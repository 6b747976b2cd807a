// End to end: links. "Share" gives the address of a game or of the position under review; that
// address opens the same moves on another device (a browser context of its own, with its own
// storage), to be looked through without being saved, and "Play from here" makes it a saved
// game. A damaged link is refused in the page's language and nothing stored changes. Embeds
// take the same packed game as data-record; the rules pages' diagrams have addresses of their
// own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  siteForTests, openPage, firstVisit, startGame, waitMovesAtLeast, waitMoves, clickPoints,
  movesPlayed, OUT, moveTexts, route, GAMES, BOARD,
} from './harness.mjs';

const site = siteForTests();

/** The ply the shared link stops at. */
const PLIES = 8;

/** The saved games' move counts, by key. */
const savedGames = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => k.startsWith('mahai.v1.game.'))
  .map((k) => [k, JSON.parse(localStorage.getItem(k)).record.moves.length])));
/**
 * Everything in the page's storage but the review's estimates, a cache the background analysis
 * writes whenever it gets that far.
 */
const storage = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
  .filter((k) => !k.startsWith('mahai.v1.analysis.'))
  .map((k) => [k, localStorage.getItem(k)])));
const reviewAt = (page) => page.textContent('#review .review-at');

/** Starts a game of two computers (beginner level) and shares the position after PLIES moves. */
async function shareFromPlay(page, game, board) {
  await startGame(page, game, { seats: { 0: 'computer:beginner', 1: 'computer:beginner' }, board });
  await waitMovesAtLeast(page, PLIES + 1);
  // Reviewing ply PLIES: the computers play on, the link stays at that position.
  await page.click(`#movelist button[data-ply="${PLIES}"]`);
  await page.waitForSelector('#review-live');
  await page.click('#share');
  await page.waitForSelector('#share-link');
  assert.equal(await page.textContent('#share-panel label'), `A link that opens the position after move ${PLIES}:`);
  const link = await page.inputValue('#share-link');
  const texts = (await moveTexts(page)).slice(0, PLIES);
  return { link, texts };
}

for (const game of GAMES) {
  const board = BOARD[game];
  test(`Links, ${game}: a shared position opens on another device, is looked through unsaved, and played on`, async () => {
    const { context, page, errors } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.base).origin });
    const { link, texts } = await shareFromPlay(page, game, board);
    assert.ok(link.startsWith(`${site.base}#g/`), link);
    assert.match(link, /#g\/[A-Za-z0-9_-]+$/);
    assert.equal(texts.length, PLIES);
    // "Copy" puts the link on the clipboard, and says so.
    await page.click('#share-copy');
    await page.waitForSelector('.share-status');
    assert.equal(await page.textContent('.share-status'), 'The link is copied to the clipboard.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    await context.close();

    // Another device: storage of its own, a game of its own in play.
    const other = await openPage(site);
    await startGame(other.page, 'jinx');
    await clickPoints(other.page, ['E1', 'E3']);
    await waitMoves(other.page, 1);
    const before = await storage(other.page);
    await other.page.goto(link);
    await other.page.waitForSelector('#linked');
    await waitMoves(other.page, PLIES);
    assert.deepEqual(await moveTexts(other.page), texts);
    assert.match(await other.page.textContent('h1'), game === 'jinx' ? /Jinx/ : /./);
    // Looked through, not saved, not played: no takeback, and storage as it was.
    assert.equal(await other.page.locator('#undo').count(), 0);
    assert.equal(await reviewAt(other.page), `Move ${PLIES} / ${PLIES}`);
    await other.page.click('#review-prev');
    await other.page.waitForFunction((k) => document.querySelector('#review .review-at').textContent === `Move ${k - 1} / ${k}`, PLIES);
    assert.deepEqual(await storage(other.page), before);
    await other.page.screenshot({ path: join(OUT, `link-${game}.png`) });
    // A reload opens the link again (through the light start page, which hands over).
    await other.page.reload();
    await other.page.waitForSelector('#linked');
    assert.deepEqual(await moveTexts(other.page), texts);
    assert.deepEqual(await storage(other.page), before);

    // "Play from here": a saved game of its own with those moves; the address is the site's.
    await other.page.click('#play-from-here');
    await other.page.waitForFunction(() => !document.querySelector('#linked'));
    assert.match(await other.page.textContent('.notices'), /The game from the link is now among your saved games\./);
    await other.page.waitForFunction(() => !location.hash.startsWith('#g/'));
    const counts = Object.values(await savedGames(other.page)).sort((a, b) => a - b);
    assert.deepEqual(counts, [1, PLIES]);
    assert.equal(await other.page.locator('#undo').count(), 1);
    await other.page.reload();
    await other.page.waitForSelector(board);
    assert.equal(await movesPlayed(other.page), PLIES);
    assert.equal(await other.page.locator('#linked').count(), 0);
    assert.deepEqual(other.errors, []);
    assert.deepEqual(errors, []);
    await other.context.close();
  });
}

/**
 * The packed part of `link` with its first move index replaced by 10000 (no game has so many).
 * Written in link format 1, whose indices are varints (format 2 packs them in as many bits as
 * the rules' choices need, which only the rules know): its header is the link's own.
 */
function tampered(link) {
  const packed = link.slice(link.indexOf('#g/') + 3);
  const bytes = Buffer.from(packed, 'base64url');
  // Format, game, flags, one byte for each option the flags set, the seed and the move count.
  const flags = bytes[2];
  let at = 3 + [1, 2, 4, 8].filter((f) => flags & f).length;
  for (let varints = 0; varints < 2; varints += 1) {
    while (bytes[at] >= 0x80) at += 1;
    at += 1;
  }
  const out = Buffer.concat([Buffer.from([1]), bytes.subarray(1, at), Buffer.from([0x90, 0x4e])]);
  return out.toString('base64url');
}

test('Links: a damaged or tampered link is refused with the move and the reason; nothing stored changes', async () => {
  const { context, page, errors } = await openPage(site);
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E3', 'E9', 'E7']);
  await waitMoves(page, 2);
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  const before = await storage(page);

  // The first move's index raised past every legal move.
  const bad = tampered(link);
  await page.goto(`${site.base}#g/${bad}`);
  await page.waitForSelector('.notice.error');
  assert.match(await page.textContent('.notice.error'),
    /The link could not be opened \(your saved games are untouched\): move 1 \(#10000\) is refused: only \d+ moves are legal here/);
  // The game in play is still shown, storage is as it was, and the address keeps the link.
  assert.equal(await movesPlayed(page), 2);
  assert.equal(await page.locator('#linked').count(), 0);
  assert.deepEqual(await storage(page), before);
  assert.ok(page.url().endsWith(`#g/${bad}`));

  // Not a link at all, after a reload (the app opens on it).
  await page.goto(`${site.base}#g/not*a*link`);
  await page.reload();
  await page.waitForSelector('.notice.error');
  assert.match(await page.textContent('.notice.error'), /The link could not be opened .*not a Mahai game record/);
  assert.deepEqual(await storage(page), before);
  assert.equal(await movesPlayed(page), 2);
  assert.deepEqual(errors, []);
  await context.close();

  // In Basque, a first visit.
  const eu = await firstVisit(site, 'eu-ES');
  await eu.page.goto(`${site.base}#g/${bad}`);
  await eu.page.waitForSelector('.notice.error');
  assert.match(await eu.page.textContent('.notice.error'),
    /Esteka ezin izan da ireki \(gordetako partidak bere horretan daude\): 1\. mugimendua \(#10000\) ez da onartzen: Estekak posizio horretan jokatu ezin den mugimendu bat dakar/);
  assert.deepEqual(await savedGames(eu.page), {});
  await eu.page.screenshot({ path: join(OUT, 'link-refused-eu.png') });
  assert.deepEqual(eu.errors, []);
  await eu.context.close();
});

test('Links on a phone, in Basque: the share panel fits', async () => {
  const { context, page, errors } = await firstVisit(site, 'eu-ES', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await startGame(page, 'jinx', { tap: true });
  await clickPoints(page, ['E1', 'E3'], '', { tap: true });
  await waitMoves(page, 1);
  await page.tap('#share');
  await page.waitForSelector('#share-link');
  assert.equal(await page.textContent('#share-panel label'), 'Partida osoa irekitzen duen esteka:');
  for (const id of ['share-panel', 'share-link', 'share-copy']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `#${id} spans ${box.x}…${box.x + box.width}`);
  }
  await page.locator('#share-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'link-share-phone-eu.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Links: an embed shows the game of data-record; a wrong one is explained', async () => {
  const { context, page, errors } = await openPage(site, { serviceWorkers: 'block' });
  await startGame(page, 'jinx');
  await clickPoints(page, ['E1', 'E3', 'E9', 'E7', 'E3', 'E4']);
  await waitMoves(page, 3);
  const texts = await moveTexts(page);
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  const packed = link.slice(link.indexOf('#g/') + 3);
  const url = new URL('record-embed.html', site.base).href;
  await route(page, url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="mahai-embed.js"></script></head>
      <body>
        <div id="a" data-mahai-game="jinx" data-lang="en" data-record="${packed}"></div>
        <div id="b" data-mahai-game="jinx" data-lang="en" data-record="${link}" data-id="whole"></div>
        <div id="c" data-mahai-game="fidchell" data-lang="en" data-record="${packed}"></div>
        <div id="d" data-mahai-game="jinx" data-lang="en" data-record="${tampered(link)}"></div>
      </body></html>`,
  }));
  await page.goto(url);
  await page.waitForSelector('#a .play');
  await page.waitForSelector('#b .play');
  for (const id of ['a', 'b']) {
    await page.waitForFunction(([i, n]) => document.querySelector(`#${i}`).shadowRoot.querySelectorAll('.movelist li[data-ply]').length === n, [id, texts.length]);
    assert.deepEqual(await page.locator(`#${id} .movelist li[data-ply]`).allTextContents(), texts);
    // An embed has no share button of its own (its address is its host page's).
    assert.equal(await page.locator(`#${id} #share`).count(), 0);
  }
  assert.match(await page.textContent('#c .mahai-embed-error'),
    /Mahai: the game given \(data-record\) does not match the other options: data-mahai-game="fidchell" \(jinx\)/);
  assert.match(await page.textContent('#d .mahai-embed-error'),
    /Mahai: the game given \(data-record\) cannot be read: move 1 \(#10000\) is refused/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Links: a rules diagram has an address that opens the page at it', async () => {
  const { context, page, errors } = await openPage(site);
  await page.goto(`${site.base}#rules/jinx`);
  await page.waitForSelector('figure.rules-diagram');
  const href = await page.getAttribute('#fig3 .fig-link', 'href');
  assert.equal(href, '#rules/jinx/fig3');
  assert.equal(await page.getAttribute('#fig3 .fig-link', 'aria-label'), 'Link to figure 3');
  // Opened afresh, the page scrolls to that diagram.
  await page.goto(`${site.base}${href}`);
  await page.reload();
  await page.waitForSelector('#fig3 svg');
  await page.waitForFunction(() => {
    const box = document.querySelector('#fig3').getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
  assert.ok(await page.evaluate(() => window.scrollY) > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Links: the longest game of 200 strong-vs-strong Fidchell games opens from its link', async () => {
  // `mahai link tests/data/links/fidchell.json`: the game of 1,308 plies that
  // `mahai selfplay fidchell --a strong --b strong --games 200 --seed 1` found longest.
  const fragment = readFileSync('e2e/fixtures/longest-fidchell.link', 'utf8').trim();
  assert.ok(fragment.length <= 2000, `${fragment.length} characters`);
  const { context, page, errors } = await openPage(site);
  await page.goto(`${site.base}${fragment}`);
  await page.waitForSelector('#linked');
  await page.waitForFunction(() => document.querySelectorAll('#movelist li').length === 1308);
  assert.equal(await reviewAt(page), 'Move 1308 / 1308');
  assert.match(await page.textContent('#result'), /Game over/);
  // Nothing was saved: a link's game is only looked through.
  assert.deepEqual(await savedGames(page), {});
  assert.deepEqual(errors, []);
  await context.close();
});
