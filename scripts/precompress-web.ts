/**
 * After `vite build`: writes a .br and a .gz beside every compressible file of apps/web/dist, so
 * the server sends them as they are (@fastify/static preCompressed) instead of compressing per
 * request. Files under 1 KB or that do not shrink are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(DIST)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${path}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  count += 1;
  before += raw.length;
  after += br.length;
}
console.log(
  `precompress: ${count} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
