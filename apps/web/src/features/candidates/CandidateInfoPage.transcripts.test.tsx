import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUMMARY_NOT_A_JUDGEMENT } from '@candid/shared';
import { callsTo, mockApi, ok, type MockRoute } from '../../test/api';
import { buildAnswer, buildDetail } from '../../test/candidates';
import { renderApp } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';
import { buildSummary, buildTranscript, buildTranscriptSettings } from '../../test/transcripts';

const SUMMARY_PATH = '/api/CampaignLine/501/summary';

function routes(extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    ...baseRoutes(),
    { method: 'GET', path: '/api/CampaignLine/501', reply: ok(buildDetail()) },
    { method: 'GET', path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501', reply: ok([buildAnswer(1), buildAnswer(2)]) },
    { method: 'GET', path: '/api/CandidateRating/ByCampaignLine', reply: ok({ MyRating: null, AverageRating: null, RatingCount: 0, Reviewers: [] }) },
    { method: 'GET', path: '/api/ReviewShare/Ratings', reply: ok([]) },
    { method: 'GET', path: '/api/ReviewShare', reply: ok([]) },
    { method: 'GET', path: /^\/api\/Comment\/GetCommentsByQuestion\//, reply: ok([]) },
    { method: 'GET', path: '/api/QuestionResponse/901/transcript', reply: ok(buildTranscript()) },
    {
      method: 'GET',
      path: '/api/QuestionResponse/902/transcript',
      reply: ok(buildTranscript({ QuestionResponse_ID: 902, Segments: [{ start: 10, end: 14, text: 'I would like to lead a team one day.' }] })),
    },
    { method: 'GET', path: '/api/Transcripts/Settings', reply: ok(buildTranscriptSettings()) },
  ];
}

async function openPage(path: string, extra: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi(routes(extra));
  renderApp(path);
  await screen.findByRole('heading', { name: 'Grace Hopper' });
  return fetchMock;
}

describe('CandidateInfoPage transcripts and summary', () => {
  it('shows the answer’s transcript beside the player with its captions track; a line plays the video from there', async () => {
    await openPage('/candidates/info?id=501', [{ method: 'GET', path: SUMMARY_PATH, reply: ok(null) }]);
    const line = await screen.findByRole('button', { name: /Latte art is my favourite/ });
    const video = screen.getByLabelText('Answer to question 1') as HTMLVideoElement;
    video.play = vi.fn(() => Promise.resolve());
    Object.defineProperty(video, 'duration', { value: 20, configurable: true });
    await waitFor(() => expect(video.querySelector('track')?.getAttribute('src')).toBe('/api/QuestionResponse/901/captions.vtt'));
    expect(screen.getByRole('button', { name: 'Captions' })).toBeTruthy();

    fireEvent.click(line);
    expect(video.currentTime).toBe(8.5);
    expect(video.play).toHaveBeenCalled();
    await waitFor(() => expect(line.getAttribute('aria-current')).toBe('true'));

    // The next question's answer brings its own transcript and captions.
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('button', { name: /lead a team one day/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText('Answer to question 2').querySelector('track')?.getAttribute('src')).toBe('/api/QuestionResponse/902/captions.vtt'),
    );
  });

  it('opens the linked answer at the linked time (?response=&t=)', async () => {
    await openPage('/candidates/info?id=501&response=902&t=10', [{ method: 'GET', path: SUMMARY_PATH, reply: ok(null) }]);
    const video = (await screen.findByLabelText('Answer to question 2')) as HTMLVideoElement;
    expect(screen.getByRole('heading', { name: 'Question text 2' })).toBeTruthy();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(10);
  });

  it('shows the summary overall and per answer, with its model and the statement that it is not a judgement', async () => {
    await openPage('/candidates/info?id=501', [{ method: 'GET', path: SUMMARY_PATH, reply: ok(buildSummary()) }]);
    const card = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(card).findByText('Grace has worked as a barista for five years and enjoys busy cafes.')).toBeTruthy();
    const perAnswer = within(card).getByLabelText('Summary of each answer');
    // In the questions' order, whatever order the server gave.
    expect(Array.from(perAnswer.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Question 1', 'Question 2']);
    expect(within(perAnswer).getByText('Five years as a barista; likes latte art.')).toBeTruthy();
    expect(within(card).getByText(/Made by extractive \(offline\)/)).toBeTruthy();
    expect(within(card).getByText(SUMMARY_NOT_A_JUDGEMENT)).toBeTruthy();
  });

  it("'Summarise again' asks for a new summary and shows it once it is made", async () => {
    let made = false;
    const fetchMock = await openPage('/candidates/info?id=501', [
      {
        method: 'GET',
        path: SUMMARY_PATH,
        reply: () => ok(made ? buildSummary({ Overall: 'A newer summary.', GeneratedAt: new Date(Date.now() + 60_000).toISOString() }) : buildSummary()),
      },
      {
        method: 'POST',
        path: SUMMARY_PATH,
        reply: () => {
          made = true;
          return ok(null, 202);
        },
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Summary' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Summarise again' }));
    expect(await within(card).findByText('Summarising…')).toBeTruthy();
    expect(await within(card).findByText('A newer summary.', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Summarising…')).toBeNull());
    expect(callsTo(fetchMock, SUMMARY_PATH).filter(([, init]) => init.method === 'POST')).toHaveLength(1);
  }, 40_000);

  it('says when there is no summary yet and offers to make one', async () => {
    await openPage('/candidates/info?id=501', [{ method: 'GET', path: SUMMARY_PATH, reply: ok(null) }]);
    const card = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(card).findByText(/No summary yet/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Summarise' })).toBeTruthy();
  });

  it('shows the summary by itself once the server has made it', async () => {
    let reads = 0;
    await openPage('/candidates/info?id=501', [{ method: 'GET', path: SUMMARY_PATH, reply: () => ok((reads += 1) < 2 ? null : buildSummary()) }]);
    const card = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(card).findByText(/No summary yet/)).toBeTruthy();
    expect(await within(card).findByText(SUMMARY_NOT_A_JUDGEMENT, {}, { timeout: 15_000 })).toBeTruthy();
  }, 40_000);

  it('says summaries are off for the company when they are', async () => {
    await openPage('/candidates/info?id=501', [
      { method: 'GET', path: SUMMARY_PATH, reply: ok(null) },
      { method: 'GET', path: '/api/Transcripts/Settings', reply: ok(buildTranscriptSettings({ SummariesEnabled: false })) },
    ]);
    const card = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(card).findByText(/Summaries are off for your company/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Summarise/ })).toBeNull();
  });
});
