import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, type PlanSummary } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { setPlan } from '../../../test/candidate-fixtures';
import { buildCampaign, buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { enterprises, stripePayments } from '../../db/schema/index';
import { DEFAULT_PACKAGE } from './plan';

const t = useTestApp({ startWorkers: false });
const { call } = t;

const summary = async (who: TestUser) => {
  const res = await call('GET', '/api/Subscriber/Plan', who.auth);
  expect(res.statusCode).toBe(200);
  return wrapper(res).data as PlanSummary;
};

describe('GET /api/Subscriber/Plan', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/Subscriber/Plan', {})).statusCode).toBe(401);
  });

  it('shows the default package to a new enterprise: the owner holds one seat, nothing else used', async () => {
    const owner = await buildEnterprise(t.app, 'Fresh Co');
    const [enterprise] = await t.app.ctx.db.select().from(enterprises).where(eq(enterprises.id, owner.enterpriseId));
    expect(await summary(owner)).toEqual({
      packageName: DEFAULT_PACKAGE.name,
      packageDescription: DEFAULT_PACKAGE.description,
      periodStart: new Date(enterprise.createdAt).toISOString(),
      expiresAt: null,
      isPackageExpired: false,
      jobs: { used: 0, limit: 5, remaining: 5 },
      invites: { used: 0, limit: 50, remaining: 50 },
      users: { used: 1, limit: 5, remaining: 4 },
      sms: { used: 0, limit: 50, remaining: 50 },
      billing: 'offline',
      packageId: null,
      source: 'default',
      pendingChange: null,
      operatorContact: { email: null, url: null },
    });
  });

  it('counts jobs, invitations and seats as the limits do, for every member, each enterprise its own', async () => {
    const owner = await buildEnterprise(t.app, 'Busy Co');
    const outsider = await buildEnterprise(t.app, 'Quiet Co');
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    await buildCampaign(t.app, owner);
    await buildCampaign(t.app, owner);
    const sent = await call('POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=270`, owner.auth, [
      'pending.one@example.com',
    ] as unknown as object);
    expect(sent.statusCode).toBe(200);

    const seen = await summary(hm);
    expect(seen).toMatchObject({
      jobs: { used: 2, limit: 5, remaining: 3 },
      // The member and the open invitation each spent an invite.
      invites: { used: 2, limit: 50, remaining: 48 },
      // Owner, member and open invitation.
      users: { used: 3, limit: 5, remaining: 2 },
    });
    expect(await summary(owner)).toEqual(seen);
    const remaining = await call('GET', `/api/Subscriber/GetRemainingUsers?fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth);
    expect(wrapper(remaining).data).toBe(seen.invites.remaining);
    expect(await summary(outsider)).toMatchObject({ jobs: { used: 0 }, invites: { used: 0 }, users: { used: 1 } });
  });

  it('shows a subscription: its package and dates, unlimited meters as null, and nothing left once expired', async () => {
    const owner = await buildEnterprise(t.app, 'Subscribed Co');
    await buildCampaign(t.app, owner);
    const start = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const { subscription: sub } = await setPlan(t.app, owner, {
      name: 'Team',
      description: 'For growing teams.',
      maxJobs: null,
      maxInvites: 200,
      maxUsers: null,
      startedAt: start,
      expiresAt: end,
    });
    expect(await summary(owner)).toEqual({
      packageName: 'Team',
      packageDescription: 'For growing teams.',
      periodStart: start,
      expiresAt: end,
      isPackageExpired: false,
      jobs: { used: 1, limit: null, remaining: null },
      invites: { used: 0, limit: 200, remaining: 200 },
      users: { used: 1, limit: null, remaining: null },
      sms: { used: 0, limit: null, remaining: null },
      billing: 'offline',
      packageId: sub.packageId,
      source: 'stripe',
      pendingChange: null,
      operatorContact: { email: null, url: null },
    });

    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.ctx.db.update(stripePayments).set({ expiryDate: past }).where(eq(stripePayments.id, sub.id));
    expect(await summary(owner)).toMatchObject({
      expiresAt: past,
      isPackageExpired: true,
      jobs: { used: 1, limit: null, remaining: 0 },
      invites: { used: 0, limit: 200, remaining: 0 },
      users: { used: 1, limit: null, remaining: null },
    });
  });
});
