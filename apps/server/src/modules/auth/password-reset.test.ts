import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { PASSWORD, buildEnterprise, login, wrapper } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp';
import { mailOutbox, passwordResets } from '../../db/schema/index';

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

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const send = (email: string) => post(`/api/OTP/sendOTP?email=${encodeURIComponent(email)}`);
const verify = (email: string, otp: string) =>
  post(`/api/OTP/verifyOTP?otp=${otp}&email=${encodeURIComponent(email)}`);
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];

/** Lets the next code be requested at once (the 30 s resend rule is tested separately). */
const ageCodes = (userId: number) =>
  t.app.ctx.db
    .update(passwordResets)
    .set({ createdAt: sql`now() - interval '1 minute'` })
    .where(eq(passwordResets.userId, userId));

describe('password reset by emailed OTP', () => {
  it('looks up the address first, answering a known and an unknown address alike (no enumeration)', async () => {
    const owner = await buildEnterprise(t.app);
    const found = await t.app.inject({ url: `/api/User/GetUserByEmailAddress?Email=${owner.email}` });
    expect(found.statusCode).toBe(201);
    expect(wrapper(found)).toMatchObject({ successful: true, data: { User_Email: owner.email } });
    const missing = await t.app.inject({ url: '/api/User/GetUserByEmailAddress?Email=ghost@example.com' });
    expect(missing.statusCode).toBe(201);
    expect(wrapper(missing)).toMatchObject({ successful: true, data: { User_Email: 'ghost@example.com' } });
    expect(Object.keys(wrapper(missing))).toEqual(Object.keys(wrapper(found)));
    expect((await t.app.inject({ url: '/api/User/GetUserByEmailAddress?Email=not-an-address' })).statusCode).toBe(400);
  });

  it('emails a code over SMTP, verifies it once, and sets the new password', async () => {
    const owner = await buildEnterprise(t.app);
    const sent = await send(owner.email);
    expect(sent.statusCode).toBe(200);
    expect(wrapper(sent).message).toBe(MSG.otpSent);
    const mail = await smtp.waitFor(owner.email);
    const code = codeIn(mail.text);
    const [stored] = await t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, owner.id));
    expect(stored.otpHash).not.toContain(code);

    const ok = await verify(owner.email, code);
    expect(ok.statusCode).toBe(200);
    const resetToken = ok.json().data.ResetToken as string;
    expect(resetToken.length).toBeGreaterThanOrEqual(32);
    // Single use: the same code does not verify twice.
    expect((await verify(owner.email, code)).statusCode).toBe(400);

    const newPassword = 'N3w!Password';
    const set = await post('/api/Account/setNewPassword', {
      Email: owner.email,
      Password: newPassword,
      ConfirmPassword: newPassword,
      ResetToken: resetToken,
    });
    expect(set.statusCode).toBe(200);
    expect(wrapper(set).message).toBe(MSG.resetPasswordSuccess);
    // Old sessions end, the old password fails, the new one works, the token is spent.
    expect((await t.app.inject({ url: `/api/User/${owner.id}`, headers: owner.auth })).statusCode).toBe(401);
    await expect(login(t.app, owner.email, PASSWORD)).rejects.toThrow();
    await expect(login(t.app, owner.email, newPassword)).resolves.toBeTruthy();
    const again = await post('/api/Account/setNewPassword', {
      Email: owner.email,
      Password: 'An0ther!Pass',
      ConfirmPassword: 'An0ther!Pass',
      ResetToken: resetToken,
    });
    expect(wrapper(again).message).toBe(MSG.changePasswordFailed);
  });

  it('refuses a resend within 30 seconds', async () => {
    const owner = await buildEnterprise(t.app);
    expect((await send(owner.email)).statusCode).toBe(200);
    const second = await send(owner.email);
    expect(second.statusCode).toBe(429);
    expect(wrapper(second).message).toBe(MSG.otpResendTooSoon);
  });

  it('allows at most 5 tries, after which even the right code fails', async () => {
    const owner = await buildEnterprise(t.app);
    await send(owner.email);
    const code = codeIn((await smtp.waitFor(owner.email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(owner.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(wrapper(res).message).toBe(MSG.otpVerifyFailed);
    }
    expect((await verify(owner.email, code)).statusCode).toBe(400);
  });

  it('expires codes after 10 minutes and withdraws older codes when a new one is sent', async () => {
    const owner = await buildEnterprise(t.app);
    await send(owner.email);
    const first = codeIn((await smtp.waitFor(owner.email)).text);
    await ageCodes(owner.id);
    await send(owner.email);
    const second = codeIn((await smtp.waitFor(owner.email, (m) => !m.text.includes(first))).text);
    if (first !== second) expect((await verify(owner.email, first)).statusCode).toBe(400);

    await t.app.ctx.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(passwordResets.userId, owner.id)));
    expect((await verify(owner.email, second)).statusCode).toBe(400);
  });

  it('does not reveal unknown addresses through sendOTP and sends them nothing', async () => {
    const owner = await buildEnterprise(t.app);
    const unknown = 'nobody-here@example.com';
    const [known, res] = [await send(owner.email), await send(unknown)];
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(known.body);
    // Nothing queued for the unknown address, and once the mailer is idle (everything due handed
    // to SMTP) nothing has been sent to it, while the known address's code has arrived.
    expect(await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown))).toEqual([]);
    await t.app.ctx.mail.whenIdle();
    expect(smtp.received.filter((m) => m.to.includes(owner.email.toLowerCase()))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it('rejects malformed codes and a reset without a verified token', async () => {
    const owner = await buildEnterprise(t.app);
    expect((await verify(owner.email, '12ab56')).statusCode).toBe(400);
    const forged = await post('/api/Account/setNewPassword', {
      Email: owner.email,
      Password: 'N3w!Password',
      ConfirmPassword: 'N3w!Password',
      ResetToken: 'x'.repeat(43),
    });
    expect(forged.statusCode).toBe(400);
    await expect(login(t.app, owner.email)).resolves.toBeTruthy();
  });
});
