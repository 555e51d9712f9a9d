import { and, eq, isNull, sql } from 'drizzle-orm';
import { CAMPAIGN_LINE_STATUS, type Accommodation } from '@candid/shared';
import type { CandidateChannel } from '@candid/shared/funnel';
import type { Deps } from '../../context';
import type { CandidateLine } from '../../actors';
import { campaignLines } from '../../db/schema/index';
import { setLineStatus, type LineWrite } from './line-status';

/*
 * The commands that change a candidate line (campaign_lines, owned here): invitations, the
 * candidate's own details, the interview starting and finishing, screening, the form and
 * reminders. Each joins the caller's transaction through `deps.db`; status changes go through
 * setLineStatus, so integrations hear of them.
 */

/** A candidate line by its enterprise and id. */
export type LineRef = Pick<CandidateLine, 'enterpriseId' | 'campaignLineId'>;

const lineOf = (line: LineRef) => and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId))!;

/** A candidate invited to a job: by a member's email, or registered through the job's public link. */
export interface InvitedLine {
  campaignId: number;
  jobId: number | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** The sha256 of the candidate's personal secret (the secret itself is never stored). */
  inviteTokenHash: string;
  invitedAt: string;
  /** Came through the public link: costs an invite only once they consent. */
  selfRegistered?: boolean;
  /** How they came (the funnel's channel). */
  channel: CandidateChannel;
}

/** Adds the lines of invited candidates (status Invited); answers each new line's id, job and address. */
export async function addInvitedLines({ db }: Deps, enterpriseId: number, lines: InvitedLine[]) {
  if (lines.length === 0) return [];
  return db
    .insert(campaignLines)
    .values(
      lines.map((l) => ({
        selfRegistered: l.selfRegistered ?? false,
        enterpriseId,
        campaignId: l.campaignId,
        jobId: l.jobId,
        status: CAMPAIGN_LINE_STATUS.Invited,
        candidateEmail: l.email,
        candidateFirstName: l.firstName,
        candidateLastName: l.lastName,
        candidatePhone: l.phone,
        inviteTokenHash: l.inviteTokenHash,
        invitedAt: l.invitedAt,
        channel: l.channel,
      })),
    )
    .returning({ id: campaignLines.id, campaignId: campaignLines.campaignId, email: campaignLines.candidateEmail });
}

/** The candidate was sent a new personal link: the previous one stops working. */
export async function renewInviteToken({ db }: Deps, line: LineRef, inviteTokenHash: string): Promise<void> {
  await db.update(campaignLines).set({ inviteTokenHash }).where(lineOf(line));
}

/**
 * A reminder was sent to an unfinished line (by a member or by the scan), with a new personal link
 * when `inviteTokenHash` is given. Answers the line as written, or undefined when it has finished.
 */
export async function recordReminderSent({ db }: Deps, line: LineRef, { sentAt, inviteTokenHash }: { sentAt: string; inviteTokenHash?: string | null }) {
  const [row] = await db
    .update(campaignLines)
    .set({ reminderSentAt: sentAt, ...(inviteTokenHash ? { inviteTokenHash } : {}) })
    .where(and(lineOf(line), isNull(campaignLines.completedAt)))
    .returning();
  return row as typeof row | undefined;
}

/** Issue 32: the accommodation the team granted a candidate (no time, no retakes and no deadline withdraw it). */
export async function setAccommodation({ db }: Deps, line: LineRef, grant: Accommodation & { grantedAt: string | null }) {
  await db
    .update(campaignLines)
    .set({
      accommodationTime: grant.time,
      accommodationRetakes: grant.extraRetakes,
      accommodationEndDate: grant.endDate,
      accommodationGrantedAt: grant.grantedAt,
    })
    .where(lineOf(line));
}

/** Issue 33: the candidate opened their own link; only the first time is kept. */
export async function markLinkOpened({ db }: Deps, line: LineRef) {
  await db
    .update(campaignLines)
    .set({ openedAt: sql`now()` })
    .where(and(lineOf(line), isNull(campaignLines.openedAt)));
}

/** Issue 32: the candidate's own request for an accommodation (their latest words replace earlier ones). */
export async function setAccommodationRequest({ db }: Deps, line: LineRef, request: string) {
  await db
    .update(campaignLines)
    .set({ accommodationRequest: request, accommodationRequestedAt: sql`now()` })
    .where(lineOf(line));
}

/** The candidate changed their own name and phone; answers the line as written. */
export async function updateCandidateDetails(
  { db }: Deps,
  line: LineRef,
  input: { firstName: string | null; lastName: string | null; phone: string | null },
) {
  const [row] = await db
    .update(campaignLines)
    .set({ candidateFirstName: input.firstName, candidateLastName: input.lastName, candidatePhone: input.phone })
    .where(lineOf(line))
    .returning();
  return row;
}

/**
 * The candidate consented at `at`: the line becomes Started (a later status stays), with its
 * consent and start times kept from the first time. Answers the write (undefined: no such line).
 */
export async function markInterviewStarted(deps: Deps<'events'>, line: LineRef, at: string): Promise<LineWrite | undefined> {
  const [write] = await setLineStatus(deps, line.enterpriseId, lineOf(line), CAMPAIGN_LINE_STATUS.Started, {
    raiseOnly: true,
    set: {
      consentAt: sql`coalesce(${campaignLines.consentAt}, ${at})`,
      startedAt: sql`coalesce(${campaignLines.startedAt}, ${at})`,
    },
  });
  return write;
}

/**
 * The candidate finished at `at`: the line becomes Completed (a later status stays). Answers the
 * write, or undefined when the line had already finished.
 */
export async function markInterviewCompleted(deps: Deps<'events'>, line: LineRef, at: string): Promise<LineWrite | undefined> {
  const [write] = await setLineStatus(deps, line.enterpriseId, and(lineOf(line), isNull(campaignLines.completedAt))!, CAMPAIGN_LINE_STATUS.Completed, {
    raiseOnly: true,
    set: { completedAt: at },
  });
  return write;
}

/** Where the line's screening stands: whether an answer did not qualify, and (`endedAt`) that it ended the interview. */
export async function recordScreeningOutcome({ db }: Deps, line: LineRef, { unmet, endedAt }: { unmet: boolean; endedAt?: string }): Promise<void> {
  await db
    .update(campaignLines)
    .set({ screeningUnmet: unmet, ...(endedAt ? { screeningEndedAt: endedAt } : {}) })
    .where(lineOf(line));
}

/** The candidate submitted the application form (a second submission keeps the first time). */
export async function markFormSubmitted({ db }: Deps, line: LineRef): Promise<void> {
  await db
    .update(campaignLines)
    .set({ formSubmittedAt: sql`coalesce(${campaignLines.formSubmittedAt}, now())` })
    .where(lineOf(line));
}
