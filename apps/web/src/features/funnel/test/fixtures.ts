import type { Funnel } from '@candid/shared';

/** A funnel as the funnel calls answer it: 200 invited down to 90 finished, two questions where some stopped, two channels. */
export function buildFunnel(overrides: Partial<Funnel> = {}): Funnel {
  return {
    stages: [
      { stage: 'invited', count: 200, conversion: null },
      { stage: 'delivered', count: 190, conversion: 0.95 },
      { stage: 'opened', count: 150, conversion: 150 / 190 },
      { stage: 'consented', count: 120, conversion: 0.8 },
      { stage: 'started', count: 110, conversion: 110 / 120 },
      { stage: 'finished', count: 90, conversion: 90 / 110 },
    ],
    completionRate: 0.45,
    medianInterviewMinutes: 12,
    medianResponseHours: 72,
    dropOffByQuestion: [
      { question: 2, text: 'Why this job?', count: 15 },
      { question: 4, text: null, count: 5 },
    ],
    byChannel: [
      { channel: 'email', counts: [150, 145, 110, 90, 85, 70], completionRate: 70 / 150 },
      { channel: 'sms', counts: [50, 45, 40, 30, 25, 20], completionRate: 0.4 },
    ],
    experience: { RatingCount: 12, AverageRating: 4.25 },
    from: '2025-03',
    to: '2026-02',
    ...overrides,
  };
}

/** The same funnel with no candidates at all. */
export const emptyFunnel = (): Funnel =>
  buildFunnel({
    stages: buildFunnel().stages.map((s) => ({ ...s, count: 0, conversion: null })),
    completionRate: null,
    medianInterviewMinutes: null,
    medianResponseHours: null,
    dropOffByQuestion: [],
    byChannel: [],
    experience: { RatingCount: 0, AverageRating: null },
    from: null,
    to: null,
  });
