import { and, eq } from 'drizzle-orm';
import { BRAND_PALETTE, ENTERPRISE_DEFAULTS, initialsOf } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { assertCompanySlugFree } from './slug';
import type { EnterpriseChange } from './wire';

type Row = typeof enterprises.$inferSelect;

/** The company profile as it is shown (the deleted flag stays on the server). */
export type EnterpriseView = Omit<Row, 'deleted'>;

function present(row: Row): EnterpriseView {
  const { deleted: _deleted, ...shown } = row;
  return shown;
}

/** The caller's own enterprise; any other id is a 404. */
export async function getEnterprise(deps: Deps, actor: AuthContext, id: number): Promise<EnterpriseView> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (id !== sessionEnterpriseId) throw notFound();
  const [row] = await deps.db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.id, id), eq(enterprises.deleted, 0)));
  if (!row) throw notFound();
  return present(row);
}

export async function updateEnterprise(deps: Deps, actor: AuthContext, change: EnterpriseChange): Promise<EnterpriseView> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (change.id !== sessionEnterpriseId) throw notFound();
  const { id, ...fields } = change;
  if (fields.initials) fields.initials = fields.initials.toUpperCase();
  // Only the id: nothing to write (an empty SET is not SQL); the enterprise as it is.
  if (Object.values(fields).every((v) => v === undefined)) return getEnterprise(deps, actor, id);
  const [row] = await withTransaction(deps, async (txDeps) => {
    const { db } = txDeps;
    if (fields.slug) await assertCompanySlugFree(txDeps, fields.slug, { enterpriseId: id }, wireNameOf(wireNames.enterprises, 'slug'));
    return db
      .update(enterprises)
      .set(fields)
      .where(and(eq(enterprises.id, id), eq(enterprises.deleted, 0)))
      .returning();
  });
  if (!row) throw notFound();
  return present(row);
}

/**
 * Creates a registering company with the brand colours and the default place and phone prefix
 * (its careers slug comes from the name, by the insert trigger); answers the new row.
 */
export async function createEnterprise({ db }: Deps, input: { name: string; email: string; referenceCode: string | null }): Promise<Row> {
  const [row] = await db
    .insert(enterprises)
    .values({
      name: input.name,
      initials: initialsOf(...splitName(input.name)).slice(0, 3),
      email: input.email,
      backgroundColour: BRAND_PALETTE[2],
      colour: BRAND_PALETTE[1],
      city: ENTERPRISE_DEFAULTS.city,
      country: ENTERPRISE_DEFAULTS.country,
      countryCode: ENTERPRISE_DEFAULTS.countryCode,
      phoneCountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
      phoneExtension: ENTERPRISE_DEFAULTS.phoneExtension,
      referenceCode: input.referenceCode,
    })
    .returning();
  return row;
}

/** The first two words of a company's name, for its initials. */
function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return [words[0] ?? '', words[1] ?? ''];
}
