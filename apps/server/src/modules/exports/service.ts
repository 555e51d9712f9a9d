import { CAMPAIGN_LINE_STATUS_LABEL, EXPORT_LIMITS, MSG, type CampaignLineStatus, type CandidateListRow, type DashboardExportQuery } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import { badRequest } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { listCandidates } from '../candidates/service';
import { perMonth } from '../dashboard/service';
import type { Cell } from './csv';

/*
 * The exports (issue 17, docs/careers-and-exports.md): the candidates a member can see (the
 * candidate list's own query and scope, so a Hiring Manager gets only their jobs' candidates) and
 * the dashboard's monthly series, as rows for the CSV and XLSX writers.
 */

const PAGE = 500;

export const CANDIDATE_COLUMNS = [
  'Candidate ID',
  'First name',
  'Last name',
  'Email',
  'Job',
  'Job ID',
  'Status',
  'Invited',
  'Started',
  'Completed',
  'Answered',
  'Questions',
  'Average rating',
  'Ratings',
  'Link',
] as const;

export interface CandidateExportOptions {
  campaignId?: number;
  search?: string;
  status?: number;
}

/** Every candidate of the selection the user may see, newest first (400 above EXPORT_LIMITS.maxRows). */
export async function candidateRows(deps: Deps<'config'>, auth: AuthContext, q: CandidateExportOptions): Promise<Cell[][]> {
  const all: CandidateListRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listCandidates(deps, auth, { campaignId: q.campaignId, searchText: q.search, status: q.status, cursor, limit: PAGE });
    all.push(...page.items);
    if (all.length > EXPORT_LIMITS.maxRows) {
      throw badRequest(MSG.validationFailed, { search: [`An export holds at most ${EXPORT_LIMITS.maxRows} candidates: narrow the search or choose a job.`] });
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  // Cheap: one INSERT per thousand candidates; the trail says who took whose data out.
  for (let i = 0; i < all.length; i += 1000) {
    await audit(
      deps.db,
      all.slice(i, i + 1000).map((r) => ({
        enterpriseId: auth.enterpriseId,
        lineId: r.pk_CampaignLine_ID,
        campaignId: r.fk_Campaign_ID,
        actor: byMember(auth.userId),
        action: 'downloaded' as const,
        detail: 'candidate export',
      })),
    );
  }
  const link = (id: number) => `${deps.config.publicUrl}/candidates/info?id=${id}`;
  return [
    [...CANDIDATE_COLUMNS],
    ...all.map((r) => [
      r.pk_CampaignLine_ID,
      r.CampaignLine_CandidateFirstName,
      r.CampaignLine_CandidateLastName,
      r.CampaignLine_CandidateEmail,
      r.Campaign_Name,
      r.fk_Campaign_ID,
      CAMPAIGN_LINE_STATUS_LABEL[r.CampaignLine_Status as CampaignLineStatus] ?? String(r.CampaignLine_Status),
      r.CampaignLine_InvitedAt,
      r.CampaignLine_StartedAt,
      r.CampaignLine_CompletedAt,
      r.AnsweredCount,
      r.QuestionCount,
      r.AverageRating,
      r.RatingCount,
      link(r.pk_CampaignLine_ID),
    ]),
  ];
}

export const DASHBOARD_COLUMNS = ['Month', 'Jobs created', 'Candidates invited', 'Interviews completed'] as const;

/** The dashboard's three monthly series side by side, one row a month (zero-filled). */
export async function dashboardRows(deps: Deps, auth: AuthContext, q: DashboardExportQuery): Promise<Cell[][]> {
  const range = { start: q.startDate, end: q.endDate };
  const [jobs, invites, interviews] = await Promise.all([
    perMonth(deps, auth, { series: 'campaigns', ...range }),
    perMonth(deps, auth, { series: 'invites', ...range }),
    perMonth(deps, auth, { series: 'interviews', ...range }),
  ]);
  return [[...DASHBOARD_COLUMNS], ...jobs.map((m, i) => [m.month, m.count, invites[i]?.count ?? 0, interviews[i]?.count ?? 0])];
}
