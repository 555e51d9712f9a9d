import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { webhookCreatedSchema, webhookSchema } from '@candid/shared';
import { useTestApp, withTestApp } from '../../../test/harness';
import { buildEnterprise, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { docsVerifier, startReceiver } from '../../../test/webhook-receiver';
import { backgroundJobs, webhookAttempts, webhookDeliveries } from '../../db/schema/index';
import { DELIVERIES_PER_JOB, failedFor, SENDS_PER_JOB, webhookDeliverJob } from './deliver';
import { emit } from './emit';

/*
 * Batched delivery (docs/api-keys-and-webhooks.md "The outbox and delivery"): one job carries up to
 * DELIVERIES_PER_JOB of one endpoint's deliveries, sends them SENDS_PER_JOB at a time, and records
 * every outcome together; failures of a batch are retried together.
 */

const data = tempDataDir();
const t = useTestApp({
  startWorkers: false,
  env: { DATA_DIR: data.dir, WEBHOOK_RETRY_BASE_MS: '0', WEBHOOK_MAX_ATTEMPTS: '3', SECRETS_KEY: randomBytes(32).toString('base64') },
});
afterAll(() => data.remove());

let owner: TestUser;
beforeAll(async () => {
  ({ owner } = await buildTenants(t.app, 'Batch Hooks Co'));
});

async function addEndpoint(url: string) {
  const res = await t.call('POST', '/api/Webhook', owner.auth, { Url: url, Events: ['job.created'] });
  expect(res.statusCode, res.body).toBe(201);
  return webhookCreatedSchema.parse(wrapper(res).data);
}
const emitJobs = (count: number, from = 1) =>
  t.app.ctx.db.transaction((tx) =>
    emit(
      { db: tx, events: t.app.ctx.events },
      Array.from({ length: count }, (_, i) => ({ enterpriseId: owner.enterpriseId, type: 'job.created' as const, data: { jobId: from + i } })),
    ),
  );
const removeEndpoints = async () => {
  const list = webhookSchema.array().parse(wrapper(await t.call('GET', '/api/Webhook', owner.auth)).data);
  for (const w of list) expect((await t.call('DELETE', `/api/Webhook/${w.Webhook_ID}`, owner.auth)).statusCode).toBe(200);
};
const jobIdsOf = (received: { body: string }[]) => received.map((r) => (JSON.parse(r.body) as { data: { jobId: number } }).data.jobId);

describe('batched delivery', () => {
  it("queues one endpoint's deliveries in jobs of DELIVERIES_PER_JOB and delivers each once, signed, with a log row each", async () => {
    // Slow answers, so the receiver sees how many requests are open at once.
    let open = 0;
    let mostOpen = 0;
    const receiver = await startReceiver(() => 200, {
      onRequest: async () => {
        open++;
        mostOpen = Math.max(mostOpen, open);
        await new Promise((r) => setTimeout(r, 5));
        open--;
      },
    });
    const second = await startReceiver();
    try {
      const endpoint = await addEndpoint(receiver.url);
      const other = await addEndpoint(second.url);
      const count = DELIVERIES_PER_JOB * 2 + 7;
      await emitJobs(count);
      const jobs = await t.app.ctx.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs).where(eq(backgroundJobs.name, webhookDeliverJob.name));
      const sizes = jobs.map((j) => (j.payload as { deliveryIds: number[] }).deliveryIds.length).sort((a, b) => b - a);
      // Three jobs per endpoint, never mixing endpoints.
      expect(sizes).toEqual([DELIVERIES_PER_JOB, DELIVERIES_PER_JOB, DELIVERIES_PER_JOB, DELIVERIES_PER_JOB, 7, 7]);

      await t.app.ctx.queue.drain();
      for (const r of [receiver, second]) {
        expect(jobIdsOf(r.received).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
      expect(mostOpen).toBeGreaterThan(1);
      expect(mostOpen).toBeLessThanOrEqual(SENDS_PER_JOB * 2);
      const verify = await docsVerifier();
      expect(receiver.received.every((r) => verify(endpoint.Secret, r.headers, r.body))).toBe(true);
      expect(second.received.every((r) => verify(other.Secret, r.headers, r.body))).toBe(true);

      const states = await t.app.ctx.db
        .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts, n: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.Webhook_ID))
        .groupBy(webhookDeliveries.status, webhookDeliveries.attempts);
      expect(states).toEqual([{ status: 'succeeded', attempts: 1, n: count }]);
      const logged = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(webhookAttempts).where(eq(webhookAttempts.endpointId, endpoint.Webhook_ID));
      expect(logged[0].n).toBe(count);
    } finally {
      await receiver.close();
      await second.close();
      await removeEndpoints();
    }
  });

  it('retries only the failed deliveries of a batch, together, until they succeed or give up', async () => {
    // Odd job ids fail twice; job 4 always fails; the rest succeed at once.
    const tries = new Map<number, number>();
    const receiver = await startReceiver((_n, body) => {
      const jobId = (JSON.parse(body) as { data: { jobId: number } }).data.jobId;
      const n = (tries.get(jobId) ?? 0) + 1;
      tries.set(jobId, n);
      if (jobId === 4) return 503;
      return jobId % 2 === 1 && n <= 2 ? 500 : 200;
    });
    try {
      const endpoint = await addEndpoint(receiver.url);
      await emitJobs(6, 1);
      await t.app.ctx.queue.drain();
      expect(Object.fromEntries(tries)).toEqual({ 1: 3, 2: 1, 3: 3, 4: 3, 5: 3, 6: 1 });
      const rows = await t.app.ctx.db
        .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.Webhook_ID))
        .orderBy(webhookDeliveries.id);
      expect(rows).toEqual([
        { status: 'succeeded', attempts: 3 },
        { status: 'succeeded', attempts: 1 },
        { status: 'succeeded', attempts: 3 },
        { status: 'failed', attempts: 3 },
        { status: 'succeeded', attempts: 3 },
        { status: 'succeeded', attempts: 1 },
      ]);
      // A batch with a success is a live endpoint: no failing mark.
      const listed = await t.call('GET', '/api/Webhook', owner.auth);
      expect(webhookSchema.array().parse(wrapper(listed).data).find((w) => w.Webhook_ID === endpoint.Webhook_ID)?.FailingSince).toBeNull();
    } finally {
      await receiver.close();
      await removeEndpoints();
    }
  });

  it('leaves a delivery cancelled while its request was out cancelled, not retried', async () => {
    let endpointId = 0;
    // The owner turns the endpoint off while the receiver is still answering (500).
    const receiver = await startReceiver(() => 500, {
      onRequest: async () => {
        const off = await t.call('PATCH', `/api/Webhook/${endpointId}`, owner.auth, { Enabled: false });
        expect(off.statusCode, off.body).toBe(200);
      },
    });
    try {
      endpointId = (await addEndpoint(receiver.url)).Webhook_ID;
      await emitJobs(1);
      await t.app.ctx.queue.drain();
      expect(receiver.received).toHaveLength(1);
      const rows = await t.app.ctx.db.select({ id: webhookDeliveries.id, status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      expect(rows.map((r) => r.status)).toEqual(['cancelled']);
      // One job carried it: no retry was queued.
      const carried = await t.app.ctx.db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.name, webhookDeliverJob.name), sql`${backgroundJobs.payload}->'deliveryIds' @> ${JSON.stringify([rows[0].id])}::jsonb`));
      expect(carried).toHaveLength(1);
    } finally {
      await receiver.close();
      await removeEndpoints();
    }
  });

  it('schedules retry n after WEBHOOK_RETRY_BASE_MS·2^(n−1), never at once: attempt n+1 waits twice as long as attempt n', async () => {
    // The other tests retry at once (a base of 0); here a real base, read off the queued jobs'
    // run-at times instead of waited out.
    const base = 4_000;
    const receiver = await startReceiver(() => 503);
    try {
      await withTestApp(
        { startWorkers: false, env: { DATA_DIR: data.dir, WEBHOOK_RETRY_BASE_MS: String(base), WEBHOOK_MAX_ATTEMPTS: '4', SECRETS_KEY: randomBytes(32).toString('base64') } },
        async (slow) => {
          const member = await buildEnterprise(slow.app, 'Backoff Co');
          const created = await caller(slow.app)('POST', '/api/Webhook', member.auth, { Url: receiver.url, Events: ['job.created'] });
          expect(created.statusCode, created.body).toBe(201);
          // The periodic jobs' first runs out of the way, so a drain's count is the webhook's jobs.
          await slow.app.ctx.queue.drain();
          await slow.app.ctx.db.transaction((tx) => emit({ db: tx, events: slow.app.ctx.events }, { enterpriseId: member.enterpriseId, type: 'job.created', data: { jobId: 1 } }));
          const pendingRetries = () =>
            slow.app.ctx.db
              .select()
              .from(backgroundJobs)
              .where(and(eq(backgroundJobs.name, webhookDeliverJob.name), eq(backgroundJobs.status, 'pending')));

          const delays: number[] = [];
          for (let attempt = 1; attempt <= 3; attempt++) {
            const before = Date.now();
            expect(await slow.app.ctx.queue.drain()).toBe(1);
            const after = Date.now();
            expect(receiver.received).toHaveLength(attempt);
            // The retry is queued for later: nothing is due now.
            expect(await slow.app.ctx.queue.drain()).toBe(0);
            const retries = await pendingRetries();
            expect(retries).toHaveLength(1);
            const runAt = new Date(retries[0].runAt).getTime();
            const expected = base * 2 ** (attempt - 1);
            expect(runAt - before, `retry after attempt ${attempt}`).toBeGreaterThanOrEqual(expected);
            expect(runAt - after, `retry after attempt ${attempt}`).toBeLessThanOrEqual(expected);
            delays.push(expected);
            // Its time comes (instead of waiting it out).
            await slow.app.ctx.db.update(backgroundJobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(backgroundJobs.id, retries[0].id));
          }
          expect(delays).toEqual([base, 2 * base, 4 * base]);
          // The fourth attempt is the last (WEBHOOK_MAX_ATTEMPTS): no retry after it.
          expect(await slow.app.ctx.queue.drain()).toBe(1);
          expect(receiver.received).toHaveLength(4);
          expect(await pendingRetries()).toEqual([]);
          const [delivery] = await slow.app.ctx.db.select().from(webhookDeliveries);
          expect(delivery).toMatchObject({ status: 'failed', attempts: 4 });
        },
      );
    } finally {
      await receiver.close();
    }
  });

  it('says how long an endpoint has been failing in words', () => {
    expect([40, 60, 150, 3_600, 7_300, 86_400 * 2, 73 * 3_600].map(failedFor)).toEqual(['40 seconds', '1 minute', '2 minutes', '1 hour', '2 hours', '2 days', '3 days']);
  });
});
