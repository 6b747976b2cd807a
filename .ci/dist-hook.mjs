// Trunk post-build step (run after csp-hook.py, see Trunk.toml), on the staging directory that becomes dist/:
//
// 1. Writes the list of every file of the build into sw.js (the line `const PRECACHE = [];`), so
//    the service worker stores all of them at install: after one visit every page, every rules
//    text in every language and both apps work offline, including what the visit did not open.
// 2. Release builds only: writes `x.gz` and `x.br` (brotli, quality 11) beside every text or
//    wasm file, for static hosts that serve precompressed files (docs/deploy.md). The .gz comes
//    from Google's zopfli (a gzip stream any browser reads, about 5% smaller than gzip -9; .ci/setup
//    installs it), or from Node's zlib at level 9, with a warning, where zopfli is missing. The
//    brotli library is Google's too, built into Node. A compressed copy that is not smaller than
//    its original is not written.
//
// 0. (Before both.) Cuts static/style.css, as Trunk copied it, into one stylesheet per game for
//    the embeds, `mahai-<game>.css`: the shared rules and that game's own, without the rules
//    marked for the site alone or for another game. style.css marks them with comment lines,
//    `/*@site*/ … /*@end*/` and `/*@game <name>*/ … /*@end*/`; unbalanced marks fail the build.
//    Every stylesheet written, style.css included, loses its comments and spare whitespace.
//    Release builds then give each bundle's imports short names in its wasm and its glue alike
//    (.ci/wasm-names.mjs: about 5 KB less gzipped per bundle), and minify wasm-bindgen's
//    JavaScript glue of every bundle (`mahai*.js`, not the hand-written loader or service
//    worker) with terser (package.json: about 2 KB less); without terser (a machine .ci/setup
//    did not prepare) it warns and leaves the glue as it is. Last, the pages' `integrity`
//    hashes are written again for the files changed.
//
// Usage: node .ci/dist-hook.mjs [DIR]  (DIR defaults to $TRUNK_STAGING_DIR, else dist)
import { readdirSync, readFileSync, writeFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rename } from './wasm-names.mjs';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR || 'dist';
const release = process.argv[2] ? true : process.env.TRUNK_PROFILE === 'release';
const COMPRESSED = /\.(gz|br)$/;
const COMPRESSIBLE = /\.(wasm|js|mjs|css|html|txt|svg|json|webmanifest)$/;

function files(root) {
  const out = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else out.push(path);
  }
  return out;
}

// 0. The embeds' stylesheets.
/** Comments and spare whitespace out; strings and `calc()` are left alone (no `+ - > ~` touched). */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
const stylePath = join(dir, 'style.css');
const style = readFileSync(stylePath, 'utf8');
const opens = style.match(/\/\*@(site|game [\w-]+)\*\//g) ?? [];
const ends = style.match(/\/\*@end\*\//g) ?? [];
const block = /\/\*@(site|game ([\w-]+))\*\/[\s\S]*?\/\*@end\*\//g;
const nested = [...style.matchAll(block)].some((m) => /\/\*@(site|game)/.test(m[0].slice(2)));
if (opens.length !== ends.length || nested) {
  console.error(`dist-hook: style.css has ${opens.length} part marks and ${ends.length} ends${nested ? ', nested' : ''}`);
  process.exit(1);
}
const games = [...new Set(opens.filter((m) => m.startsWith('/*@game')).map((m) => m.slice(8, -2)))];
for (const game of games) {
  const own = style.replace(block, (part, kind, name) => (kind !== 'site' && name === game ? part : ''));
  writeFileSync(join(dir, `mahai-${game}.css`), minifyCss(own));
}
writeFileSync(stylePath, minifyCss(style));
console.log(`dist-hook: style.css minified, and one stylesheet for each of ${games.join(', ')}`);

if (release) {
  const glue = readdirSync(dir).filter((n) => /^mahai.*\.js$/.test(n) && n !== 'mahai-embed.js');
  // Short names across each bundle's wasm/glue boundary first (.ci/wasm-names.mjs).
  let renamed = 0;
  for (const name of glue) {
    const bundle = name.slice(0, -3);
    const wasmPath = join(dir, `${bundle}_bg.wasm`);
    if (!existsSync(wasmPath)) continue;
    try {
      const r = rename(readFileSync(wasmPath), readFileSync(join(dir, name), 'utf8'), bundle);
      writeFileSync(wasmPath, r.wasm);
      writeFileSync(join(dir, name), r.js);
      renamed += 1;
    } catch (e) {
      console.warn(`dist-hook: ${bundle} keeps its import names (${e.message})`);
    }
  }
  console.log(`dist-hook: short import names in ${renamed} bundles`);
  const terser = join('node_modules', '.bin', 'terser');
  try {
    for (const name of glue) {
      const path = join(dir, name);
      // An ES module (the app, the start page, the embeds) may have its top-level names
      // mangled; the worker's glue is a classic script whose top-level `wasm_bindgen` is what
      // the worker calls, so there top-level names stay.
      const module = /^export\b|\bimport\.meta\b/m.test(readFileSync(path, 'utf8'));
      const kind = module ? ['--module'] : [];
      execFileSync(terser, [path, ...kind, '--compress', '--mangle', '--output', path], { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    console.log(`dist-hook: ${glue.length} bundles' glue minified`);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    console.warn('dist-hook: terser is not installed (.ci/setup installs it); the bundles\' glue is left as it is');
  }
}

// Trunk wrote the pages' subresource-integrity hashes before this hook changed their files:
// each page's `integrity` now says the sha384 of the file as it is.
for (const page of readdirSync(dir).filter((n) => n.endsWith('.html'))) {
  const path = join(dir, page);
  const html = readFileSync(path, 'utf8');
  const fixed = html.replace(/<link\b[^>]*>/g, (tag) => {
    const href = /href="(?:\.\/)?([^"]+)"/.exec(tag);
    if (!href || !/integrity="sha384-/.test(tag)) return tag;
    const hash = createHash('sha384').update(readFileSync(join(dir, href[1]))).digest('base64');
    return tag.replace(/integrity="sha384-[^"]*"/, `integrity="sha384-${hash}"`);
  });
  if (fixed !== html) writeFileSync(path, fixed);
}

const all = files(dir).filter((f) => !COMPRESSED.test(f)).sort();
const names = all.map((f) => relative(dir, f).split(sep).join('/'));

// 1. The service worker's list (itself excepted: the browser keeps it).
const swPath = join(dir, 'sw.js');
const sw = readFileSync(swPath, 'utf8');
const marker = /^const PRECACHE = \[[^\n]*\];$/m;
if (!marker.test(sw)) {
  console.error('dist-hook: sw.js has no `const PRECACHE = [...];` line');
  process.exit(1);
}
const list = names.filter((n) => n !== 'sw.js').map((n) => `'./${n}'`).join(', ');
writeFileSync(swPath, sw.replace(marker, `const PRECACHE = [${list}];`));
console.log(`dist-hook: sw.js precaches ${names.length - 1} files`);

// 2. Precompressed copies.
if (!release) {
  console.log('dist-hook: not a release build, no precompressed files');
  process.exit(0);
}
let zopfli = true;
try {
  execFileSync('zopfli', ['-h'], { stdio: 'ignore' });
} catch (e) {
  zopfli = e.code !== 'ENOENT';
}
if (!zopfli) console.warn('dist-hook: zopfli is not installed (.ci/setup installs it); .gz files come from zlib -9');
const gzip = (f, raw) => (zopfli
  ? execFileSync('zopfli', ['--gzip', '-c', f], { maxBuffer: 1 << 30 })
  : gzipSync(raw, { level: 9 }));
let written = 0;
for (const f of all.filter((p) => COMPRESSIBLE.test(p))) {
  const raw = readFileSync(f);
  const gz = gzip(f, raw);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(f).size,
      [constants.BROTLI_PARAM_MODE]: f.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  for (const [suffix, body] of [['.gz', gz], ['.br', br]]) {
    if (body.length < raw.length) {
      writeFileSync(f + suffix, body);
      written += 1;
    }
  }
}
console.log(`dist-hook: ${written} precompressed files (.gz, .br)`);
