import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail } from '../../test/api';
import { openInvitePage, sendEmailReply, sendSmsReply } from './inviteTestSupport';

async function openCsvDialog(options: Parameters<typeof openInvitePage>[0] = {}) {
  const fetchMock = await openInvitePage(options);
  fireEvent.click(screen.getByRole('button', { name: /^Upload a CSV/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a CSV' });
  return { fetchMock, dialog };
}

function upload(dialog: HTMLElement, text: string, name = 'candidates.csv') {
  const input = within(dialog).getByLabelText('CSV file') as HTMLInputElement;
  expect(input.getAttribute('accept')).toBe('.csv,text/csv');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const FILE = [
  '\uFEFFname,email',
  'Ada Lovelace,ada@example.com',
  '"Hopper, Grace",grace@example.com',
  'Bob,bob@example',
  'Cy,',
  'Di Jones,ADA@example.com',
  'Ed,ed@example.org',
].join('\r\n');

/** A file with a mobile number column: two mobiles, a fixed line, none, a bad one, and a bad address. */
const PHONE_FILE = [
  'First Name,Last Name,Email,Mobile Number',
  'Ada,Lovelace,ada@example.com,0412 345 678',
  'Bob,,bob@example.com,02 9374 4000',
  'Cy,,cy@example.com,',
  'Di,,di@example.com,+1 415 555 2671',
  'Ed,,ed@example.com,12345',
  'Fay,,fay@example,+61 412 345 670',
].join('\n');

describe('Upload a CSV dialog', () => {
  it('previews valid, invalid (with the reason) and duplicate rows with counts', async () => {
    const { dialog } = await openCsvDialog({ remaining: 2 });
    upload(dialog, FILE);
    expect(await within(dialog).findByText('candidates.csv')).toBeTruthy();
    expect(within(dialog).getByText('3 valid')).toBeTruthy();
    expect(within(dialog).getByText('2 invalid')).toBeTruthy();
    expect(within(dialog).getByText('1 duplicates')).toBeTruthy();

    const ready = within(dialog).getByRole('table', { name: 'Ready to invite (3)' });
    expect(within(ready).getByText('Hopper, Grace')).toBeTruthy();
    const invalid = within(dialog).getByRole('table', { name: 'Invalid rows (2)' });
    expect(within(invalid).getByText(MSG.validEmail)).toBeTruthy();
    expect(within(invalid).getByText(MSG.csvMissingEmail)).toBeTruthy();
    const dups = within(dialog).getByRole('table', { name: 'Duplicates (not sent again) (1)' });
    expect(within(dups).getByText('ADA@example.com')).toBeTruthy();
    // Fewer invites left than rows: the count turns to a warning.
    expect(
      within(dialog).getByText(`${MSG.invitesLeft(2)}. If more than 2 of these addresses are new, nothing will be sent.`),
    ).toBeTruthy();
  });

  it('sends the valid rows with first and last names and sums up the result', async () => {
    const { dialog, fetchMock } = await openCsvDialog({ routes: [sendEmailReply({ 'ed@example.org': '409' })] });
    upload(dialog, FILE);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send 3 invites' }));
    expect(await within(dialog).findByText(MSG.inviteSummary(2, 1, 0))).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Sending invitations' }).getAttribute('aria-valuenow')).toBe('100');

    const calls = callsTo(fetchMock, '/api/Message/SendEmail');
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('Campaign_Name')).toBe('Barista');
    expect(JSON.parse(String(calls[0][1].body))).toEqual([
      {
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: 'ada@example.com',
        CampaignLine_CandidateFirstName: 'Ada',
        CampaignLine_CandidateLastName: 'Lovelace',
      },
      {
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: 'grace@example.com',
        CampaignLine_CandidateFirstName: 'Hopper,',
        CampaignLine_CandidateLastName: 'Grace',
      },
      {
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: 'ed@example.org',
        CampaignLine_CandidateFirstName: 'Ed',
      },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload a CSV' })).toBeNull());
  });

  it('a 402 counts the rows as failed and opens the package-limit modal', async () => {
    const { dialog } = await openCsvDialog({
      routes: [{ method: 'POST', path: '/api/Message/SendEmail', reply: fail(402, MSG.packageLimitText) }],
    });
    upload(dialog, 'ada@example.com\nbob@example.com');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send 2 invites' }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
    expect(screen.getByText(MSG.inviteSummary(0, 0, 2))).toBeTruthy();
  });

  it('refuses files over 1,000 rows and files that are not CSV', async () => {
    const { dialog } = await openCsvDialog();
    const rows = Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`).join('\n');
    upload(dialog, rows);
    expect(await within(dialog).findByText(MSG.csvTooManyRows(1001, 1000))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Send/ })).toBeNull();

    const input = within(dialog).getByLabelText('CSV file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'list.xlsx')] } });
    expect(await within(dialog).findByText(MSG.csvNotCsv)).toBeTruthy();
  });

  it('a file without a phone column offers no choice of how to send', async () => {
    const { dialog } = await openCsvDialog();
    upload(dialog, FILE);
    expect(await within(dialog).findByText('3 valid')).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Send by' })).toBeNull();
    expect(within(dialog).queryByRole('columnheader', { name: 'Phone' })).toBeNull();
  });

  it('a file with a phone column is sent by email by default, the phone going along', async () => {
    const { dialog, fetchMock } = await openCsvDialog({ routes: [sendEmailReply()] });
    upload(dialog, PHONE_FILE);
    const sendBy = await within(dialog).findByRole('radiogroup', { name: 'Send by' });
    expect((within(sendBy).getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('5 valid')).toBeTruthy();
    const ready = within(dialog).getByRole('table', { name: 'Ready to invite (5)' });
    expect(within(ready).getByRole('columnheader', { name: 'Phone' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 5 invites' }));
    expect(await within(dialog).findByText(MSG.inviteSummary(5, 0, 0))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Message/SendSms')).toHaveLength(0);
    const body = JSON.parse(String(callsTo(fetchMock, '/api/Message/SendEmail')[0][1].body)) as Record<string, unknown>[];
    expect(body.map((item) => [item.CampaignLine_CandidateEmail, item.CampaignLine_CandidatePhone])).toEqual([
      ['ada@example.com', '+61412345678'],
      ['bob@example.com', '02 9374 4000'],
      ['cy@example.com', undefined],
      ['di@example.com', '+14155552671'],
      ['ed@example.com', '12345'],
    ]);
  });

  it('by text message, rows without a valid mobile are invalid and the rest go to SendSms', async () => {
    const { dialog, fetchMock } = await openCsvDialog({ routes: [sendSmsReply({ '+14155552671': '409' })] });
    upload(dialog, PHONE_FILE);
    const sendBy = await within(dialog).findByRole('radiogroup', { name: 'Send by' });
    fireEvent.click(within(sendBy).getByRole('radio', { name: 'Text message' }));

    expect(within(dialog).getByText('2 valid')).toBeTruthy();
    expect(within(dialog).getByText('4 invalid')).toBeTruthy();
    const ready = within(dialog).getByRole('table', { name: 'Ready to invite (2)' });
    // The numbers as they will be texted.
    expect(within(ready).getByText('+61 412 345 678')).toBeTruthy();
    expect(within(ready).getByText('+1 415 555 2671')).toBeTruthy();
    const invalid = within(dialog).getByRole('table', { name: 'Invalid rows (4)' });
    const reasons = within(invalid)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));
    expect(reasons).toEqual([
      ['3', 'Bob', 'bob@example.com', '02 9374 4000', MSG.mobileNotMobile],
      ['4', 'Cy', 'cy@example.com', '—', MSG.mobileInvalid],
      ['6', 'Ed', 'ed@example.com', '12345', MSG.mobileInvalid],
      ['7', 'Fay', 'fay@example', '+61 412 345 670', MSG.validEmail],
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 text messages' }));
    expect(await within(dialog).findByText(MSG.inviteSummary(1, 1, 0))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Message/SendEmail')).toHaveLength(0);
    const calls = callsTo(fetchMock, '/api/Message/SendSms');
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('FromName')).toBe('Ada Lovelace');
    expect(JSON.parse(String(calls[0][1].body))).toEqual([
      {
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: 'ada@example.com',
        CampaignLine_CandidatePhone: '+61412345678',
        CampaignLine_CandidateFirstName: 'Ada',
        CampaignLine_CandidateLastName: 'Lovelace',
      },
      {
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: 'di@example.com',
        CampaignLine_CandidatePhone: '+14155552671',
        CampaignLine_CandidateFirstName: 'Di',
      },
    ]);
    // The choice cannot change once sent.
    expect((within(sendBy).getByRole('radio', { name: 'Email' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('by text message, a 402 counts the rows as failed and opens the package-limit modal', async () => {
    const { dialog } = await openCsvDialog({
      routes: [{ method: 'POST', path: '/api/Message/SendSms', reply: fail(402, MSG.packageLimitText, { limit: ['sms'], used: ['9'], allowed: ['9'], packageName: ['Starter'] }) }],
    });
    upload(dialog, PHONE_FILE);
    fireEvent.click(within(await within(dialog).findByRole('radiogroup', { name: 'Send by' })).getByRole('radio', { name: 'Text message' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 text messages' }));
    const limit = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(limit).getByText(/9 of 9 on Starter/)).toBeTruthy();
    expect(screen.getByText(MSG.inviteSummary(0, 0, 2))).toBeTruthy();
  });

  it('Choose another file returns to the picker', async () => {
    const { dialog } = await openCsvDialog();
    upload(dialog, 'ada@example.com');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose another file' }));
    expect(within(dialog).getByRole('button', { name: 'Choose a CSV file' })).toBeTruthy();
  });
});
