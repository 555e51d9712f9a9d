import { and, eq } from 'drizzle-orm';
import {
  candidateStage,
  CAMPAIGN_LINE_STATUS,
  MSG,
  RESPONSE_KINDS_BY_STAGE,
  type ApplicationResponseInput,
  type ApplicationResponseKind,
  type ApplicationResponsePreview,
  type CandidateStage,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { campaignLines, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { readableDate } from '../../platform/dates';
import { enqueueMail } from '../../platform/mail/outbox';
import { RESPONSE_MAIL_TEMPLATES, layout, mailLogoUrl } from '../../platform/mail/templates';
import { loadReviewableLine, type ReviewableLine } from '../campaigns/review-scope';
import { recordReminderSent } from '../campaigns/candidate-lines';
import { updateStatus, withdrawInvitation } from '../candidates/service';
import { brandingOf, jobLink, loadJob, personalLink, type CampaignRow } from '../campaigns/read-model';
import { acceptsInvites, interviewClosedReason } from '../campaigns/interview-window';
import { displayName } from '../notifications/service';
import { messagingPolicy } from './policy';

/*
 * Responses to candidates (docs/api-review.md "Decisions and responses"): a templated email,
 * previewed first, queued in the outbox. What may be sent depends on the candidate's stage
 * (RESPONSE_KINDS_BY_STAGE): shortlist and reject, on a finished interview, also set the line's
 * status; before it is finished, a reminder sends the candidate their link again and a withdrawal
 * ends the invitation (status Withdrawn, the link stops working). Every change happens in the
 * transaction that queues the email, so the candidate is told exactly what was recorded.
 */

/** The status a response records; a reminder or a custom message records none. */
const STATUS_OF: Partial<Record<ApplicationResponseKind, number>> = {
  shortlist: CAMPAIGN_LINE_STATUS.Shortlisted,
  reject: CAMPAIGN_LINE_STATUS.Rejected,
};

/**
 * Stands in for a candidate's new personal link in a preview: the link's secret is made when the
 * reminder is sent (only its hash is kept), and it replaces the one in the invitation.
 */
export const PERSONAL_LINK_PREVIEW = '[the candidate’s new personal interview link, made when you send]';

const templateOf = (kind: Exclude<ApplicationResponseKind, 'custom'>, stage: CandidateStage) =>
  RESPONSE_MAIL_TEMPLATES[kind === 'reminder' && stage === 'inProgress' ? 'reminderInProgress' : kind];

/** Replaces the known `{placeholders}`; anything else in braces is left as written. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));

/** A response queued: the email, its line and the line's status afterwards. */
export interface SentResponse extends ApplicationResponsePreview {
  campaignLineId: number;
  status: number;
}

interface ComposedResponse extends ApplicationResponsePreview {
  html: string;
  fromName: string;
}

/** A line with its job and stage, once the response is known to fit them. */
interface Recipient {
  line: ReviewableLine;
  job: CampaignRow;
  stage: CandidateStage;
}

/**
 * The line the response goes to, with its job and stage; 404 as loadReviewableLine, and 409 with
 * `details.kind` unless the response fits the stage (a decision only on a finished interview, a
 * reminder or withdrawal only before it) or for a reminder when the job no longer takes interviews.
 */
async function recipientOf(db: DbOrTx, actor: AuthContext, lineId: number, kind: ApplicationResponseKind): Promise<Recipient> {
  messagingPolicy.authorize(actor, 'candidate.respond');
  const line = await loadReviewableLine({ db }, actor, lineId);
  const job = await loadJob({ db }, actor.enterpriseId, line.campaignId);
  const stage = candidateStage(line);
  if (!RESPONSE_KINDS_BY_STAGE[stage].includes(kind)) {
    const message =
      stage === 'withdrawn'
        ? MSG.invitationWithdrawn
        : stage === 'completed'
          ? MSG.responseNeedsUnfinishedInterview
          : MSG.decisionNeedsFinishedInterview;
    throw new HttpError(409, message, { kind: [message] });
  }
  if (kind === 'reminder' && !acceptsInvites(job)) {
    const message = interviewClosedReason(job) ?? MSG.interviewEnded;
    throw new HttpError(409, message, { kind: [message] });
  }
  return { line, job, stage };
}

/**
 * The email a response sends to the line's candidate: names, job title, employer, closing date
 * and (for a reminder) the interview link filled in. `link` is the link to send; without it (a
 * preview) a candidate who has not started is shown a stand-in for their new personal link.
 */
async function compose(
  deps: Deps<'config'>,
  actor: AuthContext,
  { line, job, stage }: Recipient,
  input: ApplicationResponseInput,
  link?: string,
): Promise<ComposedResponse> {
  const { db, config } = deps;
  const brand = await brandingOf(deps, job, config.publicUrl, mailLogoUrl);
  const employerName = brand.name || 'our team';
  const [sender] = await db.select().from(users).where(and(eq(users.enterpriseId, actor.enterpriseId), eq(users.id, actor.userId)));
  const firstName = line.candidateFirstName?.trim() ?? '';
  const lastName = line.candidateLastName?.trim() ?? '';
  const values = {
    firstName: firstName || 'there',
    lastName,
    fullName: `${firstName} ${lastName}`.trim() || 'there',
    jobTitle: line.jobTitle.trim() || line.jobName,
    employerName,
    senderName: sender ? displayName(sender) : employerName,
    closingDate: readableDate(job.endDate),
    interviewLink: link ?? (stage === 'inProgress' ? jobLink(config, job) : PERSONAL_LINK_PREVIEW),
  };
  const template = input.kind === 'custom' ? { subject: '', body: '' } : templateOf(input.kind, stage);
  let body = input.body ?? template.body;
  // A reminder always carries the link, also when its text was written by hand.
  if (input.kind === 'reminder' && !body.includes('{interviewLink}')) body = `${body}\n\n{interviewLink}`;
  const subject = fill(input.subject ?? template.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const text = fill(body, values).replace(/\r\n?/g, '\n').trim();
  const paragraphs = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const action =
    input.kind === 'reminder' && link ? { label: stage === 'inProgress' ? 'Continue my interview' : 'Start my interview', url: link } : undefined;
  return { to: line.candidateEmail, subject, text, html: layout(subject, paragraphs, action, brand), fromName: employerName };
}

/** POST /Message/PreviewApplicationResponse: the email as it would be sent; nothing is written. */
export async function previewApplicationResponse(deps: Deps<'config'>, actor: AuthContext, input: ApplicationResponseInput): Promise<ApplicationResponsePreview> {
  const recipient = await recipientOf(deps.db, actor, input.campaignLineId, input.kind);
  const { to, subject, text } = await compose(deps, actor, recipient, input);
  return { to, subject, text };
}

/**
 * A reminder's link. A candidate who has not started gets a new personal link: only hashes are
 * kept, so a new secret replaces the old one (the invitation's link stops working). One who has
 * started keeps theirs, so an interview in progress is never cut off, and gets the job link,
 * which resumes on their device. Either way the reminder is recorded (the line's reminderSentAt),
 * so the automatic reminder before the job closes is not sent as well.
 */
async function reminderLink(deps: Deps<'config'>, { line, job, stage }: Recipient): Promise<string> {
  const secret = stage === 'notStarted' ? randomToken(24) : null;
  await recordReminderSent(
    deps,
    { enterpriseId: line.enterpriseId, campaignLineId: line.id },
    { sentAt: new Date().toISOString(), inviteTokenHash: secret && sha256(secret) },
  );
  return secret ? personalLink(deps.config, job.id, job.enterpriseId, secret) : jobLink(deps.config, job);
}

/**
 * POST /Message/sendApplicationResponse: queues the email (from the platform sender under the
 * employer's name, replies to the user) and records what it says — shortlist or reject sets the
 * status, a reminder renews the link, a withdrawal ends the invitation — in one transaction.
 * A response that does not fit the candidate's stage is 409 (nothing is sent or changed).
 */
export async function sendApplicationResponse(
  deps: Deps<'config' | 'events' | 'mail'>,
  actor: AuthContext,
  input: ApplicationResponseInput,
): Promise<SentResponse> {
  const sent = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    // Locked: the candidate finishing (or a colleague deciding) waits until this response is recorded.
    await tx
      .select({ id: campaignLines.id })
      .from(campaignLines)
      .where(and(eq(campaignLines.enterpriseId, actor.enterpriseId), eq(campaignLines.id, input.campaignLineId)))
      .for('update');
    const recipient = await recipientOf(tx, actor, input.campaignLineId, input.kind);
    const { line } = recipient;
    const link = input.kind === 'reminder' ? await reminderLink(txDeps, recipient) : undefined;
    const mail = await compose(txDeps, actor, recipient, input, link);
    const decided = STATUS_OF[input.kind];
    let status = line.status;
    if (decided !== undefined) status = (await updateStatus(txDeps, actor, { lineId: line.id, status: decided })).status;
    if (input.kind === 'withdraw') status = (await withdrawInvitation(txDeps, actor, line.id)).status;
    await enqueueMail(tx, { ...mail, enterpriseId: actor.enterpriseId, replyTo: actor.email });
    return { to: mail.to, subject: mail.subject, text: mail.text, campaignLineId: line.id, status };
  });
  deps.mail.wake();
  return sent;
}
