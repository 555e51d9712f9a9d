import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { campaignLines, campaignMonthlyCounts, candidateErasures, reviewShares } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { jobsNamed, makeDue } from '../../../test/transcript-fixtures';
import { columnsContaining, localFilesOfLine, objectsContaining, objectsOfLine, personNamed, seedFullCandidate, startS3 } from '../../../test/erasure-fixtures';
import { enqueue } from '../../platform/queue/define';
import { eraseJob } from './erase';
import { invitesUsed, planOf } from '../billing/plan';

/*
 * The erasure cascade (issue 16) end to end, on the local media store and on S3 (s3rver), on
 * whichever database this run uses (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe.each(['local', 's3'] as const)('erasing a candidate (%s media store)', (store) => {
  const data = tempDataDir();
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    if (store === 's3') s3 = await startS3(data.dir);
    t = await buildTestApp({ env: { DATA_DIR: data.dir, ...s3?.env }, startWorkers: false });
    expect(t.app.ctx.media.kind).toBe(store);
    owner = await buildEnterprise(t.app, `Erase ${store} Co`);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    data.remove();
  });

  const counts = async () => {
    const summary = wrapper(await t.app.inject({ url: '/api/Dashboard/Summary', headers: owner.auth })).data as { interviewCount: number; inviteCount: number };
    const monthly = await t.app.ctx.db.select().from(campaignMonthlyCounts).where(eq(campaignMonthlyCounts.enterpriseId, owner.enterpriseId)).orderBy(campaignMonthlyCounts.campaignId, campaignMonthlyCounts.month);
    const plan = await planOf(t.app.ctx, owner.enterpriseId);
    return { interviews: summary.interviewCount, invites: summary.inviteCount, monthly, invitesUsed: await invitesUsed(t.app.ctx, owner.enterpriseId, plan) };
  };

  it('leaves no object, no personal field and no share of the candidate, the counts unchanged, even when the first run crashes', async () => {
    const job = await buildReviewJob(t.app, owner, { questionCount: 2 });
    const bystander = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, media: t.app.ctx.media });
    const who = personNamed(`${store}${Date.now().toString(36)}`);
    const victim = await seedFullCandidate(t.app, owner, job.campaignId, who, bystander.lineId);
    const keys = [...victim.responses.flatMap((r) => [r.mp4Key!, r.posterKey!]), victim.resume!.fileKey];
    for (const key of keys) expect(await t.app.ctx.media.stat(key), key).not.toBeNull();
    for (const file of victim.uploadFiles) expect(fs.existsSync(file), file).toBe(true);
    expect(await columnsContaining(t.app, [who.email, who.lastName, who.phone])).not.toEqual([]);
    const before = await counts();

    const res = await t.app.inject({ method: 'DELETE', url: `/api/CampaignLine/${victim.lineId}`, headers: owner.auth });
    expect(res.statusCode, res.body).toBe(202);
    expect(wrapper(res).data).toEqual({ Ids: [victim.lineId] });
    // Gone for reviewers at once, before the job runs.
    expect((await t.app.inject({ url: `/api/CampaignLine/${victim.lineId}`, headers: owner.auth })).statusCode).toBe(404);
    const answered = wrapper(await t.app.inject({ url: `/api/CampaignLine/GetCampaigLineResponseByCampaignID?CampaignID=${job.campaignId}`, headers: owner.auth })).data as { pk_CampaignLine_ID: number }[];
    expect(answered.map((l) => l.pk_CampaignLine_ID)).toEqual([bystander.lineId]);

    // The first run dies after its first object: the line stays erasing, the job is retried.
    const media = t.app.ctx.media;
    const realDelete = media.delete.bind(media);
    let deletes = 0;
    media.delete = async (key: string) => {
      if (++deletes === 2) throw new Error('store went away');
      return realDelete(key);
    };
    try {
      await t.app.ctx.queue.drain();
    } finally {
      media.delete = realDelete;
    }
    const [failedOnce] = await jobsNamed(t.app, eraseJob.name);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedOnce.lastError).toContain('store went away');
    const [still] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, victim.lineId));
    expect(still.erasingAt).not.toBeNull();
    expect((await objectsOfLine(t.app, owner.enterpriseId, victim.lineId)).length).toBeGreaterThan(0);

    await makeDue(t.app, eraseJob.name);
    await t.app.ctx.queue.drain();
    expect((await jobsNamed(t.app, eraseJob.name)).map((j) => j.status)).toEqual(['done']);

    // No object of the candidate in the store, and the other candidate's are all there.
    expect(await objectsOfLine(t.app, owner.enterpriseId, victim.lineId)).toEqual([]);
    for (const key of keys) expect(await t.app.ctx.media.stat(key), key).toBeNull();
    if (store === 'local') expect(localFilesOfLine(data.dir, owner.enterpriseId, victim.lineId)).toEqual([]);
    for (const r of bystander.responses) expect(await t.app.ctx.media.stat(r.mp4Key!)).not.toBeNull();
    for (const file of victim.uploadFiles) expect(fs.existsSync(file), file).toBe(false);
    // Nor anywhere else in the store: every object's key and bytes.
    expect(await objectsContaining(t.app, [who.email, who.lastName, who.phone])).toEqual([]);

    // No personal field in any column of any table; the line itself is gone.
    expect(await columnsContaining(t.app, [who.email, who.lastName, who.phone])).toEqual([]);
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, victim.lineId))).toEqual([]);
    const [erasure] = await t.app.ctx.db.select().from(candidateErasures).where(eq(candidateErasures.campaignLineId, victim.lineId));
    expect(erasure).toMatchObject({ status: 'done', reason: 'request', userId: owner.id, billable: true });

    // The dashboard's history and the plan's usage are the same.
    expect(await counts()).toEqual(before);

    // Share links: the one with only this candidate answers 404; the other shows only the other one.
    expect((await t.app.inject({ url: `/api/share/${victim.shares.alone.token}` })).statusCode).toBe(404);
    const view = wrapper(await t.app.inject({ url: `/api/share/${victim.shares.both.token}` })).data as { candidates: { answers: { videoUrl: string }[] }[] };
    expect(view.candidates).toHaveLength(1);
    const victimVideo = `/api/share/${victim.shares.both.token}/answers/${victim.responses[0].id}/video`;
    expect((await t.app.inject({ url: victimVideo })).statusCode).toBe(404);
    const [revoked] = await t.app.ctx.db.select().from(reviewShares).where(eq(reviewShares.id, victim.shares.alone.id));
    expect(revoked.revokedAt).not.toBeNull();

    // Running it again changes nothing (idempotent).
    await enqueue(t.app.ctx.db, eraseJob, { lineIds: [victim.lineId] }, { enterpriseId: owner.enterpriseId });
    await t.app.ctx.queue.drain();
    expect(await counts()).toEqual(before);
  });

  it("deletes every candidate of a job with { campaignId }, and none of another job's", async () => {
    const job = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const other = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const lines = [
      await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, media: t.app.ctx.media }),
      await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, media: t.app.ctx.media, completedAt: null, status: 1 }),
    ];
    const kept = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: other.campaignId, media: t.app.ctx.media });
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: '/api/CampaignLine/Delete', headers: owner.auth, payload: { campaignId: job.campaignId } });
    expect(res.statusCode, res.body).toBe(202);
    expect(wrapper(res).data).toEqual({ Ids: lines.map((l) => l.lineId).sort((a, b) => a - b) });
    await t.app.ctx.queue.drain();
    const left = await t.app.ctx.db.select().from(campaignLines).where(and(eq(campaignLines.enterpriseId, owner.enterpriseId), eq(campaignLines.campaignId, job.campaignId)));
    expect(left).toEqual([]);
    for (const l of lines) expect(await objectsOfLine(t.app, owner.enterpriseId, l.lineId)).toEqual([]);
    expect(await objectsOfLine(t.app, owner.enterpriseId, kept.lineId)).not.toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
