import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type PlanSummary } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { billingRoutes, buildPlan } from '../../test/billing';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';

interface RenderOptions {
  level?: number;
  path?: string;
  extra?: MockRoute[];
}

function renderPackages(plan: PlanSummary, { level = ACCESS_LEVEL.Owner, path = '/packages', extra = [] }: RenderOptions = {}) {
  signIn();
  const fetchMock = mockApi([
    ...extra,
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    ...baseRoutes(),
    ...billingRoutes(plan),
  ]);
  return { fetchMock, ...renderApp(path) };
}

const plans = () => screen.findByRole('region', { name: 'Packages' });
const card = async (name: string) => within(await plans()).findByRole('article', { name });

describe('PackagesPage: the current package', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the package, its source and end, and a labelled meter per limit (none for an unlimited one)', async () => {
    renderPackages(buildPlan());
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Select Package' })).toBeTruthy();
    expect(screen.getByText('Free package')).toBeTruthy();
    expect(screen.getByText('No end date')).toBeTruthy();

    const jobs = screen.getByRole('progressbar', { name: 'Jobs' });
    expect(jobs.getAttribute('aria-valuenow')).toBe('40');
    expect(jobs.getAttribute('aria-valuetext')).toBe('2 of 5 used');
    expect(screen.getByText('45 of 50 used · 5 left')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Team users' })).toBeNull();
    expect(screen.getByText('3 used · Unlimited')).toBeTruthy();
    expect(document.title).toBe('Select Package · Candid');
  });

  it('an expired package says what still works, with its end date', async () => {
    renderPackages(buildPlan({ expiresAt: '2026-02-01T00:00:00.000Z', isPackageExpired: true, jobs: { used: 5, limit: 5, remaining: 0 } }));
    expect(await screen.findByText(MSG.packageExpiredNotice)).toBeTruthy();
    expect(screen.getByText('Expired on 1st Feb, 2026')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Jobs' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('a waiting downgrade says to what and when', async () => {
    renderPackages(
      buildPlan({
        packageName: 'Pro',
        packageId: 3,
        source: 'stripe',
        expiresAt: '2027-02-01T00:00:00.000Z',
        pendingChange: { packageId: 2, packageName: 'Growth', effectiveAt: '2027-02-01T00:00:00.000Z' },
      }),
    );
    expect(await screen.findByText(/Changes to Growth on 1st Feb, 2027/)).toBeTruthy();
    expect(screen.getByText('Paid until 1st Feb, 2027')).toBeTruthy();
    const growth = await card('Growth');
    expect(within(growth).getByText('From 1st Feb, 2027')).toBeTruthy();
    expect(within(growth).queryByRole('button')).toBeNull();
  });

  it('a failed load offers Retry', async () => {
    renderPackages(buildPlan(), { extra: [{ method: 'GET', path: '/api/Subscriber/Plan', reply: fail(500, 'Something went wrong') }] });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('PackagesPage: the packages on offer', () => {
  afterEach(() => window.localStorage.clear());

  it('lists each package with its price, limits and features, the current one marked', async () => {
    renderPackages(buildPlan());
    const starter = await card('Starter');
    expect(starter.getAttribute('aria-current')).toBe('true');
    expect(within(starter).getByText('Current package')).toBeTruthy();
    expect(within(starter).getByText('Free')).toBeTruthy();
    expect(within(starter).queryByRole('button')).toBeNull();

    const growth = await card('Growth');
    expect(growth.getAttribute('aria-current')).toBeNull();
    expect(within(growth).getByText('A$149 per month')).toBeTruthy();
    expect(within(growth).getByText('For a team hiring every month.')).toBeTruthy();
    expect(within(growth).getByText('20')).toBeTruthy();
    expect(within(growth).getByText('500')).toBeTruthy();
    expect(within(within(growth).getByRole('list', { name: 'Growth features' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(await card('Pro')).getByText('Unlimited')).toBeTruthy();
    expect(within(await card('Flex')).getByText('A$25 per launched job')).toBeTruthy();
  });

  it('an expired package may be renewed', async () => {
    renderPackages(buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe', isPackageExpired: true, expiresAt: '2026-02-01T00:00:00.000Z' }));
    expect(within(await card('Growth')).getByRole('button', { name: 'Subscribe to Growth' })).toBeTruthy();
  });

  it('the owner without a subscription may subscribe to each paid package', async () => {
    renderPackages(buildPlan());
    await card('Growth');
    const names = within(await plans())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Subscribe to Growth', 'Subscribe to Pro', 'Subscribe to Flex']);
  });

  it('the owner on a Stripe subscription may upgrade or downgrade', async () => {
    renderPackages(buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe' }));
    expect((await card('Growth')).getAttribute('aria-current')).toBe('true');
    const names = within(await plans())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Upgrade to Pro', 'Downgrade to Flex']);
    expect(screen.getByRole('link', { name: 'Billing Method' }).getAttribute('href')).toBe('/billing-method');
  });

  it.each([
    ['an admin', ACCESS_LEVEL.Admin, true],
    ['a hiring manager', ACCESS_LEVEL.HiringManager, false],
  ])('%s sees the packages and who may change them, with no buttons', async (_who, level, history) => {
    renderPackages(buildPlan(), { level });
    await card('Growth');
    expect(within(await plans()).getByText(MSG.onlyOwnerPays)).toBeTruthy();
    expect(within(await plans()).queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(Boolean(screen.queryByRole('region', { name: 'Payment history' }))).toBe(history));
  });

  it('offline billing with no operator contact says whom to ask and what to quote, with no buttons', async () => {
    const { fetchMock } = renderPackages(buildPlan({ billing: 'offline' }));
    await card('Growth');
    expect(within(await plans()).getByText(/Ask whoever runs this Candid server to change your package; quote account number 7\./)).toBeTruthy();
    expect(within(await plans()).queryAllByRole('button')).toHaveLength(0);
    expect(within(await plans()).queryAllByRole('link')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/StripePayment')).toHaveLength(0);
  });

  const contact = { email: 'ops@operator.test', url: 'https://operator.test/contact' };

  it("offline billing with an operator contact links it, and Request upgrade emails the operator (the owner's copy is said)", async () => {
    const { fetchMock } = renderPackages(buildPlan({ billing: 'offline', operatorContact: contact }), {
      extra: [{ method: 'POST', path: '/api/Package/RequestUpgrade', reply: ok({ packageName: 'Growth', sentTo: contact.email }) }],
    });
    await card('Growth');
    const email = within(await plans()).getByRole('link', { name: contact.email });
    expect(email.getAttribute('href')).toMatch(/^mailto:ops@operator\.test\?subject=/);
    expect(within(await plans()).getByRole('link', { name: contact.url }).getAttribute('href')).toBe(contact.url);
    expect(within(await plans()).getByText(/quote account number 7\./)).toBeTruthy();
    // No button for the package in force (Starter).
    expect(within(await card('Starter')).queryByRole('button')).toBeNull();
    within(await card('Growth')).getByRole('button', { name: 'Request upgrade to Growth' }).click();
    expect(await screen.findByText(MSG.upgradeRequested('Growth', contact.email))).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, '/api/Package/RequestUpgrade');
    expect(JSON.parse(String(init.body))).toEqual({ fk_Package_ID: 2 });
  });

  it('a hiring manager sees the operator contact but no Request button', async () => {
    renderPackages(buildPlan({ billing: 'offline', operatorContact: contact }), { level: ACCESS_LEVEL.HiringManager });
    await card('Growth');
    expect(within(await plans()).getByRole('link', { name: contact.email })).toBeTruthy();
    expect(within(await plans()).queryAllByRole('button')).toHaveLength(0);
  });

  it('?choose= outlines the package chosen during onboarding', async () => {
    renderPackages(buildPlan(), { path: '/packages?choose=3' });
    expect(await card('Pro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeTruthy();
  });
});
