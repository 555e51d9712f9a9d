import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@candid/shared';
import type { Employer } from '../../api/entities';
import { employerKeys } from '../../api/queryKeys';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { buildEmployer } from '../../test/organisation';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyDialog, ownCompanyOption } from './CompanyDialog';

const own = ownCompanyOption({
  id: 7,
  name: 'Acme Recruiting',
  slug: 'acme-recruiting',
  status: 1,
  accessLevel: 0,
  recordGuid: 'g',
  createdAt: '2026-01-01',
  updatedAt: '2026-01-01',
});

function open(level = 0) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    {
      method: 'POST',
      path: '/api/employer',
      reply: ok(buildEmployer({ pk_Employer_ID: 12, Employer_Name: 'Kauri Foods', Employer_Initials: 'KF' }), 201, MSG.employerCreated),
    },
  ]);
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(<CompanyDialog open options={[own]} selectedId={0} onSelect={onSelect} onClose={onClose} />);
  view.queryClient.setQueryData(employerKeys.byEnterprise(7), []);
  return { fetchMock, onSelect, onClose, queryClient: view.queryClient };
}

describe("CompanyDialog 'Add a client'", () => {
  it('creates a client in place (name required), selects it and adds it to the chooser', async () => {
    const { fetchMock, onSelect, onClose, queryClient } = open();
    expect(screen.getByRole('dialog', { name: 'Select an employer' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a client' }));
    expect(screen.getByRole('dialog', { name: 'Add a client' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create and select' }));
    expect(await screen.findByText(MSG.companyNameRequired)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/employer')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Kauri Foods' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Initial' }), { target: { value: 'kf' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Background colour #43A047' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and select' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(12));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText(MSG.employerCreated)).toBeTruthy();
    const body = JSON.parse(String(callsTo(fetchMock, '/api/employer')[0][1].body));
    expect(body).toMatchObject({ Employer_Name: 'Kauri Foods', Employer_Initials: 'KF', Employer_BackgroundColour: '#43A047', Employer_Country: 'Australia' });
    expect(queryClient.getQueryData<Employer[]>(employerKeys.byEnterprise(7))?.map((e) => e.id)).toEqual([12]);
  });

  it('Cancel returns to the list', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a client' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('list', { name: 'Companies' })).toBeTruthy();
  });

  it('is not offered to a Hiring Manager', async () => {
    open(270);
    expect(await screen.findByText('Acme Recruiting')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Your company')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add a client' })).toBeNull();
  });
});
