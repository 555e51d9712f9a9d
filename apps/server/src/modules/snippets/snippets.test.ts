import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MAIL_SNIPPET_NAMES, MSG, SNIPPET_HTML_MAX, SNIPPET_NAMES, type Snippet } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';
import { enterprises } from '../../db/schema/index';
import { sanitizeRichText } from '../../platform/html';
import { RESPONSE_MAIL_TEMPLATES } from '../../platform/mail/templates';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  owner = await buildEnterprise(t.app, 'Bolt & <Sons>');
  await t.app.ctx.db.update(enterprises).set({ email: 'privacy@bolt.example' }).where(eq(enterprises.id, owner.enterpriseId));
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const read = async (name: string, enterpriseId?: number) => {
  const res = await call('GET', `/api/Snippet/Get/${name}${enterpriseId === undefined ? '' : `?enterpriseId=${enterpriseId}`}`, {});
  expect(res.statusCode).toBe(200);
  return wrapper(res).data as Snippet;
};
const save = (name: string, html: string, headers: Record<string, string>) => call('PUT', `/api/Snippet/${name}`, headers, { Snippet_Html: html });

describe('GET /api/Snippet/Get/{name}', () => {
  it('without a session, gives the default privacy policy naming the company (escaped) and its contact address', async () => {
    const policy = await read('Privacy_Policy', owner.enterpriseId);
    expect(policy).toMatchObject({ Snippet_Name: 'Privacy_Policy', companyName: 'Bolt & <Sons>', enterpriseId: owner.enterpriseId, isDefault: true, version: 0, updatedAt: null });
    const html = policy.Snippet_Html;
    expect(html).toContain('Bolt &amp; &lt;Sons&gt;');
    expect(html).not.toContain('<Sons>');
    for (const said of ['video and audio answers', 'resume', 'name, email address and phone number', 'assess your application', 'hiring team', 'review link', 'Until Bolt', 'delete', 'mailto:privacy@bolt.example', "on Bolt &amp; &lt;Sons&gt;'s behalf"]) {
      expect(html).toContain(said);
    }
    // The default survives the editor's sanitizer unchanged, so it can be edited as is.
    expect(sanitizeRichText(html)).toBe(html);
    const terms = await read('Terms_Of_Service', owner.enterpriseId);
    expect(terms).toMatchObject({ companyName: 'Bolt & <Sons>', isDefault: true, version: 0 });
    expect(terms.Snippet_Html).toContain('Terms of the interview with Bolt &amp; &lt;Sons&gt;');
  });

  it('without an enterprise, gives the platform’s own texts', async () => {
    const policy = await read('Privacy_Policy');
    expect(policy).toMatchObject({ companyName: 'Candid', enterpriseId: null, isDefault: true, version: 0 });
    expect(policy.Snippet_Html).toContain('Privacy policy of Candid');
    expect((await read('Terms_Of_Service')).Snippet_Html).toContain('Terms of service of Candid');
  });

  it('answers 404 for a missing or deleted enterprise, and for an unknown name with the names there are', async () => {
    expect((await call('GET', '/api/Snippet/Get/Privacy_Policy?enterpriseId=999999', {})).statusCode).toBe(404);
    const [gone] = await t.app.ctx.db.insert(enterprises).values({ name: 'Gone Ltd', deleted: 1 }).returning();
    expect((await call('GET', `/api/Snippet/Get/Privacy_Policy?enterpriseId=${gone.id}`, {})).statusCode).toBe(404);
    for (const name of ['Cookie_Policy', '42', 'Privacy_Policy_']) {
      const bad = await call('GET', `/api/Snippet/Get/${name}`, {});
      expect(bad.statusCode, name).toBe(404);
      const body = wrapper(bad);
      expect(body.message).toBe(MSG.snippetUnknown(name));
      for (const known of [...SNIPPET_NAMES, ...MAIL_SNIPPET_NAMES]) expect(body.message).toContain(known);
      expect(body.details?.name).toEqual([MSG.snippetUnknown(name)]);
    }
    expect((await call('GET', `/api/Snippet/Get/${'x'.repeat(101)}`, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/Snippet/Get/Privacy_Policy?enterpriseId=abc', {})).statusCode).toBe(400);
  });

  it('finds a name whatever its case, and answers with its own spelling', async () => {
    expect((await read('privacy_policy')).Snippet_Name).toBe('Privacy_Policy');
    expect((await read('SHORTLIST_MAIL')).Snippet_Name).toBe('Shortlist_Mail');
  });

  it('gives the legal texts without a subject or mail text', async () => {
    expect(await read('Terms_Of_Service')).toMatchObject({ Snippet_Subject: null, Snippet_Text: null });
  });
});

describe('GET /api/Snippet/Get/{mail}: the mail descriptions', () => {
  it('gives each response mail as it is sent: subject, text with its {placeholders}, and the text as HTML', async () => {
    const names: Record<(typeof MAIL_SNIPPET_NAMES)[number], keyof typeof RESPONSE_MAIL_TEMPLATES> = {
      Shortlist_Mail: 'shortlist',
      Reject_Mail: 'reject',
      Reminder_Mail: 'reminder',
      Reminder_In_Progress_Mail: 'reminderInProgress',
      Withdraw_Mail: 'withdraw',
    };
    for (const name of MAIL_SNIPPET_NAMES) {
      const template = RESPONSE_MAIL_TEMPLATES[names[name]];
      const mail = await read(name);
      expect(mail).toMatchObject({
        Snippet_Name: name,
        Snippet_Subject: template.subject,
        Snippet_Text: template.body,
        companyName: 'Candid',
        enterpriseId: null,
        isDefault: true,
        version: 0,
        updatedAt: null,
      });
      expect(mail.Snippet_Html, name).toContain('<p>Hi {firstName},</p>');
      expect(mail.Snippet_Html, name).toContain('<p>{senderName}</p>');
      expect(sanitizeRichText(mail.Snippet_Html)).toBe(mail.Snippet_Html);
    }
    expect((await read('Reminder_Mail')).Snippet_Text).toContain('{interviewLink}');
    expect((await read('Reject_Mail')).Snippet_Text).toContain('not to take your application further');
  });

  it("with an enterprise, says whose it is (404 for a missing one); a mail is not saved with PUT", async () => {
    expect(await read('Withdraw_Mail', owner.enterpriseId)).toMatchObject({ companyName: 'Bolt & <Sons>', enterpriseId: owner.enterpriseId, isDefault: true });
    expect((await call('GET', '/api/Snippet/Get/Withdraw_Mail?enterpriseId=999999', {})).statusCode).toBe(404);
    const put = await save('Withdraw_Mail', '<p>Bye.</p>', owner.auth);
    expect(put.statusCode).toBe(400);
    expect(Object.keys(wrapper(put).details ?? {})).toContain('name');
  });
});

describe('PUT /api/Snippet/{name}', () => {
  it('saves the owner’s text, raising the version each time, and only for the editor’s enterprise', async () => {
    const first = await save('Privacy_Policy', '<h2>Our policy</h2><p>We keep it short.</p>', owner.auth);
    expect(first.statusCode).toBe(200);
    expect(wrapper(first)).toMatchObject({ message: 'Saved', data: { isDefault: false, version: 1, Snippet_Html: '<h2>Our policy</h2><p>We keep it short.</p>' } });
    expect(await read('Privacy_Policy', owner.enterpriseId)).toMatchObject({ isDefault: false, version: 1, Snippet_Html: '<h2>Our policy</h2><p>We keep it short.</p>' });
    const second = wrapper(await save('Privacy_Policy', '<p>Second edition.</p>', owner.auth)).data as Snippet;
    expect(second).toMatchObject({ version: 2, Snippet_Html: '<p>Second edition.</p>' });
    expect(second.updatedAt).toEqual(expect.any(String));
    // The other text and the other enterprise are untouched.
    expect(await read('Terms_Of_Service', owner.enterpriseId)).toMatchObject({ isDefault: true, version: 0 });
    const theirs = await read('Privacy_Policy', outsider.enterpriseId);
    expect(theirs).toMatchObject({ isDefault: true, companyName: 'Outsider Co' });
    expect((await read('Privacy_Policy')).isDefault).toBe(true);
  });

  it('strips scripts, handlers, styles and unsafe links', async () => {
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    const res = await save(
      'Terms_Of_Service',
      '<p onclick="steal()" style="color:red">Be fair.</p><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a><a href="https://bolt.example/terms">full terms</a><img src=x onerror=alert(1)>',
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    const html = (wrapper(res).data as Snippet).Snippet_Html;
    expect(html).toBe('<p>Be fair.</p><a href="https://bolt.example/terms" rel="noopener noreferrer">full terms</a>');
    expect((await read('Terms_Of_Service', owner.enterpriseId)).Snippet_Html).toBe(html);
  });

  it('restores the default when the text is empty after sanitizing, and never reuses a version number', async () => {
    const temporary = wrapper(await save('Terms_Of_Service', '<p>Temporary.</p>', owner.auth)).data as Snippet;
    const cleared = wrapper(await save('Terms_Of_Service', '<p><br></p><script>x</script>', owner.auth)).data as Snippet;
    expect(cleared).toMatchObject({ isDefault: true, version: temporary.version + 1 });
    expect(cleared.Snippet_Html).toContain('Terms of the interview with Bolt');
    expect(await read('Terms_Of_Service', owner.enterpriseId)).toMatchObject({ isDefault: true, version: temporary.version + 1 });
    const again = wrapper(await save('Terms_Of_Service', '<p>Back again.</p>', owner.auth)).data as Snippet;
    expect(again).toMatchObject({ isDefault: false, version: temporary.version + 2, Snippet_Html: '<p>Back again.</p>' });
  });

  it('refuses Hiring Managers and Administrators (403) and callers without a session (401), changing nothing', async () => {
    const before = await read('Privacy_Policy', owner.enterpriseId);
    for (const level of [ACCESS_LEVEL.HiringManager, ACCESS_LEVEL.Administrator]) {
      const member = await buildUser(t.app, owner.enterpriseId, level);
      expect((await save('Privacy_Policy', '<p>Mine now.</p>', member.auth)).statusCode).toBe(403);
    }
    expect((await save('Privacy_Policy', '<p>Mine now.</p>', {})).statusCode).toBe(401);
    expect(await read('Privacy_Policy', owner.enterpriseId)).toEqual(before);
  });

  it('answers 400 with details for an unknown name, an oversize or missing body', async () => {
    const unknown = await save('Cookie_Policy', '<p>x</p>', owner.auth);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(wrapper(unknown).details ?? {})).toContain('name');
    const big = await save('Privacy_Policy', `<p>${'a'.repeat(SNIPPET_HTML_MAX)}</p>`, owner.auth);
    expect(big.statusCode).toBe(400);
    expect(Object.keys(wrapper(big).details ?? {})).toContain('Snippet_Html');
    const missing = await call('PUT', '/api/Snippet/Privacy_Policy', owner.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(wrapper(missing).details ?? {})).toContain('Snippet_Html');
  });
});
