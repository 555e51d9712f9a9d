import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, type OperatorEnterprise, type Package, type PlanSummary, type StripePayment } from '@candid/shared';
import { useTestApp, withTestApp } from '../../../test/harness';
import { setPlan } from '../../../test/candidate-fixtures';
import { buildCampaign, buildEnterprise, buildUser, wrapper } from '../../../test/factories';
import { billingAccounts, packages, stripePayments } from '../../db/schema/index';
import { ensureOperatorToken, operatorTokenMatches, operatorTokenPath, readOperatorToken } from './operator-token';

const TOKEN = 'operator-token-for-tests-0123456789abcdef';
const t = useTestApp({ startWorkers: false, env: { OPERATOR_TOKEN: TOKEN } });
const { call } = t;
const operator = { authorization: `Bearer ${TOKEN}` };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const assign = (body: object, headers: Record<string, string> = operator) => call('POST', '/api/Operator/Assign', headers, body);

describe('operator routes', () => {
  it('take only the operator token: no token, a wrong one or a member session is 401, and nothing changes', async () => {
    const owner = await buildEnterprise(t.app, 'Guarded Co');
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, owner.auth, { authorization: TOKEN }]) {
      for (const [method, url] of [['GET', '/api/Operator/Enterprises'], ['GET', '/api/Operator/Packages']]) {
        const res = await call(method, url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(wrapper(res).message).toBe(MSG.unauthorized);
      }
      // The token is checked before the body: an invalid body without it is still 401.
      expect((await assign({ enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: inDays(30) }, headers)).statusCode).toBe(401);
      expect((await assign({}, headers)).statusCode).toBe(401);
    }
    expect(await t.app.ctx.db.select().from(stripePayments).where(eq(stripePayments.enterpriseId, owner.enterpriseId))).toEqual([]);
  });

  it('are under the auth rate limit, right token or wrong', async () => {
    await withTestApp({ startWorkers: false, database: t.database, env: { OPERATOR_TOKEN: TOKEN, RATE_LIMIT_AUTH_MAX: '2' } }, async (limited) => {
      const codes: number[] = [];
      // An address of its own: the limits are counted in the database this file's other app shares.
      for (const headers of [{ authorization: 'Bearer guess-1' }, { authorization: 'Bearer guess-2' }, operator]) {
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/Operator/Packages', headers, remoteAddress: '192.0.2.40' })).statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    });
  });

  it('list every enterprise with its owner, package, expiry and usage', async () => {
    const owner = await buildEnterprise(t.app, 'Listed Co');
    await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    await buildCampaign(t.app, owner);
    const res = await call('GET', '/api/Operator/Enterprises', operator);
    expect(res.statusCode).toBe(200);
    const listed = (wrapper(res).data as OperatorEnterprise[]).find((e) => e.enterpriseId === owner.enterpriseId);
    expect(listed).toEqual({
      enterpriseId: owner.enterpriseId,
      name: 'Listed Co',
      ownerEmail: owner.email,
      packageName: 'Starter',
      expiresAt: null,
      isPackageExpired: false,
      jobs: { used: 1, limit: 5 },
      invites: { used: 1, limit: 50 },
      users: { used: 2, limit: 5 },
    });
  });

  it('list every package, withdrawn ones too', async () => {
    const data = wrapper(await call('GET', '/api/Operator/Packages', operator)).data as Package[];
    expect(data.map((p) => p.Package_Name)).toEqual(expect.arrayContaining(['Starter', 'Growth', 'Pro', 'Flex']));
  });

  it('assign a package by name until the end of a day: the old entry ends, the plan and the history show it', async () => {
    const owner = await buildEnterprise(t.app, 'Assigned Co');
    const { subscription: old } = await setPlan(t.app, owner, { maxJobs: 1 });
    await t.app.ctx.db.insert(billingAccounts).values({
      enterpriseId: owner.enterpriseId,
      expiryWarnedFor: new Date().toISOString(),
      expiredNotifiedFor: new Date().toISOString(),
    });
    const until = inDays(40);
    const res = await assign({ enterpriseId: owner.enterpriseId, package: 'gRoWtH', expiresAt: until, amountCents: 14900, currency: 'AUD', note: 'Paid by bank transfer, INV-0042' });
    expect(res.statusCode).toBe(200);
    const entry = wrapper(res).data as StripePayment;
    expect(entry).toMatchObject({
      fk_Enterprise_ID: owner.enterpriseId,
      fk_User_ID: owner.id,
      Package_Name: 'Growth',
      StripePayment_Status: 1,
      StripePayment_Source: 'operator',
      StripePayment_AmountCents: 14900,
      StripePayment_Currency: 'aud',
      StripePayment_Note: 'Paid by bank transfer, INV-0042',
      StripePayment_InvoiceUrl: null,
      StripePayment_ExpiryDate: `${until}T23:59:59.999Z`,
    });
    const [ended] = await t.app.ctx.db.select().from(stripePayments).where(eq(stripePayments.id, old.id));
    expect(ended.status).toBe(0);
    const [account] = await t.app.ctx.db.select().from(billingAccounts).where(eq(billingAccounts.enterpriseId, owner.enterpriseId));
    expect(account).toMatchObject({ expiryWarnedFor: null, expiredNotifiedFor: null, pendingPackageId: null });

    const plan = wrapper(await call('GET', '/api/Subscriber/Plan', owner.auth)).data as PlanSummary;
    expect(plan).toMatchObject({ packageName: 'Growth', source: 'operator', jobs: { limit: 20 }, expiresAt: `${until}T23:59:59.999Z` });
    const history = wrapper(await call('GET', `/api/StripePayment/GetByEnterprise?fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth)).data as StripePayment[];
    expect(history.map((h) => [h.pk_StripePayment_ID, h.StripePayment_Status])).toEqual([
      [entry.pk_StripePayment_ID, 1],
      [old.id, 0],
    ]);
    const active = await t.app.ctx.db
      .select()
      .from(stripePayments)
      .where(and(eq(stripePayments.enterpriseId, owner.enterpriseId), eq(stripePayments.status, 1)));
    expect(active).toHaveLength(1);
  });

  it('assign by package id, and refuse an unknown package, a past date, an unknown enterprise or a bad body', async () => {
    const owner = await buildEnterprise(t.app, 'Refused Co');
    const offered = wrapper(await call('GET', '/api/Operator/Packages', operator)).data as Package[];
    const pro = offered.find((p) => p.Package_Name === 'Pro')!;
    const byId = await assign({ enterpriseId: owner.enterpriseId, package: pro.pk_Package_ID, expiresAt: inDays(10) });
    expect(wrapper(byId).data).toMatchObject({ Package_Name: 'Pro', StripePayment_AmountCents: 0, StripePayment_Currency: 'aud', StripePayment_Note: null });

    const unknown = await assign({ enterpriseId: owner.enterpriseId, package: 'Platinum', expiresAt: inDays(10) });
    expect(unknown.statusCode).toBe(404);
    expect(wrapper(unknown).message).toBe(MSG.packageNotFound);
    const past = await assign({ enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(wrapper(past).details?.expiresAt).toBeDefined();
    const nobody = await assign({ enterpriseId: 999_999, package: 'Growth', expiresAt: inDays(10) });
    expect(nobody.statusCode).toBe(404);
    for (const body of [{ enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: '31/12/2099' }, { enterpriseId: -1, package: 'Growth', expiresAt: inDays(3) }, { package: 'Growth' }]) {
      expect((await assign(body)).statusCode).toBe(400);
    }
    const history = await t.app.ctx.db.select().from(stripePayments).where(eq(stripePayments.enterpriseId, owner.enterpriseId));
    expect(history).toHaveLength(1);
  });
});

describe('operator token', () => {
  it('is written once to DATA_DIR/operator-token (0600) and reused; OPERATOR_TOKEN wins', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-operator-'));
    try {
      const first = ensureOperatorToken({ dataDir: path.join(dataDir, 'nested') });
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const file = operatorTokenPath(path.join(dataDir, 'nested'));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(ensureOperatorToken({ dataDir: path.join(dataDir, 'nested') })).toBe(first);
      expect(readOperatorToken(path.join(dataDir, 'nested'))).toBe(first);
      expect(ensureOperatorToken({ dataDir, operatorToken: TOKEN })).toBe(TOKEN);
      expect(fs.existsSync(operatorTokenPath(dataDir))).toBe(false);
      expect(operatorTokenMatches(first, first)).toBe(true);
      expect(operatorTokenMatches(`${first}x`, first)).toBe(false);
      expect(operatorTokenMatches(undefined, first)).toBe(false);
      expect(operatorTokenMatches(first, null)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('payments history routes', () => {
  it('GET /Package lists the packages on offer to any member, in their order', async () => {
    const owner = await buildEnterprise(t.app, 'Shopper Co');
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const res = await call('GET', '/api/Package', hm.auth);
    expect(res.statusCode).toBe(200);
    await t.app.ctx.db.insert(packages).values({ name: 'Withdrawn', active: false, sortOrder: 5 });
    const list = wrapper(await call('GET', '/api/Package', hm.auth)).data as Package[];
    const catalogue = ['Starter', 'Growth', 'Pro', 'Flex'];
    expect(list.map((p) => p.Package_Name).filter((n) => catalogue.includes(n))).toEqual(catalogue);
    expect(list.map((p) => p.Package_Name)).not.toContain('Withdrawn');
    expect(list.every((p) => p.Package_Active)).toBe(true);
    const all = wrapper(await call('GET', '/api/Operator/Packages', operator)).data as Package[];
    expect(all.find((p) => p.Package_Name === 'Withdrawn')).toMatchObject({ Package_Active: false });
    expect((await call('GET', '/api/Package', {})).statusCode).toBe(401);
  });

  it('GetByEnterprise and GetByUser: managers only, the session enterprise only, other tenants 404', async () => {
    const owner = await buildEnterprise(t.app, 'History Co');
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const outsider = await buildEnterprise(t.app, 'Snoop Co');
    await setPlan(t.app, outsider, { name: `Secret ${Date.now()}` });
    const first = wrapper(await assign({ enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: inDays(5) })).data as StripePayment;
    const second = wrapper(await assign({ enterpriseId: owner.enterpriseId, package: 'Pro', expiresAt: inDays(35) })).data as StripePayment;

    const byEnterprise = await call('GET', `/api/StripePayment/GetByEnterprise?fk_Enterprise_ID=${owner.enterpriseId}`, admin.auth);
    expect(byEnterprise.statusCode).toBe(200);
    expect((wrapper(byEnterprise).data as StripePayment[]).map((e) => [e.pk_StripePayment_ID, e.Package_Name, e.StripePayment_Status])).toEqual([
      [second.pk_StripePayment_ID, 'Pro', 1],
      [first.pk_StripePayment_ID, 'Growth', 0],
    ]);
    const byUser = await call('GET', `/api/StripePayment/GetByUser?fk_User_ID=${owner.id}&fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth);
    expect((wrapper(byUser).data as StripePayment[]).map((e) => e.pk_StripePayment_ID)).toEqual([second.pk_StripePayment_ID, first.pk_StripePayment_ID]);
    const nobodysEntries = await call('GET', `/api/StripePayment/GetByUser?fk_User_ID=${admin.id}&fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth);
    expect(wrapper(nobodysEntries).data).toEqual([]);

    expect((await call('GET', `/api/StripePayment/GetByEnterprise?fk_Enterprise_ID=${owner.enterpriseId}`, hm.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/StripePayment/GetByEnterprise?fk_Enterprise_ID=${outsider.enterpriseId}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/StripePayment/GetByUser?fk_User_ID=${outsider.id}&fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/StripePayment/GetByUser?fk_User_ID=${outsider.id}&fk_Enterprise_ID=${outsider.enterpriseId}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/StripePayment/GetByEnterprise?fk_Enterprise_ID=abc', owner.auth)).statusCode).toBe(400);
  });
});
