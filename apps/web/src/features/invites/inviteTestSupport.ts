import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { MSG, type Campaign, type InviteResultRow } from '@candid/shared';
import { mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildJob, signIn } from '../../test/session';

export const JOB_LINK = 'https://candid.test/invite/42/7';

/** Opens /campaign/instant/invite?id=42 for job 42 (enterprise 7) with `remaining` invites left. */
export async function openInvitePage({
  routes = [],
  campaign = {},
  remaining = 5,
  path = '/campaign/instant/invite?id=42',
}: { routes?: MockRoute[]; campaign?: Partial<Campaign>; remaining?: number | null; path?: string } = {}) {
  signIn();
  const fetchMock = mockApi([
    ...routes,
    ...baseRoutes(),
    { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob({ Campaign_Job_Video_Link: JOB_LINK, ...campaign })) },
    { method: 'GET', path: '/api/Subscriber/GetRemainingUsers', reply: ok(remaining) },
  ]);
  renderApp(path);
  // By text: a poster opened from the URL hides the page from the accessibility tree.
  await screen.findByText(MSG.inviteMethodsIntro, {}, { timeout: 15_000 });
  return fetchMock;
}

/** A SendEmail reply with one row per address: status by address, '200' otherwise. */
export function sendEmailReply(statusOf: Record<string, InviteResultRow[1]> = {}): MockRoute {
  return {
    method: 'POST',
    path: '/api/Message/SendEmail',
    reply: (_url, init) => {
      const body = JSON.parse(String(init.body)) as { CampaignLine_CandidateEmail: string }[];
      return ok(
        body.map((item, i): InviteResultRow => {
          const email = item.CampaignLine_CandidateEmail;
          const status = statusOf[email] ?? '200';
          return [status === '200' ? i + 1 : null, status, '', email];
        }),
      );
    },
  };
}

/**
 * A SendSms reply with one row per candidate, in order, as the server words them: status by mobile
 * number (E.164), '200' otherwise.
 */
export function sendSmsReply(statusOf: Record<string, InviteResultRow[1]> = {}): MockRoute {
  const messageOf = (status: InviteResultRow[1], phone: string, email: string) =>
    status === '200' ? MSG.smsSentTo(phone) : status === '409' ? MSG.alreadyMailSentTo(email) : status === '400' ? MSG.mobileNotMobile : MSG.packageLimitText;
  return {
    method: 'POST',
    path: '/api/Message/SendSms',
    reply: (_url, init) => {
      const body = JSON.parse(String(init.body)) as { CampaignLine_CandidateEmail: string; CampaignLine_CandidatePhone: string }[];
      return ok(
        body.map((item, i): InviteResultRow => {
          const phone = item.CampaignLine_CandidatePhone;
          const status = statusOf[phone] ?? '200';
          return [status === '200' ? i + 1 : null, status, messageOf(status, phone, item.CampaignLine_CandidateEmail), phone];
        }),
      );
    },
  };
}

/** Replaces navigator.clipboard with a mock. */
export function mockClipboard(writeText = vi.fn(async (_text: string) => undefined)) {
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
