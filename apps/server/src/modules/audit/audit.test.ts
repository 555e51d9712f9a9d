import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, auditEntrySchema, type AuditEntry } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { auditEvents, campaignLines } from '../../db/schema/index';
import { finishErasures } from '../lifecycle/erase';
import { VIEW_COALESCE_SECONDS, record } from './record';
import { purgeAuditTrail } from './retention';

/* The audit trail (issue 16, docs/data-lifecycle.md): one test per kind of access, reading, and append-only. */

const data = tempDataDir();
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let admin: TestUser;
let hm: TestUser;
let outsider: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: data.dir }, startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Audit Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator, { firstName: 'Ada', lastName: 'Admin' });
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Lighthouse Keeper' });
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const seed = () => seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, media: t.app.ctx.media, resume: {} });
const trail = async (lineId: number, who = owner): Promise<AuditEntry[]> => {
  const res = await call('GET', `/api/Audit?campaignLineId=${lineId}&limit=200`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return auditEntrySchema.array().parse(wrapper(res).data);
};
const only = (entries: AuditEntry[], action: AuditEntry['Action']) => entries.filter((e) => e.Action === action);

describe('one entry per kind of access', () => {
  it('viewed: the candidate page, by the member who opened it (repeats within the window coalesce)', async () => {
    const c = await seed();
    expect((await call('GET', `/api/CampaignLine/${c.lineId}`, hm.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/CampaignLine/${c.lineId}`, hm.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/CampaignLine/${c.lineId}`, admin.auth)).statusCode).toBe(200);
    const views = only(await trail(c.lineId), 'viewed');
    expect(views.map((v) => [v.Actor_Kind, v.Actor_ID, v.Detail])).toEqual([
      ['member', admin.id, 'candidate page'],
      ['member', hm.id, 'candidate page'],
    ]);
    expect(views[0]).toMatchObject({ Actor: 'Ada Admin', Campaign_ID: job.campaignId, CampaignLine_ID: c.lineId });
    expect(VIEW_COALESCE_SECONDS).toBeGreaterThan(0);
  });

  it('viewed: an answer video played from the start, not each range request of the playback', async () => {
    const c = await seed();
    const id = c.responses[0].id;
    expect((await call('GET', `/api/QuestionResponse/${id}/video`, owner.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/QuestionResponse/${id}/video`, { ...owner.auth, range: 'bytes=100-200' })).statusCode).toBe(206);
    expect((await call('GET', `/api/QuestionResponse/${id}/poster`, owner.auth)).statusCode).toBe(200);
    expect(only(await trail(c.lineId), 'viewed').map((v) => v.Detail)).toEqual([`answer ${id} video`]);
  });

  it('downloaded: the resume file', async () => {
    const c = await seed();
    expect((await call('GET', `/api/CandidateResume/${c.resume!.id}/file`, admin.auth)).statusCode).toBe(200);
    expect(only(await trail(c.lineId), 'downloaded')).toMatchObject([{ Actor_ID: admin.id, Detail: `resume ${c.resume!.id}` }]);
  });

  it('rated: an answer and the candidate', async () => {
    const c = await seed();
    const id = c.responses[0].id;
    expect((await call('POST', '/api/QuestionResponseRating', hm.auth, { fk_QuestionResponse_ID: id, QuestionResponseRating_Rating: 4 })).statusCode).toBeLessThan(300);
    expect((await call('POST', '/api/CandidateRating', hm.auth, { fk_CampaignLine_ID: c.lineId, CandidateRating_Rating: 5 })).statusCode).toBeLessThan(300);
    expect(only(await trail(c.lineId), 'rated').map((e) => [e.Actor_ID, e.Detail])).toEqual([
      [hm.id, 'candidate: 5/5'],
      [hm.id, `answer ${id}: 4/5`],
    ]);
  });

  it('commented: a comment on an answer added, edited and deleted; a job comment is not the candidate’s', async () => {
    const c = await seed();
    const r = c.responses[0];
    const answer = { fk_Campaign_ID: job.campaignId, fk_CampaignLine_ID: c.lineId, fk_Question_ID: r.questionId, fk_QuestionResponse_ID: r.id };
    const created = await call('POST', '/api/Comment', owner.auth, { ...answer, Type: 1, Comment_Content: 'Clear answer.' });
    expect(created.statusCode, created.body).toBe(201);
    const commentId = (wrapper(created).data as { pk_Comment_ID: number }).pk_Comment_ID;
    expect((await call('PUT', '/api/Comment', owner.auth, { pk_Comment_ID: commentId, Comment_Content: 'Very clear answer.' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Comment/${commentId}`, owner.auth)).statusCode).toBe(200);
    expect((await call('POST', '/api/Comment', owner.auth, { fk_Campaign_ID: job.campaignId, Comment_Content: 'Job note' })).statusCode).toBe(201);
    expect(only(await trail(c.lineId), 'commented').map((e) => e.Detail)).toEqual(
      ['deleted', 'edited', 'added'].map((what) => `comment ${commentId} ${what} on answer ${r.id}`),
    );
  });

  it('status changed: one decision and a bulk decision', async () => {
    const [a, b] = [await seed(), await seed()];
    expect((await call('PUT', `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${a.lineId}&CampaignLine_Status=4`, owner.auth)).statusCode).toBe(200);
    expect((await call('PUT', '/api/CampaignLine/BulkUpdateStatus', admin.auth, { ids: [a.lineId, b.lineId], status: 6 })).statusCode).toBe(200);
    expect(only(await trail(a.lineId), 'statusChanged').map((e) => [e.Actor_ID, e.Detail])).toEqual([
      [admin.id, 'status 6 Hired'],
      [owner.id, 'status 4 Shortlisted'],
    ]);
    expect(only(await trail(b.lineId), 'statusChanged')).toHaveLength(1);
  });

  it('shared, and the share link’s visits: page, video, resume and guest rating, by "share link <id>"', async () => {
    const c = await seed();
    const created = await call('POST', '/api/ReviewShare', owner.auth, { campaignLineIds: [c.lineId], anonymised: false, expiresInDays: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const { pk_ReviewShare_ID: shareId, url } = wrapper(created).data as { pk_ReviewShare_ID: number; url: string };
    const token = url.split('/').pop()!;
    const view = await t.app.inject({ url: `/api/share/${token}` });
    expect(view.statusCode).toBe(200);
    const shared = (view.json().data as { candidates: { ref: string }[] }).candidates[0];
    const responseId = c.responses[0].id;
    expect((await t.app.inject({ url: `/api/share/${token}/answers/${responseId}/video` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/share/${token}/resume/${shared.ref}` })).statusCode).toBe(200);
    const rated = await t.app.inject({ method: 'POST', url: `/api/share/${token}/ratings`, payload: { ref: shared.ref, reviewerName: 'Client', rating: 3 } });
    expect(rated.statusCode, rated.body).toBe(201);
    expect((await call('DELETE', `/api/ReviewShare/${shareId}`, owner.auth)).statusCode).toBe(200);
    const entries = (await trail(c.lineId)).filter((e) => e.Action !== 'viewed' || e.Actor_Kind === 'share');
    expect(entries.map((e) => [e.Actor, e.Action, e.Detail])).toEqual([
      [expect.any(String), 'shared', `share link ${shareId} revoked`],
      [`share link ${shareId}`, 'rated', 'guest rating: 3/5'],
      [`share link ${shareId}`, 'downloaded', expect.stringMatching(/^resume \d+$/)],
      [`share link ${shareId}`, 'viewed', `answer ${responseId} video`],
      [`share link ${shareId}`, 'viewed', 'shared candidate page'],
      [expect.any(String), 'shared', `share link ${shareId} created`],
    ]);
  });
});

describe('deleted', () => {
  it('records who deleted the candidate, in the erasure’s transaction; the trail outlives the candidate', async () => {
    const c = await seed();
    const res = await call('DELETE', `/api/CampaignLine/${c.lineId}`, admin.auth);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await finishErasures(t.app.ctx, owner.enterpriseId, [c.lineId]);
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, c.lineId))).toEqual([]);
    expect(only(await trail(c.lineId), 'deleted')).toMatchObject([{ Actor_Kind: 'member', Actor_ID: admin.id, Detail: 'erased (request)' }]);
    expect((await call('GET', `/api/Audit?campaignLineId=${c.lineId}`, outsider.auth)).statusCode).toBe(404);
  });
});

describe('reading the trail', () => {
  it('pages newest first and exports CSV oldest first, formulas defused', async () => {
    const c = await seed();
    const sneaky = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin, { firstName: '=HYPERLINK("x")', lastName: '' });
    for (const status of [3, 4, 5]) {
      await call('PUT', `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${c.lineId}&CampaignLine_Status=${status}`, sneaky.auth);
    }
    const first = await call('GET', `/api/Audit?campaignLineId=${c.lineId}&limit=2`, owner.auth);
    const body = first.json() as { data: AuditEntry[]; nextCursor: string };
    expect(body.data.map((e) => e.Detail)).toEqual(['status 5 Rejected', 'status 4 Shortlisted']);
    const second = (await call('GET', `/api/Audit?campaignLineId=${c.lineId}&limit=2&cursor=${body.nextCursor}`, owner.auth)).json() as typeof body;
    expect(second.data.map((e) => e.Detail)).toEqual(['status 3 Reviewed']);
    expect(second.nextCursor).toBeNull();

    const csv = await call('GET', `/api/Audit.csv?campaignLineId=${c.lineId}`, admin.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('At,Actor,Actor_Kind,Actor_ID,Action,Detail,Campaign_ID,CampaignLine_ID');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(`"'=HYPERLINK(""x"")","member","${sneaky.id}","statusChanged","status 3 Reviewed"`);
  });

  it('answers 401 without a session, 403 to a Hiring Manager, 404 for another tenant’s or an unknown candidate, 400 for bad input', async () => {
    const c = await seed();
    await call('GET', `/api/CampaignLine/${c.lineId}`, owner.auth);
    for (const path of ['/api/Audit', '/api/Audit.csv']) {
      const url = `${path}?campaignLineId=${c.lineId}`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      const forbidden = await call('GET', url, hm.auth);
      expect(forbidden.statusCode).toBe(403);
      expect(wrapper(forbidden).message).toBe(MSG.forbidden);
      const foreign = await call('GET', url, outsider.auth);
      expect(foreign.statusCode).toBe(404);
      expect(wrapper(foreign).message).toBe(MSG.notFound);
      expect((await call('GET', `${path}?campaignLineId=2147483000`, owner.auth)).statusCode).toBe(404);
      const bad = await call('GET', `${path}?campaignLineId=abc`, owner.auth);
      expect(bad.statusCode).toBe(400);
      expect(wrapper(bad).details?.campaignLineId).toBeDefined();
    }
    const badLimit = await call('GET', `/api/Audit?campaignLineId=${c.lineId}&limit=1000`, owner.auth);
    expect(badLimit.statusCode).toBe(400);
    expect(wrapper(badLimit).details?.limit).toBeDefined();
  });
});

/** What the driver throws when the trigger refuses: the query error, caused by the trigger's exception. */
const refusedByTrigger = { cause: { message: expect.stringMatching(/audit_events is append-only/) } };

describe('append-only', () => {
  it('has no route that changes or deletes an entry', async () => {
    const c = await seed();
    await call('GET', `/api/CampaignLine/${c.lineId}`, owner.auth);
    const [entry] = await trail(c.lineId);
    const writers = t.app.routeRegistry.filter((r) => /audit/i.test(r.url) && r.method !== 'GET');
    expect(writers).toEqual([]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const url of [`/api/Audit?campaignLineId=${c.lineId}`, `/api/Audit/${entry.Audit_ID}`]) {
        const res = await call(method, url, owner.auth, {});
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect(await trail(c.lineId)).toEqual([entry]);
  });

  it('refuses UPDATE and DELETE in the database; only the retention purge deletes, and only old entries', async () => {
    const c = await seed();
    await record(t.app.ctx, { enterpriseId: owner.enterpriseId, lineId: c.lineId, actor: { kind: 'system' }, action: 'viewed', detail: 'test' });
    const [row] = await t.app.ctx.db.select().from(auditEvents).where(eq(auditEvents.campaignLineId, c.lineId));
    await expect(t.app.ctx.db.update(auditEvents).set({ detail: 'forged' }).where(eq(auditEvents.id, row.id))).rejects.toMatchObject(refusedByTrigger);
    await expect(t.app.ctx.db.delete(auditEvents).where(eq(auditEvents.id, row.id))).rejects.toMatchObject(refusedByTrigger);
    // An old entry: written with an earlier timestamp (the trigger refuses backdating by UPDATE).
    await t.app.ctx.db.insert(auditEvents).values({
      enterpriseId: owner.enterpriseId,
      campaignLineId: c.lineId,
      actorKind: 'system',
      action: 'viewed',
      detail: 'old',
      createdAt: sql`now() - interval '3000 days'` as unknown as string,
    });
    expect(await purgeAuditTrail(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.app.ctx.db.select().from(auditEvents).where(eq(auditEvents.campaignLineId, c.lineId));
    expect(left.map((r) => r.detail)).toEqual(['test']);
    await expect(t.app.ctx.db.delete(auditEvents).where(eq(auditEvents.id, row.id))).rejects.toMatchObject(refusedByTrigger);
  });
});
