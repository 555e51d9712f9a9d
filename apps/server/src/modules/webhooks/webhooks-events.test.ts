import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { QUESTION_RESPONSE_STATUS, WEBHOOK_EVENTS, type InviteResultRow, type WebhookEventType } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { buildEnterprise, wrapper, type TestUser } from '../../../test/factories';
import { invitationOf, mailsTo, tempDataDir } from '../../../test/candidate-fixtures';
import { answerMetadata, makeWebm, tusClient } from '../../../test/interview-fixtures';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { startReceiver } from '../../../test/webhook-receiver';
import { campaignLines, campaigns, questionResponses, webhookDeliveries, webhookEvents } from '../../db/schema/index';
import { scanEndedJobs } from '../campaigns/ended-notices';

/*
 * Every webhook event type (issue 17, docs/api-keys-and-webhooks.md "Events") from the change that
 * makes it, done through the HTTP API as a client would: the outbox row's type and payload (ids
 * and states only), its delivery to a local receiver, and exactly one event per change.
 */

const data = tempDataDir();
const webmFile = path.join(data.dir, 'fixtures', 'answer.webm');
const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir, SECRETS_KEY: randomBytes(32).toString('base64') } });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The app's own address: answers are uploaded over real HTTP (tus), as the candidate app does. */
let base: string;
beforeAll(async () => {
  makeWebm(webmFile);
  receiver = await startReceiver();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await receiver.close();
  data.remove();
});

/** Candidates' names in these tests: no event may carry them (nor any address). */
const NAMES = ['Zora', 'Quill'];
const today = () => new Date().toISOString().slice(0, 10);
/** The UTC day `n` days from today, YYYY-MM-DD. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An enterprise of its own, whose one endpoint (the local receiver) wants every event: its events are the test's alone. */
async function hookedEnterprise(name: string): Promise<TestUser> {
  const owner = await buildEnterprise(t.app, name);
  const res = await t.call('POST', '/api/Webhook', owner.auth, { Url: receiver.url, Events: [...WEBHOOK_EVENTS] });
  expect(res.statusCode, res.body).toBe(201);
  return owner;
}

type Told = { type: string; data: Record<string, unknown> };

/**
 * The enterprise's events so far, oldest first, once the queue has run: each delivered exactly
 * once with the row's type and data, and none naming a candidate or carrying an address.
 */
async function eventsOf(enterpriseId: number): Promise<Told[]> {
  await t.app.ctx.queue.drain();
  const { db } = t.app.ctx;
  const rows = await db.select().from(webhookEvents).where(eq(webhookEvents.enterpriseId, enterpriseId)).orderBy(asc(webhookEvents.id));
  const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.enterpriseId, enterpriseId));
  for (const row of rows) {
    expect(deliveries.filter((d) => d.eventId === row.id).map((d) => d.status), row.type).toEqual(['succeeded']);
    const bodies = receiver.received.filter((r) => r.headers['webhook-id'] === row.messageId).map((r) => JSON.parse(r.body) as Told);
    expect(bodies, row.type).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ type: row.type, data: row.payload });
    const text = JSON.stringify(row.payload);
    expect(text).not.toContain('@');
    for (const name of NAMES) expect(text).not.toContain(name);
  }
  return rows.map((r) => ({ type: r.type, data: r.payload }));
}
const ofType = (events: Told[], type: WebhookEventType) => events.filter((e) => e.type === type).map((e) => e.data);

const ok = (res: { statusCode: number; body: string }, status = 200) => expect(res.statusCode, res.body).toBe(status);

/** Invites a candidate by email through the API; answers their line id and the personal link's token from the mail. */
async function invite(owner: TestUser, campaignId: number, firstName = NAMES[0]) {
  const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await t.call('POST', '/api/Message/SendEmail?FromName=Rita', owner.auth, [
    { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: email, CampaignLine_CandidateFirstName: firstName, CampaignLine_CandidateLastName: NAMES[1] },
  ]);
  ok(res);
  const [row] = wrapper(res).data as InviteResultRow[];
  const [mail] = await mailsTo(t.app, email);
  return { lineId: row[0]!, token: invitationOf(mail.textBody).token };
}

/** A candidate app's calls for one candidate of one job. */
function candidate(owner: TestUser, campaignId: number, token: string) {
  const url = `/api/interview/${campaignId}/${owner.enterpriseId}`;
  const as = { 'x-interview-token': token };
  return {
    consent: () => t.call('POST', `${url}/consent`, as, { consent: true }),
    complete: () => t.call('POST', `${url}/complete`, as),
    /** Records an answer over tus (create, then one PATCH with the whole WebM): its answer row, status Uploaded. */
    async answer(questionId: number) {
      const tus = tusClient(base, token);
      const created = await tus.create(answerMetadata({ campaignId, enterpriseId: owner.enterpriseId, questionId }));
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const webm = fs.readFileSync(webmFile);
      expect((await tus.patch(location, 0, webm, { final: webm.length })).status).toBe(204);
      const [row] = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.uploadId, location.split('/').pop()!));
      expect(row.status).toBe(QUESTION_RESPONSE_STATUS.Uploaded);
      return row;
    },
  };
}

const statusUrl = (lineId: number, status: number) => `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${lineId}&CampaignLine_Status=${status}`;

describe('webhook events, each from the change that makes it', () => {
  it('job.created: one per job made with POST /Campaign, SaveJob or CloneJob, with its id, name and dates', async () => {
    const owner = await hookedEnterprise('Created Co');
    const created = await t.call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Welder', Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/31' });
    ok(created, 201);
    const welder = (wrapper(created).data as { pk_Campaign_ID: number }).pk_Campaign_ID;
    const job = { Campaign_Name: 'Fitter', Campaign_StartDate: '2026/12/02', Campaign_EndDate: '2027/02/28' };
    const save = (campaign: object) =>
      t.call('POST', '/api/Campaign/SaveJob', owner.auth, { campaign, questions: [{ Question_Text: 'Why this trade?' }], voice: 'en-AU-WilliamNeural' });
    const saved = await save(job);
    ok(saved, 201);
    const fitter = (wrapper(saved).data as { campaign: { pk_Campaign_ID: number } }).campaign.pk_Campaign_ID;
    // Saving it again changes the job: nothing is created.
    ok(await save({ ...job, pk_Campaign_ID: fitter, Campaign_Name: 'Pipe Fitter' }));
    const cloned = await t.call('GET', `/api/Campaign/CloneJob/${welder}`, owner.auth);
    ok(cloned, 201);
    const copy = (wrapper(cloned).data as { pk_Campaign_ID: number }).pk_Campaign_ID;

    expect(await eventsOf(owner.enterpriseId)).toEqual([
      { type: 'job.created', data: { jobId: welder, name: 'Welder', startDate: '2026-12-01', endDate: '2027-01-31' } },
      { type: 'job.created', data: { jobId: fitter, name: 'Fitter', startDate: '2026-12-02', endDate: '2027-02-28' } },
      { type: 'job.created', data: { jobId: copy, name: 'Copy of Welder', startDate: '2026-12-01', endDate: '2027-01-31' } },
    ]);
  });

  it('job.ended: EndCampaign, status code 0 or an end date moved into the past, once each; ending an ended job tells nothing', async () => {
    const owner = await hookedEnterprise('Ended Co');
    const [a, b, c] = await Promise.all(['Porter', 'Cook', 'Driver'].map((name) => buildReviewJob(t.app, owner, { name, questionCount: 1 })));
    const end = (id: number) => t.call('POST', `/api/Campaign/EndCampaign?campid=${id}`, owner.auth);
    const setCode = (id: number, code: number) => t.call('POST', `/api/Campaign/UpdateCampaignStatus?campid=${id}&stcode=${code}`, owner.auth);
    ok(await end(a.campaignId));
    ok(await end(a.campaignId));
    ok(await setCode(b.campaignId, 0));
    ok(await setCode(b.campaignId, 0));
    const edit = { pk_Campaign_ID: c.campaignId, Campaign_Name: 'Driver', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2026/02/01' };
    ok(await t.call('PUT', '/api/Campaign', owner.auth, edit));
    ok(await t.call('PUT', '/api/Campaign', owner.auth, { ...edit, Campaign_Name: 'Night Driver' }));
    // Paused (a code other than 1 or 100) is not ended.
    const d = await buildReviewJob(t.app, owner, { questionCount: 1 });
    ok(await setCode(d.campaignId, 5));

    expect(await eventsOf(owner.enterpriseId)).toEqual([
      { type: 'job.ended', data: { jobId: a.campaignId, endDate: today() } },
      { type: 'job.ended', data: { jobId: b.campaignId, endDate: b.campaign.endDate } },
      { type: 'job.ended', data: { jobId: c.campaignId, endDate: '2026-02-01' } },
    ]);
  });

  it('job.ended: a job that passes its end date is told by the scan, once; ending it afterwards tells nothing; re-opened, its next ending is told again', async () => {
    const owner = await hookedEnterprise('Passed Co');
    const { campaignId } = await buildReviewJob(t.app, owner, { questionCount: 1 });
    // Nothing is written when a job's last day goes by: here, its dates are simply in the past.
    const passEndDate = () =>
      t.app.ctx.db.update(campaigns).set({ startDate: day(-7), endDate: day(-1) }).where(eq(campaigns.id, campaignId));
    const end = () => t.call('POST', `/api/Campaign/EndCampaign?campid=${campaignId}`, owner.auth);
    const reopen = () =>
      t.call('PUT', '/api/Campaign', owner.auth, { pk_Campaign_ID: campaignId, Campaign_Name: 'Porter', Campaign_StartDate: day(-7), Campaign_EndDate: day(30), Campaign_Status: 100 });

    await passEndDate();
    expect(await scanEndedJobs(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await scanEndedJobs(t.app.ctx)).toBe(0);
    const ended = await end();
    ok(ended);
    expect(wrapper(ended).data, 'the mark is not on the wire').not.toHaveProperty('endedNoticeAt');
    expect(await eventsOf(owner.enterpriseId)).toEqual([{ type: 'job.ended', data: { jobId: campaignId, endDate: day(-1) } }]);

    // Re-opened and ended with EndCampaign; re-opened and past its end date again.
    ok(await reopen());
    ok(await end());
    ok(await reopen());
    await passEndDate();
    await scanEndedJobs(t.app.ctx);
    expect(await scanEndedJobs(t.app.ctx)).toBe(0);

    expect(await eventsOf(owner.enterpriseId)).toEqual(
      [day(-1), today(), day(-1)].map((endDate) => ({ type: 'job.ended', data: { jobId: campaignId, endDate } })),
    );
  });

  it('candidate.invited: one per new candidate of SendEmail, with the job and line ids; none for an address invited already', async () => {
    const owner = await hookedEnterprise('Invited Co');
    const { campaignId } = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const emails = ['zora@example.com', 'quill@example.com'];
    const res = await t.call('POST', '/api/Message/SendEmail?FromName=Rita', owner.auth, [
      ...emails.map((e, i) => ({ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: e, CampaignLine_CandidateFirstName: NAMES[i] })),
      { fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: 'ZORA@example.com' },
    ]);
    ok(res);
    const rows = wrapper(res).data as InviteResultRow[];
    expect(rows.map((r) => r[1])).toEqual(['200', '200', '409']);
    ok(await t.call('POST', '/api/Message/SendEmail?FromName=Rita', owner.auth, [{ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: emails[1] }]));

    expect(await eventsOf(owner.enterpriseId)).toEqual([
      { type: 'candidate.invited', data: { jobId: campaignId, candidateId: rows[0][0] } },
      { type: 'candidate.invited', data: { jobId: campaignId, candidateId: rows[1][0] } },
    ]);
  });

  it('interview.started: the first consent starts the interview (status 1), a second one tells nothing', async () => {
    const owner = await hookedEnterprise('Started Co');
    const { campaignId } = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const { lineId, token } = await invite(owner, campaignId);
    const them = candidate(owner, campaignId, token);
    ok(await them.consent());
    ok(await them.consent());

    const events = await eventsOf(owner.enterpriseId);
    expect(events.map((e) => e.type)).toEqual(['candidate.invited', 'candidate.status_changed', 'interview.started']);
    expect(ofType(events, 'interview.started')).toEqual([{ jobId: campaignId, candidateId: lineId }]);
    expect(ofType(events, 'candidate.status_changed')).toEqual([{ jobId: campaignId, candidateId: lineId, status: 1 }]);
  });

  it('answer.transcoded: an answer uploaded over tus becomes playable through the real transcode, told once with its ids', async () => {
    const owner = await hookedEnterprise('Transcoded Co');
    const { campaignId, questionIds } = await buildReviewJob(t.app, owner, { questionCount: 2 });
    const { lineId, token } = await invite(owner, campaignId);
    const them = candidate(owner, campaignId, token);
    ok(await them.consent());
    const first = await them.answer(questionIds[0]);
    const second = await them.answer(questionIds[1]);

    const transcoded = ofType(await eventsOf(owner.enterpriseId), 'answer.transcoded');
    expect(transcoded).toHaveLength(2);
    expect(transcoded).toEqual(
      expect.arrayContaining([
        { jobId: campaignId, candidateId: lineId, answerId: first.id, questionId: questionIds[0] },
        { jobId: campaignId, candidateId: lineId, answerId: second.id, questionId: questionIds[1] },
      ]),
    );
    const answers = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.campaignLineId, lineId));
    expect(answers.map((a) => [a.status, a.mp4Key !== null])).toEqual([
      [QUESTION_RESPONSE_STATUS.Ready, true],
      [QUESTION_RESPONSE_STATUS.Ready, true],
    ]);
    // The queue running again finds nothing to transcode and tells nothing more.
    expect(ofType(await eventsOf(owner.enterpriseId), 'answer.transcoded')).toHaveLength(2);
  });

  it('interview.completed: finishing the interview (status 2) is told once, with the time it was finished', async () => {
    const owner = await hookedEnterprise('Completed Co');
    const { campaignId, questionIds } = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const { lineId, token } = await invite(owner, campaignId);
    const them = candidate(owner, campaignId, token);
    ok(await them.consent());
    await them.answer(questionIds[0]);
    ok(await them.complete());
    ok(await them.complete());

    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, lineId));
    const events = await eventsOf(owner.enterpriseId);
    expect(ofType(events, 'interview.completed')).toEqual([{ jobId: campaignId, candidateId: lineId, completedAt: line.completedAt, screening: null, endedOnScreening: false }]);
    expect(ofType(events, 'candidate.status_changed').map((e) => e.status)).toEqual([1, 2]);
  });

  it('candidate.status_changed: decisions one by one and in bulk, a response email and a withdrawal, once per change; nothing for an erased candidate', async () => {
    const owner = await hookedEnterprise('Status Co');
    const { campaignId } = await buildReviewJob(t.app, owner, { questionCount: 1 });
    const seed = (over: { completedAt?: null; status?: number } = {}) =>
      seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId, firstName: NAMES[0], lastName: NAMES[1], ...over }).then((l) => l.lineId);
    const [a, b, c, unfinished, erased] = [await seed(), await seed(), await seed(), await seed({ completedAt: null, status: 1 }), await seed()];
    const respond = (lineId: number, kind: string) =>
      t.call('POST', `/api/Message/sendApplicationResponse?enterpriseID=${owner.enterpriseId}`, owner.auth, { campaignLineId: lineId, kind });
    const bulk = (ids: number[], status: number) => t.call('PUT', '/api/CampaignLine/BulkUpdateStatus', owner.auth, { ids, status });

    ok(await t.call('PUT', statusUrl(a, 4), owner.auth));
    ok(await t.call('PUT', statusUrl(a, 4), owner.auth)); // the same decision again: no change
    ok(await bulk([a, b], 5));
    ok(await bulk([a, b], 5));
    ok(await respond(c, 'shortlist'));
    ok(await respond(unfinished, 'withdraw'));
    // Erasing changes no status; a candidate being erased is gone for decisions too.
    ok(await t.call('DELETE', `/api/CampaignLine/${erased}`, owner.auth), 202);
    expect((await bulk([a, erased], 6)).statusCode).toBe(404);
    expect((await t.call('PUT', statusUrl(erased, 6), owner.auth)).statusCode).toBe(404);

    expect(await eventsOf(owner.enterpriseId)).toEqual(
      [
        [a, 4],
        [a, 5],
        [b, 5],
        [c, 4],
        [unfinished, 7],
      ].map(([candidateId, status]) => ({ type: 'candidate.status_changed', data: { jobId: campaignId, candidateId, status } })),
    );
  });

  it('rating.added: answer and candidate ratings, new or changed, one by one or for a job, with who rated', async () => {
    const owner = await hookedEnterprise('Rated Co');
    const { campaignId } = await buildReviewJob(t.app, owner, { questionCount: 2 });
    const { lineId, responses } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId, firstName: NAMES[0] });
    const [first, second] = responses.map((r) => r.id);

    const rated = await t.call('POST', '/api/QuestionResponseRating', owner.auth, { fk_QuestionResponse_ID: first, QuestionResponseRating_Rating: 3 });
    ok(rated);
    const answerRatingId = (wrapper(rated).data as { rating: { pk_QuestionResponseRating_ID: number } }).rating.pk_QuestionResponseRating_ID;
    ok(await t.call('PUT', '/api/QuestionResponseRating', owner.auth, { pk_QuestionResponseRating_ID: answerRatingId, QuestionResponseRating_Rating: 4 }));
    ok(await t.call('POST', `/api/QuestionResponse/RateQuestionResponseByCampaign?CampaignID=${campaignId}`, owner.auth, [{ fk_QuestionResponse_ID: second, QuestionResponseRating_Rating: 5 }]));
    const candidateRated = await t.call('POST', '/api/CandidateRating', owner.auth, { fk_CampaignLine_ID: lineId, CandidateRating_Rating: 2 });
    ok(candidateRated);
    const candidateRatingId = (wrapper(candidateRated).data as { rating: { pk_CandidateRating_ID: number } }).rating.pk_CandidateRating_ID;
    ok(await t.call('PUT', '/api/CandidateRating', owner.auth, { pk_CandidateRating_ID: candidateRatingId, CandidateRating_Rating: 3 }));

    const by = { jobId: campaignId, candidateId: lineId, byUserId: owner.id };
    expect(await eventsOf(owner.enterpriseId)).toEqual(
      [
        { ...by, answerId: first, rating: 3 },
        { ...by, answerId: first, rating: 4 },
        { ...by, answerId: second, rating: 5 },
        { ...by, answerId: null, rating: 2 },
        { ...by, answerId: null, rating: 3 },
      ].map((data) => ({ type: 'rating.added', data })),
    );
  });
});
