import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { JOB_BOARDS, MSG, candidateEmailSchema, type BoardApplicant, type ImportResult, type JobBoard } from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { campaignLines, jobBoardPostings } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { JobBoardError, type BoardApplicantData, type JobBoardAdapter } from '../../platform/jobboards/types';
import { lockInvites, remainingInvites } from '../billing/plan';
import { loadCampaign } from '../campaigns/service';
import { inviteCandidates } from '../messaging/candidate-invites';
import { failureSentence } from './failure';
import { jobboardsPolicy } from './policy';
import { requireCredentials } from './settings';

/*
 * The applicants of a job's postings (SPEC §7 GET /SeekJob/GetApplicants; docs/job-boards.md
 * "Applicants"): read from each board the job is (or was) posted on, and imported as candidates
 * of the job, invited to its interview like an email invitation. An address already a candidate
 * of the job is skipped; the plan's remaining invitations bound how many are taken.
 */

/** Reading the boards (their clients and the stored credentials). */
type BoardDeps = Deps<'jobBoards' | 'secrets'>;

/** The applicants of the job on each board it has a posting on (or only `only`). */
async function fetchApplicants(deps: BoardDeps, auth: AuthContext, campaignId: number, only?: JobBoard) {
  jobboardsPolicy.authorize(auth, 'applicants.import');
  await loadCampaign(deps, auth, campaignId);
  const postings = await deps.db
    .select({ board: jobBoardPostings.board, externalId: jobBoardPostings.externalId, createdAt: jobBoardPostings.createdAt })
    .from(jobBoardPostings)
    .where(
      and(
        eq(jobBoardPostings.enterpriseId, auth.enterpriseId),
        eq(jobBoardPostings.campaignId, campaignId),
        isNotNull(jobBoardPostings.externalId),
        ne(jobBoardPostings.state, 'publishing'),
        only ? eq(jobBoardPostings.board, only) : undefined,
      ),
    );
  if (only && postings.length === 0) throw new HttpError(409, MSG.jobBoardNotLive(only === 'seek' ? 'SEEK' : 'idibu'));
  const found: (BoardApplicantData & { board: JobBoard })[] = [];
  for (const board of JOB_BOARDS) {
    const posting = postings.find((p) => p.board === board);
    if (!posting?.externalId) continue;
    const creds = await requireCredentials(deps, auth.enterpriseId, board);
    const adapter = deps.jobBoards[board] as JobBoardAdapter<typeof creds>;
    try {
      // The posting row's creation bounds the boards' application history to read (SEEK's events).
      for (const a of await adapter.getApplicants(creds, posting.externalId, posting.createdAt)) found.push({ ...a, board });
    } catch (err) {
      // The board's failure, said in words, as a 502: ours is fine, the board's call was not.
      if (err instanceof JobBoardError) throw new HttpError(502, failureSentence(board, err), { board: [failureSentence(board, err)] });
      throw err;
    }
  }
  return found;
}

async function existingAddresses(db: DbOrTx, enterpriseId: number, campaignId: number, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: sql<string>`lower(${campaignLines.candidateEmail})` })
    .from(campaignLines)
    .where(
      and(
        eq(campaignLines.enterpriseId, enterpriseId),
        eq(campaignLines.campaignId, campaignId),
        inArray(sql`lower(${campaignLines.candidateEmail})`, emails),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

const normalised = (email: string) => {
  const parsed = candidateEmailSchema.safeParse(email);
  return parsed.success ? parsed.data : null;
};

/** GET /SeekJob/GetApplicants: the applicants, each marked when already a candidate of the job. */
export async function listApplicants(deps: BoardDeps, auth: AuthContext, campaignId: number, board?: JobBoard): Promise<BoardApplicant[]> {
  const found = await fetchApplicants(deps, auth, campaignId, board);
  const taken = await existingAddresses(deps.db, auth.enterpriseId, campaignId, found.map((a) => normalised(a.email)).filter((e): e is string => e !== null));
  return found.map((a) => ({
    Board: a.board,
    ApplicantId: a.applicantId,
    Email: a.email,
    FirstName: a.firstName,
    LastName: a.lastName,
    Phone: a.phone,
    AppliedAt: a.appliedAt,
    AlreadyCandidate: taken.has(normalised(a.email) ?? ''),
  }));
}

/**
 * POST /SeekJob/ImportApplicants: new applicants become candidates of the job and get its
 * interview invitation. Duplicates (by address, within the answer and against the job's
 * candidates) are skipped; when the plan has fewer invitations left than new applicants, the
 * first ones are taken and the rest counted in OverPlanLimit; with none left, 402 and the
 * package-limit message. The boards are read first; the check of the job's candidates and of the
 * plan and the invitations are one transaction, the enterprise's invitations locked throughout.
 */
export async function importApplicants(
  deps: BoardDeps & Deps<'config' | 'events' | 'mail' | 'sms'>,
  auth: AuthContext,
  campaignId: number,
  board?: JobBoard,
): Promise<ImportResult> {
  const found = await fetchApplicants(deps, auth, campaignId, board);
  let invalid = 0;
  const byEmail = new Map<string, BoardApplicantData>();
  for (const a of found) {
    const email = normalised(a.email);
    if (!email) invalid++;
    else if (!byEmail.has(email)) byEmail.set(email, a);
  }
  const result = await withTransaction(deps, async (tx) => {
    await lockInvites(tx, auth.enterpriseId);
    const taken = await existingAddresses(tx.db, auth.enterpriseId, campaignId, [...byEmail.keys()]);
    const fresh = [...byEmail].filter(([email]) => !taken.has(email));
    const already = found.length - invalid - fresh.length;
    const remaining = await remainingInvites(tx, auth.enterpriseId);
    if (fresh.length > 0 && remaining !== null && remaining < 1) {
      throw new HttpError(402, MSG.packageLimitText, { remainingInvites: ['0'] }, { error: 'plan_limit' });
    }
    const chosen = remaining === null ? fresh : fresh.slice(0, remaining);
    let imported = 0;
    if (chosen.length > 0) {
      const rows = await inviteCandidates(tx, auth, {
        channel: 'job_board',
        items: chosen.map(([email, a]) => ({
          campaignId,
          candidateEmail: email,
          candidateFirstName: a.firstName?.slice(0, 100) ?? undefined,
          candidateLastName: a.lastName?.slice(0, 100) ?? undefined,
          candidatePhone: a.phone?.slice(0, 30) ?? undefined,
        })),
      });
      imported = rows.filter((r) => r[1] === '200').length;
    }
    return { Imported: imported, AlreadyCandidates: already, Invalid: invalid, OverPlanLimit: fresh.length - chosen.length };
  });
  // The invitations exist once the transaction commits: deliver them now.
  if (result.Imported > 0) deps.mail.wake();
  return result;
}
