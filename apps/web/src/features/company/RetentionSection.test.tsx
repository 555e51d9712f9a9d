import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG, type Retention } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { CompanyPage } from './CompanyPage';
import { buildEnterprise } from '../../test/organisation';

const PATH = '/api/DataRetention';
const retention = (months = 24): Retention => ({ RetentionMonths: months, DefaultMonths: 24, MinMonths: 1, MaxMonths: 84 });

function openCompany(level: number) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    { method: 'GET', path: '/api/Enterprise', reply: ok([buildEnterprise()]) },
    { method: 'GET', path: PATH, reply: ok(retention()) },
    { method: 'PUT', path: PATH, reply: (_url, init) => ok(retention(JSON.parse(String(init.body)).RetentionMonths)) },
  ]);
  renderWithProviders(<CompanyPage />, '/company/retention');
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: 'Candidate data retention' });
const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, PATH)
    .filter(([, init]) => init.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));

describe('Candidate data retention on /company', () => {
  it('states the default and the range, refuses a value outside it, and saves a valid one', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.Owner);
    const s = await section();
    expect(within(s).getByText(/The default is 24 months; choose between 1 and 84/)).toBeTruthy();
    const input = (await within(s).findByRole('spinbutton', { name: 'Months after the job ends' })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('24'));
    fireEvent.change(input, { target: { value: '90' } });
    expect(within(s).getByText(MSG.retentionRange(1, 84))).toBeTruthy();
    expect((within(s).getByRole('button', { name: 'Save retention' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '36' } });
    fireEvent.click(within(s).getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(puts(fetchMock)).toEqual([{ RetentionMonths: 36 }]));
    expect(await screen.findByText(MSG.retentionSaved)).toBeTruthy();
  });

  it('shows a Hiring Manager the retention read-only', async () => {
    const fetchMock = openCompany(ACCESS_LEVEL.HiringManager);
    const s = await section();
    const input = (await within(s).findByRole('spinbutton', { name: 'Months after the job ends' })) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(within(s).getByText('Only the owner and administrators can change this.')).toBeTruthy();
    expect(within(s).queryByRole('button', { name: 'Save retention' })).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });
});
