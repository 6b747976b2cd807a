// End to end: Basque first. A first visit is in Basque whatever the browser's language (the
// boards live in Basque rules pages, and most Basque speakers run Spanish or French browsers);
// the language menu changes it and the choice is remembered. Each game and each rules page is
// checked and photographed in Basque (e2e/out/basque-*.png), and the messages that used to be
// English (embed options, damaged saves) are Basque with their technical details folded away.
// Nothing here depends on dice or timing: boards are photographed at fixed positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  siteForTests, withPage, firstVisit, startGame, clickPoints, reloadTo, settled, OUT, route, assertEveryGame,
} from './harness.mjs';

const site = siteForTests();

/** Runs `body` on a first visit (empty storage) with a browser speaking `locale`. */
function visit(locale, body, options = {}) {
  return withPage(site, options, body, (s, o) => firstVisit(s, locale, o));
}

for (const locale of ['es-ES', 'fr-FR', 'en-GB']) {
  test(`a first visit with a ${locale} browser is in Basque, and a chosen language is remembered`, () => visit(locale, async ({ page }) => {
    assert.equal(await page.evaluate(() => navigator.language), locale);
    assert.equal(await page.getAttribute('html', 'lang'), 'eu');
    assert.equal(await page.inputValue('#lang'), 'eu');
    assert.match(await page.textContent('#new-jinx'), /Partida berria/);
    assert.match(await page.textContent('main'), /Jokoak/);

    // The menu in the header switches; the choice outlives a reload.
    const other = locale.slice(0, 2);
    await page.selectOption('#lang', other);
    await page.waitForFunction((l) => document.documentElement.lang === l, other);
    await reloadTo(page, '#new-jinx');
    assert.equal(await page.getAttribute('html', 'lang'), other);
    assert.equal(await page.inputValue('#lang'), other);
    // And back to Basque.
    await page.selectOption('#lang', 'eu');
    await page.waitForFunction(() => document.documentElement.lang === 'eu');
  }));
}

/** What each game's board says at its start (and after a few fixed clicks for Jinx). */
const BOARDS = [
  {
    game: 'barne-zirkulua',
    status: /Horiak ez du bolarik ibilbidean: VI edo XII batek bola bat ateratzen du hasierako posiziora \(1\. jaurtiketa \/ 3\)/,
  },
  {
    game: 'jinx',
    // Red's E4-E5 threatens E7: the jinx call (the same fixed moves as jinx.test.mjs).
    clicks: ['E1', 'E3', 'E9', 'E7', 'E3', 'E4', 'F9', 'G8', 'E4', 'E5'],
    call: true,
    status: /Jinx! Berdea: fitxa hauetako bat mugitu behar da: E7\./,
  },
  { game: 'fidchell', status: /Txanda: Zuria\./, main: /Fasea: kokapen-fasea/ },
  { game: 'bao-la-kete', status: /Txanda: Hegoa \(nemo etapa\)\./ },
];
assertEveryGame(BOARDS.map((g) => g.game), 'BOARDS in e2e/basque.test.mjs');

for (const g of BOARDS) {
  test(`${g.game} in Basque: the board speaks the seeds' words`, () => visit('es-ES', async ({ page }) => {
    await startGame(page, g.game);
    await clickPoints(page, g.clicks ?? []);
    if (g.call) {
      const call = page.locator('button.jinx-call');
      await call.waitFor();
      await call.click();
    }
    await page.waitForFunction((src) => new RegExp(src, 's').test(document.querySelector('#status').textContent), g.status.source);
    const text = await page.textContent('main');
    if (g.main) assert.match(text, g.main);
    for (const english of [' to move', 'Choose ', 'Roll the dice', 'End turn', 'Undo']) {
      assert.ok(!text.includes(english), `English "${english}" on the Basque board`);
    }
    await settled(page);
    await page.screenshot({ path: join(OUT, `basque-${g.game}.png`) });
  }));
}

const PAGES = [
  ['barne-zirkulua', ['hasiera-gune', 'helmugara', 'noranzko-aldaketa']],
  ['jinx', ['fitxa', 'lisoa', 'jokalari bakarti']],
  ['fidchell', ['nagusia', 'kokapen-fase', 'tartekatze-harrapaketa']],
  ['bao-la-kete', ['nemo etapa', 'kuu funtzional', 'takasia']],
];
assertEveryGame(PAGES.map(([game]) => game), 'PAGES in e2e/basque.test.mjs');

test('every rules page in Basque, with its boards', () => visit('fr-FR', async ({ page }) => {
  for (const [game, terms] of PAGES) {
    await page.goto(`${site.base}#rules/${game}`);
    await page.waitForSelector(`#rules-${game}`);
    assert.equal(await page.getAttribute(`#rules-${game}`, 'lang'), 'eu');
    await page.waitForFunction(() => document.querySelectorAll('figure.rules-diagram svg').length > 0);
    const text = (await page.textContent(`#rules-${game}`)).toLowerCase();
    for (const term of terms) assert.ok(text.includes(term), `${game}: «${term}»`);
    await settled(page);
    await page.screenshot({ path: join(OUT, `basque-rules-${game}.png`), fullPage: true });
  }
}));

test('a damaged save and a wrong embed option are explained in Basque, details folded away', () => visit('en-GB', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('mahai.v1.game.broken', '{"format":1,"id":"broken","record":'));
  await reloadTo(page, '.saved.damaged');
  const line = page.locator('.saved.damaged');
  assert.match(await line.textContent(), /Gordetako partida hau hondatuta dago, eta ezin da ireki\./);
  const details = line.locator('details.tech-detail');
  assert.equal(await details.count(), 1);
  assert.equal(await details.evaluate((d) => d.open), false);
  assert.equal(await details.locator('summary').textContent(), 'Xehetasun teknikoak');
  // The parser's English is inside the folded part only.
  assert.ok(!(await line.locator(':scope > .muted').evaluate((el) => el.firstChild.textContent)).includes('EOF'));
  await page.screenshot({ path: join(OUT, 'basque-damaged-save.png') });

  const url = new URL('basque-embed.html', site.base).href;
  await route(page, url, (r) => r.fulfill({
    contentType: 'text/html',
    body: `<!DOCTYPE html><html lang="eu"><head><meta charset="utf-8"><script type="module" src="mahai-embed.js"></script></head>
      <body>
        <div id="a" data-mahai-game="jinx" data-players="7"></div>
        <div id="b" data-mahai-game="jinx" data-players="7" data-lang="es"></div>
        <div id="c" data-mahai-game="fidchell"></div>
      </body></html>`,
  }));
  await page.goto(url);
  await page.waitForSelector('#c .play');
  // The message is drawn in the element's shadow root, like a board.
  assert.match(await page.textContent('#a .mahai-embed-error'), /^Mahai: joko hau ezin da aukera hauekin prestatu: data-players="7"/);
  assert.equal(await page.textContent('#a .mahai-embed-error summary'), 'Xehetasun teknikoak');
  assert.equal(await page.getAttribute('#a .mahai-embed-error', 'lang'), 'eu');
  assert.match(await page.textContent('#b .mahai-embed-error'), /^Mahai: este juego no se puede preparar con estas opciones/);
  assert.equal(await page.textContent('#b .mahai-embed-error summary'), 'Detalles técnicos');
  assert.match(await page.textContent('#c #status'), /Txanda: Zuria\./);
}, { serviceWorkers: 'block' }));
