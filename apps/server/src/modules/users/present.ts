import type { User } from '@candid/shared';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** The wire shape of a user: never the password hash or invitation secrets. */
export function presentUser(row: UserRow, enterpriseName?: string | null): User {
  return {
    pk_User_ID: row.pk_User_ID,
    fk_Enterprise_ID: row.fk_Enterprise_ID,
    User_FirstName: row.User_FirstName,
    User_SecondName: row.User_SecondName,
    User_LastName: row.User_LastName,
    User_Email: row.User_Email,
    User_Initials: row.User_Initials,
    User_BackgroundColour: row.User_BackgroundColour,
    User_Colour: row.User_Colour,
    User_AvatarEnable: row.User_AvatarEnable,
    User_ImageLink: row.User_ImageLink,
    User_AccessLevel: row.User_AccessLevel,
    User_Status: row.User_Status,
    sSession: row.sSession,
    IsOnBoardingProcess: row.IsOnBoardingProcess,
    User_InvitePending: row.passwordHash === null && row.inviteTokenHash !== null,
    ...(enterpriseName !== undefined ? { Enterprise_Name: enterpriseName } : {}),
  };
}
