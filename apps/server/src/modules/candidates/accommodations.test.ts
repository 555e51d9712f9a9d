import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { candidateDetailSchema, candidateListRowSchema, interviewLandingSchema, interviewSessionSchema } from '@candid/shared';
import { auditEvents, campaignLines, campaigns, mailOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { mailsTo } from '../../../test/candidate-fixtures';
import { readableDate } from '../../platform/dates';
import { buildInterviewLine } from '../../../test/interview-fixtures';

/*
 * Issue 32: the team grants one candidate more time, extra attempts or a later deadline. The
 * candidate's own pages answer with the grant applied; reviewers see that one was granted; only
 * those who decide on candidates may grant it; another company's candidate is a 404. A candidate
 * can ask for one: their words reach the team's mailbox and those who decide, never reviewers.
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
    expect(after.accommodation).toEqual({ time: '2', extraRetakes: 1, endDate: null });
    const session = interviewSessionSchema.parse(wrapper(await call('GET', `${landingUrl}/session`, own)).data);
    expect(session.questions.map((q) => q.attemptsLeft)).toEqual([3, 3]);

    // The reviewers' list says it was granted (and nothing of why: nothing else is stored).
    const list = candidateListRowSchema.array().parse(wrapper(await call('GET', `/api/CampaignLine?campaignId=${cand.campaignId}`, owner.auth)).data);
    expect(list.find((r) => r.pk_CampaignLine_ID === cand.line.id)?.CampaignLine_AccommodationGrantedAt).toBe(detail.CampaignLine_AccommodationGrantedAt);

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.campaignLineId, cand.line.id), eq(auditEvents.action, 'accommodationGranted')));
    expect(entry).toMatchObject({ actorKind: 'member', actorId: owner.id, detail: 'time 2, extra attempts 1, until the job ends' });

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

/** YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a later deadline and written answers', () => {
  it("keeps the job open for the candidate after it ends, only when later than the job's end date", async () => {
    const cand = await buildInterviewLine(t.app, owner, { consent: false });
    const landingUrl = `/api/interview/${cand.campaignId}/${cand.enterpriseId}`;
    const own = { 'x-interview-token': cand.token };
    await t.app.ctx.db.update(campaigns).set({ endDate: day(-1) }).where(eq(campaigns.id, cand.campaignId));
    const closed = interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data);
    expect(closed).toMatchObject({ open: false, closedReason: 'This interview has closed.' });
    expect((await call('POST', `${landingUrl}/consent`, own, { consent: true })).statusCode).toBe(400);

    const early = await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: null, CampaignLine_AccommodationRetakes: 0, CampaignLine_AccommodationEndDate: day(-1) });
    expect(early.statusCode).toBe(400);
    expect(Object.keys((early.json() as { details: Record<string, string[]> }).details)).toEqual(['CampaignLine_AccommodationEndDate']);

    const res = await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: null, CampaignLine_AccommodationRetakes: 0, CampaignLine_AccommodationEndDate: day(7).replaceAll('-', '/') });
    expect(res.statusCode, res.body).toBe(200);
    expect(candidateDetailSchema.parse(wrapper(res).data).CampaignLine_AccommodationEndDate).toBe(day(7));
    const open = interviewLandingSchema.parse(wrapper(await call('GET', landingUrl, own)).data);
    expect(open).toMatchObject({ open: true, closedReason: null, accommodation: { time: null, extraRetakes: 0, endDate: day(7) } });
    expect((await call('POST', `${landingUrl}/consent`, own, { consent: true })).statusCode).toBe(200);

    // The candidate is told, once, with no new link (theirs keeps working); a reply reaches the member.
    const told = await mailsTo(t.app, cand.line.candidateEmail);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^More time for your video interview: /)]);
    expect(told[0].textBody).toContain(`until ${readableDate(day(7))} to complete your video interview`);
    expect(told[0].textBody).not.toContain('/invite/');
    expect(told[0].replyTo).toBe(owner.email);
    await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: '2', CampaignLine_AccommodationRetakes: 0, CampaignLine_AccommodationEndDate: day(7) });
    expect(await mailsTo(t.app, cand.line.candidateEmail)).toHaveLength(1);
    // The public link does not borrow a candidate's deadline.
    expect((await call('GET', landingUrl, {})).statusCode).not.toBe(200);
  });

  it("gives a written answer's own time limit the same factor, and lifts it when untimed", async () => {
    const job = await buildCampaign(t.app, owner);
    const made = await call('POST', '/api/Question', owner.auth, {
      fk_Campaign_ID: job.id,
      Question_Text: 'Describe a hard week',
      Question_Kind: 'text',
      Question_Settings: { wordLimit: 200, timeLimitSeconds: 300 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const cand = await buildInterviewLine(t.app, owner, { campaignId: job.id, questionCount: 0 });
    const session = async () =>
      interviewSessionSchema.parse(wrapper(await call('GET', `/api/interview/${cand.campaignId}/${cand.enterpriseId}/session`, { 'x-interview-token': cand.token })).data)
        .questions[0].settings;
    expect(await session()).toMatchObject({ timeLimitSeconds: 300 });
    await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: '1.5', CampaignLine_AccommodationRetakes: 0 });
    expect(await session()).toMatchObject({ timeLimitSeconds: 450 });
    await grant(cand.line.id, owner.auth, { CampaignLine_AccommodationTime: 'untimed', CampaignLine_AccommodationRetakes: 0 });
    expect((await session()).timeLimitSeconds).toBeUndefined();
  });
});

describe('POST /interview/{c}/{e}/accommodation', () => {
  it("mails the candidate's words to the job's team, keeps them for those who decide, and audits the fact", async () => {
    const job = await buildCampaign(t.app, owner, { hiringManagerId: hm.id, jobTitle: 'Night nurse' });
    const cand = await buildInterviewLine(t.app, owner, { campaignId: job.id, consent: false, email: 'ana.request@example.com' });
    await t.app.ctx.db.update(campaignLines).set({ candidateFirstName: 'Ana', candidateLastName: 'Lopez' }).where(eq(campaignLines.id, cand.line.id));
    const url = `/api/interview/${cand.campaignId}/${cand.enterpriseId}/accommodation`;
    const own = { 'x-interview-token': cand.token };
    const words = 'I use a screen reader and need twice the time to answer, please.';

    const res = await call('POST', url, own, { request: `  ${words}  ` });
    expect(res.statusCode, res.body).toBe(202);
    expect(wrapper(res).data).toMatchObject({ requestedAt: expect.any(String) });

    // The owner created the job and may grant: the mail is theirs; a reply goes to the candidate.
    const [mail] = await mailsTo(t.app, owner.email);
    expect(mail).toMatchObject({ subject: 'Accommodation request: Ana Lopez, Night nurse', replyTo: 'ana.request@example.com', campaignLineId: cand.line.id });
    expect(mail.textBody).toContain(words);
    expect(mail.textBody).toContain(`/candidates/info?id=${cand.line.id}`);
    // The hiring manager of the job is on its team too.
    expect((await mailsTo(t.app, hm.email)).map((m) => m.subject)).toContain(mail.subject);

    const [entry] = await t.app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.campaignLineId, cand.line.id), eq(auditEvents.action, 'accommodationRequested')));
    expect(entry).toMatchObject({ actorKind: 'candidate', detail: 'mailed to 2 members of the team' });
    expect(entry.detail).not.toContain('screen reader');

    // Those who decide read the request on the candidate's page; a reviewer does not.
    const forOwner = candidateDetailSchema.parse(wrapper(await call('GET', `/api/CampaignLine/${cand.line.id}`, owner.auth)).data);
    expect(forOwner).toMatchObject({ CampaignLine_AccommodationRequest: words, CampaignLine_AccommodationRequestedAt: expect.any(String) });
    const forHm = candidateDetailSchema.parse(wrapper(await call('GET', `/api/CampaignLine/${cand.line.id}`, hm.auth)).data);
    expect(forHm).toMatchObject({ CampaignLine_AccommodationRequest: null, CampaignLine_AccommodationRequestedAt: null });
  });

  it('refuses an empty or overlong request with details, limits a candidate to three a day, and needs the token', async () => {
    const cand = await buildInterviewLine(t.app, owner, { consent: false });
    const url = `/api/interview/${cand.campaignId}/${cand.enterpriseId}/accommodation`;
    const own = { 'x-interview-token': cand.token };
    const empty = await call('POST', url, own, { request: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ details: { request: ['Please describe what would help you.'] } });
    const long = await call('POST', url, own, { request: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({ details: { request: ['Please keep your request to 2000 characters.'] } });
    expect((await call('POST', url, {}, { request: 'More time' })).statusCode).toBe(401);

    for (let n = 1; n <= 3; n += 1) expect((await call('POST', url, own, { request: `Request ${n}` })).statusCode).toBe(202);
    const fourth = await call('POST', url, own, { request: 'Request 4' });
    expect(fourth.statusCode).toBe(429);
    // The latest request is the one kept.
    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, cand.line.id));
    expect(line.accommodationRequest).toBe('Request 3');
  });

  it('is closed once the candidate has finished, and the mail quoting them goes with their erasure', async () => {
    const cand = await buildInterviewLine(t.app, owner, { consent: false });
    const url = `/api/interview/${cand.campaignId}/${cand.enterpriseId}/accommodation`;
    expect((await call('POST', url, { 'x-interview-token': cand.token }, { request: 'Captions on the questions, please' })).statusCode).toBe(202);
    const about = () => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.campaignLineId, cand.line.id));
    expect(await about()).toHaveLength(1);

    const erased = await call('DELETE', `/api/CampaignLine/${cand.line.id}`, owner.auth);
    expect(erased.statusCode, erased.body).toBe(202);
    expect(await about()).toEqual([]);

    const done = await buildInterviewLine(t.app, owner);
    await t.app.ctx.db.update(campaignLines).set({ completedAt: new Date().toISOString() }).where(eq(campaignLines.id, done.line.id));
    const late = await call('POST', `/api/interview/${done.campaignId}/${done.enterpriseId}/accommodation`, { 'x-interview-token': done.token }, { request: 'More time' });
    expect(late.statusCode).toBe(409);
  });
});
