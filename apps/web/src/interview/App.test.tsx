import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { callsTo, fail, mockApi, ok } from '../test/api';
import { InterviewApp } from './App';
import { resumeFileProblem } from './steps/ResumeStep';
import { buildLanding, buildSession } from './test/fixtures';
import { MemoryChunkStore } from './upload/chunkStore';
import { t } from './i18n';
import ar from './i18n/catalogues/ar.json';
import de from './i18n/catalogues/de.json';
import es from './i18n/catalogues/es.json';
import fr from './i18n/catalogues/fr.json';
import { formatDayIn } from '../lib/datesIn';

const LANDING = '/api/interview/5/7';
const SESSION = '/api/interview/5/7/session';

function open(url: string) {
  window.history.replaceState(null, '', url);
  return render(<InterviewApp openStore={async () => ({ store: new MemoryChunkStore(), persistent: false })} />);
}

describe('candidate app: landing', () => {
  it('shows the job, the employer and a details form for the public link', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding()) }]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeTruthy();
    expect(screen.getByText('Acme Coffee')).toBeTruthy();
    expect(screen.getByText(t('questionCount', { count: 3 }))).toBeTruthy();
    expect(screen.getByText(t('aboutMinutes', { minutes: 8 }))).toBeTruthy();
    expect(screen.getByLabelText(t('firstName'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('startInterview') })).toBeTruthy();
  });

  it("speaks the job's language, and the candidate's choice on the first page wins, also on their next visit", async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'es-ES' })) }]);
    const { unmount } = open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 2, name: es.howItWorksTitle })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    fireEvent.change(screen.getByLabelText(es.language), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 2, name: t('howItWorksTitle') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    unmount();
    open('/invite/5/7');
    expect(await screen.findByRole('button', { name: t('startInterview') })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('tells a candidate with an accommodation what they were granted, in their language', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'de-DE', accommodation: { time: '1.5', extraRetakes: 1, endDate: null } })) }]);
    open('/invite/5/7');
    expect(await screen.findByText(de.accommodationTimeFactor.replace('{factor}', '1,5'))).toBeTruthy();
    expect(screen.getByText('Sie haben für jede Frage 1 zusätzlichen Versuch.')).toBeTruthy();
  });

  it('turns right to left in Arabic', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'ar' })) }]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 2, name: ar.howItWorksTitle })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe(ar.pageTitle);
  });

  it('a closed job says so and offers nothing to start', async () => {
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ open: false, closedReason: 'This job has ended.' })) },
    ]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 1, name: t('closedTitle') })).toBeTruthy();
    expect(screen.getByText('This job has ended.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends the public link’s secret with the landing and the start', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      { method: 'POST', path: '/api/interview/5/7/start', reply: fail(409, CANDIDATE_MSG.interviewAlreadyInvited) },
    ]);
    open('/invite/5/7?link=secret-of-the-job-1234');
    fireEvent.change(await screen.findByLabelText(t('firstName')), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(t('lastName')), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(t('email')), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: t('startInterview') }));
    expect(await screen.findByText(t('server.interviewAlreadyInvited'))).toBeTruthy();
    const [[landingUrl]] = callsTo(fetchMock, LANDING);
    expect(new URL(landingUrl).searchParams.get('link')).toBe('secret-of-the-job-1234');
    const [[, init]] = callsTo(fetchMock, '/api/interview/5/7/start');
    expect(JSON.parse(init.body as string)).toMatchObject({ email: 'ada@example.com', link: 'secret-of-the-job-1234' });
  });

  it('a job’s old bare link puts the secret the server answers into the address', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding({ link: 'secret-of-an-old-job-99' })) }]);
    open('/invite/5/7?utm=x');
    expect(await screen.findByLabelText(t('firstName'))).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/invite/5/7?utm=x&link=secret-of-an-old-job-99');
  });

  it('a public link of a job that takes no interviews (410) shows only the reason', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: fail(410, CANDIDATE_MSG.interviewEnded) }]);
    open('/invite/5/7?link=secret-of-the-job-1234');
    expect(await screen.findByRole('heading', { level: 1, name: t('closedTitle') })).toBeTruthy();
    expect(screen.getByText(t('server.interviewEnded'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a paused job says it is paused and will open again, not that it is closed', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: fail(410, CANDIDATE_MSG.interviewPaused) }]);
    open('/invite/5/7?link=secret-of-the-job-1234');
    expect(await screen.findByRole('heading', { level: 1, name: t('pausedTitle') })).toBeTruthy();
    expect(screen.getByText(t('pausedHelp'))).toBeTruthy();
    expect(screen.queryByText(t('closedTitle'))).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a job that opens later says when, with the job and the employer, and offers nothing to start yet', async () => {
    mockApi([
      {
        method: 'GET',
        path: LANDING,
        reply: ok(buildLanding({ open: false, closedReason: 'This interview opens on 2026-12-10.', opensOn: '2026-12-10' })),
      },
    ]);
    open('/invite/5/7?link=secret-of-the-job-1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: t('opensOn', { date: formatDayIn('en', '2026-12-10') }) })).toBeTruthy();
    expect(screen.getByText(t('opensOnHelp'))).toBeTruthy();
    expect(screen.getByText('Acme Coffee')).toBeTruthy();
    expect(screen.queryByText(t('closedTitle'))).toBeNull();
    expect(screen.queryByText(/2026-12-10/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(t('email'))).toBeNull();
  });

  it('an invited candidate of a job that opens later sees the same page', async () => {
    window.localStorage.setItem('candid.interview.5', 'tok');
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ open: false, closedReason: 'x', opensOn: '2027-01-03' })) },
      { method: 'GET', path: SESSION, reply: ok(buildSession()) },
    ]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 2, name: t('opensOn', { date: formatDayIn('en', '2027-01-03') }) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('startInterview') })).toBeNull();
  });

  it('an unknown job or a wrong link says the link is not valid and what to do, with nothing to retry', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: fail(404, 'Not found') }]);
    open('/invite/5/7?link=not-the-secret-of-this-job');
    expect(await screen.findByRole('heading', { level: 1, name: t('invalidLinkTitle') })).toBeTruthy();
    expect(screen.getByText(t('invalidLinkHelp'))).toBeTruthy();
    expect(screen.queryByText(t('server.somethingWentWrongRetry'))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an address that is not an interview link is not valid either', async () => {
    const fetchMock = mockApi([]);
    open('/invite/abc');
    expect(await screen.findByRole('heading', { level: 1, name: t('invalidLinkTitle') })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a server error offers Try again, which loads the interview again', async () => {
    let calls = 0;
    const fetchMock = mockApi([
      { method: 'GET', path: LANDING, reply: () => (++calls === 1 ? fail(503, 'Service Unavailable') : ok(buildLanding())) },
    ]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 1, name: t('loadFailedTitle') })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(t('serverTrouble'));
    expect(screen.queryByText(t('invalidLinkTitle'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('tryAgain') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Barista' })).toBeTruthy();
    expect(callsTo(fetchMock, LANDING)).toHaveLength(2);
  });

  it('no answer from the server says to check the connection and offers Try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 1, name: t('loadFailedTitle') })).toBeTruthy();
    expect(screen.getByText(t('network'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('tryAgain') })).toBeTruthy();
  });

  it('a personal link stores the token, removes it from the address bar and sends it', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      { method: 'GET', path: SESSION, reply: ok(buildSession()) },
    ]);
    open('/invite/5/7?invitation=secret-1&utm=x');
    expect(await screen.findByRole('button', { name: t('startInterview') })).toBeTruthy();
    expect(window.localStorage.getItem('candid.interview.5')).toBe('secret-1');
    expect(window.location.pathname + window.location.search).toBe('/invite/5/7?utm=x');
    const [[, init]] = callsTo(fetchMock, SESSION);
    expect((init.headers as Record<string, string>)['x-interview-token']).toBe('secret-1');
    fireEvent.click(screen.getByRole('button', { name: t('startInterview') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('consentTitle') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('privacyPolicy') }).getAttribute('target')).toBe('_blank');
  });

  it('an invited candidate asks the team for an accommodation from the first page, in their language', async () => {
    const ACCOMMODATION = '/api/interview/5/7/accommodation';
    const fetchMock = mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'es-ES' })) },
      { method: 'GET', path: SESSION, reply: ok(buildSession()) },
      { method: 'POST', path: ACCOMMODATION, reply: ok({ requestedAt: '2025-03-06T08:00:00.000Z' }, 202) },
    ]);
    open('/invite/5/7?invitation=secret-1');
    fireEvent.click(await screen.findByText(es.accommodationTitle));
    const field = screen.getByLabelText(es.accommodationLabel);
    fireEvent.click(screen.getByRole('button', { name: es.accommodationSend }));
    expect(await screen.findByText(es.accommodationRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, ACCOMMODATION)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Necesito subtítulos.  ' } });
    fireEvent.click(screen.getByRole('button', { name: es.accommodationSend }));
    expect(await screen.findByText(es.accommodationSent)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, ACCOMMODATION);
    expect(JSON.parse(String(init.body))).toEqual({ request: 'Necesito subtítulos.' });
    expect((init.headers as Record<string, string>)['x-interview-token']).toBe('secret-1');
  });

  it("shows the server's refusal of a request under the field, translated", async () => {
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'fr-FR' })) },
      { method: 'GET', path: SESSION, reply: ok(buildSession()) },
      { method: 'POST', path: '/api/interview/5/7/accommodation', reply: fail(429, CANDIDATE_MSG.tooManyRequests) },
    ]);
    open('/invite/5/7?invitation=secret-1');
    // Testing Library compares with the page's text with its spaces collapsed (French puts a narrow one before '?').
    fireEvent.click(await screen.findByText(fr.accommodationTitle.replace(/\s+/g, ' ')));
    fireEvent.change(screen.getByLabelText(fr.accommodationLabel), { target: { value: 'Plus de temps' } });
    fireEvent.click(screen.getByRole('button', { name: fr.accommodationSend }));
    expect(await screen.findByText(fr['server.tooManyRequests'])).toBeTruthy();
  });

  it('tells a candidate given a later deadline until when they can take the interview', async () => {
    mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding({ accommodation: { time: null, extraRetakes: 0, endDate: '2025-04-30' } })) }]);
    open('/invite/5/7');
    expect(await screen.findByText(t('accommodationEndDate', { date: formatDayIn('en', '2025-04-30') }))).toBeTruthy();
  });

  it('a returning candidate who consented goes straight back to where they stopped', async () => {
    window.localStorage.setItem('candid.interview.5', 'tok');
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      { method: 'GET', path: SESSION, reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z' })) },
    ]);
    open('/invite/5/7');
    expect(await screen.findByRole('heading', { level: 1, name: t('resumeTitle') })).toBeTruthy();
  });

  it('a completed interview shows the closing text', async () => {
    window.localStorage.setItem('candid.interview.5', 'tok');
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ closingText: 'Thanks, Ada!' })) },
      {
        method: 'GET',
        path: SESSION,
        reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z', completedAt: '2025-01-02T00:00:00Z' })),
      },
    ]);
    open('/invite/5/7');
    expect(await screen.findByText('Thanks, Ada!')).toBeTruthy();
  });

  it('a finished candidate may rate the interview: a choice is needed, the rating and comment are sent, then thanks', async () => {
    window.localStorage.setItem('candid.interview.5', 'tok');
    const EXPERIENCE = '/api/interview/5/7/experience';
    const fetchMock = mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding({ language: 'de-DE' })) },
      { method: 'GET', path: SESSION, reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z', completedAt: '2025-01-02T00:00:00Z' })) },
      { method: 'PUT', path: EXPERIENCE, reply: ok({ rating: 4, comment: 'Klare Fragen.' }) },
    ]);
    open('/invite/5/7');
    const form = await screen.findByRole('form', { name: de.experienceTitle });
    fireEvent.click(within(form).getByRole('button', { name: de.experienceSend }));
    expect(await within(form).findByText(de['server.experienceRatingInvalid'])).toBeTruthy();
    expect(callsTo(fetchMock, EXPERIENCE)).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: '4 Sterne' }));
    fireEvent.change(within(form).getByLabelText(de.experienceComment), { target: { value: ' Klare Fragen. ' } });
    fireEvent.click(within(form).getByRole('button', { name: de.experienceSend }));
    expect(await screen.findByText(de.experienceThanks)).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, EXPERIENCE)[0][1].body))).toEqual({ rating: 4, comment: 'Klare Fragen.' });
  });

  it('a candidate who already rated sees their thanks, not the form again', async () => {
    window.localStorage.setItem('candid.interview.5', 'tok');
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      {
        method: 'GET',
        path: SESSION,
        reply: ok(buildSession({ consentAt: '2025-01-01T00:00:00Z', completedAt: '2025-01-02T00:00:00Z', experience: { rating: 5, comment: null } })),
      },
    ]);
    open('/invite/5/7');
    expect(await screen.findByText(t('experienceThanks'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: t('experienceTitle') })).toBeNull();
  });

  it('a stale token falls back to the details form with an explanation', async () => {
    window.localStorage.setItem('candid.interview.5', 'old');
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      { method: 'GET', path: SESSION, reply: fail(401, 'Unauthorized') },
    ]);
    open('/invite/5/7');
    expect(await screen.findByText(t('invalidLink'))).toBeTruthy();
    expect(window.localStorage.getItem('candid.interview.5')).toBeNull();
    expect(screen.getByLabelText(t('email'))).toBeTruthy();
  });

  it('starting with an address already invited shows the server message', async () => {
    const message = CANDIDATE_MSG.interviewAlreadyInvited;
    mockApi([
      { method: 'GET', path: LANDING, reply: ok(buildLanding()) },
      { method: 'POST', path: '/api/interview/5/7/start', reply: fail(409, message) },
    ]);
    open('/invite/5/7');
    fireEvent.change(await screen.findByLabelText(t('firstName')), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(t('lastName')), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(t('email')), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: t('startInterview') }));
    expect(await screen.findByText(t('server.interviewAlreadyInvited'))).toBeTruthy();
  });

  it('the details form checks its fields before sending', async () => {
    const fetchMock = mockApi([{ method: 'GET', path: LANDING, reply: ok(buildLanding()) }]);
    open('/invite/5/7');
    fireEvent.click(await screen.findByRole('button', { name: t('startInterview') }));
    expect(await screen.findByText(t('firstNameRequired'))).toBeTruthy();
    expect(screen.getByText(t('emailInvalid'))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/interview/5/7/start')).toHaveLength(0);
  });
});

describe('resume file check', () => {
  it('accepts PDF, DOCX and DOC up to 10 MB', () => {
    expect(resumeFileProblem({ name: 'cv.PDF', size: 1000 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.docx', size: 10 * 1024 * 1024 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.doc', size: 1 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.txt', size: 1000 })).toBe(t('resumeWrongType'));
    expect(resumeFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(t('resumeTooLarge'));
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe(t('resumeEmpty'));
  });
});
