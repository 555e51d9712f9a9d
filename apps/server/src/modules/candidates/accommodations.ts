import { MSG, isAccommodated, type Accommodation } from '@candid/shared';
import { candidateLocaleOf } from '@candid/shared/locales';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { readableDate } from '../../platform/dates';
import { enqueueMail } from '../../platform/mail/outbox';
import { deadlineExtendedMail, mailLogoUrl } from '../../platform/mail/templates';
import { byMember, record as audit } from '../audit/record';
import { setAccommodation } from '../campaigns/candidate-lines';
import { brandingOf, loadJob } from '../campaigns/read-model';
import { loadReviewableLine } from '../campaigns/review-scope';
import type { CandidateView } from './model';
import { candidatesPolicy } from './policy';
import { getCandidate } from './service';

/**
 * PUT /CampaignLine/{id}/Accommodation (issue 32): more time ('1.5', '2', 'untimed'), extra
 * attempts per question and a later deadline for one candidate, applied by the candidate's next
 * page (the landing, the consent and the uploads read it). Nothing granted withdraws it. The
 * deadline must be after the job's end date (400 otherwise); a new one is mailed to a candidate
 * who has not finished, in their language. Audited with what was granted.
 */
export async function grantAccommodation(deps: Deps<'config' | 'mail'>, auth: AuthContext, lineId: number, grant: Accommodation): Promise<CandidateView> {
  candidatesPolicy.authorize(auth, 'candidate.accommodate');
  const line = await loadReviewableLine(deps, auth, lineId);
  const job = await loadJob(deps, auth.enterpriseId, line.campaignId);
  if (grant.endDate !== null && grant.endDate <= job.endDate) {
    const message = MSG.accommodationEndDateTooEarly(readableDate(job.endDate));
    throw badRequest(message, { CampaignLine_AccommodationEndDate: [message] });
  }
  const granted = isAccommodated(grant);
  const tellCandidate = grant.endDate !== null && grant.endDate !== line.accommodationEndDate && !line.completedAt;
  await withTransaction(deps, async (txDeps) => {
    await setAccommodation(txDeps, { enterpriseId: auth.enterpriseId, campaignLineId: lineId }, { ...grant, grantedAt: granted ? new Date().toISOString() : null });
    await audit(txDeps, {
      enterpriseId: auth.enterpriseId,
      actor: byMember(auth.userId),
      action: 'accommodationGranted',
      lineId,
      campaignId: line.campaignId,
      detail: granted ? `time ${grant.time ?? 'as the job'}, extra attempts ${grant.extraRetakes}, until ${grant.endDate ?? 'the job ends'}` : 'withdrawn',
    });
    if (tellCandidate) {
      const brand = await brandingOf(txDeps, job, deps.config.publicUrl, mailLogoUrl);
      await enqueueMail(txDeps.db, {
        ...deadlineExtendedMail({
          employerName: brand.name,
          brand,
          jobTitle: job.jobTitle || job.name,
          firstName: line.candidateFirstName,
          endDate: grant.endDate!,
          locale: candidateLocaleOf(job.language),
        }),
        to: line.candidateEmail,
        replyTo: auth.email,
        enterpriseId: auth.enterpriseId,
      });
    }
  });
  if (tellCandidate) deps.mail.wake();
  return getCandidate(deps, auth, lineId);
}
