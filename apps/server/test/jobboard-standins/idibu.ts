import type http from 'node:http';
import { createHmac } from 'node:crypto';
import { closeServer, faults, isHttpUrl, listen, readBody, sameText, send, type StandIn } from './common';

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
