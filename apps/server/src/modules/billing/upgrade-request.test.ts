import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, MSG, type PlanSummary } from '@candid/shared';
import { useTestApp, withTestApp } from '../../../test/harness';
import { packageId } from '../../../test/stripe-fixtures';
import { buildEnterprise, buildUser, caller, wrapper } from '../../../test/factories';

/*
 * POST /Package/RequestUpgrade (issue 28): without Stripe, the owner or an admin asks the
 * operator for another package; the mail goes through the real outbox into the dev mailbox.
 */

const OPERATOR = 'ops@candid-operator.test';
const t = useTestApp({ env: { OPERATOR_CONTACT_EMAIL: OPERATOR, OPERATOR_CONTACT_URL: 'https://candid-operator.test/contact' }, startWorkers: false });
const { call } = t;

interface StoredMail {
  toAddress: string;
  subject: string;
  text: string;
}
const mailbox = async (): Promise<StoredMail[]> => {
  await t.app.ctx.mail.drain();
  return (await t.app.inject({ url: '/dev/mailbox.json' })).json();
};

describe('POST /api/Package/RequestUpgrade', () => {
  it('answers 401 without a session and 403 to a hiring manager', async () => {
    const owner = await buildEnterprise(t.app, 'Gate Co');
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const growth = await packageId(t.app, 'Growth');
    expect((await call('POST', '/api/Package/RequestUpgrade', {}, { fk_Package_ID: growth })).statusCode).toBe(401);
    expect((await call('POST', '/api/Package/RequestUpgrade', hm.auth, { fk_Package_ID: growth })).statusCode).toBe(403);
  });

  it('answers 400 for a bad body and 404 for an unknown or inactive package, with details.fk_Package_ID', async () => {
    const owner = await buildEnterprise(t.app, 'Typo Co');
    const bad = await call('POST', '/api/Package/RequestUpgrade', owner.auth, { fk_Package_ID: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toContain('fk_Package_ID');
    const unknown = await call('POST', '/api/Package/RequestUpgrade', owner.auth, { fk_Package_ID: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(wrapper(unknown)).toMatchObject({ message: MSG.packageNotFound, details: { fk_Package_ID: [MSG.packageNotFound] } });
    const current = await call('POST', '/api/Package/RequestUpgrade', owner.auth, { fk_Package_ID: await packageId(t.app, 'Starter') });
    expect(current.statusCode).toBe(409);
    expect(wrapper(current).message).toBe(MSG.packageAlreadyActive);
  });

  it("emails the operator the account number, company, current and wanted package, and the owner a copy (an admin's request too)", async () => {
    const owner = await buildEnterprise(t.app, 'Rising Co');
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const res = await call('POST', '/api/Package/RequestUpgrade', admin.auth, { fk_Package_ID: await packageId(t.app, 'Growth') });
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toEqual({ packageName: 'Growth', sentTo: OPERATOR });

    const mails = await mailbox();
    const toOperator = mails.find((m) => m.toAddress === OPERATOR && m.subject.includes('Rising Co'));
    expect(toOperator?.subject).toBe(`Upgrade request: Rising Co (account ${owner.enterpriseId}) wants Growth`);
    expect(toOperator?.text).toContain(`Account number: ${owner.enterpriseId}`);
    expect(toOperator?.text).toContain('Company: Rising Co');
    expect(toOperator?.text).toContain('Current package: Starter');
    expect(toOperator?.text).toContain('Package wanted: Growth');
    expect(toOperator?.text).toContain(admin.email);
    const copy = mails.find((m) => m.toAddress === owner.email);
    expect(copy?.subject).toBe('Your request for Candid Growth was sent');
    expect(copy?.text).toContain(`account number ${owner.enterpriseId}`);
    expect(copy?.text).toContain(OPERATOR);
  });

  it('shows the contact in the plan summary, and rate-limits requests per enterprise', async () => {
    const owner = await buildEnterprise(t.app, 'Eager Co');
    const plan = wrapper(await call('GET', '/api/Subscriber/Plan', owner.auth)).data as PlanSummary;
    expect(plan.operatorContact).toEqual({ email: OPERATOR, url: 'https://candid-operator.test/contact' });
    const pro = await packageId(t.app, 'Pro');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await call('POST', '/api/Package/RequestUpgrade', owner.auth, { fk_Package_ID: pro })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('with nothing configured: no contact in the summary and 409, nothing sent', async () => {
    await withTestApp({ startWorkers: false }, async (bare) => {
      const owner = await buildEnterprise(bare.app, 'Alone Co');
      const plan = wrapper(await caller(bare.app)('GET', '/api/Subscriber/Plan', owner.auth)).data as PlanSummary;
      expect(plan.operatorContact).toEqual({ email: null, url: null });
      const res = await caller(bare.app)('POST', '/api/Package/RequestUpgrade', owner.auth, { fk_Package_ID: await packageId(bare.app, 'Growth') });
      expect(res.statusCode).toBe(409);
      expect(wrapper(res).message).toBe(MSG.upgradeRequestUnavailable);
      expect(await bare.app.ctx.mail.drain()).toBe(0);
    });
  });
});
