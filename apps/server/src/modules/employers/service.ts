import { and, asc, eq } from 'drizzle-orm';
import { EMPLOYER_AVATAR_DEFAULTS, MSG, initialsOf } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { employers, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { assertCompanySlugFree } from '../enterprises/slug';
import type { EmployerChange, EmployerFields } from './wire';

export type EmployerRow = typeof employers.$inferSelect;

/** The wire's name of an employer field, which an error's details name. */
const field = (name: keyof typeof wireNames.employers) => wireNameOf(wireNames.employers, name);

const live = (enterpriseId: number) => and(eq(employers.enterpriseId, enterpriseId), eq(employers.deleted, 0));

async function loadEmployer(db: DbOrTx, enterpriseId: number, id: number): Promise<EmployerRow> {
  const [row] = await db.select().from(employers).where(and(live(enterpriseId), eq(employers.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The main contact must be a user of the same enterprise. */
async function checkMainContact(db: DbOrTx, enterpriseId: number, userId: number | null | undefined) {
  if (!userId) return;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.id, userId)));
  if (!u) throw badRequest(MSG.validationFailed, { [field('mainContactUserId')]: ['Unknown user.'] });
}

/** The enterprise's client employers in creation order, one offset page (ps per page, pn from 1). */
export async function listEmployers(deps: Deps, actor: AuthContext, page?: { ps: number; pn: number }): Promise<EmployerRow[]> {
  const { enterpriseId } = actor;
  const query = deps.db.select().from(employers).where(live(enterpriseId)).orderBy(asc(employers.id));
  return page ? query.limit(page.ps).offset(page.ps * (page.pn - 1)) : query;
}

export const getEmployer = (deps: Deps, actor: AuthContext, id: number): Promise<EmployerRow> => loadEmployer(deps.db, actor.enterpriseId, id);

/** Creates a client employer; avatar colours and initials default as the picker shows them. */
export async function createEmployer(deps: Deps, actor: AuthContext, input: EmployerFields): Promise<EmployerRow> {
  return withTransaction(deps, async ({ db: tx }) => {
    await checkMainContact(tx, actor.enterpriseId, input.mainContactUserId);
    const [first, second] = input.name.split(/\s+/);
    const [row] = await tx
      .insert(employers)
      .values({
        ...input,
        initials: (input.initials || initialsOf(first, second)).toUpperCase(),
        backgroundColour: input.backgroundColour ?? EMPLOYER_AVATAR_DEFAULTS.background,
        colour: input.colour ?? EMPLOYER_AVATAR_DEFAULTS.colour,
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
      })
      .returning();
    return row;
  });
}

/** Updates the fields given; the path's id must be a live employer of the enterprise (404). */
export async function updateEmployer(deps: Deps, actor: AuthContext, { id, input }: { id: number; input: EmployerChange }): Promise<EmployerRow> {
  const { enterpriseId } = actor;
  if (input.id !== undefined && input.id !== id) {
    throw badRequest(MSG.validationFailed, { [field('id')]: ['Does not match the path.'] });
  }
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const current = await loadEmployer(tx, enterpriseId, id);
    await checkMainContact(tx, enterpriseId, input.mainContactUserId);
    const { id: _id, ...fields } = input;
    if (fields.initials) fields.initials = fields.initials.toUpperCase();
    if (Object.keys(fields).length === 0) return current;
    if (fields.slug) await assertCompanySlugFree(txDeps, fields.slug, { employerId: id }, field('slug'));
    const [row] = await tx
      .update(employers)
      .set(fields)
      .where(and(eq(employers.enterpriseId, enterpriseId), eq(employers.id, id)))
      .returning();
    return row;
  });
}
