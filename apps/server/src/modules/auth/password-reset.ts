import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { MSG, OTP_POLICY } from '@candid/shared';
import type { AppContext } from '../../context';
import { passwordResets, users } from '../../db/schema/index';
import { HttpError, badRequest } from '../../http/errors';
import { hashSecret, numericCode, randomToken, sha256, verifySecret } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { otpMail } from '../../platform/mail/templates';
import { accountByEmail } from './service';

/** At most this many codes per address per hour, whatever the client. */
const MAX_CODES_PER_HOUR = 5;

/** The registered account of the address: its pending team invitations have no password to reset. */
const findUser = (ctx: AppContext, email: string) => accountByEmail(ctx.db, email);

/** The forgot-password lookup (GET /User/GetUserByEmailAddress): the address back, known or not. */
export async function lookupEmail(_ctx: AppContext, email: string) {
  // The same answer whether or not the address has an account (no enumeration, issue 28): the
  // next step, sendOtp, mails a code only to a known one, and answers the same either way.
  return { User_Email: email.trim() };
}

/**
 * Sends a fresh 6-digit code by email. Earlier open codes are withdrawn. A second request
 * within 30 s, or more than five an hour, is refused. Unknown addresses get the same answer
 * as known ones and no mail.
 */
export async function sendOtp(ctx: AppContext, email: string): Promise<void> {
  const user = await findUser(ctx, email);
  if (!user?.passwordHash) return;
  const now = Date.now();
  const recent = await ctx.db
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.enterpriseId, user.fk_Enterprise_ID),
        eq(passwordResets.userId, user.pk_User_ID),
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
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.enterpriseId, user.fk_Enterprise_ID),
          eq(passwordResets.userId, user.pk_User_ID),
          isNull(passwordResets.consumedAt),
        ),
      );
    await tx.insert(passwordResets).values({
      enterpriseId: user.fk_Enterprise_ID,
      userId: user.pk_User_ID,
      otpHash,
      expiresAt: new Date(now + OTP_POLICY.lifetimeMs).toISOString(),
    });
    await enqueueMail(tx, { ...otpMail(code, user.User_FirstName), to: user.User_Email, enterpriseId: user.fk_Enterprise_ID });
  });
  ctx.mail.wake();
}

const verifyFailed = () => badRequest(MSG.otpVerifyFailed);

/** Checks a code (at most five tries); success hands out a single-use reset token. */
export async function verifyOtp(ctx: AppContext, email: string, otp: string): Promise<{ ResetToken: string }> {
  const user = await findUser(ctx, email);
  if (!user) throw verifyFailed();
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.enterpriseId, user.fk_Enterprise_ID),
        eq(passwordResets.userId, user.pk_User_ID),
        isNull(passwordResets.consumedAt),
        isNull(passwordResets.verifiedAt),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!reset || reset.attempts >= OTP_POLICY.maxTries) throw verifyFailed();
  // Count the try before checking, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, reset.id), sql`${passwordResets.attempts} < ${OTP_POLICY.maxTries}`))
    .returning({ attempts: passwordResets.attempts });
  if (!counted || !(await verifySecret(reset.otpHash, otp))) throw verifyFailed();

  const resetToken = randomToken(32);
  const [verified] = await ctx.db
    .update(passwordResets)
    .set({ verifiedAt: sql`now()`, resetTokenHash: sha256(resetToken) })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.verifiedAt)))
    .returning({ id: passwordResets.id });
  if (!verified) throw verifyFailed();
  return { ResetToken: resetToken };
}

/** Sets the new password with a verified reset token; every session of the user ends. */
export async function setNewPassword(
  ctx: AppContext,
  input: { Email: string; Password: string; ResetToken: string },
): Promise<void> {
  const user = await findUser(ctx, input.Email);
  if (!user) throw badRequest(MSG.changePasswordFailed);
  const passwordHash = await hashSecret(input.Password);
  await ctx.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.enterpriseId, user.fk_Enterprise_ID),
          eq(passwordResets.userId, user.pk_User_ID),
          eq(passwordResets.resetTokenHash, sha256(input.ResetToken)),
          isNull(passwordResets.consumedAt),
          gt(passwordResets.expiresAt, new Date().toISOString()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!reset) throw badRequest(MSG.changePasswordFailed);
    await tx.update(users).set({ passwordHash }).where(eq(users.pk_User_ID, user.pk_User_ID));
    await ctx.sessions.revokeAllForUser(tx, user.fk_Enterprise_ID, user.pk_User_ID);
  });
  ctx.sessions.forgetUser(user.pk_User_ID);
}
