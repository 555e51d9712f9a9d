import dayjs, { type Dayjs } from 'dayjs';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { CAMPAIGN_STATUS, JOB_DEFAULTS, MSG, jobStateOf } from '@candid/shared';
import { saveJobBody, saveJobIssues, type Campaign, type SaveJobBody } from '../../api/campaigns';
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
  /** The candidate's language (BCP 47, issue 32): their pages, mails and the question voice. */
  language: string;
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
    language: JOB_DEFAULTS.voiceLang,
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
    id: c.id && c.id > 0 ? c.id : undefined,
    title: c.name ?? c.jobTitle ?? '',
    referenceCode: c.referenceCode ?? '',
    language: c.language || fallback.language,
    employerId: c.employerId ?? fallback.employerId,
    hiringManagerId: c.hiringManagerId ?? fallback.hiringManagerId,
    startDate: toIso(c.startDate, fallback.startDate),
    endDate: toIso(c.endDate, fallback.endDate),
    categoryId: c.categoryId ?? null,
    subCategoryId: c.categorySubId ?? null,
    countryId: c.locationCountryId ?? null,
    cityId: c.locationCityId ?? null,
    regionId: c.locationRegionId ?? null,
    locationText: c.locationText ?? '',
    workTypeId: c.workTypeId ?? 0,
    payTypeId: c.payTypeId ?? 0,
    payFrom: c.payRangeFrom != null ? String(c.payRangeFrom) : '',
    payTo: c.payRangeTo != null ? String(c.payRangeTo) : '',
    descriptionHtml: c.jobDescriptionHtml ?? '',
    descriptionText: c.jobDescription ?? '',
    settings: settingsDraftFrom(c),
  };
}

const payNumber = (digits: string) => (digits === '' ? null : Number(digits));

/** The campaign part of the Save call (the job's fields, with its id once saved). */
export function campaignInputFromDraft(draft: JobDraft): SaveJobBody['campaign'] {
  const title = draft.title.trim();
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: title,
    jobTitle: title,
    referenceCode: draft.referenceCode.trim() || null,
    language: draft.language,
    startDate: dayjs(draft.startDate).format(WIRE_DATE_FORMAT),
    endDate: dayjs(draft.endDate).format(WIRE_DATE_FORMAT),
    locationCountryId: draft.countryId,
    locationRegionId: draft.regionId,
    locationCityId: draft.cityId,
    locationText: draft.locationText.trim() || null,
    categoryId: draft.categoryId,
    categorySubId: draft.subCategoryId,
    workTypeId: draft.workTypeId,
    payTypeId: draft.payTypeId,
    payRangeFrom: payNumber(draft.payFrom),
    payRangeTo: payNumber(draft.payTo),
    jobDescription: draft.descriptionText.trim() || null,
    jobDescriptionHtml: draft.descriptionHtml.trim() ? draft.descriptionHtml : null,
    hiringManagerId: draft.hiringManagerId,
    employerId: draft.employerId ?? 0,
    voice: JOB_DEFAULTS.voice,
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

/** The body of POST /Campaign/SaveJob by domain name (api/campaigns sends it under the contract's names). */
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

type CampaignField = keyof SaveJobBody['campaign'];

/** The form field behind a campaign field of the SaveJob body (the rest belong to the form as a whole). */
const FIELD_OF_CAMPAIGN: Partial<Record<CampaignField, JobFormField>> = {
  name: 'title',
  jobTitle: 'title',
  referenceCode: 'referenceCode',
  startDate: 'startDate',
  endDate: 'endDate',
  locationText: 'locationText',
  payRangeFrom: 'payFrom',
  payRangeTo: 'payTo',
  jobDescription: 'descriptionText',
  jobDescriptionHtml: 'descriptionHtml',
  screeningAction: 'settings',
  screeningEndMessage: 'settings',
};

const isCampaignField = (key: PropertyKey): key is CampaignField => typeof key === 'string' && Object.hasOwn(FIELD_OF_CAMPAIGN, key);

/** The form field of one issue of saveJobSchema, by its path in the body (domain names). */
function fieldOfIssue(path: readonly PropertyKey[]): JobFormField | 'root' {
  if (path[0] === 'questions') return 'questions';
  if (path[0] === 'campaign' && isCampaignField(path[1])) return FIELD_OF_CAMPAIGN[path[1]] ?? 'root';
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
  const issues = saveJobIssues(saveJobBodyFromForm(form)).map((i) => ({ field: fieldOfIssue(i.path), message: i.message }));
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
  jobStateOf({ status: CAMPAIGN_STATUS.New, startDate: draft.startDate, endDate: draft.endDate }) === 'scheduled';
