import { and, eq } from 'drizzle-orm';
import type { Enterprise, EnterpriseUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import { enterprises } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { assertCompanySlugFree } from './slug';

type Row = typeof enterprises.$inferSelect;

function present(row: Row): Enterprise {
  const { Enterprise_Deleted: _deleted, ...wire } = row;
  return wire;
}

/** The caller's own enterprise; any other id is a 404. */
export async function getEnterprise(ctx: Deps, actor: AuthContext, id: number): Promise<Enterprise> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (id !== sessionEnterpriseId) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.pk_Enterprise_ID, id), eq(enterprises.Enterprise_Deleted, 0)));
  if (!row) throw notFound();
  return present(row);
}

export async function updateEnterprise(ctx: Deps, actor: AuthContext, change: EnterpriseUpdate): Promise<Enterprise> {
  const sessionEnterpriseId = actor.enterpriseId;
  if (change.pk_Enterprise_ID !== sessionEnterpriseId) throw notFound();
  const { pk_Enterprise_ID: id, ...fields } = change;
  if (fields.Enterprise_Initials) fields.Enterprise_Initials = fields.Enterprise_Initials.toUpperCase();
  // Only the id: nothing to write (an empty SET is not SQL); the enterprise as it is.
  if (Object.values(fields).every((v) => v === undefined)) return getEnterprise(ctx, actor, id);
  const [row] = await ctx.db.transaction(async (tx) => {
    if (fields.Enterprise_Slug) await assertCompanySlugFree(tx, fields.Enterprise_Slug, { enterpriseId: id }, 'Enterprise_Slug');
    return tx
      .update(enterprises)
      .set(fields)
      .where(and(eq(enterprises.pk_Enterprise_ID, id), eq(enterprises.Enterprise_Deleted, 0)))
      .returning();
  });
  if (!row) throw notFound();
  return present(row);
}
