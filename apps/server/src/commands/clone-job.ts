import type { Deps } from '../context';
import type { AuthContext } from '../actors';
import { withTransaction } from '../db/transaction';
import { copyCampaign } from '../modules/campaigns/service';
import { copyQuestions } from '../modules/questions/service';

/**
 * GET /Campaign/CloneJob/{id}: copies a job and its live questions as a new job ("Copy of …"),
 * counted against the plan, in one transaction. A command: jobs (campaigns) sit below questions.
 */
export async function cloneJob(deps: Deps<'config' | 'events'>, actor: AuthContext, id: number) {
  return withTransaction(deps, async (txDeps) => {
    const copy = await copyCampaign(txDeps, actor, id);
    await copyQuestions(txDeps, actor, { from: id, to: copy.id });
    return copy;
  });
}
