import type { Route } from './route';

/** Where each call of `messagingApi` (contract/messaging.ts) is served, under /api. */
export const messagingRoutes = {
  inviteTeam: { method: 'POST', path: '/Message/SendInviteUser' },
  inviteCandidates: { method: 'POST', path: '/Message/SendEmail' },
  inviteCandidatesBySms: { method: 'POST', path: '/Message/SendSms' },
  previewResponse: { method: 'POST', path: '/Message/PreviewApplicationResponse' },
  sendResponse: { method: 'POST', path: '/Message/sendApplicationResponse' },
  remainingInvites: { method: 'GET', path: '/Subscriber/GetRemainingUsers' },
} as const satisfies Record<string, Route>;
