import { and, eq } from 'drizzle-orm';
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
import { HttpError, forbidden } from '../../http/errors';
import { idibuHash } from '../../platform/jobboards/idibu';
import type { IdibuCredentialsData, SeekCredentialsData } from '../../platform/jobboards/types';
import type { SecretBox } from '../../platform/secrets';
import { canConfigureBoards, canPublish } from './policy';

/*
 * Per-enterprise board credentials (docs/job-boards.md "Credentials"): sealed with the server's
 * secrets key, written by owners and admins, never read back by the browser.
 */

export type CredentialsOf<B extends JobBoard> = B extends 'seek' ? SeekCredentialsData : IdibuCredentialsData;

const present = (board: JobBoard, row: { updatedAt: string } | undefined): JobBoardSetting => ({
  Board: board,
  BoardName: JOB_BOARD_NAMES[board],
  Configured: Boolean(row),
  UpdatedAt: row?.updatedAt ?? null,
});

/** Which boards the enterprise has credentials for. */
export async function configuredBoards(db: DbOrTx, enterpriseId: number): Promise<Map<JobBoard, { updatedAt: string }>> {
  const rows = await db
    .select({ board: jobBoardAccounts.board, updatedAt: jobBoardAccounts.updatedAt })
    .from(jobBoardAccounts)
    .where(eq(jobBoardAccounts.fk_Enterprise_ID, enterpriseId));
  return new Map(rows.map((r) => [r.board as JobBoard, { updatedAt: r.updatedAt }]));
}

/** GET /JobBoard/Settings: each board, configured or not (owners and admins). */
export async function listSettings({ db }: Deps, auth: AuthContext): Promise<JobBoardSetting[]> {
  if (!canConfigureBoards(auth.accessLevel)) throw forbidden();
  const configured = await configuredBoards(db, auth.enterpriseId);
  return JOB_BOARDS.map((b) => present(b, configured.get(b)));
}

/** PUT /JobBoard/Settings/{board}: replaces the board's credentials (sealed). */
export async function saveCredentials({ db, secrets }: Deps<'secrets'>, auth: AuthContext, board: JobBoard, input: unknown): Promise<JobBoardSetting> {
  if (!canConfigureBoards(auth.accessLevel)) throw forbidden();
  const creds: SeekCredentialsData | IdibuCredentialsData =
    board === 'seek'
      ? (({ AdvertiserId, ClientId, ClientSecret }) => ({ advertiserId: AdvertiserId, clientId: ClientId, clientSecret: ClientSecret }))(seekCredentialsSchema.parse(input))
      : (({ ClientId, Secret }) => ({ clientId: ClientId, secret: Secret }))(idibuCredentialsSchema.parse(input));
  const sealedCredentials = secrets.seal(JSON.stringify(creds));
  const [row] = await db
    .insert(jobBoardAccounts)
    .values({ fk_Enterprise_ID: auth.enterpriseId, board, sealedCredentials, fk_User_ID: auth.userId })
    .onConflictDoUpdate({ target: [jobBoardAccounts.fk_Enterprise_ID, jobBoardAccounts.board], set: { sealedCredentials, fk_User_ID: auth.userId, updatedAt: new Date().toISOString() } })
    .returning({ updatedAt: jobBoardAccounts.updatedAt });
  return present(board, row);
}

/** DELETE /JobBoard/Settings/{board}: forgets the credentials (postings stay as they are). */
export async function removeCredentials({ db }: Deps, auth: AuthContext, board: JobBoard): Promise<JobBoardSetting> {
  if (!canConfigureBoards(auth.accessLevel)) throw forbidden();
  await db.delete(jobBoardAccounts).where(and(eq(jobBoardAccounts.fk_Enterprise_ID, auth.enterpriseId), eq(jobBoardAccounts.board, board)));
  return present(board, undefined);
}

/** The board's credentials, opened; null when none are stored. */
export async function credentialsOf<B extends JobBoard>(
  { db, secrets }: { db: DbOrTx; secrets: SecretBox },
  enterpriseId: number,
  board: B,
): Promise<CredentialsOf<B> | null> {
  const [row] = await db
    .select({ sealed: jobBoardAccounts.sealedCredentials })
    .from(jobBoardAccounts)
    .where(and(eq(jobBoardAccounts.fk_Enterprise_ID, enterpriseId), eq(jobBoardAccounts.board, board)));
  return row ? (JSON.parse(secrets.open(row.sealed)) as CredentialsOf<B>) : null;
}

/** 409 with what to configure, when the board has no credentials. */
export const notConfigured = (board: JobBoard) =>
  new HttpError(409, MSG.jobBoardNotConfigured(JOB_BOARD_NAMES[board]), { board: [MSG.jobBoardNotConfigured(JOB_BOARD_NAMES[board])] }, { settingsUrl: '/company/job-boards' });

/** The credentials, or the 409 that says what to configure. */
export async function requireCredentials<B extends JobBoard>(deps: { db: DbOrTx; secrets: SecretBox }, enterpriseId: number, board: B): Promise<CredentialsOf<B>> {
  const creds = await credentialsOf(deps, enterpriseId, board);
  if (!creds) throw notConfigured(board);
  return creds;
}

/**
 * GET /SeekJob/GetIdibuHash: the signature idibu's calls carry, computed here from the stored
 * secret (which never leaves the server), valid for the timestamp it names.
 */
export async function idibuHashFor(deps: { db: DbOrTx; secrets: SecretBox }, auth: AuthContext, now = Date.now()) {
  if (!canPublish(auth.accessLevel)) throw forbidden();
  const creds = await requireCredentials(deps, auth.enterpriseId, 'idibu');
  const timestamp = Math.floor(now / 1000);
  return { ClientId: creds.clientId, Timestamp: timestamp, Hash: idibuHash(creds, timestamp) };
}
