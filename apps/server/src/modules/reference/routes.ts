import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_COUNTRY_CODE, referenceApi } from '@candid/shared';
import { ok } from '../../http/reply';
import * as reference from './service';
import { withIds } from '../../http/access';

const signedIn = { roles: 'any' } as const;
const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/SeekJob',
    { config: { access: signedIn }, schema: { tags, summary: 'Reference categories with their job-board codes', ...referenceApi.boardCategories } },
    async (_req, reply) => ok(reply, await reference.listBoardCategories(ctx)),
  );

  app.get(
    '/SeekJob/GetJobCategory',
    {
      config: withIds({ access: signedIn }, { jobId: 'reference' }),
      schema: { tags, summary: 'Sub-categories of a main category, with job-board codes', ...referenceApi.boardSubCategories },
    },
    async (req, reply) => ok(reply, await reference.listSubCategories(ctx, req.query.jobId)),
  );

  app.get(
    '/JobCategory',
    { config: { access: signedIn }, schema: { tags, summary: 'Main job categories', ...referenceApi.categories } },
    async (_req, reply) => ok(reply, await reference.listCategories(ctx)),
  );

  app.get(
    '/JobCategory/:id/SubCategories',
    {
      config: withIds({ access: signedIn }, { id: 'reference' }),
      schema: { tags, summary: 'Sub-categories of a main job category', ...referenceApi.subCategories },
    },
    async (req, reply) => ok(reply, await reference.listSubCategories(ctx, req.params.id)),
  );

  app.get(
    '/Country',
    { config: { access: signedIn }, schema: { tags, summary: 'Countries in the job board numbering', ...referenceApi.countries } },
    async (_req, reply) => ok(reply, await reference.listCountries(ctx)),
  );

  app.get(
    '/Job/GetJobLocationRegion',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'States, territories or provinces of a country (default AU)',
        ...referenceApi.regions,
      },
    },
    async (req, reply) => ok(reply, reference.listRegions(req.query.countryCode ?? DEFAULT_COUNTRY_CODE)),
  );

  app.get(
    '/SeekJob/GetSubLocations',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Place suggestions for the job-board location (more than 3 characters)',
        ...referenceApi.subLocations,
      },
    },
    async (req, reply) =>
      ok(reply, reference.searchLocations(req.query.cCode ?? DEFAULT_COUNTRY_CODE, req.query.sSub, req.query.limit)),
  );

  app.get(
    '/Location/Search',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Place search by country and city text (more than 3 characters)',
        ...referenceApi.locations,
      },
    },
    async (req, reply) =>
      ok(reply, reference.searchLocations(req.query.countryCode ?? DEFAULT_COUNTRY_CODE, req.query.text, req.query.limit)),
  );
};
