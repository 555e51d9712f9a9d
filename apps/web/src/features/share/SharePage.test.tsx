import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareView } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { renderApp } from '../../test/render';
import { buildTranscript } from '../../test/transcripts';
import { t } from '../../interview/i18n';
import { formatMomentIn } from './language';
import { allowShareText } from './test/pseudo';

const TOKEN = 'tok_abc-123';
const VIEW_PATH = `/api/share/${TOKEN}`;
const EXPIRES_AT = '2099-03-12T04:05:00.000Z';
allowShareText(TOKEN);

/** The view, and each answer's transcript (ready) through the link. */
function shareRoutes(view: ShareView): MockRoute[] {
  return [
    { method: 'GET', path: VIEW_PATH, reply: ok(view) },
    ...view.candidates.flatMap((candidate) =>
      candidate.answers.map((answer): MockRoute => ({
        method: 'GET',
        path: `${VIEW_PATH}/answers/${answer.responseId}/transcript`,
        reply: ok(buildTranscript({ QuestionResponse_ID: answer.responseId })),
      })),
    ),
  ];
}

const candidateA = () => t('share.candidate', { letters: 'A' });
const candidateB = () => t('share.candidate', { letters: 'B' });
const yourName = (name: string) => name.startsWith(t('share.yourName'));

function buildView(overrides: Partial<ShareView> = {}): ShareView {
  return {
    jobTitle: 'Senior Barista',
    employerName: 'Acme Recruiting',
    employer: { name: 'Acme Recruiting', initials: 'AR', colour: '#FFFFFF', backgroundColour: '#00897B', logoUrl: null },
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
          {
            responseId: 501,
            questionText: 'Tell us about yourself',
            videoUrl: `/api/share/${TOKEN}/answers/501/video`,
            posterUrl: `/api/share/${TOKEN}/answers/501/poster`,
            durationMs: 42_000,
            audioOnly: false,
          },
          {
            responseId: 502,
            questionText: 'Why this job?',
            videoUrl: `/api/share/${TOKEN}/answers/502/video`,
            posterUrl: null,
            durationMs: 30_000,
            audioOnly: true,
          },
        ],
        written: [],
        didNotMeet: [],
        form: [],
      },
      { ref: 'r2', displayName: 'Candidate B', letters: 'B', resumeUrl: null, answers: [], written: [], didNotMeet: [], form: [] },
    ],
    ...overrides,
  };
}

describe('SharePage', () => {
  it('shows an anonymised link without a session: no names, no resume, players with poster and speed', async () => {
    const fetchMock = mockApi(shareRoutes(buildView()));
    renderApp(`/share/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
    expect(screen.getByText('Acme Recruiting')).toBeTruthy();
    // The job is in Australian English: the page in English, the date from Intl.
    expect(document.documentElement.lang).toBe('en');
    const expiry = formatMomentIn('en', EXPIRES_AT);
    expect(expiry).toMatch(/^March \d{1,2}, 2099 at \d{1,2}:\d\d/);
    expect(screen.getByText(t('share.expires', { date: expiry }))).toBeTruthy();
    expect(screen.getByText(t('share.anonymised'))).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/share/${TOKEN}`);

    const a = screen.getByRole('region', { name: candidateA() });
    expect(within(a).queryByRole('link', { name: t('share.resume') })).toBeNull();
    const video = within(a).getByLabelText(t('share.answerOf', { name: candidateA(), n: 1 })) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`/api/share/${TOKEN}/answers/501/video`);
    expect(video.getAttribute('poster')).toBe(`/api/share/${TOKEN}/answers/501/poster`);
    // One set of controls (the player's own), and the shortcuts behind one help button per player, not as text.
    expect(video.hasAttribute('controls')).toBe(false);
    expect(within(a).getAllByRole('slider', { name: t('share.player.seek') })).toHaveLength(2);
    const help = within(a).getAllByRole('button', { name: t('share.player.keyboardShortcuts') });
    expect(help).toHaveLength(2);
    expect(screen.queryByText(t('share.player.keysPlay'))).toBeNull();
    expect(within(a).getByRole('heading', { name: t('share.questionHeading', { n: 2, question: 'Why this job?' }) })).toBeTruthy();
    // The second is an audio answer: said so, with the same controls.
    expect(within(a).getAllByText(t('share.player.audioAnswer'))).toHaveLength(1);
    expect(within(a).getAllByRole('combobox', { name: t('share.player.playbackSpeed') })).toHaveLength(2);
    // Each answer's transcript beside it, in the page's language.
    expect(await within(a).findAllByRole('heading', { name: t('share.transcript.heading') })).toHaveLength(2);
    expect(within(a).getAllByText(t('share.transcript.noteEngine', { engine: 'pocketsphinx en-us' }))).toHaveLength(2);

    // Choosing 1.5x sets the element's rate.
    fireEvent.mouseDown(within(a).getAllByRole('combobox', { name: t('share.player.playbackSpeed') })[0]);
    fireEvent.click(await screen.findByRole('option', { name: t('share.player.rate', { rate: '1.5' }) }));
    await waitFor(() => expect(video.playbackRate).toBe(1.5));

    // The help lists the shortcuts there are: no question keys on a link's single answers.
    fireEvent.click(help[0]);
    const shortcuts = await screen.findByRole('dialog', { name: t('share.player.keyboardShortcuts') });
    expect(within(shortcuts).getByText(t('share.player.keysPlay'))).toBeTruthy();
    expect(within(shortcuts).getByText(t('share.player.back', { seconds: 5 }))).toBeTruthy();
    expect(within(shortcuts).getByText(t('share.player.shortcutsHint'))).toBeTruthy();
    expect(within(shortcuts).queryByText(t('share.player.keysQuestions'))).toBeNull();
    fireEvent.keyDown(shortcuts, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const b = screen.getByRole('region', { name: candidateB() });
    expect(within(b).getByText(t('share.noAnswers'))).toBeTruthy();
    // The view is fetched once (each fetch counts as a visit) and nothing needs a session.
    expect(callsTo(fetchMock, VIEW_PATH)).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/share/'))).toBe(true);
  });

  it('links the resume when the link is not anonymised', async () => {
    const view = buildView({ anonymised: false });
    view.candidates[0] = { ...view.candidates[0], displayName: 'Grace Hopper', letters: null, resumeUrl: `/api/share/${TOKEN}/resume/r1` };
    mockApi(shareRoutes(view));
    renderApp(`/share/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Grace Hopper' });
    expect(within(section).getByRole('link', { name: t('share.resume') }).getAttribute('href')).toBe(`/api/share/${TOKEN}/resume/r1`);
    expect(screen.queryByText(t('share.anonymised'))).toBeNull();
  });

  it('shows the written and chosen answers with the screening flag; a file is a download, or withheld when anonymised (issue 29)', async () => {
    const view = buildView({ anonymised: false });
    view.candidates[0] = {
      ...view.candidates[0],
      displayName: 'Grace Hopper',
      letters: null,
      didNotMeet: ['Forklift licence?'],
      written: [
        { questionId: 11, questionText: 'Forklift licence?', kind: 'yes_no', answerText: 'No', fileUrl: null, qualifies: false },
        { questionId: 12, questionText: 'About you', kind: 'text', answerText: 'Ten years in warehouses.\n<b>Nights</b> suit me.', fileUrl: null, qualifies: null },
        { questionId: 13, questionText: 'Your certificate', kind: 'file', answerText: 'cert.pdf (12 KB)', fileUrl: `/api/share/${TOKEN}/files/r1/13`, qualifies: null },
      ],
    };
    view.candidates[1] = {
      ...view.candidates[1],
      written: [{ questionId: 13, questionText: 'Your certificate', kind: 'file', answerText: null, fileUrl: null, qualifies: null }],
    };
    mockApi(shareRoutes(view));
    renderApp(`/share/${TOKEN}`);
    const grace = await screen.findByRole('region', { name: 'Grace Hopper' });
    const screening = within(grace).getByRole('list', { name: t('share.screeningOf', { name: 'Grace Hopper' }) });
    expect(within(screening).getByRole('listitem').textContent).toBe(t('share.didNotMeet', { question: 'Forklift licence?' }));
    // The employer's question keeps its own direction inside the sentence.
    expect(within(screening).getByText('Forklift licence?').tagName).toBe('BDI');
    const written = within(grace).getByRole('region', { name: t('share.writtenAnswersOf', { name: 'Grace Hopper' }) });
    expect(within(written).getByRole('heading', { name: 'Forklift licence?' })).toBeTruthy();
    expect(within(written).getByText(t('share.doesNotMeet'))).toBeTruthy();
    expect(within(written).getByText('No')).toBeTruthy();
    // The candidate's text as text: the markup is shown, not rendered.
    expect(within(written).getByText(/<b>Nights<\/b> suit me\./)).toBeTruthy();
    expect(within(written).getByRole('link', { name: 'cert.pdf (12 KB)' }).getAttribute('href')).toBe(`/api/share/${TOKEN}/files/r1/13`);
    // The video answers are still there, and a candidate with only a withheld file says so.
    expect(within(grace).getByRole('heading', { name: t('share.questionHeading', { n: 1, question: 'Tell us about yourself' }) })).toBeTruthy();
    const b = screen.getByRole('region', { name: candidateB() });
    expect(within(b).getByText(t('share.fileWithheld'))).toBeTruthy();
    expect(within(b).queryByText(t('share.noAnswers'))).toBeNull();
  });

  it('validates, then submits a rating for one candidate and thanks the reviewer', async () => {
    const fetchMock = mockApi([
      ...shareRoutes(buildView()),
      {
        method: 'POST',
        path: `${VIEW_PATH}/ratings`,
        reply: (_url, init) => {
          const body = JSON.parse(String(init.body)) as { ref: string; rating: number; reviewerName: string; comment?: string };
          return ok({ ...body, comment: body.comment ?? null, created: '2026-01-01T00:00:00Z' }, 201);
        },
      },
    ]);
    renderApp(`/share/${TOKEN}`);
    const a = await screen.findByRole('region', { name: candidateA() });

    fireEvent.click(within(a).getByRole('button', { name: t('share.submitRating') }));
    expect(await within(a).findByText(t('share.chooseStars'))).toBeTruthy();
    expect(within(a).getByText(t('share.nameRequired'))).toBeTruthy();
    expect(callsTo(fetchMock, `${VIEW_PATH}/ratings`)).toHaveLength(0);

    const group = within(a).getByRole('group', { name: t('share.ratingFor', { name: candidateA() }) });
    fireEvent.click(within(group).getByRole('radio', { name: t('share.stars', { count: 4 }) }));
    fireEvent.change(within(a).getByRole('textbox', { name: yourName }), { target: { value: '  Jo Client ' } });
    fireEvent.change(within(a).getByRole('textbox', { name: t('share.comment') }), { target: { value: 'Clear answers' } });
    fireEvent.click(within(a).getByRole('button', { name: t('share.submitRating') }));

    expect(await within(a).findByText(t('share.ratingSaved'))).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, `${VIEW_PATH}/ratings`);
    expect(JSON.parse(String(init.body))).toEqual({ ref: 'r1', rating: 4, reviewerName: 'Jo Client', comment: 'Clear answers' });
    // Candidate B's form is untouched.
    const b = screen.getByRole('region', { name: candidateB() });
    expect(within(b).getByRole('button', { name: t('share.submitRating') })).toBeTruthy();
  });

  it('leaves out an empty comment and shows the server message when saving fails', async () => {
    const fetchMock = mockApi([
      ...shareRoutes(buildView()),
      { method: 'POST', path: `${VIEW_PATH}/ratings`, reply: fail(429, 'Too many requests. Please try again later.') },
    ]);
    renderApp(`/share/${TOKEN}`);
    const b = await screen.findByRole('region', { name: candidateB() });
    fireEvent.click(within(b).getByRole('radio', { name: t('share.stars', { count: 2 }) }));
    fireEvent.change(within(b).getByRole('textbox', { name: yourName }), { target: { value: 'Jo' } });
    fireEvent.click(within(b).getByRole('button', { name: t('share.submitRating') }));
    // The server's message, in the page's language.
    expect(await within(b).findByText(t('server.tooManyRequests'))).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, `${VIEW_PATH}/ratings`);
    expect(JSON.parse(String(init.body))).toEqual({ ref: 'r2', rating: 2, reviewerName: 'Jo' });
    expect(within(b).getByRole('button', { name: t('share.submitRating') })).toBeTruthy();
  });

  it('is in the job’s language (issue 32): every word, the dates, the form’s checks, the title; the guest may switch', async () => {
    document.title = 'Candid';
    const view = buildView({ language: 'es-ES' });
    view.candidates[1] = { ...view.candidates[1], didNotMeet: ['Forklift licence?'] };
    mockApi(shareRoutes(view));
    const { unmount } = renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    await waitFor(() => expect(document.title).toBe('Senior Barista · Acme Recruiting · Candid'));
    expect(screen.getByText('El enlace caduca el 12 de marzo de 2099 a las 4:05', { exact: false })).toBeTruthy();
    expect(screen.getByText('Revisión anónima')).toBeTruthy();
    expect(screen.getByText('Con la tecnología de')).toBeTruthy();

    const a = screen.getByRole('region', { name: 'Candidato A' });
    expect(within(a).getByRole('heading', { name: 'Pregunta 2: Why this job?' })).toBeTruthy();
    expect(within(a).getByRole('list', { name: 'Respuestas de Candidato A' })).toBeTruthy();
    expect(within(a).getByLabelText('Respuesta de Candidato A a la pregunta 1')).toBeTruthy();
    const b = screen.getByRole('region', { name: 'Candidato B' });
    expect(within(b).getByRole('listitem').textContent).toBe('No cumple: Forklift licence?');
    expect(within(b).getByText('Este candidato aún no ha respondido a ninguna pregunta.')).toBeTruthy();

    // The rating form: its labels, its stars and the shared schema's checks in Spanish.
    const rating = within(a).getByRole('form', { name: 'Tu valoración de Candidato A' });
    expect(within(rating).getByRole('group', { name: 'Valoración de Candidato A' })).toBeTruthy();
    expect(within(rating).getByRole('radio', { name: '4 estrellas' })).toBeTruthy();
    expect(within(rating).getByRole('radio', { name: '1 estrella' })).toBeTruthy();
    fireEvent.click(within(rating).getByRole('button', { name: 'Enviar valoración' }));
    expect(await within(rating).findByText('Elige de 1 a 5 estrellas.')).toBeTruthy();
    expect(within(rating).getByText('Introduce tu nombre.')).toBeTruthy();
    expect(within(rating).getByRole('textbox', { name: 'Comentario' })).toBeTruthy();

    // The player and the transcript (the employer app's) are in Spanish too.
    const player = within(a).getByRole('group', { name: 'Reproductor: Respuesta de Candidato A a la pregunta 1' });
    expect(within(player).getByRole('slider', { name: 'Posición de reproducción' }).getAttribute('aria-valuetext')).toBe('0:00 de 0:42');
    expect(within(player).getByRole('button', { name: 'Reproducir' })).toBeTruthy();
    expect(within(player).getByRole('button', { name: 'Retroceder 5 segundos' })).toBeTruthy();
    expect(within(player).getByRole('button', { name: 'Atajos de teclado' })).toBeTruthy();
    expect(await within(player).findByRole('heading', { name: 'Transcripción' })).toBeTruthy();
    expect(within(player).getByRole('list', { name: 'Fragmentos de la transcripción' })).toBeTruthy();
    expect(within(a).getByText('Respuesta de audio')).toBeTruthy();
    fireEvent.mouseDown(within(player).getByRole('combobox', { name: 'Velocidad de reproducción' }));
    expect(await screen.findByRole('option', { name: '1,5x' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // No English is left on the page: its text, or what a screen reader reads.
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')).join('\n');
    for (const english of ['Link expires', 'Anonymised review', 'Candidate A', 'Submit rating', 'Your name', 'Did not meet', 'Question 1', 'Powered by', 'Audio answer', 'Transcript', 'speech recognition', 'Your browser']) {
      expect(document.body.textContent, english).not.toContain(english);
    }
    for (const english of ['player', 'Seek', 'Play', 'Back', 'Forward', 'Mute', 'Full screen', 'Keyboard shortcuts', 'Captions', 'Transcript']) {
      expect(labels, english).not.toContain(english);
    }

    // The guest reads French instead.
    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'fr' } });
    expect(await screen.findByRole('region', { name: 'Candidat A' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByText('Évaluation anonyme')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Senior Barista · Acme Recruiting · Candid'));

    // Leaving the page leaves the document English again, with its title.
    unmount();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe('Candid');
  });

  it('reads right to left for an Arabic job, the employer’s words isolated in it', async () => {
    mockApi(shareRoutes(buildView({ language: 'ar' })));
    renderApp(`/share/${TOKEN}`);
    const a = await screen.findByRole('region', { name: 'المرشح A' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const question = within(a).getByRole('heading', { name: 'السؤال 1: Tell us about yourself' });
    expect(within(question).getByText('Tell us about yourself').tagName).toBe('BDI');
    expect(within(screen.getByRole('heading', { level: 1, name: 'Senior Barista' })).getByText('Senior Barista').tagName).toBe('BDI');
    // MUI mirrored with the page: its styles come from the right-to-left cache.
    expect(a.closest('[dir="rtl"]')).not.toBeNull();
    expect(document.querySelector('style[data-emotion^="mui-rtl"]')).not.toBeNull();
    expect(within(a).getByRole('button', { name: 'إرسال التقييم' })).toBeTruthy();
  });

  it('says in the browser’s language why the link did not load, and tries again', async () => {
    let calls = 0;
    const [view, ...transcripts] = shareRoutes(buildView());
    mockApi([{ ...view, reply: () => (++calls === 1 ? fail(503, 'Service Unavailable') : ok(buildView())) }, ...transcripts]);
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByText(t('serverTrouble'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('tryAgain') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
  });

  it('says the link has expired or was revoked on 404, even when signed in', async () => {
    window.localStorage.setItem('candid.loggedIn', '1');
    window.localStorage.setItem('candid.userName', 'ada@example.com');
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: fail(404, 'Not found') }]);
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: t('share.linkGone') })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/share/${TOKEN}`);
  });
});
