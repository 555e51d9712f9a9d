import type { Route } from './route';

/** Where each call of `commentsApi` (contract/comments.ts) is served, under /api. */
export const commentsRoutes = {
  all: { method: 'GET', path: '/Comment' },
  ofCampaign: { method: 'GET', path: '/CommentGetPerCampaign/Getcomments/:id' },
  ofAnswer: { method: 'GET', path: '/Comment/GetCommentsByQuestion/:CampaignID/:QuestionID/:UserID/:QuestionResponseID' },
  create: { method: 'POST', path: '/Comment' },
  update: { method: 'PUT', path: '/Comment' },
  remove: { method: 'DELETE', path: '/Comment/:id' },
} as const satisfies Record<string, Route>;
