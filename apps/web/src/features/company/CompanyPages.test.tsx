import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG, type Enterprise } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyEditPage } from './CompanyEditPage';
import { CompanyPage } from './CompanyPage';

const enterprise: Enterprise = {
  pk_Enterprise_ID: 7,
  Enterprise_Name: 'Acme Recruiting',
  Enterprise_Slug: 'acme-recruiting',
  Enterprise_CompanyNumber: 'ACN 123',
  Enterprise_PhoneNumber: '9999 8888',
  Enterprise_PhoneNumber_CountryCode: '+61',
  Enterprise_PhoneNumber_AreaCode: '2',
  Enterprise_City: 'Sydney',
  Enterprise_Country: 'Australia',
  Enterprise_CountryCoded: 'AU',
  Enterprise_AvatarEnable: true,
  Enterprise_ImageLink: '/api/Image/7/enterprise-7-0123456789abcdef.png',
  Enterprise_Status: 1,
  Enterprise_AccessLevel: 0,
  Enterprise_Record_GUID: 'g',
  Enterprise_DateOfCreation: '2026-01-01',
  Enterprise_DateOfLastUpdate: '2026-01-01',
};

function routes(level: number) {
  signIn();
  return mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([enterprise]) },
    { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) },
    { method: 'PUT', path: '/api/Enterprise', reply: ok({ ...enterprise, Enterprise_Name: 'Acme Talent' }) },
  ]);
}

describe('company pages', () => {
  it('/company shows the logo, numbers, contact and address, Edit, Team and Clients', async () => {
    routes(0);
    renderWithProviders(<CompanyPage />, '/company');
    expect(await screen.findByRole('img', { name: 'Acme Recruiting logo' })).toBeTruthy();
    expect(screen.getByText('ACN 123')).toBeTruthy();
    expect(screen.getByText('+61 (2) 9999 8888')).toBeTruthy();
    expect(screen.getByText('Sydney')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/company/edit');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients');
  });

  it('a Hiring Manager sees /company without Edit, and /company/edit says there is no access', async () => {
    const fetchMock = routes(270);
    const view = renderWithProviders(<CompanyPage />, '/company');
    expect(await screen.findByText('ACN 123')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    view.unmount();
    renderWithProviders(<CompanyEditPage />, '/company/edit');
    expect(await screen.findByText(MSG.noAccessCompany)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(callsTo(fetchMock, '/api/Enterprise')).toHaveLength(1);
  });

  it('/company/edit saves with PUT /Enterprise, toasts and returns to /company', async () => {
    const fetchMock = routes(0);
    renderWithProviders(<CompanyEditPage />, '/company/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Enterprise Account' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name\s*\*?$/ }), { target: { value: 'Acme Talent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.companyUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/company'));
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Enterprise').find(([, init]) => init.method === 'PUT')![1].body));
    expect(body).toMatchObject({ pk_Enterprise_ID: 7, Enterprise_Name: 'Acme Talent', Enterprise_CompanyNumber: 'ACN 123', Enterprise_AvatarEnable: true });
    expect(body.Enterprise_ImageLink).toBeUndefined();
  });
});
