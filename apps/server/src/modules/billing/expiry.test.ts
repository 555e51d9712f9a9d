import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { mailsTo, setPlan } from '../../../test/candidate-fixtures';
import { buildEnterprise } from '../../../test/factories';
import { billingAccounts } from '../../db/schema/index';
import { assignPackage } from './operator';
import { scanPackageExpiry } from './expiry';
import { formatDay } from './mails';

const t = useTestApp({ startWorkers: false, env: { PACKAGE_EXPIRY_NOTICE_DAYS: '7' } });
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const scan = (now?: Date) => scanPackageExpiry(t.app.ctx, now);
const subjects = async (email: string) => (await mailsTo(t.app, email)).map((m) => m.subject);

describe('package expiry scan', () => {
  it("tells the owner once that an assigned package ends soon, and once when it has ended, whatever the number of scans", async () => {
    const owner = await buildEnterprise(t.app, 'Ending Co');
    const entry = await assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: dateIn(3) });
    const ends = formatDay(entry.expiryDate!);

    await scan();
    await scan();
    await Promise.all([scan(), scan(), scan()]);
    const warned = await mailsTo(t.app, owner.email);
    expect(warned.map((m) => m.subject)).toEqual([`Your Candid package ends on ${ends}`]);
    expect(warned[0].textBody).toContain(`Ending Co's Growth package ends on ${ends}`);
    expect(warned[0].textBody).toContain('http://candid.test/packages');
    const [account] = await t.app.ctx.db.select().from(billingAccounts).where(eq(billingAccounts.enterpriseId, owner.enterpriseId));
    expect(new Date(account.expiryWarnedFor!).toISOString()).toBe(new Date(entry.expiryDate!).toISOString());
    expect(account.expiredNotifiedFor).toBeNull();

    const afterEnd = new Date(Date.now() + 5 * DAY);
    await Promise.all([scan(afterEnd), scan(afterEnd)]);
    await scan(afterEnd);
    expect(await subjects(owner.email)).toEqual([`Your Candid package ends on ${ends}`, 'Your Candid package has ended']);
  });

  it('says nothing of a package far from its end, and tells a new expiry date again', async () => {
    const owner = await buildEnterprise(t.app, 'Renewed Co');
    await assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: 'Pro', expiresAt: dateIn(30) });
    await scan();
    expect(await subjects(owner.email)).toEqual([]);

    await assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: 'Pro', expiresAt: dateIn(2) });
    await scan();
    await assignPackage(t.app.ctx, { enterpriseId: owner.enterpriseId, package: 'Growth', expiresAt: dateIn(4) });
    await scan();
    await scan();
    expect(await subjects(owner.email)).toEqual([`Your Candid package ends on ${formatDay(`${dateIn(2)}T12:00:00Z`)}`, `Your Candid package ends on ${formatDay(`${dateIn(4)}T12:00:00Z`)}`]);
  });

  it('tells the end of a Stripe subscription but not its approach (it renews itself), and nothing for the free default', async () => {
    const subscribed = await buildEnterprise(t.app, 'Subscribed Co');
    const { subscription } = await setPlan(t.app, subscribed, { expiresAt: new Date(Date.now() + 2 * DAY).toISOString() });
    expect(subscription.source).toBe('stripe');
    const free = await buildEnterprise(t.app, 'Free Co');
    await scan();
    expect(await subjects(subscribed.email)).toEqual([]);
    await scan(new Date(Date.now() + 3 * DAY));
    expect(await subjects(subscribed.email)).toEqual(['Your Candid package has ended']);
    expect(await subjects(free.email)).toEqual([]);
  });

  it('tells an expired package once even when it was never warned (the server was down)', async () => {
    const owner = await buildEnterprise(t.app, 'Lapsed Co');
    await setPlan(t.app, owner, { startedAt: new Date(Date.now() - 40 * DAY).toISOString(), expiresAt: new Date(Date.now() - DAY).toISOString() });
    const before = await Promise.all([scan(), scan()]);
    expect(before.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await subjects(owner.email)).toEqual(['Your Candid package has ended']);
  });
});
