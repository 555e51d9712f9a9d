import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, wrapper, type TestUser, buildTenants, caller } from '../../../test/factories';
import { questions } from '../../db/schema/index';

let t: TestApp;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Questions Co'));
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.app)(...args);
const texts = async (campaignId: number, who = owner) =>
  (wrapper(await call('GET', `/api/QuestionGetPerCampaign/Getquestions/${campaignId}`, who.auth)).data as { Question_Text: string }[]).map(
    (q) => q.Question_Text,
  );
const add = (campaignId: number, text: string, who = owner) =>
  call('POST', '/api/Question', who.auth, { fk_Campaign_ID: campaignId, Question_Text: text });

describe('questions of a job', () => {
  it('adds questions at the end, lists them in order, refuses blanks and duplicates with the spec messages', async () => {
    const c = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    expect((await add(c.id, 'Why this role?')).statusCode).toBe(201);
    expect((await add(c.id, 'Tell us about a hard problem you solved.')).statusCode).toBe(201);
    expect(await texts(c.id, hm)).toEqual(['Why this role?', 'Tell us about a hard problem you solved.']);

    const dup = await add(c.id, '  why THIS role ');
    expect(dup.statusCode).toBe(400);
    expect(wrapper(dup).message).toBe(MSG.questionExists);
    const blank = wrapper(await add(c.id, '   '));
    expect(blank.details?.Question_Text).toContain(MSG.enterQuestion);
  });

  it('edits and soft-deletes; a deleted question leaves the list but keeps its row', async () => {
    const c = await buildCampaign(t.app, owner);
    const q = wrapper(await add(c.id, 'Original?')).data as { pk_Question_ID: number };
    const edited = await call('PUT', '/api/Question', owner.auth, { pk_Question_ID: q.pk_Question_ID, Question_Text: 'Edited?' });
    expect(wrapper(edited).data).toMatchObject({ Question_Text: 'Edited?' });
    expect((await call('DELETE', `/api/Question/${q.pk_Question_ID}`, owner.auth)).statusCode).toBe(200);
    expect(await texts(c.id)).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(questions).where(eq(questions.id, q.pk_Question_ID));
    expect(row.deleted).toBe(1);
    expect((await call('GET', `/api/Question/${q.pk_Question_ID}`, owner.auth)).statusCode).toBe(404);
  });

  it('saves a reordered list: renumbers from 0, adds new ones, deletes the missing, atomically', async () => {
    const c = await buildCampaign(t.app, owner);
    const ids: number[] = [];
    for (const text of ['A?', 'B?', 'C?']) ids.push((wrapper(await add(c.id, text)).data as { pk_Question_ID: number }).pk_Question_ID);
    const saved = await call('PUT', '/api/Question/SaveQuestions', owner.auth, {
      fk_Campaign_ID: c.id,
      questions: [{ pk_Question_ID: ids[2], Question_Text: 'C?' }, { Question_Text: 'New?' }, { pk_Question_ID: ids[0], Question_Text: 'A?' }],
    });
    const list = wrapper(saved).data as { Question_Text: string; Question_Order: number }[];
    expect(list.map((q) => [q.Question_Text, q.Question_Order])).toEqual([['C?', 0], ['New?', 1], ['A?', 2]]);

    // A duplicate inside the list fails the whole save: nothing changes.
    const bad = await call('PUT', '/api/Question/SaveQuestions', owner.auth, {
      fk_Campaign_ID: c.id,
      questions: [{ Question_Text: 'Z?' }, { Question_Text: 'z' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(await texts(c.id)).toEqual(['C?', 'New?', 'A?']);
  });

  it("sends the AI's wording as the spec's ChatGTP_Question_Text and stores it as the row's generatedText (issue 31)", async () => {
    const c = await buildCampaign(t.app, owner);
    const created = wrapper(await call('POST', '/api/Question', owner.auth, { fk_Campaign_ID: c.id, Question_Text: 'Mine?', ChatGTP_Question_Text: 'Theirs?' }));
    const q = created.data as { pk_Question_ID: number };
    expect(created.data).toMatchObject({ ChatGTP_Question_Text: 'Theirs?' });
    expect(created.data).not.toHaveProperty('generatedText');
    const rowOf = async () => (await t.app.ctx.db.select().from(questions).where(eq(questions.id, q.pk_Question_ID)))[0];
    expect((await rowOf()).generatedText).toBe('Theirs?');
    // A PUT without the field leaves it; with null, clears it.
    expect(wrapper(await call('PUT', '/api/Question', owner.auth, { pk_Question_ID: q.pk_Question_ID, Question_Text: 'Mine again?' })).data).toMatchObject({ ChatGTP_Question_Text: 'Theirs?' });
    expect(wrapper(await call('PUT', '/api/Question', owner.auth, { pk_Question_ID: q.pk_Question_ID, ChatGTP_Question_Text: null })).data).toMatchObject({ ChatGTP_Question_Text: null });
    expect((await rowOf()).generatedText).toBeNull();
    const saved = await call('PUT', '/api/Question/SaveQuestions', owner.auth, {
      fk_Campaign_ID: c.id,
      questions: [{ pk_Question_ID: q.pk_Question_ID, Question_Text: 'Mine again?', ChatGTP_Question_Text: 'Kept?' }, { Question_Text: 'New?', ChatGTP_Question_Text: 'Generated?' }],
    });
    expect((wrapper(saved).data as { ChatGTP_Question_Text: string | null }[]).map((x) => x.ChatGTP_Question_Text)).toEqual(['Kept?', 'Generated?']);
    expect((wrapper(await call('GET', `/api/Question/${q.pk_Question_ID}`, owner.auth)).data as Record<string, unknown>).ChatGTP_Question_Text).toBe('Kept?');
  });

  it('keeps other tenants out: 404 everywhere and nothing changed', async () => {
    const theirs = await buildCampaign(t.app, outsider);
    const q = wrapper(await add(theirs.id, 'Theirs?', outsider)).data as { pk_Question_ID: number };
    const mine = await buildCampaign(t.app, owner);
    const attempts: Array<[string, string, object | undefined]> = [
      ['GET', `/api/QuestionGetPerCampaign/Getquestions/${theirs.id}`, undefined],
      ['GET', `/api/Question/${q.pk_Question_ID}`, undefined],
      ['POST', '/api/Question', { fk_Campaign_ID: theirs.id, Question_Text: 'Injected?' }],
      ['PUT', '/api/Question', { pk_Question_ID: q.pk_Question_ID, Question_Text: 'Hijacked?' }],
      ['DELETE', `/api/Question/${q.pk_Question_ID}`, undefined],
      ['PUT', '/api/Question/SaveQuestions', { fk_Campaign_ID: mine.id, questions: [{ pk_Question_ID: q.pk_Question_ID, Question_Text: 'Stolen?' }] }],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, owner.auth, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await texts(theirs.id, outsider)).toEqual(['Theirs?']);
    expect(await texts(mine.id)).toEqual([]);
  });

  it('lets hiring managers read but not write; anonymous callers get 401', async () => {
    const c = await buildCampaign(t.app, owner);
    expect((await add(c.id, 'HM question?', hm)).statusCode).toBe(403);
    expect((await call('GET', `/api/QuestionGetPerCampaign/Getquestions/${c.id}`, {})).statusCode).toBe(401);
  });
});
