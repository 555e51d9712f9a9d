import { and, eq } from 'drizzle-orm';
import { BRAND_PALETTE, ENTERPRISE_DEFAULTS, initialsOf, type Enterprise, type EnterpriseUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { assertCompanySlugFree } from './slug';

type Row = typeof enterprises.$inferSelect;

function present(row: Row): Enterprise {
  const { Enterprise_Deleted: _deleted, ...wire } = row;
  return wire;
}

/** The caller's own enterprise; any other id is a 404. */
export async function getEnterprise(deps: Deps, actor: AuthContext, id: number): Promise<Enterprise> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (id !== sessionEnterpriseId) throw notFound();
  const [row] = await deps.db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.pk_Enterprise_ID, id), eq(enterprises.Enterprise_Deleted, 0)));
  if (!row) throw notFound();
  return present(row);
}

export async function updateEnterprise(deps: Deps, actor: AuthContext, change: EnterpriseUpdate): Promise<Enterprise> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (change.pk_Enterprise_ID !== sessionEnterpriseId) throw notFound();
  const { pk_Enterprise_ID: id, ...fields } = change;
  if (fields.Enterprise_Initials) fields.Enterprise_Initials = fields.Enterprise_Initials.toUpperCase();
  // Only the id: nothing to write (an empty SET is not SQL); the enterprise as it is.
  if (Object.values(fields).every((v) => v === undefined)) return getEnterprise(deps, actor, id);
  const [row] = await withTransaction(deps, async (txDeps) => {
    const { db } = txDeps;
    if (fields.Enterprise_Slug) await assertCompanySlugFree(txDeps, fields.Enterprise_Slug, { enterpriseId: id }, 'Enterprise_Slug');
    return db
      .update(enterprises)
      .set(fields)
      .where(and(eq(enterprises.pk_Enterprise_ID, id), eq(enterprises.Enterprise_Deleted, 0)))
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
      Enterprise_Name: input.name,
      Enterprise_Initials: initialsOf(...splitName(input.name)).slice(0, 3),
      Enterprise_Email: input.email,
      Enterprise_BackgroundColour: BRAND_PALETTE[2],
      Enterprise_Colour: BRAND_PALETTE[1],
      Enterprise_City: ENTERPRISE_DEFAULTS.Enterprise_City,
      Enterprise_Country: ENTERPRISE_DEFAULTS.Enterprise_Country,
      Enterprise_CountryCoded: ENTERPRISE_DEFAULTS.Enterprise_CountryCoded,
      Enterprise_PhoneNumber_CountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
      Enterprise_PhoneNumber_Extention: ENTERPRISE_DEFAULTS.Enterprise_PhoneNumber_Extention,
      Enterprise_RefernceCode: input.referenceCode,
    })
    .returning();
  return row;
}

/** The first two words of a company's name, for its initials. */
function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/);
  return [words[0] ?? '', words[1] ?? ''];
}
