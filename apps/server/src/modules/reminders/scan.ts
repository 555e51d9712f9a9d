import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { CAMPAIGN_LINE_STATUS, LIVE_CAMPAIGN_STATUSES, accommodatedEndDate } from '@candid/shared';
import { candidateLocaleOf } from '@candid/shared/locales';
import { checkMobileNumber } from '@candid/shared/phone';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { campaignLines, campaigns } from '../../db/schema/index';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { interviewReminderMail, mailLogoUrl, type MailBrand } from '../../platform/mail/templates';
import { enqueueSms } from '../../platform/sms/outbox';
import { optedOutAt } from '../../platform/sms/status';
import { smsReminderText } from '../../platform/sms/candidate-sms-text';
import { brandingOf, jobLink, loadJob, personalLink, shortLink, type CampaignRow } from '../campaigns/read-model';
import { todayUtc } from '../campaigns/interview-window';
import { recordReminderSent, type LineRef } from '../campaigns/candidate-lines';
import { definePeriodicJob } from '../../platform/queue/define';
import { remainingSms } from '../billing/plan';

/** Reminders to candidates who have not finished (by text message where they have a mobile number, else by email), every 15 minutes. */
export const reminderScanJob = definePeriodicJob({ name: 'reminders.scan', every: 15 * 60_000, run: (deps: ReminderDeps) => scanReminders(deps) });
/** A candidate invited less than this long ago is not reminded yet. */
const MIN_AGE_MS = 60 * 60_000;
const BATCH = 200;
const DAY_MS = 86_400_000;

type ReminderDeps = Deps<'config' | 'mail' | 'sms'>;

/** A job with what its reminders show: the employer's name and brand. */
type JobMail = { job: CampaignRow; employerName: string; brand: MailBrand };

/** A candidate's last day: the job's end date, or their own later deadline (issue 32). */
const lastDay = sql<string>`greatest(${campaigns.endDate}, coalesce(${campaignLines.accommodationEndDate}, ${campaigns.endDate}))`;

/**
 * One reminder scan (docs/api-interview.md "Reminders"): every line still Invited (0) or
 * Started (1), invited more than an hour ago and not reminded yet, of a live job that closes for
 * them (the end of its end date, or of their own later deadline, UTC) within
 * REMINDER_LEAD_HOURS, gets one email; the line's reminderSentAt is set in the same transaction,
 * so it is sent once. Returns how
 * many were sent.
 */
export async function scanReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const today = todayUtc(now);
  // A job closes at the end of its end date: it closes within the lead time when its end
  // date is no later than the date of (now + lead - 1 day).
  const lastEndDate = todayUtc(new Date(now.getTime() + deps.config.reminderLeadHours * 3_600_000 - DAY_MS));
  if (lastEndDate < today) return 0;
  const invitedBefore = new Date(now.getTime() - MIN_AGE_MS).toISOString();
  const jobs = new Map<number, JobMail>();
  let sent = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: campaignLines.id, enterpriseId: campaignLines.enterpriseId, campaignId: campaignLines.campaignId })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
      .where(
        and(
          inArray(campaignLines.status, [CAMPAIGN_LINE_STATUS.Invited, CAMPAIGN_LINE_STATUS.Started]),
          isNull(campaignLines.reminderSentAt),
          isNull(campaignLines.completedAt),
          sql`coalesce(${campaignLines.invitedAt}, ${campaignLines.createdAt}) < ${invitedBefore}`,
          eq(campaigns.enterpriseId, campaignLines.enterpriseId),
          eq(campaigns.deleted, 0),
          inArray(campaigns.status, [...LIVE_CAMPAIGN_STATUSES]),
          lte(campaigns.startDate, today),
          gte(lastDay, today),
          lte(lastDay, lastEndDate),
        ),
      )
      .orderBy(asc(campaignLines.id))
      .limit(BATCH);
    for (const line of due) {
      let entry = jobs.get(line.campaignId);
      if (!entry) {
        const job = await loadJob(deps, line.enterpriseId, line.campaignId);
        const brand = await brandingOf(deps, job, deps.config.publicUrl, mailLogoUrl);
        entry = { job, employerName: brand.name || 'the hiring team', brand };
        jobs.set(line.campaignId, entry);
      }
      if (await remindLine(deps, { enterpriseId: line.enterpriseId, campaignLineId: line.id }, entry, now)) sent++;
    }
    if (due.length < BATCH) break;
  }
  if (sent) {
    deps.mail.wake();
    deps.sms?.wake();
  }
  return sent;
}

/**
 * Sends one line its reminder: a text message when the candidate has a mobile number that has not
 * opted out and text messages are on (issue 33), else an email. A candidate who has not started
 * gets a fresh personal link (the old one stops working: only hashes are stored; by text message
 * its short link); one who has started keeps theirs, so an interview in progress is never cut off,
 * and is sent the job link.
 */
async function remindLine(deps: ReminderDeps, ref: LineRef, entry: JobMail, now: Date) {
  const { job, employerName, brand } = entry;
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const [current] = await tx
      .select({ status: campaignLines.status, phone: campaignLines.candidatePhone })
      .from(campaignLines)
      .where(
        and(
          eq(campaignLines.enterpriseId, ref.enterpriseId),
          eq(campaignLines.id, ref.campaignLineId),
          isNull(campaignLines.reminderSentAt),
          isNull(campaignLines.completedAt),
        ),
      )
      .for('update');
    if (!current) return false;
    const started = current.status !== CAMPAIGN_LINE_STATUS.Invited;
    const mobile = deps.sms && current.phone ? checkMobileNumber(current.phone) : null;
    // By text message unless the number opted out or the plan's text messages are spent (then by email).
    const textTo =
      mobile?.ok && !(await optedOutAt(tx, [mobile.e164])).has(mobile.e164) && (await remainingSms(txDeps, ref.enterpriseId)) !== 0 ? mobile.e164 : null;
    // A text message's link is short: 128 random bits, as the short link /i/{secret} carries it.
    const secret = started ? null : randomToken(textTo ? 16 : 24);
    const line = await recordReminderSent(txDeps, ref, { sentAt: now.toISOString(), inviteTokenHash: secret && sha256(secret) });
    if (!line) return false;
    const endDate = accommodatedEndDate(job.endDate, { endDate: line.accommodationEndDate });
    const locale = candidateLocaleOf(job.language);
    if (textTo) {
      await enqueueSms(tx, [
        {
          enterpriseId: line.enterpriseId,
          campaignLineId: ref.campaignLineId,
          to: textTo,
          purpose: 'reminder',
          body: smsReminderText(locale, {
            employerName,
            jobTitle: job.jobTitle || job.name,
            firstName: line.candidateFirstName,
            started,
            endDate,
            url: secret ? shortLink(deps.config, secret) : jobLink(deps.config, job),
          }),
        },
      ]);
      return true;
    }
    await enqueueMail(tx, {
      ...interviewReminderMail({
        employerName,
        brand,
        jobTitle: job.jobTitle || job.name,
        firstName: line.candidateFirstName,
        endDate,
        started,
        url: secret ? personalLink(deps.config, job.id, job.enterpriseId, secret) : jobLink(deps.config, job),
        locale,
      }),
      to: line.candidateEmail,
      enterpriseId: line.enterpriseId,
      campaignLineId: ref.campaignLineId,
      purpose: 'reminder',
    });
    return true;
  });
}
