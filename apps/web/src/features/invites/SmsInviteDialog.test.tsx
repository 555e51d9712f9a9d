import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail } from '../../test/api';
import { openInvitePage, sendSmsReply } from './inviteTestSupport';
import { SMS_DIALOG_MAX_ROWS } from './smsInvite';

async function openSmsDialog(options: Parameters<typeof openInvitePage>[0] = {}) {
  const fetchMock = await openInvitePage(options);
  fireEvent.click(screen.getByRole('button', { name: /^Text message/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite by text message' });
  return { fetchMock, dialog };
}

/** The fields of the n-th candidate (1-based), found through their group's legend and their labels. */
function candidate(dialog: HTMLElement, n: number) {
  const group = within(dialog).getByRole('group', { name: `Candidate ${n}` });
  const input = (label: string) => within(group).getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
  return {
    group,
    firstName: input('First name'),
    lastName: input('Last name'),
    email: input('Email'),
    mobile: input('Mobile'),
  };
}

const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } });

/** Fills the n-th candidate's fields and leaves the last one. */
function fill(dialog: HTMLElement, n: number, values: { firstName?: string; lastName?: string; email: string; mobile: string }) {
  const row = candidate(dialog, n);
  if (values.firstName) type(row.firstName, values.firstName);
  if (values.lastName) type(row.lastName, values.lastName);
  type(row.email, values.email);
  fireEvent.blur(row.email);
  type(row.mobile, values.mobile);
  fireEvent.blur(row.mobile);
}

/** The text under a field (its error or its hint), through aria-describedby. */
const helpOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send text messages' });

describe('Invite by text message dialog', () => {
  it('is a method of the invite screen that checks the plan first and focuses the first field', async () => {
    const { dialog, fetchMock } = await openSmsDialog({ remaining: 3 });
    expect(within(dialog).getByText(MSG.invitesLeft(3))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Subscriber/GetRemainingUsers').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(candidate(dialog, 1).firstName));
    expect(candidate(dialog, 1).mobile.type).toBe('tel');
  });

  it('with no invites left it opens the package-limit modal instead', async () => {
    await openInvitePage({ remaining: 0 });
    fireEvent.click(screen.getByRole('button', { name: /^Text message/ }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite by text message' })).toBeNull();
  });

  it('checks the mobile number as it is typed once the field was left, and the email', async () => {
    const { dialog } = await openSmsDialog();
    const row = candidate(dialog, 1);

    // Nothing is shouted while the first number is typed.
    type(row.mobile, '12345');
    expect(row.mobile.getAttribute('aria-invalid')).toBe('false');
    fireEvent.blur(row.mobile);
    expect(helpOf(row.mobile)).toBe(MSG.mobileInvalid);
    expect(row.mobile.getAttribute('aria-invalid')).toBe('true');

    // From then on the check follows the typing: a fixed line, then a mobile in the company's country (AU).
    type(row.mobile, '02 9374 4000');
    expect(helpOf(row.mobile)).toBe(MSG.mobileNotMobile);
    type(row.mobile, '0412 345 678');
    expect(helpOf(row.mobile)).toBe('Texted at +61 412 345 678');
    expect(row.mobile.getAttribute('aria-invalid')).toBe('false');

    type(row.email, 'ada@example');
    fireEvent.blur(row.email);
    expect(helpOf(row.email)).toBe(MSG.validEmail);
    type(row.email, 'ada@example.com');
    expect(helpOf(row.email)).toBe('');
  });

  it('a send with an invalid row sends nothing, shows every error and focuses the first one', async () => {
    const { dialog, fetchMock } = await openSmsDialog({ routes: [sendSmsReply()] });
    const first = candidate(dialog, 1);
    type(first.email, 'ada@example.com');
    type(first.mobile, '+61 2 9374 4000');
    fireEvent.click(sendButton(dialog));

    expect(helpOf(first.mobile)).toBe(MSG.mobileNotMobile);
    await waitFor(() => expect(document.activeElement).toBe(first.mobile));
    expect(callsTo(fetchMock, '/api/Message/SendSms')).toHaveLength(0);

    // An empty dialog cannot be sent either: its one row says what is missing.
    type(first.email, '');
    type(first.mobile, '');
    fireEvent.click(sendButton(dialog));
    expect(helpOf(first.email)).toBe(MSG.validEmail);
    expect(helpOf(first.mobile)).toBe(MSG.mobileInvalid);
    await waitFor(() => expect(document.activeElement).toBe(first.email));
    expect(callsTo(fetchMock, '/api/Message/SendSms')).toHaveLength(0);
  });

  it('adds rows (focusing the new one) up to 50 and removes them', async () => {
    const { dialog } = await openSmsDialog();
    const remove1 = within(dialog).getByRole('button', { name: 'Remove candidate 1' }) as HTMLButtonElement;
    expect(remove1.disabled).toBe(true);

    const add = within(dialog).getByRole('button', { name: 'Add a candidate' }) as HTMLButtonElement;
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(candidate(dialog, 2).firstName));
    type(candidate(dialog, 2).firstName, 'Grace');
    expect(within(dialog).getByText(`2 of ${SMS_DIALOG_MAX_ROWS} candidates`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove candidate 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Candidate 2' })).toBeNull();
    // The row that was second is now the first, with what was typed in it.
    expect(candidate(dialog, 1).firstName.value).toBe('Grace');
    expect(document.activeElement).toBe(add);

    for (let n = 1; n < SMS_DIALOG_MAX_ROWS; n += 1) fireEvent.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^Candidate \d+$/ })).toHaveLength(SMS_DIALOG_MAX_ROWS);
    expect(add.disabled).toBe(true);
  });

  it('sends the rows (a blank one skipped) with the number in E.164, toasts each result and keeps the refused row', async () => {
    const { dialog, fetchMock } = await openSmsDialog({
      routes: [sendSmsReply({ '+61412345679': '409', '+14155552671': '400' })],
    });
    fill(dialog, 1, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', mobile: '0412 345 678' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a candidate' }));
    fill(dialog, 2, { email: 'bob@example.com', mobile: '+61 412 345 679' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a candidate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a candidate' }));
    fill(dialog, 4, { firstName: 'Cy', email: 'cy@example.org', mobile: '+1 415 555 2671' });
    fireEvent.click(sendButton(dialog));

    // Each toast is also spoken through a live region while the dialog is open: found once or twice.
    expect(await screen.findAllByText(MSG.smsSentTo('+61 412 345 678'))).not.toHaveLength(0);
    expect(screen.getAllByText(MSG.alreadyMailSentTo('bob@example.com'))).not.toHaveLength(0);
    expect(screen.getAllByText(`+1 415 555 2671: ${MSG.mobileNotMobile}`)).not.toHaveLength(0);

    const calls = callsTo(fetchMock, '/api/Message/SendSms');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(Object.fromEntries(url.searchParams)).toEqual({ FromName: 'Ada Lovelace' });
    const base = { fk_Enterprise_ID: 7, fk_Job_ID: null, fk_Campaign_ID: 42 };
    expect(JSON.parse(String(init.body))).toEqual([
      {
        ...base,
        CampaignLine_CandidateEmail: 'ada@example.com',
        CampaignLine_CandidatePhone: '+61412345678',
        CampaignLine_CandidateFirstName: 'Ada',
        CampaignLine_CandidateLastName: 'Lovelace',
      },
      { ...base, CampaignLine_CandidateEmail: 'bob@example.com', CampaignLine_CandidatePhone: '+61412345679' },
      {
        ...base,
        CampaignLine_CandidateEmail: 'cy@example.org',
        CampaignLine_CandidatePhone: '+14155552671',
        CampaignLine_CandidateFirstName: 'Cy',
      },
    ]);

    // Only the refused row stays, with the server's reason under its number, which has the focus.
    await waitFor(() => expect(within(dialog).getAllByRole('group', { name: /^Candidate \d+$/ })).toHaveLength(1));
    const left = candidate(dialog, 1);
    expect(left.email.value).toBe('cy@example.org');
    expect(helpOf(left.mobile)).toBe(MSG.mobileNotMobile);
    await waitFor(() => expect(document.activeElement).toBe(left.mobile));
    // Correcting the number clears the server's reason.
    type(left.mobile, '+1 415 555 2672');
    expect(helpOf(left.mobile)).toBe('Texted at +1 415 555 2672');
  });

  it('closes once every candidate is sent or already invited', async () => {
    const { dialog } = await openSmsDialog({ routes: [sendSmsReply({ '+61412345679': '409' })] });
    fill(dialog, 1, { email: 'ada@example.com', mobile: '+61 412 345 678' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a candidate' }));
    fill(dialog, 2, { email: 'bob@example.com', mobile: '+61 412 345 679' });
    fireEvent.click(sendButton(dialog));
    expect(await screen.findAllByText(MSG.smsSentTo('+61 412 345 678'))).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite by text message' })).toBeNull());
  });

  it('a 402 opens the package-limit modal, naming the limit from its details', async () => {
    const { dialog } = await openSmsDialog({
      routes: [
        {
          method: 'POST',
          path: '/api/Message/SendSms',
          reply: fail(402, MSG.packageLimitText, { limit: ['sms'], used: ['50'], allowed: ['50'], packageName: ['Starter'] }),
        },
      ],
    });
    fill(dialog, 1, { email: 'ada@example.com', mobile: '+61 412 345 678' });
    fireEvent.click(sendButton(dialog));
    const limit = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(limit).getByText(/50 of 50 on Starter/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite by text message' })).toBeNull();
  });

  it('a failed request says something went wrong and keeps the rows', async () => {
    const { dialog } = await openSmsDialog({ routes: [{ method: 'POST', path: '/api/Message/SendSms', reply: fail(500) }] });
    fill(dialog, 1, { email: 'ada@example.com', mobile: '+61 412 345 678' });
    fireEvent.click(sendButton(dialog));
    expect(await screen.findAllByText(MSG.somethingWentWrongDot)).not.toHaveLength(0);
    await waitFor(() => expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(false));
    expect(candidate(dialog, 1).email.value).toBe('ada@example.com');
  });
});
