import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { MSG, USER_STATUS } from '@candid/shared';
import type { Deps } from '../../context';
import { enterprises, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import { HttpError, badRequest } from '../../http/errors';
import { retryAfterSeconds } from '../../http/rate-limit';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { dummyPasswordHash, hashSecret, sha256, verifySecret } from '../../platform/crypto';
import { createEnterprise } from '../enterprises/service';
import { acceptInvitedUser, createOwner } from '../users/accounts';
import { releaseExpiredInvitations } from '../users/invitations';
import type { IssuedSession } from './sessions';
import type { InviteAcceptance, Invitation, Registration } from './wire';

export interface ClientMeta {
  userAgent?: string;
  ip?: string;
}

const emailTaken = (email: string) =>
  badRequest(MSG.validationFailed, { [wireNameOf(wireNames.users, 'email')]: [MSG.alreadyTaken('Email', email)] });

/**
 * Whether the address is a member's or an open invitation's of the enterprise (POST
 * /Account/isEmailExists): one row at most per address in an enterprise (users_enterprise_email_uq).
 * Other companies' accounts and invitations are not looked at, so the answer tells nothing of them.
 */
export async function emailExists(deps: Deps, email: string, enterpriseId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ registered: sql<boolean>`${users.passwordHash} is not null`, expiresAt: users.inviteExpiresAt })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.enterpriseId, enterpriseId)))
    .limit(1);
  // A team invitation that expired unused holds the address no longer (released on the next invitation).
  return Boolean(row) && (row.registered || !row.expiresAt || Date.parse(row.expiresAt) > Date.now());
}

/**
 * The registered account of an address (a password set), in whichever enterprise: one at most
 * (users_email_uq). Pending team invitations of the address are not accounts: they never keep its
 * owner from registering, nor answer a sign-in or a password reset (issue 28).
 */
export async function accountByEmail({ db }: Deps, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNotNull(users.passwordHash)))
    .limit(1);
  return user;
}

/** Creates an enterprise with its owner (access level 0, onboarding pending) and signs in. */
export async function register(deps: Deps<'events' | 'sessions'>, input: Registration, meta: ClientMeta) {
  const email = input.email.toLowerCase();
  // Only a registered account takes the address. Other companies' pending invitations of it stay
  // pending in their team lists; their links then say that the address has its own account.
  if (await accountByEmail(deps, email)) throw emailTaken(input.email);
  const passwordHash = await hashSecret(input.Password);
  try {
    return await withTransaction(deps, async (tx) => {
      await releaseExpiredInvitations(tx, [email]);
      const enterprise = await createEnterprise(tx, { name: input.enterpriseName, email, referenceCode: input.RegistrationCode ?? null });
      const user = await createOwner(tx, {
        enterpriseId: enterprise.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        passwordHash,
      });
      const session = await tx.sessions.issue(tx.db, user, meta);
      return { user, session };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken(input.email);
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
  deps: Deps<'limits' | 'sessions'>,
  username: string,
  password: string,
  meta: ClientMeta,
): Promise<{ user: typeof users.$inferSelect; session: IssuedSession }> {
  const account = username.trim().toLowerCase();
  // Per account, from any address: a run of failures locks the account's sign-in for a while,
  // known address or not (the answer must not tell which).
  const failures = deps.limits.signInFailures;
  if (await failures.exhausted(account)) {
    throw new HttpError(429, MSG.tooManyRequests, undefined, undefined, { 'retry-after': retryAfterSeconds(await failures.msUntilReset(account)) });
  }
  const failed = async () => {
    await failures.take(account);
    return invalidGrant();
  };
  const user = await accountByEmail(deps, account);
  if (!user?.passwordHash) {
    await verifySecret(await dummyPasswordHash(), password);
    throw await failed();
  }
  if (!(await verifySecret(user.passwordHash, password))) throw await failed();
  await failures.clear(account);
  if (user.status !== USER_STATUS.Active) {
    throw new HttpError(400, MSG.userInactive, undefined, {
      error: 'invalid_grant',
      error_description: MSG.userInactive,
    });
  }
  const session = await deps.sessions.issue(deps.db, user, meta);
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

async function findInvitation(deps: Deps, userId: number, enterpriseId: number, token: string) {
  const [row] = await deps.db
    .select({ user: users, enterpriseName: enterprises.name })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.enterpriseId, enterpriseId),
        eq(users.inviteTokenHash, sha256(token)),
        isNotNull(users.inviteExpiresAt),
        gt(users.inviteExpiresAt, new Date().toISOString()),
      ),
    )
    .limit(1);
  if (!row) throw invitationInvalid();
  if (await accountByEmail(deps, row.user.email)) throw invitationHasAccount(row.enterpriseName);
  return row;
}

/** What the registration form shows for /invite/{id}/{eId}/{statusId}. */
export async function invitationInfo(
  deps: Deps,
  userId: number,
  enterpriseId: number,
  token: string,
): Promise<Invitation> {
  const { user, enterpriseName } = await findInvitation(deps, userId, enterpriseId, token);
  return { email: user.email, enterpriseName, accessLevel: user.accessLevel };
}

/** Completes a team invitation: sets the name and password, activates, signs in. */
export async function registerByInvite(deps: Deps<'sessions'>, input: InviteAcceptance, meta: ClientMeta) {
  const { user, enterpriseName } = await findInvitation(deps, input.id, input.enterpriseId, input.UserStatusId);
  const passwordHash = await hashSecret(input.Password);
  try {
    return await acceptInvitation(deps, user, input, passwordHash, meta);
  } catch (err) {
    // The address became an account in the meantime (users_email_uq): nothing was written.
    if (isUniqueViolation(err)) throw invitationHasAccount(enterpriseName);
    throw err;
  }
}

function acceptInvitation(
  deps: Deps<'sessions'>,
  user: typeof users.$inferSelect,
  input: InviteAcceptance,
  passwordHash: string,
  meta: ClientMeta,
) {
  return withTransaction(deps, async (tx) => {
    // The invitation's secret is checked again in the write: a concurrent second use is a no-op.
    const updated = await acceptInvitedUser(tx, {
      userId: user.id,
      token: input.UserStatusId,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    if (!updated) throw invitationInvalid();
    const session = await tx.sessions.issue(tx.db, updated, meta);
    return { user: updated, session };
  });
}
