import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type JobBoardSetting } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyPage } from './CompanyPage';
import { buildEnterprise } from '../../test/organisation';

const setting = (Board: 'seek' | 'idibu', Configured: boolean, Available = true): JobBoardSetting => ({
  Board,
  BoardName: Board === 'seek' ? 'SEEK' : 'idibu',
  Available,
  Configured,
  UpdatedAt: Configured ? '2026-11-26T10:00:00Z' : null,
});

function openCompany(level: number, seekConfigured = false, seekAvailable = true, saveReply = ok(setting('seek', true))) {
  signIn();
  return mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    { method: 'GET', path: '/api/JobBoard/Settings', reply: ok([setting('seek', seekConfigured, seekAvailable), setting('idibu', false)]) },
    { method: 'PUT', path: '/api/JobBoard/Settings/seek', reply: saveReply },
  ]);
}

describe('Job boards on /company', () => {
  it('lets the owner enter the SEEK hirer id (colons and all), checked before sending, and sends only it', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner);
    renderWithProviders(<CompanyPage />, '/company/job-boards');
    const section = await screen.findByRole('region', { name: 'Job boards' });
    const form = await within(section).findByRole('form', { name: 'SEEK' });
    expect(within(form).getByText('Not set up')).toBeTruthy();
    // No SEEK client id or secret: those are Candid's, set on the server.
    expect(within(form).queryByLabelText(/client/i)).toBeNull();
    expect(within(form).queryByLabelText(/secret/i)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    expect(await within(form).findByText('Enter the SEEK hirer id.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/SEEK hirer id/), { target: { value: 'adv 1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    expect(await within(form).findByText(MSG.seekHirerIdFormat)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/JobBoard/Settings/seek')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/SEEK hirer id/), { target: { value: 'seekAnzPublicTest:organization:seek:93WyyF1h' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/JobBoard/Settings/seek')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/JobBoard/Settings/seek')[0];
    expect(JSON.parse(String(init.body))).toEqual({ HirerId: 'seekAnzPublicTest:organization:seek:93WyyF1h' });
    expect(await screen.findByText('SEEK hirer saved')).toBeTruthy();
    expect(within(form).queryByLabelText(/SEEK hirer id/)).toBeNull();
  });

  it("shows SEEK's refusal of a hirer Candid may not post for under the field", async () => {
    const refusal = MSG.seekHirerUnknown('seekAnz:organization:seek:other');
    openCompany(ACCESS_LEVEL.Owner, false, true, fail(400, refusal, { HirerId: [refusal] }));
    renderWithProviders(<CompanyPage />, '/company/job-boards');
    const form = await screen.findByRole('form', { name: 'SEEK' });
    fireEvent.change(within(form).getByLabelText(/SEEK hirer id/), { target: { value: 'seekAnz:organization:seek:other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save SEEK' }));
    expect((await within(form).findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(within(form).getByText('Not set up')).toBeTruthy();
  });

  it('says SEEK is not available when the server has no SEEK partner credentials, with no form', async () => {
    openCompany(ACCESS_LEVEL.Owner, false, false);
    renderWithProviders(<CompanyPage />, '/company/job-boards');
    const form = await screen.findByRole('form', { name: 'SEEK' });
    expect(await within(form).findByText(MSG.jobBoardUnavailable('SEEK'))).toBeTruthy();
    expect(within(form).queryByRole('textbox')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Save SEEK' })).toBeNull();
  });

  it('shows a configured board without its credentials, and hides the section from Hiring Managers', async () => {
    openCompany(ACCESS_LEVEL.Owner, true);
    const { unmount } = renderWithProviders(<CompanyPage />, '/company/job-boards');
    const form = await screen.findByRole('form', { name: 'SEEK' });
    expect(await within(form).findByText('Configured')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Replace hirer id' })).toBeTruthy();
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
