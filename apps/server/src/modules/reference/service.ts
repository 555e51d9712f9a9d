import { asc, eq } from 'drizzle-orm';
import type { BoardCategory, Country, RegionView } from '@candid/shared';
import type { Deps } from '../../context';
import { countries, jobCategories, jobSubCategories } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { REGIONS } from './data/regions';
import { searchPlaces, type LocationSuggestion } from './places';

export type { BoardCategory, RegionView };

export type CategoryRow = typeof jobCategories.$inferSelect;
export type SubCategoryRow = typeof jobSubCategories.$inferSelect;

/** Every category with its sub-categories mapped to job-board codes. */
export async function listBoardCategories(deps: Deps): Promise<BoardCategory[]> {
  const [cats, subs] = await Promise.all([
    deps.db.select().from(jobCategories).orderBy(asc(jobCategories.name)),
    deps.db.select().from(jobSubCategories).orderBy(asc(jobSubCategories.id)),
  ]);
  const byCategory = new Map<number, Record<string, string>>();
  for (const s of subs) {
    let map = byCategory.get(s.jobId);
    if (!map) byCategory.set(s.jobId, (map = {}));
    map[s.name] = s.boardCode;
  }
  return cats.map((c) => ({ catId: c.id, name: c.name, sectionCode: c.boardCode, subCategories: byCategory.get(c.id) ?? {} }));
}

/** Main job categories by name. */
export async function listCategories(deps: Deps): Promise<CategoryRow[]> {
  return deps.db.select().from(jobCategories).orderBy(asc(jobCategories.name));
}

/** Sub-categories of a main category by name ('Other' last); an unknown category is a 404. */
export async function listSubCategories(deps: Deps, jobId: number): Promise<SubCategoryRow[]> {
  const [category] = await deps.db.select({ id: jobCategories.id }).from(jobCategories).where(eq(jobCategories.id, jobId));
  if (!category) throw notFound();
  const rows = await deps.db
    .select()
    .from(jobSubCategories)
    .where(eq(jobSubCategories.jobId, jobId))
    .orderBy(asc(jobSubCategories.name));
  return [...rows.filter((r) => r.name !== 'Other'), ...rows.filter((r) => r.name === 'Other')];
}

/** Countries in the job board's numbering (by id). */
export async function listCountries(deps: Deps): Promise<Country[]> {
  return deps.db.select().from(countries).orderBy(asc(countries.countryId));
}

/** States, territories or provinces of a country; empty where none are bundled. */
export function listRegions(countryCode: string): RegionView[] {
  return REGIONS.filter((r) => r.countryCode === countryCode).map(({ regionId, regionCode, region, countryCode: cc }) => ({
    regionId,
    regionCode,
    region,
    countryCode: cc,
  }));
}

/** Place suggestions for the city type-ahead. */
export function searchLocations(countryCode: string, text: string, limit: number): LocationSuggestion[] {
  return searchPlaces(countryCode, text, limit);
}
