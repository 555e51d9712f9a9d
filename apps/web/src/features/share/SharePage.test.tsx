import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareView } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';

const TOKEN = 'tok_abc-123';
const VIEW_PATH = `/api/share/${TOKEN}`;

function buildView(overrides: Partial<ShareView> = {}): ShareView {
  return {
    jobTitle: 'Senior Barista',
    employerName: 'Acme Recruiting',
    employer: { name: 'Acme Recruiting', initials: 'AR', colour: '#FFFFFF', backgroundColour: '#00897B', logoUrl: null },
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
    const fetchMock = mockApi([{ method: 'GET', path: VIEW_PATH, reply: ok(buildView()) }]);
    renderApp(`/share/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
    expect(screen.getByText('Acme Recruiting')).toBeTruthy();
    // The job is in Australian English: the page in English, the date from Intl.
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText(/^Link expires March \d{1,2}, 2099 at \d{1,2}:\d\d/)).toBeTruthy();
    expect(screen.getByText('Anonymised review')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/share/${TOKEN}`);

    const a = screen.getByRole('region', { name: 'Candidate A' });
    expect(within(a).queryByRole('link', { name: 'Resume' })).toBeNull();
    const video = within(a).getByLabelText('Answer of Candidate A to question 1') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(`/api/share/${TOKEN}/answers/501/video`);
    expect(video.getAttribute('poster')).toBe(`/api/share/${TOKEN}/answers/501/poster`);
    // One set of controls (the player's own), and the shortcuts behind one help button per player, not as text.
    expect(video.hasAttribute('controls')).toBe(false);
    expect(within(a).getAllByRole('slider', { name: 'Seek' })).toHaveLength(2);
    expect(within(a).getAllByRole('button', { name: 'Keyboard shortcuts' })).toHaveLength(2);
    expect(screen.queryByText(/Keyboard shortcuts:/)).toBeNull();
    expect(within(a).getByRole('heading', { name: 'Question 2: Why this job?' })).toBeTruthy();
    // The second is an audio answer: said so, with the same controls.
    expect(within(a).getAllByText('Audio answer')).toHaveLength(1);
    expect(within(a).getAllByRole('combobox', { name: 'Playback speed' })).toHaveLength(2);

    // Choosing 1.5x sets the element's rate.
    fireEvent.mouseDown(within(a).getAllByRole('combobox', { name: 'Playback speed' })[0]);
    fireEvent.click(await screen.findByRole('option', { name: '1.5x' }));
    await waitFor(() => expect(video.playbackRate).toBe(1.5));

    const b = screen.getByRole('region', { name: 'Candidate B' });
    expect(within(b).getByText('This candidate has not answered any questions yet.')).toBeTruthy();
    // The view is fetched once (each fetch counts as a visit) and nothing needs a session.
    expect(callsTo(fetchMock, VIEW_PATH)).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/share/'))).toBe(true);
  });

  it('links the resume when the link is not anonymised', async () => {
    const view = buildView({ anonymised: false });
    view.candidates[0] = { ...view.candidates[0], displayName: 'Grace Hopper', letters: null, resumeUrl: `/api/share/${TOKEN}/resume/r1` };
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: ok(view) }]);
    renderApp(`/share/${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Grace Hopper' });
    expect(within(section).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/api/share/${TOKEN}/resume/r1`);
    expect(screen.queryByText('Anonymised review')).toBeNull();
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
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: ok(view) }]);
    renderApp(`/share/${TOKEN}`);
    const grace = await screen.findByRole('region', { name: 'Grace Hopper' });
    const screening = within(grace).getByRole('list', { name: 'Screening of Grace Hopper' });
    expect(within(screening).getByRole('listitem').textContent).toBe('Did not meet: Forklift licence?');
    // The employer's question keeps its own direction inside the sentence.
    expect(within(screening).getByText('Forklift licence?').tagName).toBe('BDI');
    const written = within(grace).getByRole('region', { name: 'Written and chosen answers of Grace Hopper' });
    expect(within(written).getByRole('heading', { name: 'Forklift licence?' })).toBeTruthy();
    expect(within(written).getByText('Did not meet')).toBeTruthy();
    expect(within(written).getByText('No')).toBeTruthy();
    // The candidate's text as text: the markup is shown, not rendered.
    expect(within(written).getByText(/<b>Nights<\/b> suit me\./)).toBeTruthy();
    expect(within(written).getByRole('link', { name: 'cert.pdf (12 KB)' }).getAttribute('href')).toBe(`/api/share/${TOKEN}/files/r1/13`);
    // The video answers are still there, and a candidate with only a withheld file says so.
    expect(within(grace).getByRole('heading', { name: 'Question 1: Tell us about yourself' })).toBeTruthy();
    const b = screen.getByRole('region', { name: 'Candidate B' });
    expect(within(b).getByText('A file, withheld on an anonymised link.')).toBeTruthy();
    expect(within(b).queryByText('This candidate has not answered any questions yet.')).toBeNull();
  });

  it('validates, then submits a rating for one candidate and thanks the reviewer', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: VIEW_PATH, reply: ok(buildView()) },
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
    const a = await screen.findByRole('region', { name: 'Candidate A' });

    fireEvent.click(within(a).getByRole('button', { name: 'Submit rating' }));
    expect(await within(a).findByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(within(a).getByText('Please enter your name.')).toBeTruthy();
    expect(callsTo(fetchMock, `${VIEW_PATH}/ratings`)).toHaveLength(0);

    const group = within(a).getByRole('group', { name: 'Rating for Candidate A' });
    fireEvent.click(within(group).getByRole('radio', { name: '4 Stars' }));
    fireEvent.change(within(a).getByRole('textbox', { name: /Your name/ }), { target: { value: '  Jo Client ' } });
    fireEvent.change(within(a).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Clear answers' } });
    fireEvent.click(within(a).getByRole('button', { name: 'Submit rating' }));

    expect(await within(a).findByText('Thanks — your rating was saved.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, `${VIEW_PATH}/ratings`);
    expect(JSON.parse(String(init.body))).toEqual({ ref: 'r1', rating: 4, reviewerName: 'Jo Client', comment: 'Clear answers' });
    // Candidate B's form is untouched.
    const b = screen.getByRole('region', { name: 'Candidate B' });
    expect(within(b).getByRole('button', { name: 'Submit rating' })).toBeTruthy();
  });

  it('leaves out an empty comment and shows the server message when saving fails', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: VIEW_PATH, reply: ok(buildView()) },
      { method: 'POST', path: `${VIEW_PATH}/ratings`, reply: fail(429, 'Too many requests. Please try again later.') },
    ]);
    renderApp(`/share/${TOKEN}`);
    const b = await screen.findByRole('region', { name: 'Candidate B' });
    fireEvent.click(within(b).getByRole('radio', { name: '2 Stars' }));
    fireEvent.change(within(b).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Jo' } });
    fireEvent.click(within(b).getByRole('button', { name: 'Submit rating' }));
    expect(await within(b).findByText('Too many requests. Please try again later.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, `${VIEW_PATH}/ratings`);
    expect(JSON.parse(String(init.body))).toEqual({ ref: 'r2', rating: 2, reviewerName: 'Jo' });
    expect(within(b).getByRole('button', { name: 'Submit rating' })).toBeTruthy();
  });

  it('is in the job’s language (issue 32): every word, the dates, the form’s checks, the title; the guest may switch', async () => {
    document.title = 'Candid';
    const view = buildView({ language: 'es-ES' });
    view.candidates[1] = { ...view.candidates[1], didNotMeet: ['Forklift licence?'] };
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: ok(view) }]);
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

    // No English is left on the page (the player's own controls aside: features/candidates).
    for (const english of ['Link expires', 'Anonymised review', 'Candidate A', 'Submit rating', 'Your name', 'Did not meet', 'Question 1', 'Powered by']) {
      expect(document.body.textContent, english).not.toContain(english);
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
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: ok(buildView({ language: 'ar' })) }]);
    renderApp(`/share/${TOKEN}`);
    const a = await screen.findByRole('region', { name: 'المرشح A' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const question = within(a).getByRole('heading', { name: 'السؤال 1: Tell us about yourself' });
    expect(within(question).getByText('Tell us about yourself').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Barista' }).getAttribute('dir')).toBe('auto');
    expect(within(a).getByRole('button', { name: 'إرسال التقييم' })).toBeTruthy();
  });

  it('says in the browser’s language why the link did not load, and tries again', async () => {
    let calls = 0;
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: () => (++calls === 1 ? fail(503, 'Service Unavailable') : ok(buildView())) }]);
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByText('Our server had a problem answering. Please try again in a moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Barista' })).toBeTruthy();
  });

  it('says the link has expired or was revoked on 404, even when signed in', async () => {
    window.localStorage.setItem('candid.loggedIn', '1');
    window.localStorage.setItem('candid.userName', 'ada@example.com');
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: fail(404, 'Not found') }]);
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link has expired or was revoked.' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/share/${TOKEN}`);
  });
});
