import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../../test/api';
import { renderApp } from '../../../test/render';

const EMAIL = 'ada@example.com';
const collapse = (text: string) => text.replace(/\s+/g, ' ');
const RESET_TOKEN = 'r'.repeat(32);

function happyApi(overrides: Parameters<typeof mockApi>[0] = []) {
  return mockApi([
    ...overrides,
    { method: 'GET', path: '/api/User/GetUserByEmailAddress', reply: ok({ User_Email: EMAIL }, 201) },
    { method: 'POST', path: '/api/OTP/sendOTP', reply: ok(MSG.otpSent, 200, MSG.otpSent) },
    { method: 'POST', path: '/api/OTP/verifyOTP', reply: ok({ ResetToken: RESET_TOKEN }) },
    { method: 'POST', path: '/api/Account/setNewPassword', reply: ok(MSG.resetPasswordSuccess, 200, MSG.resetPasswordSuccess) },
  ]);
}

async function submitEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

async function reachCodeStep() {
  renderApp('/forgotpassword');
  await submitEmail(EMAIL);
  await screen.findByRole('heading', { name: 'Enter code' });
}

function typeCode(code: string) {
  code.split('').forEach((d, i) => {
    fireEvent.change(screen.getByLabelText(`Digit ${i + 1}`), { target: { value: d } });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Forgot password, step 1', () => {
  it('validates the email inline', async () => {
    const fetchMock = happyApi();
    renderApp('/forgotpassword');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MSG.enterEmail)).toBeTruthy();
    await submitEmail('not-an-email');
    expect(await screen.findByText(MSG.emailFormatInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it("shows 'User not found' when the lookup is not a successful 201", async () => {
    const fetchMock = happyApi([
      { method: 'GET', path: '/api/User/GetUserByEmailAddress', reply: fail(404, 'User not found') },
    ]);
    renderApp('/forgotpassword');
    await submitEmail(EMAIL);
    expect(await screen.findByText(MSG.userNotFound)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/OTP/sendOTP')).toHaveLength(0);
    const [url] = callsTo(fetchMock, '/api/User/GetUserByEmailAddress')[0];
    expect(url.searchParams.get('Email')).toBe(EMAIL);
  });

  it("shows 'User not found' for a 200 answer too (only 201 means found)", async () => {
    happyApi([
      {
        method: 'GET',
        path: '/api/User/GetUserByEmailAddress',
        reply: ok({ User_Email: EMAIL }, 200),
        unchecked: 'the server answers a found address with 201 only; this is the client keeping to that rule',
      },
    ]);
    renderApp('/forgotpassword');
    await submitEmail(EMAIL);
    expect(await screen.findByText(MSG.userNotFound)).toBeTruthy();
  });

  it("shows 'Something went wrong' when the request fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/forgotpassword');
    await submitEmail(EMAIL);
    expect(await screen.findByText(MSG.somethingWentWrong)).toBeTruthy();
  });

  it('sends the code, toasts the server text and moves to step 2', async () => {
    const fetchMock = happyApi();
    await reachCodeStep();
    expect(await screen.findByText(MSG.otpSent)).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    const [url, init] = callsTo(fetchMock, '/api/OTP/sendOTP')[0];
    expect(init.method).toBe('POST');
    expect(url.searchParams.get('email')).toBe(EMAIL);
  });
});

describe('Forgot password, step 2 (code)', () => {
  it('counts down from 00:30 sec with Resend disabled, then enables Resend', async () => {
    happyApi();
    // Fake clock from the start so the countdown's timers are under the test's control;
    // shouldAdvanceTime keeps promises and RTL's polling working.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await reachCodeStep();
    expect(screen.getByText('00:30 sec')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('00:29 sec')).toBeTruthy();
    for (let i = 0; i < 29; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('00:00 sec')).toBeTruthy();
    expect(resend.disabled).toBe(false);
  });

  it('Resend calls sendOTP again and restarts the countdown', async () => {
    const fetchMock = happyApi();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await reachCodeStep();
    for (let i = 0; i < 30; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/OTP/sendOTP')).toHaveLength(2), { timeout: 30_000 });
    await vi.waitFor(() => expect(screen.getByText('00:30 sec')).toBeTruthy(), { timeout: 30_000 });
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('enables Submit only with all six digits', async () => {
    happyApi();
    await reachCodeStep();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    typeCode('12345');
    expect(submit.disabled).toBe(true);
    typeCode('123456');
    expect(submit.disabled).toBe(false);
  });

  it('a failed verify toasts and resets the countdown to 0', async () => {
    const fetchMock = happyApi([
      { method: 'POST', path: '/api/OTP/verifyOTP', reply: fail(400, MSG.otpVerifyFailed) },
    ]);
    await reachCodeStep();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.otpVerifyFailed)).toBeTruthy();
    expect(screen.getByText('00:00 sec')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(false);
    const [url] = callsTo(fetchMock, '/api/OTP/verifyOTP')[0];
    expect(url.searchParams.get('otp')).toBe('123456');
    expect(url.searchParams.get('email')).toBe(EMAIL);
  });
});

describe('Forgot password, step 3 and success', () => {
  async function reachResetStep(fetchOverrides: Parameters<typeof mockApi>[0] = []) {
    const fetchMock = happyApi(fetchOverrides);
    await reachCodeStep();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
    return fetchMock;
  }

  it('validates strength and confirmation inline', async () => {
    const fetchMock = await reachResetStep();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weak' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Testing Library collapses whitespace in the page text, and the message has a double space.
    expect(await screen.findByText(collapse(MSG.passwordStrength))).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng!pasS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.passwordNotMatched)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Account/setNewPassword')).toHaveLength(0);
  });

  it('sets the new password with the reset token and shows the success view', async () => {
    const fetchMock = await reachResetStep();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: MSG.resetSuccessTitle })).toBeTruthy();
    expect(screen.getByText(MSG.resetSuccessText)).toBeTruthy();
    expect(await screen.findByText(MSG.resetPasswordSuccess)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    const [, init] = callsTo(fetchMock, '/api/Account/setNewPassword')[0];
    expect(JSON.parse(String(init.body))).toEqual({
      Email: EMAIL,
      Password: 'Str0ng!pass',
      ConfirmPassword: 'Str0ng!pass',
      ResetToken: RESET_TOKEN,
    });
    expect(window.localStorage.length).toBe(0);
  });

  it("shows 'Failed to change password.' when the reset fails", async () => {
    await reachResetStep([{ method: 'POST', path: '/api/Account/setNewPassword', reply: fail(400, 'nope') }]);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Str0ng!pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByText(MSG.changePasswordFailed);
    expect(alert).toBeTruthy();
    expect(within(document.body).queryByRole('heading', { name: MSG.resetSuccessTitle })).toBeNull();
  });
});
