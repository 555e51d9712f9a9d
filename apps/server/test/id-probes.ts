import type { InjectOptions } from 'fastify';
import { INTERVIEW_LIMITS } from '@candid/shared';
import type { RegisteredRoute } from '../src/http/access';
import { TENANT_RESOURCES, idsOf, inputSchemasOf, type IdField, type TenantResource } from '../src/http/resource-ids';
import { multipartBody } from './candidate-fixtures';
import { valueFor } from './cross-tenant-fixtures';

/*
 * Requests that carry ids the caller must not reach, for every route of the registry that takes
 * one (issue 27): what each route needs besides its ids, the routes left out and why, and the
 * probes themselves. The cross-tenant test sends another enterprise's ids; the hiring-manager
 * scope test (issue 28) another job's of the same enterprise.
 */


/** Routes with a tenant's id that are not probed, and why (every other one is). */
export const NOT_PROBED: Record<string, string> = {
  'GET /api/Account/Invitation': "public: the invitation's secret decides; another user or enterprise is an invalid invitation (auth tests)",
  'POST /api/Account/RegisterByInvite': "public: the invitation's secret (UserStatusId) decides, as above",
  'GET /api/Image/:enterpriseId/:name': "public by design: logos and avatars shown on candidate pages and in mails, under unguessable names",
  'GET /api/Snippet/Get/:name': "public by design: an enterprise's published texts (careers page, candidate pages)",
  'POST /api/Operator/Assign': "the operator's token (billing operator-routes): acts on any enterprise by design",
  'GET /api/interview/:campaignId/:enterpriseId': "public by design: a job's candidate landing page (the link's secret opens it)",
  'POST /api/interview/:campaignId/:enterpriseId/start': "public by design: a candidate registering through the job's link",
  'PATCH /api/uploads/answers/:uploadId': "the upload id is the tus upload's random name, found only through the candidate's own line (uploads tests)",
  'DELETE /api/uploads/answers/:uploadId': 'as PATCH',
};

/**
 * Ids another enterprise's of which is answered as one that exists nowhere, rather than 404: a
 * person named in a form is checked as a field of it. The answer must be the very one a made-up
 * id gets, so it tells nothing of the other enterprise. `METHOD url field`: why.
 */
export const AS_MISSING: Record<string, string> = {
  'POST /api/Comment MentionedUserIDs': 'the people mentioned are checked as a list: 400 "Unknown user: <id>"',
  'POST /api/Notification users': 'the recipients are checked as a list: 400 "Unknown user: <id>"',
  'POST /api/employer fk_UserID_MainContact': 'the main contact is a field of the form: 400 "Unknown user."',
  'PUT /api/employer/:pk_Employer_ID fk_UserID_MainContact': 'the main contact is a field of the form: 400 "Unknown user."',
  'POST /api/Campaign Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
  'PUT /api/Campaign Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
  'POST /api/Campaign/SaveJob Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
};

export type Input = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** By dotted path; '' is the whole body. */
  body?: Record<string, unknown>;
  /** A multipart body with `file` (a small PNG unless told). */
  file?: { name: string; type: string; data: Buffer };
  /** Its ids exclude each other: each is probed alone. */
  oneAtATime?: true;
};
const png = { name: 'logo.png', type: 'image/png', data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') };
const pdf = { name: 'resume.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%stand-in resume\n%%EOF\n') };
const jobDates = { Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/12/31' };
const months = { params: { startDate: '2026-01-01', endDate: '2026-06-30' } };
/** What a route needs besides its ids to get past validation (what its schema alone does not tell). */
export const INPUT: Record<string, Input> = {
  'POST /api/User/SaveImage': { file: png },
  'POST /api/Enterprise/SaveImage': { file: png },
  'POST /api/Employer/SaveImage': { file: png },
  'POST /api/interview/:campaignId/:enterpriseId/resume': { file: pdf },
  'POST /api/Message/SendInviteUser': { query: { userAccessLevelId: 270 }, body: { '': ['invitee@example.com'] } },
  'POST /api/Question/GenerateQuestion': { query: { JobTitle: 'Engineer' } },
  'POST /api/Question/GenerateTypedQuestions': { query: { JobTitle: 'Engineer' } },
  'POST /api/Campaign': { body: jobDates },
  'PUT /api/Campaign': { body: jobDates },
  'POST /api/Campaign/SaveJob': { body: { 'campaign.Campaign_StartDate': jobDates.Campaign_StartDate, 'campaign.Campaign_EndDate': jobDates.Campaign_EndDate } },
  'POST /api/CampaignLine/Delete': { oneAtATime: true },
  'GET /api/Campaign/GetCampaignsPerMonth/:startDate/:endDate/:id': months,
  'GET /api/CampaignLine/GetInvitesPerMonth/:startDate/:endDate/:id': months,
  'GET /api/Interview/GetInterviewsPerMonth/:startDate/:endDate/:id': months,
  'POST /api/Campaign/:id/JobBoards/:board/:action': { params: { board: 'seek' } },
  'PATCH /api/Webhook/:id': { body: { Enabled: true } },
  // Issue 34: a competency's scale has five described points.
  'PUT /api/Campaign/:id/Scorecard': { body: { 'competencies[].anchors': ['1', '2', '3', '4', '5'], 'competencies[].name': 'Probe' } },
  'PUT /api/Form/:id': { body: { Form_Fields: [{ id: 'city', kind: 'short_text', label: 'Where do you live?' }] } },
  // Issue 29: the probe job's form has a text field 'city' and a file field 'proof'.
  'PUT /api/interview/:campaignId/:enterpriseId/form/:fieldId': { params: { fieldId: 'city' }, body: { kind: 'short_text', text: 'Probe town' } },
  'POST /api/interview/:campaignId/:enterpriseId/form/:fieldId/file': { params: { fieldId: 'proof' }, file: pdf },
  'GET /api/CampaignLine/:id/Form/:fieldId/File': { params: { fieldId: 'proof' } },
  // An update names its row and at least one field to change (400 otherwise).
  'PUT /api/Enterprise': { body: { Enterprise_Notes: 'Probe' } },
  'PUT /api/Question': { body: { Question_Text: 'What would a probe ask?' } },
  'PUT /api/Template': { body: { Template_Name: 'Probe template' } },
  'PUT /api/QuestionTemplate': { body: { QuestionTemplate_Text: 'What would a probe ask?' } },
  'PUT /api/JobDescription': { body: { Job_Name: 'Probe role' } },
  'PUT /api/Comment': { body: { Comment_Content: 'Probe' } },
  'PUT /api/User': { body: { User_FirstName: 'Probe' } },
};

/**
 * Routes that refuse the probe's request even with the caller's own ids, and why: their 404 for
 * B's ids is checked all the same, but the last test cannot show it is the ids' doing.
 */
export const OWN_REFUSED: Record<string, string> = {
  'POST /api/interview/:campaignId/:enterpriseId/complete': 'the candidate has not answered every question: 409',
  // Issue 33: a candidate rates the interview once finished.
  'PUT /api/interview/:campaignId/:enterpriseId/experience': 'the probe candidate has not finished the interview: 409',
  // Issue 29: the probe's question is a required video question.
  'PUT /api/interview/:campaignId/:enterpriseId/answers/:questionId': 'the probe question is a video question, answered by a recording: 400',
  'DELETE /api/interview/:campaignId/:enterpriseId/answers/:questionId': 'the probe question is required: 400',
  'POST /api/interview/:campaignId/:enterpriseId/answers/:questionId/file': 'the probe question is a video question, not a file question: 400',
  'DELETE /api/Form/:id': 'the probe job uses the probe form: 409',
  'POST /api/QuestionResponse/:id/transcript': 'no speech recognition runs in tests: 409',
  'POST /api/CampaignLine/:id/summary': 'summaries are off for the enterprise: 409',
  'GET /api/SeekJob/GetIdibuHash': 'idibu has no credentials: 409',
  'POST /api/Campaign/:id/JobBoards/:board/:action': 'SEEK has no partner credentials in tests: 409',
};

/** An id no row has. */
export const MISSING_ID = 2_000_000_000;

export type TenantField = IdField & { kind: TenantResource };
export type Caller = 'member' | 'candidate' | 'share';
export interface Target {
  route: RegisteredRoute;
  ids: TenantField[];
  caller: Caller;
}

export const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
export const isTenant = (f: IdField): f is TenantField => (TENANT_RESOURCES as readonly string[]).includes(f.kind ?? '');
export const callerOf = (r: RegisteredRoute): Caller => (!r.access || 'public' in r.access ? 'share' : 'candidate' in r.access ? 'candidate' : 'member');
export const sessionOnly = (r: RegisteredRoute) => !!r.access && 'sessionOnly' in r.access && r.access.sessionOnly === true;
/** Fields of one name and kind (a URL id repeated in the body) are one id: they change together. */
export const groupOf = (f: TenantField) => `${f.name}:${f.kind}`;

/** Every route with an id of a tenant resource (but NOT_PROBED), with those ids and who calls it. */
export const targetsOf = (routes: readonly RegisteredRoute[]): Target[] =>
  routes
    .filter((r) => !(key(r) in NOT_PROBED))
    .map((route) => ({ route, ids: idsOf(route).filter(isTenant), caller: callerOf(route) }))
    .filter((p) => p.ids.length > 0);

/**
 * Member GET routes that find a candidate by email (`?email=`, issue 28): they take no id to swap,
 * so the probes miss them. The cross-tenant and hiring-manager tests call each with the email of a
 * candidate who is both the caller's and one they must not reach, and check that every item
 * answered is the caller's to see. A new route that looks candidates up by email is checked too.
 */
export const emailLookupsOf = (routes: readonly RegisteredRoute[]): RegisteredRoute[] =>
  routes.filter((r) => r.method === 'GET' && callerOf(r) === 'member' && Object.hasOwn(inputSchemasOf(r).query?.properties ?? {}, 'email'));

/** Whose id a field carries: A's, B's, A's and B's (a list), none (left out), or nobody's. */
export type Side = 'own' | 'foreign' | 'both' | 'omit' | 'missing';

/**
 * Whose ids a probe sends: the caller's own (`own`, and the share link and candidate token it
 * calls with) and those it must not reach (`foreign`): another enterprise's, or, for a Hiring
 * Manager, another job's in the same enterprise.
 */
export interface ProbeWorld {
  own: Record<TenantResource, number>;
  foreign: Record<TenantResource, number>;
  shareToken: string;
  /** The share link's reference of the caller's own completed candidate. */
  shareRef: string;
  candidateToken: string;
}

/** The request for a route with each of its ids taken from `side(field)`, as its caller sends it. */
export function requestFor(world: ProbeWorld, { route, ids, caller }: Target, side: (f: TenantField) => Side): InjectOptions {
  const input = INPUT[key(route)] ?? {};
  const schemas = inputSchemasOf(route);
  const pick = (f: TenantField): [string, unknown][] => {
    const which = side(f);
    const one = which === 'own' ? world.own[f.kind] : which === 'missing' ? MISSING_ID : world.foreign[f.kind];
    if (which === 'omit') return [];
    if (!f.many) return [[f.path, one]];
    return [[f.path, which === 'both' ? [world.own[f.kind], world.foreign[f.kind]] : [one]]];
  };
  const values = (where: IdField['where'], extra: Record<string, unknown> = {}) =>
    new Map<string, unknown>([...Object.entries(extra), ...ids.filter((f) => f.where === where).flatMap(pick)]);

  const shareToken = caller === 'share' ? { token: world.shareToken, ref: world.shareRef } : {};
  const params = valueFor(schemas.param, '', values('param', { ...shareToken, ...input.params })) as Record<string, unknown> | undefined;
  const query = valueFor(schemas.query, '', values('query', input.query)) as Record<string, unknown> | undefined;
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? 1)));
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const headers: Record<string, string> =
    caller === 'member' ? {} : caller === 'candidate' ? { [INTERVIEW_LIMITS.tokenHeader]: world.candidateToken } : {};
  const options: InjectOptions = { method: route.method as 'GET', url: search ? `${url}?${search}` : url, headers };
  if (input.file) {
    const multipart = multipartBody(input.file);
    options.payload = multipart.payload;
    options.headers = { ...headers, ...multipart.headers };
  } else if (schemas.body) {
    options.payload = valueFor(schemas.body, '', values('body', input.body)) as object;
  }
  return options;
}

export interface Probe {
  label: string;
  request: InjectOptions;
  /** The refusal expected: 401 for a candidate's token sent to another job, else 404. */
  status: 401 | 404;
  /** When every foreign id is one of AS_MISSING: the same request with nobody's ids instead. */
  asMissing?: InjectOptions;
}

/**
 * Every request to send a route: all its ids foreign, then (with more than one) each one foreign
 * among the caller's own. Only the ids `probed` picks are made foreign; the others stay the caller's.
 */
export function probesOf(world: ProbeWorld, target: Target, probed: (f: TenantField) => boolean = () => true): Probe[] {
  const { route, ids } = target;
  const groups = [...new Set(ids.filter(probed).map(groupOf))];
  const oneAtATime = INPUT[key(route)]?.oneAtATime;
  const sets: string[][] = oneAtATime ? groups.map((g) => [g]) : [groups];
  if (!oneAtATime && (groups.length > 1 || ids.some((f) => f.many))) sets.push(...groups.map((g) => [g]));
  // The hook refuses a candidate's token for another job's URL before anything else (access.ts).
  const jobInUrl = (foreign: string[]) =>
    target.caller === 'candidate' && ids.some((f) => f.where === 'param' && ['campaignId', 'enterpriseId'].includes(f.name) && foreign.includes(groupOf(f)));
  return sets.map((foreign) => {
    const side = (f: TenantField, away: Side): Side =>
      !probed(f) ? 'own' : !foreign.includes(groupOf(f)) ? (oneAtATime ? 'omit' : 'own') : f.many && foreign.length === 1 && groups.length > 1 ? 'both' : away;
    const missing = foreign.every((g) => ids.some((f) => groupOf(f) === g && `${key(route)} ${f.name}` in AS_MISSING));
    return {
      label: foreign.length === groups.length && !oneAtATime ? 'all foreign' : `foreign ${foreign.join(', ')}`,
      request: requestFor(world, target, (f) => side(f, 'foreign')),
      status: jobInUrl(foreign) ? 401 : 404,
      asMissing: missing ? requestFor(world, target, (f) => side(f, 'missing')) : undefined,
    };
  });
}

