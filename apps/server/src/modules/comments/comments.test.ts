import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, NOTIFICATION_TITLE_JOB_COMMENTS } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { comments, mailOutbox, notificationRecipients, notifications } from '../../db/schema/index';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let owner: TestUser;
let hm: TestUser;
let colleague: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  owner = await buildEnterprise(t.app, 'Comments Co');
  hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager, { firstName: 'Hana', lastName: 'Manager' });
  colleague = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin, { firstName: 'Cole', lastName: 'League' });
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });
type Listed = { pk_Comment_ID: number; Comment_Content: string; fk_User_ID: number; Author: { pk_User_ID: number; User_FirstName: string } | null };
const list = async (campaignId: number, who = owner) =>
  wrapper(await call('GET', `/api/CommentGetPerCampaign/Getcomments/${campaignId}`, who.auth)).data as Listed[];
const comment = (campaignId: number, text: string, who = owner, extra: object = {}) =>
  call('POST', '/api/Comment', who.auth, { fk_Campaign_ID: campaignId, Comment_Content: text, ...extra });
const row = async (id: number) => (await t.app.ctx.db.select().from(comments).where(eq(comments.id, id)))[0];

describe('job comments', () => {
  it('lets any member comment, lists oldest first with the author, and cleans the text', async () => {
    // A Hiring Manager comments on the jobs they manage (others are 404 to them).
    const c = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    expect((await comment(c.id, 'First from the owner')).statusCode).toBe(201);
    const res = await comment(c.id, '[urgent] see [12] and (3) please', hm);
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).data).toMatchObject({
      Comment_Content: 'urgent see and please',
      Type: 0,
      fk_User_ID: hm.id,
      NotificationSent: false,
      Author: { pk_User_ID: hm.id, User_FirstName: 'Hana', User_LastName: 'Manager' },
    });
    const listed = await list(c.id, colleague);
    expect(listed.map((x) => [x.Comment_Content, x.Author?.pk_User_ID])).toEqual([
      ['First from the owner', owner.id],
      ['urgent see and please', hm.id],
    ]);
  });

  it('refuses bad input with 400 and details', async () => {
    const c = await buildCampaign(t.app, owner);
    for (const body of [{ fk_Campaign_ID: c.id, Comment_Content: '  ' }, { fk_Campaign_ID: 'x', Comment_Content: 'hi' }, {}]) {
      const res = await call('POST', '/api/Comment', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(wrapper(res).details).toBeDefined();
    }
    const onlyNumbers = await comment(c.id, '[12] (4)');
    expect(onlyNumbers.statusCode).toBe(400);
    expect(wrapper(onlyNumbers).details?.Comment_Content).toBeDefined();
    expect(await list(c.id)).toEqual([]);
  });

  it('lets only the author edit or delete, with the exact messages, leaving the row unchanged', async () => {
    const c = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const mine = wrapper(await comment(c.id, 'Original', hm)).data as { pk_Comment_ID: number };
    const before = await row(mine.pk_Comment_ID);

    const upd = await call('PUT', '/api/Comment', owner.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Owner edit' });
    expect(upd.statusCode).toBe(403);
    expect(wrapper(upd).message).toBe(MSG.cantUpdateComment);
    const del = await call('DELETE', `/api/Comment/${mine.pk_Comment_ID}`, colleague.auth);
    expect(del.statusCode).toBe(403);
    expect(wrapper(del).message).toBe(MSG.cantDeleteComment);
    expect(await row(mine.pk_Comment_ID)).toEqual(before);

    const edited = await call('PUT', '/api/Comment', hm.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: 'Edited [note]' });
    expect(wrapper(edited).data).toMatchObject({ Comment_Content: 'Edited note', Author: { pk_User_ID: hm.id } });
    const blank = await call('PUT', '/api/Comment', hm.auth, { pk_Comment_ID: mine.pk_Comment_ID, Comment_Content: '(7)' });
    expect(blank.statusCode).toBe(400);
    expect((await call('DELETE', `/api/Comment/${mine.pk_Comment_ID}`, hm.auth)).statusCode).toBe(200);
    expect(await row(mine.pk_Comment_ID)).toBeUndefined();
    expect(await list(c.id)).toEqual([]);
  });

  it('keeps other tenants out: 404 everywhere and nothing changed', async () => {
    const theirs = await buildCampaign(t.app, outsider);
    const theirComment = wrapper(await comment(theirs.id, 'Their comment', outsider)).data as { pk_Comment_ID: number };
    const before = await row(theirComment.pk_Comment_ID);
    const mine = await buildCampaign(t.app, owner);
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/CommentGetPerCampaign/Getcomments/${theirs.id}`, undefined],
      ['POST', '/api/Comment', { fk_Campaign_ID: theirs.id, Comment_Content: 'Injected' }],
      ['POST', '/api/Comment', { fk_Campaign_ID: mine.id, Comment_Content: 'Reply', Comment_Parent: theirComment.pk_Comment_ID }],
      ['PUT', '/api/Comment', { pk_Comment_ID: theirComment.pk_Comment_ID, Comment_Content: 'Hijacked' }],
      ['DELETE', `/api/Comment/${theirComment.pk_Comment_ID}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await row(theirComment.pk_Comment_ID)).toEqual(before);
    expect(await list(mine.id)).toEqual([]);
  });

  it('answers anonymous callers with 401', async () => {
    const c = await buildCampaign(t.app, owner);
    const existing = wrapper(await comment(c.id, 'Kept')).data as { pk_Comment_ID: number };
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/CommentGetPerCampaign/Getcomments/${c.id}`, undefined],
      ['POST', '/api/Comment', { fk_Campaign_ID: c.id, Comment_Content: 'Anon' }],
      ['PUT', '/api/Comment', { pk_Comment_ID: existing.pk_Comment_ID, Comment_Content: 'Anon' }],
      ['DELETE', `/api/Comment/${existing.pk_Comment_ID}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list(c.id)).map((x) => x.Comment_Content)).toEqual(['Kept']);
  });
});

describe('mentions', () => {
  it('writes one notification with a recipient per mentioned user and emails each of them', async () => {
    const c = await buildCampaign(t.app, owner, { name: 'Night Nurse' });
    const res = await comment(c.id, 'Thoughts @[Hana Manager](12) and @[Cole League](13)?', owner, {
      MentionedUserIDs: [hm.id, colleague.id, hm.id, owner.id],
    });
    expect(res.statusCode).toBe(201);
    const body = wrapper(res);
    expect(body.message).toBe(MSG.notificationSent);
    expect(body.data).toMatchObject({ NotificationSent: true, Comment_Content: 'Thoughts @Hana Manager and @Cole League?' });

    const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.campaignId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: NOTIFICATION_TITLE_JOB_COMMENTS,
      body: 'Thoughts @Hana Manager and @Cole League?',
      createdBy: owner.id,
      enterpriseId: owner.enterpriseId,
      isEmail: true,
    });
    const recipients = await t.app.ctx.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, rows[0].id));
    expect(recipients.map((r) => r.userId).sort()).toEqual([hm.id, colleague.id].sort());

    const mail = await smtp.waitFor(hm.email, (m) => m.subject.includes('Night Nurse'));
    expect(mail.subject).toMatch(/^Test User\d+ mentioned you on Night Nurse$/);
    expect(mail.text).toContain(`http://candid.test/campaign/edit?id=${c.id}`);
    expect(mail.text).toContain('Thoughts @Hana Manager and @Cole League?');
    await smtp.waitFor(colleague.email, (m) => m.subject.includes('Night Nurse'));
    expect(smtp.received.filter((m) => m.to.includes(owner.email) && m.subject.includes('Night Nurse'))).toEqual([]);

    // Each recipient sees it in their own list; nobody else does, and nobody reads another's list.
    type Item = { pk_Notification_ID: number; isRead: boolean; users: number[]; Notification_Title: string };
    const inbox = async (who: TestUser) => wrapper(await call('GET', `/api/Notification?id=${who.id}`, who.auth)).data as Item[];
    const hmInbox = await inbox(hm);
    expect(hmInbox[0]).toMatchObject({ pk_Notification_ID: rows[0].id, isRead: false, Notification_Title: 'Job Comments' });
    expect((await inbox(colleague)).map((n) => n.pk_Notification_ID)).toContain(rows[0].id);
    expect((await inbox(owner)).map((n) => n.pk_Notification_ID)).not.toContain(rows[0].id);
    expect((await call('GET', `/api/Notification?id=${hm.id}`, colleague.auth)).statusCode).toBe(404);

    const read = await call('PUT', '/api/Notification', hm.auth, { pk_Notification_ID: rows[0].id });
    expect(wrapper(read).data).toMatchObject({ isRead: true });
    expect((await inbox(hm))[0].isRead).toBe(true);
    expect((await inbox(colleague)).find((n) => n.pk_Notification_ID === rows[0].id)?.isRead).toBe(false);
    expect((await call('PUT', '/api/Notification', owner.auth, { pk_Notification_ID: rows[0].id })).statusCode).toBe(404);
  });

  it('refuses a mention of another enterprise’s user with 400 and writes nothing', async () => {
    const c = await buildCampaign(t.app, owner);
    const mailsBefore = (await t.app.ctx.db.select().from(mailOutbox)).length;
    const res = await comment(c.id, 'Hey @Someone Else', owner, { MentionedUserIDs: [hm.id, outsider.id] });
    expect(res.statusCode).toBe(400);
    expect(wrapper(res).details?.MentionedUserIDs).toBeDefined();
    expect(await list(c.id)).toEqual([]);
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.campaignId, c.id))).toEqual([]);
    expect((await t.app.ctx.db.select().from(mailOutbox)).length).toBe(mailsBefore);
  });
});

describe('notifications', () => {
  it('sends a notification to users of the enterprise, by email when asked', async () => {
    const c = await buildCampaign(t.app, owner, { name: 'Pastry Chef' });
    const res = await call('POST', '/api/Notification', owner.auth, {
      Notification_Title: 'Interview ready',
      Notification_Body: 'Please review the pastry chef answers.',
      isEmail: true,
      users: [colleague.id],
      fk_Campaign_ID: c.id,
    });
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).message).toBe(MSG.notificationSent);
    expect(wrapper(res).data).toMatchObject({ users: [colleague.id], CreatedBy: owner.id, isEmail: true });
    const mail = await smtp.waitFor(colleague.email, (m) => m.subject === 'Interview ready');
    expect(mail.text).toContain(`/campaign/edit?id=${c.id}`);
  });

  it('validates, keeps other tenants out and requires a session', async () => {
    const theirs = await buildCampaign(t.app, outsider);
    const base = { Notification_Title: 'T', Notification_Body: 'B', users: [colleague.id] };
    expect((await call('POST', '/api/Notification', owner.auth, { ...base, users: [] })).statusCode).toBe(400);
    expect((await call('POST', '/api/Notification', owner.auth, { ...base, users: [outsider.id] })).statusCode).toBe(400);
    expect((await call('POST', '/api/Notification', owner.auth, { ...base, fk_Campaign_ID: theirs.id })).statusCode).toBe(404);
    expect((await call('GET', '/api/Notification?id=abc', owner.auth)).statusCode).toBe(400);
    expect((await call('GET', `/api/Notification?id=${outsider.id}`, owner.auth)).statusCode).toBe(404);
    expect((await call('PUT', '/api/Notification', owner.auth, { pk_Notification_ID: 'x' })).statusCode).toBe(400);
    const theirNote = wrapper(await call('POST', '/api/Notification', outsider.auth, { ...base, users: [outsider.id] })).data as {
      pk_Notification_ID: number;
    };
    expect((await call('PUT', '/api/Notification', owner.auth, { pk_Notification_ID: theirNote.pk_Notification_ID })).statusCode).toBe(404);
    const [theirRecipient] = await t.app.ctx.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, theirNote.pk_Notification_ID));
    expect(theirRecipient.readAt).toBeNull();
    expect((await call('POST', '/api/Notification', {}, base)).statusCode).toBe(401);
    expect((await call('GET', `/api/Notification?id=${owner.id}`, {})).statusCode).toBe(401);
    expect((await call('PUT', '/api/Notification', {}, { pk_Notification_ID: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/Comment: the comments on every job a member may see', () => {
  it('lists the company’s comments newest first; a Hiring Manager only their jobs’; another company none; signed out 401', async () => {
    const managed = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const other = await buildCampaign(t.app, owner, {});
    const theirs = await buildCampaign(t.app, outsider, {});
    const ids = [];
    for (const [job, text, who] of [
      [managed.id, 'On the managed job', owner],
      [other.id, 'On the other job', owner],
      [theirs.id, 'Outsider note', outsider],
    ] as const) {
      const res = await comment(job, text, who);
      expect(res.statusCode, res.body).toBe(201);
      ids.push((wrapper(res).data as Listed).pk_Comment_ID);
    }
    const all = async (who: TestUser) => {
      const res = await call('GET', '/api/Comment', who.auth);
      expect(res.statusCode, res.body).toBe(200);
      return (wrapper(res).data as Listed[]).map((c) => c.Comment_Content);
    };
    const mine = await all(owner);
    expect(mine.slice(0, 2)).toEqual(['On the other job', 'On the managed job']);
    expect(mine).not.toContain('Outsider note');
    expect(await all(hm)).toContain('On the managed job');
    expect(await all(hm)).not.toContain('On the other job');
    expect(await all(outsider)).toContain('Outsider note');
    expect(await all(outsider)).not.toContain('On the other job');
    expect(await all(outsider)).not.toContain('On the managed job');
    expect((await t.app.inject({ url: '/api/Comment' })).statusCode).toBe(401);
  });
});
