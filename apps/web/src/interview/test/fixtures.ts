import type { InterviewLanding, InterviewSession, SessionQuestion } from '../types';

export function buildLanding(over: Partial<InterviewLanding> = {}): InterviewLanding {
  return {
    campaignId: 5,
    enterpriseId: 7,
    jobTitle: 'Barista',
    employer: { name: 'Acme Coffee', initials: 'AC', colour: '#FFFFFF', backgroundColour: '#5B5FC7', logoUrl: null },
    questionCount: 3,
    estimatedMinutes: 8,
    settings: { thinkTimeSeconds: 30, answerTimeLimitSeconds: 120, retakes: 1, untimed: false },
    voice: 'en-AU-NatashaNeural',
    language: 'en-AU',
    introductionText: 'Hello and welcome to the interview.',
    closingText: '',
    privacyPolicyUrl: 'https://example.com/privacy',
    open: true,
    closedReason: null,
    opensOn: null,
    ...over,
  };
}

export function buildQuestion(questionId: number, over: Partial<SessionQuestion> = {}): SessionQuestion {
  return { questionId, order: questionId, text: `Question text ${questionId}`, audioUrl: null, videoUrl: null, attempts: [],
    attemptsLeft: 2,
    kind: 'video',
    required: true,
    settings: {},
    answer: null,
    screening: false,
    ...over,
  };
}

export const uploadedAttempt = (attempt = 1) => ({
  responseId: 100 + attempt,
  attempt,
  status: 1,
  durationMs: 1000,
  sizeBytes: 1000,
  uploadUrl: null,
});

export function buildSession(over: Partial<InterviewSession> = {}): InterviewSession {
  return {
    campaignLineId: 9,
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
    consentAt: null,
    startedAt: null,
    completedAt: null,
    resume: null,
    questions: [buildQuestion(1), buildQuestion(2), buildQuestion(3)],
    screening: { ended: false, message: null },
    form: null,
    experience: null,
    ...over,
  };
}
