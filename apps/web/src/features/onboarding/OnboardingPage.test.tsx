import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BRAND_PALETTE, MSG } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const EMAIL = 'ada@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}/`;

describe('OnboardingPage', () => {
  it('prefills the company, saves the enterprise, clears the flag and opens the dashboard', async () => {
    window.localStorage.setItem('candid.loggedIn', '1');
    window.localStorage.setItem('candid.userName', EMAIL);
    const onboarding = buildUser({ IsOnBoardingProcess: true, Enterprise_Name: 'Acme' });
    const fetchMock = mockApi([
      { method: 'GET', path: USER_PATH, reply: ok(onboarding) },
      { method: 'GET', path: '/api/Enterprise/7', reply: ok({ pk_Enterprise_ID: 7, Enterprise_Name: 'Acme' }) },
      {
        method: 'PUT',
        path: '/api/Enterprise',
        reply: (_url, init) => ok({ pk_Enterprise_ID: 7, ...JSON.parse(String(init.body)) }),
      },
      { method: 'PUT', path: '/api/User', reply: ok({ ...onboarding, IsOnBoardingProcess: false }) },
    ]);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome to Candid' })).toBeTruthy();
    const name = screen.getByLabelText('Company name') as HTMLInputElement;
    expect(name.value).toBe('Acme');
    fireEvent.change(name, { target: { value: 'Acme Talent Group' } });

    const initials = screen.getByLabelText('Initials') as HTMLInputElement;
    expect(screen.getByText(MSG.initialHint)).toBeTruthy();
    fireEvent.change(initials, { target: { value: 'atgx' } });
    expect(initials.value).toBe('ATG');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0290001234' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 George St' } });
    fireEvent.click(screen.getByLabelText(`Background colour ${BRAND_PALETTE[2]}`));
    fireEvent.click(screen.getByRole('button', { name: 'Finish setup' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const [, enterpriseInit] = callsTo(fetchMock, '/api/Enterprise')[0];
    expect(JSON.parse(String(enterpriseInit.body))).toMatchObject({
      pk_Enterprise_ID: 7,
      Enterprise_Name: 'Acme Talent Group',
      Enterprise_Initials: 'ATG',
      Enterprise_PhoneNumber: '0290001234',
      Enterprise_StreetAddress: '1 George St',
      Enterprise_City: 'Sydney',
      Enterprise_Country: 'Australia',
      Enterprise_BackgroundColour: BRAND_PALETTE[2],
    });
    const [, userInit] = callsTo(fetchMock, '/api/User')[0];
    expect(JSON.parse(String(userInit.body))).toEqual({ pk_User_ID: 11, IsOnBoardingProcess: false });

    // The avatar menu shows the new company name from the updated cached user.
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Acme Talent Group' })).toBeTruthy();
  });
});
