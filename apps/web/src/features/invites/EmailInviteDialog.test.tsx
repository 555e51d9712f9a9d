import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, ok } from '../../test/api';
import { openInvitePage, sendEmailReply } from './inviteTestSupport';
import { addChips, canSend, pendingRecipients, splitEmails } from './emailChips';

async function openEmailDialog(options: Parameters<typeof openInvitePage>[0] = {}) {
  const fetchMock = await openInvitePage(options);
  fireEvent.click(screen.getByRole('button', { name: /^Email Invite/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite By Email' });
  const field = within(dialog).getByLabelText('Candidate emails') as HTMLInputElement;
  return { fetchMock, dialog, field };
}

const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } });
const chipsOf = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function sendTooltip(dialog: HTMLElement): Promise<string> {
  fireEvent.mouseOver(within(dialog).getByRole('button', { name: 'Send' }).parentElement!);
  const tooltip = await screen.findByRole('tooltip');
  const text = tooltip.textContent ?? '';
  fireEvent.mouseLeave(within(dialog).getByRole('button', { name: 'Send' }).parentElement!);
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  return text;
}

describe('email chips', () => {
  it('split typed text on spaces, commas and line breaks', () => {
    expect(splitEmails(' a@b.com  c@d.org,e@f.net\n')).toEqual(['a@b.com', 'c@d.org', 'e@f.net']);
  });

  it('add chips once, ignoring case, and include the text left in the field', () => {
    expect(addChips(['a@b.com'], ['A@B.com', 'c@d.org'])).toEqual(['a@b.com', 'c@d.org']);
    expect(pendingRecipients(['a@b.com'], 'c@d.org e@f.net')).toEqual(['a@b.com', 'c@d.org', 'e@f.net']);
  });

  it('allow sending only a non-empty list of valid candidate addresses (final label 2 to 4)', () => {
    expect(canSend([])).toBe(false);
    expect(canSend(['a@b.com', 'x@y.info'])).toBe(true);
    expect(canSend(['a@b.com', 'x@y.museum'])).toBe(false);
    expect(canSend(['a@b'])).toBe(false);
  });
});

describe('Invite By Email dialog', () => {
  it('checks the plan first and shows the invites left', async () => {
    const { dialog, fetchMock } = await openEmailDialog({ remaining: 3 });
    expect(within(dialog).getByText(MSG.invitesLeft(3))).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Subscriber/GetRemainingUsers')[0][0].searchParams.get('fk_Enterprise_ID')).toBe('7');
  });

  it('with no invites left it opens the package-limit modal instead', async () => {
    await openInvitePage({ remaining: 0 });
    fireEvent.click(screen.getByRole('button', { name: /^Email Invite/ }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Invite By Email' })).toBeNull();
  });

  it('commits chips on Space, Enter, comma and blur; invalid ones are red with the field error', async () => {
    const { dialog, field } = await openEmailDialog();
    expect(field.getAttribute('placeholder')).toBe('Enter a Email');
    expect(await sendTooltip(dialog)).toBe('Disabled');

    type(field, 'ada@example.com');
    fireEvent.keyDown(field, { key: ' ' });
    type(field, 'bad@example');
    fireEvent.keyDown(field, { key: 'Enter' });
    type(field, 'cy@example.org');
    fireEvent.keyDown(field, { key: ',' });
    type(field, 'di@example.net');
    fireEvent.blur(field);
    expect(chipsOf(dialog)).toEqual(['ada@example.com', 'bad@example', 'cy@example.org', 'di@example.net']);
    expect(field.value).toBe('');

    const bad = within(dialog).getByRole('button', { name: /^bad@example, not a valid email/ });
    expect(bad.getAttribute('data-invalid')).toBe('true');
    expect(bad.className).toMatch(/colorError/);
    expect(within(dialog).getByText(MSG.validEmail)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await sendTooltip(dialog)).toBe('Disabled');

    // The Delete key on a chip removes it.
    fireEvent.keyUp(bad, { key: 'Delete' });
    await waitFor(() => expect(chipsOf(dialog)).toEqual(['ada@example.com', 'cy@example.org', 'di@example.net']));
    expect(within(dialog).queryByText(MSG.validEmail)).toBeNull();
    expect(await sendTooltip(dialog)).toBe('Send Invite');
  });

  it('typing a separator commits what precedes it; Backspace in an empty field removes the last chip', async () => {
    const { dialog, field } = await openEmailDialog();
    type(field, 'ada@example.com bob@example.com,cy');
    expect(chipsOf(dialog)).toEqual(['ada@example.com', 'bob@example.com']);
    expect(field.value).toBe('cy');
    type(field, '');
    fireEvent.keyDown(field, { key: 'Backspace' });
    expect(chipsOf(dialog)).toEqual(['ada@example.com']);
  });

  it('sends chips plus the text left in the field (split on spaces) with the sender, one toast per row', async () => {
    const { dialog, field, fetchMock } = await openEmailDialog({
      routes: [sendEmailReply({ 'bob@example.com': '409', 'cy@example.org': '400' })],
    });
    type(field, 'ada@example.com cy@example.org ');
    // Text never committed as a chip is sent too.
    type(field, 'bob@example.com');
    expect(chipsOf(dialog)).toEqual(['ada@example.com', 'cy@example.org']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    // Each toast is also spoken through a live region while the dialog is open: found once or twice.
    expect(await screen.findAllByText(MSG.mailSentTo('ada@example.com'))).not.toHaveLength(0);
    expect(screen.getAllByText(MSG.alreadyMailSentTo('bob@example.com'))).not.toHaveLength(0);
    expect(screen.getAllByText(MSG.invalidEmailFor('cy@example.org'))).not.toHaveLength(0);

    const calls = callsTo(fetchMock, '/api/Message/SendEmail');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(Object.fromEntries(url.searchParams)).toEqual({
      FromName: 'Ada Lovelace',
      FromMail: 'ada@example.com',
      Campaign_Name: 'Barista',
      Enterprise_Name: 'Acme Recruiting',
    });
    expect(JSON.parse(String(init.body))).toEqual(
      ['ada@example.com', 'cy@example.org', 'bob@example.com'].map((email) => ({
        fk_Enterprise_ID: 7,
        fk_Job_ID: null,
        fk_Campaign_ID: 42,
        CampaignLine_CandidateEmail: email,
      })),
    );
    // The address the server refused stays to be corrected.
    await waitFor(() => expect(chipsOf(dialog)).toEqual(['cy@example.org']));
  });

  it('closes once every address is sent or already invited', async () => {
    const { dialog, field } = await openEmailDialog({ routes: [sendEmailReply()] });
    type(field, 'ada@example.com ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(MSG.mailSentTo('ada@example.com'))).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite By Email' })).toBeNull());
  });

  it('a 402 opens the package-limit modal', async () => {
    const { dialog, field } = await openEmailDialog({
      routes: [{ method: 'POST', path: '/api/Message/SendEmail', reply: fail(402, MSG.packageLimitText, { remainingInvites: ['0'] }) }],
    });
    type(field, 'ada@example.com ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
  });

  it('a failure or an answer without rows says something went wrong', async () => {
    let reply = fail(500);
    const { dialog, field } = await openEmailDialog({
      routes: [{ method: 'POST', path: '/api/Message/SendEmail', reply: () => reply }],
    });
    type(field, 'ada@example.com ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(MSG.somethingWentWrongDot)).not.toHaveLength(0);
    const toasts = () => document.querySelectorAll('.Toastify__toast').length;
    await waitFor(() => expect(toasts()).toBe(1));
    reply = ok([]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toBe(2));
    expect(document.querySelectorAll('.Toastify__toast')[0].textContent).toContain(MSG.somethingWentWrongDot);
    expect(chipsOf(dialog)).toEqual(['ada@example.com']);
  });
});
