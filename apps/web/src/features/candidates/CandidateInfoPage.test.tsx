import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderApp } from '../../test/render';
import { signIn } from '../../test/session';
import { buildAnswer, buildDetail } from '../../test/candidates';
import { bodyOf, openPage, routes } from '../../test/candidate-info';
import { formatMoment } from './format';

/** The text of a fact of the header's list: its dd. */
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
describe('CandidateInfoPage', () => {
  it('shows the candidate, their progress and consent, the answers, ratings and guest ratings', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe('mailto:grace@example.com');
    expect(screen.getByRole('link', { name: '+61 400 000 000' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Barista' }).getAttribute('href')).toBe('/candidates?campaignId=42');
    expect(screen.getByText('Consent given')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Completed');
    // Issue 33: how they came, and when their invitation reached them.
    expect(factOf('Came by')).toBe('Email');
    expect(factOf('Invitation delivered')).toBe(formatMoment('2025-03-05T09:01:00.000Z'));
    // No text message was sent to them: no card for it.
    expect(screen.queryByRole('region', { name: 'Text messages' })).toBeNull();

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
        reply: ok({
          rating: {
            pk_QuestionResponseRating_ID: 1,
            fk_Enterprise_ID: 7,
            fk_Campaign_ID: 42,
            fk_CampaignLine_ID: 501,
            fk_QuestionResponse_ID: 901,
            fk_User_ID: 11,
            QuestionResponseRating_Rating: 4,
            QuestionResponseRating_DateOfCreation: '2025-03-07T10:00:00.000Z',
            QuestionResponseRating_DateOfLastUpdate: '2025-03-07T10:00:00.000Z',
          },
          AverageRating: 3,
          RatingCount: 2,
        }),
      },
      {
        method: 'POST',
        path: '/api/CandidateRating',
        reply: ok({
          rating: {
            pk_CandidateRating_ID: 1,
            fk_Enterprise_ID: 7,
            fk_Campaign_ID: 42,
            fk_CampaignLine_ID: 501,
            fk_User_ID: 11,
            CandidateRating_Rating: 4,
            CandidateRating_DateOfCreation: '2025-03-07T10:00:00.000Z',
            CandidateRating_DateOfLastUpdate: '2025-03-07T10:00:00.000Z',
          },
          AverageRating: 3.5,
          RatingCount: 2,
        }),
      },
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
    const comment = {
      pk_Comment_ID: 5,
      fk_Enterprise_ID: 7,
      fk_Campaign_ID: 42,
      fk_User_ID: 11,
      Comment_Content: 'Clear and calm',
      Type: 1,
      Reaction: null,
      fk_CampaignLine_ID: 501,
      fk_Question_ID: 72,
      fk_QuestionResponse_ID: 902,
      Comment_Parent: null,
      Comment_DateOfCreation: '2025-03-07T10:00:00.000Z',
      Comment_DateOfLastUpdate: '2025-03-07T10:00:00.000Z',
      Author: {
        pk_User_ID: 11,
        User_FirstName: 'Ada',
        User_LastName: 'Lovelace',
        User_Initials: null,
        User_BackgroundColour: null,
        User_Colour: null,
        User_ImageLink: null,
        User_AvatarEnable: false,
      },
    };
    const fetchMock = await openPage([{ method: 'POST', path: '/api/Comment', reply: ok(comment, 201) }]);
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

  it('shows the application form as the candidate filled it in, a file as a download (issue 29)', async () => {
    await openPage([
      {
        method: 'GET',
        path: '/api/CampaignLine/501/Form',
        reply: ok([
          { fieldId: 'city', label: 'Where do you live?', kind: 'place', identifying: false, value: { kind: 'place', placeId: 2158177, label: 'Melbourne, VIC, Australia' }, fileUrl: null, updatedAt: '2025-03-06T09:00:00.000Z' },
          { fieldId: 'shift', label: 'Preferred shift', kind: 'multiple_choice', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }], identifying: false, value: { kind: 'multiple_choice', choiceIds: ['am', 'pm'] }, fileUrl: null, updatedAt: '2025-03-06T09:00:00.000Z' },
          { fieldId: 'proof', label: 'Proof', kind: 'file', identifying: false, value: { kind: 'file', file: { name: 'visa.pdf', sizeBytes: 2048, contentType: 'application/pdf' } }, fileUrl: '/api/CampaignLine/501/Form/proof/File', updatedAt: '2025-03-06T09:00:00.000Z' },
        ]),
      },
    ]);
    const list = await screen.findByRole('region', { name: 'Application form' });
    expect(list.textContent).toContain('Where do you live?Melbourne, VIC, Australia');
    expect(list.textContent).toContain('Preferred shiftMornings; Evenings');
    expect(within(list).getByRole('link', { name: 'visa.pdf (2 KB)' }).getAttribute('href')).toBe('/api/CampaignLine/501/Form/proof/File');
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

  it('lists the text messages sent to the candidate with where each stands, and their STOP (issue 33)', async () => {
    const detail = buildDetail({
      CampaignLine_Channel: 'sms',
      CampaignLine_DeliveredAt: null,
      TextMessages: [
        { purpose: 'reminder', status: 'undelivered', to: '+61412345678', createdAt: '2025-03-07T09:00:00.000Z', statusAt: '2025-03-07T09:01:00.000Z' },
        { purpose: 'invitation', status: 'delivered', to: '+61412345678', createdAt: '2025-03-05T09:00:00.000Z', statusAt: '2025-03-05T09:00:30.000Z' },
        { purpose: 'invitation', status: 'queued', to: '+61412345678', createdAt: '2025-03-04T09:00:00.000Z', statusAt: null },
      ],
      SmsOptedOutAt: '2025-03-08T10:00:00.000Z',
    });
    await openPage([{ method: 'GET', path: '/api/CampaignLine/501', reply: ok(detail) }]);
    expect(factOf('Came by')).toBe('Text message');
    expect(factOf('Invitation delivered')).toBe('—');

    const card = screen.getByRole('region', { name: 'Text messages' });
    expect(within(card).getByRole('alert').textContent).toBe('Replied STOP on 8th Mar, 2025: no text messages are sent to this number.');
    const items = within(within(card).getByRole('list', { name: 'Text messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `ReminderNot deliveredTo +61 412 345 678 · ${formatMoment('2025-03-07T09:01:00.000Z')}`,
      `InvitationDeliveredTo +61 412 345 678 · ${formatMoment('2025-03-05T09:00:30.000Z')}`,
      `InvitationQueuedTo +61 412 345 678 · ${formatMoment('2025-03-04T09:00:00.000Z')}`,
    ]);
    const chip = (item: HTMLElement) => item.querySelector('.MuiChip-root')!.className;
    expect(chip(items[0])).toContain('MuiChip-colorError');
    expect(chip(items[1])).toContain('MuiChip-colorSuccess');
    expect(chip(items[2])).toContain('MuiChip-colorDefault');
  });

  it('shows a STOP without any text message sent', async () => {
    await openPage([{ method: 'GET', path: '/api/CampaignLine/501', reply: ok(buildDetail({ SmsOptedOutAt: '2025-03-08T10:00:00.000Z' })) }]);
    const card = screen.getByRole('region', { name: 'Text messages' });
    expect(within(card).getByText(/^Replied STOP on 8th Mar, 2025/)).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('says when the candidate does not exist (or is another tenant’s)', async () => {
    signIn();
    mockApi(routes([{ method: 'GET', path: '/api/CampaignLine/501', reply: fail(404, 'Not found') }]));
    renderApp('/candidates/info?id=501');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.candidateNotFound })).toBeTruthy();
    expect(screen.getByText(MSG.candidateNotFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to candidates' }).getAttribute('href')).toBe('/candidates');
    expect(screen.getByRole('link', { name: 'Go to jobs' }).getAttribute('href')).toBe('/campaign');
    expect(document.title).toBe('Candidate not found · Candid');
  });

  it('says the same for a candidate the user may not open (403) and for a bad id', async () => {
    signIn();
    mockApi(routes([{ method: 'GET', path: '/api/CampaignLine/502', reply: fail(403, 'Forbidden') }]));
    const { unmount } = renderApp('/candidates/info?id=502');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.candidateNotFound })).toBeTruthy();
    unmount();
    renderApp('/candidates/info?id=oops');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.candidateNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to candidates' })).toBeTruthy();
  });
});
