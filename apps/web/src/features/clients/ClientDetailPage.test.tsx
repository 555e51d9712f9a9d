import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { buildEmployer } from '../../test/organisation';
import { USER_PATH, signIn } from '../../test/session';
import { ClientCreatePage, ClientEditPage } from './ClientDetailPage';

const countries = { method: 'GET', path: '/api/Country', reply: ok([{ countryId: 5, countryCode: 'AU', country: 'Australia' }]) } as const;

function routes(extra: MockRoute[], level = 0): MockRoute[] {
  signIn();
  return [{ method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) }, countries, ...extra];
}

const NAME = /^Name\s*\*?$/;
const bodyOf = (call: readonly [URL, RequestInit]) => JSON.parse(String(call[1].body)) as Record<string, unknown>;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('client create and edit (the shared company form)', () => {
  it('shows the heading, Back to /clients, the live avatar and the four tabs', async () => {
    mockApi(routes([]));
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    expect(await screen.findByRole('heading', { name: 'Company detail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/clients');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Basic Detail', 'Initials', 'Address', 'Contact']);
    fireEvent.change(screen.getByRole('textbox', { name: NAME }), { target: { value: 'Blue Harbour' } });
    expect(screen.getByTestId('company-name-preview').textContent).toBe('Blue Harbour');
    expect(screen.getByTestId('company-avatar-preview').textContent).toBe('BH');
    fireEvent.click(screen.getByRole('tab', { name: 'Initials' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Initial' }), { target: { value: 'bhx' } });
    expect(screen.getByTestId('company-avatar-preview').textContent).toBe('BHX');
    expect(screen.getByText(MSG.initialHint)).toBeTruthy();
  });

  it('shows validation on the field and opens its tab; the switch without a logo asks for one', async () => {
    const fetchMock = mockApi(routes([]));
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    fireEvent.click(await screen.findByRole('tab', { name: 'Initials' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show the logo instead of the initials' }));
    save();
    // The first wrong field is on Basic Detail: that tab opens with the message.
    expect(await screen.findByText(MSG.companyNameRequired)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Basic Detail' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: NAME }), { target: { value: 'Blue Harbour' } });
    save();
    expect(await screen.findByText(MSG.uploadImage)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Initials' }).getAttribute('aria-selected')).toBe('true');
    expect(callsTo(fetchMock, '/api/employer')).toHaveLength(0);
  });

  it("creates: toasts 'Employer created' and opens the edit variant; the server's details land on their fields", async () => {
    let attempt = 0;
    const fetchMock = mockApi(
      routes([
        {
          method: 'POST',
          path: '/api/employer',
          reply: () =>
            ++attempt === 1
              ? fail(400, MSG.validationFailed, { Employer_RefernceCode: ['Reference code is taken'] })
              : ok(buildEmployer({ pk_Employer_ID: 9 }), 201, MSG.employerCreated),
        },
        { method: 'GET', path: '/api/Employer/9', reply: ok(buildEmployer({ pk_Employer_ID: 9 })) },
      ]),
    );
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    fireEvent.change(await screen.findByRole('textbox', { name: NAME }), { target: { value: 'Blue Harbour' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference code' }), { target: { value: 'BH-1' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    save();
    expect(await screen.findByText('Reference code is taken')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Basic Detail' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(MSG.validationFailed)).toBeTruthy();

    save();
    expect(await screen.findByText(MSG.employerCreated)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clients/edit'));
    const body = bodyOf(callsTo(fetchMock, '/api/employer')[1]);
    expect(body).toMatchObject({ Employer_Name: 'Blue Harbour', Employer_RefernceCode: 'BH-1', Employer_City: 'Sydney', Employer_CountryCoded: 'AU' });
  });

  it('the phone input defaults to Australia (+61), offers other calling codes and keeps digits only', async () => {
    const fetchMock = mockApi(routes([{ method: 'POST', path: '/api/employer', reply: ok(buildEmployer({ pk_Employer_ID: 9 }), 201) }]));
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    fireEvent.change(await screen.findByRole('textbox', { name: NAME }), { target: { value: 'Blue Harbour' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    const code = screen.getByRole('combobox', { name: 'Phone number country code' }) as HTMLInputElement;
    expect(code.value).toBe('Australia (+61)');
    code.focus();
    fireEvent.change(code, { target: { value: 'New Zea' } });
    fireEvent.click(await screen.findByRole('option', { name: 'New Zealand (+64)' }));
    expect(code.value).toBe('New Zealand (+64)');
    const number = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '09-555 12ab34' } });
    expect(number.value).toBe('09555 1234');
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number area code' }), { target: { value: '(9)' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number extension' }), { target: { value: '12' } });
    save();
    await waitFor(() => expect(callsTo(fetchMock, '/api/employer')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/employer')[0])).toMatchObject({
      Employer_PhoneNumber: '09555 1234',
      Employer_PhoneNumber_CountryCode: '+64',
      Employer_PhoneNumber_AreaCode: '9',
      Employer_PhoneNumber_Extention: '12',
      Employer_AlternateNumber_CountryCode: '+61',
    });
  });

  it('edit: loads the client, saves with PUT, shows the returned text and returns to /clients', async () => {
    const fetchMock = mockApi(
      routes([
        { method: 'GET', path: '/api/Employer/5', reply: ok(buildEmployer()) },
        { method: 'PUT', path: '/api/employer/5', reply: ok(buildEmployer({ Employer_Name: 'Blue Harbour Ltd' }), 200, 'Client saved') },
      ]),
    );
    renderWithProviders(<ClientEditPage />, '/clients/edit?id=5');
    const name = (await screen.findByRole('textbox', { name: NAME })) as HTMLInputElement;
    expect(name.value).toBe('Blue Harbour');
    fireEvent.change(name, { target: { value: 'Blue Harbour Ltd' } });
    save();
    expect(await screen.findByText('Client saved')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/clients'));
    expect(bodyOf(callsTo(fetchMock, '/api/employer/5')[0])).toMatchObject({ Employer_Name: 'Blue Harbour Ltd', Employer_Initials: 'BH' });
  });

  it("edit: changes the client's careers page address (issue 17); a new client has none to edit yet", async () => {
    const fetchMock = mockApi(
      routes([
        { method: 'GET', path: '/api/Employer/5', reply: ok(buildEmployer()) },
        { method: 'PUT', path: '/api/employer/5', reply: ok(buildEmployer({ Employer_Slug: 'blue-harbour-jobs' }), 200, 'Client saved') },
      ]),
    );
    const view = renderWithProviders(<ClientEditPage />, '/clients/edit?id=5');
    const slug = (await screen.findByRole('textbox', { name: 'Careers page address' })) as HTMLInputElement;
    expect(slug.value).toBe('blue-harbour');
    fireEvent.change(slug, { target: { value: 'blue-harbour-jobs' } });
    save();
    expect(await screen.findByText('Client saved')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, '/api/employer/5')[0])).toMatchObject({ Employer_Slug: 'blue-harbour-jobs' });
    view.unmount();
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    await screen.findByRole('textbox', { name: NAME });
    expect(screen.queryByRole('textbox', { name: 'Careers page address' })).toBeNull();
  });

  it('a Hiring Manager gets a clear no-access state and no form', async () => {
    mockApi(routes([], 270));
    renderWithProviders(<ClientCreatePage />, '/clients/create');
    expect(await screen.findByText(MSG.noAccessClients)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to clients' });
    expect(within(back.parentElement!).getByRole('heading', { name: 'Company detail' })).toBeTruthy();
  });
});
