import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, snippetsApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { authOf } from '../../http/access';
import * as snippets from './service';
import { serve } from '../../http/serve';

export const snippetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(
    app,
    snippetsApi.get,
    {
      config: { access: { public: true } },
      schema: { tags: ['snippets'], summary: "The privacy policy or terms (an enterprise's, or the platform's), or a mail description (a response to candidates with its {placeholders}); 404 for another name" },
    },
    async (req, reply) => ok(reply, await snippets.getSnippet(ctx, { name: req.params.name, enterpriseId: req.query.enterpriseId })),
  );

  serve(
    app,
    snippetsApi.update,
    {
      config: { access: { permission: 'enterprise.manage' } },
      schema: { tags: ['snippets'], summary: "Save the enterprise's privacy policy or terms (empty: back to the default)" },
    },
    async (req, reply) =>
      ok(reply, await snippets.saveSnippet(ctx, authOf(req), { name: req.params.name, html: req.body.Snippet_Html }), {
        message: MSG.snippetSaved,
      }),
  );
};
