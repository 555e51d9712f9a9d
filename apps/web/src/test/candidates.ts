import type { AnswerByQuestion, AnswerValue, CandidateDetail, CandidateListRow, QuestionKindPart } from '@candid/shared';
import {
  candidateDetailFromWire,
  candidateRowFromWire,
  type CandidateDetail as CandidateDetailState,
  type CandidateListRow as CandidateListRowState,
} from '../api/entities';

/** Candidate fixtures for feature tests: a list row, the detail, answers and a keyset page. */

export function buildLine(overrides: Partial<CandidateListRow> = {}): CandidateListRow {
  return {
    pk_CampaignLine_ID: 501,
    fk_Campaign_ID: 42,
    Campaign_Name: 'Barista',
    CampaignLine_Status: 2,
    CampaignLine_CandidateEmail: 'grace@example.com',
    CampaignLine_CandidateFirstName: 'Grace',
    CampaignLine_CandidateLastName: 'Hopper',
    CampaignLine_InvitedAt: '2025-03-05T09:00:00.000Z',
    CampaignLine_StartedAt: '2025-03-06T09:00:00.000Z',
    CampaignLine_CompletedAt: '2025-03-06T09:20:00.000Z',
    AnsweredCount: 2,
    QuestionCount: 3,
    AverageRating: 3.5,
    RatingCount: 2,
    DidNotMeet: [],
    CampaignLine_AccommodationGrantedAt: null,
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return {
    ...buildLine(),
    CampaignLine_CandidatePhone: '+61 400 000 000',
    CampaignLine_OpenedAt: '2025-03-05T18:30:00.000Z',
    CampaignLine_Channel: 'email',
    CampaignLine_DeliveredAt: '2025-03-05T09:01:00.000Z',
    TextMessages: [],
    SmsOptedOutAt: null,
    CampaignLine_ConsentAt: '2025-03-06T09:00:00.000Z',
    Campaign_Job_Title: 'Barista',
    Resume: null,
    MyRating: null,
    CampaignLine_AccommodationTime: null,
    CampaignLine_AccommodationRetakes: 0,
    CampaignLine_AccommodationEndDate: null,
    CampaignLine_AccommodationRequest: null,
    CampaignLine_AccommodationRequestedAt: null,
    ...overrides,
  };
}

export function buildAnswer(n: number, overrides: Partial<AnswerByQuestion> = {}): AnswerByQuestion {
  const responseId = 900 + n;
  return {
    question: { pk_Question_ID: 70 + n, Question_Text: `Question text ${n}`, Question_Order: n, Question_Required: true, Question_Kind: 'video', Question_Settings: {} },
    answer: null,
    response: {
      pk_QuestionResponse_ID: responseId,
      fk_Enterprise_ID: 7,
      fk_Campaign_ID: 42,
      fk_CampaignLine_ID: 501,
      fk_Question_ID: 70 + n,
      QuestionResponse_Attempt: 1,
      QuestionResponse_Status: 2,
      QuestionResponse_DurationMs: 12_000,
      QuestionResponse_MimeType: 'video/mp4',
      QuestionResponse_SizeBytes: 1000,
      QuestionResponse_VideoUrl: `/api/QuestionResponse/${responseId}/video`,
      QuestionResponse_PosterUrl: `/api/QuestionResponse/${responseId}/poster`,
      QuestionResponse_DateOfCreation: '2025-03-06T09:10:00.000Z',
      QuestionResponse_DateOfLastUpdate: '2025-03-06T09:10:00.000Z',
    },
    attempts: 1,
    MyRating: null,
    AverageRating: null,
    RatingCount: 0,
    ...overrides,
  };
}

/**
 * Question n answered without recording (issue 29): the question's kind and settings, and the
 * candidate's answer (null: not answered); no recorded response.
 */
export function buildGivenAnswer(
  n: number,
  kind: QuestionKindPart,
  answer: AnswerByQuestion['answer'],
  question: { Question_Text?: string; Question_Required?: boolean } = {},
): AnswerByQuestion {
  return buildAnswer(n, {
    question: { pk_Question_ID: 70 + n, Question_Text: `Question text ${n}`, Question_Order: n, Question_Required: true, ...question, ...kind },
    answer,
    response: null,
    attempts: 0,
  });
}

/** A saved answer as the answers call gives it; `qualifies` null when the question has no screening rule. */
export const givenAnswer = (value: AnswerValue, { qualifies = null, fileUrl = null }: { qualifies?: boolean | null; fileUrl?: string | null } = {}) => ({
  value,
  qualifies,
  answeredAt: '2025-03-06T09:05:00.000Z',
  fileUrl,
});

/** A keyset page as GET /CampaignLine answers it. */
export const linePage = (rows: CandidateListRow[], nextCursor: string | null = null) => ({
  status: 200,
  body: { successful: true, status: 200, data: rows, nextCursor },
});

/** The same row and detail as the web's state holds them (domain names), for a test that hands one to a component. */
export const buildLineState = (overrides: Partial<CandidateListRow> = {}): CandidateListRowState => candidateRowFromWire(buildLine(overrides));
export const buildDetailState = (overrides: Partial<CandidateDetail> = {}): CandidateDetailState =>
  candidateDetailFromWire(buildDetail(overrides));
