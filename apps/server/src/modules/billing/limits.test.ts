import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, CAMPAIGN_LINE_STATUS, MSG, QUESTION_RESPONSE_STATUS, type PlanSummary } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEnterprise, buildQuestions, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { answerMetadata, buildInterviewLine, makeWebm, tusClient } from '../../../test/interview-fixtures';
import { campaignLines, campaigns, packages, questionResponses, stripePayments } from '../../db/schema/index';
import { assignPackage } from './operator';

/*
 * Every gated action refused at the plan's limit (402, the package-limit message) and allowed
 * again once the operator assigns a larger package; and what an expired package still allows.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-limits-'));
let t: TestApp;
let base: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: dataDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  call = caller(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const until = (days = 30) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Assigns a small package of its own (as the operator would); null or left out: unlimited. */
async function assignSmall(owner: TestUser, limits: { maxJobs?: number; maxInvites?: number; maxUsers?: number }) {
  const name = `Small ${randomUUID().slice(0, 8)}`;
  await t.app.ctx.db.insert(packages).values({
    name,
    maxJobs: limits.maxJobs ?? null,
    maxInvites: limits.maxInvites ?? null,
    maxUsers: limits.maxUsers ?? null,
    active: false,
  });
  return assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: name, expiresAt: until() });
}
const upgrade = (owner: TestUser) => assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: 'Pro', expiresAt: until() });

const refused = (res: { statusCode: number; json(): unknown }, message: string = MSG.packageLimitText) => {
  expect(res.statusCode).toBe(402);
  expect(wrapper(res)).toMatchObject({ successful: false, message });
};
const newJob = (owner: TestUser) =>
  call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Night Porter', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/01/01' });
const clone = (owner: TestUser, id: number) => call('GET', `/api/Campaign/CloneJob/${id}`, owner.auth);
const setStatus = (owner: TestUser, id: number, status: number) => call('POST', `/api/Campaign/UpdateCampaignStatus?campid=${id}&stcode=${status}`, owner.auth);
const putJob = (owner: TestUser, id: number, endDate: string) =>
  call('PUT', '/api/Campaign', owner.auth, { pk_Campaign_ID: id, Campaign_Name: 'Reopened', Campaign_StartDate: '2025/01/01', Campaign_EndDate: endDate });
const statusOf = async (id: number) => (await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const inviteCandidate = (owner: TestUser, campaignId: number, email: string) =>
  call('POST', '/api/Message/SendEmail', owner.auth, [{ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: email }] as unknown as object);
const inviteMember = (owner: TestUser, email: string) =>
  call('POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=${ACCESS_LEVEL.HiringManager}`, owner.auth, [email] as unknown as object);
const setMember = (owner: TestUser, id: number, status: number) => call('PUT', '/api/User', owner.auth, { pk_User_ID: id, User_Status: status });
const publicStart = (job: { id: number; enterpriseId: number; publicLinkToken: string }, email: string) =>
  call('POST', `/api/interview/${job.id}/${job.enterpriseId}/start`, {}, { firstName: 'Sam', lastName: 'Lee', email, link: job.publicLinkToken });
const mail = () => `c-${randomUUID().slice(0, 8)}@example.com`;

/** A live job with a question, ended jobs to re-open, and a deactivated member, made before the plan's period. */
async function cast(name: string) {
  const owner = await buildEnterprise(t.app, name);
  const live = await buildCampaign(t.app, owner);
  await buildQuestions(t.app, owner, live.id, 1);
  const endedByStatus = await buildCampaign(t.app, owner, { status: 0 });
  const endedByDate = await buildCampaign(t.app, owner, { startDate: '2025-01-01', endDate: '2025-02-01' });
  const member = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  expect((await setMember(owner, member.id, 0)).statusCode).toBe(200);
  return { owner, live, endedByStatus, endedByDate, member };
}

describe('job limits', () => {
  it('refuse a new job, a copy and a re-opened job at the limit, and allow them after a larger package', async () => {
    const { owner, live, endedByStatus, endedByDate } = await cast('Job Limit Co');
    await assignSmall(owner, { maxJobs: 1 });
    expect((await newJob(owner)).statusCode).toBe(201);

    refused(await newJob(owner));
    refused(await clone(owner, live.id));
    refused(await setStatus(owner, endedByStatus.id, 1));
    expect((await statusOf(endedByStatus.id)).status).toBe(0);
    refused(await putJob(owner, endedByDate.id, '2099/06/30'));
    expect((await statusOf(endedByDate.id)).endDate).toBe('2025-02-01');
    // Changes that launch nothing stay open: editing an ended job, pausing or ending a live one.
    expect((await putJob(owner, endedByDate.id, '2025/03/01')).statusCode).toBe(200);
    expect((await setStatus(owner, live.id, 7)).statusCode).toBe(200);
    expect((await setStatus(owner, live.id, 1)).statusCode).toBe(200);
    expect((await call('POST', `/api/Campaign/EndCampaign?campid=${live.id}`, owner.auth)).statusCode).toBe(200);

    await upgrade(owner);
    expect((await newJob(owner)).statusCode).toBe(201);
    expect((await clone(owner, endedByStatus.id)).statusCode).toBe(201);
    expect((await setStatus(owner, endedByStatus.id, 1)).statusCode).toBe(200);
    expect((await putJob(owner, endedByDate.id, '2099/06/30')).statusCode).toBe(200);
  });
});

describe('the 402 names the limit (issue 28)', () => {
  it('jobs, invitations and seats each carry which limit, used, allowed and the package', async () => {
    const owner = await buildEnterprise(t.app, 'Named Limit Co');
    // The default package (Starter): 5 jobs.
    for (let i = 0; i < 5; i++) expect((await newJob(owner)).statusCode).toBe(201);
    const jobs = await newJob(owner);
    refused(jobs);
    expect(wrapper(jobs).details).toEqual({ limit: ['jobs'], used: ['5'], allowed: ['5'], packageName: ['Starter'] });

    const small = await assignSmall(owner, { maxUsers: 1, maxInvites: 1 });
    const seats = await inviteMember(owner, mail());
    refused(seats);
    expect(wrapper(seats).details).toMatchObject({ limit: ['users'], used: ['1'], allowed: ['1'], packageName: [small.packageName], remainingUsers: ['0'] });

    const live = await buildCampaign(t.app, owner);
    await buildQuestions(t.app, owner, live.id, 1);
    expect((await inviteCandidate(owner, live.id, mail())).statusCode).toBe(200);
    const invites = await inviteCandidate(owner, live.id, mail());
    refused(invites);
    expect(wrapper(invites).details).toMatchObject({ limit: ['invites'], used: ['1'], allowed: ['1'], remainingInvites: ['0'] });
  });
});

describe('invitation and seat limits', () => {
  it('refuse candidates by email, the public link, team invitations and re-activations at the limit, and allow them after a larger package', async () => {
    const { owner, live, member } = await cast('Invite Limit Co');
    await assignSmall(owner, { maxInvites: 1 });
    expect((await inviteCandidate(owner, live.id, mail())).statusCode).toBe(200);

    refused(await inviteCandidate(owner, live.id, mail()));
    // The candidate is told plainly, not shown the employer's package message; no line is made.
    const stranger = mail();
    refused(await publicStart(live, stranger), MSG.interviewNotTakingCandidates);
    refused(await inviteMember(owner, mail()));
    refused(await setMember(owner, member.id, 1));
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.candidateEmail, stranger))).toEqual([]);

    await upgrade(owner);
    expect((await inviteCandidate(owner, live.id, mail())).statusCode).toBe(200);
    expect((await publicStart(live, stranger)).statusCode).toBe(201);
    expect((await inviteMember(owner, mail())).statusCode).toBe(200);
    expect((await setMember(owner, member.id, 1)).statusCode).toBe(200);
  });

  it('refuse team invitations and re-activations past the seats, and allow them after a larger package', async () => {
    const { owner, member } = await cast('Seat Limit Co');
    await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    await assignSmall(owner, { maxUsers: 2 });
    const seats = refused;
    seats(await inviteMember(owner, mail()));
    seats(await setMember(owner, member.id, 1));
    await upgrade(owner);
    expect((await inviteMember(owner, mail())).statusCode).toBe(200);
    expect((await setMember(owner, member.id, 1)).statusCode).toBe(200);
  });
});

describe('an expired package', () => {
  it('launches nothing new: no job, copy, re-opening, candidate, public-link candidate, team invitation or re-activation', async () => {
    const { owner, live, endedByStatus, member } = await cast('Lapsed Co');
    await setPlanExpired(owner);
    expect(wrapper(await call('GET', '/api/Subscriber/Plan', owner.auth)).data).toMatchObject({ isPackageExpired: true });

    refused(await newJob(owner));
    refused(await clone(owner, live.id));
    refused(await setStatus(owner, endedByStatus.id, 1));
    refused(await inviteCandidate(owner, live.id, mail()));
    refused(await publicStart(live, mail()), MSG.interviewNotTakingCandidates);
    refused(await inviteMember(owner, mail()));
    refused(await setMember(owner, member.id, 1));

    await upgrade(owner);
    expect((await newJob(owner)).statusCode).toBe(201);
    expect((await publicStart(live, mail())).statusCode).toBe(201);
  });

  it('lets a started interview finish (an answer uploaded, the interview completed) and the team review it', async () => {
    const owner = await buildEnterprise(t.app, 'Finishing Co');
    const reviewer = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const c = await buildInterviewLine(t.app, owner, { questionCount: 1 });
    await t.app.ctx.db.update(campaigns).set({ hiringManagerId: reviewer.id }).where(eq(campaigns.id, c.campaignId));
    await setPlanExpired(owner);

    const webm = makeWebm(path.join(dataDir, 'fixtures', 'answer.webm'), 1);
    const tus = tusClient(base, c.token);
    const created = await tus.create(answerMetadata({ ...c, questionId: c.questionIds[0] }));
    expect(created.status).toBe(201);
    const patched = await tus.patch(created.headers.get('location')!, 0, webm, { final: webm.length });
    expect(patched.status).toBe(204);
    const [answer] = await t.app.ctx.db.select().from(questionResponses).where(eq(questionResponses.campaignLineId, c.line.id));
    expect(answer.status).toBe(QUESTION_RESPONSE_STATUS.Uploaded);
    const done = await call('POST', `/api/interview/${c.campaignId}/${c.enterpriseId}/complete`, { 'x-interview-token': c.token });
    expect(done.statusCode).toBe(200);

    const lineId = c.line.id;
    const listed = await call('GET', `/api/CampaignLine?campaignId=${c.campaignId}`, reviewer.auth);
    expect(listed.statusCode).toBe(200);
    const answers = await call('GET', `/api/QuestionResponse/getQeustionResponseByCampaignLineID/${c.campaignId}/${lineId}`, reviewer.auth);
    expect(answers.statusCode).toBe(200);
    expect((await call('POST', '/api/Comment', reviewer.auth, { fk_Campaign_ID: c.campaignId, Comment_Content: 'Strong answer' })).statusCode).toBe(201);
    const decided = await call('PUT', `/api/CampaignLine/UpdateCampaignLineStatus?pk_CampaignLine_ID=${lineId}&CampaignLine_Status=${CAMPAIGN_LINE_STATUS.Shortlisted}`, owner.auth);
    expect(decided.statusCode).toBe(200);
    const plan = wrapper(await call('GET', '/api/Subscriber/Plan', owner.auth)).data as PlanSummary;
    expect(plan).toMatchObject({ isPackageExpired: true, jobs: { remaining: 0 }, invites: { remaining: 0 } });
  });
});

/** Puts the enterprise on a package that ended a minute ago. */
async function setPlanExpired(owner: TestUser) {
  const entry = await upgrade(owner);
  await t.app.ctx.db
    .update(stripePayments)
    .set({ expiryDate: new Date(Date.now() - 60_000).toISOString() })
    .where(eq(stripePayments.id, entry.id));
}
