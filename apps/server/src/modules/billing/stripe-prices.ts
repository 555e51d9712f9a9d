import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packages } from '../../db/schema/index';
import type { Payments } from '../../platform/payments/stripe';
import type { Deps } from '../../context';

/*
 * Which Stripe price sells which package: the price whose lookup key is `candid_{name in lower
 * case}` (docs/api-billing.md), so the operator sets prices in Stripe's dashboard and nothing
 * here stores a price id. Looked up in one call and kept for a few minutes per process.
 */

export type PackageRow = typeof packages.$inferSelect;

export interface StripePrice {
  id: string;
  lookupKey: string;
  /** Billed by use (a meter): Checkout takes no quantity. */
  metered: boolean;
}

const CACHE_MS = 5 * 60_000;
/** Stripe takes at most 10 lookup keys per list call. */
const KEYS_PER_CALL = 10;

/** The lookup key of a package's Stripe price. */
export const lookupKeyOf = (packageName: string) => `candid_${packageName.toLowerCase()}`;

const caches = new WeakMap<Payments, { at: number; byKey: Map<string, StripePrice> }>();

/** Prices of every active paid package, by lookup key; cached unless `refresh`. */
async function pricesByKey(payments: Payments, db: DbOrTx, refresh = false): Promise<Map<string, StripePrice>> {
  const cached = caches.get(payments);
  if (cached && !refresh && Date.now() - cached.at < CACHE_MS) return cached.byKey;
  const paid = await db
    .select({ name: packages.name })
    .from(packages)
    .where(and(eq(packages.active, true), gt(packages.priceCents, 0)));
  const keys = paid.map((p) => lookupKeyOf(p.name));
  const byKey = new Map<string, StripePrice>();
  for (let i = 0; i < keys.length; i += KEYS_PER_CALL) {
    const page = await payments.call('list prices', (stripe) => stripe.prices.list({ lookup_keys: keys.slice(i, i + KEYS_PER_CALL), active: true, limit: 100 }));
    for (const price of page.data) {
      if (!price.lookup_key) continue;
      byKey.set(price.lookup_key, { id: price.id, lookupKey: price.lookup_key, metered: price.recurring?.usage_type === 'metered' });
    }
  }
  caches.set(payments, { at: Date.now(), byKey });
  return byKey;
}

/** The Stripe price that sells `pkg`, or null when it has none (it cannot be bought). */
export async function priceOfPackage(payments: Payments, db: DbOrTx, pkg: PackageRow): Promise<StripePrice | null> {
  if (pkg.priceCents <= 0) return null;
  const key = lookupKeyOf(pkg.name);
  const price = (await pricesByKey(payments, db)).get(key) ?? (await pricesByKey(payments, db, true)).get(key);
  return price ?? null;
}

/** The package a lookup key names (`candid_growth` -> Growth), or null. */
export async function packageOfLookupKey({ db }: Deps, lookupKey: string): Promise<PackageRow | null> {
  if (!lookupKey.startsWith('candid_')) return null;
  const name = lookupKey.slice('candid_'.length);
  const [pkg] = await db.select().from(packages).where(eq(sql`lower(${packages.name})`, name)).limit(1);
  return pkg ?? null;
}

/** The package a Stripe price sells: by its lookup key when the event carries it, else by its id. */
export async function packageOfPrice(payments: Payments, db: DbOrTx, price: { id: string; lookupKey?: string | null }): Promise<PackageRow | null> {
  if (price.lookupKey) return packageOfLookupKey({ db }, price.lookupKey);
  const find = (byKey: Map<string, StripePrice>) => [...byKey.values()].find((p) => p.id === price.id);
  const found = find(await pricesByKey(payments, db)) ?? find(await pricesByKey(payments, db, true));
  return found ? packageOfLookupKey({ db }, found.lookupKey) : null;
}
