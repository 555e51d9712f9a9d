import dayjs, { type Dayjs } from 'dayjs';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  CAMPAIGN_STATUS,
  JOB_DEFAULTS,
  MSG,
  jobStateOf,
  saveJobSchema,
  type Campaign,
  type CampaignInput,
  type SaveJobBody,
} from '@candid/shared';
import { saveJobBody } from '../../api/campaigns';
import { settingsDraftFrom, settingsError, settingsInput, type InterviewSettingsDraft } from './interviewSettings';
import { questionsForSave, questionsSettingsError, type DraftQuestion } from './questionDraft';


/** SPEC §3: campaign dates are sent as YYYY/MM/DD. */
export const WIRE_DATE_FORMAT = 'YYYY/MM/DD';
const ISO = 'YYYY-MM-DD';

/** The editable state of the create-job screen (everything except questions and comments). */
export interface JobDraft {
  id?: number;
  title: string;
  referenceCode: string;
  /** 0 for the user's own company, an employer id, or null while none is chosen. */
  employerId: number | null;
  hiringManagerId: number | null;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  categoryId: number | null;
  subCategoryId: number | null;
  countryId: number | null;
  cityId: number | null;
  regionId: number | null;
  locationText: string;
  workTypeId: number;
  payTypeId: number;
  /** Digits only. */
  payFrom: string;
  payTo: string;
  descriptionHtml: string;
  descriptionText: string;
  /** Think time, answer limit, retakes and the untimed switch. */
  settings: InterviewSettingsDraft;
}

/** SPEC §4: choosing a start date sets the end date to one month later. */
export function datesForStart(start: Dayjs): { startDate: string; endDate: string } {
  return { startDate: start.format(ISO), endDate: start.add(1, 'month').format(ISO) };
}

/** SPEC §4: the picker's Reset sets start to today and end to one month later. */
export function resetDates(today: Dayjs = dayjs()): { startDate: string; endDate: string } {
  return datesForStart(today.startOf('day'));
}

export function emptyDraft(hiringManagerId: number | null, today: Dayjs = dayjs()): JobDraft {
  return {
    title: '',
    referenceCode: '',
    employerId: null,
    hiringManagerId,
    ...resetDates(today),
    categoryId: null,
    subCategoryId: null,
    countryId: null,
    cityId: null,
    regionId: null,
    locationText: '',
    workTypeId: 0,
    payTypeId: 0,
    payFrom: '',
    payTo: '',
    descriptionHtml: '',
    descriptionText: '',
    settings: settingsDraftFrom(),
  };
}

const toIso = (value: string | null | undefined, fallback: string) => {
  if (!value) return fallback;
  const d = dayjs(value.replaceAll('/', '-').slice(0, 10), ISO);
  return d.isValid() ? d.format(ISO) : fallback;
};

/** The draft of an existing (or navigation-state) campaign. */
export function draftFromCampaign(c: Partial<Campaign>, fallback: JobDraft): JobDraft {
  return {
    ...fallback,
    id: c.pk_Campaign_ID && c.pk_Campaign_ID > 0 ? c.pk_Campaign_ID : undefined,
    title: c.Campaign_Name ?? c.Campaign_Job_Title ?? '',
    referenceCode: c.Campaign_RefernceCode ?? '',
    employerId: c.Campaign_Tolerance ?? fallback.employerId,
    hiringManagerId: c.Campaign_CandidateNumber ?? fallback.hiringManagerId,
    startDate: toIso(c.Campaign_StartDate, fallback.startDate),
    endDate: toIso(c.Campaign_EndDate, fallback.endDate),
    categoryId: c.Campaign_Job_Category_ID ?? null,
    subCategoryId: c.Campaign_Job_Category_Sub_ID ?? null,
    countryId: c.Campaign_Job_Location_Country_ID ?? null,
    cityId: c.Campaign_Job_Location_City_ID ?? null,
    regionId: c.Campaign_Job_Location_Region_ID ?? null,
    locationText: c.Campaign_Job_Location_Text ?? '',
    workTypeId: c.Campaign_Job_Work_Type_ID ?? 0,
    payTypeId: c.Campaign_Job_Pay_Type_ID ?? 0,
    payFrom: c.Campaign_Job_Pay_Range_From != null ? String(c.Campaign_Job_Pay_Range_From) : '',
    payTo: c.Campaign_Job_Pay_Range_To != null ? String(c.Campaign_Job_Pay_Range_To) : '',
    descriptionHtml: c.Campaign_Job_DescriptionHtml ?? '',
    descriptionText: c.Campaign_Job_Description ?? '',
    settings: settingsDraftFrom(c),
  };
}

const payNumber = (digits: string) => (digits === '' ? null : Number(digits));

/** The campaign part of the Save call. */
export function campaignInputFromDraft(draft: JobDraft): CampaignInput & { pk_Campaign_ID?: number } {
  const title = draft.title.trim();
  return {
    ...(draft.id ? { pk_Campaign_ID: draft.id } : {}),
    Campaign_Name: title,
    Campaign_Job_Title: title,
    Campaign_RefernceCode: draft.referenceCode.trim() || null,
    Campaign_StartDate: dayjs(draft.startDate).format(WIRE_DATE_FORMAT),
    Campaign_EndDate: dayjs(draft.endDate).format(WIRE_DATE_FORMAT),
    Campaign_Job_Location_Country_ID: draft.countryId,
    Campaign_Job_Location_Region_ID: draft.regionId,
    Campaign_Job_Location_City_ID: draft.cityId,
    Campaign_Job_Location_Text: draft.locationText.trim() || null,
    Campaign_Job_Category_ID: draft.categoryId,
    Campaign_Job_Category_Sub_ID: draft.subCategoryId,
    Campaign_Job_Work_Type_ID: draft.workTypeId,
    Campaign_Job_Pay_Type_ID: draft.payTypeId,
    Campaign_Job_Pay_Range_From: payNumber(draft.payFrom),
    Campaign_Job_Pay_Range_To: payNumber(draft.payTo),
    Campaign_Job_Description: draft.descriptionText.trim() || null,
    Campaign_Job_DescriptionHtml: draft.descriptionHtml.trim() ? draft.descriptionHtml : null,
    Campaign_CandidateNumber: draft.hiringManagerId,
    Campaign_Tolerance: draft.employerId ?? 0,
    Campaign_Voice: JOB_DEFAULTS.voice,
    ...settingsInput(draft.settings),
  };
}

// ---- Pay range ----

/** SPEC §5: pay inputs accept digits only. */
export function payDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 10);
}

/** Thousands separators for a pay shown while the field is not focused. */
export function formatPay(digits: string): string {
  if (!digits) return '';
  return new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(Number(digits));
}

// ---- Questions: in questionDraft.ts ----

// ---- Save ----

/** The job screen's form: the job as edited and its questions in order. */
export interface JobForm extends JobDraft {
  questions: DraftQuestion[];
}

/** The job screen's form for a new job, an existing one, or one handed over by another screen. */
export function jobFormFrom(
  hiringManagerId: number | null,
  campaign: Partial<Campaign> | undefined,
  questions: DraftQuestion[],
): JobForm {
  const empty = emptyDraft(hiringManagerId);
  return { ...(campaign ? draftFromCampaign(campaign, empty) : empty), questions };
}

/** The body of POST /Campaign/SaveJob (the shared contract's input of saveJobSchema). */
export type JobSaveBody = SaveJobBody;

/** The body of POST /Campaign/SaveJob for a form: the campaign, its questions in order, the default voice and dialogs. */
export const saveJobBodyFromForm = (form: JobForm): JobSaveBody =>
  saveJobBody(campaignInputFromDraft(form), questionsForSave(form.questions));

/**
 * What SPEC §5 checks before the SaveJob schema can: that there are questions, then that a
 * company is chosen. Null when both hold.
 */
export function saveValidationError(draft: Pick<JobDraft, 'employerId'>, questions: unknown[]): string | null {
  if (questions.length === 0) return MSG.questionBeingGenerated;
  if (draft.employerId === null) return MSG.selectCompany;
  return null;
}

/**
 * Whether the job's company is chosen, as the Company row shows it: an id, and (once the
 * companies are loaded) one of those offered, not a client since removed. Actions that need the
 * company ask for it with 'Please select a company !' (SPEC §8 create job).
 */
export function companyChosen(employerId: number | null, companies: readonly { id: number }[], loading: boolean): boolean {
  if (employerId === null) return false;
  return loading || companies.some((c) => c.id === employerId);
}

type JobFormField = keyof JobForm;

/** The form field behind a campaign field of the SaveJob body (the rest belong to the form as a whole). */
const FIELD_OF_CAMPAIGN: Partial<Record<string, JobFormField>> = {
  Campaign_Name: 'title',
  Campaign_Job_Title: 'title',
  Campaign_RefernceCode: 'referenceCode',
  Campaign_StartDate: 'startDate',
  Campaign_EndDate: 'endDate',
  Campaign_Job_Location_Text: 'locationText',
  Campaign_Job_Pay_Range_From: 'payFrom',
  Campaign_Job_Pay_Range_To: 'payTo',
  Campaign_Job_Description: 'descriptionText',
  Campaign_Job_DescriptionHtml: 'descriptionHtml',
  Campaign_ScreeningAction: 'settings',
  Campaign_ScreeningEndMessage: 'settings',
};

/** The form field of one issue of saveJobSchema, by its path in the body. */
function fieldOfIssue(path: readonly PropertyKey[]): JobFormField | 'root' {
  if (path[0] === 'questions') return 'questions';
  if (path[0] === 'campaign') return FIELD_OF_CAMPAIGN[String(path[1])] ?? 'root';
  return 'root';
}

/**
 * The one message a Save shows, in the SPEC §5 order: questions, company, then the body's own
 * check by saveJobSchema — the schema the server validates SaveJob with — whose first rule is
 * the title; the questions' answer settings and the interview settings (the body carries valid
 * times only) come after the title, in the order of the screen.
 */
export function firstSaveError(form: JobForm): { field: JobFormField | 'root'; message: string } | null {
  const beforeBody = saveValidationError(form, form.questions);
  if (beforeBody) return { field: form.questions.length === 0 ? 'questions' : 'employerId', message: beforeBody };
  const parsed = saveJobSchema.safeParse(saveJobBodyFromForm(form));
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ field: fieldOfIssue(i.path), message: i.message }));
  const title = issues.find((i) => i.field === 'title');
  if (title) return title;
  const questionSettings = questionsSettingsError(form.questions);
  if (questionSettings) return { field: 'questions', message: questionSettings };
  const settings = settingsError(form.settings);
  if (settings) return { field: 'settings', message: settings };
  return issues[0] ?? null;
}

/**
 * The job form's resolver: a valid form resolves to its SaveJob body (dates as YYYY/MM/DD, as
 * sent), an invalid one to its first error under the field it belongs to.
 */
export const jobFormResolver: Resolver<JobForm, unknown, JobSaveBody> = async (values) => {
  const error = firstSaveError(values);
  if (!error) return { values: saveJobBodyFromForm(values), errors: {} };
  return { values: {}, errors: { [error.field]: { type: 'validate', message: error.message } } as FieldErrors<JobForm> };
};

/** Whether a job with these dates opens later than today (jobStateOf's "scheduled", as the server decides). */
export const startsLater = (draft: Pick<JobDraft, 'startDate' | 'endDate'>) =>
  jobStateOf({ Campaign_Status: CAMPAIGN_STATUS.New, Campaign_StartDate: draft.startDate, Campaign_EndDate: draft.endDate }) === 'scheduled';
