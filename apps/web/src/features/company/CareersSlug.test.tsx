import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SLUG_MESSAGES, type Enterprise } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyEditPage } from './CompanyEditPage';

/* The careers page address (issue 17) on the company edit page. */

const enterprise: Enterprise = {
  pk_Enterprise_ID: 7,
  Enterprise_Name: 'Acme Recruiting',
  Enterprise_Slug: 'acme-recruiting',
  Enterprise_Status: 1,
  Enterprise_AccessLevel: 0,
  Enterprise_Record_GUID: 'g',
  Enterprise_DateOfCreation: '2026-01-01',
  Enterprise_DateOfLastUpdate: '2026-01-01',
};

function routes(put = ok({ ...enterprise, Enterprise_Slug: 'acme-jobs' })) {
  signIn();
  return mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: 0 })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([enterprise]) },
    { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) },
    { method: 'PUT', path: '/api/Enterprise', reply: put },
  ]);
}

const slugField = () => screen.getByRole('textbox', { name: 'Careers page address' });

describe('careers page address', () => {
  it('shows the slug with the page’s address and saves a new one with PUT /Enterprise', async () => {
    const fetchMock = routes();
    renderWithProviders(<CompanyEditPage />, '/company/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Enterprise Account' })).toBeTruthy();
    expect((slugField() as HTMLInputElement).value).toBe('acme-recruiting');
    expect(screen.getByText(`${window.location.origin}/careers/acme-recruiting`)).toBeTruthy();
    fireEvent.change(slugField(), { target: { value: 'acme-jobs' } });
    expect(screen.getByText(`${window.location.origin}/careers/acme-jobs`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Enterprise').some(([, init]) => init.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Enterprise').find(([, init]) => init.method === 'PUT')![1].body));
    expect(body.Enterprise_Slug).toBe('acme-jobs');
  });

  it('refuses a malformed slug on the field without calling the server', async () => {
    const fetchMock = routes();
    renderWithProviders(<CompanyEditPage />, '/company/edit');
    await screen.findByRole('heading', { name: 'Edit Enterprise Account' });
    fireEvent.change(slugField(), { target: { value: 'Acme Jobs!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SLUG_MESSAGES.invalid)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Enterprise').filter(([, init]) => init.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s "taken" detail on the field', async () => {
    routes(fail(400, 'The request is invalid.', { Enterprise_Slug: [SLUG_MESSAGES.taken] }));
    renderWithProviders(<CompanyEditPage />, '/company/edit');
    await screen.findByRole('heading', { name: 'Edit Enterprise Account' });
    fireEvent.change(slugField(), { target: { value: 'someone-else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SLUG_MESSAGES.taken)).toBeTruthy();
  });
});
