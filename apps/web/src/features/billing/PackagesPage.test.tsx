import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlanSummary } from '@candid/shared';
import { fail, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';

function buildPlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    packageName: 'Starter',
    packageDescription: 'Try Candid: a few live jobs and candidate invitations, free.',
    periodStart: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    isPackageExpired: false,
    jobs: { used: 2, limit: 5, remaining: 3 },
    invites: { used: 45, limit: 50, remaining: 5 },
    users: { used: 3, limit: null, remaining: null },
    billing: 'offline',
    packageId: null,
    source: 'default',
    pendingChange: null,
    ...overrides,
  };
}

function renderWithPlan(path: string, plan: PlanSummary) {
  signIn();
  mockApi([...baseRoutes(), { method: 'GET', path: '/api/Subscriber/Plan', reply: ok(plan) }]);
  return renderApp(path);
}

describe('PackagesPage', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the plan, a labelled meter per limit (none for an unlimited one) and how to change the plan', async () => {
    renderWithPlan('/packages', buildPlan());

    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Select Package' })).toBeTruthy();
    expect(screen.getByText('Try Candid: a few live jobs and candidate invitations, free.')).toBeTruthy();
    expect(screen.getByText('Does not expire')).toBeTruthy();

    const jobs = screen.getByRole('progressbar', { name: 'Jobs' });
    expect(jobs.getAttribute('aria-valuenow')).toBe('40');
    expect(jobs.getAttribute('aria-valuetext')).toBe('2 of 5 used');
    const invites = screen.getByRole('progressbar', { name: 'Candidate invites' });
    expect(invites.getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByText('45 of 50 used · 5 left')).toBeTruthy();
    // Unlimited: said in words, no bar.
    expect(screen.queryByRole('progressbar', { name: 'Team users' })).toBeNull();
    expect(screen.getByText('3 used · Unlimited')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);

    const panel = screen.getByRole('region', { name: 'To change your plan, contact your Candid administrator' });
    expect(within(panel).getByRole('link', { name: 'How billing works' }).getAttribute('href')).toBe('/billing-method');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Select Package · Candid');
  });

  it('an expired package shows the banner and its expiry date', async () => {
    renderWithPlan(
      '/packages',
      buildPlan({ expiresAt: '2026-02-01T00:00:00.000Z', isPackageExpired: true, jobs: { used: 5, limit: 5, remaining: 0 } }),
    );
    expect(await screen.findByText('Your package has expired')).toBeTruthy();
    expect(screen.getByText('Expired on 1st Feb, 2026')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Jobs' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('a plan that expires later says when', async () => {
    renderWithPlan('/packages', buildPlan({ expiresAt: '2027-02-01T00:00:00.000Z' }));
    expect(await screen.findByText('Expires 1st Feb, 2027')).toBeTruthy();
  });

  it('a failed load offers Retry', async () => {
    signIn();
    mockApi([...baseRoutes(), { method: 'GET', path: '/api/Subscriber/Plan', reply: fail(500, 'Something went wrong') }]);
    renderApp('/packages');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('BillingMethodPage', () => {
  afterEach(() => window.localStorage.clear());

  it('explains offline billing, names the plan and links to /packages, with no card form', async () => {
    renderWithPlan('/billing-method', buildPlan({ packageName: 'Agency' }));
    expect(await screen.findByText('Agency')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Billing is handled offline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plan and usage' }).getAttribute('href')).toBe('/packages');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
