import { screen } from '@testing-library/react';
import type { ReviewShareRow } from '@candid/shared';
import { callsTo, mockApi, ok, okPage, type MockRoute } from './api';
import { renderApp } from './render';
import { baseRoutes, signIn } from './session';
import { buildAnswer, buildDetail } from './candidates';

/** The candidate page's fixtures (CandidateInfoPage and CandidateInfoActions tests): candidate 501 of job 42. */

export const NAME = 'Grace Hopper';

export const share = (overrides: Partial<ReviewShareRow> = {}): ReviewShareRow => ({
  pk_ReviewShare_ID: 61,
  label: 'For the client',
  anonymised: false,
  expiresAt: '2099-01-01T00:00:00.000Z',
  revokedAt: null,
  createdBy: { pk_User_ID: 11, name: 'Ada Lovelace' },
  created: '2025-03-07T10:00:00.000Z',
  candidateCount: 1,
  visitCount: 3,
  ratingCount: 1,
  ...overrides,
});

export function routes(extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    ...baseRoutes(),
    { method: 'GET', path: '/api/CampaignLine/501', reply: ok(buildDetail()) },
    {
      method: 'GET',
      path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501',
      reply: ok([buildAnswer(1, { MyRating: null, AverageRating: 2, RatingCount: 1 }), buildAnswer(2), buildAnswer(3, { response: null })]),
    },
    {
      method: 'GET',
      path: '/api/CandidateRating/ByCampaignLine',
      reply: ok({ MyRating: null, AverageRating: 3, RatingCount: 1, Reviewers: [{ pk_User_ID: 12, name: 'Ari Nguyen', rating: 3 }] }),
    },
    {
      method: 'GET',
      path: '/api/ReviewShare/Ratings',
      reply: ok([{ id: 1, pk_ReviewShare_ID: 61, shareLabel: 'For the client', reviewerName: 'Morgan Client', rating: 4, comment: 'Would like to meet.', created: '2025-03-08T10:00:00.000Z' }]),
    },
    { method: 'GET', path: /^\/api\/Comment\/GetCommentsByQuestion\//, reply: ok([]) },
    { method: 'GET', path: '/api/ReviewShare', reply: ok([share()]) },
    { method: 'GET', path: '/api/Audit', reply: okPage([]) },
    // Issue 29: no application form unless a test gives one.
    { method: 'GET', path: '/api/CampaignLine/501/Form', reply: ok([]) },
  ];
}

export async function openPage(extra: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi(routes(extra));
  renderApp('/candidates/info?id=501');
  await screen.findByRole('heading', { name: NAME });
  return fetchMock;
}

export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, i = 0) =>
  JSON.parse(String(callsTo(fetchMock, path)[i][1].body));
