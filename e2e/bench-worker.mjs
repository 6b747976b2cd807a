// `make bench`, the shipped column: the strong searches of the position `mahai bench` searches
// (each game's first decision), posted to the real computer-player worker of dist/
// (mahai-worker.js and its wasm, as a visitor's browser loads them) in headless Chromium, beside
// the same searches natively (`mahai bench GAME --searches N`: the same position, level, seeds
// and so iterations), in turns in the same run. Each round starts a fresh worker and posts the
// searches twice: the first time its WebAssembly runs partly in V8's baseline code while the
// optimised code is being compiled (a player's first computer move in a session), the second
// time in optimised code (the later moves). A third fresh worker is first asked for the
// analysis's estimate of the position, as the site asks when a game opens (its analysis runs
// beside the game), then for the searches: a person's opponent's first move on the site. Prints
// one line per game: `BENCH-SHIPPED <game> search/s=<first> native/s=<native>
// ratio=<first/native> warm/s=<second> warm-ratio=<second/native>
// after-analysis-ratio=<third/native>`.
//   MAHAI_BENCH_SEARCHES=N  searches per round (default 4; seeds 1..N)
//   MAHAI_BENCH_ROUNDS=N    rounds per game (default 3): the best of each side is printed
//   MAHAI_BENCH_BEFORE=DIR  also an earlier build, side by side: DIR is its dist/ and
//                           MAHAI_BENCH_BEFORE_BIN its `mahai` (each round runs both builds);
//                           its lines are `BENCH-SHIPPED-BEFORE …`
// Not a test: it prints figures and fails only when a search fails.
import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSite, searchInWorker } from './harness.mjs';

const SEARCHES = Number(process.env.MAHAI_BENCH_SEARCHES ?? 4);
const ROUNDS = Number(process.env.MAHAI_BENCH_ROUNDS ?? 3);
const mahai = process.env.MAHAI_BIN ?? 'target/release/mahai';
const games = [...new Set(execFileSync(mahai, ['list'], { encoding: 'utf8' })
  .split('\n').filter(Boolean).map((l) => l.split(' ')[0]))];

/** Iterations per second of a list of answers. */
function rate(answers) {
  const iterations = answers.reduce((n, a) => n + a.reply.iterations, 0);
  const ms = answers.reduce((n, a) => n + a.ms, 0);
  return iterations / (ms / 1000);
}

const site = await startSite();
const builds = [{ label: 'BENCH-SHIPPED', bin: mahai, worker: 'mahai-worker-start.js' }];
if (process.env.MAHAI_BENCH_BEFORE) {
  // Served beside dist/ (same origin, as a worker script must be).
  symlinkSync(resolve(process.env.MAHAI_BENCH_BEFORE), join(site.root, 'some/sub/before'));
  const bin = process.env.MAHAI_BENCH_BEFORE_BIN;
  if (!bin) throw new Error('MAHAI_BENCH_BEFORE needs MAHAI_BENCH_BEFORE_BIN');
  builds.unshift({ label: 'BENCH-SHIPPED-BEFORE', bin, worker: '../before/mahai-worker-start.js' });
}
try {
  const page = await site.browser.newPage();
  await page.goto(new URL('embed.html?game=jinx', site.base).href);
  for (const game of games) {
    // Rounds of native then shipped, each side's best kept: a shared machine's load only ever
    // slows a run down, so the best of a few is the figure least disturbed by it.
    const best = builds.map(() => ({ native: 0, first: 0, warm: 0, analysed: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, build] of builds.entries()) {
        const bench = execFileSync(build.bin, ['bench', game, '--searches', String(SEARCHES)], { encoding: 'utf8' });
        const position = bench.split('\n').find((l) => l.startsWith(`${game} searched `)).slice(game.length + 10);
        best[i].native = Math.max(best[i].native, Number(/iterations\/s=([0-9.]+)/.exec(bench)[1]));
        const requests = Array.from({ length: SEARCHES }, (_, s) => ({ game, position, level: 'strong', seed: s + 1 }));
        const answers = await searchInWorker(page, site.base, [...requests, ...requests], build.worker);
        const bad = answers.find((a) => a.reply.type !== 'move');
        if (bad) throw new Error(`${game}: ${JSON.stringify(bad.reply)}`);
        best[i].first = Math.max(best[i].first, rate(answers.slice(0, SEARCHES)));
        best[i].warm = Math.max(best[i].warm, rate(answers.slice(SEARCHES)));
        // (searchInWorker posts { type: 'search', ...request }: the type is overridden.)
        const estimate = { type: 'analyse', game, position, seed: 99 };
        const [asked, ...searched] = await searchInWorker(page, site.base, [estimate, ...requests], build.worker);
        if (asked.reply.type !== 'estimate') throw new Error(`${game}: ${JSON.stringify(asked.reply)}`);
        best[i].analysed = Math.max(best[i].analysed, rate(searched));
      }
    }
    for (const [i, build] of builds.entries()) {
      const { native, first, warm, analysed } = best[i];
      const pct = (x) => `${(100 * x / native).toFixed(0)}%`;
      console.log(`${build.label} ${game} search/s=${first.toFixed(0)} native/s=${native.toFixed(0)} ratio=${pct(first)} warm/s=${warm.toFixed(0)} warm-ratio=${pct(warm)} after-analysis-ratio=${pct(analysed)}`);
    }
  }
} finally {
  await site.stop();
}
