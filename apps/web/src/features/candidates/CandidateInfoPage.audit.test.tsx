import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ACCESS_LEVEL, type AuditEntry } from '@candid/shared';
import { callsTo, mockApi, ok, okPage, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';
import { buildAnswer, buildDetail } from '../../test/candidates';

/* The candidate page's Activity section (issue 16): the audit trail for owners and administrators. */

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  Audit_ID: id,
  CampaignLine_ID: 501,
  Campaign_ID: 42,
  Actor_Kind: 'member',
  Actor_ID: 11,
  Actor: 'Ada Lovelace',
  Action: 'viewed',
  Detail: 'candidate page',
  At: '2025-03-07T10:00:00.000Z',
  ...overrides,
});

function routes(extra: MockRoute[]): MockRoute[] {
  return [
    ...extra,
    ...baseRoutes(),
    { method: 'GET', path: '/api/CampaignLine/501', reply: ok(buildDetail()) },
    { method: 'GET', path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501', reply: ok([buildAnswer(1)]) },
    { method: 'GET', path: '/api/CandidateRating/ByCampaignLine', reply: ok({ MyRating: null, AverageRating: null, RatingCount: 0, Reviewers: [] }) },
    { method: 'GET', path: '/api/ReviewShare/Ratings', reply: ok([]) },
    { method: 'GET', path: /^\/api\/Comment\/GetCommentsByQuestion\//, reply: ok([]) },
    { method: 'GET', path: '/api/ReviewShare', reply: ok([]) },
  ];
}

async function openPage(extra: MockRoute[]) {
  signIn();
  const fetchMock = mockApi(routes(extra));
  renderApp('/candidates/info?id=501');
  await screen.findByRole('heading', { name: 'Grace Hopper' });
  return fetchMock;
}

describe('CandidateInfoPage activity', () => {
  it('lists who did what, loads more pages, and offers the CSV', async () => {
    const fetchMock = await openPage([
      {
        method: 'GET',
        path: '/api/Audit',
        reply: (url: URL) =>
          url.searchParams.get('cursor')
            ? okPage([entry(1, { Actor_Kind: 'share', Actor_ID: 61, Actor: 'share link 61', Detail: 'shared candidate page' })])
            : okPage([entry(3, { Action: 'statusChanged', Detail: 'status 4 Shortlisted' }), entry(2)], '2'),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(within(table).getByText('Status changed')).toBeTruthy();
    expect(within(table).getByText('status 4 Shortlisted')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Audit')[0][0].searchParams.get('campaignLineId')).toBe('501');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('share link 61')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/Audit.csv?campaignLineId=501');
  });

  it('is not shown to a Hiring Manager, who is not asked for it', async () => {
    const fetchMock = await openPage([{ method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: ACCESS_LEVEL.HiringManager })) }]);
    await screen.findByRole('heading', { name: 'Resume' });
    expect(screen.queryByRole('heading', { name: 'Activity' })).toBeNull();
    expect(callsTo(fetchMock, '/api/Audit')).toHaveLength(0);
  });
});
