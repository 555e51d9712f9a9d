import { z } from 'zod';
import { COUNTS } from '../constants';
import { queryIdSchema } from '../entities/columns';
import { countrySchema, jobCategorySchema, jobSubCategorySchema } from '../entities/reference';
import { endpoint, idParams, wrapped } from './common';
import { referenceRoutes } from '../routes/reference';

/** A reference category as the job-board mapping uses it (GET /SeekJob). */
export const boardCategorySchema = z.object({
  catId: z.number().int(),
  name: z.string(),
  /** The job-board section code; may be empty. */
  sectionCode: z.string(),
  /** Sub-category name -> job-board code. */
  subCategories: z.record(z.string(), z.string()),
});
export type BoardCategory = z.infer<typeof boardCategorySchema>;

/** A state, territory or province. */
export const regionSchema = z.object({ regionId: z.number().int(), regionCode: z.string(), region: z.string(), countryCode: z.string() });
export type RegionView = z.infer<typeof regionSchema>;

/** A place suggestion of GET /Location/Search. */
export const locationSuggestionSchema = z.object({
  id: z.number().int(),
  place_name: z.string(),
  country_code: z.string(),
  postal_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  region: z.string().nullable(),
  country: z.string(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter ISO country code.')
  .transform((code) => code.toUpperCase());
const searchText = z
  .string()
  .trim()
  .min(COUNTS.locationSearchThreshold + 1, `Enter more than ${COUNTS.locationSearchThreshold} characters.`)
  .max(100);
const limit = z.coerce.number().int().min(1).max(50).default(10);

/** Categories, countries, regions and places. */
export const referenceApi = {
  boardCategories: endpoint(referenceRoutes.boardCategories, { response: { 200: wrapped(z.array(boardCategorySchema)) } }),
  boardSubCategories: endpoint(referenceRoutes.boardSubCategories, { querystring: z.object({ jobId: queryIdSchema }), response: { 200: wrapped(z.array(jobSubCategorySchema)) } }),
  categories: endpoint(referenceRoutes.categories, { response: { 200: wrapped(z.array(jobCategorySchema)) } }),
  subCategories: endpoint(referenceRoutes.subCategories, { params: idParams('id'), response: { 200: wrapped(z.array(jobSubCategorySchema)) } }),
  countries: endpoint(referenceRoutes.countries, { response: { 200: wrapped(z.array(countrySchema)) } }),
  regions: endpoint(referenceRoutes.regions, { querystring: z.object({ countryCode: countryCode.optional() }), response: { 200: wrapped(z.array(regionSchema)) } }),
  subLocations: endpoint(referenceRoutes.subLocations, {
    querystring: z.object({ cCode: countryCode.optional(), sSub: searchText, limit }),
    response: { 200: wrapped(z.array(locationSuggestionSchema)) },
  }),
  locations: endpoint(referenceRoutes.locations, {
    querystring: z.object({ countryCode: countryCode.optional(), text: searchText, limit }),
    response: { 200: wrapped(z.array(locationSuggestionSchema)) },
  }),
};
