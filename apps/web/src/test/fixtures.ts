import type { User } from '@candid/shared';
import { userFromWire, type User as UserState } from '../api/entities';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    pk_User_ID: 11,
    fk_Enterprise_ID: 7,
    User_FirstName: 'Ada',
    User_SecondName: null,
    User_LastName: 'Lovelace',
    User_Email: 'ada@example.com',
    User_Initials: null,
    User_BackgroundColour: null,
    User_Colour: null,
    User_AvatarEnable: false,
    User_ImageLink: null,
    User_AccessLevel: 0,
    User_Status: 1,
    sSession: null,
    IsOnBoardingProcess: false,
    Enterprise_Name: 'Acme Recruiting',
    ...overrides,
  };
}

/** The same user as the web's state holds it (domain names), for a test that hands one to a component. */
export const buildUserState = (overrides: Partial<User> = {}): UserState => userFromWire(buildUser(overrides));
