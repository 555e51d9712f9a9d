import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, CONSENT_LABELS, MSG, NO_ACCOMMODATION, RETENTION } from '@candid/shared';
import { backgroundJobs, campaignLines, campaigns, candidateErasures } from '../../db/schema/index';
import { useTestApp } from '../../../test/harness';
import { buildTenants, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { giveConsent } from '../interview/service';
import { deletionDate, scanRetention } from './retention';
import { eraseCandidates, eraseJob } from './erase';

/*
 * The lifecycle routes (issue 16): who may delete candidates, bad input, other tenants; the
 * retention setting and its daily scan; the candidate's deletion date and consent record.
 */
const t = useTestApp({ startWorkers: false });
let owner: TestUser;
let hm: TestUser;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Lifecycle Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
});

const lineOf = async (who = owner, campaignId?: number) => {
  const id = campaignId ?? (await buildReviewJob(t.app, who, { questionCount: 1 })).campaignId;
  return seedCompletedLine(t.app.ctx.db, { enterpriseId: who.enterpriseId, campaignId: id });
};
const exists = async (lineId: number) =>
  (await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, lineId)))[0]?.erasingAt === null;

describe('deleting candidates', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call('DELETE', '/api/CampaignLine/1', {})).statusCode).toBe(401);
    expect((await t.call('POST', '/api/CampaignLine/Delete', {}, { ids: [1] })).statusCode).toBe(401);
  });

  it('refuses a Hiring Manager with 403, even on a job they manage, and changes nothing', async () => {
    const job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, questionCount: 1 });
    const { lineId } = await lineOf(owner, job.campaignId);
    const res = await t.call('DELETE', `/api/CampaignLine/${lineId}`, hm.auth);
    expect(res.statusCode).toBe(403);
    expect(wrapper(res).message).toBe(MSG.forbidden);
    expect((await t.call('POST', '/api/CampaignLine/Delete', hm.auth, { campaignId: job.campaignId })).statusCode).toBe(403);
    expect(await exists(lineId)).toBe(true);
  });

  it("answers 404 for another tenant's candidate or job, whether or not it exists, and changes nothing", async () => {
    const theirs = await lineOf(outsider);
    const mine = await lineOf(owner);
    for (const res of [
      await t.call('DELETE', `/api/CampaignLine/${theirs.lineId}`, owner.auth),
      await t.call('DELETE', '/api/CampaignLine/2147483000', owner.auth),
      await t.call('POST', '/api/CampaignLine/Delete', owner.auth, { ids: [mine.lineId, theirs.lineId] }),
      await t.call('POST', '/api/CampaignLine/Delete', owner.auth, { campaignId: theirs.line.campaignId }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(wrapper(res).message).toBe(MSG.notFound);
    }
    expect(await exists(theirs.lineId)).toBe(true);
    expect(await exists(mine.lineId)).toBe(true);
  });

  it('answers 400 with details for bad input', async () => {
    const cases: [string, string, object | undefined, string][] = [
      ['DELETE', '/api/CampaignLine/abc', undefined, 'id'],
      ['DELETE', '/api/CampaignLine/0', undefined, 'id'],
      ['POST', '/api/CampaignLine/Delete', {}, 'ids'],
      ['POST', '/api/CampaignLine/Delete', { ids: [] }, 'ids'],
      ['POST', '/api/CampaignLine/Delete', { ids: ['x'] }, 'ids.0'],
      ['POST', '/api/CampaignLine/Delete', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
      ['POST', '/api/CampaignLine/Delete', { ids: [1], campaignId: 1 }, 'ids'],
      ['POST', '/api/CampaignLine/Delete', { ids: [1], extra: true }, ''],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await t.call(method, url, owner.auth, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      const details = wrapper(res).details ?? {};
      if (field) expect(Object.keys(details), JSON.stringify(details)).toContain(field);
    }
    const details = async (body: object) => wrapper(await t.call('POST', '/api/CampaignLine/Delete', owner.auth, body)).details;
    expect(await details({})).toMatchObject({ ids: [MSG.eraseChooseCandidates] });
    expect(await details({ ids: [1], campaignId: 1 })).toMatchObject({ ids: [MSG.eraseNotBoth] });
  });

  it('lets an Administrator delete; the candidate leaves the list at once and a second delete is a 404', async () => {
    const job = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const { lineId } = await lineOf(owner, job.campaignId);
    const res = await t.call('POST', '/api/CampaignLine/Delete', admin.auth, { ids: [lineId, lineId] });
    expect(res.statusCode, res.body).toBe(202);
    expect(wrapper(res)).toMatchObject({ data: { Ids: [lineId] }, message: MSG.candidatesErased(1) });
    const list = wrapper(await t.call('GET', `/api/CampaignLine?enterpriseId=${owner.enterpriseId}&campaignId=${job.campaignId}`, owner.auth)).data as { pk_CampaignLine_ID: number }[];
    expect(list.map((r) => r.pk_CampaignLine_ID)).not.toContain(lineId);
    expect((await t.call('DELETE', `/api/CampaignLine/${lineId}`, owner.auth)).statusCode).toBe(404);
    const [erasure] = await t.app.ctx.db.select().from(candidateErasures).where(eq(candidateErasures.campaignLineId, lineId));
    expect(erasure).toMatchObject({ reason: 'request', userId: admin.id, status: 'erasing' });
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, lineId))).toEqual([]);
  });
});

describe('retention', () => {
  it('defaults to 24 months, is read by every member and set by owners and administrators within 1 to 84', async () => {
    const other = await buildTenants(t.app, 'Retention Co');
    expect(wrapper(await t.call('GET', '/api/DataRetention', other.hm.auth)).data).toEqual({ RetentionMonths: 24, DefaultMonths: 24, MinMonths: 1, MaxMonths: 84 });
    expect((await t.call('PUT', '/api/DataRetention', other.hm.auth, { RetentionMonths: 12 })).statusCode).toBe(403);
    for (const RetentionMonths of [0, 85, 1.5, '12', null]) {
      const res = await t.call('PUT', '/api/DataRetention', other.owner.auth, { RetentionMonths });
      expect(res.statusCode, String(RetentionMonths)).toBe(400);
      expect(Object.keys(wrapper(res).details ?? {})).toContain('RetentionMonths');
    }
    const outOfRange = wrapper(await t.call('PUT', '/api/DataRetention', other.owner.auth, { RetentionMonths: 85 }));
    expect(outOfRange.details).toEqual({ RetentionMonths: [MSG.retentionRange(1, 84)] });
    const saved = await t.call('PUT', '/api/DataRetention', other.owner.auth, { RetentionMonths: 6 });
    expect(wrapper(saved).data).toMatchObject({ RetentionMonths: 6 });
    expect(wrapper(await t.call('GET', '/api/DataRetention', other.hm.auth)).data).toMatchObject({ RetentionMonths: 6 });
    // Another enterprise keeps its own.
    expect(wrapper(await t.call('GET', '/api/DataRetention', outsider.auth)).data).toMatchObject({ RetentionMonths: RETENTION.defaultMonths });
  });

  it('computes the deletion date from the end date, clamping to the end of a shorter month', () => {
    expect(deletionDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(deletionDate('2026-03-15', 24)).toBe('2028-03-15');
    expect(deletionDate('2026-11-30', 84)).toBe('2033-11-30');
  });

  it('erases, in the daily scan, the candidates of jobs ended longer ago than the retention, and no others', async () => {
    const co = await buildTenants(t.app, 'Scan Co');
    await t.call('PUT', '/api/DataRetention', co.owner.auth, { RetentionMonths: 2 });
    const ended = await buildReviewJob(t.app, co.owner, { questionCount: 1 });
    const recent = await buildReviewJob(t.app, co.owner, { questionCount: 1 });
    await t.app.ctx.db.update(campaigns).set({ endDate: '2026-01-10' }).where(eq(campaigns.id, ended.campaignId));
    await t.app.ctx.db.update(campaigns).set({ endDate: '2026-02-10' }).where(eq(campaigns.id, recent.campaignId));
    const old = await lineOf(co.owner, ended.campaignId);
    const young = await lineOf(co.owner, recent.campaignId);
    // A default-retention enterprise's job that ended the same day stays (24 months).
    const elsewhere = await lineOf(co.outsider);
    await t.app.ctx.db.update(campaigns).set({ endDate: '2026-01-10' }).where(eq(campaigns.id, elsewhere.line.campaignId));

    expect(await scanRetention(t.app.ctx, '2026-04-01')).toBe(1);
    await t.app.ctx.queue.drain();
    const left = await t.app.ctx.db.select({ id: campaignLines.id }).from(campaignLines).where(eq(campaignLines.enterpriseId, co.owner.enterpriseId));
    expect(left.map((l) => l.id)).toEqual([young.lineId]);
    const [erasure] = await t.app.ctx.db.select().from(candidateErasures).where(and(eq(candidateErasures.enterpriseId, co.owner.enterpriseId), eq(candidateErasures.campaignLineId, old.lineId)));
    expect(erasure).toMatchObject({ reason: 'retention', userId: null, status: 'done' });
    expect(await exists(elsewhere.lineId)).toBe(true);
  });
});

describe('an erasure whose job gave up', () => {
  it('is queued again by the daily scan and finishes', async () => {
    const co = await buildTenants(t.app, 'Stuck Co');
    const { lineId } = await lineOf(co.owner);
    expect(await eraseCandidates(t.app.ctx, { enterpriseId: co.owner.enterpriseId, lineIds: [lineId], reason: 'candidate', userId: null })).toEqual([lineId]);
    // Its job used up its attempts, and that was hours ago.
    await t.app.ctx.db
      .update(backgroundJobs)
      .set({ status: 'failed' })
      .where(and(eq(backgroundJobs.name, eraseJob.name), eq(backgroundJobs.enterpriseId, co.owner.enterpriseId)));
    await t.app.ctx.db.update(campaignLines).set({ erasingAt: new Date(Date.now() - 2 * 3_600_000).toISOString() }).where(eq(campaignLines.id, lineId));
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, lineId))).toHaveLength(1);

    await scanRetention(t.app.ctx);
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, lineId))).toEqual([]);
    const [erasure] = await t.app.ctx.db.select().from(candidateErasures).where(eq(candidateErasures.campaignLineId, lineId));
    expect(erasure).toMatchObject({ status: 'done', reason: 'candidate' });
  });
});

describe("a candidate's lifecycle on their page", () => {
  it('shows reviewers the deletion date and the consent recorded when the candidate agreed, in the language they read it in', async () => {
    const job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, questionCount: 1 });
    const { line, lineId } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, completedAt: null, status: 0 });
    await t.app.ctx.db.update(campaignLines).set({ consentAt: null }).where(eq(campaignLines.id, lineId));
    const before = wrapper(await t.call('GET', `/api/CampaignLine/${lineId}/Lifecycle`, hm.auth)).data;
    expect(before).toEqual({ DeletionDate: deletionDate(job.campaign.endDate, 24), RetentionMonths: 24, ConsentGivenAt: null, Consent: null });

    const candidate = { campaignLineId: lineId, enterpriseId: owner.enterpriseId, campaignId: job.campaignId, status: line.status, consentAt: null, completedAt: null, accommodation: NO_ACCOMMODATION };
    await giveConsent(t.app.ctx, candidate, { ip: '198.51.100.23', language: 'es' });
    await giveConsent(t.app.ctx, { ...candidate, consentAt: new Date().toISOString() }, { ip: '198.51.100.99', language: 'en' });
    const after = wrapper(await t.call('GET', `/api/CampaignLine/${lineId}/Lifecycle`, owner.auth)).data as { ConsentGivenAt: string; Consent: Record<string, unknown> };
    expect(after.ConsentGivenAt).toBe(after.Consent.AcceptedAt);
    expect(after.Consent).toMatchObject({ ConsentText: CONSENT_LABELS.es, PrivacyPolicyVersion: 0, IpAddress: '198.51.100.23' });
    expect(Date.now() - new Date(after.Consent.AcceptedAt as string).getTime()).toBeLessThan(60_000);
  });

  it("answers 404 for another tenant's candidate and for a Hiring Manager's job they do not manage", async () => {
    const theirs = await lineOf(outsider);
    expect((await t.call('GET', `/api/CampaignLine/${theirs.lineId}/Lifecycle`, owner.auth)).statusCode).toBe(404);
    const notManaged = await lineOf(owner);
    expect((await t.call('GET', `/api/CampaignLine/${notManaged.lineId}/Lifecycle`, hm.auth)).statusCode).toBe(404);
  });
});
