import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShareView } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';
import { SHARE_TEXT } from './texts';

const TOKEN = 'tok_abc-123';
const VIEW_PATH = `/api/share/${TOKEN}`;

function buildView(overrides: Partial<ShareView> = {}): ShareView {
  return {
    jobTitle: 'Senior Barista',
    employerName: 'Acme Recruiting',
    employer: { name: 'Acme Recruiting', initials: 'AR', colour: '#FFFFFF', backgroundColour: '#00897B', logoUrl: null },
    anonymised: true,
    expiresAt: '2099-03-12T04:05:00.000Z',
    candidates: [
      {
        ref: 'r1',
        displayName: 'Candidate A',
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
      { ref: 'r2', displayName: 'Candidate B', resumeUrl: null, answers: [], written: [], didNotMeet: [], form: [] },
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
    expect(screen.getByText(/Link expires \d{1,2}(st|nd|rd|th) Mar, 2099, \d{1,2}:\d\d/)).toBeTruthy();
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
    expect(within(b).getByText(SHARE_TEXT.noAnswers)).toBeTruthy();
    // The view is fetched once (each fetch counts as a visit) and nothing needs a session.
    expect(callsTo(fetchMock, VIEW_PATH)).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/share/'))).toBe(true);
  });

  it('links the resume when the link is not anonymised', async () => {
    const view = buildView({ anonymised: false });
    view.candidates[0] = { ...view.candidates[0], displayName: 'Grace Hopper', resumeUrl: `/api/share/${TOKEN}/resume/r1` };
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
    expect(within(within(grace).getByRole('list', { name: 'Screening of Grace Hopper' })).getByText('Did not meet: Forklift licence?')).toBeTruthy();
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
    expect(within(b).getByText(SHARE_TEXT.fileWithheld)).toBeTruthy();
    expect(within(b).queryByText(SHARE_TEXT.noAnswers)).toBeNull();
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

    expect(await within(a).findByText(SHARE_TEXT.ratingSaved)).toBeTruthy();
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

  it('says the link has expired or was revoked on 404, even when signed in', async () => {
    window.localStorage.setItem('candid.loggedIn', '1');
    window.localStorage.setItem('candid.userName', 'ada@example.com');
    mockApi([{ method: 'GET', path: VIEW_PATH, reply: fail(404, 'Not found') }]);
    renderApp(`/share/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: SHARE_TEXT.linkGone })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/share/${TOKEN}`);
  });
});
