import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdibuStandIn, startSeekStandIn, type StandIn } from '../../../test/jobboard-standins';
import { IdibuClient, idibuHash, jobXml, xmlText } from './idibu';
import { SeekClient } from './seek';
import { JobBoardError, type BoardJob } from './types';

/* The boards' real HTTP clients against the local stand-ins (issue 17, docs/job-boards.md). */

const job: BoardJob = {
  reference: 'candid-1-2',
  title: 'Barista & Café Lead',
  descriptionHtml: '<p>Make <strong>great</strong> coffee]]> & more</p>',
  descriptionText: 'Make great coffee & more',
  category: { section: 'hospitality-tourism', sub: 'baristas' },
  location: { countryCode: 'AU', region: 'NSW', place: 'Parramatta', postalCode: '2150' },
  workType: 'full-time',
  pay: { type: 'hourly', min: 30, max: 35, currency: 'AUD' },
  applyUrl: 'http://candid.test/invite/2/1?link=abc',
  endDate: '2099-12-31',
};

const seekCreds = { advertiserId: 'adv-1001', clientId: 'seek-client', clientSecret: 'seek-secret-1' };
const idibuCreds = { clientId: 'ib-client', secret: 'ib-secret-1' };
let seek: StandIn;
let idibu: StandIn;

beforeAll(async () => {
  seek = await startSeekStandIn(seekCreds);
  idibu = await startIdibuStandIn(idibuCreds);
});
afterAll(async () => {
  await seek.close();
  await idibu.close();
});

const seekClient = (timeoutMs = 5000) => new SeekClient({ baseUrl: seek.url, timeoutMs });
const idibuClient = (timeoutMs = 5000) => new IdibuClient({ baseUrl: idibu.url, timeoutMs });

async function failure(p: Promise<unknown>): Promise<JobBoardError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JobBoardError);
  return err as JobBoardError;
}

describe('SEEK client', () => {
  it('posts, updates, reads applicants and closes a position', async () => {
    const client = seekClient();
    const posted = await client.post(seekCreds, job);
    expect(posted.externalId).toMatch(/^seek-pp-\d+$/);
    expect(posted.url).toBe(`${seek.url}/job/${posted.externalId}`);
    const sent = seek.postings.get(posted.externalId)!.payload as Record<string, unknown>;
    expect(sent).toMatchObject({ hirerId: 'adv-1001', positionTitle: job.title, positionLocation: { countryCode: 'AU', state: 'NSW', suburb: 'Parramatta' } });

    await client.update(seekCreds, posted.externalId, { ...job, title: 'Head Barista' });
    expect(seek.postings.get(posted.externalId)).toMatchObject({ updates: 1, payload: { positionTitle: 'Head Barista' } });

    seek.applicants.set(posted.externalId, [{ id: 'a1', email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee' }]);
    expect(await client.getApplicants(seekCreds, posted.externalId)).toEqual([
      { applicantId: 'a1', email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee', phone: null, appliedAt: '2026-11-20T10:00:00Z' },
    ]);

    await client.close(seekCreds, posted.externalId);
    expect(seek.postings.get(posted.externalId)!.open).toBe(false);
    // One token served every call.
    expect(seek.calls.filter((c) => c === 'POST /auth/token')).toHaveLength(1);
  });

  it('reports refused credentials as auth (401 on the token)', async () => {
    const err = await failure(seekClient().post({ ...seekCreds, clientSecret: 'wrong' }, job));
    expect(err).toMatchObject({ reason: 'auth', status: 401, message: 'Client authentication failed', retryable: false });
  });

  it('reports content the board refuses as rejected, with its words', async () => {
    const err = await failure(seekClient().post({ ...seekCreds, advertiserId: 'adv-9' }, job));
    expect(err).toMatchObject({ reason: 'rejected', message: 'hirerId is not an advertiser of this client', retryable: false });
  });

  it('reports a 500 as http (retryable)', async () => {
    const client = seekClient();
    await client.post(seekCreds, job); // the token is cached: the fault hits the GraphQL call
    seek.failNext({ status: 500, body: JSON.stringify({ message: 'Internal error' }) });
    const err = await failure(client.post(seekCreds, job));
    expect(err).toMatchObject({ reason: 'http', status: 500, message: 'Internal error', retryable: true });
  });

  it('reports an answer it cannot read as malformed', async () => {
    seek.failNext({ status: 200, body: '<html>maintenance</html>', contentType: 'text/html' });
    expect((await failure(seekClient().post(seekCreds, job))).reason).toBe('malformed');
    const client = seekClient();
    await client.post(seekCreds, job);
    seek.failNext({ status: 200, body: JSON.stringify({ data: { postPosition: { positionProfile: {} } } }) });
    expect((await failure(client.post(seekCreds, job))).reason).toBe('malformed');
  });

  it('gives up after its timeout when the board does not answer', async () => {
    seek.failNext('hang');
    const started = Date.now();
    const err = await failure(seekClient(300).post(seekCreds, job));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fetches a fresh token once when the board no longer takes the cached one', async () => {
    const client = seekClient();
    await client.post(seekCreds, job);
    const before = seek.calls.filter((c) => c === 'POST /auth/token').length;
    seek.failNext({ status: 401, body: JSON.stringify({ errors: [{ message: 'Token revoked' }] }) });
    expect((await client.post(seekCreds, job)).externalId).toMatch(/^seek-pp-/);
    expect(seek.calls.filter((c) => c === 'POST /auth/token').length).toBe(before + 1);
  });
});

describe('idibu client', () => {
  it('signs its calls with the hash of client id and timestamp', () => {
    expect(idibuHash(idibuCreds, 1700000000)).toMatch(/^[0-9a-f]{64}$/);
    expect(idibuHash(idibuCreds, 1700000000)).not.toBe(idibuHash(idibuCreds, 1700000001));
    expect(idibuHash(idibuCreds, 1700000000)).not.toContain(idibuCreds.secret);
  });

  it('writes the job as XML with the description kept whole', () => {
    const xml = jobXml(job, 'ib-7');
    expect(xmlText(xml, 'title')).toBe('Barista & Café Lead');
    expect(xmlText(xml, 'description')).toBe(job.descriptionHtml);
    expect(xmlText(xml, 'job_id')).toBe('ib-7');
    expect(xml).toContain('<apply_url>http://candid.test/invite/2/1?link=abc</apply_url>');
  });

  it('posts, updates, reads applicants and closes a job', async () => {
    const client = idibuClient();
    const posted = await client.post(idibuCreds, job);
    expect(posted).toEqual({ externalId: expect.stringMatching(/^ib-\d+$/), url: `${idibu.url}/jobs/${posted.externalId}` });
    await client.update(idibuCreds, posted.externalId, { ...job, title: 'Head Barista' });
    expect(idibu.postings.get(posted.externalId)).toMatchObject({ updates: 1 });
    expect(String(idibu.postings.get(posted.externalId)!.payload)).toContain('<title>Head Barista</title>');
    idibu.applicants.set(posted.externalId, [{ id: 'x9', email: 'bo@example.com', firstName: 'Bo & Co' }]);
    expect(await client.getApplicants(idibuCreds, posted.externalId)).toEqual([
      { applicantId: 'x9', email: 'bo@example.com', firstName: 'Bo & Co', lastName: null, phone: null, appliedAt: '2026-11-21T09:30:00Z' },
    ]);
    await client.close(idibuCreds, posted.externalId);
    expect(idibu.postings.get(posted.externalId)!.open).toBe(false);
  });

  it('reports a wrong secret (401) and a stale timestamp as auth', async () => {
    expect(await failure(idibuClient().post({ ...idibuCreds, secret: 'nope' }, job))).toMatchObject({ reason: 'auth', status: 401, message: 'Invalid client or hash' });
    const late = new IdibuClient({ baseUrl: idibu.url, timeoutMs: 5000, now: () => Date.now() - 3_600_000 });
    expect((await failure(late.post(idibuCreds, job))).reason).toBe('auth');
  });

  it('reports an error answer as rejected with its message', async () => {
    expect(await failure(idibuClient().close(idibuCreds, 'ib-404'))).toMatchObject({ reason: 'rejected', message: 'No job ib-404' });
    expect(await failure(idibuClient().post(idibuCreds, { ...job, location: { ...job.location, place: '' } }))).toMatchObject({ reason: 'rejected', message: '<town> is required' });
  });

  it('reports a 500 as http, an unreadable answer as malformed, silence as timeout', async () => {
    idibu.failNext({ status: 500, body: '<response><status>error</status><message>Database down</message></response>' });
    expect(await failure(idibuClient().post(idibuCreds, job))).toMatchObject({ reason: 'http', status: 500, message: 'Database down' });
    idibu.failNext({ status: 200, body: '{"ok":true}', contentType: 'application/json' });
    expect((await failure(idibuClient().post(idibuCreds, job))).reason).toBe('malformed');
    idibu.failNext({ status: 200, body: '<response><status>success</status></response>' });
    expect((await failure(idibuClient().post(idibuCreds, job))).reason).toBe('malformed');
    idibu.failNext('hang');
    expect((await failure(idibuClient(300).post(idibuCreds, job))).reason).toBe('timeout');
  });

  it('reports a board that is not there as network', async () => {
    const gone = await startIdibuStandIn(idibuCreds);
    await gone.close();
    const err = await failure(new IdibuClient({ baseUrl: gone.url, timeoutMs: 2000 }).post(idibuCreds, job));
    expect(err.reason).toBe('network');
  });
});
