import { and, asc, eq } from 'drizzle-orm';
import { EMPLOYER_AVATAR_DEFAULTS, MSG, initialsOf, type Employer, type EmployerInput, type EmployerUpdate } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { employers, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { assertCompanySlugFree } from '../enterprises/slug';

type Row = typeof employers.$inferSelect;

const live = (enterpriseId: number) => and(eq(employers.fk_Enterprise_ID, enterpriseId), eq(employers.Employer_Deleted, 0));

async function loadEmployer(db: DbOrTx, enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(employers).where(and(live(enterpriseId), eq(employers.pk_Employer_ID, id)));
  if (!row) throw notFound();
  return row;
}

/** The main contact must be a user of the same enterprise. */
async function checkMainContact(db: DbOrTx, enterpriseId: number, userId: number | null | undefined) {
  if (!userId) return;
  const [u] = await db
    .select({ id: users.pk_User_ID })
    .from(users)
    .where(and(eq(users.fk_Enterprise_ID, enterpriseId), eq(users.pk_User_ID, userId)));
  if (!u) throw badRequest(MSG.validationFailed, { fk_UserID_MainContact: ['Unknown user.'] });
}

/** The enterprise's client employers in creation order, one offset page (ps per page, pn from 1). */
export async function listEmployers(deps: Deps, actor: AuthContext, page?: { ps: number; pn: number }): Promise<Employer[]> {
  const { enterpriseId } = actor;
  const query = deps.db.select().from(employers).where(live(enterpriseId)).orderBy(asc(employers.pk_Employer_ID));
  return page ? query.limit(page.ps).offset(page.ps * (page.pn - 1)) : query;
}

export const getEmployer = (deps: Deps, actor: AuthContext, id: number): Promise<Employer> => loadEmployer(deps.db, actor.enterpriseId, id);

/** Creates a client employer; avatar colours and initials default as the picker shows them. */
export async function createEmployer(deps: Deps, actor: AuthContext, input: EmployerInput): Promise<Employer> {
  return withTransaction(deps, async ({ db: tx }) => {
    await checkMainContact(tx, actor.enterpriseId, input.fk_UserID_MainContact);
    const [first, second] = input.Employer_Name.split(/\s+/);
    const [row] = await tx
      .insert(employers)
      .values({
        ...input,
        Employer_Initials: (input.Employer_Initials || initialsOf(first, second)).toUpperCase(),
        Employer_BackgroundColour: input.Employer_BackgroundColour ?? EMPLOYER_AVATAR_DEFAULTS.background,
        Employer_Colour: input.Employer_Colour ?? EMPLOYER_AVATAR_DEFAULTS.colour,
        fk_Enterprise_ID: actor.enterpriseId,
        fk_User_ID: actor.userId,
      })
      .returning();
    return row;
  });
}

/** Updates the fields given; the path's id must be a live employer of the enterprise (404). */
export async function updateEmployer(deps: Deps, actor: AuthContext, { id, input }: { id: number; input: EmployerUpdate }): Promise<Employer> {
  const { enterpriseId } = actor;
  if (input.pk_Employer_ID !== undefined && input.pk_Employer_ID !== id) {
    throw badRequest(MSG.validationFailed, { pk_Employer_ID: ['Does not match the path.'] });
  }
  return withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const current = await loadEmployer(tx, enterpriseId, id);
    await checkMainContact(tx, enterpriseId, input.fk_UserID_MainContact);
    const { pk_Employer_ID: _id, ...fields } = input;
    if (fields.Employer_Initials) fields.Employer_Initials = fields.Employer_Initials.toUpperCase();
    if (Object.keys(fields).length === 0) return current;
    if (fields.Employer_Slug) await assertCompanySlugFree(txDeps, fields.Employer_Slug, { employerId: id }, 'Employer_Slug');
    const [row] = await tx
      .update(employers)
      .set(fields)
      .where(and(eq(employers.fk_Enterprise_ID, enterpriseId), eq(employers.pk_Employer_ID, id)))
      .returning();
    return row;
  });
}
