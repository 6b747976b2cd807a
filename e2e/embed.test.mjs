// End to end: Mahai embedded in documentation pages (script embed and iframe embed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startSite, openPage, OUT } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.stop(); });

async function openExample(options = {}) {
  const opened = await openPage(site, options);
  await opened.page.goto(new URL('example.html', site.base).href);
  await opened.page.waitForSelector('#jinx .play');
  return opened;
}

test('the example page embeds every game, and each embed plays a move', async () => {
  const { context, page, errors } = await openExample();
  for (const game of ['barne-zirkulua', 'jinx', 'fidchell', 'bao-la-kete']) {
    await page.waitForSelector(`#${game} [data-mahai-game] .play`);
  }
  // Jinx by clicking its board.
  const jinx = page.locator('#jinx [data-mahai-game]');
  await jinx.locator('#pt-E1').click();
  await jinx.locator('#pt-E2').click();
  await page.waitForFunction(() => document.querySelectorAll('#jinx .movelist li').length === 1);
  // Fidchell: a stone placed on hole 5:3.
  const fidchell = page.locator('#fidchell [data-mahai-game]');
  await fidchell.locator('#pt-5-3').click();
  await page.waitForFunction(() => document.querySelectorAll('#fidchell .movelist li').length === 1);
  // Bao la Kete: pit A6, then the anticlockwise arrow asked at the pit.
  const bao = page.locator('#bao-la-kete [data-mahai-game]');
  await bao.locator('#pit-A6').click();
  await bao.locator('#bao-dir-acw').click();
  await page.waitForFunction(() => document.querySelectorAll('#bao-la-kete .movelist li').length === 1);
  // Barne-zirkulua: a person's turn starts with a click on the dice.
  const barne = page.locator('#barne-zirkulua [data-mahai-game]');
  await barne.locator('#roll').click();
  await page.waitForFunction(() => document.querySelectorAll('#barne-zirkulua .movelist li').length >= 1);
  // The iframe embed (four-player Jinx, in English).
  const frame = page.frameLocator('#frame iframe');
  await frame.locator('svg#board').waitFor();
  assert.equal(await frame.locator('svg#board g.piece').count(), 12);
  await frame.locator('#pt-H1').click();
  await frame.locator('#pt-I1').click();
  await frame.locator('#status').filter({ hasText: 'North (green) to move.' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, 'example-page.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('two embeds of the same game keep separate saves across a reload', async () => {
  const { context, page, errors } = await openExample();
  const first = page.locator('#jinx [data-mahai-game]');
  const second = page.locator('#jinx-bis [data-mahai-game]');
  await first.locator('#pt-E1').click();
  await first.locator('#pt-E3').click();
  await second.locator('#pt-C1').click();
  await second.locator('#pt-C2').click();
  await page.waitForFunction(() => document.querySelectorAll('#jinx-bis .movelist li').length === 1);
  await page.reload();
  await page.waitForSelector('#jinx-bis .movelist li');
  assert.match(await first.locator('.movelist').textContent(), /E1 → E3/);
  assert.doesNotMatch(await first.locator('.movelist').textContent(), /C1/);
  assert.match(await second.locator('.movelist').textContent(), /C1 → C2/);
  assert.doesNotMatch(await second.locator('.movelist').textContent(), /E1/);
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mahai.v1.embed.')));
  assert.ok(keys.length >= 2, `one save per embed: ${keys}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong embed option shows a clear message in its element', async () => {
  // Requests answered by the site's service worker would bypass the routed page below.
  const { context, page, errors } = await openPage(site, { serviceWorkers: 'block' });
  const url = new URL('bad-embed.html', site.base).href;
  await page.route(url, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><script type="module" src="mahai-embed.js"></script></head>
      <body>
        <div id="a" data-mahai-game="chess"></div>
        <div id="b" data-mahai-game="jinx" data-lang="xx"></div>
        <div id="c" data-mahai-game="jinx" data-players="7"></div>
        <div id="d" data-mahai-game="jinx" data-players="4" data-lang="fr"></div>
      </body></html>`,
  }));
  await page.goto(url);
  await page.waitForSelector('#d .play');
  // Without a known data-lang the message is in Basque, the embeds' default.
  assert.match(await page.textContent('#a'), /Mahai: «chess» jokoa ez dago \(hauetako bat: barne-zirkulua, jinx, fidchell, bao-la-kete\)/);
  assert.match(await page.textContent('#b'), /Mahai: «xx» hizkuntza ez dago/);
  assert.match(await page.textContent('#c'), /Mahai: .*7/);
  assert.equal(await page.getAttribute('#a', 'role'), 'alert');
  assert.match(await page.textContent('#d #status'), /Au tour de Sud \(rouge\)\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each embedded game loads its own bundle, not the full app', async () => {
  const opened = await openPage(site);
  const { context, page, errors } = opened;
  const wasm = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm')) wasm.push(name);
  });
  await page.goto(new URL('example.html', site.base).href);
  for (const game of ['barne-zirkulua', 'jinx', 'fidchell', 'bao-la-kete']) {
    await page.waitForSelector(`#${game} [data-mahai-game] .play`);
  }
  await page.frameLocator('#frame iframe').locator('svg#board').waitFor();
  for (const game of ['barne-zirkulua', 'jinx', 'fidchell', 'bao-la-kete']) {
    assert.ok(wasm.includes(`mahai-${game}_bg.wasm`), `${game}'s bundle: ${wasm}`);
  }
  assert.ok(!wasm.includes('mahai_bg.wasm'), `the full app was loaded: ${wasm}`);
  assert.deepEqual(errors, []);
  await context.close();
});
