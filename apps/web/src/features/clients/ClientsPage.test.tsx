import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { buildEmployer } from '../../test/organisation';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { ClientsPage } from './ClientsPage';

const clients = [
  buildEmployer({ pk_Employer_ID: 5, Employer_Name: 'Blue Harbour', Employer_City: 'Sydney', Employer_Email: 'hr@blue.example' }),
  buildEmployer({
    pk_Employer_ID: 6,
    Employer_Name: 'Kauri Foods',
    Employer_City: 'Auckland',
    Employer_Email: 'jobs@kauri.example',
    Employer_Initials: null,
    Employer_AvatarEnable: true,
    Employer_ImageLink: '/api/Image/7/employer-6-0123456789abcdef.png',
  }),
];

function open(list = clients, level = 0) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Employer', reply: ok(list) },
  ]);
  renderWithProviders(<ClientsPage />, '/clients');
  return fetchMock;
}

describe('ClientsPage', () => {
  it('lists the clients with avatar or logo, name, city and email; rows open the edit page', async () => {
    const fetchMock = open();
    const list = await screen.findByRole('list', { name: 'Clients' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/clients/edit?id=5', '/clients/edit?id=6']);
    expect(within(rows[0]).getByText('BH')).toBeTruthy();
    expect(within(rows[0]).getByText('Sydney · hr@blue.example')).toBeTruthy();
    expect(within(rows[1]).getByRole('img', { name: 'Kauri Foods logo' }).getAttribute('src')).toBe('/api/Image/7/employer-6-0123456789abcdef.png');
    expect(screen.getByRole('link', { name: 'Create client' }).getAttribute('href')).toBe('/clients/create');
    expect(callsTo(fetchMock, '/api/Employer')).toHaveLength(1);
  });

  it('filters by name, email or city, and says when nothing matches', async () => {
    open();
    await screen.findByRole('list', { name: 'Clients' });
    const search = screen.getByRole('searchbox', { name: 'Search clients' });
    fireEvent.change(search, { target: { value: 'auck' } });
    expect(within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('link').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Kauri Foods'),
    ]);
    expect(screen.getByText('1 of 2 clients')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'HR@BLUE' } });
    expect(within(screen.getByRole('list', { name: 'Clients' })).getByText('Blue Harbour')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByRole('heading', { name: 'No clients match' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Clients' })).toBeNull();
  });

  it("an empty list shows the empty state with 'Create client'", async () => {
    open([]);
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create client' }).getAttribute('href')).toBe('/clients/create');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('a Hiring Manager reads the list without Create or edit links', async () => {
    open(clients, 270);
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(within(list).getByText('Blue Harbour')).toBeTruthy();
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Create client' })).toBeNull();
  });
});
