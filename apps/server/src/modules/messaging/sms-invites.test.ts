import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { candidateDetailSchema, funnelSchema } from '@candid/shared';
import { campaignLines, mailOutbox, packages, smsOutbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildQuestions, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { startSmsProvider } from '../../../test/support/sms-provider';
import { smsSignature } from '../../platform/sms/signature';
import { scanReminders } from '../reminders/scan';

/*
 * Issue 33: inviting and reminding by text message, through the real Twilio client against a
 * local stand-in provider: the numbers checked per row, the plan's count, the short link, the
 * signed status callbacks and STOP replies.
 */

const ACCOUNT = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'stand-in-auth-token' };
let provider: Awaited<ReturnType<typeof startSmsProvider>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  provider = await startSmsProvider(ACCOUNT);
  t = await buildTestApp({
    startWorkers: false,
    env: { SMS_API_URL: provider.url, SMS_ACCOUNT_SID: ACCOUNT.accountSid, SMS_AUTH_TOKEN: ACCOUNT.authToken, SMS_FROM: '+61400000000' },
  });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Text Co'));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type Row = [number | null, string, string, string];
const sendSms = (campaignId: number, items: object[], auth: Record<string, string> = owner.auth) =>
  call('POST', '/api/Message/SendSms', auth, items.map((i) => ({ fk_Campaign_ID: campaignId, ...i })));

/** A signed form POST from the provider to the app (the signature over PUBLIC_URL + path and the fields). */
function fromProvider(path: string, params: Record<string, string>, signature = smsSignature(ACCOUNT.authToken, `http://candid.test${path}`, params)) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
    payload: new URLSearchParams(params).toString(),
  });
}

const lineOf = async (id: number) => (await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, id)))[0];
const textsTo = (lineId: number) => t.app.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.campaignLineId, lineId));
const codeIn = (body: string) => /http:\/\/candid\.test\/i\/([A-Za-z0-9_-]+)/.exec(body)?.[1];

describe('POST /api/Message/SendSms', () => {
  it('checks each number, texts the valid ones a short link in the job’s language, and counts them as SMS candidates', async () => {
    const job = await buildCampaign(t.app, owner, { jobTitle: 'Barista', language: 'es-ES' });
    await buildQuestions(t.app, owner, job.id, 1);
    const res = await sendSms(job.id, [
      { CampaignLine_CandidateEmail: 'ana@example.com', CampaignLine_CandidateFirstName: 'Ana', CampaignLine_CandidatePhone: '+61 412 345 678' },
      { CampaignLine_CandidateEmail: 'bo@example.com', CampaignLine_CandidatePhone: '0412 345 679' },
      { CampaignLine_CandidateEmail: 'cy@example.com', CampaignLine_CandidatePhone: '+61 2 9876 5432' },
      { CampaignLine_CandidateEmail: 'not-an-address', CampaignLine_CandidatePhone: '+61412345670' },
      { CampaignLine_CandidateEmail: 'ana@example.com', CampaignLine_CandidatePhone: '+61412345671' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = wrapper(res).data as Row[];
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['200', 'Text message sent to +61412345678.', '+61412345678'],
      ['400', 'Please enter a valid mobile number with its country code, e.g. +61 412 345 678', '0412 345 679'],
      ['400', 'This is not a mobile number: text messages need a mobile', '+61 2 9876 5432'],
      ['400', 'Please Enter a valid email', '+61412345670'],
      ['409', 'Already mail sent to ana@example.com.', '+61412345671'],
    ]);
    const lineId = rows[0][0]!;
    const line = await lineOf(lineId);
    expect(line).toMatchObject({ channel: 'sms', candidatePhone: '+61412345678', deliveredAt: null });
    // Nothing by mail: the text message is the invitation.
    expect(await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ana@example.com'))).toEqual([]);

    // The worker hands it to the provider with the status callback; it is in Spanish, with the short link.
    expect(await t.app.ctx.sms!.drain()).toBe(1);
    const sent = provider.messages.at(-1)!;
    const [text] = await textsTo(lineId);
    expect(sent).toMatchObject({ to: '+61412345678', from: '+61400000000', statusCallback: `http://candid.test/api/sms/status?outbox=${text.id}` });
    expect(sent.body).toContain('Hola, Ana. Te invitamos a una entrevista en vídeo para Barista');
    expect(sent.body).toContain('Responde STOP');
    expect(text).toMatchObject({ status: 'queued', providerId: sent.sid, purpose: 'invitation' });

    // The short link leads to the candidate's own link, which opens their interview.
    const code = codeIn(sent.body)!;
    const hop = await call('GET', `/i/${code}`, {});
    expect(hop.statusCode).toBe(302);
    expect(hop.headers.location).toBe(`http://candid.test/invite/${job.id}/${owner.enterpriseId}?invitation=${code}`);
    expect(hop.headers['cache-control']).toBe('no-store');
    const session = await call('GET', `/api/interview/${job.id}/${owner.enterpriseId}/session`, { 'x-interview-token': code });
    expect(session.statusCode).toBe(200);
  });

  it('takes the provider’s signed status callbacks forward only, marks the candidate delivered, and refuses a bad signature', async () => {
    const job = await buildCampaign(t.app, owner);
    await buildQuestions(t.app, owner, job.id, 1);
    const [[lineId]] = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'dee@example.com', CampaignLine_CandidatePhone: '+447911123456' }])).data as Row[];
    await t.app.ctx.sms!.drain();
    const sid = provider.messages.at(-1)!.sid;

    // Wrongly signed, unsigned, or signed with another token: 403, nothing changes.
    const delivered = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: ACCOUNT.accountSid };
    for (const signature of ['bm90LWEtc2lnbmF0dXJl', '', smsSignature('another-token', 'http://candid.test/api/sms/status', delivered)]) {
      const refused = await fromProvider('/api/sms/status', delivered, signature);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'The request signature is not valid.' });
    }
    // Signed over other fields than those sent: refused too.
    const forged = await fromProvider('/api/sms/status', delivered, smsSignature(ACCOUNT.authToken, 'http://candid.test/api/sms/status', { ...delivered, MessageStatus: 'sent' }));
    expect(forged.statusCode).toBe(403);
    expect((await textsTo(lineId!))[0].status).toBe('queued');
    expect((await lineOf(lineId!)).deliveredAt).toBeNull();

    expect((await fromProvider('/api/sms/status', { ...delivered, MessageStatus: 'sent' })).statusCode).toBe(204);
    expect((await textsTo(lineId!))[0].status).toBe('sent');
    expect((await fromProvider('/api/sms/status', delivered)).statusCode).toBe(204);
    // A late 'sent' does not take 'delivered' back.
    expect((await fromProvider('/api/sms/status', { ...delivered, MessageStatus: 'sent' })).statusCode).toBe(204);
    expect((await textsTo(lineId!))[0].status).toBe('delivered');
    expect((await lineOf(lineId!)).deliveredAt).not.toBeNull();

    // The candidate's page shows the message and where it stands; the funnel counts them delivered, by SMS.
    const detail = candidateDetailSchema.parse(wrapper(await call('GET', `/api/CampaignLine/${lineId}`, owner.auth)).data);
    expect(detail).toMatchObject({ CampaignLine_Channel: 'sms', SmsOptedOutAt: null });
    expect(detail.TextMessages).toEqual([expect.objectContaining({ purpose: 'invitation', status: 'delivered', to: '+447911123456' })]);
    const funnel = funnelSchema.parse(wrapper(await call('GET', `/api/Campaign/${job.id}/Funnel`, owner.auth)).data);
    expect(funnel.byChannel).toEqual([{ channel: 'sms', counts: [1, 1, 0, 0, 0, 0], completionRate: 0 }]);
  });

  it('finds a message by its own id when the provider calls back before its id is stored', async () => {
    const job = await buildCampaign(t.app, owner);
    await buildQuestions(t.app, owner, job.id, 1);
    const [[lineId]] = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'early@example.com', CampaignLine_CandidatePhone: '+61412000555' }])).data as Row[];
    // As the worker leaves it while the provider answers: claimed, no provider id yet.
    await t.app.ctx.db.update(smsOutbox).set({ status: 'sending' }).where(eq(smsOutbox.campaignLineId, lineId!));
    const [row] = await textsTo(lineId!);
    const path = `/api/sms/status?outbox=${row.id}`;
    const params = { MessageSid: 'SMearly0000000000000000000000000000', MessageStatus: 'delivered' };
    // Signed over another message's address: refused.
    const forged = await fromProvider(path, params, smsSignature(ACCOUNT.authToken, `http://candid.test/api/sms/status?outbox=${row.id + 1}`, params));
    expect(forged.statusCode).toBe(403);
    expect((await fromProvider(path, params, smsSignature(ACCOUNT.authToken, `http://candid.test${path}`, params))).statusCode).toBe(204);
    expect((await textsTo(lineId!))[0]).toMatchObject({ status: 'delivered', providerId: params.MessageSid });
    expect((await lineOf(lineId!)).deliveredAt).not.toBeNull();
    // Another message's callback cannot take this row: it has its provider id now.
    const other = { MessageSid: 'SMother0000000000000000000000000000', MessageStatus: 'failed' };
    expect((await fromProvider(path, other, smsSignature(ACCOUNT.authToken, `http://candid.test${path}`, other))).statusCode).toBe(204);
    expect((await textsTo(lineId!))[0]).toMatchObject({ status: 'delivered', providerId: params.MessageSid });
  });

  it('honours STOP: no text message goes to the number (a new one is a 409 row, a reminder goes by email) until START', async () => {
    const job = await buildCampaign(t.app, owner, { jobTitle: 'Cook', startDate: '2031-05-01', endDate: '2031-05-11' });
    await buildQuestions(t.app, owner, job.id, 1);
    const [[lineId]] = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'eve@example.com', CampaignLine_CandidatePhone: '+61412000111' }])).data as Row[];
    await t.app.ctx.sms!.drain();

    expect((await fromProvider('/api/sms/inbound', { From: '+61412000111', Body: 'stop ', To: '+61400000000' }, 'forged')).statusCode).toBe(403);
    const reply = await fromProvider('/api/sms/inbound', { From: '+61412000111', Body: 'stop ', To: '+61400000000' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/xml');
    const detail = candidateDetailSchema.parse(wrapper(await call('GET', `/api/CampaignLine/${lineId}`, owner.auth)).data);
    expect(detail.SmsOptedOutAt).not.toBeNull();

    const again = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'eve2@example.com', CampaignLine_CandidatePhone: '+61 412 000 111' }])).data as Row[];
    expect(again[0].slice(1)).toEqual(['409', '+61412000111 replied STOP: no text messages are sent to this number.', '+61412000111']);

    // The reminder before the job closes goes by email, not by text message.
    await t.app.ctx.db.update(campaignLines).set({ invitedAt: '2031-05-09T00:00:00Z' }).where(eq(campaignLines.id, lineId!));
    const before = (await textsTo(lineId!)).length;
    expect(await scanReminders(t.app.ctx, new Date('2031-05-10T10:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await textsTo(lineId!)).length).toBe(before);
    const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'eve@example.com'), eq(mailOutbox.purpose, 'reminder')));
    expect(mail.subject).toBe('Reminder: your video interview for Cook closes soon');

    // START: text messages may go again.
    expect((await fromProvider('/api/sms/inbound', { From: '+61412000111', Body: 'START' })).statusCode).toBe(200);
    const resumed = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'eve3@example.com', CampaignLine_CandidatePhone: '+61412000111' }])).data as Row[];
    expect(resumed[0][1]).toBe('200');
  });

  it('reminds by text message where the candidate has a mobile number, with a fresh short link', async () => {
    const job = await buildCampaign(t.app, owner, { jobTitle: 'Chef', startDate: '2031-05-01', endDate: '2031-05-11' });
    await buildQuestions(t.app, owner, job.id, 1);
    const [[lineId]] = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'fay@example.com', CampaignLine_CandidateFirstName: 'Fay', CampaignLine_CandidatePhone: '+61412000222' }])).data as Row[];
    await t.app.ctx.db.update(campaignLines).set({ invitedAt: '2031-05-09T00:00:00Z' }).where(eq(campaignLines.id, lineId!));
    await scanReminders(t.app.ctx, new Date('2031-05-10T10:00:00Z'));
    const texts = await textsTo(lineId!);
    expect(texts.map((m) => m.purpose).sort()).toEqual(['invitation', 'reminder']);
    const reminder = texts.find((m) => m.purpose === 'reminder')!;
    expect(reminder.body).toContain('a reminder to record your video interview for Chef by 11 May 2031');
    // The fresh link works; the invitation's no longer does.
    const invitation = texts.find((m) => m.purpose === 'invitation')!;
    expect((await call('GET', `/i/${codeIn(reminder.body)}`, {})).statusCode).toBe(302);
    expect((await call('GET', `/i/${codeIn(invitation.body)}`, {})).statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'fay@example.com'))).toEqual([]);
  });

  it('counts text messages against the plan: 402 and nothing sent when they do not cover the new candidates', async () => {
    const { owner: small } = await buildTenants(t.app, 'Small Text Co');
    const job = await buildCampaign(t.app, small);
    await buildQuestions(t.app, small, job.id, 1);
    const [starter] = await t.app.ctx.db.select().from(packages).where(eq(packages.name, 'Starter'));
    await t.app.ctx.db.update(packages).set({ maxSms: 2 }).where(eq(packages.id, starter.id));
    try {
      const first = wrapper(await sendSms(job.id, [{ CampaignLine_CandidateEmail: 'g1@example.com', CampaignLine_CandidatePhone: '+61412000301' }], small.auth)).data as Row[];
      expect(first[0][1]).toBe('200');
      const over = await sendSms(
        job.id,
        [
          { CampaignLine_CandidateEmail: 'g2@example.com', CampaignLine_CandidatePhone: '+61412000302' },
          { CampaignLine_CandidateEmail: 'g3@example.com', CampaignLine_CandidatePhone: '+61412000303' },
        ],
        small.auth,
      );
      expect(over.statusCode).toBe(402);
      expect(over.json()).toMatchObject({ details: { limit: ['sms'], used: ['1'], allowed: ['2'], remainingSms: ['1'] } });
      const lines = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.campaignId, job.id));
      expect(lines.map((l) => l.candidateEmail)).toEqual(['g1@example.com']);
    } finally {
      await t.app.ctx.db.update(packages).set({ maxSms: starter.maxSms }).where(eq(packages.id, starter.id));
    }
  });

  it('is for job editors of the job’s own company: 401, 403 for a hiring manager, 404 across tenants', async () => {
    const job = await buildCampaign(t.app, owner);
    await buildQuestions(t.app, owner, job.id, 1);
    const item = [{ CampaignLine_CandidateEmail: 'h@example.com', CampaignLine_CandidatePhone: '+61412000401' }];
    expect((await sendSms(job.id, item, {})).statusCode).toBe(401);
    expect((await sendSms(job.id, item, hm.auth)).statusCode).toBe(403);
    expect((await sendSms(job.id, item, outsider.auth)).statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.campaignId, job.id))).toEqual([]);
  });
});

describe('GET /i/{code}', () => {
  it('answers 404 for a code that is no candidate’s, and slows guessing: 20 a minute per address', async () => {
    for (const code of ['short', 'AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd']) {
      expect((await call('GET', `/i/${encodeURIComponent(code)}`, {})).statusCode, code).toBe(404);
    }
    const guesses = await Promise.all(Array.from({ length: 24 }, (_, i) => call('GET', `/i/guess${String(i).padStart(20, '0')}`, {})));
    expect(guesses.filter((g) => g.statusCode === 429).length).toBeGreaterThan(0);
    expect(guesses.every((g) => g.statusCode === 404 || g.statusCode === 429)).toBe(true);
  });
});
