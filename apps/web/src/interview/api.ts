import { INTERVIEW_LIMITS } from '@candid/shared/constants';
import { CANDIDATE_MSG } from '@candid/shared/candidateMessages';
import { dataRequestsRoutes, formsRoutes, interviewRoutes, pathOf, uploadsRoutes, type Route } from '@candid/shared/routes';
import type {
  AnswerInput,
  CandidateForm,
  FormValueInput,
  InterviewLanding,
  InterviewRef,
  InterviewSession,
  InterviewStartInput,
  LocationSuggestion,
  SavedAnswer,
  SavedFormValue,
  UploadedResume,
} from './types';
import { activeLocale, shownMessage, t } from './i18n';

/** A failed call: the server's status, message and per-field details; status 0 = no answer. */
/**
 * A call the server refused, or that did not reach it. `message` and `details` are in the
 * candidate's language (the server writes English; shownMessage translates the messages the
 * catalogues hold); `sent` is the server's own text, which the app compares with CANDIDATE_MSG.
 */
export class InterviewApiError extends Error {
  readonly details: Record<string, string[]>;
  constructor(
    readonly status: number,
    readonly sent: string,
    details: Record<string, string[]> = {},
  ) {
    super(shownMessage(sent));
    this.name = 'InterviewApiError';
    this.details = Object.fromEntries(Object.entries(details).map(([field, messages]) => [field, messages.map(shownMessage)]));
  }
}

interface Wrapper<T> {
  successful?: boolean;
  data?: T;
  message?: string;
  details?: Record<string, string[]>;
}

/** A route's address under /api, with the interview's ids (when given) and its other params filled in. */
const urlOf = (route: Route, ref?: InterviewRef, params: Record<string, string | number> = {}) =>
  `/api${pathOf(route, ref ? { campaignId: ref.campaignId, enterpriseId: ref.enterpriseId, ...params } : params)}`;

/** The tus endpoint of the answers' uploads, on this origin. */
export const answerUploadEndpoint = (origin: string) => new URL(urlOf(uploadsRoutes.create), origin).toString();

function toError(status: number, body: Wrapper<unknown> | null): InterviewApiError {
  return new InterviewApiError(status, body?.message || t('server.somethingWentWrongRetry'), body?.details ?? {});
}

/** Calls a route at `url` (its address, see {@link urlOf}) with the route's method. */
async function call<T>(route: Route, url: string, init: { token?: string | null; body?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers[INTERVIEW_LIMITS.tokenHeader] = init.token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, body: init.body, headers });
  } catch {
    throw new InterviewApiError(0, t('network'));
  }
  let body: Wrapper<T> | null = null;
  try {
    body = (await response.json()) as Wrapper<T>;
  } catch {
    body = null;
  }
  if (!response.ok || body?.successful === false) throw toError(response.status, body);
  return body?.data as T;
}

/** The candidate-facing calls of docs/api-interview.md. */
export const interviewApi = {
  /** Opens with the public link's secret or the candidate's own token (docs/api-interview.md). */
  landing: (ref: InterviewRef, token: string | null) => {
    const url = urlOf(interviewRoutes.landing, ref);
    return call<InterviewLanding>(interviewRoutes.landing, ref.link ? `${url}?link=${encodeURIComponent(ref.link)}` : url, { token });
  },

  start: (ref: InterviewRef, input: InterviewStartInput) =>
    call<{ token: string }>(interviewRoutes.start, urlOf(interviewRoutes.start, ref), {
      body: JSON.stringify({ ...input, ...(ref.link ? { link: ref.link } : {}), ...(ref.via ? { via: ref.via } : {}) }),
    }),

  session: (ref: InterviewRef, token: string) => call<InterviewSession>(interviewRoutes.session, urlOf(interviewRoutes.session, ref), { token }),

  updateCandidate: (ref: InterviewRef, token: string, input: { firstName: string; lastName: string; phone?: string }) =>
    call<unknown>(interviewRoutes.updateCandidate, urlOf(interviewRoutes.updateCandidate, ref), { token, body: JSON.stringify(input) }),

  /** The consent, with the language of the sentence the candidate ticked (the server records that sentence). */
  consent: (ref: InterviewRef, token: string) =>
    call<unknown>(interviewRoutes.consent, urlOf(interviewRoutes.consent, ref), {
      token,
      body: JSON.stringify({ consent: true, language: activeLocale() }),
    }),

  complete: (ref: InterviewRef, token: string) => call<unknown>(interviewRoutes.complete, urlOf(interviewRoutes.complete, ref), { token }),

  /** PUT .../experience (issue 33): the finished candidate's rating of the interview. */
  rateExperience: (ref: InterviewRef, token: string, experience: { rating: number; comment: string | null }) =>
    call<{ rating: number; comment: string | null }>(interviewRoutes.rateExperience, urlOf(interviewRoutes.rateExperience, ref), {
      token,
      body: JSON.stringify(experience),
    }),

  /** POST .../accommodation (issue 32): the candidate's request, mailed to the job's team. */
  requestAccommodation: (ref: InterviewRef, token: string, request: string) =>
    call<{ requestedAt: string }>(interviewRoutes.requestAccommodation, urlOf(interviewRoutes.requestAccommodation, ref), {
      token,
      body: JSON.stringify({ request }),
    }),

  /** POST /api/DataRequest (issue 16): data is the message to show, the same for any address. */
  dataRequest: (input: { email: string; kind: 'copy' | 'erase' }) =>
    call<string>(dataRequestsRoutes.create, urlOf(dataRequestsRoutes.create), { body: JSON.stringify(input) }),

  /** The question's audio or avatar video as a blob (its URL needs the token header, so no <audio src>/<video src>). */
  async questionMedia(url: string, token: string): Promise<Blob> {
    const response = await fetch(url, { headers: { [INTERVIEW_LIMITS.tokenHeader]: token } });
    if (!response.ok) throw new InterviewApiError(response.status, t('server.somethingWentWrongRetry'));
    return response.blob();
  },

  /** POST .../resume as multipart (field `file`) over XHR, for its upload progress events. */
  uploadResume: (ref: InterviewRef, token: string, file: File, onProgress: (fraction: number) => void) =>
    upload<UploadedResume>(interviewRoutes.resume, urlOf(interviewRoutes.resume, ref), token, file, onProgress, [t('resumeTooLarge'), t('resumeWrongType')]),

  /** PUT .../answers/{questionId} (issue 29): saves (replaces) an answer other than a recording or a file. */
  saveAnswer: (ref: InterviewRef, token: string, questionId: number, answer: AnswerInput) =>
    call<SavedAnswer>(interviewRoutes.saveAnswer, urlOf(interviewRoutes.saveAnswer, ref, { questionId }), { token, body: JSON.stringify(answer) }),

  /** POST .../screening (issue 29): the candidate moves on from the screening questions; says whether screening ended the interview. */
  moveOnFromScreening: (ref: InterviewRef, token: string) =>
    call<{ screening: SavedAnswer['screening'] }>(interviewRoutes.moveOnFromScreening, urlOf(interviewRoutes.moveOnFromScreening, ref), { token }),

  /** POST .../answers/{questionId}/file (issue 29) as multipart (field `file`), with its progress. */
  uploadAnswerFile: (ref: InterviewRef, token: string, questionId: number, file: File, onProgress: (fraction: number) => void) =>
    upload<SavedAnswer>(interviewRoutes.saveFileAnswer, urlOf(interviewRoutes.saveFileAnswer, ref, { questionId }), token, file, onProgress, [
      CANDIDATE_MSG.answerFileTooLarge,
      CANDIDATE_MSG.answerFileWrongType,
    ]),

  /** GET .../form (issue 29): the job's application form with the values given so far. */
  form: (ref: InterviewRef, token: string) => call<CandidateForm>(formsRoutes.candidateForm, urlOf(formsRoutes.candidateForm, ref), { token }),

  /** PUT .../form/{fieldId}: one field's value (an empty one clears it). */
  saveFormValue: (ref: InterviewRef, token: string, fieldId: string, value: FormValueInput) =>
    call<SavedFormValue>(formsRoutes.saveValue, urlOf(formsRoutes.saveValue, ref, { fieldId }), { token, body: JSON.stringify(value) }),

  /** POST .../form/{fieldId}/file as multipart (field `file`), with its progress. */
  uploadFormFile: (ref: InterviewRef, token: string, fieldId: string, file: File, onProgress: (fraction: number) => void) =>
    upload<SavedFormValue>(formsRoutes.saveFile, urlOf(formsRoutes.saveFile, ref, { fieldId }), token, file, onProgress, [
      CANDIDATE_MSG.answerFileTooLarge,
      CANDIDATE_MSG.answerFileWrongType,
    ]),

  /** POST .../form/submit: 400 with details naming each required field without a value. */
  submitForm: (ref: InterviewRef, token: string) => call<CandidateForm>(formsRoutes.submit, urlOf(formsRoutes.submit, ref), { token }),

  /** GET .../places: suggestions for a place field in a country. */
  places: (ref: InterviewRef, token: string, countryCode: string, text: string) =>
    call<LocationSuggestion[]>(
      formsRoutes.places,
      `${urlOf(formsRoutes.places, ref)}?countryCode=${encodeURIComponent(countryCode)}&text=${encodeURIComponent(text)}&limit=8`,
      { token },
    ),
};

/** A multipart POST (field `file`) over XHR, for its upload progress events; [413, 415] messages when the server gives none. */
function upload<T>(
  route: Route,
  url: string,
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
  [tooLarge, wrongType]: [string, string],
): { promise: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open(route.method, url);
    xhr.setRequestHeader(INTERVIEW_LIMITS.tokenHeader, token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new InterviewApiError(0, t('network')));
    xhr.onabort = () => reject(new InterviewApiError(0, t('resumeCancelled')));
    xhr.onload = () => {
      let body: Wrapper<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Wrapper<T>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.successful !== false && body?.data) resolve(body.data);
      else if (xhr.status === 413) reject(new InterviewApiError(413, body?.message || tooLarge));
      else if (xhr.status === 415) reject(new InterviewApiError(415, body?.message || wrongType, body?.details ?? {}));
      else reject(toError(xhr.status, body));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
