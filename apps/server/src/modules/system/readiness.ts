import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../context';
import { migrationsFolder } from '../../db/client';

/** A check that has not answered by then has failed: a probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 3_000;

/** The newest migration of this build; drizzle records each applied one with its journal `when`. */
let newestMigration: { tag: string; when: number } | undefined;
function newestOfJournal() {
  if (!newestMigration) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    newestMigration = journal.entries.at(-1);
    if (!newestMigration) throw new Error('the migrations journal is empty');
  }
  return newestMigration;
}

/**
 * Every migration of this build is applied. A database migrated further by a newer release still
 * counts as current: migrations only add (expand first), so an older replica keeps serving
 * during a rolling update instead of dropping out the moment the new one migrates.
 */
async function migrationsApplied(db: Deps['db']) {
  const newest = newestOfJournal();
  const { rows } = await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`);
  if (Number(rows[0]?.applied ?? 0) < newest.when) throw new Error(`migration ${newest.tag} is not applied`);
}

function within(check: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why this server should not take traffic now: each failed check (database, media, migrations)
 * with its reason; empty when ready. The checks run side by side, each within a few seconds.
 */
export async function readinessFailures(deps: Deps<'media'>): Promise<Record<string, string[]>> {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => deps.db.execute(sql`select 1`),
    media: () => deps.media.ping(),
    migrations: () => migrationsApplied(deps.db),
  };
  const failures: Record<string, string[]> = {};
  await Promise.all(
    Object.entries(checks).map(([name, check]) =>
      within(check(), CHECK_TIMEOUT_MS).catch((err: unknown) => {
        failures[name] = [err instanceof Error ? err.message : String(err)];
      }),
    ),
  );
  return failures;
}
