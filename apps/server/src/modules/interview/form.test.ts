import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, type ApplicationForm, type CandidateForm, type InterviewSession } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { multipartBody, tempDataDir, tinyPdf } from '../../../test/candidate-fixtures';
import { campaignLines, formAnswers } from '../../db/schema/index';
import { searchPlaces } from '../reference/places';

/* Issue 29: the candidate fills in the job's application form, as they go, then submits it. */

let t: TestApp;
const data = tempDataDir();
let tenants: Awaited<ReturnType<typeof buildTenants>>;
let call: ReturnType<typeof caller>;
let form: ApplicationForm;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  tenants = await buildTenants(t.app, 'Form Fill Co');
  call = caller(t.app);
  const res = await call('POST', '/api/Form', tenants.owner.auth, {
    Form_Name: 'Application',
    Form_Fields: [
      { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true },
      { id: 'mail', kind: 'email', label: 'Email', required: true },
      { id: 'tel', kind: 'phone', label: 'Mobile' },
      { id: 'site', kind: 'url', label: 'Portfolio' },
      { id: 'city', kind: 'place', label: 'Where do you live?' },
      { id: 'shift', kind: 'multiple_choice', label: 'Shifts', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
      { id: 'years', kind: 'number', label: 'Years', min: 0, max: 60 },
      { id: 'start', kind: 'date', label: 'Start date' },
      { id: 'note', kind: 'long_text', label: 'Cover note', wordLimit: 3 },
      { id: 'cv', kind: 'file', label: 'Certificate' },
      { id: 'ok', kind: 'consent', label: 'You may keep my details for other roles', required: true },
    ],
  });
  form = wrapper(res).data as ApplicationForm;
});
afterAll(async () => {
  await t.close();
  data.remove();
});

/** A candidate of a new job that uses the form. */
async function candidate(opts: { consent?: boolean } = {}) {
  const job = await buildCampaign(t.app, tenants.owner, { formId: form.pk_Form_ID });
  const l = await buildInterviewLine(t.app, tenants.owner, { campaignId: job.id, questionCount: 0, consent: opts.consent });
  const base = `/api/interview/${l.campaignId}/${l.enterpriseId}`;
  const headers = { 'x-interview-token': l.token };
  return {
    ...l,
    base,
    headers,
    read: async () => wrapper(await t.app.inject({ method: 'GET', url: `${base}/form`, headers })).data as CandidateForm,
    put: (fieldId: string, body: object) => t.app.inject({ method: 'PUT', url: `${base}/form/${fieldId}`, headers, payload: body }),
    submit: () => t.app.inject({ method: 'POST', url: `${base}/form/submit`, headers }),
  };
}

describe('the candidate’s application form', () => {
  it('saves each kind as typed, refuses values that do not fit their field, and submits once every required field has one', async () => {
    const c = await candidate();
    const session = wrapper(await t.app.inject({ method: 'GET', url: `${c.base}/session`, headers: c.headers })).data as InterviewSession;
    expect(session.form).toEqual({ submittedAt: null });
    expect((await c.read()).fields.map((f) => f.id)).toEqual(form.Form_Fields.map((f) => f.id));

    const bad: [string, object, string][] = [
      ['mail', { kind: 'email', text: 'not-an-address' }, MSG.formEmailInvalid],
      ['tel', { kind: 'phone', text: 'call me' }, MSG.formPhoneInvalid],
      ['site', { kind: 'url', text: 'javascript:alert(1)' }, MSG.formUrlInvalid],
      ['city', { kind: 'place', placeId: 1 }, MSG.formPlaceUnknown],
      ['shift', { kind: 'multiple_choice', choiceIds: ['night'] }, MSG.answerChoiceUnknown],
      ['years', { kind: 'number', number: 61 }, MSG.answerNumberAbove(60)],
      ['note', { kind: 'long_text', text: 'one two three four' }, MSG.answerTextTooLong(3)],
      ['name', { kind: 'email', text: 'a@b.co' }, MSG.formValueKindMismatch('short_text')],
      ['cv', { kind: 'short_text', text: 'x' }, MSG.formValueKindMismatch('file')],
    ];
    for (const [fieldId, body, message] of bad) {
      const res = await c.put(fieldId, body);
      expect(res.statusCode, `${fieldId} ${JSON.stringify(body)}`).toBe(400);
      expect(wrapper(res).details).toEqual({ [fieldId]: [message] });
    }
    const impossible = await c.put('start', { kind: 'date', date: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(JSON.stringify(wrapper(impossible).details)).toContain(MSG.answerDateInvalid);
    expect((await c.put('nope', { kind: 'short_text', text: 'x' })).statusCode).toBe(404);

    // Nothing required yet: submit names each missing field.
    const early = await c.submit();
    expect(early.statusCode).toBe(400);
    expect(wrapper(early).details).toEqual({ name: [MSG.formFieldRequired], mail: [MSG.formFieldRequired], ok: [MSG.formConsentRequired] });

    const sydney = searchPlaces('AU', 'Sydney', 1)[0];
    const good: [string, object, unknown][] = [
      ['name', { kind: 'short_text', text: '  Ada   Lovelace ' }, { kind: 'short_text', text: 'Ada Lovelace' }],
      ['mail', { kind: 'email', text: 'ada@example.com' }, { kind: 'email', text: 'ada@example.com' }],
      ['tel', { kind: 'phone', text: '+61 400 000 000' }, { kind: 'phone', text: '+61 400 000 000' }],
      ['site', { kind: 'url', text: 'https://ada.example.com' }, { kind: 'url', text: 'https://ada.example.com' }],
      ['city', { kind: 'place', placeId: sydney.id }, { kind: 'place', placeId: sydney.id, label: expect.stringContaining('Sydney') }],
      ['shift', { kind: 'multiple_choice', choiceIds: ['pm', 'am'] }, { kind: 'multiple_choice', choiceIds: ['am', 'pm'] }],
      ['years', { kind: 'number', number: 4 }, { kind: 'number', number: 4 }],
      ['start', { kind: 'date', date: '2027-01-04' }, { kind: 'date', date: '2027-01-04' }],
      ['ok', { kind: 'consent', agreed: true }, { kind: 'consent', agreed: true }],
    ];
    for (const [fieldId, body, value] of good) {
      const res = await c.put(fieldId, body);
      expect(res.statusCode, `${fieldId}: ${res.body}`).toBe(200);
      expect(wrapper(res).data).toEqual({ fieldId, value });
    }
    // A blank value clears the field, and a reload shows what is kept.
    expect(wrapper(await c.put('tel', { kind: 'phone', text: '  ' })).data).toEqual({ fieldId: 'tel', value: null });
    const read = await c.read();
    expect(Object.keys(read.values).sort()).toEqual(['city', 'mail', 'name', 'ok', 'shift', 'site', 'start', 'years']);

    // A file judged by its content.
    const url = `${c.base}/form/cv/file`;
    const send = (body: ReturnType<typeof multipartBody>) => t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...c.headers }, payload: body.payload });
    expect((await send(multipartBody({ name: 'cert.pdf', data: Buffer.from('MZ not a pdf'), type: 'application/pdf' }))).statusCode).toBe(415);
    const file = await send(multipartBody({ name: 'cert.bin', data: tinyPdf() }));
    expect(file.statusCode, file.body).toBe(201);
    expect(wrapper(file).data).toMatchObject({ fieldId: 'cv', value: { kind: 'file', file: { contentType: 'application/pdf' } } });
    const [stored] = await t.app.ctx.db.select().from(formAnswers).where(and(eq(formAnswers.campaignLineId, c.line.id), eq(formAnswers.fieldId, 'cv')));
    expect(stored.fileKey).toMatch(new RegExp(`^answers/${c.enterpriseId}/${c.line.id}/form/cv-`));
    expect(await t.app.ctx.media.stat(stored.fileKey!)).toMatchObject({ size: tinyPdf().length });

    const submitted = await c.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((wrapper(submitted).data as CandidateForm).submittedAt).toEqual(expect.any(String));
    const [line] = await t.app.ctx.db.select().from(campaignLines).where(eq(campaignLines.id, c.line.id));
    expect(line.formSubmittedAt).not.toBeNull();
  });

  it('takes no value before consent (403) or after the interview (409); a job without a form has none (404)', async () => {
    const early = await candidate({ consent: false });
    expect((await early.put('name', { kind: 'short_text', text: 'Ada' })).statusCode).toBe(403);

    const done = await candidate();
    await t.app.ctx.db.update(campaignLines).set({ completedAt: new Date().toISOString() }).where(eq(campaignLines.id, done.line.id));
    expect((await done.put('name', { kind: 'short_text', text: 'Ada' })).statusCode).toBe(409);

    const none = await candidate();
    await call('PUT', `/api/Campaign/${none.campaignId}/Form`, tenants.owner.auth, { formId: null });
    const res = await t.app.inject({ method: 'GET', url: `${none.base}/form`, headers: none.headers });
    expect(res.statusCode).toBe(404);
    expect(wrapper(res).message).toBe(MSG.formNoForm);
    expect((await t.app.inject({ method: 'GET', url: `${none.base}/form` })).statusCode).toBe(401);
  });

  it('does not let the interview finish before the required fields are filled in', async () => {
    const c = await candidate();
    const res = await t.app.inject({ method: 'POST', url: `${c.base}/complete`, headers: c.headers });
    expect(res.statusCode).toBe(409);
    expect(wrapper(res)).toMatchObject({ message: MSG.formNotSubmitted, details: { form: ['name', 'mail', 'ok'] } });
  });

  it('suggests places for a place field by country', async () => {
    const c = await candidate();
    const res = await t.app.inject({ method: 'GET', url: `${c.base}/places?text=Melbo&countryCode=AU`, headers: c.headers });
    expect(res.statusCode).toBe(200);
    expect((wrapper(res).data as { place_name: string }[])[0].place_name).toBe('Melbourne');
  });
});
