import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { candidateDetailSchema, candidateListRowSchema, interviewLandingSchema, interviewSessionSchema } from '@candid/shared';
import { auditEvents, campaignLines } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';

/*
 * Issue 32: the team grants one candidate more time or extra attempts. The candidate's own pages
 * answer with the grant applied; reviewers see that one was granted; only those who decide on
 * candidates may grant it; another company's candidate is a 404.
 */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Accommodation Co'));
});
afterAll(() => t.close());

const grant = (lineId: number, auth: Record<string, string>, body: object) => call('PUT', `/api/CampaignLine/${lineId}/Accommodation`, auth, body);

describe('PUT /CampaignLine/{id}/Accommodation', () => {
  it("doubles the candidate's time and adds attempts on their own pages only, shows reviewers it was granted, and is audited", async () => {
    const cand = await buildInterviewLine(t.app, owner, { retakes: 1, questionCount: 2 });
    const landingUrl = `/api/interview/${cand.campaignId}/${cand.enterpriseId}`;
    const own = { 'x-interview-token': cand.token };
    const before = interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data);
    expect(before.accommodation ?? null).toBeNull();

    const res = await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: '2', CampaignLine_AccommodationRetakes: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const detail = candidateDetailSchema.parse(wrapper(res).data);
    expect(detail).toMatchObject({ CampaignLine_AccommodationTime: '2', CampaignLine_AccommodationRetakes: 1 });
    expect(detail.CampaignLine_AccommodationGrantedAt).not.toBeNull();

    // The candidate's landing: every limit doubled, one more attempt; the session counts it too.
    const after = interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data);
    expect(after.settings).toEqual({
      thinkTimeSeconds: before.settings.thinkTimeSeconds * 2,
      answerTimeLimitSeconds: before.settings.answerTimeLimitSeconds * 2,
      retakes: before.settings.retakes + 1,
      untimed: false,
    });
    expect(after.accommodation).toEqual({ time: '2', extraRetakes: 1 });
    const session = interviewSessionSchema.parse(wrapper(await call('GET', `${landingUrl}/session`, own)).data);
    expect(session.questions.map((q) => q.attemptsLeft)).toEqual([3, 3]);

    // The reviewers' list says it was granted (and nothing of why: nothing else is stored).
    const list = candidateListRowSchema.array().parse(wrapper(await call('GET', `/api/CampaignLine?campaignId=${cand.campaignId}`, owner.auth)).data);
    expect(list.find((r) => r.pk_CampaignLine_ID === cand.line.id)?.CampaignLine_AccommodationGrantedAt).toBe(detail.CampaignLine_AccommodationGrantedAt);

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.campaignLineId, cand.line.id), eq(auditEvents.action, 'accommodationGranted')));
    expect(entry).toMatchObject({ actorKind: 'member', actorId: owner.id, detail: 'time 2, extra attempts 1' });

    // Untimed lifts the limits; withdrawing puts the job's own back.
    await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: 'untimed', CampaignLine_AccommodationRetakes: 0 });
    expect(interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data).settings.untimed).toBe(true);
    const withdrawn = candidateDetailSchema.parse(wrapper(await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: null, CampaignLine_AccommodationRetakes: 0 })).data);
    expect(withdrawn.CampaignLine_AccommodationGrantedAt).toBeNull();
    expect(interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data).settings).toEqual(before.settings);
  });

  it('is for those who decide on candidates, 404 across companies, and refuses a grant out of range with details', async () => {
    const cand = await buildInterviewLine(t.app, owner);
    const body = { CampaignLine_AccommodationTime: '1.5', CampaignLine_AccommodationRetakes: 0 };
    expect((await grant(cand.line.id, hm.auth, body)).statusCode).toBe(403);
    expect((await grant(cand.line.id, outsider.auth, body)).statusCode).toBe(404);
    expect((await grant(cand.line.id, {}, body)).statusCode).toBe(401);
    const bad = await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: '3', CampaignLine_AccommodationRetakes: 9 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { details: Record<string, string[]> }).details).sort()).toEqual([
      'CampaignLine_AccommodationRetakes',
      'CampaignLine_AccommodationTime',
    ]);
    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, cand.line.id));
    expect(line).toMatchObject({ accommodationTime: null, accommodationRetakes: 0, accommodationGrantedAt: null });
  });
});
