import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '@candid/shared';
import { buildTestApp, type TestApp } from './harness';
import { buildCampaign, buildEnterprise, buildQuestions, buildUser, wrapper, type TestUser } from './factories';

/*
 * Issue 10: a Hiring Manager sees only the jobs whose hiring manager they are (packages/shared
 * roles.ts, docs/api-review.md) in every job read, not only on the candidate routes: the job
 * list and its counts, the job, its questions, settings and comments. Another job is a 404, as
 * another tenant's would be; the owner still sees both.
 */

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let own: number;
let other: number;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app, 'Scoped Hiring Co');
  manager = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  own = (await buildCampaign(t.app, owner, { name: 'Managed by them', hiringManagerId: manager.id })).id;
  other = (await buildCampaign(t.app, owner, { name: 'Not theirs' })).id;
  for (const id of [own, other]) {
    await buildQuestions(t.app, owner, id, 2);
    const res = await t.app.inject({ method: 'POST', url: '/api/Comment', headers: owner.auth, payload: { fk_Campaign_ID: id, Comment_Content: 'Owner note', Type: 0 } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
});
afterAll(() => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

/** Every job read a member makes, for job `id`. */
const reads = (id: number) => [
  `/api/Campaign/${id}`,
  `/api/Campaign/GetCampaignLineCount?campaignId=${id}`,
  `/api/QuestionGetPerCampaign/Getquestions/${id}`,
  `/api/Setting?fk_Campaign_ID=${id}`,
  `/api/CommentGetPerCampaign/Getcomments/${id}`,
];

describe('the hiring-manager scope on job routes', () => {
  it('lists only their own jobs', async () => {
    const mine = wrapper(await get(manager, '/api/Campaign')).data as { pk_Campaign_ID: number }[];
    expect(mine.map((j) => j.pk_Campaign_ID)).toEqual([own]);
    const all = wrapper(await get(owner, '/api/Campaign')).data as { pk_Campaign_ID: number }[];
    expect(all.map((j) => j.pk_Campaign_ID).sort()).toEqual([own, other].sort());
  });

  it('reads their own job, its questions, settings and comments', async () => {
    for (const url of reads(own)) expect((await get(manager, url)).statusCode, url).toBe(200);
  });

  it('gets 404 for every read of a job they do not manage; the owner gets 200', async () => {
    for (const url of reads(other)) {
      const res = await get(manager, url);
      expect(res.statusCode, url).toBe(404);
      expect((await get(owner, url)).statusCode, url).toBe(200);
    }
  });

  it('cannot comment on a job they do not manage, and can on their own', async () => {
    const post = (id: number) =>
      t.app.inject({ method: 'POST', url: '/api/Comment', headers: manager.auth, payload: { fk_Campaign_ID: id, Comment_Content: 'HM note', Type: 0 } });
    expect((await post(other)).statusCode).toBe(404);
    expect((await post(own)).statusCode).toBeLessThan(300);
    const comments = wrapper(await get(owner, `/api/CommentGetPerCampaign/Getcomments/${other}`)).data as { Comment_Content: string }[];
    expect(comments.map((c) => c.Comment_Content)).toEqual(['Owner note']);
  });
});
