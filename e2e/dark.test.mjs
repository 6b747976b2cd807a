// End to end: a dark colour scheme when the system asks for one (prefers-color-scheme: dark),
// with every text readable on its ground; the light one stays as it was. Screenshots of the dark
// pages land in e2e/out/dark-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { siteForTests, withPage, startGame, clickPoints, settled, OUT, GAMES, BOARD } from './harness.mjs';

const site = siteForTests();

/**
 * For every element `selector` finds: its text colour, the colour of the ground it stands on
 * (the first ancestor with a background that is not transparent), and their contrast ratio
 * (WCAG 2: 1 to 21).
 */
function contrasts(page, selector) {
  return page.$$eval(selector, (els) => {
    const rgb = (c) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    return els.map((el) => {
      let ground = null;
      for (let e = el; e && !ground; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) ground = c.slice(0, 3);
      }
      ground ??= [255, 255, 255];
      const ink = rgb(getComputedStyle(el).color).slice(0, 3);
      const [a, b] = [lum(ink), lum(ground)].sort((x, y) => y - x);
      return { what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`, ink, ground, ratio: (a + 0.05) / (b + 0.05), groundLum: lum(ground) };
    });
  });
}

/** Checks that every text `selector` finds reads on its ground (a ratio of at least `min`). */
async function readable(page, selector, min = 4.5) {
  const found = await contrasts(page, selector);
  assert.ok(found.length > 0, `nothing matches ${selector}`);
  for (const c of found) assert.ok(c.ratio >= min, `${c.what}: ${c.ratio.toFixed(2)} (${c.ink} on ${c.ground})`);
  return found;
}

const TEXTS = 'h1, h2, h3, p, .btn, label, .player .name, .movelist .ply, .ply-no, .notice span, legend';

test('Dark: the site follows a dark system setting, every text readable', () => withPage(site, { colorScheme: 'dark' }, async ({ page }) => {
  const [body] = await readable(page, 'body');
  assert.ok(body.groundLum < 0.05, `the page's ground is not dark: ${body.ground}`);
  await readable(page, TEXTS);
  await page.screenshot({ path: join(OUT, 'dark-start.png'), fullPage: true });
  await page.click('#new-barne-zirkulua');
  await page.waitForSelector('#new-game');
  await readable(page, '.dialog h2, .dialog legend, .dialog label, .dialog .btn');
  await page.screenshot({ path: join(OUT, 'dark-dialog.png') });
  await page.keyboard.press('Escape');
  for (const game of GAMES) {
    await startGame(page, game, { board: BOARD[game] });
    if (game === 'jinx') await clickPoints(page, ['E1', 'E3']);
    await settled(page);
    await readable(page, `.game-screen :is(${TEXTS}), .player.current .name`);
    await page.screenshot({ path: join(OUT, `dark-${game}.png`), fullPage: true });
    await page.click('.leave');
    await page.waitForSelector(`#new-${game}`);
  }
  await page.click('#rules-link-jinx');
  await page.waitForSelector('.rules-text h2');
  await readable(page, '.rules-text :is(h1, h2, p)');
  await page.screenshot({ path: join(OUT, 'dark-rules-jinx.png') });
}));

test('Dark: the light scheme is the light one', () => withPage(site, { colorScheme: 'light' }, async ({ page }) => {
  const [body] = await readable(page, 'body');
  assert.deepEqual(body.ground, [246, 241, 231]);
  await readable(page, TEXTS);
}));
