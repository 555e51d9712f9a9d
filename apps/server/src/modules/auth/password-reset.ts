import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, OTP_POLICY } from '@candid/shared';
import type { Deps } from '../../context';
import { passwordResets } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http/errors';
import { hashSecret, numericCode, randomToken, sha256, verifySecret } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { otpMail } from '../../platform/mail/templates';
import { setPasswordHash } from '../users/accounts';
import { accountByEmail } from './service';

/** At most this many codes per address per hour, whatever the client. */
const MAX_CODES_PER_HOUR = 5;

/** The registered account of the address: its pending team invitations have no password to reset. */
const findUser = (deps: Deps, email: string) => accountByEmail(deps, email);

/** The forgot-password lookup (GET /User/GetUserByEmailAddress): the address back, known or not. */
export async function lookupEmail(_deps: Deps, email: string) {
  // The same answer whether or not the address has an account (no enumeration, issue 28): the
  // next step, sendOtp, mails a code only to a known one, and answers the same either way.
  return { email: email.trim() };
}

/**
 * Sends a fresh 6-digit code by email. Earlier open codes are withdrawn. A second request
 * within 30 s, or more than five an hour, is refused. Unknown addresses get the same answer
 * as known ones and no mail.
 */
export async function sendOtp(deps: Deps<'mail'>, email: string): Promise<void> {
  const user = await findUser(deps, email);
  if (!user?.passwordHash) return;
  const now = Date.now();
  const recent = await deps.db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.enterpriseId, user.enterpriseId),
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now - 3_600_000).toISOString()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt));
  if (recent[0] && now - new Date(recent[0].createdAt).getTime() < OTP_POLICY.resendAfterMs) {
    throw new HttpError(429, MSG.otpResendTooSoon);
  }
  if (recent.length >= MAX_CODES_PER_HOUR) throw new HttpError(429, MSG.tooManyRequests);

  const code = numericCode(OTP_POLICY.length);
  const otpHash = await hashSecret(code);
  await withTransaction(deps, async ({ db: tx }) => {
    await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.enterpriseId, user.enterpriseId),
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.consumedAt),
        ),
      );
    await tx.insert(passwordResets).values({
      enterpriseId: user.enterpriseId,
      userId: user.id,
      otpHash,
      expiresAt: new Date(now + OTP_POLICY.lifetimeMs).toISOString(),
    });
    await enqueueMail(tx, { ...otpMail(code, user.firstName), to: user.email, enterpriseId: user.enterpriseId });
  });
  deps.mail.wake();
}

const verifyFailed = () => badRequest(MSG.otpVerifyFailed);

/** Checks a code (at most five tries); success hands out a single-use reset token. */
export async function verifyOtp(deps: Deps, email: string, otp: string): Promise<{ ResetToken: string }> {
  const user = await findUser(deps, email);
  if (!user) throw verifyFailed();
  const [reset] = await deps.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.enterpriseId, user.enterpriseId),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.verifiedAt),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset || reset.attempts >= OTP_POLICY.maxTries) throw verifyFailed();
  // Count the try before checking, so parallel guesses cannot exceed the limit.
  const [counted] = await deps.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, reset.id), sql`${passwordResets.attempts} < ${OTP_POLICY.maxTries}`))
    .returning({ attempts: passwordResets.attempts });
  if (!counted || !(await verifySecret(reset.otpHash, otp))) throw verifyFailed();

  const resetToken = randomToken(32);
  const [verified] = await deps.db
    .update(passwordResets)
    .set({ verifiedAt: sql`now()`, resetTokenHash: sha256(resetToken) })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.verifiedAt)))
    .returning({ id: passwordResets.id });
  if (!verified) throw verifyFailed();
  return { ResetToken: resetToken };
}

/** Sets the new password with a verified reset token; every session of the user ends. */
export async function setNewPassword(
  deps: Deps<'sessions'>,
  input: { Email: string; Password: string; ResetToken: string },
): Promise<void> {
  const user = await findUser(deps, input.Email);
  if (!user) throw badRequest(MSG.changePasswordFailed);
  const passwordHash = await hashSecret(input.Password);
  await withTransaction(deps, async (tx) => {
    const [reset] = await tx.db
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.enterpriseId, user.enterpriseId),
          eq(passwordResets.userId, user.id),
          eq(passwordResets.resetTokenHash, sha256(input.ResetToken)),
          isNull(passwordResets.consumedAt),
          gt(passwordResets.expiresAt, new Date().toISOString()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!reset) throw badRequest(MSG.changePasswordFailed);
    await setPasswordHash(tx, { enterpriseId: user.enterpriseId, userId: user.id }, passwordHash);
    await tx.sessions.revokeAllForUser(tx.db, user.enterpriseId, user.id);
  });
  deps.sessions.forgetUser(user.id);
}
