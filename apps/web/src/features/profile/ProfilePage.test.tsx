import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG, type AccountSession } from '@candid/shared';
import { callsTo, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 1,
  createdAt: '2026-01-10T09:00:00Z',
  expiresAt: '2026-02-10T09:00:00Z',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  ip: '203.0.113.7',
  current: true,
  ...overrides,
});

function routes(extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    {
      method: 'GET',
      path: '/api/Account/Sessions',
      reply: ok([session({}), session({ id: 2, current: false, ip: '198.51.100.4', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' })]),
    },
    ...baseRoutes(),
  ];
}

describe('ProfilePage', () => {
  it('saves the name, initials and colours and toasts', async () => {
    signIn();
    const fetchMock = mockApi(routes([{ method: 'PUT', path: '/api/User', reply: ok(buildUser({ User_FirstName: 'Augusta', User_Initials: 'AAL' })) }]));
    renderApp('/profile');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'Augusta' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Initials' }), { target: { value: 'aal' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Background colour #5B5FC7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.profileUpdated)).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/User')[0][1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ pk_User_ID: 11, User_FirstName: 'Augusta', User_LastName: 'Lovelace', User_Initials: 'AAL', User_BackgroundColour: '#5B5FC7', User_AvatarEnable: false });
  });

  it('refuses a file that is not an image before sending it', async () => {
    signIn();
    mockApi(routes());
    renderApp('/profile');
    const input = await screen.findByLabelText('Avatar image file');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(MSG.imageWrongType)).toBeTruthy();
    // The switch to the photo stays off without an image.
    expect((screen.getByRole('switch', { name: 'Show my photo instead of my initials' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('lists the sessions, marks this device and signs another out after confirming', async () => {
    signIn();
    const fetchMock = mockApi(routes([{ method: 'DELETE', path: '/api/Account/Sessions/2', reply: ok(true) }]));
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const [mine, other] = within(list).getAllByRole('listitem');
    expect(within(mine).getByText('Chrome on macOS')).toBeTruthy();
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(other).getByText('Safari on iOS')).toBeTruthy();
    expect(within(other).getByText(/198\.51\.100\.4/)).toBeTruthy();
    fireEvent.click(within(other).getByRole('button', { name: /^Sign out Safari on iOS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(MSG.sessionRevoked)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Account/Sessions/2')).toHaveLength(1);
  });

  it('signing out this device asks as Logout does', async () => {
    signIn();
    mockApi(routes());
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of this device' }));
    expect(await screen.findByRole('dialog', { name: 'Log out' })).toBeTruthy();
  });
});
