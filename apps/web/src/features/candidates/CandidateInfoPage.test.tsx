import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, type ReviewShareRow } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';
import { buildAnswer, buildDetail } from '../../test/candidates';

const NAME = 'Grace Hopper';

const share = (overrides: Partial<ReviewShareRow> = {}): ReviewShareRow => ({
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

function routes(extra: MockRoute[] = []): MockRoute[] {
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
    { method: 'GET', path: '/api/Audit', reply: ok([]) },
  ];
}

async function openPage(extra: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi(routes(extra));
  renderApp('/candidates/info?id=501');
  await screen.findByRole('heading', { name: NAME });
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string, i = 0) =>
  JSON.parse(String(callsTo(fetchMock, path)[i][1].body));

describe('CandidateInfoPage', () => {
  it('shows the candidate, their progress and consent, the answers, ratings and guest ratings', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe('mailto:grace@example.com');
    expect(screen.getByRole('link', { name: '+61 400 000 000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Barista' }).getAttribute('href')).toBe('/candidates?campaignId=42');
    expect(screen.getByText('Consent given')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Completed');

    const video = (await screen.findByLabelText('Answer to question 1')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/QuestionResponse/901/video');
    expect(video.getAttribute('poster')).toBe('/api/QuestionResponse/901/poster');
    expect(screen.getByRole('heading', { name: 'Question text 1' })).toBeTruthy();

    await screen.findByText('Morgan Client');
    expect(within(screen.getByRole('list', { name: 'Guest ratings' })).getByText('Would like to meet.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Team ratings' })).getByText('Ari Nguyen')).toBeTruthy();
    expect(screen.getByText('No resume uploaded.')).toBeTruthy();

    // Jump to a question without an answer.
    fireEvent.click(screen.getByRole('button', { name: /Question 3/ }));
    expect(await screen.findByText('No answer was recorded for this question.')).toBeTruthy();
  });

  it("rates an answer and the candidate and shows the team's new averages", async () => {
    const fetchMock = await openPage([
      {
        method: 'POST',
        path: '/api/QuestionResponseRating',
        reply: ok({ rating: { pk_QuestionResponseRating_ID: 1 }, AverageRating: 3, RatingCount: 2 }),
      },
      { method: 'POST', path: '/api/CandidateRating', reply: ok({ rating: { pk_CandidateRating_ID: 1 }, AverageRating: 3.5, RatingCount: 2 }) },
    ]);
    const answerGroup = await screen.findByRole('radiogroup', { name: 'Your rating for question 1' });
    expect(screen.getByLabelText(/^Team average for question 1/).textContent).toBe('2.0 / 5 from 1 rating');
    fireEvent.click(within(answerGroup).getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(screen.getByLabelText(/^Team average for question 1/).textContent).toBe('3.0 / 5 from 2 ratings'));
    expect(bodyOf(fetchMock, '/api/QuestionResponseRating')).toEqual({ fk_QuestionResponse_ID: 901, QuestionResponseRating_Rating: 4 });
    expect((within(answerGroup).getByRole('radio', { name: '4 Stars' }) as HTMLInputElement).checked).toBe(true);

    const candidateGroup = screen.getByRole('radiogroup', { name: 'Your rating for this candidate' });
    await waitFor(() => expect(screen.getByLabelText(/^Team average for this candidate/).textContent).toBe('3.0 / 5 from 1 rating'));
    fireEvent.click(within(candidateGroup).getByRole('radio', { name: '4 Stars' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/CandidateRating')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/api/CandidateRating')).toEqual({ fk_CampaignLine_ID: 501, CandidateRating_Rating: 4 });
  });

  it('shows a rating at once and puts it back when the server refuses it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchMock = await openPage([
      { method: 'POST', path: '/api/QuestionResponseRating', reply: () => new Promise((resolve) => (answer = resolve)).then(() => fail(500)) },
    ]);
    const group = await screen.findByRole('radiogroup', { name: 'Your rating for question 1' });
    fireEvent.click(within(group).getByRole('radio', { name: '2 Stars' }));
    await waitFor(() => expect((within(group).getByRole('radio', { name: '2 Stars' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(callsTo(fetchMock, '/api/QuestionResponseRating')).toHaveLength(1));
    answer(null);
    await waitFor(() => expect((within(group).getByRole('radio', { name: '2 Stars' }) as HTMLInputElement).checked).toBe(false));
    expect(screen.getByLabelText(/^Team average for question 1/).textContent).toBe('2.0 / 5 from 1 rating');
  });

  it('comments on the answer shown', async () => {
    const fetchMock = await openPage([{ method: 'POST', path: '/api/Comment', reply: ok({ pk_Comment_ID: 5 }) }]);
    fireEvent.click(await screen.findByRole('button', { name: /Question 2/ }));
    await screen.findByLabelText('Answer to question 2');
    fireEvent.change(screen.getByRole('combobox', { name: 'New comment' }), { target: { value: 'Clear and calm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Comment')).toHaveLength(1));
    expect(bodyOf(fetchMock, '/api/Comment')).toMatchObject({
      Type: 1,
      fk_Campaign_ID: 42,
      fk_CampaignLine_ID: 501,
      fk_Question_ID: 72,
      fk_QuestionResponse_ID: 902,
      Comment_Content: 'Clear and calm',
    });
    // The answer's comments are read again, and the composer is emptied.
    await waitFor(() => expect(callsTo(fetchMock, '/api/Comment/GetCommentsByQuestion/42/72/11/902').length).toBe(2));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'New comment' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('previews the response email before it can be sent, then sends it', async () => {
    const fetchMock = await openPage([
      {
        method: 'POST',
        path: '/api/Message/PreviewApplicationResponse',
        reply: (_url, init) => {
          const { kind } = JSON.parse(String(init.body));
          return ok({ to: 'grace@example.com', subject: `${kind} subject`, text: `Dear Grace, about ${kind}.` });
        },
      },
      {
        method: 'POST',
        path: '/api/Message/sendApplicationResponse',
        reply: ok({ to: 'grace@example.com', subject: 'shortlist subject', text: '', campaignLineId: 501, CampaignLine_Status: 4 }),
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send response' });
    const send = within(dialog).getByRole('button', { name: 'Send response' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Shortlist/ }));
    expect(await within(dialog).findByText('Dear Grace, about shortlist.')).toBeTruthy();
    expect(within(dialog).getByText('shortlist subject')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/Message/PreviewApplicationResponse')).toEqual({ campaignLineId: 501, kind: 'shortlist' });
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(callsTo(fetchMock, '/api/Message/sendApplicationResponse')).toHaveLength(0);

    // A custom message needs its text before anything can be previewed or sent.
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Custom message/ }));
    expect(send.disabled).toBe(true);
    expect(within(dialog).getByText('Enter a subject and a message to preview the email.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Shortlist/ }));
    await waitFor(() => expect(send.disabled).toBe(false));

    fireEvent.click(send);
    await waitFor(() => expect(callsTo(fetchMock, '/api/Message/sendApplicationResponse')).toHaveLength(1));
    const [url, init] = callsTo(fetchMock, '/api/Message/sendApplicationResponse')[0];
    expect(JSON.parse(String(init.body))).toEqual({ campaignLineId: 501, kind: 'shortlist' });
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      enterpriseID: '7',
      FromMail: 'ada@example.com',
      FromName: 'Ada Lovelace',
      title: 'shortlist subject',
      jobName: 'Barista',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send response' })).toBeNull());
    expect(await screen.findByText('Response sent to grace@example.com')).toBeTruthy();
    // The line's new status is shown at once.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Shortlisted'));
  });

  it('previews a custom message with its subject and body', async () => {
    const fetchMock = await openPage([
      {
        method: 'POST',
        path: '/api/Message/PreviewApplicationResponse',
        reply: (_url, init) => {
          const body = JSON.parse(String(init.body));
          return ok({ to: 'grace@example.com', subject: body.subject, text: body.body.replace('{firstName}', 'Grace') });
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send response' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Custom message/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Subject' }), { target: { value: 'Next steps' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello {firstName}' } });
    expect(await within(dialog).findByText('Hello Grace')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/Message/PreviewApplicationResponse')).toEqual({
      campaignLineId: 501,
      kind: 'custom',
      subject: 'Next steps',
      body: 'Hello {firstName}',
    });
  });

  it('changes the status', async () => {
    const fetchMock = await openPage([{ method: 'PUT', path: '/api/CampaignLine/UpdateCampaignLineStatus', reply: ok(null) }]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Completed', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Hired' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/CampaignLine/UpdateCampaignLineStatus')).toHaveLength(1));
    const [url] = callsTo(fetchMock, '/api/CampaignLine/UpdateCampaignLineStatus')[0];
    expect(Object.fromEntries(url.searchParams)).toEqual({ pk_CampaignLine_ID: '501', CampaignLine_Status: '6' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Hired'));
  });

  it('creates an anonymised share link, shows it to copy, and revokes links', async () => {
    const fetchMock = await openPage([
      {
        method: 'POST',
        path: '/api/ReviewShare',
        reply: ok({ pk_ReviewShare_ID: 62, url: 'http://localhost/share/abc_DEF-123', expiresAt: '2025-03-14T10:00:00.000Z' }, 201),
      },
      { method: 'DELETE', path: '/api/ReviewShare/61', reply: ok(null) },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share for review' });
    const links = await within(dialog).findByRole('list', { name: 'Share links' });
    expect(within(links).getByText('For the client')).toBeTruthy();
    expect(within(links).getByText('1 candidate · 3 visits · 1 rating')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Hide name and resume' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Expires in (days)' }), { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose 1 to 30 days.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/ReviewShare').filter(([, i]) => i.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Expires in (days)' }), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label (optional)' }), { target: { value: ' Panel ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const url = (await within(dialog).findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(url.value).toBe('http://localhost/share/abc_DEF-123');
    const post = callsTo(fetchMock, '/api/ReviewShare').find(([, i]) => i.method === 'POST')!;
    expect(JSON.parse(String(post[1].body))).toEqual({ campaignLineIds: [501], anonymised: true, expiresInDays: 5, label: 'Panel' });
    expect(within(dialog).getByRole('button', { name: 'Copy the share link' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke For the client' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke link' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/ReviewShare/61')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/ReviewShare/61')[0][1].method).toBe('DELETE');
    expect(await screen.findByText('Link revoked')).toBeTruthy();

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share for review' })).toBeNull());
  });

  it('gives Hiring Managers no status, response or share controls', async () => {
    await openPage([{ method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_AccessLevel: ACCESS_LEVEL.HiringManager })) }]);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send response' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByText('Completed', { selector: '.MuiChip-label' })).toBeTruthy();
    // Rating stays open to them.
    expect(await screen.findByRole('radiogroup', { name: 'Your rating for question 1' })).toBeTruthy();
  });

  it('offers a Word resume as a download', async () => {
    signIn();
    mockApi(
      routes([
        {
          method: 'GET',
          path: '/api/CampaignLine/501',
          reply: ok(
            buildDetail({
              Resume: {
                pk_CandidateResume_ID: 3,
                fk_Enterprise_ID: 7,
                fk_Campaign_ID: 42,
                fk_CampaignLine_ID: 501,
                CandidateResume_OriginalName: 'grace.docx',
                CandidateResume_MimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
                CandidateResume_SizeBytes: 1000,
                CandidateResume_Url: '/api/CandidateResume/3/file',
                CandidateResume_DateOfCreation: '2025-03-06T09:00:00.000Z',
                CandidateResume_DateOfLastUpdate: '2025-03-06T09:00:00.000Z',
              },
            }),
          ),
        },
      ]),
    );
    renderApp('/candidates/info?id=501');
    const download = await screen.findByRole('link', { name: 'Download grace.docx' });
    expect(download.getAttribute('href')).toBe('/api/CandidateResume/3/file');
  });

  it('offers a candidate who has not started only a reminder or a withdrawal, and shows their email once', async () => {
    const notStarted = buildDetail({
      CampaignLine_Status: 0,
      CampaignLine_CandidateFirstName: null,
      CampaignLine_CandidateLastName: null,
      CampaignLine_CandidateEmail: 'new.face@example.com',
      CampaignLine_CandidatePhone: null,
      CampaignLine_ConsentAt: null,
      CampaignLine_StartedAt: null,
      CampaignLine_CompletedAt: null,
      AnsweredCount: 0,
    });
    signIn();
    const fetchMock = mockApi(
      routes([
        { method: 'GET', path: '/api/CampaignLine/501', reply: ok(notStarted) },
        {
          method: 'GET',
          path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501',
          reply: ok([buildAnswer(1, { response: null }), buildAnswer(2, { response: null })]),
        },
        {
          method: 'POST',
          path: '/api/Message/PreviewApplicationResponse',
          reply: (_url, init) => {
            const { kind } = JSON.parse(String(init.body));
            return ok({ to: 'new.face@example.com', subject: `${kind} subject`, text: `Hi there, about ${kind}.` });
          },
        },
        {
          method: 'POST',
          path: '/api/Message/sendApplicationResponse',
          reply: ok({ to: 'new.face@example.com', subject: 'withdraw subject', text: '', campaignLineId: 501, CampaignLine_Status: 7 }),
        },
      ]),
    );
    renderApp('/candidates/info?id=501');
    // Without a name, the email is the heading, once.
    expect(await screen.findByRole('heading', { level: 1, name: 'new.face@example.com' })).toBeTruthy();
    expect(screen.getAllByText('new.face@example.com')).toHaveLength(1);
    expect(screen.getByText('No name given yet')).toBeTruthy();
    // Its state, and no decision to take.
    expect(screen.getByText('Not started', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('Decisions open once the candidate finishes the interview.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send response' });
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['reminder', 'withdraw', 'custom']);
    expect(within(dialog).queryByRole('radio', { name: /^Shortlist/ })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: /^Reject/ })).toBeNull();
    expect(within(dialog).getByText(/has not started the interview/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Withdraw the invitation/ }));
    expect(await within(dialog).findByText('Hi there, about withdraw.')).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: 'Send response' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(callsTo(fetchMock, '/api/Message/sendApplicationResponse')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/Message/sendApplicationResponse')[0][1].body))).toEqual({ campaignLineId: 501, kind: 'withdraw' });
    // The new state is shown at once; only a message fits it now.
    expect(await screen.findByText('Withdrawn', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText('The invitation was withdrawn.')).toBeTruthy();
  });

  it('shows "Processing…" while an answer is being made ready, then the player once it is', async () => {
    let ready = false;
    const processing = buildAnswer(1);
    processing.response = { ...processing.response!, QuestionResponse_Status: 1, QuestionResponse_PosterUrl: null, QuestionResponse_DurationMs: null };
    const fetchMock = await openPage([
      {
        method: 'GET',
        path: '/api/QuestionResponse/getQeustionResponseByCampaignLineID/42/501',
        reply: () => ok(ready ? [buildAnswer(1), buildAnswer(2)] : [processing, buildAnswer(2)]),
      },
      {
        method: 'GET',
        path: '/api/QuestionResponse/getQuestionResponseVideos/501',
        reply: () => ok([{ ...processing.response!, QuestionResponse_Status: ready ? 2 : 1 }]),
      },
    ]);
    expect(await screen.findByRole('status', { name: 'Answer to question 1: processing' })).toBeTruthy();
    expect(screen.getByText('Processing…', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Processing the answer' })).toBeTruthy();
    expect(screen.queryByLabelText('Answer to question 1')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Questions' })).getAllByText('Processing…')).toHaveLength(1);
    // It asks for the answer's state until the MP4 is ready.
    await waitFor(() => expect(callsTo(fetchMock, '/api/QuestionResponse/getQuestionResponseVideos/501').length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    ready = true;
    const video = (await screen.findByLabelText('Answer to question 1', {}, { timeout: 10_000 })) as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/api/QuestionResponse/901/poster');
    expect(screen.queryByRole('status', { name: 'Answer to question 1: processing' })).toBeNull();
  });

  it('says when the candidate does not exist (or is another tenant’s)', async () => {
    signIn();
    mockApi(routes([{ method: 'GET', path: '/api/CampaignLine/501', reply: fail(404, 'Not found') }]));
    renderApp('/candidates/info?id=501');
    expect(await screen.findByText('This candidate was not found.')).toBeTruthy();
  });
});
