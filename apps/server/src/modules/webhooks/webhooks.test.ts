import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, webhookAttemptSchema, webhookCreatedSchema, webhookSchema, type WebhookCreated } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { buildCampaign, buildQuestions, buildTenants, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { mailsTo, tempDataDir } from '../../../test/candidate-fixtures';
import { docsVerifier, startReceiver } from '../../../test/webhook-receiver';
import { backgroundJobs, questionResponses, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import { retryDelayMs } from './deliver';
import { webhookDeliverJob } from './deliver';
import { emit } from './emit';
import { checkWebhookUrl, isPrivateAddress, postWebhook } from './target';

/* Webhooks (issue 17, docs/api-keys-and-webhooks.md): endpoints, signed deliveries, retries, the log. */

const data = tempDataDir();
const t = useTestApp({
  startWorkers: false,
  env: { DATA_DIR: data.dir, WEBHOOK_RETRY_BASE_MS: '0', WEBHOOK_MAX_ATTEMPTS: '3', SECRETS_KEY: randomBytes(32).toString('base64') },
});
afterAll(() => data.remove());

let owner: TestUser;
let hm: TestUser;
let administrator: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Hooks Co'));
  administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
});

async function addEndpoint(who: TestUser, url: string, events: string[] = ['job.created', 'job.ended']): Promise<WebhookCreated> {
  const res = await t.call('POST', '/api/Webhook', who.auth, { Url: url, Events: events, Description: 'test' });
  expect(res.statusCode, res.body).toBe(201);
  return webhookCreatedSchema.parse(wrapper(res).data);
}
const endJob = async (who: TestUser) => {
  const job = await buildCampaign(t.app, who);
  const res = await t.call('POST', `/api/Campaign/EndCampaign?campid=${job.id}`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return job.id;
};
const log = async (endpointId: number, who = owner) => {
  const res = await t.call('GET', `/api/Webhook/${endpointId}/Deliveries`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return webhookAttemptSchema.array().parse(wrapper(res).data);
};
const disable = (id: number) => t.call('PATCH', `/api/Webhook/${id}`, owner.auth, { Enabled: false });

describe('managing endpoints', () => {
  it('answers the signing secret once, lists endpoints without it, updates and deletes', async () => {
    const created = await addEndpoint(owner, 'https://hooks.example.com/candid');
    expect(created.Secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({ Url: 'https://hooks.example.com/candid', Events: ['job.created', 'job.ended'], Enabled: true, DisabledReason: null });
    const [row] = await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.Webhook_ID));
    expect(row.secretSealed).not.toContain(created.Secret.slice(6));

    const list = await t.call('GET', '/api/Webhook', owner.auth);
    expect(webhookSchema.array().parse(wrapper(list).data).map((w) => w.Webhook_ID)).toContain(created.Webhook_ID);
    expect(list.body).not.toContain(created.Secret);

    const off = await disable(created.Webhook_ID);
    expect(webhookSchema.parse(wrapper(off).data)).toMatchObject({ Enabled: false, DisabledReason: 'manual' });
    const events = await t.call('PATCH', `/api/Webhook/${created.Webhook_ID}`, owner.auth, { Events: ['rating.added'], Enabled: true });
    expect(webhookSchema.parse(wrapper(events).data)).toMatchObject({ Enabled: true, DisabledReason: null, Events: ['rating.added'] });

    expect((await t.call('DELETE', `/api/Webhook/${created.Webhook_ID}`, owner.auth)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/Webhook/${created.Webhook_ID}`, owner.auth)).statusCode).toBe(404);
  });

  it('answers 400 with details for a bad URL or events', async () => {
    const cases: [object, string][] = [
      [{ Url: 'not a url', Events: ['job.created'] }, 'Url'],
      [{ Url: 'ftp://example.com/x', Events: ['job.created'] }, 'Url'],
      [{ Url: 'http://example.com/x', Events: ['job.created'] }, 'Url'],
      [{ Url: 'https://user:pw@example.com/x', Events: ['job.created'] }, 'Url'],
      [{ Url: 'https://example.com/x', Events: [] }, 'Events'],
      [{ Url: 'https://example.com/x', Events: ['job.deleted'] }, 'Events.0'],
      [{ Events: ['job.created'] }, 'Url'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/Webhook', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(wrapper(res).details ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(wrapper(await t.call('POST', '/api/Webhook', owner.auth, { Url: 'http://example.com/', Events: ['job.created'] })).details?.Url).toEqual([MSG.webhookUrlScheme]);
    expect((await t.call('PATCH', '/api/Webhook/1', owner.auth, {})).statusCode).toBe(400);
  });

  it('is for owners and admins signed in: 401 without a session, 403 for a Hiring Manager or an Administrator', async () => {
    const routes = [
      ['GET', '/api/Webhook'],
      ['POST', '/api/Webhook'],
      ['PATCH', '/api/Webhook/1'],
      ['DELETE', '/api/Webhook/1'],
      ['GET', '/api/Webhook/1/Deliveries'],
      ['POST', '/api/Webhook/1/Deliveries/1/Resend'],
    ] as const;
    const body = { Url: 'https://example.com/h', Events: ['job.created'], Enabled: false };
    for (const [method, url] of routes) {
      expect((await t.call(method, url, {}, method === 'GET' ? undefined : body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [hm, administrator]) {
        expect((await t.call(method, url, who.auth, method === 'GET' ? undefined : body)).statusCode, `${who.level} ${method} ${url}`).toBe(403);
      }
    }
    expect(await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, hm.id))).toEqual([]);
  });

  it("answers 404 for another enterprise's endpoint and delivery, and changes nothing", async () => {
    const theirs = await addEndpoint(outsider, 'https://theirs.example.com/h');
    for (const [method, url, body] of [
      ['PATCH', `/api/Webhook/${theirs.Webhook_ID}`, { Enabled: false }],
      ['DELETE', `/api/Webhook/${theirs.Webhook_ID}`, undefined],
      ['GET', `/api/Webhook/${theirs.Webhook_ID}/Deliveries`, undefined],
      ['POST', `/api/Webhook/${theirs.Webhook_ID}/Deliveries/1/Resend`, undefined],
    ] as const) {
      const res = await t.call(method, url, owner.auth, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(wrapper(res).message).toBe(MSG.notFound);
    }
    const [row] = await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, theirs.Webhook_ID));
    expect(row.enabled).toBe(true);
    await t.call('DELETE', `/api/Webhook/${theirs.Webhook_ID}`, outsider.auth);
  });
});

describe('endpoint URLs (SSRF)', () => {
  it('refuses private and loopback targets when private targets are not allowed', async () => {
    const strict = { allowPrivate: false };
    for (const url of ['https://127.0.0.1/h', 'https://10.1.2.3/h', 'https://192.168.0.5/h', 'https://169.254.169.254/latest', 'https://[::1]/h', 'https://[fd00::1]/h', 'https://localhost/h', 'https://printer.local/h', 'http://127.0.0.1:9/h',
      // What a probe got saved (issue 28): the host's own documentation-range address, loopback
      // written as IPv4-compatible and NAT64, localhost with a trailing dot, a single-label name.
      'https://192.0.2.2:8443/hook', 'https://[::7f00:1]/h', 'https://[64:ff9b::7f00:1]/h', 'https://localhost./h', 'https://intranet/h', 'https://metadata./h']) {
      expect(() => checkWebhookUrl(url, strict), url).toThrow();
    }
    expect(checkWebhookUrl('https://hooks.example.com/x#frag', strict)).toBe('https://hooks.example.com/x');
    expect(checkWebhookUrl('http://127.0.0.1:8080/h', { allowPrivate: true })).toBe('http://127.0.0.1:8080/h');
    expect(() => checkWebhookUrl('http://10.0.0.1/h', { allowPrivate: true })).toThrow();
    expect(['8.8.8.8', '2606:4700::1'].map(isPrivateAddress)).toEqual([false, false]);
    expect(['100.64.0.1', '::ffff:10.0.0.1', '0.0.0.0', 'fe80::1'].map(isPrivateAddress)).toEqual([true, true, true, true]);
  });

  it('refuses at delivery time too, without connecting', async () => {
    const receiver = await startReceiver();
    try {
      const result = await postWebhook(receiver.url, '{}', {}, { timeoutMs: 1000, allowPrivate: false });
      expect(result.statusCode).toBeNull();
      expect(result.error).toMatch(/not a public address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('deliveries', () => {
  it('delivers a signed job.ended that the documented recipe verifies, and only to its own enterprise', async () => {
    const verify = await docsVerifier();
    const receiver = await startReceiver();
    const other = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.ended']);
      const theirs = await addEndpoint(outsider, other.url, ['job.ended', 'job.created']);
      const jobId = await endJob(owner);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(1);
      const [hit] = receiver.received;
      expect(verify(endpoint.Secret, hit.headers, hit.body)).toBe(true);
      expect(verify(theirs.Secret, hit.headers, hit.body)).toBe(false);
      expect(verify(endpoint.Secret, hit.headers, hit.body.replace('job.ended', 'job.endeD'))).toBe(false);
      expect(verify(endpoint.Secret, { ...hit.headers, 'webhook-timestamp': String(Number(hit.headers['webhook-timestamp']) - 3600) }, hit.body)).toBe(false);
      expect(hit.headers['webhook-id']).toMatch(/^msg_/);
      expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(JSON.parse(hit.body)).toMatchObject({ type: 'job.ended', data: { jobId } });
      expect(other.received).toHaveLength(0);
      const [attempt] = await log(endpoint.Webhook_ID);
      expect(attempt).toMatchObject({ Event: 'job.ended', Attempt: 1, StatusCode: 200, Succeeded: true, Error: null, MessageId: hit.headers['webhook-id'] });
      await disable(endpoint.Webhook_ID);
      await t.call('DELETE', `/api/Webhook/${theirs.Webhook_ID}`, outsider.auth);
    } finally {
      await receiver.close();
      await other.close();
    }
  });

  it('emits job.created from a job made through the API, and nothing for events no endpoint wants', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.created']);
      const before = (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0].n;
      const res = await t.call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Hooked job', Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/01' });
      expect(res.statusCode, res.body).toBe(201);
      await endJob(owner); // job.ended: no endpoint of this enterprise wants it now
      await t.app.ctx.queue.drain();
      expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['job.created']);
      expect(JSON.parse(receiver.received[0].body).data).toMatchObject({ name: 'Hooked job' });
      const after = (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0].n;
      expect(after - before).toBe(1);
      await disable(endpoint.Webhook_ID);
    } finally {
      await receiver.close();
    }
  });

  it('writes nothing when the change rolls back', async () => {
    const endpoint = await addEndpoint(owner, 'https://rollback.example.com/h', ['job.created']);
    const before = (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0].n;
    await t.app.ctx.db
      .transaction(async (tx) => {
        await emit({ db: tx, events: t.app.ctx.events }, { enterpriseId: owner.enterpriseId, type: 'job.created', data: { jobId: 1 } });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents))[0].n).toBe(before);
    await t.call('DELETE', `/api/Webhook/${endpoint.Webhook_ID}`, owner.auth);
  });

  it('retries a failing delivery with backoff, then succeeds; the log shows each attempt', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30_000, 30)).toBe(12 * 3_600_000);
    const receiver = await startReceiver((n) => (n < 3 ? 500 : 204));
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.ended']);
      await endJob(owner);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      const attempts = await log(endpoint.Webhook_ID);
      expect(attempts.map((a) => [a.Attempt, a.StatusCode, a.Succeeded, a.Error])).toEqual([
        [3, 204, true, null],
        [2, 500, false, 'HTTP 500'],
        [1, 500, false, 'HTTP 500'],
      ]);
      const [row] = await t.app.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.Webhook_ID));
      expect(row.failingSince).toBeNull();
      await disable(endpoint.Webhook_ID);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS; failing for WEBHOOK_DISABLE_AFTER_HOURS disables the endpoint and emails the owner', async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.ended']);
      await endJob(owner);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(3);
      const [delivery] = await t.app.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.Webhook_ID));
      expect(delivery).toMatchObject({ status: 'failed', attempts: 3 });
      let listed = webhookSchema.array().parse(wrapper(await t.call('GET', '/api/Webhook', owner.auth)).data).find((w) => w.Webhook_ID === endpoint.Webhook_ID)!;
      expect(listed).toMatchObject({ Enabled: true, DisabledReason: null });
      expect(listed.FailingSince).not.toBeNull();

      // Days pass without a success; the next failure disables it.
      await t.app.ctx.db.update(webhookEndpoints).set({ failingSince: sql`now() - interval '73 hours'` }).where(eq(webhookEndpoints.id, endpoint.Webhook_ID));
      const resent = await t.call('POST', `/api/Webhook/${endpoint.Webhook_ID}/Deliveries/${delivery.id}/Resend`, owner.auth);
      expect(resent.statusCode, resent.body).toBe(202);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(4);
      listed = webhookSchema.array().parse(wrapper(await t.call('GET', '/api/Webhook', owner.auth)).data).find((w) => w.Webhook_ID === endpoint.Webhook_ID)!;
      expect(listed).toMatchObject({ Enabled: false, DisabledReason: 'failing' });
      const mails = await mailsTo(t.app, owner.email);
      const notice = mails.find((m) => m.subject === MSG.webhookDisabledSubject);
      expect(notice?.textBody).toContain(receiver.url);
      expect(notice?.textBody).toContain('3 days');

      // Disabled: no new deliveries, and no resend until it is enabled again.
      await endJob(owner);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(4);
      const refused = await t.call('POST', `/api/Webhook/${endpoint.Webhook_ID}/Deliveries/${delivery.id}/Resend`, owner.auth);
      expect(refused.statusCode).toBe(400);
      expect(wrapper(refused).details?.Enabled).toEqual([MSG.webhookEnableToResend]);
    } finally {
      await receiver.close();
    }
  });

  it('resends a delivered event with the same webhook-id as a new delivery', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.ended']);
      await endJob(owner);
      await t.app.ctx.queue.drain();
      const [first] = await log(endpoint.Webhook_ID);
      const res = await t.call('POST', `/api/Webhook/${endpoint.Webhook_ID}/Deliveries/${first.Delivery_ID}/Resend`, owner.auth);
      expect(res.statusCode).toBe(202);
      expect(wrapper(res).message).toBe(MSG.webhookResent);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1].headers['webhook-id']).toBe(receiver.received[0].headers['webhook-id']);
      const attempts = await log(endpoint.Webhook_ID);
      expect(attempts).toHaveLength(2);
      expect(attempts[0].Delivery_ID).not.toBe(first.Delivery_ID);
      expect((await t.call('POST', `/api/Webhook/${endpoint.Webhook_ID}/Deliveries/999999/Resend`, owner.auth)).statusCode).toBe(404);
      await disable(endpoint.Webhook_ID);
    } finally {
      await receiver.close();
    }
  });

  it('leaves queued attempts of a deleted endpoint with nothing to do', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['job.ended']);
      await endJob(owner);
      await t.call('DELETE', `/api/Webhook/${endpoint.Webhook_ID}`, owner.auth);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(0);
      const failed = await t.app.ctx.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.name, webhookDeliverJob.name), eq(backgroundJobs.status, 'failed')));
      expect(failed).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('emits candidate.invited, candidate.status_changed and rating.added from the routes that make those changes', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['candidate.invited', 'candidate.status_changed', 'rating.added']);
      const invitedJob = await buildCampaign(t.app, owner, { name: 'Invites' });
      await buildQuestions(t.app, owner, invitedJob.id, 1);
      const invited = await t.call('POST', '/api/Message/SendEmail?FromName=Rita', owner.auth, [{ fk_Campaign_ID: invitedJob.id, CampaignLine_CandidateEmail: `hooked-${Date.now()}@example.com` }]);
      expect(invited.statusCode, invited.body).toBe(200);
      const job = await buildReviewJob(t.app, owner, { questionCount: 1 });
      const { lineId } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId });
      expect((await t.call('PUT', `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${lineId}&CampaignLine_Status=4`, owner.auth)).statusCode).toBe(200);
      expect((await t.call('POST', '/api/CandidateRating', owner.auth, { fk_CampaignLine_ID: lineId, CandidateRating_Rating: 4 })).statusCode).toBeLessThan(300);
      await t.app.ctx.queue.drain();
      // Separate jobs may arrive in either order: put them in the order they happened.
      const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> });
      bodies.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
      expect(bodies.map((b) => b.type)).toEqual(['candidate.invited', 'candidate.status_changed', 'rating.added']);
      expect(bodies[0].data).toMatchObject({ jobId: invitedJob.id });
      expect(bodies[1].data).toEqual({ jobId: job.campaignId, candidateId: lineId, status: 4 });
      expect(bodies[2].data).toMatchObject({ jobId: job.campaignId, candidateId: lineId, rating: 4, answerId: null, byUserId: owner.id });
      // Ids and states only: no candidate's address in any body.
      expect(receiver.received.some((r) => r.body.includes('@'))).toBe(false);
      await disable(endpoint.Webhook_ID);
    } finally {
      await receiver.close();
    }
  });

  it('delivers a signed interview.started and interview.completed as the candidate consents and finishes', async () => {
    const verify = await docsVerifier();
    const receiver = await startReceiver();
    try {
      const endpoint = await addEndpoint(owner, receiver.url, ['interview.started', 'interview.completed']);
      const l = await buildInterviewLine(t.app, owner, { consent: false, questionCount: 1 });
      const base = `/api/interview/${l.campaignId}/${l.enterpriseId}`;
      const as = { 'x-interview-token': l.token };
      expect((await t.call('POST', `${base}/consent`, as, { consent: true })).statusCode).toBe(200);
      // Consenting again starts nothing new.
      expect((await t.call('POST', `${base}/consent`, as, { consent: true })).statusCode).toBe(200);
      await t.app.ctx.db.insert(questionResponses).values({
        enterpriseId: owner.enterpriseId,
        campaignId: l.campaignId,
        campaignLineId: l.line.id,
        questionId: l.questionIds[0],
        attempt: 1,
        status: 2,
      });
      expect((await t.call('POST', `${base}/complete`, as)).statusCode).toBe(200);
      await t.app.ctx.queue.drain();
      // Two events, two jobs: they may arrive in either order (receivers order by the timestamp).
      const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; timestamp: string; data: object });
      bodies.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
      expect(bodies.map((b) => b.type)).toEqual(['interview.started', 'interview.completed']);
      for (const hit of receiver.received) expect(verify(endpoint.Secret, hit.headers, hit.body)).toBe(true);
      expect(bodies[1].data).toMatchObject({ jobId: l.campaignId, candidateId: l.line.id });
      await disable(endpoint.Webhook_ID);
    } finally {
      await receiver.close();
    }
  });
});
