import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, type InviteResultRow } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildEmployer, buildQuestions, buildTenants, buildUser, caller, wrapper } from '../../../test/factories';
import { invitationOf, mailsTo, setPlan } from '../../../test/candidate-fixtures';
import { startSmtpServer } from '../../../test/smtp';
import { campaignLines, enterprises, mailOutbox } from '../../db/schema/index';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  call = caller(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const item = (campaignId: number, email: string, extra: object = {}) => ({ fk_Campaign_ID: campaignId, CampaignLine_CandidateEmail: email, ...extra });
const send = (headers: Record<string, string>, body: unknown) =>
  call('POST', '/api/Message/SendEmail?FromName=Rita%20Recruiter&FromMail=x@y.co&Campaign_Name=X&Enterprise_Name=Y', headers, body as object);
/** A job candidates can be invited to: it has a question (a job without any is a draft). */
const buildJob = async (...[app, owner, overrides]: Parameters<typeof buildCampaign>) => {
  const job = await buildCampaign(app, owner, overrides);
  await buildQuestions(app, owner, job.id, 1);
  return job;
};
const linesOf = async (campaignId: number) =>
  (await t.app.ctx.db.select({ n: count() }).from(campaignLines).where(eq(campaignLines.campaignId, campaignId)))[0].n;
const outboxOf = async (enterpriseId: number) =>
  (await t.app.ctx.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.enterpriseId, enterpriseId)))[0].n;

describe('POST /api/Message/SendEmail', () => {
  it('keeps FromName on one line: line breaks cannot add lines or links to the invitation', async () => {
    const { owner } = await buildTenants(t.app, 'Header Injection Co');
    const job = await buildJob(t.app, owner, { name: 'Porter' });
    const fromName = encodeURIComponent('Rita\r\n\r\nURGENT: verify your bank details at http://evil.test\nRecruiter');
    const res = await call('POST', `/api/Message/SendEmail?FromName=${fromName}`, owner.auth, [item(job.id, 'porter@example.com')]);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor('porter@example.com');
    const line = mail.text.split(/\r?\n/).find((l) => l.includes('URGENT'));
    expect(line, mail.text).toContain('Rita URGENT: verify your bank details at http://evil.test Recruiter');
    expect(mail.text.split(/\r?\n/).some((l) => l.trim().startsWith('URGENT'))).toBe(false);
  });

  it('creates a line and emails a working personal link per new address; repeats are 409 rows, bad addresses 400 rows', async () => {
    const { owner } = await buildTenants(t.app, 'Invite Candidates Co');
    const client = await buildEmployer(t.app, owner, { name: 'Client Brand Ltd' });
    const job = await buildJob(t.app, owner, { name: 'Barista', jobTitle: 'Head Barista', employerId: client.id });
    const res = await send(owner.auth, [
      item(job.id, 'Ann.Lee@Example.com', { CampaignLine_CandidateFirstName: 'Ann', CampaignLine_CandidateLastName: 'Lee' }),
      item(job.id, 'not-an-address'),
      item(job.id, 'ann.lee@example.com'),
      item(job.id, 'bo@example.com', { fk_Enterprise_ID: 999999 }),
    ]);
    expect(res.statusCode).toBe(200);
    const rows = wrapper(res).data as InviteResultRow[];
    expect(rows.map((r) => [r[1], r[2], r[3]])).toEqual([
      ['200', MSG.mailSentTo('ann.lee@example.com'), 'ann.lee@example.com'],
      ['400', MSG.validEmail, 'not-an-address'],
      ['409', MSG.alreadyMailSentTo('ann.lee@example.com'), 'ann.lee@example.com'],
      ['200', MSG.mailSentTo('bo@example.com'), 'bo@example.com'],
    ]);
    expect(rows[2][0]).toBe(rows[0][0]);
    expect(rows[1][0]).toBeNull();

    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, rows[0][0]!));
    expect(line).toMatchObject({ enterpriseId: owner.enterpriseId, status: 0, candidateFirstName: 'Ann', candidateLastName: 'Lee' });
    expect(line.invitedAt).not.toBeNull();
    expect(line.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The ignored body enterprise id did not move the line to another tenant.
    const [bo] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, rows[3][0]!));
    expect(bo.enterpriseId).toBe(owner.enterpriseId);

    // The delivered mail carries the personal link; its secret opens the candidate's session.
    const mail = await smtp.waitFor('ann.lee@example.com');
    expect(mail.subject).toBe('Video interview invitation: Head Barista at Client Brand Ltd');
    // The candidate's reply reaches who invited them.
    expect(mail.replyTo).toEqual([owner.email]);
    expect(mail.text).toContain('Rita Recruiter from Client Brand Ltd');
    const link = invitationOf(mail.text);
    expect(mail.text).toContain(`http://candid.test/invite/${job.id}/${owner.enterpriseId}?invitation=`);
    expect(line.inviteTokenHash).not.toContain(link.token);
    const session = await call('GET', `/api/interview/${link.campaignId}/${link.enterpriseId}/session`, { 'x-interview-token': link.token });
    expect(session.statusCode).toBe(200);
    expect((wrapper(session).data as { candidate: { email: string } }).candidate.email).toBe('ann.lee@example.com');

    // Sending the same address again is a 409 row and no second mail.
    const again = await send(owner.auth, [item(job.id, 'ANN.LEE@example.com')]);
    expect((wrapper(again).data as InviteResultRow[])[0]).toEqual([rows[0][0], '409', MSG.alreadyMailSentTo('ann.lee@example.com'), 'ann.lee@example.com']);
    expect(await mailsTo(t.app, 'ann.lee@example.com')).toHaveLength(1);
  });

  it('is for job editors of the job’s own enterprise: 401, 403 for a hiring manager, 404 across tenants, 400 for an ended job', async () => {
    const { owner, hm, outsider } = await buildTenants(t.app, 'Invite Rules Co');
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Administrator);
    const job = await buildJob(t.app, owner);
    expect((await send({}, [item(job.id, 'a@example.com')])).statusCode).toBe(401);
    expect((await send(hm.auth, [item(job.id, 'a@example.com')])).statusCode).toBe(403);
    const foreign = await send(outsider.auth, [item(job.id, 'a@example.com')]);
    expect(foreign.statusCode).toBe(404);
    expect(await linesOf(job.id)).toBe(0);
    expect((await send(admin.auth, [item(job.id, 'a@example.com')])).statusCode).toBe(200);

    const ended = await buildJob(t.app, owner, { startDate: '2020-01-01', endDate: '2020-02-01' });
    const endedRes = await send(owner.auth, [item(ended.id, 'b@example.com')]);
    expect(endedRes.statusCode).toBe(400);
    expect(wrapper(endedRes).message).toBe(MSG.jobEndedNoInvites);
    const closed = await buildJob(t.app, owner, { status: 0 });
    expect((await send(owner.auth, [item(closed.id, 'b@example.com')])).statusCode).toBe(400);
    // A draft (no questions yet) cannot be invited to: there is nothing to answer.
    const draft = await buildCampaign(t.app, owner);
    const draftRes = await send(owner.auth, [item(draft.id, 'c@example.com')]);
    expect({ status: draftRes.statusCode, message: wrapper(draftRes).message }).toEqual({ status: 400, message: MSG.jobHasNoQuestions });
    expect(await linesOf(draft.id)).toBe(0);
    // A job that has not started yet can already be invited to, and the invitation says when it opens.
    const upcoming = await buildJob(t.app, owner, { startDate: '2099-01-01' });
    expect((await send(owner.auth, [item(upcoming.id, 'b@example.com')])).statusCode).toBe(200);
    const mail = await smtp.waitFor('b@example.com');
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      'The interview opens on 1 January 2099 and stays open until 31 December 2099. Your link works from the opening day.',
    );
  });

  it('validates the body: a list of 1 to 1000 items with a campaign id', async () => {
    const { owner } = await buildTenants(t.app, 'Invite Body Co');
    const job = await buildJob(t.app, owner);
    for (const body of [[], {}, [{ CampaignLine_CandidateEmail: 'a@example.com' }], [item(-1, 'a@example.com')], [item(job.id, 'x'.repeat(1001))]]) {
      const res = await send(owner.auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(wrapper(res).details).toBeTruthy();
    }
    const tooMany = Array.from({ length: 1001 }, (_, i) => item(job.id, `c${i}@example.com`));
    expect((await send(owner.auth, tooMany)).statusCode).toBe(400);
  });

  it('answers 402 and sends nothing when the plan has fewer invites left than new addresses', async () => {
    const { owner } = await buildTenants(t.app, 'Small Plan Co');
    await setPlan(t.app, owner, { maxInvites: 3 });
    const job = await buildJob(t.app, owner);
    const first = await send(owner.auth, [item(job.id, 'p1@example.com'), item(job.id, 'p2@example.com')]);
    expect(first.statusCode).toBe(200);
    const remaining = await call('GET', `/api/Subscriber/GetRemainingUsers?fk_Enterprise_ID=${owner.enterpriseId}`, owner.auth);
    expect(wrapper(remaining).data).toBe(1);

    const before = await outboxOf(owner.enterpriseId);
    // Two new addresses (one repeat does not count) for one remaining invite.
    const over = await send(owner.auth, [item(job.id, 'p1@example.com'), item(job.id, 'p3@example.com'), item(job.id, 'p4@example.com')]);
    expect(over.statusCode).toBe(402);
    expect(wrapper(over)).toMatchObject({ successful: false, message: MSG.packageLimitText, details: { remainingInvites: ['1'] } });
    expect(await linesOf(job.id)).toBe(2);
    expect(await outboxOf(owner.enterpriseId)).toBe(before);

    // Exactly what is left still goes through; repeats alone need no invites.
    expect((await send(owner.auth, [item(job.id, 'p3@example.com')])).statusCode).toBe(200);
    expect((await send(owner.auth, [item(job.id, 'p3@example.com')])).statusCode).toBe(200);
    expect((await send(owner.auth, [item(job.id, 'p5@example.com')])).statusCode).toBe(402);
  });
});

describe('the invitation in the job’s language (issue 32)', () => {
  it('is written in the language the job was saved with: Spanish for Campaign_Language es-ES', async () => {
    const { owner } = await buildTenants(t.app, 'Spanish Mail Co');
    const saved = await call('POST', '/api/Campaign/SaveJob', owner.auth, {
      campaign: { Campaign_Name: 'Camarero', Campaign_Job_Title: 'Camarero de sala', Campaign_StartDate: '2026/01/01', Campaign_EndDate: '2099/12/31', Campaign_Language: 'es-ES' },
      questions: [{ Question_Text: '¿Por qué quieres este puesto?' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { pk_Campaign_ID: id, Campaign_Language: language } = (wrapper(saved).data as { campaign: { pk_Campaign_ID: number; Campaign_Language: string } }).campaign;
    expect(language).toBe('es-ES');
    const res = await send(owner.auth, [item(id, 'ana.garcia@example.com', { CampaignLine_CandidateFirstName: 'Ana' })]);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor('ana.garcia@example.com');
    expect(mail.subject).toBe('Invitación a una entrevista en vídeo: Camarero de sala en Spanish Mail Co');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Rita Recruiter, de Spanish Mail Co, te ha invitado a una entrevista en vídeo para el puesto de Camarero de sala.');
    expect(mail.text).toContain('La entrevista está abierta hasta el 31 de diciembre de 2099.');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
  });
});

describe('the employer’s brand in the invitation', () => {
  it('heads the mail with the client employer’s logo by its absolute URL, else its initials in its colours, everything escaped', async () => {
    const { owner } = await buildTenants(t.app, 'Brand Mail Co');
    const logoPath = `/api/Image/${owner.enterpriseId}/employer-1-0123456789abcdef.png`;
    const client = await buildEmployer(t.app, owner, { name: 'Logo Client', avatarEnable: true, imageLink: logoPath });
    const job = await buildJob(t.app, owner, { jobTitle: 'Deckhand', employerId: client.id });
    expect((await send(owner.auth, [item(job.id, 'logo.brand@example.com')])).statusCode).toBe(200);
    const mail = await smtp.waitFor('logo.brand@example.com');
    expect(mail.html).toContain(`<img src="http://candid.test${logoPath}" alt="Logo Client"`);
    // The plain-text part stays plain, with the link.
    expect(mail.text).not.toContain('<img');
    expect(mail.text).toContain(`http://candid.test/invite/${job.id}/${owner.enterpriseId}?invitation=`);

    // No logo shown (AvatarEnable off): initials in the employer's colours; a name and colour cannot inject markup or CSS.
    const plain = await buildEmployer(t.app, owner, {
      name: '<b>Bold</b> & Co',
      initials: 'BC',
      colour: 'red;background:url(//e.vil)',
      backgroundColour: '#112233',
      avatarEnable: false,
      imageLink: 'https://cdn.example.com/ignored.png',
    });
    const other = await buildJob(t.app, owner, { employerId: plain.id });
    expect((await send(owner.auth, [item(other.id, 'initials.brand@example.com')])).statusCode).toBe(200);
    const badge = await smtp.waitFor('initials.brand@example.com');
    expect(badge.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(badge.html).not.toContain('<b>Bold');
    expect(badge.html).toMatch(/background:#112233;color:#000000;[^>]*>BC<\/div>/);
    expect(badge.html).not.toContain('e.vil');
    expect(badge.html).not.toContain('<img');

    // The enterprise's own https logo, for a job without a client.
    await t.app.ctx.db
      .update(enterprises)
      .set({ avatarEnable: true, imageLink: 'https://cdn.example.com/brand-mail.png' })
      .where(eq(enterprises.id, owner.enterpriseId));
    const own = await buildJob(t.app, owner);
    expect((await send(owner.auth, [item(own.id, 'own.brand@example.com')])).statusCode).toBe(200);
    expect((await smtp.waitFor('own.brand@example.com')).html).toContain('<img src="https://cdn.example.com/brand-mail.png" alt="Brand Mail Co"');
  });
});

describe('GET /api/Subscriber/GetRemainingUsers', () => {
  it('counts candidate lines and team members of the period against the plan; null unlimited, 0 expired', async () => {
    const { owner, hm, outsider } = await buildTenants(t.app, 'Remaining Co');
    const remaining = async (who = owner, query = `?fk_Enterprise_ID=${owner.enterpriseId}`) => {
      const res = await call('GET', `/api/Subscriber/GetRemainingUsers${query}`, who.auth);
      return res.statusCode === 200 ? wrapper(res).data : res.statusCode;
    };
    // The default package: 50 invites, one team member (the hiring manager) already used.
    expect(await remaining()).toBe(49);
    expect(await remaining(hm, '')).toBe(49);
    expect(await remaining(owner, `?fk_Enterprise_ID=${outsider.enterpriseId}`)).toBe(404);
    expect((await call('GET', '/api/Subscriber/GetRemainingUsers', {})).statusCode).toBe(401);

    await setPlan(t.app, owner, { maxInvites: null });
    expect(await remaining()).toBeNull();
    await setPlan(t.app, owner, { maxInvites: 10 });
    const job = await buildJob(t.app, owner);
    await send(owner.auth, [item(job.id, 'r1@example.com')]);
    // Members and lines created before the subscription started belong to the previous period.
    expect(await remaining()).toBe(9);
    await setPlan(t.app, owner, { maxInvites: 10, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await remaining()).toBe(0);
  });
});

describe('team invitations spend the same invites', () => {
  it('answers SendInviteUser with 402 when the plan cannot cover the new members', async () => {
    const { owner } = await buildTenants(t.app, 'Team Plan Co');
    await setPlan(t.app, owner, { maxInvites: 2 });
    const job = await buildJob(t.app, owner);
    await send(owner.auth, [item(job.id, 'cand1@example.com')]);
    const inviteUsers = (emails: string[]) =>
      call('POST', `/api/Message/SendInviteUser?enterpriseID=${owner.enterpriseId}&userAccessLevelId=270`, owner.auth, emails);
    const over = await inviteUsers(['m1@example.com', 'm2@example.com']);
    expect(over.statusCode).toBe(402);
    expect(wrapper(over).details).toMatchObject({ remainingInvites: ['1'] });
    expect(await mailsTo(t.app, 'm1@example.com')).toHaveLength(0);
    // An address that already has an account is reported, not charged.
    const fits = await inviteUsers(['m1@example.com', owner.email]);
    expect(fits.statusCode).toBe(200);
    expect((wrapper(fits).data as string[][]).map((r) => r[1])).toEqual(['200', '409']);
    const none = await call('GET', '/api/Subscriber/GetRemainingUsers', owner.auth);
    expect(wrapper(none).data).toBe(0);
    const line = await send(owner.auth, [item(job.id, 'cand2@example.com')]);
    expect(line.statusCode).toBe(402);
    expect(
      (await t.app.ctx.db.select({ n: count() }).from(campaignLines).where(and(eq(campaignLines.enterpriseId, owner.enterpriseId))))[0].n,
    ).toBe(1);
  });
});
