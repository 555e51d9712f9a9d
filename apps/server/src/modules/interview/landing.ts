import type { InterviewLanding } from '@candid/shared';
import type { AppContext } from '../../context';
import { brandingOf, dialogTexts, jobVoice, liveQuestionCount, loadJob } from './job';
import { interviewClosedReason } from './policy';

/**
 * GET /interview/{c}/{e}: what the candidate sees before starting (no token needed). A job of
 * another enterprise, or none, is 404; a deleted, ended or paused job answers open=false.
 */
export async function interviewLanding(ctx: AppContext, campaignId: number, enterpriseId: number): Promise<InterviewLanding> {
  const job = await loadJob(ctx.db, enterpriseId, campaignId);
  const [employer, questionCount, voice, texts] = await Promise.all([
    brandingOf(ctx.db, job, ctx.config.publicUrl),
    liveQuestionCount(ctx.db, job),
    jobVoice(ctx.db, job),
    dialogTexts(ctx.db, job),
  ]);
  const closedReason = interviewClosedReason(job);
  return {
    campaignId: job.pk_Campaign_ID,
    enterpriseId: job.fk_Enterprise_ID,
    jobTitle: job.Campaign_Job_Title || job.Campaign_Name,
    campaignName: job.Campaign_Name,
    employer,
    questionCount,
    estimatedMinutes: Math.ceil((questionCount * (job.Campaign_ThinkTimeSeconds + job.Campaign_AnswerTimeLimitSeconds)) / 60),
    settings: {
      thinkTimeSeconds: job.Campaign_ThinkTimeSeconds,
      answerTimeLimitSeconds: job.Campaign_AnswerTimeLimitSeconds,
      retakes: job.Campaign_Retakes,
      untimed: job.Campaign_Untimed,
    },
    voice,
    language: job.Campaign_Language,
    ...texts,
    privacyPolicyUrl: '/privacy-policy',
    open: closedReason === null,
    closedReason,
  };
}
