// End to end: the harness's rule for listeners. A listener whose callback is still at work when
// its page closes fails later, outside its test (issue 39: "generated asynchronous activity after
// the test ended" failed a whole file, by chance). So every listener and route of these tests goes
// through the harness (`listen`, `route`), which settles them before a context closes and fails
// the test, by name, for a listener that throws or a promise left rejected.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * The lines of `source` that listen or route without the harness: `x.on(…)`, `x.once(…)`,
 * `x.addListener(…)`, `x.prependListener(…)`, `x.route(…)`, and a site started without
 * `siteForTests` (whose hooks close what a test left open).
 */
export function rawListeners(source) {
  return source.split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*'))
    .filter(({ line }) => /\.(on|once|addListener|prependListener|prependOnceListener|route)\(/.test(line)
      || /\bstartSite\(/.test(line));
}

test('no e2e file listens, routes or starts the site but through the harness', () => {
  // All but the harness itself, this file (its examples) and the worker bench, which is no test.
  const exempt = ['harness.mjs', 'listeners.test.mjs', 'bench-worker.mjs'];
  const files = readdirSync('e2e').filter((f) => f.endsWith('.mjs') && !exempt.includes(f));
  assert.ok(files.length > 20, files.join());
  const found = files.flatMap((f) => rawListeners(readFileSync(`e2e/${f}`, 'utf8'))
    .map(({ line, number }) => `e2e/${f}:${number}: ${line}`));
  assert.deepEqual(found, []);
});

test('the check finds a raw listener, a raw route and a site of its own', () => {
  const bad = [
    "page.on('response', async (r) => { await r.allHeaders(); });",
    "context.once('page', (p) => p.close());",
    'await page.route(url, (r) => r.abort());',
    'worker.addListener(\'close\', done);',
    'const site = await startSite();',
    "listen(page, 'response', (r) => r.url());",
    '// page.on( in a comment is no listener',
  ].join('\n');
  assert.deepEqual(rawListeners(bad).map(({ number }) => number), [1, 2, 3, 4, 5]);
});

test('the harness settles late listeners and fails a test, by its name, for a listener error or an unhandled rejection', () => {
  // The fixture runs in a test runner of its own (not as a subtest of this one).
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'e2e/fixtures/listeners.fixture.mjs'], {
    env, encoding: 'utf8', timeout: 300_000,
  });
  const out = `${run.stdout}\n${run.stderr}`;
  const result = (name) => {
    const m = new RegExp(`^\\s*(not ok|ok) \\d+ - fixture: ${name}`, 'm').exec(out);
    return m?.[1];
  };
  assert.equal(result('a listener still awaiting when its test ends is settled first'), 'ok', out);
  assert.equal(result('a listener that throws fails its test'), 'not ok', out);
  assert.equal(result('an unhandled rejection fails the test it came in'), 'not ok', out);
  assert.equal(result('a context left open is closed, settled, at its test\'s end'), 'ok', out);
  assert.equal(result('a test after them passes'), 'ok', out);
  assert.match(out, /a listener failed in "fixture: a listener that throws fails its test": Error: thrown by a request listener/);
  assert.match(out, /unhandledRejection in "fixture: an unhandled rejection fails the test it came in": Error: a promise nobody awaited/);
  assert.doesNotMatch(out, /asynchronous activity after the test ended/);
  assert.doesNotMatch(out, /Target page, context or browser has been closed/);
  assert.notEqual(run.status, 0);
});
