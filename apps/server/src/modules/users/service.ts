import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { enterprises, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { presentUser, type UserRow, type UserView } from './present';
import type { UserChange } from './wire';
import { ASSIGNABLE_LEVELS, usersPolicy } from './policy';

async function enterpriseName(ctx: Deps, enterpriseId: number) {
  const [row] = await ctx.db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.name ?? null;
}

const userById = preparedQuery((db) =>
  userQuery(db, eq(users.id, sql.placeholder('id'))).prepare('candid_user_by_id'),
);
const userByEmail = preparedQuery((db) =>
  userQuery(db, eq(sql`lower(${users.email})`, sql.placeholder('email'))).prepare('candid_user_by_email'),
);

function userQuery(db: DbOrTx, match: SQL) {
  return db
    .select({ user: users, enterpriseName: enterprises.name })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(and(eq(users.enterpriseId, sql.placeholder('enterpriseId')), match))
    .limit(1);
}

/**
 * A user of the caller's enterprise by id or email; another tenant's user is a 404. Every page of
 * the app reads the signed-in user: the queries are prepared.
 */
export async function getUser(ctx: Deps, actor: AuthContext, by: { id: number } | { email: string }): Promise<UserView> {
  const { enterpriseId } = actor;
  const [row] =
    'id' in by
      ? await userById(ctx.db).execute({ enterpriseId, id: by.id })
      : await userByEmail(ctx.db).execute({ enterpriseId, email: by.email.trim().toLowerCase() });
  if (!row) throw notFound();
  return presentUser(row.user, row.enterpriseName);
}

/** The enterprise's team, by name, optionally filtered by a name or email fragment. */
export async function listUsers(ctx: Deps, actor: AuthContext, searchText?: string): Promise<UserView[]> {
  const { enterpriseId } = actor;
  const term = searchText?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.enterpriseId, enterpriseId),
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  const name = await enterpriseName(ctx, enterpriseId);
  return rows.map((r) => presentUser(r, name));
}

/** What a caller above this module checks before a change is applied (the plan's limits, say). */
export type UpdateGuard = (target: UserRow, change: UserChange) => Promise<void>;

/**
 * Applies a profile change under the users policy (usersPolicy). `beforeChange` runs once the
 * change is allowed and before it is written, with the same deps (run both in one transaction to
 * hold what it checked); the team module gates re-activation on the plan there.
 */
export async function updateUser(ctx: Deps, actor: AuthContext, change: UserChange, beforeChange?: UpdateGuard): Promise<UserView> {
  const [target] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.enterpriseId, actor.enterpriseId), eq(users.id, change.id)))
    .limit(1);
  if (!target) throw notFound();
  usersPolicy.authorize(actor, 'user.edit', target);
  const levelChanges = change.accessLevel !== undefined && change.accessLevel !== target.accessLevel;
  const statusChanges = change.status !== undefined && change.status !== target.status;
  if (levelChanges || statusChanges) usersPolicy.authorize(actor, 'user.changeAccess', target);
  if (levelChanges && !ASSIGNABLE_LEVELS.includes(change.accessLevel!)) {
    throw badRequest(MSG.validationFailed, { [wireNameOf(wireNames.users, 'accessLevel')]: ['This access level cannot be assigned.'] });
  }
  // Onboarding, once finished, is never reopened (it would send the user through it again).
  if (change.isOnboarding === true && !target.isOnboarding) {
    throw badRequest(MSG.validationFailed, { [wireNameOf(wireNames.users, 'isOnboarding')]: ['Onboarding is already finished.'] });
  }
  await beforeChange?.(target, change);
  const { id: _id, ...fields } = change;
  if (fields.initials) fields.initials = fields.initials.toUpperCase();
  // Only the id: nothing to write (an empty SET is not SQL); the user as they are.
  if (Object.values(fields).every((v) => v === undefined)) return presentUser(target, await enterpriseName(ctx, actor.enterpriseId));
  const [updated] = await ctx.db
    .update(users)
    .set(fields)
    .where(and(eq(users.enterpriseId, actor.enterpriseId), eq(users.id, target.id)))
    .returning();
  return presentUser(updated, await enterpriseName(ctx, actor.enterpriseId));
}
