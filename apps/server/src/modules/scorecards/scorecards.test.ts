import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scorecardSchema } from '@candid/shared';
import { scorecardCompetencies } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildQuestions, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';

/* Issue 34, first part: a job's scorecard, written whole and read back in order. */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Scorecard Co'));
});
afterAll(() => t.close());

const SCALE = ['No evidence', 'Some evidence', 'Clear evidence', 'Strong evidence', 'Exceptional evidence'];
const competency = (name: string, extra: object = {}) => ({ name, guidance: `Look for ${name.toLowerCase()}.`, anchors: SCALE, ...extra });
const put = (campaignId: number, competencies: object[], auth: Record<string, string> = owner.auth) => call('PUT', `/api/Campaign/${campaignId}/Scorecard`, auth, { competencies });
const get = async (campaignId: number, auth: Record<string, string> = owner.auth) => scorecardSchema.parse(wrapper(await call('GET', `/api/Campaign/${campaignId}/Scorecard`, auth)).data);

describe('a job’s scorecard', () => {
  it('is empty at first, saved whole in order, and keeps a competency sent with its id', async () => {
    const job = await buildCampaign(t.app, owner, { hiringManagerId: hm.id });
    const [q1, q2] = await buildQuestions(t.app, owner, job.id, 2);
    expect(await get(job.id)).toEqual({ campaignId: job.id, competencies: [] });

    const saved = await put(job.id, [competency('Communication', { questionIds: [q1] }), competency('Problem solving', { questionIds: [q1, q2], guidance: '  ' })]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(wrapper(saved).message).toBe('Scorecard saved');
    const first = await get(job.id, hm.auth);
    expect(first.competencies.map((c) => [c.name, c.guidance, c.questionIds])).toEqual([
      ['Communication', 'Look for communication.', [q1]],
      ['Problem solving', null, [q1, q2]],
    ]);
    expect(first.competencies[0].anchors).toEqual(SCALE);

    // Reordered, one renamed and kept by its id, one removed, one added.
    const [communication] = first.competencies;
    await put(job.id, [competency('Teamwork'), { ...communication, name: 'Clear communication' }]);
    const second = await get(job.id);
    expect(second.competencies.map((c) => c.name)).toEqual(['Teamwork', 'Clear communication']);
    expect(second.competencies[1].id).toBe(communication.id);
    expect(await t.app.ctx.db.select().from(scorecardCompetencies).where(eq(scorecardCompetencies.campaignId, job.id))).toHaveLength(2);

    // An empty list removes it.
    await put(job.id, []);
    expect((await get(job.id)).competencies).toEqual([]);
  });

  it('refuses a scale without five described points, too many competencies, repeated names, and questions or ids of another job', async () => {
    const job = await buildCampaign(t.app, owner);
    const [q1] = await buildQuestions(t.app, owner, job.id, 1);
    const other = await buildCampaign(t.app, owner);
    const [foreign] = await buildQuestions(t.app, owner, other.id, 1);
    await put(other.id, [competency('Elsewhere')]);
    const elsewhere = (await get(other.id)).competencies[0].id;

    const cases: [object[], Record<string, string[]>][] = [
      [[competency('Short scale', { anchors: SCALE.slice(0, 4) })], { 'competencies.0.anchors': ['The scale has 5 points, each described in a sentence.'] }],
      [[competency('Blank point', { anchors: [...SCALE.slice(0, 4), '  '] })], { 'competencies.0.anchors.4': ['Please describe this point of the scale.'] }],
      [[competency(' ')], { 'competencies.0.name': ['Please name the competency.'] }],
      [Array.from({ length: 9 }, (_, i) => competency(`C${i}`)), { competencies: ['A scorecard has at most 8 competencies.'] }],
      [[competency('Same'), competency('same')], { 'competencies.1.name': ['Two competencies have the same name.'] }],
      [[competency('Twice', { questionIds: [q1, q1] })], { 'competencies.0.questionIds': ['A question is linked twice.'] }],
      [[competency('Another job', { questionIds: [foreign] })], { 'competencies.0.questionIds': ["This question is not one of the job's."] }],
      [[competency('Stolen', { id: elsewhere })], { 'competencies.0.id': ["This competency is not one of the job's."] }],
    ];
    for (const [body, details] of cases) {
      const res = await put(job.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(body).slice(0, 80)).toMatchObject({ details });
    }
    // Another company's question is not found, as its id anywhere.
    const { owner: stranger } = await buildTenants(t.app, 'Stranger Co');
    const strangerJob = await buildCampaign(t.app, stranger);
    const [strangers] = await buildQuestions(t.app, stranger, strangerJob.id, 1);
    expect((await put(job.id, [competency('Theirs', { questionIds: [strangers] })])).statusCode).toBe(404);
    expect((await get(job.id)).competencies).toEqual([]);
    expect((await get(other.id)).competencies.map((c) => c.name)).toEqual(['Elsewhere']);
  });

  it('is read by members who see the job and written by job editors (403 for a hiring manager); 404 for another company or a job out of sight', async () => {
    const job = await buildCampaign(t.app, owner);
    const res = await put(job.id, [competency('Ownership')], {});
    expect(res.statusCode).toBe(401);
    expect((await put(job.id, [competency('Ownership')], outsider.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/Campaign/${job.id}/Scorecard`, outsider.auth)).statusCode).toBe(404);
    // A hiring manager reads the scorecards of the jobs they manage only, and edits none.
    expect((await call('GET', `/api/Campaign/${job.id}/Scorecard`, hm.auth)).statusCode).toBe(404);
    expect((await put(job.id, [competency('Ownership')], hm.auth)).statusCode).toBe(403);
    expect((await get(job.id)).competencies).toEqual([]);
  });
});
