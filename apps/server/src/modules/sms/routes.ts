import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@candid/shared';
import { HttpError } from '../../http/errors';
import { verifySmsSignature } from '../../platform/sms/signature';
import { providerStatus } from '../../platform/sms/transport';
import { recordInboundSms, recordSmsStatus } from '../../platform/sms/status';

/*
 * What the SMS provider tells Candid (issue 33, docs/api-interview.md "Text messages"): where a
 * message stands (its status callback) and the replies to the sending number (STOP, START). Both
 * are signed by the provider with the account's auth token (X-Twilio-Signature over the URL it
 * called and the form's fields); an unsigned or wrongly signed request is refused with 403 and
 * changes nothing.
 */

/** The provider's form: every field a string (unknown fields are signed too, so all are kept). */
const form = z.record(z.string(), z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v.join(',') : v)));

/** Provider calls: public (signed), 600 a minute per address (a provider calls from few addresses). */
const provider = { access: { public: true }, rateLimit: { max: 600, timeWindow: '1 minute' } } as const;

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** Refuses the request unless the provider signed it (403); 404 when text messages are off. */
  function verified(req: FastifyRequest, params: Record<string, string>) {
    const token = ctx.config.sms.authToken;
    if (!token) throw new HttpError(404, MSG.smsNotConfigured);
    // The URL the provider called, as configured for it: the public address and the path it used.
    const url = `${ctx.config.publicUrl}${req.url}`;
    if (!verifySmsSignature(token, url, params, req.headers['x-twilio-signature'] as string | undefined)) {
      throw new HttpError(403, MSG.smsSignatureInvalid, { signature: [MSG.smsSignatureInvalid] });
    }
  }

  app.post(
    '/sms/status',
    {
      config: provider,
      // `outbox`: the message's own id, which the worker puts in the callback's address.
      schema: { hide: true, body: form, querystring: z.object({ outbox: z.coerce.number().int().positive().max(2_147_483_647).optional() }) },
    },
    async (req, reply) => {
      verified(req, req.body);
      const status = providerStatus(req.body.MessageStatus ?? '');
      if (status && req.body.MessageSid) {
        await recordSmsStatus(ctx.db, { providerId: req.body.MessageSid, status, errorCode: req.body.ErrorCode || null, outboxId: req.query.outbox ?? null });
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/sms/inbound',
    {
      config: provider,
      schema: { hide: true, body: form },
    },
    async (req, reply) => {
      verified(req, req.body);
      if (req.body.From && req.body.Body !== undefined) await recordInboundSms(ctx.db, { from: req.body.From, body: req.body.Body });
      // An empty TwiML answer: the provider sends its own STOP/START confirmation.
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  );
};
