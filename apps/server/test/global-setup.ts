import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../src/db/schema/index';
import { pgliteExtensions, type Db } from '../src/db/client';
import { ensurePackages } from '../src/modules/billing/plan';
import { seedReferenceData } from '../src/modules/reference/seed';
import { checkExpectedEngine, identifyEngine, type EngineIdentity } from './engine';

/** Prints which database the run is on, and stops it when that is not the one CANDID_TEST_ENGINE names. */
function announce(found: EngineIdentity) {
  console.log(`server tests: database engine = ${found.description}`);
  checkExpectedEngine(found);
}

/**
 * Creating and migrating a PGlite database costs seconds; loading a dump of one costs under
 * one. So the run migrates one template database and every test file starts from its dump.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
    } catch (err) {
      throw new Error(`TEST_DATABASE_URL is set, but PostgreSQL does not answer there: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      announce(await identifyEngine((text) => client.query(text)));
    } finally {
      await client.end();
    }
    return;
  }
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  announce(await identifyEngine((text) => client.query(text)));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, '../src/db/migrations') });
  // What buildApp seeds at start is in the template too, so each file's start finds it done.
  await ensurePackages({ db: db as unknown as Db });
  await seedReferenceData({ db: db as unknown as Db });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'candid-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.CANDID_PGLITE_TEMPLATE = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
