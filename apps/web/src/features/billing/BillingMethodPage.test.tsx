import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type PlanSummary } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockReply } from '../../test/api';
import { buildPlan } from '../../test/billing';
import { buildUser } from '../../test/fixtures';
import { externalPage } from '../../lib/leave';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';

const CARD = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

interface Options {
  card?: MockReply;
  portal?: MockReply;
  level?: number;
}

function renderMethod(plan: PlanSummary, { card = ok(CARD), portal = ok({ url: 'https://billing.stripe.test/p/1' }), level = ACCESS_LEVEL.Owner }: Options = {}) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Subscriber/Plan', reply: ok(plan) },
    { method: 'GET', path: '/api/StripePayment/PaymentMethod', reply: card },
    { method: 'POST', path: '/api/StripePayment/Portal', reply: portal },
    ...baseRoutes(),
  ]);
  renderApp('/billing-method');
  return fetchMock;
}

const stripePlan = buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe' });

describe('BillingMethodPage', () => {

  it('shows the card on file and sends the owner to Stripe’s portal to change it', async () => {
    const assign = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    const fetchMock = renderMethod(stripePlan);
    expect(await screen.findByText('Visa ending in 4242, expires 12/2030')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
    expect(callsTo(fetchMock, '/api/StripePayment/Portal')).toHaveLength(1);
  });

  it('no card yet says so', async () => {
    renderMethod(stripePlan, { card: ok(null) });
    expect(await screen.findByText('No card on file yet.')).toBeTruthy();
  });

  it('before any subscription the portal refusal points to /packages', async () => {
    const assign = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    renderMethod(buildPlan(), { card: ok(null), portal: fail(409, MSG.noSubscription) });
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment method' }));
    expect(await screen.findByText(MSG.noSubscription)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a package' }).getAttribute('href')).toBe('/packages');
    expect(assign).not.toHaveBeenCalled();
  });

  it('an admin sees the card but not the button', async () => {
    renderMethod(stripePlan, { level: ACCESS_LEVEL.Admin });
    expect(await screen.findByText('Visa ending in 4242, expires 12/2030')).toBeTruthy();
    expect(screen.getByText(MSG.onlyOwnerPays)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change payment method' })).toBeNull();
  });

  it('a hiring manager is told who may change it, without reading the card', async () => {
    const fetchMock = renderMethod(stripePlan, { level: ACCESS_LEVEL.HiringManager });
    expect(await screen.findByText(MSG.onlyOwnerPays)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/StripePayment/PaymentMethod')).toHaveLength(0);
  });

  it('offline billing says whom to ask and links back to /packages, with no card', async () => {
    const fetchMock = renderMethod(buildPlan({ billing: 'offline' }));
    expect(await screen.findByText(/quote account number 7\./i)).toBeTruthy();
    expect(screen.getByText(new RegExp(MSG.billingOffline.slice(0, 30)))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your package and usage' }).getAttribute('href')).toBe('/packages');
    expect(screen.queryByRole('button', { name: 'Change payment method' })).toBeNull();
    expect(callsTo(fetchMock, '/api/StripePayment/PaymentMethod')).toHaveLength(0);
  });
});
