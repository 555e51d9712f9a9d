import { and, asc, eq, isNull } from 'drizzle-orm';
import { SETTING_JOB_VOICE } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { settings } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { loadCampaign } from '../campaigns/service';
import { settingsPolicy } from './policy';
import type { SettingChange, SettingFields } from './wire';

export type SettingRow = typeof settings.$inferSelect;

const scope = (enterpriseId: number, campaignId: number | null) =>
  and(
    eq(settings.enterpriseId, enterpriseId),
    campaignId === null ? isNull(settings.campaignId) : eq(settings.campaignId, campaignId),
    eq(settings.deleted, 0),
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
export async function listSettings(deps: Deps, actor: AuthContext, campaignId: number | null): Promise<SettingRow[]> {
  const { db } = deps;
  const { enterpriseId } = actor;
  if (campaignId !== null) await loadCampaign(deps, actor, campaignId);
  return db
    .select()
    .from(settings)
    .where(scope(enterpriseId, campaignId))
    .orderBy(asc(settings.name), asc(settings.id));
}

/**
 * POST /Setting: saves each setting by name within its job (or the enterprise): a name
 * that is already set is updated, so saving the create-job screen twice adds nothing.
 * All or nothing, in one transaction.
 */
export async function saveSettings(deps: Deps, actor: AuthContext, list: SettingFields[]): Promise<{ saved: SettingRow[]; created: boolean }> {
  return withTransaction(deps, async ({ db: tx }) => {
    const saved: SettingRow[] = [];
    let created = false;
    for (const input of list) {
      const campaignId = input.campaignId ?? null;
      await checkScope(tx, actor, campaignId);
      const where = and(scope(actor.enterpriseId, campaignId), eq(settings.name, input.name));
      const [existing] = await tx.select({ id: settings.id }).from(settings).where(where).orderBy(asc(settings.id)).limit(1);
      if (existing) {
        const [row] = await tx
          .update(settings)
          .set({ ...input, campaignId })
          .where(and(eq(settings.enterpriseId, actor.enterpriseId), eq(settings.id, existing.id)))
          .returning();
        saved.push(row);
      } else {
        const [row] = await tx
          .insert(settings)
          .values({ ...input, campaignId, enterpriseId: actor.enterpriseId, userId: actor.userId })
          .returning();
        saved.push(row);
        created = true;
      }
    }
    return { saved, created };
  });
}

/** PUT /Setting: updates settings by id; any id that is not the enterprise's live setting is a 404 and nothing changes. */
export async function updateSettings(deps: Deps, actor: AuthContext, list: SettingChange[]): Promise<SettingRow[]> {
  return withTransaction(deps, async ({ db: tx }) => {
    const saved: SettingRow[] = [];
    for (const input of list) {
      const [current] = await tx
        .select()
        .from(settings)
        .where(and(eq(settings.enterpriseId, actor.enterpriseId), eq(settings.id, input.id), eq(settings.deleted, 0)));
      if (!current) throw notFound();
      await checkScope(tx, actor, current.campaignId);
      const campaignId = input.campaignId === undefined ? current.campaignId : input.campaignId;
      if (campaignId !== current.campaignId) await checkScope(tx, actor, campaignId);
      const { id, ...fields } = input;
      const [row] = await tx
        .update(settings)
        .set({ ...fields, campaignId })
        .where(and(eq(settings.enterpriseId, actor.enterpriseId), eq(settings.id, id)))
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
    eq(settings.enterpriseId, actor.enterpriseId),
    eq(settings.campaignId, campaignId),
    eq(settings.name, SETTING_JOB_VOICE.name),
  );
  const [existing] = await db.select({ id: settings.id }).from(settings).where(where);
  if (existing) await db.update(settings).set({ value: voice, deleted: 0 }).where(where);
  else
    await db.insert(settings).values({
      enterpriseId: actor.enterpriseId,
      campaignId,
      userId: actor.userId,
      name: SETTING_JOB_VOICE.name,
      value: voice,
      categoryId: SETTING_JOB_VOICE.categoryId,
    });
}
