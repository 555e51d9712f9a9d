import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type ShareView } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';
import { buildTranscript } from '../../test/transcripts';
import { t } from '../../interview/i18n';
import { allowShareText } from './test/pseudo';

const TOKEN = 'tok_abc-123';
const answerPath = (id: number) => `/api/share/${TOKEN}/answers/${id}`;
const EXPIRES_AT = '2099-03-12T04:05:00.000Z';
allowShareText(TOKEN);

const view: ShareView = {
  jobTitle: 'Senior Barista',
  employerName: 'Acme Recruiting',
  employer: { name: 'Acme Recruiting', initials: 'AR', colour: null, backgroundColour: null, logoUrl: null },
  anonymised: true,
  expiresAt: EXPIRES_AT,
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
    const answerLabel = (n: number) => t('share.answerOf', { name: t('share.candidate', { letters: 'A' }), n });
    const first = (await screen.findByRole('group', { name: t('share.player.playerOf', { label: answerLabel(1) }) })) as HTMLElement;
    const line = await within(first).findByRole('button', { name: /Latte art is my favourite/ });
    const video = within(first).getByLabelText(answerLabel(1)) as HTMLVideoElement;
    await waitFor(() => expect(video.querySelector('track')?.getAttribute('src')).toBe(`${answerPath(501)}/captions.vtt`));
    expect(within(first).getByRole('button', { name: t('share.player.captions') })).toBeTruthy();
    video.play = () => Promise.resolve();
    Object.defineProperty(video, 'duration', { value: 20, configurable: true });
    fireEvent.click(line);
    expect(video.currentTime).toBe(8.5);

    const second = screen.getByRole('group', { name: t('share.player.playerOf', { label: answerLabel(2) }) });
    // A reason the catalogues do not hold is shown as the server stored it.
    expect(await within(second).findByText('Speech recognition stopped.')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: t('tryAgain') })).toBeNull();
    expect(within(second).queryByRole('button', { name: t('share.player.captions') })).toBeNull();
    expect(second.querySelector('track')).toBeNull();
    expect(callsTo(fetchMock, '/api/QuestionResponse/501/transcript')).toHaveLength(0);
  });

  it('says in the page’s language how each transcript stands, and why one failed when the catalogues hold the reason', async () => {
    const spanish = { ...view, language: 'es' };
    spanish.candidates = [
      {
        ...view.candidates[0],
        answers: [
          ...view.candidates[0].answers,
          { responseId: 503, questionText: 'Anything else?', videoUrl: `${answerPath(503)}/video`, posterUrl: null, durationMs: 10_000, audioOnly: false },
          { responseId: 504, questionText: 'When can you start?', videoUrl: `${answerPath(504)}/video`, posterUrl: null, durationMs: 10_000, audioOnly: false },
          { responseId: 505, questionText: 'Any questions for us?', videoUrl: `${answerPath(505)}/video`, posterUrl: null, durationMs: 10_000, audioOnly: false },
        ],
      },
    ];
    const unsupported = MSG.transcriptLanguageUnsupported('English', 'Spanish');
    mockApi([
      { method: 'GET', path: `/api/share/${TOKEN}`, reply: ok(spanish) },
      { method: 'GET', path: `${answerPath(501)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 501, Status: 'running', Segments: [] })) },
      { method: 'GET', path: `${answerPath(502)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 502, Status: 'failed', Segments: [], Error: MSG.transcriptTimeout })) },
      { method: 'GET', path: `${answerPath(503)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 503, Status: 'failed', Segments: [], Error: unsupported })) },
      { method: 'GET', path: `${answerPath(504)}/transcript`, reply: ok(buildTranscript({ QuestionResponse_ID: 504, Status: 'none', Segments: [], Language: null, Engine: null })) },
      { method: 'GET', path: `${answerPath(505)}/transcript`, reply: () => fail(503, 'Service Unavailable') },
    ]);
    renderApp(`/share/${TOKEN}`);
    const player = async (n: number) => (await screen.findByRole('group', { name: `Reproductor: Respuesta de Candidato A a la pregunta ${n}` })) as HTMLElement;

    const running = await player(1);
    expect(await within(running).findByText('Transcribiendo…')).toBeTruthy();
    expect(within(running).getByRole('progressbar', { name: 'Transcribiendo la respuesta' })).toBeTruthy();
    expect(
      await within(await player(2)).findByText('El reconocimiento de voz tardó demasiado con esta respuesta. Vuelve a intentarlo más tarde.'),
    ).toBeTruthy();
    // The engine's and the answer's languages are named in English by the server: the sentence stays as it was sent.
    expect(await within(await player(3)).findByText(unsupported)).toBeTruthy();
    expect(
      await within(await player(4)).findByText('Esta respuesta no tiene transcripción: las transcripciones estaban desactivadas cuando se grabó.'),
    ).toBeTruthy();
    // A transcript that did not load says why in Spanish, with the page's button to try again.
    const unloaded = await player(5);
    expect(await within(unloaded).findByText('Nuestro servidor ha tenido un problema al responder. Vuelve a intentarlo en unos instantes.')).toBeTruthy();
    expect(within(unloaded).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
