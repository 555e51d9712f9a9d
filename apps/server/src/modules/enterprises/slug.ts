import { and, eq, ne, sql } from 'drizzle-orm';
import { MSG, SLUG_MESSAGES } from '@candid/shared';
import { employers, enterprises } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import type { Deps } from '../../context';

/*
 * Careers slugs of companies (issue 17, docs/careers-and-exports.md). Enterprises and client
 * employers share one namespace: /careers/{slug} names either. New rows get theirs from the name
 * in the database (migration 0014's insert trigger); this is the edit's check.
 */

/** Who owns a slug now (to let a company keep its own). */
export type SlugOwner = { enterpriseId: number } | { employerId: number };

/**
 * Takes the company-slug lock for the transaction and answers 400 (details naming `field`) when
 * another company holds `slug`. Call inside the transaction that writes the slug.
 */
export async function assertCompanySlugFree({ db: tx }: Deps, slug: string, owner: SlugOwner, field: string): Promise<void> {
  // The same lock as the insert trigger's candid_company_slug, so two writers cannot both pass.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('candid.company_slug'))`);
  const enterpriseHolds = and(eq(enterprises.slug, slug), 'enterpriseId' in owner ? ne(enterprises.id, owner.enterpriseId) : undefined);
  const employerHolds = and(eq(employers.slug, slug), 'employerId' in owner ? ne(employers.id, owner.employerId) : undefined);
  const [a] = await tx.select({ id: enterprises.id }).from(enterprises).where(enterpriseHolds).limit(1);
  const [b] = a ? [] : await tx.select({ id: employers.id }).from(employers).where(employerHolds).limit(1);
  if (a || b) throw badRequest(MSG.validationFailed, { [field]: [SLUG_MESSAGES.taken] });
}
