/** Template fixtures: question template sets, their questions and job-description templates, as the server answers them. */
import type { JobDescriptionTemplate, QuestionTemplate, TemplateListItem } from '@candid/shared';
import { questionTemplateFromWire, type QuestionTemplate as QuestionTemplateState } from '../api/entities';

export function buildTemplate(overrides: Partial<TemplateListItem> = {}): TemplateListItem {
  return {
    pk_Template_ID: 1,
    Template_Record_GUID: 'g',
    fk_Enterprise_ID: 7,
    sSession: null,
    fk_User_ID: 11,
    Template_Name: 'Sales',
    Template_Description: null,
    Template_Deleted: 0,
    Template_Status: 1,
    Template_DateOfCreation: '2025-01-01T00:00:00Z',
    Template_DateOfLastUpdate: '2025-01-01T00:00:00Z',
    QuestionCount: 0,
    ...overrides,
  };
}

/** A template question; a video one unless the overrides give another kind with its settings. */
export function buildTemplateQuestion(overrides: Partial<QuestionTemplate> = {}): QuestionTemplate {
  return {
    pk_QuestionTemplate_ID: 1,
    QuestionTemplate_Record_GUID: 'g',
    fk_Enterprise_ID: 7,
    fk_Template_ID: 1,
    sSession: null,
    fk_User_ID: 11,
    QuestionTemplate_Text: 'Why sales?',
    QuestionTemplate_RecruiterRating: 0,
    QuestionTemplate_Order: 1,
    QuestionTemplate_Deleted: 0,
    QuestionTemplate_Status: 1,
    QuestionTemplate_AccessLevel: 0,
    QuestionTemplate_AudioFileUrl: null,
    QuestionTemplate_Required: true,
    QuestionTemplate_Kind: 'video',
    QuestionTemplate_Settings: {},
    QuestionTemplate_DateOfCreation: '2025-01-01T00:00:00Z',
    QuestionTemplate_DateOfLastUpdate: '2025-01-01T00:00:00Z',
    ...overrides,
  } as QuestionTemplate;
}

export function buildJobDescription(overrides: Partial<JobDescriptionTemplate> = {}): JobDescriptionTemplate {
  return {
    pk_JobDescription_ID: 1,
    fk_Enterprise_ID: 7,
    fk_User_ID: 11,
    Job_Name: 'Designer',
    Job_Description: '<p>x</p>',
    JobDescription_Deleted: 0,
    JobDescription_DateOfCreation: '2025-01-01T00:00:00Z',
    JobDescription_DateOfLastUpdate: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The same template question as the web's state holds it (domain names), for a test that hands one to a function. */
export const buildTemplateQuestionState = (overrides: Partial<QuestionTemplate> = {}): QuestionTemplateState =>
  questionTemplateFromWire(buildTemplateQuestion(overrides));
