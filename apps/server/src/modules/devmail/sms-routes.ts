import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc } from 'drizzle-orm';
import { devSms } from '../../db/schema/index';
import { escapeHtml } from '../../platform/mail/templates';

/**
 * The dev SMS outbox for developers (never registered in production): the text messages the app
 * "sent" while no SMS provider is configured, as a page and as JSON.
 */
export const devSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const dev = { access: { public: true } } as const;
  const latest = () =>
    db
      .select({
        id: devSms.id,
        outboxId: devSms.outboxId,
        providerId: devSms.providerId,
        toNumber: devSms.toNumber,
        fromNumber: devSms.fromNumber,
        body: devSms.body,
        createdAt: devSms.createdAt,
      })
      .from(devSms)
      .orderBy(desc(devSms.id))
      .limit(100);

  app.get('/dev/sms.json', { config: dev, schema: { hide: true } }, () => latest());

  app.get('/dev/sms', { config: dev, schema: { hide: true } }, async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (r) =>
          `<li>→ ${escapeHtml(r.toNumber)} from ${escapeHtml(r.fromNumber ?? '—')} <small>${escapeHtml(r.createdAt)}</small><p style="white-space:pre-wrap">${withLinks(r.body)}</p></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Dev SMS outbox</title><body style="font-family:sans-serif;max-width:900px;margin:2em auto"><h1>Dev SMS outbox</h1><p>Text messages the app delivered while no SMS provider (SMS_ACCOUNT_SID) is set (newest first).</p><ul>${items || '<li>No messages yet.</li>'}</ul></body>`,
      );
  });
};

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The message as HTML, its http(s) links clickable (a developer follows the interview link from here). */
function withLinks(body: string): string {
  let html = '';
  let last = 0;
  for (const m of body.matchAll(LINK)) {
    const url = escapeHtml(m[0]);
    html += `${escapeHtml(body.slice(last, m.index))}<a href="${url}">${url}</a>`;
    last = m.index + m[0].length;
  }
  return html + escapeHtml(body.slice(last));
}
