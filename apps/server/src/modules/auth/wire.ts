import type { InvitationInfo, RegisterByInviteInput, RegisterInput } from '@candid/shared';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { users } from '../../db/schema/index';

/*
 * Sign-up at the HTTP edge (issue 31): a registration's or an invitation's user fields and the
 * company's name go by the user's wire names (wireNames.users) and the enterprise's
 * (wireNames.enterprises.name); the password and the codes have one name on both sides.
 */

const signUpNames = { ...wireNames.users, enterpriseName: wireNames.enterprises.name } as const;

/** POST /Account/Register's body with the domain's names. */
export type Registration = OffWire<RegisterInput, typeof signUpNames>;
/** POST /Account/RegisterByInvite's body with the domain's names. */
export type InviteAcceptance = OffWire<RegisterByInviteInput, typeof signUpNames>;
/** The invitation the registration form shows. */
export type Invitation = OffWire<InvitationInfo, typeof signUpNames>;

export function registrationFromWire(body: RegisterInput): Registration {
  return fromWire(signUpNames, body);
}

export function acceptanceFromWire(body: RegisterByInviteInput): InviteAcceptance {
  return fromWire(signUpNames, body);
}

export function invitationToWire(invitation: Invitation): InvitationInfo {
  return toWire(signUpNames, invitation);
}

/** The account just signed up, as a registration answers it: its ids and address. */
export function signedUpToWire(user: typeof users.$inferSelect) {
  return toWire(wireNames.users, { id: user.id, enterpriseId: user.enterpriseId, email: user.email });
}

/** The forgot-password lookup's answer: the address back. */
export function lookedUpToWire(found: { email: string }) {
  return toWire(wireNames.users, found);
}
