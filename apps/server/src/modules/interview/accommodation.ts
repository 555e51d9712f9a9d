import { and, eq } from 'drizzle-orm';
import { MSG, USER_STATUS, rolesFor, type InterviewAccommodationRequest } from '@candid/shared';
import type { CandidateLine } from '../../actors';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { campaignLines, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { accommodationRequestMail } from '../../platform/mail/templates';
import { record as audit } from '../audit/record';
import { setAccommodationRequest } from '../campaigns/candidate-lines';
import { loadJob, type CampaignRow } from '../campaigns/read-model';
import { candidateUrl, displayName } from '../notifications/service';

/*
 * A candidate's request for an accommodation (issue 32), sent from their first page: kept with
 * their line (their data copy has it, their erasure removes it), mailed to the job's team, and
 * recorded in the audit trail as a fact (the trail outlives the candidate, so never their words).
 */

/**
 * Who reads a request: the job's creator and its hiring manager, and, when neither of them may
 * grant an accommodation, everyone who may (Owner, Administrator, Admin). Active members only.
 */
async function teamOf({ db }: Deps, job: Pick<CampaignRow, 'enterpriseId' | 'userId' | 'hiringManagerId'>) {
  const members = await db
    .select({ id: users.id, email: users.email, accessLevel: users.accessLevel })
    .from(users)
    .where(and(eq(users.enterpriseId, job.enterpriseId), eq(users.status, USER_STATUS.Active)));
  const grants = new Set<number>(rolesFor('candidates.decide'));
  const ofJob = members.filter((u) => u.id === job.userId || u.id === job.hiringManagerId);
  if (ofJob.some((u) => grants.has(u.accessLevel))) return ofJob;
  return [...ofJob, ...members.filter((u) => grants.has(u.accessLevel) && !ofJob.includes(u))];
}

/**
 * POST /interview/{c}/{e}/accommodation: the candidate's words to the job's team. A few a day per
 * candidate (429 beyond); 409 once they have finished. A later request replaces the one kept.
 */
export async function requestAccommodation(
  deps: Deps<'config' | 'mail' | 'limits'>,
  line: CandidateLine,
  input: InterviewAccommodationRequest,
): Promise<{ requestedAt: string }> {
  if (line.completedAt) throw new HttpError(409, MSG.answerInterviewCompleted);
  if (!(await deps.limits.accommodationRequestsPerCandidate.take(String(line.campaignLineId)))) throw new HttpError(429, MSG.tooManyRequests);
  const job = await loadJob(deps, line.enterpriseId, line.campaignId);
  const requestedAt = await withTransaction(deps, async (txDeps) => {
    await setAccommodationRequest(txDeps, line, input.request);
    const [candidate] = await txDeps.db
      .select({
        firstName: campaignLines.candidateFirstName,
        lastName: campaignLines.candidateLastName,
        email: campaignLines.candidateEmail,
        requestedAt: campaignLines.accommodationRequestedAt,
      })
      .from(campaignLines)
      .where(and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId)));
    const team = await teamOf(txDeps, job);
    const mail = accommodationRequestMail({
      candidateName: displayName({ firstName: candidate.firstName ?? '', lastName: candidate.lastName ?? '', email: candidate.email }),
      jobTitle: job.jobTitle || job.name,
      request: input.request,
      url: candidateUrl(deps, line.campaignLineId),
    });
    for (const member of team) {
      await enqueueMail(txDeps.db, { ...mail, to: member.email, replyTo: candidate.email, enterpriseId: line.enterpriseId, campaignLineId: line.campaignLineId });
    }
    await audit(txDeps, {
      enterpriseId: line.enterpriseId,
      lineId: line.campaignLineId,
      campaignId: line.campaignId,
      actor: { kind: 'candidate' },
      action: 'accommodationRequested',
      detail: `mailed to ${team.length} ${team.length === 1 ? 'member' : 'members'} of the team`,
    });
    return candidate.requestedAt!;
  });
  deps.mail.wake();
  return { requestedAt };
}
