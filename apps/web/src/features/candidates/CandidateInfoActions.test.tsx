import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, signIn } from '../../test/session';
import { buildAnswer, buildDetail, buildLine } from '../../test/candidates';
import { bodyOf, openPage, routes, share } from '../../test/candidate-info';
describe('CandidateInfoPage: acting on a candidate', () => {
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
    const fetchMock = await openPage([{ method: 'PUT', path: '/api/CampaignLine/UpdateCampaignLineStatus', reply: ok(buildLine({ CampaignLine_Status: 6 })) }]);
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
      { method: 'DELETE', path: '/api/ReviewShare/61', reply: ok(share({ revokedAt: '2025-03-07T11:00:00.000Z' })) },
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
});
