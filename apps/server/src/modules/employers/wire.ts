import type { Employer, EmployerInput, EmployerUpdate } from '@candid/shared';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { employers } from '../../db/schema/index';

/*
 * A client employer at the HTTP edge (issue 31): the server says name, initials,
 * mainContactUserId, the wire Employer_Name, Employer_Initials, fk_UserID_MainContact
 * (wireNames.employers).
 */

type Names = typeof wireNames.employers;

/** POST /Employer's body with the domain's names. */
export type EmployerFields = OffWire<EmployerInput, Names>;
/** PUT /Employer's body with the domain's names; a field left out stays out. */
export type EmployerChange = OffWire<EmployerUpdate, Names>;

/** An employer row → the wire's Employer. */
export function employerToWire(row: typeof employers.$inferSelect): Employer {
  return toWire(wireNames.employers, row);
}

/** An employer body of the wire → the domain's names. */
export function employerFromWire<T extends EmployerInput | EmployerUpdate>(body: T): OffWire<T, Names> {
  return fromWire(wireNames.employers, body);
}
