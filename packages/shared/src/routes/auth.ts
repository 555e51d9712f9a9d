import type { Route } from './route';

/** Where each call of `authApi` (contract/auth.ts) is served, under /api. */
export const authRoutes = {
  token: { method: 'POST', path: '/token' },
  logout: { method: 'POST', path: '/Account/Logout' },
  register: { method: 'POST', path: '/Account/Register' },
  invitation: { method: 'GET', path: '/Account/Invitation' },
  registerByInvite: { method: 'POST', path: '/Account/RegisterByInvite' },
  emailExists: { method: 'POST', path: '/Account/isEmailExists' },
  lookupEmail: { method: 'GET', path: '/User/GetUserByEmailAddress' },
  sendOtp: { method: 'POST', path: '/OTP/sendOTP' },
  verifyOtp: { method: 'POST', path: '/OTP/verifyOTP' },
  setNewPassword: { method: 'POST', path: '/Account/setNewPassword' },
} as const satisfies Record<string, Route>;
