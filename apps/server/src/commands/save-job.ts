import type { SaveJobInput } from '@candid/shared';
import type { Deps } from '../context';
import type { AuthContext } from '../actors';
import { withTransaction } from '../db/transaction';
import { writeQuestionList, type SavedQuestion } from '../modules/questions/service';
import { saveInterviewDialogs } from '../modules/questions/dialogs';
import { createCampaign, saveInterviewLink, updateCampaign } from '../modules/campaigns/service';
import type { JobFieldsOf } from '../modules/campaigns/wire';
import { saveJobVoice } from '../modules/settings/service';
import { requestInterviewBuild } from '../modules/interview-build/service';

/** The SaveJob body (the shared contract's saveJobSchema, defaults applied) with the domain's names (the route maps it). */
export type SaveJobCommand = Omit<SaveJobInput, 'campaign' | 'questions'> & {
  /** The job's fields; with an `id`, a saved job's. */
  campaign: JobFieldsOf<SaveJobInput['campaign']>;
  questions: SavedQuestion[];
};

/**
 * POST /Campaign/SaveJob: the create-job screen in one transaction — the job, its voice, its
 * ordered questions, its dialog texts and its candidate link — then its interview rebuild.
 */
export async function saveJob(
  deps: Deps<'queue' | 'config' | 'events'>,
  actor: AuthContext,
  input: SaveJobCommand,
) {
  const saved = await withTransaction(deps, async (txDeps) => {
    const { id: existingId, ...fields } = input.campaign;
    const created = existingId === undefined;
    const written = created
      ? await createCampaign(txDeps, actor, fields)
      : await updateCampaign(txDeps, actor, { ...fields, id: existingId });
    const campaignId = written.id;
    await saveJobVoice(txDeps, actor, campaignId, input.voice);
    const questionList = await writeQuestionList(txDeps, actor, { campaignId, questions: input.questions });
    await saveInterviewDialogs(txDeps, actor.enterpriseId, campaignId, input.dialogs);
    const campaign = await saveInterviewLink(txDeps, actor, campaignId);
    // DESIGN §6.1: the interview (question audio) is rebuilt from what was just saved.
    await requestInterviewBuild(txDeps, { enterpriseId: actor.enterpriseId, campaignId });
    return { campaign, questions: questionList, created };
  });
  deps.queue.wake();
  return saved;
}
