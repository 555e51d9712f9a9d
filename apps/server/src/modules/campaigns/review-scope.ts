import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../actors';
import { campaignLines, campaigns } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { visibleJobs } from './policy';
import type { Deps } from '../../context';

/** The campaign fields that come with a reviewable line. */
const campaignFields = {
  /** The job's name (campaigns.name). */
  jobName: campaigns.name,
  jobTitle: campaigns.jobTitle,
  /** The job's hiring manager (user id), if any. */
  hiringManagerId: campaigns.hiringManagerId,
  /** The job's client employer id (0: the enterprise itself). */
  employerId: campaigns.employerId,
  /** The job's status code (campaigns.status; the line's own is `status`). */
  jobStatus: campaigns.status,
};

export type ReviewableLine = typeof campaignLines.$inferSelect & {
  jobName: string;
  jobTitle: string;
  hiringManagerId: number | null;
  employerId: number;
  jobStatus: number;
};

/**
 * A candidate line the user may review, with its job's name, title and hiring manager; 404 when
 * it belongs to another enterprise, is being erased, its job is deleted, or a Hiring Manager is not the job's.
 */
export async function loadReviewableLine({ db }: Deps, auth: AuthContext, lineId: number): Promise<ReviewableLine> {
  const [row] = await db
    .select({ ...getTableColumns(campaignLines), ...campaignFields })
    .from(campaignLines)
    .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
    .where(
      and(
        eq(campaignLines.enterpriseId, auth.enterpriseId),
        eq(campaignLines.id, lineId),
        // A candidate being erased is already gone for reviewers (modules/lifecycle/erase.ts).
        isNull(campaignLines.erasingAt),
        visibleJobs(auth),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** A job whose candidates the user may review; 404 otherwise (as loadReviewableLine). */
export async function loadReviewableCampaign({ db }: Deps, auth: AuthContext, campaignId: number) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), visibleJobs(auth)));
  if (!row) throw notFound();
  return row;
}
