import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { MSG, passwordSchema, type AccountSession, type ChangePasswordBody } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { sessions, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { hashSecret, verifySecret } from '../../platform/crypto';
import { setPasswordHash } from '../users/accounts';

const iso = (value: string) => new Date(value).toISOString();

/** The caller's sessions that still sign in: not revoked, not expired. */
const liveSessionsOf = (actor: AuthContext) =>
  and(
    eq(sessions.enterpriseId, actor.enterpriseId),
    eq(sessions.userId, actor.userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date().toISOString()),
  );

/**
 * Changes the signed-in user's password. The new one follows the registration rules (same
 * messages, same fields in details); the current one must be right. Every other session of the
 * user is signed out, the one making the change stays.
 */
export async function changePassword(deps: Deps<'sessions'>, actor: AuthContext, input: ChangePasswordBody): Promise<void> {
  const details: Record<string, string[]> = {};
  const rule = passwordSchema.safeParse(input.NewPassword);
  if (!rule.success) details.NewPassword = [MSG.passwordStrength];
  if (input.NewPassword !== input.ConfirmPassword) details.ConfirmPassword = [MSG.passwordNotMatched];
  if (Object.keys(details).length) throw badRequest(MSG.validationFailed, details);

  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.enterpriseId, actor.enterpriseId), eq(users.id, actor.userId)));
  if (!user?.passwordHash || !(await verifySecret(user.passwordHash, input.CurrentPassword))) {
    throw badRequest(MSG.currentPasswordWrong, { CurrentPassword: [MSG.currentPasswordWrong] });
  }
  const passwordHash = await hashSecret(input.NewPassword);
  await withTransaction(deps, async (tx) => {
    await setPasswordHash(tx, actor, passwordHash);
    await tx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(liveSessionsOf(actor), ne(sessions.id, actor.sessionId)));
  });
  deps.sessions.forgetUser(actor.userId);
}

/** The caller's live sessions, newest first, the request's own marked `current` (never a token). */
export async function listSessions({ db }: Deps, actor: AuthContext): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(liveSessionsOf(actor))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(200);
  return rows.map((s) => ({
    ...s,
    createdAt: iso(s.createdAt),
    expiresAt: iso(s.expiresAt),
    current: s.id === actor.sessionId,
  }));
}

/**
 * Signs out one of the caller's live sessions; another user's (or an ended one) is a 404.
 * Answers whether it was the request's own session (the caller is then signed out).
 */
export async function revokeSession({ db, sessions: sessionService }: Deps<'sessions'>, actor: AuthContext, sessionId: number): Promise<{ current: boolean }> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(liveSessionsOf(actor), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (!revoked) throw notFound();
  sessionService.forgetUser(actor.userId);
  return { current: revoked.id === actor.sessionId };
}
