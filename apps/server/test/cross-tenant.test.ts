import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { INTERVIEW_LIMITS, MSG } from '@candid/shared';
import type { RegisteredRoute } from '../src/http/access';
import { TENANT_RESOURCES, idsOf, inputSchemasOf, type IdField, type TenantResource } from '../src/http/resource-ids';
import { useTestApp } from './harness';
import { multipartBody, tempDataDir } from './candidate-fixtures';
import { buildTenant, dumpDatabase, dumpDiff, ownerKey, valueFor, type Tenant } from './cross-tenant-fixtures';

/*
 * Issue 27: every route that takes the id of a tenant's resource (URL, query or JSON body), found
 * in the route registry with what each id names (resource-ids.ts), is called by enterprise A with
 * enterprise B's ids — all of them B's, then each one B's among A's own. Member routes are called
 * with A's owner session and with A's owner API key, candidate routes with A's candidate's
 * interview token, share routes with A's share link. Each answers 404 (or the refusal listed
 * below) and the database is the same, row for row, afterwards. A new route with an id is probed
 * without anyone writing a test for it.
 */

const data = tempDataDir();
const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir, SECRETS_KEY: randomBytes(32).toString('base64') } });
afterAll(() => data.remove());

let a: Tenant;
let b: Tenant;
let aKey: Record<string, string>;
beforeAll(async () => {
  a = await buildTenant(t.app, 'Caller Co');
  b = await buildTenant(t.app, 'Target Co');
  aKey = await ownerKey(t.app, a.owner);
});

/** Routes with a tenant's id that are not probed, and why (every other one is). */
const NOT_PROBED: Record<string, string> = {
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
const AS_MISSING: Record<string, string> = {
  'POST /api/Comment MentionedUserIDs': 'the people mentioned are checked as a list: 400 "Unknown user: <id>"',
  'POST /api/Notification users': 'the recipients are checked as a list: 400 "Unknown user: <id>"',
  'POST /api/employer fk_UserID_MainContact': 'the main contact is a field of the form: 400 "Unknown user."',
  'PUT /api/employer/:pk_Employer_ID fk_UserID_MainContact': 'the main contact is a field of the form: 400 "Unknown user."',
  'POST /api/Campaign Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
  'PUT /api/Campaign Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
  'POST /api/Campaign/SaveJob Campaign_CandidateNumber': 'the hiring manager is a field of the form: 400 "Unknown hiring manager."',
};

type Input = {
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
const INPUT: Record<string, Input> = {
  'POST /api/User/SaveImage': { file: png },
  'POST /api/Enterprise/SaveImage': { file: png },
  'POST /api/Employer/SaveImage': { file: png },
  'POST /api/interview/:campaignId/:enterpriseId/resume': { file: pdf },
  'POST /api/Message/SendInviteUser': { query: { userAccessLevelId: 270 }, body: { '': ['invitee@example.com'] } },
  'POST /api/Question/GenerateQuestion': { query: { JobTitle: 'Engineer' } },
  'POST /api/Campaign': { body: jobDates },
  'PUT /api/Campaign': { body: jobDates },
  'POST /api/Campaign/SaveJob': { body: { 'campaign.Campaign_StartDate': jobDates.Campaign_StartDate, 'campaign.Campaign_EndDate': jobDates.Campaign_EndDate } },
  'POST /api/CampaignLine/Delete': { oneAtATime: true },
  'GET /api/Campaign/GetCampaignsPerMonth/:startDate/:endDate/:id': months,
  'GET /api/CampaignLine/GetInvitesPerMonth/:startDate/:endDate/:id': months,
  'GET /api/Interview/GetInterviewsPerMonth/:startDate/:endDate/:id': months,
  'POST /api/Campaign/:id/JobBoards/:board/:action': { params: { board: 'seek' } },
  'PATCH /api/Webhook/:id': { body: { Enabled: true } },
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
const OWN_REFUSED: Record<string, string> = {
  'POST /api/interview/:campaignId/:enterpriseId/complete': 'the candidate has not answered every question: 409',
  'POST /api/QuestionResponse/:id/transcript': 'no speech recognition runs in tests: 409',
  'POST /api/CampaignLine/:id/summary': 'summaries are off for the enterprise: 409',
  'GET /api/SeekJob/GetIdibuHash': 'idibu has no credentials: 409',
  'POST /api/Campaign/:id/JobBoards/:board/:action': 'SEEK has no partner credentials in tests: 409',
};

/** An id no row has. */
const MISSING_ID = 2_000_000_000;

type TenantField = IdField & { kind: TenantResource };
type Caller = 'member' | 'candidate' | 'share';
interface Target {
  route: RegisteredRoute;
  ids: TenantField[];
  caller: Caller;
}

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const isTenant = (f: IdField): f is TenantField => (TENANT_RESOURCES as readonly string[]).includes(f.kind ?? '');
const callerOf = (r: RegisteredRoute): Caller => (!r.access || 'public' in r.access ? 'share' : 'candidate' in r.access ? 'candidate' : 'member');
const sessionOnly = (r: RegisteredRoute) => !!r.access && 'sessionOnly' in r.access && r.access.sessionOnly === true;
/** Fields of one name and kind (a URL id repeated in the body) are one id: they change together. */
const groupOf = (f: TenantField) => `${f.name}:${f.kind}`;

/** Every route with an id of a tenant resource (but NOT_PROBED), with those ids and who calls it. */
const targets = (): Target[] =>
  t.app.routeRegistry
    .filter((r) => !(key(r) in NOT_PROBED))
    .map((route) => ({ route, ids: idsOf(route).filter(isTenant), caller: callerOf(route) }))
    .filter((p) => p.ids.length > 0);

/** Whose id a field carries: A's, B's, A's and B's (a list), none (left out), or nobody's. */
type Side = 'own' | 'foreign' | 'both' | 'omit' | 'missing';

/** The request for a route with each of its ids taken from `side(field)`, as its caller in A sends it. */
function requestFor({ route, ids, caller }: Target, side: (f: TenantField) => Side): InjectOptions {
  const input = INPUT[key(route)] ?? {};
  const schemas = inputSchemasOf(route);
  const pick = (f: TenantField): [string, unknown][] => {
    const which = side(f);
    const one = which === 'own' ? a.ids[f.kind] : which === 'missing' ? MISSING_ID : b.ids[f.kind];
    if (which === 'omit') return [];
    if (!f.many) return [[f.path, one]];
    return [[f.path, which === 'both' ? [a.ids[f.kind], b.ids[f.kind]] : [one]]];
  };
  const values = (where: IdField['where'], extra: Record<string, unknown> = {}) =>
    new Map<string, unknown>([...Object.entries(extra), ...ids.filter((f) => f.where === where).flatMap(pick)]);

  const shareToken = caller === 'share' ? { token: a.shareToken } : {};
  const params = valueFor(schemas.param, '', values('param', { ...shareToken, ...input.params })) as Record<string, unknown> | undefined;
  const query = valueFor(schemas.query, '', values('query', input.query)) as Record<string, unknown> | undefined;
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? 1)));
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const headers: Record<string, string> =
    caller === 'member' ? {} : caller === 'candidate' ? { [INTERVIEW_LIMITS.tokenHeader]: a.candidateToken } : {};
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

interface Probe {
  label: string;
  request: InjectOptions;
  /** The refusal expected: 401 for a candidate's token sent to another job, else 404. */
  status: 401 | 404;
  /** When every foreign id is one of AS_MISSING: the same request with nobody's ids instead. */
  asMissing?: InjectOptions;
}

/** Every request to send a route: all its ids B's, then (with more than one) each one B's among A's own. */
function probesOf(target: Target): Probe[] {
  const { route, ids } = target;
  const groups = [...new Set(ids.map(groupOf))];
  const oneAtATime = INPUT[key(route)]?.oneAtATime;
  const sets: string[][] = oneAtATime ? groups.map((g) => [g]) : [groups];
  if (!oneAtATime && (groups.length > 1 || ids.some((f) => f.many))) sets.push(...groups.map((g) => [g]));
  // The hook refuses a candidate's token for another job's URL before anything else (access.ts).
  const jobInUrl = (foreign: string[]) =>
    target.caller === 'candidate' && ids.some((f) => f.where === 'param' && ['campaignId', 'enterpriseId'].includes(f.name) && foreign.includes(groupOf(f)));
  return sets.map((foreign) => {
    const side = (f: TenantField, away: Side): Side =>
      !foreign.includes(groupOf(f)) ? (oneAtATime ? 'omit' : 'own') : f.many && foreign.length === 1 && groups.length > 1 ? 'both' : away;
    const missing = foreign.every((g) => ids.some((f) => groupOf(f) === g && `${key(route)} ${f.name}` in AS_MISSING));
    return {
      label: foreign.length === groups.length && !oneAtATime ? 'all foreign' : `foreign ${foreign.join(', ')}`,
      request: requestFor(target, (f) => side(f, 'foreign')),
      status: jobInUrl(foreign) ? 401 : 404,
      asMissing: missing ? requestFor(target, (f) => side(f, 'missing')) : undefined,
    };
  });
}

/** An answer with the ids of both enterprises and the made-up one made alike, to compare. */
const masked = (body: string) => body.replace(new RegExp(`\\b(${[MISSING_ID, ...Object.values(b.ids)].join('|')})\\b`, 'g'), '<id>');

/**
 * Sends every probe of `targets` with `headers` added; collects each answer that is not the
 * refusal expected, and each change of the database a refused request made.
 */
async function crossTenantPass(list: Target[], headers: Record<string, string>, viaKey = false) {
  const failures: string[] = [];
  let sent = 0;
  let before = await dumpDatabase(t.app.ctx.db);
  for (const target of list) {
    const { route } = target;
    for (const probe of probesOf(target)) {
      const send = (request: InjectOptions) => t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
      const res = await send(probe.request);
      sent += 1;
      const where = `${key(route)} [${probe.label}] ${probe.request.url}`;
      const message = String(res.headers['content-type']).includes('json') ? (res.json() as { message?: string }).message : undefined;
      if (viaKey && sessionOnly(route)) {
        if (![401, 403].includes(res.statusCode)) failures.push(`${where} → ${res.statusCode}, not 401/403 for a key: ${res.body.slice(0, 200)}`);
      } else if (probe.asMissing) {
        const missing = await send(probe.asMissing);
        if (res.statusCode < 400 || res.statusCode !== missing.statusCode || masked(res.body) !== masked(missing.body)) {
          failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}, for nobody's id ${missing.statusCode} ${missing.body.slice(0, 200)}`);
        }
      } else if (res.statusCode !== probe.status || message !== (probe.status === 404 ? MSG.notFound : MSG.unauthorized)) {
        failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    const after = await dumpDatabase(t.app.ctx.db);
    const changed = dumpDiff(before, after);
    if (Object.keys(changed).length) failures.push(`${key(route)} changed the database: ${JSON.stringify(changed).slice(0, 1500)}`);
    before = after;
  }
  return { failures, sent };
}

const ofCaller = (caller: Caller) => targets().filter((p) => p.caller === caller);

describe('another enterprise’s ids on every route that takes one', () => {
  it('probes every route with an id of a tenant resource, but those listed with a reason', () => {
    const count = (list: Target[]) => {
      const byKind: Record<string, number> = {};
      for (const { ids } of list) for (const kind of new Set(ids.map((f) => f.kind))) byKind[kind] = (byKind[kind] ?? 0) + 1;
      return `${list.length} (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')})`;
    };
    console.log(`[cross-tenant] member routes ${count(ofCaller('member'))}; candidate ${count(ofCaller('candidate'))}; share ${count(ofCaller('share'))}`);
    expect(ofCaller('member').length).toBeGreaterThan(100);
    // Share routes are the only public ones probed: the others with a tenant's id are listed.
    expect(ofCaller('share').map((p) => p.route.url).filter((url) => !url.startsWith('/api/share/:token/'))).toEqual([]);
    // Every entry of the tables names a route (and field) that is there.
    const routes = t.app.routeRegistry.filter((r) => idsOf(r).some(isTenant)).map(key);
    expect(Object.keys(NOT_PROBED).filter((k) => !routes.includes(k))).toEqual([]);
    const probed = targets().map((p) => key(p.route));
    expect([...Object.keys(INPUT), ...Object.keys(OWN_REFUSED)].filter((k) => !probed.includes(k))).toEqual([]);
    const fields = targets().flatMap((p) => p.ids.map((f) => `${key(p.route)} ${f.name}`));
    expect(Object.keys(AS_MISSING).filter((k) => !fields.includes(k))).toEqual([]);
  });

  it('answers 404 to a member session of another enterprise, and changes nothing', { timeout: 300_000 }, async () => {
    const { failures, sent } = await crossTenantPass(ofCaller('member'), a.owner.auth);
    console.log(`[cross-tenant] session: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it('answers 404 to an API key of another enterprise (401/403 where keys are refused), and changes nothing', { timeout: 300_000 }, async () => {
    // The key works on its own enterprise's routes.
    expect((await t.app.inject({ url: `/api/Campaign/${a.ids.campaign}`, headers: aKey })).statusCode).toBe(200);
    const { failures, sent } = await crossTenantPass(ofCaller('member'), aKey, true);
    console.log(`[cross-tenant] API key: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  it("answers 404 to another enterprise's candidate and share link (401 for another job's URL), and changes nothing", async () => {
    const { failures, sent } = await crossTenantPass([...ofCaller('candidate'), ...ofCaller('share')], {});
    console.log(`[cross-tenant] candidate and share: ${sent} requests`);
    expect(failures).toEqual([]);
  });

  /*
   * Last, as it changes A's data: the same requests with A's own ids get past validation and the
   * id checks, so the refusals above are the ids' doing. Reads first, deletions last.
   */
  it("gets past validation and the checks with the caller's own ids (the probes are real requests)", { timeout: 120_000 }, async () => {
    // The candidate's before the job can end; deleting a template or a job's candidates last: what
    // they remove, the other deletions need.
    const stage = ({ route: r, caller }: Target) =>
      caller !== 'member' ? 0 : r.method === 'GET' ? 1 : r.method !== 'DELETE' && !/delete/i.test(r.url) ? 2 : /\/(Template\/|CampaignLine\/Delete)/.test(r.url) ? 4 : 3;
    const failures: string[] = [];
    for (const target of targets().sort((x, y) => stage(x) - stage(y))) {
      const { route, ids } = target;
      const last = groupOf(ids[ids.length - 1]);
      const request = requestFor(target, (f) => (INPUT[key(route)]?.oneAtATime && groupOf(f) !== last ? 'omit' : 'own'));
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(target.caller === 'member' ? a.owner.auth : {}) } });
      const refused = res.statusCode >= 400;
      if (refused !== key(route) in OWN_REFUSED) failures.push(`${key(route)} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  });
});
