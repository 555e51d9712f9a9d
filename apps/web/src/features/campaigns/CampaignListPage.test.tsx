import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, mockApi, ok, okPage } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildCampaign, buildJob, signIn } from '../../test/session';

const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = callsTo(fetchMock, '/api/Campaign');
  return Object.fromEntries(calls[calls.length - 1][0].searchParams);
};

describe('CampaignListPage', () => {
  it('lists jobs with code, company, dates, status and candidates', async () => {
    signIn();
    mockApi([...baseRoutes(), { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) }]);
    renderApp('/campaign');
    const link = await screen.findByRole('link', { name: 'Barista' });
    expect(link.getAttribute('href')).toBe('/campaign/edit?id=42');
    const row = link.closest('li')!;
    expect(within(row).getByText('5th Mar, 2025 – 5th Apr, 2099')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByLabelText('3 candidates')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText(/BAR-1 · Acme Recruiting/)).toBeTruthy());
  });

  it('sends the sort, direction, status and search as query parameters', async () => {
    signIn();
    const fetchMock = mockApi([...baseRoutes(), { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) }]);
    renderApp('/campaign');
    await screen.findByRole('link', { name: 'Barista' });
    expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'created', dir: 'desc' });
    expect(lastListQuery(fetchMock).state).toBeUndefined();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'End date (earliest first)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'endDate', dir: 'asc' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Start date (latest first)' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'startDate', dir: 'desc' }));

    for (const [label, state] of [['Active', 'open'], ['Scheduled', 'scheduled'], ['Draft', 'draft'], ['Ended', 'ended']]) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(lastListQuery(fetchMock).state).toBe(state));
    }

    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'bar' } });
    await waitFor(() => expect(lastListQuery(fetchMock).SearchText).toBe('bar'));
  });

  it("'Load more' sends the keyset cursor", async () => {
    signIn();
    const fetchMock = mockApi([
      ...baseRoutes(),
      {
        method: 'GET',
        path: '/api/Campaign',
        reply: (url) =>
          url.searchParams.get('cursor')
            ? okPage([buildCampaign({ pk_Campaign_ID: 43, Campaign_Name: 'Chef' })])
            : okPage([buildCampaign()], 'abc'),
      },
    ]);
    renderApp('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Chef' })).toBeTruthy();
    expect(lastListQuery(fetchMock).cursor).toBe('abc');
    expect(screen.getByRole('link', { name: 'Barista' })).toBeTruthy();
  });

  it('shows the empty state with a call to action', async () => {
    signIn();
    mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([]) },
      { method: 'GET', path: '/api/Campaign/GetRemainingJobsToLaunch', reply: ok(null) },
    ]);
    renderApp('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Create a job' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/campaign/create'));
  });

  it('opens the package-limit modal when no jobs remain', async () => {
    signIn();
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) },
      { method: 'GET', path: '/api/Campaign/GetRemainingJobsToLaunch', reply: ok(0) },
    ]);
    renderApp('/campaign');
    await screen.findByRole('link', { name: 'Barista' });
    fireEvent.click(screen.getByRole('button', { name: 'Create job' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(dialog).getByText(MSG.packageLimitText)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Campaign/GetRemainingJobsToLaunch')[0][0].searchParams.get('fk_Enterprise_ID')).toBe('7');
    expect(screen.getByTestId('location').textContent).toBe('/campaign');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/packages'));
  });

  it('ends a job after confirmation', async () => {
    signIn();
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) },
      { method: 'POST', path: '/api/Campaign/EndCampaign', reply: ok(buildJob({ Campaign_Status: 0 })) },
    ]);
    renderApp('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Barista' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'End job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End job' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/EndCampaign')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/Campaign/EndCampaign')[0][0].searchParams.get('campid')).toBe('42');
    // The candidates stay unless the option is ticked.
    expect(callsTo(fetchMock, '/api/CampaignLine/Delete')).toHaveLength(0);
  });

  it("offers to delete the job's candidates when ending it, and deletes them only when ticked", async () => {
    signIn();
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) },
      { method: 'POST', path: '/api/Campaign/EndCampaign', reply: ok(buildJob({ Campaign_Status: 0 })) },
      { method: 'POST', path: '/api/CampaignLine/Delete', reply: ok({ Ids: [501, 502] }, 202, MSG.candidatesErased(2)) },
    ]);
    renderApp('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Barista' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'End job' });
    const option = within(dialog).getByRole('checkbox', { name: /Also delete this job's candidates and all their data/ });
    expect((option as HTMLInputElement).checked).toBe(false);
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End job' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine/Delete')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/Campaign/EndCampaign')).toHaveLength(1);
    expect(JSON.parse(String(callsTo(fetchMock, '/api/CampaignLine/Delete')[0][1].body))).toEqual({ campaignId: 42 });
    expect(await screen.findByText(MSG.candidatesErased(2))).toBeTruthy();
  });
});
