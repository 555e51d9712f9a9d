/* Wire types of the interview contract (docs/api-interview.md): types only, so no zod at run time. */
export type { InterviewLanding, InterviewSession, InterviewStartInput } from '@candid/shared';
import type { InterviewSession } from '@candid/shared';

export type SessionQuestion = InterviewSession['questions'][number];
export type { AnswerInput, AnswerValue, QuestionKind } from '@candid/shared';
import type { AnswerValue } from '@candid/shared';
/** The server's reply to a saved answer (issue 29). */
export interface SavedAnswer {
  questionId: number;
  answer: AnswerValue;
  screening: InterviewSession['screening'];
}

/** Kinds answered by a recording (retakes, think time and answer time apply). */
export const isRecorded = (question: Pick<SessionQuestion, 'kind'>) => question.kind === 'video' || question.kind === 'audio';

/** The job and enterprise of the invite URL /invite/{campaignId}/{enterpriseId}. */
export interface InterviewRef {
  campaignId: number;
  enterpriseId: number;
  /** The secret of the job's public link (?link=), when the page was opened by it. */
  link?: string;
  /** Where that link was published (?via=): the careers page or a job board (the funnel's channel). */
  via?: 'careers' | 'job_board';
}

/** Resume file as the server reports it. */
export interface UploadedResume {
  name: string;
  sizeBytes: number;
  uploadedAt: string;
}

export type { CandidateForm, FormField, FormValue, FormValueInput, LocationSuggestion } from '@candid/shared';
import type { FormValue } from '@candid/shared';
/** The server's reply to a saved form value (null: cleared). */
export interface SavedFormValue {
  fieldId: string;
  value: FormValue | null;
}
