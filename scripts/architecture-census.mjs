#!/usr/bin/env node
// Counts what issue 31 measures in the server's code, from the source files alone:
//   node scripts/architecture-census.mjs
// The tests hold each rule (apps/server/test/architecture.test.ts, table-owners.test.ts,
// role-matrix.test.ts, contract.test.ts); this prints the figures.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'apps/server/src');
const files = (dir, keep = () => true) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, keep);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && keep(full) ? [full] : [];
  });
const rel = (f) => path.relative(server, f).split(path.sep).join('/');
const read = (f) => fs.readFileSync(f, 'utf8');
const code = files(server);
const count = (list, re) => list.reduce((n, f) => n + (read(f).match(re) ?? []).length, 0);

const inModules = code.filter((f) => /^(modules|commands)\//.test(rel(f)));
const services = inModules.filter((f) => !/(^|[/-])routes\.ts$/.test(rel(f)));
const outsideDb = code.filter((f) => !rel(f).startsWith('db/'));

// Tables with more than one writing module (src/seed, the demo data, aside).
const tables = files(path.join(server, 'db/schema')).flatMap((f) => [...read(f).matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]));
const writers = new Map(tables.map((t) => [t, new Set()]));
for (const f of code) {
  const r = rel(f);
  if (r.startsWith('seed/') || r.startsWith('db/')) continue;
  const [top, second] = r.split('/');
  const writer = top === 'modules' ? second : top === 'platform' && !second.endsWith('.ts') ? `platform/${second}` : top.replace(/\.ts$/, '');
  const text = read(f);
  const aliases = new Map([...text.matchAll(/\bconst (\w+) = (?:schema\.)?(\w+);/g)].filter((m) => writers.has(m[2])).map((m) => [m[1], m[2]]));
  const written = [
    ...[...text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)].map((m) => m[1]),
    ...[...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{(?:schema\.)?(\w+)\}/gi)].map((m) => m[1]),
  ].map((name) => (writers.has(name) ? name : aliases.get(name)));
  for (const t of written) if (t) writers.get(t).add(writer);
}
const shared = [...writers].filter(([, w]) => w.size > 1);

const modulesDir = path.join(server, 'modules');
const moduleNames = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const withoutPolicy = moduleNames.filter((m) => {
  const own = files(path.join(modulesDir, m)).filter((f) => path.basename(f) !== 'policy.ts');
  return own.some((f) => /\bAuthContext\b/.test(read(f))) && !/definePolicy\(/.test(fs.existsSync(path.join(modulesDir, m, 'policy.ts')) ? read(path.join(modulesDir, m, 'policy.ts')) : '');
});
const inlineRoleChecks = services
  .filter((f) => path.basename(f) !== 'policy.ts')
  .reduce((n, f) => n + read(f).split('\n').filter((l) => /\b(?:can|can[A-Z]\w*|seesOnlyOwnJobs|isOwner|levelCovers)\(/.test(l) && !/^\s*(\*|\/\/)/.test(l)).length, 0);

// The spec's wire names (packages/shared/src/wire/names.ts): in table definitions, and in code away from the HTTP
// edge (route files, the mappings wire.ts and wire-names.ts, the compile-time wire-check.ts) and from comments.
const wireNamesFile = path.join(root, 'packages/shared/src/wire/names.ts');
const wireNames = new Set([...read(wireNamesFile).matchAll(/: '(\w+)',/g)].map((m) => m[1]));
// `Type` (a comment's kind) and `Text` (a video text's) are also English words in labels, a TypeScript type parameter, PDF and XML keys: not counted.
const wireNameRe = new RegExp(`\\b(?:${[...wireNames].filter((n) => n !== 'Type' && n !== 'Text').join('|')})\\b`, 'g');
const codeLines = (f) => read(f).split('\n').filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l)).join('\n');
const schemaFiles = code.filter((f) => rel(f).startsWith('db/schema/') && !rel(f).endsWith('wire-check.ts'));
const schemaWireProps = schemaFiles.reduce(
  (n, f) => n + [...codeLines(f).matchAll(/^\s+(\w+): \w+\(/gm)].filter((m) => wireNames.has(m[1])).length,
  0,
);
const awayFromEdge = code.filter((f) => !/^http\/|(^|[/-])routes\.ts$|(^|\/)wire(-names|-check)?\.ts$/.test(rel(f)));
const wireNamesInside = awayFromEdge.map((f) => [rel(f), (codeLines(f).match(wireNameRe) ?? []).length]).filter(([, n]) => n > 0);

const web = files(path.join(root, 'apps/web/src'));
// The web's state: screens and hooks away from api/ (which renames replies and bodies) and the tests' stubbed replies.
const webState = web.filter((f) => !/apps\/web\/src\/(api|test)\//.test(f.split(path.sep).join('/')));
const webWireNames = webState.map((f) => [path.relative(root, f), (codeLines(f).match(wireNameRe) ?? []).length]).filter(([, n]) => n > 0);
const figures = [
  [
    'spec wire names that say something else (Campaign_CandidateNumber, Campaign_Tolerance, ChatGTP_Question_Text) in services and schema, the edge mappings (wire.ts) aside',
    services
      .concat(code.filter((f) => rel(f).startsWith('db/schema/')))
      .filter((f) => !/(^|\/)wire(-check)?\.ts$/.test(rel(f)))
      .reduce((n, f) => n + (codeLines(f).match(/\b(?:Campaign_CandidateNumber|Campaign_Tolerance|ChatGTP_Question_Text)\b/g) ?? []).length, 0),
  ],
  ['table properties named by a spec wire name', schemaWireProps],
  ['spec wire names in server code away from the HTTP edge (route files, wire.ts mappings)', wireNamesInside.reduce((n, [, k]) => n + k, 0)],
  ["spec wire names in the web's screens and state (api/ and tests aside)", webWireNames.reduce((n, [, k]) => n + k, 0)],
  ['services taking AppContext (files)', services.filter((f) => /\bAppContext\b/.test(read(f))).length],
  ['.transaction( outside the database layer', count(outsideDb, /\.transaction\(/g)],
  ['untyped job payloads (a handler reading Number(payload.x) or taking Record<string, unknown>)', count(code, /Number\(payload\.|String\(payload\.|\bhandle\w*\([^)]*payload: Record<string, unknown>|run\([^)]*payload: Record<string, unknown>/g)],
  ['tables with more than one writing module', shared.length],
  ['modules acting for a member without a policy', withoutPolicy.length],
  ['inline role checks in services', inlineRoleChecks],
  ['web calls typing their path by hand (apiCall<…>(path))', count(web, /apiCall<typeof/g)],
];
for (const [what, n] of figures) console.log(`${String(n).padStart(5)}  ${what}`);
if (shared.length) console.log(`\nshared tables: ${shared.map(([t, w]) => `${t} (${[...w].join(', ')})`).join('; ')}`);
if (process.argv.includes('--wire')) {
  for (const [f, n] of wireNamesInside.sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  apps/server/src/${f}`);
  for (const [f, n] of webWireNames.sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${f}`);
}
if (withoutPolicy.length) console.log(`modules without a policy: ${withoutPolicy.join(', ')}`);
