import { useCallback, useState } from 'react';
import type { InterviewSession } from './types';

/**
 * Recordings still allowed per question: the server's allowance when the session loaded, less
 * the recordings this page has started since. A recording counts from the moment the recorder
 * really records (QuestionStep), not when its upload is acknowledged, so a slow upload can never
 * leave a retake on screen that the candidate no longer has; one that captured nothing is
 * given back.
 */
export function useAttempts(session: InterviewSession | null) {
  const [used, setUsed] = useState<Record<number, number>>({});

  const left = useCallback(
    (questionId: number) => {
      const question = session?.questions.find((q) => q.questionId === questionId);
      return Math.max(0, (question?.attemptsLeft ?? 0) - (used[questionId] ?? 0));
    },
    [session, used],
  );
  const started = useCallback((questionId: number) => setUsed((u) => ({ ...u, [questionId]: (u[questionId] ?? 0) + 1 })), []);
  const dropped = useCallback(
    (questionId: number) => setUsed((u) => ({ ...u, [questionId]: Math.max(0, (u[questionId] ?? 0) - 1) })),
    [],
  );
  return { left, started, dropped };
}
