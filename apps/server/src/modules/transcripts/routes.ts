import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transcriptsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf, withIds } from '../../http/access';
import * as service from './service';
import * as summaries from './summary';
import * as settings from './settings';
import { sendVtt } from './captions';
import { serve } from '../../http/serve';
import { summaryToWire } from './wire';

const signedIn = { access: { roles: 'any' } } as const;
/** Asking for recognition or a summary again: any reviewer of the candidate, a few times a minute. */
const rerunning = { ...signedIn, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const tags = ['transcripts'];

/**
 * Transcripts, captions and summaries (issue 15, docs/transcripts.md). The answer's routes follow
 * its video's access: a Hiring Manager only on jobs they manage; another tenant's id is a 404.
 * The share link's equivalents are in modules/review-shares.
 */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    transcriptsApi.transcript,
    {
      config: withIds(signedIn, { id: 'questionResponse' }),
      schema: { tags, summary: "An answer's transcript: status (none, queued, running, ready, failed), segments in seconds, the engine" },
    },
    async (req, reply) => ok(reply, await service.getTranscript(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    transcriptsApi.rerun,
    {
      config: withIds(rerunning, { id: 'questionResponse' }),
      schema: {
        tags,
        summary: 'Recognise the answer again: 202 with status queued (409 when no engine runs, transcripts are off or the answer is not ready)',
      },
    },
    async (req, reply) => ok(reply, await service.rerunTranscript(ctx, authOf(req), req.params.id), { status: 202 }),
  );

  serve(
    app,
    transcriptsApi.captions,
    { config: withIds(signedIn, { id: 'questionResponse' }), schema: { tags, summary: "An answer's captions as WebVTT (text/vtt); 404 until its transcript is ready" } },
    async (req, reply) => sendVtt(reply, await service.getCaptions(ctx, authOf(req), req.params.id)),
  );

  serve(
    app,
    transcriptsApi.summary,
    {
      config: withIds(signedIn, { id: 'campaignLine' }),
      schema: { tags, summary: "A candidate's summary (what they said, per answer and overall; never a judgement), or null while none was made" },
    },
    async (req, reply) => {
      const row = await summaries.getSummary(ctx, authOf(req), req.params.id);
      return ok(reply, row ? summaryToWire(row) : null);
    },
  );

  serve(
    app,
    transcriptsApi.resummarize,
    {
      config: withIds(rerunning, { id: 'campaignLine' }),
      schema: {
        tags,
        summary: "Make the candidate's summary again from the current transcripts: 202 with the current one (409 when summaries are off or nothing is transcribed)",
      },
    },
    async (req, reply) => {
      const row = await summaries.resummarize(ctx, authOf(req), req.params.id);
      return ok(reply, row ? summaryToWire(row) : null, { status: 202 });
    },
  );

  serve(
    app,
    transcriptsApi.settings,
    { config: signedIn, schema: { tags, summary: "The enterprise's transcript and summary choices, and which engine runs" } },
    async (req, reply) => ok(reply, await settings.getSettings(ctx, authOf(req))),
  );

  serve(
    app,
    transcriptsApi.saveSettings,
    {
      config: { access: { permission: 'settings.edit' } },
      schema: { tags, summary: 'Turn transcripts and summaries on or off and set the language searches read (owners and administrators)' },
    },
    async (req, reply) => ok(reply, await settings.saveSettings(ctx, authOf(req), req.body)),
  );
};
