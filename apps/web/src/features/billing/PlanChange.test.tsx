import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type PlanSummary } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockReply } from '../../test/api';
import { billingRoutes, buildPayment, buildPlan } from '../../test/billing';
import { externalPage } from '../../lib/leave';
import { renderApp } from '../../test/render';
import { CHECKOUT_POLL_MS, CHECKOUT_WAIT_MS } from './checkoutReturn';
import { baseRoutes, signIn } from '../../test/session';

const onGrowth = buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe', expiresAt: '2027-03-01T00:00:00.000Z' });

function renderWith(plan: PlanSummary, subscribe: MockReply, path = '/packages') {
  signIn();
  const fetchMock = mockApi([{ method: 'POST', path: '/api/StripePayment', reply: subscribe }, ...baseRoutes(), ...billingRoutes(plan)]);
  renderApp(path);
  return fetchMock;
}

/** Where the app sends the browser off-site (restored after each test: restoreMocks). */
function stubAssign() {
  return vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
}

describe('changing the package', () => {
  afterEach(() => window.sessionStorage.clear());

  it('Subscribe sends the package and follows the server to Stripe Checkout', async () => {
    const assign = stubAssign();
    const fetchMock = renderWith(buildPlan(), ok({ action: 'checkout', url: 'https://checkout.stripe.test/c/cs_1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Growth' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    const [[, init]] = callsTo(fetchMock, '/api/StripePayment');
    expect(JSON.parse(String(init.body))).toEqual({ fk_Package_ID: 2 });
  });

  it('an upgrade is confirmed first, says it is now and prorated, then toasts and refetches the plan', async () => {
    const fetchMock = renderWith(onGrowth, ok({ action: 'upgraded', packageName: 'Pro' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro?' });
    expect(dialog.textContent).toContain(
      'Your package changes from Growth to Pro now, with unlimited jobs, 2,000 candidate invites and 25 team users. The difference in price is prorated on your next invoice.',
    );
    expect(callsTo(fetchMock, '/api/StripePayment')).toHaveLength(0);
    const plansBefore = callsTo(fetchMock, '/api/Subscriber/Plan').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText(MSG.packageUpgraded('Pro'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, '/api/Subscriber/Plan').length).toBeGreaterThan(plansBefore));
  });

  it('a downgrade says it waits for the end of the period with the limits unchanged until then', async () => {
    renderWith(onGrowth, ok({ action: 'scheduled', packageName: 'Flex', effectiveAt: '2027-03-01T00:00:00.000Z' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade to Flex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Flex?' });
    expect(dialog.textContent).toContain(
      'Your package changes from Growth to Flex at the end of this period, on 1st Mar, 2027. Until then your limits stay unchanged',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade' }));
    expect(await screen.findByText(MSG.packageDowngradeScheduled('Flex', '1st Mar, 2027'))).toBeTruthy();
  });

  it('Cancel sends nothing', async () => {
    const fetchMock = renderWith(onGrowth, ok({ action: 'upgraded', packageName: 'Pro' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/StripePayment')).toHaveLength(0);
  });

  it('a refusal is shown in the server words', async () => {
    const assign = stubAssign();
    renderWith(buildPlan(), fail(503, MSG.billingUnavailable));
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText(MSG.billingUnavailable)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe to Pro' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('coming back from Stripe Checkout', () => {
  afterEach(() => window.sessionStorage.clear());

  it('?checkout=success waits for the webhook, polling the plan, then says the payment was received', async () => {
    signIn();
    let calls = 0;
    const paid = buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe' });
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/Subscriber/Plan', reply: () => ok(++calls >= 2 ? paid : buildPlan()) },
      { method: 'GET', path: '/api/StripePayment/GetByEnterprise', reply: () => ok(calls >= 2 ? [buildPayment()] : []) },
      ...baseRoutes(),
      ...billingRoutes(),
    ]);
    renderApp('/packages?checkout=success&session_id=cs_1');
    const waiting = await screen.findByText('Confirming your payment…');
    expect(waiting.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeTruthy();

    expect(await screen.findByText(MSG.paymentReceived, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Growth' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /View invoice/ })).toBeTruthy();
    // Polling stops once confirmed.
    const settled = callsTo(fetchMock, '/api/Subscriber/Plan').length;
    await new Promise((r) => setTimeout(r, 1_800));
    expect(callsTo(fetchMock, '/api/Subscriber/Plan').length).toBe(settled);
  }, 20_000);

  it('?checkout=success stops waiting after a minute and says what to do', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn();
      const fetchMock = mockApi([...baseRoutes(), ...billingRoutes()]);
      renderApp('/packages?checkout=success');
      expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CHECKOUT_WAIT_MS + 100);
      });
      expect(await screen.findByText(/Your payment has not been confirmed yet/)).toBeTruthy();
      expect(screen.queryByText('Confirming your payment…')).toBeNull();
      expect(callsTo(fetchMock, '/api/Subscriber/Plan').length).toBeGreaterThan(CHECKOUT_WAIT_MS / CHECKOUT_POLL_MS / 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('?checkout=cancelled says nothing changed', async () => {
    signIn();
    mockApi([...baseRoutes(), ...billingRoutes()]);
    renderApp('/packages?checkout=cancelled');
    expect((await screen.findByText(MSG.checkoutCancelled)).closest('[role="status"]')).toBeTruthy();
  });
});
