import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, type MockReply } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** The token answer: the wrapper with the OAuth2 token as its data, repeated at its top level. */
function tokenReply(expiresIn: number): MockReply {
  const token = { access_token: 'x', token_type: 'bearer', expires_in: expiresIn, userName: EMAIL };
  return { status: 200, body: { successful: true, status: 200, data: token, ...token } };
}

const EMAIL = 'ada@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}`;

async function submitLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('links to forgot password and sign up', async () => {
    mockApi([]);
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/registration');
  });

  it('posts the password grant as a form, stores the marker and goes to the dashboard', async () => {
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/token',
        reply: tokenReply(3600),
      },
      { method: 'GET', path: USER_PATH, reply: ok(buildUser()) },
    ]);
    renderApp('/login');
    await submitLogin(EMAIL, 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();

    const [, init] = callsTo(fetchMock, '/api/token')[0];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      username: EMAIL,
      password: 'Secret#123',
      grant_type: 'password',
    });
    expect(init.credentials).toBe('include');
    expect(window.localStorage.getItem('candid.loggedIn')).toBe('1');
    expect(window.localStorage.getItem('candid.userName')).toBe(EMAIL);
    // Nothing secret is kept in the browser's storage.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('Secret#123');
    expect(callsTo(fetchMock, USER_PATH)).toHaveLength(1);
  });

  it('sends a flagged user to onboarding after login', async () => {
    mockApi([
      { method: 'POST', path: '/api/token', reply: tokenReply(1) },
      { method: 'GET', path: USER_PATH, reply: ok(buildUser({ IsOnBoardingProcess: true })) },
    ]);
    renderApp('/login');
    await submitLogin(EMAIL, 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Welcome to Candid' })).toBeTruthy();
  });

  it('shows the server message and stays on the page when the credentials are wrong', async () => {
    mockApi([{ method: 'POST', path: '/api/token', reply: fail(400, MSG.invalidLogin) }]);
    renderApp('/login');
    await submitLogin(EMAIL, 'wrong');
    expect(await screen.findByText(MSG.invalidLogin)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(window.localStorage.getItem('candid.loggedIn')).toBeNull();
  });

  it('a 401 from the login call itself does not trigger the sign-out redirect', async () => {
    window.localStorage.setItem('candid.registration', '{"userId":1,"enterpriseId":2,"userStatusId":"x"}');
    mockApi([{ method: 'POST', path: '/api/token', reply: fail(401, MSG.userInactive) }]);
    renderApp('/login');
    await submitLogin(EMAIL, 'whatever');
    expect(await screen.findByText(MSG.userInactive)).toBeTruthy();
    expect(window.localStorage.getItem('candid.registration')).not.toBeNull();
  });

  it('validates the email before calling the server', async () => {
    const fetchMock = mockApi([]);
    renderApp('/login');
    await submitLogin('nope', 'x');
    expect(await screen.findByText(MSG.emailFormatInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
