import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail } from '../../test/api';
import { openInvitePage, sendEmailReply } from './inviteTestSupport';

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

  it('Choose another file returns to the picker', async () => {
    const { dialog } = await openCsvDialog();
    upload(dialog, 'ada@example.com');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Choose another file' }));
    expect(within(dialog).getByRole('button', { name: 'Choose a CSV file' })).toBeTruthy();
  });
});
