import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CAMPAIGN_LINE_STATUS, INTERVIEW_DIALOG_DEFAULTS, MSG, type InterviewLanding, type InterviewSession } from '@candid/shared';
import { buildTestApp, withTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEmployer, buildTenants, caller, wrapper } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { invitationOf, mailsTo, setPlan, tempDataDir } from '../../../test/candidate-fixtures';
import { readableDate } from '../../platform/dates';
import { campaignLines, campaigns, enterprises, questionResponses, questions, videoIntegrationTexts } from '../../db/schema/index';

let t: TestApp;
let call: ReturnType<typeof caller>;
const data = tempDataDir();
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  call = caller(t.app);
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const base = (c: number, e: number) => `/api/interview/${c}/${e}`;
/** The landing through the job's public link (its secret in ?link=). */
const publicLanding = (job: { id: number; enterpriseId: number; publicLinkToken: string }) =>
  `${base(job.id, job.enterpriseId)}?link=${job.publicLinkToken}`;
const as = (token: string) => ({ 'x-interview-token': token });
const person = { firstName: 'Maya', lastName: 'Singh', email: 'Maya.Singh@Example.com', phone: '+61 400 000 000' };

describe('GET /api/interview/{c}/{e} (landing)', () => {
  it('shows the client employer’s branding, the settings, the saved dialog texts and the estimate', async () => {
    const { owner } = await buildTenants(t.app, 'Landing Co');
    const client = await buildEmployer(t.app, owner, {
      name: 'Harbour Cafe',
      initials: 'HC',
      colour: '#FFFFFF',
      backgroundColour: '#00897B',
      avatarEnable: true,
      imageLink: 'http://candid.test/api/Employer/7/image.png',
    });
    const job = await buildCampaign(t.app, owner, {
      name: 'Cafe job',
      jobTitle: 'Barista',
      employerId: client.id,
      thinkTimeSeconds: 20,
      answerTimeLimitSeconds: 70,
      retakes: 2,
      voice: 'en-AU-WilliamNeural',
    });
    await buildInterviewLine(t.app, owner, { campaignId: job.id, questionCount: 3 });
    await t.app.ctx.db.insert(videoIntegrationTexts).values({
      enterpriseId: owner.enterpriseId,
      fkTable: 'Campaign',
      fkId: job.id,
      fieldName: 'Interview Introduction Dialog',
      text: 'Welcome to Harbour Cafe!',
    });
    const res = await call('GET', publicLanding(job), {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(wrapper(res).data).toEqual({
      campaignId: job.id,
      enterpriseId: owner.enterpriseId,
      jobTitle: 'Barista',
      employer: { name: 'Harbour Cafe', initials: 'HC', colour: '#FFFFFF', backgroundColour: '#00897B', logoUrl: '/api/Employer/7/image.png' },
      questionCount: 3,
      estimatedMinutes: 5,
      settings: { thinkTimeSeconds: 20, answerTimeLimitSeconds: 70, retakes: 2, untimed: false },
      accommodation: null,
      voice: 'en-AU-WilliamNeural',
      language: 'en-AU',
      introductionText: 'Welcome to Harbour Cafe!',
      closingText: INTERVIEW_DIALOG_DEFAULTS.closing,
      privacyPolicyUrl: `/privacy-policy/${owner.enterpriseId}`,
      open: true,
      closedReason: null,
      opensOn: null,
    } satisfies InterviewLanding);
  });

  it('falls back to the enterprise’s branding and never links a logo on another host', async () => {
    const { owner } = await buildTenants(t.app, 'Own Brand Co');
    await t.app.ctx.db
      .update(enterprises)
      .set({ initials: 'OB', avatarEnable: true, imageLink: 'https://cdn.example.com/logo.png' })
      .where(eq(enterprises.id, owner.enterpriseId));
    const job = await buildCampaign(t.app, owner);
    const landing = wrapper(await call('GET', publicLanding(job), {})).data as InterviewLanding;
    expect(landing.employer).toMatchObject({ name: 'Own Brand Co', initials: 'OB', logoUrl: null });
    expect(landing.introductionText).toBe(INTERVIEW_DIALOG_DEFAULTS.introduction);
    expect(landing.questionCount).toBe(0);
  });

  it('through the public link: 410 with only the reason when the job has ended or is paused; one that opens later shows when', async () => {
    const { owner } = await buildTenants(t.app, 'Closed Co');
    const through = async (overrides: object) => {
      const job = await buildCampaign(t.app, owner, overrides);
      const res = await call('GET', publicLanding(job), {});
      return { status: res.statusCode, body: wrapper(res) };
    };
    expect(await through({ status: 100 })).toMatchObject({ status: 200, body: { data: { open: true, closedReason: null } } });
    for (const [overrides, reason] of [
      [{ status: 0 }, MSG.interviewEnded],
      [{ startDate: '2020-01-01', endDate: '2020-01-31' }, MSG.interviewEnded],
      [{ deleted: 1 }, MSG.interviewUnavailable],
      [{ status: 7 }, MSG.interviewPaused],
    ] as const) {
      const { status, body } = await through(overrides);
      expect({ status, message: body.message, data: body.data, details: body.details }).toEqual({ status: 410, message: reason, data: null, details: undefined });
    }
    // A job that opens later: its page, not open, with the date to come back on.
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    expect(await through({ startDate: start, endDate: end })).toMatchObject({
      status: 200,
      body: { data: { open: false, opensOn: start, closedReason: MSG.interviewNotYetOpen(readableDate(start)) } },
    });
    // A candidate of an ended job still gets the page (the thank-you page needs it).
    const l = await buildInterviewLine(t.app, owner);
    await t.app.ctx.db.update(campaigns).set({ status: 0 }).where(eq(campaigns.id, l.campaignId));
    const own = await call('GET', base(l.campaignId, l.enterpriseId), as(l.token));
    expect(own.statusCode).toBe(200);
    expect(wrapper(own).data).toMatchObject({ open: false, closedReason: MSG.interviewEnded });
  });

  it('opens only with the secret: jobs cannot be walked by id; a legacy job keeps its bare link while open', async () => {
    const { owner, outsider } = await buildTenants(t.app, 'Secret Co');
    const job = await buildCampaign(t.app, owner);
    expect(job.publicLinkToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    for (const url of [
      base(job.id, owner.enterpriseId),
      `${base(job.id, owner.enterpriseId)}?link=${'A'.repeat(32)}`,
      `${base(job.id, outsider.enterpriseId)}?link=${job.publicLinkToken}`,
      `${base(2_000_000_000, owner.enterpriseId)}?link=${job.publicLinkToken}`,
    ]) {
      expect((await call('GET', url, {})).statusCode, url).toBe(404);
    }
    expect((await call('POST', `${base(job.id, owner.enterpriseId)}/start`, {}, person)).statusCode).toBe(404);
    expect((await call('POST', `${base(job.id, owner.enterpriseId)}/start`, {}, { ...person, link: 'B'.repeat(32) })).statusCode).toBe(404);

    // A job from before the secrets: the bare link answers, with the secret for the address bar.
    const legacy = await buildCampaign(t.app, owner, { legacyPublicLink: true });
    const bare = await call('GET', base(legacy.id, owner.enterpriseId), {});
    expect(bare.statusCode).toBe(200);
    expect((wrapper(bare).data as InterviewLanding).link).toBe(legacy.publicLinkToken);
    expect((wrapper(await call('GET', publicLanding(legacy), {})).data as InterviewLanding).link).toBeUndefined();
    // ... only while it is open: closed, the bare link is 404 and only the secret gets the 410.
    await t.app.ctx.db.update(campaigns).set({ status: 0 }).where(eq(campaigns.id, legacy.id));
    expect((await call('GET', base(legacy.id, owner.enterpriseId), {})).statusCode).toBe(404);
    expect((await call('GET', publicLanding(legacy), {})).statusCode).toBe(410);

    const bad = await call('GET', '/api/interview/0/abc', {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toEqual(expect.arrayContaining(['campaignId', 'enterpriseId']));
  });

  it('records when a candidate first opens their own link, and shows it on their page (issue 33)', async () => {
    const { owner } = await buildTenants(t.app, 'Opened Co');
    const cand = await buildInterviewLine(t.app, owner, { consent: false });
    const openedAt = async () => (await t.app.ctx.db.select({ at: campaignLines.openedAt }).from(campaignLines).where(eq(campaignLines.id, cand.line.id)))[0].at;
    // The job's public link opens no one's line.
    const job = (await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, cand.campaignId)))[0];
    expect((await call('GET', publicLanding(job), {})).statusCode).toBe(200);
    expect(await openedAt()).toBeNull();

    expect((await call('GET', base(cand.campaignId, cand.enterpriseId), as(cand.token))).statusCode).toBe(200);
    const first = await openedAt();
    expect(first).not.toBeNull();
    expect((await call('GET', base(cand.campaignId, cand.enterpriseId), as(cand.token))).statusCode).toBe(200);
    expect(await openedAt()).toBe(first);
    const detail = wrapper(await call('GET', `/api/CampaignLine/${cand.line.id}`, owner.auth)).data as { CampaignLine_OpenedAt: string | null };
    expect(new Date(detail.CampaignLine_OpenedAt!).getTime()).toBe(new Date(first!).getTime());
  });
});

describe('POST /api/interview/{c}/{e}/start (public link)', () => {
  it('creates the line, emails the personal link and answers the token; the same address again is 409 with a fresh link', async () => {
    const { owner } = await buildTenants(t.app, 'Public Start Co');
    const job = await buildCampaign(t.app, owner, { jobTitle: 'Chef' });
    const url = `${base(job.id, owner.enterpriseId)}/start`;
    const res = await call('POST', url, {}, { ...person, link: job.publicLinkToken });
    expect(res.statusCode).toBe(201);
    const { token } = wrapper(res).data as { token: string };
    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.campaignId, job.id));
    expect(line).toMatchObject({ status: 0, candidateEmail: 'maya.singh@example.com', candidateFirstName: 'Maya', candidatePhone: '+61 400 000 000' });
    const [mail] = await mailsTo(t.app, 'maya.singh@example.com');
    expect(mail.subject).toBe('Your interview link: Chef at Public Start Co');
    expect(invitationOf(mail.textBody).token).toBe(token);
    expect((await call('GET', `${base(job.id, owner.enterpriseId)}/session`, as(token))).statusCode).toBe(200);

    const again = await call('POST', url, {}, { ...person, email: 'MAYA.singh@example.com', firstName: 'Someone', link: job.publicLinkToken });
    expect(again.statusCode).toBe(409);
    expect(wrapper(again).message).toBe(MSG.interviewAlreadyInvited);
    const mails = await mailsTo(t.app, 'maya.singh@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].textBody).toContain('Hi Maya,');
    const fresh = invitationOf(mails[1].textBody).token;
    // Only hashes are kept, so the re-sent link is a new one and the old one stops working.
    expect((await call('GET', `${base(job.id, owner.enterpriseId)}/session`, as(token))).statusCode).toBe(401);
    expect((await call('GET', `${base(job.id, owner.enterpriseId)}/session`, as(fresh))).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.campaignId, job.id));
    expect(after.candidateFirstName).toBe('Maya');

    // Once the invitation is withdrawn, the public link issues no new personal link.
    await t.app.ctx.db
      .update(campaignLines)
      .set({ status: CAMPAIGN_LINE_STATUS.Withdrawn, inviteTokenHash: null })
      .where(eq(campaignLines.id, after.id));
    const withdrawn = await call('POST', url, {}, { ...person, link: job.publicLinkToken });
    expect({ status: withdrawn.statusCode, message: wrapper(withdrawn).message }).toEqual({ status: 409, message: MSG.interviewWithdrawn });
    expect(await mailsTo(t.app, 'maya.singh@example.com')).toHaveLength(2);
    const [still] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.campaignId, job.id));
    expect(still).toMatchObject({ status: CAMPAIGN_LINE_STATUS.Withdrawn, inviteTokenHash: null });
  });

  it('refuses bad input (400 with details), a closed job (400), an unknown job (404) and a full plan (402)', async () => {
    const { owner } = await buildTenants(t.app, 'Start Rules Co');
    const job = await buildCampaign(t.app, owner);
    const link = job.publicLinkToken;
    const url = `${base(job.id, owner.enterpriseId)}/start`;
    const bad = await call('POST', url, {}, { firstName: '', lastName: 'X', email: 'nope', phone: 'call me', link });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toEqual(expect.arrayContaining(['firstName', 'email', 'phone']));
    const ended = await buildCampaign(t.app, owner, { status: 0 });
    const closed = await call('POST', `${base(ended.id, owner.enterpriseId)}/start`, {}, { ...person, link: ended.publicLinkToken });
    expect(closed.statusCode).toBe(400);
    expect(wrapper(closed).message).toBe(MSG.interviewEnded);
    expect((await call('POST', `${base(job.id, owner.enterpriseId + 1)}/start`, {}, { ...person, link })).statusCode).toBe(404);

    // One invite left: registering through the link spends nothing; consenting does.
    await setPlan(t.app, owner, { maxInvites: 1 });
    const one = await call('POST', url, {}, { ...person, email: 'one@example.com', link });
    const two = await call('POST', url, {}, { ...person, email: 'two@example.com', link });
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const consent = (res: typeof one) =>
      call('POST', `${base(job.id, owner.enterpriseId)}/consent`, as((wrapper(res).data as { token: string }).token), { consent: true });
    expect((await consent(one)).statusCode).toBe(200);
    const full = await consent(two);
    expect(full.statusCode).toBe(402);
    // The candidate is told the job takes nobody new, not the employer's package message.
    expect(wrapper(full).message).toBe(MSG.interviewNotTakingCandidates);
    // Now the plan is used up: the link takes nobody new, but someone already in the job gets their link back.
    const three = await call('POST', url, {}, { ...person, email: 'three@example.com', link });
    expect(three.statusCode).toBe(402);
    expect(wrapper(three).message).toBe(MSG.interviewNotTakingCandidates);
    expect(await mailsTo(t.app, 'three@example.com')).toHaveLength(0);
    expect((await call('POST', url, {}, { ...person, email: 'one@example.com', link })).statusCode).toBe(409);
  });

  it('is rate limited per address', async () => {
    await withTestApp({ startWorkers: false, database: t.database, env: { DATA_DIR: data.dir, RATE_LIMIT_AUTH_MAX: '2' } }, async (limited) => {
      const { owner } = await buildTenants(t.app, 'Rate Co');
      const job = await buildCampaign(t.app, owner);
      const codes: number[] = [];
      // An address of its own: the limits are counted in the database this file's other app shares.
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: `${base(job.id, owner.enterpriseId)}/start`, remoteAddress: '192.0.2.40', payload: { ...person, email: `r${i}@example.com`, link: job.publicLinkToken } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    });
  });

  it('is limited per job and per recipient whatever address the requests come from', async () => {
    await withTestApp({ startWorkers: false, database: t.database, env: { DATA_DIR: data.dir, PUBLIC_LINK_MAX_PER_HOUR: '2' } }, async (limited) => {
      const { owner } = await buildTenants(t.app, 'Spray Co');
      const start = (campaignId: number, email: string, i: number, link = secrets.get(campaignId)) =>
        limited.app.inject({ method: 'POST', url: `${base(campaignId, owner.enterpriseId)}/start`, remoteAddress: `198.51.100.${i}`, payload: { ...person, email, link } });

      // Two new candidates an hour through one job's link; a third is refused, from any address.
      const secrets = new Map<number, string>();
      const remember = async () => {
        const j = await buildCampaign(t.app, owner);
        secrets.set(j.id, j.publicLinkToken);
        return j;
      };
      const job = await remember();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await start(job.id, `spray${i}@example.com`, i)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      expect(await mailsTo(t.app, 'spray2@example.com')).toHaveLength(0);

      // One address gets at most three interview links an hour from public links, whichever jobs.
      const jobs = [await remember(), await remember(), await remember(), await remember()];
      const victim = [];
      for (const [i, j] of jobs.entries()) victim.push((await start(j.id, 'victim@example.com', 10 + i)).statusCode);
      expect(victim).toEqual([201, 201, 201, 429]);
      expect(await mailsTo(t.app, 'victim@example.com')).toHaveLength(3);
    });
  });
});

describe('the candidate’s session, details, consent and completion', () => {
  it('answers 401 without a token, for an unknown token and for a token of another job', async () => {
    const { owner, outsider } = await buildTenants(t.app, 'Token Co');
    const a = await buildInterviewLine(t.app, owner);
    const b = await buildInterviewLine(t.app, owner);
    const c = await buildInterviewLine(t.app, outsider);
    const routes: Array<[string, string, object?]> = [
      ['GET', 'session'],
      ['PUT', 'candidate', { firstName: 'A', lastName: 'B' }],
      ['POST', 'consent', { consent: true }],
      ['POST', 'complete'],
      ['GET', `audio/${a.questionIds[0]}`],
    ];
    for (const [method, path, body] of routes) {
      const url = `${base(a.campaignId, a.enterpriseId)}/${path}`;
      for (const headers of [{}, as('x'.repeat(43)), as(b.token), as(c.token)]) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(wrapper(res).message).toBe(MSG.unauthorized);
      }
    }
    // The other tenant's token under its own enterprise id but this campaign: still 401.
    expect((await call('GET', `${base(a.campaignId, c.enterpriseId)}/session`, as(c.token))).statusCode).toBe(401);
  });

  it('lists the questions in order with attempts and attempts left, and the candidate can fix their details', async () => {
    const { owner } = await buildTenants(t.app, 'Session Co');
    const l = await buildInterviewLine(t.app, owner, { retakes: 1, questionCount: 2 });
    await t.app.ctx.db.insert(questionResponses).values({
      enterpriseId: owner.enterpriseId,
      campaignId: l.campaignId,
      campaignLineId: l.line.id,
      questionId: l.questionIds[1],
      attempt: 1,
      status: 0,
      uploadId: 'abc123',
    });
    const url = base(l.campaignId, l.enterpriseId);
    const s = wrapper(await call('GET', `${url}/session`, as(l.token))).data as InterviewSession;
    expect(s.campaignLineId).toBe(l.line.id);
    expect(s.resume).toBeNull();
    expect(s.questions.map((q) => [q.questionId, q.text, q.audioUrl, q.attemptsLeft])).toEqual([
      [l.questionIds[0], 'Question 1?', null, 2],
      [l.questionIds[1], 'Question 2?', null, 1],
    ]);
    expect(s.questions[1].attempts).toEqual([
      { responseId: expect.any(Number), attempt: 1, status: 0, durationMs: null, sizeBytes: null, uploadUrl: '/api/uploads/answers/abc123' },
    ]);

    const put = await call('PUT', `${url}/candidate`, as(l.token), { firstName: ' Lee ', lastName: 'Wong', phone: '0400 111 222' });
    expect(wrapper(put).data).toEqual({ firstName: 'Lee', lastName: 'Wong', email: l.line.candidateEmail, phone: '0400 111 222' });
    expect((await call('PUT', `${url}/candidate`, as(l.token), { firstName: '', lastName: 'W' })).statusCode).toBe(400);
    expect((await call('PUT', `${url}/candidate`, as(l.token), { firstName: 'A', lastName: 'B', email: 'other@example.com' })).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, l.line.id));
    expect(row.candidateEmail).toBe(l.line.candidateEmail);
  });

  it('records consent once (status 1) and needs consent: true and an open job', async () => {
    const { owner } = await buildTenants(t.app, 'Consent Co');
    const l = await buildInterviewLine(t.app, owner, { consent: false });
    const url = `${base(l.campaignId, l.enterpriseId)}/consent`;
    const refused = await call('POST', url, as(l.token), { consent: false });
    expect(refused.statusCode).toBe(400);
    expect(wrapper(refused).details?.consent).toEqual([MSG.interviewConsentRequired]);
    const res = await call('POST', url, as(l.token), { consent: true });
    expect(res.statusCode).toBe(200);
    const s = wrapper(res).data as InterviewSession;
    expect(s.consentAt).not.toBeNull();
    expect(s.startedAt).toBe(s.consentAt);
    const [row] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, l.line.id));
    expect(row.status).toBe(1);
    const second = wrapper(await call('POST', url, as(l.token), { consent: true })).data as InterviewSession;
    expect(second.consentAt).toBe(s.consentAt);

    const ended = await buildCampaign(t.app, owner, { status: 0 });
    const late = await buildInterviewLine(t.app, owner, { consent: false, campaignId: ended.id });
    const closed = await call('POST', `${base(late.campaignId, late.enterpriseId)}/consent`, as(late.token), { consent: true });
    expect(closed.statusCode).toBe(400);
    expect(wrapper(closed).message).toBe(MSG.interviewEnded);
  });

  it('completes only when every question has an uploaded answer (409 lists the missing ids), then emails the candidate once', async () => {
    const { owner } = await buildTenants(t.app, 'Complete Co');
    const l = await buildInterviewLine(t.app, owner, { questionCount: 3 });
    const url = `${base(l.campaignId, l.enterpriseId)}/complete`;
    const answer = (questionId: number, status: number, attempt = 1) =>
      t.app.ctx.db.insert(questionResponses).values({
        enterpriseId: owner.enterpriseId,
        campaignId: l.campaignId,
        campaignLineId: l.line.id,
        questionId,
        attempt,
        status,
      });
    await answer(l.questionIds[0], 2);
    await answer(l.questionIds[1], 0); // still uploading
    await answer(l.questionIds[2], 3); // failed
    const early = await call('POST', url, as(l.token));
    expect(early.statusCode).toBe(409);
    expect(wrapper(early)).toMatchObject({ message: MSG.interviewIncomplete, details: { questions: [String(l.questionIds[1]), String(l.questionIds[2])] } });

    await answer(l.questionIds[1], 1, 2);
    // A deleted question is not asked, so it is not needed.
    await t.app.ctx.db.update(questions).set({ deleted: 1 }).where(eq(questions.id, l.questionIds[2]));
    const done = await call('POST', url, as(l.token));
    expect(done.statusCode).toBe(200);
    const { completedAt } = wrapper(done).data as { completedAt: string };
    const [row] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, l.line.id));
    expect(row).toMatchObject({ status: 2, completedAt });
    const again = await call('POST', url, as(l.token));
    expect(wrapper(again).data).toEqual({ completedAt });
    const mails = await mailsTo(t.app, l.line.candidateEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^We received your interview: Job /);
    expect(mails[0].textBody).toContain('Thank you for completing your video interview');
  });

  it('needs consent before completing', async () => {
    const { owner } = await buildTenants(t.app, 'No Consent Co');
    const l = await buildInterviewLine(t.app, owner, { consent: false, questionCount: 1 });
    const res = await call('POST', `${base(l.campaignId, l.enterpriseId)}/complete`, as(l.token));
    expect(res.statusCode).toBe(400);
    expect(wrapper(res).message).toBe(MSG.interviewConsentRequired);
  });

  it('answers 404 for audio a question does not have, or a question of another job', async () => {
    const { owner } = await buildTenants(t.app, 'Audio Co');
    const l = await buildInterviewLine(t.app, owner);
    const other = await buildInterviewLine(t.app, owner);
    const url = base(l.campaignId, l.enterpriseId);
    expect((await call('GET', `${url}/audio/${l.questionIds[0]}`, as(l.token))).statusCode).toBe(404);
    expect((await call('GET', `${url}/audio/${other.questionIds[0]}`, as(l.token))).statusCode).toBe(404);
    expect((await call('GET', `${url}/audio/abc`, as(l.token))).statusCode).toBe(400);
  });
});
