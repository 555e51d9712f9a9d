import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, CAMPAIGN_LINE_STATUS, MSG, applicationResponsePreviewSchema } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEmployer, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { invitationOf, mailsTo } from '../../../test/candidate-fixtures';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { startSmtpServer } from '../../../test/smtp';
import { campaignLines, campaigns } from '../../db/schema/index';
import { randomToken, sha256 } from '../../platform/crypto';
import { PERSONAL_LINK_PREVIEW } from './application-response';

/* Responses to candidates (docs/api-review.md "Decisions and responses"). */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let admin: TestUser;
let outsider: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Respond Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator, { firstName: 'Rita', lastName: 'Recruiter' });
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Dispatch Coordinator' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const line = (opts: { firstName?: string | null; email?: string } = {}) =>
  seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, firstName: 'Grace', lastName: 'Hopper', ...opts });
const statusOf = async (id: number) =>
  (await t.app.ctx.db.select({ s: campaignLines.status }).from(campaignLines).where(eq(campaignLines.id, id)))[0].s;
const sendUrl = (enterpriseId = owner.enterpriseId) =>
  `/api/Message/sendApplicationResponse?enterpriseID=${enterpriseId}&FromMail=spoof@evil.test&FromName=Someone&title=T&jobName=J`;
const preview = (body: object, who = admin) => call('POST', '/api/Message/PreviewApplicationResponse', who.auth, body);
const send = (body: object, who = admin, enterpriseId = who.enterpriseId) => call('POST', sendUrl(enterpriseId), who.auth, body);

describe('application responses', () => {
  it('previews the templated email with the names, job title and employer filled in, changing nothing', async () => {
    const { lineId, line: row } = await line();
    const res = await preview({ campaignLineId: lineId, kind: 'shortlist' });
    expect(res.statusCode).toBe(200);
    const mail = applicationResponsePreviewSchema.parse(wrapper(res).data);
    expect(mail.to).toBe(row.candidateEmail);
    expect(mail.subject).toBe('Your application for Dispatch Coordinator at Respond Co');
    expect(mail.text).toMatch(/^Hi Grace,\n\n/);
    expect(mail.text).toContain('shortlisted');
    expect(mail.text).toMatch(/Kind regards,\nRita Recruiter\nRespond Co$/);
    expect(mail.text).not.toMatch(/\{\w+\}/);

    const reject = applicationResponsePreviewSchema.parse(wrapper(await preview({ campaignLineId: lineId, kind: 'reject' })).data);
    expect(reject.text).toContain('not to take your application further');
    const custom = wrapper(
      await preview({ campaignLineId: lineId, kind: 'custom', subject: 'Next steps, {firstName}', body: 'Dear {fullName},\nsee you at {employerName} about {jobTitle}. {unknown}' }),
    ).data;
    expect(custom).toEqual({
      to: row.candidateEmail,
      subject: 'Next steps, Grace',
      text: 'Dear Grace Hopper,\nsee you at Respond Co about Dispatch Coordinator. {unknown}',
    });
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await mailsTo(t.app, row.candidateEmail)).toEqual([]);
  });

  it('uses the client employer of the job, and greets a candidate without a name', async () => {
    const client = await buildEmployer(t.app, owner, { name: 'Harbour Freight' });
    const clientJob = await buildReviewJob(t.app, owner, { name: 'Forklift Driver' });
    await t.app.ctx.db.update(campaigns).set({ employerId: client.id }).where(eq(campaigns.id, clientJob.campaignId));
    const { lineId } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: clientJob.campaignId, firstName: null, lastName: null });
    const mail = wrapper(await preview({ campaignLineId: lineId, kind: 'reject' })).data as { subject: string; text: string };
    expect(mail.subject).toBe('Your application for Forklift Driver at Harbour Freight');
    expect(mail.text).toMatch(/^Hi there,/);
  });

  it('shortlists and queues the email in one step; the candidate receives it, escaped in HTML', async () => {
    const { lineId, line: row } = await line({ firstName: 'Grace <b>&' });
    const res = await send({ campaignLineId: lineId, kind: 'shortlist' });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).message).toBe(MSG.mailSentTo(row.candidateEmail));
    expect(wrapper(res).data).toMatchObject({ campaignLineId: lineId, CampaignLine_Status: CAMPAIGN_LINE_STATUS.Shortlisted, to: row.candidateEmail });
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Shortlisted);

    const [queued] = await mailsTo(t.app, row.candidateEmail);
    // The platform sends under the employer's name; replies go to the user, never to the query's FromMail.
    expect(queued).toMatchObject({ fromName: 'Respond Co', replyTo: admin.email });
    const mail = await smtp.waitFor(row.candidateEmail);
    expect(mail.subject).toBe('Your application for Dispatch Coordinator at Respond Co');
    expect(mail.text).toContain('Hi Grace <b>&,');
    expect(mail.html).toContain('Hi Grace &lt;b&gt;&amp;,');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.raw).not.toContain('spoof@evil.test');

    const rejected = await line();
    expect(wrapper(await send({ campaignLineId: rejected.lineId, kind: 'reject' }, owner)).data).toMatchObject({ CampaignLine_Status: CAMPAIGN_LINE_STATUS.Rejected });
    expect(await statusOf(rejected.lineId)).toBe(CAMPAIGN_LINE_STATUS.Rejected);
    // A custom message records no decision.
    const custom = await line();
    await send({ campaignLineId: custom.lineId, kind: 'custom', subject: 'Hello', body: 'A note.' });
    expect(await statusOf(custom.lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect((await mailsTo(t.app, custom.line.candidateEmail)).map((m) => m.textBody)).toEqual(['A note.']);
  });

  it('keeps the status unchanged when the email cannot be queued (one transaction)', async () => {
    const { lineId, line: row } = await line();
    const db = t.app.ctx.db;
    await db.execute(sql`create or replace function test_refuse_mail() returns trigger language plpgsql as $$
      begin if new.to_address = ${sql.raw(`'${row.candidateEmail}'`)} then raise exception 'outbox unavailable'; end if; return new; end $$`);
    await db.execute(sql`create trigger test_refuse_mail before insert on mail_outbox for each row execute function test_refuse_mail()`);
    try {
      const res = await send({ campaignLineId: lineId, kind: 'reject' });
      expect(res.statusCode).toBe(500);
      expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    } finally {
      await db.execute(sql`drop trigger test_refuse_mail on mail_outbox`);
      await db.execute(sql`drop function test_refuse_mail()`);
    }
    expect(await mailsTo(t.app, row.candidateEmail)).toEqual([]);
  });

  it('refuses bad input with 400 and details', async () => {
    const { lineId, line: row } = await line();
    const bodies: Array<[object, string]> = [
      [{ campaignLineId: lineId, kind: 'hire' }, 'kind'],
      [{ campaignLineId: 'x', kind: 'reject' }, 'campaignLineId'],
      [{ campaignLineId: lineId, kind: 'custom' }, 'subject'],
      [{ campaignLineId: lineId, kind: 'custom', subject: 'Hi' }, 'body'],
      [{ campaignLineId: lineId, kind: 'reject', body: '' }, 'body'],
    ];
    for (const [body, field] of bodies) {
      for (const res of [await preview(body), await send(body)]) {
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(wrapper(res).details?.[field], JSON.stringify(body)).toBeDefined();
      }
    }
    const noEnterprise = await call('POST', '/api/Message/sendApplicationResponse', admin.auth, { campaignLineId: lineId, kind: 'reject' });
    expect(noEnterprise.statusCode).toBe(400);
    expect(wrapper(noEnterprise).details?.enterpriseID).toBeDefined();
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await mailsTo(t.app, row.candidateEmail)).toEqual([]);
  });

  it('is 403 for a Hiring Manager (even of the job), 404 across tenants, 401 without a session', async () => {
    const { lineId, line: row } = await line();
    const body = { campaignLineId: lineId, kind: 'reject' };
    for (const res of [await preview(body, hm), await send(body, hm)]) {
      expect(res.statusCode).toBe(403);
      expect(wrapper(res).message).toBe(MSG.forbidden);
    }
    // Another enterprise's candidate, or another enterprise in the query.
    expect((await preview(body, outsider)).statusCode).toBe(404);
    expect((await send(body, outsider)).statusCode).toBe(404);
    expect((await send(body, admin, outsider.enterpriseId)).statusCode).toBe(404);
    expect((await preview({ ...body, campaignLineId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await call('POST', '/api/Message/PreviewApplicationResponse', {}, body)).statusCode).toBe(401);
    expect((await call('POST', sendUrl(), {}, body)).statusCode).toBe(401);
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await mailsTo(t.app, row.candidateEmail)).toEqual([]);
  });
});

/** A candidate who has not finished: not started (invited, no consent) or in progress (consented, one answer), with their link's token. */
async function unfinished(stage: 'notStarted' | 'inProgress', opts: { firstName?: string | null; campaignId?: number } = {}) {
  const campaignId = opts.campaignId ?? job.campaignId;
  const started = stage === 'inProgress';
  const seeded = await seedCompletedLine(t.app.ctx.db, {
    enterpriseId: owner.enterpriseId,
    campaignId,
    firstName: opts.firstName === undefined ? 'Ada' : opts.firstName,
    lastName: 'Byron',
    questionIds: started ? job.questionIds.slice(0, 1) : [],
    status: started ? CAMPAIGN_LINE_STATUS.Started : CAMPAIGN_LINE_STATUS.Invited,
    completedAt: null,
  });
  const token = randomToken();
  await t.app.ctx.db
    .update(campaignLines)
    .set({ inviteTokenHash: sha256(token), ...(started ? {} : { startedAt: null, consentAt: null }) })
    .where(eq(campaignLines.id, seeded.lineId));
  return { ...seeded, token, email: seeded.line.candidateEmail };
}

const session = (token: string) =>
  caller(t.app)('GET', `/api/interview/${job.campaignId}/${owner.enterpriseId}/session`, { 'x-interview-token': token });
const rowOf = async (id: number) => (await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, id)))[0];

describe("application responses by the candidate's stage", () => {
  it('refuses shortlist and reject before the interview is finished: 409 with details, nothing sent or changed', async () => {
    for (const stage of ['notStarted', 'inProgress'] as const) {
      const c = await unfinished(stage);
      for (const kind of ['shortlist', 'reject']) {
        for (const res of [await preview({ campaignLineId: c.lineId, kind }), await send({ campaignLineId: c.lineId, kind })]) {
          expect(res.statusCode, `${stage} ${kind}`).toBe(409);
          expect(wrapper(res).message).toBe(MSG.decisionNeedsFinishedInterview);
          expect(wrapper(res).details).toEqual({ kind: [MSG.decisionNeedsFinishedInterview] });
        }
      }
      expect(await statusOf(c.lineId)).toBe(stage === 'notStarted' ? CAMPAIGN_LINE_STATUS.Invited : CAMPAIGN_LINE_STATUS.Started);
      expect(await mailsTo(t.app, c.email)).toEqual([]);
    }
  });

  it('refuses a reminder or a withdrawal once the interview is finished, and anything but a message once withdrawn', async () => {
    const { lineId, line: row } = await line();
    for (const kind of ['reminder', 'withdraw']) {
      const res = await send({ campaignLineId: lineId, kind });
      expect(res.statusCode, kind).toBe(409);
      expect(wrapper(res).details).toEqual({ kind: [MSG.responseNeedsUnfinishedInterview] });
    }
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await mailsTo(t.app, row.candidateEmail)).toEqual([]);

    const c = await unfinished('notStarted');
    expect((await send({ campaignLineId: c.lineId, kind: 'withdraw' })).statusCode).toBe(200);
    for (const kind of ['withdraw', 'reminder', 'shortlist', 'reject']) {
      const res = await send({ campaignLineId: c.lineId, kind });
      expect(res.statusCode, kind).toBe(409);
      expect(wrapper(res).details).toEqual({ kind: [MSG.invitationWithdrawn] });
    }
    // A note can still be sent; it changes nothing.
    expect((await send({ campaignLineId: c.lineId, kind: 'custom', subject: 'Sorry', body: 'A note.' })).statusCode).toBe(200);
    expect(await statusOf(c.lineId)).toBe(CAMPAIGN_LINE_STATUS.Withdrawn);
    expect(await mailsTo(t.app, c.email)).toHaveLength(2);
  });

  it('reminds a candidate who has not started with a new personal link; the old one stops working', async () => {
    const c = await unfinished('notStarted');
    const shown = applicationResponsePreviewSchema.parse(wrapper(await preview({ campaignLineId: c.lineId, kind: 'reminder' })).data);
    expect(shown.subject).toBe('Reminder: your video interview for Dispatch Coordinator at Respond Co');
    expect(shown.text).toMatch(/^Hi Ada,\n\nYou have been invited to a video interview for the Dispatch Coordinator role at Respond Co and have not started it yet\. The interview is open until 31 December 2099\./);
    expect(shown.text).toContain(PERSONAL_LINK_PREVIEW);
    expect(shown.text).not.toContain('completing');
    expect(await mailsTo(t.app, c.email)).toEqual([]);

    const res = await send({ campaignLineId: c.lineId, kind: 'reminder' });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toMatchObject({ campaignLineId: c.lineId, CampaignLine_Status: CAMPAIGN_LINE_STATUS.Invited });
    const [mail] = await mailsTo(t.app, c.email);
    expect(mail.subject).toBe(shown.subject);
    expect(mail.textBody).not.toContain(PERSONAL_LINK_PREVIEW);
    const link = invitationOf(mail.textBody);
    expect(link).toMatchObject({ campaignId: job.campaignId, enterpriseId: owner.enterpriseId });
    expect(mail.htmlBody).toContain('Start my interview');
    expect((await session(link.token)).statusCode).toBe(200);
    expect((await session(c.token)).statusCode).toBe(401);
    const after = await rowOf(c.lineId);
    expect(after.status).toBe(CAMPAIGN_LINE_STATUS.Invited);
    expect(after.reminderSentAt).not.toBeNull();
  });

  it('reminds a candidate in progress with the job link, keeping their own link working', async () => {
    const c = await unfinished('inProgress', { firstName: null });
    const res = await send({ campaignLineId: c.lineId, kind: 'reminder' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, c.email);
    expect(mail.textBody).toMatch(/^Hi there,\n\nYou have started your video interview for the Dispatch Coordinator role at Respond Co but not finished it yet\./);
    expect(mail.textBody).toContain(`http://candid.test/invite/${job.campaignId}/${owner.enterpriseId}?link=`);
    expect(mail.textBody).not.toContain('?invitation=');
    expect((await session(c.token)).statusCode).toBe(200);
    expect(await statusOf(c.lineId)).toBe(CAMPAIGN_LINE_STATUS.Started);
  });

  it('keeps the link in a reminder written by hand, and refuses a reminder once the job has closed', async () => {
    const c = await unfinished('notStarted');
    const own = wrapper(await preview({ campaignLineId: c.lineId, kind: 'reminder', body: 'Hello {firstName}, a friendly nudge.' })).data as { text: string };
    expect(own.text).toBe(`Hello Ada, a friendly nudge.\n\n${PERSONAL_LINK_PREVIEW}`);

    const closed = await buildReviewJob(t.app, owner, { name: 'Night Porter' });
    await t.app.ctx.db.update(campaigns).set({ endDate: '2020-01-31', startDate: '2020-01-01' }).where(eq(campaigns.id, closed.campaignId));
    const late = await unfinished('notStarted', { campaignId: closed.campaignId });
    const res = await send({ campaignLineId: late.lineId, kind: 'reminder' });
    expect(res.statusCode).toBe(409);
    expect(wrapper(res).details).toEqual({ kind: [MSG.interviewEnded] });
    expect(await mailsTo(t.app, late.email)).toEqual([]);
    // Withdrawing is still possible.
    expect((await send({ campaignLineId: late.lineId, kind: 'withdraw' })).statusCode).toBe(200);
  });

  it('withdraws the invitation: the candidate is told, the status is Withdrawn and their link stops working, in one step', async () => {
    for (const stage of ['notStarted', 'inProgress'] as const) {
      const c = await unfinished(stage);
      const shown = applicationResponsePreviewSchema.parse(wrapper(await preview({ campaignLineId: c.lineId, kind: 'withdraw' })).data);
      expect(shown.text).toContain('we have withdrawn your invitation to the video interview for the Dispatch Coordinator role at Respond Co');
      expect(shown.text).not.toMatch(/completing|complete your/);
      const res = await send({ campaignLineId: c.lineId, kind: 'withdraw' });
      expect(res.statusCode).toBe(200);
      expect(wrapper(res).data).toMatchObject({ campaignLineId: c.lineId, CampaignLine_Status: CAMPAIGN_LINE_STATUS.Withdrawn });
      expect(await statusOf(c.lineId)).toBe(CAMPAIGN_LINE_STATUS.Withdrawn);
      expect((await mailsTo(t.app, c.email)).map((m) => m.subject)).toEqual(['Your video interview for Dispatch Coordinator at Respond Co']);
      expect((await session(c.token)).statusCode).toBe(401);
      // The candidate lists show it as withdrawn.
      const listed = wrapper(await call('GET', `/api/CampaignLine?campaignId=${job.campaignId}&status=${CAMPAIGN_LINE_STATUS.Withdrawn}&limit=100`, admin.auth)).data as { pk_CampaignLine_ID: number }[];
      expect(listed.map((r) => r.pk_CampaignLine_ID)).toContain(c.lineId);
    }
  });
});
