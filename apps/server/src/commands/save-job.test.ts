import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { INTERVIEW_DIALOG_DEFAULTS, MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../test/harness';
import { buildEnterprise, wrapper, type TestUser } from '../../test/factories';
import { campaigns, questions, settings, videoIntegrationTexts } from '../db/schema/index';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app, 'Save Co');
  outsider = await buildEnterprise(t.app, 'Outsider Co');
});
afterAll(() => t.close());

const save = (payload: object, who = owner) => t.app.inject({ method: 'POST', url: '/api/Campaign/SaveJob', headers: who.auth, payload });
const body = (over: object = {}) => ({
  campaign: { Campaign_Name: 'Site Engineer', Campaign_StartDate: '2026/12/01', Campaign_EndDate: '2027/01/01' },
  questions: [{ Question_Text: 'Why engineering?' }, { Question_Text: 'Describe a project you led.' }],
  voice: 'en-AU-WilliamNeural',
  ...over,
});
const rowsOf = async (enterpriseId: number) => {
  const n = async (table: typeof campaigns | typeof questions | typeof settings | typeof videoIntegrationTexts) =>
    (await t.app.ctx.db.select({ n: count() }).from(table).where(eq(table.enterpriseId, enterpriseId)))[0].n;
  return { campaigns: await n(campaigns), questions: await n(questions), settings: await n(settings), texts: await n(videoIntegrationTexts) };
};

describe('POST /api/Campaign/SaveJob', () => {
  it('saves the job, voice, questions, dialog texts and candidate link together', async () => {
    const res = await save(body());
    expect(res.statusCode).toBe(201);
    const data = wrapper(res).data as { campaign: { pk_Campaign_ID: number; Campaign_Job_Video_Link: string; Campaign_Status: number; publicLinkToken: string }; questions: { Question_Text: string; Question_Order: number }[] };
    const id = data.campaign.pk_Campaign_ID;
    expect(data.campaign.Campaign_Status).toBe(1);
    expect(data.campaign.Campaign_Job_Video_Link).toBe(`http://candid.test/invite/${id}/${owner.enterpriseId}?link=${data.campaign.publicLinkToken}`);
    expect(data.questions.map((q) => [q.Question_Text, q.Question_Order])).toEqual([['Why engineering?', 0], ['Describe a project you led.', 1]]);
    const [voice] = await t.app.ctx.db.select().from(settings).where(and(eq(settings.enterpriseId, owner.enterpriseId), eq(settings.campaignId, id)));
    expect(voice).toMatchObject({ name: 'Job_Voice', value: 'en-AU-WilliamNeural', categoryId: 4 });
    const texts = await t.app.ctx.db.select().from(videoIntegrationTexts).where(and(eq(videoIntegrationTexts.enterpriseId, owner.enterpriseId), eq(videoIntegrationTexts.fkId, id)));
    expect(Object.fromEntries(texts.map((x) => [x.fieldName, x.text]))).toEqual({
      'Engagement Dialog': '',
      'Interview Introduction Dialog': INTERVIEW_DIALOG_DEFAULTS.introduction,
      'Interview Closing Dialog': INTERVIEW_DIALOG_DEFAULTS.closing,
    });

    // Saving again updates in place: no second setting or dialog rows.
    const again = await save(body({ campaign: { ...body().campaign, pk_Campaign_ID: id, Campaign_Name: 'Senior Site Engineer' }, voice: 'en-AU-NatashaNeural' }));
    expect(again.statusCode).toBe(200);
    expect(await rowsOf(owner.enterpriseId)).toMatchObject({ campaigns: 1, settings: 1, texts: 3 });
  });

  it('leaves nothing behind when a late step fails (duplicate question, foreign hiring manager)', async () => {
    const fresh = await buildEnterprise(t.app, 'Atomic Co');
    const before = await rowsOf(fresh.enterpriseId);
    const dup = await save(body({ questions: [{ Question_Text: 'Same?' }, { Question_Text: 'same' }] }), fresh);
    expect(dup.statusCode).toBe(400);
    expect(wrapper(dup).message).toBe(MSG.questionExists);
    const foreign = await save(body({ campaign: { ...body().campaign, Campaign_CandidateNumber: outsider.id } }), fresh);
    expect(foreign.statusCode).toBe(400);
    const foreignQuestion = await save(body({ questions: [{ pk_Question_ID: 999999, Question_Text: 'Stolen?' }] }), fresh);
    expect(foreignQuestion.statusCode).toBe(404);
    expect(await rowsOf(fresh.enterpriseId)).toEqual(before);
  });

  it('keeps another tenant’s job out of reach', async () => {
    const theirs = wrapper(await save(body(), outsider)).data as { campaign: { pk_Campaign_ID: number } };
    const res = await save(body({ campaign: { ...body().campaign, pk_Campaign_ID: theirs.campaign.pk_Campaign_ID, Campaign_Name: 'Hijacked' } }));
    expect(res.statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(campaigns).where(eq(campaigns.id, theirs.campaign.pk_Campaign_ID));
    expect(row.name).toBe('Site Engineer');
  });
});

describe('job description HTML', () => {
  it('is stored sanitized with its plain-text version, on create and on update', async () => {
    const dirty = '<h2>About</h2><p onclick="x()">Great <strong>team</strong></p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>';
    const res = await save(body({ campaign: { ...body().campaign, Campaign_Job_DescriptionHtml: dirty } }));
    const c = (wrapper(res).data as { campaign: { pk_Campaign_ID: number; Campaign_Job_DescriptionHtml: string; Campaign_Job_Description: string } }).campaign;
    for (const html of [c.Campaign_Job_DescriptionHtml]) {
      expect(html).toContain('<h2>About</h2>');
      expect(html).toContain('<strong>team</strong>');
      expect(html).toContain('href="https://example.com"');
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    }
    expect(c.Campaign_Job_Description).toContain('Great team');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/Campaign',
      headers: owner.auth,
      payload: { ...body().campaign, pk_Campaign_ID: c.pk_Campaign_ID, Campaign_Job_DescriptionHtml: '<p>ok</p><svg onload="window.__xss=1"></svg>' },
    });
    expect((wrapper(put).data as { Campaign_Job_DescriptionHtml: string }).Campaign_Job_DescriptionHtml).toBe('<p>ok</p>');
  });
});
