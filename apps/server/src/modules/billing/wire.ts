import type { Package, StripePayment } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { PackageRow, PaymentEntry } from './history';

/*
 * Billing at the HTTP edge (issue 31): the server says name, maxJobs, startDate, the wire
 * Package_Name, Package_MaxJobs, StripePayment_StartDate (wireNames.packages,
 * wireNames.stripePayments). Dates go out in ISO form.
 */

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value ? iso(value) : null);

/** A package row → the wire's Package. */
export function packageToWire(row: PackageRow): Package {
  return toWire(wireNames.packages, { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
}

/** A history entry → the wire's StripePayment: the package's name joined under its wire name. */
export function paymentToWire({ packageName, ...entry }: PaymentEntry): StripePayment {
  const dated = {
    ...entry,
    startDate: iso(entry.startDate),
    expiryDate: isoOrNull(entry.expiryDate),
    createdAt: iso(entry.createdAt),
    updatedAt: iso(entry.updatedAt),
  };
  return { ...toWire(wireNames.stripePayments, dated), Package_Name: packageName };
}
