import type { Enterprise, EnterpriseUpdate } from '@candid/shared';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { EnterpriseView } from './service';

/*
 * An enterprise at the HTTP edge (issue 31): the server says name, initials, slug, the wire
 * Enterprise_Name, Enterprise_Initials, Enterprise_Slug (wireNames.enterprises).
 */

type Names = typeof wireNames.enterprises;

/** PUT /Enterprise's body with the domain's names; a field left out stays out. */
export type EnterpriseChange = OffWire<EnterpriseUpdate, Names>;

/** The company profile → the wire's Enterprise. */
export function enterpriseToWire(enterprise: EnterpriseView): Enterprise {
  return toWire(wireNames.enterprises, enterprise);
}

/** PUT /Enterprise's body → the domain's names. */
export function enterpriseFromWire(body: EnterpriseUpdate): EnterpriseChange {
  return fromWire(wireNames.enterprises, body);
}
