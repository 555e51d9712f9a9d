import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { packages, stripePayments, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { Deps } from '../../context';

export type PackageRow = typeof packages.$inferSelect;
type PaymentRow = typeof stripePayments.$inferSelect;

/** A history entry with its package's name joined (the invoice id stays on the server). */
export type PaymentEntry = Omit<PaymentRow, 'invoiceId'> & { packageName: string };

const entryOf = (row: PaymentRow, packageName: string): PaymentEntry => {
  const { invoiceId: _invoice, ...entry } = row;
  return { ...entry, packageName };
};

/** The packages on offer (active ones; `all`: withdrawn ones too), in the order /packages shows them. */
export async function activePackages({ db }: Deps, opts: { all?: boolean } = {}): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(opts.all ? undefined : eq(packages.active, true))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

/**
 * The enterprise's payments history, newest first: every Stripe invoice and operator assignment,
 * with its package's name. `userId` keeps the entries of one user (GetByUser).
 */
export async function paymentHistory({ db }: Deps, enterpriseId: number, userId?: number): Promise<PaymentEntry[]> {
  const conditions: SQL[] = [eq(stripePayments.enterpriseId, enterpriseId)];
  if (userId !== undefined) conditions.push(eq(stripePayments.userId, userId));
  const rows = await db
    .select({ entry: stripePayments, packageName: packages.name })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.id, stripePayments.packageId))
    .where(and(...conditions))
    .orderBy(desc(stripePayments.id));
  return rows.map((r) => entryOf(r.entry, r.packageName));
}

/** One history entry of the enterprise with its package's name (after an insert or update). */
export async function paymentEntry({ db }: Deps, enterpriseId: number, id: number): Promise<PaymentEntry> {
  const [row] = await db
    .select({ entry: stripePayments, packageName: packages.name })
    .from(stripePayments)
    .innerJoin(packages, eq(packages.id, stripePayments.packageId))
    .where(and(eq(stripePayments.enterpriseId, enterpriseId), eq(stripePayments.id, id)));
  return entryOf(row.entry, row.packageName);
}

/** 404 unless the user belongs to the enterprise (another tenant's user is not found). */
export async function assertMemberOf({ db }: Deps, enterpriseId: number, userId: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, userId)));
  if (!user) throw notFound();
}
