// `make bench`, the shipped column: the strong search of the position `mahai bench` searches
// (each game's first decision), posted to the real computer-player worker of dist/
// (mahai-worker.js and its wasm, as a visitor's browser loads them) in headless Chromium, beside
// the same search natively, measured by `mahai bench` in the same run. Prints one line per game:
// `BENCH-SHIPPED <game> search/s=<shipped> native/s=<native> ratio=<shipped/native>`.
//   MAHAI_BENCH_SEARCHES=N  searches per round (default 4; each a different seed)
//   MAHAI_BENCH_ROUNDS=N    rounds per game (default 3): the best of each side is printed
// Not a test: it prints figures and fails only when a search fails.
import { execFileSync } from 'node:child_process';
import { startSite, searchInWorker } from './harness.mjs';

const SEARCHES = Number(process.env.MAHAI_BENCH_SEARCHES ?? 4);
const ROUNDS = Number(process.env.MAHAI_BENCH_ROUNDS ?? 3);
const mahai = process.env.MAHAI_BIN ?? 'target/release/mahai';
const games = [...new Set(execFileSync(mahai, ['list'], { encoding: 'utf8' })
  .split('\n').filter(Boolean).map((l) => l.split(' ')[0]))];

const site = await startSite();
try {
  const page = await site.browser.newPage();
  await page.goto(new URL('embed.html?game=jinx', site.base).href);
  for (const game of games) {
    // Rounds of native then shipped, each side's best kept: a shared machine's load only ever
    // slows a run down, so the best of a few is the figure least disturbed by it.
    let native = 0;
    let shipped = 0;
    let position = null;
    for (let round = 0; round < ROUNDS; round++) {
      const bench = execFileSync(mahai, ['bench', game, '--seconds', '2'], { encoding: 'utf8' });
      position = bench.split('\n').find((l) => l.startsWith(`${game} searched `)).slice(game.length + 10);
      native = Math.max(native, Number(/iterations\/s=([0-9.]+)/.exec(bench)[1]));
      const requests = Array.from({ length: SEARCHES }, (_, i) => ({ game, position, level: 'strong', seed: i + 1 }));
      const answers = await searchInWorker(page, site.base, requests);
      const bad = answers.find((a) => a.reply.type !== 'move');
      if (bad) throw new Error(`${game}: ${JSON.stringify(bad.reply)}`);
      const result = {
        iterations: answers.reduce((n, a) => n + a.reply.iterations, 0),
        ms: answers.reduce((n, a) => n + a.ms, 0),
      };
      shipped = Math.max(shipped, result.iterations / (result.ms / 1000));
    }
    console.log(`BENCH-SHIPPED ${game} search/s=${shipped.toFixed(0)} native/s=${native.toFixed(0)} ratio=${(100 * shipped / native).toFixed(0)}%`);
  }
} finally {
  await site.stop();
}
