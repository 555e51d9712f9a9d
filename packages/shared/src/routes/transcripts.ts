import type { Route } from './route';

/** Where each call of `transcriptsApi` (contract/transcripts.ts) is served, under /api. */
export const transcriptsRoutes = {
  transcript: { method: 'GET', path: '/QuestionResponse/:id/transcript' },
  rerun: { method: 'POST', path: '/QuestionResponse/:id/transcript' },
  captions: { method: 'GET', path: '/QuestionResponse/:id/captions.vtt' },
  shareTranscript: { method: 'GET', path: '/share/:token/answers/:responseId/transcript' },
  shareCaptions: { method: 'GET', path: '/share/:token/answers/:responseId/captions.vtt' },
  summary: { method: 'GET', path: '/CampaignLine/:id/summary' },
  resummarize: { method: 'POST', path: '/CampaignLine/:id/summary' },
  settings: { method: 'GET', path: '/Transcripts/Settings' },
  saveSettings: { method: 'PUT', path: '/Transcripts/Settings' },
} as const satisfies Record<string, Route>;
