import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, QUESTION_RESPONSE_STATUS, guestRatingSchema, reviewShareRowSchema, shareViewSchema } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { STAND_IN_POSTER, STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { campaigns, employers, enterprises, questionAnswers, questionResponses, reviewShareCandidates, reviewShareRatings, reviewShareVisits, reviewShares } from '../../db/schema/index';
import { sha256 } from '../../platform/crypto';
import { anonymousLetters, anonymousName } from './guest';

/* Share for review without an account (docs/api-review.md). */

const data = tempDataDir();
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let otherHm: TestUser;
let outsider: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;
let ada: Awaited<ReturnType<typeof seedCompletedLine>>;
let alan: Awaited<ReturnType<typeof seedCompletedLine>>;

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: data.dir }, startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Share Co'));
  otherHm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Harbour Pilot' });
  const seed = (firstName: string, lastName: string, email: string) =>
    seedCompletedLine(t.app.ctx.db, {
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      firstName,
      lastName,
      email,
      media: t.app.ctx.media,
      resume: { name: `${lastName} CV.pdf` },
    });
  ada = await seed('Ada', 'Lovelace', 'ada.lovelace@example.com');
  alan = await seed('Alan', 'Turing', 'alan.turing@example.com');
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const create = (body: object, who = owner) => call('POST', '/api/ReviewShare', who.auth, body);
/** A new share of these lines; returns its id and token. */
async function share(lineIds = [ada.lineId, alan.lineId], opts: { anonymised?: boolean; expiresInDays?: number; label?: string } = {}) {
  const res = await create({ campaignLineIds: lineIds, anonymised: opts.anonymised ?? true, expiresInDays: opts.expiresInDays ?? 7, label: opts.label });
  expect(res.statusCode, res.body).toBe(201);
  const created = wrapper(res).data as { pk_ReviewShare_ID: number; url: string; expiresAt: string };
  const token = /^http:\/\/candid\.test\/share\/([A-Za-z0-9_-]{43})$/.exec(created.url)?.[1];
  expect(token, created.url).toBeDefined();
  return { ...created, token: token! };
}
const guestGet = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'GuestBrowser/1.0', ...headers } });
const view = async (token: string) => shareViewSchema.parse(wrapper(await guestGet(`/api/share/${token}`)).data);
const rate = (token: string, body: object) => t.app.inject({ method: 'POST', url: `/api/share/${token}/ratings`, payload: body });
const visits = (shareId: number) => t.app.ctx.db.select().from(reviewShareVisits).where(eq(reviewShareVisits.reviewShareId, shareId)).orderBy(reviewShareVisits.id);
const list = async (query: string, who = owner) => reviewShareRowSchema.array().parse(wrapper(await call('GET', `/api/ReviewShare?${query}`, who.auth)).data);

describe('creating a share link', () => {
  it('stores only the sha256 of the token, the candidates under opaque references, and the expiry', async () => {
    const before = Date.now();
    const s = await share([alan.lineId, ada.lineId, alan.lineId], { label: 'For the client' });
    const [row] = await t.app.ctx.db.select().from(reviewShares).where(eq(reviewShares.id, s.pk_ReviewShare_ID));
    expect(row).toMatchObject({ tokenHash: sha256(s.token), campaignId: job.campaignId, userId: owner.id, anonymised: true, label: 'For the client' });
    expect(JSON.stringify(row)).not.toContain(s.token);
    const expires = new Date(s.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    const candidates = await t.app.ctx.db.select().from(reviewShareCandidates).where(eq(reviewShareCandidates.reviewShareId, s.pk_ReviewShare_ID)).orderBy(reviewShareCandidates.position);
    expect(candidates.map((c) => c.campaignLineId)).toEqual([alan.lineId, ada.lineId]);
    for (const c of candidates) expect(c.ref).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('refuses bad input with 400 and details', async () => {
    const otherJob = await buildReviewJob(t.app, owner);
    const elsewhere = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: otherJob.campaignId });
    const base = { campaignLineIds: [ada.lineId], anonymised: true, expiresInDays: 7 };
    const bodies: Array<[object, string]> = [
      [{ ...base, campaignLineIds: [] }, 'campaignLineIds'],
      [{ ...base, campaignLineIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'campaignLineIds'],
      [{ ...base, campaignLineIds: ['x'] }, 'campaignLineIds.0'],
      [{ ...base, expiresInDays: 0 }, 'expiresInDays'],
      [{ ...base, expiresInDays: 31 }, 'expiresInDays'],
      [{ ...base, anonymised: 'yes' }, 'anonymised'],
      [{ ...base, label: 'x'.repeat(201) }, 'label'],
      [{ ...base, campaignLineIds: [ada.lineId, elsewhere.lineId] }, 'campaignLineIds'],
    ];
    const count = (await t.app.ctx.db.select().from(reviewShares)).length;
    for (const [body, field] of bodies) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(wrapper(res).details?.[field], JSON.stringify(wrapper(res).details)).toBeDefined();
    }
    expect((await call('GET', '/api/ReviewShare', owner.auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/ReviewShare?campaignId=abc', owner.auth)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/ReviewShare/abc', owner.auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/ReviewShare/Ratings', owner.auth)).statusCode).toBe(400);
    expect((await t.app.ctx.db.select().from(reviewShares)).length).toBe(count);
  });
});

describe('the guest view', () => {
  it('anonymises: letters for names, no name, email, resume or line id anywhere; the visit is recorded', async () => {
    const s = await share([ada.lineId, alan.lineId]);
    const res = await guestGet(`/api/share/${s.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    for (const secret of ['Ada', 'Lovelace', 'Alan', 'Turing', 'ada.lovelace@example.com', 'alan.turing@example.com', 'CV.pdf', `"${ada.lineId}"`]) {
      expect(body, secret).not.toContain(secret);
    }
    const v = shareViewSchema.parse(wrapper(res).data);
    expect(v).toMatchObject({ jobTitle: 'Harbour Pilot', employerName: 'Share Co', anonymised: true });
    expect(v.candidates.map((c) => [c.displayName, c.letters, c.resumeUrl])).toEqual([
      ['Candidate A', 'A', null],
      ['Candidate B', 'B', null],
    ]);
    expect(v.candidates[0].answers.map((a) => [a.questionText, a.responseId, a.durationMs])).toEqual([
      ['Question 1?', ada.responses[0].id, 3000],
      ['Question 2?', ada.responses[1].id, 3000],
    ]);
    expect(v.candidates[0].answers[0].videoUrl).toBe(`/api/share/${s.token}/answers/${ada.responses[0].id}/video`);

    const [visit] = await visits(s.pk_ReviewShare_ID);
    expect(visit).toMatchObject({ action: 'view', ipHash: sha256('127.0.0.1'), userAgent: 'GuestBrowser/1.0', enterpriseId: owner.enterpriseId });
    expect(Date.now() - new Date(visit.visitedAt).getTime()).toBeLessThan(60_000);
    expect((await guestGet(`/api/share/${s.token}/resume/${v.candidates[0].ref}`)).statusCode).toBe(404);
  });

  it('shows the job’s brand as the candidate saw it: the enterprise’s, or the client employer’s when the job is run for one', async () => {
    await t.app.ctx.db
      .update(enterprises)
      .set({ initials: 'SC', colour: '#FFFFFF', backgroundColour: '#123456', avatarEnable: false, imageLink: '/api/Image/1/enterprise-1-0123456789abcdef.png' })
      .where(eq(enterprises.id, owner.enterpriseId));
    const s = await share([ada.lineId]);
    const own = await view(s.token);
    // AvatarEnable off: initials, no logo.
    expect(own.employer).toEqual({ name: 'Share Co', initials: 'SC', colour: '#FFFFFF', backgroundColour: '#123456', logoUrl: null });
    expect(own.employerName).toBe('Share Co');

    const [client] = await t.app.ctx.db
      .insert(employers)
      .values({
        enterpriseId: owner.enterpriseId,
        userId: owner.id,
        name: 'Harbour Board',
        initials: 'HB',
        colour: '#000000',
        backgroundColour: '#FFCC00',
        avatarEnable: true,
        imageLink: `/api/Image/${owner.enterpriseId}/employer-9-0123456789abcdef.png`,
      })
      .returning();
    await t.app.ctx.db.update(campaigns).set({ employerId: client.id }).where(eq(campaigns.id, job.campaignId));
    try {
      const forClient = await view(s.token);
      expect(forClient.employer).toEqual({
        name: 'Harbour Board',
        initials: 'HB',
        colour: '#000000',
        backgroundColour: '#FFCC00',
        logoUrl: `/api/Image/${owner.enterpriseId}/employer-9-0123456789abcdef.png`,
      });
      expect(forClient.employerName).toBe('Harbour Board');
    } finally {
      await t.app.ctx.db.update(campaigns).set({ employerId: 0 }).where(eq(campaigns.id, job.campaignId));
    }
  });

  it('gives the job’s language (Campaign_Language), which the page is shown in (issue 32)', async () => {
    const s = await share([ada.lineId]);
    expect((await view(s.token)).language).toBe('en-AU');
    await t.app.ctx.db.update(campaigns).set({ language: 'es-ES' }).where(eq(campaigns.id, job.campaignId));
    try {
      expect((await view(s.token)).language).toBe('es-ES');
    } finally {
      await t.app.ctx.db.update(campaigns).set({ language: 'en-AU' }).where(eq(campaigns.id, job.campaignId));
    }
  });

  it('serves the answers with Range support, only the latest attempt, and records playbacks', async () => {
    const s = await share([ada.lineId]);
    const answer = (await view(s.token)).candidates[0].answers[0];
    const whole = await guestGet(answer.videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(STAND_IN_VIDEO)).toBe(true);
    const part = await guestGet(answer.videoUrl, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${STAND_IN_VIDEO.length}`);
    expect(part.rawPayload.equals(STAND_IN_VIDEO.subarray(10, 20))).toBe(true);
    expect((await guestGet(answer.videoUrl, { range: `bytes=${STAND_IN_VIDEO.length}-` })).statusCode).toBe(416);
    const poster = await guestGet(answer.posterUrl!);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(STAND_IN_POSTER)).toBe(true);
    expect((await visits(s.pk_ReviewShare_ID)).map((v) => v.action)).toEqual(['view', 'video']);

    // A retake replaces the answer on the page; the earlier attempt is no longer served.
    const { id: _id, ...first } = ada.responses[0];
    const [retake] = await t.app.ctx.db
      .insert(questionResponses)
      .values({ ...first, attempt: 2, status: QUESTION_RESPONSE_STATUS.Ready, mp4Key: `${first.mp4Key}-2` })
      .returning();
    await t.app.ctx.media.put(retake.mp4Key!, STAND_IN_VIDEO, 'video/mp4');
    expect((await view(s.token)).candidates[0].answers[0].responseId).toBe(retake.id);
    expect((await guestGet(answer.videoUrl)).statusCode).toBe(404);
    expect((await guestGet(`/api/share/${s.token}/answers/${retake.id}/video`)).statusCode).toBe(200);
    // Another candidate's answer is not reachable through this link.
    expect((await guestGet(`/api/share/${s.token}/answers/${alan.responses[0].id}/video`)).statusCode).toBe(404);
  });

  it('shows names and the resume when not anonymised', async () => {
    const s = await share([ada.lineId], { anonymised: false });
    const [candidate] = (await view(s.token)).candidates;
    expect(candidate.displayName).toBe('Ada Lovelace');
    expect(candidate.resumeUrl).toBe(`/api/share/${s.token}/resume/${candidate.ref}`);
    const file = await guestGet(candidate.resumeUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Lovelace CV.pdf');
    expect((await guestGet(`/api/share/${s.token}/resume/nosuchref`)).statusCode).toBe(404);
    expect((await visits(s.pk_ReviewShare_ID)).map((v) => v.action)).toEqual(['view', 'resume']);
  });

  it('names a candidate who gave no name by their email when not anonymised, never as an anonymous letter', async () => {
    const nameless = await seedCompletedLine(t.app.ctx.db, {
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      firstName: null,
      lastName: '  ',
      email: 'no.name.yet@example.com',
      questionIds: [],
    });
    const open = await view((await share([nameless.lineId, ada.lineId], { anonymised: false })).token);
    expect(open.candidates.map((c) => [c.displayName, c.letters])).toEqual([
      ['no.name.yet@example.com', null],
      ['Ada Lovelace', null],
    ]);
    // Only 'Hide name and resume' gives letters.
    const hidden = await view((await share([nameless.lineId, ada.lineId], { anonymised: true })).token);
    expect(hidden.candidates.map((c) => c.displayName)).toEqual(['Candidate A', 'Candidate B']);
    expect(JSON.stringify(hidden)).not.toContain('no.name.yet');
  });

  it('shows the answers other than recordings and the screening flag; an anonymised link withholds file answers (issue 29)', async () => {
    const forklift = await buildReviewJob(t.app, owner, { name: 'Forklift Driver', questionCount: 1 });
    const ask = async (q: object) =>
      (wrapper(await call('POST', '/api/Question', owner.auth, { fk_Campaign_ID: forklift.campaignId, ...q })).data as { pk_Question_ID: number }).pk_Question_ID;
    const licence = await ask({ Question_Text: 'Forklift licence?', Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } });
    const about = await ask({ Question_Text: 'About you', Question_Kind: 'text' });
    const certificate = await ask({ Question_Text: 'Your certificate', Question_Kind: 'file' });
    const grace = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: forklift.campaignId, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', media: t.app.ctx.media });
    const pdf = Buffer.from('%PDF-1.4\n%certificate\n%%EOF\n');
    const fileKey = `answers/${owner.enterpriseId}/${grace.lineId}/files/${certificate}-cert.pdf`;
    await t.app.ctx.media.put(fileKey, pdf, 'application/pdf');
    const line = { enterpriseId: owner.enterpriseId, campaignId: forklift.campaignId, campaignLineId: grace.lineId };
    await t.app.ctx.db.insert(questionAnswers).values([
      { ...line, questionId: licence, kind: 'yes_no', value: { kind: 'yes_no', yes: false }, qualifies: false },
      { ...line, questionId: about, kind: 'text', value: { kind: 'text', text: 'Ten years in warehouses.' } },
      { ...line, questionId: certificate, kind: 'file', value: { kind: 'file', file: { name: 'Grace Hopper certificate.pdf', sizeBytes: pdf.length, contentType: 'application/pdf' } }, fileKey },
    ]);

    const named = await share([grace.lineId], { anonymised: false });
    const [shown] = (await view(named.token)).candidates;
    expect(shown.didNotMeet).toEqual(['Forklift licence?']);
    const fileUrl = `/api/share/${named.token}/files/${shown.ref}/${certificate}`;
    expect(shown.written).toEqual([
      { questionId: licence, questionText: 'Forklift licence?', kind: 'yes_no', answerText: 'No', fileUrl: null, qualifies: false },
      { questionId: about, questionText: 'About you', kind: 'text', answerText: 'Ten years in warehouses.', fileUrl: null, qualifies: null },
      { questionId: certificate, questionText: 'Your certificate', kind: 'file', answerText: `Grace Hopper certificate.pdf (${pdf.length} bytes)`, fileUrl, qualifies: null },
    ]);
    const download = await guestGet(fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await visits(named.pk_ReviewShare_ID)).map((v) => v.action)).toContain('file');
    expect((await guestGet(`/api/share/${named.token}/files/${shown.ref}/${about}`)).statusCode).toBe(404);

    const hidden = await share([grace.lineId], { anonymised: true });
    const [anonymous] = (await view(hidden.token)).candidates;
    expect(anonymous.written.find((w) => w.questionId === certificate)).toMatchObject({ answerText: null, fileUrl: null });
    expect(JSON.stringify(anonymous)).not.toContain('Grace');
    expect((await guestGet(`/api/share/${hidden.token}/files/${anonymous.ref}/${certificate}`)).statusCode).toBe(404);
  });

  it('saves guest ratings, shows them to the team and counts them on the share', async () => {
    const s = await share([ada.lineId, alan.lineId], { label: 'Client review' });
    const [a] = (await view(s.token)).candidates;
    const res = await rate(s.token, { ref: a.ref, rating: 4, reviewerName: '  Morgan Client ', comment: 'Would like to meet.' });
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).data).toMatchObject({ ref: a.ref, rating: 4, reviewerName: 'Morgan Client', comment: 'Would like to meet.' });
    const [stored] = await t.app.ctx.db.select().from(reviewShareRatings).where(eq(reviewShareRatings.reviewShareId, s.pk_ReviewShare_ID));
    expect(stored).toMatchObject({ campaignLineId: ada.lineId, rating: 4, reviewerName: 'Morgan Client', enterpriseId: owner.enterpriseId });
    expect((await visits(s.pk_ReviewShare_ID)).map((v) => v.action)).toEqual(['view', 'rating']);

    for (const who of [owner, hm]) {
      const ratings = guestRatingSchema.array().parse(wrapper(await call('GET', `/api/ReviewShare/Ratings?campaignLineId=${ada.lineId}`, who.auth)).data);
      expect(ratings.filter((r) => r.pk_ReviewShare_ID === s.pk_ReviewShare_ID)).toMatchObject([
        { reviewerName: 'Morgan Client', rating: 4, comment: 'Would like to meet.', shareLabel: 'Client review' },
      ]);
    }
    const rows = await list(`campaignId=${job.campaignId}`);
    expect(rows[0]).toMatchObject({
      pk_ReviewShare_ID: s.pk_ReviewShare_ID,
      label: 'Client review',
      anonymised: true,
      revokedAt: null,
      createdBy: { pk_User_ID: owner.id },
      candidateCount: 2,
      visitCount: 1,
      ratingCount: 1,
    });
    // The shares including one candidate.
    const onlyAlan = await share([alan.lineId]);
    const forAda = await list(`campaignLineId=${ada.lineId}`);
    expect(forAda.map((r) => r.pk_ReviewShare_ID)).toContain(s.pk_ReviewShare_ID);
    expect(forAda.map((r) => r.pk_ReviewShare_ID)).not.toContain(onlyAlan.pk_ReviewShare_ID);
  });

  it('refuses bad ratings with 400 and details, and an unknown reference with 404', async () => {
    const s = await share([ada.lineId]);
    const [a] = (await view(s.token)).candidates;
    const good = { ref: a.ref, rating: 3, reviewerName: 'Pat' };
    const bodies: Array<[object, string]> = [
      [{ ...good, rating: 0 }, 'rating'],
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, rating: 2.5 }, 'rating'],
      [{ ...good, reviewerName: '   ' }, 'reviewerName'],
      [{ ...good, reviewerName: 'x'.repeat(101) }, 'reviewerName'],
      [{ ...good, comment: 'x'.repeat(2001) }, 'comment'],
      [{ rating: 3, reviewerName: 'Pat' }, 'ref'],
    ];
    for (const [body, field] of bodies) {
      const res = await rate(s.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(wrapper(res).details?.[field]).toBeDefined();
    }
    expect((await rate(s.token, { ...good, ref: 'unknown-ref' })).statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(reviewShareRatings).where(eq(reviewShareRatings.reviewShareId, s.pk_ReviewShare_ID))).toEqual([]);
  });
});

describe('revoking and expiry', () => {
  it('answers 404 everywhere once revoked, expired, or for an unknown token', async () => {
    const s = await share([ada.lineId], { anonymised: false });
    const v = await view(s.token);
    const urls = [`/api/share/${s.token}`, v.candidates[0].answers[0].videoUrl, v.candidates[0].answers[0].posterUrl!, v.candidates[0].resumeUrl!];

    const revoked = await call('DELETE', `/api/ReviewShare/${s.pk_ReviewShare_ID}`, owner.auth);
    expect(revoked.statusCode).toBe(200);
    const revokedAt = (wrapper(revoked).data as { revokedAt: string | null }).revokedAt;
    expect(revokedAt).not.toBeNull();
    for (const url of urls) expect((await guestGet(url)).statusCode, url).toBe(404);
    expect((await rate(s.token, { ref: v.candidates[0].ref, rating: 5, reviewerName: 'Late' })).statusCode).toBe(404);
    // Revoking again keeps the first time.
    expect((wrapper(await call('DELETE', `/api/ReviewShare/${s.pk_ReviewShare_ID}`, owner.auth)).data as { revokedAt: string }).revokedAt).toBe(revokedAt);
    expect((await visits(s.pk_ReviewShare_ID)).map((x) => x.action)).toEqual(['view']);

    const e = await share([ada.lineId]);
    expect((await guestGet(`/api/share/${e.token}`)).statusCode).toBe(200);
    await t.app.ctx.db.update(reviewShares).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(reviewShares.id, e.pk_ReviewShare_ID));
    expect((await guestGet(`/api/share/${e.token}`)).statusCode).toBe(404);

    for (const token of ['x'.repeat(43), 'short', `${e.token.slice(0, 42)}A`, 'a'.repeat(300)]) {
      const res = await guestGet(`/api/share/${encodeURIComponent(token)}`);
      expect(res.statusCode, token).toBe(404);
    }
  });
});

describe('roles and tenants', () => {
  it('is 403 for Hiring Managers on creating, listing and revoking; they read guest ratings of their jobs only', async () => {
    const s = await share([ada.lineId]);
    for (const res of [
      await create({ campaignLineIds: [ada.lineId], anonymised: true, expiresInDays: 3 }, hm),
      await call('GET', `/api/ReviewShare?campaignId=${job.campaignId}`, hm.auth),
      await call('DELETE', `/api/ReviewShare/${s.pk_ReviewShare_ID}`, hm.auth),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(wrapper(res).message).toBe(MSG.forbidden);
    }
    expect((await guestGet(`/api/share/${s.token}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/ReviewShare/Ratings?campaignLineId=${ada.lineId}`, hm.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/ReviewShare/Ratings?campaignLineId=${ada.lineId}`, otherHm.auth)).statusCode).toBe(404);
  });

  it('hides another tenant’s candidates and shares behind 404, and needs a session (401)', async () => {
    const s = await share([ada.lineId]);
    const count = (await t.app.ctx.db.select().from(reviewShares)).length;
    const attempts: Array<[string, string, object | undefined]> = [
      ['POST', '/api/ReviewShare', { campaignLineIds: [ada.lineId], anonymised: true, expiresInDays: 3 }],
      ['GET', `/api/ReviewShare?campaignId=${job.campaignId}`, undefined],
      ['GET', `/api/ReviewShare?campaignLineId=${ada.lineId}`, undefined],
      ['DELETE', `/api/ReviewShare/${s.pk_ReviewShare_ID}`, undefined],
      ['GET', `/api/ReviewShare/Ratings?campaignLineId=${ada.lineId}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, outsider.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await create({ campaignLineIds: [2_000_000_000], anonymised: true, expiresInDays: 3 })).statusCode).toBe(404);
    expect((await t.app.ctx.db.select().from(reviewShares)).length).toBe(count);
    const [row] = await t.app.ctx.db.select().from(reviewShares).where(and(eq(reviewShares.id, s.pk_ReviewShare_ID)));
    expect(row.revokedAt).toBeNull();
  });

  it('rate-limits the public rating call', async () => {
    const s = await share([alan.lineId]);
    const [c] = (await view(s.token)).candidates;
    let limited = null;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await rate(s.token, { ref: c.ref, rating: 5, reviewerName: `Guest ${i}` });
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(201);
    }
    expect(limited).not.toBeNull();
    expect(wrapper(limited!).message).toBe(MSG.tooManyRequests);
    const saved = await t.app.ctx.db.select().from(reviewShareRatings).where(eq(reviewShareRatings.reviewShareId, s.pk_ReviewShare_ID)).orderBy(desc(reviewShareRatings.id));
    expect(saved.length).toBeLessThanOrEqual(20);
  });
});

describe('anonymousName', () => {
  it('counts like spreadsheet columns', () => {
    expect([0, 1, 25, 26, 27, 49].map(anonymousLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AX']);
    expect([0, 1, 25, 26, 27, 49].map(anonymousName)).toEqual(['Candidate A', 'Candidate B', 'Candidate Z', 'Candidate AA', 'Candidate AB', 'Candidate AX']);
  });
});
