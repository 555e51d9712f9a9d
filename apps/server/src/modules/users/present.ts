import type { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/**
 * A user as the team sees them: never the password hash or the invitation's secret; whether they
 * are still only invited; their enterprise's name when it was asked for.
 */
export type UserView = Omit<UserRow, 'passwordHash' | 'inviteTokenHash' | 'inviteExpiresAt' | 'createdAt' | 'updatedAt'> & {
  invitePending: boolean;
  enterpriseName?: string | null;
};

/** A user row → what may be shown of it (users/wire.ts puts it on the wire). */
export function presentUser(row: UserRow, enterpriseName?: string | null): UserView {
  const { passwordHash, inviteTokenHash, inviteExpiresAt: _expires, createdAt: _created, updatedAt: _updated, ...shown } = row;
  return {
    ...shown,
    invitePending: passwordHash === null && inviteTokenHash !== null,
    ...(enterpriseName !== undefined ? { enterpriseName } : {}),
  };
}
