import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  ACCESS_LEVEL,
  BRAND_PALETTE,
  ENTERPRISE_DEFAULTS,
  MSG,
  USER_STATUS,
  initialsOf,
  type InvitationInfo,
  type RegisterByInviteInput,
  type RegisterInput,
} from '@candid/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { enterprises, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest } from '../../http/errors';
import { retryAfterSeconds } from '../../http/rate-limit';
import { dummyPasswordHash, hashSecret, sha256, verifySecret } from '../../platform/crypto';
import { releaseExpiredInvitations } from '../users/invitations';
import type { IssuedSession } from './sessions';

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

const emailTaken = (email: string) =>
  badRequest(MSG.validationFailed, { User_Email: [MSG.alreadyTaken('Email', email)] });

/**
 * Whether the address is a member's or an open invitation's of the enterprise (POST
 * /Account/isEmailExists): one row at most per address in an enterprise (users_enterprise_email_uq).
 * Other companies' accounts and invitations are not looked at, so the answer tells nothing of them.
 */
export async function emailExists(ctx: AppContext, email: string, enterpriseId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ registered: sql<boolean>`${users.passwordHash} is not null`, expiresAt: users.inviteExpiresAt })
    .from(users)
    .where(and(eq(sql`lower(${users.User_Email})`, email.trim().toLowerCase()), eq(users.fk_Enterprise_ID, enterpriseId)))
    .limit(1);
  // A team invitation that expired unused holds the address no longer (released on the next invitation).
  return Boolean(row) && (row.registered || !row.expiresAt || Date.parse(row.expiresAt) > Date.now());
}

/**
 * The registered account of an address (a password set), in whichever enterprise: one at most
 * (users_email_uq). Pending team invitations of the address are not accounts: they never keep its
 * owner from registering, nor answer a sign-in or a password reset (issue 28).
 */
export async function accountByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.User_Email})`, email.trim().toLowerCase()), isNotNull(users.passwordHash)))
    .limit(1);
  return user;
}

/** Creates an enterprise with its owner (access level 0, onboarding pending) and signs in. */
export async function register(ctx: AppContext, input: RegisterInput, meta: ClientMeta) {
  const email = input.User_Email.toLowerCase();
  // Only a registered account takes the address. Other companies' pending invitations of it stay
  // pending in their team lists; their links then say that the address has its own account.
  if (await accountByEmail(ctx.db, email)) throw emailTaken(input.User_Email);
  const passwordHash = await hashSecret(input.Password);
  try {
    return await ctx.db.transaction(async (tx) => {
      await releaseExpiredInvitations({ db: tx }, [email]);
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          Enterprise_Name: input.Enterprise_Name,
          Enterprise_Initials: initialsOf(...splitName(input.Enterprise_Name)).slice(0, 3),
          Enterprise_Email: email,
          Enterprise_BackgroundColour: BRAND_PALETTE[2],
          Enterprise_Colour: BRAND_PALETTE[1],
          Enterprise_City: ENTERPRISE_DEFAULTS.Enterprise_City,
          Enterprise_Country: ENTERPRISE_DEFAULTS.Enterprise_Country,
          Enterprise_CountryCoded: ENTERPRISE_DEFAULTS.Enterprise_CountryCoded,
          Enterprise_PhoneNumber_CountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
          Enterprise_PhoneNumber_Extention: ENTERPRISE_DEFAULTS.Enterprise_PhoneNumber_Extention,
          Enterprise_RefernceCode: input.RegistrationCode ?? null,
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          fk_Enterprise_ID: enterprise.pk_Enterprise_ID,
          User_FirstName: input.User_FirstName,
          User_LastName: input.User_LastName,
          User_Email: email,
          User_Initials: initialsOf(input.User_FirstName, input.User_LastName),
          User_BackgroundColour: BRAND_PALETTE[2],
          User_Colour: BRAND_PALETTE[1],
          User_AccessLevel: ACCESS_LEVEL.Owner,
          User_Status: USER_STATUS.Active,
          IsOnBoardingProcess: true,
          passwordHash,
        })
        .returning();
      const session = await ctx.sessions.issue(tx, user, meta);
      return { user, session };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(input.User_Email);
    throw err;
  }
}

const invalidGrant = () =>
  new HttpError(400, MSG.invalidLogin, undefined, {
    error: 'invalid_grant',
    error_description: MSG.invalidLogin,
  });

/** OAuth2 password grant. Unknown users cost the same time as wrong passwords. */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  meta: ClientMeta,
): Promise<{ user: typeof users.$inferSelect; session: IssuedSession }> {
  const account = username.trim().toLowerCase();
  // Per account, from any address: a run of failures locks the account's sign-in for a while,
  // known address or not (the answer must not tell which).
  const failures = ctx.limits.signInFailures;
  if (await failures.exhausted(account)) {
    throw new HttpError(429, MSG.tooManyRequests, undefined, undefined, { 'retry-after': retryAfterSeconds(await failures.msUntilReset(account)) });
  }
  const failed = async () => {
    await failures.take(account);
    return invalidGrant();
  };
  const user = await accountByEmail(ctx.db, account);
  if (!user?.passwordHash) {
    await verifySecret(await dummyPasswordHash(), password);
    throw await failed();
  }
  if (!(await verifySecret(user.passwordHash, password))) throw await failed();
  await failures.clear(account);
  if (user.User_Status !== USER_STATUS.Active) {
    throw new HttpError(400, MSG.userInactive, undefined, {
      error: 'invalid_grant',
      error_description: MSG.userInactive,
    });
  }
  const session = await ctx.sessions.issue(ctx.db, user, meta);
  return { user, session };
}

const invitationInvalid = () =>
  new HttpError(404, 'This invitation is no longer valid. Please ask for a new one.');

/**
 * The invitation's address has meanwhile become a registered account (its own company's, or by
 * another invitation accepted first): it cannot also join this enterprise. Only the invitee, who
 * holds the link's secret, is told; the inviting company is not.
 */
const invitationHasAccount = (enterpriseName: string) => new HttpError(409, MSG.invitationHasAccount(enterpriseName));

async function findInvitation(ctx: AppContext, userId: number, enterpriseId: number, token: string) {
  const [row] = await ctx.db
    .select({ user: users, enterpriseName: enterprises.Enterprise_Name })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.pk_Enterprise_ID, users.fk_Enterprise_ID))
    .where(
      and(
        eq(users.pk_User_ID, userId),
        eq(users.fk_Enterprise_ID, enterpriseId),
        eq(users.inviteTokenHash, sha256(token)),
        isNotNull(users.inviteExpiresAt),
        gt(users.inviteExpiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  if (!row) throw invitationInvalid();
  if (await accountByEmail(ctx.db, row.user.User_Email)) throw invitationHasAccount(row.enterpriseName);
  return row;
}

/** What the registration form shows for /invite/{id}/{eId}/{statusId}. */
export async function invitationInfo(
  ctx: AppContext,
  userId: number,
  enterpriseId: number,
  token: string,
): Promise<InvitationInfo> {
  const { user, enterpriseName } = await findInvitation(ctx, userId, enterpriseId, token);
  return {
    User_Email: user.User_Email,
    Enterprise_Name: enterpriseName,
    User_AccessLevel: user.User_AccessLevel,
  };
}

/** Completes a team invitation: sets the name and password, activates, signs in. */
export async function registerByInvite(ctx: AppContext, input: RegisterByInviteInput, meta: ClientMeta) {
  const { user, enterpriseName } = await findInvitation(ctx, input.pk_User_ID, input.fk_Enterprise_ID, input.UserStatusId);
  const passwordHash = await hashSecret(input.Password);
  try {
    return await acceptInvitation(ctx, user, input, passwordHash, meta);
  } catch (err) {
    // The address became an account in the meantime (users_email_uq): nothing was written.
    if (isUniqueViolation(err)) throw invitationHasAccount(enterpriseName);
    throw err;
  }
}

function acceptInvitation(
  ctx: AppContext,
  user: typeof users.$inferSelect,
  input: RegisterByInviteInput,
  passwordHash: string,
  meta: ClientMeta,
) {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        User_FirstName: input.User_FirstName,
        User_LastName: input.User_LastName,
        User_Initials: initialsOf(input.User_FirstName, input.User_LastName),
        User_Status: USER_STATUS.Active,
        passwordHash,
        inviteTokenHash: null,
        inviteExpiresAt: null,
      })
      // The hash condition makes a concurrent second use of the same invitation a no-op.
      .where(and(eq(users.pk_User_ID, user.pk_User_ID), eq(users.inviteTokenHash, sha256(input.UserStatusId))))
      .returning();
    if (!updated) throw invitationInvalid();
    const session = await ctx.sessions.issue(tx, updated, meta);
    return { user: updated, session };
  });
}

function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return [words[0] ?? '', words[1] ?? ''];
}
