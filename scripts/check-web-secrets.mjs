#!/usr/bin/env node
// No secret in the client: after `vite build`, every file of apps/web/dist (scripts, source
// maps, HTML, CSS, assets) is searched for the shapes of Stripe's secret and restricted keys and
// webhook signing secrets, and for the values of the server's secrets when the environment has
// them. Publishable keys (pk_…) are allowed: they are meant for browsers. Exits 1 on a find.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist');

/** Stripe's secret (sk_), restricted (rk_) and webhook (whsec_) secrets, live or test. */
const PATTERNS = [/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{8,}/g, /\bwhsec_[A-Za-z0-9+/=_]{8,}/g];
/** The configured values themselves, whatever their shape. */
const VALUES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPERATOR_TOKEN', 'AI_API_KEY', 'TTS_API_KEY', 'AVATAR_API_KEY', 'S3_SECRET_ACCESS_KEY']
  .map((name) => [name, process.env[name]])
  .filter(([, value]) => value && value.length >= 8);

if (!fs.existsSync(dist)) {
  console.error(`web secrets: ${path.relative(root, dist)} not found; run \`npm run build -w @candid/web\` first`);
  process.exit(1);
}

const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
const finds = [];
for (const file of files) {
  const text = fs.readFileSync(file, 'latin1');
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) finds.push(`${path.relative(root, file)}: ${match[0].slice(0, 12)}…`);
  }
  for (const [name, value] of VALUES) {
    if (text.includes(value)) finds.push(`${path.relative(root, file)}: the value of ${name}`);
  }
}
if (finds.length) {
  console.error(`web secrets: ${finds.length} secret(s) in the built web app:\n  ${finds.join('\n  ')}`);
  process.exit(1);
}
console.log(`web secrets: none in ${files.length} files of ${path.relative(root, dist)}`);
