import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';

const owner = buildUser();
const TAKEN = 'taken@example.com';

function routes(extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    {
      method: 'POST',
      path: '/api/Account/isEmailExists',
      reply: (url) => ok(url.searchParams.get('email') === TAKEN),
    },
    { method: 'GET', path: USER_PATH, reply: ok(owner) },
    { method: 'GET', path: '/api/User/GetUserByEnterpriseId', reply: ok([owner]) },
    ...baseRoutes(),
  ];
}

async function openDialog(extra: MockRoute[] = []) {
  signIn();
  const fetchMock = mockApi(routes(extra));
  renderApp('/user');
  await screen.findByRole('heading', { name: 'No team members yet' });
  fireEvent.click(screen.getAllByRole('button', { name: 'Invite User' })[0]);
  const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
  const input = within(dialog).getByRole('textbox', { name: 'Email addresses' });
  return { fetchMock, dialog, input };
}

const send = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe('Invite-user dialog (SPEC §5)', () => {
  it('commits a valid, unused address as a chip on Enter, trimmed', async () => {
    const { fetchMock, dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: ' grace@example.com ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const chips = await within(dialog).findByRole('list', { name: 'Addresses to invite' });
    expect(within(chips).getByText('grace@example.com')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    const [[url]] = callsTo(fetchMock, '/api/Account/isEmailExists');
    expect(url.searchParams.get('email')).toBe('grace@example.com');
  });

  it('commits on Space and on blur too', async () => {
    const { dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: 'a@example.com' } });
    fireEvent.keyDown(input, { key: ' ' });
    await within(dialog).findByText('a@example.com');
    fireEvent.change(input, { target: { value: 'b@example.com' } });
    fireEvent.blur(input);
    await within(dialog).findByText('b@example.com');
  });

  it('an invalid address shows the message, stays in the field, blocks Send, and is not checked', async () => {
    const { fetchMock, dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(dialog).findByText(MSG.validEmail)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('not-an-email');
    expect(send(dialog).disabled).toBe(true);
    expect(callsTo(fetchMock, '/api/Account/isEmailExists')).toHaveLength(0);
    // Editing the text clears the message.
    fireEvent.change(input, { target: { value: 'not-an-email@example.com' } });
    await waitFor(() => expect(within(dialog).queryByText(MSG.validEmail)).toBeNull());
    expect(send(dialog).disabled).toBe(false);
  });

  it('an address that already has an account shows the server check message and blocks Send', async () => {
    const { dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: TAKEN } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(dialog).findByText(MSG.emailAlreadyExist)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Addresses to invite' })).toBeNull();
    expect(send(dialog).disabled).toBe(true);
  });

  it('asks for an access level before sending', async () => {
    const { fetchMock, dialog, input } = await openDialog();
    fireEvent.change(input, { target: { value: 'grace@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(dialog).findByText('grace@example.com');
    fireEvent.click(send(dialog));
    expect(await within(dialog).findByText(MSG.selectAccessLevel)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Message/SendInviteUser')).toHaveLength(0);
  });

  it('offers only Administrator and Hiring Manager', async () => {
    const { dialog } = await openDialog();
    const group = within(dialog).getByRole('radiogroup');
    expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      String(ACCESS_LEVEL.Administrator),
      String(ACCESS_LEVEL.HiringManager),
    ]);
  });

  it('sends once with a spinner, then shows each recipient result and refreshes the list', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { fetchMock, dialog, input } = await openDialog([
      {
        method: 'POST',
        path: '/api/Message/SendInviteUser',
        reply: async () => {
          await gate;
          return ok([
            [0, '200', MSG.mailSentTo('grace@example.com'), 'grace@example.com'],
            [1, '409', MSG.emailAlreadyExist, 'late@example.com'],
          ]);
        },
      },
    ]);
    fireEvent.change(input, { target: { value: 'grace@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(dialog).findByText('grace@example.com');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hiring Manager' }));
    // The typed address not yet committed is checked and included.
    fireEvent.change(input, { target: { value: 'late@example.com' } });
    fireEvent.click(send(dialog));
    await waitFor(() => expect(send(dialog).disabled).toBe(true));
    fireEvent.click(send(dialog));
    const listLoads = callsTo(fetchMock, '/api/User/GetUserByEnterpriseId').length;
    release();

    const results = await within(dialog).findByRole('status');
    expect(within(results).getByText('Successfully mail sent to grace@example.com.')).toBeTruthy();
    expect(within(results).getByText(MSG.emailAlreadyExist)).toBeTruthy();
    const calls = callsTo(fetchMock, '/api/Message/SendInviteUser');
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url.searchParams.get('enterpriseID')).toBe('7');
    expect(url.searchParams.get('userAccessLevelId')).toBe(String(ACCESS_LEVEL.HiringManager));
    expect(JSON.parse(String(init.body))).toEqual(['grace@example.com', 'late@example.com']);
    await waitFor(() => expect(callsTo(fetchMock, '/api/User/GetUserByEnterpriseId').length).toBeGreaterThan(listLoads));
  });

  it('a failed send says Something went wrong.', async () => {
    const { dialog, input } = await openDialog([{ method: 'POST', path: '/api/Message/SendInviteUser', reply: fail(500) }]);
    fireEvent.change(input, { target: { value: 'grace@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(dialog).findByText('grace@example.com');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(send(dialog));
    expect(await screen.findByText(MSG.somethingWentWrongDot)).toBeTruthy();
  });

  it('402 closes the dialog and opens the package-limit dialog', async () => {
    const { dialog, input } = await openDialog([
      { method: 'POST', path: '/api/Message/SendInviteUser', reply: fail(402, MSG.packageLimitText) },
    ]);
    fireEvent.change(input, { target: { value: 'grace@example.com' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(dialog).findByText('grace@example.com');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    fireEvent.click(send(dialog));
    const limit = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(limit).getByText(MSG.packageLimitText)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).toBeNull());
  });
});
