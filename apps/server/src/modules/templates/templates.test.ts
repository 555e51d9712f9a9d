import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, templateKindPart, type Question, type QuestionTemplate } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { databaseBefore } from '../../../test/migration-fixtures';
import { buildCampaign, buildEnterprise, wrapper, type TestUser, buildTenants, caller } from '../../../test/factories';
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
const templateRow = async (id: number) => (await t.app.ctx.db.select().from(templates).where(eq(templates.id, id)))[0];
const jdRow = async (id: number) =>
  (await t.app.ctx.db.select().from(jobDescriptionTemplates).where(eq(jobDescriptionTemplates.id, id)))[0];

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
    expect((await templateRow(second.pk_Template_ID)).name).toBe('Nursing (senior)');
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
    const [qRow] = await t.app.ctx.db.select().from(questionTemplates).where(eq(questionTemplates.id, a.pk_QuestionTemplate_ID));
    expect(qRow.deleted).toBe(1);
    expect((await call('DELETE', `/api/QuestionTemplate?id=${a.pk_QuestionTemplate_ID}`, owner.auth)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/Template/${tpl.pk_Template_ID}`, owner.auth)).statusCode).toBe(200);
    expect((await templateRow(tpl.pk_Template_ID)).deleted).toBe(1);
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
    expect((await templateRow(tpl.pk_Template_ID)).name).toBe('HM readable');
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
    expect(await templateRow(theirs.pk_Template_ID)).toMatchObject({ name: 'Theirs', deleted: 0 });
    expect(await questionTexts(theirs.pk_Template_ID, outsider)).toEqual(['Their question?']);
    const all = wrapper(await call('GET', '/api/QuestionTemplate', owner.auth)).data as { fk_Enterprise_ID: number }[];
    expect(all.every((x) => x.fk_Enterprise_ID === owner.enterpriseId)).toBe(true);
  });
});

/** One template question of each kind (issue 29), as a recruiter sends them. */
const kindedQuestions = [
  { QuestionTemplate_Text: 'Tell us about you', QuestionTemplate_Kind: 'text', QuestionTemplate_Settings: { wordLimit: 50, timeLimitSeconds: 300 } },
  {
    QuestionTemplate_Text: 'Licence?',
    QuestionTemplate_Kind: 'single_choice',
    QuestionTemplate_Settings: { options: [{ id: 'full', label: 'Full', qualifies: true }, { id: 'learner', label: 'Learner' }] },
  },
  {
    QuestionTemplate_Text: 'Shifts?',
    QuestionTemplate_Kind: 'multiple_choice',
    QuestionTemplate_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Evenings' }] },
  },
  { QuestionTemplate_Text: 'Right to work?', QuestionTemplate_Kind: 'yes_no', QuestionTemplate_Settings: { qualifyingAnswer: true } },
  { QuestionTemplate_Text: 'Years of experience?', QuestionTemplate_Kind: 'number', QuestionTemplate_Settings: { min: 0, max: 60, qualifyingMin: 2 } },
  { QuestionTemplate_Text: 'Start date?', QuestionTemplate_Kind: 'date', QuestionTemplate_Required: false },
  { QuestionTemplate_Text: 'Your certificate', QuestionTemplate_Kind: 'file' },
  { QuestionTemplate_Text: 'Say hello', QuestionTemplate_Kind: 'audio' },
  { QuestionTemplate_Text: 'Why us?' },
];

describe('question kinds of template questions', () => {
  const listOf = async (templateId: number, who = owner) =>
    wrapper(await call('GET', `/api/QuestionTemplate/GetByTemplate?templateId=${templateId}`, who.auth)).data as QuestionTemplate[];

  it('creates and reads every kind; text alone is a required video question; the OpenAPI document declares the kinds', async () => {
    const tpl = await createTemplate('Kinds');
    for (const q of kindedQuestions) {
      const res = await call('POST', '/api/QuestionTemplate', owner.auth, { fk_Template_ID: tpl.pk_Template_ID, ...q });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    }
    const listed = await listOf(tpl.pk_Template_ID, hm);
    expect(listed.map((q) => q.QuestionTemplate_Kind)).toEqual(['text', 'single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'file', 'audio', 'video']);
    for (const [i, q] of kindedQuestions.entries()) {
      expect(listed[i]).toMatchObject({
        QuestionTemplate_Text: q.QuestionTemplate_Text,
        QuestionTemplate_Settings: q.QuestionTemplate_Settings ?? {},
        QuestionTemplate_Required: q.QuestionTemplate_Required ?? true,
      });
    }
    const all = wrapper(await call('GET', '/api/QuestionTemplate', owner.auth)).data as QuestionTemplate[];
    expect(all.find((q) => q.pk_QuestionTemplate_ID === listed[1].pk_QuestionTemplate_ID)).toEqual(listed[1]);
    const [row] = await t.app.ctx.db.select().from(questionTemplates).where(eq(questionTemplates.id, listed[8].pk_QuestionTemplate_ID));
    expect(row).toMatchObject({ kind: 'video', required: true, settings: {} });

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: unknown }; post?: { requestBody: unknown }; put?: { requestBody: unknown } }>;
    };
    const body = JSON.stringify(doc.paths['/api/QuestionTemplate'].post!.requestBody);
    const answer = JSON.stringify(doc.paths['/api/QuestionTemplate/GetByTemplate'].get!.responses);
    for (const declared of [body, answer]) {
      expect(declared).toContain('"discriminator":{"propertyName":"QuestionTemplate_Kind"}');
      for (const k of ['video', 'audio', 'text', 'single_choice', 'multiple_choice', 'yes_no', 'number', 'date', 'file']) {
        expect(declared).toMatch(new RegExp(`"QuestionTemplate_Kind":\\{[^}]*("const":"${k}"|"enum":\\["${k}"\\])`));
      }
      expect(declared).toContain('"QuestionTemplate_Required"');
    }
    const update = JSON.stringify(doc.paths['/api/QuestionTemplate'].put!.requestBody);
    expect(update).toContain('"QuestionTemplate_Settings"');
    expect(update).toContain('"QuestionTemplate_Kind"');
  });

  it('refuses unknown kinds and settings that do not fit the kind with 400 and details', async () => {
    const tpl = await createTemplate('Bad kinds');
    const post = (q: object) => call('POST', '/api/QuestionTemplate', owner.auth, { fk_Template_ID: tpl.pk_Template_ID, QuestionTemplate_Text: 'Q?', ...q });
    const unknown = await post({ QuestionTemplate_Kind: 'essay' });
    expect(unknown.statusCode).toBe(400);
    expect(wrapper(unknown).details?.QuestionTemplate_Kind).toContain(MSG.questionKindInvalid);
    const oneOption = await post({ QuestionTemplate_Kind: 'single_choice', QuestionTemplate_Settings: { options: [{ id: 'a', label: 'A' }] } });
    expect(oneOption.statusCode).toBe(400);
    expect(wrapper(oneOption).details?.['QuestionTemplate_Settings.options']).toContain(MSG.choiceOptionsCount);
    const sameIds = await post({ QuestionTemplate_Kind: 'multiple_choice', QuestionTemplate_Settings: { options: [{ id: 'a', label: 'A' }, { id: 'a', label: 'B' }] } });
    expect(wrapper(sameIds).details?.['QuestionTemplate_Settings.options']).toContain(MSG.choiceIdsUnique);
    const reversed = await post({ QuestionTemplate_Kind: 'number', QuestionTemplate_Settings: { min: 5, max: 1 } });
    expect(wrapper(reversed).details?.['QuestionTemplate_Settings.max']).toContain(MSG.numberRangeReversed);
    expect((await post({ QuestionTemplate_Kind: 'yes_no', QuestionTemplate_Settings: { wordLimit: 3 } })).statusCode).toBe(400);
    expect(await questionTexts(tpl.pk_Template_ID)).toEqual([]);

    const made = wrapper(await post({ QuestionTemplate_Kind: 'text' })).data as QuestionTemplate;
    const put = (body: object) => call('PUT', '/api/QuestionTemplate', owner.auth, { pk_QuestionTemplate_ID: made.pk_QuestionTemplate_ID, ...body });
    const noOptions = await put({ QuestionTemplate_Kind: 'single_choice' });
    expect(noOptions.statusCode).toBe(400);
    expect(wrapper(noOptions).message).toBe(MSG.questionSettingsInvalid);
    expect(Object.keys(wrapper(noOptions).details ?? {})).toContain('QuestionTemplate_Settings.options');
    const wrongShape = await put({ QuestionTemplate_Settings: { options: [] } });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrapper(wrongShape).details).toBeDefined();
    expect((await put({ QuestionTemplate_Kind: 'essay' })).statusCode).toBe(400);
    const [row] = await t.app.ctx.db.select().from(questionTemplates).where(eq(questionTemplates.id, made.pk_QuestionTemplate_ID));
    expect(row).toMatchObject({ kind: 'text', settings: {} });
  });

  it('edits the kind, Required and settings: settings alone keep the kind, a new kind alone resets them', async () => {
    const tpl = await createTemplate('Edit kinds');
    const made = wrapper(
      await call('POST', '/api/QuestionTemplate', owner.auth, { fk_Template_ID: tpl.pk_Template_ID, QuestionTemplate_Text: 'Experience?', QuestionTemplate_Kind: 'number', QuestionTemplate_Settings: { min: 0 } }),
    ).data as QuestionTemplate;
    const put = async (body: object) =>
      wrapper(await call('PUT', '/api/QuestionTemplate', owner.auth, { pk_QuestionTemplate_ID: made.pk_QuestionTemplate_ID, ...body })).data as QuestionTemplate;
    expect(await put({ QuestionTemplate_Settings: { min: 1, qualifyingMin: 3 } })).toMatchObject({ QuestionTemplate_Kind: 'number', QuestionTemplate_Settings: { min: 1, qualifyingMin: 3 } });
    expect(await put({ QuestionTemplate_Text: 'Years?' })).toMatchObject({ QuestionTemplate_Text: 'Years?', QuestionTemplate_Kind: 'number', QuestionTemplate_Settings: { min: 1, qualifyingMin: 3 } });
    expect(await put({ QuestionTemplate_Kind: 'yes_no' })).toMatchObject({ QuestionTemplate_Kind: 'yes_no', QuestionTemplate_Settings: {} });
    expect(await put({ QuestionTemplate_Required: false, QuestionTemplate_Settings: { qualifyingAnswer: false } })).toMatchObject({
      QuestionTemplate_Kind: 'yes_no',
      QuestionTemplate_Required: false,
      QuestionTemplate_Settings: { qualifyingAnswer: false },
    });
    const choice = { options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B', qualifies: true }] };
    expect(await put({ QuestionTemplate_Kind: 'single_choice', QuestionTemplate_Settings: choice })).toMatchObject({ QuestionTemplate_Kind: 'single_choice', QuestionTemplate_Settings: choice });
  });

  it("keeps another company's template questions out: 404 and unchanged", async () => {
    const theirs = await createTemplate('Their kinds', outsider);
    const q = wrapper(
      await call('POST', '/api/QuestionTemplate', outsider.auth, { fk_Template_ID: theirs.pk_Template_ID, QuestionTemplate_Text: 'Right to work?', QuestionTemplate_Kind: 'yes_no', QuestionTemplate_Settings: { qualifyingAnswer: true } }),
    ).data as QuestionTemplate;
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/QuestionTemplate/GetByTemplate?templateId=${theirs.pk_Template_ID}`, undefined],
      ['POST', '/api/QuestionTemplate', { fk_Template_ID: theirs.pk_Template_ID, QuestionTemplate_Text: 'Injected?', QuestionTemplate_Kind: 'date' }],
      ['PUT', '/api/QuestionTemplate', { pk_QuestionTemplate_ID: q.pk_QuestionTemplate_ID, QuestionTemplate_Kind: 'text' }],
      ['PUT', '/api/QuestionTemplate', { pk_QuestionTemplate_ID: q.pk_QuestionTemplate_ID, QuestionTemplate_Required: false, QuestionTemplate_Settings: { qualifyingAnswer: false } }],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listOf(theirs.pk_Template_ID, outsider)).toEqual([q]);
  });

  it('a job made from template questions keeps their kind, Required and settings', async () => {
    const tpl = await createTemplate('Into a job');
    for (const q of kindedQuestions) await call('POST', '/api/QuestionTemplate', owner.auth, { fk_Template_ID: tpl.pk_Template_ID, ...q });
    const fromTemplate = await listOf(tpl.pk_Template_ID);
    const job = await buildCampaign(t.app, owner);
    // What the job screen sends when the recruiter adds the template's questions (web jobDraft.ts).
    const questions = fromTemplate.map((q) => ({ Question_Text: q.QuestionTemplate_Text, Question_Required: q.QuestionTemplate_Required, ...templateKindPart(q) }));
    const saved = await call('PUT', '/api/Question/SaveQuestions', owner.auth, { fk_Campaign_ID: job.id, questions });
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(200);
    const listed = wrapper(await call('GET', `/api/QuestionGetPerCampaign/Getquestions/${job.id}`, owner.auth)).data as Question[];
    expect(listed.map((q) => [q.Question_Text, q.Question_Kind, q.Question_Required, q.Question_Settings])).toEqual(
      fromTemplate.map((q) => [q.QuestionTemplate_Text, q.QuestionTemplate_Kind, q.QuestionTemplate_Required, q.QuestionTemplate_Settings]),
    );
  });
});

describe('migration 0021_template_question_kinds', () => {
  it('reads the template questions saved before it as required video questions without settings', async () => {
    const before = await databaseBefore('0021_template_question_kinds');
    try {
      const { db } = before;
      await db.execute(sql`insert into templates (id, enterprise_id, user_id, name) overriding system value values (900001, 1, 1, 'Old')`);
      await db.execute(sql`insert into question_templates (enterprise_id, template_id, user_id, text) values (1, 900001, 1, 'Why us?')`);
      await before.migrateRest();
      const rows = await db.select().from(questionTemplates).where(eq(questionTemplates.templateId, 900001));
      expect(rows).toMatchObject([{ text: 'Why us?', kind: 'video', required: true, settings: {} }]);
    } finally {
      await before.close();
    }
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
    const stored = (await jdRow(created.pk_JobDescription_ID)).jobDescription;
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
    expect((await jdRow(id)).deleted).toBe(1);
    const list = wrapper(await call('GET', '/api/JobDescription', owner.auth)).data as { pk_JobDescription_ID: number }[];
    expect(list.map((x) => x.pk_JobDescription_ID)).not.toContain(id);
    expect((await call('DELETE', `/api/JobDescription/${id}`, owner.auth)).statusCode).toBe(404);

    const other = wrapper(await createJd({ Job_Name: 'Flagged', Job_Description: '<p>x</p>' })).data as { pk_JobDescription_ID: number };
    const flagged = await call('PUT', '/api/JobDescription', owner.auth, { pk_JobDescription_ID: other.pk_JobDescription_ID, JobDescription_Deleted: 1 });
    expect(wrapper(flagged).message).toBe(MSG.jobDescriptionDeleted);
    expect((await jdRow(other.pk_JobDescription_ID)).deleted).toBe(1);
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
    expect(await jdRow(id)).toMatchObject({ jobName: 'Theirs', jobDescription: '<p>secret</p>', deleted: 0 });
    const mine = wrapper(await call('GET', '/api/JobDescription', owner.auth)).data as { pk_JobDescription_ID: number }[];
    expect(mine.map((x) => x.pk_JobDescription_ID)).not.toContain(id);
  });
});
