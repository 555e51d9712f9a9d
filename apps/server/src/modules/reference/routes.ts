import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_COUNTRY_CODE, referenceApi } from '@candid/shared';
import { ok } from '../../http/reply';
import * as reference from './service';
import { withIds } from '../../http/access';
import { serve } from '../../http/serve';
import { categoryToWire, subCategoryToWire } from './wire';

const signedIn = { roles: 'any' } as const;
const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    referenceApi.boardCategories,
    { config: { access: signedIn }, schema: { tags, summary: 'Reference categories with their job-board codes' } },
    async (_req, reply) => ok(reply, await reference.listBoardCategories(ctx)),
  );

  serve(
    app,
    referenceApi.boardSubCategories,
    {
      config: withIds({ access: signedIn }, { jobId: 'reference' }),
      schema: { tags, summary: 'Sub-categories of a main category, with job-board codes' },
    },
    async (req, reply) => ok(reply, (await reference.listSubCategories(ctx, req.query.jobId)).map(subCategoryToWire)),
  );

  serve(
    app,
    referenceApi.categories,
    { config: { access: signedIn }, schema: { tags, summary: 'Main job categories' } },
    async (_req, reply) => ok(reply, (await reference.listCategories(ctx)).map(categoryToWire)),
  );

  serve(
    app,
    referenceApi.subCategories,
    {
      config: withIds({ access: signedIn }, { id: 'reference' }),
      schema: { tags, summary: 'Sub-categories of a main job category' },
    },
    async (req, reply) => ok(reply, (await reference.listSubCategories(ctx, req.params.id)).map(subCategoryToWire)),
  );

  serve(
    app,
    referenceApi.countries,
    { config: { access: signedIn }, schema: { tags, summary: 'Countries in the job board numbering' } },
    async (_req, reply) => ok(reply, await reference.listCountries(ctx)),
  );

  serve(
    app,
    referenceApi.regions,
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'States, territories or provinces of a country (default AU)',
      },
    },
    async (req, reply) => ok(reply, reference.listRegions(req.query.countryCode ?? DEFAULT_COUNTRY_CODE)),
  );

  serve(
    app,
    referenceApi.subLocations,
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Place suggestions for the job-board location (more than 3 characters)',
      },
    },
    async (req, reply) =>
      ok(reply, reference.searchLocations(req.query.cCode ?? DEFAULT_COUNTRY_CODE, req.query.sSub, req.query.limit)),
  );

  serve(
    app,
    referenceApi.locations,
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Place search by country and city text (more than 3 characters)',
      },
    },
    async (req, reply) =>
      ok(reply, reference.searchLocations(req.query.countryCode ?? DEFAULT_COUNTRY_CODE, req.query.text, req.query.limit)),
  );
};
