import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL } from '@candid/shared';
import { callsTo, mockApi, ok, okPage, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, buildCampaign, signIn } from '../../test/session';
import { buildLine, linePage } from '../../test/candidates';


const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = callsTo(fetchMock, '/api/CampaignLine');
  return Object.fromEntries(calls[calls.length - 1][0].searchParams);
};

function routes(list: MockRoute['reply'], extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    ...baseRoutes(),
    { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign(), buildCampaign({ pk_Campaign_ID: 43, Campaign_Name: 'Chef' })]) },
    { method: 'GET', path: '/api/CampaignLine', reply: list },
  ];
}

describe('CandidatesPage', () => {
  it('lists candidates with job, status, progress and average rating; the name links to the candidate', async () => {
    signIn();
    mockApi(routes(linePage([buildLine(), buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: null, CampaignLine_CandidateLastName: null, CampaignLine_CandidateEmail: 'x@example.com', CampaignLine_Status: 0, AnsweredCount: 0, AverageRating: null, RatingCount: 0 })])));
    renderApp('/candidates');
    const link = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe('/candidates/info?id=501');
    const row = link.closest('li')!;
    expect(within(row).getByText('Barista')).toBeTruthy();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByLabelText('2 of 3 questions answered')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Average rating 3.5 of 5 from 2 ratings' })).toBeTruthy();

    // Without a name the email stands in, once; its state reads as it is; not rated yet.
    const other = screen.getByRole('link', { name: 'x@example.com' }).closest('li')!;
    expect(within(other).getAllByText('x@example.com')).toHaveLength(1);
    expect(within(other).getByText('No name given yet')).toBeTruthy();
    expect(within(other).getByText('Not started')).toBeTruthy();
    expect(within(other).getByRole('img', { name: 'Not rated yet' })).toBeTruthy();

    // A click on the row (not on a control) opens the candidate too.
    fireEvent.click(within(row).getByText('Completed'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidates/info'));
  });

  it('sends the debounced search, the status filter and the job from the URL', async () => {
    signIn();
    const fetchMock = mockApi(routes(linePage([buildLine()])));
    renderApp('/candidates?campaignId=42');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(lastListQuery(fetchMock)).toMatchObject({ campaignId: '42', limit: '25' });
    expect(lastListQuery(fetchMock).searchText).toBeUndefined();

    const search = screen.getByRole('searchbox', { name: 'Search candidates' });
    fireEvent.change(search, { target: { value: 'g' } });
    fireEvent.change(search, { target: { value: 'gra' } });
    await waitFor(() => expect(lastListQuery(fetchMock).searchText).toBe('gra'));
    // Debounced: the intermediate text was never sent.
    expect(callsTo(fetchMock, '/api/CampaignLine').some(([url]) => url.searchParams.get('searchText') === 'g')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shortlisted' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ status: '4', searchText: 'gra', campaignId: '42' }));
  });

  it('flags each screening question a candidate did not meet, keeping a long question whole for reading', async () => {
    const long = `Do you hold a current food safety certificate ${'and a responsible service of alcohol certificate '.repeat(4).trim()}?`;
    signIn();
    mockApi(
      routes(
        linePage([
          buildLine({ DidNotMeet: ['Can you work weekends?', long] }),
          buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' }),
        ]),
      ),
    );
    renderApp('/candidates');
    const row = (await screen.findByRole('link', { name: 'Grace Hopper' })).closest('li')!;
    const flags = within(row).getByRole('list', { name: 'Screening questions not met' });
    expect(within(flags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Did not meet: Can you work weekends?', `Did not meet: ${long}`]);
    expect(within(flags).getByText(`Did not meet: ${long}`).closest('[title]')!.getAttribute('title')).toBe(`Did not meet: ${long}`);

    const other = screen.getByRole('link', { name: 'Alan Turing' }).closest('li')!;
    expect(within(other).queryByRole('list', { name: 'Screening questions not met' })).toBeNull();
    expect(within(other).queryByText(/Did not meet/)).toBeNull();
  });

  it('filters by screening: met, did not meet or all', async () => {
    signIn();
    const fetchMock = mockApi(routes(linePage([buildLine()])));
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(lastListQuery(fetchMock).screening).toBeUndefined();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Screening' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Did not meet' }));
    await waitFor(() => expect(lastListQuery(fetchMock).screening).toBe('unmet'));
    // What is exported is what the list shows.
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(new URL((await screen.findByRole('menuitem', { name: /CSV/ })).getAttribute('href')!, 'http://localhost').searchParams.get('screening')).toBe('unmet');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Screening' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Met' }));
    await waitFor(() => expect(lastListQuery(fetchMock).screening).toBe('met'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Screening' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(lastListQuery(fetchMock).screening).toBeUndefined());
  });

  it('takes the screening filter from the URL', async () => {
    signIn();
    const fetchMock = mockApi(routes(linePage([buildLine({ DidNotMeet: ['Can you work weekends?'] })])));
    renderApp('/candidates?screening=unmet&campaignId=42');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(lastListQuery(fetchMock)).toMatchObject({ screening: 'unmet', campaignId: '42' });
    expect(screen.getByRole('combobox', { name: 'Screening' }).textContent).toContain('Did not meet');
  });

  it('chooses the job in the job filter and puts it in the URL', async () => {
    signIn();
    const fetchMock = mockApi(routes(linePage([buildLine()])));
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(lastListQuery(fetchMock).campaignId).toBeUndefined();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Job' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Chef' }));
    await waitFor(() => expect(lastListQuery(fetchMock).campaignId).toBe('43'));
  });

  it("'Load more' sends the keyset cursor and appends the next page", async () => {
    signIn();
    const fetchMock = mockApi(
      routes((url) =>
        url.searchParams.get('cursor')
          ? linePage([buildLine({ pk_CampaignLine_ID: 400, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' })])
          : linePage([buildLine()], 'next-1'),
      ),
    );
    renderApp('/candidates');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Alan Turing' })).toBeTruthy();
    expect(lastListQuery(fetchMock).cursor).toBe('next-1');
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('changes the status of the selected candidates in one call', async () => {
    signIn();
    const fetchMock = mockApi(
      routes(linePage([buildLine(), buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' })]), [
        { method: 'PUT', path: '/api/CampaignLine/BulkUpdateStatus', reply: ok({ updated: 2 }) },
      ]),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    const apply = screen.getByRole('button', { name: 'Apply to selected' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Set status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    fireEvent.click(apply);

    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine/BulkUpdateStatus')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/CampaignLine/BulkUpdateStatus')[0];
    expect(JSON.parse(String(init.body))).toEqual({ ids: [501, 502], status: 5 });
    expect(await screen.findByText('Status updated for 2 candidates')).toBeTruthy();
    // The selection is cleared and the list fetched again.
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine').length).toBeGreaterThan(1));
  });

  it('takes no decision for candidates who have not finished the interview', async () => {
    signIn();
    const fetchMock = mockApi(
      routes(
        linePage([
          buildLine(),
          buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing', CampaignLine_Status: 1, CampaignLine_CompletedAt: null }),
        ]),
        [{ method: 'PUT', path: '/api/CampaignLine/BulkUpdateStatus', reply: ok({ updated: 1 }) }],
      ),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(within(screen.getByRole('link', { name: 'Alan Turing' }).closest('li')!).getByText('In progress')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Set status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shortlisted' }));
    const apply = screen.getByRole('button', { name: 'Apply to selected' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText('1 selected candidate has not finished the interview: decisions are for finished interviews.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine/BulkUpdateStatus')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/CampaignLine/BulkUpdateStatus')[0][1].body))).toEqual({ ids: [501], status: 4 });
  });

  it('selects every row shown with "select all"', async () => {
    signIn();
    mockApi(routes(linePage([buildLine(), buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan' })])));
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all candidates shown' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all candidates shown' }));
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it('shares the selected candidates of one job in one link', async () => {
    signIn();
    const fetchMock = mockApi(
      routes(
        linePage([
          buildLine(),
          buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' }),
          buildLine({ pk_CampaignLine_ID: 503, CampaignLine_CandidateFirstName: 'Edsger', CampaignLine_CandidateLastName: 'Dijkstra' }),
        ]),
        [
          { method: 'GET', path: '/api/ReviewShare', reply: ok([]) },
          {
            method: 'POST',
            path: '/api/ReviewShare',
            reply: ok({ pk_ReviewShare_ID: 62, url: 'http://localhost/share/abc_DEF-123', expiresAt: '2025-03-14T10:00:00.000Z' }, 201),
          },
        ],
      ),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    const share = screen.getByRole('button', { name: 'Share selected' }) as HTMLButtonElement;
    expect(share.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Edsger Dijkstra' }));
    expect(share.disabled).toBe(false);
    fireEvent.click(share);

    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    expect(within(dialog).getByText(/watch the answers of 2 candidates/)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/ReviewShare')[0][0].searchParams.get('campaignId')).toBe('42'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const url = (await within(dialog).findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(url.value).toBe('http://localhost/share/abc_DEF-123');
    const posts = callsTo(fetchMock, '/api/ReviewShare').filter(([, init]) => init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1].body))).toEqual({ campaignLineIds: [501, 503], anonymised: false, expiresInDays: 7 });
  });

  it('does not share candidates of different jobs in one link', async () => {
    signIn();
    const fetchMock = mockApi(
      routes(
        linePage([
          buildLine(),
          buildLine({ pk_CampaignLine_ID: 502, fk_Campaign_ID: 43, Campaign_Name: 'Chef', CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' }),
        ]),
      ),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    const share = screen.getByRole('button', { name: 'Share selected' }) as HTMLButtonElement;

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(share.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(share.disabled).toBe(true);
    fireEvent.mouseOver(share.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Choose candidates of one job to share');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, '/api/ReviewShare')).toHaveLength(0);
  });

  it('gives Hiring Managers no selection or bulk status change', async () => {
    signIn();
    mockApi(
      routes(linePage([buildLine()]), [
        { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: ACCESS_LEVEL.HiringManager })) },
      ]),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share selected' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows an empty state that leads to inviting candidates to the job', async () => {
    signIn();
    mockApi(routes(linePage([])));
    renderApp('/candidates?campaignId=42');
    expect(await screen.findByRole('heading', { name: 'No candidates yet' })).toBeTruthy();
    const empty = screen.getByRole('heading', { name: 'No candidates yet' }).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Invite candidates' }).getAttribute('href')).toBe('/campaign/instant/invite?id=42');
  });

  it('says when nothing matches a search', async () => {
    signIn();
    mockApi(routes((url) => linePage(url.searchParams.get('searchText') ? [] : [buildLine()])));
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search candidates' }), { target: { value: 'nobody' } });
    expect(await screen.findByRole('heading', { name: 'No candidates match' })).toBeTruthy();
  });
});
