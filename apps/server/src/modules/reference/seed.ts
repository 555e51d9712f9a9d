import { asc, sql } from 'drizzle-orm';
import { countries, jobCategories, jobSubCategories } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { CATEGORIES } from './data/categories';
import countryData from './data/countries.json';
import type { Deps } from '../../context';

type CategoryRow = typeof jobCategories.$inferSelect;
type SubCategoryRow = typeof jobSubCategories.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** The bundled reference rows, in table shape. */
export function referenceRows() {
  const categoryRows: CategoryRow[] = CATEGORIES.map((c) => ({ id: c.catId, name: c.name, boardCode: c.sectionCode }));
  const subCategoryRows: SubCategoryRow[] = CATEGORIES.flatMap((c) =>
    c.subCategories.map((s) => ({ id: s.id, name: s.name, jobId: c.catId, boardCode: s.code })),
  );
  const countryRows: CountryRow[] = (countryData as CountryRow[]).map((c) => ({ ...c }));
  return { categoryRows, subCategoryRows, countryRows };
}

/** Rows of `wanted` that are missing from, or differ from, `present` (matched by `key`). */
function changed<T extends object>(wanted: T[], present: T[], key: keyof T): T[] {
  const have = new Map(present.map((row) => [row[key], JSON.stringify(row, Object.keys(row).sort())]));
  return wanted.filter((row) => have.get(row[key]) !== JSON.stringify(row, Object.keys(row).sort()));
}

/**
 * Seeds job categories, sub-categories and countries idempotently: reads the ~450 present
 * rows, and upserts (by id) only the missing or changed ones, in one transaction. Rows that
 * are no longer bundled are kept, since campaigns may reference them. Safe to run from
 * several replicas at once (ON CONFLICT).
 * @returns how many rows were written.
 */
export async function seedReferenceData(deps: Deps): Promise<number> {
  const { categoryRows, subCategoryRows, countryRows } = referenceRows();
  const [cats, subs, ctrs] = await Promise.all([
    deps.db.select().from(jobCategories).orderBy(asc(jobCategories.id)),
    deps.db.select().from(jobSubCategories).orderBy(asc(jobSubCategories.id)),
    deps.db.select().from(countries).orderBy(asc(countries.countryId)),
  ]);
  const newCats = changed(categoryRows, cats, 'id');
  const newSubs = changed(subCategoryRows, subs, 'id');
  const newCtrs = changed(countryRows, ctrs, 'countryId');
  if (!newCats.length && !newSubs.length && !newCtrs.length) return 0;

  await withTransaction(deps, async ({ db: tx }) => {
    if (newCats.length) {
      await tx
        .insert(jobCategories)
        .values(newCats)
        .onConflictDoUpdate({
          target: jobCategories.id,
          set: { name: sql`excluded.name`, boardCode: sql`excluded.board_code` },
        });
    }
    if (newSubs.length) {
      await tx
        .insert(jobSubCategories)
        .values(newSubs)
        .onConflictDoUpdate({
          target: jobSubCategories.id,
          set: {
            name: sql`excluded.name`,
            jobId: sql`excluded.job_id`,
            boardCode: sql`excluded.board_code`,
          },
        });
    }
    if (newCtrs.length) {
      await tx
        .insert(countries)
        .values(newCtrs)
        .onConflictDoUpdate({
          target: countries.countryId,
          set: { countryCode: sql`excluded.code`, country: sql`excluded.name` },
        });
    }
  });
  return newCats.length + newSubs.length + newCtrs.length;
}
