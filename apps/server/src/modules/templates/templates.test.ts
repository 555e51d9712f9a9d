import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildEnterprise, wrapper, type TestUser, buildTenants, caller } from '../../../test/factories';
import { jobDescriptionTemplates, questionTemplates, templates } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Templates Co'));
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const createTemplate = async (name: string, who = owner) =>
  wrapper(await call('POST', '/api/Template', who.auth, { Template_Name: name })).data as { pk_Template_ID: number };
const addQuestion = async (templateId: number, text: string, who = owner) =>
  wrapper(await call('POST', '/api/QuestionTemplate', who.auth, { fk_Template_ID: templateId, QuestionTemplate_Text: text })).data as {
    pk_QuestionTemplate_ID: number;
  };
const questionTexts = async (templateId: number, who = owner) =>
  (wrapper(await call('GET', `/api/QuestionTemplate/GetByTemplate?templateId=${templateId}`, who.auth)).data as { QuestionTemplate_Text: string }[]).map(
    (q) => q.QuestionTemplate_Text,
  );
const createJd = (payload: object, who = owner) => call('POST', '/api/JobDescription', who.auth, payload);
const templateRow = async (id: number) => (await t.app.ctx.db.select().from(templates).where(eq(templates.pk_Template_ID, id)))[0];
const jdRow = async (id: number) =>
  (await t.app.ctx.db.select().from(jobDescriptionTemplates).where(eq(jobDescriptionTemplates.pk_JobDescription_ID, id)))[0];

describe('question templates', () => {
  it('creates with the spec message, lists newest first with question counts, renames idempotently', async () => {
    const lister = await buildEnterprise(t.app, 'Lister Co');
    const created = await call('POST', '/api/Template', lister.auth, { Template_Name: 'Retail' });
    expect(created.statusCode).toBe(201);
    expect(wrapper(created).message).toBe(MSG.questionTemplateCreated);
    const first = wrapper(created).data as { pk_Template_ID: number };
    const second = await createTemplate('Nursing', lister);
    await addQuestion(first.pk_Template_ID, 'Why retail?', lister);
    await addQuestion(first.pk_Template_ID, 'Describe a difficult customer.', lister);

    const list = wrapper(await call('GET', '/api/Template', hm.auth)).data as unknown[];
    expect(list.every((x) => (x as { fk_Enterprise_ID: number }).fk_Enterprise_ID === owner.enterpriseId)).toBe(true);
    const mine = wrapper(await call('GET', '/api/Template', lister.auth)).data as { pk_Template_ID: number; Template_Name: string; QuestionCount: number }[];
    expect(mine.map((x) => [x.Template_Name, x.QuestionCount])).toEqual([['Nursing', 0], ['Retail', 2]]);

    for (let i = 0; i < 2; i++) {
      const renamed = await call('PUT', '/api/Template', lister.auth, { pk_Template_ID: second.pk_Template_ID, Template_Name: 'Nursing (senior)' });
      expect(renamed.statusCode).toBe(200);
      expect(wrapper(renamed).message).toBe(MSG.templateNameUpdated);
      expect(wrapper(renamed).data).toMatchObject({ Template_Name: 'Nursing (senior)' });
    }
    expect((await templateRow(second.pk_Template_ID)).Template_Name).toBe('Nursing (senior)');
  });

  it('refuses blank names and questions with the spec messages', async () => {
    for (const body of [{ Template_Name: '   ' }, {}]) {
      const res = await call('POST', '/api/Template', owner.auth, body);
      expect(res.statusCode).toBe(400);
      expect(wrapper(res).details?.Template_Name).toContain(MSG.enterTemplateName);
    }
    const tpl = await createTemplate('Blank checks');
    const blank = await call('POST', '/api/QuestionTemplate', owner.auth, { fk_Template_ID: tpl.pk_Template_ID, QuestionTemplate_Text: ' ' });
    expect(wrapper(blank).details?.QuestionTemplate_Text).toContain(MSG.enterQuestionTemplate);
    const rename = await call('PUT', '/api/Template', owner.auth, { pk_Template_ID: tpl.pk_Template_ID, Template_Name: '' });
    expect(wrapper(rename).details?.Template_Name).toContain(MSG.enterTemplateName);
    expect((await call('DELETE', '/api/Template/abc', owner.auth)).statusCode).toBe(400);
  });

  it('keeps questions in order, edits them, and soft-deletes questions and templates', async () => {
    const tpl = await createTemplate('Warehouse');
    const a = await addQuestion(tpl.pk_Template_ID, 'A?');
    await addQuestion(tpl.pk_Template_ID, 'B?');
    await addQuestion(tpl.pk_Template_ID, 'C?');
    const edited = await call('PUT', '/api/QuestionTemplate', owner.auth, { pk_QuestionTemplate_ID: a.pk_QuestionTemplate_ID, QuestionTemplate_Text: 'A2?' });
    expect(wrapper(edited).data).toMatchObject({ QuestionTemplate_Text: 'A2?', QuestionTemplate_Order: 0 });
    expect(wrapper(edited).message).toBe(MSG.templateQuestionUpdated);
    expect(await questionTexts(tpl.pk_Template_ID, hm)).toEqual(['A2?', 'B?', 'C?']);

    const deleted = await call('DELETE', `/api/QuestionTemplate/?id=${a.pk_QuestionTemplate_ID}`, owner.auth);
    expect(deleted.statusCode).toBe(200);
    expect(wrapper(deleted).message).toBe(MSG.templateQuestionDeleted);
    expect(await questionTexts(tpl.pk_Template_ID)).toEqual(['B?', 'C?']);
    const [qRow] = await t.app.ctx.db.select().from(questionTemplates).where(eq(questionTemplates.pk_QuestionTemplate_ID, a.pk_QuestionTemplate_ID));
    expect(qRow.QuestionTemplate_Deleted).toBe(1);
    expect((await call('DELETE', `/api/QuestionTemplate?id=${a.pk_QuestionTemplate_ID}`, owner.auth)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/Template/${tpl.pk_Template_ID}`, owner.auth)).statusCode).toBe(200);
    expect((await templateRow(tpl.pk_Template_ID)).Template_Deleted).toBe(1);
    const list = wrapper(await call('GET', '/api/Template', owner.auth)).data as { pk_Template_ID: number }[];
    expect(list.map((x) => x.pk_Template_ID)).not.toContain(tpl.pk_Template_ID);
    expect((await call('GET', `/api/QuestionTemplate/GetByTemplate?templateId=${tpl.pk_Template_ID}`, owner.auth)).statusCode).toBe(404);
    const all = wrapper(await call('GET', '/api/QuestionTemplate', owner.auth)).data as { fk_Template_ID: number }[];
    expect(all.some((q) => q.fk_Template_ID === tpl.pk_Template_ID)).toBe(false);
  });

  it('lets hiring managers read but not write; anonymous callers get 401', async () => {
    const tpl = await createTemplate('HM readable');
    const q = await addQuestion(tpl.pk_Template_ID, 'Readable?');
    expect((await call('GET', '/api/Template', hm.auth)).statusCode).toBe(200);
    const writes: Array<[string, string, object | undefined]> = [
      ['POST', '/api/Template', { Template_Name: 'HM' }],
      ['PUT', '/api/Template', { pk_Template_ID: tpl.pk_Template_ID, Template_Name: 'HM' }],
      ['DELETE', `/api/Template/${tpl.pk_Template_ID}`, undefined],
      ['POST', '/api/QuestionTemplate', { fk_Template_ID: tpl.pk_Template_ID, QuestionTemplate_Text: 'HM?' }],
      ['PUT', '/api/QuestionTemplate', { pk_QuestionTemplate_ID: q.pk_QuestionTemplate_ID, QuestionTemplate_Text: 'HM?' }],
      ['DELETE', `/api/QuestionTemplate?id=${q.pk_QuestionTemplate_ID}`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(method, url, hm.auth, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/Template', {})).statusCode).toBe(401);
    expect((await call('GET', `/api/QuestionTemplate/GetByTemplate?templateId=${tpl.pk_Template_ID}`, {})).statusCode).toBe(401);
    expect((await templateRow(tpl.pk_Template_ID)).Template_Name).toBe('HM readable');
    expect(await questionTexts(tpl.pk_Template_ID)).toEqual(['Readable?']);
  });

  it('keeps other tenants out: 404 everywhere and nothing changed', async () => {
    const theirs = await createTemplate('Theirs', outsider);
    const q = await addQuestion(theirs.pk_Template_ID, 'Their question?', outsider);
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/QuestionTemplate/GetByTemplate?templateId=${theirs.pk_Template_ID}`, undefined],
      ['PUT', '/api/Template', { pk_Template_ID: theirs.pk_Template_ID, Template_Name: 'Hijacked' }],
      ['DELETE', `/api/Template/${theirs.pk_Template_ID}`, undefined],
      ['POST', '/api/QuestionTemplate', { fk_Template_ID: theirs.pk_Template_ID, QuestionTemplate_Text: 'Injected?' }],
      ['PUT', '/api/QuestionTemplate', { pk_QuestionTemplate_ID: q.pk_QuestionTemplate_ID, QuestionTemplate_Text: 'Hijacked?' }],
      ['DELETE', `/api/QuestionTemplate/?id=${q.pk_QuestionTemplate_ID}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await templateRow(theirs.pk_Template_ID)).toMatchObject({ Template_Name: 'Theirs', Template_Deleted: 0 });
    expect(await questionTexts(theirs.pk_Template_ID, outsider)).toEqual(['Their question?']);
    const all = wrapper(await call('GET', '/api/QuestionTemplate', owner.auth)).data as { fk_Enterprise_ID: number }[];
    expect(all.every((x) => x.fk_Enterprise_ID === owner.enterpriseId)).toBe(true);
  });
});

describe('job-description templates', () => {
  it('creates with the spec message, lists newest first, and stores sanitized HTML', async () => {
    const jd = await buildEnterprise(t.app, 'JD Co');
    const dirty =
      '<img src=x onerror=alert(1)><script>alert(1)</script><p onclick="x">ok</p><a href="javascript:alert(1)">x</a><a href="https://example.com" onmouseover="y">site</a>';
    const res = await createJd({ Job_Name: 'Barista', Job_Description: dirty }, jd);
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).message).toBe(MSG.jobDescriptionTemplateCreated);
    const created = wrapper(res).data as { pk_JobDescription_ID: number; Job_Description: string };
    const stored = (await jdRow(created.pk_JobDescription_ID)).Job_Description;
    expect(created.Job_Description).toBe(stored);
    for (const bad of ['<script', '<img', 'onerror', 'onclick', 'onmouseover', 'javascript:']) expect(stored).not.toContain(bad);
    expect(stored).toContain('<p>ok</p>');
    expect(stored).toContain('href="https://example.com"');

    await createJd({ Job_Name: 'Chef', Job_Description: '<p>Cook</p>' }, jd);
    const list = wrapper(await call('GET', `/api/JobDescription?Enterprise_ID=${jd.enterpriseId}`, jd.auth)).data as { Job_Name: string }[];
    expect(list.map((x) => x.Job_Name)).toEqual(['Chef', 'Barista']);
  });

  it('refuses blank names and descriptions with the spec messages (also once sanitized)', async () => {
    const noName = await createJd({ Job_Name: ' ', Job_Description: '<p>x</p>' });
    expect(wrapper(noName).details?.Job_Name).toContain(MSG.enterJobName);
    for (const Job_Description of [undefined, '   ']) {
      const res = await createJd({ Job_Name: 'Nurse', Job_Description });
      expect(res.statusCode).toBe(400);
      expect(wrapper(res).details?.Job_Description).toContain(MSG.enterDescription);
    }
    const onlyScript = await createJd({ Job_Name: 'Nurse', Job_Description: '<script>alert(1)</script><p> </p>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(wrapper(onlyScript).message).toBe(MSG.enterDescription);
  });

  it('edits (sanitized), clears with an empty description, and deletes softly with the spec message', async () => {
    const jd = wrapper(await createJd({ Job_Name: 'Driver', Job_Description: '<p>Drive</p>' })).data as { pk_JobDescription_ID: number };
    const id = jd.pk_JobDescription_ID;
    for (let i = 0; i < 2; i++) {
      const edited = await call('PUT', '/api/JobDescription', owner.auth, { pk_JobDescription_ID: id, Job_Description: '<h1>Truck</h1><p onclick="z">driver</p>' });
      expect(wrapper(edited).data).toMatchObject({ Job_Name: 'Driver', Job_Description: '<h1>Truck</h1><p>driver</p>' });
    }
    const cleared = await call('PUT', '/api/JobDescription', owner.auth, { pk_JobDescription_ID: id, Job_Description: '' });
    expect(wrapper(cleared).data).toMatchObject({ Job_Description: '' });
    expect((await call('GET', `/api/JobDescription/${id}`, hm.auth)).statusCode).toBe(200);

    const del = await call('DELETE', `/api/JobDescription/${id}`, owner.auth);
    expect(wrapper(del).message).toBe(MSG.jobDescriptionDeleted);
    expect((await jdRow(id)).JobDescription_Deleted).toBe(1);
    const list = wrapper(await call('GET', '/api/JobDescription', owner.auth)).data as { pk_JobDescription_ID: number }[];
    expect(list.map((x) => x.pk_JobDescription_ID)).not.toContain(id);
    expect((await call('DELETE', `/api/JobDescription/${id}`, owner.auth)).statusCode).toBe(404);

    const other = wrapper(await createJd({ Job_Name: 'Flagged', Job_Description: '<p>x</p>' })).data as { pk_JobDescription_ID: number };
    const flagged = await call('PUT', '/api/JobDescription', owner.auth, { pk_JobDescription_ID: other.pk_JobDescription_ID, JobDescription_Deleted: 1 });
    expect(wrapper(flagged).message).toBe(MSG.jobDescriptionDeleted);
    expect((await jdRow(other.pk_JobDescription_ID)).JobDescription_Deleted).toBe(1);
  });

  it('refuses hiring managers (403), anonymous callers (401) and other tenants (404, unchanged)', async () => {
    const theirs = wrapper(await createJd({ Job_Name: 'Theirs', Job_Description: '<p>secret</p>' }, outsider)).data as { pk_JobDescription_ID: number };
    const id = theirs.pk_JobDescription_ID;
    expect((await createJd({ Job_Name: 'HM', Job_Description: '<p>x</p>' }, hm)).statusCode).toBe(403);
    expect((await call('PUT', '/api/JobDescription', hm.auth, { pk_JobDescription_ID: id, Job_Name: 'HM' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/JobDescription/${id}`, hm.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/JobDescription', {})).statusCode).toBe(401);
    expect((await createJd({ Job_Name: 'Anon', Job_Description: '<p>x</p>' }, { auth: {} } as TestUser)).statusCode).toBe(401);
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/JobDescription/${id}`, undefined],
      ['GET', `/api/JobDescription?Enterprise_ID=${outsider.enterpriseId}`, undefined],
      ['PUT', '/api/JobDescription', { pk_JobDescription_ID: id, Job_Name: 'Hijacked', Job_Description: '' }],
      ['DELETE', `/api/JobDescription/${id}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await jdRow(id)).toMatchObject({ Job_Name: 'Theirs', Job_Description: '<p>secret</p>', JobDescription_Deleted: 0 });
    const mine = wrapper(await call('GET', '/api/JobDescription', owner.auth)).data as { pk_JobDescription_ID: number }[];
    expect(mine.map((x) => x.pk_JobDescription_ID)).not.toContain(id);
  });
});
