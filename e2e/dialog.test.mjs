// End to end: the new-game dialog is a modal (the focus goes in and stays, Escape closes it and
// the focus goes back), and it opens with the choices of the last game started from it, per
// game; a damaged remembered choice is ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteForTests, withPage, reloadTo, startGame, GAMES } from './harness.mjs';

const site = siteForTests();

/** Whether the focus is inside the dialog, and on what. */
const focus = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return { inside: !!a?.closest('#new-game'), id: a?.id ?? '', tag: a?.tagName ?? '' };
});

test('Dialog: the focus moves into the new-game dialog and stays there; Escape closes it', () => withPage(site, {}, async ({ page }) => {
  for (const game of GAMES) {
    await page.focus(`#new-${game}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('#new-game');
    await page.waitForFunction(() => !!document.activeElement?.closest('#new-game'));
    // Tab goes round the dialog's controls and never leaves it, nor does Shift+Tab.
    const seen = new Set();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const f = await focus(page);
      assert.ok(f.inside, `${game}: Tab ${i + 1} left the dialog for ${f.tag}#${f.id}`);
      seen.add(`${f.tag}#${f.id}`);
    }
    assert.ok(seen.has('BUTTON#start'), `${game}: ${[...seen]}`);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      assert.ok((await focus(page)).inside, `${game}: Shift+Tab ${i + 1} left the dialog`);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('#new-game', { state: 'detached' });
    // Back on the button that opened it.
    assert.equal((await focus(page)).id, `new-${game}`);
  }
}));

test('Dialog: it opens with the last choices made for that game', () => withPage(site, {}, async ({ page }) => {
  await startGame(page, 'jinx', { setup: ['#players-3'], seats: { 1: 'computer:strong' } });
  await page.click('.leave');
  await page.waitForSelector('#new-fidchell');
  await page.click('#new-fidchell');
  await page.click('#preset-game-three-v1');
  await page.click('#all-radials');
  await page.selectOption('#seat-0', 'computer:beginner');
  await page.selectOption('#first', '1');
  await page.keyboard.press('Escape');
  // A dialog closed without starting keeps nothing.
  await page.click('#new-fidchell');
  assert.ok(await page.isChecked('#preset-game-one'));
  await page.click('#preset-game-three-v1');
  await page.click('#all-radials');
  await page.selectOption('#first', '1');
  await page.click('#start');
  await page.waitForSelector('svg#board');
  // After a reload too, each game's dialog has its own last choices.
  await reloadTo(page, 'svg#board');
  await page.click('.leave');
  await page.click('#new-jinx');
  assert.ok(await page.isChecked('#players-3'));
  assert.equal(await page.inputValue('#seat-0'), 'person');
  assert.equal(await page.inputValue('#seat-1'), 'computer:strong');
  assert.equal(await page.inputValue('#seat-2'), 'person');
  await page.keyboard.press('Escape');
  await page.click('#new-fidchell');
  assert.ok(await page.isChecked('#preset-game-three-v1'));
  assert.ok(await page.isChecked('#all-radials'));
  assert.equal(await page.inputValue('#first'), '1');
  await page.keyboard.press('Escape');
  // A game never started keeps its defaults.
  await page.click('#new-bao-la-kete');
  assert.equal(await page.inputValue('#seat-0'), 'person');
  assert.equal(await page.inputValue('#seat-1'), 'person');
}));

test('Dialog: a damaged remembered choice is ignored', () => withPage(site, {}, async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('mahai.v1.setup.jinx', 'p=300;s=person');
    localStorage.setItem('mahai.v1.setup.fidchell', '{"variant":"game-two"}');
    localStorage.setItem('mahai.v1.setup.barne-zirkulua', 'v=no-such-preset;p=9;b=200;f=7;s=robot');
    localStorage.setItem('mahai.v1.setup.bao-la-kete', 'v=single;f=9;s=computer:strong,friend,person,person');
  });
  await reloadTo(page, '#new-jinx');
  await page.click('#new-jinx');
  assert.ok(await page.isChecked('#players-2'));
  await page.keyboard.press('Escape');
  await page.click('#new-fidchell');
  assert.ok(await page.isChecked('#preset-game-one'));
  await page.keyboard.press('Escape');
  await page.click('#new-barne-zirkulua');
  assert.ok(await page.isChecked('#variant-basic'));
  assert.ok(await page.isChecked('#players-2'));
  await page.keyboard.press('Escape');
  // What can be read is taken, what cannot is left at its default.
  await page.click('#new-bao-la-kete');
  assert.ok(await page.isChecked('#variant-single'));
  assert.equal(await page.inputValue('#first'), '0');
  assert.equal(await page.inputValue('#seat-0'), 'computer:strong');
  assert.equal(await page.inputValue('#seat-1'), 'person');
  await page.click('#start');
  await page.waitForSelector('svg#board');
}));
