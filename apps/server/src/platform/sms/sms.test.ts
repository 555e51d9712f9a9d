import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, useTestApp, withTestApp, type TestApp } from '../../../test/harness';
import { signedPost, startSmsProvider } from '../../../test/support/sms-provider';
import type { Db } from '../../db/client';
import { smsOptOuts, smsOutbox } from '../../db/schema/index';
import { sha256 } from '../crypto';
import { smsSignature, verifySmsSignature } from './signature';
import { optedOutAt, optOutKeyword, recordInboundSms, recordSmsStatus } from './status';
import { providerStatus, SmsProviderError, TwilioSmsTransport } from './transport';

const account = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'stand-in-auth-token' };
const FROM = '+61400000001';

let line = 1;
/** Queues a text message as the lead's code will (one row of sms_outbox); answers its id. */
async function queueSms(db: Db, to: string, extra: Partial<typeof smsOutbox.$inferInsert> = {}): Promise<number> {
  const values = { enterpriseId: 1, campaignLineId: line++, toNumber: to, body: 'Your interview: https://candid.test/i/abc', purpose: 'invitation' as const, ...extra };
  const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  return row.id;
}
const rowOf = async (db: Db, id: number) => (await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

/** The app's SMS worker (null only in production without a provider). */
function worker(app: FastifyInstance) {
  if (!app.ctx.sms) throw new Error('SMS is off in this app');
  return app.ctx.sms;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** What `send` threw. */
async function refusal(p: Promise<unknown>): Promise<SmsProviderError> {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof SmsProviderError)) throw new Error(`expected an SmsProviderError, got ${String(err)}`);
  return err;
}

describe('the Twilio client against the stand-in provider', () => {
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  beforeAll(async () => {
    provider = await startSmsProvider(account);
  });
  afterAll(() => provider.close());
  const client = (opts: Partial<{ authToken: string; from: string; apiUrl: string }> = {}) =>
    new TwilioSmsTransport({ apiUrl: `${provider.url}/`, ...account, from: FROM, ...opts });

  it('posts To, Body, From and StatusCallback with Basic auth and answers the message sid, queued', async () => {
    const sent = await client().send({ outboxId: 1, to: '+61412345678', body: 'Hello', statusCallback: 'https://candid.example/api/sms/status' });
    const got = provider.messages.at(-1);
    expect(sent).toEqual({ providerId: got?.sid, status: 'queued' });
    expect(got?.params).toEqual({ To: '+61412345678', Body: 'Hello', From: FROM, StatusCallback: 'https://candid.example/api/sms/status' });
    expect(got?.sid).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('names a messaging service instead of a number when SMS_FROM is one, and sends no StatusCallback unless given', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await client({ from: service }).send({ outboxId: 2, to: '+61412345678', body: 'Hi' });
    expect(provider.messages.at(-1)?.params).toEqual({ To: '+61412345678', Body: 'Hi', MessagingServiceSid: service });
  });

  it('maps refusals: 4xx permanent with the provider code, 429 and 5xx and no answer transient', async () => {
    const before = provider.messages.length;
    expect(await refusal(client({ authToken: 'wrong-token' }).send({ outboxId: 3, to: '+61412345678', body: 'x' }))).toMatchObject({ code: 20003, permanent: true });
    for (const [code, status, permanent] of [[21211, 400, true], [20429, 429, false], [20500, 500, false], [30001, 503, false]] as const) {
      provider.failNext(code, status);
      const err = await refusal(client().send({ outboxId: 4, to: '+61412345678', body: 'x' }));
      expect(err, `${status}`).toMatchObject({ code, permanent });
      expect(err.message).toContain(`${status} (code ${code}): stand-in failure ${code}`);
    }
    const down = await refusal(client({ apiUrl: `http://127.0.0.1:${await closedPort()}` }).send({ outboxId: 5, to: '+61412345678', body: 'x' }));
    expect(down).toMatchObject({ code: null, permanent: false });
    expect(provider.messages.length).toBe(before);
  });

  it("reads the provider's statuses", () => {
    const cases: Record<string, string | null> = {
      accepted: 'queued', scheduled: 'queued', queued: 'queued', sending: 'sent', sent: 'sent', delivered: 'delivered', read: 'delivered',
      undelivered: 'undelivered', failed: 'failed', canceled: 'failed', receiving: null, '': null,
    };
    for (const [given, status] of Object.entries(cases)) expect(providerStatus(given), given).toBe(status);
  });
});

describe("the provider's signature", () => {
  const params = { To: '+14158675310', From: '+14158675309', Body: 'Ahoy' };
  const url = 'https://example.com/myapp';

  it('is HMAC-SHA1 over the URL and the parameters in name order (a known vector, and Twilio\'s documented one)', () => {
    expect(smsSignature('12345', url, params)).toBe('eMt14nqlO/c4Hon6/2oJjyFGdMo=');
    const documented = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
    expect(smsSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', documented)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('changes with any parameter, the URL or the token', () => {
    const good = smsSignature('12345', url, params);
    for (const name of Object.keys(params) as Array<keyof typeof params>) {
      expect(smsSignature('12345', url, { ...params, [name]: `${params[name]}1` }), name).not.toBe(good);
    }
    expect(smsSignature('12345', url, { ...params, Extra: '' })).not.toBe(good);
    expect(smsSignature('12345', `${url}/`, params)).not.toBe(good);
    expect(smsSignature('12346', url, params)).not.toBe(good);
  });

  it('verifies only the right header', () => {
    const good = smsSignature('12345', url, params);
    expect(verifySmsSignature('12345', url, params, good)).toBe(true);
    for (const header of [undefined, '', good.slice(1), `${good}x`, smsSignature('12345', url, { ...params, Body: 'Ahoy!' })]) {
      expect(verifySmsSignature('12345', url, params, header), String(header)).toBe(false);
    }
    expect(verifySmsSignature('12345', url, { ...params, Body: 'Ahoy!' }, good)).toBe(false);
  });

  it('is what the test helper signs its callbacks with, over the full URL', async () => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const full = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}${req.url}`;
        res.statusCode = verifySmsSignature('12345', full, body, req.headers['x-twilio-signature'] as string | undefined) ? 204 : 403;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
      expect((await signedPost(base, '/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }, '12345')).status).toBe(204);
      expect((await signedPost(base, '/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }, 'other')).status).toBe(403);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('the SMS worker, through the provider', () => {
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startSmsProvider(account);
    const env = { SMS_API_URL: provider.url, SMS_ACCOUNT_SID: account.accountSid, SMS_AUTH_TOKEN: account.authToken, SMS_FROM: FROM };
    t = await buildTestApp({ env, startWorkers: false });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  const db = () => t.app.ctx.db;
  const sentTo = (to: string) => provider.messages.filter((m) => m.to === to);

  it('sends a due message and records what the provider answered', async () => {
    const id = await queueSms(db(), '+61411000001');
    expect(await worker(t.app).drain()).toBe(1);
    const [msg] = sentTo('+61411000001');
    expect(msg).toMatchObject({ from: FROM, body: 'Your interview: https://candid.test/i/abc', statusCallback: `http://candid.test/api/sms/status?outbox=${id}` });
    const row = await rowOf(db(), id);
    expect(row).toMatchObject({ status: 'queued', providerId: msg.sid, attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeTruthy();
    expect(row.statusAt).toBeTruthy();
  });

  it('keeps a message the provider could not take and sends it on the retry', async () => {
    const id = await queueSms(db(), '+61411000002');
    provider.failNext(20500, 500);
    expect(await worker(t.app).drain()).toBe(0);
    const waiting = await rowOf(db(), id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, providerId: null });
    expect(waiting.lastError).toContain('500');
    expect(new Date(waiting.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 3_000);
    // Not due yet: a pass leaves it alone.
    expect(await worker(t.app).drain()).toBe(0);
    expect(sentTo('+61411000002')).toHaveLength(0);

    await db().update(smsOutbox).set({ nextAttemptAt: new Date().toISOString() }).where(eq(smsOutbox.id, id));
    expect(await worker(t.app).drain()).toBe(1);
    expect(await rowOf(db(), id)).toMatchObject({ status: 'queued', attempts: 2, lastError: null });
    expect(sentTo('+61411000002')).toHaveLength(1);
  });

  it('gives up after the fifth attempt', async () => {
    const id = await queueSms(db(), '+61411000003', { attempts: 4 });
    provider.failNext(20500, 500);
    expect(await worker(t.app).drain()).toBe(0);
    expect(await rowOf(db(), id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('fails a message the provider refuses for good at once', async () => {
    const id = await queueSms(db(), '+61411000004');
    provider.failNext(21211, 400);
    expect(await worker(t.app).drain()).toBe(0);
    const row = await rowOf(db(), id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lockedUntil: null });
    expect(row.lastError).toContain('21211');
    expect((await optedOutAt(db(), ['+61411000004'])).size).toBe(0);
  });

  it('never texts a number that opted out, until it opts in again', async () => {
    const number = '+61411000005';
    expect(await recordInboundSms(db(), { from: number, body: ' stop ' })).toBe('stop');
    const refused = await queueSms(db(), number);
    expect(await worker(t.app).drain()).toBe(0);
    expect(await rowOf(db(), refused)).toMatchObject({ status: 'failed', lastError: 'opted out', providerId: null });
    expect(sentTo(number)).toHaveLength(0);

    expect(await recordInboundSms(db(), { from: number, body: 'START' })).toBe('start');
    const sent = await queueSms(db(), number);
    expect(await worker(t.app).drain()).toBe(1);
    expect(await rowOf(db(), sent)).toMatchObject({ status: 'queued' });
    expect(sentTo(number)).toHaveLength(1);
  });

  it('records an opt-out when the provider says the recipient unsubscribed (21610)', async () => {
    const number = '+61411000006';
    const id = await queueSms(db(), number);
    provider.failNext(21610, 400);
    expect(await worker(t.app).drain()).toBe(0);
    expect(await rowOf(db(), id)).toMatchObject({ status: 'failed', attempts: 1 });
    const [optOut] = await db().select().from(smsOptOuts).where(eq(smsOptOuts.numberHash, sha256(number)));
    expect(optOut).toMatchObject({ keyword: 'STOP' });
    // The next message to them is not even tried.
    const next = await queueSms(db(), number);
    expect(await worker(t.app).drain()).toBe(0);
    expect(await rowOf(db(), next)).toMatchObject({ status: 'failed', lastError: 'opted out' });
  });

  it("moves a message only forward with the provider's callbacks, keeping a failure's code", async () => {
    const id = await queueSms(db(), '+61411000007');
    await worker(t.app).drain();
    const providerId = sentTo('+61411000007')[0].sid;
    const status = async () => (await rowOf(db(), id)).status;

    expect(await recordSmsStatus(db(), { providerId, status: 'sent' })).toBe(true);
    expect(await status()).toBe('sent');
    // A late 'queued' finds the message and changes nothing.
    expect(await recordSmsStatus(db(), { providerId, status: 'queued' })).toBe(true);
    expect(await status()).toBe('sent');
    expect(await recordSmsStatus(db(), { providerId, status: 'delivered' })).toBe(true);
    // Terminal: never overwritten, not even by another terminal status.
    expect(await recordSmsStatus(db(), { providerId, status: 'undelivered', errorCode: '30003' })).toBe(true);
    expect(await rowOf(db(), id)).toMatchObject({ status: 'delivered', lastError: null });

    const other = await queueSms(db(), '+61411000008');
    await worker(t.app).drain();
    const otherSid = sentTo('+61411000008')[0].sid;
    expect(await recordSmsStatus(db(), { providerId: otherSid, status: 'undelivered', errorCode: '30003' })).toBe(true);
    expect(await rowOf(db(), other)).toMatchObject({ status: 'undelivered', lastError: '30003' });
    expect(await recordSmsStatus(db(), { providerId: 'SM-not-ours', status: 'delivered' })).toBe(false);
  });
});

describe('opt-out keywords', () => {
  const t = useTestApp({ startWorkers: false });

  it('takes the whole reply as the keyword, in any case', () => {
    for (const word of ['STOP', ' stop ', 'StopAll', 'unsubscribe', 'CANCEL', 'end', 'Quit', 'OPTOUT', 'revoke\n']) expect(optOutKeyword(word), word).toBe('stop');
    for (const word of ['START', 'unstop', ' Yes ']) expect(optOutKeyword(word), word).toBe('start');
    for (const word of ['', 'STOP!', 'please stop', 'no', 'stop it', 'starts']) expect(optOutKeyword(word), word).toBeNull();
  });

  it('keeps opt-outs by the hash of the number, once, and answers when each number opted out', async () => {
    const db = t.app.ctx.db;
    expect(await recordInboundSms(db, { from: '+61422000001', body: 'Unsubscribe' })).toBe('stop');
    expect(await recordInboundSms(db, { from: '+61422000001', body: 'STOP' })).toBe('stop');
    expect(await recordInboundSms(db, { from: '+61422000002', body: 'quit' })).toBe('stop');
    expect(await recordInboundSms(db, { from: '+61422000003', body: 'Thanks, see you' })).toBeNull();
    const rows = await db.select().from(smsOptOuts);
    expect(rows.map((r) => [r.numberHash, r.keyword]).sort()).toEqual(
      [[sha256('+61422000001'), 'UNSUBSCRIBE'], [sha256('+61422000002'), 'QUIT']].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain('61422000001');

    const when = await optedOutAt(db, ['+61422000001', '+61422000002', '+61422000003']);
    expect([...when.keys()].sort()).toEqual(['+61422000001', '+61422000002']);
    expect(when.get('+61422000001')).toBe(rows.find((r) => r.numberHash === sha256('+61422000001'))?.optedOutAt);
    expect(await optedOutAt(db, [])).toEqual(new Map());

    expect(await recordInboundSms(db, { from: '+61422000002', body: 'yes' })).toBe('start');
    expect([...(await optedOutAt(db, ['+61422000001', '+61422000002'])).keys()]).toEqual(['+61422000001']);
  });
});

describe('the dev SMS outbox', () => {
  const t = useTestApp();

  it('delivers to /dev/sms when no provider is configured, links clickable and text escaped', async () => {
    const db = t.app.ctx.db;
    const body = 'Hi <Ann>, your interview: https://candid.test/i/abc?x=1&y=2 (before Friday)';
    const id = await queueSms(db, '+61433000001', { body });
    const sms = worker(t.app);
    sms.wake();
    await sms.whenIdle();
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });

    const [stored] = (await t.app.inject({ url: '/dev/sms.json' })).json();
    expect(stored).toEqual({ id: expect.any(Number), outboxId: id, providerId: row.providerId, toNumber: '+61433000001', fromNumber: null, body, createdAt: expect.any(String) });
    expect(stored.providerId).toMatch(/^SM[0-9a-f]{32}$/);

    const page = await t.app.inject({ url: '/dev/sms' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Hi &lt;Ann&gt;, your interview: <a href="https://candid.test/i/abc?x=1&amp;y=2">https://candid.test/i/abc?x=1&amp;y=2</a> (before Friday)');
    expect(page.body).toContain('+61433000001');
  });

  it('does not exist in production, where SMS is off without a provider', async () => {
    await withTestApp({ env: { NODE_ENV: 'production' }, startWorkers: false }, async ({ app }) => {
      expect(app.ctx.sms).toBeNull();
      expect((await app.inject({ url: '/dev/sms.json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/sms' })).statusCode).toBe(404);
    });
  });
});
