import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareView } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';
import { buildTranscript } from '../../test/transcripts';

const TOKEN = 'tok_abc-123';
const answerPath = (id: number) => `/api/share/${TOKEN}/answers/${id}`;

const view: ShareView = {
  jobTitle: 'Senior Barista',
  employerName: 'Acme Recruiting',
  employer: { name: 'Acme Recruiting', initials: 'AR', colour: null, backgroundColour: null, logoUrl: null },
  anonymised: true,
  expiresAt: '2099-03-12T04:05:00.000Z',
  language: 'en-AU',
  candidates: [
    {
      ref: 'r1',
      displayName: 'Candidate A',
      letters: 'A',
      resumeUrl: null,
      answers: [
        { responseId: 501, questionText: 'Tell us about yourself', videoUrl: `${answerPath(501)}/video`, posterUrl: null, durationMs: 42_000, audioOnly: false },
        { responseId: 502, questionText: 'Why this job?', videoUrl: `${answerPath(502)}/video`, posterUrl: null, durationMs: 30_000, audioOnly: false },
      ],
      written: [],
      didNotMeet: [],
      form: [],
    },
  ],
};

describe('SharePage transcripts', () => {
  it('shows each answer’s transcript and captions through the share link’s routes, without a rerun', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: `/api/share/${TOKEN}`, reply: ok(view) },
      { method: 'GET', path: `${answerPath(501)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 501 })) },
      { method: 'GET', path: `${answerPath(502)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 502, Status: 'failed', Segments: [], Error: 'Speech recognition stopped.' })) },
    ]);
    renderApp(`/share/${TOKEN}`);
    const first = (await screen.findByRole('group', { name: 'Answer of Candidate A to question 1 player' })) as HTMLElement;
    const line = await within(first).findByRole('button', { name: /Latte art is my favourite/ });
    const video = within(first).getByLabelText('Answer of Candidate A to question 1') as HTMLVideoElement;
    await waitFor(() => expect(video.querySelector('track')?.getAttribute('src')).toBe(`${answerPath(501)}/captions.vtt`));
    expect(within(first).getByRole('button', { name: 'Captions' })).toBeTruthy();
    video.play = () => Promise.resolve();
    Object.defineProperty(video, 'duration', { value: 20, configurable: true });
    fireEvent.click(line);
    expect(video.currentTime).toBe(8.5);

    const second = screen.getByRole('group', { name: 'Answer of Candidate A to question 2 player' });
    expect(await within(second).findByText('Speech recognition stopped.')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Captions' })).toBeNull();
    expect(second.querySelector('track')).toBeNull();
    expect(callsTo(fetchMock, '/api/QuestionResponse/501/transcript')).toHaveLength(0);
  });
});
