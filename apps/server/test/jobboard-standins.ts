import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Local stand-ins for the two job boards (issue 17, docs/job-boards.md "Wire formats"): small
 * node:http servers that speak the calls our clients make, check the credentials and the
 * payload's shape, and answer as the boards would (ids, links, applicants, errors). The server
 * tests and the e2e spec point SEEK_API_BASE / IDIBU_API_BASE at them.
 */

/** What the next call answers instead of its normal answer (then back to normal). */
export type Fault = { status: number; body: string; contentType?: string } | 'hang';

export interface StandInApplicant {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

export interface StandIn {
  url: string;
  port: number;
  /** Postings by id: the last payload received and whether it is open. */
  postings: Map<string, { payload: unknown; open: boolean; updates: number }>;
  /** Applicants by posting id. */
  applicants: Map<string, StandInApplicant[]>;
  /** Every call as "METHOD path" (the operation for GraphQL). */
  calls: string[];
  /** The next `count` calls (default 1) answer with the fault. */
  failNext(fault: Fault, count?: number): void;
  close(): Promise<void>;
}

function listen(handler: http.RequestListener, port = 0): Promise<{ server: http.Server; port: number; hanging: Set<http.ServerResponse> }> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, hanging }));
  });
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res: http.ServerResponse, status: number, body: string, contentType = 'application/json') => {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
};

function faults() {
  const queue: Fault[] = [];
  return {
    failNext: (fault: Fault, count = 1) => {
      for (let i = 0; i < count; i++) queue.push(fault);
    },
    take: () => queue.shift(),
  };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isHttpUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);

/** SEEK: OAuth client credentials, then GraphQL mutations and the applications query. */
export async function startSeekStandIn(opts: { advertiserId: string; clientId: string; clientSecret: string; port?: number }): Promise<StandIn> {
  const tokens = new Set<string>();
  const postings: StandIn['postings'] = new Map();
  const applicants: StandIn['applicants'] = new Map();
  const calls: string[] = [];
  const { failNext, take } = faults();
  let seq = 0;
  let base = '';
  const gqlError = (res: http.ServerResponse, code: string, message: string) => send(res, 200, JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }));

  const { server, port, hanging } = await listen(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://x');
    let op = url.pathname;
    try {
      op = url.pathname === '/graphql' ? `graphql ${/\b(postPosition|updatePostedPositionProfile|closePostedPositionProfile|positionApplications)\(/.exec((JSON.parse(body) as { query?: string }).query ?? '')?.[1] ?? '?'}` : op;
    } catch {
      /* recorded as the path */
    }
    calls.push(`${req.method} ${op}`);
    const fault = take();
    if (fault === 'hang') return void hanging.add(res);
    if (fault) return send(res, fault.status, fault.body, fault.contentType);

    if (req.method === 'POST' && url.pathname === '/auth/token') {
      const t = JSON.parse(body || '{}') as Record<string, unknown>;
      if (t.grant_type !== 'client_credentials') return send(res, 400, JSON.stringify({ error: 'unsupported_grant_type' }));
      if (t.client_id !== opts.clientId || typeof t.client_secret !== 'string' || !sameText(t.client_secret, opts.clientSecret)) {
        return send(res, 401, JSON.stringify({ error: 'invalid_client', error_description: 'Client authentication failed' }));
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
    }
    if (req.method === 'POST' && url.pathname === '/graphql') {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) return send(res, 401, JSON.stringify({ errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] }));
      let parsed: { query?: string; variables?: Record<string, unknown> };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return send(res, 400, JSON.stringify({ errors: [{ message: 'Body is not JSON' }] }));
      }
      const op = /\b(postPosition|updatePostedPositionProfile|closePostedPositionProfile|positionApplications)\(/.exec(parsed.query ?? '')?.[1];
      const input = (parsed.variables?.input ?? {}) as { positionProfile?: Record<string, unknown> };
      const profile = input.positionProfile ?? {};
      const checkProfile = (): string | null => {
        if (profile.hirerId !== opts.advertiserId) return 'hirerId is not an advertiser of this client';
        if (typeof profile.positionTitle !== 'string' || !profile.positionTitle.trim()) return 'positionTitle is required';
        const cat = (profile.jobCategories as { section?: string; subCategory?: string }[] | undefined)?.[0];
        if (!cat?.section || !cat.subCategory) return 'jobCategories needs a section and a subCategory';
        const loc = profile.positionLocation as { countryCode?: string; suburb?: string } | undefined;
        if (!loc?.countryCode || !/^[A-Z]{2}$/.test(loc.countryCode) || !loc.suburb) return 'positionLocation needs a countryCode and a suburb';
        if (!isHttpUrl(profile.applicationUri)) return 'applicationUri must be an absolute URL';
        const desc = (profile.positionFormattedDescriptions as { content?: string }[] | undefined)?.[0]?.content;
        if (typeof desc !== 'string') return 'positionFormattedDescriptions is required';
        return null;
      };
      const answer = (field: string, id: string) =>
        send(res, 200, JSON.stringify({ data: { [field]: { positionProfile: { profileId: { value: id }, positionUri: `${base}/job/${id}` } } } }));
      if (op === 'postPosition') {
        const problem = checkProfile();
        if (problem) return gqlError(res, 'BAD_USER_INPUT', problem);
        const id = `seek-pp-${++seq}`;
        postings.set(id, { payload: profile, open: true, updates: 0 });
        return answer('postPosition', id);
      }
      const id = String(profile.profileId ?? parsed.variables?.positionProfileId ?? '');
      const posting = postings.get(id);
      if (!posting) return gqlError(res, 'NOT_FOUND', `No position profile ${id}`);
      if (op === 'updatePostedPositionProfile') {
        const problem = checkProfile();
        if (problem) return gqlError(res, 'BAD_USER_INPUT', problem);
        if (!posting.open) return gqlError(res, 'BAD_USER_INPUT', 'The position profile is closed');
        Object.assign(posting, { payload: profile, updates: posting.updates + 1 });
        return answer('updatePostedPositionProfile', id);
      }
      if (op === 'closePostedPositionProfile') {
        posting.open = false;
        return send(res, 200, JSON.stringify({ data: { closePostedPositionProfile: { positionProfile: { profileId: { value: id } } } } }));
      }
      if (op === 'positionApplications') {
        const edges = (applicants.get(id) ?? []).map((a) => ({
          node: { id: a.id, email: a.email, givenName: a.firstName ?? null, familyName: a.lastName ?? null, phone: a.phone ?? null, appliedAt: '2026-11-20T10:00:00Z' },
        }));
        return send(res, 200, JSON.stringify({ data: { positionApplications: { edges } } }));
      }
      return gqlError(res, 'GRAPHQL_VALIDATION_FAILED', 'Unknown operation');
    }
    if (req.method === 'GET' && url.pathname.startsWith('/job/')) return send(res, 200, '<!doctype html><title>SEEK stand-in job</title>', 'text/html');
    send(res, 404, JSON.stringify({ message: 'Not found' }));
  }, opts.port);
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    postings,
    applicants,
    calls,
    failNext,
    close: () => closeServer(server, hanging),
  };
}

const xmlText = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? null;
const xmlEscape = (s: string) => s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
const xmlAnswer = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?><response>${inner}</response>`;
const xmlError = (message: string, code = 'invalid') => xmlAnswer(`<status>error</status><code>${code}</code><message>${xmlEscape(message)}</message>`);

/** idibu: signed XML calls (client_id, ts, hash = HMAC-SHA256(secret, client_id + ts)). */
export async function startIdibuStandIn(opts: { clientId: string; secret: string; port?: number }): Promise<StandIn> {
  const postings: StandIn['postings'] = new Map();
  const applicants: StandIn['applicants'] = new Map();
  const calls: string[] = [];
  const { failNext, take } = faults();
  let seq = 0;
  let base = '';
  const xml = (res: http.ServerResponse, status: number, body: string) => send(res, status, body, 'application/xml');

  const { server, port, hanging } = await listen(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    const fault = take();
    if (fault === 'hang') return void hanging.add(res);
    if (fault) return send(res, fault.status, fault.body, fault.contentType ?? 'application/xml');
    if (req.method === 'GET' && url.pathname.startsWith('/jobs/')) return send(res, 200, '<!doctype html><title>idibu stand-in job</title>', 'text/html');

    const clientId = url.searchParams.get('client_id') ?? '';
    const ts = Number(url.searchParams.get('ts'));
    const hash = url.searchParams.get('hash') ?? '';
    const expected = createHmac('sha256', opts.secret).update(`${clientId}${ts}`).digest('hex');
    if (clientId !== opts.clientId || !sameText(hash, expected)) return xml(res, 401, xmlError('Invalid client or hash', 'auth'));
    if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 300) return xml(res, 401, xmlError('The timestamp is too old', 'auth'));

    const checkJob = (): string | null => {
      if (!body.includes('<job>')) return 'The body is not a <job> document';
      for (const name of ['title', 'category', 'subcategory', 'country', 'town', 'apply_url']) if (!xmlText(body, name)?.trim()) return `<${name}> is required`;
      if (!isHttpUrl(xmlText(body, 'apply_url')?.replace(/&amp;/g, '&'))) return '<apply_url> must be an absolute URL';
      return null;
    };
    if (req.method === 'POST' && url.pathname === '/api/job/post') {
      const problem = checkJob();
      if (problem) return xml(res, 200, xmlError(problem));
      const id = `ib-${1000 + ++seq}`;
      postings.set(id, { payload: body, open: true, updates: 0 });
      return xml(res, 200, xmlAnswer(`<status>success</status><job_id>${id}</job_id><url>${base}/jobs/${id}</url>`));
    }
    const id = url.pathname === '/api/job/applicants' ? (url.searchParams.get('job_id') ?? '') : (xmlText(body, 'job_id') ?? '');
    const posting = postings.get(id);
    if (!posting) return xml(res, 200, xmlError(`No job ${id}`, 'not_found'));
    if (req.method === 'POST' && url.pathname === '/api/job/update') {
      const problem = checkJob();
      if (problem) return xml(res, 200, xmlError(problem));
      Object.assign(posting, { payload: body, updates: posting.updates + 1 });
      return xml(res, 200, xmlAnswer(`<status>success</status><job_id>${id}</job_id><url>${base}/jobs/${id}</url>`));
    }
    if (req.method === 'POST' && url.pathname === '/api/job/close') {
      posting.open = false;
      return xml(res, 200, xmlAnswer(`<status>success</status><job_id>${id}</job_id>`));
    }
    if (req.method === 'GET' && url.pathname === '/api/job/applicants') {
      const items = (applicants.get(id) ?? [])
        .map((a) => `<applicant><id>${xmlEscape(a.id)}</id><email>${xmlEscape(a.email)}</email><first_name>${xmlEscape(a.firstName ?? '')}</first_name><last_name>${xmlEscape(a.lastName ?? '')}</last_name><phone>${xmlEscape(a.phone ?? '')}</phone><applied>2026-11-21T09:30:00Z</applied></applicant>`)
        .join('');
      return xml(res, 200, xmlAnswer(`<status>success</status><applicants>${items}</applicants>`));
    }
    xml(res, 404, xmlError('Unknown call'));
  }, opts.port);
  base = `http://127.0.0.1:${port}`;
  return { url: base, port, postings, applicants, calls, failNext, close: () => closeServer(server, hanging) };
}

async function closeServer(server: http.Server, hanging: Set<http.ServerResponse>) {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
