import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, fail, mockApi, ok } from './test/api';
import { buildUser } from './test/fixtures';
import { renderApp } from './test/render';
import { buildEnterprise } from './test/organisation';

const EMAIL = 'ada@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}`;

function signedIn() {
  window.localStorage.setItem('candid.loggedIn', '1');
  window.localStorage.setItem('candid.userName', EMAIL);
}

function userApi(user = buildUser()) {
  return mockApi([
    { method: 'GET', path: USER_PATH, reply: ok(user) },
    { method: 'GET', path: '/api/Enterprise/7', reply: ok(buildEnterprise({ Enterprise_Name: 'Acme' })) },
  ]);
}

const location = () => screen.getByTestId('location').textContent;

describe('guards: not signed in', () => {
  it.each(['/dashboard', '/campaign/instant/invite', '/onboarding', '/company/edit', '/no/such/page'])(
    '%s redirects to /login',
    async (path) => {
      const fetchMock = userApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
      expect(location()).toBe('/login');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it.each(['/', '/login', '/registration', '/registration/PROMO1', '/forgotpassword'])(
    '%s is public',
    async (path) => {
      userApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(location()).toBe(path);
    },
  );

  it('a marker without a stored user name counts as signed out', async () => {
    window.localStorage.setItem('candid.loggedIn', '1');
    userApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});

describe('guards: signed in', () => {
  it('loads the user by the stored user name, with a spinner meanwhile', async () => {
    signedIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockApi([
      {
        method: 'GET',
        path: USER_PATH,
        reply: async () => {
          await gate;
          return ok(buildUser());
        },
      },
    ]);
    renderApp('/dashboard');
    expect(await screen.findByRole('progressbar', { name: 'Loading your account' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(callsTo(fetchMock, USER_PATH)).toHaveLength(1);
    expect(callsTo(fetchMock, USER_PATH)[0][1].credentials).toBe('include');
  });

  it.each(['/', '/login', '/registration', '/registration/CODE'])('%s redirects to /dashboard', async (path) => {
    signedIn();
    userApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });

  it('an unknown path under the layout redirects to /dashboard', async () => {
    signedIn();
    userApi();
    renderApp('/campaign/nope/really');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
  });

  it.each([
    ['/terms-of-condition', 'Terms of Service'],
    ['/billing-method', 'Billing Method'],
  ])('%s renders its page inside the layout', async (path, heading) => {
    signedIn();
    userApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/accessibility is public: the statement, with no account and no layout', async () => {
    renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeTruthy();
    expect(screen.getByText(/WCAG\) 2\.1 at level AA/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(location()).toBe('/accessibility');
  });

  it('a user still onboarding is sent to /onboarding from any protected path', async () => {
    signedIn();
    userApi(buildUser({ IsOnBoardingProcess: true }));
    renderApp('/templates');
    expect(await screen.findByRole('heading', { name: 'Welcome to Candid' })).toBeTruthy();
    expect(location()).toBe('/onboarding');
  });

  it('a user who finished onboarding is sent from /onboarding to /dashboard', async () => {
    signedIn();
    userApi();
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Welcome to Candid' })).toBeNull();
  });

  it.each(['/campaign/edit', '/campaign/edit?id=abc', '/campaign/instant/edit'])(
    '%s without a job goes to the job list, not a blank "Create Job"',
    async (path) => {
      signedIn();
      userApi();
      renderApp(path);
      await waitFor(() => expect(location()).toBe('/campaign'));
      expect(screen.queryByRole('heading', { name: 'Create Job' })).toBeNull();
    },
  );

  it('a 401 clears storage and the cache and goes to /login', async () => {
    signedIn();
    window.localStorage.setItem('something.else', 'x');
    mockApi([{ method: 'GET', path: USER_PATH, reply: fail(401, 'Authorization has been denied for this request.') }]);
    const { queryClient } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('another failure loading the user offers a retry', async () => {
    signedIn();
    let calls = 0;
    mockApi([
      {
        method: 'GET',
        path: USER_PATH,
        reply: () => {
          calls += 1;
          return calls === 1 ? fail(500, 'Database unavailable') : ok(buildUser());
        },
      },
    ]);
    renderApp('/dashboard');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

describe('invite landing /invite/:id/:eId/:statusId (reading A)', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwx';

  it('clears the stored session, stores the ids and shows the invitation registration', async () => {
    signedIn();
    const fetchMock = mockApi([
      { method: 'POST', path: '/api/Account/Logout', reply: ok(true) },
      {
        method: 'GET',
        path: '/api/Account/Invitation',
        reply: ok({ User_Email: 'new@example.com', Enterprise_Name: 'Acme', User_AccessLevel: 270 }),
      },
    ]);
    renderApp(`/invite/42/7/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    expect(location()).toBe('/registration');
    expect(window.localStorage.getItem('candid.loggedIn')).toBeNull();
    expect(window.localStorage.getItem('candid.userName')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('candid.registration') ?? 'null')).toEqual({
      userId: 42,
      enterpriseId: 7,
      userStatusId: TOKEN,
    });
    const [url] = callsTo(fetchMock, '/api/Account/Invitation')[0];
    expect(Object.fromEntries(url.searchParams)).toEqual({ userId: '42', enterpriseId: '7', token: TOKEN });
    await waitFor(() => expect(callsTo(fetchMock, '/api/Account/Logout').length).toBeGreaterThan(0));
  });
});
