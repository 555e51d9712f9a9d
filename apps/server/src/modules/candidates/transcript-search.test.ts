import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateListRow } from '@candid/shared';
import { useTestApp } from '../../../test/harness';
import { buildTenants, wrapper, type TestUser } from '../../../test/factories';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { insertTranscript } from '../../../test/transcript-fixtures';
import { matchStart, parseHeadline } from '../transcripts/search';

/*
 * The candidate list's transcript search (issue 15): GET /CampaignLine?transcriptQuery=…
 * filters to candidates who said it, with the best match's snippet, highlights and time.
 */

const t = useTestApp({ startWorkers: false });
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
let nurse: { lineId: number; first: number; second: number };
let porter: { lineId: number };
let other: { lineId: number };
let theirs: { lineId: number };
let nurseJob: number;

beforeAll(async () => {
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Search Co'));
  const managed = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, questionCount: 2, name: 'Nurse' });
  const notManaged = await buildReviewJob(t.app, owner, { questionCount: 1, name: 'Porter' });
  const outsiders = await buildReviewJob(t.app, outsider, { questionCount: 1, name: 'Their job' });
  nurseJob = managed.campaignId;
  const db = t.app.ctx.db;

  const a = await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: managed.campaignId, firstName: 'Ada' });
  await insertTranscript(t.app, a.responses[0], ['I started as a porter.', 'Then I trained in intensive care.', 'I am calm under pressure.']);
  await insertTranscript(t.app, a.responses[1], ['I led the night shift at a large hospital.', 'We managed the intensive care unit together.']);
  nurse = { lineId: a.lineId, first: a.responses[0].id, second: a.responses[1].id };

  const b = await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: notManaged.campaignId, firstName: 'Bo' });
  await insertTranscript(t.app, b.responses[0], ['Night shifts suit me.', 'I like moving patients safely.']);
  porter = { lineId: b.lineId };

  // A candidate who never mentions nights.
  const c = await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: managed.campaignId, firstName: 'Cy' });
  await insertTranscript(t.app, c.responses[0], ['I enjoy paperwork and rosters.']);
  other = { lineId: c.lineId };

  // Another tenant's candidate who says the same words.
  const d = await seedCompletedLine(db, { enterpriseId: outsider.enterpriseId, campaignId: outsiders.campaignId, firstName: 'Dee' });
  await insertTranscript(t.app, d.responses[0], ['I led the night shift for years.']);
  theirs = { lineId: d.lineId };
});

const search = (user: TestUser | null, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/CampaignLine?${query}`, headers: user?.auth ?? {} });
const rows = async (user: TestUser, query: string) => {
  const res = await search(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return wrapper(res) as unknown as { data: CandidateListRow[]; nextCursor: string | null };
};

describe('GET /CampaignLine?transcriptQuery', () => {
  it('finds the candidates who said it (stemmed: "night shifts" matches "night shift"), newest first, with the best match', async () => {
    const { data } = await rows(owner, `transcriptQuery=${encodeURIComponent('night shifts')}`);
    expect(data.map((r) => r.pk_CampaignLine_ID)).toEqual([porter.lineId, nurse.lineId]);
    const match = data[1].TranscriptMatch!;
    expect(match.QuestionResponse_ID).toBe(nurse.second);
    expect(match.Snippet).toContain('night shift at a large hospital.');
    expect(match.Highlights.map(([s, e]) => match.Snippet.slice(s, e))).toEqual(['night', 'shift']);
    expect(match.Start).toBe(0);
    // A match in a later segment starts there.
    const later = (await rows(owner, 'transcriptQuery=pressure')).data;
    expect(later.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
    expect(later[0].TranscriptMatch).toMatchObject({ QuestionResponse_ID: nurse.first, Start: 5 });
    expect(later[0].AnsweredCount).toBe(2);
  });

  it('picks the answer that matches best, and reads phrases and exclusions as a web search', async () => {
    const care = (await rows(owner, `transcriptQuery=${encodeURIComponent('"intensive care" unit')}`)).data;
    expect(care.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
    expect(care[0].TranscriptMatch?.QuestionResponse_ID).toBe(nurse.second);
    const notPorters = (await rows(owner, `transcriptQuery=${encodeURIComponent('night -patients')}`)).data;
    expect(notPorters.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
    expect((await rows(owner, 'transcriptQuery=submarine')).data).toEqual([]);
  });

  it('keeps the keyset pages, the job and status filters, and the name search', async () => {
    const first = await rows(owner, 'transcriptQuery=night&limit=1');
    expect(first.data.map((r) => r.pk_CampaignLine_ID)).toEqual([porter.lineId]);
    expect(first.nextCursor).toBeTruthy();
    const second = await rows(owner, `transcriptQuery=night&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.data.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
    expect(second.nextCursor).toBeNull();
    expect((await rows(owner, `transcriptQuery=night&campaignId=${nurseJob}`)).data.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
    expect((await rows(owner, 'transcriptQuery=night&searchText=bo')).data.map((r) => r.pk_CampaignLine_ID)).toEqual([porter.lineId]);
    expect((await rows(owner, 'transcriptQuery=night&status=5')).data).toEqual([]);
    // Without transcriptQuery rows carry no match.
    const plain = (await rows(owner, 'limit=10')).data;
    expect(plain.map((r) => r.pk_CampaignLine_ID)).toEqual(expect.arrayContaining([other.lineId, nurse.lineId, porter.lineId]));
    expect(plain.every((r) => r.TranscriptMatch === undefined)).toBe(true);
  });

  it('shows a hiring manager only the candidates of jobs they manage', async () => {
    expect((await rows(hm, 'transcriptQuery=night')).data.map((r) => r.pk_CampaignLine_ID)).toEqual([nurse.lineId]);
  });

  it("never returns another tenant's candidates", async () => {
    const mine = (await rows(owner, 'transcriptQuery=night')).data.map((r) => r.pk_CampaignLine_ID);
    expect(mine).not.toContain(theirs.lineId);
    const theirRows = (await rows(outsider, 'transcriptQuery=night')).data.map((r) => r.pk_CampaignLine_ID);
    expect(theirRows).toEqual([theirs.lineId]);
    expect((await search(owner, `transcriptQuery=night&enterpriseId=${outsider.enterpriseId}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 400 for an empty or over-long query', async () => {
    expect((await search(null, 'transcriptQuery=night')).statusCode).toBe(401);
    for (const q of ['transcriptQuery=', `transcriptQuery=${'a'.repeat(201)}`, 'transcriptQuery=%20%20']) {
      const res = await search(owner, q);
      expect(res.statusCode, q).toBe(400);
      expect(wrapper(res).details).toHaveProperty('transcriptQuery');
    }
  });

  it('treats any input as words, never as query syntax', async () => {
    for (const q of ["'); drop table transcripts; --", '!!! & | <-> :*', 'a b c d e', '"unclosed', '-']) {
      expect((await search(owner, `transcriptQuery=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
    expect((await rows(owner, 'transcriptQuery=night')).data).toHaveLength(2);
  });
});

describe('headline parsing', () => {
  it('turns the marks into offsets', () => {
    expect(parseHeadline('I led the \u0001night\u0002 \u0001shift\u0002.')).toEqual({ snippet: 'I led the night shift.', highlights: [[10, 15], [16, 21]] });
    expect(parseHeadline('no marks')).toEqual({ snippet: 'no marks', highlights: [] });
  });

  it('finds the segment of the first highlight', () => {
    const segments = [
      { start: 0, end: 2, text: 'One two.' },
      { start: 2, end: 4, text: 'Three four.' },
      { start: 4, end: 6, text: 'Five six.' },
    ];
    const full = segments.map((s) => s.text).join(' ');
    expect(matchStart(full, segments, 'Three four. Five six.', 12)).toBe(4);
    expect(matchStart(full, segments, 'Three four.', 0)).toBe(2);
    expect(matchStart(full, segments, 'not there', 0)).toBe(0);
    expect(matchStart('', [], 'x', 0)).toBe(0);
  });
});
