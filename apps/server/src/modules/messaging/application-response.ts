import { and, eq } from 'drizzle-orm';
import {
  CAMPAIGN_LINE_STATUS,
  type ApplicationResponseInput,
  type ApplicationResponseKind,
  type ApplicationResponsePreview,
  type ApplicationResponseSent,
} from '@candid/shared';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { layout } from '../../platform/mail/templates';
import { loadReviewableLine, type ReviewableLine } from '../candidates/access';
import { updateStatus } from '../candidates/service';
import { brandingOf, loadJob } from '../interview/job';
import { displayName } from '../comments/notifications';

/*
 * Responses to candidates (docs/api-review.md "Decisions and responses"): a templated email,
 * previewed first, queued in the outbox; shortlist and reject also set the line's status in the
 * same transaction, so the candidate is told exactly when the decision is recorded.
 */

/** The status a response records; a custom message records none. */
const STATUS_OF: Partial<Record<ApplicationResponseKind, number>> = {
  shortlist: CAMPAIGN_LINE_STATUS.Shortlisted,
  reject: CAMPAIGN_LINE_STATUS.Rejected,
};

const SIGN_OFF = 'Kind regards,\n{senderName}\n{employerName}';

/** The default subject and body of each kind; `{name}` placeholders are filled in per candidate. */
export const APPLICATION_RESPONSE_TEMPLATES: Record<Exclude<ApplicationResponseKind, 'custom'>, { subject: string; body: string }> = {
  shortlist: {
    subject: 'Your application for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'Thank you for completing your video interview for the {jobTitle} role at {employerName}.',
      'We are pleased to let you know that you have been shortlisted for the next stage. We will be in touch shortly about the next steps.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  reject: {
    subject: 'Your application for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'Thank you for your interest in the {jobTitle} role at {employerName} and for the time you took to complete your video interview.',
      'After careful consideration, we have decided not to take your application further on this occasion. We appreciate your effort and wish you every success in your search.',
      SIGN_OFF,
    ].join('\n\n'),
  },
};

/** Replaces the known `{placeholders}`; anything else in braces is left as written. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));

interface ComposedResponse extends ApplicationResponsePreview {
  html: string;
  fromName: string;
}

/** The email a response sends to the line's candidate: names, job title and employer filled in. */
async function compose(ctx: AppContext, db: DbOrTx, actor: AuthContext, line: ReviewableLine, input: ApplicationResponseInput): Promise<ComposedResponse> {
  const job = await loadJob(db, actor.enterpriseId, line.fk_Campaign_ID);
  const employerName = (await brandingOf(db, job, ctx.config.publicUrl)).name || 'our team';
  const [sender] = await db.select().from(users).where(and(eq(users.fk_Enterprise_ID, actor.enterpriseId), eq(users.pk_User_ID, actor.userId)));
  const firstName = line.CampaignLine_CandidateFirstName?.trim() ?? '';
  const lastName = line.CampaignLine_CandidateLastName?.trim() ?? '';
  const values = {
    firstName: firstName || 'there',
    lastName,
    fullName: `${firstName} ${lastName}`.trim() || 'there',
    jobTitle: line.Campaign_Job_Title.trim() || line.Campaign_Name,
    employerName,
    senderName: sender ? displayName(sender) : employerName,
  };
  const template = input.kind === 'custom' ? { subject: '', body: '' } : APPLICATION_RESPONSE_TEMPLATES[input.kind];
  const subject = fill(input.subject ?? template.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const text = fill(input.body ?? template.body, values).replace(/\r\n?/g, '\n').trim();
  const paragraphs = text.split('\n').map((l) => l.trim()).filter(Boolean);
  return { to: line.CampaignLine_CandidateEmail, subject, text, html: layout(subject, paragraphs), fromName: employerName };
}

/** POST /Message/PreviewApplicationResponse: the email as it would be sent; nothing is written. */
export async function previewApplicationResponse(ctx: AppContext, actor: AuthContext, input: ApplicationResponseInput): Promise<ApplicationResponsePreview> {
  const line = await loadReviewableLine(ctx.db, actor, input.campaignLineId);
  const { to, subject, text } = await compose(ctx, ctx.db, actor, line, input);
  return { to, subject, text };
}

/**
 * POST /Message/sendApplicationResponse: queues the email (from the platform sender under the
 * employer's name, replies to the user) and, for shortlist or reject, sets the line's status —
 * both in one transaction.
 */
export async function sendApplicationResponse(
  ctx: AppContext,
  actor: AuthContext,
  enterpriseId: number,
  input: ApplicationResponseInput,
): Promise<ApplicationResponseSent> {
  if (enterpriseId !== actor.enterpriseId) throw notFound();
  const sent = await ctx.db.transaction(async (tx) => {
    const line = await loadReviewableLine(tx, actor, input.campaignLineId);
    const mail = await compose(ctx, tx, actor, line, input);
    const decided = STATUS_OF[input.kind];
    const status = decided === undefined ? line.CampaignLine_Status : (await updateStatus(tx, actor, line.pk_CampaignLine_ID, decided)).CampaignLine_Status;
    await enqueueMail(tx, { ...mail, enterpriseId: actor.enterpriseId, replyTo: actor.email });
    return { to: mail.to, subject: mail.subject, text: mail.text, campaignLineId: line.pk_CampaignLine_ID, CampaignLine_Status: status };
  });
  ctx.mail.wake();
  return sent;
}
