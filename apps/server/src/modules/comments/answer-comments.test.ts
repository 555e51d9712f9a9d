import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, NOTIFICATION_TITLE_JOB_COMMENTS } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { startSmtpServer } from '../../../test/smtp';
import { comments, mailOutbox, notificationRecipients, notifications } from '../../db/schema/index';

/*
 * Comments on a candidate's answer (Type 1, docs/api-review.md "Comments on answers"): the job
 * comment code with the answer's checks, the Hiring Manager rule, and mentions linking to the candidate.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let otherHm: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let job: Awaited<ReturnType<typeof buildReviewJob>>;
let seeded: Awaited<ReturnType<typeof seedCompletedLine>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Answer Comments Co'));
  otherHm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager, { firstName: 'Otto', lastName: 'Elsewhere' });
  colleague = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin, { firstName: 'Cole', lastName: 'League' });
  job = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Night Nurse' });
  seeded = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Listed = { pk_Comment_ID: number; Comment_Content: string; Type: number; fk_QuestionResponse_ID: number; Author: { pk_User_ID: number } | null };

/** The answer to question `i` of the seeded line, as the body's references. */
const answer = (i = 0, s = seeded) => ({
  fk_Campaign_ID: s.line.campaignId,
  fk_CampaignLine_ID: s.lineId,
  fk_Question_ID: s.responses[i].questionId,
  fk_QuestionResponse_ID: s.responses[i].id,
});
const listUrl = (i = 0, s = seeded, who = owner) =>
  `/api/Comment/GetCommentsByQuestion/${s.line.campaignId}/${s.responses[i].questionId}/${who.id}/${s.responses[i].id}`;
const list = async (i = 0, who = owner) => wrapper(await call('GET', listUrl(i, seeded, who), who.auth)).data as Listed[];
const post = (text: string, who = owner, extra: object = {}, i = 0) =>
  call('POST', '/api/Comment', who.auth, { ...answer(i), Type: 1, Comment_Content: text, ...extra });
const row = async (id: number) => (await t.app.ctx.db.select().from(comments).where(eq(comments.id, id)))[0];

describe('comments on answers', () => {
  it("lists an answer's comments oldest first with the author, apart from the job's comments", async () => {
    const first = await post('Clear and structured.', owner);
    expect(first.statusCode).toBe(201);
    expect(wrapper(first).data).toMatchObject({ Type: 1, ...answer(0), fk_User_ID: owner.id, NotificationSent: false, Author: { pk_User_ID: owner.id } });
    expect((await post('Agree [strongly] (3)', hm)).statusCode).toBe(201);
    expect((await post('On the second answer', owner, {}, 1)).statusCode).toBe(201);

    for (const who of [owner, hm, colleague]) {
      const listed = await list(0, who);
      expect(listed.map((c) => [c.Comment_Content, c.Author?.pk_User_ID, c.Type])).toEqual([
        ['Clear and structured.', owner.id, 1],
        ['Agree strongly', hm.id, 1],
      ]);
    }
    expect((await list(1)).map((c) => c.Comment_Content)).toEqual(['On the second answer']);
    // The UserID segment is not a filter: the session decides what is visible.
    expect((await call('GET', listUrl(0, seeded, colleague), owner.auth)).json().data).toHaveLength(2);
    const jobComments = wrapper(await call('GET', `/api/CommentGetPerCampaign/Getcomments/${job.campaignId}`, owner.auth)).data as Listed[];
    expect(jobComments).toEqual([]);
  });

  it('notifies and emails mentioned teammates with a link to the candidate', async () => {
    const res = await post('@[Cole League](9) please watch this one', hm, { MentionedUserIDs: [colleague.id, hm.id] });
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).message).toBe(MSG.notificationSent);
    expect(wrapper(res).data).toMatchObject({ NotificationSent: true, Comment_Content: '@Cole League please watch this one' });

    const [note] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.campaignLineId, seeded.lineId));
    expect(note).toMatchObject({
      title: NOTIFICATION_TITLE_JOB_COMMENTS,
      body: '@Cole League please watch this one',
      campaignId: job.campaignId,
      createdBy: hm.id,
      isEmail: true,
    });
    const recipients = await t.app.ctx.db.select().from(notificationRecipients).where(eq(notificationRecipients.notificationId, note.id));
    expect(recipients.map((r) => r.userId)).toEqual([colleague.id]);

    const mail = await smtp.waitFor(colleague.email, (m) => m.text.includes('please watch this one'));
    expect(mail.subject).toMatch(/^Test User\d+ mentioned you on Night Nurse \(Ada Lovelace\)$/);
    expect(mail.text).toContain(`http://candid.test/candidates/info?id=${seeded.lineId}`);
    expect(smtp.received.filter((m) => m.to.includes(hm.email) && m.text.includes('please watch this one'))).toEqual([]);
  });

  it('refuses bad input with 400 and details, writing nothing', async () => {
    const before = (await list()).length;
    const mailsBefore = (await t.app.ctx.db.select().from(mailOutbox)).length;
    const missing = await call('POST', '/api/Comment', owner.auth, { fk_Campaign_ID: job.campaignId, Type: 1, Comment_Content: 'Where?' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(wrapper(missing).details ?? {}).sort()).toEqual(['fk_CampaignLine_ID', 'fk_QuestionResponse_ID', 'fk_Question_ID']);
    expect(wrapper(await post('Odd type', owner, { Type: 2 })).details?.Type).toBeDefined();
    expect(wrapper(await post('[1] (2)')).details?.Comment_Content).toBeDefined();
    // A Hiring Manager of other jobs could not open the candidate: mentioning them is refused.
    const blind = await post('@Otto Elsewhere have a look', owner, { MentionedUserIDs: [otherHm.id] });
    expect(blind.statusCode).toBe(400);
    expect(wrapper(blind).details?.MentionedUserIDs?.[0]).toContain('Otto Elsewhere');
    expect((await post('@Outsider', owner, { MentionedUserIDs: [outsider.id] })).statusCode).toBe(400);
    for (const url of [
      `/api/Comment/GetCommentsByQuestion/abc/1/1/1`,
      `/api/Comment/GetCommentsByQuestion/${job.campaignId}/${seeded.responses[0].questionId}/${owner.id}/0`,
    ]) {
      const res = await call('GET', url, owner.auth);
      expect(res.statusCode, url).toBe(400);
      expect(wrapper(res).details).toBeDefined();
    }
    expect((await list()).length).toBe(before);
    expect((await t.app.ctx.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });

  it('answers 404 when the references do not name one answer of one candidate', async () => {
    const other = await seedCompletedLine(t.app.ctx.db, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId });
    const otherJob = await buildReviewJob(t.app, owner);
    const before = (await list()).length;
    const mismatches = [
      { ...answer(0), fk_QuestionResponse_ID: seeded.responses[1].id }, // the answer to another question
      { ...answer(0), fk_QuestionResponse_ID: other.responses[0].id }, // another candidate's answer
      { ...answer(0), fk_Campaign_ID: otherJob.campaignId }, // another job
      { ...answer(0), fk_QuestionResponse_ID: 2_000_000_000 },
    ];
    for (const refs of mismatches) {
      const res = await call('POST', '/api/Comment', owner.auth, { ...refs, Type: 1, Comment_Content: 'Mismatch' });
      expect(res.statusCode, JSON.stringify(refs)).toBe(404);
    }
    const wrongQuestion = `/api/Comment/GetCommentsByQuestion/${job.campaignId}/${seeded.responses[1].questionId}/${owner.id}/${seeded.responses[0].id}`;
    expect((await call('GET', wrongQuestion, owner.auth)).statusCode).toBe(404);
    // A reply must answer a comment on the same answer.
    const onSecond = wrapper(await post('Second answer note', owner, {}, 1)).data as { pk_Comment_ID: number };
    expect((await post('Reply', owner, { Comment_Parent: onSecond.pk_Comment_ID })).statusCode).toBe(404);
    expect((await list()).length).toBe(before);
  });

  it('applies the Hiring Manager rule: other jobs are 404 for reading, commenting, editing and deleting', async () => {
    const mine = wrapper(await post('Visible to the job’s team', owner)).data as { pk_Comment_ID: number };
    const before = await row(mine.pk_Comment_ID);
    expect((await call('GET', listUrl(0, seeded, otherHm), otherHm.auth)).statusCode).toBe(404);
    expect((await post('Sneaky', otherHm)).statusCode).toBe(404);
    expect((await call('PUT', '/api/Comment', otherHm.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Comment/${mine.pk_Comment_ID}`, otherHm.auth)).statusCode).toBe(404);
    expect(await row(mine.pk_Comment_ID)).toEqual(before);

    // Same job, not the author: the exact 403 messages of job comments.
    const upd = await call('PUT', '/api/Comment', hm.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Changed' });
    expect(upd.statusCode).toBe(403);
    expect(wrapper(upd).message).toBe(MSG.cantUpdateComment);
    const del = await call('DELETE', `/api/Comment/${mine.pk_Comment_ID}`, colleague.auth);
    expect(del.statusCode).toBe(403);
    expect(wrapper(del).message).toBe(MSG.cantDeleteComment);
    expect(await row(mine.pk_Comment_ID)).toEqual(before);

    // The author edits and deletes.
    const edited = await call('PUT', '/api/Comment', owner.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Edited [note]' });
    expect(wrapper(edited).data).toMatchObject({ Comment_Content: 'Edited note', Type: 1 });
    expect((await call('DELETE', `/api/Comment/${mine.pk_Comment_ID}`, owner.auth)).statusCode).toBe(200);
    expect(await row(mine.pk_Comment_ID)).toBeUndefined();
  });

  it('keeps other tenants out (404, nothing changed) and anonymous callers out (401)', async () => {
    const mine = wrapper(await post('Tenant check', hm)).data as { pk_Comment_ID: number };
    const before = await row(mine.pk_Comment_ID);
    const count = (await list()).length;
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', listUrl(0, seeded, outsider), undefined],
      ['POST', '/api/Comment', { ...answer(0), Type: 1, Comment_Content: 'Injected' }],
      ['PUT', '/api/Comment', { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Hijacked' }],
      ['DELETE', `/api/Comment/${mine.pk_Comment_ID}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, outsider.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await row(mine.pk_Comment_ID)).toEqual(before);
    expect((await list()).length).toBe(count);
    const theirs = await t.app.ctx.db
      .select()
      .from(comments)
      .where(and(eq(comments.enterpriseId, outsider.enterpriseId), eq(comments.type, 1)));
    expect(theirs).toEqual([]);
  });
});
