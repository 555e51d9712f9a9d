import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, CAMPAIGN_LINE_STATUS, MSG, applicationResponsePreviewSchema } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEmployer, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { mailsTo } from '../../../test/candidate-fixtures';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { startSmtpServer } from '../../../test/smtp';
import { campaignLines, campaigns } from '../../db/schema/index';

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
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator, { User_FirstName: 'Rita', User_LastName: 'Recruiter' });
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Dispatch Coordinator' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const line = (opts: { firstName?: string | null; email?: string } = {}) =>
  seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, firstName: 'Grace', lastName: 'Hopper', ...opts });
const statusOf = async (id: number) =>
  (await t.app.ctx.db.select({ s: campaignLines.CampaignLine_Status }).from(campaignLines).where(eq(campaignLines.pk_CampaignLine_ID, id)))[0].s;
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
    expect(mail.to).toBe(row.CampaignLine_CandidateEmail);
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
      to: row.CampaignLine_CandidateEmail,
      subject: 'Next steps, Grace',
      text: 'Dear Grace Hopper,\nsee you at Respond Co about Dispatch Coordinator. {unknown}',
    });
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    expect(await mailsTo(t.app, row.CampaignLine_CandidateEmail)).toEqual([]);
  });

  it('uses the client employer of the job, and greets a candidate without a name', async () => {
    const client = await buildEmployer(t.app, owner, { Employer_Name: 'Harbour Freight' });
    const clientJob = await buildReviewJob(t.app, owner, { name: 'Forklift Driver' });
    await t.app.ctx.db.update(campaigns).set({ Campaign_Tolerance: client.pk_Employer_ID }).where(eq(campaigns.pk_Campaign_ID, clientJob.campaignId));
    const { lineId } = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: clientJob.campaignId, firstName: null, lastName: null });
    const mail = wrapper(await preview({ campaignLineId: lineId, kind: 'reject' })).data as { subject: string; text: string };
    expect(mail.subject).toBe('Your application for Forklift Driver at Harbour Freight');
    expect(mail.text).toMatch(/^Hi there,/);
  });

  it('shortlists and queues the email in one step; the candidate receives it, escaped in HTML', async () => {
    const { lineId, line: row } = await line({ firstName: 'Grace <b>&' });
    const res = await send({ campaignLineId: lineId, kind: 'shortlist' });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).message).toBe(MSG.mailSentTo(row.CampaignLine_CandidateEmail));
    expect(wrapper(res).data).toMatchObject({ campaignLineId: lineId, CampaignLine_Status: CAMPAIGN_LINE_STATUS.Shortlisted, to: row.CampaignLine_CandidateEmail });
    expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Shortlisted);

    const [queued] = await mailsTo(t.app, row.CampaignLine_CandidateEmail);
    // The platform sends under the employer's name; replies go to the user, never to the query's FromMail.
    expect(queued).toMatchObject({ fromName: 'Respond Co', replyTo: admin.email });
    const mail = await smtp.waitFor(row.CampaignLine_CandidateEmail);
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
    expect((await mailsTo(t.app, custom.line.CampaignLine_CandidateEmail)).map((m) => m.textBody)).toEqual(['A note.']);
  });

  it('keeps the status unchanged when the email cannot be queued (one transaction)', async () => {
    const { lineId, line: row } = await line();
    const db = t.app.ctx.db;
    await db.execute(sql`create or replace function test_refuse_mail() returns trigger language plpgsql as $$
      begin if new.to_address = ${sql.raw(`'${row.CampaignLine_CandidateEmail}'`)} then raise exception 'outbox unavailable'; end if; return new; end $$`);
    await db.execute(sql`create trigger test_refuse_mail before insert on mail_outbox for each row execute function test_refuse_mail()`);
    try {
      const res = await send({ campaignLineId: lineId, kind: 'reject' });
      expect(res.statusCode).toBe(500);
      expect(await statusOf(lineId)).toBe(CAMPAIGN_LINE_STATUS.Completed);
    } finally {
      await db.execute(sql`drop trigger test_refuse_mail on mail_outbox`);
      await db.execute(sql`drop function test_refuse_mail()`);
    }
    expect(await mailsTo(t.app, row.CampaignLine_CandidateEmail)).toEqual([]);
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
    expect(await mailsTo(t.app, row.CampaignLine_CandidateEmail)).toEqual([]);
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
    expect(await mailsTo(t.app, row.CampaignLine_CandidateEmail)).toEqual([]);
  });
});
