import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Package, StripePayment } from '@candid/shared';
import { packages, stripePayments, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { Deps } from '../../context';

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value ? iso(value) : null);

type PackageRow = typeof packages.$inferSelect;
type PaymentRow = typeof stripePayments.$inferSelect;

/** A package as the wire carries it (dates in ISO form). */
export const presentPackage = (row: PackageRow): Package => ({
  ...row,
  Package_DateOfCreation: iso(row.Package_DateOfCreation),
  Package_DateOfLastUpdate: iso(row.Package_DateOfLastUpdate),
});

/** A history entry as the wire carries it: the package's name joined, the invoice id left out. */
export function presentPayment(row: PaymentRow, packageName: string): StripePayment {
  const { StripePayment_InvoiceID: _invoice, ...entry } = row;
  return {
    ...entry,
    Package_Name: packageName,
    StripePayment_StartDate: iso(row.StripePayment_StartDate),
    StripePayment_ExpiryDate: isoOrNull(row.StripePayment_ExpiryDate),
    StripePayment_DateOfCreation: iso(row.StripePayment_DateOfCreation),
    StripePayment_DateOfLastUpdate: iso(row.StripePayment_DateOfLastUpdate),
  };
}

/** The packages on offer (active ones; `all`: withdrawn ones too), in the order /packages shows them. */
export async function activePackages({ db }: Deps, opts: { all?: boolean } = {}): Promise<Package[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(opts.all ? undefined : eq(packages.Package_Active, true))
    .orderBy(asc(packages.Package_SortOrder), asc(packages.pk_Package_ID));
  return rows.map(presentPackage);
}

/**
 * The enterprise's payments history, newest first: every Stripe invoice and operator assignment,
 * with its package's name. `userId` keeps the entries of one user (GetByUser).
 */
export async function paymentHistory({ db }: Deps, enterpriseId: number, userId?: number): Promise<StripePayment[]> {
  const conditions: SQL[] = [eq(stripePayments.fk_Enterprise_ID, enterpriseId)];
  if (userId !== undefined) conditions.push(eq(stripePayments.fk_User_ID, userId));
  const rows = await db
    .select({ entry: stripePayments, packageName: packages.Package_Name })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.pk_Package_ID, stripePayments.fk_Package_ID))
    .where(and(...conditions))
    .orderBy(desc(stripePayments.pk_StripePayment_ID));
  return rows.map((r) => presentPayment(r.entry, r.packageName));
}

/** One history entry of the enterprise with its package's name (after an insert or update). */
export async function paymentEntry({ db }: Deps, enterpriseId: number, id: number): Promise<StripePayment> {
  const [row] = await db
    .select({ entry: stripePayments, packageName: packages.Package_Name })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.pk_Package_ID, stripePayments.fk_Package_ID))
    .where(and(eq(stripePayments.fk_Enterprise_ID, enterpriseId), eq(stripePayments.pk_StripePayment_ID, id)));
  return presentPayment(row.entry, row.packageName);
}

/** 404 unless the user belongs to the enterprise (another tenant's user is not found). */
export async function assertMemberOf({ db }: Deps, enterpriseId: number, userId: number) {
  const [user] = await db
    .select({ id: users.pk_User_ID })
    .from(users)
    .where(and(eq(users.fk_Enterprise_ID, enterpriseId), eq(users.pk_User_ID, userId)));
  if (!user) throw notFound();
}
