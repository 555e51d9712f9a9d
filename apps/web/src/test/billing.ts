/** Billing fixtures: a plan summary, the package catalogue as the server seeds it, payments history entries. */
import type { Package, PlanSummary, StripePayment } from '@candid/shared';
import {
  packageFromWire,
  stripePaymentFromWire,
  type Package as PackageState,
  type StripePayment as StripePaymentState,
} from '../api/entities';
import { ok, type MockRoute } from './api';

export function buildPlan(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    packageName: 'Starter',
    packageDescription: 'Try Candid: a few live jobs and candidate invitations, free.',
    periodStart: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    isPackageExpired: false,
    jobs: { used: 2, limit: 5, remaining: 3 },
    invites: { used: 45, limit: 50, remaining: 5 },
    users: { used: 3, limit: null, remaining: null },
    sms: { used: 4, limit: 50, remaining: 46 },
    billing: 'stripe',
    packageId: null,
    source: 'default',
    pendingChange: null,
    operatorContact: { email: null, url: null },
    ...overrides,
  };
}

function buildPackage(id: number, fields: Partial<Package>): Package {
  return {
    pk_Package_ID: id,
    Package_Name: 'Package',
    Package_Description: null,
    Package_PriceId: `price_${id}`,
    Package_PriceCents: 0,
    Package_Currency: 'aud',
    Package_Interval: 'month',
    Package_MaxJobs: null,
    Package_MaxInvites: null,
    Package_MaxUsers: null,
    Package_DurationDays: 30,
    Package_Features: [],
    Package_Metered: false,
    Package_SortOrder: 0,
    Package_Active: true,
    Package_DateOfCreation: '2026-01-01T00:00:00.000Z',
    Package_DateOfLastUpdate: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Starter (free, 1), Growth (2), Pro (3) and the metered Flex (4). */
export function buildPackages(): Package[] {
  return [
    buildPackage(1, {
      Package_Name: 'Starter',
      Package_Description: 'Try Candid: a few live jobs and candidate invitations, free.',
      Package_PriceId: null,
      Package_MaxJobs: 5,
      Package_MaxInvites: 50,
      Package_MaxUsers: 3,
      Package_Features: ['Video interviews'],
    }),
    buildPackage(2, {
      Package_Name: 'Growth',
      Package_Description: 'For a team hiring every month.',
      Package_PriceCents: 14900,
      Package_MaxJobs: 20,
      Package_MaxInvites: 500,
      Package_MaxUsers: 10,
      Package_Features: ['Everything in Starter', 'Shareable candidate reviews'],
      Package_SortOrder: 10,
    }),
    buildPackage(3, {
      Package_Name: 'Pro',
      Package_PriceCents: 39900,
      Package_MaxInvites: 2000,
      Package_MaxUsers: 25,
      Package_Features: ['Everything in Growth', 'Priority support'],
      Package_SortOrder: 20,
    }),
    buildPackage(4, {
      Package_Name: 'Flex',
      Package_PriceCents: 2500,
      Package_MaxInvites: 1000,
      Package_MaxUsers: 10,
      Package_Metered: true,
      Package_SortOrder: 30,
    }),
  ];
}

export function buildPayment(overrides: Partial<StripePayment> = {}): StripePayment {
  return {
    pk_StripePayment_ID: 1,
    fk_Enterprise_ID: 7,
    fk_User_ID: 11,
    fk_Package_ID: 2,
    Package_Name: 'Growth',
    StripePayment_Status: 1,
    StripePayment_Source: 'stripe',
    StripePayment_AmountCents: 14900,
    StripePayment_Currency: 'aud',
    StripePayment_InvoiceUrl: 'https://invoice.stripe.example/i/acct_1/inv_1',
    StripePayment_Note: null,
    StripePayment_ClientID: 'cus_1',
    StripePayment_SubscriptionID: 'sub_1',
    StripePayment_OptionalField4: 'si_1',
    StripePayment_StartDate: '2026-03-01T00:00:00.000Z',
    StripePayment_ExpiryDate: '2026-04-01T00:00:00.000Z',
    StripePayment_RemainingJobs: 20,
    StripePayment_RemainingInvites: 500,
    StripePayment_DateOfCreation: '2026-03-01T00:00:00.000Z',
    StripePayment_DateOfLastUpdate: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The billing reads of /packages: the plan, the packages and the history. */
export function billingRoutes(plan: PlanSummary = buildPlan(), history: StripePayment[] = []): MockRoute[] {
  return [
    { method: 'GET', path: '/api/Subscriber/Plan', reply: ok(plan) },
    { method: 'GET', path: '/api/Package', reply: ok(buildPackages()) },
    { method: 'GET', path: '/api/StripePayment/GetByEnterprise', reply: ok(history) },
  ];
}

/** The same catalogue and payment as the web's state holds them (domain names), for a test that hands one to a component. */
export const buildPackagesState = (): PackageState[] => buildPackages().map(packageFromWire);
export const buildPaymentState = (overrides: Partial<StripePayment> = {}): StripePaymentState =>
  stripePaymentFromWire(buildPayment(overrides));
