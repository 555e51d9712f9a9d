import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, okPage, type MockRoute } from '../../test/api';
import { buildLine, linePage } from '../../test/candidates';
import { renderApp } from '../../test/render';
import { baseRoutes, buildCampaign, signIn } from '../../test/session';

const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = callsTo(fetchMock, '/api/CampaignLine');
  return Object.fromEntries(calls[calls.length - 1][0].searchParams);
};

function routes(list: MockRoute['reply']): MockRoute[] {
  return [
    ...baseRoutes(),
    { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) },
    { method: 'GET', path: '/api/CampaignLine', reply: list },
  ];
}

const MATCH = { QuestionResponse_ID: 902, fk_Question_ID: 72, Snippet: '…and latte art is my favourite part…', Highlights: [[5, 10]] as [number, number][], Start: 8.5 };

async function searchWhatTheySaid(words: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
  fireEvent.click(await screen.findByRole('option', { name: 'What they said or wrote' }));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search candidates' }), { target: { value: words } });
}

describe('CandidatesPage transcript search', () => {
  it('searches what candidates said with transcriptQuery, and shows the matching words marked with a link to the answer at that time', async () => {
    signIn();
    const fetchMock = mockApi(
      routes((url) =>
        linePage(url.searchParams.get('transcriptQuery') ? [buildLine({ TranscriptMatch: MATCH })] : [buildLine(), buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan' })]),
      ),
    );
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Alan Hopper' });
    expect(screen.getByRole('searchbox', { name: 'Search candidates' }).getAttribute('placeholder')).toBe('Name or email');

    await searchWhatTheySaid('latte');
    await waitFor(() => expect(lastListQuery(fetchMock).transcriptQuery).toBe('latte'));
    expect(lastListQuery(fetchMock).searchText).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alan Hopper' })).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Search candidates' }).getAttribute('placeholder')).toBe('Words from their answers');

    const row = screen.getByRole('link', { name: 'Grace Hopper' }).closest('li')!;
    await waitFor(() => expect(row.querySelector('mark')?.textContent).toBe('latte'));
    expect(within(row).getByRole('link', { name: 'Play from 0:08' }).getAttribute('href')).toBe('/candidates/info?id=501&response=902&t=8');

    // Back to names: the same words go as searchText.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Names and emails' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ searchText: 'latte' }));
    expect(lastListQuery(fetchMock).transcriptQuery).toBeUndefined();
  });

  it('says no candidate said it when nothing matches', async () => {
    signIn();
    mockApi(routes((url) => linePage(url.searchParams.get('transcriptQuery') ? [] : [buildLine()])));
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    await searchWhatTheySaid('submarine');
    expect(await screen.findByRole('heading', { name: 'No candidate said “submarine”' })).toBeTruthy();
    expect(screen.getByText('Try other words: only answers with a transcript are searched.')).toBeTruthy();
  });
});
