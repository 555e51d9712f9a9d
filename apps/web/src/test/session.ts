/** A signed-in recruiter for feature tests: the session flag, the API routes every page loads, a job fixture. */
import type { Campaign, CampaignListItem, Question } from '@candid/shared';
import {
  campaignFromWire,
  questionFromWire,
  type Campaign as CampaignState,
  type CampaignListItem as CampaignListItemState,
  type Question as QuestionState,
} from '../api/entities';
import { ok, type MockRoute } from './api';
import { buildUser } from './fixtures';
import { buildEnterprise } from './organisation';

export const EMAIL = 'ada@example.com';
export const USER_PATH = `/api/User/GetUserByEmail/${encodeURIComponent(EMAIL)}`;

export function signIn() {
  window.localStorage.setItem('candid.loggedIn', '1');
  window.localStorage.setItem('candid.userName', EMAIL);
}

/** The signed-in user (enterprise 7) and the enterprise itself. */
export function baseRoutes(): MockRoute[] {
  return [
    { method: 'GET', path: USER_PATH, reply: ok(buildUser()) },
    {
      method: 'GET',
      path: '/api/Enterprise/7',
      reply: ok(buildEnterprise()),
    },
    { method: 'GET', path: '/api/Employer/GetEmployerByEnterpirseID', reply: ok([]) },
    { method: 'GET', path: '/api/User/GetUserByEnterpriseId', reply: ok([buildUser()]) },
    // The header's notifications bell, on every page of the layout.
    { method: 'GET', path: '/api/Notification', reply: ok([]) },
  ];
}

/** A job as GET /Campaign/:id and the job's writes answer it. */
export function buildJob(overrides: Partial<Campaign> = {}): Campaign {
  return {
    pk_Campaign_ID: 42,
    fk_Enterprise_ID: 7,
    fk_User_ID: 11,
    fk_Job_ID: null,
    sSession: null,
    Campaign_Name: 'Barista',
    Campaign_Job_Title: 'Barista',
    Campaign_RefernceCode: 'BAR-1',
    Campaign_StartDate: '2025/03/05',
    Campaign_EndDate: '2099/04/05',
    Campaign_ID: null,
    Campaign_Job_Location_Country_ID: null,
    Campaign_Job_Location_Region_ID: null,
    Campaign_Job_Location_City_ID: null,
    Campaign_Job_Location_Text: null,
    Campaign_Job_Category_ID: null,
    Campaign_Job_Category_Sub_ID: null,
    Campaign_Job_Work_Type_ID: 0,
    Campaign_Job_Pay_Type_ID: 0,
    Campaign_Job_Pay_Range_From: null,
    Campaign_Job_Pay_Range_To: null,
    Campaign_Job_Description: null,
    Campaign_Job_DescriptionHtml: null,
    Campaign_Job_Video_Link: null,
    publicLinkToken: 'pUbLiCsEcReT-0123456789abcdef',
    legacyPublicLink: false,
    Campaign_CandidateNumber: 11,
    Campaign_Tolerance: 0,
    Campaign_Status: 100,
    Campaign_AccessLevel: 1,
    Campaign_Deleted: 0,
    Campaign_VideoVariance: 4,
    Campaign_FaceVariance: 6,
    Campaign_VoiceVariance: 9,
    Campaign_VideoDataVariance: 12,
    Campaign_Algorithm: null,
    Campaign_Language: 'en-AU',
    Campaign_Voice: 'en-AU-NatashaNeural',
    Campaign_ThinkTimeSeconds: 30,
    Campaign_AnswerTimeLimitSeconds: 120,
    Campaign_Retakes: 1,
    Campaign_Untimed: false,
    Campaign_ScreeningAction: 'flag',
    Campaign_ScreeningEndMessage: null,
    Campaign_Record_GUID: 'g',
    Campaign_DateOfCreation: '2025-03-01',
    Campaign_DateOfLastUpdate: '2025-03-01',
    ...overrides,
  };
}

/** A job as the list (GET /Campaign) answers it: with its candidate count and state. */
export function buildCampaign(overrides: Partial<CampaignListItem> = {}): CampaignListItem {
  return { ...buildJob(), CandidateCount: 3, JobState: 'open', ...overrides };
}

/** A job's question as GET /QuestionGetPerCampaign/Getquestions/:id answers it. */
export function buildQuestion(id: number, text: string, overrides: Partial<Question> = {}): Question {
  return {
    pk_Question_ID: id,
    fk_Enterprise_ID: 7,
    sSession: null,
    fk_User_ID: 11,
    fk_Job_ID: null,
    fk_Campaign_ID: 42,
    Question_Text: text,
    ChatGTP_Question_Text: null,
    Question_AudioFileUrl: null,
    Question_VideoFileUrl: null,
    Question_RecruiterRating: 0,
    Question_Order: id,
    Question_Deleted: 0,
    Question_Status: 1,
    Question_AccessLevel: 0,
    Question_Required: true,
    Question_Record_GUID: 'g',
    Question_DateOfCreation: '2025-03-01',
    Question_DateOfLastUpdate: '2025-03-01',
    Question_Kind: 'video',
    Question_Settings: {},
    ...overrides,
  } as Question;
}

/*
 * The same fixtures as the web's state holds them (domain names): for a test that hands one to a
 * component or a function. A stubbed reply keeps the wire builders above.
 */
export const buildJobState = (overrides: Partial<Campaign> = {}): CampaignState => campaignFromWire(buildJob(overrides));
export const buildCampaignState = (overrides: Partial<CampaignListItem> = {}): CampaignListItemState =>
  campaignFromWire(buildCampaign(overrides));
export const buildQuestionState = (id: number, text: string, overrides: Partial<Question> = {}): QuestionState =>
  questionFromWire(buildQuestion(id, text, overrides));
