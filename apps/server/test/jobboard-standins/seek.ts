import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { closeServer, faults, listen, readBody, sameText, send, type StandIn, type StandInApplicant } from './common';
import {
  CHILDREN,
  PROFILE_FIELDS,
  PROFILE_REQUIRED,
  Refusal,
  SCHEME,
  SEEK_AUDIENCE,
  SEEK_CATEGORIES,
  SEEK_PLACES,
  StampedMap,
  checkApplicationMethods,
  checkCategory,
  checkEnd,
  checkLocation,
  checkOrganizations,
  checkProfile,
  fields,
  forbid,
  isObj,
  isStr,
  refuse,
  type Json,
  type Place,
  type StandInHirer,
} from './seek-schema';

export { SEEK_AUDIENCE, SEEK_CATEGORIES, SEEK_PLACES, type StandInHirer } from './seek-schema';

/*
 * SEEK, as developer.seek.com documents it (docs/job-boards.md "SEEK"): a partner token from
 * POST /oauth/token (JSON: audience, client_id, client_secret, grant_type) for the one partner
 * (Candid) the stand-in knows, then GraphQL at
 * POST /graphql with the token as a bearer. Each operation's variables are checked against the
 * documented input types (required fields, SEEK ANZ scheme rules, unknown fields refused), and
 * errors come back as GraphQL errors with SEEK's codes. The ontology is a small fixture: a few
 * places, two job category families, two ad products quoted per query.
 */

export interface SeekStandIn extends StandIn {
  /** The hirer id SEEK gives the stand-in's advertiser. */
  hirerId: string;
  /** The hirers SEEK knows, by hirer id; the advertiser's has JobPosting and ApplicationExport. Add more in a test. */
  hirers: Map<string, StandInHirer>;
  /** Applications by ad (profile id): set a list and SEEK emits CandidateApplicationCreated events for it. */
  applicants: StampedMap<string, StandInApplicant[]>;
  /** Whether a posted ad is live at once (positionProfile answers) or still being posted (null). */
  goLive: boolean;
  /** Ads whose application events this partner may no longer read (FORBIDDEN on the candidate). */
  forbiddenAds: Set<string>;
  /** Every token issued so far stops working (as if expired early). */
  revokeTokens(): void;
}

/**
 * SEEK: partner tokens for the partner's `clientId` and `clientSecret`, then GraphQL
 * (hiringOrganization, postPosition, updatePostedPositionProfile, …, events), posting for the hirer
 * of `advertiserId`.
 */
export async function startSeekStandIn(opts: { advertiserId: string; clientId: string; clientSecret: string; port?: number }): Promise<SeekStandIn> {
  const hirerId = `${SCHEME}:organization:seek:${Buffer.from(opts.advertiserId).toString('base64url')}`;
  const hirers = new Map<string, StandInHirer>([
    [hirerId, { name: 'Stand-in Hirer Pty Ltd', advertiserId: Number(opts.advertiserId), relationships: ['ApplicationExport', 'JobPosting'] }],
  ]);
  const tokens = new Set<string>();
  const postings: StandIn['postings'] = new Map();
  const applicants = new StampedMap<string, StandInApplicant[]>();
  const forbiddenAds = new Set<string>();
  const calls: string[] = [];
  const quotedProducts = new Map<string, string>();
  const byIdempotency = new Map<string, string>();
  const ads = new Map<string, { postedAt: number; end: string; product: string; uri: string }>();
  const { failNext, take } = faults();
  let seq = 0;
  let base = '';
  const state = { goLive: true };

  const gql = (res: http.ServerResponse, data: Json | null, errors?: Json[]) => send(res, 200, JSON.stringify(errors ? { data, errors } : { data }));
  const gqlError = (res: http.ServerResponse, code: string, message: string, invalidFields?: Record<string, string>) =>
    gql(res, null, [{ message, extensions: { code, ...(invalidFields ? { invalidFields } : {}) } }]);

  /** SEEK's HiringOrganization: FORBIDDEN when the partner has no relationship with the hirer. */
  function hirerNode(id: string | undefined) {
    const hirer = id ? hirers.get(id) : undefined;
    if (!hirer) return null;
    if (hirer.relationships.length === 0) forbid(`No relationship with hirer ${id}`);
    return { id: { value: id }, name: hirer.name, seekAnzAdvertiserId: hirer.advertiserId ?? null, seekApiCapabilities: { relationshipTypeCodes: hirer.relationships, applicationMethodCodes: [] } };
  }
  const operations: Record<string, (v: Json, res: http.ServerResponse) => void> = {
    seekAnzAdvertiser: (v, res) => {
      if (typeof v.id !== 'number' || !Number.isInteger(v.id)) return refuse('/id', 'Expected an Int');
      gql(res, { seekAnzAdvertiser: hirerNode([...hirers].find(([, h]) => h.advertiserId === v.id)?.[0]) });
    },
    hiringOrganization: (v, res) => {
      if (!isStr(v.id)) return refuse('/id', 'Expected a String');
      if (!/^[A-Za-z0-9]+:organization:[A-Za-z0-9]+:[A-Za-z0-9_-]+$/.test(v.id)) return refuse('/id', 'Invalid object identifier');
      gql(res, { hiringOrganization: hirerNode(v.id) });
    },
    nearestLocations: (v, res) => {
      if (v.schemeId !== SCHEME) return gqlError(res, 'BAD_USER_INPUT', 'Unsupported schemeId');
      const geo = fields(v.geoLocation, '/geoLocation', ['latitude', 'longitude'], ['latitude', 'longitude']);
      const first = Math.min(Number(v.first ?? 10), 10);
      const km = (p: Place) => Math.hypot(p.latitude - Number(geo.latitude), (p.longitude - Number(geo.longitude)) * Math.cos((Number(geo.latitude) * Math.PI) / 180));
      const near = [...SEEK_PLACES].sort((a, b) => km(a) - km(b)).slice(0, first);
      gql(res, { nearestLocations: near.map((p) => ({ id: { value: p.id }, name: p.name, contextualName: p.contextualName, countryCode: p.countryCode })) });
    },
    jobCategories: (v, res) => {
      if (v.schemeId !== SCHEME) return gqlError(res, 'BAD_USER_INPUT', 'Unsupported schemeId');
      if (v.positionProfile !== undefined) checkLocation(fields(v.positionProfile, '/positionProfile', ['positionLocation'], ['positionLocation']).positionLocation, '/positionProfile/positionLocation');
      const node = (c: { id: string; name: string }) => ({ id: { value: c.id }, name: c.name });
      gql(res, { jobCategories: SEEK_CATEGORIES.map((p) => ({ ...node(p), children: p.children.map(node) })) });
    },
    jobCategorySuggestions: (v, res) => {
      if (v.schemeId !== SCHEME) return gqlError(res, 'BAD_USER_INPUT', 'Unsupported schemeId');
      const p = fields(v.positionProfile, '/positionProfile', ['positionTitle', 'positionLocation', 'positionOrganizations', 'positionFormattedDescriptions'], ['positionTitle', 'positionLocation']);
      checkLocation(p.positionLocation, '/positionProfile/positionLocation');
      const text = `${String(p.positionTitle)} ${JSON.stringify(p.positionFormattedDescriptions ?? '')}`.toLowerCase();
      const scored = [...CHILDREN.values()]
        .map((c) => ({ c, hits: c.words.filter((w) => text.includes(w)).length }))
        .filter((s) => s.hits > 0)
        .sort((a, b) => b.hits - a.hits)
        .slice(0, Number(v.first ?? 5));
      gql(res, {
        jobCategorySuggestions: scored.map(({ c, hits }) => ({
          jobCategory: { id: { value: c.id }, name: c.name, parent: { id: { value: c.parent.id }, name: c.parent.name } },
          confidence: Math.min(1, hits / 2),
        })),
      });
    },
    advertisementProducts: (v, res) => {
      const p = fields(
        v.positionProfile,
        '/positionProfile',
        ['jobCategories', 'positionLocation', 'positionOrganizations', 'positionTitle', 'offeredRemunerationPackage', 'profileId', 'seekAnzWorkTypeCode'],
        ['jobCategories', 'positionLocation', 'positionOrganizations', 'positionTitle'],
      );
      checkCategory(p.jobCategories, '/positionProfile/jobCategories');
      checkLocation(p.positionLocation, '/positionProfile/positionLocation');
      checkOrganizations(p.positionOrganizations, '/positionProfile/positionOrganizations', hirers);
      // Product ids are quotes: new ones every time, each valid for posting.
      const products = ['Classic', 'StandOut'].map((label) => {
        const id = `globalPublicTest:adProduct:seekApi:${randomBytes(9).toString('base64url')}`;
        quotedProducts.set(id, label);
        return { id: { value: id }, label, selected: false };
      });
      gql(res, { advertisementProducts: { products, information: null } });
    },
    postPosition: (v, res) => {
      const input = fields(v.input, '/input', ['positionOpening', 'positionProfile'], ['positionOpening', 'positionProfile']);
      const opening = fields(input.positionOpening, '/input/positionOpening', ['postingRequester', 'seekPartnerMetadata', 'statusCode'], ['postingRequester']);
      const requester = fields(opening.postingRequester, '/input/positionOpening/postingRequester', ['id', 'roleCode', 'personContacts'], ['id', 'roleCode', 'personContacts']);
      if (!hirers.get(String(requester.id))?.relationships.includes('JobPosting')) forbid(`No JobPosting relationship with hirer ${String(requester.id)}`);
      if (requester.roleCode !== 'Company') refuse('/input/positionOpening/postingRequester/roleCode', 'Currently, one code is defined: Company');
      const contacts = requester.personContacts;
      if (!Array.isArray(contacts) || contacts.length < 1 || contacts.length > 10) refuse('/input/positionOpening/postingRequester/personContacts', 'Between 1 and 10 contact people');
      (contacts as unknown[]).forEach((c, i) => {
        const at = `/input/positionOpening/postingRequester/personContacts/${i}`;
        const person = fields(c, at, ['name', 'communication', 'roleCode'], ['name', 'communication', 'roleCode']);
        const name = fields(person.name, `${at}/name`, ['formattedName', 'given', 'family'], []);
        if (!isStr(name.formattedName) && !(isStr(name.given) && isStr(name.family))) refuse(`${at}/name`, 'A name is required');
        const comm = fields(person.communication, `${at}/communication`, ['email', 'phone', 'address', 'seekDoNotContactIndicator'], ['email']);
        const emails = comm.email;
        if (!Array.isArray(emails) || !emails.some((e) => isObj(e) && isStr(e.address) && e.address.includes('@'))) refuse(`${at}/communication/email`, 'An email address is required');
        if (!['Recruiter', 'HiringManager'].includes(String(person.roleCode))) refuse(`${at}/roleCode`, 'Recruiter or HiringManager');
      });
      const profile = fields(input.positionProfile, '/input/positionProfile', PROFILE_FIELDS, PROFILE_REQUIRED);
      checkProfile(profile, '/input/positionProfile', hirers);
      const at = '/input/positionProfile/postingInstructions/0';
      const instruction = fields(
        (profile.postingInstructions as unknown[])[0],
        at,
        ['idempotencyId', 'applicationMethods', 'brandingId', 'end', 'seekAdvertisementProductId', 'seekAnzAdvertisementType'],
        ['idempotencyId'],
      );
      if (!isStr(instruction.idempotencyId)) refuse(`${at}/idempotencyId`, 'Required');
      checkApplicationMethods(instruction.applicationMethods, `${at}/applicationMethods`);
      checkEnd(instruction.end, `${at}/end`, Date.now() + 30 * 86_400_000);
      const product = String(instruction.seekAdvertisementProductId ?? '');
      if (!quotedProducts.has(product)) refuse(`${at}/seekAdvertisementProductId`, 'Select an ad product from a recent advertisementProducts query');

      const known = byIdempotency.get(String(instruction.idempotencyId));
      if (known) {
        return gql(res, {
          postPosition: {
            __typename: 'PostPositionPayload_Conflict',
            conflictingPositionOpening: { documentId: { value: `${SCHEME}:positionOpening:adPosting:${known}` } },
            conflictingPositionProfile: { profileId: { value: known } },
          },
        });
      }
      const n = ++seq;
      const id = `${SCHEME}:positionProfile:jobAd:${n}`;
      byIdempotency.set(String(instruction.idempotencyId), id);
      const postedAt = Date.now();
      ads.set(id, { postedAt, end: String(instruction.end ?? new Date(postedAt + 30 * 86_400_000).toISOString()), product, uri: `${base}/job/${n}` });
      postings.set(id, { payload: profile, opening, open: true, updates: 0 });
      gql(res, {
        postPosition: {
          __typename: 'PostPositionPayload_Success',
          positionOpening: { documentId: { value: `${SCHEME}:positionOpening:adPosting:${n}` } },
          positionProfile: { profileId: { value: id } },
        },
      });
    },
    positionProfile: (v, res) => {
      const ad = ads.get(String(v.id));
      const posting = postings.get(String(v.id));
      if (!ad || !posting || !state.goLive) return gql(res, { positionProfile: null });
      const p = posting.payload as Json;
      gql(res, {
        positionProfile: {
          profileId: { value: v.id },
          positionTitle: p.positionTitle,
          positionUri: ad.uri,
          postingInstructions: [{ start: new Date(ad.postedAt).toISOString(), end: posting.open ? ad.end : new Date().toISOString() }],
        },
      });
    },
    updatePostedPositionProfile: (v, res) => {
      const input = fields(v.input, '/input', ['positionProfile'], ['positionProfile']);
      const profile = fields(input.positionProfile, '/input/positionProfile', [...PROFILE_FIELDS, 'profileId'], [...PROFILE_REQUIRED, 'profileId']);
      const id = String(profile.profileId);
      const ad = ads.get(id);
      const posting = postings.get(id);
      if (!ad || !posting) return refuse('/input/positionProfile/profileId', `No job ad ${id}`);
      if (!posting.open) forbid('The job ad has been closed');
      if (profile.seekApplicationQuestionnaireId !== undefined) refuse('/input/positionProfile/seekApplicationQuestionnaireId', 'Questionnaires cannot be changed');
      checkProfile(profile, '/input/positionProfile', hirers);
      const at = '/input/positionProfile/postingInstructions/0';
      const instruction = fields((profile.postingInstructions as unknown[])[0], at, ['applicationMethods', 'brandingId', 'end', 'seekAdvertisementProductId'], []);
      checkApplicationMethods(instruction.applicationMethods, `${at}/applicationMethods`);
      checkEnd(instruction.end, `${at}/end`, ad.postedAt + 30 * 86_400_000);
      if (instruction.seekAdvertisementProductId !== undefined && instruction.seekAdvertisementProductId === ad.product) {
        refuse(`${at}/seekAdvertisementProductId`, 'You cannot provide the same product ID that was initially used to post the job ad');
      }
      if (instruction.end !== undefined) ad.end = String(instruction.end);
      Object.assign(posting, { payload: profile, updates: posting.updates + 1 });
      gql(res, { updatePostedPositionProfile: { positionProfile: { profileId: { value: id } } } });
    },
    closePostedPositionProfile: (v, res) => {
      const input = fields(v.input, '/input', ['positionProfile'], ['positionProfile']);
      const id = String(fields(input.positionProfile, '/input/positionProfile', ['profileId'], ['profileId']).profileId);
      const posting = postings.get(id);
      if (!posting) return refuse('/input/positionProfile/profileId', `No job ad ${id}`);
      posting.open = false; // idempotent: closing a closed ad succeeds
      gql(res, { closePostedPositionProfile: { positionProfile: { profileId: { value: id } } } });
    },
    events: (v, res) => {
      if (v.schemeId !== SCHEME) return gqlError(res, 'BAD_USER_INPUT', 'Unsupported schemeId');
      const first = Number(v.first ?? 10);
      if (!Number.isInteger(first) || first < 1 || first > 100) return refuse('/first', 'A maximum of 100 events can be returned in a single page');
      const filter = fields(v.filter ?? {}, '/filter', ['afterDateTime', 'beforeDateTime', 'deliveredIndicator', 'eventTypeCodes', 'subscriptionId'], []);
      const after = Date.parse(String(filter.afterDateTime ?? '1970-01-01T00:00:00Z'));
      const types = (filter.eventTypeCodes as string[] | undefined) ?? ['CandidateApplicationCreated'];
      const stream = types.includes('CandidateApplicationCreated')
        ? [...applicants].flatMap(([adId, list]) => list.map((a) => ({ adId, a, at: applicants.stamps.get(adId)! }))).filter((e) => Date.parse(e.at) > after)
        : [];
      const start = v.after === undefined ? 0 : Number(Buffer.from(String(v.after), 'base64url').toString()) + 1;
      const page = stream.slice(start, start + first);
      const errors: Json[] = [];
      const edges = page.map(({ adId, a, at }, i) => {
        const hidden = forbiddenAds.has(adId);
        if (hidden) errors.push({ message: 'No ApplicationExport relationship with this hirer', path: ['events', 'edges', i, 'node', 'candidate'], extensions: { code: 'FORBIDDEN' } });
        return {
          cursor: Buffer.from(String(start + i)).toString('base64url'),
          node: {
            id: { value: `${SCHEME}:event:events:${adId}-${a.id}` },
            typeCode: 'CandidateApplicationCreated',
            createDateTime: at,
            candidateApplicationProfileId: a.id,
            candidateId: `${SCHEME}:candidate:seek:${a.id}`,
            candidateApplicationProfile: hidden ? null : { associatedPositionProfile: { profileId: { value: adId } } },
            candidate: hidden
              ? null
              : {
                  person: {
                    name: { given: a.firstName ?? null, family: a.lastName ?? null, formattedName: [a.firstName, a.lastName].filter(Boolean).join(' ') },
                    communication: { email: [{ address: a.email }], phone: a.phone ? [{ formattedNumber: a.phone }] : [] },
                  },
                },
          },
        };
      });
      const hasNextPage = start + first < stream.length;
      gql(res, { events: { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } } }, errors.length ? errors : undefined);
    },
  };
  const ROOT = new RegExp(`\\b(${Object.keys(operations).join('|')})\\s*\\(`);

  const { server, port, hanging } = await listen(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://x');
    let parsed: { query?: unknown; variables?: unknown } | undefined;
    try {
      parsed = body ? (JSON.parse(body) as typeof parsed) : undefined;
    } catch {
      parsed = undefined;
    }
    const op = url.pathname === '/graphql' ? (ROOT.exec(String(parsed?.query ?? ''))?.[1] ?? '?') : null;
    calls.push(op ? `graphql ${op}` : `${req.method} ${url.pathname}`);
    const fault = take();
    if (fault === 'hang') return void hanging.add(res);
    if (fault) return send(res, fault.status, fault.body, fault.contentType);

    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      if (!String(req.headers['content-type']).startsWith('application/json') || !isObj(parsed)) return send(res, 400, JSON.stringify({ error: 'invalid_request' }));
      const t = parsed as Json;
      if (t.grant_type !== 'client_credentials') return send(res, 403, JSON.stringify({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type' }));
      if (t.audience !== SEEK_AUDIENCE) return send(res, 403, JSON.stringify({ error: 'access_denied', error_description: 'Service not enabled within domain' }));
      if (t.client_id !== opts.clientId || typeof t.client_secret !== 'string' || !sameText(t.client_secret, opts.clientSecret)) {
        return send(res, 401, JSON.stringify({ error: 'access_denied', error_description: 'Unauthorized' }));
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, JSON.stringify({ access_token: token, expires_in: 1800, token_type: 'Bearer' }));
    }
    if (req.method === 'POST' && url.pathname === '/graphql') {
      if (!String(req.headers['content-type']).startsWith('application/json')) return send(res, 415, JSON.stringify({ errors: [{ message: 'Unsupported content type' }] }));
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) return gqlError(res, 'UNAUTHENTICATED', 'Partner token is invalid or expired');
      if (!isObj(parsed) || typeof parsed.query !== 'string') return gqlError(res, 'BAD_REQUEST', 'The body must be JSON with a query');
      const handle = op ? operations[op] : undefined;
      if (!handle) return gqlError(res, 'GRAPHQL_VALIDATION_FAILED', 'Cannot query this field');
      try {
        return handle(isObj(parsed.variables) ? parsed.variables : {}, res);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        if (err.code === 'FORBIDDEN') return gqlError(res, 'FORBIDDEN', err.detail);
        return gqlError(res, 'BAD_USER_INPUT', `Invalid input: ${err.detail}`, { [err.pointer]: err.detail });
      }
    }
    if (req.method === 'GET' && url.pathname.startsWith('/job/')) return send(res, 200, '<!doctype html><title>SEEK stand-in job ad</title>', 'text/html');
    send(res, 404, JSON.stringify({ message: 'Not found' }));
  }, opts.port);
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    hirerId,
    hirers,
    postings,
    applicants,
    forbiddenAds,
    calls,
    failNext,
    get goLive() {
      return state.goLive;
    },
    set goLive(value: boolean) {
      state.goLive = value;
    },
    revokeTokens: () => tokens.clear(),
    close: () => closeServer(server, hanging),
  };
}
