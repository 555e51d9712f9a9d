import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { devMailbox } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { escapeHtml } from '../../platform/mail/templates';
import { queryIdSchema } from '@candid/shared';
import { withIds } from '../../http/access';

/**
 * The dev mailbox for developers (never registered in production): what the app "sent"
 * when no SMTP_URL is configured, as a page, as JSON and as raw .eml files.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const dev = { access: { public: true } } as const;
  const latest = () => db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(100);

  app.get('/dev/mailbox.json', { config: dev, schema: { hide: true } }, async () => {
    const rows = await latest();
    return rows.map(({ raw, ...r }) => ({ ...r, text: textOf(raw) }));
  });

  app.get('/dev/mailbox', { config: dev, schema: { hide: true } }, async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (r) =>
          `<li><a href="/dev/mailbox/${r.id}.eml">${escapeHtml(r.subject)}</a> → ${escapeHtml(r.toAddress)} <small>${escapeHtml(r.createdAt)}</small><pre>${escapeHtml(textOf(r.raw).slice(0, 600))}</pre></li>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Dev mailbox</title><body style="font-family:sans-serif;max-width:900px;margin:2em auto"><h1>Dev mailbox</h1><p>Messages the app delivered while no SMTP_URL is set (newest first).</p><ul>${items || '<li>No messages yet.</li>'}</ul></body>`,
      );
  });

  app.get(
    '/dev/mailbox/:id.eml',
    { config: withIds(dev, { id: 'external' }), schema: { hide: true, params: z.object({ id: queryIdSchema }) } },
    async (req, reply) => {
      const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, req.params.id));
      if (!row) throw notFound();
      return reply.type('message/rfc822').send(row.raw);
    },
  );
};

/** The text/plain part of a raw message, decoded enough to read (quoted-printable). */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  let body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p));
    if (part) {
      const qp = /quoted-printable/i.test(part);
      body = part.slice(part.indexOf('\r\n\r\n') + 4);
      if (qp) body = decodeQp(body);
      return body.trim();
    }
  }
  return (/quoted-printable/i.test(headers) ? decodeQp(body) : body).trim();
}

const decodeQp = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
