import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, SESSION_COOKIE } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, buildCampaign, buildEnterprise, buildUser, userRow, wrapper } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { campaigns, enterprises, passwordResets, users } from '../../db/schema/index';
import { INVITE_LIFETIME_MS, releaseExpiredInvitations } from '../users/invitations';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (headers: Record<string, string>, enterpriseId: number, emails: unknown, level: number = ACCESS_LEVEL.HiringManager) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Message/SendInviteUser?enterpriseID=${enterpriseId}&userAccessLevelId=${level}&userAccessLevel=x&FromName=Boss`,
    headers,
    payload: emails as object,
  });

describe('team invitations', () => {
  it('emails a personal link; the invitee registers through it and is signed in', async () => {
    const owner = await buildEnterprise(t.app, 'Invite Co');
    const res = await invite(owner.auth, owner.enterpriseId, ['new.member@example.com', owner.email]);
    expect(res.statusCode).toBe(200);
    const rows = wrapper(res).data as [number, string, string, string][];
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      ['200', 'new.member@example.com'],
      ['409', owner.email],
    ]);
    expect(rows[0][2]).toBe(MSG.mailSentTo('new.member@example.com'));

    const mail = await smtp.waitFor('new.member@example.com');
    const [, userId, enterpriseId, token] = /\/invite\/(\d+)\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(Number(enterpriseId)).toBe(owner.enterpriseId);
    const pending = await t.app.inject({ url: `/api/User/${userId}`, headers: owner.auth });
    expect(pending.json().data).toMatchObject({ User_Email: 'new.member@example.com', User_InvitePending: true, User_Status: 0 });

    const info = await t.app.inject({ url: `/api/Account/Invitation?userId=${userId}&enterpriseId=${enterpriseId}&token=${token}` });
    expect(info.json().data).toEqual({ User_Email: 'new.member@example.com', Enterprise_Name: 'Invite Co', User_AccessLevel: 270 });

    const body = {
      pk_User_ID: Number(userId),
      fk_Enterprise_ID: Number(enterpriseId),
      UserStatusId: token,
      User_FirstName: 'Nia',
      User_LastName: 'Member',
      Password: 'Inv1ted!Pass',
      ConfirmPassword: 'Inv1ted!Pass',
    };
    const registered = await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: body });
    expect(registered.statusCode).toBe(201);
    const cookie = registered.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const me = await t.app.inject({ url: `/api/User/${userId}`, cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json().data).toMatchObject({ User_FirstName: 'Nia', User_Status: 1, User_AccessLevel: 270, IsOnBoardingProcess: false, User_InvitePending: false });

    // The link works once.
    const reused = await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: body });
    expect(reused.statusCode).toBe(404);
  });

  it('heads the invitation with the enterprise’s logo, or its initials when it has none', async () => {
    const owner = await buildEnterprise(t.app, 'Logo Team Co');
    const logoPath = `/api/Image/${owner.enterpriseId}/enterprise-${owner.enterpriseId}-0123456789abcdef.png`;
    await t.app.ctx.db
      .update(enterprises)
      .set({ avatarEnable: true, imageLink: logoPath })
      .where(eq(enterprises.id, owner.enterpriseId));
    expect((await invite(owner.auth, owner.enterpriseId, ['logo.member@example.com'])).statusCode).toBe(200);
    const mail = await smtp.waitFor('logo.member@example.com');
    expect(mail.html).toContain(`<img src="http://candid.test${logoPath}" alt="Logo Team Co"`);
    expect(mail.text).not.toContain('<img');

    const plain = await buildEnterprise(t.app, 'Plain Team Co');
    expect((await invite(plain.auth, plain.enterpriseId, ['plain.member@example.com'])).statusCode).toBe(200);
    const badge = await smtp.waitFor('plain.member@example.com');
    expect(badge.html).not.toContain('<img');
    expect(badge.html).toMatch(/>PT<\/div>/);
  });

  it('refuses a wrong secret or another enterprise id', async () => {
    const owner = await buildEnterprise(t.app);
    await invite(owner.auth, owner.enterpriseId, ['wrong.secret@example.com']);
    const mail = await smtp.waitFor('wrong.secret@example.com');
    const [, userId, enterpriseId, token] = /\/invite\/(\d+)\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    const bad1 = await t.app.inject({ url: `/api/Account/Invitation?userId=${userId}&enterpriseId=${enterpriseId}&token=${'A'.repeat(32)}` });
    const bad2 = await t.app.inject({ url: `/api/Account/Invitation?userId=${userId}&enterpriseId=${Number(enterpriseId) + 1}&token=${token}` });
    expect([bad1.statusCode, bad2.statusCode]).toEqual([404, 404]);
    expect((await userRow(t.app, Number(userId))).passwordHash).toBeNull();
  });

  it('is for owners and admins of the caller’s own enterprise only', async () => {
    const owner = await buildEnterprise(t.app);
    const other = await buildEnterprise(t.app);
    const hm = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    expect((await invite(hm.auth, owner.enterpriseId, ['a1@example.com'])).statusCode).toBe(403);
    expect((await invite(admin.auth, owner.enterpriseId, ['a2@example.com'])).statusCode).toBe(200);
    expect((await invite(owner.auth, other.enterpriseId, ['a3@example.com'])).statusCode).toBe(404);
    expect((await invite({}, owner.enterpriseId, ['a4@example.com'])).statusCode).toBe(401);
    const invalid = await invite(owner.auth, owner.enterpriseId, ['not an email']);
    expect(invalid.statusCode).toBe(400);
    expect(Object.values(wrapper(invalid).details ?? {}).flat()).toContain(MSG.validEmail);
    expect((await invite(owner.auth, owner.enterpriseId, ['x@example.com'], 0)).statusCode).toBe(400);
  });

  it('releases an invitation unused after 14 days: the address can sign up or be invited anew', async () => {
    const owner = await buildEnterprise(t.app, 'Slow Co');
    const invited = await invite(owner.auth, owner.enterpriseId, ['late.joiner@example.com', 'later.joiner@example.com']);
    expect((wrapper(invited).data as string[][]).map((r) => r[1])).toEqual(['200', '200']);
    const pending = await t.app.ctx.db.select().from(users).where(inArray(users.email, ['late.joiner@example.com', 'later.joiner@example.com']));
    expect(Date.parse(pending[0].inviteExpiresAt!) - Date.now()).toBeGreaterThan(INVITE_LIFETIME_MS - 60_000);
    const job = await buildCampaign(t.app, owner, { hiringManagerId: pending[0].id });

    // While pending, the address is taken.
    const exists = () => t.app.inject({ method: 'POST', url: '/api/Account/isEmailExists?email=late.joiner@example.com', headers: owner.auth });
    expect((await exists()).json().data).toBe(true);

    await t.app.ctx.db.update(users).set({ inviteExpiresAt: new Date(Date.now() - 1000).toISOString() }).where(inArray(users.email, ['late.joiner@example.com', 'later.joiner@example.com']));
    expect((await exists()).json().data).toBe(false);

    // Another enterprise signs the address up: it is theirs now, and the old job has no hiring manager.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: { User_FirstName: 'Lee', User_LastName: 'Joiner', Enterprise_Name: 'Joiner Ltd', User_Email: 'late.joiner@example.com', Password: 'Sup3r$ecret', ConfirmPassword: 'Sup3r$ecret' },
    });
    expect(signup.statusCode).toBe(201);
    const [moved] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'late.joiner@example.com'));
    expect(moved.enterpriseId).not.toBe(owner.enterpriseId);
    const [jobRow] = await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, job.id));
    expect(jobRow.hiringManagerId).toBeNull();

    // The other expired address can be invited again, by anyone.
    const other = await buildEnterprise(t.app, 'Keen Co');
    const again = await invite(other.auth, other.enterpriseId, ['later.joiner@example.com']);
    expect((wrapper(again).data as string[][])[0][1]).toBe('200');

    // The periodic sweep releases what nobody asked for.
    await invite(owner.auth, owner.enterpriseId, ['never.came@example.com']);
    await t.app.ctx.db.update(users).set({ inviteExpiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(users.email, 'never.came@example.com'));
    expect(await releaseExpiredInvitations(t.app.ctx)).toBe(1);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, 'never.came@example.com'))).toEqual([]);
  });
});


describe('an invitation never blocks the owner of the address (issue 28)', () => {
  let n = 0;
  const address = (name: string) => `${name}.${Date.now().toString(36)}${n++}@example.com`;
  const registerOwn = (email: string, company: string, password = 'Own!Passw0rd') =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: { User_FirstName: 'Xan', User_LastName: 'Owner', Enterprise_Name: company, User_Email: email, Password: password, ConfirmPassword: password },
    });
  const signIn = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const linkTo = async (email: string, company: string) => {
    const mail = await smtp.waitFor(email, (m) => m.subject.includes(company));
    const [, userId, enterpriseId, token] = /\/invite\/(\d+)\/(\d+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    return { userId: Number(userId), enterpriseId: Number(enterpriseId), token };
  };
  const acceptBody = (link: { userId: number; enterpriseId: number; token: string }) => ({
    pk_User_ID: link.userId,
    fk_Enterprise_ID: link.enterpriseId,
    UserStatusId: link.token,
    User_FirstName: 'Xan',
    User_LastName: 'Joiner',
    Password: 'Inv1ted!Pass',
    ConfirmPassword: 'Inv1ted!Pass',
  });
  /** Everything the inviting company can see of the address: its team list entry, its own check, a repeat invitation. */
  const seenBy = async (company: { auth: Record<string, string>; enterpriseId: number }, email: string) => {
    const team = await t.app.inject({ url: `/api/User/GetUserByEnterpriseId?Enterprise_ID=${company.enterpriseId}`, headers: company.auth });
    const entry = (wrapper(team).data as { User_Email: string }[]).find((u) => u.User_Email === email);
    const exists = await t.app.inject({ method: 'POST', url: `/api/Account/isEmailExists?email=${encodeURIComponent(email)}&id=${company.enterpriseId}`, headers: company.auth });
    const again = await invite(company.auth, company.enterpriseId, [email]);
    return { entry, exists: exists.json().data as boolean, again: (wrapper(again).data as string[][])[0] };
  };

  it('registering an address another company invited succeeds; the invitation stays pending there and cannot be used with it', async () => {
    const a = await buildEnterprise(t.app, 'Blocking Co');
    const x = address('own.company');
    expect((wrapper(await invite(a.auth, a.enterpriseId, [x])).data as string[][])[0][1]).toBe('200');
    const link = await linkTo(x, 'Blocking Co');
    const before = await seenBy(a, x);

    // The owner of the address registers their own company.
    const registered = await registerOwn(x, 'Own Co');
    expect(registered.statusCode).toBe(201);
    const own = wrapper(registered).data as { pk_User_ID: number; fk_Enterprise_ID: number };
    expect(own.fk_Enterprise_ID).not.toBe(a.enterpriseId);

    // The invitation is still pending in A's team, and A sees exactly what it saw before.
    const invited = await userRow(t.app, link.userId);
    expect(invited).toMatchObject({ enterpriseId: a.enterpriseId, passwordHash: null, status: 0 });
    const after = await seenBy(a, x);
    expect(after).toEqual(before);
    expect(after.entry).toMatchObject({ User_InvitePending: true });
    expect(after.again[1]).toBe('409');

    // Sign-in picks the registered account, in the own company.
    const token = await signIn(x.toUpperCase(), 'Own!Passw0rd');
    expect(token.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/User/GetUserByEmail/${x}/`, headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(me.json().data).toMatchObject({ pk_User_ID: own.pk_User_ID, Enterprise_Name: 'Own Co' });

    // The password reset is for the registered account.
    expect((await t.app.inject({ method: 'POST', url: `/api/OTP/sendOTP?email=${encodeURIComponent(x)}` })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await smtp.waitFor(x, (m) => m.subject.includes('password reset'))).text)![1];
    const verified = await t.app.inject({ method: 'POST', url: `/api/OTP/verifyOTP?otp=${code}&email=${encodeURIComponent(x)}` });
    expect(verified.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Account/setNewPassword',
      payload: { Email: x, Password: 'N3w!Passw0rd', ConfirmPassword: 'N3w!Passw0rd', ResetToken: verified.json().data.ResetToken },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(x, 'N3w!Passw0rd')).statusCode).toBe(200);
    expect((await userRow(t.app, link.userId)).passwordHash).toBeNull();

    // The invitation link now says why it cannot be used, and nothing is overwritten.
    const ownRow = await userRow(t.app, own.pk_User_ID);
    const info = await t.app.inject({ url: `/api/Account/Invitation?userId=${link.userId}&enterpriseId=${link.enterpriseId}&token=${link.token}` });
    expect(info.statusCode).toBe(409);
    expect(wrapper(info).message).toBe(MSG.invitationHasAccount('Blocking Co'));
    const accepted = await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: acceptBody(link) });
    expect(accepted.statusCode).toBe(409);
    expect(wrapper(accepted).message).toBe(MSG.invitationHasAccount('Blocking Co'));
    expect(accepted.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await userRow(t.app, own.pk_User_ID)).toEqual(ownRow);
    expect(await userRow(t.app, link.userId)).toMatchObject({ passwordHash: null, status: 0, enterpriseId: a.enterpriseId });
    expect((await signIn(x, 'N3w!Passw0rd')).statusCode).toBe(200);
  });

  it('inviting an address with an account in another company sends the invitation like any other, and tells nothing', async () => {
    const a = await buildEnterprise(t.app, 'Asking Co');
    const b = await buildEnterprise(t.app, 'Having Co');
    const fresh = address('nobody.yet');
    const res = await invite(a.auth, a.enterpriseId, [b.email, fresh]);
    expect(res.statusCode).toBe(200);
    expect(wrapper(res).data).toEqual([
      [0, '200', MSG.mailSentTo(b.email), b.email],
      [1, '200', MSG.mailSentTo(fresh), fresh],
    ]);
    const link = await linkTo(b.email, 'Asking Co');
    await linkTo(fresh, 'Asking Co');
    const [known, unknown] = [await seenBy(a, b.email), await seenBy(a, fresh)];
    expect(known.entry).toMatchObject({ User_InvitePending: true, User_Status: 0, fk_Enterprise_ID: a.enterpriseId });
    expect({ ...known, entry: { ...known.entry, pk_User_ID: 0, User_Email: '' }, again: known.again.slice(1, 2) }).toEqual({
      ...unknown,
      entry: { ...unknown.entry, pk_User_ID: 0, User_Email: '' },
      again: unknown.again.slice(1, 2),
    });

    // B's owner still signs in to B and resets their own password.
    const token = await signIn(b.email, PASSWORD);
    expect(token.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/User/GetUserByEmail/${b.email}/`, headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(me.json().data).toMatchObject({ pk_User_ID: b.id, Enterprise_Name: 'Having Co' });
    expect((await t.app.inject({ method: 'POST', url: `/api/OTP/sendOTP?email=${encodeURIComponent(b.email)}` })).statusCode).toBe(200);
    await smtp.waitFor(b.email, (m) => m.subject.includes('password reset'));
    const [resetFor] = await t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.enterpriseId, b.enterpriseId));
    expect(resetFor.userId).toBe(b.id);

    // The link shows the clear message; accepting it changes nothing.
    const info = await t.app.inject({ url: `/api/Account/Invitation?userId=${link.userId}&enterpriseId=${link.enterpriseId}&token=${link.token}` });
    expect(info.statusCode).toBe(409);
    expect(wrapper(info).message).toBe(MSG.invitationHasAccount('Asking Co'));
    const accepted = await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: acceptBody(link) });
    expect(accepted.statusCode).toBe(409);
    expect((await userRow(t.app, link.userId)).passwordHash).toBeNull();
    expect((await signIn(b.email, PASSWORD)).statusCode).toBe(200);
  });

  it('two companies invite one address: accepting one makes the other link say the address has its account', async () => {
    const a = await buildEnterprise(t.app, 'First Inviter');
    const c = await buildEnterprise(t.app, 'Second Inviter');
    const x = address('two.offers');
    await invite(a.auth, a.enterpriseId, [x]);
    await invite(c.auth, c.enterpriseId, [x]);
    const [toA, toC] = [await linkTo(x, 'First Inviter'), await linkTo(x, 'Second Inviter')];
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: acceptBody(toA) })).statusCode).toBe(201);
    const info = await t.app.inject({ url: `/api/Account/Invitation?userId=${toC.userId}&enterpriseId=${toC.enterpriseId}&token=${toC.token}` });
    expect(info.statusCode).toBe(409);
    expect(wrapper(info).message).toBe(MSG.invitationHasAccount('Second Inviter'));
    const second = await t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: acceptBody(toC) });
    expect(second.statusCode).toBe(409);
    // And the address cannot register a company of its own either: it has an account.
    const own = await registerOwn(x, 'Third Co');
    expect(own.statusCode).toBe(400);
    expect(wrapper(own).details?.User_Email?.[0]).toContain('already taken');
    const token = await signIn(x, 'Inv1ted!Pass');
    expect(token.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/User/GetUserByEmail/${x}/`, headers: { authorization: `Bearer ${token.json().access_token}` } });
    expect(me.json().data).toMatchObject({ pk_User_ID: toA.userId, Enterprise_Name: 'First Inviter' });
  });

  it('registering and accepting an invitation of one address at once: one gets the account, the other is told, never a 500', async () => {
    const a = await buildEnterprise(t.app, 'Racing Co');
    for (let round = 0; round < 3; round++) {
      const x = address('at.once');
      await invite(a.auth, a.enterpriseId, [x]);
      const link = await linkTo(x, 'Racing Co');
      const [own, accepted] = await Promise.all([
        registerOwn(x, 'Racer Own Co'),
        t.app.inject({ method: 'POST', url: '/api/Account/RegisterByInvite', payload: acceptBody(link) }),
      ]);
      // Both checks may pass before either writes: the unique index decides, and the loser is told.
      expect([own.statusCode, accepted.statusCode].sort()).toEqual(own.statusCode === 201 ? [201, 409] : [201, 400]);
      if (own.statusCode === 201) expect(wrapper(accepted).message).toBe(MSG.invitationHasAccount('Racing Co'));
      else expect(wrapper(own).details?.User_Email?.[0]).toContain('already taken');
      const registered = await t.app.ctx.db.select().from(users).where(and(eq(users.email, x), isNotNull(users.passwordHash)));
      expect(registered).toHaveLength(1);
    }
  });
});
