import { and, eq } from 'drizzle-orm';
import { INTERVIEW_DIALOG_FIELDS, type SaveJobInput } from '@candid/shared';
import type { Deps } from '../../context';
import { videoIntegrationTexts } from '../../db/schema/index';

/** The texts the candidate hears around the questions: engagement, introduction and closing (SaveJob's `dialogs`). */
export type InterviewDialogs = SaveJobInput['dialogs'];

/**
 * Saves a job's interview dialog texts (video_integration_texts, one row per field): each is
 * written over or added. The caller has checked the job.
 */
export async function saveInterviewDialogs({ db }: Deps, enterpriseId: number, campaignId: number, dialogs: InterviewDialogs): Promise<void> {
  const texts: Record<(typeof INTERVIEW_DIALOG_FIELDS)[number], string> = {
    'Engagement Dialog': dialogs.engagement,
    'Interview Introduction Dialog': dialogs.introduction,
    'Interview Closing Dialog': dialogs.closing,
  };
  for (const field of INTERVIEW_DIALOG_FIELDS) {
    const where = and(
      eq(videoIntegrationTexts.enterpriseId, enterpriseId),
      eq(videoIntegrationTexts.fkTable, 'Campaign'),
      eq(videoIntegrationTexts.fkId, campaignId),
      eq(videoIntegrationTexts.fieldName, field),
    );
    const [existing] = await db.select({ id: videoIntegrationTexts.id }).from(videoIntegrationTexts).where(where);
    if (existing) await db.update(videoIntegrationTexts).set({ text: texts[field] }).where(where);
    else await db.insert(videoIntegrationTexts).values({ enterpriseId, fkTable: 'Campaign', fkId: campaignId, fieldName: field, text: texts[field] });
  }
}
