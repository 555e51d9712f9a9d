import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { invitationOf, mailsTo } from '../../../test/candidate-fixtures';
import { backgroundJobs, campaignLines } from '../../db/schema/index';
import { reminderScanJob, scanReminders } from './scan';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A controlled clock: 10:00 UTC on a fixed day. */
const now = new Date('2031-05-10T10:00:00Z');
const invitedAt = (ms: number) => new Date(now.getTime() - ms).toISOString();

async function lineFor(campaignId: number, owner: { id: number; enterpriseId: number }, over: Partial<typeof campaignLines.$inferInsert> = {}) {
  const l = await buildInterviewLine(t.app, owner, { campaignId, questionCount: 1, consent: false });
  await t.app.ctx.db
    .update(campaignLines)
    .set({ invitedAt: invitedAt(3 * HOUR), candidateFirstName: 'Sam', ...over })
    .where(eq(campaignLines.id, l.line.id));
  return l;
}
const lineRow = async (id: number) => (await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, id)))[0];

describe('reminders.scan', () => {
  it('emails each unfinished candidate of a job closing within 48 hours once, in the same transaction as ReminderSentAt', async () => {
    const { owner } = await buildTenants(t.app, 'Reminder Co');
    // Ends at the end of 2031-05-11 (38 hours away): in the window.
    const closing = await buildCampaign(t.app, owner, { jobTitle: 'Welder', startDate: '2031-05-01', endDate: '2031-05-11' });
    // Ends at the end of 2031-05-13 (86 hours away): too early to remind.
    const later = await buildCampaign(t.app, owner, { startDate: '2031-05-01', endDate: '2031-05-13' });
    const ended = await buildCampaign(t.app, owner, { startDate: '2031-05-01', endDate: '2031-05-11', status: 0 });

    const invited = await lineFor(closing.id, owner);
    const started = await lineFor(closing.id, owner, { status: 1, consentAt: invitedAt(2 * HOUR) });
    const completed = await lineFor(closing.id, owner, { status: 2, completedAt: invitedAt(HOUR) });
    const justInvited = await lineFor(closing.id, owner, { invitedAt: invitedAt(30 * 60_000) });
    const notYet = await lineFor(later.id, owner);
    const endedJob = await lineFor(ended.id, owner);

    expect(await scanReminders(t.app.ctx, now)).toBe(2);
    for (const l of [invited, started]) {
      const sentAt = (await lineRow(l.line.id)).reminderSentAt;
      expect(new Date(sentAt!).toISOString()).toBe(now.toISOString());
    }
    for (const l of [completed, justInvited, notYet, endedJob]) {
      expect((await lineRow(l.line.id)).reminderSentAt, l.line.candidateEmail).toBeNull();
      expect(await mailsTo(t.app, l.line.candidateEmail)).toHaveLength(0);
    }

    // Not started: a fresh personal link (the old token stops working), which opens the session.
    const [invitedMail] = await mailsTo(t.app, invited.line.candidateEmail);
    expect(invitedMail.subject).toBe('Reminder: your video interview for Welder closes soon');
    expect(invitedMail.textBody).toContain('Hi Sam,');
    expect(invitedMail.textBody).toContain('closes on 11 May 2031');
    const link = invitationOf(invitedMail.textBody);
    const session = (token: string) => caller(t.app)('GET', `/api/interview/${closing.id}/${owner.enterpriseId}/session`, { 'x-interview-token': token });
    expect((await session(link.token)).statusCode).toBe(200);
    expect((await session(invited.token)).statusCode).toBe(401);

    // Started: their token keeps working, and the mail carries the job link.
    const [startedMail] = await mailsTo(t.app, started.line.candidateEmail);
    expect(startedMail.textBody).toContain(`http://candid.test/invite/${closing.id}/${owner.enterpriseId}`);
    expect(startedMail.textBody).not.toContain('?invitation=');
    expect((await session(started.token)).statusCode).toBe(200);

    // A later scan sends nothing again; the candidate invited half an hour ago is due after an hour.
    expect(await scanReminders(t.app.ctx, new Date(now.getTime() + 15 * 60_000))).toBe(0);
    expect(await scanReminders(t.app.ctx, new Date(now.getTime() + HOUR))).toBe(1);
    expect(await mailsTo(t.app, justInvited.line.candidateEmail)).toHaveLength(1);
    expect(await mailsTo(t.app, invited.line.candidateEmail)).toHaveLength(1);
    // After the job has closed, nobody is reminded.
    await t.app.ctx.db.update(campaignLines).set({ reminderSentAt: null }).where(eq(campaignLines.id, notYet.line.id));
    expect(await scanReminders(t.app.ctx, new Date('2031-05-14T00:00:01Z'))).toBe(0);
  });

  it('honours REMINDER_LEAD_HOURS', async () => {
    const shortLead = await buildTestApp({ startWorkers: false, database: t.database, env: { REMINDER_LEAD_HOURS: '12' } });
    try {
      const { owner } = await buildTenants(t.app, 'Lead Co');
      const job = await buildCampaign(t.app, owner, { startDate: '2031-05-01', endDate: '2031-05-11' });
      const l = await lineFor(job.id, owner);
      // 38 hours before the close: outside a 12-hour lead.
      expect(await scanReminders(shortLead.app.ctx, now)).toBe(0);
      // 11 hours before it: inside.
      expect(await scanReminders(shortLead.app.ctx, new Date('2031-05-11T13:00:00Z'))).toBe(1);
      expect(await mailsTo(t.app, l.line.candidateEmail)).toHaveLength(1);
    } finally {
      await shortLead.close();
    }
  });

  it('keeps one scan scheduled on the queue (deduplicated), every 15 minutes', async () => {
    await t.app.ctx.queue.drain();
    await t.app.ctx.queue.drain();
    const pending = await t.app.ctx.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, reminderScanJob.name));
    const waiting = pending.filter((j) => j.status === 'pending');
    expect(waiting).toHaveLength(1);
    const delay = new Date(waiting[0].runAt).getTime() - Date.now();
    expect(delay).toBeGreaterThan(14 * 60_000);
    expect(delay).toBeLessThanOrEqual(15 * 60_000);
    expect(pending.filter((j) => j.status === 'done').length).toBeGreaterThanOrEqual(1);
  });

  it("reminds a candidate given a later deadline before their own last day, not the job's (issue 32)", async () => {
    const { owner } = await buildTenants(t.app, 'Deadline Co');
    // The job ended yesterday; this candidate may answer until the end of 2031-05-11.
    const job = await buildCampaign(t.app, owner, { jobTitle: 'Joiner', startDate: '2031-05-01', endDate: '2031-05-09' });
    const extended = await lineFor(job.id, owner, { accommodationEndDate: '2031-05-11' });
    const longer = await lineFor(job.id, owner, { accommodationEndDate: '2031-05-20' });
    const others = await lineFor(job.id, owner);

    expect(await scanReminders(t.app.ctx, now)).toBe(1);
    const [mail] = await mailsTo(t.app, extended.line.candidateEmail);
    expect(mail.textBody).toContain('closes on 11 May 2031');
    for (const l of [longer, others]) expect(await mailsTo(t.app, l.line.candidateEmail)).toHaveLength(0);
  });
});
