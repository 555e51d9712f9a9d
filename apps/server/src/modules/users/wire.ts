import type { User, UserUpdate } from '@candid/shared';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames, wireViewNames } from '../../http/wire-names';
import type { UserView } from './present';

/*
 * A user at the HTTP edge (issue 31): the server says firstName, accessLevel, isOnboarding, the
 * wire User_FirstName, User_AccessLevel, IsOnBoardingProcess (wireNames.users). A shown user also
 * carries whether they are still invited and their enterprise's name.
 */


/** PUT /User's body with the domain's names; a field left out stays out. */
export type UserChange = OffWire<UserUpdate, typeof wireNames.users>;

/** A shown user → the wire's User. */
export function userToWire(user: UserView): User {
  return toWire(wireViewNames.user, user);
}

/** PUT /User's body → the domain's names. */
export function userFromWire(body: UserUpdate): UserChange {
  return fromWire(wireNames.users, body);
}
