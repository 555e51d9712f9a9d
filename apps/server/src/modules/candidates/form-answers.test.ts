import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, type ApplicationForm, type FormAnswer, type ShareView } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, buildUser, caller, wrapper } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { multipartBody, tempDataDir, tinyPdf } from '../../../test/candidate-fixtures';

/*
 * Issue 29: reviewers read a candidate's application form (each field as it was asked) and its
 * files; a share shows it too, without the fields that identify the person when anonymised.
 */

let t: TestApp;
const data = tempDataDir();
let tenants: Awaited<ReturnType<typeof buildTenants>>;
let call: ReturnType<typeof caller>;
let c: { lineId: number; campaignId: number };
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
  tenants = await buildTenants(t.app, 'Form Review Co');
  call = caller(t.app);
  const form = wrapper(
    await call('POST', '/api/Form', tenants.owner.auth, {
      Form_Name: 'Application',
      Form_Fields: [
        { id: 'name', kind: 'short_text', label: 'Full name', identifying: true },
        { id: 'mail', kind: 'email', label: 'Email' },
        { id: 'shift', kind: 'single_choice', label: 'Shift', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
        { id: 'proof', kind: 'file', label: 'Proof' },
      ],
    }),
  ).data as ApplicationForm;
  const job = await buildCampaign(t.app, tenants.owner, { formId: form.pk_Form_ID });
  const l = await buildInterviewLine(t.app, tenants.owner, { campaignId: job.id, questionCount: 0 });
  const headers = { 'x-interview-token': l.token };
  const base = `/api/interview/${l.campaignId}/${l.enterpriseId}`;
  for (const [fieldId, body] of [
    ['shift', { kind: 'single_choice', choiceIds: ['pm'] }],
    ['name', { kind: 'short_text', text: 'Ada Lovelace' }],
    ['mail', { kind: 'email', text: 'ada@example.com' }],
  ] as const) {
    expect((await t.app.inject({ method: 'PUT', url: `${base}/form/${fieldId}`, headers, payload: body })).statusCode).toBe(200);
  }
  const file = multipartBody({ name: 'visa.pdf', data: tinyPdf() });
  expect((await t.app.inject({ method: 'POST', url: `${base}/form/proof/file`, headers: { ...file.headers, ...headers }, payload: file.payload })).statusCode).toBe(201);
  c = { lineId: l.line.id, campaignId: l.campaignId };
});
afterAll(async () => {
  await t.close();
  data.remove();
});

describe('a candidate’s application form for reviewers', () => {
  it('lists each field in the form’s order with its value, and serves the file as an attachment', async () => {
    const res = await call('GET', `/api/CampaignLine/${c.lineId}/Form`, tenants.owner.auth);
    expect(res.statusCode).toBe(200);
    const answers = wrapper(res).data as FormAnswer[];
    expect(answers.map((a) => [a.fieldId, a.label])).toEqual([
      ['name', 'Full name'],
      ['mail', 'Email'],
      ['shift', 'Shift'],
      ['proof', 'Proof'],
    ]);
    expect(answers[2]).toMatchObject({ kind: 'single_choice', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }], value: { choiceIds: ['pm'] } });
    const file = await call('GET', answers[3].fileUrl!, tenants.owner.auth);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('visa.pdf');
    expect(file.rawPayload.equals(tinyPdf())).toBe(true);
  });

  it('is in the job’s export, a column per field before the questions', async () => {
    const res = await call('GET', `/api/CampaignLine/Export?campaignId=${c.campaignId}`, tenants.owner.auth);
    expect(res.statusCode).toBe(200);
    const [header, row] = res.rawPayload.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(header.endsWith(',Form: Full name,Form: Email,Form: Shift,Form: Proof')).toBe(true);
    expect(row).toMatch(/,Ada Lovelace,ada@example\.com,Evenings,visa\.pdf \(\d+ bytes\)$/);
  });

  it('is another company’s 404, and a hiring manager of another job’s 404', async () => {
    expect((await call('GET', `/api/CampaignLine/${c.lineId}/Form`, tenants.outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/CampaignLine/${c.lineId}/Form/proof/File`, tenants.outsider.auth)).statusCode).toBe(404);
    const hm = await buildUser(t.app, tenants.owner.enterpriseId, ACCESS_LEVEL.HiringManager);
    expect((await call('GET', `/api/CampaignLine/${c.lineId}/Form`, hm.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/CampaignLine/${c.lineId}/Form`, {})).statusCode).toBe(401);
  });

  it('shows in a share: all of it when named, without what identifies the person when anonymised', async () => {
    const view = async (anonymised: boolean) => {
      const made = wrapper(await call('POST', '/api/ReviewShare', tenants.owner.auth, { campaignLineIds: [c.lineId], anonymised, expiresInDays: 7 })).data as { url: string };
      const token = made.url.split('/share/')[1];
      return { token, view: wrapper(await call('GET', `/api/share/${token}`, {})).data as ShareView };
    };
    const named = await view(false);
    const form = named.view.candidates[0].form;
    expect(form.map((f) => [f.label, f.answerText])).toEqual([
      ['Full name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Shift', 'Evenings'],
      ['Proof', expect.stringMatching(/^visa\.pdf \(\d+ bytes\)$/)],
    ]);
    const file = await call('GET', form[3].fileUrl!, {});
    expect(file.statusCode, `${form[3].fileUrl}: ${file.body}`).toBe(200);

    const anonymous = await view(true);
    expect(anonymous.view.candidates[0].form.map((f) => f.label)).toEqual(['Shift']);
    const ref = anonymous.view.candidates[0].ref;
    expect((await call('GET', `/api/share/${anonymous.token}/form-files/${ref}/proof`, {})).statusCode).toBe(404);
  });
});
