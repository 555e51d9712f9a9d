import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_LEVEL, MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockRoute } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { USER_PATH, baseRoutes, signIn } from '../../test/session';

const owner = buildUser();
const grace = buildUser({ pk_User_ID: 12, User_FirstName: 'Grace', User_LastName: 'Hopper', User_Email: 'grace@example.com', User_AccessLevel: ACCESS_LEVEL.Administrator });
const alan = buildUser({ pk_User_ID: 13, User_FirstName: 'Alan', User_LastName: 'Turing', User_Email: 'alan@example.com', User_AccessLevel: ACCESS_LEVEL.HiringManager, User_Status: 0 });
const invitee = buildUser({ pk_User_ID: 14, User_FirstName: '', User_LastName: '', User_Email: 'new@example.com', User_AccessLevel: ACCESS_LEVEL.HiringManager, User_Status: 0, User_InvitePending: true });

function routes(me = owner, team = [owner, grace, alan, invitee], extra: MockRoute[] = []): MockRoute[] {
  return [
    ...extra,
    { method: 'GET', path: USER_PATH, reply: ok(me) },
    { method: 'GET', path: '/api/User/GetUserByEnterpriseId', reply: ok(team) },
    ...baseRoutes(),
  ];
}

async function renderTeam(fetchRoutes: MockRoute[]) {
  signIn();
  const fetchMock = mockApi(fetchRoutes);
  renderApp('/user');
  const list = await screen.findByRole('list', { name: 'Team members' });
  return { fetchMock, list };
}

const rowOf = (list: HTMLElement, name: string) => within(list).getByText(name).closest('li')!;

describe('Team page', () => {
  it('shows the company with its owner in the header and every other member in the list', async () => {
    const { list } = await renderTeam(routes());
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByText('Acme Recruiting')).toBeTruthy();
    expect(within(company).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(company).getByText(/Owner/)).toBeTruthy();

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(list).queryByText('Ada Lovelace')).toBeNull();
    expect(within(rowOf(list, 'Grace Hopper')).getByText('Active')).toBeTruthy();
    expect(within(rowOf(list, 'Alan Turing')).getByText('Inactive')).toBeTruthy();
    // A pending invitee shows by address, marked as invited, without a status link.
    const pending = rowOf(list, 'new@example.com');
    expect(within(pending).getByText('Invited')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /activate/i })).toBeNull();
  });

  it('the owner sees Invite User, the status links and the role menus', async () => {
    const { list } = await renderTeam(routes());
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeTruthy();
    expect(within(rowOf(list, 'Grace Hopper')).getByRole('button', { name: 'Deactivate Grace Hopper' })).toBeTruthy();
    expect(within(rowOf(list, 'Alan Turing')).getByRole('button', { name: 'Activate Alan Turing' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Change role of Grace Hopper/ })).toBeTruthy();
  });

  it.each([
    [ACCESS_LEVEL.Administrator, false],
    [ACCESS_LEVEL.Admin, true],
    [ACCESS_LEVEL.HiringManager, false],
  ])(
    'level %i sees the list with role labels, Invite User only where the server allows it (%s), no status link or role menu',
    async (level, invites) => {
      const me = buildUser({ ...grace, User_AccessLevel: level, User_Email: 'ada@example.com' });
      const { list } = await renderTeam(routes(me, [owner, { ...grace, User_AccessLevel: level }, alan]));
      expect(within(rowOf(list, 'Alan Turing')).getByText('Hiring Manager')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Invite User' }) !== null).toBe(invites);
      expect(within(list).queryByRole('button', { name: /activate/i })).toBeNull();
      expect(within(list).queryByRole('button', { name: /Change role/ })).toBeNull();
    },
  );

  it('deactivating asks for confirmation, then sends the status and does not check the plan', async () => {
    let team = [owner, grace, alan];
    const { fetchMock, list } = await renderTeam(
      routes(owner, team, [
        { method: 'GET', path: '/api/User/GetUserByEnterpriseId', reply: () => ok(team) },
        {
          method: 'PUT',
          path: '/api/User',
          reply: (_url, init) => {
            const body = JSON.parse(String(init.body)) as { User_Status: number };
            team = [owner, { ...grace, User_Status: body.User_Status }, alan];
            return ok(team[1]);
          },
        },
      ]),
    );
    fireEvent.click(within(rowOf(list, 'Grace Hopper')).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(within(dialog).getByText(MSG.userStatusConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = callsTo(fetchMock, '/api/User');
    expect(JSON.parse(String(init.body))).toEqual({ pk_User_ID: 12, User_Status: 0 });
    expect(callsTo(fetchMock, '/api/Subscriber/GetRemainingUsers')).toHaveLength(0);
    await waitFor(() => expect(within(rowOf(screen.getByRole('list', { name: 'Team members' }), 'Grace Hopper')).getByText('Inactive')).toBeTruthy());
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { fetchMock, list } = await renderTeam(routes());
    fireEvent.click(within(rowOf(list, 'Grace Hopper')).getByRole('button', { name: 'Deactivate Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
  });

  it('activating checks the remaining invites first and sends the status when some are left', async () => {
    const { fetchMock, list } = await renderTeam(
      routes(owner, undefined, [
        { method: 'GET', path: '/api/Subscriber/GetRemainingUsers', reply: ok(3) },
        { method: 'PUT', path: '/api/User', reply: ok({ ...alan, User_Status: 1 }) },
      ]),
    );
    fireEvent.click(within(rowOf(list, 'Alan Turing')).getByRole('button', { name: 'Activate Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/User')).toHaveLength(1));
    const [[url]] = callsTo(fetchMock, '/api/Subscriber/GetRemainingUsers');
    expect(url.searchParams.get('fk_Enterprise_ID')).toBe('7');
    expect(JSON.parse(String(callsTo(fetchMock, '/api/User')[0][1].body))).toEqual({ pk_User_ID: 13, User_Status: 1 });
  });

  it('activating with no invites left opens the package-limit dialog and changes nothing', async () => {
    const { fetchMock, list } = await renderTeam(
      routes(owner, undefined, [{ method: 'GET', path: '/api/Subscriber/GetRemainingUsers', reply: ok(0) }]),
    );
    fireEvent.click(within(rowOf(list, 'Alan Turing')).getByRole('button', { name: 'Activate Alan Turing' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Activate user' })).getByRole('button', { name: 'Activate' }));
    const limit = await screen.findByRole('dialog', { name: MSG.packageLimitTitle });
    expect(within(limit).getByText(MSG.packageLimitText)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/User')).toHaveLength(0);
    fireEvent.click(within(limit).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/packages'));
  });

  it("the server's 402 on the status change opens the package-limit dialog too", async () => {
    const { list } = await renderTeam(
      routes(owner, undefined, [
        { method: 'GET', path: '/api/Subscriber/GetRemainingUsers', reply: ok(null) },
        { method: 'PUT', path: '/api/User', reply: fail(402, MSG.packageLimitText) },
      ]),
    );
    fireEvent.click(within(rowOf(list, 'Alan Turing')).getByRole('button', { name: 'Activate Alan Turing' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Activate user' })).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: MSG.packageLimitTitle })).toBeTruthy();
  });

  it('the owner changes a role from the menu and sees the toast', async () => {
    const { fetchMock, list } = await renderTeam(
      routes(owner, undefined, [{ method: 'PUT', path: '/api/User', reply: ok({ ...grace, User_AccessLevel: ACCESS_LEVEL.Admin }) }]),
    );
    fireEvent.click(within(list).getByRole('button', { name: /Change role of Grace Hopper/ }));
    const menu = await screen.findByRole('menu', { name: 'Role of Grace Hopper' });
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Administrator', 'Admin', 'Hiring Manager']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Admin' }));
    expect(await screen.findByText(MSG.roleChanged)).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/User')[0][1].body))).toEqual({ pk_User_ID: 12, User_AccessLevel: ACCESS_LEVEL.Admin });
  });

  it('shows the empty state with Invite User when the owner is alone', async () => {
    signIn();
    mockApi(routes(owner, [owner]));
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'No team members yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Invite User' })).toHaveLength(2);
  });

  it('searches the team with the typed text', async () => {
    const { fetchMock } = await renderTeam(routes());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search team' }), { target: { value: 'grace' } });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/User/GetUserByEnterpriseId').some(([url]) => url.searchParams.get('searchText') === 'grace')).toBe(true),
    );
  });

  it('shows the error with Retry when the list cannot load', async () => {
    signIn();
    mockApi([{ method: 'GET', path: '/api/User/GetUserByEnterpriseId', reply: fail(500, 'Something went wrong') }, ...routes()]);
    renderApp('/user');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
