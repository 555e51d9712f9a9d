import { and, eq, inArray } from 'drizzle-orm';
import {
  CAMPAIGN_LINE_STATUS_LABEL,
  EXPORT_LIMITS,
  MSG,
  answerText,
  formValueText,
  type CampaignLineStatus,
  type DashboardExportQuery,
  type Funnel,
  CANDIDATE_EXPERIENCE,
  FUNNEL_STAGE_LABELS,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { formAnswers, questionAnswers, questionResponses } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { isRecorded } from '../campaigns/question-kinds';
import { liveQuestions, questionText } from '../campaigns/read-model';
import { loadReviewableCampaign } from '../campaigns/review-scope';
import { byMember, record as audit } from '../audit/record';
import { listCandidates } from '../candidates/service';
import type { CandidateRow } from '../candidates/model';
import { formOfJob } from '../forms/service';
import { perMonth } from '../dashboard/service';
import { dashboardFunnel } from '../funnel/service';
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
  'Did not meet',
  'Link',
] as const;

export interface CandidateExportOptions {
  campaignId?: number;
  search?: string;
  status?: number;
  screening?: 'met' | 'unmet';
}

/** A line's answers: the value of each question answered in words, and the questions recorded. */
interface LineAnswers {
  written: Map<string, Cell>;
  recorded: Set<string>;
}

/**
 * One job's export has a column per live question (issue 29), in the job's order: what the
 * candidate wrote, chose or entered (answerText), "Recorded" for a video or audio answer, empty
 * when unanswered. The answers are read for the exported lines only.
 */
async function questionColumns(db: DbOrTx, auth: AuthContext, campaignId: number, lineIds: number[]) {
  const job = await loadReviewableCampaign({ db }, auth, campaignId);
  const qs = await liveQuestions({ db }, job);
  const byLine = new Map<number, LineAnswers>();
  const of = (lineId: number) => byLine.get(lineId) ?? byLine.set(lineId, { written: new Map(), recorded: new Set() }).get(lineId)!;
  for (let i = 0; i < lineIds.length; i += 1000) {
    const ids = lineIds.slice(i, i + 1000);
    const scope = (t: typeof questionAnswers | typeof questionResponses) => and(eq(t.enterpriseId, auth.enterpriseId), inArray(t.campaignLineId, ids));
    const [written, recorded] = await Promise.all([
      db.select().from(questionAnswers).where(scope(questionAnswers)),
      db.selectDistinct({ lineId: questionResponses.campaignLineId, questionId: questionResponses.questionId }).from(questionResponses).where(scope(questionResponses)),
    ]);
    // answerText reads a question as the wire has it (the web shows the same words).
    const questionOf = new Map(qs.map((q) => [q.id, q]));
    for (const a of written) {
      const q = questionOf.get(a.questionId);
      if (q) of(a.campaignLineId).written.set(String(a.questionId), answerText(q, a.value));
    }
    for (const r of recorded) of(r.lineId).recorded.add(String(r.questionId));
  }
  const headers = qs.map((q, i) => `Q${i + 1}: ${questionText(q)}`);
  const cells = (lineId: number): Cell[] =>
    qs.map((q) => {
      const answers = byLine.get(lineId);
      const key = String(q.id);
      if (isRecorded(q.kind)) return answers?.recorded.has(key) ? 'Recorded' : '';
      return answers?.written.get(key) ?? '';
    });
  return { headers, cells };
}

/**
 * One job's export also has a column per field of its application form (issue 29), before the
 * questions: the job form's fields in order, then any field the exported candidates answered that
 * the form has since dropped; each value as words (formValueText).
 */
async function formColumns(db: DbOrTx, auth: AuthContext, campaignId: number, lineIds: number[]) {
  const form = await formOfJob({ db }, { enterpriseId: auth.enterpriseId, campaignId });
  const labels = new Map((form?.fields ?? []).map((f) => [f.id, f.label]));
  const values = new Map<string, Cell>();
  for (let i = 0; i < lineIds.length; i += 1000) {
    const ids = lineIds.slice(i, i + 1000);
    const rows = await db.select().from(formAnswers).where(and(eq(formAnswers.enterpriseId, auth.enterpriseId), inArray(formAnswers.campaignLineId, ids)));
    for (const r of rows) {
      if (!labels.has(r.fieldId)) labels.set(r.fieldId, r.field.label);
      values.set(`${r.campaignLineId}:${r.fieldId}`, formValueText(r.field, r.value));
    }
  }
  const fieldIds = [...labels.keys()];
  return {
    headers: fieldIds.map((id) => `Form: ${labels.get(id)}`),
    cells: (lineId: number): Cell[] => fieldIds.map((id) => values.get(`${lineId}:${id}`) ?? ''),
  };
}

/**
 * Every candidate of the selection the user may see, newest first (400 above
 * EXPORT_LIMITS.maxRows); with a job, a column per question after the fixed ones.
 */
export async function candidateRows(deps: Deps<'config'>, auth: AuthContext, q: CandidateExportOptions): Promise<Cell[][]> {
  const all: CandidateRow[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listCandidates(deps, auth, { campaignId: q.campaignId, searchText: q.search, status: q.status, screening: q.screening, cursor, limit: PAGE });
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
      deps,
      all.slice(i, i + 1000).map((r) => ({
        enterpriseId: auth.enterpriseId,
        lineId: r.id,
        campaignId: r.campaignId,
        actor: byMember(auth.userId),
        action: 'downloaded' as const,
        detail: 'candidate export',
      })),
    );
  }
  const link = (id: number) => `${deps.config.publicUrl}/candidates/info?id=${id}`;
  const lineIds = all.map((r) => r.id);
  const perQuestion = q.campaignId ? await questionColumns(deps.db, auth, q.campaignId, lineIds) : null;
  const perField = q.campaignId ? await formColumns(deps.db, auth, q.campaignId, lineIds) : null;
  return [
    [...CANDIDATE_COLUMNS, ...(perField?.headers ?? []), ...(perQuestion?.headers ?? [])],
    ...all.map((r) => [
      r.id,
      r.candidateFirstName,
      r.candidateLastName,
      r.candidateEmail,
      r.campaignName,
      r.campaignId,
      CAMPAIGN_LINE_STATUS_LABEL[r.status as CampaignLineStatus] ?? String(r.status),
      r.invitedAt,
      r.startedAt,
      r.completedAt,
      r.AnsweredCount,
      r.QuestionCount,
      r.AverageRating,
      r.RatingCount,
      r.DidNotMeet.join('; '),
      link(r.id),
      ...(perField?.cells(r.id) ?? []),
      ...(perQuestion?.cells(r.id) ?? []),
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
  const funnel = await dashboardFunnel(deps, auth, q);
  return [[...DASHBOARD_COLUMNS], ...jobs.map((m, i) => [m.month, m.count, invites[i]?.count ?? 0, interviews[i]?.count ?? 0]), [], ...funnelRows(funnel)];
}

/**
 * The completion funnel of the candidates invited in the range (issue 33), under the series: each
 * stage with its count and conversion, and the candidates' rating of the interview (the average
 * only from five ratings, as everywhere).
 */
function funnelRows(funnel: Funnel): Cell[][] {
  const percent = (r: number | null) => (r === null ? '' : `${Math.round(r * 1000) / 10}%`);
  const { RatingCount, AverageRating } = funnel.experience;
  return [
    ['Completion funnel', 'Candidates', 'From the stage before'],
    ...funnel.stages.map((s) => [FUNNEL_STAGE_LABELS[s.stage], s.count, percent(s.conversion)]),
    ['Candidates’ rating of the interview', RatingCount, AverageRating === null ? `shown from ${CANDIDATE_EXPERIENCE.minRatings} ratings` : `${AverageRating} of 5`],
  ];
}
