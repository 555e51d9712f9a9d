import { and, eq, ne } from 'drizzle-orm';
import {
  JOB_BOARDS,
  JOB_BOARD_NAMES,
  MSG,
  idibuCredentialsSchema,
  seekCredentialsSchema,
  type JobBoard,
  type JobBoardSetting,
} from '@candid/shared';
import type { AuthContext } from '../../actors';
import type { Deps } from '../../context';
import type { DbOrTx } from '../../db/client';
import { jobBoardAccounts } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { idibuHash } from '../../platform/jobboards/idibu';
import type { JobBoards } from '../../platform/jobboards/index';
import { JobBoardError, type IdibuCredentialsData, type SeekCredentialsData } from '../../platform/jobboards/types';
import type { SecretBox } from '../../platform/secrets';
import { failureSentence } from './failure';
import { jobboardsPolicy } from './policy';

/*
 * Per-enterprise board settings (docs/job-boards.md "Credentials"): sealed with the server's
 * secrets key, written by owners and admins, never read back by the browser. SEEK's are only the
 * hirer (Candid's API credentials are the server's configuration), checked with SEEK when saved;
 * idibu's are the organisation's client id and secret.
 */

export type CredentialsOf<B extends JobBoard> = B extends 'seek' ? SeekCredentialsData : IdibuCredentialsData;

/** Whether this server can publish to the board at all: SEEK needs Candid's partner credentials. */
export const boardAvailable = (jobBoards: JobBoards, board: JobBoard) => (board === 'seek' ? jobBoards.seek.available : true);

const present = (jobBoards: JobBoards, board: JobBoard, row: { updatedAt: string } | undefined): JobBoardSetting => ({
  Board: board,
  BoardName: JOB_BOARD_NAMES[board],
  Available: boardAvailable(jobBoards, board),
  Configured: Boolean(row),
  UpdatedAt: row?.updatedAt ?? null,
});

/** Which boards the enterprise has credentials for. */
export async function configuredBoards({ db }: Deps, enterpriseId: number): Promise<Map<JobBoard, { updatedAt: string }>> {
  const rows = await db
    .select({ board: jobBoardAccounts.board, updatedAt: jobBoardAccounts.updatedAt })
    .from(jobBoardAccounts)
    .where(eq(jobBoardAccounts.enterpriseId, enterpriseId));
  return new Map(rows.map((r) => [r.board as JobBoard, { updatedAt: r.updatedAt }]));
}

/** GET /JobBoard/Settings: each board, configured or not (owners and admins). */
export async function listSettings(deps: Deps<'jobBoards'>, auth: AuthContext): Promise<JobBoardSetting[]> {
  const { jobBoards } = deps;
  jobboardsPolicy.authorize(auth, 'boards.configure');
  const configured = await configuredBoards(deps, auth.enterpriseId);
  return JOB_BOARDS.map((b) => present(jobBoards, b, configured.get(b)));
}

/** 409 when the server cannot publish to the board (SEEK without Candid's partner credentials). */
export const unavailable = (board: JobBoard) => new HttpError(409, MSG.jobBoardUnavailable(JOB_BOARD_NAMES[board]), { board: [MSG.jobBoardUnavailable(JOB_BOARD_NAMES[board])] });

/**
 * The hirer SEEK knows by the id given, as stored: its hirer id (a legacy advertiser id is
 * resolved now, while SEEK still answers `seekAnzAdvertiser`). 400 with SEEK's view when the
 * partner has no relationship with it, or none for job posting; 502 when SEEK cannot be asked.
 */
async function checkedSeekHirer(jobBoards: JobBoards, given: string): Promise<SeekCredentialsData & { name: string }> {
  const hirer = await jobBoards.seek.hirer(given).catch((err: unknown) => {
    if (err instanceof JobBoardError) throw new HttpError(502, failureSentence('seek', err), { HirerId: [failureSentence('seek', err)] });
    throw err;
  });
  if (!hirer) throw badRequest(MSG.seekHirerUnknown(given), { HirerId: [MSG.seekHirerUnknown(given)] });
  if (!hirer.relationships.includes('JobPosting')) throw badRequest(MSG.seekHirerNoJobPosting(hirer.name), { HirerId: [MSG.seekHirerNoJobPosting(hirer.name)] });
  return { hirerId: hirer.id, name: hirer.name };
}

/**
 * 409 when another organisation already holds the hirer: SEEK's relationship is with Candid, not
 * with whoever types the id, so a hirer is one organisation's (else anyone knowing an id could post
 * ads on its account). The settings are sealed, so the other organisations' are opened here;
 * saving settings is rare and the table holds one SEEK row per organisation.
 */
async function refuseHirerHeldElsewhere(db: DbOrTx, secrets: SecretBox, enterpriseId: number, hirer: { hirerId: string; name: string }, given: string) {
  const rows = await db
    .select({ sealed: jobBoardAccounts.sealedCredentials })
    .from(jobBoardAccounts)
    .where(and(eq(jobBoardAccounts.board, 'seek'), ne(jobBoardAccounts.enterpriseId, enterpriseId)));
  const held = rows.some(({ sealed }) => {
    const { hirerId } = seekHirerOf(JSON.parse(secrets.open(sealed)) as { hirerId?: string; advertiserId?: string });
    return hirerId === hirer.hirerId || hirerId === given;
  });
  if (held) throw new HttpError(409, MSG.seekHirerTaken(hirer.name), { HirerId: [MSG.seekHirerTaken(hirer.name)] });
}

/**
 * PUT /JobBoard/Settings/{board}: replaces the board's settings (sealed). SEEK's hirer is checked
 * with SEEK first; the stored JSON then holds only it (an older row's client id and secret go).
 */
export async function saveCredentials({ db, secrets, jobBoards }: Deps<'secrets' | 'jobBoards'>, auth: AuthContext, board: JobBoard, input: unknown): Promise<JobBoardSetting> {
  jobboardsPolicy.authorize(auth, 'boards.configure');
  let creds: SeekCredentialsData | IdibuCredentialsData;
  if (board === 'seek') {
    const { HirerId } = seekCredentialsSchema.parse(input);
    if (!jobBoards.seek.available) throw unavailable('seek');
    const hirer = await checkedSeekHirer(jobBoards, HirerId);
    await refuseHirerHeldElsewhere(db, secrets, auth.enterpriseId, hirer, HirerId);
    creds = { hirerId: hirer.hirerId };
  } else {
    const { ClientId, Secret } = idibuCredentialsSchema.parse(input);
    creds = { clientId: ClientId, secret: Secret };
  }
  const sealedCredentials = secrets.seal(JSON.stringify(creds));
  const [row] = await db
    .insert(jobBoardAccounts)
    .values({ enterpriseId: auth.enterpriseId, board, sealedCredentials, userId: auth.userId })
    .onConflictDoUpdate({ target: [jobBoardAccounts.enterpriseId, jobBoardAccounts.board], set: { sealedCredentials, userId: auth.userId, updatedAt: new Date().toISOString() } })
    .returning({ updatedAt: jobBoardAccounts.updatedAt });
  return present(jobBoards, board, row);
}

/** DELETE /JobBoard/Settings/{board}: forgets the credentials (postings stay as they are). */
export async function removeCredentials({ db, jobBoards }: Deps<'jobBoards'>, auth: AuthContext, board: JobBoard): Promise<JobBoardSetting> {
  jobboardsPolicy.authorize(auth, 'boards.configure');
  await db.delete(jobBoardAccounts).where(and(eq(jobBoardAccounts.enterpriseId, auth.enterpriseId), eq(jobBoardAccounts.board, board)));
  return present(jobBoards, board, undefined);
}

/**
 * SEEK's stored settings: `{ hirerId }`; a row saved before SEEK's credentials became the
 * server's holds `{ advertiserId, clientId, clientSecret }`, of which only the advertiser id
 * is still used (the client id and secret are dropped on the next save).
 */
function seekHirerOf(stored: { hirerId?: string; advertiserId?: string }): SeekCredentialsData {
  return { hirerId: stored.hirerId ?? stored.advertiserId ?? '' };
}

/** The board's credentials, opened; null when none are stored. */
export async function credentialsOf<B extends JobBoard>(
  { db, secrets }: Deps<'secrets'>,
  enterpriseId: number,
  board: B,
): Promise<CredentialsOf<B> | null> {
  const [row] = await db
    .select({ sealed: jobBoardAccounts.sealedCredentials })
    .from(jobBoardAccounts)
    .where(and(eq(jobBoardAccounts.enterpriseId, enterpriseId), eq(jobBoardAccounts.board, board)));
  if (!row) return null;
  const stored = JSON.parse(secrets.open(row.sealed)) as unknown;
  return (board === 'seek' ? seekHirerOf(stored as { hirerId?: string; advertiserId?: string }) : stored) as CredentialsOf<B>;
}

/** 409 with what to configure, when the board has no credentials. */
export const notConfigured = (board: JobBoard) =>
  new HttpError(409, MSG.jobBoardNotConfigured(JOB_BOARD_NAMES[board]), { board: [MSG.jobBoardNotConfigured(JOB_BOARD_NAMES[board])] }, { settingsUrl: '/company/job-boards' });

/** The credentials, or the 409 that says what to configure. */
export async function requireCredentials<B extends JobBoard>(deps: Deps<'secrets'>, enterpriseId: number, board: B): Promise<CredentialsOf<B>> {
  const creds = await credentialsOf(deps, enterpriseId, board);
  if (!creds) throw notConfigured(board);
  return creds;
}

/**
 * GET /SeekJob/GetIdibuHash: the signature idibu's calls carry, computed here from the stored
 * secret (which never leaves the server), valid for the timestamp it names.
 */
export async function idibuHashFor(deps: Deps<'secrets'>, auth: AuthContext, now = Date.now()) {
  jobboardsPolicy.authorize(auth, 'posting.change');
  const creds = await requireCredentials(deps, auth.enterpriseId, 'idibu');
  const timestamp = Math.floor(now / 1000);
  return { ClientId: creds.clientId, Timestamp: timestamp, Hash: idibuHash(creds, timestamp) };
}
