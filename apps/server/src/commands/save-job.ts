import { and, eq } from 'drizzle-orm';
import {
  INTERVIEW_DIALOG_FIELDS,
  SETTING_JOB_VOICE,
  type Campaign,
  type Question,
  type SaveJobInput,
} from '@candid/shared';
import type { Deps } from '../context';
import type { AuthContext } from '../actors';
import type { DbOrTx } from '../db/client';
import { withTransaction } from '../db/transaction';
import { campaigns, settings, videoIntegrationTexts } from '../db/schema/index';
import { writeQuestionList } from '../modules/questions/service';
import { createCampaign, loadCampaign, updateCampaign } from '../modules/campaigns/service';
import { requestInterviewBuild } from '../modules/interview-build/service';
import { jobLink } from '../modules/campaigns/read-model';

/** The SaveJob body (the shared contract's saveJobSchema, defaults applied). */
export type { SaveJobInput };

async function upsertSetting(tx: DbOrTx, actor: AuthContext, campaignId: number, voice: string) {
  const where = and(
    eq(settings.fk_Enterprise_ID, actor.enterpriseId),
    eq(settings.fk_Campaign_ID, campaignId),
    eq(settings.Setting_Name, SETTING_JOB_VOICE.name),
  );
  const [existing] = await tx.select({ id: settings.pk_Setting_ID }).from(settings).where(where);
  if (existing) await tx.update(settings).set({ Setting_Value: voice, Setting_Deleted: 0 }).where(where);
  else
    await tx.insert(settings).values({
      fk_Enterprise_ID: actor.enterpriseId,
      fk_Campaign_ID: campaignId,
      fk_User_ID: actor.userId,
      Setting_Name: SETTING_JOB_VOICE.name,
      Setting_Value: voice,
      fk_Setting_Category_ID: SETTING_JOB_VOICE.categoryId,
    });
}

async function upsertDialogs(tx: DbOrTx, enterpriseId: number, campaignId: number, dialogs: SaveJobInput['dialogs']) {
  const texts: Record<(typeof INTERVIEW_DIALOG_FIELDS)[number], string> = {
    'Engagement Dialog': dialogs.engagement,
    'Interview Introduction Dialog': dialogs.introduction,
    'Interview Closing Dialog': dialogs.closing,
  };
  for (const field of INTERVIEW_DIALOG_FIELDS) {
    const where = and(
      eq(videoIntegrationTexts.fk_Enterprise_ID, enterpriseId),
      eq(videoIntegrationTexts.FkTable, 'Campaign'),
      eq(videoIntegrationTexts.FkId, campaignId),
      eq(videoIntegrationTexts.FieldName, field),
    );
    const [existing] = await tx.select({ id: videoIntegrationTexts.pk_VideoIntegrationText_ID }).from(videoIntegrationTexts).where(where);
    if (existing) await tx.update(videoIntegrationTexts).set({ Text: texts[field] }).where(where);
    else await tx.insert(videoIntegrationTexts).values({ fk_Enterprise_ID: enterpriseId, FkTable: 'Campaign', FkId: campaignId, FieldName: field, Text: texts[field] });
  }
}

export async function saveJob(
  deps: Deps<'queue' | 'config' | 'events'>,
  actor: AuthContext,
  input: SaveJobInput,
): Promise<{ campaign: Campaign; questions: Question[]; created: boolean }> {
  const saved = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const { pk_Campaign_ID: existingId, ...fields } = input.campaign;
    const created = existingId === undefined;
    let campaign = created
      ? await createCampaign(txDeps, actor, fields)
      : await updateCampaign(txDeps, actor, { ...fields, pk_Campaign_ID: existingId });
    await upsertSetting(tx, actor, campaign.pk_Campaign_ID, input.voice);
    const questionList = await writeQuestionList(txDeps, actor, { fk_Campaign_ID: campaign.pk_Campaign_ID, questions: input.questions });
    await upsertDialogs(tx, actor.enterpriseId, campaign.pk_Campaign_ID, input.dialogs);
    const link = jobLink(deps.config, campaign);
    await tx.update(campaigns).set({ Campaign_Job_Video_Link: link }).where(and(eq(campaigns.fk_Enterprise_ID, actor.enterpriseId), eq(campaigns.pk_Campaign_ID, campaign.pk_Campaign_ID)));
    campaign = await loadCampaign(tx, actor, campaign.pk_Campaign_ID);
    // DESIGN §6.1: the interview (question audio) is rebuilt from what was just saved.
    await requestInterviewBuild(txDeps, { enterpriseId: actor.enterpriseId, campaignId: campaign.pk_Campaign_ID });
    return { campaign, questions: questionList, created };
  });
  deps.queue.wake();
  return saved;
}
