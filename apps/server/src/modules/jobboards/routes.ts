import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobBoardsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import * as settings from './settings';
import * as applicants from './applicants';
import { serve } from '../../http/serve';

const tags = ['job-boards'];
const managers = { access: { permission: 'enterprise.manage' } } as const;
const editors = { access: { permission: 'campaigns.edit' } } as const;
/** The board is called at once: a few times a minute per member is plenty. */
const boardCalls = { access: { permission: 'campaigns.edit', enterpriseQuery: 'fk_Enterprise_ID' }, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/** Job-board publishing: SEEK and idibu (issue 17, docs/job-boards.md). */
export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    jobBoardsApi.settings,
    { config: managers, schema: { tags, summary: 'Which boards have credentials (never the credentials; owners and admins)' } },
    async (req, reply) => ok(reply, await settings.listSettings(ctx, authOf(req))),
  );

  serve(
    app,
    jobBoardsApi.saveSeek,
    { config: managers, schema: { tags, summary: "Set the SEEK hirer Candid posts for, checked with SEEK (400 when Candid has no job posting relationship with it; owners and admins)" } },
    async (req, reply) => ok(reply, await settings.saveCredentials(ctx, authOf(req), 'seek', req.body)),
  );

  serve(
    app,
    jobBoardsApi.saveIdibu,
    { config: managers, schema: { tags, summary: "Set idibu's client id and secret (stored encrypted; owners and admins)" } },
    async (req, reply) => ok(reply, await settings.saveCredentials(ctx, authOf(req), 'idibu', req.body)),
  );

  serve(
    app,
    jobBoardsApi.removeSettings,
    { config: managers, schema: { tags, summary: "Forget a board's credentials (owners and admins)" } },
    async (req, reply) => ok(reply, await settings.removeCredentials(ctx, authOf(req), req.params.board)),
  );

  serve(
    app,
    jobBoardsApi.ofJob,
    { config: withIds({ access: { roles: 'any' } }, { id: 'campaign' }), schema: { tags, summary: "A job's posting on each board: state, the board's id and link, the last error" } },
    async (req, reply) => ok(reply, await service.jobBoardsOfJob(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    jobBoardsApi.act,
    {
      config: withIds(editors, { id: 'campaign' }),
      schema: {
        tags,
        summary: 'Publish, update or close the job on a board: 202, sent by the queue (409 without credentials, while a change is being sent, or when not on the board)',
      },
    },
    async (req, reply) =>
      ok(reply, await service.requestAction(ctx, authOf(req), req.params.id, req.params.board, req.params.action, req.body), { status: 202 }),
  );

  serve(
    app,
    jobBoardsApi.applicants,
    { config: boardCalls, schema: { tags, summary: "The applicants of the job's postings, each marked when already a candidate (502 when a board fails)" } },
    async (req, reply) => ok(reply, await applicants.listApplicants(ctx, authOf(req), req.query.fk_Campaign_ID, req.query.board)),
  );

  serve(
    app,
    jobBoardsApi.importApplicants,
    {
      config: boardCalls,
      schema: { tags, summary: "Import the postings' applicants as candidates of the job, invited, without duplicates and within the plan (402 with none left)" },
    },
    async (req, reply) => ok(reply, await applicants.importApplicants(ctx, authOf(req), req.query.fk_Campaign_ID, req.query.board)),
  );

  serve(
    app,
    jobBoardsApi.idibuHash,
    {
      config: { access: { permission: 'campaigns.edit', enterpriseQuery: 'fk_Enterprise_ID' } },
      schema: { tags, summary: "idibu's call hash for now, computed on the server (409 when idibu is not set up)" },
    },
    async (req, reply) => ok(reply, await settings.idibuHashFor(ctx, authOf(req))),
  );
};
