import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type JobBoardSetting } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyPage } from './CompanyPage';

const setting = (Board: 'seek' | 'idibu', Configured: boolean): JobBoardSetting => ({ Board, BoardName: Board === 'seek' ? 'SEEK' : 'idibu', Configured, UpdatedAt: Configured ? '2026-11-26T10:00:00Z' : null });

function openCompany(level: number, seekConfigured = false) {
  signIn();
  return mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([{ pk_Enterprise_ID: 7, Enterprise_Name: 'Acme Recruiting' }]) },
    { method: 'GET', path: '/api/JobBoard/Settings', reply: ok([setting('seek', seekConfigured), setting('idibu', false)]) },
    { method: 'PUT', path: '/api/JobBoard/Settings/seek', reply: ok(setting('seek', true)) },
  ]);
}

describe('Job boards on /company', () => {
  it('lets the owner enter SEEK credentials, checked before sending, and sends them once', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner);
    renderWithProviders(<CompanyPage />, '/company/job-boards');
    const section = await screen.findByRole('region', { name: 'Job boards' });
    const form = await within(section).findByRole('form', { name: 'SEEK' });
    expect(within(form).getByText('Not set up')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    expect(await within(form).findByText('Enter the client secret.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/JobBoard/Settings/seek')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/SEEK advertiser id/), { target: { value: 'adv-1' } });
    fireEvent.change(within(form).getByLabelText(/SEEK client id/), { target: { value: 'client' } });
    const secret = within(form).getByLabelText(/SEEK client secret/) as HTMLInputElement;
    expect(secret.type).toBe('password');
    fireEvent.change(secret, { target: { value: 's3cret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/JobBoard/Settings/seek')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/JobBoard/Settings/seek')[0];
    expect(JSON.parse(String(init.body))).toEqual({ AdvertiserId: 'adv-1', ClientId: 'client', ClientSecret: 's3cret' });
    expect(await screen.findByText('SEEK credentials saved')).toBeTruthy();
    expect(within(form).queryByLabelText(/SEEK client secret/)).toBeNull();
  });

  it('shows a configured board without its credentials, and hides the section from Hiring Managers', async () => {
    openCompany(ACCESS_LEVEL.Owner, true);
    const { unmount } = renderWithProviders(<CompanyPage />, '/company/job-boards');
    const form = await screen.findByRole('form', { name: 'SEEK' });
    expect(await within(form).findByText('Configured')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Replace credentials' })).toBeTruthy();
    expect(within(form).queryByRole('textbox')).toBeNull();
    unmount();

    const fetchMock = openCompany(ACCESS_LEVEL.HiringManager);
    renderWithProviders(<CompanyPage />, '/company/job-boards');
    expect(await screen.findByText(MSG.noAccessCompanySection('Job boards'))).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Company settings' })).queryByRole('link', { name: 'Job boards' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Job boards' })).toBeNull();
    expect(callsTo(fetchMock, '/api/JobBoard/Settings')).toHaveLength(0);
  });
});
