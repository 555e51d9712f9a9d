import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, dataRequestRowSchema, type DataRequestRow } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { mailsTo, tempDataDir } from '../../../test/candidate-fixtures';
import { STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { auditEvents, campaignLines, candidateExperienceRatings, dataRequests, formAnswers, notifications, questionAnswers, transcripts } from '../../db/schema/index';
import { expireRequests } from './service';
import { columnsContaining, objectsContaining, personNamed } from '../../../test/erasure-fixtures';

/* Candidates' data requests (issue 16, docs/data-lifecycle.md "Audit trail and data requests"). */

const data = tempDataDir();
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;
let otherJob: Awaited<ReturnType<typeof buildReviewJob>>;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: data.dir }, startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Requests Co'));
  job = await buildReviewJob(t.app, owner, { name: 'Night Porter', questionCount: 2 });
  otherJob = await buildReviewJob(t.app, outsider, { name: 'Ferry Hand', questionCount: 1 });
});
afterAll(async () => {
  await t.close();
  data.remove();
});

const address = () => `asker-${++n}-${Date.now()}@example.com`;
const seed = (email: string, j = job, who = owner) =>
  seedCompletedLine(t.app.ctx.db, { enterpriseId: who.enterpriseId, campaignId: j.campaignId, email, media: t.app.ctx.media, resume: { name: 'My CV.pdf' } });
const ask = (body: object) => t.app.inject({ method: 'POST', url: '/api/DataRequest', payload: body });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/DataRequest/Confirm', payload: { token } });
/** The confirmation link's token in the last mail to `email`. */
async function confirmToken(email: string) {
  const mails = await mailsTo(t.app, email);
  const token = /\/data-request\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.textBody ?? '')?.[1];
  expect(token, 'a confirmation link').toBeDefined();
  return token!;
}
const listed = async (who = owner): Promise<DataRequestRow[]> => {
  const res = await call('GET', '/api/DataRequest', who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return dataRequestRowSchema.array().parse(wrapper(res).data);
};

describe('asking', () => {
  it('answers 202 with the same message whether or not the address is known, and mails only a known one', async () => {
    const unknown = address();
    const a = await ask({ email: unknown, kind: 'copy' });
    const known = address();
    await seed(known);
    const b = await ask({ email: known.toUpperCase(), kind: 'erase' });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(202);
      expect(wrapper(res)).toMatchObject({ successful: true, data: MSG.dataRequestSent, message: MSG.dataRequestSent });
    }
    expect(a.body.length).toBe(b.body.length);
    expect(await mailsTo(t.app, unknown)).toEqual([]);
    const [mail] = await mailsTo(t.app, known);
    expect(mail.subject).toBe('Confirm your request to delete your data');
    expect(mail.textBody).toContain('Requests Co');
    const rows = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, known));
    expect(rows).toMatchObject([{ kind: 'erase', status: 'received', enterpriseId: owner.enterpriseId }]);
    expect(JSON.stringify(rows)).not.toContain(await confirmToken(known));
  });

  it('makes one request per employer holding the address, under one link', async () => {
    const email = address();
    await seed(email);
    await seed(email, otherJob, outsider);
    await ask({ email, kind: 'copy' });
    const rows = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, email));
    expect(rows.map((r) => r.enterpriseId).sort()).toEqual([owner.enterpriseId, outsider.enterpriseId].sort());
    expect(new Set(rows.map((r) => r.confirmTokenHash)).size).toBe(1);
    expect(await mailsTo(t.app, email)).toHaveLength(1);
  });

  it('refuses bad input with 400, the spec’s messages and details', async () => {
    const empty = await ask({ email: '', kind: 'copy' });
    expect(empty.statusCode).toBe(400);
    expect(wrapper(empty).details?.email).toContain(MSG.enterEmail);
    const bad = await ask({ email: 'not-an-address', kind: 'copy' });
    expect(wrapper(bad).details?.email).toEqual([MSG.emailFormatInvalid]);
    const kind = await ask({ email: address(), kind: 'everything' });
    expect(kind.statusCode).toBe(400);
    expect(wrapper(kind).details?.kind).toBeDefined();
    const token = await confirm('short');
    expect(token.statusCode).toBe(400);
    expect(wrapper(token).details?.token).toBeDefined();
  });

  it('limits one address to 3 requests an hour, known or not', async () => {
    const email = address();
    for (let i = 0; i < 3; i++) expect((await ask({ email, kind: 'copy' })).statusCode).toBe(202);
    const limited = await ask({ email, kind: 'copy' });
    expect(limited.statusCode).toBe(429);
    expect(wrapper(limited).message).toBe(MSG.tooManyRequests);
  });
});

describe('confirming', () => {
  it('answers 404 for an unknown link and for one past its 24 hours', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(wrapper(unknown).message).toBe(MSG.dataRequestLinkInvalid);
    const email = address();
    await seed(email);
    await ask({ email, kind: 'copy' });
    const token = await confirmToken(email);
    await t.app.ctx.db.update(dataRequests).set({ confirmExpiresAt: sql`now() - interval '1 minute'` }).where(eq(dataRequests.email, email));
    expect((await confirm(token)).statusCode).toBe(404);
    const [expired] = (await listed()).filter((r) => r.Email === email);
    expect(expired.Status).toBe('expired');
    // The hourly clean-up forgets the address of a request never confirmed.
    expect(await expireRequests(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect((await listed()).find((r) => r.DataRequest_ID === expired.DataRequest_ID)).toMatchObject({ Status: 'expired', Email: null });
  });

  it('a copy: queued at once, zipped with the answers, transcripts, resume, details and consent, mailed, downloadable for the configured days', async () => {
    const email = address();
    const c = await seed(email);
    await t.app.ctx.db.insert(transcripts).values({
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      campaignLineId: c.lineId,
      questionResponseId: c.responses[0].id,
      status: 'ready',
      fullText: 'I like night shifts',
    });
    // Issue 29: a written answer and a file answer go in the copy too.
    const pdf = Buffer.from('%PDF-1.4\n%licence\n%%EOF\n');
    const fileKey = `answers/${owner.enterpriseId}/${c.lineId}/files/${job.questionIds[1]}-copy.pdf`;
    await t.app.ctx.media.put(fileKey, pdf, 'application/pdf');
    const line = { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: c.lineId };
    const [, fileAnswer] = await t.app.ctx.db
      .insert(questionAnswers)
      .values([
        { ...line, questionId: job.questionIds[0], kind: 'yes_no', value: { kind: 'yes_no', yes: true } },
        { ...line, questionId: job.questionIds[1], kind: 'file', value: { kind: 'file', file: { name: 'Licence.pdf', sizeBytes: pdf.length, contentType: 'application/pdf' } }, fileKey },
      ])
      .returning();
    // And the application form: a field as it was asked, and a file.
    const formKey = `answers/${owner.enterpriseId}/${c.lineId}/form/proof-copy.pdf`;
    await t.app.ctx.media.put(formKey, pdf, 'application/pdf');
    const formLine = { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: c.lineId };
    const [, formFile] = await t.app.ctx.db
      .insert(formAnswers)
      .values([
        { ...formLine, fieldId: 'shift', field: { id: 'shift', kind: 'single_choice', label: 'Shift', required: true, identifying: false, options: [{ id: 'n', label: 'Nights' }, { id: 'd', label: 'Days' }] }, value: { kind: 'single_choice', choiceIds: ['n'] } },
        { ...formLine, fieldId: 'proof', field: { id: 'proof', kind: 'file', label: 'Proof of address', required: false, identifying: false }, value: { kind: 'file', file: { name: 'Proof.pdf', sizeBytes: pdf.length, contentType: 'application/pdf' } }, fileKey: formKey },
      ])
      .returning();
    // And what they asked the team for, and what was granted (issue 32).
    await t.app.ctx.db
      .update(campaignLines)
      .set({ accommodationRequest: 'Twice the time, please', accommodationRequestedAt: sql`now()`, accommodationTime: '2', accommodationGrantedAt: sql`now()` })
      .where(eq(campaignLines.id, c.lineId));
    // And their rating of the interview (issue 33).
    await t.app.ctx.db.insert(candidateExperienceRatings).values({ enterpriseId: owner.enterpriseId, campaignId: job.campaignId, campaignLineId: c.lineId, rating: 4, comment: 'Smooth' });
    await ask({ email, kind: 'copy' });
    const confirmed = await confirm(await confirmToken(email));
    expect(confirmed.statusCode).toBe(200);
    expect(wrapper(confirmed).data).toBe(MSG.dataRequestConfirmed('copy'));
    expect((await listed()).find((r) => r.Email === email)?.Status).toBe('confirmed');
    await t.app.ctx.queue.drain();
    const [row] = await listed().then((rows) => rows.filter((r) => r.Email === email));
    expect(row).toMatchObject({ Kind: 'copy', Status: 'done', CandidateCount: 1 });
    expect(new Date(row.DownloadExpiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const mail = (await mailsTo(t.app, email)).at(-1)!;
    expect(mail.subject).toBe('Your data copy is ready');
    const url = /http:\/\/candid\.test(\/api\/DataRequest\/Download\/[A-Za-z0-9_-]{43})/.exec(mail.textBody ?? '')?.[1];
    expect(url).toBeDefined();
    const res = await t.app.inject({ url: url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = path.join(data.dir, 'copy.zip');
    fs.writeFileSync(file, res.rawPayload);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const folder = `interview-${c.lineId}`;
    expect(execFileSync('zipinfo', ['-1', file]).toString().trim().split('\n').sort()).toEqual(
      [
        'README.txt',
        `${folder}/details.json`,
        `${folder}/answers/question-1-attempt-1.mp4`,
        `${folder}/answers/question-2-attempt-1.mp4`,
        `${folder}/transcripts/question-1-attempt-1.txt`,
        `${folder}/transcripts/question-2-attempt-1.txt`,
        `${folder}/resume/${c.resume!.id}-My CV.pdf`,
        `${folder}/written.json`,
        `${folder}/files/${fileAnswer.id}-Licence.pdf`,
        `${folder}/application-form.json`,
        `${folder}/form-files/${formFile.id}-Proof.pdf`,
      ].sort(),
    );
    expect(execFileSync('unzip', ['-p', file, `${folder}/files/${fileAnswer.id}-Licence.pdf`]).equals(pdf)).toBe(true);
    const written = JSON.parse(execFileSync('unzip', ['-p', file, `${folder}/written.json`]).toString());
    expect(written).toMatchObject([
      { AnswerText: 'Yes', Answer: { kind: 'yes_no', yes: true } },
      { AnswerText: `Licence.pdf (${pdf.length} bytes)`, Answer: { kind: 'file' } },
    ]);
    expect(JSON.parse(execFileSync('unzip', ['-p', file, `${folder}/application-form.json`]).toString())).toMatchObject([
      { Field: 'Shift', AnswerText: 'Nights', Answer: { kind: 'single_choice', choiceIds: ['n'] } },
      { Field: 'Proof of address', AnswerText: `Proof.pdf (${pdf.length} bytes)`, Answer: { kind: 'file' } },
    ]);
    expect(execFileSync('unzip', ['-p', file, `${folder}/form-files/${formFile.id}-Proof.pdf`]).equals(pdf)).toBe(true);
    expect(execFileSync('unzip', ['-p', file, `${folder}/answers/question-1-attempt-1.mp4`]).equals(STAND_IN_VIDEO)).toBe(true);
    expect(execFileSync('unzip', ['-p', file, `${folder}/transcripts/question-1-attempt-1.txt`]).toString()).toContain('I like night shifts');
    const details = JSON.parse(execFileSync('unzip', ['-p', file, `${folder}/details.json`]).toString());
    expect(details).toMatchObject({ Email: email, Employer: 'Requests Co', Job: 'Night Porter', Status: 'Completed' });
    expect(details).toHaveProperty('Consent');
    expect(details).toMatchObject({
      AccommodationRequest: { Request: 'Twice the time, please', SentAt: expect.any(String) },
      AccommodationGranted: { Time: '2', ExtraAttempts: 0, Deadline: null },
      InterviewRating: { rating: 4, comment: 'Smooth' },
    });
    const entries = await t.app.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.campaignLineId, c.lineId), eq(auditEvents.action, 'downloaded')));
    expect(entries).toMatchObject([{ actorKind: 'candidate', detail: expect.stringMatching(/^data copy \(request \d+\)$/) }]);

    // Past its days: 410, the archive removed by the hourly expiry, the state 'expired'.
    await t.app.ctx.db.update(dataRequests).set({ downloadExpiresAt: sql`now() - interval '1 minute'` }).where(eq(dataRequests.email, email));
    const gone = await t.app.inject({ url: url! });
    expect(gone.statusCode).toBe(410);
    expect(wrapper(gone).message).toBe(MSG.dataCopyExpired);
    expect(await expireRequests(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [after] = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, email));
    expect(after).toMatchObject({ status: 'expired', archiveKey: null });
    expect((await t.app.inject({ url: '/api/DataRequest/Download/' + 'B'.repeat(43) })).statusCode).toBe(404);
  });

  it('a deletion: the candidate erased at once, mailed, the employer notified, the request done without the address', async () => {
    const email = address();
    const c = await seed(email);
    await ask({ email, kind: 'erase' });
    const token = await confirmToken(email);
    expect(wrapper(await confirm(token)).data).toBe(MSG.dataRequestConfirmed('erase'));
    expect((await confirm(token)).statusCode).toBe(200);
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, c.lineId))).toEqual([]);
    // The cascade deletes the employer's mail to them and the request's confirmation; the notice remains.
    expect((await mailsTo(t.app, email)).map((m) => m.subject)).toEqual(['Your data has been deleted']);
    const [row] = await t.app.ctx.db.select().from(dataRequests).where(and(eq(dataRequests.enterpriseId, owner.enterpriseId), eq(dataRequests.kind, 'erase'), eq(dataRequests.lineCount, 1)));
    expect(row).toMatchObject({ status: 'done', email: '' });
    expect((await listed()).find((r) => r.DataRequest_ID === row.id)).toMatchObject({ Status: 'done', Email: null, CandidateCount: 1 });
    const [notice] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.title, 'A candidate deleted their data'));
    expect(notice.enterpriseId).toBe(owner.enterpriseId);
    expect((await mailsTo(t.app, owner.email)).map((m) => m.subject)).toContain('A candidate deleted their data');
    const deleted = await t.app.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.campaignLineId, c.lineId), eq(auditEvents.action, 'deleted')));
    expect(deleted).toMatchObject([{ actorKind: 'candidate', detail: 'erased (candidate)' }]);
  });
});

describe('a copy, then a deletion', () => {
  it('takes the copy with the person: its link answers 404, its zip leaves the store, and no request row or stored object names them', async () => {
    const who = personNamed(`dr${Date.now().toString(36)}`);
    const c = await seedCompletedLine(t.app.ctx.db, {
      enterpriseId: owner.enterpriseId,
      campaignId: job.campaignId,
      email: who.email,
      firstName: who.firstName,
      lastName: who.lastName,
      phone: who.phone,
      media: t.app.ctx.media,
      resume: { name: `${who.lastName}-cv.pdf` },
    });
    await ask({ email: who.email, kind: 'copy' });
    await confirm(await confirmToken(who.email));
    await t.app.ctx.queue.drain();
    const link = /http:\/\/candid\.test(\/api\/DataRequest\/Download\/[A-Za-z0-9_-]{43})/.exec((await mailsTo(t.app, who.email)).at(-1)?.textBody ?? '')?.[1];
    expect((await t.app.inject({ url: link! })).statusCode).toBe(200);
    // The zip holds the details: the whole-store scan sees the person in it.
    expect(await objectsContaining(t.app, [who.lastName, who.phone])).not.toEqual([]);

    await ask({ email: who.email, kind: 'erase' });
    await confirm(await confirmToken(who.email));
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, c.lineId))).toEqual([]);

    const copy = await t.app.inject({ url: link! });
    expect(copy.statusCode).toBe(404);
    expect(wrapper(copy).message).toBe(MSG.dataRequestLinkInvalid);
    expect(await t.app.ctx.media.list(`data-copies/${owner.enterpriseId}/`)).toEqual([]);
    expect(await objectsContaining(t.app, [who.email, who.lastName, who.phone])).toEqual([]);
    const rows = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.enterpriseId, owner.enterpriseId));
    expect(rows.filter((r) => r.email.includes(who.email) || r.archiveKey !== null && r.email === '')).toEqual([]);
    expect((await listed()).filter((r) => r.Email === who.email)).toEqual([]);
    // What is left naming them: the one mail telling them their data is gone, which the outbox
    // needs their address to send.
    expect(await columnsContaining(t.app, [who.lastName, who.phone])).toEqual([]);
    expect(await columnsContaining(t.app, [who.email])).toEqual(['mail_outbox.to_address ~ ' + who.email]);
    expect((await mailsTo(t.app, who.email)).map((m) => m.subject)).toEqual(['Your data has been deleted']);
  });
});

describe('a copy, then the employer deletes the candidate', () => {
  it('forgets the address in the requests at once (the link answers 404) and takes the zip from the store', async () => {
    const email = address();
    const c = await seed(email);
    await ask({ email, kind: 'copy' });
    await confirm(await confirmToken(email));
    await t.app.ctx.queue.drain();
    const link = /http:\/\/candid\.test(\/api\/DataRequest\/Download\/[A-Za-z0-9_-]{43})/.exec((await mailsTo(t.app, email)).at(-1)?.textBody ?? '')?.[1];
    expect((await t.app.inject({ url: link! })).statusCode).toBe(200);
    const [{ archiveKey }] = await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, email));
    expect(await t.app.ctx.media.list(`data-copies/${owner.enterpriseId}/`)).toContain(archiveKey);

    const erased = await call('DELETE', `/api/CampaignLine/${c.lineId}`, owner.auth);
    expect(erased.statusCode, erased.body).toBe(202);
    // Before any background work: the request no longer names the address, and its link is dead.
    expect(await t.app.ctx.db.select().from(dataRequests).where(eq(dataRequests.email, email))).toEqual([]);
    expect((await t.app.inject({ url: link! })).statusCode).toBe(404);
    await t.app.ctx.queue.drain();
    expect(await t.app.ctx.media.list(`data-copies/${owner.enterpriseId}/`)).not.toContain(archiveKey);
  });
});

describe('the employer’s list', () => {
  it('answers 401 without a session, 403 to a Hiring Manager, and lists only the enterprise’s own requests', async () => {
    expect((await t.app.inject({ url: '/api/DataRequest' })).statusCode).toBe(401);
    const forbidden = await call('GET', '/api/DataRequest', hm.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(wrapper(forbidden).message).toBe(MSG.forbidden);
    const email = address();
    await seed(email, otherJob, outsider);
    await ask({ email, kind: 'copy' });
    expect((await listed()).some((r) => r.Email === email)).toBe(false);
    expect((await listed(outsider)).some((r) => r.Email === email)).toBe(true);
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    expect((await call('GET', '/api/DataRequest', admin.auth)).statusCode).toBe(200);
  });
});
