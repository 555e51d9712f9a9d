#!/usr/bin/env node
// Precompression of the built web app (run after `vite build` by apps/web's build script): every
// compressible file of apps/web/dist gets a brotli (.br, quality 11) and a gzip (.gz, level 9)
// sibling, which the server sends to browsers that accept them (apps/server/src/http/spa.ts).
// Files under 1 KB, source maps and formats that are compressed already (images, fonts, video)
// are left alone, and so is a sibling that would not be smaller than the file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|xml|ico|webmanifest)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));

/** Every file under `dir`, skipping dot folders (Vite's .vite manifest is not served). */
async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: /\.(wasm|ico)$/i.test(file) ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // A sibling that saves nothing would only cost the browser a decode.
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
  return { raw: data.length, br: br.length, gz: gz.length };
}

const started = performance.now();
const todo = [];
for await (const file of files(dist)) if (COMPRESSIBLE.test(file)) todo.push(file);

// Two files at a time: brotli 11 is CPU-bound and zlib runs it on the libuv pool.
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < todo.length) {
      const sizes = await precompress(todo[next++]);
      if (!sizes) continue;
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompress: ${totals.files} files in ${path.relative(root, dist) || dist}, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)} ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
