import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, API_KEY_PREFIX, MSG, apiKeyCreatedSchema, apiKeySchema } from '@candid/shared';
import { useTestApp, withTestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { apiKeys, users } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';

/* API keys (issue 17, docs/api-keys-and-webhooks.md). */

const t = useTestApp({ startWorkers: false });
let owner: TestUser;
let hm: TestUser;
let admin: TestUser;
let administrator: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Keys Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
  administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
});

const create = (who: { auth: Record<string, string> }, body: object = { Name: 'ATS sync', Role: ACCESS_LEVEL.Admin, ExpiresInDays: 30 }) =>
  t.call('POST', '/api/ApiKey', who.auth, body);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function newKey(who = owner, body?: object) {
  const res = await create(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return apiKeyCreatedSchema.parse(wrapper(res).data);
}

describe('creating and listing keys', () => {
  it('answers the secret once (prefixed, high-entropy) and stores only its SHA-256', async () => {
    const key = await newKey();
    expect(key.Secret).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(key.Prefix).toBe(`${key.Secret.slice(0, API_KEY_PREFIX.length + 8)}…`);
    expect(key).toMatchObject({ Name: 'ATS sync', Role: ACCESS_LEVEL.Admin, State: 'active', LastUsedAt: null, RevokedAt: null });
    const [row] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.ApiKey_ID));
    expect(row.secretHash).toBe(sha256(key.Secret));
    expect(JSON.stringify(row)).not.toContain(key.Secret);

    const list = await t.call('GET', '/api/ApiKey', owner.auth);
    expect(list.statusCode).toBe(200);
    const keys = apiKeySchema.array().parse(wrapper(list).data);
    expect(keys.map((k) => k.ApiKey_ID)).toContain(key.ApiKey_ID);
    expect(list.body).not.toContain(key.Secret);
    expect(list.body).not.toContain('Secret');
  });

  it('answers 400 with details for a bad name, role or expiry', async () => {
    const res = await create(owner, { Name: '', Role: 7, ExpiresInDays: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(wrapper(res).details ?? {}).sort()).toEqual(['ExpiresInDays', 'Name', 'Role']);
    const tooLong = await create(owner, { Name: 'x', Role: 0, ExpiresInDays: 731 });
    expect(tooLong.statusCode).toBe(400);
    expect(wrapper(tooLong).details?.ExpiresInDays).toBeDefined();
  });

  it('never makes a key above its creator: an Admin cannot make an Owner key', async () => {
    const res = await create(admin, { Name: 'too much', Role: ACCESS_LEVEL.Owner, ExpiresInDays: 5 });
    expect(res.statusCode).toBe(400);
    expect(wrapper(res).details?.Role).toEqual([MSG.apiKeyRoleTooHigh]);
    expect((await newKey(admin, { Name: 'fine', Role: ACCESS_LEVEL.HiringManager, ExpiresInDays: 5 })).Role).toBe(ACCESS_LEVEL.HiringManager);
  });

  it('is for owners and admins only: 403 for a Hiring Manager and an Administrator, 401 without a session', async () => {
    for (const who of [hm, administrator]) {
      for (const [method, url] of [['POST', '/api/ApiKey'], ['GET', '/api/ApiKey'], ['DELETE', '/api/ApiKey/1']] as const) {
        const res = await t.call(method, url, who.auth, method === 'POST' ? { Name: 'n', Role: 270, ExpiresInDays: 1 } : undefined);
        expect(res.statusCode, `${who.level} ${method} ${url}`).toBe(403);
      }
    }
    expect(await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, hm.id))).toEqual([]);
    for (const [method, url] of [['POST', '/api/ApiKey'], ['GET', '/api/ApiKey'], ['DELETE', '/api/ApiKey/1']] as const) {
      expect((await t.call(method, url, {})).statusCode).toBe(401);
    }
  });

  it("answers 404 for another enterprise's key and leaves it working", async () => {
    const theirs = await newKey(outsider, { Name: 'theirs', Role: 0, ExpiresInDays: 3 });
    const res = await t.call('DELETE', `/api/ApiKey/${theirs.ApiKey_ID}`, owner.auth);
    expect(res.statusCode).toBe(404);
    expect(wrapper(res).message).toBe(MSG.notFound);
    expect((await t.call('GET', '/api/Campaign', bearer(theirs.Secret))).statusCode).toBe(200);
    const mine = apiKeySchema.array().parse(wrapper(await t.call('GET', '/api/ApiKey', owner.auth)).data);
    expect(mine.map((k) => k.ApiKey_ID)).not.toContain(theirs.ApiKey_ID);
  });
});

describe('using a key', () => {
  it("reads its own enterprise's jobs and never another's", async () => {
    const job = await buildCampaign(t.app, owner, { name: 'Keyed job' });
    const theirJob = await buildCampaign(t.app, outsider, { name: 'Not yours' });
    const key = await newKey(owner, { Name: 'reader', Role: ACCESS_LEVEL.Admin, ExpiresInDays: 1 });
    const list = await t.call('GET', '/api/Campaign', bearer(key.Secret));
    expect(list.statusCode, list.body).toBe(200);
    const names = (wrapper(list).data as { Campaign_Name: string }[]).map((c) => c.Campaign_Name);
    expect(names).toContain('Keyed job');
    expect(names).not.toContain('Not yours');
    expect((await t.call('GET', `/api/Campaign/${job.id}`, bearer(key.Secret))).statusCode).toBe(200);
    expect((await t.call('GET', `/api/Campaign/${theirJob.id}`, bearer(key.Secret))).statusCode).toBe(404);
    expect((await t.call('GET', `/api/Campaign?Enterprise_ID=${outsider.enterpriseId}`, bearer(key.Secret))).statusCode).toBe(404);
  });

  it("acts with the key's role: a Hiring Manager key cannot create a job", async () => {
    const key = await newKey(owner, { Name: 'hm key', Role: ACCESS_LEVEL.HiringManager, ExpiresInDays: 1 });
    const res = await t.call('POST', '/api/Campaign', bearer(key.Secret), { Campaign_Name: 'Nope', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/01/01' });
    expect(res.statusCode).toBe(403);
  });

  it('cannot manage keys, webhooks or the account (403)', async () => {
    const key = await newKey(owner, { Name: 'owner key', Role: ACCESS_LEVEL.Owner, ExpiresInDays: 1 });
    for (const [method, url] of [['GET', '/api/ApiKey'], ['POST', '/api/ApiKey'], ['GET', '/api/Webhook'], ['GET', '/api/Account/Sessions']] as const) {
      const res = await t.call(method, url, bearer(key.Secret), method === 'POST' ? { Name: 'n', Role: 0, ExpiresInDays: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(wrapper(res).message).toBe(MSG.apiKeySessionOnly);
    }
  });

  it('is refused at once after revoking, and when expired or unknown', async () => {
    const key = await newKey();
    expect((await t.call('GET', '/api/Campaign', bearer(key.Secret))).statusCode).toBe(200);
    const revoked = await t.call('DELETE', `/api/ApiKey/${key.ApiKey_ID}`, owner.auth);
    expect(revoked.statusCode).toBe(200);
    expect(apiKeySchema.parse(wrapper(revoked).data).State).toBe('revoked');
    expect((await t.call('GET', '/api/Campaign', bearer(key.Secret))).statusCode).toBe(401);

    const expiring = await newKey();
    await t.app.ctx.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(apiKeys.id, expiring.ApiKey_ID));
    expect((await t.call('GET', '/api/Campaign', bearer(expiring.Secret))).statusCode).toBe(401);
    const listed = apiKeySchema.array().parse(wrapper(await t.call('GET', '/api/ApiKey', owner.auth)).data);
    expect(listed.find((k) => k.ApiKey_ID === expiring.ApiKey_ID)?.State).toBe('expired');

    expect((await t.call('GET', '/api/Campaign', bearer(`${API_KEY_PREFIX}${'A'.repeat(43)}`))).statusCode).toBe(401);
  });

  it('is refused once its creator is deactivated', async () => {
    const creator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const key = await newKey(creator, { Name: 'leaver', Role: ACCESS_LEVEL.Admin, ExpiresInDays: 1 });
    expect((await t.call('GET', '/api/Campaign', bearer(key.Secret))).statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ status: 0 }).where(eq(users.id, creator.id));
    expect((await t.call('GET', '/api/Campaign', bearer(key.Secret))).statusCode).toBe(401);
  });

  it('records when it was last used, at most once a minute', async () => {
    const key = await newKey();
    await t.call('GET', '/api/Campaign', bearer(key.Secret));
    const first = (await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.ApiKey_ID)))[0].lastUsedAt;
    expect(first).not.toBeNull();
    await t.call('GET', '/api/Campaign', bearer(key.Secret));
    const second = (await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.ApiKey_ID)))[0].lastUsedAt;
    expect(second).toBe(first);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a key has made API_KEY_RATE_LIMIT requests in a minute; other keys go on', async () => {
    await withTestApp({ env: { API_KEY_RATE_LIMIT: '3' }, startWorkers: false }, async ({ app }) => {
      const call = caller(app);
      const { owner: boss } = await buildTenants(app, 'Limited Co');
      const make = async () => apiKeyCreatedSchema.parse(wrapper(await call('POST', '/api/ApiKey', boss.auth, { Name: 'k', Role: 0, ExpiresInDays: 1 })).data);
      const [one, two] = [await make(), await make()];
      for (let i = 0; i < 3; i++) expect((await call('GET', '/api/Campaign', bearer(one.Secret))).statusCode).toBe(200);
      const limited = await call('GET', '/api/Campaign', bearer(one.Secret));
      expect(limited.statusCode).toBe(429);
      expect(wrapper(limited).message).toBe(MSG.tooManyRequests);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await call('GET', '/api/Campaign', bearer(two.Secret))).statusCode).toBe(200);
      // The session of the same owner is not limited by the keys.
      expect((await call('GET', '/api/Campaign', boss.auth)).statusCode).toBe(200);
    });
  });
});
