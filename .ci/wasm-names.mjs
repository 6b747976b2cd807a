// Shortens the names on the boundary between a wasm-bindgen bundle's wasm and its JavaScript
// glue (used by .ci/dist-hook.mjs on release builds). wasm-bindgen names every function the wasm
// imports from the glue like `__wbg_setAttribute_1b2c3d4e5f60718a` (a hash in each) and puts them
// under the module name `./<bundle>_bg.js`, which the wasm repeats for every import. Both files
// carry every name whole, and hashes do not compress: about 5 KB of a bundle's gzipped size.
// Here each import of that module gets a short name (`_0`, `_1`, … in base 36) and the module
// the name `w`, in the wasm's import section and in the glue alike. Imports from other modules
// (a bundle's JavaScript snippets) keep their names. Nothing else in either file changes.
//
// The glue is read as wasm-bindgen 0.2.130 writes it, before any minifier: an object of import
// functions keyed by name, and `"./<bundle>_bg.js": import0`. Anything else makes `rename`
// throw, and the caller leaves that bundle as it was.

/** An unsigned LEB128 at `at`: [value, position after it]. */
function leb(buf, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function lebBytes(n) {
  const out = [];
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
}

function readName(buf, at) {
  const [len, start] = leb(buf, at);
  return [buf.subarray(start, start + len).toString('utf8'), start + len];
}

const nameBytes = (s) => {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([lebBytes(b.length), b]);
};

/** The position after an import's description of kind `kind` at `at`. */
function skipImport(buf, kind, at) {
  const limits = (p) => {
    const flags = buf[p++];
    [, p] = leb(buf, p);
    if (flags & 1) [, p] = leb(buf, p);
    return p;
  };
  switch (kind) {
    case 0: return leb(buf, at)[1]; // function: its type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return leb(buf, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`unknown import kind ${kind}`);
  }
}

/**
 * `wasm` (a Buffer) and `js` (the glue's text) of bundle `bundle` with short import names:
 * { wasm, js, renamed }.
 */
export function rename(wasm, js, bundle) {
  const own = `./${bundle}_bg.js`;
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  const names = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = leb(wasm, at + 1);
    const end = start + size;
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = leb(wasm, start);
    const body = [lebBytes(count)];
    for (let i = 0; i < count; i++) {
      let module;
      let field;
      [module, p] = readName(wasm, p);
      [field, p] = readName(wasm, p);
      const desc = p;
      p = skipImport(wasm, wasm[p], p + 1);
      if (module === own) {
        if (!names.has(field)) names.set(field, `_${names.size.toString(36)}`);
        body.push(nameBytes('w'), nameBytes(names.get(field)));
      } else {
        body.push(nameBytes(module), nameBytes(field));
      }
      body.push(wasm.subarray(desc, p));
    }
    if (p !== end) throw new Error('the import section does not end where it says');
    const content = Buffer.concat(body);
    parts.push(Buffer.from([2]), lebBytes(content.length), content);
    at = end;
  }
  let glue = js;
  for (const [long, short] of names) {
    const token = new RegExp(`(?<![\\w$])${long.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const renamed = glue.replace(token, short);
    if (renamed === glue) throw new Error(`the glue never names the import ${long}`);
    glue = renamed;
  }
  const key = `${JSON.stringify(own)}: import0`;
  if (names.size > 0) {
    if (glue.split(key).length !== 2) throw new Error(`the glue has no single ${key}`);
    glue = glue.replace(key, '"w": import0');
  }
  return { wasm: Buffer.concat(parts), js: glue, renamed: names.size };
}
