import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, MSG, type ApplicationForm } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, buildUser, caller, wrapper, type TestUser } from '../../../test/factories';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Forms Co'));
});
afterAll(() => t.close());

const FIELDS = [
  { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true },
  { id: 'email', kind: 'email', label: 'Email', required: true },
  { id: 'site', kind: 'url', label: 'Portfolio' },
  { id: 'city', kind: 'place', label: 'Where do you live?' },
  { id: 'shift', kind: 'single_choice', label: 'Preferred shift', options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
  { id: 'years', kind: 'number', label: 'Years of experience', min: 0, max: 60 },
  { id: 'cover', kind: 'long_text', label: 'Cover note', wordLimit: 200 },
  { id: 'ok', kind: 'consent', label: 'I agree to be contacted about other roles', required: true },
];

const create = (user: TestUser, body: object) => call('POST', '/api/Form', user.auth, body);
const made = async (user: TestUser, body: object) => {
  const res = await create(user, body);
  expect(res.statusCode, res.body).toBe(201);
  return wrapper(res).data as ApplicationForm;
};

describe('application forms (/api/Form)', () => {
  it('creates a form with every field as sent; the first becomes the default and new jobs start with it', async () => {
    const form = await made(owner, { Form_Name: ' Warehouse application ', Form_Fields: FIELDS });
    expect(form).toMatchObject({ Form_Name: 'Warehouse application', Form_Description: null, Form_IsDefault: true, Form_JobCount: 0 });
    expect(form.Form_Fields).toHaveLength(FIELDS.length);
    expect(form.Form_Fields[0]).toEqual({ id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true });
    expect(form.Form_Fields[1]).toEqual({ id: 'email', kind: 'email', label: 'Email', required: true, identifying: false });

    const job = await call('POST', '/api/Campaign', owner.auth, { Campaign_Name: 'Picker', Campaign_StartDate: '2026-01-01', Campaign_EndDate: '2099-01-01' });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = (wrapper(job).data as { pk_Campaign_ID: number }).pk_Campaign_ID;
    const chosen = wrapper(await call('GET', `/api/Campaign/${jobId}/Form`, owner.auth)).data as { formId: number };
    expect(chosen.formId).toBe(form.pk_Form_ID);
    const listed = wrapper(await call('GET', '/api/Form', hm.auth)).data as ApplicationForm[];
    expect(listed.find((f) => f.pk_Form_ID === form.pk_Form_ID)?.Form_JobCount).toBe(1);

    // In use: it cannot be deleted until the job names another form (or none).
    const refused = await call('DELETE', `/api/Form/${form.pk_Form_ID}`, owner.auth);
    expect(refused.statusCode).toBe(409);
    expect(wrapper(refused).message).toBe(MSG.formInUse(1));
    const none = await call('PUT', `/api/Campaign/${jobId}/Form`, owner.auth, { formId: null });
    expect(wrapper(none).data).toEqual({ formId: null, form: null });
    expect((await call('DELETE', `/api/Form/${form.pk_Form_ID}`, owner.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/Form/${form.pk_Form_ID}`, owner.auth)).statusCode).toBe(404);
  });

  it('keeps one default per company: making another the default moves it', async () => {
    const a = await made(owner, { Form_Name: 'A', Form_Fields: FIELDS.slice(0, 1), Form_IsDefault: true });
    const b = await made(owner, { Form_Name: 'B', Form_Fields: FIELDS.slice(0, 1) });
    expect(b.Form_IsDefault).toBe(false);
    const res = await call('PUT', `/api/Form/${b.pk_Form_ID}/Default`, owner.auth);
    expect(wrapper(res).message).toBe(MSG.formIsDefault('B'));
    const listed = wrapper(await call('GET', '/api/Form', owner.auth)).data as ApplicationForm[];
    expect(listed.filter((f) => f.Form_IsDefault).map((f) => f.pk_Form_ID)).toEqual([b.pk_Form_ID]);
    expect(listed[0].pk_Form_ID).toBe(b.pk_Form_ID);
    expect(listed.some((f) => f.pk_Form_ID === a.pk_Form_ID && !f.Form_IsDefault)).toBe(true);
  });

  it('replaces a form on PUT', async () => {
    const form = await made(owner, { Form_Name: 'Draft', Form_Fields: FIELDS });
    const res = await call('PUT', `/api/Form/${form.pk_Form_ID}`, owner.auth, {
      Form_Name: 'Final',
      Form_Description: 'Tell us about you.',
      Form_Fields: [FIELDS[4], FIELDS[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = wrapper(res).data as ApplicationForm;
    expect(saved).toMatchObject({ Form_Name: 'Final', Form_Description: 'Tell us about you.' });
    expect(saved.Form_Fields.map((f) => f.id)).toEqual(['shift', 'name']);
  });

  it('refuses bad forms with 400 and details', async () => {
    const cases: [object, string, string][] = [
      [{ Form_Name: ' ', Form_Fields: FIELDS }, 'Form_Name', MSG.formNameRequired],
      [{ Form_Name: 'x', Form_Fields: [] }, 'Form_Fields', MSG.formFieldsCount],
      [{ Form_Name: 'x', Form_Fields: [FIELDS[0], FIELDS[0]] }, 'Form_Fields', MSG.formFieldIdsUnique],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a', kind: 'signature', label: 'Sign' }] }, 'Form_Fields.0.kind', MSG.formFieldKindInvalid],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a b', kind: 'email', label: 'Email' }] }, 'Form_Fields.0.id', MSG.formFieldIdInvalid],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a', kind: 'email', label: '' }] }, 'Form_Fields.0.label', MSG.formFieldLabelRequired],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a', kind: 'single_choice', label: 'Pick', options: [{ id: 'o', label: 'Only' }] }] }, 'Form_Fields.0.options', MSG.choiceOptionsCount],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a', kind: 'number', label: 'N', min: 5, max: 1 }] }, 'Form_Fields.0.max', MSG.numberRangeReversed],
      [{ Form_Name: 'x', Form_Fields: [{ id: 'a', kind: 'email', label: 'E', options: [] }] }, 'Form_Fields.0', ''],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const details = wrapper(res).details ?? {};
      expect(Object.keys(details), JSON.stringify(details)).toContain(path);
      if (message) expect(details[path]).toContain(message);
    }
  });

  it('lets any member read, only editors write; another company’s form is not found', async () => {
    const form = await made(owner, { Form_Name: 'Ours', Form_Fields: FIELDS.slice(0, 2) });
    expect((await call('GET', `/api/Form/${form.pk_Form_ID}`, hm.auth)).statusCode).toBe(200);
    expect((await create(hm, { Form_Name: 'Mine', Form_Fields: FIELDS })).statusCode).toBe(403);
    expect((await call('PUT', `/api/Form/${form.pk_Form_ID}`, hm.auth, { Form_Name: 'x', Form_Fields: FIELDS })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Form/${form.pk_Form_ID}`, hm.auth)).statusCode).toBe(403);
    const admin = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.Admin);
    expect((await create(admin, { Form_Name: 'Admin’s', Form_Fields: FIELDS })).statusCode).toBe(201);

    for (const [method, url, body] of [
      ['GET', `/api/Form/${form.pk_Form_ID}`],
      ['PUT', `/api/Form/${form.pk_Form_ID}`, { Form_Name: 'Theirs', Form_Fields: FIELDS }],
      ['PUT', `/api/Form/${form.pk_Form_ID}/Default`],
      ['DELETE', `/api/Form/${form.pk_Form_ID}`],
    ] as const) {
      expect((await call(method, url, outsider.auth, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const theirJob = await buildCampaign(t.app, outsider);
    expect((await call('PUT', `/api/Campaign/${theirJob.id}/Form`, outsider.auth, { formId: form.pk_Form_ID })).statusCode).toBe(404);
    expect((await call('GET', '/api/Form', {})).statusCode).toBe(401);
  });
});
