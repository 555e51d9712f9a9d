import { type AnswerValue, type QuestionKind, type QuestionSettings, type TranscriptMatch } from '@candid/shared';
import type { campaignLines, candidateResumes, questionResponses, SmsPurpose, SmsStatus } from '../../db/schema/index';
import type { RatingStats } from '../ratings/aggregates';

/* The candidates' read models (service.ts builds them; wire.ts renames them for the HTTP edge). */

type LineRow = typeof campaignLines.$inferSelect;
export type ResponseRow = typeof questionResponses.$inferSelect;
type ResumeRow = typeof candidateResumes.$inferSelect;

/** A candidate list row before its counts and ratings are added: the line and its job's name. */
export type CandidateBaseRow = Pick<
  LineRow,
  | 'id'
  | 'campaignId'
  | 'status'
  | 'candidateEmail'
  | 'candidateFirstName'
  | 'candidateLastName'
  | 'invitedAt'
  | 'startedAt'
  | 'completedAt'
  | 'accommodationGrantedAt'
> & { campaignName: string };

/** A row of the candidate lists: the line, its job's name, its answers' and ratings' counts, its unmet screening questions. */
export type CandidateRow = CandidateBaseRow &
  Omit<RatingStats, 'MyRating'> & {
    /** Questions with an uploaded (or ready) answer. */
    AnsweredCount: number;
    /** Live questions of the job. */
    QuestionCount: number;
    /** The texts of the screening questions the answers did not meet, in question order. */
    DidNotMeet: string[];
    /** With a transcript search: the best matching answer's snippet. */
    TranscriptMatch?: TranscriptMatch | null;
  };

/** A candidate's page: the list row with contact details, consent, the job's title, the latest resume and the user's own rating. */
export type CandidateView = CandidateRow &
  Pick<
    LineRow,
    'candidatePhone' | 'openedAt' | 'channel' | 'deliveredAt' | 'consentAt' | 'accommodationTime' | 'accommodationRetakes' | 'accommodationEndDate' | 'accommodationRequest' | 'accommodationRequestedAt'
  > & { jobTitle: string; resume: ResumeRow | null; MyRating: number | null } & {
    /** Issue 33: the text messages sent to them (without their words) and when their number replied STOP. */
    TextMessages: { purpose: SmsPurpose; status: SmsStatus; to: string; createdAt: string; statusAt: string | null }[];
    SmsOptedOutAt: string | null;
  };

/** A live question of a job with the candidate's answer to it: the latest given attempt, attempts, and its ratings. */
export type AnswerOfQuestion = RatingStats & {
  /** The question as the candidate read it (its text, else the generated wording). */
  question: { id: number; text: string; order: number; required: boolean; kind: QuestionKind; settings: QuestionSettings };
  /** An answer other than a recording, or null; a file answer is read at fileUrl. */
  answer: { value: AnswerValue; qualifies: boolean | null; answeredAt: string; fileUrl: string | null } | null;
  /** The latest uploaded (or ready) attempt, or null. */
  response: ResponseRow | null;
  attempts: number;
};

/** What a candidate's stage is read from. */
export type StageFields = Pick<LineRow, 'status' | 'startedAt' | 'completedAt'>;
