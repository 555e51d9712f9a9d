import { and, asc, eq, isNull } from 'drizzle-orm';
import { SETTING_JOB_VOICE, type Setting, type SettingInput, type SettingUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { settings } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { loadCampaign } from '../campaigns/service';
import { settingsPolicy } from './policy';

type Row = typeof settings.$inferSelect;

const scope = (enterpriseId: number, campaignId: number | null) =>
  and(
    eq(settings.fk_Enterprise_ID, enterpriseId),
    campaignId === null ? isNull(settings.fk_Campaign_ID) : eq(settings.fk_Campaign_ID, campaignId),
    eq(settings.Setting_Deleted, 0),
  );

/** A job's settings need a job editor and a live job in sight (404); enterprise-wide ones need an account editor (403). */
async function checkScope(db: DbOrTx, actor: AuthContext, campaignId: number | null) {
  if (campaignId === null) {
    settingsPolicy.authorize(actor, 'enterpriseSettings.edit');
  } else {
    settingsPolicy.authorize(actor, 'jobSettings.edit');
    await loadCampaign({ db }, actor, campaignId);
  }
}

/** The live settings of a job of the enterprise, or the enterprise-wide ones when no job is given. */
export async function listSettings(deps: Deps, actor: AuthContext, campaignId: number | null): Promise<Setting[]> {
  const { db } = deps;
  const { enterpriseId } = actor;
  if (campaignId !== null) await loadCampaign(deps, actor, campaignId);
  return db
    .select()
    .from(settings)
    .where(scope(enterpriseId, campaignId))
    .orderBy(asc(settings.Setting_Name), asc(settings.pk_Setting_ID));
}

/**
 * POST /Setting: saves each setting by name within its job (or the enterprise): a name
 * that is already set is updated, so saving the create-job screen twice adds nothing.
 * All or nothing, in one transaction.
 */
export async function saveSettings(deps: Deps, actor: AuthContext, list: SettingInput[]): Promise<{ saved: Setting[]; created: boolean }> {
  return withTransaction(deps, async ({ db: tx }) => {
    const saved: Row[] = [];
    let created = false;
    for (const input of list) {
      const campaignId = input.fk_Campaign_ID ?? null;
      await checkScope(tx, actor, campaignId);
      const where = and(scope(actor.enterpriseId, campaignId), eq(settings.Setting_Name, input.Setting_Name));
      const [existing] = await tx.select({ id: settings.pk_Setting_ID }).from(settings).where(where).orderBy(asc(settings.pk_Setting_ID)).limit(1);
      if (existing) {
        const [row] = await tx
          .update(settings)
          .set({ ...input, fk_Campaign_ID: campaignId })
          .where(and(eq(settings.fk_Enterprise_ID, actor.enterpriseId), eq(settings.pk_Setting_ID, existing.id)))
          .returning();
        saved.push(row);
      } else {
        const [row] = await tx
          .insert(settings)
          .values({ ...input, fk_Campaign_ID: campaignId, fk_Enterprise_ID: actor.enterpriseId, fk_User_ID: actor.userId })
          .returning();
        saved.push(row);
        created = true;
      }
    }
    return { saved, created };
  });
}

/** PUT /Setting: updates settings by id; any id that is not the enterprise's live setting is a 404 and nothing changes. */
export async function updateSettings(deps: Deps, actor: AuthContext, list: SettingUpdate[]): Promise<Setting[]> {
  return withTransaction(deps, async ({ db: tx }) => {
    const saved: Row[] = [];
    for (const input of list) {
      const [current] = await tx
        .select()
        .from(settings)
        .where(and(eq(settings.fk_Enterprise_ID, actor.enterpriseId), eq(settings.pk_Setting_ID, input.pk_Setting_ID), eq(settings.Setting_Deleted, 0)));
      if (!current) throw notFound();
      await checkScope(tx, actor, current.fk_Campaign_ID);
      const campaignId = input.fk_Campaign_ID === undefined ? current.fk_Campaign_ID : input.fk_Campaign_ID;
      if (campaignId !== current.fk_Campaign_ID) await checkScope(tx, actor, campaignId);
      const { pk_Setting_ID: id, ...fields } = input;
      const [row] = await tx
        .update(settings)
        .set({ ...fields, fk_Campaign_ID: campaignId })
        .where(and(eq(settings.fk_Enterprise_ID, actor.enterpriseId), eq(settings.pk_Setting_ID, id)))
        .returning();
      saved.push(row);
    }
    return saved;
  });
}

/**
 * The voice the job's questions are spoken in (the create-job screen's SaveJob): the job's voice
 * setting is written, revived if it was deleted, or added. The caller has checked the job.
 */
export async function saveJobVoice({ db }: Deps, actor: AuthContext, campaignId: number, voice: string): Promise<void> {
  const where = and(
    eq(settings.fk_Enterprise_ID, actor.enterpriseId),
    eq(settings.fk_Campaign_ID, campaignId),
    eq(settings.Setting_Name, SETTING_JOB_VOICE.name),
  );
  const [existing] = await db.select({ id: settings.pk_Setting_ID }).from(settings).where(where);
  if (existing) await db.update(settings).set({ Setting_Value: voice, Setting_Deleted: 0 }).where(where);
  else
    await db.insert(settings).values({
      fk_Enterprise_ID: actor.enterpriseId,
      fk_Campaign_ID: campaignId,
      fk_User_ID: actor.userId,
      Setting_Name: SETTING_JOB_VOICE.name,
      Setting_Value: voice,
      fk_Setting_Category_ID: SETTING_JOB_VOICE.categoryId,
    });
}
