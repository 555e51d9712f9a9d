/* Wire types of the interview contract (docs/api-interview.md): types only, so no zod at run time. */
export type { InterviewLanding, InterviewSession, InterviewStartInput } from '@candid/shared';
import type { InterviewSession } from '@candid/shared';

export type SessionQuestion = InterviewSession['questions'][number];

/** The job and enterprise of the invite URL /invite/{campaignId}/{enterpriseId}. */
export interface InterviewRef {
  campaignId: number;
  enterpriseId: number;
  /** The secret of the job's public link (?link=), when the page was opened by it. */
  link?: string;
}

/** Resume file as the server reports it. */
export interface UploadedResume {
  name: string;
  sizeBytes: number;
  uploadedAt: string;
}
