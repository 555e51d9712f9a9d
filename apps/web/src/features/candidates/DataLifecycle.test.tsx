import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, INTERVIEW_MSG, MSG, type CandidateLifecycle } from '@candid/shared';
import { callsTo, mockApi, ok, okPage, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, buildCampaign, signIn } from '../../test/session';
import { buildAnswer, buildDetail, buildLine, linePage } from '../../test/candidates';

/* The candidate page's part of issue 16: the deletion date, the consent record and Delete. */

const lifecycle: CandidateLifecycle = {
  DeletionDate: '2028-11-26',
  RetentionMonths: 24,
  ConsentGivenAt: '2026-11-20T09:30:00.000Z',
  Consent: { ConsentText: INTERVIEW_MSG.consentLabel, PrivacyPolicyVersion: 3, AcceptedAt: '2026-11-20T09:30:00.000Z', IpAddress: '203.0.113.7' },
};

async function openPage(level: number, extra: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi([
    ...extra,
    { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: level })) },
    ...baseRoutes(),
    { method: 'GET', path: '/api/CampaignLine/501', reply: ok(buildDetail()) },
    { method: 'GET', path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501', reply: ok([buildAnswer(1)]) },
    { method: 'GET', path: '/api/CampaignLine/501/Lifecycle', reply: ok(lifecycle) },
    { method: 'DELETE', path: '/api/CampaignLine/501', reply: ok({ Ids: [501] }, 202, MSG.candidatesErased(1)) },
    { method: 'GET', path: '/api/CampaignLine', reply: okPage([]) },
  ]);
  renderApp('/candidates/info?id=501');
  await screen.findByRole('heading', { name: 'Grace Hopper' });
  return fetchMock;
}

describe('a candidate’s data on their page (issue 16)', () => {
  it('tells reviewers when the data will be deleted and what the candidate consented to', async () => {
    await openPage(ACCESS_LEVEL.HiringManager);
    const card = await screen.findByRole('region', { name: 'Data and consent' });
    expect(await within(card).findByText('Data will be deleted on 26th Nov, 2028')).toBeTruthy();
    expect(within(card).getByText(`“${INTERVIEW_MSG.consentLabel}”`)).toBeTruthy();
    expect(within(card).getByText('Version 3')).toBeTruthy();
    expect(within(card).getByText(/from 203\.0\.113\.7/)).toBeTruthy();
    // A Hiring Manager may not delete candidates.
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('deletes the candidate after a confirmation naming what goes, then returns to the job’s candidates', async () => {
    const fetchMock = await openPage(ACCESS_LEVEL.Owner);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this candidate?' });
    for (const what of ['videos', 'resume', 'transcripts', 'ratings', 'comments', 'share links', 'cannot be undone']) {
      expect(dialog.textContent).toContain(what);
    }
    // Cancel deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/CampaignLine/501').filter(([, init]) => init.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete candidate' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidates'));
    expect(callsTo(fetchMock, '/api/CampaignLine/501').filter(([, init]) => init.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText(MSG.candidatesErased(1))).toBeTruthy();
  });
});

describe('deleting candidates from the list (issue 16)', () => {
  it('deletes the selected candidates in one call after the confirmation; they leave the list', async () => {
    signIn();
    let deleted: number[] = [];
    const lines = [buildLine(), buildLine({ pk_CampaignLine_ID: 502, CampaignLine_CandidateFirstName: 'Alan', CampaignLine_CandidateLastName: 'Turing' }), buildLine({ pk_CampaignLine_ID: 503, CampaignLine_CandidateFirstName: 'Ada', CampaignLine_CandidateLastName: 'Lovelace' })];
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign()]) },
      { method: 'GET', path: '/api/CampaignLine', reply: () => linePage(lines.filter((l) => !deleted.includes(l.pk_CampaignLine_ID))) },
      {
        method: 'POST',
        path: '/api/CampaignLine/Delete',
        reply: (_url, init) => {
          deleted = (JSON.parse(String(init.body)) as { ids: number[] }).ids;
          return ok({ Ids: deleted }, 202, MSG.candidatesErased(deleted.length));
        },
      },
    ]);
    renderApp('/candidates');
    await screen.findByRole('link', { name: 'Grace Hopper' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 selected candidates' }));
    const dialog = await screen.findByRole('dialog', { name: MSG.eraseConfirmTitle(2) });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 candidates' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine/Delete')).toHaveLength(1));
    expect(deleted).toEqual([501, 502]);
    expect(await screen.findByText(MSG.candidatesErased(2))).toBeTruthy();
    // (While the dialog is open the list is hidden from queries: wait for it to close first.)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grace Hopper' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Alan Turing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });
});
