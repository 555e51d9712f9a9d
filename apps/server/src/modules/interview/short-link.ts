import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../context';
import { campaignLines } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';
import { escapeHtml } from '../../platform/mail/templates';
import { personalLink } from '../campaigns/read-model';

/*
 * Short links for text messages (issue 33): /i/{secret} leads to the candidate's personal link.
 * The secret is the candidate's own token (128 random bits; only its hash is stored, as for every
 * personal link), so the short link is exactly as hard to guess as the long one, stops working
 * when the long one does (a reminder's fresh link, a withdrawal, an erasure), and needs no table
 * of its own. Guessing is also slowed: 20 lookups a minute per address, and a wrong code is a 404
 * that says nothing about why.
 */

const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/** Where a short link leads: the personal link of the line whose secret it is, or null. */
export async function shortLinkTarget({ db, config }: Deps<'config'>, code: string): Promise<string | null> {
  if (!CODE.test(code)) return null;
  const [line] = await db
    .select({ campaignId: campaignLines.campaignId, enterpriseId: campaignLines.enterpriseId })
    .from(campaignLines)
    .where(and(eq(campaignLines.inviteTokenHash, sha256(code)), isNull(campaignLines.erasingAt)))
    .limit(1);
  return line ? personalLink(config, line.campaignId, line.enterpriseId, code) : null;
}

const NOT_FOUND_PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;

export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/i/:code',
    {
      config: {
        access: { public: true },
        rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `short-link-${req.ip}` },
      },
      schema: { hide: true, params: z.object({ code: z.string().max(200) }) },
    },
    async (req, reply) => {
      const target = await shortLinkTarget(ctx, req.params.code);
      // The link carries the candidate's secret: no cache keeps it, no referrer passes it on.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (target) return reply.redirect(target, 302);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(NOT_FOUND_PAGE('This link does not work', 'It may have been replaced by a newer one, or the interview has closed. Please use the latest message you received, or ask the employer for a new link.'));
    },
  );
};
