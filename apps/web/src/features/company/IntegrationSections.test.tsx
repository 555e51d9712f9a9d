import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type ApiKey, type Webhook, type WebhookAttempt } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyPage } from './CompanyPage';
import { buildEnterprise } from '../../test/organisation';

/* /company's API keys and Webhooks sections (issue 17). */

const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  ApiKey_ID: 1,
  Name: 'ATS sync',
  Role: 250,
  Prefix: 'cnd_live_Ab12Cd34…',
  CreatedAt: '2026-11-01T10:00:00Z',
  CreatedBy: 'Olive Owner',
  ExpiresAt: '2027-02-01T10:00:00Z',
  LastUsedAt: null,
  RevokedAt: null,
  State: 'active',
  ...over,
});
const hook: Webhook = {
  Webhook_ID: 4,
  Url: 'https://ats.example.com/hooks',
  Description: '',
  Events: ['interview.completed'],
  Enabled: true,
  DisabledReason: null,
  FailingSince: null,
  CreatedAt: '2026-11-01T10:00:00Z',
};
const attempt: WebhookAttempt = {
  Attempt_ID: 9,
  Delivery_ID: 8,
  MessageId: 'msg_x',
  Event: 'interview.completed',
  At: '2026-11-02T10:00:00Z',
  Attempt: 2,
  StatusCode: 500,
  DurationMs: 31,
  Error: 'HTTP 500',
  Succeeded: false,
};

function openCompany(level: number, path = '/company/api-keys', keys: ApiKey[] = [key()]) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    { method: 'GET', path: '/api/ApiKey', reply: ok(keys) },
    { method: 'POST', path: '/api/ApiKey', reply: (_u, init) => ok({ ...key({ ApiKey_ID: 2, Name: JSON.parse(String(init.body)).Name }), Secret: 'cnd_live_SECRETSECRET' }, 201) },
    { method: 'DELETE', path: '/api/ApiKey/1', reply: ok(key({ State: 'revoked' })) },
    { method: 'GET', path: '/api/Webhook', reply: ok([hook]) },
    { method: 'POST', path: '/api/Webhook', reply: ok({ ...hook, Webhook_ID: 5, Secret: 'whsec_SIGNINGSECRET' }, 201) },
    { method: 'GET', path: '/api/Webhook/4/Deliveries', reply: ok([attempt]) },
    { method: 'POST', path: '/api/Webhook/4/Deliveries/8/Resend', reply: ok({ Delivery_ID: 10 }, 202) },
  ]);
  renderWithProviders(<CompanyPage />, path);
  return fetchMock;
}

describe('API keys on /company', () => {
  it('creates a key and shows its secret once, and revokes after a confirmation', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner);
    const s = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(s).findByText('ATS sync')).toBeTruthy();
    fireEvent.click(within(s).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Robot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText('cnd_live_SECRETSECRET')).toBeTruthy();
    expect(within(shown).getByText(MSG.apiKeyShownOnce)).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/ApiKey').find(([, i]) => i.method === 'POST')?.[1].body))).toEqual({ Name: 'Robot', Role: 250, ExpiresInDays: 90 });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('cnd_live_SECRETSECRET')).toBeNull());

    fireEvent.click(await within(s).findByRole('button', { name: 'Revoke ATS sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke ATS sync?' });
    expect(callsTo(fetchMock, '/api/ApiKey/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/ApiKey/1')).toHaveLength(1));
    expect(await screen.findByText(MSG.apiKeyRevoked)).toBeTruthy();
  });

  it('offers an Admin only roles within theirs', async () => {
    openCompany(ACCESS_LEVEL.Admin, '/company/api-keys', []);
    const s = await screen.findByRole('region', { name: 'API keys' });
    fireEvent.click(within(s).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Role/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Administrator', 'Admin', 'Hiring Manager']);
  });

  it.each([ACCESS_LEVEL.HiringManager, ACCESS_LEVEL.Administrator])('shows neither section to level %i, nor a link to them', async (level) => {
    const fetchMock = openCompany(level);
    expect(await screen.findByText(MSG.noAccessCompanySection('API keys'))).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Company settings' });
    expect(within(nav).queryByRole('link', { name: 'API keys' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'API keys' })).toBeNull();
    expect(callsTo(fetchMock, '/api/ApiKey')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/Webhook')).toHaveLength(0);
  });
});

describe('Webhooks on /company', () => {
  it('adds an endpoint, shows the signing secret once, and resends from the delivery log', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner, '/company/webhooks');
    const s = await screen.findByRole('region', { name: 'Webhooks' });
    expect(await within(s).findByText('https://ats.example.com/hooks')).toBeTruthy();
    fireEvent.click(within(s).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /URL/ }), { target: { value: 'https://new.example.com/h' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'job.created' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByText('whsec_SIGNINGSECRET')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/Webhook').find(([, i]) => i.method === 'POST')?.[1].body))).toEqual({
      Url: 'https://new.example.com/h',
      Events: ['interview.completed', 'job.created'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    fireEvent.click(await within(s).findByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    expect(await within(log).findByText('HTTP 500')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Webhook/4/Deliveries/8/Resend')).toHaveLength(1));
    expect(await screen.findByText(MSG.webhookResent)).toBeTruthy();
  });
});
