// The demo agency the benchmarks measure against: its owner's credentials, seeding it into a
// fresh data directory, and signing its owner in through the API.
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/seed/demo';

export const DEMO_EMAIL = 'owner@demo.candid.test';
/** The demo's known password (production mode would pick a random one). */
export const DEMO_PASSWORD = 'Candid-demo-1';

/** The sign-in form (OAuth2 password grant) of the demo owner. */
export const demoSignInForm = `username=${encodeURIComponent(DEMO_EMAIL)}&password=${encodeURIComponent(DEMO_PASSWORD)}&grant_type=password`;

/** The demo agency with its jobs in a fresh PGlite data directory (no recordings: nothing here plays them). */
export async function seedDemoData(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DEMO_PASSWORD });
  const app = await buildApp(config, { database, startWorkers: false });
  await seedDemo(app.ctx, { recordings: false });
  await app.close();
  await database.close();
}

/** Signs the demo owner in through POST /api/token; the token is the session cookie's value too. */
export async function demoToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: demoSignInForm,
  });
  if (!login.ok) throw new Error(`sign-in of the demo owner answered ${login.status}`);
  return ((await login.json()) as { access_token: string }).access_token;
}
