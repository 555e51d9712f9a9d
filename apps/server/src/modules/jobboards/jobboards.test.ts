import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, type JobBoardPosting, type JobBoardsOfJob } from '@candid/shared';
import { buildTestApp, testConfig, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { setPlan, tempDataDir } from '../../../test/candidate-fixtures';
import { buildReviewJob } from '../../../test/review-fixtures';
import { startIdibuStandIn, startSeekStandIn, type SeekStandIn, type StandIn } from '../../../test/jobboard-standins';
import { backgroundJobs, campaignLines, campaigns, jobBoardAccounts, jobBoardPostings } from '../../db/schema/index';
import { createJobBoards } from '../../platform/jobboards/index';
import { closeEndedPostings } from './service';

/* Job-board publishing (issue 17, docs/job-boards.md): settings, publishing through the queue, applicants. */

// Candid's SEEK partner credentials (the server's configuration), and a hirer by its legacy numeric advertiser id.
const PARTNER = { clientId: 'seek-app', clientSecret: 'seek-top-secret-value' };
const SEEK = { HirerId: '2002' };
const IDIBU = { ClientId: 'ib-app', Secret: 'idibu-top-secret-value' };
/** Another hirer connected to Candid for job posting (one organisation's each), by its hirer id. */
const connectHirer = (name: string, advertiserId: number) => {
  const id = `seekAnz:organization:seek:${name.replace(/\W/g, '')}`;
  seek.hirers.set(id, { name, advertiserId, relationships: ['ApplicationExport', 'JobPosting'] });
  return id;
};
const DEVELOPERS = 1806; // Information & Communication Technology / Developers/Programmers
const PARRAMATTA = 7281840;

const data = tempDataDir();
let seek: SeekStandIn;
let idibu: StandIn;
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let admin: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  seek = await startSeekStandIn({ advertiserId: SEEK.HirerId, ...PARTNER });
  idibu = await startIdibuStandIn({ clientId: IDIBU.ClientId, secret: IDIBU.Secret });
  t = await buildTestApp({
    env: {
      DATA_DIR: data.dir,
      SEEK_API_BASE: seek.url,
      SEEK_CLIENT_ID: PARTNER.clientId,
      SEEK_CLIENT_SECRET: PARTNER.clientSecret,
      IDIBU_API_BASE: idibu.url,
      JOBBOARD_TIMEOUT_MS: '2000',
    },
    startWorkers: false,
  });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Boards Co'));
  admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
  expect(wrapper(await call('PUT', '/api/JobBoard/Settings/seek', owner.auth, SEEK)).data).toMatchObject({ Configured: true });
  expect(wrapper(await call('PUT', '/api/JobBoard/Settings/idibu', admin.auth, IDIBU)).data).toMatchObject({ Configured: true });
});
afterAll(async () => {
  await t.close();
  await seek.close();
  await idibu.close();
  data.remove();
});

/** What SEEK needs of a job: a sub-category, a place, a work type and a pay range. */
const BOARD_READY = {
  categorySubId: DEVELOPERS,
  locationCityId: PARRAMATTA,
  workTypeId: 1,
  payTypeId: 2,
  payRangeFrom: 110_000,
  payRangeTo: 130_000,
} satisfies Partial<typeof campaigns.$inferInsert>;

/** A live job with questions, board-ready, of `who`'s enterprise. */
async function job(who = owner, values: Partial<typeof campaigns.$inferInsert> = BOARD_READY) {
  const { campaignId } = await buildReviewJob(t.app, who, { name: 'Backend Developer', hiringManagerId: who === owner ? hm.id : null });
  if (Object.keys(values).length) await t.app.ctx.db.update(campaigns).set(values).where(eq(campaigns.id, campaignId));
  return campaignId;
}
const act = (id: number, board: string, action: string, who = owner, body: object = {}) => call('POST', `/api/Campaign/${id}/JobBoards/${board}/${action}`, who.auth, body);
async function postings(id: number, who = owner): Promise<Record<string, JobBoardPosting>> {
  const res = await call('GET', `/api/Campaign/${id}/JobBoards`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((wrapper(res).data as JobBoardsOfJob).Postings.map((p) => [p.Board, p]));
}
/** Runs the queue; jobs waiting for their backoff are made due first. */
async function runQueue() {
  await t.app.ctx.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(eq(backgroundJobs.status, 'pending'));
  await t.app.ctx.queue.drain();
}

describe('credentials', () => {
  it('never sends them back, and stores them encrypted', async () => {
    const res = await call('GET', '/api/JobBoard/Settings', owner.auth);
    expect(wrapper(res).data).toEqual([
      { Board: 'seek', BoardName: 'SEEK', Available: true, Configured: true, UpdatedAt: expect.any(String) },
      { Board: 'idibu', BoardName: 'idibu', Available: true, Configured: true, UpdatedAt: expect.any(String) },
    ]);
    const rows = await t.app.ctx.db.select().from(jobBoardAccounts).where(eq(jobBoardAccounts.enterpriseId, owner.enterpriseId));
    expect(rows).toHaveLength(2);
    // The partner's secret is the server's: never sent, never stored per enterprise.
    for (const secret of [PARTNER.clientSecret, IDIBU.Secret, PARTNER.clientId]) {
      expect(res.body).not.toContain(secret);
      expect(JSON.stringify(rows)).not.toContain(secret);
    }
    expect((await postings(await job())).seek).toMatchObject({ Configured: true, State: 'not_published' });
    expect(wrapper(await call('GET', '/api/JobBoard/Settings', outsider.auth)).data).toMatchObject([{ Configured: false }, { Configured: false }]);
  });

  it('refuses Hiring Managers and Administrators (403) and bad input (400 with details)', async () => {
    const administrator = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    for (const who of [hm, administrator]) {
      expect((await call('GET', '/api/JobBoard/Settings', who.auth)).statusCode).toBe(403);
      expect((await call('PUT', '/api/JobBoard/Settings/seek', who.auth, SEEK)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/JobBoard/Settings/idibu', who.auth)).statusCode).toBe(403);
    }
    const bad = await call('PUT', '/api/JobBoard/Settings/seek', owner.auth, { HirerId: 'has spaces' });
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details).toEqual({ HirerId: [MSG.seekHirerIdFormat] });
    expect((await call('PUT', '/api/JobBoard/Settings/idibu', owner.auth, { ...IDIBU, Secret: '' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/JobBoard/Settings/monster', owner.auth)).statusCode).toBe(400);
  });

  it('replaces and forgets credentials, per enterprise', async () => {
    const other = await buildEnterprise(t.app, 'Forgetful Co');
    expect((await call('PUT', '/api/JobBoard/Settings/idibu', other.auth, IDIBU)).statusCode).toBe(200);
    expect((await call('PUT', '/api/JobBoard/Settings/idibu', other.auth, { ...IDIBU, Secret: 'rotated-secret' })).statusCode).toBe(200);
    const rows = await t.app.ctx.db.select().from(jobBoardAccounts).where(eq(jobBoardAccounts.enterpriseId, other.enterpriseId));
    expect(rows).toHaveLength(1);
    expect(JSON.parse(t.app.ctx.secrets.open(rows[0].sealedCredentials))).toEqual({ clientId: IDIBU.ClientId, secret: 'rotated-secret' });
    const removed = await call('DELETE', '/api/JobBoard/Settings/IDIBU', other.auth);
    expect(wrapper(removed).data).toMatchObject({ Board: 'idibu', Configured: false });
    expect(await t.app.ctx.db.select().from(jobBoardAccounts).where(eq(jobBoardAccounts.enterpriseId, other.enterpriseId))).toEqual([]);
    // The owner's own credentials are untouched.
    expect(wrapper(await call('GET', '/api/JobBoard/Settings', owner.auth)).data).toMatchObject([{ Configured: true }, { Configured: true }]);
  });

  it("checks the SEEK hirer with SEEK: stores its hirer id, refuses one Candid may not post for (400 with details) or another organisation's (409)", async () => {
    const other = await buildEnterprise(t.app, 'Hirer Co');
    const stored = async () => {
      const [row] = await t.app.ctx.db.select().from(jobBoardAccounts).where(and(eq(jobBoardAccounts.enterpriseId, other.enterpriseId), eq(jobBoardAccounts.board, 'seek')));
      return row ? (JSON.parse(t.app.ctx.secrets.open(row.sealedCredentials)) as unknown) : null;
    };
    // A hirer id (colons and all), as SEEK's documentation writes it.
    const mine = connectHirer('Hirer Co Pty Ltd', 3003);
    expect((await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: mine })).statusCode).toBe(200);
    expect(seek.calls.at(-1)).toBe('graphql hiringOrganization');
    expect(await stored()).toEqual({ hirerId: mine });
    // A legacy advertiser id is stored as the hirer id SEEK resolves it to.
    expect((await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: '3003' })).statusCode).toBe(200);
    expect(await stored()).toEqual({ hirerId: mine });
    // Another organisation's hirer (the owner's), by either id: 409, whoever knows the id.
    for (const taken of [seek.hirerId, SEEK.HirerId]) {
      const res = await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: taken });
      expect(res.statusCode).toBe(409);
      expect(wrapper(res)).toMatchObject({ message: MSG.seekHirerTaken('Stand-in Hirer Pty Ltd'), details: { HirerId: [MSG.seekHirerTaken('Stand-in Hirer Pty Ltd')] } });
    }
    expect(await stored()).toEqual({ hirerId: mine });

    const unknown = 'seekAnzPublicTest:organization:seek:93WyyF1h';
    const refused = await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: unknown });
    expect(refused.statusCode).toBe(400);
    expect(wrapper(refused)).toMatchObject({ message: MSG.seekHirerUnknown(unknown), details: { HirerId: [MSG.seekHirerUnknown(unknown)] } });
    seek.hirers.set('seekAnz:organization:seek:stranger', { name: 'Stranger Ltd', relationships: [] });
    expect(wrapper(await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: 'seekAnz:organization:seek:stranger' })).details).toEqual({
      HirerId: [MSG.seekHirerUnknown('seekAnz:organization:seek:stranger')],
    });
    seek.hirers.set('seekAnz:organization:seek:exportOnly', { name: 'Export Only Ltd', relationships: ['ApplicationExport'] });
    const noPosting = await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: 'seekAnz:organization:seek:exportOnly' });
    expect(noPosting.statusCode).toBe(400);
    expect(wrapper(noPosting).details).toEqual({ HirerId: [MSG.seekHirerNoJobPosting('Export Only Ltd')] });
    // SEEK failing is a 502 in words; what was stored stays.
    seek.failNext({ status: 500, body: '{"message":"down"}' });
    expect((await call('PUT', '/api/JobBoard/Settings/seek', other.auth, { HirerId: unknown })).statusCode).toBe(502);
    expect(await stored()).toEqual({ hirerId: mine });
  });

  it('keeps the advertiser id of settings stored with client credentials, and drops those on the next save', async () => {
    const legacy = await buildEnterprise(t.app, 'Legacy Co');
    const legacyHirer = connectHirer('Legacy Co Pty Ltd', 4004);
    const sealed = t.app.ctx.secrets.seal(JSON.stringify({ advertiserId: '4004', clientId: 'their-client', clientSecret: 'their-secret' }));
    await t.app.ctx.db.insert(jobBoardAccounts).values({ enterpriseId: legacy.enterpriseId, board: 'seek', sealedCredentials: sealed, userId: legacy.id });
    const id = await job(legacy);
    expect((await act(id, 'seek', 'publish', legacy)).statusCode).toBe(202);
    await runQueue();
    const live = (await postings(id, legacy)).seek;
    expect(live).toMatchObject({ State: 'live' });
    expect(seek.postings.get(live.ExternalId!)!.payload).toMatchObject({ positionOrganizations: [legacyHirer] });

    expect((await call('PUT', '/api/JobBoard/Settings/seek', legacy.auth, { HirerId: '4004' })).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(jobBoardAccounts).where(eq(jobBoardAccounts.enterpriseId, legacy.enterpriseId));
    expect(JSON.parse(t.app.ctx.secrets.open(row.sealedCredentials))).toEqual({ hirerId: legacyHirer });
  });

  it('without SEEK_CLIENT_ID and SEEK_CLIENT_SECRET, SEEK is unavailable: said on the settings and the job, 409 on save and publish', async () => {
    const id = await job();
    const configured = t.app.ctx.jobBoards.seek;
    t.app.ctx.jobBoards.seek = createJobBoards(testConfig({ SEEK_API_BASE: seek.url })).seek;
    try {
      const before = seek.calls.length;
      expect(wrapper(await call('GET', '/api/JobBoard/Settings', owner.auth)).data).toMatchObject([
        { Board: 'seek', Available: false, Configured: true },
        { Board: 'idibu', Available: true },
      ]);
      expect((await postings(id)).seek).toMatchObject({ Available: false, Configured: true });
      const save = await call('PUT', '/api/JobBoard/Settings/seek', owner.auth, SEEK);
      expect(save.statusCode).toBe(409);
      expect(wrapper(save).message).toBe(MSG.jobBoardUnavailable('SEEK'));
      const publish = await act(id, 'seek', 'publish');
      expect(publish.statusCode).toBe(409);
      expect(wrapper(publish).message).toBe(MSG.jobBoardUnavailable('SEEK'));
      expect(seek.calls.length).toBe(before);
    } finally {
      t.app.ctx.jobBoards.seek = configured;
    }
  });

  it('without credentials, publishing says what to configure and where (409)', async () => {
    const id = await job(outsider);
    const res = await act(id, 'seek', 'publish', outsider);
    expect(res.statusCode).toBe(409);
    expect(wrapper(res)).toMatchObject({ message: MSG.jobBoardNotConfigured('SEEK'), settingsUrl: '/company/job-boards' });
    expect((await call('GET', `/api/SeekJob/GetIdibuHash?fk_Enterprise_ID=${outsider.enterpriseId}`, outsider.auth)).statusCode).toBe(409);
  });
});

describe('publishing', () => {
  it('publishes through the queue: publishing, then live with the board id and link; update; close', async () => {
    const id = await job();
    const queued = await act(id, 'seek', 'publish');
    expect(queued.statusCode, queued.body).toBe(202);
    expect(wrapper(queued).data).toMatchObject({ State: 'publishing', Action: 'publish', CategoryCode: 'information-communication-technology/developers-programmers', LocationText: 'Parramatta NSW 2150, Australia' });
    expect((await act(id, 'idibu', 'publish', admin)).statusCode).toBe(202);
    await runQueue();
    const live = await postings(id, hm);
    expect(live.seek).toMatchObject({ State: 'live', Action: null, ExternalId: expect.stringMatching(/^seekAnz:positionProfile:jobAd:\d+$/), Error: null });
    expect(live.seek.Url).toBe(`${seek.url}/job/${live.seek.ExternalId!.split(':').at(-1)}`);
    expect(live.idibu).toMatchObject({ State: 'live', ExternalId: expect.stringMatching(/^ib-/) });
    // SEEK's own ids: the hirer of the advertiser id, the location nearest the place, the category of our name.
    const posted = seek.postings.get(live.seek.ExternalId!)!;
    expect(posted.payload).toMatchObject({
      positionTitle: 'Backend Developer',
      positionOrganizations: [seek.hirerId],
      jobCategories: ['seekAnz:jobCategory:seek:2PiXemmou'],
      positionLocation: ['seekAnz:location:seek:2dkY4vZJF'],
      seekAnzWorkTypeCode: 'FullTime',
      offeredRemunerationPackage: { basisCode: 'Salaried', ranges: [{ minimumAmount: { value: 110_000, currency: 'AUD' }, maximumAmount: { value: 130_000, currency: 'AUD' }, intervalCode: 'Year' }] },
      seekPartnerMetadata: `candid-${owner.enterpriseId}-${id}`,
    });
    // The member who published is SEEK's contact person.
    expect(posted.opening).toMatchObject({ postingRequester: { personContacts: [{ communication: { email: [{ address: owner.email }] }, roleCode: 'Recruiter' }] } });

    expect((await act(id, 'seek', 'publish')).statusCode).toBe(202); // publishing a live job updates it
    await runQueue();
    expect(seek.postings.get(live.seek.ExternalId!)!.updates).toBe(1);
    expect((await postings(id)).seek).toMatchObject({ State: 'live', ExternalId: live.seek.ExternalId });

    expect(wrapper(await act(id, 'idibu', 'close')).data).toMatchObject({ State: 'closing', Action: 'close' });
    await runQueue();
    expect((await postings(id)).idibu).toMatchObject({ State: 'closed', ExternalId: live.idibu.ExternalId });
    expect(idibu.postings.get(live.idibu.ExternalId!)!.open).toBe(false);
    expect((await act(id, 'idibu', 'close')).statusCode).toBe(409);
    expect((await act(id, 'idibu', 'update')).statusCode).toBe(409);
  });

  it('answers 409 while a change is being sent', async () => {
    const id = await job();
    expect((await act(id, 'idibu', 'publish')).statusCode).toBe(202);
    const busy = await act(id, 'idibu', 'publish');
    expect(busy.statusCode).toBe(409);
    expect(wrapper(busy).message).toBe(MSG.jobBoardBusy('idibu'));
    await runQueue();
  });

  it('answers 400 with details for a missing category or place, a bad board or action, an ended job', async () => {
    const bare = await job(owner, {});
    const noCategory = await act(bare, 'seek', 'publish');
    expect(noCategory.statusCode).toBe(400);
    expect(wrapper(noCategory).details).toEqual({ SubCategoryId: [MSG.jobBoardChooseCategory] });
    const noPlace = await act(bare, 'seek', 'publish', owner, { SubCategoryId: DEVELOPERS, PlaceId: 999999999 });
    expect(wrapper(noPlace).details).toEqual({ PlaceId: [MSG.jobBoardChooseLocation] });
    expect((await act(bare, 'seek', 'publish', owner, { SubCategoryId: 'x' })).statusCode).toBe(400);
    expect(Object.keys(wrapper(await act(bare, 'linkedin', 'publish')).details ?? {})).toContain('board');
    expect(Object.keys(wrapper(await act(bare, 'seek', 'boost')).details ?? {})).toContain('action');
    // The pickers' choices are taken when the job has none.
    expect((await act(bare, 'seek', 'publish', owner, { SubCategoryId: DEVELOPERS, PlaceId: PARRAMATTA })).statusCode).toBe(202);
    await runQueue();
    const ended = await job(owner, { ...BOARD_READY, status: 0 });
    expect(wrapper(await act(ended, 'seek', 'publish')).details).toEqual({ fk_Campaign_ID: [MSG.jobBoardJobEnded] });
  });

  it('refuses Hiring Managers (403) and answers another tenant 404, changing nothing', async () => {
    const id = await job();
    expect((await act(id, 'seek', 'publish', hm)).statusCode).toBe(403);
    const theirs = await job(outsider);
    expect((await call('GET', `/api/Campaign/${id}/JobBoards`, outsider.auth)).statusCode).toBe(404);
    expect((await act(id, 'seek', 'publish', outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${theirs}/JobBoards`, owner.auth)).statusCode).toBe(404);
    expect((await act(theirs, 'seek', 'publish')).statusCode).toBe(404);
    // A Hiring Manager sees only the jobs they manage.
    const other = await job(owner);
    await t.app.ctx.db.update(campaigns).set({ hiringManagerId: null }).where(eq(campaigns.id, other));
    expect((await call('GET', `/api/Campaign/${other}/JobBoards`, hm.auth)).statusCode).toBe(404);
    const rows = await t.app.ctx.db.select().from(jobBoardPostings).where(eq(jobBoardPostings.campaignId, id));
    expect(rows).toEqual([]);
  });

  it('retries a board that fails (500) and shows the error meanwhile; a refusal fails at once', async () => {
    const id = await job();
    seek.failNext({ status: 500, body: JSON.stringify({ message: 'Temporarily unavailable' }) }, 2);
    await act(id, 'seek', 'publish');
    await t.app.ctx.queue.drain();
    expect((await postings(id)).seek).toMatchObject({ State: 'publishing', Error: 'SEEK: Temporarily unavailable' });
    const [queued] = await t.app.ctx.db.select({ payload: backgroundJobs.payload }).from(backgroundJobs)
      .where(and(eq(backgroundJobs.status, 'pending'), eq(backgroundJobs.name, 'jobboard.sync'), eq(backgroundJobs.enterpriseId, owner.enterpriseId)));
    const { idempotencyKey } = queued.payload as { idempotencyKey: string };
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await runQueue();
    await runQueue();
    const { seek: live } = await postings(id);
    expect(live).toMatchObject({ State: 'live', Error: null });
    // Every attempt of the publish carried the key made with the request (SEEK's idempotencyId).
    expect(seek.postings.get(live.ExternalId!)!.payload).toMatchObject({ postingInstructions: [{ idempotencyId: idempotencyKey }] });

    const unpaid = await job(owner, { ...BOARD_READY, payTypeId: 0 });
    await act(unpaid, 'seek', 'publish');
    await runQueue();
    expect((await postings(unpaid)).seek).toMatchObject({ State: 'failed', Error: 'SEEK: The job needs its pay type and pay range.', ExternalId: null });

    const refused = await job();
    await t.app.ctx.db.update(campaigns).set({ jobTitle: ' ', name: ' ' }).where(eq(campaigns.id, refused));
    await act(refused, 'idibu', 'publish');
    await runQueue();
    expect((await postings(refused)).idibu).toMatchObject({ State: 'failed', Error: 'idibu: <title> is required', ExternalId: null });
  });

  it('closes the postings of a job that ends', async () => {
    const id = await job();
    await act(id, 'seek', 'publish');
    await runQueue();
    expect(await closeEndedPostings(t.app.ctx)).toBe(0);
    expect((await call('POST', `/api/Campaign/EndCampaign?campid=${id}`, owner.auth)).statusCode).toBe(200);
    expect(await closeEndedPostings(t.app.ctx)).toBe(1);
    await runQueue();
    const { seek: posting } = await postings(id);
    expect(posting.State).toBe('closed');
    expect(seek.postings.get(posting.ExternalId!)!.open).toBe(false);
  });
});

describe('applicants', () => {
  let id: number;
  let seekId: string;
  let idibuId: string;
  beforeEach(async () => {
    id = await job();
    await act(id, 'seek', 'publish');
    await act(id, 'idibu', 'publish');
    await runQueue();
    const p = await postings(id);
    seekId = p.seek.ExternalId!;
    idibuId = p.idibu.ExternalId!;
  });
  const q = (who = owner, extra = '') => `?fk_Enterprise_ID=${who.enterpriseId}&fk_Campaign_ID=${id}${extra}`;

  it('lists and imports them as invited candidates, once per address', async () => {
    seek.applicants.set(seekId, [
      { id: 's1', email: 'Ana.Sousa@example.com', firstName: 'Ana', lastName: 'Sousa', phone: '+61 400 000 001' },
      { id: 's2', email: 'not-an-address' },
    ]);
    idibu.applicants.set(idibuId, [{ id: 'i1', email: 'ana.sousa@example.com' }, { id: 'i2', email: 'raj@example.com', firstName: 'Raj' }]);
    const listed = wrapper(await call('GET', `/api/SeekJob/GetApplicants${q()}`, owner.auth)).data as { Email: string; AlreadyCandidate: boolean }[];
    expect(listed.map((a) => [a.Email, a.AlreadyCandidate])).toEqual([
      ['Ana.Sousa@example.com', false],
      ['not-an-address', false],
      ['ana.sousa@example.com', false],
      ['raj@example.com', false],
    ]);
    const first = await call('POST', `/api/SeekJob/ImportApplicants${q()}`, owner.auth);
    expect(wrapper(first).data).toEqual({ Imported: 2, AlreadyCandidates: 1, Invalid: 1, OverPlanLimit: 0 });
    const lines = await t.app.ctx.db.select().from(campaignLines).where(and(eq(campaignLines.enterpriseId, owner.enterpriseId), eq(campaignLines.campaignId, id)));
    expect(lines.map((l) => [l.candidateEmail, l.candidateFirstName]).sort()).toEqual([
      ['ana.sousa@example.com', 'Ana'],
      ['raj@example.com', 'Raj'],
    ]);
    expect(wrapper(await call('POST', `/api/SeekJob/ImportApplicants${q(owner, '&board=idibu')}`, owner.auth)).data).toEqual({ Imported: 0, AlreadyCandidates: 2, Invalid: 0, OverPlanLimit: 0 });
    const again = wrapper(await call('GET', `/api/SeekJob/GetApplicants${q(owner, '&board=SEEK')}`, owner.auth)).data as { AlreadyCandidate: boolean }[];
    expect(again.map((a) => a.AlreadyCandidate)).toEqual([true, false]);
  });

  it('takes only as many as the plan has invitations for, and 402 when none are left', async () => {
    const small = { owner: await buildEnterprise(t.app, 'Small Plan Co') };
    expect((await call('PUT', '/api/JobBoard/Settings/seek', small.owner.auth, { HirerId: connectHirer('Small Plan Pty Ltd', 5005) })).statusCode).toBe(200);
    await setPlan(t.app, small.owner, { maxInvites: 1 });
    id = await job(small.owner);
    await act(id, 'seek', 'publish', small.owner);
    await runQueue();
    const ext = (await postings(id, small.owner)).seek.ExternalId!;
    seek.applicants.set(ext, [{ id: 'p1', email: 'one@example.com' }, { id: 'p2', email: 'two@example.com' }]);
    expect(wrapper(await call('POST', `/api/SeekJob/ImportApplicants${q(small.owner)}`, small.owner.auth)).data).toEqual({ Imported: 1, AlreadyCandidates: 0, Invalid: 0, OverPlanLimit: 1 });
    const none = await call('POST', `/api/SeekJob/ImportApplicants${q(small.owner)}`, small.owner.auth);
    expect(none.statusCode).toBe(402);
    expect(wrapper(none).message).toBe(MSG.packageLimitText);
  });

  it('refuses Hiring Managers, another tenant, bad input, and says when a board fails (502)', async () => {
    expect((await call('POST', `/api/SeekJob/ImportApplicants${q()}`, hm.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/SeekJob/GetApplicants${q(outsider)}`, outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/SeekJob/GetApplicants${q(owner)}`, outsider.auth)).statusCode).toBe(404);
    const bad = await call('GET', `/api/SeekJob/GetApplicants?fk_Enterprise_ID=${owner.enterpriseId}&board=x`, owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {})).toEqual(expect.arrayContaining(['fk_Campaign_ID', 'board']));
    idibu.failNext({ status: 503, body: '<response><status>error</status><message>Maintenance</message></response>' });
    const failed = await call('GET', `/api/SeekJob/GetApplicants${q(owner, '&board=idibu')}`, owner.auth);
    expect(failed.statusCode).toBe(502);
    expect(wrapper(failed).message).toBe('idibu: Maintenance');
  });
});

describe('GET /SeekJob/GetIdibuHash', () => {
  it("answers the hash of the enterprise's idibu client for now, never the secret", async () => {
    const res = await call('GET', `/api/SeekJob/GetIdibuHash?fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth);
    const body = wrapper(res).data as { ClientId: string; Timestamp: number; Hash: string };
    expect(body.ClientId).toBe(IDIBU.ClientId);
    expect(Math.abs(body.Timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(body.Hash).toBe(createHmac('sha256', IDIBU.Secret).update(`${IDIBU.ClientId}${body.Timestamp}`).digest('hex'));
    expect(res.body).not.toContain(IDIBU.Secret);
    expect((await call('GET', `/api/SeekJob/GetIdibuHash?fk_Enterprise_ID=${owner.enterpriseId}`, hm.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/SeekJob/GetIdibuHash?fk_Enterprise_ID=${outsider.enterpriseId}`, owner.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/SeekJob/GetIdibuHash?fk_Enterprise_ID=abc', owner.auth)).statusCode).toBe(400);
  });
});
