import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, employersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import { serve } from '../../http/serve';
import { employerFromWire, employerToWire } from './wire';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'employers.edit' } } as const;
const tags = ['employers'];

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    employersApi.page,
    {
      config: { access: { roles: 'any', enterpriseQuery: 'id' } },
      schema: {
        tags,
        summary: "The company chooser: one page of the enterprise's client employers (id must be the caller's enterprise)",
      },
    },
    async (req, reply) => {
      return ok(reply, (await service.listEmployers(ctx, authOf(req), { ps: req.query.ps, pn: req.query.pn })).map(employerToWire));
    },
  );

  serve(
    app,
    employersApi.list,
    { config: signedIn, schema: { tags, summary: "All the enterprise's client employers" } },
    async (req, reply) => ok(reply, (await service.listEmployers(ctx, authOf(req))).map(employerToWire)),
  );

  serve(
    app,
    employersApi.byId,
    { config: withIds(signedIn, { id: 'employer' }), schema: { tags, summary: 'A client employer' } },
    async (req, reply) => ok(reply, employerToWire(await service.getEmployer(ctx, authOf(req), req.params.id))),
  );

  serve(
    app,
    employersApi.create,
    { config: editors, schema: { tags, summary: 'Create a client employer (logo links must be images)' } },
    async (req, reply) => ok(reply, employerToWire(await service.createEmployer(ctx, authOf(req), employerFromWire(req.body))), { status: 201, message: MSG.employerCreated }),
  );

  serve(
    app,
    employersApi.update,
    {
      config: editors,
      schema: { tags, summary: 'Update a client employer (fields left out stay)' },
    },
    async (req, reply) => ok(reply, employerToWire(await service.updateEmployer(ctx, authOf(req), { id: req.params.pk_Employer_ID, input: employerFromWire(req.body) }))),
  );
};
