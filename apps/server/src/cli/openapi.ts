// `npm run openapi -w @candid/server > openapi.json`: the API's OpenAPI document, as /api/docs/json
// serves it, from an app built over an empty in-memory database (no server, no port). With
// scripts/openapi-diff.mjs it shows that a refactor left the wire as it was.
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const database = await openDatabase({ dataDir: 'memory://' });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  WEB_DIST: 'apps/server/test/fixtures/no-web',
  DATA_DIR: path.join(os.tmpdir(), `candid-openapi-${process.pid}`),
});
const app = await buildApp(config, { database, startWorkers: false });
await app.ready();
const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
process.stdout.write(`${res.body}\n`);
await app.close();
await database.close();
