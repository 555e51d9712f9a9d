import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_LEVEL, USER_STATUS } from '@candid/shared';
import { campaigns, employers, enterprises, questions, users } from '../src/db/schema/index';
import { hashSecret } from '../src/platform/crypto';

export const PASSWORD = 'Str0ng!Pass';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashSecret(PASSWORD));
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface TestUser {
  id: number;
  enterpriseId: number;
  email: string;
  level: number;
  token: string;
  /** Headers that authenticate as this user. */
  auth: { authorization: string };
}

/** Signs in through the real /api/token endpoint. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}&grant_type=password`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return res.json().access_token;
}

/** An enterprise with its owner, signed in. */
export async function buildEnterprise(app: FastifyInstance, name = 'Acme Hiring'): Promise<TestUser> {
  const [enterprise] = await app.ctx.db.insert(enterprises).values({ name }).returning();
  return buildUser(app, enterprise.id, ACCESS_LEVEL.Owner);
}

/** A signed-in team member of an enterprise at an access level. */
export async function buildUser(
  app: FastifyInstance,
  enterpriseId: number,
  level: number,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const email = `user-${unique()}@example.com`;
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      enterpriseId,
      firstName: 'Test',
      lastName: `User${seq}`,
      email,
      accessLevel: level,
      status: USER_STATUS.Active,
      passwordHash: await passwordHash(),
      ...overrides,
    })
    .returning();
  const token = await login(app, email);
  return { id: user.id, enterpriseId, email, level, token, auth: { authorization: `Bearer ${token}` } };
}

export async function userRow(app: FastifyInstance, id: number) {
  const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Asserts the SPEC §3 wrapper shape and returns it. */
export function wrapper(res: { statusCode: number; json(): unknown }) {
  const body = res.json() as { successful: boolean; status: number; data: unknown; message?: string; details?: Record<string, string[]> };
  if (typeof body.successful !== 'boolean' || body.status !== res.statusCode || !('data' in body)) {
    throw new Error(`not a wrapper response: ${JSON.stringify(body)}`);
  }
  return body;
}

/** A job of the user's enterprise, inserted directly (for tests of other endpoints). */
export async function buildCampaign(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(campaigns)
    .values({
      enterpriseId: owner.enterpriseId,
      userId: owner.id,
      name: `Job ${unique()}`,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      ...overrides,
    })
    .returning();
  return row;
}

/** `count` live questions ("Question 1?", ...) of a job, inserted directly in order; returns their ids. */
export async function buildQuestions(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  campaignId: number,
  count = 2,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await app.ctx.db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        enterpriseId: owner.enterpriseId,
        userId: owner.id,
        campaignId,
        text: `Question ${i + 1}?`,
        order: i + 1,
      })),
    )
    .returning({ id: questions.id });
  return rows.map((q) => q.id);
}

/** A client employer of the user's enterprise, inserted directly. */
export async function buildEmployer(
  app: FastifyInstance,
  owner: { id: number; enterpriseId: number },
  overrides: Partial<typeof employers.$inferInsert> = {},
) {
  const [row] = await app.ctx.db
    .insert(employers)
    .values({ enterpriseId: owner.enterpriseId, userId: owner.id, name: `Client ${unique()}`, ...overrides })
    .returning();
  return row;
}

/** The cast most endpoint tests need: an owner, a hiring manager of the same enterprise, and an outsider. */
export async function buildTenants(app: FastifyInstance, name: string) {
  const owner = await buildEnterprise(app, name);
  const hm = await buildUser(app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  const outsider = await buildEnterprise(app, 'Outsider Co');
  return { owner, hm, outsider };
}

/** `inject` with a method name, headers and an optional JSON body, in one line. */
export const caller =
  (app: FastifyInstance) =>
  (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, payload });
