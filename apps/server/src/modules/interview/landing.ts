import { accommodatedTiming, isAccommodated, NO_ACCOMMODATION, type InterviewLanding } from '@candid/shared';
import type { PublicJob } from '../../actors';
import type { Deps } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { resolveCandidate } from '../campaigns/candidate-token';
import { markLinkOpened } from '../campaigns/candidate-lines';
import { brandingOf, dialogTexts, jobVoice, liveQuestionCount, loadJob, publicLinkOpens } from '../campaigns/read-model';
import { candidateWindow, interviewClosedReason, isScheduled } from '../campaigns/interview-window';

/**
 * GET /interview/{c}/{e}: what the candidate sees before starting. It opens with the job's
 * public-link secret (`link`), a candidate's own token, or, for a job older than secrets, bare
 * while the job is open; otherwise 404, so jobs cannot be listed by walking ids. Through the
 * public link a job that has ended or is paused answers 410 with the reason and nothing else; a
 * job that opens later shows its page with `opensOn`. A candidate of the job still sees it
 * (open=false), and the thank-you page once done.
 */
export async function interviewLanding(
  deps: Deps<'config'>,
  { campaignId, enterpriseId }: PublicJob,
  access: { link?: string; token?: string },
): Promise<InterviewLanding> {
  const { config } = deps;
  const job = await loadJob(deps, enterpriseId, campaignId);
  const candidate = access.token ? await resolveCandidate(deps, access.token, { campaignId, enterpriseId }).catch(() => null) : null;
  // The completion funnel's "opened" (issue 33): the first time a candidate's own link is opened.
  if (candidate) await markLinkOpened(deps, candidate);
  // A candidate given a later deadline (issue 32) still finds the job open after it ends.
  const window = candidate ? candidateWindow(job, candidate) : job;
  const closedReason = interviewClosedReason(window);
  const opensOn = closedReason !== null && isScheduled(window) ? job.startDate : null;
  if (!candidate) {
    if (!publicLinkOpens(job, access.link, closedReason === null)) throw notFound();
    // A job that opens later shows its page and the date; one that has ended or is paused, 410.
    if (closedReason && !opensOn) throw new HttpError(410, closedReason);
  }
  const [employer, questionCount, voice, texts] = await Promise.all([
    brandingOf(deps, job, config.publicUrl),
    liveQuestionCount(deps, job),
    jobVoice(deps, job),
    dialogTexts(deps, job),
  ]);
  return {
    campaignId: job.id,
    enterpriseId: job.enterpriseId,
    jobTitle: job.jobTitle || job.name,
    employer,
    questionCount,
    estimatedMinutes: Math.ceil((questionCount * (job.thinkTimeSeconds + job.answerTimeLimitSeconds)) / 60),
    // A candidate's own link answers with their accommodation applied (issue 32).
    settings: accommodatedTiming(
      { thinkTimeSeconds: job.thinkTimeSeconds, answerTimeLimitSeconds: job.answerTimeLimitSeconds, retakes: job.retakes, untimed: job.untimed },
      candidate?.accommodation ?? NO_ACCOMMODATION,
    ),
    accommodation: candidate && isAccommodated(candidate.accommodation) ? candidate.accommodation : null,
    voice,
    language: job.language,
    ...texts,
    // The company's own policy page (its text, or the default naming it).
    privacyPolicyUrl: `/privacy-policy/${job.enterpriseId}`,
    open: closedReason === null,
    closedReason,
    opensOn,
    // A bare legacy link: the app puts the secret in the address, so the page is shared with it.
    ...(candidate || access.link ? {} : { link: job.publicLinkToken }),
  };
}
