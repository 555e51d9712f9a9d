import { useMutation } from '@tanstack/react-query';
import type { ApiResponse, VerifyOtpResult } from '@candid/shared';
import { apiRequest } from './client';

/** GET /api/User/GetUserByEmailAddress: answers 201 when the address belongs to a user. */
export function useLookupEmail() {
  return useMutation({
    mutationFn: (email: string): Promise<ApiResponse<{ User_Email: string }>> =>
      apiRequest('/User/GetUserByEmailAddress', { query: { Email: email } }),
  });
}

/** POST /api/OTP/sendOTP: mails a 6-digit code; 429 when asked again within 30 s. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (email: string): Promise<ApiResponse<string>> =>
      apiRequest('/OTP/sendOTP', { method: 'POST', query: { email } }),
  });
}

/** POST /api/OTP/verifyOTP: a correct code yields the ResetToken for setNewPassword. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }): Promise<ApiResponse<VerifyOtpResult>> =>
      apiRequest('/OTP/verifyOTP', { method: 'POST', query: { otp, email } }),
  });
}

export interface SetNewPasswordInput {
  Email: string;
  Password: string;
  ConfirmPassword: string;
  ResetToken: string;
}

/** POST /api/Account/setNewPassword */
export function useSetNewPassword() {
  return useMutation({
    mutationFn: (input: SetNewPasswordInput): Promise<ApiResponse<unknown>> =>
      apiRequest('/Account/setNewPassword', { method: 'POST', json: input }),
  });
}
