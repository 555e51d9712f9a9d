import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BRAND_PALETTE, MSG } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const EMAIL = 'ada@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}/`;

const COUNTRIES = [
  { countryId: 1, countryCode: 'GB', country: 'United Kingdom' },
  { countryId: 5, countryCode: 'AU', country: 'Australia' },
  { countryId: 61, countryCode: 'NZ', country: 'New Zealand' },
  { countryId: 87, countryCode: null, country: 'Rest of the World' },
];

describe('OnboardingPage', () => {
  afterEach(() => window.sessionStorage.clear());

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
      { method: 'GET', path: '/api/Country', reply: ok(COUNTRIES) },
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
    // The job screen's country list, starting at the company's country.
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await within(country).findByText('Australia');
    fireEvent.mouseDown(country);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Select a country', ...COUNTRIES.map((c) => c.country)]);
    fireEvent.click(screen.getByRole('option', { name: 'New Zealand' }));
    expect(country.textContent).toBe('New Zealand');
    fireEvent.click(screen.getByLabelText(`Background colour ${BRAND_PALETTE[2]}`));
    fireEvent.click(screen.getByRole('button', { name: 'Finish setup' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // A first-time user is welcomed, not welcomed back.
    expect(screen.getByText('Welcome, Ada.')).toBeTruthy();
    const [, enterpriseInit] = callsTo(fetchMock, '/api/Enterprise')[0];
    expect(JSON.parse(String(enterpriseInit.body))).toMatchObject({
      pk_Enterprise_ID: 7,
      Enterprise_Name: 'Acme Talent Group',
      Enterprise_Initials: 'ATG',
      Enterprise_PhoneNumber: '0290001234',
      Enterprise_StreetAddress: '1 George St',
      Enterprise_City: 'Sydney',
      Enterprise_Country: 'New Zealand',
      Enterprise_CountryCoded: 'NZ',
      Enterprise_BackgroundColour: BRAND_PALETTE[2],
    });
    const [, userInit] = callsTo(fetchMock, '/api/User')[0];
    expect(JSON.parse(String(userInit.body))).toEqual({ pk_User_ID: 11, IsOnBoardingProcess: false });

    // The avatar menu shows the new company name from the updated cached user.
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Acme Talent Group' })).toBeTruthy();
  });
});
