#!/usr/bin/env node
// Size check of the candidate app (DESIGN §1: a small, mobile-first bundle). After `vite build`
// it reads dist/.vite/manifest.json and sums the brotli size (what the server sends: the build
// precompresses, scripts/precompress.mjs) of every JS file interview.html loads: its entry, the
// entry's static imports (transitively), and one language's catalogue, the largest (issue 32: every
// candidate loads exactly one; the others are fetched only when chosen). Exits 1 over the limit,
// or when those files contain a module the candidate app must not load (see FORBIDDEN below).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib, { brotliCompressSync } from 'node:zlib';

// Issue 29: a candidate link transfers at most 120 KB of JavaScript.
const LIMIT_KB = 120;
const ENTRY = 'interview.html';
/** The manifest keys of the language catalogues (vite/catalogues.ts): one is loaded on every visit. */
const CATALOGUE = /^virtual:candid-catalogue\//;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`interview bundle: ${path.relative(root, manifestPath)} not found; run \`npm run build -w @candid/web\` first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
if (!manifest[ENTRY]) {
  console.error(`interview bundle: no ${ENTRY} entry in the manifest (is it a rollup input in vite.config.ts?)`);
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(ENTRY);
const brotli = (file) => brotliCompressSync(fs.readFileSync(path.join(dist, file)), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const catalogues = Object.keys(manifest).filter((key) => CATALOGUE.test(key));
if (catalogues.length === 0) {
  console.error('interview bundle: no language catalogue in the manifest (vite/catalogues.ts)');
  process.exit(1);
}
const [largest] = catalogues.map((key) => ({ key, size: brotli(manifest[key].file) })).sort((a, b) => b.size - a.size);
visit(largest.key);

// The employer app's vendor chunks (vite.config.ts manualChunks) must never load here.
const forbidden = [...files].filter((f) => /\/(mui|query|router|forms)-[^/]*\.js$/.test(f));
if (forbidden.length) {
  console.error(`interview bundle loads employer-app chunks: ${forbidden.join(', ')}`);
  process.exit(1);
}

// Chunk names are not enough: a module can land in a shared chunk under any name. Each file's
// source map lists the modules it was built from; none may be zod, MUI or its styling engine, or
// a module of @candid/shared other than its zod-free subpaths (package.json "exports" besides
// "."; the root evaluates every zod schema).
const sharedDir = path.join(root, 'packages/shared');
const sharedExports = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).exports;
/** A zod-free subpath's module and the modules it re-exports or imports (e.g. routes/index.ts and its files). */
function withRelativeImports(file, seen = new Set()) {
  if (seen.has(file) || !fs.existsSync(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
    withRelativeImports(path.resolve(path.dirname(file), `${specifier}.ts`), seen);
  }
  return seen;
}
const sharedAllowed = new Set(
  Object.entries(sharedExports)
    .filter(([subpath]) => subpath !== '.')
    .flatMap(([, target]) => (typeof target === 'string' ? [target] : Object.values(target)))
    .flatMap((target) => [...withRelativeImports(path.join(sharedDir, target))]),
);
const FORBIDDEN = [
  { name: 'zod', test: (source) => /[\\/]node_modules[\\/]zod[\\/]/.test(source) },
  { name: 'MUI', test: (source) => /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/.test(source) },
  {
    name: '@candid/shared beyond its zod-free subpaths',
    test: (source) => source.startsWith(sharedDir + path.sep) && !sharedAllowed.has(source),
  },
];
const refused = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const mapPath = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapPath)) {
    console.error(`interview bundle: ${file}.map not found; the check needs build.sourcemap in vite.config.ts`);
    process.exit(1);
  }
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
  for (const source of map.sources) {
    const absolute = path.resolve(path.dirname(mapPath), map.sourceRoot ?? '', source);
    const rule = FORBIDDEN.find((r) => r.test(absolute));
    if (rule) refused.push(`  ${rule.name}: ${path.relative(root, absolute)} (in ${file})`);
  }
}
if (refused.length) {
  console.error(`interview bundle loads modules the candidate app must not load:\n${refused.join('\n')}`);
  process.exit(1);
}

let total = 0;
const rows = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = brotli(file);
  total += size;
  rows.push([file, size]);
}
for (const [file, size] of rows.sort((a, b) => b[1] - a[1])) {
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
console.log(`interview bundle: ${kb.toFixed(1)} KB brotli, with the largest catalogue (limit ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) {
  console.error(`interview bundle is over the limit by ${(kb - LIMIT_KB).toFixed(1)} KB`);
  process.exit(1);
}
