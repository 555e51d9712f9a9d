import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdibuStandIn, startSeekStandIn, type SeekStandIn, type StandIn } from '../../../test/jobboard-standins';
import { IdibuClient, idibuHash, jobXml, xmlText } from './idibu';
import { SeekClient, seekHtml, summary } from './seek';
import { JobBoardError, type BoardJob } from './types';

/* The boards' real HTTP clients against the local stand-ins (issue 17, docs/job-boards.md). */

const job: BoardJob = {
  reference: 'candid-1-2',
  idempotencyKey: '0b7c6a5e-3f4d-4c2b-9a1e-5d6f7a8b9c0d',
  title: 'Barista & Café Lead',
  descriptionHtml: '<h1>About</h1><p class="ql-indent-1">Make <strong>great</strong> coffee]]> & <a href="https://x.test">more</a></p>',
  descriptionText: 'Make great coffee & more',
  category: { section: 'hospitality-tourism', sub: 'bar-beverage-staff', sectionName: 'Hospitality & Tourism', subName: 'Bar & Beverage Staff' },
  location: { countryCode: 'AU', region: 'NSW', place: 'Parramatta', postalCode: '2150', latitude: -33.81667, longitude: 151.00333 },
  workType: 'full-time',
  pay: { type: 'hourly', min: 30, max: 35, currency: 'AUD' },
  applyUrl: 'http://candid.test/invite/2/1?link=abc',
  endDate: '2099-12-31',
  contact: { name: 'Olive Owner', email: 'olive@example.com' },
};
const fresh = (overrides: Partial<BoardJob> = {}): BoardJob => ({ ...job, idempotencyKey: crypto.randomUUID(), ...overrides });

// Candid's partner credentials (the server's configuration) and a hirer by its legacy advertiser id.
const partner = { clientId: 'seek-client', clientSecret: 'seek-secret-1' };
const seekCreds = { hirerId: '1001' };
const idibuCreds = { clientId: 'ib-client', secret: 'ib-secret-1' };
let seek: SeekStandIn;
let idibu: StandIn;

beforeAll(async () => {
  seek = await startSeekStandIn({ advertiserId: seekCreds.hirerId, ...partner });
  idibu = await startIdibuStandIn(idibuCreds);
});
afterAll(async () => {
  await seek.close();
  await idibu.close();
});

const seekClient = (timeoutMs = 5000, maxEventPages?: number, partnerCreds: typeof partner | null = partner) =>
  new SeekClient({
    graphqlUrl: `${seek.url}/graphql`,
    tokenUrl: `${seek.url}/oauth/token`,
    audience: 'https://graphql.seek.com',
    schemeId: 'seekAnz',
    timeoutMs,
    maxEventPages,
    partner: partnerCreds ?? undefined,
  });
const idibuClient = (timeoutMs = 5000) => new IdibuClient({ baseUrl: idibu.url, timeoutMs });
const tokenCalls = () => seek.calls.filter((c) => c === 'POST /oauth/token').length;

async function failure(p: Promise<unknown>): Promise<JobBoardError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JobBoardError);
  return err as JobBoardError;
}

describe('SEEK client', () => {
  it('posts with SEEK\'s ids (hirer, nearest location, category by name, a quoted ad product), updates, reads applicants and closes', async () => {
    const client = seekClient();
    const posted = await client.post(seekCreds, job);
    expect(posted.externalId).toMatch(/^seekAnz:positionProfile:jobAd:\d+$/);
    expect(posted.url).toBe(`${seek.url}/job/${posted.externalId.split(':').at(-1)}`);
    const sent = seek.postings.get(posted.externalId)!;
    expect(sent.opening).toEqual({
      postingRequester: {
        id: seek.hirerId,
        roleCode: 'Company',
        personContacts: [{ name: { formattedName: 'Olive Owner' }, communication: { email: [{ address: 'olive@example.com' }] }, roleCode: 'Recruiter' }],
      },
      seekPartnerMetadata: 'candid-1-2',
    });
    expect(sent.payload).toEqual({
      positionTitle: job.title,
      positionOrganizations: [seek.hirerId],
      positionFormattedDescriptions: [
        { descriptionId: 'AdvertisementDetails', content: '<h2>About</h2><p>Make <strong>great</strong> coffee]]> & more</p>' },
        { descriptionId: 'SearchSummary', content: 'Make great coffee & more' },
      ],
      offeredRemunerationPackage: {
        basisCode: 'Hourly',
        ranges: [{ minimumAmount: { value: 30, currency: 'AUD' }, maximumAmount: { value: 35, currency: 'AUD' }, intervalCode: 'Hour' }],
        descriptions: [],
      },
      seekAnzWorkTypeCode: 'FullTime',
      jobCategories: ['seekAnz:jobCategory:seek:2vkyQhA2T'],
      positionLocation: ['seekAnz:location:seek:2dkY4vZJF'],
      // SEEK's Apply Form (no applicationMethods); the job ends after SEEK's 30 days, so no end.
      postingInstructions: [{ idempotencyId: job.idempotencyKey, seekAdvertisementProductId: expect.stringMatching(/^globalPublicTest:adProduct:seekApi:/) }],
      seekPartnerMetadata: 'candid-1-2',
    });

    await client.update(seekCreds, posted.externalId, { ...job, title: 'Head Barista', pay: { ...job.pay, min: 32 } });
    const updated = seek.postings.get(posted.externalId)!;
    expect(updated).toMatchObject({ updates: 1, payload: { profileId: posted.externalId, positionTitle: 'Head Barista' } });
    // The ad product is kept (omitted), and no end is sent when the job ends after the ad.
    expect((updated.payload as { postingInstructions: unknown[] }).postingInstructions).toEqual([{}]);

    seek.applicants.set('seekAnz:positionProfile:jobAd:someone-else', [{ id: 'other-1', email: 'other@example.com' }]);
    seek.applicants.set(posted.externalId, [{ id: 'a1', email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee', phone: '0400 000 001' }]);
    expect(await client.getApplicants(seekCreds, posted.externalId)).toEqual([
      { applicantId: 'a1', email: 'Ann@Example.com', firstName: 'Ann', lastName: 'Lee', phone: '0400 000 001', appliedAt: expect.any(String) },
    ]);

    await client.close(seekCreds, posted.externalId);
    await client.close(seekCreds, posted.externalId); // idempotent, as SEEK documents
    expect(seek.postings.get(posted.externalId)!.open).toBe(false);
    expect(tokenCalls()).toBe(1); // one partner token served every call
    // Once looked up, the hirer, location and category trees come from the cache.
    expect(seek.calls.filter((c) => c === 'graphql seekAnzAdvertiser' || c === 'graphql nearestLocations' || c === 'graphql jobCategories')).toHaveLength(3);
  });

  it('treats a retried publish (same idempotency key) as the ad already posted', async () => {
    const once = fresh();
    const first = await seekClient().post(seekCreds, once);
    const again = await seekClient().post(seekCreds, once);
    expect(again.externalId).toBe(first.externalId);
    expect(seek.postings.size).toBe(new Set(seek.postings.keys()).size);
  });

  it("takes SEEK's suggestion when SEEK has no category of our name, preferring one under our parent", async () => {
    const posted = await seekClient().post(seekCreds, fresh({ title: 'Senior Developer', category: { section: 'ict', sub: 'x', sectionName: 'Information & Communication Technology', subName: 'Wizards' } }));
    expect(seek.postings.get(posted.externalId)!.payload).toMatchObject({ jobCategories: ['seekAnz:jobCategory:seek:2PiXemmou'] });
    expect(seek.calls).toContain('graphql jobCategorySuggestions');
  });

  it('refuses, before calling SEEK, a job without a work type or a pay range', async () => {
    const before = seek.calls.length;
    expect(await failure(seekClient().post(seekCreds, fresh({ workType: null })))).toMatchObject({ reason: 'rejected', message: expect.stringContaining('work type') });
    expect(await failure(seekClient().post(seekCreds, fresh({ pay: { type: 'annual', min: null, max: null, currency: 'AUD' } })))).toMatchObject({
      reason: 'rejected',
      message: expect.stringContaining('pay'),
    });
    expect(seek.calls.length).toBe(before);
  });

  it('reports refused partner credentials as auth (401 on the token), and calls nothing without them', async () => {
    const err = await failure(seekClient(5000, undefined, { ...partner, clientSecret: 'wrong' }).post(seekCreds, fresh()));
    expect(err).toMatchObject({ reason: 'auth', status: 401, message: 'Unauthorized', retryable: false });

    const before = seek.calls.length;
    const none = seekClient(5000, undefined, null);
    expect(none.available).toBe(false);
    expect(seekClient().available).toBe(true);
    expect(await failure(none.post(seekCreds, fresh()))).toMatchObject({ reason: 'auth', message: expect.stringContaining('not available') });
    expect(seek.calls.length).toBe(before);
  });

  it("looks up a hirer with the partner's relationships (hiringOrganization, or seekAnzAdvertiser for a numeric id)", async () => {
    const client = seekClient();
    const ours = { id: seek.hirerId, name: 'Stand-in Hirer Pty Ltd', relationships: ['ApplicationExport', 'JobPosting'] };
    expect(await client.hirer(seek.hirerId)).toEqual(ours);
    expect(seek.calls.at(-1)).toBe('graphql hiringOrganization');
    expect(await client.hirer(' 1001 ')).toEqual(ours);
    expect(seek.calls.at(-1)).toBe('graphql seekAnzAdvertiser');
    // Unknown to SEEK (null), or known but not related to the partner (FORBIDDEN): no hirer.
    expect(await client.hirer('seekAnzPublicTest:organization:seek:93WyyF1h')).toBeNull();
    expect(await client.hirer('999')).toBeNull();
    seek.hirers.set('seekAnz:organization:seek:unrelated', { name: 'Someone Else', relationships: [] });
    expect(await client.hirer('seekAnz:organization:seek:unrelated')).toBeNull();
    expect(await failure(client.hirer('adv-1'))).toMatchObject({ reason: 'rejected' });
    // SEEK failing is not "no hirer".
    seek.failNext({ status: 500, body: '{"message":"down"}' });
    expect(await failure(client.hirer(seek.hirerId))).toMatchObject({ reason: 'http' });
  });

  it('posts for a hirer given by its hirer id, without the deprecated advertiser lookup', async () => {
    const before = seek.calls.filter((c) => c === 'graphql seekAnzAdvertiser').length;
    const posted = await seekClient().post({ hirerId: seek.hirerId }, fresh());
    expect(seek.postings.get(posted.externalId)!.payload).toMatchObject({ positionOrganizations: [seek.hirerId] });
    expect(seek.calls.filter((c) => c === 'graphql seekAnzAdvertiser').length).toBe(before);
  });

  it("reports what SEEK refuses as rejected, with SEEK's words", async () => {
    expect(await failure(seekClient().post({ hirerId: '999' }, fresh()))).toMatchObject({ reason: 'rejected', message: expect.stringContaining('999') });
    expect(await failure(seekClient().post({ hirerId: 'seekAnz:organization:seek:other' }, fresh()))).toMatchObject({
      reason: 'rejected',
      message: expect.stringContaining('No JobPosting relationship'),
    });
    expect(await failure(seekClient().post({ hirerId: 'adv-1' }, fresh()))).toMatchObject({ reason: 'rejected', message: expect.stringContaining('hirer id') });
    const long = await failure(seekClient().post(seekCreds, fresh({ title: 'x'.repeat(81) })));
    expect(long).toMatchObject({ reason: 'rejected', retryable: false, message: 'Invalid input: Must be 1 to 80 characters' });
  });

  it('refuses to update a closed ad (FORBIDDEN, in SEEK\'s words) and waits for an ad not live yet', async () => {
    const client = seekClient();
    const posted = await client.post(seekCreds, fresh());
    await client.close(seekCreds, posted.externalId);
    expect(await failure(client.update(seekCreds, posted.externalId, fresh()))).toMatchObject({ reason: 'rejected', message: 'The job ad has been closed' });

    seek.goLive = false;
    try {
      const pending = await client.post(seekCreds, fresh());
      expect(pending.url).toBeNull();
      expect(await failure(client.update(seekCreds, pending.externalId, fresh()))).toMatchObject({ reason: 'http', retryable: true });
    } finally {
      seek.goLive = true;
    }
  });

  it('moves the end of an ad earlier, never later', async () => {
    const client = seekClient();
    const posted = await client.post(seekCreds, fresh());
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await client.update(seekCreds, posted.externalId, fresh({ endDate: soon }));
    expect((seek.postings.get(posted.externalId)!.payload as { postingInstructions: unknown[] }).postingInstructions).toEqual([{ end: `${soon}T23:59:59.000Z` }]);
  });

  it('pages through the application events since the posting, skipping events it may not read', async () => {
    const client = seekClient();
    const posted = await client.post(seekCreds, fresh());
    const since = new Date(Date.now() - 1000).toISOString();
    const others = Array.from({ length: 150 }, (_, i) => ({ id: `o${i}`, email: `o${i}@example.com` }));
    seek.applicants.set('seekAnz:positionProfile:jobAd:busy', others);
    seek.applicants.set('seekAnz:positionProfile:jobAd:hidden', [{ id: 'h1', email: 'h1@example.com' }]);
    seek.forbiddenAds.add('seekAnz:positionProfile:jobAd:hidden');
    seek.applicants.set(posted.externalId, [
      { id: 'b1', email: 'b1@example.com', firstName: 'Bea' },
      { id: 'b2', email: 'b2@example.com' },
    ]);
    const before = seek.calls.filter((c) => c === 'graphql events').length;
    const found = await client.getApplicants(seekCreds, posted.externalId, since);
    expect(found.map((a) => a.applicantId)).toEqual(['b1', 'b2']);
    expect(seek.calls.filter((c) => c === 'graphql events').length - before).toBeGreaterThan(1);
    expect(await failure(seekClient(5000, 1).getApplicants(seekCreds, posted.externalId, since))).toMatchObject({ reason: 'rejected' });
  });

  it('reports a 500 as http (retryable)', async () => {
    const client = seekClient();
    await client.post(seekCreds, fresh()); // the token is cached: the fault hits the GraphQL call
    seek.failNext({ status: 500, body: JSON.stringify({ message: 'Internal error' }) });
    const err = await failure(client.post(seekCreds, fresh()));
    expect(err).toMatchObject({ reason: 'http', status: 500, message: 'Internal error', retryable: true });
  });

  it('reports an answer it cannot read as malformed', async () => {
    seek.failNext({ status: 200, body: '<html>maintenance</html>', contentType: 'text/html' });
    expect((await failure(seekClient().post(seekCreds, fresh()))).reason).toBe('malformed');
    const client = seekClient();
    await client.post(seekCreds, fresh());
    seek.failNext({ status: 200, body: JSON.stringify({ data: { nearestLocations: [{}] } }) });
    expect((await failure(client.post(seekCreds, fresh({ location: { ...job.location, latitude: -37.8, longitude: 144.9 } })))).reason).toBe('malformed');
  });

  it('gives up after its timeout when the board does not answer', async () => {
    seek.failNext('hang');
    const started = Date.now();
    const err = await failure(seekClient(300).post(seekCreds, fresh()));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fetches a fresh token once when SEEK no longer takes the cached one (UNAUTHENTICATED)', async () => {
    const client = seekClient();
    await client.post(seekCreds, fresh());
    const before = tokenCalls();
    seek.revokeTokens();
    expect((await client.post(seekCreds, fresh())).externalId).toMatch(/^seekAnz:positionProfile:/);
    expect(tokenCalls()).toBe(before + 1);
  });

  it('reports a board that is not there as network', async () => {
    const gone = await startSeekStandIn({ advertiserId: seekCreds.hirerId, ...partner });
    await gone.close();
    const client = new SeekClient({ graphqlUrl: `${gone.url}/graphql`, tokenUrl: `${gone.url}/oauth/token`, audience: 'https://graphql.seek.com', schemeId: 'seekAnz', timeoutMs: 2000, partner });
    expect((await failure(client.post(seekCreds, fresh()))).reason).toBe('network');
  });

  it('writes the description in the tags SEEK takes and a summary of at most 150 characters', () => {
    expect(seekHtml('<h1 class="x">T</h1><p>a<br/>b <i>c</i> <u>d</u> <a href="https://e.test">e</a></p><blockquote>q</blockquote>')).toBe(
      '<h2>T</h2><p>a<br>b <em>c</em> d e</p><div>q</div>',
    );
    const long = summary('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long.endsWith('…')).toBe(true);
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
