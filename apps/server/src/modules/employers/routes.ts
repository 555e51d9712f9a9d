import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, employersApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';

const signedIn = { access: { roles: 'any' } } as const;
const editors = { access: { permission: 'employers.edit' } } as const;
const tags = ['employers'];

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/Employer/GetEmployerByEnterpirseID',
    {
      config: { access: { roles: 'any', enterpriseQuery: 'id' } },
      schema: {
        tags,
        summary: "The company chooser: one page of the enterprise's client employers (id must be the caller's enterprise)",
        ...employersApi.page,
      },
    },
    async (req, reply) => {
      return ok(reply, await service.listEmployers(ctx, authOf(req), { ps: req.query.ps, pn: req.query.pn }));
    },
  );

  app.get(
    '/Employer',
    { config: signedIn, schema: { tags, summary: "All the enterprise's client employers", ...employersApi.list } },
    async (req, reply) => ok(reply, await service.listEmployers(ctx, authOf(req))),
  );

  app.get(
    '/Employer/:id',
    { config: withIds(signedIn, { id: 'employer' }), schema: { tags, summary: 'A client employer', ...employersApi.byId } },
    async (req, reply) => ok(reply, await service.getEmployer(ctx, authOf(req), req.params.id)),
  );

  app.post(
    '/employer',
    { config: editors, schema: { tags, summary: 'Create a client employer (logo links must be images)', ...employersApi.create } },
    async (req, reply) => ok(reply, await service.createEmployer(ctx, authOf(req), req.body), { status: 201, message: MSG.employerCreated }),
  );

  app.put(
    '/employer/:pk_Employer_ID',
    {
      config: editors,
      schema: { tags, summary: 'Update a client employer (fields left out stay)', ...employersApi.update },
    },
    async (req, reply) => ok(reply, await service.updateEmployer(ctx, authOf(req), { id: req.params.pk_Employer_ID, input: req.body })),
  );
};
