import { z } from 'zod';
import { BOARD, type SeekApi } from './seek-api';
import { JobBoardError, type BoardJob, type SeekCredentialsData } from './types';

/*
 * SEEK's own identifiers for what a job ad names (docs/job-boards.md "Mapping"), looked up the ways
 * SEEK documents, at publish time, and cached for a day (SEEK revises its hierarchies without notice):
 * - the hirer: a hirer id (`…:organization:seek:…`) as is; a legacy numeric advertiser id through
 *   the `seekAnzAdvertiser` query; when saved, either is checked with `hiringOrganization` /
 *   `seekAnzAdvertiser`, which answer the partner's relationships with the hirer;
 * - the location: `nearestLocations` from the place's coordinates, the first answer (SEEK's advice for
 *   software with its own places that carry latitudes and longitudes);
 * - the category: the child category named like ours under the parent named like ours in
 *   `jobCategories` for that location (our taxonomy uses SEEK's names), else SEEK's
 *   `jobCategorySuggestions` for the title and description, preferring one under our parent;
 * - the ad product: `advertisementProducts` for the ad, the one SEEK preselects, else its first.
 */

const DAY_MS = 24 * 60 * 60_000;

/** A small map whose entries expire; the oldest entry goes when it is full. */
class TtlCache<V> {
  private entries = new Map<string, { value: V; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
  ) {}
  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.until < Date.now()) return undefined;
    return hit.value;
  }
  set(key: string, value: V) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}

const idValue = z.object({ value: z.string().min(1) });
const hirerNode = z
  .object({ id: idValue, name: z.string(), seekApiCapabilities: z.object({ relationshipTypeCodes: z.array(z.string()) }) })
  .nullable();
const hirerAnswer = z.object({ hiringOrganization: hirerNode });
const advertiserAnswer = z.object({ seekAnzAdvertiser: hirerNode });

/** A SEEK hirer as the partner sees it: its id, name and the relationships SEEK set up with Candid. */
export interface SeekHirer {
  id: string;
  name: string;
  relationships: string[];
}
const nearestAnswer = z.object({ nearestLocations: z.array(z.object({ id: idValue, contextualName: z.string().optional() })).nullable() });
const categoryNode = z.object({ id: idValue, name: z.string() });
const categoriesAnswer = z.object({ jobCategories: z.array(categoryNode.extend({ children: z.array(categoryNode).nullable().optional() })) });
const suggestionsAnswer = z.object({
  jobCategorySuggestions: z.array(z.object({ jobCategory: categoryNode.extend({ parent: categoryNode.nullable().optional() }), confidence: z.number() })),
});
const productsAnswer = z.object({
  advertisementProducts: z.object({ products: z.array(z.object({ id: idValue, label: z.string(), selected: z.boolean() })) }),
});

const HIRER_FIELDS = 'id { value } name seekApiCapabilities { relationshipTypeCodes }';
const HIRER = `query ($id: String!) {
  hiringOrganization(id: $id) { ${HIRER_FIELDS} }
}`;
const ADVERTISER = `query ($id: Int!) {
  seekAnzAdvertiser(id: $id) { ${HIRER_FIELDS} }
}`;
const NEAREST = `query ($geoLocation: GeoLocationInput!, $schemeId: String!, $first: Int) {
  nearestLocations(geoLocation: $geoLocation, schemeId: $schemeId, first: $first) { id { value } contextualName }
}`;
const CATEGORIES = `query ($positionProfile: JobCategories_PositionProfileInput!, $schemeId: String!) {
  jobCategories(positionProfile: $positionProfile, schemeId: $schemeId) { id { value } name children { id { value } name } }
}`;
const SUGGESTIONS = `query ($positionProfile: JobCategorySuggestionPositionProfileInput!, $schemeId: String!, $first: Int) {
  jobCategorySuggestions(positionProfile: $positionProfile, schemeId: $schemeId, first: $first) {
    jobCategory { id { value } name parent { id { value } name } }
    confidence
  }
}`;
const PRODUCTS = `query ($positionProfile: AdvertisementProducts_PositionProfileInput!) {
  advertisementProducts(positionProfile: $positionProfile) { products { id { value } label selected } }
}`;

/** Lower case, '&' as 'and', punctuation as spaces: 'Developers/Programmers' ~ 'developers programmers'. */
export const sameName = (a: string, b: string) => norm(a) === norm(b);
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new JobBoardError(BOARD, 'malformed', `SEEK answered the ${what} in an unknown shape`);
  return parsed.data;
}

export class SeekLookups {
  private hirers = new TtlCache<string>(DAY_MS);
  private locations = new TtlCache<string>(DAY_MS);
  private categoryTrees = new TtlCache<z.infer<typeof categoriesAnswer>['jobCategories']>(DAY_MS, 200);

  constructor(
    private readonly api: SeekApi,
    private readonly schemeId: string,
  ) {}

  /** The hirer id to post for: a hirer id as is, a legacy numeric advertiser id as SEEK resolves it. */
  async hirerId(creds: SeekCredentialsData): Promise<string> {
    const given = creds.hirerId.trim();
    if (given.includes(':')) return given;
    const cached = this.hirers.get(given);
    if (cached) return cached;
    const hirer = await this.hirer(given);
    if (!hirer) throw new JobBoardError(BOARD, 'rejected', `The advertiser id ${given} is unknown, or that advertiser has not connected Candid.`);
    this.hirers.set(given, hirer.id);
    return hirer.id;
  }

  /**
   * The hirer of a hirer id (`hiringOrganization`) or of a legacy numeric advertiser id
   * (`seekAnzAdvertiser`, deprecated by SEEK), with the relationships SEEK has set up between it
   * and Candid; null when SEEK knows no such hirer or Candid has no relationship with it.
   */
  async hirer(given: string): Promise<SeekHirer | null> {
    const numeric = /^\d{1,10}$/.test(given);
    if (!numeric && !given.includes(':')) {
      throw new JobBoardError(BOARD, 'rejected', 'The advertiser id must be your SEEK hirer id or your numeric SEEK advertiser id.');
    }
    let node: z.infer<typeof hirerNode>;
    try {
      const data = await this.api.request(numeric ? ADVERTISER : HIRER, { id: numeric ? Number(given) : given });
      node = numeric ? parse(advertiserAnswer, data, 'advertiser').seekAnzAdvertiser : parse(hirerAnswer, data, 'hirer').hiringOrganization;
    } catch (err) {
      // SEEK answers FORBIDDEN for a hirer the partner has no relationship with.
      if (err instanceof JobBoardError && err.reason === 'rejected') return null;
      throw err;
    }
    return node ? { id: node.id.value, name: node.name, relationships: node.seekApiCapabilities.relationshipTypeCodes } : null;
  }

  /** SEEK's location nearest to the job's place. */
  async locationId(location: BoardJob['location']): Promise<string> {
    const key = `${location.latitude.toFixed(4)},${location.longitude.toFixed(4)}`;
    const cached = this.locations.get(key);
    if (cached) return cached;
    const data = await this.api.request(NEAREST, {
      geoLocation: { latitude: location.latitude, longitude: location.longitude },
      schemeId: this.schemeId,
      first: 1,
    });
    const [nearest] = parse(nearestAnswer, data, 'locations').nearestLocations ?? [];
    if (!nearest) throw new JobBoardError(BOARD, 'rejected', `No location near ${location.place}.`);
    this.locations.set(key, nearest.id.value);
    return nearest.id.value;
  }

  /** SEEK's child category for the job: ours by name, else SEEK's suggestion. */
  async categoryId(job: BoardJob, ids: { locationId: string; hirerId: string }): Promise<string> {
    let tree = this.categoryTrees.get(ids.locationId);
    if (!tree) {
      const data = await this.api.request(CATEGORIES, { positionProfile: { positionLocation: [ids.locationId] }, schemeId: this.schemeId });
      tree = parse(categoriesAnswer, data, 'job categories').jobCategories;
      this.categoryTrees.set(ids.locationId, tree);
    }
    const parent = tree.find((c) => sameName(c.name, job.category.sectionName));
    const named = parent?.children?.find((c) => sameName(c.name, job.category.subName));
    if (named) return named.id.value;

    const data = await this.api.request(SUGGESTIONS, {
      positionProfile: {
        positionTitle: job.title,
        positionLocation: [ids.locationId],
        positionOrganizations: [ids.hirerId],
        positionFormattedDescriptions: [{ descriptionId: 'AdvertisementDetails', content: job.descriptionHtml }],
      },
      schemeId: this.schemeId,
      first: 10,
    });
    const suggestions = parse(suggestionsAnswer, data, 'job category suggestions').jobCategorySuggestions;
    const underOurs = suggestions.find((s) => s.jobCategory.parent && sameName(s.jobCategory.parent.name, job.category.sectionName));
    const chosen = underOurs ?? suggestions[0];
    if (!chosen) throw new JobBoardError(BOARD, 'rejected', `No job category fits “${job.category.subName}”.`);
    return chosen.jobCategory.id.value;
  }

  /**
   * The ad product to post with: the one SEEK preselects, else the first SEEK lists. Product ids
   * are quotes valid for a short while, so this runs right before each post.
   */
  async advertisementProductId(positionProfile: Record<string, unknown>): Promise<string> {
    const data = await this.api.request(PRODUCTS, { positionProfile });
    const { products } = parse(productsAnswer, data, 'ad products').advertisementProducts;
    const chosen = products.find((p) => p.selected) ?? products[0];
    if (!chosen) throw new JobBoardError(BOARD, 'rejected', 'No ad product is offered for this job ad.');
    return chosen.id.value;
  }
}
