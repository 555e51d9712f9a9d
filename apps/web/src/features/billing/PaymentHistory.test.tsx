import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { callsTo, mockApi } from '../../test/api';
import { billingRoutes, buildPayment, buildPlan } from '../../test/billing';
import { renderApp } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';

describe('the payment history on /packages', () => {
  afterEach(() => window.localStorage.clear());

  it('lists each entry with its date, package, amount, status, source and invoice or note', async () => {
    signIn();
    const fetchMock = mockApi([
      ...baseRoutes(),
      ...billingRoutes(buildPlan({ packageName: 'Growth', packageId: 2, source: 'stripe' }), [
        buildPayment(),
        buildPayment({
          pk_StripePayment_ID: 2,
          StripePayment_Status: 2,
          StripePayment_StartDate: '2026-02-01T00:00:00.000Z',
          StripePayment_AmountCents: 2450,
          StripePayment_InvoiceUrl: 'https://invoice.stripe.example/i/acct_1/inv_0',
        }),
        buildPayment({
          pk_StripePayment_ID: 3,
          fk_Package_ID: 3,
          Package_Name: 'Pro',
          StripePayment_Status: 0,
          StripePayment_Source: 'operator',
          StripePayment_InvoiceUrl: null,
          StripePayment_Note: 'Paid by bank transfer, INV-0042',
          StripePayment_StartDate: '2026-01-01T00:00:00.000Z',
          StripePayment_AmountCents: 0,
        }),
      ]),
    ]);
    renderApp('/packages');
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Package', 'Amount', 'Status', 'Paid by', 'Invoice']);
    const cells = (i: number) => within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1).slice(0, 5)).toEqual(['1st Mar, 2026', 'Growth', 'A$149', 'Active', 'Card']);
    expect(cells(2).slice(0, 5)).toEqual(['1st Feb, 2026', 'Growth', 'A$24.50', 'Failed', 'Card']);
    expect(cells(3)).toEqual(['1st Jan, 2026', 'Pro', 'A$0', 'Ended', 'Operator', 'Paid by bank transfer, INV-0042']);

    const invoice = within(rows[1]).getByRole('link', { name: /^View invoice/ });
    expect(invoice.getAttribute('href')).toBe('https://invoice.stripe.example/i/acct_1/inv_1');
    expect(invoice.getAttribute('target')).toBe('_blank');
    expect(invoice.getAttribute('rel')).toContain('noopener');
    expect(invoice.textContent).toContain('(opens in a new tab)');
    const [[url]] = callsTo(fetchMock, '/api/StripePayment/GetByEnterprise');
    expect(url.searchParams.get('fk_Enterprise_ID')).toBe('7');
  });

  it('an enterprise without payments says so', async () => {
    signIn();
    mockApi([...baseRoutes(), ...billingRoutes()]);
    renderApp('/packages');
    const section = await screen.findByRole('region', { name: 'Payment history' });
    expect(await within(section).findByText('No payments yet.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
