import { createHmac } from 'node:crypto';
import {
  JobBoardError,
  boardFetch,
  statusError,
  type BoardApplicantData,
  type BoardJob,
  type BoardPosting,
  type IdibuCredentialsData,
  type JobBoardAdapter,
} from './types';

/*
 * idibu's XML-over-HTTP API as this client speaks it (docs/job-boards.md "Wire formats"): every
 * call carries client_id, ts (Unix seconds) and hash = hex HMAC-SHA256 of `${client_id}${ts}`
 * under the client's secret, computed here and never sent to the browser. POST
 * {base}/api/job/post, /api/job/update, /api/job/close with an XML <job>; GET
 * {base}/api/job/applicants?job_id=. Answers are <response><status>success|error</status>...
 * Written without idibu's documentation at hand: check the paths, the hash recipe and the element
 * names against the vendor's before going live.
 */

const BOARD = 'idibu';

/** The hash idibu's calls carry (GET /SeekJob/GetIdibuHash hands out the same). */
export function idibuHash(creds: IdibuCredentialsData, timestamp: number): string {
  return createHmac('sha256', creds.secret).update(`${creds.clientId}${timestamp}`).digest('hex');
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const unescapeXml = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(lt|gt|amp|apos|quot);/g, (_m, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!);

const el = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

/** The <job> document of a post or an update. */
export function jobXml(job: BoardJob, jobId?: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<job>',
    el('job_id', jobId),
    el('reference', job.reference),
    el('title', job.title),
    `<description><![CDATA[${job.descriptionHtml.replaceAll(']]>', ']]]]><![CDATA[>')}]]></description>`,
    el('category', job.category.section),
    el('subcategory', job.category.sub),
    `<location>${el('country', job.location.countryCode)}${el('region', job.location.region)}${el('town', job.location.place)}${el('postcode', job.location.postalCode)}</location>`,
    el('job_type', job.workType),
    `<salary>${el('type', job.pay.type)}${el('from', job.pay.min)}${el('to', job.pay.max)}${el('currency', job.pay.currency)}</salary>`,
    el('apply_url', job.applyUrl),
    el('end_date', job.endDate),
    '</job>',
  ].join('');
}

/** The text of the first <name> element directly inside `xml` (no attributes expected). */
export function xmlText(xml: string, name: string): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1]).trim() : null;
}

export class IdibuClient implements JobBoardAdapter<IdibuCredentialsData> {
  readonly name = BOARD;

  constructor(private readonly opts: { baseUrl: string; timeoutMs: number; now?: () => number }) {}

  async post(creds: IdibuCredentialsData, job: BoardJob): Promise<BoardPosting> {
    return this.posting(await this.call(creds, 'POST', '/api/job/post', jobXml(job)));
  }

  async update(creds: IdibuCredentialsData, externalId: string, job: BoardJob): Promise<BoardPosting> {
    return this.posting(await this.call(creds, 'POST', '/api/job/update', jobXml(job, externalId)), externalId);
  }

  async close(creds: IdibuCredentialsData, externalId: string): Promise<void> {
    await this.call(creds, 'POST', '/api/job/close', `<?xml version="1.0" encoding="UTF-8"?><job>${el('job_id', externalId)}</job>`);
  }

  async getApplicants(creds: IdibuCredentialsData, externalId: string): Promise<BoardApplicantData[]> {
    const xml = await this.call(creds, 'GET', `/api/job/applicants?job_id=${encodeURIComponent(externalId)}`);
    const list = xmlText(xml, 'applicants');
    if (list === null) throw new JobBoardError(BOARD, 'malformed', 'idibu answered without <applicants>');
    const raw = /<applicants>([\s\S]*?)<\/applicants>/.exec(xml)![1];
    return [...raw.matchAll(/<applicant>([\s\S]*?)<\/applicant>/g)].map(([, a]) => {
      const id = xmlText(a, 'id');
      const email = xmlText(a, 'email');
      if (!id || email === null) throw new JobBoardError(BOARD, 'malformed', 'idibu answered an applicant without id or email');
      return {
        applicantId: id,
        email,
        firstName: xmlText(a, 'first_name') || null,
        lastName: xmlText(a, 'last_name') || null,
        phone: xmlText(a, 'phone') || null,
        appliedAt: xmlText(a, 'applied') || null,
      };
    });
  }

  private posting(xml: string, knownId?: string): BoardPosting {
    const externalId = xmlText(xml, 'job_id') || knownId;
    if (!externalId) throw new JobBoardError(BOARD, 'malformed', 'idibu answered without <job_id>');
    return { externalId, url: xmlText(xml, 'url') || null };
  }

  /** One signed call; answers the <response> body when its status is success. */
  private async call(creds: IdibuCredentialsData, method: 'GET' | 'POST', pathAndQuery: string, body?: string): Promise<string> {
    const ts = Math.floor((this.opts.now?.() ?? Date.now()) / 1000);
    const url = new URL(`${this.opts.baseUrl}${pathAndQuery}`);
    url.searchParams.set('client_id', creds.clientId);
    url.searchParams.set('ts', String(ts));
    url.searchParams.set('hash', idibuHash(creds, ts));
    const res = await boardFetch(
      BOARD,
      url.toString(),
      { method, headers: { accept: 'application/xml', ...(body ? { 'content-type': 'application/xml; charset=utf-8' } : {}) }, body },
      this.opts.timeoutMs,
    );
    const text = await res.text();
    if (!res.ok) throw statusError(BOARD, res.status, xmlText(text, 'message') ?? text);
    const response = xmlText(text, 'response') === null ? null : /<response>([\s\S]*)<\/response>/.exec(text)![1];
    const status = response === null ? null : xmlText(response, 'status');
    if (response === null || (status !== 'success' && status !== 'error')) throw new JobBoardError(BOARD, 'malformed', 'idibu answered in an unknown shape');
    if (status === 'error') {
      const message = xmlText(response, 'message') ?? 'idibu refused the call';
      const code = xmlText(response, 'code');
      throw new JobBoardError(BOARD, code === 'auth' ? 'auth' : 'rejected', message);
    }
    return response;
  }
}
