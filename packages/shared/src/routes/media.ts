import type { Route } from './route';

/** Where each call of `mediaApi` (contract/media.ts) is served, under /api. */
export const mediaRoutes = {
  answersOfLine: { method: 'GET', path: '/QuestionResponse/getQuestionResponseVideos/:campaignLineId' },
  answerVideo: { method: 'GET', path: '/QuestionResponse/:id/video' },
  answerPoster: { method: 'GET', path: '/QuestionResponse/:id/poster' },
  resumesOfLine: { method: 'GET', path: '/CandidateResume/GetByCampaignLine' },
  resumesOfUser: { method: 'GET', path: '/CandidateResume/GetCandidateResumeByUser' },
  resumeFile: { method: 'GET', path: '/CandidateResume/:id/file' },
  interviewVideosOfLine: { method: 'GET', path: '/InterviewVideo/GetByCampaignLine' },
  interviewVideosOfUser: { method: 'GET', path: '/InterviewVideo/GetInterviewVideoByUser' },
  interviewVideoFile: { method: 'GET', path: '/InterviewVideo/:id/video' },
  interviewVideoPoster: { method: 'GET', path: '/InterviewVideo/:id/poster' },
} as const satisfies Record<string, Route>;
