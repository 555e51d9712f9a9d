import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { buildCampaign, buildEnterprise } from '../../../test/factories';
import { databaseBefore } from '../../../test/migration-fixtures';
import { backgroundJobs, campaigns, webhookEvents } from '../../db/schema/index';
import { DomainEvents } from '../../platform/events';
import { endedScanJob, scanEndedJobs } from './ended-notices';

/*
 * job.ended for jobs that simply pass their end date (docs/api-keys-and-webhooks.md): the scan, its
 * batches and its day, and the migration that marks the jobs ended before it as told. The events'
 * delivery, and the writes that end and re-open a job, are in webhooks/webhooks-events.test.ts.
 */

const t = useTestApp({ startWorkers: false, env: { SECRETS_KEY: randomBytes(32).toString('base64') } });

/** The UTC day `n` days from today, YYYY-MM-DD, as jobStateOf counts days. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const LONG_AGO = '2026-01-02T03:04:05.000Z';

describe('the ended-job scan', () => {
  it('tells each live job ended and not yet told, a batch to a transaction until none is left, on the UTC day, and leaves the last update time', async () => {
    const owner = await buildEnterprise(t.app, 'Scanned Co');
    const res = await t.call('POST', '/api/Webhook', owner.auth, { Url: 'http://127.0.0.1:9/hook', Events: ['job.ended'] });
    expect(res.statusCode, res.body).toBe(201);
    const job = (over: Partial<typeof campaigns.$inferInsert>) =>
      buildCampaign(t.app, owner, { startDate: day(-30), updatedAt: LONG_AGO, ...over }).then((r) => r.id);
    const passed = [await job({ endDate: day(-1) }), await job({ endDate: day(-2) })];
    // Status 0 written by something other than the app's writes (an import, a seed): untold too.
    const closed = await job({ endDate: day(20), status: 0 });
    const lastDay = await job({ endDate: day(0) });
    const open = await job({ endDate: day(20) });
    const deleted = await job({ endDate: day(-1), deleted: 1 });
    const told = await job({ endDate: day(-1), endedNoticeAt: LONG_AGO });
    const { db } = t.app.ctx;
    const marks = async () => {
      const rows = await db
        .select({ id: campaigns.id, told: campaigns.endedNoticeAt, updated: campaigns.updatedAt })
        .from(campaigns)
        .where(eq(campaigns.enterpriseId, owner.enterpriseId));
      expect(rows.map((r) => new Date(r.updated).toISOString())).toEqual(rows.map(() => LONG_AGO));
      return new Map(rows.map((r) => [r.id, r.told]));
    };
    const endedEvents = () =>
      db.select({ data: webhookEvents.payload }).from(webhookEvents).where(and(eq(webhookEvents.enterpriseId, owner.enterpriseId), eq(webhookEvents.type, 'job.ended'))).orderBy(asc(webhookEvents.id));

    expect(await scanEndedJobs(t.app.ctx, { batch: 2 })).toBe(3);
    expect(await scanEndedJobs(t.app.ctx, { batch: 2 })).toBe(0);
    const after = await marks();
    expect([...passed, closed].map((id) => after.get(id))).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    expect([lastDay, open, deleted].map((id) => after.get(id))).toEqual([null, null, null]);
    expect(new Date(after.get(told)!).toISOString()).toBe(LONG_AGO);
    expect((await endedEvents()).map((e) => e.data)).toEqual([
      { jobId: passed[0], endDate: day(-1) },
      { jobId: passed[1], endDate: day(-2) },
      { jobId: closed, endDate: day(20) },
    ]);

    // A job runs to the end of its end date in UTC: the last day's job has ended once the day is over.
    expect(await scanEndedJobs(t.app.ctx, { today: day(1) })).toBe(1);
    expect((await marks()).get(lastDay)).not.toBeNull();
    expect((await endedEvents()).at(-1)?.data).toEqual({ jobId: lastDay, endDate: day(0) });
  });

  it('runs as a periodic job of the app, then is scheduled again once (deduplicated) a quarter of an hour later', async () => {
    await t.app.ctx.queue.drain();
    await t.app.ctx.queue.drain();
    const jobs = await t.app.ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, endedScanJob.name));
    expect(jobs.filter((j) => j.status === 'done').length).toBeGreaterThanOrEqual(1);
    const waiting = jobs.filter((j) => j.status === 'pending');
    expect(waiting).toHaveLength(1);
    const delay = new Date(waiting[0].runAt).getTime() - Date.now();
    expect(delay).toBeGreaterThan(14 * 60_000);
    expect(delay).toBeLessThanOrEqual(15 * 60_000);
  });
});

describe('migration 0017_job_ended_notices', () => {
  it('marks the jobs ended before it as told (status 0, or an end date before the UTC day), so the first scan tells none of them', async () => {
    const before = await databaseBefore('0017_job_ended_notices');
    try {
      const { db } = before;
      const jobs: [string, number, string][] = [
        ['closed', 0, day(20)],
        ['passed', 100, day(-1)],
        ['deleted-passed', 1, day(-3)],
        ['last day', 100, day(0)],
        ['open', 1, day(20)],
        ['paused', 5, day(20)],
      ];
      for (const [name, status, end] of jobs) {
        await db.execute(
          sql`insert into campaigns (enterprise_id, user_id, name, start_date, end_date, status, deleted, public_link_token)
              values (1, 1, ${name}, ${day(-30)}, ${end}, ${status}, ${name.startsWith('deleted') ? 1 : 0}, ${randomBytes(16).toString('hex')})`,
        );
      }
      await before.migrateRest();

      const rows = await db
        .select({ name: campaigns.name, told: sql<boolean>`${campaigns.endedNoticeAt} is not null` })
        .from(campaigns)
        .where(inArray(campaigns.name, jobs.map(([name]) => name)));
      expect(Object.fromEntries(rows.map((r) => [r.name, r.told]))).toEqual({
        closed: true,
        passed: true,
        'deleted-passed': true,
        'last day': false,
        open: false,
        paused: false,
      });
      expect(await scanEndedJobs({ db, events: new DomainEvents() })).toBe(0);
    } finally {
      await before.close();
    }
  });
});
