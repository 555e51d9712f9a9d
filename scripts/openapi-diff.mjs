#!/usr/bin/env node
// Compares two OpenAPI documents (from `npm run openapi -w @candid/server`), keys sorted and the
// `description` texts aside, and prints the lines that differ: nothing but the count 0 when a
// change left every path, parameter and schema of the wire as it was.
//   node scripts/openapi-diff.mjs before.json after.json
import fs from 'node:fs';

const [a, b] = process.argv.slice(2).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
const canonical = (value) =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().filter((k) => k !== 'description').map((k) => [k, canonical(value[k])]))
      : value;
const before = JSON.stringify(canonical(a), null, 1).split('\n');
const after = JSON.stringify(canonical(b), null, 1).split('\n');
let differing = 0;
for (let i = 0; i < Math.max(before.length, after.length); i++) {
  if (before[i] === after[i]) continue;
  if (differing++ < 20) console.log(`line ${i + 1}:\n  - ${before[i]}\n  + ${after[i]}`);
}
console.log(`${before.length} lines compared; ${differing} differ (descriptions aside)`);
process.exit(differing ? 1 : 0);
