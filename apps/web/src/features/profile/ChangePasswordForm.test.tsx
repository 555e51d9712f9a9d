import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import { deviceFromUserAgent } from './device';

const STRONG = 'Candid-new-2!';

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password form', () => {
  it('applies the registration rules before sending', async () => {
    const fetchMock = mockApi([]);
    renderWithProviders(<ChangePasswordForm email="ada@example.com" />);
    fill('', 'weak', 'other');
    expect(await screen.findByText(MSG.currentPasswordRequired)).toBeTruthy();
    // The spec's wording has a double space: match it exactly, not normalised.
    expect(await screen.findByText(MSG.passwordStrength, { normalizer: (t) => t })).toBeTruthy();
    fill('old', STRONG, 'Candid-new-3!');
    expect(await screen.findByText(MSG.passwordNotMatched)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/Account/ChangePassword')).toHaveLength(0);
  });

  it("shows the server's wrong-current-password answer on that field", async () => {
    mockApi([
      { method: 'POST', path: '/api/Account/ChangePassword', reply: fail(400, MSG.currentPasswordWrong, { CurrentPassword: [MSG.currentPasswordWrong] }) },
    ]);
    renderWithProviders(<ChangePasswordForm email="ada@example.com" />);
    fill('wrong', STRONG, STRONG);
    expect(await screen.findByText(MSG.currentPasswordWrong)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('sends the three fields, toasts success and empties the form', async () => {
    const fetchMock = mockApi([{ method: 'POST', path: '/api/Account/ChangePassword', reply: ok('ok') }]);
    renderWithProviders(<ChangePasswordForm email="ada@example.com" />);
    fill('Old-pass-1!', STRONG, STRONG);
    expect(await screen.findByText(MSG.passwordChanged)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, '/api/Account/ChangePassword');
    expect(JSON.parse(String(init.body))).toEqual({ CurrentPassword: 'Old-pass-1!', NewPassword: STRONG, ConfirmPassword: STRONG });
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });
});

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Chrome on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on Windows'],
    [null, 'Unknown device'],
  ])('%s is %s', (ua, expected) => {
    expect(deviceFromUserAgent(ua)).toBe(expected);
  });
});
