import { describe, expect, it } from 'vitest';
import { isFirstVisit } from '../onboarding/firstVisit';
import { fireEvent, screen } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { buildEnterprise } from '../../test/organisation';

const EMAIL = 'grace@example.com';
const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}`;
const collapse = (text: string) => text.replace(/\s+/g, ' ');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillOwnerForm(overrides: Record<string, string> = {}) {
  await screen.findByRole('heading', { name: 'Create your account' });
  const values: Record<string, string> = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    'Company name': 'Cobol Inc',
    Email: EMAIL,
    Password: 'Str0ng!pass',
    'Confirm password': 'Str0ng!pass',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Registration', () => {
  it('validates strength and confirmation inline without calling the server', async () => {
    const fetchMock = mockApi([]);
    renderApp('/registration');
    await fillOwnerForm({ Password: 'weakpass', 'Confirm password': 'weakpass' });
    expect(await screen.findByText(collapse(MSG.passwordStrength))).toBeTruthy();
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pasx');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.passwordNotMatched)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, signs in via the cookie and lands on onboarding', async () => {
    const fetchMock = mockApi([
      { method: 'POST', path: '/api/Account/Register', reply: ok({ pk_User_ID: 3, fk_Enterprise_ID: 7, User_Email: EMAIL }, 201) },
      { method: 'GET', path: USER_PATH, reply: ok(buildUser({ User_Email: EMAIL, IsOnBoardingProcess: true })) },
      { method: 'GET', path: '/api/Enterprise/7', reply: ok(buildEnterprise({ Enterprise_Name: 'Cobol Inc' })) },
    ]);
    renderApp('/registration');
    await fillOwnerForm();
    expect(await screen.findByRole('heading', { name: 'Welcome to Candid' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/Account/Register')[0];
    expect(JSON.parse(String(init.body))).toEqual({
      User_FirstName: 'Grace',
      User_LastName: 'Hopper',
      Enterprise_Name: 'Cobol Inc',
      User_Email: EMAIL,
      Password: 'Str0ng!pass',
      ConfirmPassword: 'Str0ng!pass',
    });
    expect(window.localStorage.getItem('candid.loggedIn')).toBe('1');
    expect(window.localStorage.getItem('candid.userName')).toBe(EMAIL);
  });

  it('sends the :code as RegistrationCode', async () => {
    const fetchMock = mockApi([{ method: 'POST', path: '/api/Account/Register', reply: fail(400, 'Bad code') }]);
    renderApp('/registration/SPRING24');
    await fillOwnerForm();
    // The code variant always reports the generic failure.
    expect(await screen.findByText(MSG.failedToRegister)).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/Account/Register')[0];
    expect(JSON.parse(String(init.body)).RegistrationCode).toBe('SPRING24');
  });

  it("maps an 'already taken' detail to the user-exists message", async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/Account/Register',
        reply: fail(400, 'The request is invalid.', { User_Email: [`Email '${EMAIL}' is already taken.`] }),
      },
    ]);
    renderApp('/registration');
    await fillOwnerForm();
    expect(await screen.findByText(MSG.userAlreadyExists)).toBeTruthy();
    expect(window.localStorage.getItem('candid.loggedIn')).toBeNull();
  });

  it('shows the server message, or the generic one when there is none', async () => {
    mockApi([{ method: 'POST', path: '/api/Account/Register', reply: fail(400, 'Company name is not allowed.') }]);
    renderApp('/registration');
    await fillOwnerForm();
    expect(await screen.findByText('Company name is not allowed.')).toBeTruthy();
  });

  it("falls back to 'Failed to register.' without a server message", async () => {
    mockApi([{ method: 'POST', path: '/api/Account/Register', reply: { status: 500, body: { successful: false, status: 500, data: null } } }]);
    renderApp('/registration');
    await fillOwnerForm();
    expect(await screen.findByText(MSG.failedToRegister)).toBeTruthy();
  });
});

describe('Registration by invitation', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwx';
  const INVITED = 'new@example.com';

  function storeInvitation() {
    window.localStorage.setItem(
      'candid.registration',
      JSON.stringify({ userId: 42, enterpriseId: 7, userStatusId: TOKEN }),
    );
  }

  it('shows the invitation with a read-only email and no company field, then joins', async () => {
    storeInvitation();
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/Account/Invitation', reply: ok({ User_Email: INVITED, Enterprise_Name: 'Acme', User_AccessLevel: 3 }) },
      {
        method: 'POST',
        path: '/api/Account/RegisterByInvite',
        reply: ok({ pk_User_ID: 12, fk_Enterprise_ID: 7, User_Email: INVITED }, 201),
      },
      {
        method: 'GET',
        path: `/api/User/GetUserByEmail/${encodeURIComponent(INVITED)}`,
        reply: ok(buildUser({ User_Email: INVITED, User_AccessLevel: 3 })),
      },
    ]);
    renderApp('/registration');
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe(INVITED);
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText('Company name')).toBeNull();

    fill('First name', 'New');
    fill('Last name', 'Member');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pass');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, '/api/Account/RegisterByInvite')[0];
    expect(JSON.parse(String(init.body))).toEqual({
      pk_User_ID: 42,
      fk_Enterprise_ID: 7,
      UserStatusId: TOKEN,
      User_FirstName: 'New',
      User_LastName: 'Member',
      Password: 'Str0ng!pass',
      ConfirmPassword: 'Str0ng!pass',
    });
    expect(window.localStorage.getItem('candid.registration')).toBeNull();
    expect(window.localStorage.getItem('candid.userName')).toBe(INVITED);
    // The new member skipped onboarding but is new all the same: "Welcome", not "Welcome back".
    expect(isFirstVisit(42)).toBe(true);
  });

  it.each([
    [404, 'This invitation is no longer valid. Please ask for a new one.'],
    [400, MSG.validationFailed],
  ])('a %s for the invitation says it is invalid or has expired, what to do, and offers to sign in', async (status, message) => {
    storeInvitation();
    mockApi([{ method: 'GET', path: '/api/Account/Invitation', reply: fail(status, message) }]);
    renderApp('/registration');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.invitationInvalidTitle })).toBeTruthy();
    expect(screen.getByText(MSG.invitationInvalidText)).toBeTruthy();
    expect(screen.getByText(/Ask the person who invited you/)).toBeTruthy();
    expect(screen.queryByText(MSG.validationFailed)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('an address that has its own account meanwhile: says so, naming the company, and offers to sign in (issue 28)', async () => {
    storeInvitation();
    mockApi([{ method: 'GET', path: '/api/Account/Invitation', reply: fail(409, MSG.invitationHasAccount('Acme')) }]);
    renderApp('/registration');
    expect(await screen.findByRole('heading', { level: 1, name: MSG.invitationHasAccountTitle })).toBeTruthy();
    expect(screen.getByText(MSG.invitationHasAccount('Acme'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('an address that got its own account while the form was open: the answer is shown, then the page says why', async () => {
    storeInvitation();
    let lookups = 0;
    mockApi([
      {
        method: 'GET',
        path: '/api/Account/Invitation',
        reply: () =>
          lookups++ === 0 ? ok({ User_Email: INVITED, Enterprise_Name: 'Acme', User_AccessLevel: 3 }) : fail(409, MSG.invitationHasAccount('Acme')),
      },
      { method: 'POST', path: '/api/Account/RegisterByInvite', reply: fail(409, MSG.invitationHasAccount('Acme')) },
    ]);
    renderApp('/registration');
    await screen.findByRole('heading', { name: 'Join Acme' });
    fill('First name', 'New');
    fill('Last name', 'Member');
    fill('Password', 'Str0ng!pass');
    fill('Confirm password', 'Str0ng!pass');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: MSG.invitationHasAccountTitle })).toBeTruthy();
    expect(screen.getAllByText(MSG.invitationHasAccount('Acme')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(window.localStorage.getItem('candid.userName')).toBeNull();
  });

  it('shows any other lookup failure as it is, with a link to login', async () => {
    storeInvitation();
    mockApi([{ method: 'GET', path: '/api/Account/Invitation', reply: fail(500, MSG.somethingWentWrong) }]);
    renderApp('/registration');
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });
});
