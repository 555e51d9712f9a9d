import { useMutation } from '@tanstack/react-query';
import { type authApi, type BodyOf } from '@candid/shared';
import { authRoutes } from '@candid/shared/routes';
import { apiCall } from './client';

/** GET /api/User/GetUserByEmailAddress: answers 201 when the address belongs to a user. */
export function useLookupEmail() {
  return useMutation({
    mutationFn: (email: string) => apiCall(authRoutes.lookupEmail, { query: { Email: email } }),
  });
}

/** POST /api/OTP/sendOTP: mails a 6-digit code; 429 when asked again within 30 s. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (email: string) => apiCall(authRoutes.sendOtp, { query: { email } }),
  });
}

/** POST /api/OTP/verifyOTP: a correct code yields the ResetToken for setNewPassword. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) =>
      apiCall(authRoutes.verifyOtp, { query: { otp, email } }),
  });
}

export type SetNewPasswordInput = BodyOf<typeof authApi.setNewPassword>;

/** POST /api/Account/setNewPassword */
export function useSetNewPassword() {
  return useMutation({
    mutationFn: (input: SetNewPasswordInput) => apiCall(authRoutes.setNewPassword, { json: input }),
  });
}
